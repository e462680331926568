//! "Something changed" for the page: the context's event stream, forwarded as typed Tauri events
//! (their TypeScript is generated with the commands). A job's changes arrive as its whole row;
//! transfer progress of the engine's jobs (which outlive any command and any window) as
//! `JobProgress`, a few times a second at most. A job that finishes or fails also raises a desktop
//! notification when the setting allows.

use std::collections::HashMap;
use std::sync::Arc;
use std::time::{Duration, Instant};

use serde::Serialize;
use specta::Type;
use tauri::AppHandle;
use tauri::Manager;
use tauri::async_runtime::JoinHandle;
use tauri_specta::Event;
use tokio::sync::broadcast::error::RecvError;

use dubdeck_core::context::{AppContext, AppEvent, Balance, KeyStatus};
use dubdeck_core::events::{JobId, JobStage};

use crate::ipc::{ErrorCode, JobCounts, JobRow, Session, Settings, job_counts, job_key, row, settings_view};
use crate::offered::Offered;

#[derive(Debug, Clone, Serialize, Type, Event)]
pub struct KeyChanged {
    pub status: KeyStatus,
}

#[derive(Debug, Clone, Serialize, Type, Event)]
pub struct CreditsChanged {
    pub balance: Balance,
}

#[derive(Debug, Clone, Serialize, Type, Event)]
pub struct SettingsChanged {
    pub settings: Settings,
}

#[derive(Debug, Clone, Serialize, Type, Event)]
#[serde(rename_all = "camelCase")]
pub struct FavoriteChanged {
    pub voice_id: String,
    pub favorite: bool,
}

/// The demo was entered or left.
#[derive(Debug, Clone, Serialize, Type, Event)]
pub struct SessionChanged {
    pub session: Session,
}

/// Files to dub were opened with Dubdeck (a second start with files): the page takes them with
/// `take_opened_files`, so none is lost when it was not listening yet.
#[derive(Debug, Clone, Serialize, Type, Event)]
pub struct FilesOpened {
    pub paths: Vec<String>,
}

/// The level of the take being recorded, 30 times a second.
#[derive(Debug, Clone, Serialize, Type, Event)]
pub struct TakeLevel {
    pub level: crate::ipc::Level,
}

/// The take being recorded ended by itself: its device went away, or writing failed. What was
/// recorded is saved.
#[derive(Debug, Clone, Serialize, Type, Event)]
pub struct TakeEnded {
    pub done: crate::ipc::TakeDone,
}

/// The service refused the key (or none is set): the frame goes back to the key screen.
#[derive(Debug, Clone, Serialize, Type, Event)]
pub struct AuthLost {
    pub code: ErrorCode,
}

#[derive(Debug, Clone, Serialize, Type, Event)]
pub struct JobsChanged {
    pub counts: JobCounts,
    /// Changes may have been missed (the page was too slow): lists should be read again.
    pub stale: bool,
}

/// A job's row changed (state, credits, failure, notice...).
#[derive(Debug, Clone, Serialize, Type, Event)]
pub struct JobChanged {
    pub job: JobRow,
}

/// A job left the library.
#[derive(Debug, Clone, Serialize, Type, Event)]
pub struct JobRemoved {
    pub id: String,
}

/// Bytes of a job's upload or download moved.
#[derive(Debug, Clone, Serialize, Type, Event)]
#[serde(rename_all = "camelCase")]
pub struct JobProgress {
    pub id: String,
    pub bytes_done: u64,
    pub bytes_total: Option<u64>,
}

/// This month's charges reached 80% or 100% of the monthly budget (once each per month).
#[derive(Debug, Clone, Serialize, Type, Event)]
pub struct BudgetReached {
    pub notice: crate::ipc::BudgetNotice,
}

/// A watch folder took a file, refused one, or lost or found its folder.
#[derive(Debug, Clone, Serialize, Type, Event)]
pub struct WatchReported {
    pub event: crate::ipc::WatchEvent,
}

/// At most this often per job, the page hears of transfer progress (and always of the last byte).
const PROGRESS_EVERY: Duration = Duration::from_millis(200);

/// Emits `event` to the page; a window that is gone is only logged.
pub fn emit<E: Event + Serialize + Clone>(app: &AppHandle, event: E) {
    if let Err(e) = event.emit(app) {
        tracing::warn!("could not send {} to the page: {e}", E::NAME);
    }
}

/// What the forwarder remembers between events.
struct Relay {
    app: AppHandle,
    ctx: AppContext,
    /// The last state seen of each job: a notification goes out once, on the change.
    stages: HashMap<JobId, JobStage>,
    /// When the page last heard of each transfer.
    progress: HashMap<JobId, Instant>,
    /// The files the page may use: takes that end by themselves join them.
    offered: Arc<Offered>,
}

