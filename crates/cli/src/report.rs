//! What the user sees while jobs run and when they end: progress bars on a terminal (indicatif),
//! plain lines when stderr is not a terminal, or one JSON object per line with `--json`; and the
//! exit code a set of finished jobs adds up to.

use std::collections::HashMap;
use std::io::{IsTerminal, Write};

use dubdeck_core::engine::{EngineEvent, JobView};
use dubdeck_core::events::{JobId, JobStage};
use dubdeck_core::ledger::{FailureCode, JobFailure, JobStatus, Notice};
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
    let what = match s.excerpt {
        Some(excerpt) => format!(
            "{} (audition {}-{})",
            s.title,
            crate::commands::start::clock(excerpt.start_ms),
            crate::commands::start::clock(excerpt.start_ms + excerpt.duration_ms)
        ),
        None => s.title.clone(),
    };
    let stage = if s.making_video() {
        "putting the dub into the video".to_owned()
    } else {
        stage_text(s.stage)
    };
    let mut text = format!("{} {} {what}: {stage}", kind(s.id), short_id(s.id));
    if let Some(notice) = &view.notice {
        text.push_str(&format!(" ({})", notice_text(notice)));
    }
    match s.status() {
        JobStatus::Approval => {
            if let Some(credits) = s.required_credits {
                text.push_str(&format!(
                    ": generating costs {credits} credits; run `dubdeck-cli approve {}` or `dubdeck-cli discard {}`",
                    short_id(s.id),
                    short_id(s.id)
                ));
            }
        }
        JobStatus::Done => {
            if let Some(path) = &s.output_path {
                text.push_str(&format!(" -> {}", path.display()));
            }
            if let Some(video) = &s.video_path {
                text.push_str(&format!(" and {}", video.display()));
            }
            if let Some(reason) = &s.video_error {
                text.push_str(&format!(" (no video copy: {reason})"));
            }
            if s.excerpt.is_some() {
                text.push_str(&format!(
                    "; run `dubdeck-cli dub-again {} --whole` to dub the whole file",
                    short_id(s.id)
                ));
            }
        }
        _ => {
            if let Some(failure) = &s.failure {
                text.push_str(&format!(": {}", failure_text(failure, s.id)));
            }
        }
    }
    text
}

/// How long until `at`, in whole seconds (at least 1), as "12 s".
fn seconds_until(at: time::OffsetDateTime) -> String {
    let left = at - time::OffsetDateTime::now_utc();
    let secs = left.whole_seconds() + i64::from(left.subsec_nanoseconds() > 0);
    format!("{} s", secs.max(1))
}

/// "14:03:12 UTC".
fn clock_time(at: time::OffsetDateTime) -> String {
    let at = at.to_offset(time::UtcOffset::UTC);
    format!("{:02}:{:02}:{:02} UTC", at.hour(), at.minute(), at.second())
}

/// The command line's words for a passing notice.
pub fn notice_text(notice: &Notice) -> String {
    match notice {
        Notice::RateLimited { until } => format!(
            "waiting for the service's rate limit until {} ({})",
            clock_time(*until),
            seconds_until(*until)
        ),
        Notice::Retrying {
            attempt,
            of,
            reason_code,
            next_at,
        } => format!(
            "{}; try {} of {} in {}",
            reason_words(*reason_code),
            attempt + 1,
            of,
            seconds_until(*next_at)
        ),
        _ => "waiting".to_owned(),
    }
}

/// A failure code in a few words (for notices about a try that failed).
fn reason_words(code: FailureCode) -> &'static str {
    match code {
        FailureCode::Network => "the service cannot be reached",
        FailureCode::ServerError => "the service had a problem",
        FailureCode::Interrupted => "the service did not confirm the last request",
        FailureCode::UploadFailed => "the upload failed",
        FailureCode::DownloadFailed => "the download failed",
        _ => "the last try failed",
    }
}

