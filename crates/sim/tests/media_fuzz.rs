//! `media::analyze` and `media::render_dub` never panic and never invent audio, whatever the bytes:
//! random data under every extension, real fixtures cut at any length, real fixtures with damage.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::{Path, PathBuf};

use dubdeck_sim::media::{MediaError, analyze, render_dub};
use proptest::prelude::*;

const FIXTURES: &[&str] = &[
    "sine.wav",
    "sine.mp3",
    "sine.flac",
    "sine.ogg",
    "sine.m4a",
    "clip.mp4",
    "clip.mov",
    "clip.mkv",
    "clip.webm",
    "clip_opus.webm",
];

const EXTENSIONS: &[&str] = &[
    "wav", "mp3", "flac", "ogg", "m4a", "mp4", "mov", "mkv", "webm", "caf", "aiff", "bin",
];

fn fixture(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(name)
}

fn write_temp(dir: &Path, ext: &str, bytes: &[u8]) -> PathBuf {
    let path = dir.join(format!("input.{ext}"));
    std::fs::write(&path, bytes).unwrap();
    path
}

/// Whatever the outcome, it is a value: Ok with a plausible length, or a typed refusal.
fn check_outcome(result: Result<dubdeck_sim::media::MediaInfo, MediaError>, max_ms: u64) {
    match result {
        Ok(info) => {
            assert!(info.duration_ms <= max_ms, "{info:?} longer than {max_ms} ms");
            assert!(info.sample_rate > 0 && info.channels > 0, "{info:?}");
        }
        Err(MediaError::Undecodable(why)) => assert!(!why.is_empty()),
        Err(MediaError::NoAudio) => {}
        Err(MediaError::Io(e)) => panic!("a readable file gave an i/o error: {e}"),
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 160, ..ProptestConfig::default() })]

    #[test]
    fn random_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..6_000), ext in 0..EXTENSIONS.len()) {
        let dir = tempfile::tempdir().unwrap();
        let path = write_temp(dir.path(), EXTENSIONS[ext], &bytes);
        // Random bytes can hold at most a few seconds of anything at the lowest bitrates.
        check_outcome(analyze(&path), 600_000);
    }

    #[test]
    fn random_bytes_after_a_real_header_never_panic(which in 0..FIXTURES.len(), keep in 0usize..400, tail in proptest::collection::vec(any::<u8>(), 0..4_000)) {
        let name = FIXTURES[which];
        let mut bytes = std::fs::read(fixture(name)).unwrap();
        bytes.truncate(keep);
        bytes.extend_from_slice(&tail);
        let dir = tempfile::tempdir().unwrap();
        let ext = Path::new(name).extension().unwrap().to_str().unwrap();
        let path = write_temp(dir.path(), ext, &bytes);
        check_outcome(analyze(&path), 600_000);
    }

    #[test]
    fn truncated_real_files_never_panic_nor_grow(which in 0..FIXTURES.len(), cut in 0.0f64..1.0) {
        let name = FIXTURES[which];
        let bytes = std::fs::read(fixture(name)).unwrap();
        let full = analyze(&fixture(name)).map(|i| i.duration_ms).unwrap_or(0);
        let len = (bytes.len() as f64 * cut) as usize;
        let dir = tempfile::tempdir().unwrap();
        let ext = Path::new(name).extension().unwrap().to_str().unwrap();
        let path = write_temp(dir.path(), ext, &bytes[..len]);
        // A cut file holds at most what the whole file did.
        check_outcome(analyze(&path), full + 50);
    }

    #[test]
    fn damaged_real_files_never_panic(which in 0..FIXTURES.len(), flips in proptest::collection::vec((0.0f64..1.0, any::<u8>()), 1..40)) {
        let name = FIXTURES[which];
        let mut bytes = std::fs::read(fixture(name)).unwrap();
        for (at, value) in flips {
            let i = ((bytes.len() - 1) as f64 * at) as usize;
            bytes[i] = value;
        }
        let dir = tempfile::tempdir().unwrap();
        let ext = Path::new(name).extension().unwrap().to_str().unwrap();
        let path = write_temp(dir.path(), ext, &bytes);
        check_outcome(analyze(&path), 600_000);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 40, ..ProptestConfig::default() })]

    #[test]
    fn render_dub_on_damaged_input_never_panics_nor_leaves_junk(which in 0..FIXTURES.len(), cut in 0.0f64..1.0, shift in -24i32..=24) {
        let name = FIXTURES[which];
        let bytes = std::fs::read(fixture(name)).unwrap();
        let len = (bytes.len() as f64 * cut) as usize;
        let dir = tempfile::tempdir().unwrap();
        let ext = Path::new(name).extension().unwrap().to_str().unwrap();
        let input = write_temp(dir.path(), ext, &bytes[..len]);
        let output = dir.path().join("out.wav");
        match render_dub(&input, &output, shift) {
            Ok(info) => {
                let measured = analyze(&output).unwrap();
                prop_assert_eq!(info, measured);
            }
            Err(MediaError::Io(e)) => panic!("unexpected i/o error: {e}"),
            Err(_) => prop_assert!(!output.exists(), "a failed render left its output behind"),
        }
    }
}
