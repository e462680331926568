//! What `cargo xtask e2e` hands to the tests, read once and checked: a test run without the app, a
//! display or the isolated keyring fails at once with what to do, rather than passing silently or
//! touching the developer's own keyring.

use std::path::{Path, PathBuf};

use anyhow::{Result, bail};

/// The app binary to drive (absolute path).
pub const APP_ENV: &str = "DUBDECK_E2E_APP";
/// The tauri-driver binary (default: `target/tools/bin/tauri-driver`).
pub const DRIVER_ENV: &str = "DUBDECK_E2E_DRIVER";
/// Where screenshots go (default: `target/e2e/screenshots`).
pub const SCREENSHOTS_ENV: &str = "DUBDECK_E2E_SCREENSHOTS";
/// Set by xtask's keyring session: the Secret Service on this bus is a throw-away one.
const KEYRING_MARKER: (&str, &str) = ("DUBDECK_KEYRING_SESSION", "isolated");

/// The run's configuration.
#[derive(Debug, Clone)]
pub struct Config {
    pub app: PathBuf,
    pub driver: PathBuf,
    pub screenshots: PathBuf,
}

impl Config {
    /// Reads and checks the environment.
    pub fn from_env() -> Result<Config> {
        const HOW: &str = "run the end-to-end tests with `cargo xtask e2e`, which builds the app, installs \
                           tauri-driver and provides a virtual display and an isolated keyring";
        let Some(app) = std::env::var_os(APP_ENV).filter(|v| !v.is_empty()) else {
            bail!("{APP_ENV} is not set: {HOW}");
        };
        let app = PathBuf::from(app);
        if !app.is_absolute() || !app.is_file() {
            bail!(
                "{APP_ENV}={} is not an absolute path to the app binary: {HOW}",
                app.display()
            );
        }
        let driver = std::env::var_os(DRIVER_ENV)
            .filter(|v| !v.is_empty())
            .map(PathBuf::from)
            .unwrap_or_else(|| target_dir().join("tools").join("bin").join("tauri-driver"));
        if !driver.is_file() {
            bail!("tauri-driver is not at {}: {HOW}", driver.display());
        }
        if std::env::var_os("DISPLAY").is_none_or(|d| d.is_empty()) {
            bail!("no DISPLAY: {HOW}");
        }
        if std::env::var(KEYRING_MARKER.0).ok().as_deref() != Some(KEYRING_MARKER.1) {
            bail!(
                "not in an isolated keyring session ({}={} is not set), and these tests write to the \
                 keyring: {HOW}",
                KEYRING_MARKER.0,
                KEYRING_MARKER.1
            );
        }
        let screenshots = std::env::var_os(SCREENSHOTS_ENV)
            .filter(|v| !v.is_empty())
            .map(PathBuf::from)
            .unwrap_or_else(|| target_dir().join("e2e").join("screenshots"));
        std::fs::create_dir_all(&screenshots)?;
        Ok(Config {
            app,
            driver,
            screenshots,
        })
    }
}

/// The workspace's `target` folder (this package lives one level below the workspace root).
fn target_dir() -> PathBuf {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .map(Path::to_path_buf)
        .unwrap_or_default();
    match std::env::var_os("CARGO_TARGET_DIR") {
        Some(dir) => root.join(dir),
        None => root.join("target"),
    }
}
