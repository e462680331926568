//! `jobs`, `job`, `approve`, `retry`, `discard`, `resume`: the library's jobs. Approving, retrying
//! and resuming run the engine until the jobs settle; when another Dubdeck already runs the engine
//! on this library, the change is written to the library, that engine carries on with it, and the
//! command follows the jobs there.

use dubdeck_core::context::{EngineStatus, JobFilter, JobQuery};
use dubdeck_core::engine::{DubAgain, JobSnapshot};
use dubdeck_core::events::JobId;
use dubdeck_core::job::JobStatus;

use crate::error::{CliError, code};
use crate::report::{describe, exit_code_for, json_line};
use crate::run;
use crate::session::Session;
use crate::words::say;

pub async fn list(session: &Session) -> Result<u8, CliError> {
    let all = all_jobs(session, JobFilter::All).await?;
    // Unfinished jobs move only while an engine runs on the library (here or in the app).
    let engine = session.app.engine_status().await;
    if session.json {
        for view in &all {
            json_line(view);
        }
        json_line(&serde_json::json!({ "summary": { "count": all.len() } }));
    } else if all.is_empty() {
        println!("{}", say!("jobs-none"));
    } else {
        let mut waiting_for_engine = false;
        for view in &all {
            if view.status == JobStatus::Active && engine == EngineStatus::Stopped {
                waiting_for_engine = true;
                println!("{}", say!("jobs-paused", line = &describe(view)));
            } else {
                println!("{}", describe(view));
            }
        }
        if waiting_for_engine {
            println!("{}", say!("jobs-paused-hint"));
        }
    }
    Ok(code::DONE)
}

pub async fn show(session: &Session, id: &str) -> Result<u8, CliError> {
    let job = session.app.resolve_job(id).await?;
    let view = session.app.job(job).await?;
    if session.json {
        json_line(&view);
    } else {
        let s = &view;
        println!("{}", describe(&view));
        let full = match s.id {
            JobId::Dub(d) => d.0,
            JobId::Training(t) => t.0,
        };
        // Each label with its value, the values aligned after the longest label (of all of them,
        // shown or not, so that every job's values line up alike).
        let mut fields = vec![(say!("job-label-id"), full.to_string())];
        if let Some(voice) = &s.voice_name {
            fields.push((say!("job-label-voice"), voice.clone()));
        }
        if let Some(voice_id) = s.voice_id {
            fields.push((say!("job-label-voice-id"), voice_id.to_string()));
        }
        if let (Some(ms), Some(format)) = (s.duration_ms, &s.format) {
            let duration = crate::words::duration(ms);
            fields.push((
                say!("job-label-input"),
                say!("job-value-input", format = format, duration = &duration),
            ));
        }
        if let Some(c) = s.required_credits {
            fields.push((say!("job-label-price"), say!("job-value-credits", credits = c)));
        }
        if let Some(c) = s.credits_used {
            fields.push((say!("job-label-paid"), say!("job-value-credits", credits = c)));
        }
        if let Some(path) = &s.output_path {
            fields.push((say!("job-label-output"), path.display().to_string()));
        }
        if let Some(f) = &s.failure {
            fields.push((say!("job-label-problem"), crate::report::failure_text(f, s.id)));
        }
        fields.push((say!("job-label-created"), s.created_at.to_string()));
        let width = [
            say!("job-label-id"),
            say!("job-label-voice"),
            say!("job-label-voice-id"),
            say!("job-label-input"),
            say!("job-label-price"),
            say!("job-label-paid"),
            say!("job-label-output"),
            say!("job-label-problem"),
            say!("job-label-created"),
        ]
        .iter()
        .map(|label| label.chars().count())
        .max()
        .unwrap_or_default()
            + 2;
        for (label, value) in fields {
            println!("  {label:<width$}{value}");
        }
    }
    Ok(exit_code_for(std::slice::from_ref(&view)))
}

/// What `approve` and `retry` do to a job.
enum Change {
    Approve,
    /// Retry, optionally into a new output folder.
    Retry(Option<std::path::PathBuf>),
}

/// Approves or retries a job, then follows it: with this command's engine, or with another
/// Dubdeck's that already runs on the library.
async fn change_and_run(session: &Session, job: JobId, change: Change) -> Result<u8, CliError> {
    let engine = run::engine(session).await?;
    let changed = match change {
        Change::Approve => session.app.approve(job).await,
        Change::Retry(None) => session.app.retry(job).await,
        Change::Retry(Some(out)) => session.app.retry_into(job, out).await,
    };
    if let Err(e) = changed {
        engine.release(session).await;
        return Err(e.into());
    }
    run::wait_for(session, engine, vec![job]).await
}

pub async fn approve(session: &Session, id: &str) -> Result<u8, CliError> {
    let job = session.app.resolve_job(id).await?;
    change_and_run(session, job, Change::Approve).await
}

pub async fn retry(session: &Session, id: &str, out: Option<&std::path::Path>) -> Result<u8, CliError> {
    let job = session.app.resolve_job(id).await?;
    change_and_run(session, job, Change::Retry(out.map(std::path::Path::to_path_buf))).await
}

pub async fn discard(session: &Session, id: &str) -> Result<u8, CliError> {
    let job = session.app.resolve_job(id).await?;
    let view = session.app.discard(job).await?;
    if session.json {
        json_line(&view);
    } else {
        println!("{}", describe(&view));
    }
    Ok(code::DONE)
}

