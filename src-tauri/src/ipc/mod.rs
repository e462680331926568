//! What crosses IPC, by domain, beside the commands of each domain (`commands`): the page's view
//! of the core's types, and the one error type. TypeScript is generated from these (`bindings.rs`).
//! The core's codes, states and failures cross as the core's own types, so that a new code or
//! state fails to type-check in the page until the page has words for it; the rest is the page's
//! view in the page's spelling: ids and dates are strings.

mod account;
mod batches;
mod catalog;
mod dubs;
mod job_lists;
mod jobs;
mod limits;
mod media;
mod recording;
mod settings;
mod training;

use serde::Serialize;
use specta::Type;
use time::OffsetDateTime;
use time::format_description::well_known::Rfc3339;

pub use dubdeck_core::codes::{ErrorCode, IoProblem, KeychainProblem, RefusalReason};
use dubdeck_core::context::{AppError, ErrorDetails};

pub use account::{BaseUrlOrigin, Session, SetKeyOutcome};
pub use batches::{
    BudgetNotice, BudgetStatus, ProbedBatch, SpendBy, SpendReport, WatchEvent, WatchFolder, WatchRequest,
};
pub use catalog::{
    AVATAR_SCHEME, MyVoice, PAGE_SIZE, VoiceCard, VoiceChoice, VoiceFilters, VoicePage, VoicePreset,
    VoiceQuery, avatar_url, card, known_choice, page_view, parse_voice_id, recent_choice, service_query,
};
pub use dubs::{
    AuditionChoice, DubSourceInput, InputWaveform, MediaStatus, PitchRange, ProbedInput, StartDubs,
    file_name, probed, probed_by,
};
pub use job_lists::{JobCounts, JobGroupRow, JobsPage, JobsQuery, core_query, job_counts};
pub use jobs::{JobRow, JobStatus, StageMeaning, job_key, parse_job_key, row, stage_meanings};
pub use limits::Limits;
pub use media::{JobMedia, MediaSide, MediaTrack, ResultFile, WavePeaks};
pub use recording::{InputDevice, Level, TakeDone, TakeStarted, Takes, Trimmed};
pub use settings::{
    SettingChange, SettingName, Settings, credits_page, language_of, output_dir, settings_view,
};
pub use training::{
    FileQuality, RecordingsQuality, StartTraining, TrainingCheck, TrainingLimits, recordings_quality,
    training_check,
};

/// Every failure of a command: a stable code the page words, and the values its words need (with
/// a cause that is not ours as a typed problem and its own words, to quote). `log` is the core's
/// or the shell's English description, for logs and diagnostics only: the page never shows it.
#[derive(Debug, Clone, PartialEq, Serialize, Type, thiserror::Error)]
#[serde(rename_all = "camelCase")]
#[error("{code}: {log}")]
pub struct IpcError {
    pub code: ErrorCode,
    /// For logs only; never shown as words.
    pub log: String,
    #[serde(flatten)]
    pub details: Box<ErrorDetails>,
}

impl IpcError {
    /// The error `code`, with `log` for the logs (never shown).
    pub fn new(code: ErrorCode, log: impl Into<String>) -> IpcError {
        IpcError {
            code,
            log: log.into(),
            details: Box::default(),
        }
    }

    /// The error about `value` (a file, a job id, an address).
    pub fn about(mut self, value: impl Into<String>) -> IpcError {
        self.details.value = Some(value.into());
        self
    }

    /// The error of a missing ffmpeg.
    pub fn tool_missing(missing: &dubdeck_core::ffmpeg::ToolMissing) -> IpcError {
        let mut error = IpcError::new(ErrorCode::MediaToolMissing, missing.to_string());
        error.details.tool = Some(missing.clone());
        error
    }

    /// The error with a tool's own reason to quote (ffmpeg's words).
    pub fn because(mut self, detail: impl Into<String>) -> IpcError {
        self.details.detail = Some(detail.into());
        self
    }

