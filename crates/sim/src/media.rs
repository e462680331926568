//! Media: measure the duration of uploaded audio/video by decoding it, and render dub results.
//!
//! INTERFACE (fixed; bodies are being written): everything here is blocking; call it from
//! `tokio::task::spawn_blocking`.

use std::path::Path;

/// What decoding a file found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MediaInfo {
    /// Duration measured from the decoded audio frames, in milliseconds.
    pub duration_ms: u64,
    /// Container, e.g. "wav", "mp3", "flac", "ogg", "mp4", "mkv".
    pub container: String,
    /// Audio codec, e.g. "pcm_s16le", "mp3", "flac", "vorbis", "aac".
    pub codec: String,
    pub sample_rate: u32,
    pub channels: u16,
}

#[derive(Debug, thiserror::Error)]
pub enum MediaError {
    #[error("the file could not be read: {0}")]
    Io(#[from] std::io::Error),
    #[error("the file is not decodable audio or video: {0}")]
    Undecodable(String),
    #[error("the file has no audio track")]
    NoAudio,
}

/// Decodes the whole file and measures its duration from the decoded frames.
pub fn analyze(path: &Path) -> Result<MediaInfo, MediaError> {
    let _ = path;
    unimplemented!("media::analyze is being written")
}

/// Decodes `input`, pitch-shifts it by `pitch_shift` semitones (keeping its duration) and writes the
/// result as a 16-bit PCM WAV file at `output`, streaming (memory does not grow with the input).
/// Returns what `analyze` would say of the output.
pub fn render_dub(input: &Path, output: &Path, pitch_shift: i32) -> Result<MediaInfo, MediaError> {
    let _ = (input, output, pitch_shift);
    unimplemented!("media::render_dub is being written")
}
