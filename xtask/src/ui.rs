//! The web UI (`ui/`): its npm packages (exactly those of `package-lock.json`), its build into
//! `ui/dist` (which the app embeds, so it must exist before any build of `src-tauri`, clippy
//! included) and its checks (`svelte-check` + `tsc`, ESLint, Vitest).

use std::path::{Path, PathBuf};
use std::process::Command;

use anyhow::{Context, Result, bail};

pub fn dir(root: &Path) -> PathBuf {
    root.join("ui")
}

/// The oldest Node.js the UI's tools run on (Vite needs 20.19).
const NODE_MIN: (u32, u32) = (20, 19);

/// Installs the UI's packages when `node_modules` is missing or older than the lock file.
pub fn ensure_packages(root: &Path) -> Result<()> {
    check_node()?;
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

/// What `ui/dist` is built from: a build newer than all of it is up to date.
const BUILD_INPUTS: &[&str] = &[
    "src",
    // The message catalogues, which the page's script bundles.
    "locales",
    "index.html",
    "package.json",
    "node_modules/.package-lock.json",
    "vite.config.ts",
    "svelte.config.js",
    "tsconfig.json",
    "tsconfig.node.json",
];

/// Builds `ui/dist`, unless it is newer than everything it is built from (the app embeds it, so a
/// needless build relinks the app).
pub fn build(root: &Path) -> Result<()> {
    ensure_packages(root)?;
    let ui = dir(root);
    let built = modified(&ui.join("dist").join("index.html"));
    let inputs = BUILD_INPUTS.iter().filter_map(|i| newest(&ui.join(i))).max();
    if let (Some(built), Some(inputs)) = (built, inputs)
        && built > inputs
    {
        eprintln!("ui/dist is up to date");
        return Ok(());
    }
    npm(root, &["run", "build"])
}

/// The newest modification time of a file, or of anything under a folder.
fn newest(path: &Path) -> Option<std::time::SystemTime> {
    let meta = std::fs::metadata(path).ok()?;
    let own = meta.modified().ok();
    if !meta.is_dir() {
        return own;
    }
    let entries = std::fs::read_dir(path).ok()?;
    entries
        .flatten()
        .filter_map(|e| newest(&e.path()))
        .chain(own)
        .max()
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

/// Fails early, with what to do, when Node.js is missing or too old (Debian 12's own is 18).
fn check_node() -> Result<()> {
    let out = Command::new("node").arg("--version").output().context(
        "Node.js is not installed: install Node.js 20.19 or newer (with npm), e.g. from nodejs.org",
    )?;
    let text = String::from_utf8_lossy(&out.stdout).trim().to_owned();
    match parse_node_version(&text) {
        Some(version) if version >= NODE_MIN => Ok(()),
        _ => bail!(
            "Node.js {text} is too old for the UI's tools: install Node.js {}.{} or newer (with npm)",
            NODE_MIN.0,
            NODE_MIN.1
        ),
    }
}

/// `v20.19.2` -> (20, 19).
fn parse_node_version(text: &str) -> Option<(u32, u32)> {
    let mut parts = text.trim().trim_start_matches('v').split('.');
    Some((parts.next()?.parse().ok()?, parts.next()?.parse().ok()?))
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_newest_time_under_a_folder_is_found() {
        let root = std::env::temp_dir().join(format!("xtask-ui-newest-{}", std::process::id()));
        let deep = root.join("a").join("b");
        std::fs::create_dir_all(&deep).expect("folders");
        let old = root.join("old.txt");
        std::fs::write(&old, "x").expect("write");
        let young = deep.join("young.txt");
        std::fs::write(&young, "y").expect("write");
        let past = std::time::SystemTime::now() - std::time::Duration::from_secs(3600);
        let file = std::fs::File::options().write(true).open(&old).expect("open");
        file.set_modified(past).expect("set time");
        let found = newest(&root).expect("a time");
        assert!(found >= modified(&young).expect("young's time"));
        assert_eq!(newest(&old), Some(past));
        assert_eq!(newest(&root.join("missing")), None);
        let _ = std::fs::remove_dir_all(&root);
    }

    #[test]
    fn node_versions_are_read_and_compared() {
        assert_eq!(parse_node_version("v20.20.2"), Some((20, 20)));
        assert_eq!(parse_node_version("v18.19.0\n"), Some((18, 19)));
        assert_eq!(parse_node_version("garbage"), None);
        assert!(parse_node_version("v20.19.0").is_some_and(|v| v >= NODE_MIN));
        assert!(parse_node_version("v20.18.9").is_some_and(|v| v < NODE_MIN));
        assert!(parse_node_version("v22.1.0").is_some_and(|v| v >= NODE_MIN));
    }
}
