//! Where each voice sits, for auto pitch ([`crate::pitch`]): the median pitch of the user's own
//! training recordings, measured when the training is sent, or the range the user gave once on a
//! public voice's card. A range the user gives replaces a measured one only when asked to.

use rusqlite::{OptionalExtension, params};
use serde::Serialize;
use uuid::Uuid;

use super::Ledger;
use super::codec;
use super::error::{LedgerError, LedgerResult};
use crate::pitch::VoiceRange;

/// Where a voice's range came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, specta::Type)]
#[serde(rename_all = "snake_case")]
pub enum PitchSource {
    /// Measured from the recordings the voice was trained on.
    Training,
    /// Given by the user.
    User,
}

impl PitchSource {
    fn as_str(self) -> &'static str {
        match self {
            PitchSource::Training => "training",
            PitchSource::User => "user",
        }
    }
}

/// A voice's range and where it came from.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct VoicePitch {
    pub range: VoiceRange,
    pub source: PitchSource,
}

/// Repository of voices' pitches. Obtain with [`Ledger::voice_pitch`].
pub struct VoicePitches<'l> {
    ledger: &'l Ledger,
}

impl<'l> VoicePitches<'l> {
    pub(crate) fn new(ledger: &'l Ledger) -> Self {
        Self { ledger }
    }

    /// The range of `voice`, if one is known. A row this version cannot read (written by a newer
    /// one) counts as unknown.
    pub fn get(&self, voice: Uuid) -> LedgerResult<Option<VoicePitch>> {
        let row: Option<(String, String)> = self.ledger.read(|conn| {
            Ok(conn
                .query_row(
                    "SELECT range_json, source FROM voice_pitch WHERE voice_id = ?1",
                    params![voice.to_string()],
                    |r| Ok((r.get(0)?, r.get(1)?)),
                )
                .optional()?)
        })?;
        Ok(row.and_then(|(range, source)| {
            let source = match source.as_str() {
                "training" => PitchSource::Training,
                "user" => PitchSource::User,
                _ => return None,
            };
            let range = serde_json::from_str(&range).ok()?;
            Some(VoicePitch { range, source })
        }))
    }

    /// Records `range` for `voice`, or forgets it (`None`).
    pub fn set(&self, voice: Uuid, pitch: Option<VoicePitch>) -> LedgerResult<()> {
        if let Some(VoicePitch {
            range: VoiceRange::Hz { hz },
            ..
        }) = pitch
            && !(20.0..=2_000.0).contains(&hz)
        {
            return Err(LedgerError::invalid(format!("a voice's pitch of {hz} Hz")));
        }
        self.ledger.write(|tx, now| {
            match pitch {
                Some(VoicePitch { range, source }) => {
                    let range = serde_json::to_string(&range)
                        .map_err(|e| LedgerError::invalid(format!("a voice's range ({e})")))?;
                    tx.execute(
                        "INSERT INTO voice_pitch (voice_id, range_json, source, updated_at)
                         VALUES (?1, ?2, ?3, ?4)
                         ON CONFLICT (voice_id) DO UPDATE SET range_json = ?2, source = ?3, updated_at = ?4",
                        params![voice.to_string(), range, source.as_str(), codec::to_millis(now)],
                    )?;
                }
                None => {
                    tx.execute(
                        "DELETE FROM voice_pitch WHERE voice_id = ?1",
                        params![voice.to_string()],
                    )?;
                }
            }
            Ok(())
        })
    }
}
