//! Training a voice: the wizard's file check (local, before any request), its file picker, and
//! the training itself. (Its limits are the contract's constant `LIMITS.training`.)

use std::path::PathBuf;

use tauri::AppHandle;

use dubdeck_core::engine::TrainingRequest;
use dubdeck_core::probe;

use super::ShellState;
use crate::ipc::{ErrorCode, IpcError, JobRow, StartTraining, TrainingCheck, row, training_check};

/// Probes the wizard's files (no 30-minute cap per file) and checks them against `max_minutes`,
/// the wizard's current choice, if any.
#[tauri::command]
#[specta::specta]
pub async fn check_training_files(
    shell: ShellState<'_>,
    paths: Vec<String>,
    max_minutes: Option<u32>,
) -> Result<TrainingCheck, IpcError> {
    let paths: Vec<PathBuf> = paths.into_iter().map(PathBuf::from).collect();
    shell.offered().check(paths.iter().map(PathBuf::as_path))?;
    tokio::task::spawn_blocking(move || training_check(&paths, max_minutes))
        .await
        .map_err(|e| IpcError::new(ErrorCode::Internal, format!("the file check stopped: {e}")))
}

/// Recordings for training, chosen with the system's picker; empty when the user cancels.
#[tauri::command]
#[specta::specta]
pub async fn pick_training_files(app: AppHandle, shell: ShellState<'_>) -> Result<Vec<String>, IpcError> {
    let paths = crate::picker::pick_media(&app, "Choose recordings of the voice to train").await;
    shell.offered().offer(paths.iter().cloned());
    Ok(paths
        .into_iter()
        .map(|p| p.to_string_lossy().into_owned())
        .collect())
}

/// Trains a voice. The cost the review showed (10 credits per training minute) is confirmed with
/// it: training starts by itself once the files are up, unless the service asks for more.
#[tauri::command]
#[specta::specta]
pub async fn start_training(shell: ShellState<'_>, request: StartTraining) -> Result<JobRow, IpcError> {
    let files: Vec<PathBuf> = request.files.iter().map(PathBuf::from).collect();
    shell.offered().check(files.iter().map(PathBuf::as_path))?;
    let confirmed = u32::try_from(probe::training_credits(request.max_minutes)).unwrap_or(u32::MAX);
    let request = TrainingRequest {
        name: request.name,
        max_minutes: request.max_minutes,
        separate: request.separate,
        files,
        approve_up_to: Some(confirmed),
    };
    let ctx = shell.ctx().await?;
    let view = ctx.start_training(request).await.map_err(|e| shell.fail(e))?;
    Ok(row(&view))
}
