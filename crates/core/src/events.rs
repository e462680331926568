//! What the core tells its front ends while it works: a job row changed, bytes moved, the credit
//! balance changed. The desktop shell forwards these as Tauri events, the command line prints them.
//!
//! Sinks are called from the engine's tasks and must return at once (hand the event to a channel or
//! an event loop; never block or do I/O inline).

use std::path::PathBuf;
use std::sync::{Mutex, PoisonError};

use serde::Serialize;
use time::OffsetDateTime;
use uuid::Uuid;

use crate::ledger::{Approval, DubRecord, JobFailure, MediaSummary, Notice, TrainingRecord};
use crate::media::Excerpt;

pub use crate::ledger::{JobId, JobStage};

/// What a Jobs row shows, built from the ledger row (never from memory: the UI renders rows).
/// Upload URLs and the raw service JSON stay out of it.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct JobSnapshot {
    pub id: JobId,
    pub stage: JobStage,
    /// The input's name for a dub, the voice's name for a training.
    pub title: String,
    pub voice_id: Option<Uuid>,
    pub voice_name: Option<String>,
    /// The local probe's duration and format of a dub's input (shown with failures too).
    pub media: Option<MediaSummary>,
    pub approval: Approval,
    pub required_credits: Option<i64>,
    pub credits_used: Option<i64>,
    pub bytes_done: u64,
    pub bytes_total: Option<u64>,
    pub failure: Option<JobFailure>,
    pub output_path: Option<PathBuf>,
    /// A dub's pitch shift in semitones, and whether the vocals were separated first.
    pub pitch_shift: Option<i32>,
    pub separate: Option<bool>,
    /// An audition's stretch of its input (only that was sent).
    pub excerpt: Option<Excerpt>,
    /// The input is a video (its sound alone is sent).
    pub video_input: bool,
    /// The copy of the input video with the dub as its sound: being made while the dub is still
    /// `downloading`, there once it is done.
    pub video_path: Option<PathBuf>,
    /// Why a video copy was asked for and not made (the dub itself is done).
    pub video_error: Option<String>,
    /// The input file's size (dubs of local files).
    pub input_bytes: Option<u64>,
    /// The dub's input as the library groups jobs by it (`JobGrouping::Input`): dubs and auditions
    /// of one file or link share it.
    pub input_key: Option<String>,
    /// What was sent instead of the input file, when it was made from it (a video's sound, an
    /// audition's excerpt).
    pub upload_bytes: Option<u64>,
    /// The service's last status word, raw.
    pub remote_status: Option<String>,
    #[serde(with = "time::serde::rfc3339")]
    pub created_at: OffsetDateTime,
    #[serde(with = "time::serde::rfc3339")]
    pub updated_at: OffsetDateTime,
    /// When the job entered its current stage.
    #[serde(with = "time::serde::rfc3339")]
    pub state_since: OffsetDateTime,
}

impl JobSnapshot {
    /// A job `id` in `stage`, named `title`, with nothing else known: no voice, no media, no
    /// money, no transfer, no failure, no result; every time `at`.
    pub fn new(id: JobId, stage: JobStage, title: String, at: OffsetDateTime) -> JobSnapshot {
        JobSnapshot {
            id,
            stage,
            title,
            voice_id: None,
            voice_name: None,
            media: None,
            approval: Approval::None,
            required_credits: None,
            credits_used: None,
            bytes_done: 0,
            bytes_total: None,
            failure: None,
            output_path: None,
            pitch_shift: None,
            separate: None,
            excerpt: None,
            video_input: false,
            video_path: None,
            video_error: None,
            input_bytes: None,
            input_key: None,
            upload_bytes: None,
            remote_status: None,
            created_at: at,
            updated_at: at,
            state_since: at,
        }
    }
}

/// A job as the front ends show it: its ledger row plus the engine's passing notice.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct JobView {
    #[serde(flatten)]
    pub snapshot: JobSnapshot,
    /// A passing condition that is not a failure, e.g. `{"code":"rate_limited","until":"..."}`.
    pub notice: Option<Notice>,
}

impl From<JobSnapshot> for JobView {
    /// A row with no passing notice.
    fn from(snapshot: JobSnapshot) -> Self {
        Self {
            snapshot,
            notice: None,
        }
    }
}

