//! The words of the core's codes and their values, from the catalogue: why a video copy is
//! missing, what the system said of a file, why ffmpeg cannot be used. The core gives codes and
//! values only; every sentence is the command line's own.

use dubdeck_core::codes::{DamageCause, ErrorCode, IoProblem, RefusalReason, VideoStep};
use dubdeck_core::context::ErrorDetails;
use dubdeck_core::ffmpeg::ToolMissing;
use dubdeck_core::job::{MixFailure, VideoError};

use crate::words::say;

/// What the system said is wrong with a file or folder, with its own words when the problem has
/// no name of ours.
pub fn io_words(problem: IoProblem, system: Option<&str>) -> String {
    match (problem, system) {
        (IoProblem::Other, Some(words)) if !words.trim().is_empty() => say!("io-other-said", words = words),
        _ => say!("io-problem", problem = problem.as_str()),
    }
}

/// Why ffmpeg cannot be used.
pub fn tool_words(tool: &ToolMissing) -> String {
    match tool {
        ToolMissing::NotFound => say!("tool-not-found"),
        ToolMissing::NotThere { path } => say!("tool-not-there", path = &path.display().to_string()),
        ToolMissing::NoProbe { ffmpeg } => say!("tool-no-probe", path = &ffmpeg.display().to_string()),
        ToolMissing::TooOld { version } => say!(
            "tool-too-old",
            version = version.as_str(),
            needs = i64::from(dubdeck_core::ffmpeg::MIN_MAJOR_VERSION)
        ),
        ToolMissing::Broken {
            path,
            cause: Some(problem),
            ..
        } => say!(
            "tool-broken",
            path = &path.display().to_string(),
            reason = &say!("media-problem", problem = problem.as_str())
        ),
        ToolMissing::Broken { path, reason, .. } => say!(
            "tool-broken",
            path = &path.display().to_string(),
            reason = reason.as_str()
        ),
        ToolMissing::NoVersion { path } => say!("tool-no-version", path = &path.display().to_string()),
    }
}

/// Why a done dub has no video copy.
pub fn video_words(error: &VideoError) -> String {
    let cause = match (&error.tool, error.io) {
        (Some(tool), _) => tool_words(tool),
        (None, Some(io)) => io_words(io, error.detail.as_deref()),
        (None, None) => error.detail.clone().unwrap_or_default(),
    };
    let step = match error.step {
        VideoStep::Other => "other",
        step => step.as_str(),
    };
    if cause.trim().is_empty() {
        say!("video-step", step = step)
    } else {
        say!("video-step-because", step = step, cause = &cause)
    }
}

/// Why a dub's mix (or its file in the chosen format) was not made.
pub fn mix_words(failure: &MixFailure) -> String {
    let cause = cause_of(failure.io, failure.detail.as_deref());
    say!("mix-step", step = failure.step.as_str(), cause = &cause)
}

/// A cause as a bracket after a sentence: the system's problem in our words when it has a name,
/// else the words that are not ours (the system's, the service's, SQLite's, ffmpeg's); nothing
/// when there is no cause.
fn cause(details: &ErrorDetails) -> String {
    cause_of(details.io, details.detail.as_deref())
}

/// A cause as a parenthesis: the system's problem in our words when it has a name, else words
/// that are not ours; nothing when there is no cause.
pub fn cause_of(io: Option<IoProblem>, detail: Option<&str>) -> String {
    let words = match (io, detail) {
        (Some(io), _) if io != IoProblem::Other => io_words(io, None),
        (_, Some(words)) if !words.trim().is_empty() => words.trim().to_owned(),
        _ => return String::new(),
    };
    say!("failure-detail", detail = &words)
}

