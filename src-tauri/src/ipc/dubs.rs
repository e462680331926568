//! The dub sheet's view: a file as the local probe saw it before any request, its waveform and
//! loudest half minute (for an audition), ffmpeg's presence, and the dubs to start with one voice.

use std::path::Path;

use serde::{Deserialize, Serialize};
use specta::Type;

use dubdeck_core::codes::DamageCause;
use dubdeck_core::decode::{self, ProbeError};
use dubdeck_core::engine::{ProbedDubInput, probe_dub_input};
use dubdeck_core::ffmpeg::{Excerpt, MediaSupport, ToolMissing};
use dubdeck_core::job::MediaSummary;

use super::RefusalReason;

/// A file offered for dubbing (dropped or picked), as the local probe saw it before any request:
/// ready with its duration, format and estimated cost, or refused with the probe's reason.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Type)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum ProbedInput {
    #[serde(rename_all = "camelCase")]
    Ready {
        path: String,
        name: String,
        duration_ms: u64,
        /// Container and codec, e.g. `mp3/mp3`, `wav/pcm_s16le`.
        format: String,
        /// 10 credits per started minute, at least 10 (the service's exact figure comes after
        /// preprocessing).
        estimated_credits: u32,
        size_bytes: u64,
        /// A video (ffmpeg found a picture): its sound alone is sent, and the dub can come back as
        /// a video.
        video: bool,
    },
    #[serde(rename_all = "camelCase")]
    Refused {
        path: String,
        name: String,
        reason: RefusalReason,
        /// For `too_long`: how long the file is, and the limit.
        duration_ms: Option<u64>,
        limit_ms: Option<u64>,
        /// For `no_audio_track` and `damaged`: the container the file claims to be, as the
        /// reader names it (none for `damaged` when the reader did not get that far). For
        /// `not_single_file`: the kind of file it is (a `ContainerKind` word: `playlist`...).
        container: Option<String>,
        /// For `damaged`: how the file is damaged.
        damage: Option<DamageCause>,
        /// For `unreadable` and `damaged`: the system's or the decoder's own words. For
        /// `not_single_file`: ffmpeg's name for its format (`hls`, `concat`).
        detail: Option<String>,
    },
}

/// What one dub is of.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Type)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum DubSourceInput {
    File { path: String },
    Link { url: String },
}

/// Dubs to start with one voice (the dub sheet's Start, or a drop on a voice card).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Type)]
#[serde(rename_all = "camelCase")]
pub struct StartDubs {
    pub inputs: Vec<DubSourceInput>,
    pub voice_id: String,
    /// The voice's name, for the job rows and the output file names.
    pub voice_name: String,
    /// Semitones, within `LIMITS.pitchShift`.
    pub pitch_shift: i32,
    /// Vocal separation (`false`: the input is already isolated vocals).
    pub separate: bool,
    /// Dub 30 seconds of each file first, at the minimum charge (files only, never links).
    pub audition: Option<AuditionChoice>,
    /// A cover: the instrumental the one input (a vocal stem) is paired with; the vocal is sent
    /// unseparated and the result mixed with it.
    #[serde(default)]
    pub instrumental: Option<String>,
    /// A cover's key, semitones -12..12 (the vocal through the service, the instrumental here).
    #[serde(default)]
    pub key: i32,
    /// More voices to audition the same excerpt with (a comparison, up to four voices in all;
    /// only with `audition`).
    #[serde(default)]
    pub compare_with: Vec<ComparedVoice>,
    /// The plan of several files was approved at once: each dub costing up to this many credits
    /// starts without asking (within the monthly budget; past it, a dub waits with the reason).
    #[serde(default)]
    pub approve_up_to: Option<u32>,
}

/// A voice a comparison auditions.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Type)]
#[serde(rename_all = "camelCase")]
pub struct ComparedVoice {
    pub voice_id: String,
    pub voice_name: String,
}

/// Which 30 seconds of a file an audition dubs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Type)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum AuditionChoice {
    /// The loudest half minute (found on this computer from the sound's energy).
    Loudest,
    /// From `startMs` (chosen on the waveform).
    #[serde(rename_all = "camelCase")]
    From { start_ms: u64 },
}

