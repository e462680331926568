//! Running jobs for a command: make sure an engine works on the library (this process's, or
//! another Dubdeck's that already runs on it: then the jobs are handed to it through the library,
//! and taken back here should that Dubdeck stop first), follow the command's jobs until they are
//! settled (done, failed, or waiting for approval or credits) while reporting progress, stop the
//! engine if it runs here, and turn the outcome into an exit code. Ctrl-C stops cleanly; `resume`
//! continues later.

use dubdeck_core::context::{AppEvent, EngineStatus, FollowOutcome};
use dubdeck_core::engine::EngineEvent;
use dubdeck_core::events::JobId;

use crate::error::CliError;
use crate::report::{Reporter, exit_code_for, json_line};
use crate::session::Session;
use crate::words::{credits_arg, say};

/// Exit code after Ctrl-C (the usual 128 + SIGINT).
pub const INTERRUPTED: u8 = 130;

/// An engine for this command: started here, or already running in another Dubdeck.
pub struct EngineUse {
    /// The library's events from before the command queued or changed anything, so that
    /// [`wait_for`] reports every stage its jobs pass, even those passed before it began.
    events: tokio::sync::broadcast::Receiver<AppEvent>,
}

/// Starts the engine unless another Dubdeck runs it on this library (then says so).
pub async fn engine(session: &Session) -> Result<EngineUse, CliError> {
    let events = session.app.subscribe();
    let status = session.app.start_engine().await?;
    if status == EngineStatus::Elsewhere && !session.json {
        eprintln!("{}", say!("engine-elsewhere"));
    }
    Ok(EngineUse { events })
}

impl EngineUse {
    /// Stops the engine if it runs in this command (another Dubdeck's goes on).
    pub async fn release(self, session: &Session) {
        session.app.stop_engine().await;
    }
}

/// What the reporter shows of a context event.
fn engine_event(event: &AppEvent) -> Option<EngineEvent> {
    match event {
        AppEvent::JobChanged(view) => Some(EngineEvent::JobChanged(view.clone())),
        AppEvent::TransferProgress { job, bytes, total } => Some(EngineEvent::TransferProgress {
            job: *job,
            bytes: *bytes,
            total: *total,
        }),
        AppEvent::CreditsChanged { balance } => Some(EngineEvent::CreditsChanged {
            // Credits are whole numbers in practice; a fraction is rounded for this line only.
            #[allow(clippy::cast_possible_truncation)]
            balance: balance.credits.round() as i64,
        }),
        AppEvent::BudgetReached { notice } => Some(EngineEvent::BudgetReached(notice.clone())),
        _ => None,
    }
}

/// Follows `ids`, reporting, until they are settled or Ctrl-C; then releases the engine. Returns
/// the exit code.
pub async fn wait_for(session: &Session, engine: EngineUse, ids: Vec<JobId>) -> Result<u8, CliError> {
    let mut reporter = Reporter::new(session.json);
    let EngineUse { events } = engine;
    // Whoever runs the engine: should another Dubdeck stop before these jobs settle, the engine
    // starts here and finishes them.
    let outcome = session
        .app
        .follow_keeping_engine(
            events,
            &ids,
            |event| {
                if let Some(event) = engine_event(event) {
                    reporter.event(&event);
                }
            },
            async {
                let _ = tokio::signal::ctrl_c().await;
            },
        )
        .await;
    session.app.stop_engine().await;
    let views = match outcome? {
        FollowOutcome::Settled(views) => views,
        FollowOutcome::Stopped => {
            if session.json {
                json_line(&serde_json::json!({ "summary": { "exitCode": INTERRUPTED, "stopped": true } }));
            } else {
                eprintln!("{}", say!("run-stopped"));
            }
            return Ok(INTERRUPTED);
        }
    };
    let code = exit_code_for(&views);
    reporter.summary(&views, code);
    if !session.json {
        let paid: i64 = views.iter().filter_map(|v| v.credits_used).sum();
        let line = match session.app.balance() {
            Some(balance) => {
                let credits = crate::commands::account::credits_text(balance.credits);
                say!(
                    "run-paid-balance",
                    paid = paid,
                    balance = credits_arg(balance.credits, &credits)
                )
            }
            None => say!("run-paid", paid = paid),
        };
        println!("{line}");
    }
    Ok(code)
}
