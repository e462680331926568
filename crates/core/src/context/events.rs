//! The context's one event stream: job rows, transfer progress and credits from the engine, plus
//! what the context itself changes (settings, presets, the key, the engine's state). Front ends
//! subscribe once and re-render from it; the desktop shell forwards each as a Tauri event.

use serde::Serialize;
use uuid::Uuid;

use super::AppContext;
use super::values::{Balance, KeyStatus, VoicePreset};
use crate::events::{EventSink, JobId, JobSnapshot};
use crate::ledger::SettingsSnapshot;
use crate::record::{Level, TakeDone};

/// Whether the job engine runs, for this library.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum EngineStatus {
    /// In this process.
    Running,
    /// In another Dubdeck (the app, or a command line) on the same library: jobs added here are
    /// picked up by it.
    Elsewhere,
    /// Nowhere: jobs wait in the library until an engine starts.
    Stopped,
}

/// Something changed. Serialised as `{"event": "job_changed", ...}`.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum AppEvent {
    /// A job's row changed (state, credits, failure, notice...).
    JobChanged(Box<JobSnapshot>),
    /// A job was removed from the library.
    JobRemoved { job: JobId },
    /// Bytes of a transfer moved.
    TransferProgress {
        job: JobId,
        bytes: u64,
        total: Option<u64>,
    },
    /// The account's balance is now known to be this.
    CreditsChanged { balance: Balance },
    /// This month's charges reached 80% or 100% of the monthly budget (once each per month).
    BudgetReached { notice: crate::budget::BudgetNotice },
    /// A watch folder took a file, refused one, or lost or found its folder again.
    WatchReported { report: super::WatchReport },
    /// An app-wide setting changed (boxed: the snapshot is the largest of the events).
    SettingsChanged { settings: Box<SettingsSnapshot> },
    /// The remembered dub settings of a voice changed.
    PresetChanged {
        #[serde(rename = "voiceId")]
        voice_id: Uuid,
        preset: VoicePreset,
    },
    /// A public voice was starred or unstarred.
    FavoriteChanged {
        #[serde(rename = "voiceId")]
        voice_id: Uuid,
        favorite: bool,
    },
    /// A key was stored or removed.
    KeyChanged { status: KeyStatus },
    /// The engine started or stopped.
    EngineChanged { status: EngineStatus },
    /// The level of the take being recorded, 30 times a second.
    TakeLevel { level: Level },
    /// The take being recorded ended by itself (its device went away, writing failed, it reached
    /// its longest); what was recorded is saved.
    TakeEnded { done: Box<TakeDone> },
}

/// The engine's event sink: forwards into the context's stream and keeps the balance.
pub(crate) struct Forwarder {
    app: AppContext,
}

impl Forwarder {
    pub(crate) fn new(app: AppContext) -> Forwarder {
        Forwarder { app }
    }
}

impl EventSink for Forwarder {
    fn job_changed(&self, job: JobSnapshot) {
        self.app.emit(AppEvent::JobChanged(Box::new(job)));
    }

    fn transfer_progress(&self, job: JobId, bytes: u64, total: Option<u64>) {
        self.app.emit(AppEvent::TransferProgress { job, bytes, total });
    }

    fn budget_reached(&self, notice: crate::budget::BudgetNotice) {
        self.app.emit(AppEvent::BudgetReached { notice });
    }

    fn credits_changed(&self, balance: i64) {
        // Credit counts are far below 2^53: exact as f64.
        #[allow(clippy::cast_precision_loss)]
        self.app.set_balance(balance as f64);
    }
}
