//! Where the credits went: one row per charge (table `spend`), written in the same transaction as
//! the job change that first shows the job's credits used, and kept when the job is removed from
//! the library. The budget's month and the Spend screen read it; what is approved but not yet
//! charged is read from the live job rows.

use rusqlite::{Connection, params};
use time::OffsetDateTime;
use uuid::Uuid;

use super::Ledger;
use super::codec::{self, from_millis};
use super::error::LedgerResult;
use crate::job::JobKind;

/// One charge.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SpendEntry {
    pub kind: JobKind,
    pub job_id: Uuid,
    pub charged_at: OffsetDateTime,
    pub credits: i64,
    /// The dub's voice, or the voice a training made (once the service named it).
    pub voice_id: Option<Uuid>,
    pub voice_name: String,
    /// The dub's input, or the trained voice's name.
    pub title: String,
}

/// What a job's charge is filed under.
pub(super) struct SpendLabel {
    pub voice_id: Option<Uuid>,
    pub voice_name: String,
    pub title: String,
}

/// Files the charge of `credits` for the job (once: a job is charged once).
pub(super) fn record(
    conn: &Connection,
    kind: &str,
    job_id: Uuid,
    at: OffsetDateTime,
    credits: i64,
    label: SpendLabel,
) -> LedgerResult<()> {
    conn.execute(
        "INSERT OR IGNORE INTO spend (job_kind, job_id, charged_at, credits, voice_id, voice_name, title) \
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
        params![
            kind,
            job_id.to_string(),
            codec::to_millis(at),
            credits,
            label.voice_id.map(|v| v.to_string()),
            label.voice_name,
            label.title,
        ],
    )?;
    Ok(())
}

/// Repository of charges. Obtain with [`Ledger::spend`].
pub struct Spend<'l> {
    ledger: &'l Ledger,
}

impl<'l> Spend<'l> {
    pub(crate) fn new(ledger: &'l Ledger) -> Self {
        Self { ledger }
    }

    /// Every charge at or after `since` (all without), oldest first.
    pub fn entries(&self, since: Option<OffsetDateTime>) -> LedgerResult<Vec<SpendEntry>> {
        let since = since.map_or(i64::MIN, codec::to_millis);
        self.ledger.read(|conn| {
            let mut stmt = conn.prepare(
                "SELECT job_kind, job_id, charged_at, credits, voice_id, voice_name, title FROM spend \
                 WHERE charged_at >= ?1 ORDER BY charged_at, job_id",
            )?;
            let rows = stmt.query_map(params![since], |r| {
                Ok((
                    r.get::<_, String>(0)?,
                    r.get::<_, String>(1)?,
                    r.get::<_, i64>(2)?,
                    r.get::<_, i64>(3)?,
                    r.get::<_, Option<String>>(4)?,
                    r.get::<_, String>(5)?,
                    r.get::<_, String>(6)?,
                ))
            })?;
            let mut entries = Vec::new();
            for row in rows {
                let (kind, id, at, credits, voice, voice_name, title) = row?;
                let kind = if kind == "training" {
                    JobKind::Training
                } else {
                    JobKind::Dub
                };
                entries.push(SpendEntry {
                    kind,
                    job_id: codec::uuid_from_text(&id, "spend.job_id")?,
                    charged_at: from_millis(at, "spend.charged_at")?,
                    credits,
                    voice_id: voice.as_deref().and_then(|v| Uuid::parse_str(v).ok()),
                    voice_name,
                    title,
                });
            }
            Ok(entries)
        })
    }

    /// The credits charged from `from` (inclusive) to `to` (exclusive).
    pub fn total_between(&self, from: OffsetDateTime, to: OffsetDateTime) -> LedgerResult<i64> {
        self.ledger.read(|conn| {
            Ok(conn.query_row(
                "SELECT COALESCE(SUM(credits), 0) FROM spend WHERE charged_at >= ?1 AND charged_at < ?2",
                params![codec::to_millis(from), codec::to_millis(to)],
                |r| r.get(0),
            )?)
        })
    }

    /// Credits approved (automatically or by a person) and not charged yet: jobs on their way to
    /// `generate` or `clone`. `except` leaves one job out (the one being decided on).
    pub fn reserved(&self, except: Option<Uuid>) -> LedgerResult<i64> {
        let except = except.map(|id| id.to_string()).unwrap_or_default();
        self.ledger.read(|conn| {
            let mut total = 0;
            for table in ["dubs", "trainings"] {
                let sql = format!(
                    "SELECT COALESCE(SUM(required_credits), 0) FROM {table} WHERE approval != 'none' \
                     AND COALESCE(credits_used, 0) <= 0 AND state NOT IN ('done', 'failed', 'discarded') \
                     AND id != ?1"
                );
                total += conn.query_row(&sql, params![except], |r| r.get::<_, i64>(0))?;
            }
            Ok(total)
        })
    }
}
