//! App settings as key/value JSON rows, read and written through typed keys so a caller can never
//! store a number where a path belongs. Unknown keys are kept untouched (a newer build's settings
//! survive a downgrade of this table's users).

use std::path::PathBuf;

use rusqlite::{OptionalExtension, params};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use url::Url;
use uuid::Uuid;

use super::Ledger;
use super::codec;
use super::error::{LedgerError, LedgerResult};

/// A typed setting: its key, value type and default.
pub trait Setting {
    const KEY: &'static str;
    type Value: Serialize + DeserializeOwned + Clone;
    fn default_value() -> Self::Value;
    /// Refuses values that must never be stored (the message says why).
    fn validate(_value: &Self::Value) -> Result<(), String> {
        Ok(())
    }
}

/// Where finished dubs go; `None` = the platform's audio or downloads folder, chosen by the shell.
pub struct OutputDir;
impl Setting for OutputDir {
    const KEY: &'static str = "output_dir";
    type Value = Option<PathBuf>;
    fn default_value() -> Self::Value {
        None
    }
    fn validate(value: &Self::Value) -> Result<(), String> {
        match value {
            Some(p) if !p.is_absolute() => Err(format!(
                "the output folder {} is not an absolute path",
                p.display()
            )),
            Some(p) if p.to_str().is_none() => {
                Err(format!("the output folder {} is not valid Unicode", p.display()))
            }
            _ => Ok(()),
        }
    }
}

/// Generation costing up to this many credits is approved without asking; 0 = always ask.
pub struct AutoApproveUpTo;
impl Setting for AutoApproveUpTo {
    const KEY: &'static str = "auto_approve_up_to";
    type Value = u32;
    fn default_value() -> Self::Value {
        0
    }
}

/// Desktop notifications when a job finishes or fails.
pub struct Notifications;
impl Setting for Notifications {
    const KEY: &'static str = "notifications";
    type Value = bool;
    fn default_value() -> Self::Value {
        true
    }
}

/// A dubbed video also comes back as a video: a copy of the original with the dub as its sound
/// (beside the dub's audio file).
pub struct VideoOut;
impl Setting for VideoOut {
    const KEY: &'static str = "video_out";
    type Value = bool;
    fn default_value() -> Self::Value {
        true
    }
}

/// The language Dubdeck speaks; `None` follows the system's locale. A language this build does
/// not know (chosen in a newer one) reads as `None` in the snapshot.
pub struct LanguageSetting;
impl Setting for LanguageSetting {
    const KEY: &'static str = "language";
    type Value = Option<crate::i18n::Language>;
    fn default_value() -> Self::Value {
        None
    }
}

/// Colour theme.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default, specta::Type)]
#[serde(rename_all = "snake_case")]
pub enum Theme {
    #[default]
    System,
    Light,
    Dark,
}

/// The theme setting's key.
pub struct ThemeSetting;
impl Setting for ThemeSetting {
    const KEY: &'static str = "theme";
    type Value = Theme;
    fn default_value() -> Self::Value {
        Theme::System
    }
}

/// Still avatars and no animations.
pub struct ReduceMotion;
impl Setting for ReduceMotion {
    const KEY: &'static str = "reduce_motion";
    type Value = bool;
    fn default_value() -> Self::Value {
        false
    }
}

/// The service address chosen in Settings (advanced); `None` = the public service.
pub struct BaseUrl;
impl Setting for BaseUrl {
    const KEY: &'static str = "base_url";
    type Value = Option<Url>;
    fn default_value() -> Self::Value {
        None
    }
    fn validate(value: &Self::Value) -> Result<(), String> {
        match value {
            Some(url) => crate::config::parse_base_url(url.as_str(), "the service address setting")
                .map(|_| ())
                .map_err(|e| e.to_string()),
            None => Ok(()),
        }
    }
}

/// The page "Buy credits" opens in the browser; `None` = the service's own site.
pub struct CreditsPage;
impl Setting for CreditsPage {
    const KEY: &'static str = "credits_page";
    type Value = Option<Url>;
    fn default_value() -> Self::Value {
        None
    }
    fn validate(value: &Self::Value) -> Result<(), String> {
        match value {
            Some(url) => crate::config::parse_base_url(url.as_str(), "the credits page setting")
                .map(|_| ())
                .map_err(|e| e.to_string()),
            None => Ok(()),
        }
    }
}

/// Where the app looks for its updates (a `latest.json` as Tauri's updater reads it); `None` =
/// the project's releases. https, or http to this computer (the app refuses plain http unless its
/// build's updater configuration allows it: test builds only).
pub struct UpdateEndpoint;
impl Setting for UpdateEndpoint {
    const KEY: &'static str = "update_endpoint";
    type Value = Option<Url>;
    fn default_value() -> Self::Value {
        None
    }
    fn validate(value: &Self::Value) -> Result<(), String> {
        match value {
            Some(url) => crate::config::parse_base_url(url.as_str(), "the updates address setting")
                .map(|_| ())
                .map_err(|e| e.to_string()),
            None => Ok(()),
        }
    }
}

