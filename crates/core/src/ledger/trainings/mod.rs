//! Custom voice training jobs: same pattern as dubs (fixed spec, status changed only through
//! [`Trainings::update`] with checked moves), plus a child row per training file with its own upload
//! URL and upload progress.

mod row;

use std::path::PathBuf;

use rusqlite::params;
use serde::{Deserialize, Serialize};
use time::OffsetDateTime;
use uuid::Uuid;

use super::Ledger;
use super::codec::{self, opt_from_millis, path_to_text, u64_to_sql};
use super::error::{LedgerError, LedgerResult};
use super::job_row::{self, Schedule, UploadTarget, job_status};
use crate::job::{Approval, JobId, JobSnapshot, JobStage, MediaSummary, TrainingId, TrainingState};
use row::{COLUMNS, load, load_many, write_status};

/// Limits from the service interface (section 4.6).
pub const NAME_MAX_CHARS: usize = 50;
pub const MIN_MINUTES: u32 = 5;
pub const MAX_MINUTES: u32 = 60;
pub const MAX_FILES: usize = 5;

/// What the user asked for; fixed at creation.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TrainingSpec {
    pub name: String,
    pub max_minutes: u32,
    pub separate: bool,
}

/// A training file as chosen; fixed at creation.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TrainingFileSpec {
    pub path: PathBuf,
    pub name: String,
    pub size_bytes: u64,
    pub media: Option<MediaSummary>,
}

/// Upload state of one training file.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct FileUpload {
    pub target: Option<UploadTarget>,
    pub uploaded: bool,
    pub bytes_done: u64,
}

/// A training file as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TrainingFile {
    /// 0-based; the index of its upload URL.
    pub position: u32,
    pub spec: TrainingFileSpec,
    pub upload: FileUpload,
}

job_status! {
    /// What has happened to a training; changed only through [`Trainings::update`].
    pub struct TrainingStatus<TrainingState> {
        /// The service's voice id, once created.
        pub remote_voice_id: Option<Uuid>,
    }
}

/// A training as stored.
#[derive(Debug, Clone, PartialEq)]
pub struct TrainingRecord {
    pub id: TrainingId,
    pub created_at: OffsetDateTime,
    pub updated_at: OffsetDateTime,
    /// When the training entered its current state (progress and polls leave it alone).
    pub state_since: OffsetDateTime,
    pub spec: TrainingSpec,
    pub files: Vec<TrainingFile>,
    pub status: TrainingStatus,
}

impl From<&TrainingRecord> for JobSnapshot {
    fn from(t: &TrainingRecord) -> Self {
        let s = &t.status;
        let mut job = JobSnapshot::new(
            JobId::Training(t.id),
            JobStage::Training(s.state),
            t.spec.name.clone(),
            t.created_at,
        );
        job.voice_id = s.remote_voice_id;
        job.voice_name = Some(t.spec.name.clone());
        job.bytes_done = t.files.iter().map(|f| f.upload.bytes_done).sum();
        job.bytes_total = Some(t.files.iter().map(|f| f.spec.size_bytes).sum());
        super::job_row::fill_common(&mut job, t.times(), s);
        job.settle()
    }
}

/// A file for a new training.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewTrainingFile {
    pub path: PathBuf,
    pub name: String,
    pub size_bytes: u64,
    pub media: Option<MediaSummary>,
}

impl TrainingRecord {
    pub fn times(&self) -> super::job_row::RowTimes {
        super::job_row::RowTimes {
            created_at: self.created_at,
            updated_at: self.updated_at,
            state_since: self.state_since,
        }
    }
}

/// Everything needed to add a training. `approved` is true when the user confirmed the cost in the
/// wizard's review step.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewTraining {
    pub spec: TrainingSpec,
    pub files: Vec<NewTrainingFile>,
    pub approved: bool,
}

/// Repository of training rows. Obtain with [`Ledger::trainings`].
pub struct Trainings<'l> {
    ledger: &'l Ledger,
}

impl<'l> Trainings<'l> {
    pub(crate) fn new(ledger: &'l Ledger) -> Self {
        Self { ledger }
    }