/// Forwards `ctx`'s events to the page until aborted (when the context is replaced).
pub fn forward(app: AppHandle, ctx: AppContext, offered: Arc<Offered>) -> JoinHandle<()> {
    let mut events = ctx.subscribe();
    let mut relay = Relay {
        app,
        ctx,
        offered,
        stages: HashMap::new(),
        progress: HashMap::new(),
    };
    tauri::async_runtime::spawn(async move {
        // The window as this library's settings ask, from the start (the zoom is remembered).
        if let Ok(settings) = relay.ctx.settings().await {
            dress_window(&relay.app, &settings);
        }
        loop {
            match events.recv().await {
                Ok(event) => relay.relay(event).await,
                // Too slow to keep up: whatever was missed, send the current state of everything.
                Err(RecvError::Lagged(_)) => resync(&relay.app, &relay.ctx).await,
                Err(RecvError::Closed) => break,
            }
        }
    })
}

impl Relay {
    async fn relay(&mut self, event: AppEvent) {
        match event {
            AppEvent::JobChanged(view) => {
                let job = view.id;
                let stage = view.state;
                let row = row(&view);
                let before = self.stages.insert(job, stage);
                self.progress.remove(&job);
                if before != Some(stage) {
                    crate::notify::job_settled(&self.app, &self.ctx, &view).await;
                }
                emit(&self.app, JobChanged { job: row });
                send_job_counts(&self.app, &self.ctx, false).await;
            }
            AppEvent::JobRemoved { job } => {
                self.stages.remove(&job);
                self.progress.remove(&job);
                emit(&self.app, JobRemoved { id: job_key(job) });
                send_job_counts(&self.app, &self.ctx, false).await;
            }
            AppEvent::TransferProgress { job, bytes, total } => {
                let now = Instant::now();
                if progress_due(self.progress.get(&job).copied(), now, bytes, total) {
                    self.progress.insert(job, now);
                    emit(
                        &self.app,
                        JobProgress {
                            id: job_key(job),
                            bytes_done: bytes,
                            bytes_total: total,
                        },
                    );
                }
            }
            AppEvent::BudgetReached { notice } => {
                crate::notify::budget_reached(&self.app, &self.ctx, &notice).await;
                emit(&self.app, BudgetReached { notice });
            }
            AppEvent::TakeEnded { done } => {
                // The page adds it to the wizard's files at once: it must be one it may use.
                self.offered.offer([std::path::PathBuf::from(&done.take.path)]);
                emit(&self.app, TakeEnded { done: *done });
            }
            other => relay(&self.app, other),
        }
    }
}

/// Whether the page hears of a transfer's progress now: the first time, every
/// [`PROGRESS_EVERY`] after that, and always at its last byte.
fn progress_due(last: Option<Instant>, now: Instant, bytes: u64, total: Option<u64>) -> bool {
    total.is_some_and(|t| bytes >= t) || last.is_none_or(|at| now.duration_since(at) >= PROGRESS_EVERY)
}

fn relay(app: &AppHandle, event: AppEvent) {
    match event {
        AppEvent::KeyChanged { status } => emit(app, KeyChanged { status }),
        AppEvent::CreditsChanged { balance } => emit(app, CreditsChanged { balance }),
        AppEvent::SettingsChanged { settings } => {
            dress_window(app, &settings);
            emit(
                app,
                SettingsChanged {
                    settings: settings_view(&settings),
                },
            )
        }
        AppEvent::TakeLevel { level } => emit(app, TakeLevel { level }),
        AppEvent::WatchReported { report } => emit(
            app,
            WatchReported {
                event: crate::ipc::WatchEvent::from(&report),
            },
        ),
        AppEvent::FavoriteChanged { voice_id, favorite } => emit(
            app,
            FavoriteChanged {
                voice_id: voice_id.to_string(),
                favorite,
            },
        ),
        _ => {}
    }
}

/// The main window as the settings ask: titled in their language, the page at their zoom.
fn dress_window(app: &AppHandle, settings: &dubdeck_core::ledger::SettingsSnapshot) {
    crate::words::title_window(app, settings);
    if let Some(window) = app.get_webview_window("main")
        && let Err(e) = window.set_zoom(settings.zoom)
    {
        tracing::debug!("could not zoom the page: {e}");
    }
}

async fn resync(app: &AppHandle, ctx: &AppContext) {
    if let Ok(settings) = ctx.settings().await {
        dress_window(app, &settings);
        emit(
            app,
            SettingsChanged {
                settings: settings_view(&settings),
            },
        );
    }
    if let Some(balance) = ctx.balance() {
        emit(app, CreditsChanged { balance });
    }
    send_job_counts(app, ctx, true).await;
}

async fn send_job_counts(app: &AppHandle, ctx: &AppContext, stale: bool) {
    match job_counts(ctx).await {
        Ok(counts) => emit(app, JobsChanged { counts, stale }),
        Err(e) => tracing::warn!("could not count the jobs: {}", e.code()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn transfer_progress_reaches_the_page_a_few_times_a_second_and_at_the_end() {
        let start = Instant::now();
        assert!(progress_due(None, start, 10, Some(100)));
        let soon = start + Duration::from_millis(50);
        assert!(!progress_due(Some(start), soon, 20, Some(100)));
        assert!(!progress_due(Some(start), soon, 20, None));
        // The last byte always goes through, however soon.
        assert!(progress_due(Some(start), soon, 100, Some(100)));
        assert!(progress_due(Some(start), start + PROGRESS_EVERY, 30, Some(100)));
    }
}