/// `mix`: a done cover mixed again (or a done dub paired with an instrumental and mixed), on this
/// computer; nothing is sent.
pub async fn mix(
    session: &Session,
    id: &str,
    instrumental: Option<&std::path::Path>,
    args: &crate::cli::MixArgs,
) -> Result<u8, CliError> {
    if args.key.is_some() {
        return Err(CliError::Usage(say!("mix-no-key")));
    }
    let job = session.app.resolve_job(id).await?;
    let earlier = session.app.job(job).await?;
    // The levels not given are the job's own; the format and loudness, the job's or the settings'.
    let mut mix = crate::commands::start::mix_settings(session, args).await?;
    if let Some(was) = earlier.mix {
        mix.vocal_gain_db = args.vocal_gain.unwrap_or(was.vocal_gain_db);
        mix.instrumental_gain_db = args.instrumental_gain.unwrap_or(was.instrumental_gain_db);
        mix.format = args.format.or(was.format).or(mix.format);
        mix.loudness = args.loudness.map_or(was.loudness, |l| l.0);
    }
    let view = session
        .app
        .remix(job, mix, instrumental.map(std::path::Path::to_path_buf))
        .await?;
    if session.json {
        json_line(&view);
    } else if let Some(path) = &view.mix_path {
        println!(
            "{}",
            say!(
                "mix-made",
                title = &view.title,
                path = &path.display().to_string()
            )
        );
    }
    Ok(code::DONE)
}

pub async fn remove(session: &Session, id: &str, delete_file: bool) -> Result<u8, CliError> {
    let job = session.app.resolve_job(id).await?;
    let view = session.app.job(job).await?;
    session.app.remove_job(job, delete_file).await?;
    if session.json {
        json_line(&serde_json::json!({ "removed": view.id, "fileDeleted": delete_file }));
    } else {
        let title = &view.title;
        let line = match (&view.output_path, delete_file) {
            (Some(path), true) => say!(
                "jobs-removed-file-deleted",
                title = title,
                path = &path.display().to_string()
            ),
            (Some(path), false) => say!(
                "jobs-removed-file-kept",
                title = title,
                path = &path.display().to_string()
            ),
            (None, _) => say!("jobs-removed", title = title),
        };
        println!("{line}");
    }
    Ok(code::DONE)
}

/// What `dub-again` changes.
pub struct Again<'a> {
    /// The voice (an id or the start of one); `None`: the earlier dub's.
    pub voice: Option<&'a str>,
    /// Dub the whole input of an audition.
    pub whole: bool,
    pub pitch_shift: Option<i32>,
    pub approve_up_to: Option<u32>,
}

pub async fn dub_again(session: &Session, id: &str, again: Again<'_>) -> Result<u8, CliError> {
    let job = session.app.resolve_job(id).await?;
    let earlier = session.app.job(job).await?;
    if again.whole && earlier.excerpt.is_none() {
        return Err(CliError::Usage(say!(
            "dub-again-not-audition",
            id = &crate::report::short_id(job),
            title = &earlier.title
        )));
    }
    let (voice_id, voice_name) = match again.voice {
        Some(voice) => crate::commands::voices::resolve_voice(session, voice).await?,
        None => match (earlier.voice_id, earlier.voice_name.clone()) {
            (Some(id), Some(name)) => (id, name),
            _ => {
                return Err(CliError::Usage(say!("dub-again-no-voice")));
            }
        },
    };
    let engine = run::engine(session).await?;
    let again = DubAgain {
        voice_id,
        voice_name,
        pitch_shift: again.pitch_shift,
        separate: None,
        approve_up_to: again.approve_up_to,
        whole: again.whole,
        video_out: None,
    };
    let view = match session.app.dub_again(job, again).await {
        Ok(view) => view,
        Err(e) => {
            engine.release(session).await;
            return Err(e.into());
        }
    };
    run::wait_for(session, engine, vec![view.id]).await
}

pub async fn resume(session: &Session) -> Result<u8, CliError> {
    let engine = run::engine(session).await?;
    let unfinished: Vec<JobId> = all_jobs(session, JobFilter::All)
        .await?
        .into_iter()
        .filter(|v| !v.status.is_finished())
        .map(|v| v.id)
        .collect();
    if unfinished.is_empty() {
        engine.release(session).await;
        if session.json {
            json_line(&serde_json::json!({ "summary": { "exitCode": 0, "jobs": [] } }));
        } else {
            println!("{}", say!("resume-nothing"));
        }
        return Ok(code::DONE);
    }
    run::wait_for(session, engine, unfinished).await
}

/// Every job matching `filter`, newest first, read page by page.
async fn all_jobs(session: &Session, filter: JobFilter) -> Result<Vec<JobSnapshot>, CliError> {
    let mut all = Vec::new();
    loop {
        let page = session
            .app
            .jobs(JobQuery {
                filter,
                limit: 500,
                offset: u32::try_from(all.len()).unwrap_or(u32::MAX),
                ..JobQuery::default()
            })
            .await?;
        let done =
            page.jobs.is_empty() || all.len() + page.jobs.len() >= usize::try_from(page.total).unwrap_or(0);
        all.extend(page.jobs);
        if done {
            return Ok(all);
        }
    }
}
