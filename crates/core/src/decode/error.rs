//! Why a file cannot be dubbed or used for training, in words a person can act on: what is wrong,
//! why, and what to do.

use std::io::ErrorKind;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::format_duration;
use crate::codes::{ContainerKind, DamageCause, RefusalReason};
use crate::sandbox::HelperError;

/// A file the probe refuses.
///
/// It crosses from a helper process to the app as JSON (see [`crate::sandbox`]).
#[derive(Debug, thiserror::Error, Serialize, Deserialize)]
#[non_exhaustive]
pub enum ProbeError {
    #[error("{} does not exist. It may have been moved or deleted; choose the file again.", path.display())]
    NotFound {
        #[serde(with = "crate::sandbox::path_bytes")]
        path: PathBuf,
    },

    #[error("{} is a folder, not a file. Open the folder and choose the audio or video files inside it.", path.display())]
    IsDirectory {
        #[serde(with = "crate::sandbox::path_bytes")]
        path: PathBuf,
    },

    #[error("{} is empty (0 bytes), so there is nothing to dub. Choose the complete file; if it is still downloading, wait until it finishes.", path.display())]
    Empty {
        #[serde(with = "crate::sandbox::path_bytes")]
        path: PathBuf,
    },

    #[error("{} cannot be read: {reason}. Check that you have permission to open it (or copy it somewhere you do), then try again.", path.display())]
    Unreadable {
        #[serde(with = "crate::sandbox::path_bytes")]
        path: PathBuf,
        reason: String,
    },

    #[error("{} is not an audio or video file Dubdeck can read. Choose an MP3, WAV, FLAC, OGG, M4A/AAC, MP4, MOV, MKV or WebM file.", path.display())]
    NotMedia {
        #[serde(with = "crate::sandbox::path_bytes")]
        path: PathBuf,
    },

    #[error("{} ({container}) has no sound: it contains no audio track. Choose a file with audio.", path.display())]
    NoAudioTrack {
        #[serde(with = "crate::sandbox::path_bytes")]
        path: PathBuf,
        container: String,
    },

    /// A file in a container the reader knows (`container`, its own name, when it got that far)
    /// that is damaged or cut short: `cause` says how, `detail` is the reader's own words.
    #[error("{} is damaged or incomplete ({}). Export or download it again, then retry.", path.display(), damage_text(container.as_deref(), *cause, detail.as_deref()))]
    Damaged {
        #[serde(with = "crate::sandbox::path_bytes")]
        path: PathBuf,
        cause: DamageCause,
        container: Option<String>,
        detail: Option<String>,
    },

    /// A device, a pipe or a socket: not opened, as reading it might never end.
    #[error("{} is not a regular file (a device, pipe or socket). Choose an audio or video file.", path.display())]
    NotRegularFile {
        #[serde(with = "crate::sandbox::path_bytes")]
        path: PathBuf,
    },

    #[error("{} is {} long; a dub can be at most {}. Trim it or split it into shorter parts.", path.display(), format_duration(*duration_ms), format_duration(*limit_ms))]
    TooLong {
        #[serde(with = "crate::sandbox::path_bytes")]
        path: PathBuf,
        duration_ms: u64,
        limit_ms: u64,
    },

    /// Not one self-contained audio or video file: ffmpeg takes it for a playlist, a list of
    /// other files, pictures or a format Dubdeck does not read (`kind`; `format` is ffmpeg's name
    /// for it). Refused before anything it names was opened.
    #[error("{} is not a single audio or video file but {kind} ({format}). Open the audio or video file itself.", path.display())]
    NotSingleFile {
        #[serde(with = "crate::sandbox::path_bytes")]
        path: PathBuf,
        kind: ContainerKind,
        format: String,
    },
}

impl ProbeError {
    /// The file the error is about.
    pub fn path(&self) -> &Path {
        match self {
            ProbeError::NotFound { path }
            | ProbeError::IsDirectory { path }
            | ProbeError::Empty { path }
            | ProbeError::Unreadable { path, .. }
            | ProbeError::NotMedia { path }
            | ProbeError::NoAudioTrack { path, .. }
            | ProbeError::Damaged { path, .. }
            | ProbeError::TooLong { path, .. }
            | ProbeError::NotSingleFile { path, .. }
            | ProbeError::NotRegularFile { path } => path,
        }
    }

    /// What kind of file it is, when it was refused as not one self-contained audio or video file.
    pub fn container_kind(&self) -> Option<ContainerKind> {
        match self {
            ProbeError::NotSingleFile { kind, .. } => Some(*kind),
            _ => None,
        }
    }

    /// Why the file was refused, as front ends branch on it.
    pub fn code(&self) -> RefusalReason {
        match self {
            ProbeError::NotFound { .. } => RefusalReason::NotFound,
            ProbeError::IsDirectory { .. } => RefusalReason::IsDirectory,
            ProbeError::Empty { .. } => RefusalReason::Empty,
            ProbeError::Unreadable { .. } => RefusalReason::Unreadable,
            ProbeError::NotMedia { .. } => RefusalReason::NotMedia,
            ProbeError::NoAudioTrack { .. } => RefusalReason::NoAudioTrack,
            ProbeError::Damaged { .. } => RefusalReason::Damaged,
            ProbeError::TooLong { .. } => RefusalReason::TooLong,
            ProbeError::NotSingleFile { .. } => RefusalReason::NotSingleFile,
            ProbeError::NotRegularFile { .. } => RefusalReason::NotRegularFile,
        }
    }