    /// Adds a training (state `created`) and its files in one transaction.
    pub fn insert(&self, new: NewTraining) -> LedgerResult<TrainingRecord> {
        validate(&new)?;
        self.ledger.write(|tx, now| {
            let id = TrainingId::new_random();
            let status = TrainingStatus {
                state: TrainingState::Created,
                remote_voice_id: None,
                remote: None,
                required_credits: None,
                credits_used: None,
                approval: if new.approved {
                    Approval::Approved
                } else {
                    Approval::None
                },
                schedule: Schedule::default(),
                pending: None,
                failure: None,
            };
            let files: Vec<TrainingFile> = new
                .files
                .into_iter()
                .zip(0u32..)
                .map(|(f, position)| TrainingFile {
                    position,
                    spec: TrainingFileSpec {
                        path: f.path,
                        name: f.name,
                        size_bytes: f.size_bytes,
                        media: f.media,
                    },
                    upload: FileUpload::default(),
                })
                .collect();
            let record = TrainingRecord {
                id,
                created_at: now,
                updated_at: now,
                state_since: now,
                spec: new.spec,
                files,
                status,
            };
            tx.execute(
                "INSERT INTO trainings (id, created_at, updated_at, name, max_minutes, separate, state) \
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
                params![
                    id.0.to_string(),
                    codec::to_millis(now),
                    codec::to_millis(now),
                    record.spec.name,
                    record.spec.max_minutes,
                    record.spec.separate,
                    record.status.state,
                ],
            )?;
            for file in &record.files {
                tx.execute(
                    "INSERT INTO training_files (training_id, position, path, name, size_bytes, \
                     duration_ms, format) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
                    params![
                        id.0.to_string(),
                        file.position,
                        path_to_text(&file.spec.path)?,
                        file.spec.name,
                        u64_to_sql(file.spec.size_bytes),
                        file.spec.media.as_ref().map(|m| u64_to_sql(m.duration_ms)),
                        file.spec.media.as_ref().map(|m| m.format.clone()),
                    ],
                )?;
            }
            write_status(tx, &record)?;
            Ok(record)
        })
    }

    /// The training with `id`, or `NotFound`.
    pub fn get(&self, id: TrainingId) -> LedgerResult<TrainingRecord> {
        job_row::get::<TrainingRows>(self.ledger, id.0)
    }

    /// The training with `id`, if present.
    pub fn find(&self, id: TrainingId) -> LedgerResult<Option<TrainingRecord>> {
        self.ledger.read(|conn| load(conn, id))
    }

    /// Every training, newest first.
    pub fn list(&self) -> LedgerResult<Vec<TrainingRecord>> {
        self.ledger.read(|conn| {
            let sql = format!("SELECT {COLUMNS} FROM trainings ORDER BY created_at DESC, id");
            load_many(conn, &sql, [])
        })
    }

    /// Every training the engine must resume, oldest first.
    pub fn unfinished(&self) -> LedgerResult<Vec<TrainingRecord>> {
        self.ledger.read(|conn| {
            let sql = format!(
                "SELECT {COLUMNS} FROM trainings WHERE state NOT IN ('done', 'failed', 'canceled') \
                 ORDER BY created_at, id"
            );
            load_many(conn, &sql, [])
        })
    }

    /// Active trainings whose `next_poll_at` is at or before `now`, most overdue first.
    pub fn due(&self, now: OffsetDateTime, limit: u32) -> LedgerResult<Vec<TrainingRecord>> {
        self.ledger.read(|conn| {
            let sql = format!(
                "SELECT {COLUMNS} FROM trainings WHERE next_poll_at IS NOT NULL AND next_poll_at <= ?1 \
                 AND state NOT IN ('done', 'failed', 'canceled') ORDER BY next_poll_at, id LIMIT ?2"
            );
            load_many(conn, &sql, params![codec::to_millis(now), limit])
        })
    }

    /// The earliest `next_poll_at` among active trainings.
    pub fn next_due_at(&self) -> LedgerResult<Option<OffsetDateTime>> {
        self.ledger.read(|conn| {
            let ms: Option<i64> = conn.query_row(
                "SELECT min(next_poll_at) FROM trainings WHERE state NOT IN ('done', 'failed', 'canceled')",
                [],
                |row| row.get(0),
            )?;
            opt_from_millis(ms, "trainings.next_poll_at")
        })
    }

    /// Changes a training's status and its files' upload state in one transaction; `expected` as in
    /// [`super::Dubs::update`].
    pub fn update(
        &self,
        id: TrainingId,
        expected: TrainingState,
        change: impl FnOnce(&mut TrainingStatus, &mut [FileUpload]),
    ) -> LedgerResult<TrainingRecord> {
        job_row::update::<TrainingRows>(self.ledger, id.0, expected, |r| {
            let mut uploads: Vec<FileUpload> = r.files.iter().map(|f| f.upload.clone()).collect();
            change(&mut r.status, &mut uploads);
            for (file, upload) in r.files.iter_mut().zip(uploads) {
                file.upload = upload;
            }
        })
    }

