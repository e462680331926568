//! Tones made with ffmpeg and the spectra they are measured by: what the mix tests hear.

use std::path::Path;

use rustfft::FftPlanner;
use rustfft::num_complex::Complex;

use super::ffmpeg_cli as ffmpeg;

fn path_str(path: &Path) -> &str {
    path.to_str().unwrap()
}

const RATE: usize = 48_000;
/// The instrumental: an A minor chord.
pub const CHORD: [f64; 3] = [220.0, 261.63, 329.63];
/// The vocal: a tone well above the chord, so that the two are told apart in a spectrum.
pub const VOCAL_HZ: f64 = 1_000.0;

pub fn tone(path: &Path, partials: &[f64], amplitude: f64, seconds: f64, channels: &str) {
    let sum = partials
        .iter()
        .map(|f| format!("{amplitude}*sin(2*PI*{f}*t)"))
        .collect::<Vec<_>>()
        .join("+");
    let expr = format!("aevalsrc={sum}:d={seconds}:s=44100:c={channels}");
    ffmpeg(&["-f", "lavfi", "-i", &expr, path_str(path)]);
}

/// The mix decoded to mono samples at 48 kHz.
pub fn samples(path: &Path) -> Vec<f32> {
    let raw = ffmpeg(&[
        "-i",
        path_str(path),
        "-ac",
        "1",
        "-ar",
        "48000",
        "-f",
        "f32le",
        "-",
    ]);
    raw.chunks_exact(4)
        .map(|b| f32::from_le_bytes([b[0], b[1], b[2], b[3]]))
        .collect()
}

/// The magnitude spectrum of 2^16 samples from the middle, and the width of a bin in Hz.
pub fn spectrum(samples: &[f32]) -> (Vec<f64>, f64) {
    let n = 1 << 16;
    let start = (samples.len() - n) / 2;
    let mut buffer: Vec<Complex<f64>> = samples[start..start + n]
        .iter()
        .enumerate()
        .map(|(i, &x)| {
            let hann = 0.5 - 0.5 * (std::f64::consts::TAU * i as f64 / n as f64).cos();
            Complex::new(f64::from(x) * hann, 0.0)
        })
        .collect();
    FftPlanner::new().plan_fft_forward(n).process(&mut buffer);
    (
        buffer[..n / 2].iter().map(|c| c.norm()).collect(),
        RATE as f64 / n as f64,
    )
}

/// The strongest frequency between `low` and `high` Hz, and its magnitude.
pub fn peak(spectrum: &(Vec<f64>, f64), low: f64, high: f64) -> (f64, f64) {
    let (bins, width) = spectrum;
    let (from, to) = ((low / width) as usize, (high / width) as usize);
    let (i, m) = bins[from..=to]
        .iter()
        .enumerate()
        .max_by(|a, b| a.1.total_cmp(b.1))
        .unwrap();
    ((from + i) as f64 * width, *m)
}

pub fn probe(path: &Path, entries: &str) -> String {
    let out = std::process::Command::new("ffprobe")
        .args([
            "-v",
            "error",
            "-show_entries",
            entries,
            "-of",
            "default=nw=1",
            path_str(path),
        ])
        .output()
        .unwrap();
    String::from_utf8(out.stdout).unwrap()
}

/// The file's true peak in dBTP, as ffmpeg's EBU R128 meter measures it.
pub fn true_peak(path: &Path) -> f64 {
    ebur128(path, "ebur128=peak=true", "True peak:", "Peak:")
}

/// The file's integrated loudness in LUFS, as ffmpeg's EBU R128 meter measures it.
pub fn integrated(path: &Path) -> f64 {
    ebur128(path, "ebur128", "Integrated loudness:", "I:")
}

/// The number after `label` in the summary section `section` of ffmpeg's EBU R128 meter's log.
fn ebur128(path: &Path, filter: &str, section: &str, label: &str) -> f64 {
    let out = std::process::Command::new("ffmpeg")
        .args([
            "-hide_banner",
            "-nostats",
            "-i",
            path_str(path),
            "-af",
            filter,
            "-f",
            "null",
            "-",
        ])
        .output()
        .unwrap();
    let log = String::from_utf8_lossy(&out.stderr);
    let summary = log.rsplit(section).next().unwrap();
    summary
        .split_whitespace()
        .skip_while(|w| *w != label)
        .nth(1)
        .and_then(|v| v.parse().ok())
        .unwrap_or_else(|| panic!("no {label} in: {log}"))
}
