//! How a dub row is read from and written to SQLite (the only SQL of dub rows outside queries).

use std::path::PathBuf;

use rusqlite::{OptionalExtension, Row, params};
use url::Url;

use super::{DubInput, DubRecord, DubSpec, DubStatus, LocalWork};
use crate::ffmpeg::{AudioFormat, Excerpt};
use crate::job::{Cover, DubId, DubState, MediaSummary, MixFailure, MixSettings};
use crate::ledger::codec::{
    self, opt_from_millis, opt_path, opt_path_to_text, opt_uuid, path_to_text, u64_from_sql, u64_to_sql,
    uuid_from_text,
};
use crate::ledger::error::{LedgerError, LedgerResult};
use crate::ledger::job_row::UploadTarget;
use crate::ledger::shared_columns::{SHARED_COUNT, SharedColumns, shared_columns, write_shared};

/// Every column a dub's query selects: the shared ones, then its own.
pub(super) const COLUMNS: &str = concat!(
    shared_columns!(),
    ", input_kind, input_path, input_link, input_name, input_size, duration_ms, media_format, \
     voice_id, voice_name, pitch_shift, separate, output_dir, remote_id, upload_url, \
     upload_url_expires_at, output_path, bytes_done, bytes_total, excerpt_start_ms, excerpt_ms, \
     video_input, video_out, upload_bytes, video_path, video_error, group_id, name_template, \
     instrumental_path, instrumental_name, song_name, song_key, vocal_gain_db, instrumental_gain_db, \
     mix_format, loudness_lufs, mix_path, mix_error, batch_id"
);

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
    let cover = r.spec.local.cover.as_ref();
    conn.execute(
        "INSERT INTO dubs (id, created_at, updated_at, input_kind, input_path, input_link, \
         input_name, input_size, voice_id, voice_name, pitch_shift, separate, output_dir, state, \
         excerpt_start_ms, excerpt_ms, video_input, video_out, group_id, name_template, \
         instrumental_path, instrumental_name, song_name, song_key, batch_id) \
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, \
         ?20, ?21, ?22, ?23, ?24, ?25)",
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
            r.spec.local.group.map(|g| g.to_string()),
            r.spec.local.name_template,
            opt_path_to_text(cover.map(|c| c.instrumental.as_path()))?,
            cover.map(|c| c.instrumental_name.clone()),
            cover.map(|c| c.song_name.clone()),
            cover.map_or(0, |c| c.key),
            r.spec.local.batch.map(|b| b.to_string()),
        ],
    )?;
    write_status(conn, r)
}

pub(super) fn write_status(conn: &rusqlite::Connection, r: &DubRecord) -> LedgerResult<()> {
    write_shared(conn, "dubs", r.id.0, r.times(), &r.status)?;
    let s = &r.status;
    conn.execute(
        "UPDATE dubs SET duration_ms = ?2, media_format = ?3, remote_id = ?4, upload_url = ?5, \
         upload_url_expires_at = ?6, output_path = ?7, bytes_done = ?8, bytes_total = ?9, \
         upload_bytes = ?10, video_path = ?11, video_error = ?12, vocal_gain_db = ?13, \
         instrumental_gain_db = ?14, mix_format = ?15, loudness_lufs = ?16, mix_path = ?17, \
         mix_error = ?18 WHERE id = ?1",
        params![
            r.id.0.to_string(),
            s.media.as_ref().map(|m| u64_to_sql(m.duration_ms)),
            s.media.as_ref().map(|m| m.format.clone()),
            s.remote_id.map(|u| u.to_string()),
            s.upload.as_ref().map(|u| u.url.clone()),
            s.upload.as_ref().and_then(|u| u.expires_at).map(codec::to_millis),
            opt_path_to_text(s.output_path.as_deref())?,
            u64_to_sql(s.bytes_done),
            s.bytes_total.map(u64_to_sql),
            s.upload_bytes.map(u64_to_sql),
            opt_path_to_text(s.video_path.as_deref())?,
            s.video_error.as_ref().map(crate::job::VideoError::to_column),
            s.mix.vocal_gain_db,
            s.mix.instrumental_gain_db,
            s.mix.format.map(|f| f.as_str()),
            s.mix.loudness,
            opt_path_to_text(s.mix_path.as_deref())?,
            s.mix_error.as_ref().map(MixFailure::to_column),
        ],
    )?;
    Ok(())
}

