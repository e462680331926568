//! How a dub row is read from and written to SQLite (the only SQL of dub rows outside queries).

use std::path::PathBuf;

use rusqlite::{OptionalExtension, Row, params};
use url::Url;

use super::{DubId, DubInput, DubRecord, DubSpec, DubState, DubStatus, LocalWork, UploadTarget};
use crate::ledger::codec::{
    self, from_millis, opt_from_millis, opt_json, opt_path, opt_path_to_text, opt_uuid, path_to_text,
    u32_from_sql, u64_from_sql, u64_to_sql, uuid_from_text,
};
use crate::ledger::error::{LedgerError, LedgerResult};
use crate::ledger::jobs::{
    Approval, FailureCode, JobFailure, MediaSummary, PendingAction, PendingKind, RemoteObservation, Schedule,
};
use crate::media::Excerpt;

pub(super) const COLUMNS: &str = "id, created_at, updated_at, input_kind, input_path, input_link, input_name, \
    input_size, duration_ms, media_format, voice_id, voice_name, pitch_shift, separate, output_dir, \
    state, remote_id, upload_url, upload_url_expires_at, remote_status, remote_json, \
    remote_observed_at, required_credits, credits_used, approval, next_poll_at, poll_count, attempts, \
    total_attempts, pending_action, pending_since, error_code, error_message, output_path, bytes_done, \
    bytes_total, error_params, state_since, excerpt_start_ms, excerpt_ms, video_input, video_out, \
    upload_bytes, video_path, video_error";

pub(crate) fn load(conn: &rusqlite::Connection, id: DubId) -> LedgerResult<Option<DubRecord>> {
    let sql = format!("SELECT {COLUMNS} FROM dubs WHERE id = ?1");
    let raw = conn
        .query_row(&sql, params![id.0.to_string()], RawDub::from_row)
        .optional()?;
    raw.map(RawDub::into_record).transpose()
}

pub(crate) fn insert_row(conn: &rusqlite::Connection, r: &DubRecord) -> LedgerResult<()> {
    let (kind, path, link, size) = match &r.spec.input {
        DubInput::File { path, size_bytes } => (
            "file",
            Some(path_to_text(path)?),
            None,
            Some(u64_to_sql(*size_bytes)),
        ),
        DubInput::Link { url } => ("link", None, Some(url.to_string()), None),
    };
    conn.execute(
        "INSERT INTO dubs (id, created_at, updated_at, input_kind, input_path, input_link, \
         input_name, input_size, voice_id, voice_name, pitch_shift, separate, output_dir, state, \
         excerpt_start_ms, excerpt_ms, video_input, video_out) \
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18)",
        params![
            r.id.0.to_string(),
            codec::to_millis(r.created_at),
            codec::to_millis(r.updated_at),
            kind,
            path,
            link,
            r.spec.input_name,
            size,
            r.spec.voice_id.to_string(),
            r.spec.voice_name,
            r.spec.pitch_shift,
            r.spec.separate,
            path_to_text(&r.spec.output_dir)?,
            r.status.state,
            r.spec.local.excerpt.map(|e| u64_to_sql(e.start_ms)),
            r.spec.local.excerpt.map(|e| u64_to_sql(e.duration_ms)),
            r.spec.local.video_input,
            r.spec.local.video_out,
        ],
    )?;
    write_status(conn, r)
}

