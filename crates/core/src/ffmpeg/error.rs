//! What the media layer refuses or fails to do, with ffmpeg's own words where it gave some.

use std::path::PathBuf;
use std::time::Duration;

use super::tool::ToolMissing;
use crate::codes::{ContainerKind, MediaProblem};

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum MediaError {
    /// ffmpeg is not there (or too old, or broken).
    #[error(transparent)]
    Missing(#[from] ToolMissing),

    /// ffmpeg could not read the file; `reason` is its own.
    #[error("{} cannot be read as audio or video: {reason}", path.display())]
    Unreadable { path: PathBuf, reason: String },

    /// The file holds no audio track.
    #[error("{} holds no audio track.", path.display())]
    NoAudio { path: PathBuf },

    /// The file holds no video (to put a dub into).
    #[error("{} holds no video track.", path.display())]
    NoVideo { path: PathBuf },

    /// ffprobe found no audio or video container in the file.
    #[error("ffprobe found no audio or video container in {}.", path.display())]
    NoContainer { path: PathBuf },

    /// The work took longer than it may (a stuck or endless input); the child was stopped.
    #[error("ffmpeg took longer than {} s on {} and was stopped.", limit.as_secs(), path.display())]
    TimedOut { path: PathBuf, limit: Duration },

    /// ffmpeg ran and failed at writing the result; `reason` is its own.
    #[error("ffmpeg could not make {}: {reason}", path.display())]
    Failed { path: PathBuf, reason: String },

    /// The file is not one self-contained audio or video file: ffmpeg takes it for a playlist, a
    /// list of other files, pictures, or a format Dubdeck does not read (`kind`). `format` is
    /// ffmpeg's name for it ("hls", "concat"; empty when ffmpeg did not say). Refused before
    /// ffmpeg opens anything the file names.
    #[error("{} is not a single audio or video file: ffmpeg reads it as {kind} ({format})", path.display())]
    NotSingleFile {
        path: PathBuf,
        kind: ContainerKind,
        format: String,
    },

    /// ffprobe's description of the file was longer than Dubdeck reads (a file made to exhaust
    /// memory, such as one with a vast number of tracks or tags); the probe was stopped.
    #[error("ffprobe's description of {} exceeded {limit_bytes} bytes", path.display())]
    ProbeTooLarge { path: PathBuf, limit_bytes: u64 },

    /// What ffmpeg wrote from the file at `path` reached the size it may have (`limit_bytes`, from
    /// the input's size and the sound's length): the input decodes to far more than it says it
    /// holds. What was written is removed.
    #[error("ffmpeg's output from {} reached its limit of {limit_bytes} bytes", path.display())]
    OutputTooLarge { path: PathBuf, limit_bytes: u64 },
}

impl MediaError {
    /// The file the error is about, when it is about one.
    pub fn path(&self) -> Option<&std::path::Path> {
        match self {
            MediaError::Missing(_) => None,
            MediaError::Unreadable { path, .. }
            | MediaError::NoAudio { path }
            | MediaError::NoVideo { path }
            | MediaError::NoContainer { path }
            | MediaError::TimedOut { path, .. }
            | MediaError::Failed { path, .. }
            | MediaError::NotSingleFile { path, .. }
            | MediaError::ProbeTooLarge { path, .. }
            | MediaError::OutputTooLarge { path, .. } => Some(path),
        }
    }

    /// What kind of file it is, when it was refused as not one self-contained audio or video file.
    pub fn container_kind(&self) -> Option<ContainerKind> {
        match self {
            MediaError::NotSingleFile { kind, .. } => Some(*kind),
            _ => None,
        }
    }

    /// ffmpeg's own words (or its name for a refused format), for a front end to quote; `None`
    /// when the error is ours, which [`MediaError::problem`] or [`MediaError::Missing`] names.
    pub fn detail(&self) -> Option<String> {
        match self {
            MediaError::Unreadable { reason, .. } | MediaError::Failed { reason, .. } => {
                (!reason.is_empty()).then(|| reason.clone())
            }
            // ffmpeg's name for the format it found.
            MediaError::NotSingleFile { format, .. } => (!format.is_empty()).then(|| format.clone()),
            _ => None,
        }
    }

    /// What the work met, as a code, when it is not ffmpeg's own words (nor a missing tool).
    pub fn problem(&self) -> Option<MediaProblem> {
        Some(match self {
            MediaError::NoAudio { .. } => MediaProblem::NoAudio,
            MediaError::NoVideo { .. } => MediaProblem::NoVideo,
            MediaError::NoContainer { .. } => MediaProblem::NoContainer,
            MediaError::TimedOut { .. } => MediaProblem::TimedOut,
            MediaError::ProbeTooLarge { .. } => MediaProblem::ProbeTooLarge,
            MediaError::OutputTooLarge { .. } => MediaProblem::OutputTooLarge,
            MediaError::NotSingleFile { .. } => MediaProblem::NotSingleFile,
            MediaError::Missing(_) | MediaError::Unreadable { .. } | MediaError::Failed { .. } => {
                return None;
            }
        })
    }
}
