//! The library's jobs.

use super::ShellState;
use crate::ipc::{IpcError, JobCounts};

/// How many jobs are active, waiting, failed and in all (the sidebar's badge).
#[tauri::command]
#[specta::specta]
pub async fn job_counts(shell: ShellState<'_>) -> Result<JobCounts, IpcError> {
    Ok(crate::events::job_counts(&shell.ctx().await?).await?)
}
