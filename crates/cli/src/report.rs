//! What the user sees while jobs run and when they end: progress bars on a terminal (indicatif),
//! plain lines when stderr is not a terminal, or one JSON object per line with `--json`; and the
//! exit code a set of finished jobs adds up to.

use std::collections::HashMap;
use std::io::{IsTerminal, Write};

use dubdeck_core::engine::{EngineEvent, JobView};
use dubdeck_core::events::{JobId, JobStage};
use dubdeck_core::ledger::{DubState, FailureCode, TrainingState};
use indicatif::{MultiProgress, ProgressBar, ProgressDrawTarget, ProgressStyle};
use serde::Serialize;

use crate::error::code;

/// Prints one JSON object as one line on stdout.
pub fn json_line(value: &impl Serialize) {
    if let Ok(text) = serde_json::to_string(value) {
        let mut out = std::io::stdout().lock();
        let _ = writeln!(out, "{text}");
        let _ = out.flush();
    }
}

/// The first 8 characters of a job's id, as shown in lists (commands accept them).
pub fn short_id(job: JobId) -> String {
    let uuid = match job {
        JobId::Dub(d) => d.0,
        JobId::Training(t) => t.0,
    };
    uuid.to_string()[..8].to_owned()
}

pub fn kind(job: JobId) -> &'static str {
    match job {
        JobId::Dub(_) => "dub",
        JobId::Training(_) => "training",
    }
}

/// "uploading", "awaiting approval", ...
pub fn stage_text(stage: JobStage) -> String {
    let raw = match stage {
        JobStage::Dub(s) => s.to_string(),
        JobStage::Training(s) => s.to_string(),
    };
    raw.replace('_', " ")
}

/// A one-line description of where a job is.
pub fn describe(view: &JobView) -> String {
    let s = &view.snapshot;
    let mut text = format!(
        "{} {} {}: {}",
        kind(s.id),
        short_id(s.id),
        s.title,
        stage_text(s.stage)
    );
    if let Some(notice) = &view.notice {
        text.push_str(&format!(" ({notice})"));
    }
    match s.stage {
        JobStage::Dub(DubState::AwaitingApproval) | JobStage::Training(TrainingState::AwaitingApproval) => {
            if let Some(credits) = s.required_credits {
                text.push_str(&format!(
                    ": generating costs {credits} credits; run `dubdeck-cli approve {}` or `dubdeck-cli discard {}`",
                    short_id(s.id),
                    short_id(s.id)
                ));
            }
        }
        JobStage::Dub(DubState::Done) => {
            if let Some(path) = &s.output_path {
                text.push_str(&format!(" -> {}", path.display()));
            }
        }
        _ => {
            if let Some(failure) = &s.failure {
                text.push_str(&format!(": {}", failure.message));
            }
        }
    }
    text
}

/// The exit code of a set of settled jobs: a failure wins (4 for a refused key, 5 when only the
/// network failed, else 1), then waiting (3), else 0.
pub fn exit_code_for(views: &[JobView]) -> u8 {
    let failures: Vec<Option<FailureCode>> = views
        .iter()
        .filter(|v| {
            matches!(
                v.snapshot.stage,
                JobStage::Dub(DubState::Failed | DubState::Canceled)
                    | JobStage::Training(TrainingState::Failed | TrainingState::Canceled)
            )
        })
        .map(|v| v.snapshot.failure.as_ref().map(|f| f.code))
        .collect();
    if !failures.is_empty() {
        if failures.contains(&Some(FailureCode::Unauthorized)) {
            return code::AUTH;
        }
        if failures.iter().all(|f| *f == Some(FailureCode::Network)) {
            return code::UNREACHABLE;
        }
        return code::FAILED;
    }
    let all_done = views.iter().all(|v| {
        matches!(
            v.snapshot.stage,
            JobStage::Dub(DubState::Done) | JobStage::Training(TrainingState::Done)
        )
    });
    if all_done { code::DONE } else { code::WAITING }
}

/// Shows a run's progress.
pub struct Reporter {
    json: bool,
    bars: Option<MultiProgress>,
    jobs: HashMap<JobId, ProgressBar>,
    stages: HashMap<JobId, String>,
}

impl Reporter {
    pub fn new(json: bool) -> Reporter {
        let bars = (!json && std::io::stderr().is_terminal())
            .then(|| MultiProgress::with_draw_target(ProgressDrawTarget::stderr()));
        Reporter {
            json,
            bars,
            jobs: HashMap::new(),
            stages: HashMap::new(),
        }
    }

    fn bar(&mut self, job: JobId) -> Option<&ProgressBar> {
        let multi = self.bars.as_ref()?;
        Some(self.jobs.entry(job).or_insert_with(|| {
            let bar = multi.add(ProgressBar::new(0));
            let style = ProgressStyle::with_template("{spinner} {msg} {bytes}/{total_bytes} [{elapsed}]")
                .unwrap_or_else(|_| ProgressStyle::default_bar());
            bar.set_style(style);
            bar.enable_steady_tick(std::time::Duration::from_millis(200));
            bar
        }))
    }

    /// One event of the engine, for a job of this run.
    pub fn event(&mut self, event: &EngineEvent) {
        if self.json {
            json_line(event);
            return;
        }
        match event {
            EngineEvent::JobChanged(view) => {
                let line = describe(view);
                let id = view.snapshot.id;
                if let Some(bar) = self.bar(id) {
                    bar.set_message(line);
                } else if self.stages.get(&id) != Some(&line) {
                    eprintln!("{line}");
                }
                self.stages.insert(id, describe(view));
            }
            EngineEvent::TransferProgress { job, bytes, total } => {
                if let Some(bar) = self.bar(*job) {
                    bar.set_length(total.unwrap_or(*bytes));
                    bar.set_position(*bytes);
                }
            }
            EngineEvent::CreditsChanged { .. } => {}
        }
    }

    /// The end of a run: every job's line (stdout), or the JSON summary.
    pub fn summary(&mut self, views: &[JobView], exit_code: u8) {
        for bar in self.jobs.values() {
            bar.finish_and_clear();
        }
        if self.json {
            json_line(&serde_json::json!({ "summary": { "exitCode": exit_code, "jobs": views } }));
            return;
        }
        for view in views {
            println!("{}", describe(view));
        }
    }
}
