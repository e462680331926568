//! The ledger's typed error: what went wrong, why, and what the user or the engine can do.

use std::path::PathBuf;

use uuid::Uuid;

/// Anything the ledger refuses or fails to do.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum LedgerError {
    #[error(
        "Dubdeck could not create its data folder {}: {source}. Make sure the folder can be written, \
         or set DUBDECK_DATA_DIR to another folder.",
        path.display()
    )]
    CreateDir { path: PathBuf, source: std::io::Error },

    #[error(
        "Dubdeck could not open its library database {}: {source}. Check that the file is readable \
         and writable and that the disk is not full.",
        path.display()
    )]
    Open { path: PathBuf, source: rusqlite::Error },

    #[error(
        "The library database {} was written by a newer version of Dubdeck (schema version {found}; \
         this version knows up to {supported}). It was left untouched. Update Dubdeck to open it.",
        path.display()
    )]
    SchemaTooNew {
        path: PathBuf,
        found: i64,
        supported: i64,
    },

    #[error(
        "The library database {} records migration {version} as {found:?}, but this Dubdeck's \
         migration {version} is {expected:?}. The file was not changed. It may come from an \
         unreleased build; use that build, or move the file away to start a new library.",
        path.display()
    )]
    SchemaMismatch {
        path: PathBuf,
        version: i64,
        found: String,
        expected: String,
    },

    #[error(
        "Upgrading the library database to version {version} ({name}) failed: {source}. The database \
         was left as it was before this step; free some disk space or restart Dubdeck to try again."
    )]
    Migration {
        version: i64,
        name: &'static str,
        source: rusqlite::Error,
    },

    #[error(
        "The library database is locked by another program (another Dubdeck window or the dubdeck \
         command line) and stayed busy: {source}. Close the other program or try again."
    )]
    Busy { source: rusqlite::Error },

    #[error(
        "The library database reported an error: {source}. Your data is kept; if this repeats, \
         restart Dubdeck."
    )]
    Sqlite { source: rusqlite::Error },

    #[error(
        "The library database holds a value Dubdeck cannot read: {what}. The row was left as it is; \
         remove the job from the list if it keeps failing."
    )]
    Corrupt { what: String },

    #[error("There is no {kind} with id {id} in the library. It may have been removed; reload the list.")]
    NotFound { kind: &'static str, id: Uuid },

    #[error(
        "The {kind} {id} is now {actual}, not {expected}: another part of Dubdeck changed it first. \
         Nothing was written; reload the job and decide again."
    )]
    StateConflict {
        kind: &'static str,
        id: Uuid,
        expected: String,
        actual: String,
    },

    #[error("A {kind} cannot move from {from} to {to}; nothing was written. This is a bug in Dubdeck.")]
    IllegalTransition {
        kind: &'static str,
        from: String,
        to: String,
    },

    #[error("Dubdeck refused to store this: {what}.")]
    InvalidInput { what: String },

    #[error(
        "The library worker thread stopped unexpectedly ({reason}). Restart Dubdeck; finished work is \
         kept in the library."
    )]
    Worker { reason: String },
}

impl LedgerError {
    pub(crate) fn corrupt(what: impl Into<String>) -> Self {
        Self::Corrupt { what: what.into() }
    }

    pub(crate) fn invalid(what: impl Into<String>) -> Self {
        Self::InvalidInput { what: what.into() }
    }
}

impl From<rusqlite::Error> for LedgerError {
    fn from(source: rusqlite::Error) -> Self {
        use rusqlite::ErrorCode;
        match source.sqlite_error_code() {
            Some(ErrorCode::DatabaseBusy | ErrorCode::DatabaseLocked) => Self::Busy { source },
            _ => match source {
                rusqlite::Error::FromSqlConversionFailure(column, _, ref err) => {
                    Self::corrupt(format!("column {column}: {err}"))
                }
                source => Self::Sqlite { source },
            },
        }
    }
}

/// Shorthand used across the ledger.
pub type LedgerResult<T> = Result<T, LedgerError>;
