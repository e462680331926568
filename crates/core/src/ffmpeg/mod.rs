//! Dubdeck's local media work done by running ffmpeg, the field's own tool (its demuxers, decoders,
//! encoders and muxers, never hand-written codecs), as child processes: what a file holds
//! (`ffprobe`), a video's audio taken out for upload, an audition's excerpt and where a file is
//! loudest, and a dub put back into the video it came from. What is decoded in process, without
//! ffmpeg, is [`crate::decode`]'s. Every front end reaches it through the application context and
//! the engine.
//!
//! ffmpeg runs as a child process with a time limit (`run`), never in the app's process: a file it
//! cannot read is refused with ffmpeg's own reason, and one it chokes on costs that child only. It
//! is found once, when first needed (`tool`): `DUBDECK_FFMPEG`, else beside Dubdeck's executable (the
//! Windows and macOS installers bundle it there), else on the `PATH`. Without it, what needs it is
//! refused in words and the rest works: a video is then uploaded whole and comes back as audio.
//!
//! Everything here is async (child processes); the files written are the callers' to keep or remove.
//! Runs take turns ([`MediaTool`] holds the places): a few at once for every caller of one tool
//! (the engine's jobs and the front ends' probes and waveforms alike), and the long runs that
//! write files never all of them.

mod energy;
mod error;
mod info;
mod input;
mod mix;
mod mux;
mod run;
mod tool;
mod upload;

pub use crate::codes::ContainerKind;
pub use energy::{Energy, Excerpt, SLICE_MS};
pub use error::MediaError;
pub use info::{AudioTrack, MediaInfo, VideoTrack};
pub use mix::{AudioFormat, GAIN_RANGE_DB, KEY_RANGE, LOUDNESS_RANGE, Mix, MixError, TRUE_PEAK_CEILING_DB};
pub use mux::{VIDEO_EXTENSIONS, video_output_extension};
pub use tool::{MIN_MAJOR_VERSION, MediaSupport, MediaTool, TOOL_ENV, ToolMissing};
pub use upload::{AUDITION_MS, UploadAudio};

/// A stand-in for ffmpeg or ffprobe in tests: an executable shell script `name` in `dir` running
/// `script`.
#[cfg(all(test, unix))]
fn fake_tool(dir: &std::path::Path, name: &str, script: &str) -> std::io::Result<std::path::PathBuf> {
    use std::os::unix::fs::PermissionsExt;
    let path = dir.join(name);
    std::fs::write(&path, format!("#!/bin/sh\n{script}\n"))?;
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755))?;
    Ok(path)
}
