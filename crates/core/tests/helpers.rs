//! The decoders in helper processes (`dubdeck_core::sandbox`), as the app runs them: this test's
//! own executable is the helper program (its `main` serves helper jobs first, as the app's does),
//! with the core's jobs and a few of its own that crash, panic or report on the helper.
// Without the test harness, clippy does not know these are tests: failing checks panic here.
#![allow(clippy::expect_used, clippy::unwrap_used, clippy::panic)]

use std::path::Path;
use std::process::{Command, ExitCode};
use std::time::Duration;

use dubdeck_core::decode::{self, ProbeError};
use dubdeck_core::sandbox::{self, HelperError, Helpers, Job};

/// A helper that aborts (as a panic does in a build that aborts, or a C decoder's crash).
fn abort_job(_: &[u8], _: &[u8]) -> Result<sandbox::Answer, String> {
    std::process::abort()
}

/// A helper that panics (in this build, the panic unwinds out of `main`: exit status 101),
/// quietly: the panic is expected, and its message would only hide real failures in the output.
fn panic_job(_: &[u8], _: &[u8]) -> Result<sandbox::Answer, String> {
    std::panic::set_hook(Box::new(|_| {}));
    panic!("a decoder bug")
}

/// Set in a run of this executable that starts the log and the crash reporter in the folder it
/// names, as the app does, then panics.
const CRASH_CHILD: &str = "DUBDECK_CRASH_CHILD";

/// The crashing run: a log line that quotes a presigned URL, then a panic.
fn crash_child(data_dir: &Path) -> ExitCode {
    use dubdeck_core::diagnostics::{About, crash_dir, install_panic_hook, log_dir, logs};
    let log = logs::start(Some(&log_dir(data_dir)), "crashy", "off", "info");
    install_panic_hook(
        crash_dir(data_dir),
        About::new("Crashy", "1.2.3"),
        log.recent.clone(),
    );
    tracing::info!("uploading to http://127.0.0.1:9/uploads/k?X-Amz-Date=1&X-Amz-Signature=c0ffee");
    tracing::info!("the last line before the crash");
    panic!("a bug of our own");
}

/// A decoder caught in a loop.
fn hang_job(_: &[u8], _: &[u8]) -> Result<sandbox::Answer, String> {
    loop {
        std::thread::sleep(Duration::from_secs(60));
    }
}

/// The helper's process id and whether it can see the API key.
fn whoami_job(_: &[u8], _: &[u8]) -> Result<sandbox::Answer, String> {
    let seen = serde_json::json!({
        "pid": std::process::id(),
        "key": std::env::var_os(KEY_VAR).is_some(),
    });
    Ok((seen.to_string().into_bytes(), Vec::new()))
}

/// Set in a helper run of this executable that answers as a helper of another build would.
const OTHER_BUILD: &str = "DUBDECK_TEST_OTHER_BUILD";

