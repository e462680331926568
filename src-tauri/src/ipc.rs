//! What crosses IPC: the page's view of the core's types, and the one error type. These are the
//! contract with the page (TypeScript is generated from them, see `bindings.rs`), kept apart from
//! the core's own types so that the core can change without the page noticing, and so that only
//! what the page needs, in the page's spelling, crosses. Ids, dates and service enums are strings.

use serde::{Deserialize, Serialize};
use specta::Type;
use time::OffsetDateTime;
use time::format_description::well_known::Rfc3339;

use dubdeck_core::context::AppError;
#[cfg(test)]
use dubdeck_core::engine::{EngineError, Refusal};
#[cfg(test)]
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
    pub keychain: Option<Box<str>>,
    /// The refused value (a service address, the file or link of `input_refused`).
    pub value: Option<Box<str>>,
    /// For `input_refused`: why, as one word (the probe's `is_directory`, `not_media`,
    /// `too_long`..., or `bad_link`, `pitch_out_of_range`, `output_dir`).
    pub reason: Option<Box<str>>,
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
            reason: None,
        }
    }
}

impl From<AppError> for IpcError {
    fn from(error: AppError) -> IpcError {
        let details = error.details();
        let mut ipc = IpcError::new(error.code().as_str(), error.to_string());
        ipc.status = details.status;
        ipc.retry_after_secs = details.retry_after_secs;
        ipc.keychain = details.keychain.map(|k| k.as_str().into());
        ipc.value = details.value.map(Into::into);
        ipc.reason = details.reason.map(|r| r.as_str().into());
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

/// How many voices a page of the grid holds (exported to the page as `PAGE_SIZE`).
pub const PAGE_SIZE: u32 = 48;

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

impl VoiceQuery {
    /// What the Voices screen asks for first: the whole catalogue, no filter, first page.
    pub fn first_page() -> Self {
        Self {
            limit: Some(PAGE_SIZE),
            ..Self::default()
        }
    }
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

/// A file offered for dubbing (dropped or picked), as the local probe saw it before any request:
/// ready with its duration, format and estimated cost, or refused with the probe's reason.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Type)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum ProbedInput {
    #[serde(rename_all = "camelCase")]
    Ready {
        path: String,
        name: String,
        duration_ms: u64,
        /// Container and codec, e.g. `mp3/mp3`, `wav/pcm_s16le`.
        format: String,
        /// 10 credits per started minute, at least 10 (the service's exact figure comes after
        /// preprocessing).
        estimated_credits: u32,
        size_bytes: u64,
    },
    #[serde(rename_all = "camelCase")]
    Refused {
        path: String,
        name: String,
        /// `not_found`, `is_directory`, `empty`, `unreadable`, `not_media`, `no_audio_track`,
        /// `damaged` or `too_long` (or a newer word).
        reason: String,
        /// For `too_long`: how long the file is, and the limit.
        duration_ms: Option<u64>,
        limit_ms: Option<u64>,
        /// For `no_audio_track` and `damaged`: the container the file claims to be.
        container: Option<String>,
        /// For `unreadable` and `damaged`: the system's or the decoder's words.
        detail: Option<String>,
    },
}

/// What one dub is of.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Type)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum DubSourceInput {
    File { path: String },
    Link { url: String },
}

/// Dubs to start with one voice (the dub sheet's Start, or a drop on a voice card).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Type)]
#[serde(rename_all = "camelCase")]
pub struct StartDubs {
    pub inputs: Vec<DubSourceInput>,
    pub voice_id: String,
    /// The voice's name, for the job rows and the output file names.
    pub voice_name: String,
    /// Semitones, -24 to 24.
    pub pitch_shift: i32,
    /// Vocal separation (`false`: the input is already isolated vocals).
    pub separate: bool,
}

/// The training wizard's check of its files: each file as the probe sees it (no 30-minute cap:
/// training files may be longer), the usable audio in all, the proposed maximum minutes, and what
/// the user should know before paying.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Type)]
#[serde(rename_all = "camelCase")]
pub struct TrainingCheck {
    pub files: Vec<ProbedInput>,
    pub total_ms: u64,
    pub suggested_max_minutes: u32,
    pub warnings: Vec<TrainingWarning>,
}

/// Something to know before paying for training; none blocks it by itself (unreadable files are
/// left out).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Type)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum TrainingWarning {
    UnreadableFiles {
        count: u32,
    },
    #[serde(rename_all = "camelCase")]
    TotalTooShort {
        total_ms: u64,
        recommended_ms: u64,
    },
    #[serde(rename_all = "camelCase")]
    TotalAboveChosen {
        total_ms: u64,
        max_minutes: u32,
    },
    TooManyFiles {
        count: u32,
        max: u32,
    },
}

