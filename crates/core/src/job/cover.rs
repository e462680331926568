//! A cover, in the job's words: a dub of the user's own vocal stem paired with their instrumental
//! (kept in the library, so that the song can be mixed again for free), the song's key, and how
//! the finished file is made (levels, format, loudness); and why a mix was not made.

use std::path::PathBuf;

use serde::{Deserialize, Serialize};

use crate::codes::{IoProblem, MixStep};
use crate::ffmpeg::AudioFormat;

/// A dub's instrumental and key, fixed when the dub is added.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Cover {
    /// Dubdeck's own copy of the instrumental, in the library's `stems` folder.
    pub instrumental: PathBuf,
    /// The instrumental's file name as the user gave it.
    pub instrumental_name: String,
    /// The song's name (the vocal's file name without the separator's mark): the mix is named
    /// after it.
    pub song_name: String,
    /// Semitones the whole song moves: the vocal through the service's pitch shift (added to
    /// the voice's own), the instrumental here.
    pub key: i32,
}

/// How a dub's finished file is made; a paired dub's can change at every new mix.
#[derive(Debug, Clone, Copy, Default, PartialEq, Serialize, Deserialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct MixSettings {
    pub vocal_gain_db: f64,
    pub instrumental_gain_db: f64,
    /// `None`: as the service returns it (a mix is then a 16-bit WAV).
    pub format: Option<AudioFormat>,
    /// Integrated loudness in LUFS to normalise to; `None` leaves the levels as they are.
    pub loudness: Option<f64>,
}

impl MixSettings {
    /// Whether a dub without an instrumental is made into another file than the service's.
    pub fn changes_a_dub(&self) -> bool {
        self.format.is_some() || self.loudness.is_some()
    }

    /// The format a finished file (a mix, or a dub made into another format) is written in.
    pub fn mix_format(&self) -> AudioFormat {
        self.format.unwrap_or(AudioFormat::Wav)
    }
}

/// The two files a paired dub's mix is made of.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct Stems {
    /// The dubbed vocal, once downloaded.
    #[serde(serialize_with = "super::lossy_path")]
    #[specta(type = Option<String>)]
    pub vocal: Option<PathBuf>,
    /// The library's copy of the instrumental.
    #[serde(serialize_with = "super::lossy_path")]
    #[specta(type = Option<String>)]
    pub instrumental: Option<PathBuf>,
    /// The instrumental's file name as the user gave it.
    pub instrumental_name: String,
}

/// Why a dub's mix (or its file in the chosen format) was not made; the dub itself is done.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct MixFailure {
    pub step: MixStep,
    /// What the system said is wrong, when a file or folder was the cause.
    pub io: Option<IoProblem>,
    /// ffmpeg's or the system's own words, to quote as theirs.
    pub detail: Option<String>,
}

impl MixFailure {
    pub fn at(step: MixStep) -> MixFailure {
        MixFailure {
            step,
            io: None,
            detail: None,
        }
    }

    pub fn io(step: MixStep, error: &std::io::Error) -> MixFailure {
        MixFailure {
            step,
            io: Some(IoProblem::of(error)),
            detail: Some(error.to_string()),
        }
    }

    /// The column's text (JSON).
    pub fn to_column(&self) -> String {
        serde_json::to_string(self).unwrap_or_else(|_| self.step.as_str().to_owned())
    }

    /// The failure a column holds; text that is not one reads as a render failure quoting it.
    pub fn from_column(text: &str) -> MixFailure {
        serde_json::from_str(text).unwrap_or_else(|_| MixFailure {
            detail: Some(text.to_owned()),
            ..MixFailure::at(MixStep::Render)
        })
    }
}

impl std::fmt::Display for MixFailure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.step.as_str())?;
        if let Some(detail) = &self.detail {
            write!(f, ": {detail}")?;
        }
        Ok(())
    }
}

/// The song's name in a vocal stem's file stem: the mark a separator adds (`(Vocals)` from UVR,
/// `vocals` from Demucs, `acapella`...) taken off, with the separators around it. A stem without
/// a known mark is its own name.
pub fn song_name(vocal_stem: &str) -> String {
    const MARKS: [&str; 6] = ["vocals", "vocal", "acapella", "a cappella", "voice", "vox"];
    let lower = vocal_stem.to_lowercase();
    for mark in MARKS {
        let Some(at) = lower.rfind(mark) else {
            continue;
        };
        let end = at + mark.len();
        // A whole word only: "vocalist" or "voiceover" keep their name.
        let before_ok = lower[..at]
            .chars()
            .next_back()
            .is_none_or(|c| !c.is_alphanumeric());
        let after_ok = lower[end..].chars().next().is_none_or(|c| !c.is_alphanumeric());
        if !(before_ok && after_ok && vocal_stem.is_char_boundary(at) && vocal_stem.is_char_boundary(end)) {
            continue;
        }
        let trim = |s: &str| {
            s.trim_matches(|c: char| c.is_whitespace() || "_-.([{)]}".contains(c))
                .to_owned()
        };
        let (head, tail) = (trim(&vocal_stem[..at]), trim(&vocal_stem[end..]));
        let name = match (head.is_empty(), tail.is_empty()) {
            (false, true) => head,
            (true, false) => tail,
            (false, false) => format!("{head} {tail}"),
            (true, true) => continue,
        };
        return name;
    }
    vocal_stem.trim().to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_song_is_named_without_the_separators_mark() {
        for (stem, song) in [
            ("Song (Vocals)", "Song"),
            ("1_Song_(Vocals)", "1_Song"),
            ("song.vocals", "song"),
            ("vocals", "vocals"),
            ("Song - acapella", "Song"),
            ("Song [Vocal] 2024", "Song 2024"),
            ("The Vocalist", "The Vocalist"),
            ("Voiceover take", "Voiceover take"),
        ] {
            assert_eq!(song_name(stem), song, "{stem}");
        }
    }

    #[test]
    fn a_mix_failure_comes_back_as_stored_and_old_text_reads_as_a_render_failure() {
        let full = MixFailure::io(
            MixStep::Place,
            &std::io::Error::from(std::io::ErrorKind::StorageFull),
        );
        assert_eq!(MixFailure::from_column(&full.to_column()), full);
        let text = MixFailure::from_column("odd");
        assert_eq!(
            (text.step, text.detail.as_deref()),
            (MixStep::Render, Some("odd"))
        );
    }
}
