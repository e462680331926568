//! How training rows and their file rows are read from and written to SQLite.

use std::path::PathBuf;

use rusqlite::{Row, params};

use super::{
    FileUpload, TrainingFile, TrainingFileSpec, TrainingId, TrainingRecord, TrainingSpec, TrainingState,
    TrainingStatus,
};
use crate::ledger::codec::{
    self, from_millis, opt_from_millis, opt_json, opt_uuid, u32_from_sql, u64_from_sql, u64_to_sql,
    uuid_from_text,
};
use crate::ledger::dubs::UploadTarget;
use crate::ledger::error::LedgerResult;
use crate::ledger::jobs::{
    Approval, FailureCode, JobFailure, MediaSummary, PendingAction, PendingKind, RemoteObservation, Schedule,
};

pub(super) const COLUMNS: &str = "id, created_at, updated_at, name, max_minutes, separate, state, \
    remote_voice_id, remote_status, remote_json, remote_observed_at, required_credits, credits_used, \
    approval, next_poll_at, poll_count, attempts, total_attempts, pending_action, pending_since, \
    error_code, error_message, error_params, state_since";

const FILE_COLUMNS: &str = "position, path, name, size_bytes, duration_ms, format, upload_url, \
    upload_url_expires_at, uploaded, bytes_done";

pub(super) fn load(conn: &rusqlite::Connection, id: TrainingId) -> LedgerResult<Option<TrainingRecord>> {
    let sql = format!("SELECT {COLUMNS} FROM trainings WHERE id = ?1");
    let mut all = load_many(conn, &sql, params![id.0.to_string()])?;
    Ok(all.pop())
}

pub(super) fn load_many(
    conn: &rusqlite::Connection,
    sql: &str,
    args: impl rusqlite::Params,
) -> LedgerResult<Vec<TrainingRecord>> {
    let mut stmt = conn.prepare(sql)?;
    let raws: Vec<RawTraining> = stmt
        .query_map(args, RawTraining::from_row)?
        .collect::<Result<_, _>>()?;
    raws.into_iter()
        .map(|raw| {
            let files = load_files(conn, &raw.id)?;
            raw.into_record(files)
        })
        .collect()
}

fn load_files(conn: &rusqlite::Connection, id: &str) -> LedgerResult<Vec<TrainingFile>> {
    let sql = format!("SELECT {FILE_COLUMNS} FROM training_files WHERE training_id = ?1 ORDER BY position");
    let mut stmt = conn.prepare(&sql)?;
    let rows = stmt.query_map(params![id], |row| {
        Ok((
            row.get::<_, i64>(0)?,
            row.get::<_, String>(1)?,
            row.get::<_, String>(2)?,
            row.get::<_, i64>(3)?,
            row.get::<_, Option<i64>>(4)?,
            row.get::<_, Option<String>>(5)?,
            row.get::<_, Option<String>>(6)?,
            row.get::<_, Option<i64>>(7)?,
            row.get::<_, bool>(8)?,
            row.get::<_, i64>(9)?,
        ))
    })?;
    rows.map(|row| {
        let (position, path, name, size, duration, format, url, expires, uploaded, done) = row?;
        let media = match (duration, format) {
            (Some(ms), Some(format)) => Some(MediaSummary {
                duration_ms: u64_from_sql(ms, "training_files.duration_ms")?,
                format,
            }),
            _ => None,
        };
        let target = match url {
            Some(url) => Some(UploadTarget {
                url,
                expires_at: opt_from_millis(expires, "training_files.upload_url_expires_at")?,
            }),
            None => None,
        };
        Ok(TrainingFile {
            position: u32_from_sql(position, "training_files.position")?,
            spec: TrainingFileSpec {
                path: PathBuf::from(path),
                name,
                size_bytes: u64_from_sql(size, "training_files.size_bytes")?,
                media,
            },
            upload: FileUpload {
                target,
                uploaded,
                bytes_done: u64_from_sql(done, "training_files.bytes_done")?,
            },
        })
    })
    .collect()
}

