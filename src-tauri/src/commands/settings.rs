//! App-wide settings: read, change one, put one back, choose the output folder.

use dubdeck_core::ledger::{
    AutoApproveUpTo, BaseUrl, LanguageSetting, Notifications, OutputDir, ReduceMotion, ThemeSetting, VideoOut,
};
use tauri::AppHandle;

use super::ShellState;
use crate::ipc::{IpcError, SettingChange, SettingName, Settings, output_dir, settings_view as view};

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
        SettingChange::Theme(theme) => ctx.set_setting::<ThemeSetting>(theme).await?,
        SettingChange::ReduceMotion(on) => ctx.set_setting::<ReduceMotion>(on).await?,
        SettingChange::BaseUrl(address) => ctx.set_setting::<BaseUrl>(parse_address(address)?).await?,
        SettingChange::VideoOut(on) => ctx.set_setting::<VideoOut>(on).await?,
        SettingChange::Language(language) => ctx.set_setting::<LanguageSetting>(language).await?,
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
        SettingName::VideoOut => ctx.reset_setting::<VideoOut>().await?,
        SettingName::Language => ctx.reset_setting::<LanguageSetting>().await?,
    };
    Ok(view(&settings))
}

/// Asks for a folder with the system's picker; `None` when the user cancels.
#[tauri::command]
#[specta::specta]
pub async fn choose_output_dir(app: AppHandle, shell: ShellState<'_>) -> Result<Option<Settings>, IpcError> {
    let ctx = shell.ctx().await?;
    let current = output_dir(&ctx.settings().await?);
    let title = crate::words::now(&ctx).await.format("picker-output-folder", &[]);
    let Some(path) = crate::picker::pick_folder(&app, &title, &current).await else {
        return Ok(None);
    };
    Ok(Some(view(&ctx.set_setting::<OutputDir>(Some(path)).await?)))
}

/// A service address typed by the user: empty is "the default"; anything else must be https, or
/// http to this computer (the core says why not).
fn parse_address(address: Option<String>) -> Result<Option<url::Url>, IpcError> {
    let Some(text) = address.map(|a| a.trim().to_owned()).filter(|a| !a.is_empty()) else {
        return Ok(None);
    };
    dubdeck_core::config::parse_base_url(&text, "the service address setting")
        .map(Some)
        .map_err(|e| IpcError::from(dubdeck_core::context::AppError::from(e)))
}
