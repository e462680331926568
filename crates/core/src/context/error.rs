//! What the context refuses or fails to do, as one typed error with a stable code. Front ends
//! choose their own words from [`AppError::code`] and the fields; `Display` is a neutral
//! description for logs and for front ends without words of their own.

use serde::{Deserialize, Serialize};

use crate::codes::{ErrorCode, IoProblem, JobAction, KeychainProblem, LibraryProblem, RefusalReason};

use crate::avatars::AvatarError;
use crate::catalogue::CatalogueError;
use crate::config::ConfigError;
use crate::engine::EngineError;
use crate::ledger::LedgerError;
use crate::record::RecordError;
use crate::secrets::SecretError;

/// Anything the application context refuses or fails to do.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum AppError {
    /// No API key is set (neither in the key store nor in the environment).
    #[error("no API key is set")]
    NoApiKey,

    #[error(transparent)]
    Secret(#[from] SecretError),

    #[error(transparent)]
    Api(#[from] dubdeck_api::Error),

    #[error(transparent)]
    Engine(#[from] EngineError),

    #[error(transparent)]
    Ledger(#[from] LedgerError),

    #[error(transparent)]
    Config(#[from] ConfigError),

    #[error(transparent)]
    Catalogue(CatalogueError),

    #[error(transparent)]
    Avatar(#[from] AvatarError),

    #[error(transparent)]
    Record(#[from] RecordError),

    /// The stored key was checked with the service at `checked_with`; the service address is now
    /// `now`, another host, and nothing is sent there with that key until the user confirms it.
    #[error(
        "The API key was checked with {checked_with}, and the service address is now {now}. Confirm \
         that the key may be sent there, or enter another key."
    )]
    KeyNotConfirmed { checked_with: String, now: String },

    /// A mix was not made (nothing was spent, and the dub is as it was).
    #[error("no mix was made: {0}")]
    Mix(crate::job::MixFailure),

    /// A folder could not be watched, or read as a batch.
    #[error("the folder {} cannot be used: {problem}{}", path.display(), detail.as_deref().map(|d| format!(" ({d})")).unwrap_or_default())]
    Watch {
        path: std::path::PathBuf,
        problem: crate::codes::WatchProblem,
        io: Option<IoProblem>,
        detail: Option<String>,
    },

    /// A background task died (a bug, or the runtime shutting down); nothing was lost.
    #[error("a background task failed: {0}")]
    Worker(String),
}

/// The service's and the library's failures keep their own codes; only what is the catalogue's
/// own stays a catalogue error.
impl From<CatalogueError> for AppError {
    fn from(e: CatalogueError) -> Self {
        match e {
            CatalogueError::Api(e) => AppError::Api(e),
            CatalogueError::Ledger(e) => AppError::Ledger(e),
            other => AppError::Catalogue(other),
        }
    }
}

impl AppError {
    pub(crate) fn worker(e: tokio::task::JoinError) -> AppError {
        AppError::Worker(e.to_string())
    }

    /// The stable code front ends branch on.
    pub fn code(&self) -> ErrorCode {
        match self {
            AppError::NoApiKey => ErrorCode::NoApiKey,
            AppError::Secret(e) => e.code(),
            AppError::Api(e) => api_code(e),
            AppError::Engine(e) => match e {
                EngineError::Refused(_) => ErrorCode::InputRefused,
                EngineError::AlreadyRunning { .. } => ErrorCode::EngineRunningElsewhere,
                EngineError::NoSuchJob(_) => ErrorCode::NoSuchJob,
                EngineError::WrongState { .. } => ErrorCode::WrongState,
                EngineError::Stopped => ErrorCode::EngineStopped,
                EngineError::Ledger(e) => ledger_code(e),
                _ => ErrorCode::EngineFailed,
            },
            AppError::Ledger(e) => ledger_code(e),
            AppError::Config(e) => match e {
                ConfigError::NoDataDir => ErrorCode::NoDataDir,
                ConfigError::InvalidBaseUrl { .. } => ErrorCode::InvalidBaseUrl,
                ConfigError::InsecureBaseUrl { .. } => ErrorCode::InsecureBaseUrl,
            },
            AppError::Catalogue(e) => match e {
                CatalogueError::CursorRepeated { .. } => ErrorCode::CatalogueCursorRepeated,
                CatalogueError::TooManyPages { .. } => ErrorCode::CatalogueTooManyPages,
                _ => ErrorCode::CatalogueFailed,
            },
            AppError::Avatar(_) => ErrorCode::AvatarFailed,
            AppError::Record(e) => e.code(),
            AppError::KeyNotConfirmed { .. } => ErrorCode::KeyNotConfirmed,
            AppError::Mix(_) => ErrorCode::MixFailed,
            AppError::Watch { .. } => ErrorCode::WatchFailed,
            AppError::Worker(_) => ErrorCode::Internal,
        }
    }

    /// What a front end needs beyond the code to say what happened: the values of our own
    /// refusals, and a cause that is not ours (the system's, SQLite's, the service's) as a typed
    /// problem with its own words (`detail`) beside it, to quote.
    pub fn details(&self) -> ErrorDetails {
        let mut details = ErrorDetails::default();
        match self {
            AppError::Api(e) => api_details(e, &mut details),
            AppError::Secret(e) => {
                details.keychain = e.problem();
                details.detail = e.system_words();
            }
            AppError::Config(
                ConfigError::InvalidBaseUrl { value, .. } | ConfigError::InsecureBaseUrl { value, .. },
            ) => details.value = Some(value.clone()),
            AppError::Engine(EngineError::Refused(refusal)) => {
                details.reason = Some(refusal.reason());
                details.value = Some(refusal.value());
                details.detail = refusal.detail();
                details.tool = refusal.tool().cloned();
                details.container = refusal.container_kind();
                details.damage = refusal.damage();
                details.limit = refusal.limit();
                details.io = refusal.io();
            }
            AppError::Record(e) => record_details(e, &mut details),
            AppError::Engine(e) => engine_details(e, &mut details),
            AppError::Ledger(e) => ledger_details(e, &mut details),
            AppError::Avatar(e) => avatar_details(e, &mut details),
            AppError::KeyNotConfirmed { checked_with, now } => {
                details.value = Some(now.clone());
                details.checked_with = Some(checked_with.clone());
            }
            AppError::Watch {
                path,
                problem,
                io,
                detail,
            } => {
                details.value = Some(path.to_string_lossy().into_owned());
                details.watch = Some(*problem);
                details.io = *io;
                details.detail = detail.clone();
            }
            AppError::Mix(failure) => {
                details.mix = Some(failure.step);
                details.io = failure.io;
                details.detail = failure.detail.clone();
            }
            _ => {}
        }
        details
    }

    /// Whether the service refused the key (front ends lead back to the key screen).
    pub fn is_unauthorized(&self) -> bool {
        matches!(self, AppError::NoApiKey)
            || matches!(self, AppError::Api(e) if e.code() == Some(&dubdeck_api::ErrorCode::Unauthorized))
    }
}

/// The parameters of an error, each set only for the codes that carry it.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct ErrorDetails {
    /// The service's HTTP status, when the service answered.
    pub status: Option<u16>,
    /// How long the service asked to wait (rate limits).
    pub retry_after_secs: Option<u64>,
    /// Until when the service asked to wait (RFC 3339).
    pub until: Option<String>,
    /// Why the keychain cannot be used (`keychain_unavailable`).
    pub keychain: Option<KeychainProblem>,
    /// Why an input was refused (`input_refused`).
    pub reason: Option<RefusalReason>,
    /// What was refused or is meant: a file, a link, a number out of range, a service address.
    pub value: Option<String>,
    /// The service address the stored key was checked with (`key_not_confirmed`).
    pub checked_with: Option<String>,
    /// Words that are not Dubdeck's, to quote as theirs: ffmpeg's, the system's, SQLite's or the
    /// service's own message. Never a sentence of Dubdeck's.
    pub detail: Option<String>,
    /// What the system said is wrong with a file or folder (`value`), when that is the cause;
    /// its own words are in `detail`.
    pub io: Option<IoProblem>,
    /// The state a job is in, as the core names it (`wrong_state`).
    pub state: Option<String>,
    /// What was asked of a job that its state does not allow (`wrong_state`).
    pub action: Option<JobAction>,
    /// What of the library's own work failed (`library_failed`, `engine_failed`).
    pub library: Option<LibraryProblem>,
    /// Why ffmpeg cannot be used (`media_tool_missing`, and refusals for want of it).
    pub tool: Option<crate::ffmpeg::ToolMissing>,
    /// What kind of file an input is, when it was refused as not one self-contained audio or
    /// video file (`not_single_file`).
    pub container: Option<crate::codes::ContainerKind>,
    /// Why an input device could not be opened (`input_device_failed`); the system's own words,
    /// when it gave any, are in `detail`.
    pub device: Option<crate::codes::DeviceProblem>,
    /// How a file refused as `damaged` is damaged; the reader's own words, when it gave any,
    /// are in `detail`.
    pub damage: Option<crate::codes::DamageCause>,
    /// The limit a value went past: the maximum minutes chosen (`training_too_long`, whose
    /// `value` is the recordings' length in milliseconds).
    pub limit: Option<u64>,
    /// Which step of a mix failed (`mix_failed`).
    pub mix: Option<crate::codes::MixStep>,
    /// Why a folder cannot be watched or read (`watch_failed`).
    pub watch: Option<crate::codes::WatchProblem>,
}

/// A system error's problem and its own words.
fn io_details(path: &std::path::Path, source: &std::io::Error, details: &mut ErrorDetails) {
    details.value = Some(path.to_string_lossy().into_owned());
    details.io = Some(IoProblem::of(source));
    details.detail = Some(source.to_string());
}

fn engine_details(e: &EngineError, details: &mut ErrorDetails) {
    match e {
        EngineError::Ledger(e) => ledger_details(e, details),
        EngineError::AlreadyRunning { path } => details.value = Some(path.to_string_lossy().into_owned()),
        EngineError::Lock { path, source } => {
            details.library = Some(LibraryProblem::Lock);
            io_details(path, source, details);
        }
        EngineError::RemoveResult { path, source } => {
            details.library = Some(LibraryProblem::DeleteResult);
            io_details(path, source, details);
        }
        EngineError::NoSuchJob(job) => details.value = Some(job.clone()),
        EngineError::WrongState {
            job, state, action, ..
        } => {
            details.value = Some(job.clone());
            details.state = Some(state.clone());
            details.action = Some(*action);
        }
        _ => {}
    }
}

fn ledger_details(e: &LedgerError, details: &mut ErrorDetails) {
    let problem = match e {
        LedgerError::CreateDir { path, source } => {
            io_details(path, source, details);
            LibraryProblem::CreateDir
        }
        LedgerError::Open { path, source } => {
            details.value = Some(path.to_string_lossy().into_owned());
            details.detail = Some(source.to_string());
            LibraryProblem::Open
        }
        LedgerError::SchemaTooNew { path, .. } => {
            details.value = Some(path.to_string_lossy().into_owned());
            LibraryProblem::TooNew
        }
        LedgerError::SchemaMismatch { path, .. } => {
            details.value = Some(path.to_string_lossy().into_owned());
            LibraryProblem::Mismatch
        }
        LedgerError::Migration { source, .. } => {
            details.detail = Some(source.to_string());
            LibraryProblem::Upgrade
        }
        LedgerError::Busy { .. } | LedgerError::InvalidInput { .. } => return,
        LedgerError::Sqlite { source } => {
            details.detail = Some(source.to_string());
            LibraryProblem::Database
        }
        LedgerError::Corrupt { .. } => LibraryProblem::Corrupt,
        LedgerError::NotFound { .. } | LedgerError::StateConflict { .. } => LibraryProblem::Conflict,
        LedgerError::IllegalTransition { .. } => LibraryProblem::Bug,
        _ => LibraryProblem::Worker,
    };
    details.library = Some(problem);
}

fn avatar_details(e: &AvatarError, details: &mut ErrorDetails) {
    match e {
        AvatarError::Ledger(e) => ledger_details(e, details),
        AvatarError::Io { path, source } => io_details(path, source, details),
        AvatarError::Status { status } => details.status = Some(*status),
        _ => {}
    }
}

fn api_details(e: &dubdeck_api::Error, details: &mut ErrorDetails) {
    use dubdeck_api::Error;
    details.status = e.status().map(|s| s.as_u16());
    details.retry_after_secs = e.retry_after().map(|wait| wait.as_secs());
    details.until = e
        .rate_limited_until()
        .and_then(|until| until.format(&time::format_description::well_known::Rfc3339).ok());
    match e {
        Error::Redirected { location, .. } => details.value = Some(location.clone()),
        // The service's own words, to quote as the service's.
        Error::Service { message, .. } | Error::Upload { message, .. } | Error::Download { message, .. } => {
            let message = message.trim();
            details.detail = (!message.is_empty()).then(|| message.to_owned());
        }
        Error::Validation(invalid) => details.value = Some(invalid.field.to_owned()),
        Error::SourceChanged { path, .. } => details.value = Some(path.to_string_lossy().into_owned()),
        Error::DestinationExists { path } => {
            details.value = Some(path.to_string_lossy().into_owned());
            details.io = Some(IoProblem::AlreadyExists);
        }
        Error::Io { path, source } => io_details(path, source, details),
        Error::UnknownOutcome { cause, .. } => api_details(cause, details),
        _ => {}
    }
}

fn ledger_code(e: &LedgerError) -> ErrorCode {
    match e {
        LedgerError::InvalidInput { .. } => ErrorCode::InvalidValue,
        LedgerError::Busy { .. } => ErrorCode::LibraryBusy,
        _ => ErrorCode::LibraryFailed,
    }
}

fn api_code(e: &dubdeck_api::Error) -> ErrorCode {
    use dubdeck_api::{Error, ErrorCode as Service};
    match e {
        Error::Service { code, .. } => match code {
            Service::Unauthorized => ErrorCode::Unauthorized,
            Service::RateLimitExceeded => ErrorCode::RateLimited,
            Service::NotEnoughCredits => ErrorCode::NotEnoughCredits,
            Service::VoiceNotFound => ErrorCode::VoiceNotFound,
            Service::NotFound => ErrorCode::NotFound,
            Service::InvalidArguments => ErrorCode::InvalidArguments,
            _ => ErrorCode::ServiceRefused,
        },
        Error::RateLimited { .. } => ErrorCode::RateLimited,
        Error::SourceChanged { .. } => ErrorCode::InputChanged,
        Error::Server { .. } => ErrorCode::ServiceFailed,
        Error::Redirected { .. } => ErrorCode::ServiceRedirected,
        Error::Transport { .. } => ErrorCode::ServiceUnreachable,
        Error::Validation(_) => ErrorCode::InvalidRequest,
        Error::Decode { .. } => ErrorCode::ServiceAnswerUnreadable,
        Error::UnknownOutcome { .. } => ErrorCode::UnknownOutcome,
        _ => ErrorCode::TransferFailed,
    }
}

/// `{"code": "...", "message": "...", ...details}`: the code, the neutral message, and the
/// parameters a front end needs for its words.
impl Serialize for AppError {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        #[derive(Serialize)]
        struct Wire<'a> {
            code: ErrorCode,
            message: String,
            #[serde(flatten)]
            details: &'a ErrorDetails,
        }
        Wire {
            code: self.code(),
            message: self.to_string(),
            details: &self.details(),
        }
        .serialize(serializer)
    }
}

/// A recorder's failure: the device or take it is about, and the cause that is not ours (the
/// audio system's or the disk's own words, the system's problem) to quote.
fn record_details(e: &RecordError, details: &mut ErrorDetails) {
    details.value = e.value().map(str::to_owned);
    match e {
        RecordError::Open { problem, detail } => {
            details.device = Some(*problem);
            details.detail.clone_from(detail);
        }
        RecordError::Denied(words) | RecordError::Format(words) => {
            details.detail = Some(words.clone());
        }
        RecordError::Io(io) => {
            details.io = Some(crate::codes::IoProblem::of(io));
            details.detail = Some(io.to_string());
        }
        RecordError::NotATake { path, reason } => {
            details.value = Some(path.to_string_lossy().into_owned());
            details.detail = Some(reason.clone());
        }
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::codes::DeviceProblem;

    #[test]
    fn a_device_that_did_not_open_is_told_by_its_problem_not_our_sentence() {
        let late = AppError::Record(RecordError::Open {
            problem: DeviceProblem::Timeout,
            detail: None,
        });
        assert_eq!(late.code(), ErrorCode::InputDeviceFailed);
        let details = late.details();
        assert_eq!(details.device, Some(DeviceProblem::Timeout));
        assert_eq!(details.detail, None);
        let refused = AppError::Record(RecordError::refused(&"Device or resource busy"));
        let details = refused.details();
        assert_eq!(details.device, Some(DeviceProblem::Refused));
        assert_eq!(details.detail.as_deref(), Some("Device or resource busy"));
    }
}
