//! The web UI (`ui/`): its npm packages (exactly those of `package-lock.json`), its build into
//! `ui/dist` (which the app embeds, so it must exist before any build of `src-tauri`, clippy
//! included) and its checks (`svelte-check` + `tsc`, ESLint, Vitest).

use std::path::{Path, PathBuf};
use std::process::Command;

use anyhow::{Context, Result, bail};

pub fn dir(root: &Path) -> PathBuf {
    root.join("ui")
}

/// Installs the UI's packages when `node_modules` is missing or older than the lock file.
pub fn ensure_packages(root: &Path) -> Result<()> {
    let ui = dir(root);
    let lock = ui.join("package-lock.json");
    let marker = ui.join("node_modules").join(".package-lock.json");
    let fresh = match (modified(&lock), modified(&marker)) {
        (Some(lock), Some(installed)) => installed >= lock,
        _ => false,
    };
    if !fresh {
        npm(root, &["ci", "--no-audit", "--no-fund"])?;
    }
    Ok(())
}

/// Builds `ui/dist`.
pub fn build(root: &Path) -> Result<()> {
    ensure_packages(root)?;
    npm(root, &["run", "build"])
}

/// Type checks, lint (zero warnings) and unit tests.
pub fn check_and_test(root: &Path, lint: bool) -> Result<()> {
    ensure_packages(root)?;
    if lint {
        npm(root, &["run", "check"])?;
        npm(root, &["run", "lint"])?;
    }
    npm(root, &["test"])
}

fn modified(path: &Path) -> Option<std::time::SystemTime> {
    std::fs::metadata(path).and_then(|m| m.modified()).ok()
}

fn npm(root: &Path, args: &[&str]) -> Result<()> {
    let ui = dir(root);
    eprintln!("+ (ui) npm {}", args.join(" "));
    let status = Command::new("npm")
        .args(args)
        .current_dir(&ui)
        .status()
        .context("could not run npm: install Node.js 20.19 or newer (with npm)")?;
    if !status.success() {
        bail!(
            "`npm {}` in {} failed with {status}",
            args.join(" "),
            ui.display()
        );
    }
    Ok(())
}
