//! How loud a file is over time, from its decoded audio: the audition's default excerpt is the
//! loudest stretch of the song (a chorus, not an intro of silence), and the dub sheet draws the
//! file's waveform from the same reading (see [`crate::waveform`], which says what a waveform is).
//!
//! ffmpeg decodes the first audio track to mono 16-bit samples at 8 kHz (plenty for loudness) and
//! hands them over as they come; each [`SLICE_MS`] slice keeps its peak and its mean square, so
//! memory grows with the file's length in slices, whatever its format. Nothing is written to disk
//! (so no `-fs` here, unlike the writes): the samples cost memory only as slices, and the run's
//! time is limited.

use std::path::Path;
use std::time::Duration;

use super::info::unreadable;
use super::input::{input as input_args, quiet};
use super::run::{Output, run};
use super::{AUDITION_MS, MediaError, MediaTool};
use crate::waveform::{Slices, Waveform};

/// The length of one slice.
pub const SLICE_MS: u64 = 100;
const RATE: u64 = 8_000;
const SLICE_SAMPLES: u64 = RATE * SLICE_MS / 1000;

/// How long reading a file's loudness may take (decoding 30 minutes takes seconds).
const ENERGY_LIMIT: Duration = Duration::from_secs(10 * 60);

/// A file's loudness, slice by slice.
#[derive(Debug, Clone, PartialEq)]
pub struct Energy {
    /// Each slice's loudest sample, 0.0 to 1.0.
    pub peaks: Vec<f32>,
    /// Each slice's mean square (power), 0.0 to 1.0.
    pub power: Vec<f32>,
    pub duration_ms: u64,
}

/// A stretch of a file: where it starts and how long it lasts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct Excerpt {
    pub start_ms: u64,
    pub duration_ms: u64,
}

impl MediaTool {
    /// The loudness of `input`'s first audio track. `input` is probed first (see
    /// [`MediaTool::info`]): only a self-contained audio or video file is decoded.
    pub async fn energy(&self, input: &Path) -> Result<Energy, MediaError> {
        let info = self.info(input).await?;
        let mut args = quiet();
        args.extend(input_args(info.demuxer, input));
        args.extend([
            "-map".into(),
            "0:a:0".into(),
            "-vn".into(),
            "-ac".into(),
            "1".into(),
            "-ar".into(),
            RATE.to_string().into(),
            "-f".into(),
            "s16le".into(),
            "-".into(),
        ]);
        let mut meter = Meter::new();
        let mut read = |chunk: &[u8]| meter.feed(chunk);
        let _turn = self.turn(false).await;
        run(&self.ffmpeg, args, input, ENERGY_LIMIT, Output::Read(&mut read))
            .await
            .map_err(|e| unreadable(input, e))?;
        Ok(meter.finish())
    }
}

/// Slices samples as bytes arrive (a sample may be split between two chunks).
struct Meter {
    odd: Option<u8>,
    slices: Slices,
}

impl Meter {
    fn new() -> Self {
        Self {
            odd: None,
            slices: Slices::new(SLICE_SAMPLES),
        }
    }

    fn feed(&mut self, mut chunk: &[u8]) {
        if let Some(low) = self.odd.take()
            && let Some((&high, rest)) = chunk.split_first()
        {
            self.sample(i16::from_le_bytes([low, high]));
            chunk = rest;
        }
        let mut pairs = chunk.chunks_exact(2);
        for pair in &mut pairs {
            self.sample(i16::from_le_bytes([pair[0], pair[1]]));
        }
        self.odd = pairs.remainder().first().copied();
    }

    fn sample(&mut self, sample: i16) {
        self.slices.frame(&[f32::from(sample) / 32768.0]);
    }

    fn finish(self) -> Energy {
        let sliced = self.slices.finish();
        Energy {
            duration_ms: sliced.duration_ms(RATE),
            peaks: sliced.peaks,
            power: sliced.power,
        }
    }
}

impl Energy {
    /// The loudest stretch of `length_ms` (the whole file when it is not longer): the one with the
    /// most power, the earliest of equals.
    pub fn loudest(&self, length_ms: u64) -> Excerpt {
        let slices = usize::try_from(length_ms.div_ceil(SLICE_MS)).unwrap_or(usize::MAX);
        if self.duration_ms <= length_ms || self.power.len() <= slices {
            return Excerpt {
                start_ms: 0,
                duration_ms: self.duration_ms.min(length_ms),
            };
        }
        let mut sum: f64 = self.power[..slices].iter().map(|p| f64::from(*p)).sum();
        let (mut best, mut best_at) = (sum, 0usize);
        for start in 1..=self.power.len() - slices {
            sum += f64::from(self.power[start + slices - 1]) - f64::from(self.power[start - 1]);
            if sum > best + 1e-9 {
                (best, best_at) = (sum, start);
            }
        }
        let start_ms = (best_at as u64 * SLICE_MS).min(self.duration_ms - length_ms);
        Excerpt {
            start_ms,
            duration_ms: length_ms,
        }
    }

    /// The default audition of this file: its loudest [`AUDITION_MS`].
    pub fn audition(&self) -> Excerpt {
        self.loudest(AUDITION_MS)
    }

    /// The file's waveform in `bars` bars (see [`Waveform::from_slices`]).
    pub fn waveform(&self, bars: usize) -> Waveform {
        Waveform::from_slices(&self.peaks, self.duration_ms, bars)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn energy(power: &[f32]) -> Energy {
        Energy {
            peaks: power.iter().map(|p| p.sqrt()).collect(),
            power: power.to_vec(),
            duration_ms: power.len() as u64 * SLICE_MS,
        }
    }

    #[test]
    fn the_loudest_stretch_is_found_and_stays_inside_the_file() {
        // 100 s: quiet, a loud minute from 40 s, quiet.
        let mut power = vec![0.01f32; 1000];
        for p in &mut power[400..1000] {
            *p = 0.5;
        }
        let found = energy(&power).loudest(30_000);
        assert_eq!(
            found,
            Excerpt {
                start_ms: 40_000,
                duration_ms: 30_000
            }
        );
        // A file shorter than an audition is auditioned whole.
        assert_eq!(
            energy(&power[..100]).audition(),
            Excerpt {
                start_ms: 0,
                duration_ms: 10_000
            }
        );
        // Loud at the very end: the stretch ends with the file.
        let mut tail = vec![0.0f32; 500];
        tail[499] = 1.0;
        assert_eq!(energy(&tail).loudest(30_000).start_ms, 20_000);
    }

    #[test]
    fn samples_split_between_chunks_are_counted_once() {
        let mut meter = Meter::new();
        let samples: Vec<u8> = (0..SLICE_SAMPLES * 3)
            .flat_map(|i| (if i < SLICE_SAMPLES { 16384i16 } else { 0 }).to_le_bytes())
            .collect();
        for chunk in samples.chunks(333) {
            meter.feed(chunk);
        }
        let e = meter.finish();
        assert_eq!(e.duration_ms, 300);
        assert_eq!(e.peaks, vec![0.5, 0.0, 0.0]);
        assert!((e.power[0] - 0.25).abs() < 1e-6);
        assert_eq!(e.waveform(3).bars, vec![0.5, 0.0, 0.0]);
        assert_eq!(e.waveform(1).bars, vec![0.5]);
        // A short file is drawn one bar per slice, not the same slice again.
        assert_eq!(e.waveform(240).bars, vec![0.5, 0.0, 0.0]);
    }
}
