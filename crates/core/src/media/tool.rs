//! Finding ffmpeg (and ffprobe beside it) and checking its version, once, as Dubdeck starts.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

use super::run::{Output, run};

/// An ffmpeg to use instead of the one found (its ffprobe beside it): tests, portable installs.
pub const TOOL_ENV: &str = "DUBDECK_FFMPEG";

/// The oldest ffmpeg whose options Dubdeck relies on (`apad`, `atrim`, `-itsoffset`, the ipod
/// muxer's `+faststart`): every release since 4 has them.
pub const MIN_MAJOR_VERSION: u32 = 4;

/// How long asking ffmpeg for its version may take.
const VERSION_LIMIT: Duration = Duration::from_secs(20);

/// Why there is no ffmpeg to use. The front ends word it from its kind and fields (the page as
/// `{ "problem": "too_old", "version": "3.4.8" }`); the message is for logs and the command line.
#[derive(
    Debug, Clone, PartialEq, Eq, thiserror::Error, serde::Serialize, serde::Deserialize, specta::Type,
)]
#[serde(tag = "problem", rename_all = "snake_case")]
pub enum ToolMissing {
    #[error("ffmpeg is not installed (Dubdeck looked for it in {TOOL_ENV}, beside Dubdeck and on the PATH)")]
    NotFound,
    #[error("there is no ffmpeg at {}, where {TOOL_ENV} says it is", path.display())]
    NotThere { path: PathBuf },
    #[error("ffprobe is not beside ffmpeg at {}", ffmpeg.display())]
    NoProbe { ffmpeg: PathBuf },
    #[error("ffmpeg {version} is too old: Dubdeck needs ffmpeg {MIN_MAJOR_VERSION} or newer")]
    TooOld { version: String },
    #[error("ffmpeg at {} does not work: {reason}", path.display())]
    Broken { path: PathBuf, reason: String },
}

/// ffmpeg and ffprobe, found and checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MediaTool {
    pub(crate) ffmpeg: PathBuf,
    pub(crate) ffprobe: PathBuf,
    version: String,
}

impl MediaTool {
    /// The ffmpeg of `DUBDECK_FFMPEG`, else the one beside this executable, else the `PATH`'s,
    /// checked by asking it for its version.
    pub async fn find() -> Result<MediaTool, ToolMissing> {
        let ffmpeg = locate().ok_or(ToolMissing::NotFound)?;
        MediaTool::at(&ffmpeg).await
    }

    /// The ffmpeg at `ffmpeg` (its ffprobe beside it), checked.
    pub async fn at(ffmpeg: &Path) -> Result<MediaTool, ToolMissing> {
        if !ffmpeg.is_file() {
            return Err(ToolMissing::NotThere {
                path: ffmpeg.to_path_buf(),
            });
        }
        let ffprobe = ffmpeg.with_file_name(format!("ffprobe{}", std::env::consts::EXE_SUFFIX));
        if !ffprobe.is_file() {
            return Err(ToolMissing::NoProbe {
                ffmpeg: ffmpeg.to_path_buf(),
            });
        }
        let ran = run(
            ffmpeg,
            vec!["-hide_banner".into(), "-version".into()],
            ffmpeg,
            VERSION_LIMIT,
            Output::little(),
        )
        .await
        .map_err(|e| ToolMissing::Broken {
            path: ffmpeg.to_path_buf(),
            reason: e.detail(),
        })?;
        let version =
            version_of(&String::from_utf8_lossy(&ran.stdout)).ok_or_else(|| ToolMissing::Broken {
                path: ffmpeg.to_path_buf(),
                reason: "it did not say which version it is".to_owned(),
            })?;
        // Builds from git say "N-112345-g..."; they are recent.
        let major = version
            .split(['.', '-'])
            .next()
            .and_then(|m| m.parse::<u32>().ok());
        if major.is_some_and(|m| m < MIN_MAJOR_VERSION) {
            return Err(ToolMissing::TooOld { version });
        }
        Ok(MediaTool {
            ffmpeg: ffmpeg.to_path_buf(),
            ffprobe,
            version,
        })
    }

    /// "5.1.9-0+deb12u1".
    pub fn version(&self) -> &str {
        &self.version
    }
}