    /// The error `code` about `path`, caused by the system's `error`: its problem, and its own
    /// words to quote.
    pub fn io(code: ErrorCode, path: &std::path::Path, error: &std::io::Error) -> IpcError {
        let mut ipc =
            IpcError::new(code, format!("{}: {error}", path.display())).about(path.to_string_lossy());
        ipc.details.io = Some(IoProblem::of(error));
        ipc.because(error.to_string())
    }
}

impl From<AppError> for IpcError {
    fn from(error: AppError) -> IpcError {
        IpcError {
            code: error.code(),
            log: error.to_string(),
            details: Box::new(error.details()),
        }
    }
}

/// RFC 3339, the page's `Date.parse` input.
pub fn timestamp(at: OffsetDateTime) -> String {
    at.format(&Rfc3339).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use dubdeck_core::engine::{EngineError, Refusal};
    use dubdeck_core::secrets::SecretError;

    fn secret(error: SecretError) -> IpcError {
        IpcError::from(AppError::Secret(error))
    }

    #[test]
    fn an_unusable_keychain_is_one_code_with_its_reason() {
        let locked = secret(SecretError::Locked { detail: "x".into() });
        assert_eq!(
            (locked.code, locked.details.keychain),
            (ErrorCode::KeychainUnavailable, Some(KeychainProblem::Locked))
        );
        let none = secret(SecretError::NoSecretService { detail: "x".into() });
        assert_eq!(none.details.keychain, Some(KeychainProblem::NoService));
        let bus = secret(SecretError::NoSessionBus { detail: "x".into() });
        assert_eq!(bus.details.keychain, Some(KeychainProblem::NoSessionBus));
    }

    #[test]
    fn a_working_keychain_keeps_the_errors_own_code() {
        let empty = secret(SecretError::EmptyKey);
        assert_eq!((empty.code, empty.details.keychain), (ErrorCode::EmptyKey, None));
        let unreadable = secret(SecretError::BadEncoding);
        assert_eq!(
            (unreadable.code, unreadable.details.keychain),
            (ErrorCode::BadEncoding, None)
        );
        assert_eq!(IpcError::from(AppError::NoApiKey).code, ErrorCode::NoApiKey);
    }

    #[test]
    fn a_refused_input_says_which_and_why() {
        let refused = |refusal| IpcError::from(AppError::Engine(EngineError::Refused(refusal)));
        let folder = refused(Refusal::Probe(dubdeck_core::decode::ProbeError::IsDirectory {
            path: "/music/album".into(),
        }));
        assert_eq!(folder.code, ErrorCode::InputRefused);
        assert_eq!(
            (folder.details.reason, folder.details.value.as_deref()),
            (Some(RefusalReason::IsDirectory), Some("/music/album"))
        );
        let minutes = refused(Refusal::MaxMinutes(61));
        assert_eq!(
            (minutes.details.reason, minutes.details.value.as_deref()),
            (Some(RefusalReason::BadMinutes), Some("61"))
        );
        let link = refused(Refusal::BadLink {
            link: "ftp://x/a.mp3".into(),
            reason: "scheme".into(),
        });
        assert_eq!(
            (link.details.reason, link.details.value.as_deref()),
            (Some(RefusalReason::BadLink), Some("ftp://x/a.mp3"))
        );
    }

    #[test]
    fn the_page_reads_code_and_parameters_side_by_side_and_no_message() {
        let json = serde_json::to_value(IpcError::new(ErrorCode::NotOffered, "no").about("/a.mp3")).unwrap();
        assert_eq!(json["code"], "not_offered");
        assert_eq!(json["log"], "no");
        assert!(
            json.get("message").is_none(),
            "the page words the code, not a message"
        );
        assert_eq!(json["value"], "/a.mp3");
        assert!(json["keychain"].is_null() && json["reason"].is_null());
    }
}
