//! Auto pitch: the pitch shift that brings a song's vocal into a voice's range. The song's pitch
//! is the median pitch of its vocal (the quality report's pitch tracker); the voice's is the
//! median of its training recordings for the user's own voices, or a range the user gave once for
//! a public voice. The proposal moves in whole octaves by default (a melody keeps its shape and the
//! instrumental stays where it is) or in semitones when asked; without a known range there is no
//! proposal. Front ends word the reason from the values ("this vocal sits near 220 Hz, your voice
//! near 110 Hz: -12"). The pitches are measured by [`crate::quality::median_pitch`] and
//! [`crate::quality::set_pitch`].

use serde::{Deserialize, Serialize};

/// The pitch shifts the service applies, in semitones.
pub const SHIFT_RANGE: std::ops::RangeInclusive<i32> = -24..=24;

/// Where a voice sits, as the user knows it for a public voice.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize, specta::Type)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum VoiceRange {
    /// A low voice (bass, baritone): near C3.
    Low,
    /// A middle voice (tenor, alto): near A3.
    Middle,
    /// A high voice (soprano, a child's): near F4.
    High,
    /// The voice's own median pitch.
    Hz { hz: f64 },
}

impl VoiceRange {
    /// The range's middle, in Hz.
    pub fn hz(self) -> f64 {
        match self {
            VoiceRange::Low => 130.81,
            VoiceRange::Middle => 220.0,
            VoiceRange::High => 349.23,
            VoiceRange::Hz { hz } => hz,
        }
    }
}

/// How the proposal moves.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, specta::Type)]
#[serde(rename_all = "snake_case")]
pub enum ShiftStep {
    /// Whole octaves (the default).
    #[default]
    Octaves,
    /// Semitones.
    Semitones,
}

/// A proposed pitch shift and what it rests on.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct PitchProposal {
    /// The median pitch of the song's vocal.
    pub song_hz: f64,
    /// The voice's.
    pub voice_hz: f64,
    /// The shift, in semitones (a multiple of 12 in octaves), within [`SHIFT_RANGE`].
    pub semitones: i32,
}

/// The shift that brings a vocal at `song_hz` nearest to a voice at `voice_hz`; `None` when
/// either is not a pitch.
pub fn propose(song_hz: f64, voice_hz: f64, step: ShiftStep) -> Option<PitchProposal> {
    let usable = |hz: f64| hz.is_finite() && hz > 20.0;
    if !usable(song_hz) || !usable(voice_hz) {
        return None;
    }
    let apart = 12.0 * (voice_hz / song_hz).log2();
    let semitones = match step {
        ShiftStep::Octaves => (apart / 12.0).round() * 12.0,
        ShiftStep::Semitones => apart.round(),
    };
    // Within the service's range; in octaves, whole octaves only.
    let limit = match step {
        ShiftStep::Octaves => 24,
        ShiftStep::Semitones => *SHIFT_RANGE.end(),
    };
    Some(PitchProposal {
        song_hz,
        voice_hz,
        semitones: (semitones as i32).clamp(-limit, limit),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_proposal_moves_by_whole_octaves_unless_asked() {
        let at = |song: f64, voice: f64, step| propose(song, voice, step).map(|p| p.semitones);
        assert_eq!(at(220.0, 110.0, ShiftStep::Octaves), Some(-12));
        assert_eq!(at(110.0, 440.0, ShiftStep::Octaves), Some(24));
        // Five semitones apart: nearer no octave than the one it is in.
        assert_eq!(
            at(220.0, 220.0 * 2f64.powf(5.0 / 12.0), ShiftStep::Octaves),
            Some(0)
        );
        assert_eq!(
            at(220.0, 220.0 * 2f64.powf(5.0 / 12.0), ShiftStep::Semitones),
            Some(5)
        );
        assert_eq!(at(220.0, 200.0, ShiftStep::Semitones), Some(-2));
        // Three octaves apart: the service's range ends at two.
        assert_eq!(at(880.0, 110.0, ShiftStep::Octaves), Some(-24));
        assert_eq!(at(0.0, 110.0, ShiftStep::Octaves), None);
        assert_eq!(at(220.0, f64::NAN, ShiftStep::Semitones), None);
    }

    #[test]
    fn a_range_named_in_words_has_a_pitch() {
        assert!(VoiceRange::Low.hz() < VoiceRange::Middle.hz());
        assert!(VoiceRange::Middle.hz() < VoiceRange::High.hz());
        assert_eq!(VoiceRange::Hz { hz: 98.0 }.hz(), 98.0);
    }
}
