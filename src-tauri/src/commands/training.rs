//! Training a voice: the wizard's file check (local, before any request), its file picker, and
//! the training itself. (Its limits are the contract's constant `LIMITS.training`.)

use std::path::PathBuf;

use tauri::AppHandle;

use dubdeck_core::cost;
use dubdeck_core::engine::TrainingRequest;

use super::ShellState;
use crate::ipc::{
    ErrorCode, FileQuality, IpcError, JobRow, RecordingsQuality, StartTraining, TrainingCheck,
    recordings_quality, row, training_check,
};

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

/// Measures the wizard's recordings (voice, loudness, clipping, noise, silences...) and sums those
/// `kept` (the poor ones the user keeps, and every other). Each file is measured once while it is
/// unchanged: toggling what is kept answers at once.
#[tauri::command]
#[specta::specta]
pub async fn check_recordings(
    shell: ShellState<'_>,
    paths: Vec<String>,
    kept: Vec<bool>,
) -> Result<RecordingsQuality, IpcError> {
    let paths: Vec<PathBuf> = paths.into_iter().map(PathBuf::from).collect();
    shell.offered().check(paths.iter().map(PathBuf::as_path))?;
    tokio::task::spawn_blocking(move || recordings_quality(&paths, &kept, measured))
        .await
        .map_err(|e| IpcError::new(ErrorCode::Internal, format!("the recordings' check stopped: {e}")))
}

/// What a file's contents are known by here: its path, size and time of change.
type FileStamp = (PathBuf, u64, Option<std::time::SystemTime>);

/// The report of `path`, measured once while the file is unchanged.
fn measured(path: &std::path::Path) -> Option<FileQuality> {
    use std::collections::HashMap;
    use std::sync::{Mutex, OnceLock};
    static MEASURED: OnceLock<Mutex<HashMap<FileStamp, FileQuality>>> = OnceLock::new();
    let meta = std::fs::metadata(path).ok()?;
    let stamp = (path.to_path_buf(), meta.len(), meta.modified().ok());
    let cache = MEASURED.get_or_init(Mutex::default);
    if let Some(known) = cache.lock().ok()?.get(&stamp) {
        return Some(known.clone());
    }
    let report = dubdeck_core::quality::check_recording(path).ok()?;
    if let Ok(mut known) = cache.lock() {
        // The wizard's files: a handful at a time.
        if known.len() >= 64 {
            known.clear();
        }
        known.insert(stamp, report.clone());
    }
    Some(report)
}

/// Recordings for training, chosen with the system's picker; empty when the user cancels.
#[tauri::command]
#[specta::specta]
pub async fn pick_training_files(app: AppHandle, shell: ShellState<'_>) -> Result<Vec<String>, IpcError> {
    let words = crate::words::now(&shell.ctx().await?).await;
    let paths = crate::picker::pick_media(&app, words, "picker-media-to-train").await;
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
    let confirmed = u32::try_from(cost::training_credits(request.max_minutes)).unwrap_or(u32::MAX);
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
