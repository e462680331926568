//! What the context refuses or fails to do, as one typed error with a stable code. Front ends
//! choose their own words from [`AppError::code`] and the fields; `Display` is a neutral
//! description for logs and for front ends without words of their own.

use serde::Serialize;
use serde::ser::SerializeMap;

use crate::avatars::AvatarError;
use crate::catalogue::CatalogueError;
use crate::config::ConfigError;
use crate::engine::EngineError;
use crate::ledger::LedgerError;
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

    /// A stable code for front ends.
    pub fn code(&self) -> &'static str {
        match self {
            AppError::NoApiKey => "no_api_key",
            AppError::Secret(e) => e.code(),
            AppError::Api(e) => api_code(e),
            AppError::Engine(e) => match e {
                EngineError::Refused(_) => "input_refused",
                EngineError::AlreadyRunning { .. } => "engine_running_elsewhere",
                EngineError::NoSuchJob(_) => "no_such_job",
                EngineError::WrongState { .. } => "wrong_state",
                EngineError::Stopped => "engine_stopped",
                _ => "engine_failed",
            },
            AppError::Ledger(e) => match e {
                LedgerError::InvalidInput { .. } => "invalid_value",
                LedgerError::Busy { .. } => "library_busy",
                _ => "library_failed",
            },
            AppError::Config(e) => match e {
                ConfigError::NoDataDir => "no_data_dir",
                ConfigError::InvalidBaseUrl { .. } => "invalid_base_url",
            },
            AppError::Catalogue(e) => match e {
                CatalogueError::CursorRepeated { .. } => "catalogue_cursor_repeated",
                CatalogueError::TooManyPages { .. } => "catalogue_too_many_pages",
                _ => "catalogue_failed",
            },
            AppError::Avatar(_) => "avatar_failed",
            AppError::Worker(_) => "internal",
        }
    }

    /// Whether the service refused the key (front ends lead back to the key screen).
    pub fn is_unauthorized(&self) -> bool {
        matches!(self, AppError::NoApiKey)
            || matches!(self, AppError::Api(e) if e.code() == Some(&dubdeck_api::ErrorCode::Unauthorized))
    }
}

fn api_code(e: &dubdeck_api::Error) -> &'static str {
    use dubdeck_api::{Error, ErrorCode};
    match e {
        Error::Service { code, .. } => match code {
            ErrorCode::Unauthorized => "unauthorized",
            ErrorCode::RateLimitExceeded => "rate_limited",
            ErrorCode::NotEnoughCredits => "not_enough_credits",
            ErrorCode::VoiceNotFound => "voice_not_found",
            ErrorCode::NotFound => "not_found",
            ErrorCode::InvalidArguments => "invalid_arguments",
            _ => "service_refused",
        },
        Error::RateLimited { .. } => "rate_limited",
        Error::SourceChanged { .. } => "input_changed",
        Error::Server { .. } => "service_failed",
        Error::Transport { .. } => "service_unreachable",
        Error::Validation(_) => "invalid_request",
        Error::Decode { .. } => "service_answer_unreadable",
        Error::UnknownOutcome { .. } => "unknown_outcome",
        _ => "transfer_failed",
    }
}

/// `{"code": "...", "message": "...", ...}`: the code, the neutral message, and the parameters a
/// front end needs for its words (the service's status and code, a wait).
impl Serialize for AppError {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(None)?;
        map.serialize_entry("code", self.code())?;
        map.serialize_entry("message", &self.to_string())?;
        match self {
            AppError::Api(e) => {
                if let Some(status) = e.status() {
                    map.serialize_entry("status", &status.as_u16())?;
                }
                if let Some(wait) = e.retry_after() {
                    map.serialize_entry("retryAfterSecs", &wait.as_secs())?;
                }
                if let Some(until) = e.rate_limited_until()
                    && let Ok(text) = until.format(&time::format_description::well_known::Rfc3339)
                {
                    map.serialize_entry("until", &text)?;
                }
            }
            AppError::Secret(e) => {
                map.serialize_entry("keychain", e.code())?;
            }
            AppError::Config(ConfigError::InvalidBaseUrl { value, .. }) => {
                map.serialize_entry("value", value)?;
            }
            _ => {}
        }
        map.end()
    }
}