/// ffmpeg as Dubdeck found it at start: the tool, or why there is none. Cheap to clone.
#[derive(Debug, Clone)]
pub struct MediaSupport(Result<Arc<MediaTool>, ToolMissing>);

impl MediaSupport {
    /// Looks for ffmpeg ([`MediaTool::find`]) and keeps the answer.
    pub async fn find() -> MediaSupport {
        let found = MediaTool::find().await.map(Arc::new);
        match &found {
            Ok(tool) => {
                tracing::info!(ffmpeg = %tool.ffmpeg.display(), version = tool.version(), "ffmpeg found")
            }
            // Front ends say it in words, once.
            Err(missing) => tracing::info!(%missing, "no ffmpeg: videos go up whole and come back as audio"),
        }
        MediaSupport(found)
    }

    /// No ffmpeg, for the reason given.
    pub fn missing(reason: ToolMissing) -> MediaSupport {
        MediaSupport(Err(reason))
    }

    pub fn with(tool: MediaTool) -> MediaSupport {
        MediaSupport(Ok(Arc::new(tool)))
    }

    /// The tool, when there is one.
    pub fn tool(&self) -> Option<&MediaTool> {
        self.0.as_deref().ok()
    }

    /// The tool, or why there is none.
    pub fn get(&self) -> Result<&MediaTool, &ToolMissing> {
        self.0.as_deref()
    }
}

/// Where ffmpeg is, if anywhere.
fn locate() -> Option<PathBuf> {
    let name = format!("ffmpeg{}", std::env::consts::EXE_SUFFIX);
    if let Some(given) = std::env::var_os(TOOL_ENV).filter(|v| !v.is_empty()) {
        return Some(PathBuf::from(given));
    }
    let beside = std::env::current_exe()
        .ok()
        .and_then(|exe| exe.parent().map(|dir| dir.join(&name)))
        .filter(|p| p.is_file());
    beside.or_else(|| {
        std::env::split_paths(&std::env::var_os("PATH")?)
            .map(|dir| dir.join(&name))
            .find(|p| p.is_file())
    })
}

/// The version in the first line of `ffmpeg -version`: "ffmpeg version 5.1.9-0+deb12u1 Copyright...".
fn version_of(text: &str) -> Option<String> {
    let first = text.lines().next()?;
    let rest = first.strip_prefix("ffmpeg version ")?;
    rest.split_whitespace().next().map(str::to_owned)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn versions_read_as_ffmpeg_prints_them() {
        assert_eq!(
            version_of(
                "ffmpeg version 5.1.9-0+deb12u1 Copyright (c) 2000-2026 the FFmpeg developers\nbuilt with gcc"
            ),
            Some("5.1.9-0+deb12u1".into())
        );
        assert_eq!(
            version_of("ffmpeg version N-112345-gabcdef Copyright"),
            Some("N-112345-gabcdef".into())
        );
        assert_eq!(version_of("something else"), None);
    }

    #[cfg(unix)]
    #[tokio::test]
    async fn a_missing_probe_an_old_or_a_broken_ffmpeg_is_said_so() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().unwrap();
        let fake = |name: &str, script: &str| {
            let path = dir.path().join(name);
            std::fs::write(&path, format!("#!/bin/sh\n{script}\n")).unwrap();
            std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
            path
        };
        let ffmpeg = fake("ffmpeg", "echo 'ffmpeg version 3.4.8 Copyright'");
        assert_eq!(
            MediaTool::at(&ffmpeg).await,
            Err(ToolMissing::NoProbe {
                ffmpeg: ffmpeg.clone()
            })
        );
        fake("ffprobe", "exit 0");
        assert_eq!(
            MediaTool::at(&ffmpeg).await,
            Err(ToolMissing::TooOld {
                version: "3.4.8".into()
            })
        );
        let ffmpeg = fake("ffmpeg", "echo 'Segmentation fault' >&2; exit 139");
        assert!(matches!(
            MediaTool::at(&ffmpeg).await,
            Err(ToolMissing::Broken { .. })
        ));
        let ffmpeg = fake("ffmpeg", "echo 'ffmpeg version 6.0 Copyright'");
        assert_eq!(MediaTool::at(&ffmpeg).await.unwrap().version(), "6.0");
    }
}