/// The limits the wizard checks against (the service's, section 7 of the interface).
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize, Type)]
#[serde(rename_all = "camelCase")]
pub struct TrainingLimits {
    pub max_files: u32,
    pub min_minutes: u32,
    pub max_minutes: u32,
    pub name_max_chars: u32,
    pub credits_per_minute: u32,
    /// Below this much audio, the wizard warns.
    pub recommended_ms: u64,
}

/// A voice to train, as the wizard's review confirmed it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Type)]
#[serde(rename_all = "camelCase")]
pub struct StartTraining {
    pub name: String,
    pub files: Vec<String>,
    pub max_minutes: u32,
    pub separate: bool,
}

/// What the A/B player plays for a done dub.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Type)]
#[serde(rename_all = "camelCase")]
pub struct JobMedia {
    pub original: MediaTrack,
    pub dub: MediaTrack,
}

/// One side of the player.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Type)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum MediaTrack {
    /// Playable from `url` (loopback HTTP, with seeking).
    Ready { url: String, name: String },
    /// The file the library records is no longer there.
    Missing { path: String },
    /// The input was a link: the service fetched it, there is no local file to play.
    Link { url: String },
}

/// Which side of the player.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Type)]
#[serde(rename_all = "snake_case")]
pub enum MediaSide {
    Original,
    Dub,
}

/// A waveform to draw: `bars` from 0 (silence) to 255 (full scale), each the loudest moment of an
/// equal slice of the file. Empty when this audio has no decoder here.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Type)]
#[serde(rename_all = "camelCase")]
pub struct WavePeaks {
    pub duration_ms: u64,
    pub bars: Vec<u8>,
}

/// The dub sheet's starting values for a voice: its last pitch and separation.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Type)]
#[serde(rename_all = "camelCase")]
pub struct VoicePreset {
    pub voice_id: String,
    pub pitch_shift: i32,
    pub separate: bool,
    pub last_used_at: Option<String>,
}

/// A voice to dub with, as the voice picker shows it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Type)]
#[serde(rename_all = "camelCase")]
pub struct VoiceChoice {
    pub id: String,
    pub name: String,
    /// The avatar on the app's `avatar` scheme (custom voices have none).
    pub avatar: Option<String>,
    /// One of the account's own voices.
    pub custom: bool,
    pub last_used_at: Option<String>,
}

/// Which jobs a list shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Type)]
#[serde(rename_all = "snake_case")]
pub enum JobListFilter {
    All,
    /// Moving through the pipeline.
    Active,
    /// Waiting for the user: approval of a cost, or credits.
    Waiting,
    Done,
    Failed,
    /// Discarded by the user.
    Canceled,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Type)]
#[serde(rename_all = "snake_case")]
pub enum JobGroupBy {
    Voice,
    Input,
}

/// One page of the Jobs screen.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Type)]
#[serde(rename_all = "camelCase")]
pub struct JobsQuery {
    pub filter: JobListFilter,
    /// Words of the input's, the voice's or the training's name.
    pub search: Option<String>,
    /// Only the jobs of one group (a key from `job_groups`).
    pub group: Option<JobGroupKey>,
    /// Page size, 1 to 500 (50 when 0).
    pub limit: u32,
    pub offset: u32,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Type)]
#[serde(rename_all = "camelCase")]
pub struct JobGroupKey {
    pub by: JobGroupBy,
    pub key: String,
}

/// One group of a grouped Jobs list.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Type)]
#[serde(rename_all = "camelCase")]
pub struct JobGroupRow {
    pub key: String,
    /// The voice's name, or the input's name.
    pub label: String,
    pub count: u32,
    pub latest_at: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Type)]
#[serde(rename_all = "camelCase")]
pub struct JobsPage {
    pub jobs: Vec<JobRow>,
    /// How many jobs match in all.
    pub total: u32,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Type)]
