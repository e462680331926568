//! The account's view: the session the frame shows (demo or not, the service, the key's status,
//! the balance) and what became of a key the page gave.

use serde::{Deserialize, Serialize};
use specta::Type;

use dubdeck_core::context::{Balance, KeyStatus};

use super::KeychainProblem;

/// Where the service address comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Type)]
#[serde(rename_all = "snake_case")]
pub enum BaseUrlOrigin {
    Default,
    Settings,
    Environment,
    /// The built-in simulator of demo mode.
    Demo,
}

/// What the frame needs to know at once: which account, which service, demo or not.
#[derive(Debug, Clone, PartialEq, Serialize, Type)]
#[serde(rename_all = "camelCase")]
pub struct Session {
    pub version: String,
    pub demo: bool,
    pub base_url: String,
    pub base_url_source: BaseUrlOrigin,
    pub key: KeyStatus,
    pub balance: Option<Balance>,
}

/// What became of a key the page gave.
#[derive(Debug, Clone, PartialEq, Serialize, Type)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum SetKeyOutcome {
    /// Accepted by the service and kept in the keychain.
    Stored { balance: Balance },
    /// Refused by the service (401); nothing was kept.
    Refused,
    /// Accepted, but the keychain could not keep it; nothing was kept.
    #[serde(rename_all = "camelCase")]
    KeychainUnavailable {
        keychain: KeychainProblem,
        /// The keychain's own words, to quote (never a sentence of Dubdeck's).
        detail: Option<String>,
    },
}
