//! The A/B player's view: the two sides of a done dub, and a side's waveform.

use serde::{Deserialize, Serialize};
use specta::Type;

/// What the A/B player plays for a done dub.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Type)]
#[serde(rename_all = "camelCase")]
pub struct JobMedia {
    pub original: MediaTrack,
    pub dub: MediaTrack,
    /// The dub of a video put back into a copy of it: the picture the player shows, with the dub
    /// as its sound (the original's sound is `original`'s, on the same playhead).
    pub video: Option<MediaTrack>,
    /// A cover's instrumental, which the mixer plays under the dub on the same playhead.
    pub instrumental: Option<MediaTrack>,
    /// An audition: where its stretch starts in the original (the original plays from there).
    pub excerpt_start_ms: Option<u64>,
}

/// Which of a done dub's files: its audio, its video copy, or a cover's mix.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Type)]
#[serde(rename_all = "snake_case")]
pub enum ResultFile {
    Audio,
    Video,
    Mix,
}

/// One side of the player.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Type)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum MediaTrack {
    /// Playable from `url` (loopback HTTP, with seeking).
    Ready { url: String, name: String },
    /// The file the library records is no longer there.
    Missing { path: String },
    /// The input was a link: the service fetched it, there is no local file to play.
    Link { url: String },
}

/// Which side of the player.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Type)]
#[serde(rename_all = "snake_case")]
pub enum MediaSide {
    Original,
    Dub,
}

/// A waveform to draw: `bars` from 0 (silence) to 255 (full scale), each the loudest moment of an
/// equal slice of the file. Empty when this audio has no decoder here.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Type)]
#[serde(rename_all = "camelCase")]
pub struct WavePeaks {
    pub duration_ms: u64,
    pub bars: Vec<u8>,
}
