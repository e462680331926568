//! The key and the account: set it, remove it, ask whether one is set (never read it), the
//! balance, and the demo.

use secrecy::SecretString;

use dubdeck_core::context::SetKeyOutcome as CoreOutcome;

use super::ShellState;
use crate::ipc::{Balance, IpcError, Session, SetKeyOutcome};
use crate::shell::start_engine;

/// Demo or not, the service, whether a key is set, the last balance.
#[tauri::command]
#[specta::specta]
pub async fn session(shell: ShellState<'_>) -> Result<Session, IpcError> {
    shell.session().await
}

/// Checks `key` with the service, then keeps it in the OS keychain. The key stays in Rust.
#[tauri::command]
#[specta::specta]
pub async fn set_api_key(shell: ShellState<'_>, key: String) -> Result<SetKeyOutcome, IpcError> {
    let ctx = shell.ctx().await?;
    let outcome = ctx.set_api_key(SecretString::from(key)).await?;
    Ok(match outcome {
        CoreOutcome::Stored { balance } => {
            start_engine(&ctx).await;
            SetKeyOutcome::Stored {
                balance: balance.into(),
            }
        }
        CoreOutcome::Refused => SetKeyOutcome::Refused,
        CoreOutcome::KeychainUnavailable { error } => SetKeyOutcome::KeychainUnavailable {
            keychain: error
                .problem()
                .unwrap_or(dubdeck_core::codes::KeychainProblem::Platform)
                .as_str()
                .to_owned(),
            message: error.to_string(),
        },
    })
}

/// Removes the key from the keychain (jobs stay in the library and wait for a key).
#[tauri::command]
#[specta::specta]
pub async fn remove_api_key(shell: ShellState<'_>) -> Result<Session, IpcError> {
    shell.ctx().await?.remove_api_key().await?;
    shell.session().await
}

/// Asks the service for the balance now.
#[tauri::command]
#[specta::specta]
pub async fn refresh_balance(shell: ShellState<'_>) -> Result<Balance, IpcError> {
    let ctx = shell.ctx().await?;
    ctx.refresh_balance()
        .await
        .map(Into::into)
        .map_err(|e| shell.fail(e))
}

/// Opens the demo: the built-in simulator, a fresh demo account and library.
#[tauri::command]
#[specta::specta]
pub async fn start_demo(shell: ShellState<'_>) -> Result<Session, IpcError> {
    shell.start_demo().await
}

/// Leaves the demo for the user's own library and key.
#[tauri::command]
#[specta::specta]
pub async fn leave_demo(shell: ShellState<'_>) -> Result<Session, IpcError> {
    shell.leave_demo().await
}
