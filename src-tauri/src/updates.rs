//! Signed updates (Tauri's updater plugin, minisign): a check against the updates' address (the
//! setting, else the project's releases), and an install that waits while jobs are under way,
//! downloads with progress, verifies the package against the public key built into the app,
//! installs it with the system's installer and restarts into the new version. The library is the
//! data folder's and is never touched.

use std::cmp::Ordering;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use serde::Serialize;
use specta::Type;
use tauri::AppHandle;
use tauri_plugin_updater::{Update, UpdaterExt};
use tauri_specta::Event;

use dubdeck_core::codes::ErrorCode;
use dubdeck_core::ledger::SettingsSnapshot;

use crate::ipc::IpcError;

/// The project's releases: the `latest.json` of the newest release.
pub const DEFAULT_ENDPOINT: &str = crate::project::LATEST_RELEASE;

/// How long the quiet check at start waits, so that it never competes with the first screen.
const QUIET_CHECK_AFTER: Duration = Duration::from_secs(20);

/// How often an install waiting for jobs looks again.
const JOBS_POLL: Duration = Duration::from_secs(2);

/// A release newer than this one.
#[derive(Debug, Clone, PartialEq, Serialize, Type)]
#[serde(rename_all = "camelCase")]
pub struct UpdateOffer {
    pub version: String,
    /// The release notes, as the release wrote them (Markdown or plain text).
    pub notes: Option<String>,
    /// When it was published (RFC 3339).
    pub date: Option<String>,
}

/// What a check found.
#[derive(Debug, Clone, PartialEq, Serialize, Type)]
#[serde(tag = "status", rename_all = "snake_case")]
pub enum UpdateStatus {
    /// A newer release, to review and install.
    Available { offer: UpdateOffer },
    /// The release offered is this version.
    UpToDate { offered: String },
    /// The release offered is older than this version: it is refused.
    Older { offered: String },
}

/// A check's answer, with the version running now.
#[derive(Debug, Clone, PartialEq, Serialize, Type)]
#[serde(rename_all = "camelCase")]
pub struct UpdateCheck {
    pub current: String,
    pub status: UpdateStatus,
}

/// Where an install is.
#[derive(Debug, Clone, PartialEq, Serialize, Type)]
#[serde(tag = "stage", rename_all = "snake_case")]
pub enum UpdateStage {
    /// Jobs are under way: the install waits for them (`jobs` of them).
    WaitingForJobs { jobs: u32 },
    /// The package is downloading (`total` when the server says it).
    Downloading { received: f64, total: Option<f64> },
    /// The package is verified and being installed.
    Installing,
    /// Installed: the app restarts into the new version.
    Restarting,
    /// The install failed; the app as it was stays.
    Failed { error: IpcError },
}

/// An install's progress, for Settings > Updates.
#[derive(Debug, Clone, Serialize, Type, Event)]
pub struct UpdateProgress {
    pub version: String,
    pub stage: UpdateStage,
}

/// A newer release was found by the quiet check at start.
#[derive(Debug, Clone, Serialize, Type, Event)]
pub struct UpdateFound {
    pub offer: UpdateOffer,
}

/// The updates state the shell keeps: the release the last check found, and whether an install
/// is under way (one at a time).
#[derive(Default)]
pub struct Updates {
    found: Mutex<Option<Update>>,
    installing: Mutex<bool>,
}

/// Debug builds only: the variable naming a JSON file that replaces the updater's configuration.
#[cfg(debug_assertions)]
pub const TEST_CONFIG_VAR: &str = "DUBDECK_UPDATER_TEST_CONFIG";

/// In a debug build, the updater's configuration from the file [`TEST_CONFIG_VAR`] names: the
/// update test's key, and plain http for its loopback server. The shipped build has no such
/// switch: its configuration is the one `tauri.conf.json` holds (tested below).
#[cfg(debug_assertions)]
pub fn use_test_configuration(config: &mut tauri::Config) {
    let Some(path) = std::env::var_os(TEST_CONFIG_VAR) else {
        return;
    };
    let read = std::fs::read(&path)
        .map_err(|e| e.to_string())
        .and_then(|bytes| serde_json::from_slice::<serde_json::Value>(&bytes).map_err(|e| e.to_string()));
    match read {
        Ok(updater) if updater.is_object() => {
            tracing::warn!(
                "the updater's test configuration is in use: {}",
                path.to_string_lossy()
            );
            config.plugins.0.insert("updater".to_owned(), updater);
        }
        Ok(_) => tracing::error!(
            "{}: not a JSON object; the updater's own configuration stays",
            path.to_string_lossy()
        ),
        Err(e) => tracing::error!(
            "{}: {e}; the updater's own configuration stays",
            path.to_string_lossy()
        ),
    }
}

