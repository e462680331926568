//! The desktop app for xtask: its build (the page first, since the binary embeds it) and running
//! it on a virtual display when there is no real one.

use std::path::{Path, PathBuf};
use std::process::Command;

use anyhow::{Context, Result, bail};

use crate::{simulator, ui};

/// How an app binary is built.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Profile {
    /// Debug: fast to build, for tests.
    Dev,
    /// Release without link-time optimisation: quick enough to build for the demo, fast to use
    /// (the demo's simulator draws every avatar).
    Release,
    /// `[profile.dist]`: what users get (LTO, stripped).
    Dist,
}

/// Builds the page and the app; returns the binary's path.
pub fn build(root: &Path, profile: Profile) -> Result<PathBuf> {
    ui::build(root)?;
    let mut args = vec!["build", "-p", "dubdeck", "--bin", "dubdeck", "--locked"];
    match profile {
        Profile::Dev => {}
        Profile::Release => args.push("--release"),
        Profile::Dist => args.extend(["--profile", "dist"]),
    }
    eprintln!("+ cargo {}", args.join(" "));
    let status = Command::new(crate::cargo())
        .args(&args)
        .current_dir(root)
        .status()
        .context("could not run cargo")?;
    if !status.success() {
        bail!("building the app failed ({status})");
    }
    let dir = match profile {
        Profile::Dev => "debug",
        Profile::Release => "release",
        Profile::Dist => "dist",
    };
    Ok(simulator::target_dir(root).join(dir).join(exe("dubdeck")))
}

fn exe(name: &str) -> String {
    format!("{name}{}", std::env::consts::EXE_SUFFIX)
}

/// Whether a display server is there to show a window on.
pub fn has_display() -> bool {
    ["DISPLAY", "WAYLAND_DISPLAY"]
        .iter()
        .any(|v| std::env::var_os(v).is_some_and(|d| !d.is_empty()))
}

/// The xvfb-run prefix of the notes: a free display number, one 1280x800 screen, no TCP.
pub const XVFB_RUN: &str = "xvfb-run -a -s '-screen 0 1280x800x24 -nolisten tcp'";