/// The command line's words for a failure (what happened, then what to run).
pub fn failure_text(failure: &JobFailure, job: JobId) -> String {
    let id = short_id(job);
    let retry = format!("run `dubdeck-cli retry {id}`");
    let path_text = |p: &Option<std::path::PathBuf>| {
        p.as_ref()
            .map_or_else(|| "the file".to_owned(), |p| p.display().to_string())
    };
    let detail_text = |d: &Option<String>| d.as_ref().map(|d| format!(" ({d})")).unwrap_or_default();
    match failure {
        JobFailure::InputRejected { detail } => format!("the input was refused{}.", detail_text(detail)),
        JobFailure::InputMissing {
            path,
            expected_bytes,
            found_bytes: Some(found),
            ..
        } => {
            let was = expected_bytes.map(|b| format!("{b} bytes, ")).unwrap_or_default();
            format!(
                "The input file {} changed since it was added ({was}now {found}). Add it again to use the new version.",
                path_text(path)
            )
        }
        JobFailure::InputMissing { path, reason, .. } => format!(
            "The input file {} cannot be read any more{}. Put it back, then {retry}.",
            path_text(path),
            detail_text(reason)
        ),
        JobFailure::Unauthorized => {
            format!("The API key was refused. Run `dubdeck-cli login` with a valid key, then {retry}.")
        }
        JobFailure::NotEnoughCredits {
            needed,
            balance: Some(balance),
        } => format!("This needs {needed} credits and the account has {balance}. Buy credits, then {retry}."),
        JobFailure::NotEnoughCredits {
            needed,
            balance: None,
        } => {
            format!("This needs {needed} credits and the account has too few. Buy credits, then {retry}.")
        }
        JobFailure::VoiceNotFound { voice_id } => {
            let which = voice_id.map(|v| format!(" {v}")).unwrap_or_default();
            format!(
                "The voice{which} is no longer available. Pick another with `dubdeck-cli voices` and run `dubdeck-cli dub` again."
            )
        }
        JobFailure::RemoteNotFound => {
            format!(
                "The service no longer knows this job (it may belong to another account's key). {retry} to start it again from the beginning."
            )
        }
        JobFailure::RemoteFailed {
            stage,
            format,
            duration_ms,
            link,
            reason,
        } => {
            let mut text = match stage {
                Some(JobStage::Training(_)) => "The service could not train this voice".to_owned(),
                Some(JobStage::Dub(stage)) => {
                    format!("The service could not process this file (while {stage})")
                }
                None => "The service could not process this job".to_owned(),
            };
            if let Some(reason) = reason {
                text.push_str(&format!(": {reason}"));
            }
            text.push('.');
            match (format, duration_ms, link) {
                (Some(format), Some(ms), _) => text.push_str(&format!(
                    " It is a {format} file, {} long; check that it plays, or export it again as WAV or MP3 and dub it again.",
                    dubdeck_core::probe::format_duration(*ms)
                )),
                (_, _, Some(link)) => text.push_str(&format!(
                    " It was given as the link {link}; check that the link opens an audio or video file directly (not a web page) and is at most 30 minutes long."
                )),
                _ if matches!(job, JobId::Training(_)) => text.push_str(
                    " Check that the files are clear recordings and together no longer than the chosen minutes, then run `dubdeck-cli train` again.",
                ),
                _ => text.push_str(" Check that it plays and is at most 30 minutes long, then dub it again."),
            }
            text
        }
        JobFailure::InvalidRequest { detail } => {
            format!(
                "The service refused the request as invalid{}.",
                detail_text(detail)
            )
        }
        JobFailure::UploadFailed { detail } => {
            format!("The upload failed{}. {retry} to try again.", detail_text(detail))
        }
        JobFailure::UploadExpired => format!("The upload address expired. {retry} to try again."),
        JobFailure::DownloadFailed { detail } => {
            format!(
                "The download failed{}. {retry} to try again.",
                detail_text(detail)
            )
        }
        JobFailure::MediaFailed { path, reason } => format!(
            "Dubdeck could not prepare {} for sending{}. Check that it plays (and that ffmpeg is installed), then {retry}.",
            path_text(path),
            detail_text(reason)
        ),
        JobFailure::OutputFailed { path, reason } => format!(
            "The output folder {} cannot be written{}. Run `dubdeck-cli retry {id}` once it can be written.",
            path_text(path),
            detail_text(reason)
        ),
        JobFailure::Network { address, detail } => format!(
            "The service at {} could not be reached{}. Check the connection, then {retry}.",
            address.as_deref().unwrap_or("its address"),
            detail_text(detail)
        ),
        JobFailure::ServerError { status, detail, .. } => {
            let status = status.map(|s| format!(" (HTTP {s})")).unwrap_or_default();
            format!(
                "The service had a problem{status}{}. {retry} to try again.",
                detail_text(detail)
            )
        }
        JobFailure::Interrupted => format!(
            "The service did not confirm the last request after several tries. {retry}; Dubdeck checks the job's state first, so nothing is paid twice."
        ),
        JobFailure::Internal { detail } => format!(
            "Something went wrong inside Dubdeck{}. {retry}.",
            detail_text(detail)
        ),
        _ => format!("The job failed ({}). {retry}.", failure.code()),
    }
}