/// This app's version, as installed (what updates compare with, and what the page shows).
pub fn version(app: &AppHandle) -> String {
    app.package_info().version.to_string()
}

/// The address to ask: the setting, else the project's releases.
pub fn endpoint(settings: &SettingsSnapshot) -> String {
    settings
        .update_endpoint
        .as_ref()
        .map_or_else(|| DEFAULT_ENDPOINT.to_owned(), url::Url::to_string)
}

fn failed(code: ErrorCode, log: impl Into<String>) -> IpcError {
    IpcError::new(code, log)
}

/// The plugin's failure, in the app's codes.
fn error_of(e: tauri_plugin_updater::Error) -> IpcError {
    use tauri_plugin_updater::Error as E;
    let log = e.to_string();
    match e {
        E::InsecureTransportProtocol => failed(ErrorCode::UpdateInsecure, log),
        E::Minisign(_) | E::Base64(_) | E::SignatureUtf8(_) => failed(ErrorCode::UpdateSignatureInvalid, log),
        E::TargetNotFound(target) => failed(ErrorCode::UpdateNotOffered, log).about(target),
        E::TargetsNotFound(targets) => failed(ErrorCode::UpdateNotOffered, log).about(targets.join(", ")),
        E::ReleaseNotFound | E::Serialization(_) | E::Semver(_) => {
            failed(ErrorCode::UpdateUnreachable, log.clone()).because(log)
        }
        E::Reqwest(_) | E::Network(_) | E::UrlParse(_) | E::EmptyEndpoints => {
            failed(ErrorCode::UpdateUnreachable, log.clone()).because(log)
        }
        E::UnsupportedArch | E::UnsupportedOs | E::InvalidUpdaterFormat => {
            failed(ErrorCode::UpdateUnsupported, log)
        }
        E::AuthenticationFailed
        | E::DebInstallFailed
        | E::PackageInstallFailed
        | E::Io(_)
        | E::TempDirNotFound => failed(ErrorCode::UpdateInstallFailed, log.clone()).because(log),
        _ => failed(ErrorCode::UpdateInstallFailed, log.clone()).because(log),
    }
}

/// Asks the updates' address for the newest release.
pub async fn check(
    app: &AppHandle,
    updates: &Updates,
    settings: &SettingsSnapshot,
) -> Result<UpdateCheck, IpcError> {
    let current = version(app);
    let address = endpoint(settings);
    let url = url::Url::parse(&address)
        .map_err(|e| failed(ErrorCode::UpdateUnreachable, e.to_string()).about(&address))?;
    // The release offered and how it compares with this version, as the updater compared them
    // (semantic versions: a pre-release sorts before its release).
    let offered: Arc<Mutex<Option<(String, Ordering)>>> = Arc::default();
    let seen = Arc::clone(&offered);
    let updater = app
        .updater_builder()
        .endpoints(vec![url])
        .map_err(|e| error_of(e).about(&address))?
        .timeout(Duration::from_secs(30))
        .version_comparator(move |current, release| {
            let order = release.version.cmp(&current);
            *seen.lock().unwrap_or_else(PoisonError::into_inner) = Some((release.version.to_string(), order));
            order == Ordering::Greater
        })
        .build()
        .map_err(error_of)?;
    let found = updater.check().await.map_err(error_of)?;
    let status = match &found {
        Some(update) => UpdateStatus::Available {
            offer: offer_of(update),
        },
        None => {
            let (offered, order) = offered
                .lock()
                .unwrap_or_else(PoisonError::into_inner)
                .clone()
                .unwrap_or((String::new(), Ordering::Equal));
            not_newer(offered, order)
        }
    };
    *updates.found.lock().unwrap_or_else(PoisonError::into_inner) = found;
    Ok(UpdateCheck { current, status })
}

fn offer_of(update: &Update) -> UpdateOffer {
    UpdateOffer {
        version: update.version.clone(),
        notes: update.body.clone().filter(|notes| !notes.trim().is_empty()),
        date: update.date.map(crate::ipc::timestamp),
    }
}

/// What a release no newer than this version is: older (refused), or this version.
fn not_newer(offered: String, order: Ordering) -> UpdateStatus {
    if order == Ordering::Less {
        UpdateStatus::Older { offered }
    } else {
        UpdateStatus::UpToDate { offered }
    }
}

