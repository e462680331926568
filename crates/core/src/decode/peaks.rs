//! Waveform peaks for the A/B player: the whole file decoded once, the loudest sample of each
//! slice of time kept. The page draws them; it never decodes audio itself.
//!
//! Decoding keeps one value per [`FINE_MS`] of audio, then folds those into the number of bars
//! asked for, so any width can be drawn from one pass and memory stays small (a 30-minute file is
//! 180,000 values).

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use symphonia::core::audio::GenericAudioBufferRef;

use super::ProbeError;
use super::error::{check_file, reader_failed};
use super::inspect::decode_all;
use crate::sandbox;

/// The finest slice of time a peak stands for.
pub const FINE_MS: u64 = 10;

/// The most bars one call returns.
pub const MAX_PEAK_BARS: usize = 4_096;

/// A file's waveform: `bars` values from 0.0 (silence) to 1.0 (full scale), in order, each the
/// loudest sample of an equal slice of the file.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Peaks {
    /// The decoded audio's length.
    pub duration_ms: u64,
    /// Empty when the audio has no decoder here (the service still reads it; there is just no
    /// picture to draw).
    pub bars: Vec<f32>,
}

/// Decodes `path` and returns `bars` peaks (at most [`MAX_PEAK_BARS`]; fewer when the file is
/// shorter than `bars` slices of [`FINE_MS`]). Blocking: async callers use `spawn_blocking`.
pub fn peaks(path: &Path, bars: usize) -> Result<Peaks, ProbeError> {
    check_file(path)?;
    // Demuxers and decoders are third-party code fed with user files: a bug in one is a damaged
    // file, not a crash of the app.
    let args = PeaksArgs {
        path: path.to_path_buf(),
        bars,
    };
    match sandbox::run(PEAKS_JOB, peaks_job, &args, &[], sandbox::JOB_LIMIT) {
        Ok((verdict, _)) => verdict,
        Err(e) => Err(reader_failed(path, &e)),
    }
}

/// The helper job that decodes a file for its waveform (see [`crate::sandbox`]).
pub const PEAKS_JOB: &str = "decode.peaks";

#[derive(Serialize, Deserialize)]
struct PeaksArgs {
    #[serde(with = "crate::sandbox::path_bytes")]
    path: PathBuf,
    bars: usize,
}

/// [`PEAKS_JOB`]: `Result<Peaks, ProbeError>` as JSON.
pub fn peaks_job(args: &[u8], _: &[u8]) -> Result<sandbox::Answer, String> {
    let args: PeaksArgs = serde_json::from_slice(args).map_err(|e| e.to_string())?;
    let verdict = fine_peaks(&args.path).map(|(fine, rate)| {
        let duration_ms = match rate {
            Some(rate) if rate > 0 => fine.frames * 1000 / u64::from(rate),
            _ => 0,
        };
        Peaks {
            duration_ms,
            bars: fold(&fine.values, args.bars.clamp(1, MAX_PEAK_BARS)),
        }
    });
    Ok((
        serde_json::to_vec(&verdict).map_err(|e| e.to_string())?,
        Vec::new(),
    ))
}

/// One value per [`FINE_MS`], and the frames decoded.
#[derive(Default)]
struct Fine {
    values: Vec<f32>,
    frames: u64,
    /// The loudest sample of the slice being filled, and how many frames it has.
    current: f32,
    current_frames: u64,
}

impl Fine {
    fn push_frames(&mut self, interleaved: &[f32], channels: usize, per_slice: u64) {
        for frame in interleaved.chunks(channels.max(1)) {
            let loudest = frame.iter().fold(0f32, |m, s| m.max(s.abs()));
            self.current = self.current.max(loudest);
            self.current_frames += 1;
            self.frames += 1;
            if self.current_frames >= per_slice {
                self.values.push(self.current.min(1.0));
                self.current = 0.0;
                self.current_frames = 0;
            }
        }
    }

    fn finish(&mut self) {
        if self.current_frames > 0 {
            self.values.push(self.current.min(1.0));
            self.current_frames = 0;
        }
    }
}

