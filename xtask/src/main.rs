//! Project automation. The README's two commands live here:
//! `cargo xtask demo` (install what is missing, build, start Dubdeck on the built-in simulator) and
//! `cargo xtask test` (install what is missing, run every check and test). Also `deps` and `bench`.

mod app;
mod bench_app;
mod bench_jobs;
mod bench_media;
mod bench_transfer;
mod bundle;
mod e2e;
mod keyring_env;
mod release;
mod simulator;
mod sysdeps;
mod tools;
mod ui;
mod update_test;

use std::path::{Path, PathBuf};
use std::process::Command;

use anyhow::{Context, Result, bail};
use clap::{Parser, Subcommand};

#[derive(Parser)]
#[command(name = "cargo xtask", about = "Dubdeck project automation")]
struct Cli {
    #[command(subcommand)]
    cmd: Cmd,
}

#[derive(Subcommand)]
enum ReleaseStep {
    Sign,
    Manifest {
        /// The folder with the installers and their .sig files (any depth).
        #[arg(long)]
        dir: PathBuf,
        /// The release's version, as in its tag without the v.
        #[arg(long)]
        version: String,
        /// A file with the release notes shown before installing.
        #[arg(long)]
        notes: Option<PathBuf>,
        /// Where the installers are downloaded from (the release's download address).
        #[arg(long)]
        url_base: String,
        /// The architecture of the macOS app archive.
        #[arg(long, default_value = "aarch64")]
        mac_arch: String,
    },
}

#[derive(Subcommand)]
enum Cmd {
    /// Install what is missing, build, and start Dubdeck on the built-in simulator (demo mode).
    /// Without a display it runs on a virtual one and writes a screenshot.
    Demo {
        /// Take the screenshot and quit (on a virtual display even when a real one is there).
        #[arg(long)]
        screenshot_only: bool,
    },
    /// Install what is missing, then run formatting, lints and every test.
    Test {
        /// Skip `cargo fmt --check` and clippy (for quick local loops; CI never skips them).
        #[arg(long)]
        no_lint: bool,
        /// Extra arguments passed to `cargo test` (after `--workspace`).
        #[arg(trailing_var_arg = true)]
        cargo_args: Vec<String>,
    },
    /// Install the system packages and tools the project needs (what is missing only).
    Deps,
    /// Build the installers of this platform (Linux: .deb and .rpm; Windows: .msi and NSIS;
    /// macOS: .app and .dmg) from the `dist` build, into target/bundle/.
    Bundle {
        /// Instead: package the debug build as a .deb and check it installed on this machine
        /// (install, desktop entry, icons, PATH, a demo run, upgrade, removal), as `test` does.
        #[arg(long)]
        check_deb: bool,
    },
    /// Release: `sign` signs the installers in target/bundle/ with the minisign key in
    /// TAURI_SIGNING_PRIVATE_KEY; `manifest` writes the updater's latest.json for the signed
    /// installers below a folder.
    Release {
        #[command(subcommand)]
        step: ReleaseStep,
    },
    /// End-to-end tests of the real app window (WebDriver, Xvfb, isolated keyring); screenshots
    /// of every screen in target/e2e/screenshots/.
    E2e {
        /// Run only the tests whose names contain this.
        filter: Option<String>,
        /// Instead: the updater's end-to-end test (installs the current version's .deb, builds
        /// and serves the next one; needs root or sudo), as `test` runs it.
        #[arg(long, conflicts_with = "filter")]
        update: bool,
    },
    /// Benchmarks: `transfer` (1 GiB up/down, client vs curl), `jobs` (100 dubs against the simulator),
    /// `app` (the release app against a bare Tauri window: start-up, memory, soak, size), `media`
    /// (a 1 GiB video's sound out and a 10-minute dub back in, Dubdeck vs ffmpeg's command line).
    Bench {
        #[arg(value_parser = ["transfer", "jobs", "app", "media"])]
        which: String,
        /// `app`: launches of each window (the median is reported).
        #[arg(long, default_value_t = 10)]
        runs: usize,
        /// `app`: seconds of cycling through the catalogue in the soak.
        #[arg(long, default_value_t = 600)]
        soak_secs: u64,
        /// Size of the transfer benchmark's file, and of the media benchmark's video, in MiB.
        #[arg(long, default_value_t = 1024)]
        size_mib: u64,
    },
}

/// The task's failure is its last line, as CI shows the end of the output: its message and
/// causes, never a backtrace (anyhow captures one whenever RUST_BACKTRACE is set, as CI runners
/// often do, and printed it after the message, pushing the message out of CI's excerpt).
fn main() -> std::process::ExitCode {
    match run_task() {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("\nxtask failed: {e:#}");
            std::process::ExitCode::FAILURE
        }
    }
}

