//! The audio that goes up instead of the file the user gave: a video's audio track on its own
//! (the upload is the audio, not hundreds of megabytes of picture), or an audition's excerpt.
//!
//! Both lose nothing. A track whose codec every decoder reads (AAC, ALAC, MP3, FLAC, Vorbis, PCM)
//! is copied bit for bit into a container of its own: the service hears exactly what the file
//! plays, and the upload is as small as the audio already is. Anything else (Opus, AC-3, DTS...)
//! is decoded once and stored as FLAC, lossless. An excerpt is decoded and cut at the sample, then
//! stored as FLAC, since a cut in a compressed stream can only fall on its frames.

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::time::Duration;

use super::info::unreadable;
use super::input::{file_url, input as input_args};
use super::run::{Output, run};
use super::{MediaError, MediaInfo, MediaTool};

/// An audition lasts this long (or the whole file, when it is shorter).
pub const AUDITION_MS: u64 = 30_000;

/// How long making an upload may take (a 1 GiB video's audio is copied in seconds; a 30-minute
/// track converted to FLAC in well under a minute).
const UPLOAD_LIMIT: Duration = Duration::from_secs(20 * 60);

/// An audio file made for upload.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UploadAudio {
    pub path: PathBuf,
    /// The track was copied as it is (not converted).
    pub copied: bool,
    pub size_bytes: u64,
}

/// The container a track is copied into, when it is copied.
fn copy_container(codec: &str) -> Option<&'static str> {
    match codec {
        "aac" | "alac" => Some("m4a"),
        "mp3" => Some("mp3"),
        "flac" => Some("flac"),
        "vorbis" => Some("ogg"),
        "pcm_s16le" | "pcm_s24le" | "pcm_s32le" | "pcm_f32le" | "pcm_u8" => Some("wav"),
        _ => None,
    }
}

/// `stem` with `extension`: `<work>/<job>` -> `<work>/<job>.m4a`.
fn with_extension(stem: &Path, extension: &str) -> PathBuf {
    let mut name = stem.as_os_str().to_owned();
    name.push(".");
    name.push(extension);
    PathBuf::from(name)
}

/// The options of every write from `input`, read as the probed container `demuxer`.
fn common_args(demuxer: &str, input: &Path) -> Vec<OsString> {
    let mut args: Vec<OsString> = vec![
        "-nostdin".into(),
        "-hide_banner".into(),
        "-loglevel".into(),
        "error".into(),
        "-n".into(),
    ];
    args.extend(input_args(demuxer, input));
    args
}

impl MediaTool {
    /// The audio track of `input` on its own, at `stem` with the extension its container takes.
    pub async fn extract_audio(
        &self,
        input: &Path,
        info: &MediaInfo,
        stem: &Path,
    ) -> Result<UploadAudio, MediaError> {
        let audio = info.audio.as_ref().ok_or_else(|| MediaError::NoAudio {
            path: input.to_path_buf(),
        })?;
        let container = copy_container(&audio.codec);
        let path = with_extension(stem, container.unwrap_or("flac"));
        let mut args = common_args(info.demuxer, input);
        args.extend(
            [
                "-map".into(),
                format!("0:{}", audio.index),
                "-vn".into(),
                "-sn".into(),
                "-dn".into(),
                "-map_metadata".into(),
                "-1".into(),
                "-map_chapters".into(),
                "-1".into(),
                "-c:a".into(),
                if container.is_some() { "copy" } else { "flac" }.into(),
            ]
            .into_iter()
            .map(|a: String| OsString::from(a)),
        );
        if container == Some("m4a") {
            args.extend(["-movflags".into(), "+faststart".into()]);
        }
        args.push(file_url(&path));
        self.write(input, args, &path).await?;
        Ok(UploadAudio {
            size_bytes: size(&path)?,
            path,
            copied: container.is_some(),
        })
    }

    /// `duration_ms` of `input`'s audio from `start_ms`, at `stem.flac`. `input` is probed first
    /// (see [`MediaTool::info`]): only a self-contained audio or video file is cut.
    pub async fn excerpt(
        &self,
        input: &Path,
        start_ms: u64,
        duration_ms: u64,
        stem: &Path,
    ) -> Result<UploadAudio, MediaError> {
        let info = self.info(input).await?;
        if info.audio.is_none() {
            return Err(MediaError::NoAudio {
                path: input.to_path_buf(),
            });
        }
        let path = with_extension(stem, "flac");
        let seconds = |ms: u64| OsString::from(format!("{}.{:03}", ms / 1000, ms % 1000));
        let mut args: Vec<OsString> = vec![
            "-nostdin".into(),
            "-hide_banner".into(),
            "-loglevel".into(),
            "error".into(),
            "-n".into(),
            // Before the input: a seek that decodes from the nearest point before and drops the
            // samples before `start_ms`, so the cut is exact.
            "-ss".into(),
            seconds(start_ms),
        ];
        args.extend(input_args(info.demuxer, input));
        args.extend([
            "-t".into(),
            seconds(duration_ms),
            "-map".into(),
            "0:a:0".into(),
            "-vn".into(),
            "-sn".into(),
            "-dn".into(),
            "-map_metadata".into(),
            "-1".into(),
            "-c:a".into(),
            "flac".into(),
        ]);
        args.push(file_url(&path));
        self.write(input, args, &path).await?;
        Ok(UploadAudio {
            size_bytes: size(&path)?,
            path,
            copied: false,
        })
    }

    /// Runs ffmpeg to write `out` from `input`; a partial `out` is removed when it fails. What was
    /// at `out` (a leftover of a run cut short) is removed first, never written through: ffmpeg
    /// then creates the file and overwrites nothing (`-n`).
    async fn write(&self, input: &Path, args: Vec<OsString>, out: &Path) -> Result<(), MediaError> {
        clear(out)?;
        let ran = run(&self.ffmpeg, args, input, UPLOAD_LIMIT, Output::little()).await;
        if let Err(e) = ran {
            let _ = std::fs::remove_file(out);
            return Err(unreadable(input, e));
        }
        Ok(())
    }
}

/// Removes what is at `out` (a file, or a link: never what it points to); nothing there is fine.
pub(crate) fn clear(out: &Path) -> Result<(), MediaError> {
    match std::fs::remove_file(out) {
        Err(e) if e.kind() != std::io::ErrorKind::NotFound => Err(MediaError::Failed {
            path: out.to_path_buf(),
            reason: e.to_string(),
        }),
        _ => Ok(()),
    }
}

fn size(path: &Path) -> Result<u64, MediaError> {
    std::fs::metadata(path)
        .map(|m| m.len())
        .map_err(|e| MediaError::Failed {
            path: path.to_path_buf(),
            reason: e.to_string(),
        })
}
