//! The interface's string enums; each keeps unknown values (see `open_enum`).

use crate::open_enum::open_enum;

open_enum! {
    /// The state of a dub (interface 3.1).
    pub enum DubStatus {
        New = "new",
        Preprocessing = "preprocessing",
        Preprocessed = "preprocessed",
        Queued = "queued",
        Starting = "starting",
        Processing = "processing",
        Finalizing = "finalizing",
        Done = "done",
        Error = "error",
    }
}

impl DubStatus {
    /// The dub will not change any more (done or error).
    pub fn is_terminal(&self) -> bool {
        matches!(self, DubStatus::Done | DubStatus::Error)
    }

    /// The service is working on the dub: polling will show progress. `new` (waiting for the
    /// client's upload and preprocess call) and `preprocessed` (waiting for generate) are not.
    pub fn is_processing(&self) -> bool {
        matches!(
            self,
            DubStatus::Preprocessing
                | DubStatus::Queued
                | DubStatus::Starting
                | DubStatus::Processing
                | DubStatus::Finalizing
        )
    }
}

open_enum! {
    /// The state of a custom voice; the interface shows only these three.
    pub enum VoiceStatus {
        New = "new",
        Queued = "queued",
        Done = "done",
    }
}

impl VoiceStatus {
    /// Training finished and the voice can be used.
    pub fn is_done(&self) -> bool {
        *self == VoiceStatus::Done
    }
}

open_enum! {
    /// Where a dub's input came from.
    pub enum InputSource {
        Upload = "upload",
        Link = "link",
    }
}

open_enum! {
    /// A public voice's language.
    pub enum Language {
        English = "english",
        Spanish = "spanish",
        Korean = "korean",
        Japanese = "japanese",
        French = "french",
        Russian = "russian",
        Thai = "thai",
    }
}

open_enum! {
    /// A public voice's genre.
    pub enum Genre {
        Pop = "pop",
        Rap = "rap",
        Rock = "rock",
        Country = "country",
        Rnb = "rnb",
        Alternative = "alternative",
        Jazz = "jazz",
    }
}

open_enum! {
    /// A public voice's style.
    pub enum Style {
        Singing = "singing",
        Rapping = "rapping",
        Speaking = "speaking",
        Character = "character",
        Other = "other",
    }
}

open_enum! {
    /// The image format of a public voice's avatar.
    pub enum AvatarFormat {
        Webp = "webp",
        Gif = "gif",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_values_round_trip_and_unknown_values_are_kept() {
        for status in DubStatus::KNOWN {
            let json = serde_json::to_string(status).unwrap();
            assert_eq!(&serde_json::from_str::<DubStatus>(&json).unwrap(), status);
        }
        let odd: DubStatus = serde_json::from_str(r#""uploading""#).unwrap();
        assert_eq!(odd, DubStatus::Unknown("uploading".into()));
        assert_eq!(serde_json::to_string(&odd).unwrap(), r#""uploading""#);
        assert!(!odd.is_known() && !odd.is_terminal() && !odd.is_processing());
        assert!(serde_json::from_str::<Genre>("3").is_err());
        assert_eq!("jazz".parse::<Genre>(), Ok(Genre::Jazz));
        assert_eq!(Language::KNOWN.len(), 7);
        assert_eq!(Style::Other.to_string(), "other");
    }

    #[test]
    fn terminal_and_processing_states() {
        let terminal: Vec<_> = DubStatus::KNOWN.iter().filter(|s| s.is_terminal()).collect();
        assert_eq!(terminal, [&DubStatus::Done, &DubStatus::Error]);
        assert!(!DubStatus::New.is_processing() && !DubStatus::Preprocessed.is_processing());
        assert!(DubStatus::Finalizing.is_processing() && !DubStatus::Done.is_processing());
        assert!(VoiceStatus::Done.is_done() && !VoiceStatus::Queued.is_done());
    }
}
