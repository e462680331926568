//! The account's own voices, from the library (the service keeps no list of them).

use super::ShellState;
use crate::ipc::{IpcError, MyVoice};

#[tauri::command]
#[specta::specta]
pub async fn my_voices(shell: ShellState<'_>) -> Result<Vec<MyVoice>, IpcError> {
    let voices = shell.ctx().await?.my_voices().await?;
    Ok(voices.into_iter().map(Into::into).collect())
}
