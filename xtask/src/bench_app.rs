//! `cargo xtask bench app`: Dubdeck's release build against a bare Tauri 2 window, both built
//! here (the bare one from `xtask/bench-bare`, with the workspace's Cargo.lock so that its crates
//! are the app's), measured by the `bench_app` example of `dubdeck-e2e` through `tauri-driver`
//! on a virtual display in a private D-Bus session. See that example for what is measured.

use std::path::{Path, PathBuf};
use std::process::Command;

use anyhow::{Context, Result, bail};

use crate::{app, cargo, e2e, shell_quote, simulator};

/// The benchmark account's key on the simulator.
const BENCH_KEY: &str = "bench-key";

pub fn run(root: &Path, runs: usize, soak_secs: u64) -> Result<()> {
    let binary = app::build(root, app::Profile::Dist)?;
    let bare = build_bare(root)?;
    let driver = e2e::ensure_tauri_driver(root)?;
    // The service: a release simulator in its own process, as a real service would be (a debug
    // one inside the measuring process would make its avatars the bottleneck).
    let release = simulator::build_release(root, &[])?;
    let sim = simulator::Simulator::start(
        root,
        &release,
        "bench-app",
        &simulator::bench_args(&["--account".to_owned(), format!("bench:100000:{BENCH_KEY}")]),
    )?;
    crate::run(
        root,
        &cargo(),
        &["build", "-p", "dubdeck-e2e", "--example", "bench_app", "--locked"],
    )?;
    let example = simulator::target_dir(root)
        .join("debug")
        .join("examples")
        .join("bench_app");
    let work = simulator::fresh_dir(root, "bench-app")?;
    let report = simulator::target_dir(root).join("bench").join("app.json");
    if let Some(dir) = report.parent() {
        std::fs::create_dir_all(dir).with_context(|| format!("could not create {}", dir.display()))?;
    }
    let args = [
        ("--app", binary.to_string_lossy().into_owned()),
        ("--bare", bare.to_string_lossy().into_owned()),
        ("--driver", driver.to_string_lossy().into_owned()),
        ("--runs", runs.to_string()),
        ("--soak-secs", soak_secs.to_string()),
        ("--report", report.to_string_lossy().into_owned()),
        ("--work", work.to_string_lossy().into_owned()),
        ("--base-url", sim.base_url.clone()),
        ("--key", BENCH_KEY.to_owned()),
    ];
    let mut inner = shell_quote(&example.to_string_lossy());
    for (name, value) in args {
        inner.push(' ');
        inner.push_str(name);
        inner.push(' ');
        inner.push_str(&shell_quote(&value));
    }
    let script = format!("{} dbus-run-session -- {inner}", app::XVFB_RUN);
    eprintln!("+ {script}");
    let status = Command::new("bash")
        .arg("-c")
        .arg(&script)
        .env("NO_AT_BRIDGE", "1")
        .current_dir(root)
        .status()
        .context("could not start the benchmark on a virtual display")?;
    if !status.success() {
        bail!(
            "the app benchmark failed or missed a target ({status}); see {}",
            report.display()
        );
    }
    Ok(())
}

/// Builds the bare window in `target/bench-bare` (a copy of `xtask/bench-bare` with the workspace's
/// Cargo.lock), into the workspace's target folder so that shared crates are built once.
fn build_bare(root: &Path) -> Result<PathBuf> {
    let source = root.join("xtask").join("bench-bare");
    let project = simulator::target_dir(root).join("bench-bare");
    copy_dir(&source, &project)?;
    std::fs::copy(root.join("Cargo.lock"), project.join("Cargo.lock"))
        .context("could not copy Cargo.lock")?;
    let target = simulator::target_dir(root);
    let status = Command::new(cargo())
        .args(["build", "--profile", "dist"])
        .env("CARGO_TARGET_DIR", &target)
        .current_dir(&project)
        .status()
        .context("could not run cargo")?;
    if !status.success() {
        bail!("building the bare window failed ({status})");
    }
    Ok(target.join("dist").join("dubdeck-bench-bare"))
}

fn copy_dir(from: &Path, to: &Path) -> Result<()> {
    std::fs::create_dir_all(to).with_context(|| format!("could not create {}", to.display()))?;
    for entry in std::fs::read_dir(from).with_context(|| format!("could not read {}", from.display()))? {
        let entry = entry?;
        let dest = to.join(entry.file_name());
        if entry.file_type()?.is_dir() {
            copy_dir(&entry.path(), &dest)?;
        } else {
            std::fs::copy(entry.path(), &dest)
                .with_context(|| format!("could not copy to {}", dest.display()))?;
        }
    }
    Ok(())
}
