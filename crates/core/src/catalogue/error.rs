//! The catalogue service's typed failures. Messages are neutral: front ends own the words.

use crate::ledger::LedgerError;

/// Anything the catalogue service could not do.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum CatalogueError {
    /// The service refused or could not be reached (includes the local checks of search and limit).
    #[error(transparent)]
    Api(#[from] dubdeck_api::Error),

    /// The local library failed.
    #[error(transparent)]
    Ledger(#[from] LedgerError),

    /// The service handed back a cursor it had already given in this walk (a page pointing at
    /// itself, or a longer cycle): following it would never end.
    #[error("the voice listing repeated the cursor {cursor:?} after {pages} pages; paging stopped")]
    CursorRepeated { cursor: String, pages: u32 },

    /// More pages than any catalogue of this service can have; paging stopped.
    #[error("the voice listing did not end after {pages} pages; paging stopped")]
    TooManyPages { pages: u32 },
}
