//! Auto pitch through the context: where a voice sits (measured from the user's own training
//! recordings the first time it is asked, then kept; or the range the user gave a public voice),
//! and the shift proposed for a vocal and a voice, with what it rests on.

use std::path::{Path, PathBuf};

use serde::Serialize;
use uuid::Uuid;

use super::{AppContext, AppError};
use crate::codes::RefusalReason;
use crate::ledger::{PitchSource, VoicePitch};
use crate::pitch::{self, PitchProposal, ShiftStep, VoiceRange};

/// What auto pitch proposes for a vocal and a voice.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, specta::Type)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum PitchAdvice {
    /// A shift, and the pitches it brings together.
    Proposed { proposal: PitchProposal },
    /// Where the voice sits is not known: a public voice nobody gave a range to, or an own voice
    /// whose training recordings are gone. Nothing is proposed.
    VoiceUnknown,
    /// The vocal holds no voice whose pitch the tracker is sure of.
    NoVocalPitch,
    /// The vocal cannot be read.
    VocalUnreadable { reason: RefusalReason },
}

impl AppContext {
    /// Where `voice` sits: as kept, else measured from the recordings this library trained it
    /// on (and kept from then on); `None` when neither is known.
    pub async fn voice_pitch(&self, voice: Uuid) -> Result<Option<VoicePitch>, AppError> {
        let ledger = self.ledger().clone();
        tokio::task::spawn_blocking(move || -> Result<_, AppError> {
            if let Some(known) = ledger.voice_pitch().get(voice)? {
                return Ok(Some(known));
            }
            let Some(training) = ledger.voices().get(voice)?.and_then(|v| v.training_id) else {
                return Ok(None);
            };
            // The training's job may have been removed from the library since.
            let record = match ledger.trainings().get(training) {
                Ok(record) => record,
                Err(crate::ledger::LedgerError::NotFound { .. }) => return Ok(None),
                Err(e) => return Err(e.into()),
            };
            let files: Vec<PathBuf> = record
                .files
                .into_iter()
                .map(|f| f.spec.path)
                .filter(|p| p.is_file())
                .collect();
            let paths: Vec<&Path> = files.iter().map(PathBuf::as_path).collect();
            // A recording that cannot be read any more adds nothing.
            let Ok(Some(hz)) = crate::quality::set_pitch(&paths) else {
                return Ok(None);
            };
            let measured = VoicePitch {
                range: VoiceRange::Hz { hz },
                source: PitchSource::Training,
            };
            ledger.voice_pitch().set(voice, Some(measured))?;
            Ok(Some(measured))
        })
        .await
        .map_err(AppError::worker)?
    }

    /// Records where a voice sits, as the user says (`None` forgets it).
    pub async fn set_voice_range(&self, voice: Uuid, range: Option<VoiceRange>) -> Result<(), AppError> {
        let pitch = range.map(|range| VoicePitch {
            range,
            source: PitchSource::User,
        });
        Ok(self
            .ledger()
            .call(move |l| l.voice_pitch().set(voice, pitch))
            .await?)
    }

    /// The shift that brings the vocal at `vocal` into `voice`'s range, moving by `step`.
    pub async fn propose_pitch(
        &self,
        vocal: &Path,
        voice: Uuid,
        step: ShiftStep,
    ) -> Result<PitchAdvice, AppError> {
        let Some(known) = self.voice_pitch(voice).await? else {
            return Ok(PitchAdvice::VoiceUnknown);
        };
        let vocal = vocal.to_path_buf();
        let measured = tokio::task::spawn_blocking(move || crate::quality::median_pitch(&vocal))
            .await
            .map_err(AppError::worker)?;
        Ok(match measured {
            Err(e) => PitchAdvice::VocalUnreadable { reason: e.code() },
            Ok(None) => PitchAdvice::NoVocalPitch,
            Ok(Some(song_hz)) => match pitch::propose(song_hz, known.range.hz(), step) {
                Some(proposal) => PitchAdvice::Proposed { proposal },
                None => PitchAdvice::NoVocalPitch,
            },
        })
    }
}
