//! What the demo and the benchmarks share: a release build with the simulator binary, the simulator
//! as a child process whose data folder lives under `target/xtask/` and is removed when the run ends
//! (however it ends), and scratch folders. Leftovers of an interrupted run are removed before the
//! next one starts, so gigabytes of benchmark objects never pile up.

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};

use anyhow::{Context, Result, bail};

/// Builds the `dubdeck-sim` binary and `targets` (cargo selection arguments, e.g. `["-p",
/// "dubdeck-api", "--example", "bench_transfer"]`) in release; returns the release folder.
pub fn build_release(root: &Path, targets: &[&str]) -> Result<PathBuf> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_owned());
    let mut build = vec!["build", "--release", "-p", "dubdeck-sim", "--bin", "dubdeck-sim"];
    build.extend_from_slice(targets);
    eprintln!("+ cargo {}", build.join(" "));
    let status = Command::new(&cargo)
        .args(&build)
        .current_dir(root)
        .status()
        .context("could not run cargo")?;
    if !status.success() {
        bail!("the release build of {} failed with {status}", targets.join(" "));
    }
    Ok(target_dir(root).join("release"))
}

/// An empty folder `target/xtask/<name>`, emptied first if an earlier run left it behind.
pub fn fresh_dir(root: &Path, name: &str) -> Result<PathBuf> {
    let dir = target_dir(root).join("xtask").join(name);
    if dir.exists() {
        std::fs::remove_dir_all(&dir).with_context(|| format!("could not clear {}", dir.display()))?;
    }
    std::fs::create_dir_all(&dir).with_context(|| format!("could not create {}", dir.display()))?;
    Ok(dir)
}

/// A benchmark's simulator flags: a free loopback port, the test surface, then `more`.
pub fn bench_args(more: &[String]) -> Vec<String> {
    let mut args = vec![
        "--addr".to_owned(),
        "127.0.0.1:0".to_owned(),
        "--test-surface".to_owned(),
    ];
    args.extend_from_slice(more);
    args
}

/// The simulator binary, running; stopped and its data folder removed on drop.
pub struct Simulator {
    child: Child,
    data_dir: PathBuf,
    pub base_url: String,
}

impl Simulator {
    /// Starts `release/dubdeck-sim` with `args` (its address, accounts...) and a fresh data folder.
    pub fn start(root: &Path, release: &Path, name: &str, args: &[String]) -> Result<Self> {
        let data_dir = fresh_dir(root, &format!("{name}-sim-data"))?;
        let path = release.join("dubdeck-sim");
        let mut child = Command::new(&path)
            .arg("--data-dir")
            .arg(&data_dir)
            .args(args)
            .current_dir(root)
            .stdout(Stdio::piped())
            .spawn()
            .with_context(|| format!("could not start {}", path.display()))?;
        let stdout = child
            .stdout
            .take()
            .context("the simulator's output is not readable")?;
        // From here on, dropping `sim` stops the child and removes its data, whatever fails next.
        let mut sim = Self {
            child,
            data_dir,
            base_url: String::new(),
        };
        let mut lines = BufReader::new(stdout).lines();
        let first = lines
            .next()
            .context("the simulator printed nothing")?
            .context("reading the simulator's output")?;
        sim.base_url = first
            .strip_prefix("listening on ")
            .with_context(|| format!("unexpected first line from the simulator: {first:?}"))?
            .trim()
            .to_owned();
        // Keep draining its output so that it never blocks on a full pipe.
        std::thread::spawn(move || lines.for_each(drop));
        Ok(sim)
    }
}

impl Drop for Simulator {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        let _ = std::fs::remove_dir_all(&self.data_dir);
    }
}

/// Runs a benchmark example and fails when it fails (it exits non-zero when it misses its target).
pub fn run_example(root: &Path, release: &Path, example: &str, args: &[String]) -> Result<()> {
    let path = release.join("examples").join(example);
    eprintln!("+ {} {}", path.display(), args.join(" "));
    let status = Command::new(&path)
        .args(args)
        .current_dir(root)
        .status()
        .with_context(|| format!("could not run {}", path.display()))?;
    if !status.success() {
        bail!("the `{example}` benchmark failed or missed its target ({status})");
    }
    Ok(())
}

/// [`run_example`], echoing its output and returning the lines that start with `prefix` (the
/// figures a summary repeats). A run that misses its target still returns its lines, with `false`.
pub fn run_example_collecting(
    root: &Path,
    release: &Path,
    example: &str,
    args: &[String],
    prefix: &str,
) -> Result<(bool, Vec<String>)> {
    let path = release.join("examples").join(example);
    eprintln!("+ {} {}", path.display(), args.join(" "));
    let mut child = Command::new(&path)
        .args(args)
        .current_dir(root)
        .stdout(Stdio::piped())
        .spawn()
        .with_context(|| format!("could not run {}", path.display()))?;
    let stdout = child
        .stdout
        .take()
        .context("the benchmark's output is not readable")?;
    let mut kept = Vec::new();
    for line in BufReader::new(stdout).lines() {
        let line = line.context("reading the benchmark's output")?;
        println!("{line}");
        if line.starts_with(prefix) {
            kept.push(line);
        }
    }
    let status = child.wait().context("could not wait for the benchmark")?;
    Ok((status.success(), kept))
}

/// Where cargo puts build output: `CARGO_TARGET_DIR` if set (relative to the root), else `target`.
pub fn target_dir(root: &Path) -> PathBuf {
    match std::env::var_os("CARGO_TARGET_DIR") {
        Some(dir) => root.join(dir),
        None => root.join("target"),
    }
}