/// The about job of a helper left from another version.
fn other_build_about_job(_: &[u8], _: &[u8]) -> Result<sandbox::Answer, String> {
    Ok((br#"{"version":"0.0.1"}"#.to_vec(), Vec::new()))
}

const OTHER_BUILD_JOBS: &[(&str, Job)] = &[(sandbox::ABOUT_JOB, other_build_about_job)];

/// One check, given a temporary folder.
type Check = fn(&Path);

const KEY_VAR: &str = "DUBDECK_API_KEY";

const TEST_JOBS: &[(&str, Job)] = &[
    ("test.abort", abort_job),
    ("test.panic", panic_job),
    ("test.hang", hang_job),
    ("test.whoami", whoami_job),
];

fn main() -> ExitCode {
    if let Some(dir) = std::env::var_os(CRASH_CHILD) {
        return crash_child(Path::new(&dir));
    }
    let other_build: &[(&str, Job)] = if std::env::var_os(OTHER_BUILD).is_some() {
        OTHER_BUILD_JOBS
    } else {
        &[]
    };
    if let Some(code) = sandbox::serve_if_helper(&[other_build, dubdeck_core::HELPER_JOBS, TEST_JOBS]) {
        return code;
    }
    let program = match std::env::current_exe() {
        Ok(program) => program,
        Err(e) => {
            eprintln!("no path to this test's executable: {e}");
            return ExitCode::FAILURE;
        }
    };
    // The tests run with an API key in the environment, as the app may: started again with one.
    if std::env::var_os(KEY_VAR).is_none() {
        let status = Command::new(&program)
            .env(KEY_VAR, "dd_live_not_for_helpers")
            .status();
        return match status {
            Ok(status) if status.success() => ExitCode::SUCCESS,
            Ok(status) => {
                eprintln!("the helper tests failed: {status}");
                ExitCode::FAILURE
            }
            Err(e) => {
                eprintln!("the helper tests could not start: {e}");
                ExitCode::FAILURE
            }
        };
    }
    assert!(sandbox::enable(program.clone()));
    assert!(!sandbox::enable(program), "helpers are enabled once");

    let dir = tempfile::tempdir().expect("a temporary folder");
    let tests: &[(&str, Check)] = &[
        (
            "a probe through a helper reads the file as in-process",
            probe_in_a_helper,
        ),
        (
            "a refusal crosses with its path, any bytes",
            refusal_keeps_its_path,
        ),
        ("peaks through a helper", peaks_in_a_helper),
        ("an avatar is checked in a helper", avatar_in_a_helper),
        ("a helper that crashes ends its job only", crash_ends_the_job_only),
        ("a helper past its time limit is stopped", overrun_is_stopped),
        (
            "helpers are reused, then closed when idle",
            helpers_are_reused_then_closed,
        ),
        ("a helper gets no API key", helper_gets_no_key),
        ("a panic leaves a crash report", a_panic_leaves_a_crash_report),
        (
            "the doctor checks where the decoders run",
            the_doctor_checks_the_decoders,
        ),
    ];
    for (name, test) in tests {
        test(dir.path());
        println!("test {name} ... ok");
    }
    println!("{} helper tests passed", tests.len());
    ExitCode::SUCCESS
}

fn a_panic_leaves_a_crash_report(dir: &Path) {
    use dubdeck_core::diagnostics::crash;
    let data = dir.join("crashing");
    let program = std::env::current_exe().expect("this test's executable");
    let out = Command::new(program)
        .env(CRASH_CHILD, &data)
        .output()
        .expect("the crashing run starts");
    assert!(!out.status.success(), "the crashing run exited {}", out.status);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("Dubdeck wrote a crash report"), "{stderr}");
    let reports = crash::list(&crash::crash_dir(&data));
    assert_eq!(reports.len(), 1, "{reports:?}");
    assert!(!reports[0].seen);
    let text = crash::read(&crash::crash_dir(&data), &reports[0].name).expect("the report");
    for part in [
        "Crashy 1.2.3 crashed",
        "Panic: a bug of our own",
        "At: crates/core/tests/helpers.rs:",
        "Thread: main",
        "crash_child",
        "the last line before the crash",
        "X-Amz-Signature=[redacted]",
    ] {
        assert!(text.contains(part), "{part:?} is not in the report:\n{text}");
    }
    assert!(!text.contains("c0ffee"), "{text}");
    // The backtrace starts at the function that panicked, not in the hook or std's panicking.
    let first_frame = text
        .split_once("Backtrace:\n")
        .and_then(|(_, frames)| frames.lines().next())
        .unwrap_or_default();
    assert!(
        first_frame.trim_start().starts_with("0: ") && first_frame.contains("crash_child"),
        "{text}"
    );
    assert!(
        !text.contains("panic_with_hook") && !text.contains("install_panic_hook"),
        "{text}"
    );
    let log = std::fs::read_to_string(data.join("logs").join("crashy.log")).expect("the log file");
    assert!(
        log.contains("the last line before the crash") && !log.contains("c0ffee"),
        "{log}"
    );
}

fn the_doctor_checks_the_decoders(dir: &Path) {
    use dubdeck_core::diagnostics::doctor::{self, Verdict};
    let program = std::env::current_exe().expect("this test's executable");

    // The helper program answers as one of this build.
    let good = doctor::decoders(Some(helpers()), false);
    assert_eq!(good.verdict, Verdict::Good, "{good:?}");
    assert!(
        good.found.contains(&program.display().to_string())
            && good.found.contains(&format!("version {}", sandbox::VERSION)),
        "{good:?}"
    );
    assert_eq!(good.advice, None);

    // The command line: no helper, the decoders in its own process.
    let here = doctor::decoders(None, true);
    assert_eq!(
        (here.verdict, here.found.as_str()),
        (Verdict::Good, "in this program")
    );

    // An app without its helper program: every media file and avatar would be refused.
    let none = doctor::decoders(None, false);
    assert_eq!(none.verdict, Verdict::Problem, "{none:?}");
    assert!(
        none.found.contains("media files and avatars cannot be read"),
        "{none:?}"
    );
    let advice = none.advice.expect("what to do");
    assert!(advice.starts_with("Reinstall Dubdeck"), "{advice}");

    // A helper program that is not there.
    let gone = dir.join("no-helper-here");
    let missing = doctor::decoders(Some(&Helpers::new(gone.clone())), false);
    assert_eq!(missing.verdict, Verdict::Problem, "{missing:?}");
    assert!(
        missing.found.contains(&gone.display().to_string()) && missing.found.contains("did not answer"),
        "{missing:?}"
    );
    assert!(missing.advice.is_some_and(|a| a.starts_with("Reinstall Dubdeck")));

    #[cfg(unix)]
    a_helper_of_another_build_is_a_problem(dir, &program);
}

/// A helper left from another version (a partial upgrade), made by a script that starts this
/// executable as a helper that answers so.
#[cfg(unix)]
fn a_helper_of_another_build_is_a_problem(dir: &Path, program: &Path) {
    use dubdeck_core::diagnostics::doctor::{self, Verdict};
    use std::os::unix::fs::PermissionsExt;
    let old = dir.join("old-helper");
    std::fs::write(
        &old,
        format!("#!/bin/sh\n{OTHER_BUILD}=1 exec '{}' \"$@\"\n", program.display()),
    )
    .expect("the old helper's script");
    std::fs::set_permissions(&old, std::fs::Permissions::from_mode(0o755)).expect("chmod");
    let other = doctor::decoders(Some(&Helpers::new(old)), false);
    assert_eq!(other.verdict, Verdict::Problem, "{other:?}");
    assert!(
        other
            .found
            .contains(&format!("is version 0.0.1, not {}", sandbox::VERSION)),
        "{other:?}"
    );
}

fn helpers() -> &'static Helpers {
    sandbox::helpers().expect("helpers are enabled")
}