pub(super) fn write_status(conn: &rusqlite::Connection, r: &TrainingRecord) -> LedgerResult<()> {
    let s = &r.status;
    conn.execute(
        "UPDATE trainings SET updated_at = ?2, state = ?3, remote_voice_id = ?4, remote_status = ?5, \
         remote_json = ?6, remote_observed_at = ?7, required_credits = ?8, credits_used = ?9, \
         approval = ?10, next_poll_at = ?11, poll_count = ?12, attempts = ?13, total_attempts = ?14, \
         pending_action = ?15, pending_since = ?16, error_code = ?17, error_message = ?18, \
         error_params = ?19, state_since = ?20 WHERE id = ?1",
        params![
            r.id.0.to_string(),
            codec::to_millis(r.updated_at),
            s.state,
            s.remote_voice_id.map(|u| u.to_string()),
            s.remote.as_ref().map(|o| o.status.clone()),
            s.remote.as_ref().map(|o| codec::json_to_text(&o.json)),
            s.remote.as_ref().map(|o| codec::to_millis(o.observed_at)),
            s.required_credits,
            s.credits_used,
            s.approval,
            s.schedule.next_poll_at.map(codec::to_millis),
            s.schedule.poll_count,
            s.schedule.attempts,
            s.schedule.total_attempts,
            s.pending.map(|p| p.kind),
            s.pending.map(|p| codec::to_millis(p.since)),
            s.failure.as_ref().map(JobFailure::code),
            None::<String>,
            s.failure.as_ref().map(JobFailure::to_stored),
            codec::to_millis(r.state_since),
        ],
    )?;
    for file in &r.files {
        conn.execute(
            "UPDATE training_files SET upload_url = ?3, upload_url_expires_at = ?4, uploaded = ?5, \
             bytes_done = ?6 WHERE training_id = ?1 AND position = ?2",
            params![
                r.id.0.to_string(),
                file.position,
                file.upload.target.as_ref().map(|t| t.url.clone()),
                file.upload
                    .target
                    .as_ref()
                    .and_then(|t| t.expires_at)
                    .map(codec::to_millis),
                file.upload.uploaded,
                u64_to_sql(file.upload.bytes_done),
            ],
        )?;
    }
    Ok(())
}

pub(super) struct RawTraining {
    id: String,
    created_at: i64,
    updated_at: i64,
    name: String,
    max_minutes: i64,
    separate: bool,
    state: TrainingState,
    remote_voice_id: Option<String>,
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
    /// Written by versions before failures had parameters; kept for them, not read.
    #[allow(dead_code)]
    error_message: Option<String>,
    error_params: Option<String>,
    /// NULL only in a row written without it: read as the row's last update.
    state_since: Option<i64>,
}

impl RawTraining {
    fn from_row(row: &Row<'_>) -> rusqlite::Result<Self> {
        Ok(Self {
            id: row.get(0)?,
            created_at: row.get(1)?,
            updated_at: row.get(2)?,
            name: row.get(3)?,
            max_minutes: row.get(4)?,
            separate: row.get(5)?,
            state: row.get(6)?,
            remote_voice_id: row.get(7)?,
            remote_status: row.get(8)?,
            remote_json: row.get(9)?,
            remote_observed_at: row.get(10)?,
            required_credits: row.get(11)?,
            credits_used: row.get(12)?,
            approval: row.get(13)?,
            next_poll_at: row.get(14)?,
            poll_count: row.get(15)?,
            attempts: row.get(16)?,
            total_attempts: row.get(17)?,
            pending_action: row.get(18)?,
            pending_since: row.get(19)?,
            error_code: row.get(20)?,
            error_message: row.get(21)?,
            error_params: row.get(22)?,
            state_since: row.get(23)?,
        })
    }

    fn into_record(self, files: Vec<TrainingFile>) -> LedgerResult<TrainingRecord> {
        let remote = match (
            self.remote_status,
            opt_json(self.remote_json, "trainings.remote_json")?,
        ) {
            (Some(status), Some(json)) => Some(RemoteObservation {
                status,
                json,
                observed_at: from_millis(
                    self.remote_observed_at.unwrap_or(self.updated_at),
                    "trainings.remote_observed_at",
                )?,
            }),
            _ => None,
        };
        let pending = match (self.pending_action, self.pending_since) {
            (Some(kind), Some(since)) => Some(PendingAction {
                kind,
                since: from_millis(since, "trainings.pending_since")?,
            }),
            _ => None,
        };
        Ok(TrainingRecord {
            id: TrainingId(uuid_from_text(&self.id, "trainings.id")?),
            created_at: from_millis(self.created_at, "trainings.created_at")?,
            updated_at: from_millis(self.updated_at, "trainings.updated_at")?,
            state_since: from_millis(
                self.state_since.unwrap_or(self.updated_at),
                "trainings.state_since",
            )?,
            spec: TrainingSpec {
                name: self.name,
                max_minutes: u32_from_sql(self.max_minutes, "trainings.max_minutes")?,
                separate: self.separate,
            },
            files,
            status: TrainingStatus {
                state: self.state,
                remote_voice_id: opt_uuid(self.remote_voice_id, "trainings.remote_voice_id")?,
                remote,
                required_credits: self.required_credits,
                credits_used: self.credits_used,
                approval: self.approval,
                schedule: Schedule {
                    next_poll_at: opt_from_millis(self.next_poll_at, "trainings.next_poll_at")?,
                    poll_count: u32_from_sql(self.poll_count, "trainings.poll_count")?,
                    attempts: u32_from_sql(self.attempts, "trainings.attempts")?,
                    total_attempts: u32_from_sql(self.total_attempts, "trainings.total_attempts")?,
                },
                pending,
                failure: self
                    .error_code
                    .map(|code| JobFailure::from_stored(code, self.error_params.as_deref())),
            },
        })
    }
}
