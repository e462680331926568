//! The app's decoders' helper program (`dubdeck-helper`): started with the helper argument, it
//! serves the core's jobs. Probes made here go through it.

use std::path::PathBuf;

use dubdeck_core::{decode, sandbox};

#[test]
fn the_helper_program_serves_the_decoders() {
    assert!(sandbox::enable(PathBuf::from(env!(
        "CARGO_BIN_EXE_dubdeck-helper"
    ))));
    let dir = tempfile::tempdir().unwrap();
    let wav = dir.path().join("voice.wav");
    let spec = hound::WavSpec {
        channels: 2,
        sample_rate: 22_050,
        bits_per_sample: 16,
        sample_format: hound::SampleFormat::Int,
    };
    let mut writer = hound::WavWriter::create(&wav, spec).unwrap();
    for n in 0..22_050 * 2 * 2 {
        writer.write_sample(((n % 200) as i16 - 100) * 100).unwrap();
    }
    writer.finalize().unwrap();

    let probe = decode::probe(&wav).unwrap();
    assert_eq!((probe.duration_ms, probe.channels), (2_000, Some(2)));
    let peaks = decode::peaks(&wav, 10).unwrap();
    assert_eq!((peaks.duration_ms, peaks.bars.len()), (2_000, 10));

    // The doctor finds it answering as a helper of this build (the app's "Copy diagnostics").
    let decoders = dubdeck_core::diagnostics::doctor::decoders(sandbox::helpers(), false);
    assert_eq!(
        decoders.verdict,
        dubdeck_core::diagnostics::doctor::Verdict::Good,
        "{decoders:?}"
    );
    assert!(decoders.found.contains("dubdeck-helper"), "{decoders:?}");

    // The binary speaks the helpers' protocol itself: it names a job it does not have.
    match sandbox::helpers().unwrap().call("no.such.job", b"null", b"") {
        Err(sandbox::HelperError::Refused(why)) => assert!(why.contains("no.such.job"), "{why}"),
        other => panic!("expected a refusal from the app's helper, got {other:?}"),
    }
}

#[test]
fn the_helper_program_started_by_hand_says_what_it_is() {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_dubdeck-helper"))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(said.contains("not a program to start by hand"), "{said}");
}