    /// Records upload progress of one file without touching the state (throttle these).
    pub fn set_file_progress(&self, id: TrainingId, position: u32, bytes_done: u64) -> LedgerResult<()> {
        self.ledger.write(|tx, now| {
            let changed = tx.execute(
                "UPDATE training_files SET bytes_done = ?3 WHERE training_id = ?1 AND position = ?2",
                params![id.0.to_string(), position, u64_to_sql(bytes_done)],
            )?;
            if changed == 0 {
                return Err(LedgerError::NotFound {
                    kind: "training file",
                    id: id.0,
                });
            }
            tx.execute(
                "UPDATE trainings SET updated_at = ?2 WHERE id = ?1",
                params![id.0.to_string(), codec::to_millis(now)],
            )?;
            Ok(())
        })
    }

    /// Stops a training whatever its state.
    pub fn cancel(&self, id: TrainingId) -> LedgerResult<TrainingRecord> {
        job_row::cancel::<TrainingRows>(self.ledger, id.0)
    }

    /// Removes a finished training from the library (its voice stays in "My voices": the voices
    /// table keeps it, without the link to this training).
    pub fn delete(&self, id: TrainingId) -> LedgerResult<()> {
        job_row::delete::<TrainingRows>(self.ledger, id.0)
    }
}

/// Training rows, for the moves every kind of job makes alike.
struct TrainingRows;

impl job_row::JobTable for TrainingRows {
    type State = TrainingState;
    type Status = TrainingStatus;
    type Record = TrainingRecord;
    const TABLE: &'static str = "trainings";
    const KIND: &'static str = "training";

    fn load(conn: &rusqlite::Connection, id: Uuid) -> LedgerResult<Option<TrainingRecord>> {
        load(conn, TrainingId(id))
    }
    fn write_status(conn: &rusqlite::Connection, record: &TrainingRecord) -> LedgerResult<()> {
        write_status(conn, record)
    }
    fn status(record: &TrainingRecord) -> &TrainingStatus {
        &record.status
    }
    fn status_mut(record: &mut TrainingRecord) -> &mut TrainingStatus {
        &mut record.status
    }
    fn touch(record: &mut TrainingRecord, now: OffsetDateTime, moved: bool) {
        record.updated_at = now;
        if moved {
            record.state_since = now;
        }
    }
    fn state_since(record: &TrainingRecord) -> OffsetDateTime {
        record.state_since
    }
    fn stage_scale(record: &TrainingRecord) -> super::stage_times::StageScale {
        let input_ms = record
            .files
            .iter()
            .map(|f| f.spec.media.as_ref().map_or(0, |m| m.duration_ms))
            .sum::<u64>();
        super::stage_times::StageScale {
            input_ms: Some(input_ms).filter(|ms| *ms > 0),
            bytes: Some(record.files.iter().map(|f| f.spec.size_bytes).sum()),
        }
    }
    fn spend_label(record: &TrainingRecord) -> super::spend::SpendLabel {
        super::spend::SpendLabel {
            voice_id: record.status.remote_voice_id,
            voice_name: record.spec.name.clone(),
            title: record.spec.name.clone(),
        }
    }
}

fn validate(new: &NewTraining) -> LedgerResult<()> {
    let chars = new.spec.name.trim().chars().count();
    if chars == 0 || new.spec.name.chars().count() > NAME_MAX_CHARS {
        return Err(LedgerError::invalid(format!(
            "a voice name of {} characters; names have 1 to {NAME_MAX_CHARS}",
            new.spec.name.chars().count()
        )));
    }
    if !(MIN_MINUTES..=MAX_MINUTES).contains(&new.spec.max_minutes) {
        return Err(LedgerError::invalid(format!(
            "{} maximum minutes; choose {MIN_MINUTES} to {MAX_MINUTES}",
            new.spec.max_minutes
        )));
    }
    if new.files.is_empty() || new.files.len() > MAX_FILES {
        return Err(LedgerError::invalid(format!(
            "{} training files; choose 1 to {MAX_FILES}",
            new.files.len()
        )));
    }
    Ok(())
}
