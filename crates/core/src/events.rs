//! What the core tells its front ends while it works: a job row changed, bytes moved, the credit
//! balance changed. The desktop shell forwards these as Tauri events, the command line prints them.
//!
//! Sinks are called from the engine's tasks and must return at once (hand the event to a channel or
//! an event loop; never block or do I/O inline).

use std::sync::{Mutex, PoisonError};

use serde::Serialize;

pub use crate::job::{JobId, JobSnapshot, JobStage};

/// Implemented by each front end.
pub trait EventSink: Send + Sync {
    /// A job's row changed (state, credits, failure...).
    fn job_changed(&self, job: JobSnapshot);
    /// Bytes of a transfer moved; `total` is unknown for downloads without a length.
    fn transfer_progress(&self, job: JobId, bytes: u64, total: Option<u64>);
    /// The account's credit balance is now `balance`.
    fn credits_changed(&self, balance: i64);
    /// This month's charges reached a share of the monthly budget (once per share and month).
    fn budget_reached(&self, _notice: crate::budget::BudgetNotice) {}
}

/// Drops every event (headless runs that only read the ledger afterwards).
#[derive(Debug, Default, Clone, Copy)]
pub struct NullSink;

impl EventSink for NullSink {
    fn job_changed(&self, _job: JobSnapshot) {}
    fn transfer_progress(&self, _job: JobId, _bytes: u64, _total: Option<u64>) {}
    fn credits_changed(&self, _balance: i64) {}
}

/// One event: what an [`EventSink`] receives, what [`RecordingSink`] keeps, and what the engine's
/// `subscribe()` delivers (as `engine::EngineEvent`).
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    JobChanged(Box<JobSnapshot>),
    TransferProgress {
        job: JobId,
        bytes: u64,
        total: Option<u64>,
    },
    CreditsChanged {
        balance: i64,
    },
    BudgetReached(crate::budget::BudgetNotice),
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
                Event::JobChanged(v) if v.id == job => Some(v.state),
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
    fn job_changed(&self, job: JobSnapshot) {
        self.push(Event::JobChanged(Box::new(job)));
    }
    fn transfer_progress(&self, job: JobId, bytes: u64, total: Option<u64>) {
        self.push(Event::TransferProgress { job, bytes, total });
    }
    fn credits_changed(&self, balance: i64) {
        self.push(Event::CreditsChanged { balance });
    }
    fn budget_reached(&self, notice: crate::budget::BudgetNotice) {
        self.push(Event::BudgetReached(notice));
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;
    use crate::job::DubState;
    use crate::ledger::{
        DubInput, DubRecord, DubSpec, JobStatusFields, Ledger, NewDub, PendingKind, UploadTarget,
    };
    use uuid::Uuid;

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
                mix: Default::default(),
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
        rec.job_changed(JobSnapshot::from(&d));
        let d2 = ledger
            .dubs()
            .update(d.id, DubState::Created, |s| {
                s.state = DubState::Creating;
                s.begin(PendingKind::CreateDubSent, d.created_at);
            })
            .unwrap();
        rec.job_changed(JobSnapshot::from(&d2));
        rec.job_changed(JobSnapshot::from(&d2));
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
        NullSink.job_changed(JobSnapshot::from(&d2));
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
        assert_eq!(json["id"], format!("dub:{}", d.id.0));
        assert_eq!(json["state"], "created");
        assert_eq!(json["title"], "song.mp3");
        assert_eq!(json["approval"], "none");
        assert!(json["createdAt"].as_str().unwrap().ends_with('Z'));
        assert!(!json.to_string().contains("Signature"), "{json}");
    }
}
