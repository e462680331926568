//! What the user sees while jobs run and when they end: progress bars on a terminal (indicatif),
//! plain lines when stderr is not a terminal, or one JSON object per line with `--json`; and the
//! exit code a set of finished jobs adds up to.

use std::collections::HashMap;
use std::io::{IsTerminal, Write};

use dubdeck_core::engine::{EngineEvent, JobSnapshot};
use dubdeck_core::events::{JobId, JobStage};
use dubdeck_core::job::{FailureCode, Hold, JobFailure, JobStatus, Notice};
use indicatif::{MultiProgress, ProgressBar, ProgressDrawTarget, ProgressStyle};
use serde::Serialize;

use crate::error::code;
use crate::words::say;

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

/// The job's kind as a code ("dub", "training"), which the catalogue's `job-line` words.
pub fn kind(job: JobId) -> &'static str {
    match job {
        JobId::Dub(_) => "dub",
        JobId::Training(_) => "training",
    }
}

/// "uploading", "awaiting approval", ...
pub fn stage_text(stage: JobStage) -> String {
    let code = match stage {
        JobStage::Dub(s) => s.as_str(),
        JobStage::Training(s) => s.as_str(),
    };
    say!("job-stage", stage = code)
}

/// A one-line description of where a job is.
pub fn describe(view: &JobSnapshot) -> String {
    let s = &view;
    let id = short_id(s.id);
    let what = match s.excerpt {
        Some(excerpt) => say!(
            "job-audition-title",
            title = &s.title,
            from = &crate::commands::start::clock(excerpt.start_ms),
            to = &crate::commands::start::clock(excerpt.start_ms + excerpt.duration_ms)
        ),
        None => s.title.clone(),
    };
    let stage = if s.making_video {
        say!("job-stage-making-video")
    } else {
        stage_text(s.state)
    };
    let mut text = say!(
        "job-line",
        kind = kind(s.id),
        id = &id,
        what = &what,
        stage = &stage
    );
    if let Some(notice) = &view.notice {
        text.push_str(&say!("job-line-notice", notice = &notice_text(notice)));
    }
    if let Some(ms) = s.eta_ms {
        text.push_str(&say!("job-line-eta", left = &time_left(ms)));
    }
    match s.status {
        JobStatus::Approval => {
            if let Some(Hold::Budget {
                month,
                would_be,
                budget,
            }) = &s.hold
            {
                text.push_str(&say!(
                    "job-line-hold-budget",
                    month = &crate::commands::budget::month_words(month),
                    would_be = *would_be,
                    budget = *budget,
                    id = &id
                ));
            } else if let Some(credits) = s.required_credits {
                text.push_str(&say!("job-line-approval", credits = credits, id = &id));
            }
        }
        JobStatus::Done => {
            if let Some(path) = &s.output_path {
                text.push_str(&say!("job-line-output", path = &path.display().to_string()));
            }
            if let Some(video) = &s.video_path {
                text.push_str(&say!("job-line-video", path = &video.display().to_string()));
            }
            if let Some(reason) = &s.video_error {
                text.push_str(&say!(
                    "job-line-no-video",
                    reason = &crate::reasons::video_words(reason)
                ));
            }
            match (&s.mix_path, &s.mix_error) {
                (Some(mix), _) if s.output_path.as_ref() != Some(mix) => {
                    text.push_str(&say!("job-line-mix", path = &mix.display().to_string()));
                }
                (_, Some(reason)) => {
                    text.push_str(&say!(
                        "job-line-no-mix",
                        reason = &crate::reasons::mix_words(reason)
                    ));
                }
                _ => {}
            }
            if s.excerpt.is_some() {
                text.push_str(&say!("job-line-audition-done", id = &id));
            }
        }
        _ => {
            if let Some(failure) = &s.failure {
                text.push_str(&say!("job-line-failure", failure = &failure_text(failure, s.id)));
            }
        }
    }
    text
}

/// A time left, coarsely (a line is printed again only when it changes): seconds to the next 5
/// under a minute, whole minutes after.
pub fn time_left(ms: u64) -> String {
    let seconds = ms.div_ceil(1000);
    let rounded = if seconds < 60 {
        seconds.div_ceil(5).max(1) * 5
    } else {
        seconds.div_ceil(60) * 60
    };
    say!("time-left", minutes = rounded / 60, seconds = rounded % 60)
}

