//! What crosses IPC: the page's view of the core's types, and the one error type. These are the
//! contract with the page (TypeScript is generated from them, see `bindings.rs`), kept apart from
//! the core's own types so that the core can change without the page noticing, and so that only
//! what the page needs, in the page's spelling, crosses. Ids, dates and service enums are strings.

use serde::{Deserialize, Serialize};
use specta::Type;
use time::OffsetDateTime;
use time::format_description::well_known::Rfc3339;

use dubdeck_core::context::AppError;
use dubdeck_core::secrets::SecretError;

/// Every failure of a command: a stable code the page words, the core's neutral message (for
/// logs and unknown codes) and the parameters the words need.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Type, thiserror::Error)]
#[serde(rename_all = "camelCase")]
#[error("{code}: {message}")]
pub struct IpcError {
    pub code: String,
    pub message: String,
    /// The service's HTTP status, when the service answered.
    pub status: Option<u16>,
    /// How long the service asked to wait (rate limits).
    pub retry_after_secs: Option<u64>,
    /// For `keychain_unavailable`: `no_session_bus`, `no_service`, `locked` or `platform`.
    pub keychain: Option<String>,
    /// The refused value (a service address).
    pub value: Option<String>,
}

impl IpcError {
    pub fn new(code: &str, message: impl Into<String>) -> IpcError {
        IpcError {
            code: code.to_owned(),
            message: message.into(),
            status: None,
            retry_after_secs: None,
            keychain: None,
            value: None,
        }
    }
}

/// Why the keychain cannot be used, as one word for the page; `None` when the error is not about
/// the keychain being unavailable (an empty key, a read-only key).
pub fn keychain_problem(error: &SecretError) -> Option<&'static str> {
    match error.code() {
        "no_session_bus" => Some("no_session_bus"),
        "no_secret_service" => Some("no_service"),
        "keyring_locked" => Some("locked"),
        "keychain" | "unsupported" => Some("platform"),
        // `ambiguous` and `bad_encoding` keep their own codes: the keychain works, and removing
        // the stored key is the way out.
        _ => None,
    }
}

impl From<AppError> for IpcError {
    fn from(error: AppError) -> IpcError {
        // The core serialises its errors as `{code, message, ...params}`: read the parameters
        // from there, so that they are named once.
        let params = serde_json::to_value(&error).unwrap_or_default();
        let text = |name: &str| params.get(name).and_then(|v| v.as_str()).map(str::to_owned);
        let mut ipc = IpcError::new(error.code(), error.to_string());
        ipc.status = params
            .get("status")
            .and_then(serde_json::Value::as_u64)
            .and_then(|s| u16::try_from(s).ok());
        ipc.retry_after_secs = params.get("retryAfterSecs").and_then(serde_json::Value::as_u64);
        ipc.value = text("value");
        if let AppError::Secret(secret) = &error
            && let Some(problem) = keychain_problem(secret)
        {
            ipc.code = "keychain_unavailable".to_owned();
            ipc.keychain = Some(problem.to_owned());
        }
        ipc
    }
}

/// RFC 3339, the page's `Date.parse` input.
pub fn timestamp(at: OffsetDateTime) -> String {
    at.format(&Rfc3339).unwrap_or_default()
}

/// Where the key is kept.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Type)]
#[serde(rename_all = "snake_case")]
pub enum KeyOrigin {
    Keychain,
    Environment,
    Custom,
}

/// Whether a key is set (never the key).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Type)]
#[serde(rename_all = "camelCase")]
pub struct KeyStatus {
    pub set: bool,
    pub origin: KeyOrigin,
    pub writable: bool,
}

impl From<dubdeck_core::context::KeyStatus> for KeyStatus {
    fn from(status: dubdeck_core::context::KeyStatus) -> KeyStatus {
        use dubdeck_core::context::KeyOrigin as Core;
        KeyStatus {
            set: status.set,
            origin: match status.origin {
                Core::Keychain => KeyOrigin::Keychain,
                Core::Environment => KeyOrigin::Environment,
                Core::Custom => KeyOrigin::Custom,
            },
            writable: status.writable,
        }
    }
}

/// The account's credits, as the service last reported them.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Type)]
#[serde(rename_all = "camelCase")]
pub struct Balance {
    pub credits: f64,
    pub as_of: String,
}

impl From<dubdeck_core::context::Balance> for Balance {
    fn from(balance: dubdeck_core::context::Balance) -> Balance {
        Balance {
            credits: balance.credits,
            as_of: timestamp(balance.as_of),
        }
    }
}

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
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Type)]
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
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Type)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum SetKeyOutcome {
    /// Accepted by the service and kept in the keychain.
    Stored { balance: Balance },
    /// Refused by the service (401); nothing was kept.
    Refused,
    /// Accepted, but the keychain could not keep it; nothing was kept.
    #[serde(rename_all = "camelCase")]
    KeychainUnavailable { keychain: String, message: String },
}

/// The filter values the service documents.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Type)]
#[serde(rename_all = "camelCase")]
pub struct VoiceFilters {
    pub genres: Vec<String>,
    pub languages: Vec<String>,
    pub styles: Vec<String>,
}

