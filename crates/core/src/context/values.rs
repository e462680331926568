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

/// Where the stored key was checked, and where the service is now, as a person tells them apart:
/// the hosts when they differ, else the whole origins (`http://127.0.0.1:8080`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct HostChange {
    pub checked_with: String,
    pub now: String,
}

/// The host of a service address.
pub(crate) fn host_of(url: &url::Url) -> String {
    url.host_str()
        .unwrap_or_default()
        .trim_end_matches('.')
        .to_ascii_lowercase()
}

/// The origin a key is bound to: the service address's scheme, host and port
/// (`https://api.voicedub.ai:443`), so that another port or plain http is another service.
pub(crate) fn key_origin_of(url: &url::Url) -> String {
    let port = url.port_or_known_default().unwrap_or(0);
    format!("{}://{}:{port}", url.scheme(), host_of(url))
}

/// The origin a recorded key belongs to. Versions before keys were bound to origins recorded the
/// host alone, checked over https on its default port.
fn recorded_origin(recorded: &str) -> Option<url::Url> {
    if recorded.contains("://") {
        url::Url::parse(recorded).ok()
    } else {
        url::Url::parse(&format!("https://{recorded}")).ok()
    }
}

/// The change between the origin a key was `recorded` with and the service address `now`, or
/// `None` when they are the same origin. A record this version cannot read is a change.
pub(crate) fn host_change_between(recorded: &str, now: &url::Url) -> Option<HostChange> {
    let was = recorded_origin(recorded);
    if was.as_ref().map(key_origin_of) == Some(key_origin_of(now)) {
        return None;
    }
    let shown = |url: &url::Url| {
        if was.as_ref().map(host_of) == Some(host_of(now)) {
            key_origin_of(url)
        } else {
            host_of(url)
        }
    };
    Some(HostChange {
        checked_with: was.as_ref().map_or_else(|| recorded.to_owned(), shown),
        now: shown(now),
    })
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

#[cfg(test)]
mod tests {
    use super::*;

    fn url(text: &str) -> url::Url {
        url::Url::parse(text).unwrap()
    }

    #[test]
    fn a_key_is_bound_to_scheme_host_and_port() {
        let public = url("https://api.voicedub.ai/");
        assert_eq!(key_origin_of(&public), "https://api.voicedub.ai:443");
        let recorded = key_origin_of(&public);
        assert_eq!(
            host_change_between(&recorded, &url("https://API.voicedub.ai:443/v1")),
            None
        );
        // Another port, or plain http, on the same host is another service.
        assert_eq!(
            host_change_between(&recorded, &url("https://api.voicedub.ai:8443/")),
            Some(HostChange {
                checked_with: "https://api.voicedub.ai:443".into(),
                now: "https://api.voicedub.ai:8443".into()
            })
        );
        assert!(host_change_between("http://127.0.0.1:8080", &url("http://127.0.0.1:9090/")).is_some());
        assert!(host_change_between("https://127.0.0.1:443", &url("http://127.0.0.1:443/")).is_some());
        // Another host is told by its name.
        assert_eq!(
            host_change_between(&recorded, &url("http://127.0.0.1:8080/")),
            Some(HostChange {
                checked_with: "api.voicedub.ai".into(),
                now: "127.0.0.1".into()
            })
        );
    }

    #[test]
    fn a_host_recorded_by_an_older_version_reads_as_https_on_its_default_port() {
        assert_eq!(
            host_change_between("api.voicedub.ai", &url("https://api.voicedub.ai/")),
            None
        );
        assert!(host_change_between("api.voicedub.ai", &url("http://api.voicedub.ai/")).is_some());
        assert!(host_change_between("api.voicedub.ai", &url("https://api.voicedub.ai:9/")).is_some());
    }
}