/// A share of the monthly budget reached: a line for a person on stderr, or a JSON line.
pub fn tell_budget(json: bool, notice: &dubdeck_core::budget::BudgetNotice) {
    if json {
        json_line(&serde_json::json!({ "budgetReached": notice }));
    } else {
        eprintln!(
            "{}",
            say!(
                "budget-reached",
                percent = i64::from(notice.percent),
                month = &crate::commands::budget::month_words(&notice.month),
                spent = notice.spent,
                budget = notice.budget
            )
        );
    }
}

/// How long until `at`, in whole seconds (at least 1), as "12 s".
fn seconds_until(at: time::OffsetDateTime) -> String {
    let left = at - time::OffsetDateTime::now_utc();
    let secs = left.whole_seconds() + i64::from(left.subsec_nanoseconds() > 0);
    say!("notice-seconds", seconds = secs.max(1))
}

/// "14:03:12" (UTC).
fn clock_time(at: time::OffsetDateTime) -> String {
    let at = at.to_offset(time::UtcOffset::UTC);
    format!("{:02}:{:02}:{:02}", at.hour(), at.minute(), at.second())
}

/// The command line's words for a passing notice.
pub fn notice_text(notice: &Notice) -> String {
    match notice {
        Notice::RateLimited { until } => say!(
            "notice-rate-limited",
            time = &clock_time(*until),
            wait = &seconds_until(*until)
        ),
        Notice::Retrying {
            attempt,
            of,
            reason_code,
            next_at,
        } => say!(
            "notice-retrying",
            reason = &reason_words(*reason_code),
            attempt = attempt + 1,
            of = *of,
            wait = &seconds_until(*next_at)
        ),
        _ => say!("notice-waiting"),
    }
}

/// A failure code in a few words (for notices about a try that failed).
fn reason_words(code: FailureCode) -> String {
    match code {
        FailureCode::Network => say!("reason-network"),
        FailureCode::ServerError => say!("reason-server-error"),
        FailureCode::Interrupted => say!("reason-interrupted"),
        FailureCode::UploadFailed => say!("reason-upload-failed"),
        FailureCode::DownloadFailed => say!("reason-download-failed"),
        _ => say!("reason-other"),
    }
}

/// A storage's HTTP status and its own words, in brackets, when there are any.
fn status_detail(status: Option<u16>, words: &Option<String>) -> String {
    let status = status.map(|s| say!("failure-http-status", status = s));
    match (status, words) {
        (Some(status), Some(words)) => say!("failure-detail", detail = &format!("{status}: {words}")),
        (Some(status), None) => say!("failure-detail", detail = &status),
        (None, Some(words)) => say!("failure-detail", detail = words),
        (None, None) => String::new(),
    }
}