/// Whether the app looks for an update quietly as it starts (never in the demo).
pub struct CheckUpdates;
impl Setting for CheckUpdates {
    const KEY: &'static str = "check_updates";
    type Value = bool;
    fn default_value() -> Self::Value {
        true
    }
}

/// The page "Buy credits" opens when none was chosen: the public service's site.
pub const DEFAULT_CREDITS_PAGE: &str = "https://voicedub.ai/";

/// The page's zoom: 1 draws it as designed; Ctrl/Cmd + plus, minus and 0 change it.
pub struct Zoom;
impl Setting for Zoom {
    const KEY: &'static str = "zoom";
    type Value = f64;
    fn default_value() -> Self::Value {
        1.0
    }
    fn validate(value: &Self::Value) -> Result<(), String> {
        if ZOOM_RANGE.contains(value) {
            Ok(())
        } else {
            Err(format!(
                "a zoom of {value}; the page zooms from {} to {}",
                ZOOM_RANGE.start(),
                ZOOM_RANGE.end()
            ))
        }
    }
}

/// The zooms the page may take (half size to three times).
pub const ZOOM_RANGE: std::ops::RangeInclusive<f64> = 0.5..=3.0;

/// The origin (`https://host:port`) the API key in the keychain was checked with (it is sent to no
/// other until the user confirms it there); a host alone from versions before keys were bound to
/// origins; `None` for a key stored before hosts were recorded.
pub struct KeyHost;
impl Setting for KeyHost {
    const KEY: &'static str = "key_host";
    type Value = Option<String>;
    fn default_value() -> Self::Value {
        None
    }
}

/// The format finished dubs and mixes are written in; `None`: as the service returns them (a mix
/// is then a 16-bit WAV).
pub struct OutputFormat;
impl Setting for OutputFormat {
    const KEY: &'static str = "output_format";
    type Value = Option<crate::ffmpeg::AudioFormat>;
    fn default_value() -> Self::Value {
        None
    }
}

/// The integrated loudness, in LUFS, finished dubs and mixes are brought to; `None`: as they are.
pub struct Loudness;
impl Setting for Loudness {
    const KEY: &'static str = "loudness";
    type Value = Option<f64>;
    fn default_value() -> Self::Value {
        None
    }
    fn validate(value: &Self::Value) -> Result<(), String> {
        match value {
            Some(lufs) if !crate::ffmpeg::LOUDNESS_RANGE.contains(lufs) => {
                Err(format!("a loudness of {lufs} LUFS; -36 to -6 are allowed"))
            }
            _ => Ok(()),
        }
    }
}

/// How finished dubs are named (`{input} ({voice})`, with `{key}`, `{pitch}`, `{date}`); `None`:
/// the input's name with the voice's, the pitch and an audition's start.
pub struct NameTemplate;
impl Setting for NameTemplate {
    const KEY: &'static str = "name_template";
    type Value = Option<String>;
    fn default_value() -> Self::Value {
        None
    }
    fn validate(value: &Self::Value) -> Result<(), String> {
        match value {
            Some(template) => crate::name_template::check(template).map_err(|e| e.to_string()),
            None => Ok(()),
        }
    }
}

/// The most credits that may be spent in one calendar month (local time) without a person
/// approving; `None`: no budget.
pub struct MonthlyBudget;
impl Setting for MonthlyBudget {
    const KEY: &'static str = "monthly_budget";
    type Value = Option<u32>;
    fn default_value() -> Self::Value {
        None
    }
    fn validate(value: &Self::Value) -> Result<(), String> {
        match value {
            Some(0) => Err("a budget of 0 credits; a budget is at least 1 credit".to_owned()),
            _ => Ok(()),
        }
    }
}

/// The budget notices given: the month (`YYYY-MM`) and the highest share of the budget (80, 100)
/// told of in it.
pub struct BudgetNoticesGiven;
impl Setting for BudgetNoticesGiven {
    const KEY: &'static str = "budget_notices";
    type Value = Option<(String, u8)>;
    fn default_value() -> Self::Value {
        None
    }
}

/// The voice last used for a dub (the drop overlay's "Drop to dub with Nova").
pub struct LastVoice;
impl Setting for LastVoice {
    const KEY: &'static str = "last_voice";
    type Value = Option<Uuid>;
    fn default_value() -> Self::Value {
        None
    }
}

/// The dub sheet's last choices for one voice.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct VoiceSettings {
    pub pitch_shift: i32,
    pub separate: bool,
}

/// Every app-wide setting at once, for the Settings screen.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SettingsSnapshot {
    pub output_dir: Option<PathBuf>,
    pub auto_approve_up_to: u32,
    pub notifications: bool,
    pub theme: Theme,
    pub reduce_motion: bool,
    pub base_url: Option<Url>,
    pub last_voice: Option<Uuid>,
    pub video_out: bool,
    pub language: Option<crate::i18n::Language>,
    pub output_format: Option<crate::ffmpeg::AudioFormat>,
    pub loudness: Option<f64>,
    pub name_template: Option<String>,
    pub monthly_budget: Option<u32>,
    pub credits_page: Option<Url>,
    pub zoom: f64,
    pub update_endpoint: Option<Url>,
    pub check_updates: bool,
}

