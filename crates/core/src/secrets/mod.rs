//! Where the API key lives: the OS keychain ([`KeychainStore`]), or the `DUBDECK_API_KEY` environment
//! variable ([`EnvStore`], read-only, for scripts and CI). The key is held in a `SecretString`, never
//! logged, never written to a file by Dubdeck.
//!
//! All calls block (D-Bus round trips on Linux, Security framework on macOS, Credential Manager on
//! Windows). Async callers run them through `tokio::task::spawn_blocking`.

mod env;
mod keychain;
#[cfg(target_os = "linux")]
mod linux;
#[cfg(any(test, feature = "test-support"))]
mod memory;
mod state;

pub use env::{API_KEY_ENV, EnvStore, take_key_from_environment};
pub use keychain::KeychainStore;
#[cfg(any(test, feature = "test-support"))]
pub use memory::MemoryStore;
pub use secrecy::{ExposeSecret, SecretString};
pub use state::{KeychainState, keychain_state};

use crate::codes::{ErrorCode, KeychainProblem};

/// The keychain service name of Dubdeck's entry.
pub const KEYCHAIN_SERVICE: &str = "ai.voicedub.dubdeck";
/// The keychain user (account) name of the API key entry.
pub const KEYCHAIN_USER: &str = "api-key";

/// Stores the one secret Dubdeck has: the service API key.
pub trait SecretStore: Send + Sync {
    /// The stored key, or `None` when none is set.
    fn get_api_key(&self) -> Result<Option<SecretString>, SecretError>;
    /// Stores `key`, replacing any previous one.
    fn set_api_key(&self, key: &SecretString) -> Result<(), SecretError>;
    /// Removes the key; removing a key that is not there is not an error.
    fn delete_api_key(&self) -> Result<(), SecretError>;
    /// Where the key is kept, for Settings ("system keychain", "environment variable ...").
    fn describe(&self) -> String;
}

/// Why the key could not be read, stored or removed.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum SecretError {
    #[error(
        "Dubdeck cannot reach the desktop session bus (D-Bus), so it cannot use the system keyring \
         ({detail}). Start Dubdeck from a desktop session, or set the DUBDECK_API_KEY environment \
         variable to provide the key."
    )]
    NoSessionBus { detail: String },

    #[error(
        "No keyring service is running in this desktop session: nothing provides the Secret Service \
         (GNOME Keyring or KWallet) on the session bus ({detail}). Install and start gnome-keyring, \
         or set the DUBDECK_API_KEY environment variable to provide the key."
    )]
    NoSecretService { detail: String },

    #[error(
        "The system keyring is locked or has no default keyring, so the API key cannot be read or \
         stored ({detail}). Unlock your login keyring (log in to the desktop session, or unlock \
         \"Login\" in Passwords and Keys) and try again."
    )]
    Locked { detail: String },

    #[error(
        "The API key comes from the {variable} environment variable, which Dubdeck cannot change. \
         Change or unset {variable} where it is set, then restart Dubdeck."
    )]
    ReadOnly { variable: &'static str },

    #[error("The API key is empty. Paste the key shown in the developer dashboard.")]
    EmptyKey,

    #[error(
        "The API key stored in the system keychain is not valid text. Remove the stored key and set \
         it again."
    )]
    BadEncoding,

    #[error(
        "The system keychain holds {count} entries for Dubdeck's API key and Dubdeck cannot tell \
         which is right. Remove the stored key (this removes all of them), then set it again."
    )]
    Ambiguous { count: usize },

    #[error(
        "This system ({platform}) has no keychain Dubdeck can use. Set the DUBDECK_API_KEY \
         environment variable to provide the key."
    )]
    Unsupported { platform: &'static str },

    #[error(
        "The system keychain failed: {detail}. Try again; if it keeps failing, restart the keychain \
         service, or set the DUBDECK_API_KEY environment variable to provide the key."
    )]
    Keychain { detail: String },
}

impl SecretError {
    /// The stable code for front ends: a keychain that cannot be used is one code, with
    /// [`Self::problem`] saying why.
    pub fn code(&self) -> ErrorCode {
        match self {
            SecretError::ReadOnly { .. } => ErrorCode::ReadOnly,
            SecretError::EmptyKey => ErrorCode::EmptyKey,
            SecretError::BadEncoding => ErrorCode::BadEncoding,
            SecretError::Ambiguous { .. } => ErrorCode::Ambiguous,
            SecretError::NoSessionBus { .. }
            | SecretError::NoSecretService { .. }
            | SecretError::Locked { .. }
            | SecretError::Unsupported { .. }
            | SecretError::Keychain { .. } => ErrorCode::KeychainUnavailable,
        }
    }

    /// Why the keychain cannot be used; `None` when it works and the error is about the key
    /// (empty, read-only, unreadable, several): removing or replacing the key is the way out.
    pub fn problem(&self) -> Option<KeychainProblem> {
        match self {
            SecretError::NoSessionBus { .. } => Some(KeychainProblem::NoSessionBus),
            SecretError::NoSecretService { .. } => Some(KeychainProblem::NoService),
            SecretError::Locked { .. } => Some(KeychainProblem::Locked),
            SecretError::Unsupported { .. } | SecretError::Keychain { .. } => Some(KeychainProblem::Platform),
            SecretError::ReadOnly { .. }
            | SecretError::EmptyKey
            | SecretError::BadEncoding
            | SecretError::Ambiguous { .. } => None,
        }
    }
}

impl SecretError {
    /// The keychain's or the system's own words about the failure, to quote as theirs.
    pub fn system_words(&self) -> Option<String> {
        match self {
            SecretError::NoSessionBus { detail }
            | SecretError::NoSecretService { detail }
            | SecretError::Locked { detail }
            | SecretError::Keychain { detail } => Some(detail.clone()),
            SecretError::Unsupported { .. }
            | SecretError::ReadOnly { .. }
            | SecretError::Ambiguous { .. }
            | SecretError::EmptyKey
            | SecretError::BadEncoding => None,
        }
    }
}

/// Refuses keys that are empty or only whitespace; other checks are the service's (a 401).
pub(crate) fn check_key(key: &SecretString) -> Result<(), SecretError> {
    if key.expose_secret().trim().is_empty() {
        return Err(SecretError::EmptyKey);
    }
    Ok(())
}
