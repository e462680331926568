//! Batches within a budget: folders offered for a dub (dropped, or chosen with "Add a folder"),
//! the monthly budget, where the credits went (and its CSV), and watch folders.

use std::path::PathBuf;

use tauri::AppHandle;

use dubdeck_core::spend::to_csv;

use super::ShellState;
use crate::ipc::{
    BudgetStatus, ErrorCode, IpcError, ProbedBatch, SpendBy, SpendReport, WatchFolder, WatchRequest,
    output_dir, probed,
};

/// The files offered (dropped, or chosen), each folder expanded to its media files (subfolders
/// too, in name order, leaving out hidden files and the output folder), each file probed. The
/// files found in a folder are offered with it.
#[tauri::command]
#[specta::specta]
pub async fn probe_batch(shell: ShellState<'_>, paths: Vec<String>) -> Result<ProbedBatch, IpcError> {
    let paths: Vec<PathBuf> = paths.into_iter().map(PathBuf::from).collect();
    shell.offered().check(paths.iter().map(PathBuf::as_path))?;
    expand_and_probe(&shell, paths).await
}

/// Asks for a folder of media with the system's picker, and probes what it holds; `None` when
/// the user cancels.
#[tauri::command]
#[specta::specta]
pub async fn pick_media_folder(
    app: AppHandle,
    shell: ShellState<'_>,
) -> Result<Option<ProbedBatch>, IpcError> {
    let ctx = shell.ctx().await?;
    let title = crate::words::now(&ctx).await.format("picker-media-folder", &[]);
    let Some(folder) = pick_offered_folder(&app, &shell, &title).await else {
        return Ok(None);
    };
    Ok(Some(expand_and_probe(&shell, vec![folder]).await?))
}

/// A folder chosen with the system's picker (starting in the user's music folder), offered.
async fn pick_offered_folder(app: &AppHandle, shell: &ShellState<'_>, title: &str) -> Option<PathBuf> {
    let start = directories::UserDirs::new()
        .and_then(|u| u.audio_dir().map(PathBuf::from))
        .unwrap_or_else(std::env::temp_dir);
    let folder = crate::picker::pick_folder(app, title, &start).await?;
    shell.offered().offer([folder.clone()]);
    Some(folder)
}

async fn expand_and_probe(shell: &ShellState<'_>, paths: Vec<PathBuf>) -> Result<ProbedBatch, IpcError> {
    use futures::StreamExt;
    let ctx = shell.ctx().await?;
    let skip = vec![output_dir(&ctx.settings().await?)];
    let folders = paths.iter().filter(|p| p.is_dir()).count();
    let expanded = ctx
        .expand_inputs(paths, true, skip)
        .await
        .map_err(|e| shell.fail(e))?;
    shell.offered().offer(expanded.files.iter().cloned());
    let not_media = expanded.not_media;
    let media = ctx.media().clone();
    // A few at a time, in their order: a folder of a hundred songs is not probed one by one.
    let inputs = futures::stream::iter(expanded.files.into_iter().map(|path| {
        let media = media.clone();
        async move { probed(&path, &media).await }
    }))
    .buffered(PROBES_AT_ONCE)
    .collect()
    .await;
    Ok(ProbedBatch {
        inputs,
        folders: u32::try_from(folders).unwrap_or(u32::MAX),
        not_media,
    })
}

/// How many files of a folder are probed at once.
const PROBES_AT_ONCE: usize = 4;

/// The monthly budget and this month's spend.
#[tauri::command]
#[specta::specta]
pub async fn budget_status(shell: ShellState<'_>) -> Result<BudgetStatus, IpcError> {
    let ctx = shell.ctx().await?;
    ctx.budget().await.map_err(|e| shell.fail(e))
}

/// Where the credits went, from the library alone: since `since` (`YYYY-MM-DD`, local), grouped `by`.
#[tauri::command]
#[specta::specta]
pub async fn spend_report(
    shell: ShellState<'_>,
    by: SpendBy,
    since: Option<String>,
) -> Result<SpendReport, IpcError> {
    let since = parse_day(since)?;
    let ctx = shell.ctx().await?;
    ctx.spend(by, since).await.map_err(|e| shell.fail(e))
}

