//! Running the engine for a command: start it on the library, wait until the command's jobs are
//! settled (done, failed, or waiting for approval or credits) while reporting progress, stop it,
//! and turn the outcome into an exit code. Ctrl-C stops cleanly; `resume` continues later.

use dubdeck_core::engine::{Engine, EngineContext, EngineError, EngineEvent, EngineHandle, JobView};
use dubdeck_core::events::JobId;

use crate::error::CliError;
use crate::report::{Reporter, exit_code_for, json_line};
use crate::session::Session;

/// Exit code after Ctrl-C (the usual 128 + SIGINT).
pub const INTERRUPTED: u8 = 130;

pub async fn start_engine(session: &Session) -> Result<EngineHandle, CliError> {
    let client = session.client(true).await?;
    let ctx = EngineContext::new(session.ledger.clone(), client);
    Ok(Engine::start(ctx).await?)
}

/// Like [`start_engine`], but `None` when another Dubdeck already runs the engine on this library.
pub async fn try_start_engine(session: &Session) -> Result<Option<EngineHandle>, CliError> {
    let client = session.client(true).await?;
    let ctx = EngineContext::new(session.ledger.clone(), client);
    match Engine::start(ctx).await {
        Ok(engine) => Ok(Some(engine)),
        Err(EngineError::AlreadyRunning { .. }) => Ok(None),
        Err(e) => Err(e.into()),
    }
}

/// Waits for `ids`, reporting, then stops the engine. Returns the exit code.
pub async fn wait_for(session: &Session, engine: EngineHandle, ids: Vec<JobId>) -> Result<u8, CliError> {
    let mut events = engine.subscribe();
    let mut reporter = Reporter::new(session.json);
    for view in engine.jobs().await? {
        if ids.contains(&view.snapshot.id) {
            reporter.event(&EngineEvent::JobChanged(Box::new(view)));
        }
    }
    // `None`: stopped by Ctrl-C.
    let outcome: Option<Result<Vec<JobView>, CliError>> = {
        let settled = engine.wait_settled(&ids);
        tokio::pin!(settled);
        loop {
            tokio::select! {
                views = &mut settled => break Some(views.map_err(CliError::from)),
                event = events.recv() => {
                    if let Ok(event) = event && concerns(&event, &ids) {
                        reporter.event(&event);
                    }
                }
                _ = tokio::signal::ctrl_c() => break None,
            }
        }
    };
    engine.shutdown().await;
    let Some(outcome) = outcome else {
        if session.json {
            json_line(&serde_json::json!({ "summary": { "exitCode": INTERRUPTED, "stopped": true } }));
        } else {
            eprintln!("Stopped. Nothing is lost: run `dubdeck-cli resume` to continue.");
        }
        return Ok(INTERRUPTED);
    };
    let views = outcome?;
    let code = exit_code_for(&views);
    reporter.summary(&views, code);
    Ok(code)
}

fn concerns(event: &EngineEvent, ids: &[JobId]) -> bool {
    match event {
        EngineEvent::JobChanged(view) => ids.contains(&view.snapshot.id),
        EngineEvent::TransferProgress { job, .. } => ids.contains(job),
        EngineEvent::CreditsChanged { .. } => true,
    }
}
