//! The service's limits the page checks against before it asks (exported as `LIMITS`): the same
//! figures the core checks with, so that the page and the core cannot disagree.

use serde::Serialize;
use specta::Type;

use super::{PitchRange, TrainingLimits};

#[derive(Debug, Clone, Copy, PartialEq, Serialize, Type)]
#[serde(rename_all = "camelCase")]
pub struct Limits {
    /// The semitones a dub may be shifted by.
    pub pitch_shift: PitchRange,
    /// The longest catalogue search, in characters.
    pub search_max_chars: u32,
    /// The longest input a dub takes.
    pub dub_max_ms: u64,
    /// What a dub costs: this many credits per started minute of its input.
    pub dub_credits_per_minute: u32,
    /// The length of an audition's excerpt; a file this long or shorter is dubbed whole.
    pub audition_ms: u64,
    pub training: TrainingLimits,
    /// The oldest ffmpeg (major version) Dubdeck's media work runs on.
    pub ffmpeg_min_version: u32,
}

impl Limits {
    pub fn service() -> Limits {
        let pitch = dubdeck_api::limits::PITCH_SHIFT;
        Limits {
            pitch_shift: PitchRange {
                min: *pitch.start(),
                max: *pitch.end(),
            },
            search_max_chars: u32::try_from(*dubdeck_api::limits::SEARCH_CHARS.end()).unwrap_or(u32::MAX),
            dub_max_ms: dubdeck_core::decode::MAX_DUB_DURATION_MS,
            dub_credits_per_minute: u32::try_from(dubdeck_core::cost::CREDITS_PER_MINUTE).unwrap_or(u32::MAX),
            audition_ms: dubdeck_core::ffmpeg::AUDITION_MS,
            training: TrainingLimits::service(),
            ffmpeg_min_version: dubdeck_core::ffmpeg::MIN_MAJOR_VERSION,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_limits_are_the_interfaces() {
        let l = Limits::service();
        assert_eq!((l.pitch_shift.min, l.pitch_shift.max), (-24, 24));
        assert_eq!((l.search_max_chars, l.dub_max_ms), (50, 30 * 60_000));
        // An audition is paid as one started minute: the service's minimum charge.
        assert!(l.audition_ms <= 60_000);
    }
}
