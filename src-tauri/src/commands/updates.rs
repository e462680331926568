//! Settings > Updates: look for a newer release, and install it (see `crate::updates`).

use tauri::{AppHandle, Manager};

use super::ShellState;
use crate::ipc::IpcError;
use crate::updates::{self, UpdateCheck};

/// Asks the updates' address for the newest release.
#[tauri::command]
#[specta::specta]
pub async fn check_for_update(app: AppHandle, shell: ShellState<'_>) -> Result<UpdateCheck, IpcError> {
    let settings = shell.ctx().await?.settings().await?;
    updates::check(&app, shell.updates(), &settings).await
}

/// Installs the release the last check found: progress arrives as `UpdateProgress`, and the app
/// restarts into the new version once it is installed.
#[tauri::command]
#[specta::specta]
pub async fn install_update(app: AppHandle) -> Result<(), IpcError> {
    let shell = app
        .try_state::<std::sync::Arc<crate::shell::Shell>>()
        .map(|state| std::sync::Arc::clone(&state))
        .ok_or_else(|| {
            IpcError::new(
                dubdeck_core::codes::ErrorCode::Internal,
                "the shell is not started",
            )
        })?;
    updates::install(app, shell)
}