    /// How the file is damaged, when it was refused as damaged.
    pub fn damage(&self) -> Option<DamageCause> {
        match self {
            ProbeError::Damaged { cause, .. } => Some(*cause),
            _ => None,
        }
    }
}

/// The log's words for a damage: the cause's code, the container and the reader's own words.
fn damage_text(container: Option<&str>, cause: DamageCause, detail: Option<&str>) -> String {
    let mut text = cause.as_str().to_owned();
    if let Some(container) = container {
        text = format!("{container}: {text}");
    }
    if let Some(detail) = detail {
        text = format!("{text}: {detail}");
    }
    text
}

/// Maps an I/O error on opening or inspecting `path`.
pub(crate) fn from_io(path: &Path, err: &std::io::Error) -> ProbeError {
    match err.kind() {
        ErrorKind::NotFound => ProbeError::NotFound {
            path: path.to_path_buf(),
        },
        ErrorKind::IsADirectory => ProbeError::IsDirectory {
            path: path.to_path_buf(),
        },
        ErrorKind::PermissionDenied => ProbeError::Unreadable {
            path: path.to_path_buf(),
            reason: err.to_string(),
        },
        _ => ProbeError::Unreadable {
            path: path.to_path_buf(),
            reason: err.to_string(),
        },
    }
}

/// A file the media reader could not finish: it crashed (in its helper process) or panicked on the
/// file's contents.
pub(crate) fn reader_failed(path: &Path, why: &HelperError) -> ProbeError {
    tracing::warn!("the media reader failed on {}: {why}", path.display());
    ProbeError::Damaged {
        path: path.to_path_buf(),
        cause: DamageCause::ReaderCrashed,
        container: None,
        detail: None,
    }
}

/// The checks that need no decoding; returns the size in bytes.
pub(crate) fn check_file(path: &Path) -> Result<u64, ProbeError> {
    let meta = std::fs::metadata(path).map_err(|e| from_io(path, &e))?;
    if meta.is_dir() {
        return Err(ProbeError::IsDirectory {
            path: path.to_path_buf(),
        });
    }
    if !meta.is_file() {
        // Opening a pipe would block and a device may never end.
        return Err(ProbeError::NotRegularFile {
            path: path.to_path_buf(),
        });
    }
    if meta.len() == 0 {
        return Err(ProbeError::Empty {
            path: path.to_path_buf(),
        });
    }
    Ok(meta.len())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn permission_denied_reads_as_unreadable_with_a_way_out() {
        let err = from_io(
            Path::new("/x/song.mp3"),
            &std::io::Error::from(ErrorKind::PermissionDenied),
        );
        assert!(matches!(err, ProbeError::Unreadable { .. }));
        let msg = err.to_string();
        assert!(
            msg.contains("/x/song.mp3")
                && msg.contains("permission denied")
                && msg.contains("Check that you have permission"),
            "{msg}"
        );
        assert_eq!(err.code(), RefusalReason::Unreadable);
    }

    #[test]
    fn too_long_says_the_length() {
        let err = ProbeError::TooLong {
            path: "/a.wav".into(),
            duration_ms: 31 * 60_000 + 5_000,
            limit_ms: 30 * 60_000,
        };
        assert_eq!(
            err.to_string(),
            "/a.wav is 31:05 long; a dub can be at most 30:00. Trim it or split it into shorter parts."
        );
    }

    #[test]
    fn a_crashed_reader_is_a_typed_damage_without_our_words() {
        let err = reader_failed(Path::new("/x/a.mkv"), &HelperError::Ended("signal 11".into()));
        let ProbeError::Damaged {
            cause,
            container,
            detail,
            ..
        } = &err
        else {
            panic!("{err:?}");
        };
        assert_eq!(
            (*cause, container, detail),
            (DamageCause::ReaderCrashed, &None, &None)
        );
        assert_eq!(err.damage(), Some(DamageCause::ReaderCrashed));
        assert_eq!(err.code(), RefusalReason::Damaged);
    }

    #[test]
    fn a_damage_crosses_from_a_helper_with_its_cause_and_the_readers_words() {
        let err = ProbeError::Damaged {
            path: "/x/a.mp4".into(),
            cause: DamageCause::UnreadableAudio,
            container: Some("mp4".into()),
            detail: Some("malformed stream: bad atom".into()),
        };
        let back: ProbeError = serde_json::from_slice(&serde_json::to_vec(&err).unwrap()).unwrap();
        let ProbeError::Damaged {
            path,
            cause,
            container,
            detail,
        } = back
        else {
            panic!("{back:?}");
        };
        assert_eq!(
            (path.as_path(), cause, container.as_deref(), detail.as_deref()),
            (
                Path::new("/x/a.mp4"),
                DamageCause::UnreadableAudio,
                Some("mp4"),
                Some("malformed stream: bad atom")
            )
        );
    }

    #[cfg(unix)]
    #[test]
    fn a_device_is_refused_as_not_a_regular_file() {
        let err = check_file(Path::new("/dev/null")).unwrap_err();
        assert!(matches!(err, ProbeError::NotRegularFile { .. }), "{err:?}");
        assert_eq!(err.code(), RefusalReason::NotRegularFile);
        assert_eq!(err.path(), Path::new("/dev/null"));
    }
}
