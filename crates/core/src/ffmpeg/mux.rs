//! A dub put back into the video it came from: the picture copied packet for packet (never
//! re-encoded), the dub as the one audio track, placed where the original's audio started and
//! ending with the picture (padded with silence, or cut), so that the two stay in sync to within a
//! frame.
//!
//! The container is the original's when it can hold the audio written (MP4, M4V, MOV: AAC at 256
//! kb/s, which listeners cannot tell from the source; Matroska: FLAC, lossless; WebM: Opus at 192
//! kb/s, WebM's own audio), else Matroska, which holds any picture.

use std::ffi::OsString;
use std::path::Path;
use std::time::Duration;

use super::input::{file_url, input as input_args, writing};
use super::upload::{input_size, output_bound, pcm_bytes};
use super::{MediaError, MediaInfo, MediaTool};

/// How long putting a dub into its video may take (the picture is copied, the audio encoded).
const MUX_LIMIT: Duration = Duration::from_secs(20 * 60);

/// The extensions a video copy of a dub may have.
pub const VIDEO_EXTENSIONS: &[&str] = &["mp4", "m4v", "mov", "webm", "mkv"];

/// The extension of the video a dub of `input` is written to.
pub fn video_output_extension(input: &Path) -> &'static str {
    match input
        .extension()
        .map(|e| e.to_string_lossy().to_ascii_lowercase())
        .as_deref()
    {
        Some("mp4") => "mp4",
        Some("m4v") => "m4v",
        Some("mov") => "mov",
        Some("webm") => "webm",
        _ => "mkv",
    }
}

/// ffmpeg's muxer and the audio encoding for an output extension.
fn plan(extension: &str) -> (&'static str, &'static [&'static str]) {
    match extension {
        "mp4" | "m4v" => ("mp4", &["-c:a", "aac", "-b:a", "256k", "-movflags", "+faststart"]),
        "mov" => ("mov", &["-c:a", "aac", "-b:a", "256k", "-movflags", "+faststart"]),
        "webm" => ("webm", &["-c:a", "libopus", "-b:a", "192k"]),
        _ => ("matroska", &["-c:a", "flac"]),
    }
}

impl MediaTool {
    /// Writes `video` (described by `info`) with `dub` as its audio to `part`, in the container of
    /// `extension` (see [`video_output_extension`]); the caller moves `part` into place. `dub` is
    /// probed first (see [`MediaTool::info`]): only a self-contained audio file is read. What was
    /// at `part` is removed first, never written through; ffmpeg overwrites nothing (`-n`), so
    /// `part` belongs in a folder only Dubdeck writes to. The output may hold at most the video's
    /// size and the dub's length decoded (`-fs`), else it is `OutputTooLarge`.
    pub async fn mux(
        &self,
        video: &Path,
        info: &MediaInfo,
        dub: &Path,
        part: &Path,
        extension: &str,
    ) -> Result<(), MediaError> {
        let picture = info.video.as_ref().ok_or_else(|| MediaError::NoVideo {
            path: video.to_path_buf(),
        })?;
        let sound = self.info(dub).await?;
        if sound.audio.is_none() {
            return Err(MediaError::NoAudio {
                path: dub.to_path_buf(),
            });
        }
        // Where the original's sound began, from the picture's start, and how long the sound
        // must last to end with the picture.
        let audio_start = info
            .audio
            .as_ref()
            .map_or(picture.start_ms, |a| a.start_ms)
            .max(picture.start_ms);
        let offset_ms = audio_start - picture.start_ms;
        let length_ms = (picture.start_ms + picture.duration_ms - audio_start).max(0.0);
        let seconds = |ms: f64| OsString::from(format!("{:.3}", ms / 1000.0));
        let (muxer, audio) = plan(extension);
        let mut args = writing();
        args.extend(input_args(info.demuxer, video));
        args.extend(["-itsoffset".into(), seconds(offset_ms)]);
        args.extend(input_args(sound.demuxer, dub));
        args.extend([
            "-map".into(),
            format!("0:{}", picture.index).into(),
            "-map".into(),
            "1:a:0".into(),
            "-map_metadata".into(),
            "0".into(),
            "-c:v".into(),
            "copy".into(),
            "-af".into(),
            format!("apad,atrim=duration={:.3}", length_ms / 1000.0).into(),
        ]);
        args.extend(audio.iter().map(OsString::from));
        args.extend(["-f".into(), muxer.into(), file_url(part)]);
        // The picture is copied: at most the video's own size; the sound, the dub decoded at most.
        let picture_bytes = input_size(video)?;
        let sound_track = sound.audio.as_ref();
        let sound_bytes = pcm_bytes(
            length_ms,
            sound_track.and_then(|a| a.sample_rate).map(|r| r.max(48_000)),
            sound_track.and_then(|a| a.channels),
        );
        let bound = output_bound(picture_bytes.saturating_add(sound_bytes));
        self.write(video, args, part, bound, MUX_LIMIT).await
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_container_is_kept_where_it_holds_the_audio() {
        for (input, out) in [
            ("/v/clip.mp4", "mp4"),
            ("/v/clip.MOV", "mov"),
            ("/v/clip.m4v", "m4v"),
            ("/v/clip.webm", "webm"),
            ("/v/clip.mkv", "mkv"),
            ("/v/clip.avi", "mkv"),
            ("/v/clip", "mkv"),
        ] {
            assert_eq!(video_output_extension(Path::new(input)), out, "{input}");
        }
    }
}
