//! `media::render_dub`: pitch moves by the asked semitones, the duration stays, zero semitones is
//! the identity, the output is a mono 16-bit WAV that `analyze` agrees with.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::{Path, PathBuf};

use dubdeck_sim::media::{MediaError, analyze, render_dub};

const RATE: u32 = 16_000;

fn fixture(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(name)
}

/// Writes a 16-bit WAV of a sine at `freq` Hz, `seconds` long, on `channels` identical channels.
fn write_sine(path: &Path, freq: f64, seconds: f64, channels: u16) {
    let spec = hound::WavSpec {
        channels,
        sample_rate: RATE,
        bits_per_sample: 16,
        sample_format: hound::SampleFormat::Int,
    };
    let mut writer = hound::WavWriter::create(path, spec).unwrap();
    let frames = (seconds * f64::from(RATE)) as usize;
    for i in 0..frames {
        let t = i as f64 / f64::from(RATE);
        let v = (0.5 * (2.0 * std::f64::consts::PI * freq * t).sin() * 32_767.0).round() as i16;
        for _ in 0..channels {
            writer.write_sample(v).unwrap();
        }
    }
    writer.finalize().unwrap();
}

fn read_wav(path: &Path) -> (hound::WavSpec, Vec<i16>) {
    let mut reader = hound::WavReader::open(path).unwrap();
    let spec = reader.spec();
    let samples = reader.samples::<i16>().map(Result::unwrap).collect();
    (spec, samples)
}

/// The frequency (1 Hz steps, 50..2000 Hz) with the most energy in `samples`, by a direct DFT.
fn dominant_frequency(samples: &[i16]) -> f64 {
    let x: Vec<f64> = samples.iter().map(|&s| f64::from(s)).collect();
    let mut best = (0.0, 0.0);
    for f in 50..2_000 {
        let w = 2.0 * std::f64::consts::PI * f64::from(f) / f64::from(RATE);
        // A rotating phasor instead of a sin/cos per sample keeps the scan fast in debug builds.
        let (step_re, step_im) = (w.cos(), w.sin());
        let (mut p_re, mut p_im) = (1.0f64, 0.0f64);
        let (mut re, mut im) = (0.0, 0.0);
        for v in &x {
            re += v * p_re;
            im += v * p_im;
            (p_re, p_im) = (p_re * step_re - p_im * step_im, p_re * step_im + p_im * step_re);
        }
        let power = re * re + im * im;
        if power > best.1 {
            best = (f64::from(f), power);
        }
    }
    best.0
}

/// Renders a 2 s 440 Hz sine shifted by `semitones`; returns the output samples (checked mono, same rate and length).
fn render_sine(semitones: i32) -> Vec<i16> {
    render_tone(440.0, semitones)
}

fn render_tone(freq: f64, semitones: i32) -> Vec<i16> {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("in.wav");
    let output = dir.path().join("out.wav");
    write_sine(&input, freq, 2.0, 1);
    let info = render_dub(&input, &output, semitones).unwrap();
    assert_eq!(info.duration_ms, 2_000);
    assert_eq!((info.sample_rate, info.channels), (RATE, 1));
    let (spec, samples) = read_wav(&output);
    assert_eq!(
        (spec.channels, spec.sample_rate, spec.bits_per_sample),
        (1, RATE, 16)
    );
    assert_eq!(
        samples.len(),
        2 * RATE as usize,
        "the duration is kept to the sample"
    );
    samples
}

/// A middle stretch (0.5 s), away from the edges where the first and last grains fade.
fn middle(samples: &[i16]) -> &[i16] {
    let start = samples.len() / 2 - RATE as usize / 4;
    &samples[start..start + RATE as usize / 2]
}

#[test]
fn up_an_octave_doubles_the_frequency() {
    let f = dominant_frequency(middle(&render_sine(12)));
    assert!((f - 880.0).abs() <= 10.0, "dominant {f} Hz, expected ~880");
}

#[test]
fn down_an_octave_halves_the_frequency() {
    let f = dominant_frequency(middle(&render_sine(-12)));
    assert!((f - 220.0).abs() <= 6.0, "dominant {f} Hz, expected ~220");
}

#[test]
fn a_fifth_up_is_a_fifth_up() {
    // +7 semitones: 440 * 2^(7/12) = 659.3 Hz.
    let f = dominant_frequency(middle(&render_sine(7)));
    assert!((f - 659.3).abs() <= 8.0, "dominant {f} Hz, expected ~659");
}