/// A file's waveform for the dub sheet, and the half minute an audition takes by default.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Type)]
#[serde(rename_all = "camelCase")]
pub struct InputWaveform {
    pub duration_ms: u64,
    /// Each bar's loudest moment, 0 (silence) to 255 (full scale).
    pub bars: Vec<u8>,
    /// The loudest stretch of an audition's length.
    pub loudest: Excerpt,
    /// An audition's length.
    pub audition_ms: u64,
}

/// Whether Dubdeck's media work (videos, auditions) can run: ffmpeg's version, or why not.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Type)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum MediaStatus {
    /// `key_change`: whether it can move a cover's key (it has the `rubberband` filter).
    #[serde(rename_all = "camelCase")]
    Ready { version: String, key_change: bool },
    /// Why not (not installed, too old, broken, no ffprobe beside it).
    #[serde(rename_all = "camelCase")]
    Missing { tool: ToolMissing },
}

impl MediaStatus {
    pub async fn of(media: &MediaSupport) -> MediaStatus {
        match media.get().await {
            Ok(tool) => MediaStatus::Ready {
                version: tool.version().to_owned(),
                key_change: tool.can_change_key().await,
            },
            Err(missing) => MediaStatus::Missing {
                tool: missing.clone(),
            },
        }
    }
}

/// The semitones a dub may be shifted by.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Type)]
#[serde(rename_all = "camelCase")]
pub struct PitchRange {
    pub min: i32,
    pub max: i32,
}

/// A path's last part, or the whole path when it has none.
pub fn file_name(path: &Path) -> String {
    path.file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| path.display().to_string())
}

/// One file as it is checked for a dub: a video by ffmpeg (when `media` has it), else by the probe.
pub async fn probed(path: &Path, media: &MediaSupport) -> ProbedInput {
    match probe_dub_input(path, media).await {
        Ok(found) => ready(path, found),
        Err(error) => refused(path.to_string_lossy().into_owned(), file_name(path), &error),
    }
}

/// One file and what the probe said of it (no ffmpeg: training files).
pub fn probed_by(path: &Path, result: Result<decode::Probe, ProbeError>) -> ProbedInput {
    match result {
        Ok(found) => ready(
            path,
            ProbedDubInput {
                size_bytes: found.size_bytes,
                summary: found.summary(),
                video: false,
            },
        ),
        Err(error) => refused(path.to_string_lossy().into_owned(), file_name(path), &error),
    }
}

fn ready(path: &Path, found: ProbedDubInput) -> ProbedInput {
    let MediaSummary { duration_ms, format } = found.summary;
    ProbedInput::Ready {
        path: path.to_string_lossy().into_owned(),
        name: file_name(path),
        duration_ms,
        format,
        estimated_credits: u32::try_from(dubdeck_core::cost::estimate_dub_credits(duration_ms))
            .unwrap_or(u32::MAX),
        size_bytes: found.size_bytes,
        video: found.video,
    }
}

