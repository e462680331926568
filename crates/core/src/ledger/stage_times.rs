//! How long each finished stage of each job took (table `stage_times`), written in the same
//! transaction as the job's move out of the stage, with the input's length and the bytes moved: what
//! the time left of running jobs is learned from.

use rusqlite::{Connection, params};
use time::OffsetDateTime;
use uuid::Uuid;

use super::Ledger;
use super::codec::{self, u64_to_sql};
use super::error::LedgerResult;

/// What a stage's length is scaled by.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(super) struct StageScale {
    pub input_ms: Option<u64>,
    pub bytes: Option<u64>,
}

/// Records that the job spent `started..ended` in `stage`.
pub(super) fn record(
    conn: &Connection,
    kind: &str,
    job_id: Uuid,
    stage: &str,
    started: OffsetDateTime,
    ended: OffsetDateTime,
    scale: StageScale,
) -> LedgerResult<()> {
    conn.execute(
        "INSERT OR REPLACE INTO stage_times (job_kind, job_id, stage, started_at, ended_at, input_ms, bytes) \
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
        params![
            kind,
            job_id.to_string(),
            stage,
            codec::to_millis(started),
            codec::to_millis(ended),
            scale.input_ms.map(u64_to_sql),
            scale.bytes.map(u64_to_sql),
        ],
    )?;
    Ok(())
}

/// One finished stage.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StageSample {
    pub stage: String,
    pub millis: u64,
    pub input_ms: Option<u64>,
    pub bytes: Option<u64>,
}

/// Repository of stage times. Obtain with [`Ledger::stage_times`].
pub struct StageTimes<'l> {
    ledger: &'l Ledger,
}

impl<'l> StageTimes<'l> {
    pub(crate) fn new(ledger: &'l Ledger) -> Self {
        Self { ledger }
    }

    /// The newest `per_stage` samples of each stage of jobs of `kind` ("dub", "training").
    pub fn recent(&self, kind: &str, per_stage: u32) -> LedgerResult<Vec<StageSample>> {
        self.ledger.read(|conn| {
            let mut stmt = conn.prepare(
                "SELECT stage, ended_at - started_at, input_ms, bytes FROM ( \
                   SELECT *, ROW_NUMBER() OVER (PARTITION BY stage ORDER BY ended_at DESC) AS n \
                   FROM stage_times WHERE job_kind = ?1) WHERE n <= ?2",
            )?;
            let rows = stmt.query_map(params![kind, per_stage], |r| {
                Ok(StageSample {
                    stage: r.get(0)?,
                    millis: u64::try_from(r.get::<_, i64>(1)?).unwrap_or(0),
                    input_ms: r.get::<_, Option<i64>>(2)?.and_then(|v| u64::try_from(v).ok()),
                    bytes: r.get::<_, Option<i64>>(3)?.and_then(|v| u64::try_from(v).ok()),
                })
            })?;
            Ok(rows.collect::<Result<_, _>>()?)
        })
    }
}