/// The command line's words for a failure (what happened, then what to run).
pub fn failure_text(failure: &JobFailure, job: JobId) -> String {
    let id = short_id(job);
    let id = id.as_str();
    let path_text = |p: &Option<std::path::PathBuf>| {
        p.as_ref()
            .map_or_else(|| say!("failure-unknown-file"), |p| p.display().to_string())
    };
    let detail_text = |d: &Option<String>| {
        d.as_ref()
            .map(|d| say!("failure-detail", detail = d))
            .unwrap_or_default()
    };
    match failure {
        JobFailure::InputRejected { detail, .. } => {
            say!("failure-input-rejected", detail = &detail_text(detail))
        }
        JobFailure::InputMissing {
            path,
            expected_bytes,
            found_bytes: Some(found),
            ..
        } => match expected_bytes {
            Some(expected) => say!(
                "failure-input-changed",
                path = &path_text(path),
                expected = *expected,
                found = *found
            ),
            None => say!(
                "failure-input-changed-size-unknown",
                path = &path_text(path),
                found = *found
            ),
        },
        JobFailure::InputMissing { path, io, reason, .. } => {
            let cause = match io {
                Some(io) => Some(crate::reasons::io_words(*io, reason.as_deref())),
                None => reason.clone(),
            };
            say!(
                "failure-input-missing",
                path = &path_text(path),
                detail = &detail_text(&cause),
                id = id
            )
        }
        JobFailure::Unauthorized => say!("failure-unauthorized", id = id),
        JobFailure::NotEnoughCredits {
            needed,
            balance: Some(balance),
        } => say!("failure-credits", needed = *needed, balance = *balance, id = id),
        JobFailure::NotEnoughCredits {
            needed,
            balance: None,
        } => say!("failure-credits-balance-unknown", needed = *needed, id = id),
        JobFailure::VoiceNotFound { voice_id } => match voice_id {
            Some(voice) => say!("failure-voice-gone", voice = &voice.to_string()),
            None => say!("failure-voice-gone-unknown"),
        },
        JobFailure::RemoteNotFound => say!("failure-remote-not-found", id = id),
        JobFailure::RemoteFailed {
            stage,
            format,
            duration_ms,
            link,
            reason,
        } => {
            let reason = reason
                .as_ref()
                .map(|r| say!("failure-remote-reason", reason = r))
                .unwrap_or_default();
            let failed = match stage {
                Some(JobStage::Training(_)) => say!("failure-remote-training", reason = &reason),
                Some(stage @ JobStage::Dub(_)) => say!(
                    "failure-remote-dub",
                    stage = &stage_text(*stage),
                    reason = &reason
                ),
                None => say!("failure-remote-job", reason = &reason),
            };
            let advice = match (format, duration_ms, link) {
                (Some(format), Some(ms), _) => say!(
                    "failure-remote-advice-file",
                    format = format,
                    duration = &crate::words::duration(*ms)
                ),
                (_, _, Some(link)) => say!("failure-remote-advice-link", link = link),
                _ if matches!(job, JobId::Training(_)) => say!("failure-remote-advice-training"),
                _ => say!("failure-remote-advice-dub"),
            };
            say!("failure-remote", failed = &failed, advice = &advice)
        }
        JobFailure::InvalidRequest {
            field: Some(field), ..
        } => say!("failure-invalid-field", field = field.as_str()),
        JobFailure::InvalidRequest { detail, .. } => {
            say!("failure-invalid-request", detail = &detail_text(detail))
        }
        JobFailure::UploadFailed {
            addresses: Some(addresses),
            files: Some(files),
            ..
        } => say!(
            "failure-upload-addresses",
            addresses = i64::from(*addresses),
            files = i64::from(*files),
            id = id
        ),
        JobFailure::UploadFailed { status, detail, .. } => say!(
            "failure-upload",
            detail = &status_detail(*status, detail),
            id = id
        ),
        JobFailure::UploadExpired => say!("failure-upload-expired", id = id),
        JobFailure::DownloadFailed {
            expected_bytes: Some(expected),
            received_bytes: Some(received),
            ..
        } => say!(
            "failure-download-short",
            expected = *expected,
            received = *received,
            id = id
        ),
        JobFailure::DownloadFailed { status, detail, .. } => say!(
            "failure-download",
            detail = &status_detail(*status, detail),
            id = id
        ),
        JobFailure::MediaFailed {
            path,
            tool,
            problem,
            io,
            reason,
        } => {
            let cause = match (tool, problem, io) {
                (Some(tool), _, _) => Some(crate::reasons::tool_words(tool)),
                (None, Some(problem), _) => Some(say!("media-problem", problem = problem.as_str())),
                (None, None, Some(io)) => Some(crate::reasons::io_words(*io, reason.as_deref())),
                (None, None, None) => reason.clone(),
            };
            say!(
                "failure-media",
                path = &path_text(path),
                detail = &detail_text(&cause),
                id = id
            )
        }
        JobFailure::OutputFailed { path, io, reason } => {
            let cause = match io {
                Some(io) => Some(crate::reasons::io_words(*io, reason.as_deref())),
                None => reason.clone(),
            };
            say!(
                "failure-output",
                path = &path_text(path),
                detail = &detail_text(&cause),
                id = id
            )
        }
        JobFailure::Network {
            address,
            problem,
            detail,
        } => {
            let address = address.clone().unwrap_or_else(|| say!("failure-unknown-address"));
            let cause = match (problem, detail) {
                (Some(problem), Some(words)) => Some(say!(
                    "network-problem-said",
                    problem = problem.as_str(),
                    words = words.as_str()
                )),
                (Some(problem), None) => Some(say!("network-problem", problem = problem.as_str())),
                (None, words) => words.clone(),
            };
            say!(
                "failure-network",
                address = &address,
                detail = &detail_text(&cause),
                id = id
            )
        }
        JobFailure::ServerError {
            location: Some(location),
            ..
        } => say!("failure-redirected", location = location.as_str(), id = id),
        JobFailure::ServerError { status, detail, .. } => {
            let status = status
                .map(|s| say!("failure-server-status", status = s))
                .unwrap_or_default();
            say!(
                "failure-server",
                status = &status,
                detail = &detail_text(detail),
                id = id
            )
        }
        JobFailure::Interrupted => say!("failure-interrupted", id = id),
        JobFailure::Internal { detail } => {
            say!("failure-internal", detail = &detail_text(detail), id = id)
        }
        _ => say!("failure-other", code = &failure.code().to_string(), id = id),
    }
}

