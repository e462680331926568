//! The plain values the context reports: where the key is kept and whether it may be used, the
//! balance, a voice's remembered dub settings. Front ends read them (the desktop shell sends them
//! to its page as they are); the context's events carry them.

use serde::Serialize;
use time::OffsetDateTime;

/// Where the key is kept.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, specta::Type)]
#[serde(rename_all = "snake_case")]
pub enum KeyOrigin {
    /// The OS keychain (Keychain, Credential Manager, Secret Service).
    Keychain,
    /// The `DUBDECK_API_KEY` environment variable (read-only).
    Environment,
    /// A store given by the front end.
    Custom,
}

/// Whether a key is set, and where it is kept. Never the key itself.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct KeyStatus {
    pub set: bool,
    pub origin: KeyOrigin,
    /// Whether the key can be replaced or removed from Dubdeck (not when it comes from the
    /// environment).
    pub writable: bool,
    /// The service moved to another host since the key was checked: it waits for the user.
    pub host_change: Option<HostChange>,
}

/// The host the stored key was checked with, and the service's host now.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct HostChange {
    pub checked_with: String,
    pub now: String,
}

/// The host of a service address, as keys are bound to it.
pub(crate) fn host_of(url: &url::Url) -> String {
    url.host_str()
        .unwrap_or_default()
        .trim_end_matches('.')
        .to_ascii_lowercase()
}

/// The account's credits as the service last reported them.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct Balance {
    pub credits: f64,
    #[serde(with = "time::serde::rfc3339")]
    pub as_of: OffsetDateTime,
}

/// The dub sheet's starting values for a voice.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct VoicePreset {
    /// Semitones, -24 to 24.
    pub pitch_shift: i32,
    pub separate: bool,
    /// When the voice was last used for a dub in this library.
    #[serde(with = "time::serde::rfc3339::option")]
    pub last_used_at: Option<OffsetDateTime>,
}
