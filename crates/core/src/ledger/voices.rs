//! The user's custom voices ("My voices"). The service has no endpoint that lists them, so a voice
//! the ledger forgets is lost to the user: rows are only added or updated, and removed on request.

use crate::text_enum::word_enum;
use rusqlite::{OptionalExtension, params};
use serde::{Deserialize, Serialize};
use time::OffsetDateTime;
use uuid::Uuid;

use super::Ledger;
use super::codec::{self, from_millis, opt_uuid, uuid_from_text};
use super::error::{LedgerError, LedgerResult};
use crate::job::TrainingId;

/// A custom voice as the ledger knows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CustomVoice {
    /// The service's voice id.
    pub id: Uuid,
    pub name: String,
    /// The raw service status (`new`, `queued`, `done`, or values the interface does not list).
    pub status: String,
    #[serde(with = "time::serde::rfc3339")]
    pub created_at: OffsetDateTime,
    #[serde(with = "time::serde::rfc3339")]
    pub updated_at: OffsetDateTime,
    /// The training job that made it, when it was made by this Dubdeck.
    pub training_id: Option<TrainingId>,
}

word_enum! {
    /// Where a custom voice is, as front ends show it.
    pub enum VoiceReadiness {
        /// Created; its files are not up, or training has not started.
        New => "new",
        Queued => "queued",
        /// Training (the service's words for it are not documented: any word but the ones below).
        Training => "training",
        /// Trained: it can be used for dubbing.
        Done => "done",
        /// The service ended its training in an error.
        Failed => "failed",
    }
}

impl CustomVoice {
    /// What the service's status word means: `new`, `queued` and `done` are documented; `error`
    /// and `failed` end a training; any other word is taken as training under way.
    pub fn readiness(&self) -> VoiceReadiness {
        match self.status.as_str() {
            "new" => VoiceReadiness::New,
            "queued" => VoiceReadiness::Queued,
            "done" => VoiceReadiness::Done,
            "error" | "failed" => VoiceReadiness::Failed,
            _ => VoiceReadiness::Training,
        }
    }
}

/// Repository of custom voices. Obtain with [`Ledger::voices`].
pub struct Voices<'l> {
    ledger: &'l Ledger,
}

impl<'l> Voices<'l> {
    pub(crate) fn new(ledger: &'l Ledger) -> Self {
        Self { ledger }
    }

    /// Adds the voice or updates its name, status and training link. `created_at` is kept from the
    /// first insert.
    pub fn upsert(
        &self,
        id: Uuid,
        name: &str,
        status: &str,
        training_id: Option<TrainingId>,
    ) -> LedgerResult<CustomVoice> {
        self.ledger.write(|tx, now| {
            tx.execute(
                "INSERT INTO voices (id, name, status, created_at, updated_at, training_id) \
                 VALUES (?1, ?2, ?3, ?4, ?4, ?5) \
                 ON CONFLICT (id) DO UPDATE SET name = excluded.name, status = excluded.status, \
                 updated_at = excluded.updated_at, \
                 training_id = coalesce(excluded.training_id, voices.training_id)",
                params![
                    id.to_string(),
                    name,
                    status,
                    codec::to_millis(now),
                    training_id.map(|t| t.0.to_string())
                ],
            )?;
            load(tx, id)?.ok_or(LedgerError::NotFound { kind: "voice", id })
        })
    }

    /// Records a new status for a known voice.
    pub fn set_status(&self, id: Uuid, status: &str) -> LedgerResult<CustomVoice> {
        self.ledger.write(|tx, now| {
            let changed = tx.execute(
                "UPDATE voices SET status = ?2, updated_at = ?3 WHERE id = ?1",
                params![id.to_string(), status, codec::to_millis(now)],
            )?;
            if changed == 0 {
                return Err(LedgerError::NotFound { kind: "voice", id });
            }
            load(tx, id)?.ok_or(LedgerError::NotFound { kind: "voice", id })
        })
    }

    pub fn get(&self, id: Uuid) -> LedgerResult<Option<CustomVoice>> {
        self.ledger.read(|conn| load(conn, id))
    }

    /// Every custom voice, newest first.
    pub fn list(&self) -> LedgerResult<Vec<CustomVoice>> {
        self.ledger.read(|conn| {
            let mut stmt = conn.prepare(
                "SELECT id, name, status, created_at, updated_at, training_id FROM voices \
                 ORDER BY created_at DESC, id",
            )?;
            let rows = stmt.query_map([], raw)?;
            rows.map(|r| decode(r?)).collect()
        })
    }

    /// Forgets a voice (it stays on the service; Dubdeck can no longer list it).
    pub fn remove(&self, id: Uuid) -> LedgerResult<bool> {
        self.ledger
            .write(|tx, _| Ok(tx.execute("DELETE FROM voices WHERE id = ?1", params![id.to_string()])? > 0))
    }
}

type Raw = (String, String, String, i64, i64, Option<String>);

fn raw(row: &rusqlite::Row<'_>) -> rusqlite::Result<Raw> {
    Ok((
        row.get(0)?,
        row.get(1)?,
        row.get(2)?,
        row.get(3)?,
        row.get(4)?,
        row.get(5)?,
    ))
}

fn decode((id, name, status, created, updated, training): Raw) -> LedgerResult<CustomVoice> {
    Ok(CustomVoice {
        id: uuid_from_text(&id, "voices.id")?,
        name,
        status,
        created_at: from_millis(created, "voices.created_at")?,
        updated_at: from_millis(updated, "voices.updated_at")?,
        training_id: opt_uuid(training, "voices.training_id")?.map(TrainingId),
    })
}

fn load(conn: &rusqlite::Connection, id: Uuid) -> LedgerResult<Option<CustomVoice>> {
    let raw = conn
        .query_row(
            "SELECT id, name, status, created_at, updated_at, training_id FROM voices WHERE id = ?1",
            params![id.to_string()],
            raw,
        )
        .optional()?;
    raw.map(decode).transpose()
}