/// Repository of settings. Obtain with [`Ledger::settings`].
pub struct Settings<'l> {
    ledger: &'l Ledger,
}

impl<'l> Settings<'l> {
    pub(crate) fn new(ledger: &'l Ledger) -> Self {
        Self { ledger }
    }

    /// The stored value, or the default when never set. A stored value of the wrong shape is
    /// `Corrupt` (it is not silently replaced).
    pub fn get<S: Setting>(&self) -> LedgerResult<S::Value> {
        match self.raw(S::KEY)? {
            None => Ok(S::default_value()),
            Some(text) => serde_json::from_str(&text)
                .map_err(|e| LedgerError::corrupt(format!("setting {} holds {text} ({e})", S::KEY))),
        }
    }

    /// Stores a value (after its checks).
    pub fn set<S: Setting>(&self, value: &S::Value) -> LedgerResult<()> {
        S::validate(value).map_err(LedgerError::invalid)?;
        let text = serde_json::to_string(value)
            .map_err(|e| LedgerError::invalid(format!("setting {} ({e})", S::KEY)))?;
        self.put_raw(S::KEY, &text)
    }

    /// Forgets a value so the default applies again.
    pub fn reset<S: Setting>(&self) -> LedgerResult<()> {
        self.ledger.write(|tx, _| {
            tx.execute("DELETE FROM settings WHERE key = ?1", params![S::KEY])?;
            Ok(())
        })
    }

    /// The last pitch/separation used with `voice_id`, if any.
    pub fn voice_settings(&self, voice_id: Uuid) -> LedgerResult<Option<VoiceSettings>> {
        let key = voice_key(voice_id);
        self.raw(&key)?
            .map(|text| {
                serde_json::from_str(&text)
                    .map_err(|e| LedgerError::corrupt(format!("setting {key} holds {text} ({e})")))
            })
            .transpose()
    }

    /// Remembers the dub sheet's choices for `voice_id`.
    pub fn set_voice_settings(&self, voice_id: Uuid, settings: VoiceSettings) -> LedgerResult<()> {
        if !(-24..=24).contains(&settings.pitch_shift) {
            return Err(LedgerError::invalid(format!(
                "a pitch shift of {} semitones; the service accepts -24 to 24",
                settings.pitch_shift
            )));
        }
        let text = serde_json::to_string(&settings)
            .map_err(|e| LedgerError::invalid(format!("voice settings ({e})")))?;
        self.put_raw(&voice_key(voice_id), &text)
    }

    /// Every app-wide setting. A corrupt value shows as its default here (and is logged) so one bad
    /// row never locks the user out of the Settings screen, where saving repairs it.
    pub fn snapshot(&self) -> LedgerResult<SettingsSnapshot> {
        Ok(SettingsSnapshot {
            output_dir: self.lenient::<OutputDir>()?,
            auto_approve_up_to: self.lenient::<AutoApproveUpTo>()?,
            notifications: self.lenient::<Notifications>()?,
            theme: self.lenient::<ThemeSetting>()?,
            reduce_motion: self.lenient::<ReduceMotion>()?,
            base_url: self.lenient::<BaseUrl>()?,
            last_voice: self.lenient::<LastVoice>()?,
            video_out: self.lenient::<VideoOut>()?,
            language: self.lenient::<LanguageSetting>()?,
            output_format: self.lenient::<OutputFormat>()?,
            loudness: self.lenient::<Loudness>()?,
            name_template: self.lenient::<NameTemplate>()?,
            monthly_budget: self.lenient::<MonthlyBudget>()?,
            credits_page: self.lenient::<CreditsPage>()?,
            zoom: self.lenient::<Zoom>()?,
            update_endpoint: self.lenient::<UpdateEndpoint>()?,
            check_updates: self.lenient::<CheckUpdates>()?,
        })
    }

    fn lenient<S: Setting>(&self) -> LedgerResult<S::Value> {
        match self.get::<S>() {
            Err(LedgerError::Corrupt { what }) => {
                tracing::warn!(key = S::KEY, %what, "corrupt setting; using its default");
                Ok(S::default_value())
            }
            other => other,
        }
    }

    fn raw(&self, key: &str) -> LedgerResult<Option<String>> {
        self.ledger.read(|conn| {
            Ok(conn
                .query_row("SELECT value FROM settings WHERE key = ?1", params![key], |r| {
                    r.get(0)
                })
                .optional()?)
        })
    }

    fn put_raw(&self, key: &str, json: &str) -> LedgerResult<()> {
        self.ledger.write(|tx, now| {
            tx.execute(
                "INSERT INTO settings (key, value, updated_at) VALUES (?1, ?2, ?3) \
                 ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at",
                params![key, json, codec::to_millis(now)],
            )?;
            Ok(())
        })
    }

    #[cfg(test)]
    pub(crate) fn put_raw_for_test(&self, key: &str, json: &str) -> LedgerResult<()> {
        self.put_raw(key, json)
    }
}

fn voice_key(voice_id: Uuid) -> String {
    format!("voice_settings/{voice_id}")
}