/// A row as SQLite returns it, before the checks that turn it into a record.
pub(super) struct RawDub {
    shared: SharedColumns<DubState>,
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
    remote_id: Option<String>,
    upload_url: Option<String>,
    upload_url_expires_at: Option<i64>,
    output_path: Option<String>,
    bytes_done: i64,
    bytes_total: Option<i64>,
    excerpt_start_ms: Option<i64>,
    excerpt_ms: Option<i64>,
    video_input: bool,
    video_out: bool,
    upload_bytes: Option<i64>,
    video_path: Option<String>,
    video_error: Option<String>,
    group_id: Option<String>,
    name_template: Option<String>,
    instrumental_path: Option<String>,
    instrumental_name: Option<String>,
    song_name: Option<String>,
    song_key: i32,
    vocal_gain_db: f64,
    instrumental_gain_db: f64,
    mix_format: Option<String>,
    loudness_lufs: Option<f64>,
    mix_path: Option<String>,
    mix_error: Option<String>,
    batch_id: Option<String>,
}

impl RawDub {
    pub(super) fn from_row(row: &Row<'_>) -> rusqlite::Result<Self> {
        let own = |i: usize| SHARED_COUNT + i;
        Ok(Self {
            shared: SharedColumns::read(row)?,
            input_kind: row.get(own(0))?,
            input_path: row.get(own(1))?,
            input_link: row.get(own(2))?,
            input_name: row.get(own(3))?,
            input_size: row.get(own(4))?,
            duration_ms: row.get(own(5))?,
            media_format: row.get(own(6))?,
            voice_id: row.get(own(7))?,
            voice_name: row.get(own(8))?,
            pitch_shift: row.get(own(9))?,
            separate: row.get(own(10))?,
            output_dir: row.get(own(11))?,
            remote_id: row.get(own(12))?,
            upload_url: row.get(own(13))?,
            upload_url_expires_at: row.get(own(14))?,
            output_path: row.get(own(15))?,
            bytes_done: row.get(own(16))?,
            bytes_total: row.get(own(17))?,
            excerpt_start_ms: row.get(own(18))?,
            excerpt_ms: row.get(own(19))?,
            video_input: row.get(own(20))?,
            video_out: row.get(own(21))?,
            upload_bytes: row.get(own(22))?,
            video_path: row.get(own(23))?,
            video_error: row.get(own(24))?,
            group_id: row.get(own(25))?,
            name_template: row.get(own(26))?,
            instrumental_path: row.get(own(27))?,
            instrumental_name: row.get(own(28))?,
            song_name: row.get(own(29))?,
            song_key: row.get(own(30))?,
            vocal_gain_db: row.get(own(31))?,
            instrumental_gain_db: row.get(own(32))?,
            mix_format: row.get(own(33))?,
            loudness_lufs: row.get(own(34))?,
            mix_path: row.get(own(35))?,
            mix_error: row.get(own(36))?,
            batch_id: row.get(own(37))?,
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
        let excerpt = match (self.excerpt_start_ms, self.excerpt_ms) {
            (Some(start), Some(length)) => Some(Excerpt {
                start_ms: u64_from_sql(start, "dubs.excerpt_start_ms")?,
                duration_ms: u64_from_sql(length, "dubs.excerpt_ms")?,
            }),
            _ => None,
        };
        let cover = match self.instrumental_path {
            Some(instrumental) => Some(Cover {
                instrumental: PathBuf::from(instrumental),
                instrumental_name: self.instrumental_name.unwrap_or_default(),
                song_name: self.song_name.unwrap_or_default(),
                key: self.song_key,
            }),
            None => None,
        };
        // A format this version does not know is made as the service returns it.
        let format = self.mix_format.as_deref().and_then(AudioFormat::parse);
        let shared = self.shared.decode("dubs")?;
        Ok(DubRecord {
            id: DubId(shared.id),
            created_at: shared.times.created_at,
            updated_at: shared.times.updated_at,
            state_since: shared.times.state_since,
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
                    cover,
                    group: opt_uuid(self.group_id, "dubs.group_id")?,
                    name_template: self.name_template,
                    batch: opt_uuid(self.batch_id, "dubs.batch_id")?,
                },
            },
            status: DubStatus {
                state: shared.state,
                media,
                remote_id: opt_uuid(self.remote_id, "dubs.remote_id")?,
                upload: upload.transpose()?,
                remote: shared.remote,
                required_credits: shared.required_credits,
                credits_used: shared.credits_used,
                approval: shared.approval,
                schedule: shared.schedule,
                pending: shared.pending,
                failure: shared.failure,
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
                video_error: self
                    .video_error
                    .as_deref()
                    .map(crate::job::VideoError::from_column),
                mix: MixSettings {
                    vocal_gain_db: self.vocal_gain_db,
                    instrumental_gain_db: self.instrumental_gain_db,
                    format,
                    loudness: self.loudness_lufs,
                },
                mix_path: opt_path(self.mix_path),
                mix_error: self.mix_error.as_deref().map(MixFailure::from_column),
            },
        })
    }
}