fn run_task() -> Result<()> {
    let cli = Cli::parse();
    let root = workspace_root()?;
    match cli.cmd {
        Cmd::Deps => deps(&root),
        Cmd::Bundle { check_deb } => {
            deps(&root)?;
            if check_deb {
                let deb = bundle::debug_deb(&root)?;
                bundle::check_deb(&root, &deb)
            } else {
                bundle::bundle(&root).map(|_| ())
            }
        }
        Cmd::Release {
            step: ReleaseStep::Sign,
        } => release::sign_all(&root).map(|_| ()),
        Cmd::Release {
            step:
                ReleaseStep::Manifest {
                    dir,
                    version,
                    notes,
                    url_base,
                    mac_arch,
                },
        } => release::write_manifest(&dir, &version, notes.as_deref(), &url_base, &mac_arch).map(|_| ()),
        Cmd::E2e { update: true, .. } => {
            deps(&root)?;
            ui::build(&root)?;
            update_test::run(&root, None)
        }
        Cmd::E2e { filter, .. } => e2e::e2e(&root, filter.as_deref()),
        Cmd::Test { no_lint, cargo_args } => test(&root, no_lint, &cargo_args),
        Cmd::Demo { screenshot_only } => demo(&root, screenshot_only),
        Cmd::Bench {
            which,
            size_mib,
            runs,
            soak_secs,
        } => bench(&root, &which, size_mib, runs, soak_secs),
    }
}

fn workspace_root() -> Result<PathBuf> {
    let manifest_dir = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    manifest_dir
        .parent()
        .map(Path::to_path_buf)
        .context("xtask must live one level below the workspace root")
}

fn deps(root: &Path) -> Result<()> {
    sysdeps::ensure_system_packages()?;
    tools::ensure_python_tools(root)?;
    Ok(())
}

fn test(root: &Path, no_lint: bool, cargo_args: &[String]) -> Result<()> {
    let mut stages = Stages::default();
    let outcome = test_stages(root, no_lint, cargo_args, &mut stages);
    // Where the run's time went (CI's limit is on the whole), also when a stage failed.
    eprintln!("\nxtask test: {}", stages.summary());
    outcome
}