#[serde(rename_all = "snake_case")]
pub enum JobKind {
    Dub,
    Training,
}

pub use dubdeck_core::ledger::JobStatus;
pub use dubdeck_core::meaning::JobStep;

/// Why a job failed: the core's stable code with every parameter the words may need (absent
/// when the failure has none).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, Type)]
#[serde(rename_all = "camelCase")]
pub struct JobFailureView {
    /// `input_rejected`, `input_missing`, `unauthorized`, `not_enough_credits`, `voice_not_found`,
    /// `remote_not_found`, `remote_failed`, `invalid_request`, `upload_failed`, `upload_expired`,
    /// `download_failed`, `output_failed`, `network`, `server_error`, `interrupted`, `internal`.
    pub code: String,
    /// Whether Retry can help.
    pub retryable: bool,
    pub needed: Option<i64>,
    pub balance: Option<i64>,
    pub path: Option<String>,
    pub reason: Option<String>,
    pub detail: Option<String>,
    /// The service's stage when it failed the job (`preprocessing`, `processing`...).
    pub stage: Option<String>,
    pub format: Option<String>,
    pub duration_ms: Option<u64>,
    pub link: Option<String>,
    pub status: Option<u16>,
    pub address: Option<String>,
    pub expected_bytes: Option<u64>,
    pub found_bytes: Option<u64>,
}

/// A passing condition that is not a failure: `rate_limited` (until when) or `retrying` (which
/// try, why, and when the next goes out).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, Type)]
#[serde(rename_all = "camelCase")]
pub struct JobNoticeView {
    pub code: String,
    pub until: Option<String>,
    pub attempt: Option<u32>,
    pub of: Option<u32>,
    pub reason_code: Option<String>,
    pub next_at: Option<String>,
}

/// One row of the Jobs screen, built from the library's row (never from the page's memory).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Type)]
#[serde(rename_all = "camelCase")]
pub struct JobRow {
    /// `dub:<uuid>` or `training:<uuid>`: what the job commands take.
    pub id: String,
    pub kind: JobKind,
    /// The engine's state word (`uploading`, `awaiting_approval`, `done`...).
    pub state: String,
    pub step: JobStep,
    pub status: JobStatus,
    /// The input's name (a file name or a link) for a dub, the voice's name for a training.
    pub title: String,
    /// For a dub: a link rather than a file.
    pub is_link: bool,
    pub voice_id: Option<String>,
    pub voice_name: Option<String>,
    pub voice_avatar: Option<String>,
    pub duration_ms: Option<u64>,
    pub format: Option<String>,
    /// `none`, `auto` or `approved`.
    pub approval: String,
    pub required_credits: Option<i64>,
    pub credits_used: Option<i64>,
    pub bytes_done: u64,
    pub bytes_total: Option<u64>,
    pub failure: Option<JobFailureView>,
    pub notice: Option<JobNoticeView>,
    /// The result file, once downloaded.
    pub output_path: Option<String>,
    pub created_at: String,
    pub updated_at: String,
    /// Since when the job is in its current state (the elapsed time of service stages).
    pub state_since: String,
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

    #[test]
    fn a_refused_input_says_which_and_why() {
        let folder = IpcError::from(AppError::Engine(EngineError::Refused(Refusal::Probe(
            dubdeck_core::probe::ProbeError::IsDirectory {
                path: "/music/album".into(),
            },
        ))));
        assert_eq!(
            (
                folder.code.as_str(),
                folder.reason.as_deref(),
                folder.value.as_deref()
            ),
            ("input_refused", Some("is_directory"), Some("/music/album"))
        );
        let minutes = IpcError::from(AppError::Engine(EngineError::Refused(Refusal::MaxMinutes(61))));
        assert_eq!(
            (
                minutes.code.as_str(),
                minutes.reason.as_deref(),
                minutes.value.as_deref()
            ),
            ("input_refused", Some("bad_minutes"), Some("61"))
        );
        let link = IpcError::from(AppError::Engine(EngineError::Refused(Refusal::BadLink {
            link: "ftp://x/a.mp3".into(),
            reason: "scheme".into(),
        })));
        assert_eq!(
            (link.reason.as_deref(), link.value.as_deref()),
            (Some("bad_link"), Some("ftp://x/a.mp3"))
        );
    }
}
