//! Trimming the silence at both ends of a take.

use std::path::{Path, PathBuf};

use serde::Serialize;

use super::{RecordError, to_db};

/// Frames of this length are weighed as sound or silence.
const FRAME_MS: u32 = 20;
/// Sound within this much of the first and last loud frame is kept: breaths and soft onsets.
const MARGIN_MS: u32 = 250;
/// A frame this far above the take's noise floor is sound...
const ABOVE_FLOOR_DB: f32 = 12.0;
/// ...and never quieter than this.
const QUIETEST_SOUND_DB: f32 = -60.0;
/// A take whose quiet frames are within this much of its loud ones has no silence to cut: it is
/// sound throughout (a held vowel, a take started and stopped on the voice).
const CONTRAST_DB: f32 = 20.0;

/// What trimming did.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct Trimmed {
    /// Seconds cut from the start.
    pub start_seconds: f64,
    /// Seconds cut from the end.
    pub end_seconds: f64,
    /// The take's length now.
    pub seconds: f64,
}

/// Cuts the silence at the start and at the end of the WAV take at `path`, keeping a quarter of a
/// second before the first sound and after the last. The file is replaced only once the trimmed
/// copy is complete. A take that is sound throughout is left as it is (nothing is cut); one that is
/// silence throughout is left as it is and refused.
pub fn trim_silence(path: &Path) -> Result<Trimmed, RecordError> {
    let not_a_take = |e: hound::Error| RecordError::NotATake {
        path: path.to_path_buf(),
        reason: e.to_string(),
    };
    let reader = hound::WavReader::open(path).map_err(not_a_take)?;
    let spec = reader.spec();
    let samples: Vec<i32> = match spec.sample_format {
        hound::SampleFormat::Int => reader.into_samples::<i32>().collect::<Result<_, _>>(),
        hound::SampleFormat::Float => reader
            .into_samples::<f32>()
            .map(|s| s.map(f32::to_bits).map(|b| b as i32))
            .collect::<Result<_, _>>(),
    }
    .map_err(not_a_take)?;
    let channels = usize::from(spec.channels.max(1));
    let frames = samples.len() / channels;
    let rate = spec.sample_rate.max(1);
    let frame_len = (rate * FRAME_MS / 1000).max(1) as usize;
    let amplitude = |s: i32| -> f32 {
        match spec.sample_format {
            hound::SampleFormat::Float => f32::from_bits(s as u32),
            hound::SampleFormat::Int => s as f32 / (1u64 << (spec.bits_per_sample.clamp(8, 32) - 1)) as f32,
        }
    };
    let levels: Vec<f32> = samples
        .chunks(frame_len * channels)
        .map(|chunk| {
            let squares: f64 = chunk.iter().map(|&s| f64::from(amplitude(s)).powi(2)).sum();
            to_db((squares / chunk.len().max(1) as f64).sqrt() as f32)
        })
        .collect();
    let mut sorted = levels.clone();
    sorted.sort_by(f32::total_cmp);
    let at = |share: usize| sorted.get(sorted.len() * share / 100).copied().unwrap_or(-120.0);
    let (floor, loud) = (at(10), at(95));
    if loud < QUIETEST_SOUND_DB {
        return Err(RecordError::AllSilence);
    }
    let seconds = |n: usize| n as f64 / f64::from(rate);
    if loud - floor < CONTRAST_DB {
        return Ok(Trimmed {
            start_seconds: 0.0,
            end_seconds: 0.0,
            seconds: seconds(frames),
        });
    }
    let threshold = (floor + ABOVE_FLOOR_DB).max(QUIETEST_SOUND_DB);
    let first = levels.iter().position(|&l| l >= threshold);
    let last = levels.iter().rposition(|&l| l >= threshold);
    let (Some(first), Some(last)) = (first, last) else {
        return Err(RecordError::AllSilence);
    };
    let margin = (rate * MARGIN_MS / 1000) as usize;
    let start = (first * frame_len).saturating_sub(margin);
    let end = ((last + 1) * frame_len + margin).min(frames);
    let trimmed = Trimmed {
        start_seconds: seconds(start),
        end_seconds: seconds(frames - end),
        seconds: seconds(end - start),
    };
    if start == 0 && end == frames {
        return Ok(trimmed);
    }
    let temporary = sibling(path, ".trimming");
    let written = (|| -> Result<(), hound::Error> {
        let mut writer = hound::WavWriter::create(&temporary, spec)?;
        for &s in &samples[start * channels..end * channels] {
            match spec.sample_format {
                hound::SampleFormat::Int => writer.write_sample(s)?,
                hound::SampleFormat::Float => writer.write_sample(f32::from_bits(s as u32))?,
            }
        }
        writer.finalize()
    })();
    if let Err(e) = written {
        let _ = std::fs::remove_file(&temporary);
        return Err(RecordError::Io(std::io::Error::other(e.to_string())));
    }
    std::fs::rename(&temporary, path)?;
    Ok(trimmed)
}

fn sibling(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(suffix);
    PathBuf::from(name)
}
