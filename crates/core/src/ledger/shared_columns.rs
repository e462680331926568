//! The columns every job table has (`dubs`, `trainings`): the row's id and times, its state, the
//! service's last word, the money, approval, polling, the call in flight and the failure. Read and
//! written here once for both; each kind's row module reads and writes only its own columns.

use rusqlite::types::{FromSql, ToSql};
use rusqlite::{Connection, Row, params};
use uuid::Uuid;

use super::codec::{self, from_millis, opt_from_millis, opt_json, u32_from_sql, uuid_from_text};
use super::error::LedgerResult;
use super::job_row::{JobStatusFields, PendingAction, PendingKind, RemoteObservation, RowTimes, Schedule};
use crate::job::{Approval, FailureCode, JobFailure};

/// The shared columns, in the order [`SharedColumns::read`] reads them, as a literal: a job
/// table's query selects these first, then its own (`concat!(shared_columns!(), ", ...")`).
macro_rules! shared_columns {
    () => {
        "id, created_at, updated_at, state, remote_status, remote_json, remote_observed_at, \
         required_credits, credits_used, approval, next_poll_at, poll_count, attempts, total_attempts, \
         pending_action, pending_since, error_code, error_params, state_since"
    };
}
pub(super) use shared_columns;

/// How many columns [`shared_columns!`] names: a table's own columns start at this index.
pub(super) const SHARED_COUNT: usize = 19;

/// The shared columns of one row, as SQLite returns them.
pub(super) struct SharedColumns<S> {
    id: String,
    created_at: i64,
    updated_at: i64,
    state: S,
    remote_status: Option<String>,
    remote_json: Option<String>,
    remote_observed_at: Option<i64>,
    required_credits: Option<i64>,
    credits_used: Option<i64>,
    approval: Approval,
    next_poll_at: Option<i64>,
    poll_count: i64,
    attempts: i64,
    total_attempts: i64,
    pending_action: Option<PendingKind>,
    pending_since: Option<i64>,
    error_code: Option<FailureCode>,
    error_params: Option<String>,
    /// NULL only in a row written without it: read as the row's last update.
    state_since: Option<i64>,
}

/// The shared columns of one row, checked.
pub(super) struct Shared<S> {
    pub id: Uuid,
    pub times: RowTimes,
    pub state: S,
    pub remote: Option<RemoteObservation>,
    pub required_credits: Option<i64>,
    pub credits_used: Option<i64>,
    pub approval: Approval,
    pub schedule: Schedule,
    pub pending: Option<PendingAction>,
    pub failure: Option<JobFailure>,
}

impl<S> SharedColumns<S> {
    /// The row's id, as stored.
    pub(super) fn id(&self) -> &str {
        &self.id
    }
}

impl<S: FromSql> SharedColumns<S> {
    /// Reads the shared columns, selected first ([`SHARED_COLUMNS`]).
    pub(super) fn read(row: &Row<'_>) -> rusqlite::Result<Self> {
        Ok(Self {
            id: row.get(0)?,
            created_at: row.get(1)?,
            updated_at: row.get(2)?,
            state: row.get(3)?,
            remote_status: row.get(4)?,
            remote_json: row.get(5)?,
            remote_observed_at: row.get(6)?,
            required_credits: row.get(7)?,
            credits_used: row.get(8)?,
            approval: row.get(9)?,
            next_poll_at: row.get(10)?,
            poll_count: row.get(11)?,
            attempts: row.get(12)?,
            total_attempts: row.get(13)?,
            pending_action: row.get(14)?,
            pending_since: row.get(15)?,
            error_code: row.get(16)?,
            error_params: row.get(17)?,
            state_since: row.get(18)?,
        })
    }

    /// The values, checked; `table` names the columns in errors.
    pub(super) fn decode(self, table: &str) -> LedgerResult<Shared<S>> {
        let column = |name: &str| format!("{table}.{name}");
        let remote = match (
            self.remote_status,
            opt_json(self.remote_json, &column("remote_json"))?,
        ) {
            (Some(status), Some(json)) => Some(RemoteObservation {
                status,
                json,
                observed_at: from_millis(
                    self.remote_observed_at.unwrap_or(self.updated_at),
                    &column("remote_observed_at"),
                )?,
            }),
            _ => None,
        };
        let pending = match (self.pending_action, self.pending_since) {
            (Some(kind), Some(since)) => Some(PendingAction {
                kind,
                since: from_millis(since, &column("pending_since"))?,
            }),
            _ => None,
        };
        Ok(Shared {
            id: uuid_from_text(&self.id, &column("id"))?,
            times: RowTimes {
                created_at: from_millis(self.created_at, &column("created_at"))?,
                updated_at: from_millis(self.updated_at, &column("updated_at"))?,
                state_since: from_millis(
                    self.state_since.unwrap_or(self.updated_at),
                    &column("state_since"),
                )?,
            },
            state: self.state,
            remote,
            required_credits: self.required_credits,
            credits_used: self.credits_used,
            approval: self.approval,
            schedule: Schedule {
                next_poll_at: opt_from_millis(self.next_poll_at, &column("next_poll_at"))?,
                poll_count: u32_from_sql(self.poll_count, &column("poll_count"))?,
                attempts: u32_from_sql(self.attempts, &column("attempts"))?,
                total_attempts: u32_from_sql(self.total_attempts, &column("total_attempts"))?,
            },
            pending,
            failure: self
                .error_code
                .map(|code| JobFailure::from_stored(code, self.error_params.as_deref())),
        })
    }
}

/// Writes the shared columns of the row `id` of `table` from `status` and `times`. The old
/// `error_message` column (English words of versions before failures had parameters) is cleared.
pub(super) fn write_shared<T: JobStatusFields>(
    conn: &Connection,
    table: &str,
    id: Uuid,
    times: RowTimes,
    status: &T,
) -> LedgerResult<()>
where
    T::State: ToSql,
{
    let shared = status.shared();
    let schedule = status.schedule();
    let pending = status.pending();
    conn.execute(
        &format!(
            "UPDATE {table} SET updated_at = ?2, state = ?3, remote_status = ?4, remote_json = ?5, \
             remote_observed_at = ?6, required_credits = ?7, credits_used = ?8, approval = ?9, \
             next_poll_at = ?10, poll_count = ?11, attempts = ?12, total_attempts = ?13, \
             pending_action = ?14, pending_since = ?15, error_code = ?16, error_message = NULL, \
             error_params = ?17, state_since = ?18 WHERE id = ?1"
        ),
        params![
            id.to_string(),
            codec::to_millis(times.updated_at),
            status.state(),
            shared.remote.map(|o| o.status.clone()),
            shared.remote.map(|o| codec::json_to_text(&o.json)),
            shared.remote.map(|o| codec::to_millis(o.observed_at)),
            shared.required_credits,
            shared.credits_used,
            shared.approval,
            schedule.next_poll_at.map(codec::to_millis),
            schedule.poll_count,
            schedule.attempts,
            schedule.total_attempts,
            pending.map(|p| p.kind),
            pending.map(|p| codec::to_millis(p.since)),
            shared.failure.map(JobFailure::code),
            shared.failure.map(JobFailure::to_stored),
            codec::to_millis(times.state_since),
        ],
    )?;
    Ok(())
}