fn tone(path: &Path, seconds: u32) {
    let spec = hound::WavSpec {
        channels: 1,
        sample_rate: 8_000,
        bits_per_sample: 16,
        sample_format: hound::SampleFormat::Int,
    };
    let mut wav = hound::WavWriter::create(path, spec).expect("a wav file");
    for n in 0..8_000 * seconds {
        let sample = ((n as f32 * 0.05).sin() * 12_000.0) as i16;
        wav.write_sample(sample).expect("a sample");
    }
    wav.finalize().expect("a finished wav file");
}

fn whoami() -> serde_json::Value {
    let (answer, _) = helpers().call("test.whoami", b"null", b"").expect("an answer");
    serde_json::from_slice(&answer).expect("JSON")
}

fn probe_in_a_helper(dir: &Path) {
    let wav = dir.join("tone.wav");
    tone(&wav, 3);
    let probe = decode::probe(&wav).expect("a readable wav");
    assert_eq!(probe.duration_ms, 3_000);
    assert_eq!(probe.container, "wav");
    assert_eq!(probe.sample_rate, Some(8_000));
    assert_eq!(probe.channels, Some(1));
}

fn refusal_keeps_its_path(dir: &Path) {
    let text = dir.join("notes.wav");
    std::fs::write(&text, "not audio at all, only words").expect("a file");
    match decode::probe(&text) {
        Err(ProbeError::NotMedia { path }) => assert_eq!(path, text),
        other => panic!("expected not_media, got {other:?}"),
    }
    #[cfg(unix)]
    {
        use std::os::unix::ffi::OsStrExt;
        // A name that is not UTF-8: the helper opens the very same file.
        let odd = dir.join(std::ffi::OsStr::from_bytes(b"caf\xe9.wav"));
        tone(&odd, 1);
        assert_eq!(decode::probe(&odd).expect("readable").duration_ms, 1_000);
    }
}

