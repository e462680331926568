//! The command line's errors and the exit code each one ends with (documented in `--help` and
//! README.md). The core's failures are worded from their codes and values (`reasons`), in the
//! catalogue's words: what happened and what to do.

use dubdeck_core::codes::ErrorCode;
use dubdeck_core::context::AppError;
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

/// What kind of stop an error is: it chooses the exit code and `--json`'s `kind`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// Bad arguments, or an input refused before anything was sent.
    Usage,
    /// No key, a refused key, or a keychain failure.
    Auth,
    /// The service could not be reached.
    Unreachable,
    /// Anything else that went wrong.
    Failed,
}

/// Why a command stopped: its kind, the core's code when the core refused or failed (`--json`
/// gives it), and the words from the catalogue.
#[derive(Debug, thiserror::Error)]
#[error("{message}")]
pub struct CliError {
    kind: Kind,
    code: Option<ErrorCode>,
    message: String,
}

#[allow(non_snake_case)]
impl CliError {
    /// Bad arguments, or an input refused before anything was sent.
    pub fn Usage(message: String) -> CliError {
        CliError::of(Kind::Usage, message)
    }

    /// No key, a refused key, or a keychain failure.
    pub fn Auth(message: String) -> CliError {
        CliError::of(Kind::Auth, message)
    }

    /// Anything else that went wrong.
    pub fn Failed(message: String) -> CliError {
        CliError::of(Kind::Failed, message)
    }

    fn of(kind: Kind, message: String) -> CliError {
        CliError {
            kind,
            code: None,
            message,
        }
    }

    /// The core's code, when the core refused or failed.
    pub fn code(&self) -> Option<ErrorCode> {
        self.code
    }

    pub fn exit_code(&self) -> u8 {
        match self.kind {
            Kind::Usage => code::USAGE,
            Kind::Auth => code::AUTH,
            Kind::Unreachable => code::UNREACHABLE,
            Kind::Failed => code::FAILED,
        }
    }

    /// A stable word for `--json` output.
    pub fn kind(&self) -> &'static str {
        match self.kind {
            Kind::Usage => "usage",
            Kind::Auth => "auth",
            Kind::Unreachable => "unreachable",
            Kind::Failed => "failed",
        }
    }

    /// The same error, said in other words (the code and kind stay).
    pub fn reworded(self, message: String) -> CliError {
        CliError { message, ..self }
    }
}

/// A failure of the core, worded from its code and values (never from its `Display`).
impl From<AppError> for CliError {
    fn from(e: AppError) -> Self {
        let code = e.code();
        let message = match &e {
            AppError::NoApiKey => say!("error-no-key"),
            AppError::KeyNotConfirmed { checked_with, now } => say!(
                "error-key-not-confirmed",
                checked = checked_with.as_str(),
                now = now.as_str()
            ),
            _ => crate::reasons::error_words(code, &e.details()),
        };
        CliError {
            kind: kind_of(code),
            code: Some(code),
            message,
        }
    }
}

/// How the command line stops on a code: refusals are usage errors (nothing was sent), a key or
/// keychain problem is an auth error, an unreachable service its own.
fn kind_of(code: ErrorCode) -> Kind {
    use ErrorCode as C;
    match code {
        C::NoApiKey
        | C::KeyNotConfirmed
        | C::Unauthorized
        | C::KeychainUnavailable
        | C::ReadOnly
        | C::EmptyKey
        | C::BadEncoding
        | C::Ambiguous => Kind::Auth,
        C::ServiceUnreachable | C::ServiceFailed => Kind::Unreachable,
        C::InputRefused
        | C::InvalidArguments
        | C::InvalidRequest
        | C::EngineRunningElsewhere
        | C::NoSuchJob
        | C::WrongState
        | C::InvalidBaseUrl
        | C::InsecureBaseUrl
        | C::InvalidValue => Kind::Usage,
        _ => Kind::Failed,
    }
}

impl From<dubdeck_api::Error> for CliError {
    fn from(e: dubdeck_api::Error) -> Self {
        AppError::from(e).into()
    }
}

impl From<EngineError> for CliError {
    fn from(e: EngineError) -> Self {
        AppError::from(e).into()
    }
}

impl From<SecretError> for CliError {
    fn from(e: SecretError) -> Self {
        AppError::from(e).into()
    }
}

impl From<dubdeck_core::ledger::LedgerError> for CliError {
    fn from(e: dubdeck_core::ledger::LedgerError) -> Self {
        AppError::from(e).into()
    }
}

impl From<dubdeck_core::config::ConfigError> for CliError {
    fn from(e: dubdeck_core::config::ConfigError) -> Self {
        AppError::from(e).into()
    }
}