#[test]
fn two_octaves_either_way_stay_in_range() {
    let up = dominant_frequency(middle(&render_sine(24)));
    assert!((up - 1_760.0).abs() <= 20.0, "dominant {up} Hz, expected ~1760");
    let down = dominant_frequency(middle(&render_sine(-24)));
    assert!((down - 110.0).abs() <= 5.0, "dominant {down} Hz, expected ~110");
}

fn rms(samples: &[i16]) -> f64 {
    (samples.iter().map(|&s| f64::from(s).powi(2)).sum::<f64>() / samples.len() as f64).sqrt()
}

#[test]
fn many_tones_and_shifts_keep_their_pitch_and_level() {
    // The input sine has amplitude 0.5 full scale: RMS 0.5 * 32767 / sqrt 2.
    let input_rms = 0.5 * 32_767.0 / 2f64.sqrt();
    for freq in [180.0, 310.0, 523.25, 700.0] {
        for semitones in [-12, -7, -3, 4, 9] {
            let expected = freq * 2f64.powf(f64::from(semitones) / 12.0);
            let out = render_tone(freq, semitones);
            let f = dominant_frequency(middle(&out));
            assert!(
                (f - expected).abs() <= expected * 0.02 + 2.0,
                "{freq} Hz {semitones:+}: dominant {f}, expected {expected}"
            );
            // Grains that cancelled each other would show as lost level.
            let level = rms(middle(&out)) / input_rms;
            assert!(
                (0.7..1.3).contains(&level),
                "{freq} Hz {semitones:+}: level {level}"
            );
        }
    }
}

#[test]
fn zero_semitones_gives_the_input_back() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("in.wav");
    let output = dir.path().join("out.wav");
    write_sine(&input, 440.0, 1.0, 1);
    render_dub(&input, &output, 0).unwrap();
    let (_, original) = read_wav(&input);
    let (_, rendered) = read_wav(&output);
    assert_eq!(original, rendered);
}

#[test]
fn stereo_is_downmixed_to_mono() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("in.wav");
    let output = dir.path().join("out.wav");
    write_sine(&input, 440.0, 1.0, 2);
    let info = render_dub(&input, &output, 0).unwrap();
    assert_eq!(info.channels, 1);
    let (_, stereo) = read_wav(&input);
    let (spec, mono) = read_wav(&output);
    assert_eq!(spec.channels, 1);
    let left: Vec<i16> = stereo.chunks(2).map(|c| c[0]).collect();
    assert_eq!(left, mono, "identical channels average to themselves");
}

#[test]
fn compressed_inputs_render_with_their_duration_and_agree_with_analyze() {
    for name in ["sine.mp3", "sine.ogg", "sine.m4a", "clip.mkv", "sine.flac"] {
        let dir = tempfile::tempdir().unwrap();
        let output = dir.path().join("out.wav");
        let source = analyze(&fixture(name)).unwrap();
        let info = render_dub(&fixture(name), &output, 5).unwrap();
        assert!(
            info.duration_ms.abs_diff(source.duration_ms) <= 5,
            "{name}: {info:?} vs {source:?}"
        );
        assert_eq!(info.sample_rate, source.sample_rate, "{name}");
        assert_eq!(
            info,
            analyze(&output).unwrap(),
            "{name}: render_dub reports what analyze measures"
        );
    }
}

#[test]
fn undecodable_input_fails_and_leaves_no_output() {
    let dir = tempfile::tempdir().unwrap();
    let output = dir.path().join("out.wav");
    match render_dub(&fixture("not_media.txt"), &output, 3) {
        Err(MediaError::Undecodable(_)) => {}
        other => panic!("expected Undecodable, got {other:?}"),
    }
    assert!(!output.exists());
    assert!(matches!(
        render_dub(&fixture("video_only.mp4"), &output, 3),
        Err(MediaError::NoAudio)
    ));
    assert!(!output.exists());
}

#[test]
fn unwritable_output_is_an_io_error() {
    let dir = tempfile::tempdir().unwrap();
    let output = dir.path().join("no-such-dir").join("out.wav");
    assert!(matches!(
        render_dub(&fixture("sine.wav"), &output, 2),
        Err(MediaError::Io(_))
    ));
}
