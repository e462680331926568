//! How training rows and their file rows are read from and written to SQLite.

use std::path::PathBuf;

use rusqlite::{Row, params};

use super::{FileUpload, TrainingFile, TrainingFileSpec, TrainingRecord, TrainingSpec, TrainingStatus};
use crate::job::{MediaSummary, TrainingId, TrainingState};
use crate::ledger::codec::{self, opt_from_millis, opt_uuid, u32_from_sql, u64_from_sql, u64_to_sql};
use crate::ledger::error::LedgerResult;
use crate::ledger::job_row::UploadTarget;
use crate::ledger::shared_columns::{SHARED_COUNT, SharedColumns, shared_columns, write_shared};

/// Every column a training's query selects: the shared ones, then its own.
pub(super) const COLUMNS: &str = concat!(
    shared_columns!(),
    ", name, max_minutes, separate, remote_voice_id"
);

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
            let files = load_files(conn, raw.id())?;
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
    write_shared(conn, "trainings", r.id.0, r.times(), &r.status)?;
    conn.execute(
        "UPDATE trainings SET remote_voice_id = ?2 WHERE id = ?1",
        params![
            r.id.0.to_string(),
            r.status.remote_voice_id.map(|u| u.to_string())
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
    shared: SharedColumns<TrainingState>,
    name: String,
    max_minutes: i64,
    separate: bool,
    remote_voice_id: Option<String>,
}

impl RawTraining {
    fn from_row(row: &Row<'_>) -> rusqlite::Result<Self> {
        Ok(Self {
            shared: SharedColumns::read(row)?,
            name: row.get(SHARED_COUNT)?,
            max_minutes: row.get(SHARED_COUNT + 1)?,
            separate: row.get(SHARED_COUNT + 2)?,
            remote_voice_id: row.get(SHARED_COUNT + 3)?,
        })
    }

    fn id(&self) -> &str {
        self.shared.id()
    }

    fn into_record(self, files: Vec<TrainingFile>) -> LedgerResult<TrainingRecord> {
        let shared = self.shared.decode("trainings")?;
        Ok(TrainingRecord {
            id: TrainingId(shared.id),
            created_at: shared.times.created_at,
            updated_at: shared.times.updated_at,
            state_since: shared.times.state_since,
            spec: TrainingSpec {
                name: self.name,
                max_minutes: u32_from_sql(self.max_minutes, "trainings.max_minutes")?,
                separate: self.separate,
            },
            files,
            status: TrainingStatus {
                state: shared.state,
                remote_voice_id: opt_uuid(self.remote_voice_id, "trainings.remote_voice_id")?,
                remote: shared.remote,
                required_credits: shared.required_credits,
                credits_used: shared.credits_used,
                approval: shared.approval,
                schedule: shared.schedule,
                pending: shared.pending,
                failure: shared.failure,
            },
        })
    }
}
