//! What a waveform is, for every picture of a file's sound Dubdeck draws (the A/B player's lanes
//! and the dub sheet's audition picker): bars from 0.0 (silence) to 1.0 (full scale), in order,
//! each the loudest sample of an equal part of the file.
//!
//! Both decoders feed this one module: symphonia's in [`crate::decode`] (the player's peaks) and
//! ffmpeg's in [`crate::ffmpeg`] (the dub sheet's energy). Each fills `Slices` as its samples
//! arrive, short slices of time that keep their loudest sample and their mean square, and
//! [`Waveform::from_slices`] folds the slices into the bars a page asks for, so any width is drawn
//! from one decoding.

use serde::{Deserialize, Serialize};

/// The most bars one waveform has.
pub const MAX_BARS: usize = 4_096;

/// A file's waveform: `bars` values from 0.0 (silence) to 1.0 (full scale), in order, each the
/// loudest sample of an equal slice of the file.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Waveform {
    /// The decoded audio's length.
    pub duration_ms: u64,
    /// Empty when there is no audio to draw (or, for the player, no decoder here for it: the
    /// service still reads it; there is just no picture).
    pub bars: Vec<f32>,
}

impl Waveform {
    /// `bars` bars (1 to [`MAX_BARS`]) of a file `duration_ms` long whose slices' loudest samples
    /// are `slices`: never more bars than slices, so a short file gets one bar per slice rather
    /// than the same slice drawn again.
    pub fn from_slices(slices: &[f32], duration_ms: u64, bars: usize) -> Self {
        Self {
            duration_ms,
            bars: fold(slices, bars.clamp(1, MAX_BARS)),
        }
    }

    /// The bars as the pages draw them: 0 (silence) to 255 (full scale).
    pub fn levels(&self) -> Vec<u8> {
        self.bars.iter().map(|b| level(*b)).collect()
    }
}

/// 0.0..=1.0 to 0..=255.
fn level(bar: f32) -> u8 {
    (bar.clamp(0.0, 1.0) * 255.0).round() as u8
}

/// Folds the slices into `bars` equal parts (at most one per slice), each the loudest of its part.
fn fold(slices: &[f32], bars: usize) -> Vec<f32> {
    let bars = bars.min(slices.len());
    (0..bars)
        .map(|i| {
            let start = i * slices.len() / bars;
            let end = ((i + 1) * slices.len() / bars).max(start + 1);
            slices[start..end].iter().fold(0f32, |m, v| m.max(*v))
        })
        .collect()
}

/// A decoder's samples cut into slices of `per_slice` frames as they arrive: each slice keeps its
/// loudest sample and its mean square (power), so memory grows with the file's length in slices,
/// never in samples.
#[derive(Debug)]
pub(crate) struct Slices {
    per_slice: u64,
    /// The slice being filled: its loudest sample, its sum of squares, its frames and samples.
    peak: f32,
    sum: f64,
    frames_in: u64,
    samples_in: u64,
    frames: u64,
    peaks: Vec<f32>,
    power: Vec<f32>,
}

/// The slices of a whole decoding.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Sliced {
    /// Each slice's loudest sample, 0.0 to 1.0.
    pub peaks: Vec<f32>,
    /// Each slice's mean square, 0.0 to 1.0.
    pub power: Vec<f32>,
    /// The frames decoded.
    pub frames: u64,
}

impl Slices {
    pub fn new(per_slice: u64) -> Self {
        Self {
            per_slice: per_slice.max(1),
            peak: 0.0,
            sum: 0.0,
            frames_in: 0,
            samples_in: 0,
            frames: 0,
            peaks: Vec::new(),
            power: Vec::new(),
        }
    }

    /// One frame: a sample for each channel, -1.0 to 1.0.
    pub fn frame(&mut self, samples: &[f32]) {
        for sample in samples {
            self.peak = self.peak.max(sample.abs());
            self.sum += f64::from(sample * sample);
        }
        self.samples_in += samples.len() as u64;
        self.frames_in += 1;
        self.frames += 1;
        if self.frames_in >= self.per_slice {
            self.close();
        }
    }

    /// Interleaved frames of `channels` samples each.
    pub fn frames(&mut self, interleaved: &[f32], channels: usize) {
        for frame in interleaved.chunks(channels.max(1)) {
            self.frame(frame);
        }
    }

    fn close(&mut self) {
        if self.frames_in == 0 {
            return;
        }
        self.peaks.push(self.peak.min(1.0));
        self.power
            .push((self.sum / self.samples_in.max(1) as f64).min(1.0) as f32);
        (self.peak, self.sum, self.frames_in, self.samples_in) = (0.0, 0.0, 0, 0);
    }

    /// Every slice, the last one however short.
    pub fn finish(mut self) -> Sliced {
        self.close();
        Sliced {
            peaks: self.peaks,
            power: self.power,
            frames: self.frames,
        }
    }
}

impl Sliced {
    /// The length of the frames decoded at `rate` frames a second (0 without a rate).
    pub fn duration_ms(&self, rate: u64) -> u64 {
        match rate {
            0 => 0,
            rate => self.frames * 1000 / rate,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fold_keeps_the_loudest_of_each_part() {
        assert_eq!(fold(&[0.1, 0.9, 0.2, 0.3], 2), vec![0.9, 0.3]);
        assert_eq!(fold(&[0.1, 0.9, 0.2, 0.3, 0.8], 2), vec![0.9, 0.8]);
        assert!(fold(&[], 5).is_empty());
    }

    #[test]
    fn a_waveform_has_one_to_max_bars_and_never_more_than_slices() {
        let slices = vec![0.5; 10_000];
        assert_eq!(Waveform::from_slices(&slices, 0, 1_000_000).bars.len(), MAX_BARS);
        assert_eq!(Waveform::from_slices(&slices, 0, 0).bars.len(), 1);
        assert_eq!(Waveform::from_slices(&slices[..200], 0, 1_000).bars.len(), 200);
        let silent = Waveform::from_slices(&[], 1_234, 100);
        assert_eq!((silent.duration_ms, silent.bars.len()), (1_234, 0));
    }

    #[test]
    fn levels_map_to_bytes() {
        let wave = Waveform {
            duration_ms: 0,
            bars: vec![0.0, 1.0, 0.5, 7.0, f32::NAN],
        };
        assert_eq!(wave.levels(), vec![0, 255, 128, 255, 0]);
    }

    #[test]
    fn slices_keep_the_loudest_sample_of_any_channel_and_the_mean_square() {
        let mut slices = Slices::new(2);
        // Two stereo frames, then one left over.
        slices.frames(&[0.5, -0.25, 0.0, 0.5, -1.5, 0.0], 2);
        let sliced = slices.finish();
        assert_eq!(sliced.frames, 3);
        assert_eq!(sliced.peaks, vec![0.5, 1.0]);
        assert!((sliced.power[0] - (0.25 + 0.0625 + 0.25) / 4.0).abs() < 1e-6);
        assert_eq!(sliced.power[1], 1.0);
        assert_eq!(sliced.duration_ms(1_000), 3);
        assert_eq!(sliced.duration_ms(0), 0);
    }
}