/// The exit code of a set of settled jobs: a failure wins (4 for a refused key, 5 when only the
/// network failed, else 1), then waiting (3), else 0.
pub fn exit_code_for(views: &[JobSnapshot]) -> u8 {
    let failures: Vec<Option<FailureCode>> = views
        .iter()
        .filter(|v| matches!(v.status, JobStatus::Failed | JobStatus::Canceled))
        .map(|v| v.failure.as_ref().map(JobFailure::code))
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
    let all_done = views.iter().all(|v| v.status == JobStatus::Done);
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
                let id = view.id;
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
            EngineEvent::BudgetReached(notice) => tell_budget(false, notice),
        }
    }

    /// The end of a run: every job's line (stdout), or the JSON summary.
    pub fn summary(&mut self, views: &[JobSnapshot], exit_code: u8) {
        for bar in self.jobs.values() {
            bar.finish_and_clear();
        }
        if self.json {
            // Every file the run wrote: each dub's audio, and its video copy.
            let files: Vec<&std::path::Path> = views
                .iter()
                .filter(|v| v.status == JobStatus::Done)
                .flat_map(|v| {
                    // A dub made into another format has that file as its result and as its mix.
                    let mix = v
                        .mix_path
                        .as_deref()
                        .filter(|m| v.output_path.as_deref() != Some(*m));
                    [v.output_path.as_deref(), v.video_path.as_deref(), mix]
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
    use dubdeck_core::job::DubId;

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
                problem: Some(dubdeck_core::codes::NetworkProblem::Connect),
                detail: Some("Connection refused (os error 111)".into()),
            },
            job(),
        );
        assert!(unreachable.contains("http://127.0.0.1:9/"), "{unreachable}");
        assert!(
            unreachable.contains("(no connection could be made: Connection refused (os error 111))"),
            "{unreachable}"
        );
    }

    #[test]
    fn a_failure_is_worded_from_its_values() {
        let addresses = failure_text(
            &JobFailure::UploadFailed {
                status: None,
                addresses: Some(1),
                files: Some(3),
                detail: None,
            },
            job(),
        );
        assert!(
            addresses.starts_with("The service gave 1 upload address for 3 files."),
            "{addresses}"
        );
        let short = failure_text(
            &JobFailure::DownloadFailed {
                status: None,
                expected_bytes: Some(10),
                received_bytes: Some(5),
                detail: None,
            },
            job(),
        );
        assert!(short.contains("(5 of 10 bytes)"), "{short}");
        let storage = failure_text(
            &JobFailure::UploadFailed {
                status: Some(403),
                addresses: None,
                files: None,
                detail: Some("AccessDenied".into()),
            },
            job(),
        );
        assert!(storage.contains("(HTTP 403: AccessDenied)"), "{storage}");
        let media = failure_text(
            &JobFailure::MediaFailed {
                path: Some("/music/a.mp4".into()),
                tool: None,
                problem: Some(dubdeck_core::codes::MediaProblem::TimedOut),
                io: None,
                reason: None,
            },
            job(),
        );
        assert!(
            media.contains("(ffmpeg took too long on it and was stopped)"),
            "{media}"
        );
        let missing = failure_text(
            &JobFailure::MediaFailed {
                path: Some("/music/a.mp4".into()),
                tool: Some(dubdeck_core::ffmpeg::ToolMissing::NotFound),
                problem: None,
                io: None,
                reason: None,
            },
            job(),
        );
        assert!(missing.contains("(ffmpeg is not installed"), "{missing}");
    }

    #[test]
    fn every_stage_has_its_words() {
        use dubdeck_core::job::{DubState, TrainingState};
        for state in DubState::ALL {
            assert_eq!(
                stage_text(JobStage::Dub(*state)),
                state.as_str().replace('_', " ")
            );
        }
        for state in TrainingState::ALL {
            assert_eq!(
                stage_text(JobStage::Training(*state)),
                state.as_str().replace('_', " ")
            );
        }
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