pub(super) fn write_status(conn: &rusqlite::Connection, r: &DubRecord) -> LedgerResult<()> {
    let s = &r.status;
    conn.execute(
        "UPDATE dubs SET updated_at = ?2, duration_ms = ?3, media_format = ?4, state = ?5, \
         remote_id = ?6, upload_url = ?7, upload_url_expires_at = ?8, remote_status = ?9, \
         remote_json = ?10, remote_observed_at = ?11, required_credits = ?12, credits_used = ?13, \
         approval = ?14, next_poll_at = ?15, poll_count = ?16, attempts = ?17, total_attempts = ?18, \
         pending_action = ?19, pending_since = ?20, error_code = ?21, error_message = ?22, \
         output_path = ?23, bytes_done = ?24, bytes_total = ?25, error_params = ?26, \
         state_since = ?27, upload_bytes = ?28, video_path = ?29, video_error = ?30 WHERE id = ?1",
        params![
            r.id.0.to_string(),
            codec::to_millis(r.updated_at),
            s.media.as_ref().map(|m| u64_to_sql(m.duration_ms)),
            s.media.as_ref().map(|m| m.format.clone()),
            s.state,
            s.remote_id.map(|u| u.to_string()),
            s.upload.as_ref().map(|u| u.url.clone()),
            s.upload.as_ref().and_then(|u| u.expires_at).map(codec::to_millis),
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
            opt_path_to_text(s.output_path.as_deref())?,
            u64_to_sql(s.bytes_done),
            s.bytes_total.map(u64_to_sql),
            s.failure.as_ref().map(JobFailure::to_stored),
            codec::to_millis(r.state_since),
            s.upload_bytes.map(u64_to_sql),
            opt_path_to_text(s.video_path.as_deref())?,
            s.video_error,
        ],
    )?;
    Ok(())
}

/// A row as SQLite returns it, before the checks that turn it into a record.
pub(super) struct RawDub {
    id: String,
    created_at: i64,
    updated_at: i64,
    input_kind: String,
    input_path: Option<String>,
    input_link: Option<String>,
    input_name: String,
    input_size: Option<i64>,
    duration_ms: Option<i64>,
    media_format: Option<String>,
    voice_id: String,
    voice_name: String,
    pitch_shift: i32,
    separate: bool,
    output_dir: String,
    state: DubState,
    remote_id: Option<String>,
    upload_url: Option<String>,
    upload_url_expires_at: Option<i64>,
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
    output_path: Option<String>,
    bytes_done: i64,
    bytes_total: Option<i64>,
    error_params: Option<String>,
    /// NULL only in a row written without it: read as the row's last update.
    state_since: Option<i64>,
    excerpt_start_ms: Option<i64>,
    excerpt_ms: Option<i64>,
    video_input: bool,
    video_out: bool,
    upload_bytes: Option<i64>,
    video_path: Option<String>,
    video_error: Option<String>,
}

impl RawDub {
    pub(super) fn from_row(row: &Row<'_>) -> rusqlite::Result<Self> {
        Ok(Self {
            id: row.get(0)?,
            created_at: row.get(1)?,
            updated_at: row.get(2)?,
            input_kind: row.get(3)?,
            input_path: row.get(4)?,
            input_link: row.get(5)?,
            input_name: row.get(6)?,
            input_size: row.get(7)?,
            duration_ms: row.get(8)?,
            media_format: row.get(9)?,
            voice_id: row.get(10)?,
            voice_name: row.get(11)?,
            pitch_shift: row.get(12)?,
            separate: row.get(13)?,
            output_dir: row.get(14)?,
            state: row.get(15)?,
            remote_id: row.get(16)?,
            upload_url: row.get(17)?,
            upload_url_expires_at: row.get(18)?,
            remote_status: row.get(19)?,
            remote_json: row.get(20)?,
            remote_observed_at: row.get(21)?,
            required_credits: row.get(22)?,
            credits_used: row.get(23)?,
            approval: row.get(24)?,
            next_poll_at: row.get(25)?,
            poll_count: row.get(26)?,
            attempts: row.get(27)?,
            total_attempts: row.get(28)?,
            pending_action: row.get(29)?,
            pending_since: row.get(30)?,
            error_code: row.get(31)?,
            error_message: row.get(32)?,
            output_path: row.get(33)?,
            bytes_done: row.get(34)?,
            bytes_total: row.get(35)?,
            error_params: row.get(36)?,
            state_since: row.get(37)?,
            excerpt_start_ms: row.get(38)?,
            excerpt_ms: row.get(39)?,
            video_input: row.get(40)?,
            video_out: row.get(41)?,
            upload_bytes: row.get(42)?,
            video_path: row.get(43)?,
            video_error: row.get(44)?,
        })
    }