/// The time each stage of a run took.
#[derive(Default)]
struct Stages {
    done: Vec<(&'static str, std::time::Duration)>,
    started: Option<(&'static str, std::time::Instant)>,
}

impl Stages {
    /// Ends the stage running (if any) and starts `name`.
    fn next(&mut self, name: &'static str) {
        self.end();
        self.started = Some((name, std::time::Instant::now()));
    }

    fn end(&mut self) {
        if let Some((name, at)) = self.started.take() {
            self.done.push((name, at.elapsed()));
        }
    }

    fn summary(&mut self) -> String {
        self.end();
        let total: std::time::Duration = self.done.iter().map(|(_, d)| *d).sum();
        let parts: Vec<String> = self
            .done
            .iter()
            .map(|(name, d)| format!("{name} {:.0} s", d.as_secs_f64()))
            .collect();
        format!("{:.1} min: {}", total.as_secs_f64() / 60.0, parts.join(", "))
    }
}

fn test_stages(root: &Path, no_lint: bool, cargo_args: &[String], stages: &mut Stages) -> Result<()> {
    stages.next("set-up");
    deps(root)?;
    // The CI workflows cannot run here: they are checked against GitHub's schema instead.
    tools::check_workflows(root)?;
    stages.next("page build");
    // The app embeds the built page: every cargo build of the workspace needs `ui/dist`.
    ui::build(root)?;
    stages.next("page checks and tests");
    ui::check_and_test(root, !no_lint)?;
    if !no_lint {
        stages.next("fmt and clippy");
        run(root, "cargo", &["fmt", "--all", "--check"])?;
        run(
            root,
            "cargo",
            &[
                "clippy",
                "--workspace",
                "--all-targets",
                "--locked",
                "--",
                "-D",
                "warnings",
            ],
        )?;
    }
    stages.next("cargo test");
    // Every test runs inside an isolated, unlocked Secret Service: the keychain tests use the real one.
    // `--locked`: CI builds exactly the dependency versions of Cargo.lock, or fails.
    // The end-to-end tests need the display and driver that only `e2e` provides: they run last.
    let mut cmd = String::from("cargo test --workspace --exclude dubdeck-e2e --locked");
    for arg in cargo_args {
        cmd.push(' ');
        cmd.push_str(&shell_quote(arg));
    }
    eprintln!("+ (keyring session) {cmd}");
    let status = keyring_env::keyring_session_command(&cmd)
        .current_dir(root)
        .status()
        .context("could not start the test run in a keyring session")?;
    if !status.success() {
        bail!("the tests failed ({status})");
    }
    stages.next("window tests");
    e2e::run_prepared(root, None)?;
    // The installer, installed for real (Debian-like machines: dpkg is what it is checked with).
    if sysdeps::is_debian_like() {
        stages.next("deb check");
        let deb = bundle::debug_deb(root)?;
        bundle::check_deb(root, &deb)?;
        stages.next("update test");
        // The updater, from the installed .deb to the next version's.
        update_test::run(root, Some(&deb))?;
    } else {
        eprintln!("xtask: not a Debian-like system: the .deb install check needs dpkg and apt-get");
    }
    Ok(())
}

fn demo(root: &Path, screenshot_only: bool) -> Result<()> {
    deps(root)?;
    let binary = app::build(root, app::Profile::Release)?;
    let data = simulator::fresh_dir(root, "demo-library")?;
    if app::has_display() && !screenshot_only {
        println!(
            "\nDubdeck starts in demo mode: the built-in simulator with a DEMO account of 10,000 credits.\n\
             Its library is {}. Close the window to stop.",
            data.display()
        );
        let status = Command::new(&binary)
            .arg("--demo")
            .env("DUBDECK_DATA_DIR", &data)
            .status()
            .with_context(|| format!("could not start {}", binary.display()))?;
        if !status.success() {
            bail!("Dubdeck exited with {status}");
        }
        return Ok(());
    }
    let shots = simulator::target_dir(root).join("demo");
    std::fs::create_dir_all(&shots).with_context(|| format!("could not create {}", shots.display()))?;
    let shot = shots.join("screenshot.png");
    let after = if screenshot_only {
        "kill -TERM $app; wait $app || true"
    } else {
        "echo 'Dubdeck runs on a virtual display (no DISPLAY here); stop it with Ctrl-C.'; wait $app"
    };
    // The window appears within a second; the catalogue's first page and its avatars take a few more.
    let script = format!(
        r#"set -u
export DUBDECK_DATA_DIR={data} NO_AT_BRIDGE=1
{app} --demo & app=$!
for _ in $(seq 1 120); do xwininfo -root -tree 2>/dev/null | grep -q '"Dubdeck"' && break; sleep 0.5; done
sleep 6
import -window root {shot}
echo "Dubdeck demo: screenshot of the window at {shot}"
{after}"#,
        data = shell_quote(&data.to_string_lossy()),
        app = shell_quote(&binary.to_string_lossy()),
        shot = shell_quote(&shot.to_string_lossy()),
    );
    let status = Command::new("bash")
        .arg("-c")
        .arg(format!(
            "{} dbus-run-session -- bash -c {}",
            app::XVFB_RUN,
            shell_quote(&script)
        ))
        .current_dir(root)
        .status()
        .context("could not start the virtual display (xvfb-run)")?;
    if !status.success() {
        bail!("the demo on the virtual display ended with {status}");
    }
    if !shot.is_file() {
        bail!("no screenshot was written to {}", shot.display());
    }
    Ok(())
}

fn bench(root: &Path, which: &str, size_mib: u64, runs: usize, soak_secs: u64) -> Result<()> {
    deps(root)?;
    match which {
        "transfer" => bench_transfer::run(root, size_mib),
        "jobs" => bench_jobs::run(root),
        "app" => bench_app::run(root, runs, soak_secs),
        "media" => bench_media::run(root, size_mib),
        other => bail!("unknown benchmark `{other}`: use `transfer`, `jobs`, `app` or `media`"),
    }
}

/// The cargo that runs xtask (so that builds use the same toolchain).
pub(crate) fn cargo() -> String {
    std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_owned())
}

/// Quotes one argument for bash.
pub(crate) fn shell_quote(arg: &str) -> String {
    if !arg.is_empty()
        && arg
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "-_=./:,".contains(c))
    {
        arg.to_owned()
    } else {
        format!("'{}'", arg.replace('\'', "'\\''"))
    }
}

/// Runs a command in `dir`, echoing it, and fails if it fails.
pub(crate) fn run(dir: &Path, program: &str, args: &[&str]) -> Result<()> {
    eprintln!("+ {program} {}", args.join(" "));
    let status = Command::new(program)
        .args(args)
        .current_dir(dir)
        .status()
        .with_context(|| format!("could not run {program}"))?;
    if !status.success() {
        bail!("`{program} {}` failed with {status}", args.join(" "));
    }
    Ok(())
}

#[cfg(test)]
mod stage_tests {
    use super::Stages;

    #[test]
    fn every_stage_is_reported_once_with_the_running_one_ended() {
        let mut stages = Stages::default();
        stages.next("build");
        stages.next("tests");
        let summary = stages.summary();
        assert!(summary.starts_with("0.0 min: build 0 s, tests 0 s"), "{summary}");
        // Asked again, nothing is counted twice.
        assert_eq!(stages.summary(), summary);
    }
}