/// Writes the spend report as CSV where the user chooses; the path written, or `None` when the
/// user cancels.
#[tauri::command]
#[specta::specta]
pub async fn export_spend_csv(
    app: AppHandle,
    shell: ShellState<'_>,
    by: SpendBy,
    since: Option<String>,
) -> Result<Option<String>, IpcError> {
    let since = parse_day(since)?;
    let ctx = shell.ctx().await?;
    let report = ctx.spend(by, since).await.map_err(|e| shell.fail(e))?;
    let csv = to_csv(&report).map_err(|e| IpcError::new(ErrorCode::Internal, e.to_string()))?;
    let words = crate::words::now(&ctx).await;
    let title = words.format("picker-spend-csv", &[]);
    let name = format!("{}.csv", words.format("spend-csv-name", &[]));
    let start = directories::UserDirs::new()
        .and_then(|u| u.document_dir().map(PathBuf::from))
        .unwrap_or_else(std::env::temp_dir);
    let Some(path) = crate::picker::save_file(&app, &title, &start, &name).await else {
        return Ok(None);
    };
    if let Err(e) = tokio::fs::write(&path, csv).await {
        let mut error = IpcError::new(ErrorCode::ExportFailed, e.to_string()).about(path.to_string_lossy());
        error.details.io = Some(dubdeck_core::codes::IoProblem::of(&e));
        error.details.detail = Some(e.to_string());
        return Err(error);
    }
    Ok(Some(path.to_string_lossy().into_owned()))
}

fn parse_day(since: Option<String>) -> Result<Option<jiff::civil::Date>, IpcError> {
    since
        .filter(|s| !s.trim().is_empty())
        .map(|s| {
            s.trim()
                .parse::<jiff::civil::Date>()
                .map_err(|_| IpcError::new(ErrorCode::InvalidValue, "a day is written YYYY-MM-DD").about(&s))
        })
        .transpose()
}

/// Asks for the folder a watch's dubs go to with the system's picker, starting in `start`; its
/// path, or `None` when the user cancels (the watch is checked when it is saved).
#[tauri::command]
#[specta::specta]
pub async fn pick_dubs_folder(
    app: AppHandle,
    shell: ShellState<'_>,
    start: String,
) -> Result<Option<String>, IpcError> {
    let ctx = shell.ctx().await?;
    let title = crate::words::now(&ctx).await.format("picker-output-folder", &[]);
    let start = match Some(PathBuf::from(start)).filter(|p| p.is_dir()) {
        Some(start) => start,
        None => output_dir(&ctx.settings().await.map_err(|e| shell.fail(e))?),
    };
    Ok(crate::picker::pick_folder(&app, &title, &start)
        .await
        .map(|p| p.to_string_lossy().into_owned()))
}

/// Every watch folder.
#[tauri::command]
#[specta::specta]
pub async fn watch_folders(shell: ShellState<'_>) -> Result<Vec<WatchFolder>, IpcError> {
    let ctx = shell.ctx().await?;
    ctx.watches().await.map_err(|e| shell.fail(e))
}

/// Asks for a folder to watch with the system's picker; its path (offered), or `None` when the
/// user cancels.
#[tauri::command]
#[specta::specta]
pub async fn pick_watch_folder(app: AppHandle, shell: ShellState<'_>) -> Result<Option<String>, IpcError> {
    let ctx = shell.ctx().await?;
    let title = crate::words::now(&ctx).await.format("picker-watch-folder", &[]);
    let Some(folder) = pick_offered_folder(&app, &shell, &title).await else {
        return Ok(None);
    };
    Ok(Some(folder.to_string_lossy().into_owned()))
}

/// Watches a folder (one offered) with these settings, or changes a watched folder's, and puts
/// it to work at once.
#[tauri::command]
#[specta::specta]
pub async fn put_watch_folder(shell: ShellState<'_>, request: WatchRequest) -> Result<WatchFolder, IpcError> {
    let path = PathBuf::from(&request.path);
    let ctx = shell.ctx().await?;
    let known = ctx
        .watches()
        .await
        .map_err(|e| shell.fail(e))?
        .iter()
        .any(|w| w.path == path);
    if !known {
        shell.offered().check([path.as_path()])?;
    }
    let watch = ctx
        .put_watch(path, request.settings)
        .await
        .map_err(|e| shell.fail(e))?;
    ctx.sync_watches().await.map_err(|e| shell.fail(e))?;
    Ok(watch)
}

/// Turns a watch folder on or off.
#[tauri::command]
#[specta::specta]
pub async fn enable_watch_folder(shell: ShellState<'_>, id: String, enabled: bool) -> Result<(), IpcError> {
    let id = parse_id(&id)?;
    let ctx = shell.ctx().await?;
    ctx.enable_watch(id, enabled).await.map_err(|e| shell.fail(e))?;
    ctx.sync_watches().await.map_err(|e| shell.fail(e))
}

/// Stops watching a folder (its dubs stay in the library).
#[tauri::command]
#[specta::specta]
pub async fn remove_watch_folder(shell: ShellState<'_>, id: String) -> Result<(), IpcError> {
    let id = parse_id(&id)?;
    let ctx = shell.ctx().await?;
    ctx.remove_watch(id).await.map_err(|e| shell.fail(e))?;
    ctx.sync_watches().await.map_err(|e| shell.fail(e))
}

fn parse_id(id: &str) -> Result<uuid::Uuid, IpcError> {
    uuid::Uuid::parse_str(id).map_err(|e| IpcError::new(ErrorCode::InvalidValue, e.to_string()).about(id))
}
