//! `cargo xtask bench jobs`: builds the simulator and the job benchmark in release, starts the
//! simulator with fast stage timings, runs `crates/cli/examples/bench_jobs.rs` (100 dubs through the
//! job engine; requests sent against the minimum needed, 429s, wall time against the simulator's
//! stage time), and stops the simulator.

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};

use anyhow::{Context, Result, bail};

const BENCH_KEY: &str = "bench-jobs-key";
const STAGE_MS: u64 = 200;
const DUBS: usize = 100;

/// Kills the simulator however `run` ends.
struct Running(Child);

impl Drop for Running {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

pub fn run(root: &Path) -> Result<()> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_owned());
    let build = [
        "build",
        "--release",
        "-p",
        "dubdeck-sim",
        "--bin",
        "dubdeck-sim",
        "-p",
        "dubdeck-cli",
        "--example",
        "bench_jobs",
    ];
    eprintln!("+ cargo {}", build.join(" "));
    let status = Command::new(&cargo)
        .args(build)
        .current_dir(root)
        .status()
        .context("could not run cargo")?;
    if !status.success() {
        bail!("the release build of the job benchmark failed with {status}");
    }
    let release = target_dir(root).join("release");

    let sim_path = release.join("dubdeck-sim");
    let mut child = Command::new(&sim_path)
        .args([
            "--addr",
            "127.0.0.1:0",
            "--test-surface",
            "--stage-ms",
            &STAGE_MS.to_string(),
            "--account",
            &format!("bench:10000000:{BENCH_KEY}"),
        ])
        .current_dir(root)
        .stdout(Stdio::piped())
        .spawn()
        .with_context(|| format!("could not start {}", sim_path.display()))?;
    let stdout = child
        .stdout
        .take()
        .context("the simulator's output is not readable")?;
    let sim = Running(child);
    let mut lines = BufReader::new(stdout).lines();
    let first = lines
        .next()
        .context("the simulator printed nothing")?
        .context("reading the simulator's output")?;
    let base_url = first
        .strip_prefix("listening on ")
        .with_context(|| format!("unexpected first line from the simulator: {first:?}"))?
        .trim()
        .to_owned();
    // Keep draining its output so that it never blocks on a full pipe.
    std::thread::spawn(move || lines.for_each(drop));

    let dir = std::env::temp_dir().join(format!("dubdeck-bench-jobs-{}", std::process::id()));
    std::fs::create_dir_all(&dir).with_context(|| format!("could not create {}", dir.display()))?;
    let example = release.join("examples").join("bench_jobs");
    eprintln!(
        "+ {} --base-url {base_url} --dubs {DUBS} --stage-ms {STAGE_MS}",
        example.display()
    );
    let status = Command::new(&example)
        .args([
            "--base-url",
            &base_url,
            "--api-key",
            BENCH_KEY,
            "--dubs",
            &DUBS.to_string(),
            "--stage-ms",
            &STAGE_MS.to_string(),
        ])
        .arg("--dir")
        .arg(&dir)
        .current_dir(root)
        .status()
        .with_context(|| format!("could not run {}", example.display()));
    drop(sim);
    let _ = std::fs::remove_dir_all(&dir);
    let status = status?;
    if !status.success() {
        bail!("the job benchmark did not meet its target ({status})");
    }
    Ok(())
}

/// Where cargo puts build output: `CARGO_TARGET_DIR` if set (relative to the root), else `target`.
fn target_dir(root: &Path) -> PathBuf {
    match std::env::var_os("CARGO_TARGET_DIR") {
        Some(dir) => root.join(dir),
        None => root.join("target"),
    }
}
