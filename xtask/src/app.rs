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

impl Profile {
    /// Its cargo arguments and its folder below the target folder.
    fn cargo(self) -> (&'static [&'static str], &'static str) {
        match self {
            Profile::Dev => (&[], "debug"),
            Profile::Release => (&["--release"], "release"),
            Profile::Dist => (&["--profile", "dist"], "dist"),
        }
    }
}

/// Builds the page and the app, with its decoders' helper program beside it; returns the app's
/// path. The builds run from the target folder (debug, release) get the demo's service beside
/// them too, where the app looks for it; what ships (`Dist`) gets it from the installers
/// ([`crate::bundle`]).
pub fn build(root: &Path, profile: Profile) -> Result<PathBuf> {
    ui::build(root)?;
    // Two cargo runs: built together, the simulator's crate features would be the app's too.
    let app = cargo_build(root, "dubdeck", &[HELPER], profile.cargo(), "the app")?;
    if profile != Profile::Dist {
        build_demo_service(root, profile)?;
    }
    Ok(app)
}

/// The demo's service: the simulator's program (package and binary of that name).
pub const DEMO_SERVICE: &str = "dubdeck-sim";

/// The app's decoders' helper program, a binary of the app's package.
pub const HELPER: &str = "dubdeck-helper";

/// Builds the demo's service alone; returns its path. What ships (`Dist`) is built with the
/// `demo-service` profile: as small as the app's, but unwinding.
pub fn build_demo_service(root: &Path, profile: Profile) -> Result<PathBuf> {
    let cargo = match profile {
        Profile::Dist => (&["--profile", "demo-service"][..], "demo-service"),
        other => other.cargo(),
    };
    cargo_build(root, DEMO_SERVICE, &[], cargo, "the demo's service")
}

/// Builds the binary `name` (of the package of that name), and the package's binaries `also`,
/// with the profile's cargo arguments; returns the path of `name` in the profile's folder.
fn cargo_build(
    root: &Path,
    name: &str,
    also: &[&str],
    (profile_args, dir): (&[&str], &str),
    what: &str,
) -> Result<PathBuf> {
    let mut args = vec!["build", "-p", name, "--bin", name, "--locked"];
    for other in also {
        args.extend(["--bin", other]);
    }
    args.extend_from_slice(profile_args);
    eprintln!("+ cargo {}", args.join(" "));
    let status = Command::new(crate::cargo())
        .args(&args)
        .current_dir(root)
        .status()
        .context("could not run cargo")?;
    if !status.success() {
        bail!("building {what} failed ({status})");
    }
    Ok(simulator::target_dir(root).join(dir).join(exe(name)))
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