fn fine_peaks(path: &Path) -> Result<(Fine, Option<u32>), ProbeError> {
    let mut fine = Fine::default();
    let mut rate: Option<u32> = None;
    let mut samples: Vec<f32> = Vec::new();
    let decoded = decode_all(path, |buffer| {
        let rate_now = *rate.get_or_insert(buffer.spec().rate());
        let channels = buffer.spec().channels().count();
        let per_slice = (u64::from(rate_now) * FINE_MS / 1000).max(1);
        copy_samples(buffer, &mut samples);
        fine.push_frames(&samples, channels, per_slice);
    })?;
    fine.finish();
    Ok((fine, decoded.rate.or(rate)))
}

fn copy_samples(buffer: &GenericAudioBufferRef<'_>, into: &mut Vec<f32>) {
    into.clear();
    buffer.copy_to_vec_interleaved(into);
}

/// Folds the fine values into `bars` equal slices (each the loudest of its part).
fn fold(fine: &[f32], bars: usize) -> Vec<f32> {
    if fine.is_empty() {
        return Vec::new();
    }
    let bars = bars.min(fine.len());
    (0..bars)
        .map(|i| {
            let start = i * fine.len() / bars;
            let end = ((i + 1) * fine.len() / bars).max(start + 1);
            fine[start..end].iter().fold(0f32, |m, v| m.max(*v))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A 16-bit mono WAV: `seconds` of silence, then `seconds` of a tone at half scale.
    fn silence_then_tone(path: &Path, seconds: u32) {
        let spec = hound::WavSpec {
            channels: 1,
            sample_rate: 8_000,
            bits_per_sample: 16,
            sample_format: hound::SampleFormat::Int,
        };
        let mut wav = hound::WavWriter::create(path, spec).unwrap();
        let n = spec.sample_rate * seconds;
        for _ in 0..n {
            wav.write_sample(0i16).unwrap();
        }
        for i in 0..n {
            let phase = f64::from(i) * 440.0 * std::f64::consts::TAU / f64::from(spec.sample_rate);
            wav.write_sample((phase.sin() * f64::from(i16::MAX) * 0.5) as i16)
                .unwrap();
        }
        wav.finalize().unwrap();
    }

    #[test]
    fn silence_draws_flat_and_a_tone_draws_at_its_level() {
        let dir = tempfile::tempdir().unwrap();
        let wav = dir.path().join("two halves.wav");
        silence_then_tone(&wav, 2);
        let found = peaks(&wav, 100).unwrap();
        assert_eq!(found.duration_ms, 4_000);
        assert_eq!(found.bars.len(), 100);
        assert!(
            found.bars[..49].iter().all(|b| *b == 0.0),
            "{:?}",
            &found.bars[..49]
        );
        for bar in &found.bars[51..] {
            assert!((0.45..=0.55).contains(bar), "a half-scale tone drew {bar}");
        }
    }

    #[test]
    fn more_bars_than_slices_gives_one_per_slice_and_the_cap_holds() {
        let dir = tempfile::tempdir().unwrap();
        let wav = dir.path().join("short.wav");
        silence_then_tone(&wav, 1);
        // 2 s is 200 slices of 10 ms.
        assert_eq!(peaks(&wav, 1_000).unwrap().bars.len(), 200);
        assert_eq!(fold(&vec![0.5; 10_000], 1_000_000).len(), 10_000);
        assert_eq!(peaks(&wav, 0).unwrap().bars.len(), 1);
    }

    #[test]
    fn folders_and_non_media_are_refused_like_the_probe() {
        let dir = tempfile::tempdir().unwrap();
        assert_eq!(
            peaks(dir.path(), 10).unwrap_err().code(),
            crate::codes::RefusalReason::IsDirectory
        );
        let text = dir.path().join("notes.wav");
        std::fs::write(&text, b"not audio at all, just words").unwrap();
        assert_eq!(
            peaks(&text, 10).unwrap_err().code(),
            crate::codes::RefusalReason::NotMedia
        );
    }

    #[test]
    fn fold_keeps_the_loudest_of_each_slice() {
        assert_eq!(fold(&[0.1, 0.9, 0.2, 0.3], 2), vec![0.9, 0.3]);
        assert!(fold(&[], 5).is_empty());
    }
}