impl From<&DubRecord> for JobSnapshot {
    fn from(d: &DubRecord) -> Self {
        Self {
            id: JobId::Dub(d.id),
            stage: JobStage::Dub(d.status.state),
            title: d.spec.input_name.clone(),
            voice_id: Some(d.spec.voice_id),
            voice_name: Some(d.spec.voice_name.clone()),
            media: d.status.media.clone(),
            approval: d.status.approval,
            required_credits: d.status.required_credits,
            credits_used: d.status.credits_used,
            bytes_done: d.status.bytes_done,
            bytes_total: d.status.bytes_total,
            failure: d.status.failure.clone(),
            output_path: d.status.output_path.clone(),
            pitch_shift: Some(d.spec.pitch_shift),
            separate: Some(d.spec.separate),
            excerpt: d.spec.local.excerpt,
            video_input: d.spec.local.video_input,
            video_path: d.status.video_path.clone(),
            video_error: d.status.video_error.clone(),
            input_bytes: match &d.spec.input {
                crate::ledger::DubInput::File { size_bytes, .. } => Some(*size_bytes),
                crate::ledger::DubInput::Link { .. } => None,
            },
            input_key: Some(crate::ledger::input_group_key(&d.spec.input)),
            upload_bytes: d.status.upload_bytes,
            remote_status: d.status.remote.as_ref().map(|r| r.status.clone()),
            created_at: d.created_at,
            updated_at: d.updated_at,
            state_since: d.state_since,
        }
    }
}

impl From<&TrainingRecord> for JobSnapshot {
    fn from(t: &TrainingRecord) -> Self {
        Self {
            id: JobId::Training(t.id),
            stage: JobStage::Training(t.status.state),
            title: t.spec.name.clone(),
            voice_id: t.status.remote_voice_id,
            voice_name: Some(t.spec.name.clone()),
            media: None,
            approval: t.status.approval,
            required_credits: t.status.required_credits,
            credits_used: t.status.credits_used,
            bytes_done: t.files.iter().map(|f| f.upload.bytes_done).sum(),
            bytes_total: Some(t.files.iter().map(|f| f.spec.size_bytes).sum()),
            failure: t.status.failure.clone(),
            output_path: None,
            pitch_shift: None,
            separate: None,
            excerpt: None,
            video_input: false,
            video_path: None,
            video_error: None,
            input_bytes: None,
            input_key: None,
            upload_bytes: None,
            remote_status: t.status.remote.as_ref().map(|r| r.status.clone()),
            created_at: t.created_at,
            updated_at: t.updated_at,
            state_since: t.state_since,
        }
    }
}

/// Implemented by each front end.
pub trait EventSink: Send + Sync {
    /// A job's row changed (state, credits, failure...).
    fn job_changed(&self, job: JobView);
    /// Bytes of a transfer moved; `total` is unknown for downloads without a length.
    fn transfer_progress(&self, job: JobId, bytes: u64, total: Option<u64>);
    /// The account's credit balance is now `balance`.
    fn credits_changed(&self, balance: i64);
}

/// Drops every event (headless runs that only read the ledger afterwards).
#[derive(Debug, Default, Clone, Copy)]
pub struct NullSink;

impl EventSink for NullSink {
    fn job_changed(&self, _job: JobView) {}
    fn transfer_progress(&self, _job: JobId, _bytes: u64, _total: Option<u64>) {}
    fn credits_changed(&self, _balance: i64) {}
}

/// One event: what an [`EventSink`] receives, what [`RecordingSink`] keeps, and what the engine's
/// `subscribe()` delivers (as `engine::EngineEvent`).
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    JobChanged(Box<JobView>),
    TransferProgress {
        job: JobId,
        bytes: u64,
        total: Option<u64>,
    },
    CreditsChanged {
        balance: i64,
    },
}

/// Keeps every event in order, for tests.
#[derive(Debug, Default)]
pub struct RecordingSink {
    events: Mutex<Vec<Event>>,
}

impl RecordingSink {
    pub fn new() -> Self {
        Self::default()
    }

    /// A copy of the events so far.
    pub fn events(&self) -> Vec<Event> {
        self.lock().clone()
    }

    /// The events so far, leaving none.
    pub fn take(&self) -> Vec<Event> {
        std::mem::take(&mut *self.lock())
    }