/// Installs the release the last check found: waits while jobs are under way (saying so), then
/// downloads, verifies, installs and restarts. Progress and failure arrive as `UpdateProgress`.
pub fn install(app: AppHandle, shell: Arc<crate::shell::Shell>) -> Result<(), IpcError> {
    let updates = shell.updates();
    let Some(update) = updates
        .found
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
        .clone()
    else {
        return Err(failed(
            ErrorCode::UpdateNotOffered,
            "no release was found to install: check first",
        ));
    };
    {
        let mut installing = updates.installing.lock().unwrap_or_else(PoisonError::into_inner);
        if *installing {
            return Ok(());
        }
        *installing = true;
    }
    tauri::async_runtime::spawn(async move {
        let version = update.version.clone();
        let say = |stage: UpdateStage| {
            crate::events::emit(
                &app,
                UpdateProgress {
                    version: version.clone(),
                    stage,
                },
            );
        };
        // Never while a job uploads, processes or downloads: the restart would cut it.
        loop {
            let jobs = match shell.ctx().await {
                Ok(ctx) => crate::ipc::job_counts(&ctx).await.map(|c| c.active).unwrap_or(0),
                Err(_) => 0,
            };
            if jobs == 0 {
                break;
            }
            say(UpdateStage::WaitingForJobs { jobs });
            tokio::time::sleep(JOBS_POLL).await;
        }
        let mut received: u64 = 0;
        let mut last_said = std::time::Instant::now() - Duration::from_secs(1);
        let installed = update
            .download_and_install(
                |chunk, total| {
                    received += chunk as u64;
                    if last_said.elapsed() >= Duration::from_millis(200) {
                        last_said = std::time::Instant::now();
                        say(UpdateStage::Downloading {
                            received: received as f64,
                            total: total.map(|t| t as f64),
                        });
                    }
                },
                || say(UpdateStage::Installing),
            )
            .await;
        match installed {
            Ok(()) => {
                tracing::info!(version = %update.version, "update installed; restarting");
                say(UpdateStage::Restarting);
                // The page has a moment to show it; the library is closed as on any exit.
                tokio::time::sleep(Duration::from_millis(500)).await;
                app.restart();
            }
            Err(e) => {
                let error = error_of(e);
                tracing::warn!(version = %update.version, "update not installed: {}", error.log);
                *shell
                    .updates()
                    .installing
                    .lock()
                    .unwrap_or_else(PoisonError::into_inner) = false;
                say(UpdateStage::Failed { error });
            }
        }
    });
    Ok(())
}

/// The quiet check at start (when the setting allows, never in the demo): a newer release is told
/// to the page once; failures are only logged.
pub fn check_quietly_at_start(app: AppHandle, shell: Arc<crate::shell::Shell>) {
    tauri::async_runtime::spawn(async move {
        tokio::time::sleep(QUIET_CHECK_AFTER).await;
        let Ok(session) = shell.session().await else {
            return;
        };
        if session.demo {
            return;
        }
        let Ok(ctx) = shell.ctx().await else {
            return;
        };
        let Ok(settings) = ctx.settings().await else {
            return;
        };
        if !settings.check_updates {
            return;
        }
        match check(&app, shell.updates(), &settings).await {
            Ok(UpdateCheck {
                status: UpdateStatus::Available { offer },
                ..
            }) => crate::events::emit(&app, UpdateFound { offer }),
            Ok(_) => {}
            Err(e) => tracing::info!("the quiet check for updates failed: {}", e.log),
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_older_release_is_refused_and_the_same_one_is_up_to_date() {
        assert_eq!(
            not_newer("0.0.9".into(), Ordering::Less),
            UpdateStatus::Older {
                offered: "0.0.9".into()
            }
        );
        assert_eq!(
            not_newer("0.1.0".into(), Ordering::Equal),
            UpdateStatus::UpToDate {
                offered: "0.1.0".into()
            }
        );
    }

    /// The shipped configuration: the project's key, its releases over https, and no switch that
    /// lets the updater use plain http or accept a bad certificate (test builds add one).
    #[test]
    fn the_shipped_updater_takes_signed_releases_over_https_only() {
        let config: serde_json::Value =
            serde_json::from_str(include_str!("../tauri.conf.json")).unwrap_or_default();
        let updater = &config["plugins"]["updater"];
        let key = updater["pubkey"].as_str().unwrap_or_default();
        assert!(key.len() > 100, "no public key: {updater}");
        assert_eq!(updater["endpoints"], serde_json::json!([DEFAULT_ENDPOINT]));
        for switch in [
            "dangerousInsecureTransportProtocol",
            "dangerousAcceptInvalidCerts",
            "dangerousAcceptInvalidHostnames",
        ] {
            assert!(
                updater.get(switch).is_none(),
                "the shipped configuration sets {switch}"
            );
        }
    }
}
