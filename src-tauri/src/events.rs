//! "Something changed" for the page: the context's event stream, forwarded as typed Tauri events
//! (their TypeScript is generated with the commands). Transfer progress is not forwarded here:
//! progress of one operation goes through a `Channel` of the command that started it.

use serde::{Deserialize, Serialize};
use specta::Type;
use tauri::AppHandle;
use tauri::async_runtime::JoinHandle;
use tauri_specta::Event;
use tokio::sync::broadcast::error::RecvError;

use dubdeck_core::context::{AppContext, AppEvent, JobFilter, JobQuery};

use crate::ipc::{Balance, JobCounts, KeyStatus, Session, Settings};

#[derive(Debug, Clone, Serialize, Deserialize, Type, Event)]
pub struct KeyChanged {
    pub status: KeyStatus,
}

#[derive(Debug, Clone, Serialize, Deserialize, Type, Event)]
pub struct CreditsChanged {
    pub balance: Balance,
}

#[derive(Debug, Clone, Serialize, Deserialize, Type, Event)]
pub struct SettingsChanged {
    pub settings: Settings,
}

#[derive(Debug, Clone, Serialize, Deserialize, Type, Event)]
#[serde(rename_all = "camelCase")]
pub struct FavoriteChanged {
    pub voice_id: String,
    pub favorite: bool,
}

/// The demo was entered or left.
#[derive(Debug, Clone, Serialize, Deserialize, Type, Event)]
pub struct SessionChanged {
    pub session: Session,
}

/// The service refused the key (or none is set): the frame goes back to the key screen.
#[derive(Debug, Clone, Serialize, Deserialize, Type, Event)]
pub struct AuthLost {
    pub code: String,
}

#[derive(Debug, Clone, Serialize, Deserialize, Type, Event)]
pub struct JobsChanged {
    pub counts: JobCounts,
}

/// Emits `event` to the page; a window that is gone is only logged.
pub fn emit<E: Event + Serialize + Clone>(app: &AppHandle, event: E) {
    if let Err(e) = event.emit(app) {
        tracing::warn!("could not send {} to the page: {e}", E::NAME);
    }
}

/// Forwards `ctx`'s events to the page until aborted (when the context is replaced).
pub fn forward(app: AppHandle, ctx: AppContext) -> JoinHandle<()> {
    let mut events = ctx.subscribe();
    tauri::async_runtime::spawn(async move {
        loop {
            match events.recv().await {
                Ok(event) => relay(&app, &ctx, event).await,
                // Too slow to keep up: whatever was missed, send the current state of everything.
                Err(RecvError::Lagged(_)) => resync(&app, &ctx).await,
                Err(RecvError::Closed) => break,
            }
        }
    })
}

async fn relay(app: &AppHandle, ctx: &AppContext, event: AppEvent) {
    match event {
        AppEvent::KeyChanged { status } => emit(
            app,
            KeyChanged {
                status: status.into(),
            },
        ),
        AppEvent::CreditsChanged { balance } => emit(
            app,
            CreditsChanged {
                balance: balance.into(),
            },
        ),
        AppEvent::SettingsChanged { settings } => emit(
            app,
            SettingsChanged {
                settings: crate::commands::settings::view(&settings),
            },
        ),
        AppEvent::FavoriteChanged { voice_id, favorite } => emit(
            app,
            FavoriteChanged {
                voice_id: voice_id.to_string(),
                favorite,
            },
        ),
        AppEvent::JobChanged(_) | AppEvent::JobRemoved { .. } => send_job_counts(app, ctx).await,
        _ => {}
    }
}

async fn resync(app: &AppHandle, ctx: &AppContext) {
    if let Ok(settings) = ctx.settings().await {
        emit(
            app,
            SettingsChanged {
                settings: crate::commands::settings::view(&settings),
            },
        );
    }
    if let Some(balance) = ctx.balance() {
        emit(
            app,
            CreditsChanged {
                balance: balance.into(),
            },
        );
    }
    send_job_counts(app, ctx).await;
}

async fn send_job_counts(app: &AppHandle, ctx: &AppContext) {
    match job_counts(ctx).await {
        Ok(counts) => emit(app, JobsChanged { counts }),
        Err(e) => tracing::warn!("could not count the jobs: {}", e.code()),
    }
}

/// How many jobs are active, waiting for the user, failed, and in all.
pub async fn job_counts(ctx: &AppContext) -> Result<JobCounts, dubdeck_core::context::AppError> {
    let count = |filter: JobFilter| {
        let ctx = ctx.clone();
        async move {
            let page = ctx
                .jobs(JobQuery {
                    filter,
                    limit: 1,
                    ..JobQuery::default()
                })
                .await?;
            Ok::<u32, dubdeck_core::context::AppError>(u32::try_from(page.total).unwrap_or(u32::MAX))
        }
    };
    Ok(JobCounts {
        active: count(JobFilter::Active).await?,
        waiting: count(JobFilter::Waiting).await?,
        failed: count(JobFilter::Failed).await?,
        total: count(JobFilter::All).await?,
    })
}
