//! App-wide settings: read, change one, put one back, choose the output folder.

use dubdeck_core::context::{AppContext, AppError};
use dubdeck_core::engine::{EngineError, Refusal};
use dubdeck_core::ffmpeg::LOUDNESS_RANGE;
use dubdeck_core::ledger::SettingsSnapshot;
use dubdeck_core::ledger::{
    AutoApproveUpTo, BaseUrl, CheckUpdates, CreditsPage, LanguageSetting, Loudness, MonthlyBudget,
    NameTemplate, Notifications, OutputDir, OutputFormat, ReduceMotion, ThemeSetting, UpdateEndpoint,
    VideoOut, ZOOM_RANGE, Zoom,
};
use dubdeck_core::name_template;
use tauri::AppHandle;

use super::ShellState;
use crate::ipc::{
    ErrorCode, IpcError, SettingChange, SettingName, Settings, output_dir, settings_view as view,
};
use crate::shell::start_engine;

#[tauri::command]
#[specta::specta]
pub async fn settings(shell: ShellState<'_>) -> Result<Settings, IpcError> {
    Ok(view(&shell.ctx().await?.settings().await?))
}

#[tauri::command]
#[specta::specta]
pub async fn set_setting(
    app: AppHandle,
    shell: ShellState<'_>,
    change: SettingChange,
) -> Result<Settings, IpcError> {
    let ctx = shell.ctx().await?;
    let settings = match change {
        SettingChange::AutoApproveUpTo(credits) => ctx.set_setting::<AutoApproveUpTo>(credits).await?,
        SettingChange::Notifications(on) => ctx.set_setting::<Notifications>(on).await?,
        SettingChange::Theme(theme) => ctx.set_setting::<ThemeSetting>(theme).await?,
        SettingChange::ReduceMotion(on) => ctx.set_setting::<ReduceMotion>(on).await?,
        SettingChange::BaseUrl(address) => {
            move_address(&app, &ctx, parse_address(address, "the service address setting")?).await?
        }
        SettingChange::VideoOut(on) => ctx.set_setting::<VideoOut>(on).await?,
        SettingChange::Language(language) => ctx.set_setting::<LanguageSetting>(language).await?,
        SettingChange::OutputFormat(format) => ctx.set_setting::<OutputFormat>(format).await?,
        SettingChange::Loudness(Some(lufs)) if !LOUDNESS_RANGE.contains(&lufs) => {
            return Err(refused(Refusal::LoudnessOutOfRange(lufs)));
        }
        SettingChange::Loudness(lufs) => ctx.set_setting::<Loudness>(lufs).await?,
        SettingChange::NameTemplate(template) => {
            // An empty template is no template: names as before.
            let template = template.filter(|t| !t.trim().is_empty());
            if let Some(bad) = template.as_ref().filter(|t| name_template::check(t).is_err()) {
                return Err(refused(Refusal::NameTemplate(bad.clone())));
            }
            ctx.set_setting::<NameTemplate>(template).await?
        }
        SettingChange::MonthlyBudget(Some(0)) => {
            return Err(
                IpcError::new(ErrorCode::InvalidValue, "a monthly budget is at least 1 credit").about("0"),
            );
        }
        SettingChange::MonthlyBudget(credits) => ctx.set_setting::<MonthlyBudget>(credits).await?,
        SettingChange::CreditsPage(page) => {
            ctx.set_setting::<CreditsPage>(parse_address(page, "the credits page setting")?)
                .await?
        }
        SettingChange::UpdateEndpoint(address) => {
            ctx.set_setting::<UpdateEndpoint>(parse_address(address, "the updates address setting")?)
                .await?
        }
        SettingChange::CheckUpdates(on) => ctx.set_setting::<CheckUpdates>(on).await?,
        SettingChange::Zoom(zoom) if !ZOOM_RANGE.contains(&zoom) => {
            return Err(IpcError::new(
                ErrorCode::InvalidValue,
                format!("a zoom of {zoom}; the page zooms from 0.5 to 3"),
            )
            .about(zoom.to_string()));
        }
        SettingChange::Zoom(zoom) => ctx.set_setting::<Zoom>(zoom).await?,
    };
    Ok(view(&settings))
}

