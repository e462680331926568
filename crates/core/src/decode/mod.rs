//! Audio decoded in Dubdeck's own process tree with symphonia, no ffmpeg needed (that is
//! [`crate::ffmpeg`]'s work): before anything is uploaded, is this a readable audio or video file,
//! how long is it, what is in it (the probe); the A/B player's waveforms; and the training file
//! check of the Train-a-voice wizard. The decoders run in helper processes when the app asks
//! ([`crate::sandbox`]).
//!
//! Decoding is blocking file I/O; async callers use `tokio::task::spawn_blocking`.

mod error;
pub(crate) mod inspect;
mod peaks;
mod training;

use std::path::Path;

use serde::{Deserialize, Serialize};

use crate::job::MediaSummary;

pub use error::ProbeError;
pub(crate) use error::{check_file, reader_failed};
pub use inspect::{INSPECT_JOB, inspect_job};
pub use peaks::{FINE_MS, PEAKS_JOB, peaks, peaks_job};
pub use training::{
    MIN_RECOMMENDED_TRAINING_MS, TrainingCheck, TrainingFileReport, TrainingWarning, check_training_files,
};

/// The longest input the service dubs (interface, section 8).
pub const MAX_DUB_DURATION_MS: u64 = 30 * 60 * 1000;

/// What the probe learnt about a file.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Probe {
    pub duration_ms: u64,
    /// The container, e.g. "mp3", "wav", "flac", "ogg", "m4a", "mp4", "mov", "mkv", "webm".
    pub container: String,
    /// The audio codec, e.g. "mp3", "pcm_s16le", "flac", "vorbis", "aac", "opus".
    pub codec: String,
    pub sample_rate: Option<u32>,
    pub channels: Option<u16>,
    pub size_bytes: u64,
    /// Where the duration came from.
    pub duration_source: DurationSource,
}

/// How the duration was established.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DurationSource {
    /// The container states it, and a read near its stated end confirmed it.
    Container,
    /// Counted from the packets, because the container did not state it or its claim was wrong.
    Packets,
}

impl Probe {
    /// "mp3/mp3", "wav/pcm_s16le": the short format label stored with a job.
    pub fn format_label(&self) -> String {
        format!("{}/{}", self.container, self.codec)
    }

    /// The part of the probe the ledger keeps.
    pub fn summary(&self) -> MediaSummary {
        MediaSummary {
            duration_ms: self.duration_ms,
            format: self.format_label(),
        }
    }
}

/// Probes an input for dubbing: refuses folders, missing, empty, unreadable and non-media files,
/// files without audio, and anything longer than [`MAX_DUB_DURATION_MS`].
pub fn probe(path: &Path) -> Result<Probe, ProbeError> {
    let probe = probe_any_length(path)?;
    if probe.duration_ms > MAX_DUB_DURATION_MS {
        return Err(ProbeError::TooLong {
            path: path.to_path_buf(),
            duration_ms: probe.duration_ms,
            limit_ms: MAX_DUB_DURATION_MS,
        });
    }
    Ok(probe)
}

/// Probes a file with the same checks as [`probe`] except the dub length limit (training files may
/// be longer).
pub fn probe_any_length(path: &Path) -> Result<Probe, ProbeError> {
    let size_bytes = error::check_file(path)?;
    inspect::inspect(path, size_bytes)
}

/// `m:ss`, or `h:mm:ss` from an hour on ("0:42", "31:05", "1:02:05"): a length in the text of
/// errors, written alike in every language. Front ends word lengths themselves, from the
/// milliseconds the core gives.
pub fn format_duration(ms: u64) -> String {
    let total_s = ms / 1000;
    let (h, m, s) = (total_s / 3600, (total_s / 60) % 60, total_s % 60);
    if h > 0 {
        format!("{h}:{m:02}:{s:02}")
    } else {
        format!("{m}:{s:02}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations_are_written_on_a_clock_without_words() {
        assert_eq!(format_duration(0), "0:00");
        assert_eq!(format_duration(42_999), "0:42");
        assert_eq!(format_duration(65_000), "1:05");
        assert_eq!(format_duration(31 * 60_000), "31:00");
        assert_eq!(format_duration(3_725_000), "1:02:05");
    }
}
