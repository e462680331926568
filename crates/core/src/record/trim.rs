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
/// second before the first sound and after the last. The file is read twice as a stream (once to
/// weigh its frames, once to copy what stays), never held whole, and replaced only once the
/// trimmed copy is complete. A take that is sound throughout is left as it is (nothing is cut);
/// one that is silence throughout is left as it is and refused.
pub fn trim_silence(path: &Path) -> Result<Trimmed, RecordError> {
    let not_a_take = |e: hound::Error| RecordError::NotATake {
        path: path.to_path_buf(),
        reason: e.to_string(),
    };
    let mut reader = hound::WavReader::open(path).map_err(not_a_take)?;
    let spec = reader.spec();
    let channels = usize::from(spec.channels.max(1));
    let rate = spec.sample_rate.max(1);
    let frame_len = (rate * FRAME_MS / 1000).max(1) as usize;
    let (levels, frames) = frame_levels(&mut reader, frame_len * channels).map_err(not_a_take)?;
    let frames = frames / channels;
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
    let written = copy_frames(path, &temporary, start, end - start);
    if let Err(e) = written {
        let _ = std::fs::remove_file(&temporary);
        return Err(RecordError::Io(std::io::Error::other(e.to_string())));
    }
    std::fs::rename(&temporary, path)?;
    Ok(trimmed)
}

/// The RMS level in dBFS of each run of `chunk` samples, and the number of samples, read as a
/// stream.
fn frame_levels<R: std::io::Read>(
    reader: &mut hound::WavReader<R>,
    chunk: usize,
) -> Result<(Vec<f32>, usize), hound::Error> {
    let spec = reader.spec();
    let scale = (1u64 << (spec.bits_per_sample.clamp(8, 32) - 1)) as f64;
    let amplitudes: Box<dyn Iterator<Item = Result<f64, hound::Error>> + '_> = match spec.sample_format {
        hound::SampleFormat::Int => Box::new(
            reader
                .samples::<i32>()
                .map(move |s| s.map(|s| f64::from(s) / scale)),
        ),
        hound::SampleFormat::Float => Box::new(reader.samples::<f32>().map(|s| s.map(f64::from))),
    };
    let mut levels = Vec::new();
    let (mut squares, mut in_chunk, mut total) = (0.0f64, 0usize, 0usize);
    for amplitude in amplitudes {
        let amplitude = amplitude?;
        squares += amplitude * amplitude;
        in_chunk += 1;
        total += 1;
        if in_chunk == chunk {
            levels.push(to_db((squares / chunk as f64).sqrt() as f32));
            (squares, in_chunk) = (0.0, 0);
        }
    }
    if in_chunk > 0 {
        levels.push(to_db((squares / in_chunk as f64).sqrt() as f32));
    }
    Ok((levels, total))
}

/// Writes `count` frames of the WAV file `from`, starting at frame `start`, into a new WAV file
/// `to` of the same format, as a stream.
fn copy_frames(from: &Path, to: &Path, start: usize, count: usize) -> Result<(), hound::Error> {
    let mut reader = hound::WavReader::open(from)?;
    let spec = reader.spec();
    let frame = |n: usize| u32::try_from(n).map_err(|_| hound::Error::TooWide);
    reader.seek(frame(start)?)?;
    let samples = count * usize::from(spec.channels.max(1));
    let mut writer = hound::WavWriter::create(to, spec)?;
    match spec.sample_format {
        hound::SampleFormat::Int => {
            for s in reader.samples::<i32>().take(samples) {
                writer.write_sample(s?)?;
            }
        }
        hound::SampleFormat::Float => {
            for s in reader.samples::<f32>().take(samples) {
                writer.write_sample(s?)?;
            }
        }
    }
    writer.finalize()
}

fn sibling(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(suffix);
    PathBuf::from(name)
}