/// The words of a failure of the core, from its code and values.
pub fn error_words(code: ErrorCode, details: &ErrorDetails) -> String {
    use ErrorCode as C;
    let value = details.value.as_deref().unwrap_or_default();
    let why = cause(details);
    let why = why.as_str();
    match code {
        C::NoApiKey => say!("error-no-key"),
        C::KeyNotConfirmed => say!(
            "error-key-not-confirmed",
            checked = details.checked_with.as_deref().unwrap_or_default(),
            now = value
        ),
        C::Declined => say!("code-declined"),
        C::Unauthorized => say!("code-unauthorized"),
        C::RateLimited => match details.retry_after_secs {
            Some(secs) => say!("code-rate-limited-after", seconds = secs),
            None => say!("code-rate-limited"),
        },
        C::NotEnoughCredits => say!("code-not-enough-credits", detail = why),
        C::VoiceNotFound => say!("code-voice-not-found"),
        C::NotFound => say!("code-not-found"),
        C::InvalidArguments => say!("code-invalid-arguments", detail = why),
        C::ServiceRefused => say!("code-service-refused", detail = why),
        C::InputChanged => say!("code-input-changed", path = value),
        C::ServiceFailed => match details.status {
            Some(status) => say!("code-service-failed-status", status = i64::from(status)),
            None => say!("code-service-failed"),
        },
        C::ServiceRedirected => say!("code-service-redirected", location = value),
        C::ServiceUnreachable => say!("code-service-unreachable"),
        C::InvalidRequest => say!("code-invalid-request", field = value),
        C::ServiceAnswerUnreadable => say!("code-service-answer-unreadable"),
        C::UnknownOutcome => say!("code-unknown-outcome"),
        C::TransferFailed => say!("code-transfer-failed", detail = why),
        C::KeychainUnavailable => say!(
            "code-keychain-unavailable",
            problem = details.keychain.map_or("platform", |k| k.as_str()),
            detail = why
        ),
        C::ReadOnly => say!("code-read-only"),
        C::EmptyKey => say!("code-empty-key"),
        C::BadEncoding => say!("code-bad-encoding"),
        C::Ambiguous => say!("code-ambiguous"),
        C::InputRefused => refusal_words(details),
        C::EngineRunningElsewhere => say!("code-engine-running-elsewhere", path = value),
        C::NoSuchJob => say!("code-no-such-job", id = value),
        C::WrongState => say!(
            "code-wrong-state",
            id = value,
            state = details.state.as_deref().unwrap_or_default(),
            action = details.action.map_or("other", |a| a.as_str())
        ),
        C::EngineStopped => say!("code-engine-stopped"),
        C::EngineFailed | C::LibraryFailed => say!(
            "code-library-failed",
            problem = details.library.map_or("other", |p| p.as_str()),
            path = value,
            detail = why
        ),
        C::InvalidValue => say!("code-invalid-value", value = value),
        C::LibraryBusy => say!("code-library-busy"),
        C::NoDataDir => say!("code-no-data-dir"),
        C::InvalidBaseUrl => say!("code-invalid-base-url", value = value),
        C::InsecureBaseUrl => say!("code-insecure-base-url", value = value),
        C::CatalogueCursorRepeated | C::CatalogueTooManyPages | C::CatalogueFailed => {
            say!("code-catalogue-failed", detail = why)
        }
        C::AvatarFailed => say!("code-avatar-failed", detail = why),
        C::MediaToolMissing => say!(
            "code-media-tool-missing",
            reason = &details
                .tool
                .as_ref()
                .map_or_else(|| say!("tool-not-found"), tool_words)
        ),
        C::MediaFailed => say!("code-media-failed", path = value, detail = why),
        C::MixFailed => say!(
            "code-mix-failed",
            step = &say!(
                "mix-step",
                step = details.mix.map_or("render", |m| m.as_str()),
                cause = why
            )
        ),
        C::WatchFailed => say!(
            "code-watch-failed",
            path = value,
            problem = details.watch.map_or("unreadable", |w| w.as_str()),
            detail = why
        ),
        C::ExportFailed => say!("code-export-failed", path = value, detail = why),
        C::TakeSilent => say!("code-take-silent"),
        C::NoInputDevice => say!("code-no-input-device"),
        C::InputDeviceFailed => say!(
            "code-input-device-failed",
            problem = details.device.map_or("refused", |p| p.as_str()),
            detail = why
        ),
        // What only the desktop app meets (files it was offered, its player, its recorder, its
        // demo, its updates): the code, for a report, in a sentence of ours.
        C::NotOffered
        | C::NoResult
        | C::ResultMissing
        | C::NotAudio
        | C::OpenFailed
        | C::DemoFailed
        | C::InputDeviceGone
        | C::MicrophoneDenied
        | C::RecordingInProgress
        | C::NotRecording
        | C::TakeFailed
        | C::UpdateUnreachable
        | C::UpdateNotOffered
        | C::UpdateSignatureInvalid
        | C::UpdateInstallFailed
        | C::UpdateUnsupported
        | C::UpdateInsecure
        | C::Internal => say!("code-internal", code = code.as_str(), detail = why),
    }
}

