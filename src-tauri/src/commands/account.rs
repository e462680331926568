//! The key and the account: set it, remove it, ask whether one is set (never read it), the
//! balance, and the demo.

use secrecy::SecretString;
use tauri::AppHandle;

use dubdeck_core::codes::KeychainProblem;
use dubdeck_core::context::{Balance, SetKeyOutcome as CoreOutcome};

use super::ShellState;
use crate::ipc::{IpcError, Session, SetKeyOutcome};
use crate::shell::start_engine;

/// Demo or not, the service, whether a key is set, the last balance.
#[tauri::command]
#[specta::specta]
pub async fn session(shell: ShellState<'_>) -> Result<Session, IpcError> {
    shell.session().await
}

/// Checks `key` with the service, then keeps it in the OS keychain. The key stays in Rust. When
/// the address in Settings is another service than the public one, the system's dialog asks
/// before the key is sent there.
#[tauri::command]
#[specta::specta]
pub async fn set_api_key(
    app: AppHandle,
    shell: ShellState<'_>,
    key: String,
) -> Result<SetKeyOutcome, IpcError> {
    let ctx = shell.ctx().await?;
    if let Some(change) = ctx.key_for_another_service().await? {
        let words = crate::words::now(&ctx).await;
        let hosts = [
            ("default", change.checked_with.as_str().into()),
            ("now", change.now.as_str().into()),
        ];
        let title = words.format("key-host-title", &hosts);
        let question = words.format("key-other-service-question", &hosts);
        let ok = words.format("key-host-confirm", &[]);
        let cancel = words.format("dialog-cancel", &[]);
        if !crate::picker::confirm(&app, &title, &question, &ok, &cancel).await {
            return Err(super::settings::declined());
        }
    }
    let outcome = ctx.set_api_key(SecretString::from(key)).await?;
    Ok(match outcome {
        CoreOutcome::Stored { balance } => {
            start_engine(&ctx).await;
            SetKeyOutcome::Stored { balance }
        }
        CoreOutcome::Refused => SetKeyOutcome::Refused,
        CoreOutcome::KeychainUnavailable { error } => SetKeyOutcome::KeychainUnavailable {
            keychain: error.problem().unwrap_or(KeychainProblem::Platform),
            detail: error.system_words(),
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

/// The service's address moved to another host since the stored key was checked: asks the user,
/// in a dialog of the system's (which the page cannot answer for them), whether the key may go to
/// the new host; confirmed, it goes there from now on. Returns the session as it is then.
#[tauri::command]
#[specta::specta]
pub async fn confirm_key_host(app: AppHandle, shell: ShellState<'_>) -> Result<Session, IpcError> {
    let ctx = shell.ctx().await?;
    if let Some(change) = ctx.key_status().await?.host_change {
        let words = crate::words::now(&ctx).await;
        let hosts = [
            ("checked", change.checked_with.as_str().into()),
            ("now", change.now.as_str().into()),
        ];
        let question = words.format("key-host-question", &hosts);
        let title = words.format("key-host-title", &hosts);
        let ok = words.format("key-host-confirm", &[]);
        let cancel = words.format("dialog-cancel", &[]);
        if crate::picker::confirm(&app, &title, &question, &ok, &cancel).await {
            ctx.confirm_key_host().await?;
            start_engine(&ctx).await;
        }
    }
    shell.session().await
}

/// Asks the service for the balance now.
#[tauri::command]
#[specta::specta]
pub async fn refresh_balance(shell: ShellState<'_>) -> Result<Balance, IpcError> {
    let ctx = shell.ctx().await?;
    ctx.refresh_balance().await.map_err(|e| shell.fail(e))
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
