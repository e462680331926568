//! The library's jobs: the Jobs screen's pages and groups, what a row offers (approve, discard,
//! retry, remove, dub again with another voice), and the result (open it, show it in its folder).
//! Jobs are named by the ids of their rows; results are found in the library, never taken as paths
//! from the page.

use std::path::PathBuf;

use tauri::AppHandle;
use tauri_plugin_opener::OpenerExt;

use dubdeck_core::context::JobGrouping;
use dubdeck_core::engine::DubAgain;

use super::ShellState;
use crate::ipc::{
    ErrorCode, IpcError, JobCounts, JobGroupRow, JobRow, JobsPage, JobsQuery, ResultFile, core_query,
    parse_job_key, parse_voice_id, row, timestamp,
};

/// How many jobs are active, waiting, failed and in all (the sidebar's badge).
#[tauri::command]
#[specta::specta]
pub async fn job_counts(shell: ShellState<'_>) -> Result<JobCounts, IpcError> {
    Ok(crate::ipc::job_counts(&shell.ctx().await?).await?)
}

/// One page of the jobs matching `query`, newest first.
#[tauri::command]
#[specta::specta]
pub async fn jobs(shell: ShellState<'_>, query: JobsQuery) -> Result<JobsPage, IpcError> {
    let page = shell.ctx().await?.jobs(core_query(query)).await?;
    Ok(JobsPage {
        jobs: page.jobs.iter().map(row).collect(),
        total: u32::try_from(page.total).unwrap_or(u32::MAX),
    })
}

/// The groups of the jobs matching `query` (its own group is ignored), newest activity first.
#[tauri::command]
#[specta::specta]
pub async fn job_groups(
    shell: ShellState<'_>,
    query: JobsQuery,
    by: JobGrouping,
) -> Result<Vec<JobGroupRow>, IpcError> {
    let mut query = core_query(query);
    query.group = None;
    let groups = shell.ctx().await?.job_groups(query, by).await?;
    Ok(groups
        .into_iter()
        .map(|g| JobGroupRow {
            key: g.key,
            label: g.label,
            count: u32::try_from(g.count).unwrap_or(u32::MAX),
            latest_at: timestamp(g.latest_at),
        })
        .collect())
}

/// Approves the cost of a job waiting for approval: generation starts.
#[tauri::command]
#[specta::specta]
pub async fn approve_job(shell: ShellState<'_>, id: String) -> Result<JobRow, IpcError> {
    let job = parse_job_key(&id)?;
    let view = shell.ctx().await?.approve(job).await.map_err(|e| shell.fail(e))?;
    Ok(row(&view))
}

/// Stops a job for good (nothing more is spent on it).
#[tauri::command]
#[specta::specta]
pub async fn discard_job(shell: ShellState<'_>, id: String) -> Result<JobRow, IpcError> {
    let job = parse_job_key(&id)?;
    let view = shell.ctx().await?.discard(job).await.map_err(|e| shell.fail(e))?;
    Ok(row(&view))
}

/// Tries a failed job again, or one waiting for credits.
#[tauri::command]
#[specta::specta]
pub async fn retry_job(shell: ShellState<'_>, id: String) -> Result<JobRow, IpcError> {
    let job = parse_job_key(&id)?;
    let view = shell.ctx().await?.retry(job).await.map_err(|e| shell.fail(e))?;
    Ok(row(&view))
}

/// Removes a finished, failed or discarded job from the library; its result file goes too only
/// with `delete_result`.
#[tauri::command]
#[specta::specta]
pub async fn remove_job(shell: ShellState<'_>, id: String, delete_result: bool) -> Result<(), IpcError> {
    let job = parse_job_key(&id)?;
    shell.ctx().await?.remove_job(job, delete_result).await?;
    // The player stops serving its files: the input and the result.
    shell.forget_media(job);
    Ok(())
}

/// Dubs the input of a dub again with another voice (the earlier dub's pitch and separation). An
/// audition's new dub auditions the same stretch, unless `whole`: then the whole file is dubbed
/// ("Dub the whole file", with the audition's own voice).
#[tauri::command]
#[specta::specta]
pub async fn dub_again(
    shell: ShellState<'_>,
    id: String,
    voice_id: String,
    voice_name: String,
    whole: bool,
) -> Result<JobRow, IpcError> {
    let job = parse_job_key(&id)?;
    let again = DubAgain {
        voice_id: parse_voice_id(&voice_id)?,
        voice_name,
        pitch_shift: None,
        separate: None,
        approve_up_to: None,
        whole,
        // The setting decides.
        video_out: None,
    };
    let view = shell
        .ctx()
        .await?
        .dub_again(job, again)
        .await
        .map_err(|e| shell.fail(e))?;
    Ok(row(&view))
}

/// Opens a finished dub's audio or video file with the system's player.
#[tauri::command]
#[specta::specta]
pub async fn open_result(
    app: AppHandle,
    shell: ShellState<'_>,
    id: String,
    file: ResultFile,
) -> Result<(), IpcError> {
    let path = result_path(&shell, &id, file).await?;
    // Opened with the system's handler for its extension: only ever an audio or video file's.
    let extension = path
        .extension()
        .map(|e| e.to_string_lossy().to_ascii_lowercase())
        .unwrap_or_default();
    let playable = match file {
        ResultFile::Audio | ResultFile::Mix => {
            dubdeck_core::engine::RESULT_EXTENSIONS.contains(&extension.as_str())
        }
        ResultFile::Video => dubdeck_core::ffmpeg::VIDEO_EXTENSIONS.contains(&extension.as_str()),
    };
    if !playable {
        return Err(IpcError::new(
            ErrorCode::NotAudio,
            "the result file is not an audio or video file",
        )
        .about(path.to_string_lossy()));
    }
    app.opener()
        .open_path(path.to_string_lossy(), None::<&str>)
        .map_err(|e| opener_failed(&path, &e))
}

/// Shows a finished dub's audio or video file in the system's file manager.
#[tauri::command]
#[specta::specta]
pub async fn show_result(
    app: AppHandle,
    shell: ShellState<'_>,
    id: String,
    file: ResultFile,
) -> Result<(), IpcError> {
    let path = result_path(&shell, &id, file).await?;
    app.opener()
        .reveal_item_in_dir(&path)
        .map_err(|e| opener_failed(&path, &e))
}

/// The audio or video file of a done dub, as the library records it, when it is still on disk.
async fn result_path(shell: &ShellState<'_>, id: &str, file: ResultFile) -> Result<PathBuf, IpcError> {
    let job = parse_job_key(id)?;
    let view = shell.ctx().await?.job(job).await?;
    let actions = view.actions;
    let recorded = match file {
        ResultFile::Audio => view.output_path.filter(|_| actions.open_result),
        ResultFile::Video => view.video_path.filter(|_| actions.open_video),
        ResultFile::Mix => view.mix_path.filter(|_| actions.open_result),
    };
    let Some(path) = recorded else {
        return Err(IpcError::new(
            ErrorCode::NoResult,
            "the job has no such result file",
        ));
    };
    let exists = tokio::fs::try_exists(&path).await.unwrap_or(false);
    if !exists {
        return Err(
            IpcError::new(ErrorCode::ResultMissing, "the result file is no longer there")
                .about(path.to_string_lossy()),
        );
    }
    Ok(path)
}

fn opener_failed(path: &std::path::Path, error: &tauri_plugin_opener::Error) -> IpcError {
    // The opener's (the system's) own words, to quote.
    IpcError::new(ErrorCode::OpenFailed, error.to_string())
        .about(path.to_string_lossy())
        .because(error.to_string())
}
