//! `watch DIR --voice V`: dubs each media file that lands in the folder until Ctrl-C or SIGTERM,
//! printing what became of each file and of its dub. The watch is kept in the library (what it took
//! with it), so a later `watch` of the same folder dubs only what arrived meanwhile. Stopping
//! leaves a dub under way to resume (`dubdeck-cli resume`, or the next `watch`); nothing is paid
//! twice.

use std::collections::HashSet;

use dubdeck_core::context::{AppEvent, WatchOutcome, WatchReport};
use dubdeck_core::events::JobId;
use dubdeck_core::job::{JobStatus, MixSettings};
use dubdeck_core::ledger::WatchSettings;
use tokio_util::sync::CancellationToken;

use crate::cli::{VideoMode, WatchArgs};
use crate::commands::voices;
use crate::error::{CliError, code};
use crate::report::{describe, json_line, short_id};
use crate::run;
use crate::session::Session;
use crate::words::say;

pub async fn watch(session: &Session, args: &WatchArgs) -> Result<u8, CliError> {
    let (voice_id, voice_name) = voices::resolve_voice(session, &args.voice).await?;
    let settings = session.app.settings().await?;
    let dir = std::path::absolute(&args.dir).unwrap_or_else(|_| args.dir.clone());
    let output_dir = args
        .out
        .clone()
        .or(settings.output_dir.clone())
        .unwrap_or_else(|| dir.join("Dubbed"));
    std::fs::create_dir_all(&output_dir).map_err(|e| {
        CliError::Usage(say!(
            "watch-no-output",
            path = &output_dir.display().to_string(),
            error = &e.to_string()
        ))
    })?;
    let watch = session
        .app
        .put_watch(
            dir,
            WatchSettings {
                voice_id,
                voice_name: voice_name.clone(),
                pitch_shift: args.pitch,
                separate: !args.no_separate,
                mix: MixSettings {
                    format: args.format.or(settings.output_format),
                    loudness: args.loudness.map_or(settings.loudness, |l| l.0),
                    ..MixSettings::default()
                },
                video_out: args.video == VideoMode::Auto,
                output_dir: output_dir.clone(),
                approve_up_to: args.approve_up_to.unwrap_or(settings.auto_approve_up_to),
            },
        )
        .await?;
    if session.json {
        json_line(&serde_json::json!({ "watching": watch }));
    } else {
        eprintln!(
            "{}",
            say!(
                "watch-start",
                path = &watch.path.display().to_string(),
                voice = &voice_name,
                out = &output_dir.display().to_string(),
                limit = watch.settings.approve_up_to
            )
        );
    }
    let engine = run::engine(session).await?;
    drop(engine);
    let stop = CancellationToken::new();
    let (tx, mut reports) = tokio::sync::mpsc::unbounded_channel::<WatchReport>();
    let watcher = {
        let (app, stop, folder) = (session.app.clone(), stop.clone(), watch.clone());
        tokio::spawn(async move {
            app.watch_folder(folder, stop, move |report| {
                let _ = tx.send(report);
            })
            .await
        })
    };
    let mut events = session.app.subscribe();
    let mut ours: HashSet<JobId> = HashSet::new();
    let mut told: std::collections::HashMap<JobId, JobStatus> = std::collections::HashMap::new();
    let signal = stop_signal();
    tokio::pin!(signal);
    let result = loop {
        tokio::select! {
            () = &mut signal => break Ok(()),
            report = reports.recv() => match report {
                Some(report) => {
                    if let WatchOutcome::Started { job } = &report.outcome {
                        ours.insert(job.id);
                        told.insert(job.id, job.status);
                    }
                    tell(session, &report);
                }
                // The watcher ended: say why.
                None => break Err(()),
            },
            event = events.recv() => match event {
                // A dub's outcome once, when it settles (done, failed, or waiting for a person).
                Ok(AppEvent::JobChanged(view))
                    if ours.contains(&view.id)
                        && told.get(&view.id) != Some(&view.status)
                        && view.status != JobStatus::Active =>
                {
                    told.insert(view.id, view.status);
                    if session.json {
                        json_line(&serde_json::json!({ "job": view }));
                    } else {
                        println!("{}", describe(&view));
                    }
                }
                Ok(AppEvent::BudgetReached { notice }) => crate::report::tell_budget(session.json, &notice),
                _ => {}
            },
        }
    };
    stop.cancel();
    let ended = watcher.await;
    session.app.stop_engine().await;
    if result.is_err() {
        match ended {
            Ok(Err(e)) => return Err(e.into()),
            Err(e) => return Err(CliError::Failed(e.to_string())),
            Ok(Ok(())) => {}
        }
    }
    if !session.json {
        eprintln!("{}", say!("watch-stopped"));
    }
    Ok(code::DONE)
}

/// What became of one file, as a line.
fn tell(session: &Session, report: &WatchReport) {
    if session.json {
        json_line(&serde_json::json!({ "watch": report }));
        return;
    }
    let name = report.path.file_name().map_or_else(
        || report.path.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    );
    let line = match &report.outcome {
        WatchOutcome::Started { job } => say!("watch-started", name = &name, id = &short_id(job.id)),
        WatchOutcome::AlreadyTaken { first, .. } => say!(
            "watch-already",
            name = &name,
            first = &first.display().to_string()
        ),
        WatchOutcome::Refused { message, .. } => {
            say!("watch-refused", name = &name, reason = message.as_str())
        }
        WatchOutcome::FolderMissing => {
            say!("watch-folder-missing", path = &report.path.display().to_string())
        }
        WatchOutcome::FolderBack => say!("watch-folder-back", path = &report.path.display().to_string()),
    };
    println!("{line}");
}

/// Ctrl-C, or SIGTERM where there is one.
async fn stop_signal() {
    #[cfg(unix)]
    {
        let mut term = match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(term) => term,
            Err(_) => {
                let _ = tokio::signal::ctrl_c().await;
                return;
            }
        };
        tokio::select! {
            _ = tokio::signal::ctrl_c() => {}
            _ = term.recv() => {}
        }
    }
    #[cfg(not(unix))]
    {
        let _ = tokio::signal::ctrl_c().await;
    }
}
