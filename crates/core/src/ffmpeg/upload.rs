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
use super::input::{file_url, input as input_args, writing};
use super::run::{Output, run};
use super::{MediaError, MediaInfo, MediaTool};

/// An audition lasts this long (or the whole file, when it is shorter).
pub const AUDITION_MS: u64 = 30_000;

/// Room for a container's own bytes (headers, indexes) beside the audio and pictures it holds.
const CONTAINER_MARGIN: u64 = 64 * 1024 * 1024;

/// The most bytes `ms` of audio can take decoded: 32-bit samples (the widest FLAC stores; FLAC is
/// never much larger than its samples), at the track's rate and channels (192 kHz and 8 channels
/// when ffprobe did not say).
pub(crate) fn pcm_bytes(ms: f64, rate: Option<u32>, channels: Option<u16>) -> u64 {
    let rate = u64::from(rate.unwrap_or(192_000).max(1));
    let channels = u64::from(channels.unwrap_or(8).max(1));
    let ms = ms.max(0.0).ceil() as u64;
    ms.saturating_mul(rate).saturating_mul(channels).saturating_mul(4) / 1000
}

/// The most an output may hold: `content` bytes of audio and pictures, and room for its
/// container.
pub(crate) fn output_bound(content: u64) -> u64 {
    content
        .saturating_add(content / 100)
        .saturating_add(CONTAINER_MARGIN)
}

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
    let mut args = writing();
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
        // A copy is part of the input; a conversion at most the longest sound the service dubs,
        // decoded.
        let content = match container {
            Some(_) => input_size(input)?,
            None => pcm_bytes(
                crate::decode::MAX_DUB_DURATION_MS as f64,
                audio.sample_rate,
                audio.channels,
            ),
        };
        self.write(input, args, &path, output_bound(content), UPLOAD_LIMIT)
            .await
            .map_err(|e| unreadable(input, e))?;
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
        let mut args = writing();
        // Before the input: a seek that decodes from the nearest point before and drops the
        // samples before `start_ms`, so the cut is exact.
        args.extend(["-ss".into(), seconds(start_ms)]);
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
        let audio = info.audio.as_ref();
        let content = pcm_bytes(
            duration_ms as f64,
            audio.and_then(|a| a.sample_rate),
            audio.and_then(|a| a.channels),
        );
        self.write(input, args, &path, output_bound(content), UPLOAD_LIMIT)
            .await
            .map_err(|e| unreadable(input, e))?;
        Ok(UploadAudio {
            size_bytes: size(&path)?,
            path,
            copied: false,
        })
    }

    /// Runs ffmpeg (`args`, ending with the output) to write `out` from `input`, in at most
    /// `time`. What was at `out` (a leftover of a run cut short) is removed first, never written
    /// through: ffmpeg then creates the file and overwrites nothing (`-n`). ffmpeg stops writing
    /// past `max_bytes` (`-fs`, put before the output here); an output that reached it is
    /// `OutputTooLarge`: the input decodes to far more than it says it holds. A partial `out` is
    /// removed when the run fails. The run waits for a place among the writes
    /// ([`MediaTool::turn`]).
    pub(super) async fn write(
        &self,
        input: &Path,
        mut args: Vec<OsString>,
        out: &Path,
        max_bytes: u64,
        time: Duration,
    ) -> Result<(), MediaError> {
        clear(out)?;
        let _turn = self.turn(true).await;
        let at = args.len().saturating_sub(1);
        args.splice(at..at, ["-fs".into(), max_bytes.to_string().into()]);
        if let Err(e) = run(&self.ffmpeg, args, input, time, Output::little()).await {
            let _ = std::fs::remove_file(out);
            return Err(e);
        }
        if size(out)? >= max_bytes {
            let _ = std::fs::remove_file(out);
            return Err(MediaError::OutputTooLarge {
                path: input.to_path_buf(),
                limit_bytes: max_bytes,
            });
        }
        Ok(())
    }
}

/// The size of the file at `input`.
pub(super) fn input_size(input: &Path) -> Result<u64, MediaError> {
    std::fs::metadata(input)
        .map(|m| m.len())
        .map_err(|e| MediaError::Unreadable {
            path: input.to_path_buf(),
            reason: e.to_string(),
        })
}

/// Removes what is at `out` (a file, or a link: never what it points to); nothing there is fine.
fn clear(out: &Path) -> Result<(), MediaError> {
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bounds_follow_the_audio_and_leave_room_for_the_container() {
        // Ten seconds of 48 kHz stereo as 32-bit samples.
        assert_eq!(pcm_bytes(10_000.0, Some(48_000), Some(2)), 3_840_000);
        // Unknown: the widest a track can be.
        assert_eq!(pcm_bytes(1_000.0, None, None), 192_000 * 8 * 4);
        assert_eq!(pcm_bytes(-5.0, Some(48_000), Some(2)), 0);
        assert_eq!(output_bound(0), CONTAINER_MARGIN);
        assert_eq!(output_bound(1_000_000_000), 1_010_000_000 + CONTAINER_MARGIN);
        assert_eq!(output_bound(u64::MAX), u64::MAX);
    }

    /// An output that reaches its bound is refused and removed, whatever ffmpeg said of it (this
    /// ffmpeg ignores `-fs` and writes 3 MB); one below it is kept.
    #[cfg(unix)]
    #[tokio::test]
    async fn an_output_past_its_bound_is_refused_and_removed() {
        let dir = tempfile::tempdir().unwrap();
        let fake = |name: &str, script: &str| super::super::fake_tool(dir.path(), name, script).unwrap();
        fake("ffprobe", "exit 1");
        let ffmpeg = fake(
            "ffmpeg",
            "if [ \"$2\" = -version ]; then echo 'ffmpeg version 6.0'; exit 0; fi\n\
             for a; do last=$a; prev=$fs; fs=$a; done\n\
             echo \"$prev\" > \"${last#file:}.fs\"\n\
             head -c 3000000 /dev/zero > \"${last#file:}\"",
        );
        let tool = MediaTool::at(&ffmpeg).await.unwrap();
        let input = dir.path().join("in.mkv");
        std::fs::write(&input, b"x").unwrap();
        let out = dir.path().join("out.flac");
        let args = || vec![OsString::from("-i"), OsString::from("in"), file_url(&out)];
        let got = tool
            .write(&input, args(), &out, 1_000_000, Duration::from_secs(10))
            .await;
        assert_eq!(
            got,
            Err(MediaError::OutputTooLarge {
                path: input.clone(),
                limit_bytes: 1_000_000
            })
        );
        assert!(!out.exists());
        tool.write(&input, args(), &out, 4_000_000, Duration::from_secs(10))
            .await
            .unwrap();
        assert_eq!(std::fs::metadata(&out).unwrap().len(), 3_000_000);
        // The bound was given to ffmpeg just before the output.
        let given = std::fs::read_to_string(dir.path().join("out.flac.fs")).unwrap();
        assert_eq!(given.trim(), "4000000");
    }
}