#[tauri::command]
#[specta::specta]
pub async fn reset_setting(
    app: AppHandle,
    shell: ShellState<'_>,
    name: SettingName,
) -> Result<Settings, IpcError> {
    let ctx = shell.ctx().await?;
    let settings = match name {
        SettingName::OutputDir => ctx.reset_setting::<OutputDir>().await?,
        SettingName::AutoApproveUpTo => ctx.reset_setting::<AutoApproveUpTo>().await?,
        SettingName::Notifications => ctx.reset_setting::<Notifications>().await?,
        SettingName::Theme => ctx.reset_setting::<ThemeSetting>().await?,
        SettingName::ReduceMotion => ctx.reset_setting::<ReduceMotion>().await?,
        SettingName::BaseUrl => move_address(&app, &ctx, None).await?,
        SettingName::VideoOut => ctx.reset_setting::<VideoOut>().await?,
        SettingName::Language => ctx.reset_setting::<LanguageSetting>().await?,
        SettingName::OutputFormat => ctx.reset_setting::<OutputFormat>().await?,
        SettingName::Loudness => ctx.reset_setting::<Loudness>().await?,
        SettingName::NameTemplate => ctx.reset_setting::<NameTemplate>().await?,
        SettingName::MonthlyBudget => ctx.reset_setting::<MonthlyBudget>().await?,
        SettingName::CreditsPage => ctx.reset_setting::<CreditsPage>().await?,
        SettingName::UpdateEndpoint => ctx.reset_setting::<UpdateEndpoint>().await?,
        SettingName::CheckUpdates => ctx.reset_setting::<CheckUpdates>().await?,
        SettingName::Zoom => ctx.reset_setting::<Zoom>().await?,
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

/// Stores `address` as the service's (`None`: the public service). When that would send the
/// stored key to another origin, the system's dialog asks first (the page cannot answer it for
/// the user): confirmed, the key goes there from now on; declined, nothing changes.
async fn move_address(
    app: &AppHandle,
    ctx: &AppContext,
    address: Option<url::Url>,
) -> Result<SettingsSnapshot, IpcError> {
    let change = ctx.key_move_with_address(address.as_ref()).await?;
    if let Some(change) = &change {
        let words = crate::words::now(ctx).await;
        let hosts = [
            ("checked", change.checked_with.as_str().into()),
            ("now", change.now.as_str().into()),
        ];
        let title = words.format("address-move-title", &hosts);
        let question = words.format("address-move-question", &hosts);
        let ok = words.format("address-move-confirm", &[]);
        let cancel = words.format("dialog-cancel", &[]);
        if !crate::picker::confirm(app, &title, &question, &ok, &cancel).await {
            return Err(declined());
        }
    }
    let settings = match address {
        Some(url) => ctx.set_setting::<BaseUrl>(Some(url)).await?,
        None => ctx.reset_setting::<BaseUrl>().await?,
    };
    if change.is_some() {
        ctx.confirm_key_host().await?;
        start_engine(ctx).await;
    }
    Ok(settings)
}

/// The user said no in the system's dialog.
pub fn declined() -> IpcError {
    IpcError::new(
        ErrorCode::Declined,
        "declined in the system's dialog: nothing was changed",
    )
}

/// An address typed by the user for `setting` (the service, the credits page, the updates):
/// empty is "the default"; anything else must be https, or http to this computer (the core says
/// why not; the updater also refuses plain http unless the build allows it).
fn parse_address(address: Option<String>, setting: &'static str) -> Result<Option<url::Url>, IpcError> {
    let Some(text) = address.map(|a| a.trim().to_owned()).filter(|a| !a.is_empty()) else {
        return Ok(None);
    };
    dubdeck_core::config::parse_base_url(&text, setting)
        .map(Some)
        .map_err(|e| IpcError::from(dubdeck_core::context::AppError::from(e)))
}

/// Opens the page where credits are bought (the setting, else the service's site) in the browser.
#[tauri::command]
#[specta::specta]
pub async fn open_credits_page(app: AppHandle, shell: ShellState<'_>) -> Result<(), IpcError> {
    use tauri_plugin_opener::OpenerExt;
    let page = crate::ipc::credits_page(&shell.ctx().await?.settings().await?);
    app.opener()
        .open_url(&page, None::<&str>)
        .map_err(|e| IpcError::new(ErrorCode::OpenFailed, format!("could not open {page}: {e}")))
}

/// A value of the page's refused as an input is (the page words it from the refusal's code).
fn refused(refusal: Refusal) -> IpcError {
    IpcError::from(AppError::from(EngineError::from(refusal)))
}
