//! `jobs`, `job`, `approve`, `retry`, `discard`, `resume`: the library's jobs. Approving or retrying
//! runs the engine until the job settles; when another Dubdeck already runs the engine on this
//! library, the change is written to the library and that engine carries on with it.

use dubdeck_core::engine::jobs;
use dubdeck_core::events::JobId;

use crate::error::{CliError, code};
use crate::report::{describe, exit_code_for, json_line};
use crate::run;
use crate::session::Session;

pub async fn list(session: &Session) -> Result<u8, CliError> {
    let all = jobs::list(&session.ledger).await?;
    if session.json {
        for view in &all {
            json_line(view);
        }
        json_line(&serde_json::json!({ "summary": { "count": all.len() } }));
    } else if all.is_empty() {
        println!("No jobs yet. Start one with `dubdeck-cli dub FILE --voice ID`.");
    } else {
        for view in &all {
            println!("{}", describe(view));
        }
    }
    Ok(code::DONE)
}

pub async fn show(session: &Session, id: &str) -> Result<u8, CliError> {
    let job = jobs::resolve(&session.ledger, id).await?;
    let view = jobs::find(&session.ledger, job).await?;
    if session.json {
        json_line(&view);
    } else {
        let s = &view.snapshot;
        println!("{}", describe(&view));
        let full = match s.id {
            JobId::Dub(d) => d.0,
            JobId::Training(t) => t.0,
        };
        println!("  id:        {full}");
        if let Some(voice) = &s.voice_name {
            println!("  voice:     {voice}");
        }
        if let Some(media) = &s.media {
            println!(
                "  input:     {} ({})",
                media.format,
                dubdeck_core::probe::format_duration(media.duration_ms)
            );
        }
        if let Some(c) = s.required_credits {
            println!("  price:     {c} credits");
        }
        if let Some(c) = s.credits_used {
            println!("  paid:      {c} credits");
        }
        if let Some(path) = &s.output_path {
            println!("  output:    {}", path.display());
        }
        if let Some(f) = &s.failure {
            println!("  problem:   {}", crate::report::failure_text(f, s.id));
        }
        println!("  created:   {}", s.created_at);
    }
    Ok(exit_code_for(std::slice::from_ref(&view)))
}

/// Changes a job through the ledger, then runs the engine for it if no other Dubdeck does.
async fn change_and_run(session: &Session, job: JobId, retry: bool) -> Result<u8, CliError> {
    match run::try_start_engine(session).await? {
        Some(engine) => {
            let changed = if retry {
                engine.retry(job).await
            } else {
                engine.approve(job).await
            };
            if let Err(e) = changed {
                engine.shutdown().await;
                return Err(e.into());
            }
            run::wait_for(session, engine, vec![job]).await
        }
        None => {
            // Another Dubdeck holds the engine: record the decision; it picks it up.
            let view = if retry {
                jobs::retry(&session.ledger, job).await?
            } else {
                jobs::approve(&session.ledger, job).await?
            };
            if session.json {
                json_line(&view);
            } else {
                println!("{} (another running Dubdeck continues it)", describe(&view));
            }
            Ok(code::DONE)
        }
    }
}

pub async fn approve(session: &Session, id: &str) -> Result<u8, CliError> {
    let job = jobs::resolve(&session.ledger, id).await?;
    change_and_run(session, job, false).await
}

pub async fn retry(session: &Session, id: &str) -> Result<u8, CliError> {
    let job = jobs::resolve(&session.ledger, id).await?;
    change_and_run(session, job, true).await
}

pub async fn discard(session: &Session, id: &str) -> Result<u8, CliError> {
    let job = jobs::resolve(&session.ledger, id).await?;
    let view = jobs::discard(&session.ledger, job).await?;
    if session.json {
        json_line(&view);
    } else {
        println!("{}", describe(&view));
    }
    Ok(code::DONE)
}

pub async fn resume(session: &Session) -> Result<u8, CliError> {
    let engine = run::start_engine(session).await?;
    let unfinished: Vec<JobId> = engine
        .jobs()
        .await?
        .into_iter()
        .filter(|v| v.snapshot.stage.is_active())
        .map(|v| v.snapshot.id)
        .collect();
    if unfinished.is_empty() {
        engine.shutdown().await;
        if session.json {
            json_line(&serde_json::json!({ "summary": { "exitCode": 0, "jobs": [] } }));
        } else {
            println!("Nothing to resume: every job is finished.");
        }
        return Ok(code::DONE);
    }
    run::wait_for(session, engine, unfinished).await
}
