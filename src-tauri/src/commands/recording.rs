//! The training wizard's recorder, over the context's take session: the input devices, one take at
//! a time (levels and a take's own end reach the page through the event relay), and what can be
//! done with a take: hear it, trim its silent ends, delete it. Every take the page is told of is
//! offered, so the wizard may use it as a training file.

use super::ShellState;
use crate::ipc::{InputDevice, IpcError, TakeDone, TakeStarted, Takes, Trimmed};
use crate::media::Owner;

/// The system's input devices, the default first.
#[tauri::command]
#[specta::specta]
pub async fn input_devices(shell: ShellState<'_>) -> Result<Vec<InputDevice>, IpcError> {
    Ok(shell.ctx().await?.input_devices().await?)
}

/// The saved takes, after keeping any that a stop of the app interrupted.
#[tauri::command]
#[specta::specta]
pub async fn takes(shell: ShellState<'_>) -> Result<Takes, IpcError> {
    let takes = shell.ctx().await?.takes().await?;
    shell
        .offered()
        .offer(takes.takes.iter().map(|t| std::path::PathBuf::from(&t.path)));
    Ok(takes)
}

/// Starts recording a new take from `device` (an input device's id; the default input when none).
#[tauri::command]
#[specta::specta]
pub async fn start_take(shell: ShellState<'_>, device: Option<String>) -> Result<TakeStarted, IpcError> {
    let (started, collected) = shell.ctx().await?.start_take(device, None).await?;
    // A take that ended by itself was announced, and offered, with `TakeEnded`; offered again in
    // case the page was not listening then.
    shell.offered().offer(collected.map(|summary| summary.path));
    Ok(started)
}

/// Stops the take being recorded (or collects the one that ended by itself) and saves it.
#[tauri::command]
#[specta::specta]
pub async fn stop_take(shell: ShellState<'_>) -> Result<TakeDone, IpcError> {
    let done = shell.ctx().await?.stop_take().await?;
    shell.offered().offer([std::path::PathBuf::from(&done.take.path)]);
    Ok(done)
}

/// Cuts the silence at both ends of the take `name`.
#[tauri::command]
#[specta::specta]
pub async fn trim_take(shell: ShellState<'_>, name: String) -> Result<Trimmed, IpcError> {
    Ok(shell.ctx().await?.trim_take(&name).await?)
}

/// Deletes the take `name` from the library.
#[tauri::command]
#[specta::specta]
pub async fn delete_take(shell: ShellState<'_>, name: String) -> Result<(), IpcError> {
    let ctx = shell.ctx().await?;
    let path = ctx.take_path(&name).await?;
    if let Some(server) = shell.media_if_started() {
        server.forget_take(&path);
    }
    ctx.delete_take(&name).await?;
    Ok(())
}

/// A loopback URL the page plays the take `name` from.
#[tauri::command]
#[specta::specta]
pub async fn take_media(shell: ShellState<'_>, name: String) -> Result<String, IpcError> {
    let path = shell.ctx().await?.take_path(&name).await?;
    let server = shell.media().await?;
    Ok(server.share(Owner::Takes, &path).to_string())
}
