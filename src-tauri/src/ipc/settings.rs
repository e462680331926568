//! The settings' view: every app-wide setting at once, one change, one setting put back.

use std::path::PathBuf;

use serde::{Deserialize, Serialize};
use specta::Type;

use dubdeck_core::ffmpeg::AudioFormat;
use dubdeck_core::i18n::{Language, SystemLanguage};
pub use dubdeck_core::ledger::Theme;
use dubdeck_core::ledger::{DEFAULT_CREDITS_PAGE, SettingsSnapshot};

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
    /// A dubbed video also comes back as a video (a copy with the dub as its sound).
    pub video_out: bool,
    /// The language chosen in Settings (`None`: the system's).
    pub language: Option<Language>,
    /// The BCP 47 tag of the language the app speaks now: the chosen one, else the nearest to the
    /// system's locale ("en-XA", the pseudo-locale, only when `DUBDECK_LANG` asks for it).
    pub locale: String,
    /// The language the system's locale comes to (what "System language" gives).
    pub system_locale: String,
    /// The format finished dubs and mixes are written in (`None`: as the service returns them).
    pub output_format: Option<AudioFormat>,
    /// The loudness finished dubs and mixes are brought to, in LUFS (`None`: as they are).
    pub loudness: Option<f64>,
    /// How finished dubs are named (`None`: the input's name and the voice's).
    pub name_template: Option<String>,
    /// The most credits Dubdeck may spend in a calendar month on what it approves by itself
    /// (`None`: no budget).
    pub monthly_budget: Option<u32>,
    /// The page "Buy credits" opens in the browser (the chosen one, else the service's site).
    pub credits_page: String,
    /// Whether `credits_page` is the default (none was chosen).
    pub credits_page_is_default: bool,
    /// The page's zoom (1: as drawn; Ctrl/Cmd + plus, minus and 0 change it).
    pub zoom: f64,
    /// Where updates are looked for (the chosen address, else the project's releases).
    pub update_endpoint: String,
    /// Whether `update_endpoint` is the default (none was chosen).
    pub update_endpoint_is_default: bool,
    /// Whether the app looks for an update quietly as it starts (never in the demo).
    pub check_updates: bool,
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
    VideoOut(bool),
    Language(Option<Language>),
    OutputFormat(Option<AudioFormat>),
    Loudness(Option<f64>),
    NameTemplate(Option<String>),
    MonthlyBudget(Option<u32>),
    CreditsPage(Option<String>),
    Zoom(f64),
    UpdateEndpoint(Option<String>),
    CheckUpdates(bool),
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
    VideoOut,
    Language,
    OutputFormat,
    Loudness,
    NameTemplate,
    MonthlyBudget,
    CreditsPage,
    Zoom,
    UpdateEndpoint,
    CheckUpdates,
}

/// The page's view of the settings.
pub fn settings_view(settings: &SettingsSnapshot) -> Settings {
    let system = SystemLanguage::now();
    Settings {
        output_dir: output_dir(settings).to_string_lossy().into_owned(),
        output_dir_is_default: settings.output_dir.is_none(),
        auto_approve_up_to: settings.auto_approve_up_to,
        notifications: settings.notifications,
        theme: settings.theme,
        reduce_motion: settings.reduce_motion,
        base_url: settings.base_url.as_ref().map(ToString::to_string),
        video_out: settings.video_out,
        language: settings.language,
        // The page speaks the chosen language, else the system's.
        locale: settings.language.map_or(system.tag(), Language::tag).to_owned(),
        system_locale: system.tag().to_owned(),
        output_format: settings.output_format,
        loudness: settings.loudness,
        name_template: settings.name_template.clone(),
        monthly_budget: settings.monthly_budget,
        credits_page: credits_page(settings),
        credits_page_is_default: settings.credits_page.is_none(),
        zoom: settings.zoom,
        update_endpoint: crate::updates::endpoint(settings),
        update_endpoint_is_default: settings.update_endpoint.is_none(),
        check_updates: settings.check_updates,
    }
}

/// The page "Buy credits" opens: the chosen one, else the service's site.
pub fn credits_page(settings: &SettingsSnapshot) -> String {
    settings
        .credits_page
        .as_ref()
        .map_or_else(|| DEFAULT_CREDITS_PAGE.to_owned(), url::Url::to_string)
}

/// The language of the shell's own words (notifications, dialogs, the window's title).
pub fn language_of(settings: &SettingsSnapshot) -> Language {
    settings
        .language
        .unwrap_or_else(|| SystemLanguage::now().language())
}

/// The folder results go to: the chosen one, else `Dubdeck` in the user's music folder (or home).
pub fn output_dir(settings: &SettingsSnapshot) -> PathBuf {
    settings.output_dir.clone().unwrap_or_else(default_output_dir)
}

fn default_output_dir() -> PathBuf {
    let user = directories::UserDirs::new();
    let base = user
        .as_ref()
        .and_then(|u| u.audio_dir().map(PathBuf::from))
        .or_else(|| user.as_ref().map(|u| u.home_dir().to_path_buf()))
        .unwrap_or_else(std::env::temp_dir);
    base.join("Dubdeck")
}
