//! The avatar cache's typed failures. Messages are neutral: front ends own the words.

use std::path::PathBuf;

use crate::ledger::LedgerError;

/// Anything the avatar cache could not do.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum AvatarError {
    #[error(transparent)]
    Ledger(#[from] LedgerError),

    /// Reading or writing the cache folder failed.
    #[error("avatar cache file {}: {source}", path.display())]
    Io { path: PathBuf, source: std::io::Error },

    /// The avatar's server could not be reached or broke off (the URL is left out: it is signed).
    #[error("the avatar could not be downloaded: {source}")]
    Transport { source: reqwest::Error },

    /// The avatar's server answered with a status other than 200 (or 304 to a conditional GET).
    #[error("the avatar's server answered HTTP {status}")]
    Status { status: u16 },

    /// The avatar is larger than any avatar should be; it was not kept.
    #[error("the avatar is larger than {limit} bytes")]
    TooLarge { limit: u64 },

    /// The bytes are not an image this app can show (broken, truncated, or not an image at all).
    #[error("the avatar is not a readable image: {reason}")]
    Undecodable { reason: String },

    /// A readable image of a format avatars do not come in.
    #[error("the avatar is a {format} image; avatars are webp, gif or png")]
    UnsupportedFormat { format: String },

    /// The cache was shut down while the fetch waited for its turn.
    #[error("the avatar cache is shut down")]
    Closed,
}

impl AvatarError {
    pub(crate) fn io(path: impl Into<PathBuf>, source: std::io::Error) -> Self {
        Self::Io {
            path: path.into(),
            source,
        }
    }
}