/// The exit code of a set of settled jobs: a failure wins (4 for a refused key, 5 when only the
/// network failed, else 1), then waiting (3), else 0.
pub fn exit_code_for(views: &[JobView]) -> u8 {
    let failures: Vec<Option<FailureCode>> = views
        .iter()
        .filter(|v| matches!(v.snapshot.status(), JobStatus::Failed | JobStatus::Canceled))
        .map(|v| v.snapshot.failure.as_ref().map(JobFailure::code))
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
    let all_done = views.iter().all(|v| v.snapshot.status() == JobStatus::Done);
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
            // Every file the run wrote: each dub's audio, and its video copy.
            let files: Vec<&std::path::Path> = views
                .iter()
                .filter(|v| v.snapshot.status() == JobStatus::Done)
                .flat_map(|v| {
                    [
                        v.snapshot.output_path.as_deref(),
                        v.snapshot.video_path.as_deref(),
                    ]
                })
                .flatten()
                .collect();
            json_line(&serde_json::json!({
                "summary": { "exitCode": exit_code, "jobs": views, "files": files }
            }));
            return;
        }
        for view in views {
            println!("{}", describe(view));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use dubdeck_core::ledger::DubId;

    fn job() -> JobId {
        JobId::Dub(DubId(
            "4f0c1a2b-0000-4000-8000-000000000001".parse().unwrap_or_default(),
        ))
    }

    #[test]
    fn failures_are_told_in_commands_not_buttons() {
        let mut texts = Vec::new();
        for code in FailureCode::ALL {
            texts.push(failure_text(&JobFailure::from_code(*code), job()));
        }
        for text in &texts {
            for word in ["press", "button", "Settings"] {
                assert!(!text.to_lowercase().contains(&word.to_lowercase()), "{text}");
            }
        }
        let credits = failure_text(
            &JobFailure::NotEnoughCredits {
                needed: 10,
                balance: Some(5),
            },
            job(),
        );
        assert_eq!(
            credits,
            "This needs 10 credits and the account has 5. Buy credits, then run `dubdeck-cli retry 4f0c1a2b`."
        );
        let refused = failure_text(&JobFailure::Unauthorized, job());
        assert!(refused.contains("`dubdeck-cli login`"), "{refused}");
        let unreachable = failure_text(
            &JobFailure::Network {
                address: Some("http://127.0.0.1:9/".into()),
                detail: None,
            },
            job(),
        );
        assert!(unreachable.contains("http://127.0.0.1:9/"), "{unreachable}");
    }

    #[test]
    fn notices_say_until_when_and_which_try() {
        let until = time::OffsetDateTime::now_utc() + time::Duration::seconds(3600);
        let text = notice_text(&Notice::RateLimited { until });
        assert!(text.contains("UTC") && text.contains(" s)"), "{text}");
        let text = notice_text(&Notice::Retrying {
            attempt: 2,
            of: 8,
            reason_code: FailureCode::Network,
            next_at: until,
        });
        assert!(
            text.starts_with("the service cannot be reached; try 3 of 8"),
            "{text}"
        );
    }
}