    /// The stages one job went through, in order, repeats removed.
    pub fn stages_of(&self, job: JobId) -> Vec<JobStage> {
        let mut stages: Vec<JobStage> = self
            .lock()
            .iter()
            .filter_map(|e| match e {
                Event::JobChanged(v) if v.snapshot.id == job => Some(v.snapshot.stage),
                _ => None,
            })
            .collect();
        stages.dedup();
        stages
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Vec<Event>> {
        self.events.lock().unwrap_or_else(PoisonError::into_inner)
    }

    fn push(&self, e: Event) {
        self.lock().push(e);
    }
}

impl EventSink for RecordingSink {
    fn job_changed(&self, job: JobView) {
        self.push(Event::JobChanged(Box::new(job)));
    }
    fn transfer_progress(&self, job: JobId, bytes: u64, total: Option<u64>) {
        self.push(Event::TransferProgress { job, bytes, total });
    }
    fn credits_changed(&self, balance: i64) {
        self.push(Event::CreditsChanged { balance });
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;
    use crate::ledger::{DubInput, DubSpec, DubState, Ledger, NewDub, PendingKind, UploadTarget};

    fn dub(ledger: &Ledger) -> DubRecord {
        ledger
            .dubs()
            .insert(NewDub {
                spec: DubSpec {
                    input: DubInput::File {
                        path: "/in/song.mp3".into(),
                        size_bytes: 99,
                    },
                    input_name: "song.mp3".into(),
                    voice_id: Uuid::from_u128(1),
                    voice_name: "Nova".into(),
                    pitch_shift: 0,
                    separate: true,
                    output_dir: "/out".into(),
                    local: crate::ledger::LocalWork::default(),
                },
                media: None,
            })
            .unwrap()
    }

    #[test]
    fn recording_sink_keeps_order_and_stages_per_job() {
        let dir = tempfile::tempdir().unwrap();
        let ledger = Ledger::open_in(dir.path()).unwrap();
        let d = dub(&ledger);
        let sink: Arc<dyn EventSink> = Arc::new(RecordingSink::new());
        let rec = RecordingSink::new();
        sink.credits_changed(5); // usable as a trait object
        rec.job_changed(JobSnapshot::from(&d).into());
        let d2 = ledger
            .dubs()
            .update(d.id, DubState::Created, |s| {
                s.state = DubState::Creating;
                s.begin(PendingKind::CreateDubSent, d.created_at);
            })
            .unwrap();
        rec.job_changed(JobSnapshot::from(&d2).into());
        rec.job_changed(JobSnapshot::from(&d2).into());
        rec.transfer_progress(JobId::Dub(d.id), 10, Some(99));
        rec.credits_changed(40);
        assert_eq!(
            rec.stages_of(JobId::Dub(d.id)),
            vec![
                JobStage::Dub(DubState::Created),
                JobStage::Dub(DubState::Creating)
            ]
        );
        let events = rec.take();
        assert_eq!(events.len(), 5);
        assert_eq!(
            events[3],
            Event::TransferProgress {
                job: JobId::Dub(d.id),
                bytes: 10,
                total: Some(99)
            }
        );
        assert_eq!(events[4], Event::CreditsChanged { balance: 40 });
        assert!(rec.events().is_empty());
        NullSink.job_changed(JobSnapshot::from(&d2).into());
    }

    #[test]
    fn snapshots_serialise_for_the_ui_without_upload_urls() {
        let dir = tempfile::tempdir().unwrap();
        let ledger = Ledger::open_in(dir.path()).unwrap();
        let d = dub(&ledger);
        let d = ledger
            .dubs()
            .update(d.id, DubState::Created, |s| {
                s.upload = Some(UploadTarget {
                    url: "http://127.0.0.1/uploads/x?X-Amz-Signature=zzz".into(),
                    expires_at: None,
                });
            })
            .unwrap();
        let json = serde_json::to_value(JobSnapshot::from(&d)).unwrap();
        assert_eq!(json["id"]["kind"], "dub");
        assert_eq!(json["id"]["id"], d.id.0.to_string());
        assert_eq!(json["stage"], "created");
        assert_eq!(json["title"], "song.mp3");
        assert_eq!(json["approval"], "none");
        assert!(json["createdAt"].as_str().unwrap().ends_with('Z'));
        assert!(!json.to_string().contains("Signature"), "{json}");
    }
}