/// Why an input was refused before anything was sent.
fn refusal_words(details: &ErrorDetails) -> String {
    let value = details.value.as_deref().unwrap_or_default();
    match details.reason {
        Some(RefusalReason::NeedsMediaTool) => say!(
            "refusal-needs-media-tool",
            reason = &details
                .tool
                .as_ref()
                .map_or_else(|| say!("tool-not-found"), tool_words)
        ),
        Some(reason) => say!(
            "refusal",
            reason = reason.as_str(),
            value = value,
            kind = details.container.map_or("other", |c| c.as_str()),
            total = &value
                .parse::<u64>()
                .map(crate::words::duration)
                .unwrap_or_default(),
            minutes = details.limit.unwrap_or_default(),
            detail = &details
                .damage
                .map_or_else(|| cause(details), |d| damage_words(d, details))
        ),
        None => say!("refusal-unknown", detail = &cause(details)),
    }
}

/// How a file is damaged, in our words, with the media reader's own beside them when it gave any.
fn damage_words(damage: DamageCause, details: &ErrorDetails) -> String {
    let ours = say!("damage-cause", cause = damage.as_str());
    let words = match details.detail.as_deref().map(str::trim) {
        Some(theirs) if !theirs.is_empty() => say!("damage-said", cause = &ours, detail = theirs),
        _ => ours,
    };
    say!("failure-detail", detail = &words)
}

#[cfg(test)]
mod tests {
    use dubdeck_core::codes::JobAction;
    use dubdeck_core::context::AppError;
    use dubdeck_core::engine::EngineError;

    use super::*;
    use crate::error::CliError;

    #[test]
    fn a_core_failure_is_worded_from_its_code_and_values_not_its_display() {
        let wrong = AppError::Engine(EngineError::WrongState {
            job: "dub 4f0c1a2b".into(),
            state: "uploading".into(),
            action: JobAction::Retry,
            hint: "A hint of the core's, for the log.",
        });
        let error = CliError::from(wrong);
        assert_eq!(error.code(), Some(ErrorCode::WrongState));
        assert_eq!(error.kind(), "usage");
        assert_eq!(
            error.to_string(),
            "The job dub 4f0c1a2b is uploading, so it cannot be retried now."
        );
    }

    #[test]
    fn a_system_cause_is_named_in_our_words_and_other_causes_quoted() {
        let full = ErrorDetails {
            io: Some(IoProblem::StorageFull),
            detail: Some("No space left on device (os error 28)".into()),
            library: Some(dubdeck_core::codes::LibraryProblem::Lock),
            value: Some("/lib".into()),
            ..ErrorDetails::default()
        };
        assert_eq!(
            error_words(ErrorCode::EngineFailed, &full),
            "The library /lib could not be locked for the job engine (the disk is full). Check that the folder is writable."
        );
        let service = ErrorDetails {
            detail: Some("Balance is 25, needs 40".into()),
            ..ErrorDetails::default()
        };
        assert!(error_words(ErrorCode::NotEnoughCredits, &service).contains("(Balance is 25, needs 40)"));
    }

    #[test]
    fn a_damaged_or_irregular_file_is_worded_from_its_cause() {
        let damaged = ErrorDetails {
            reason: Some(RefusalReason::Damaged),
            value: Some("/in/a.mp4".into()),
            damage: Some(DamageCause::UnreadableAudio),
            detail: Some("malformed stream: bad atom".into()),
            ..ErrorDetails::default()
        };
        assert_eq!(
            error_words(ErrorCode::InputRefused, &damaged),
            "/in/a.mp4 is damaged or incomplete (its audio cannot be read: malformed stream: bad atom). Export or download it again."
        );
        let crashed = ErrorDetails {
            damage: Some(DamageCause::ReaderCrashed),
            detail: None,
            ..damaged
        };
        assert_eq!(
            error_words(ErrorCode::InputRefused, &crashed),
            "/in/a.mp4 is damaged or incomplete (the media reader stopped on its contents). Export or download it again."
        );
        let pipe = ErrorDetails {
            reason: Some(RefusalReason::NotRegularFile),
            value: Some("/in/pipe.wav".into()),
            ..ErrorDetails::default()
        };
        assert_eq!(
            error_words(ErrorCode::InputRefused, &pipe),
            "/in/pipe.wav is not a regular file but a device, a pipe or a socket, so it is not read. Give an audio or video file."
        );
    }

    #[test]
    fn a_video_error_of_an_older_version_keeps_its_text() {
        let old = VideoError::from_column("the output folder is full");
        assert_eq!(
            video_words(&old),
            "it could not be made (the output folder is full)"
        );
        let full = VideoError::io(
            VideoStep::Place,
            &std::io::Error::from(std::io::ErrorKind::StorageFull),
        );
        assert_eq!(
            video_words(&full),
            "it could not be moved into the output folder (the disk is full)"
        );
    }
}
