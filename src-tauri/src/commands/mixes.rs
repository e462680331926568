//! Covers and comparisons: a new mix of a done cover (the mixer's "Export mix"), and the auditions
//! of one comparison approved at once.

use std::path::PathBuf;

use dubdeck_core::job::MixSettings;

use super::ShellState;
use crate::ipc::{ErrorCode, IpcError, JobRow, parse_job_key, row};

/// Mixes the done cover `id` again at `mix` (its levels, format and loudness), into a new file
/// beside the earlier ones; with `instrumental`, a done dub without one is paired with that file
/// first. Local and free: nothing is sent.
#[tauri::command]
#[specta::specta]
pub async fn remix_job(
    shell: ShellState<'_>,
    id: String,
    mix: MixSettings,
    instrumental: Option<String>,
) -> Result<JobRow, IpcError> {
    let job = parse_job_key(&id)?;
    let instrumental = instrumental.map(PathBuf::from);
    if let Some(path) = &instrumental {
        shell.offered().check(std::iter::once(path.as_path()))?;
    }
    let view = shell
        .ctx()
        .await?
        .remix(job, mix, instrumental)
        .await
        .map_err(|e| shell.fail(e))?;
    Ok(row(&view))
}

/// Approves every audition of the comparison `group` that waits for approval: the one decision
/// for the total the sheet showed.
#[tauri::command]
#[specta::specta]
pub async fn approve_comparison(shell: ShellState<'_>, group: String) -> Result<Vec<JobRow>, IpcError> {
    let group = uuid::Uuid::parse_str(&group).map_err(|_| {
        IpcError::new(ErrorCode::InvalidValue, format!("{group:?} is not a comparison")).about(&group)
    })?;
    let views = shell
        .ctx()
        .await?
        .approve_comparison(group)
        .await
        .map_err(|e| shell.fail(e))?;
    Ok(views.iter().map(row).collect())
}