fn refused(path: String, name: String, error: &ProbeError) -> ProbedInput {
    let (mut duration_ms, mut limit_ms, mut container, mut detail) = (None, None, None, None);
    let damage = error.damage();
    match error {
        ProbeError::TooLong {
            duration_ms: d,
            limit_ms: l,
            ..
        } => (duration_ms, limit_ms) = (Some(*d), Some(*l)),
        ProbeError::Unreadable { reason, .. } => detail = Some(reason.clone()),
        ProbeError::NoAudioTrack { container: c, .. } => container = Some(c.clone()),
        ProbeError::Damaged {
            container: c,
            detail: d,
            ..
        } => (container, detail) = (c.clone(), d.clone()),
        // The kind of file it is (a playlist, a list of files...), as its code.
        ProbeError::NotSingleFile { kind, format, .. } => {
            (container, detail) = (Some(kind.as_str().to_owned()), Some(format.clone()))
        }
        _ => {}
    }
    ProbedInput::Refused {
        path,
        name,
        reason: error.code(),
        duration_ms,
        limit_ms,
        container,
        damage,
        detail,
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    fn no_ffmpeg() -> MediaSupport {
        MediaSupport::missing(dubdeck_core::ffmpeg::ToolMissing::NotFound)
    }

    #[tokio::test]
    async fn folders_non_media_and_missing_files_are_refused_with_their_reason() {
        let dir = tempfile::tempdir().unwrap();
        let ProbedInput::Refused { reason, name, .. } = probed(dir.path(), &no_ffmpeg()).await else {
            panic!("a folder was accepted");
        };
        assert_eq!(reason, RefusalReason::IsDirectory);
        assert!(!name.is_empty());
        let text = dir.path().join("notes.mp3");
        std::fs::write(&text, b"these are not the droids").unwrap();
        let ProbedInput::Refused {
            reason, name, path, ..
        } = probed(&text, &no_ffmpeg()).await
        else {
            panic!("text was accepted");
        };
        assert_eq!((reason, name.as_str()), (RefusalReason::NotMedia, "notes.mp3"));
        assert_eq!(path, text.to_string_lossy());
        let ProbedInput::Refused { reason, .. } = probed(&dir.path().join("gone.wav"), &no_ffmpeg()).await
        else {
            panic!("a missing file was accepted");
        };
        assert_eq!(reason, RefusalReason::NotFound);
    }

    #[test]
    fn too_long_says_how_long_and_the_limit() {
        let e = ProbeError::TooLong {
            path: "/a.wav".into(),
            duration_ms: 31 * 60_000,
            limit_ms: 30 * 60_000,
        };
        let ProbedInput::Refused {
            reason,
            duration_ms,
            limit_ms,
            ..
        } = refused("/a.wav".into(), "a.wav".into(), &e)
        else {
            panic!("not refused");
        };
        assert_eq!(
            (reason, duration_ms, limit_ms),
            (RefusalReason::TooLong, Some(31 * 60_000), Some(30 * 60_000))
        );
    }

    #[tokio::test]
    async fn a_media_file_is_ready_with_its_duration_format_and_cost() {
        let dir = tempfile::tempdir().unwrap();
        let wav = dir.path().join("take one.wav");
        write_silence(&wav, 61);
        let ProbedInput::Ready {
            name,
            duration_ms,
            format,
            estimated_credits,
            video,
            ..
        } = probed(&wav, &MediaSupport::find().await).await
        else {
            panic!("a WAV was refused");
        };
        assert_eq!(name, "take one.wav");
        assert!((60_900..=61_100).contains(&duration_ms), "{duration_ms}");
        assert!(format.starts_with("wav/"), "{format}");
        // 61 s is two started minutes.
        assert_eq!(estimated_credits, 20);
        assert!(!video);
    }

    #[tokio::test]
    async fn a_video_is_measured_by_its_sound_with_ffmpeg_and_whole_without() {
        let clip = Path::new(env!("CARGO_MANIFEST_DIR")).join("../crates/sim/tests/fixtures/clip.mp4");
        let ffmpeg = MediaSupport::find().await;
        assert!(
            ffmpeg.tool().await.is_some(),
            "ffmpeg is installed (cargo xtask deps)"
        );
        let ProbedInput::Ready { video, format, .. } = probed(&clip, &ffmpeg).await else {
            panic!("the clip was refused");
        };
        assert!(video);
        assert_eq!(format, "mp4/aac");
        let ProbedInput::Ready { video, .. } = probed(&clip, &no_ffmpeg()).await else {
            panic!("the clip was refused without ffmpeg");
        };
        assert!(!video);
        assert_eq!(
            MediaStatus::of(&no_ffmpeg()).await,
            MediaStatus::Missing {
                tool: ToolMissing::NotFound
            }
        );
        // Debian's ffmpeg has the pitch shifter a cover's key needs.
        assert!(matches!(
            MediaStatus::of(&ffmpeg).await,
            MediaStatus::Ready { key_change: true, .. }
        ));
    }

    /// A WAV of silence, 8 kHz mono 8-bit (the training checks' tests use it too).
    pub(crate) fn write_silence(path: &Path, seconds: u32) {
        let spec = hound::WavSpec {
            channels: 1,
            sample_rate: 8_000,
            bits_per_sample: 8,
            sample_format: hound::SampleFormat::Int,
        };
        let mut wav = hound::WavWriter::create(path, spec).unwrap();
        for _ in 0..spec.sample_rate * seconds {
            wav.write_sample(0i8).unwrap();
        }
        wav.finalize().unwrap();
    }
}