/// One page of the public catalogue to show.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, Type)]
#[serde(rename_all = "camelCase")]
pub struct VoiceQuery {
    pub search: Option<String>,
    pub genres: Vec<String>,
    pub languages: Vec<String>,
    pub styles: Vec<String>,
    pub cursor: Option<String>,
    pub limit: Option<u32>,
}

/// A public voice as a card.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Type)]
#[serde(rename_all = "camelCase")]
pub struct VoiceCard {
    pub id: String,
    pub name: String,
    pub languages: Vec<String>,
    pub genres: Vec<String>,
    pub styles: Vec<String>,
    /// A GIF: the page shows `avatar_still` until hovered (and always, with reduced motion).
    pub animated: bool,
    /// The avatar on the app's `avatar` scheme.
    pub avatar: String,
    /// Its first frame (the same as `avatar` when not animated).
    pub avatar_still: String,
    pub favorite: bool,
    pub last_used_at: Option<String>,
}

/// Where a page came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Type)]
#[serde(rename_all = "snake_case")]
pub enum PageOrigin {
    /// Saved on this computer (shown at once, and offline).
    Cache,
    /// The service, just now.
    Service,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Type)]
#[serde(rename_all = "camelCase")]
pub struct VoicePage {
    pub voices: Vec<VoiceCard>,
    pub next_cursor: Option<String>,
    pub origin: PageOrigin,
    pub fetched_at: String,
}

/// A custom voice of the account, from the library.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Type)]
#[serde(rename_all = "camelCase")]
pub struct MyVoice {
    pub id: String,
    pub name: String,
    /// The service's status (`new`, `queued`, `training`, `done`, `failed`, or a newer word).
    pub status: String,
    pub created_at: String,
    pub updated_at: String,
}

impl From<dubdeck_core::ledger::CustomVoice> for MyVoice {
    fn from(voice: dubdeck_core::ledger::CustomVoice) -> MyVoice {
        MyVoice {
            id: voice.id.to_string(),
            name: voice.name,
            status: voice.status,
            created_at: timestamp(voice.created_at),
            updated_at: timestamp(voice.updated_at),
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Type)]
#[serde(rename_all = "snake_case")]
pub enum Theme {
    System,
    Light,
    Dark,
}

/// The app-wide settings.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Type)]
#[serde(rename_all = "camelCase")]
pub struct Settings {
    /// Where results are written (the chosen folder, else the default one).
    pub output_dir: String,
    /// Whether `output_dir` is the default (no folder was chosen).
    pub output_dir_is_default: bool,
    /// Generation costs up to this many credits are approved without asking (0: always ask).
    pub auto_approve_up_to: u32,
    pub notifications: bool,
    pub theme: Theme,
    pub reduce_motion: bool,
    /// The service address chosen in Settings (`None`: the default, or the environment's).
    pub base_url: Option<String>,
}

/// One setting changed by the page (the output folder is chosen with `choose_output_dir`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Type)]
#[serde(tag = "setting", content = "value", rename_all = "camelCase")]
pub enum SettingChange {
    AutoApproveUpTo(u32),
    Notifications(bool),
    Theme(Theme),
    ReduceMotion(bool),
    BaseUrl(Option<String>),
}

/// A setting to put back to its default.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Type)]
#[serde(rename_all = "camelCase")]
pub enum SettingName {
    OutputDir,
    AutoApproveUpTo,
    Notifications,
    Theme,
    ReduceMotion,
    BaseUrl,
}

/// How many jobs are where, for the sidebar's badge.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, Type)]
#[serde(rename_all = "camelCase")]
pub struct JobCounts {
    pub active: u32,
    pub waiting: u32,
    pub failed: u32,
    pub total: u32,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ipc(error: SecretError) -> IpcError {
        IpcError::from(AppError::Secret(error))
    }

    #[test]
    fn an_unusable_keychain_is_one_code_with_its_reason() {
        let locked = ipc(SecretError::Locked { detail: "x".into() });
        assert_eq!(
            (locked.code.as_str(), locked.keychain.as_deref()),
            ("keychain_unavailable", Some("locked"))
        );
        let none = ipc(SecretError::NoSecretService { detail: "x".into() });
        assert_eq!(
            (none.code.as_str(), none.keychain.as_deref()),
            ("keychain_unavailable", Some("no_service"))
        );
        let bus = ipc(SecretError::NoSessionBus { detail: "x".into() });
        assert_eq!(bus.keychain.as_deref(), Some("no_session_bus"));
    }

    #[test]
    fn a_working_keychain_keeps_the_errors_own_code() {
        let empty = ipc(SecretError::EmptyKey);
        assert_eq!((empty.code.as_str(), empty.keychain), ("empty_key", None));
        let unreadable = ipc(SecretError::BadEncoding);
        assert_eq!(
            (unreadable.code.as_str(), unreadable.keychain),
            ("bad_encoding", None)
        );
        assert_eq!(IpcError::from(AppError::NoApiKey).code, "no_api_key");
    }
}
