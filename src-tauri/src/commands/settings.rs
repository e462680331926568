//! App-wide settings: read, change one, put one back, choose the output folder.

use std::path::PathBuf;

use dubdeck_core::ledger::{
    AutoApproveUpTo, BaseUrl, Notifications, OutputDir, ReduceMotion, SettingsSnapshot, Theme as CoreTheme,
    ThemeSetting,
};
use tauri::AppHandle;

use super::ShellState;
use crate::ipc::{IpcError, SettingChange, SettingName, Settings, Theme};

#[tauri::command]
#[specta::specta]
pub async fn settings(shell: ShellState<'_>) -> Result<Settings, IpcError> {
    Ok(view(&shell.ctx().await?.settings().await?))
}

#[tauri::command]
#[specta::specta]
pub async fn set_setting(shell: ShellState<'_>, change: SettingChange) -> Result<Settings, IpcError> {
    let ctx = shell.ctx().await?;
    let settings = match change {
        SettingChange::AutoApproveUpTo(credits) => ctx.set_setting::<AutoApproveUpTo>(credits).await?,
        SettingChange::Notifications(on) => ctx.set_setting::<Notifications>(on).await?,
        SettingChange::Theme(theme) => ctx.set_setting::<ThemeSetting>(core_theme(theme)).await?,
        SettingChange::ReduceMotion(on) => ctx.set_setting::<ReduceMotion>(on).await?,
        SettingChange::BaseUrl(address) => ctx.set_setting::<BaseUrl>(parse_address(address)?).await?,
    };
    Ok(view(&settings))
}

#[tauri::command]
#[specta::specta]
pub async fn reset_setting(shell: ShellState<'_>, name: SettingName) -> Result<Settings, IpcError> {
    let ctx = shell.ctx().await?;
    let settings = match name {
        SettingName::OutputDir => ctx.reset_setting::<OutputDir>().await?,
        SettingName::AutoApproveUpTo => ctx.reset_setting::<AutoApproveUpTo>().await?,
        SettingName::Notifications => ctx.reset_setting::<Notifications>().await?,
        SettingName::Theme => ctx.reset_setting::<ThemeSetting>().await?,
        SettingName::ReduceMotion => ctx.reset_setting::<ReduceMotion>().await?,
        SettingName::BaseUrl => ctx.reset_setting::<BaseUrl>().await?,
    };
    Ok(view(&settings))
}

/// Asks for a folder with the system's picker; `None` when the user cancels.
#[tauri::command]
#[specta::specta]
pub async fn choose_output_dir(app: AppHandle, shell: ShellState<'_>) -> Result<Option<Settings>, IpcError> {
    let ctx = shell.ctx().await?;
    let current = output_dir(&ctx.settings().await?);
    let Some(path) = crate::picker::pick_folder(&app, "Where Dubdeck saves results", &current).await else {
        return Ok(None);
    };
    Ok(Some(view(&ctx.set_setting::<OutputDir>(Some(path)).await?)))
}

/// The page's view of the settings.
pub fn view(settings: &SettingsSnapshot) -> Settings {
    Settings {
        output_dir: output_dir(settings).to_string_lossy().into_owned(),
        output_dir_is_default: settings.output_dir.is_none(),
        auto_approve_up_to: settings.auto_approve_up_to,
        notifications: settings.notifications,
        theme: match settings.theme {
            CoreTheme::System => Theme::System,
            CoreTheme::Light => Theme::Light,
            CoreTheme::Dark => Theme::Dark,
        },
        reduce_motion: settings.reduce_motion,
        base_url: settings.base_url.as_ref().map(ToString::to_string),
    }
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

fn core_theme(theme: Theme) -> CoreTheme {
    match theme {
        Theme::System => CoreTheme::System,
        Theme::Light => CoreTheme::Light,
        Theme::Dark => CoreTheme::Dark,
    }
}

/// A service address typed by the user: empty is "the default"; anything else must be an
/// http(s) address (the core says why not).
fn parse_address(address: Option<String>) -> Result<Option<url::Url>, IpcError> {
    let Some(text) = address.map(|a| a.trim().to_owned()).filter(|a| !a.is_empty()) else {
        return Ok(None);
    };
    dubdeck_core::config::parse_base_url(&text, "the service address setting")
        .map(Some)
        .map_err(|e| IpcError::from(dubdeck_core::context::AppError::from(e)))
}
