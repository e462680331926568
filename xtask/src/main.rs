//! Project automation. The README's two commands live here:
//! `cargo xtask demo` (install what is missing, build, start Dubdeck on the built-in simulator) and
//! `cargo xtask test` (install what is missing, run every check and test). Also `deps` and `bench`.

mod bench_jobs;
mod bench_transfer;
mod keyring_env;
mod simulator;
mod sysdeps;
mod tools;
mod ui;

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
enum Cmd {
    /// Install what is missing, build, and start Dubdeck on the built-in simulator.
    Demo,
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
    /// Benchmarks: `transfer` (1 GiB up/down, client vs curl), `jobs` (100 dubs against the simulator).
    Bench {
        #[arg(value_parser = ["transfer", "jobs"])]
        which: String,
        /// Size of the transfer benchmark's file in MiB.
        #[arg(long, default_value_t = 1024)]
        size_mib: u64,
    },
}

fn main() -> Result<()> {
    let cli = Cli::parse();
    let root = workspace_root()?;
    match cli.cmd {
        Cmd::Deps => deps(&root),
        Cmd::Test { no_lint, cargo_args } => test(&root, no_lint, &cargo_args),
        Cmd::Demo => demo(&root),
        Cmd::Bench { which, size_mib } => bench(&root, &which, size_mib),
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
    deps(root)?;
    // The app embeds the built page: every cargo build of the workspace needs `ui/dist`.
    ui::build(root)?;
    ui::check_and_test(root, !no_lint)?;
    if !no_lint {
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
    // Every test runs inside an isolated, unlocked Secret Service: the keychain tests use the real one.
    // `--locked`: CI builds exactly the dependency versions of Cargo.lock, or fails.
    let mut cmd = String::from("cargo test --workspace --locked");
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
    Ok(())
}

/// The demo account's key: a simulator key, printed on purpose so the demo can be driven by hand.
const DEMO_KEY: &str = "dubdeck-demo-key";

fn demo(root: &Path) -> Result<()> {
    deps(root)?;
    let release = simulator::build_release(root, &["-p", "dubdeck-cli", "--bin", "dubdeck-cli"])?;
    let args = [
        "--addr",
        "127.0.0.1:8787",
        "--stage-ms",
        "1500",
        "--account",
        &format!("demo:10000:{DEMO_KEY}"),
    ];
    let sim = simulator::Simulator::start(root, &release, "demo", &args.map(String::from))
        .context("the simulator did not start (is port 8787 taken?)")?;
    let data = simulator::fresh_dir(root, "demo-library")?;
    let cli = release.join("dubdeck-cli");
    println!(
        "\nDubdeck demo: the simulator runs at {url} with a DEMO account (10,000 credits, key {DEMO_KEY}).\n\
         The desktop app is not built yet; drive the same engine from another terminal:\n\n\
         export DUBDECK_BASE_URL={url} DUBDECK_API_KEY={DEMO_KEY} DUBDECK_DATA_DIR={data}\n\
         {cli} me\n\
         {cli} voices --language english --style singing --limit 8\n\
         {cli} dub path/to/song.mp3 --voice <VOICE ID> --approve-up-to 100\n\
         {cli} jobs\n\n\
         Stop the demo with Ctrl-C.",
        url = sim.base_url,
        data = data.display(),
        cli = cli.display(),
    );
    let status = sim.wait()?;
    if !status.success() {
        bail!("the simulator exited with {status}");
    }
    Ok(())
}

fn bench(root: &Path, which: &str, size_mib: u64) -> Result<()> {
    deps(root)?;
    match which {
        "transfer" => bench_transfer::run(root, size_mib),
        "jobs" => bench_jobs::run(root),
        other => bail!("unknown benchmark `{other}`: use `transfer` or `jobs`"),
    }
}

/// Quotes one argument for bash.
fn shell_quote(arg: &str) -> String {
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
