//! What a file holds, as ffprobe reads it: its container, its first audio track and its first
//! video track (a cover picture in an audio file is not video), each with where it starts and how
//! long it lasts. Only self-contained audio and video files are read (see `super::input`): any
//! other is refused as [`MediaError::NotSingleFile`] before ffprobe opens what it names.

use std::collections::HashMap;
use std::ffi::OsString;
use std::path::Path;
use std::time::Duration;

use serde::Deserialize;

use super::input::{SINGLE_FILE, detected_format, file_url, format_refused, kind_of, single_file_demuxer};
use super::run::{Output, reason, run_to_end};
use super::{MediaError, MediaTool};

/// How long ffprobe may take to read a file's header.
const INFO_LIMIT: Duration = Duration::from_secs(60);

/// The most of ffprobe's description that is read: a file's format and streams take a few
/// kilobytes; far more is a file made to exhaust memory.
pub(crate) const MAX_PROBE_JSON: usize = 4 * 1024 * 1024;

/// The most of ffprobe's debug output read to learn the name of a refused format.
const MAX_IDENTIFY_OUTPUT: usize = 64 * 1024;

/// A file's tracks, as far as Dubdeck uses them.
#[derive(Debug, Clone, PartialEq)]
pub struct MediaInfo {
    /// ffprobe's name of the container, e.g. "mov,mp4,m4a,3gp,3g2,mj2", "matroska,webm", "wav".
    pub container: String,
    /// The file's duration (its longest track's end).
    pub duration_ms: u64,
    pub audio: Option<AudioTrack>,
    pub video: Option<VideoTrack>,
    /// The demuxer every later run names with `-f` (one of `super::input::SINGLE_FILE`).
    pub(crate) demuxer: &'static str,
}

#[derive(Debug, Clone, PartialEq)]
pub struct AudioTrack {
    /// The track's number in the file (ffmpeg's stream index).
    pub index: u32,
    /// ffmpeg's codec name: "aac", "mp3", "opus", "flac", "pcm_s16le"...
    pub codec: String,
    pub start_ms: f64,
    pub duration_ms: f64,
    pub sample_rate: Option<u32>,
    pub channels: Option<u16>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct VideoTrack {
    pub index: u32,
    pub codec: String,
    pub start_ms: f64,
    pub duration_ms: f64,
    /// One frame, from the track's average frame rate (40 ms at 25 frames a second).
    pub frame_ms: f64,
}

impl MediaInfo {
    /// A short label: "mp4/aac" (container by the file's extension when ffprobe names several).
    pub fn format_label(&self, path: &Path) -> String {
        let container = path
            .extension()
            .map(|e| e.to_string_lossy().to_ascii_lowercase())
            .filter(|e| self.container.split(',').any(|c| c == e) || self.container.contains("matroska"))
            .unwrap_or_else(|| self.container.split(',').next().unwrap_or_default().to_owned());
        let codec = self.audio.as_ref().map_or("none", |a| a.codec.as_str());
        format!("{container}/{codec}")
    }
}

#[derive(Deserialize)]
struct Probed {
    #[serde(default)]
    streams: Vec<Stream>,
    format: Option<Format>,
}

#[derive(Deserialize)]
struct Stream {
    index: u32,
    codec_type: Option<String>,
    codec_name: Option<String>,
    start_time: Option<String>,
    duration: Option<String>,
    sample_rate: Option<String>,
    channels: Option<u16>,
    avg_frame_rate: Option<String>,
    r_frame_rate: Option<String>,
    #[serde(default)]
    disposition: HashMap<String, i64>,
    #[serde(default)]
    tags: HashMap<String, String>,
}

#[derive(Deserialize)]
struct Format {
    format_name: Option<String>,
    duration: Option<String>,
}

impl MediaTool {
    /// What `path` holds. A file ffprobe cannot read is `Unreadable`, with its reason; one it
    /// describes at more than [`MAX_PROBE_JSON`] is `ProbeTooLarge`; one that is not a
    /// self-contained audio or video file is `NotSingleFile`, and ffprobe opened nothing it names.
    pub async fn info(&self, path: &Path) -> Result<MediaInfo, MediaError> {
        let turn = self.turn(false).await;
        let ended = run_to_end(
            &self.ffprobe,
            probe_args(path, "error", true),
            path,
            INFO_LIMIT,
            Output::Collect { max: MAX_PROBE_JSON },
        )
        .await
        .map_err(|e| unreadable(path, e))?;
        drop(turn);
        if !ended.status.success() {
            if format_refused(&String::from_utf8_lossy(&ended.stderr)) {
                return Err(self.not_single_file(path).await);
            }
            return Err(MediaError::Unreadable {
                path: path.to_path_buf(),
                reason: reason(&ended.stderr, path, ended.status),
            });
        }
        match parse(&ended.stdout) {
            Some(Ok(info)) => Ok(info),
            // Not on the list: ffprobe's whitelist let it through (it never should).
            Some(Err(format)) => Err(MediaError::NotSingleFile {
                path: path.to_path_buf(),
                kind: kind_of(&format),
                format,
            }),
            None => Err(MediaError::NoContainer {
                path: path.to_path_buf(),
            }),
        }
    }

