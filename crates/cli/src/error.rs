//! The command line's errors and the exit code each one ends with (documented in `--help` and
//! README.md). Messages come from the typed errors below and say what happened and what to do.

use dubdeck_core::engine::EngineError;
use dubdeck_core::secrets::SecretError;

use crate::words::say;

/// Exit codes.
pub mod code {
    pub const DONE: u8 = 0;
    pub const FAILED: u8 = 1;
    pub const USAGE: u8 = 2;
    pub const WAITING: u8 = 3;
    pub const AUTH: u8 = 4;
    pub const UNREACHABLE: u8 = 5;
}

/// Why a command stopped.
#[derive(Debug, thiserror::Error)]
pub enum CliError {
    /// Bad arguments, or an input refused before anything was sent.
    #[error("{0}")]
    Usage(String),
    /// No key, a refused key, or a keychain failure.
    #[error("{0}")]
    Auth(String),
    /// The service could not be reached.
    #[error("{0}")]
    Unreachable(String),
    /// Anything else that went wrong.
    #[error("{0}")]
    Failed(String),
}

impl CliError {
    pub fn exit_code(&self) -> u8 {
        match self {
            CliError::Usage(_) => code::USAGE,
            CliError::Auth(_) => code::AUTH,
            CliError::Unreachable(_) => code::UNREACHABLE,
            CliError::Failed(_) => code::FAILED,
        }
    }

    /// A stable word for `--json` output.
    pub fn kind(&self) -> &'static str {
        match self {
            CliError::Usage(_) => "usage",
            CliError::Auth(_) => "auth",
            CliError::Unreachable(_) => "unreachable",
            CliError::Failed(_) => "failed",
        }
    }
}

impl From<dubdeck_api::Error> for CliError {
    fn from(e: dubdeck_api::Error) -> Self {
        use dubdeck_api::{Error, ErrorCode};
        let text = e.to_string();
        match &e {
            Error::Service {
                code: ErrorCode::Unauthorized,
                ..
            } => CliError::Auth(say!("error-key-refused", error = &text)),
            Error::Transport { .. } | Error::Server { .. } => CliError::Unreachable(text),
            // Refused arguments (a bad --cursor, say) are a usage error, not a failed job.
            Error::Validation(_)
            | Error::Service {
                code: ErrorCode::InvalidArguments,
                ..
            } => CliError::Usage(text),
            _ => CliError::Failed(text),
        }
    }
}

impl From<EngineError> for CliError {
    fn from(e: EngineError) -> Self {
        let text = e.to_string();
        match e {
            EngineError::Refused(_)
            | EngineError::AlreadyRunning { .. }
            | EngineError::NoSuchJob(_)
            | EngineError::WrongState { .. } => CliError::Usage(text),
            _ => CliError::Failed(text),
        }
    }
}

impl From<SecretError> for CliError {
    fn from(e: SecretError) -> Self {
        CliError::Auth(e.to_string())
    }
}

impl From<dubdeck_core::ledger::LedgerError> for CliError {
    fn from(e: dubdeck_core::ledger::LedgerError) -> Self {
        CliError::Failed(e.to_string())
    }
}

impl From<dubdeck_core::config::ConfigError> for CliError {
    fn from(e: dubdeck_core::config::ConfigError) -> Self {
        CliError::Usage(e.to_string())
    }
}

impl From<dubdeck_core::context::AppError> for CliError {
    fn from(e: dubdeck_core::context::AppError) -> Self {
        use dubdeck_core::context::AppError;
        match e {
            AppError::NoApiKey => CliError::Auth(say!("error-no-key")),
            AppError::KeyNotConfirmed { checked_with, now } => CliError::Auth(say!(
                "error-key-not-confirmed",
                checked = &checked_with,
                now = &now
            )),
            AppError::Secret(e) => e.into(),
            AppError::Api(e) => e.into(),
            AppError::Engine(e) => e.into(),
            AppError::Ledger(e) => e.into(),
            AppError::Config(e) => e.into(),
            other => CliError::Failed(other.to_string()),
        }
    }
}