fn peaks_in_a_helper(dir: &Path) {
    let wav = dir.join("peaks.wav");
    tone(&wav, 2);
    let peaks = decode::peaks(&wav, 50).expect("peaks");
    assert_eq!(peaks.duration_ms, 2_000);
    assert_eq!(peaks.bars.len(), 50);
    assert!(
        peaks.bars.iter().all(|b| (0.3..=0.4).contains(b)),
        "{:?}",
        peaks.bars
    );
}

fn avatar_in_a_helper(_: &Path) {
    let mut gif = Vec::new();
    let frame = image::Frame::new(image::RgbaImage::from_pixel(
        4,
        4,
        image::Rgba([200, 10, 10, 255]),
    ));
    image::codecs::gif::GifEncoder::new(&mut gif)
        .encode_frames([frame])
        .expect("a gif");
    let (answer, still) = helpers()
        .call(dubdeck_core::avatars::CHECK_JOB, b"null", &gif)
        .expect("an answer");
    let answer: serde_json::Value = serde_json::from_slice(&answer).expect("JSON");
    assert_eq!(answer["Ok"]["animated"], true, "{answer}");
    let still = image::load_from_memory(&still).expect("the still is an image");
    assert_eq!((still.width(), still.height()), (4, 4));

    let (answer, _) = helpers()
        .call(dubdeck_core::avatars::CHECK_JOB, b"null", b"GIF89a broken")
        .expect("an answer");
    let answer: serde_json::Value = serde_json::from_slice(&answer).expect("JSON");
    assert!(answer["Err"]["Undecodable"].is_string(), "{answer}");
}

fn crash_ends_the_job_only(dir: &Path) {
    match helpers().call("test.abort", b"null", b"") {
        Err(HelperError::Ended(how)) => assert!(how.contains("signal"), "{how}"),
        other => panic!("expected an ended job, got {other:?}"),
    }
    match helpers().call("test.panic", b"null", b"") {
        Err(HelperError::Ended(how)) => assert!(how.contains("101"), "{how}"),
        other => panic!("expected an ended job, got {other:?}"),
    }
    match helpers().call("test.nothing", b"null", b"") {
        Err(HelperError::Refused(why)) => assert!(why.contains("test.nothing"), "{why}"),
        other => panic!("expected a refused job, got {other:?}"),
    }
    // The next file is read as if nothing happened.
    let wav = dir.join("after.wav");
    tone(&wav, 1);
    assert_eq!(decode::probe(&wav).expect("readable").duration_ms, 1_000);
}

fn overrun_is_stopped(_: &Path) {
    let limit = Duration::from_secs(1);
    match helpers().call_within("test.hang", b"null", b"", limit) {
        Err(HelperError::Ended(how)) => assert!(how.contains("after 1s"), "{how}"),
        other => panic!("expected a stopped job, got {other:?}"),
    }
    // Its place is free again: two more jobs at once run (at most two helpers).
    std::thread::scope(|scope| {
        let jobs: Vec<_> = (0..2).map(|_| scope.spawn(whoami)).collect();
        for job in jobs {
            assert!(job.join().is_ok());
        }
    });
}

fn pid_of(seen: &serde_json::Value) -> u32 {
    seen["pid"]
        .as_u64()
        .and_then(|p| u32::try_from(p).ok())
        .expect("a pid")
}

fn helpers_are_reused_then_closed(_: &Path) {
    let first = pid_of(&whoami());
    assert_eq!(pid_of(&whoami()), first, "an idle helper takes the next job");
    std::thread::sleep(sandbox::IDLE + Duration::from_secs(1));
    #[cfg(target_os = "linux")]
    assert!(
        !Path::new(&format!("/proc/{first}")).exists(),
        "a helper idle for {:?} is closed and reaped",
        sandbox::IDLE
    );
    assert_ne!(pid_of(&whoami()), first, "a new helper starts");
}

fn helper_gets_no_key(_: &Path) {
    assert_eq!(whoami()["key"], false);
}