    /// The refusal of `path`, whose format ffprobe refused: probed again on the same terms (so
    /// still nothing it names is opened), only for ffprobe's name of the format.
    async fn not_single_file(&self, path: &Path) -> MediaError {
        let _turn = self.turn(false).await;
        let said = run_to_end(
            &self.ffprobe,
            probe_args(path, "debug", false),
            path,
            INFO_LIMIT,
            Output::Collect {
                max: MAX_IDENTIFY_OUTPUT,
            },
        )
        .await;
        let format = said
            .ok()
            .and_then(|ended| detected_format(&String::from_utf8_lossy(&ended.stderr)))
            .unwrap_or_default();
        MediaError::NotSingleFile {
            path: path.to_path_buf(),
            kind: kind_of(&format),
            format,
        }
    }
}

/// ffprobe's options for `path`: read through the `file` protocol only, as one of the
/// self-contained containers only; its description as JSON when `describe`.
fn probe_args(path: &Path, level: &str, describe: bool) -> Vec<OsString> {
    let mut args: Vec<OsString> = vec![
        "-v".into(),
        level.into(),
        "-protocol_whitelist".into(),
        "file".into(),
        "-format_whitelist".into(),
        SINGLE_FILE.join(",").into(),
    ];
    if describe {
        args.extend([
            "-print_format".into(),
            "json".into(),
            "-show_format".into(),
            "-show_streams".into(),
        ]);
    }
    args.extend(["-i".into(), file_url(path)]);
    args
}

/// A failed read of the input is the input's fault: `Unreadable`, with ffmpeg's reason.
pub(crate) fn unreadable(path: &Path, error: MediaError) -> MediaError {
    match error {
        MediaError::Failed { reason, .. } => MediaError::Unreadable {
            path: path.to_path_buf(),
            reason,
        },
        other => other,
    }
}

/// ffprobe's description read: `None` when it is not one, `Some(Err(format))` for a format that
/// is not one of the self-contained containers.
fn parse(json: &[u8]) -> Option<Result<MediaInfo, String>> {
    let probed: Probed = serde_json::from_slice(json).ok()?;
    let format = probed.format?;
    let container = format.format_name?;
    let Some(demuxer) = single_file_demuxer(&container) else {
        return Some(Err(container));
    };
    let audio = probed
        .streams
        .iter()
        .find(|s| s.codec_type.as_deref() == Some("audio"))
        .map(|s| AudioTrack {
            index: s.index,
            codec: s.codec_name.clone().unwrap_or_default(),
            start_ms: seconds_ms(s.start_time.as_deref()).unwrap_or(0.0),
            duration_ms: stream_duration_ms(s).unwrap_or(0.0),
            sample_rate: s.sample_rate.as_deref().and_then(|r| r.parse().ok()),
            channels: s.channels,
        });
    let video = probed
        .streams
        .iter()
        .find(|s| s.codec_type.as_deref() == Some("video") && s.disposition.get("attached_pic") != Some(&1))
        .map(|s| VideoTrack {
            index: s.index,
            codec: s.codec_name.clone().unwrap_or_default(),
            start_ms: seconds_ms(s.start_time.as_deref()).unwrap_or(0.0),
            duration_ms: stream_duration_ms(s).unwrap_or(0.0),
            frame_ms: frame_ms(s.avg_frame_rate.as_deref())
                .or_else(|| frame_ms(s.r_frame_rate.as_deref()))
                .unwrap_or(1000.0 / 30.0),
        });
    let file_ms = seconds_ms(format.duration.as_deref()).unwrap_or(0.0);
    let ends = [
        audio.as_ref().map(|a| a.start_ms + a.duration_ms),
        video.as_ref().map(|v| v.start_ms + v.duration_ms),
        Some(file_ms),
    ];
    let duration_ms = ends.into_iter().flatten().fold(0.0f64, f64::max);
    Some(Ok(MediaInfo {
        container,
        duration_ms: duration_ms.max(0.0).round() as u64,
        audio,
        video,
        demuxer,
    }))
}

/// A track's duration: its own, else Matroska's `DURATION` tag (which counts from the file's
/// start, so the track's start is taken off).
fn stream_duration_ms(s: &Stream) -> Option<f64> {
    seconds_ms(s.duration.as_deref()).or_else(|| {
        let tag = s.tags.iter().find(|(k, _)| k.eq_ignore_ascii_case("DURATION"))?.1;
        let total = clock_ms(tag)?;
        Some((total - seconds_ms(s.start_time.as_deref()).unwrap_or(0.0)).max(0.0))
    })
}

fn seconds_ms(text: Option<&str>) -> Option<f64> {
    let seconds: f64 = text?.trim().parse().ok()?;
    seconds.is_finite().then_some(seconds * 1000.0)
}

/// "00:01:02.500000000" -> 62500.
fn clock_ms(text: &str) -> Option<f64> {
    let mut parts = text.trim().split(':').rev();
    let seconds: f64 = parts.next()?.parse().ok()?;
    let minutes: f64 = parts.next().unwrap_or("0").parse().ok()?;
    let hours: f64 = parts.next().unwrap_or("0").parse().ok()?;
    Some(((hours * 60.0 + minutes) * 60.0 + seconds) * 1000.0)
}

/// "25/1" -> 40 ms.
fn frame_ms(rate: Option<&str>) -> Option<f64> {
    let (num, den) = rate?.split_once('/')?;
    let (num, den): (f64, f64) = (num.parse().ok()?, den.parse().ok()?);
    (num > 0.0 && den > 0.0).then(|| 1000.0 * den / num)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ffprobes_json_reads_as_tracks() {
        let json = br#"{"streams": [
            {"index": 0, "codec_type": "video", "codec_name": "h264", "start_time": "0.000000", "duration": "10.000000", "avg_frame_rate": "25/1"},
            {"index": 1, "codec_type": "audio", "codec_name": "aac", "start_time": "1.478000", "duration": "8.521333", "sample_rate": "48000", "channels": 2}
        ], "format": {"format_name": "mov,mp4,m4a,3gp,3g2,mj2", "duration": "10.000000"}}"#;
        let info = parse(json).unwrap().unwrap();
        assert_eq!(info.demuxer, "mov");
        let audio = info.audio.clone().unwrap();
        let video = info.video.clone().unwrap();
        assert_eq!(
            (audio.index, audio.codec.as_str(), audio.sample_rate),
            (1, "aac", Some(48_000))
        );
        assert!((audio.start_ms - 1478.0).abs() < 0.01 && (audio.duration_ms - 8521.333).abs() < 0.01);
        assert_eq!((video.codec.as_str(), video.frame_ms), ("h264", 40.0));
        assert_eq!(info.duration_ms, 10_000);
        assert_eq!(info.format_label(Path::new("/a/clip.MP4")), "mp4/aac");
        assert_eq!(info.format_label(Path::new("/a/clip")), "mov/aac");
    }

    #[test]
    fn matroska_durations_come_from_tags_and_cover_pictures_are_not_video() {
        let json = br#"{"streams": [
            {"index": 0, "codec_type": "audio", "codec_name": "flac", "start_time": "1.500000", "tags": {"DURATION": "00:00:10.000000000"}},
            {"index": 1, "codec_type": "video", "codec_name": "mjpeg", "disposition": {"attached_pic": 1}}
        ], "format": {"format_name": "matroska,webm", "duration": "10.000000"}}"#;
        let info = parse(json).unwrap().unwrap();
        assert_eq!(info.demuxer, "matroska");
        assert!(info.video.is_none(), "a cover picture is not a video");
        assert_eq!(info.audio.as_ref().unwrap().duration_ms, 8500.0);
        assert_eq!(info.format_label(Path::new("x.webm")), "webm/flac");
        assert!(parse(b"{}").is_none() && parse(b"not json").is_none());
        let playlist = br#"{"streams": [], "format": {"format_name": "hls"}}"#;
        assert_eq!(parse(playlist), Some(Err("hls".to_owned())));
    }
}
