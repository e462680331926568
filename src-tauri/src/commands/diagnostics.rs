//! What the app tells about itself (Settings > About, a crash at the last start, "Report a
//! problem"): its version, the doctor's report for "Copy diagnostics", the crash reports.

use dubdeck_core::codes::ErrorCode;
use dubdeck_core::diagnostics::{crash, doctor};
use serde::Serialize;
use specta::Type;
use tauri::AppHandle;

use super::ShellState;
use crate::ipc::IpcError;
use crate::project::ISSUE_PAGE;

/// At most this much of the diagnostics rides in the issue page's address (browsers and the
/// forge take a few kilobytes); a longer text is left to paste.
const BODY_IN_ADDRESS: usize = 6000;

/// This build of the app.
#[derive(Debug, Clone, Serialize, Type)]
#[serde(rename_all = "camelCase")]
pub struct AboutApp {
    /// "0.2.0".
    pub version: String,
    /// "x86_64-linux (release)".
    pub build: String,
    /// Where the log files are, when there is a data folder.
    pub log_dir: Option<String>,
}

/// A crash report kept from an earlier run.
#[derive(Debug, Clone, Serialize, Type)]
#[serde(rename_all = "camelCase")]
pub struct CrashReport {
    /// Its name, to read or dismiss it by.
    pub name: String,
    /// When it was written (seconds since 1970).
    pub written_at: f64,
    /// Whether the user was shown it already.
    pub seen: bool,
}

/// The app's version and build.
#[tauri::command]
#[specta::specta]
pub async fn about_app(app: AppHandle, shell: ShellState<'_>) -> Result<AboutApp, IpcError> {
    Ok(AboutApp {
        version: crate::updates::version(&app),
        build: crash::build_line(),
        log_dir: shell
            .data_dir()
            .ok()
            .map(|dir| dubdeck_core::diagnostics::log_dir(dir).display().to_string()),
    })
}

/// The doctor's report as text, for "Copy diagnostics" and "Report a problem". It holds no
/// secret (see `dubdeck_core::diagnostics::doctor`).
#[tauri::command]
#[specta::specta]
pub async fn diagnostics(app: AppHandle, shell: ShellState<'_>) -> Result<String, IpcError> {
    report_text(&app, &shell).await
}

async fn report_text(app: &AppHandle, shell: &crate::shell::Shell) -> Result<String, IpcError> {
    let ctx = shell.ctx().await?;
    let options = doctor::Options::new("Dubdeck", &crate::updates::version(app));
    Ok(doctor::run(&ctx, &options).await.text())
}

/// Opens the project's new-issue page in the browser, with the diagnostics in its text when they
/// fit in an address (the page has copied them for pasting too).
#[tauri::command]
#[specta::specta]
pub async fn report_problem(app: AppHandle, shell: ShellState<'_>) -> Result<(), IpcError> {
    use tauri_plugin_opener::OpenerExt;
    let text = report_text(&app, &shell).await.unwrap_or_default();
    let mut page =
        url::Url::parse(ISSUE_PAGE).map_err(|e| IpcError::new(ErrorCode::Internal, e.to_string()))?;
    if !text.is_empty() {
        let body =
            format!("**What happened, and what you expected:**\n\n\n**Diagnostics:**\n```\n{text}```\n");
        if body.len() <= BODY_IN_ADDRESS {
            page.query_pairs_mut().append_pair("body", &body);
        }
    }
    app.opener()
        .open_url(page.as_str(), None::<&str>)
        .map_err(|e| IpcError::new(ErrorCode::OpenFailed, format!("could not open {ISSUE_PAGE}: {e}")))
}

fn crash_dir(shell: &crate::shell::Shell) -> Result<std::path::PathBuf, IpcError> {
    Ok(crash::crash_dir(shell.data_dir()?))
}

fn crash_failed(e: crash::CrashError) -> IpcError {
    IpcError::new(ErrorCode::Internal, e.to_string())
}

/// The crash reports kept, newest first.
#[tauri::command]
#[specta::specta]
pub async fn crash_reports(shell: ShellState<'_>) -> Result<Vec<CrashReport>, IpcError> {
    let dir = crash_dir(&shell)?;
    let mut reports: Vec<CrashReport> = crash::list(&dir)
        .into_iter()
        .map(|stored| CrashReport {
            name: stored.name,
            written_at: stored.written_at as f64,
            seen: stored.seen,
        })
        .collect();
    reports.reverse();
    Ok(reports)
}

/// The text of a crash report.
#[tauri::command]
#[specta::specta]
pub async fn crash_report(shell: ShellState<'_>, name: String) -> Result<String, IpcError> {
    crash::read(&crash_dir(&shell)?, &name).map_err(crash_failed)
}

/// Marks a crash report as seen: it is not offered at the next start.
#[tauri::command]
#[specta::specta]
pub async fn dismiss_crash_report(shell: ShellState<'_>, name: String) -> Result<(), IpcError> {
    crash::mark_seen(&crash_dir(&shell)?, &name).map_err(crash_failed)
}
