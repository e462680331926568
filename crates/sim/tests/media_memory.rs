//! Decoding and rendering stream: the process's peak memory does not grow with the file's length.
//! One test in its own binary, so no other test's allocations blur the measurement.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use dubdeck_sim::media::{analyze, render_dub};

/// A line of /proc/self/status in kB (VmRSS: resident now, VmHWM: the peak so far).
fn status_kb(field: &str) -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap();
    let line = status.lines().find(|l| l.starts_with(field)).unwrap();
    line.split_whitespace().nth(1).unwrap().parse().unwrap()
}

#[test]
fn a_ten_minute_file_is_analysed_and_rendered_in_constant_memory() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("long.wav");
    let output = dir.path().join("dub.wav");
    let rate = 8_000u32;
    let seconds = 600u32;
    let spec = hound::WavSpec {
        channels: 1,
        sample_rate: rate,
        bits_per_sample: 16,
        sample_format: hound::SampleFormat::Int,
    };
    let mut writer = hound::WavWriter::create(&input, spec).unwrap();
    for i in 0..rate * seconds {
        let t = f64::from(i) / f64::from(rate);
        writer
            .write_sample(((2.0 * std::f64::consts::PI * 300.0 * t).sin() * 10_000.0) as i16)
            .unwrap();
    }
    writer.finalize().unwrap();
    let file_kb = std::fs::metadata(&input).unwrap().len() / 1024;

    // Reset the peak to "now" (Linux clear_refs 5) so that only what follows is measured.
    std::fs::write("/proc/self/clear_refs", "5").unwrap();
    let before = status_kb("VmRSS:");
    let info = analyze(&input).unwrap();
    assert_eq!(info.duration_ms, u64::from(seconds) * 1_000);
    let rendered = render_dub(&input, &output, 3).unwrap();
    assert_eq!(rendered.duration_ms, u64::from(seconds) * 1_000);
    let peak_growth = status_kb("VmHWM:").saturating_sub(before);
    eprintln!("input {file_kb} kB, peak RSS growth {peak_growth} kB");

    // Holding the audio would take the file's size again (twice as f32); streaming takes a few buffers.
    assert!(file_kb > 9_000, "the input is {file_kb} kB");
    assert!(
        peak_growth < 6 * 1024,
        "peak RSS grew by {peak_growth} kB while handling a {file_kb} kB file"
    );
}