    pub(super) fn into_record(self) -> LedgerResult<DubRecord> {
        let input = match self.input_kind.as_str() {
            "file" => DubInput::File {
                path: PathBuf::from(
                    self.input_path
                        .ok_or_else(|| LedgerError::corrupt("a file dub without a path"))?,
                ),
                size_bytes: u64_from_sql(self.input_size.unwrap_or(0), "dubs.input_size")?,
            },
            "link" => {
                let link = self
                    .input_link
                    .ok_or_else(|| LedgerError::corrupt("a link dub without a link"))?;
                DubInput::Link {
                    url: Url::parse(&link)
                        .map_err(|e| LedgerError::corrupt(format!("dubs.input_link {link:?} ({e})")))?,
                }
            }
            other => return Err(LedgerError::corrupt(format!("dubs.input_kind {other:?}"))),
        };
        let media = match (self.duration_ms, self.media_format) {
            (Some(ms), Some(format)) => Some(MediaSummary {
                duration_ms: u64_from_sql(ms, "dubs.duration_ms")?,
                format,
            }),
            _ => None,
        };
        let upload = self.upload_url.map(|url| -> LedgerResult<UploadTarget> {
            Ok(UploadTarget {
                url,
                expires_at: opt_from_millis(self.upload_url_expires_at, "dubs.upload_url_expires_at")?,
            })
        });
        let remote = match (
            self.remote_status,
            opt_json(self.remote_json, "dubs.remote_json")?,
        ) {
            (Some(status), Some(json)) => Some(RemoteObservation {
                status,
                json,
                observed_at: from_millis(
                    self.remote_observed_at.unwrap_or(self.updated_at),
                    "dubs.remote_observed_at",
                )?,
            }),
            _ => None,
        };
        let pending = match (self.pending_action, self.pending_since) {
            (Some(kind), Some(since)) => Some(PendingAction {
                kind,
                since: from_millis(since, "dubs.pending_since")?,
            }),
            _ => None,
        };
        let excerpt = match (self.excerpt_start_ms, self.excerpt_ms) {
            (Some(start), Some(length)) => Some(Excerpt {
                start_ms: u64_from_sql(start, "dubs.excerpt_start_ms")?,
                duration_ms: u64_from_sql(length, "dubs.excerpt_ms")?,
            }),
            _ => None,
        };
        let failure = self
            .error_code
            .map(|code| JobFailure::from_stored(code, self.error_params.as_deref()));
        Ok(DubRecord {
            id: DubId(uuid_from_text(&self.id, "dubs.id")?),
            created_at: from_millis(self.created_at, "dubs.created_at")?,
            updated_at: from_millis(self.updated_at, "dubs.updated_at")?,
            state_since: from_millis(self.state_since.unwrap_or(self.updated_at), "dubs.state_since")?,
            spec: DubSpec {
                input,
                input_name: self.input_name,
                voice_id: uuid_from_text(&self.voice_id, "dubs.voice_id")?,
                voice_name: self.voice_name,
                pitch_shift: self.pitch_shift,
                separate: self.separate,
                output_dir: PathBuf::from(self.output_dir),
                local: LocalWork {
                    excerpt,
                    video_input: self.video_input,
                    video_out: self.video_out,
                },
            },
            status: DubStatus {
                state: self.state,
                media,
                remote_id: opt_uuid(self.remote_id, "dubs.remote_id")?,
                upload: upload.transpose()?,
                remote,
                required_credits: self.required_credits,
                credits_used: self.credits_used,
                approval: self.approval,
                schedule: Schedule {
                    next_poll_at: opt_from_millis(self.next_poll_at, "dubs.next_poll_at")?,
                    poll_count: u32_from_sql(self.poll_count, "dubs.poll_count")?,
                    attempts: u32_from_sql(self.attempts, "dubs.attempts")?,
                    total_attempts: u32_from_sql(self.total_attempts, "dubs.total_attempts")?,
                },
                pending,
                failure,
                output_path: opt_path(self.output_path),
                bytes_done: u64_from_sql(self.bytes_done, "dubs.bytes_done")?,
                bytes_total: self
                    .bytes_total
                    .map(|b| u64_from_sql(b, "dubs.bytes_total"))
                    .transpose()?,
                upload_bytes: self
                    .upload_bytes
                    .map(|b| u64_from_sql(b, "dubs.upload_bytes"))
                    .transpose()?,
                video_path: opt_path(self.video_path),
                video_error: self.video_error,
            },
        })
    }
}
