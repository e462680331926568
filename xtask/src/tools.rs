//! Tools the tests need that are not Rust crates: a Python virtual environment under
//! `<root>/target/tools/venv` holding pinned packages (the OpenAPI validator used by
//! `crates/sim/tests/openapi_document.rs`, and `check-jsonschema`, which `cargo xtask test` runs on
//! the CI workflows of `.github/workflows/`). `cargo xtask deps` and `cargo xtask test` call
//! `ensure_python_tools`, so a fresh machine needs only `python3` with its `venv` module.

use std::path::{Path, PathBuf};
use std::process::Command;

use anyhow::{Context, Result, bail};

/// Pinned Python packages: (distribution name, exact version).
pub const PYTHON_PACKAGES: &[(&str, &str)] = &[
    ("openapi-spec-validator", "0.9.0"),
    ("check-jsonschema", "0.39.0"),
];

/// Where the venv lives: inside `target/`, so it is ignored by git and cleaned with the build.
pub fn venv_dir(root: &Path) -> PathBuf {
    root.join("target").join("tools").join("venv")
}

/// The venv's executables folder (`bin`, or `Scripts` on Windows).
fn bin_dir(venv: &Path) -> PathBuf {
    venv.join(if cfg!(windows) { "Scripts" } else { "bin" })
}

fn python_in(bin: &Path) -> PathBuf {
    bin.join(if cfg!(windows) { "python.exe" } else { "python" })
}

/// A program of the venv (`.exe` on Windows).
fn program_in(bin: &Path, name: &str) -> PathBuf {
    bin.join(if cfg!(windows) {
        format!("{name}.exe")
    } else {
        name.to_owned()
    })
}

/// Where the CI workflows live.
const WORKFLOWS_DIR: &str = ".github/workflows";

/// Checks every workflow of `.github/workflows/` against GitHub's workflow schema, with the copy of
/// it that check-jsonschema ships (`vendor.github-workflows`: no network needed). These workflows
/// run only on a public CI, never here: this is the one check they get before they reach it.
pub fn check_workflows(root: &Path) -> Result<()> {
    check_workflows_with(&program_in(&bin_dir(&venv_dir(root)), "check-jsonschema"), root)
}

fn check_workflows_with(check_jsonschema: &Path, root: &Path) -> Result<()> {
    let files = workflow_files(root)?;
    if files.is_empty() {
        return Ok(());
    }
    let args = ["--builtin-schema", "vendor.github-workflows"];
    eprintln!("+ check-jsonschema {} {}", args.join(" "), files.join(" "));
    let output = Command::new(check_jsonschema)
        .args(args)
        .args(&files)
        .current_dir(root)
        .output()
        .with_context(|| {
            format!(
                "could not run {}: run `cargo xtask deps` to install it",
                check_jsonschema.display()
            )
        })?;
    if !output.status.success() {
        bail!(
            "a workflow in {WORKFLOWS_DIR}/ does not follow GitHub's workflow schema ({}):\n{}{}",
            output.status,
            String::from_utf8_lossy(&output.stdout),
            String::from_utf8_lossy(&output.stderr)
        );
    }
    Ok(())
}

/// The `.yml` and `.yaml` files of `.github/workflows/`, relative to `root` and sorted; none when
/// the folder does not exist.
fn workflow_files(root: &Path) -> Result<Vec<String>> {
    let dir = root.join(WORKFLOWS_DIR);
    let entries = match std::fs::read_dir(&dir) {
        Ok(entries) => entries,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(e) => return Err(e).with_context(|| format!("could not list {}", dir.display())),
    };
    let mut files = Vec::new();
    for entry in entries {
        let name = entry
            .with_context(|| format!("could not list {}", dir.display()))?
            .file_name()
            .to_string_lossy()
            .into_owned();
        if name.ends_with(".yml") || name.ends_with(".yaml") {
            files.push(format!("{WORKFLOWS_DIR}/{name}"));
        }
    }
    files.sort();
    Ok(files)
}

/// Creates the venv if missing and installs every pinned package not yet installed at its pinned
/// version. Returns the venv's bin dir (where `openapi-spec-validator` is).
pub fn ensure_python_tools(root: &Path) -> Result<PathBuf> {
    ensure_venv_with(root, PYTHON_PACKAGES)
}

fn ensure_venv_with(root: &Path, packages: &[(&str, &str)]) -> Result<PathBuf> {
    let venv = venv_dir(root);
    let bin = bin_dir(&venv);
    let python = python_in(&bin);
    if !python.is_file() {
        create_venv(&venv)?;
    }
    let mut missing = Vec::new();
    for (name, version) in packages {
        if installed_version(&python, name)?.as_deref() != Some(*version) {
            missing.push(format!("{name}=={version}"));
        }
    }
    if !missing.is_empty() {
        eprintln!("installing {} into {}", missing.join(" "), venv.display());
        let status = Command::new(&python)
            .args(["-m", "pip", "install", "--disable-pip-version-check", "--quiet"])
            .args(&missing)
            .status()
            .with_context(|| format!("could not run {}", python.display()))?;
        if !status.success() {
            bail!(
                "pip could not install {} ({status}): check that PyPI is reachable, or delete {} and run \
                 `cargo xtask deps` again",
                missing.join(" "),
                venv.display()
            );
        }
        for (name, version) in packages {
            let found = installed_version(&python, name)?;
            if found.as_deref() != Some(*version) {
                bail!(
                    "after pip install, {name} is {found:?} in {} instead of {version}",
                    venv.display()
                );
            }
        }
    }
    Ok(bin)
}

fn create_venv(venv: &Path) -> Result<()> {
    if let Some(parent) = venv.parent() {
        std::fs::create_dir_all(parent).with_context(|| format!("could not create {}", parent.display()))?;
    }
    let system_python = if cfg!(windows) { "python" } else { "python3" };
    // --clear: a folder left by an interrupted run (no python inside) is rebuilt, not trusted.
    let status = Command::new(system_python)
        .args(["-m", "venv", "--clear"])
        .arg(venv)
        .status()
        .with_context(|| format!("could not run `{system_python}`: install Python 3 (3.9 or newer)"))?;
    if !status.success() {
        bail!(
            "`{system_python} -m venv {}` failed ({status}): on Debian or Ubuntu install python3-venv",
            venv.display()
        );
    }
    Ok(())
}

/// The installed version of a distribution in the venv, `None` when it is not installed.
fn installed_version(python: &Path, name: &str) -> Result<Option<String>> {
    // importlib.metadata reads the installed distribution's own record: faster than `pip show`.
    const SCRIPT: &str = "import sys, importlib.metadata as m\n\
        try:\n    print(m.version(sys.argv[1]))\n\
        except m.PackageNotFoundError:\n    pass\n";
    let output = Command::new(python)
        .args(["-c", SCRIPT, name])
        .output()
        .with_context(|| format!("could not run {}", python.display()))?;
    if !output.status.success() {
        bail!(
            "{} is broken ({}): delete {} and run `cargo xtask deps` again",
            python.display(),
            String::from_utf8_lossy(&output.stderr).trim(),
            python.parent().and_then(Path::parent).unwrap_or(python).display()
        );
    }
    let version = String::from_utf8_lossy(&output.stdout).trim().to_owned();
    Ok((!version.is_empty()).then_some(version))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pins_are_exact_versions() {
        for (name, version) in PYTHON_PACKAGES {
            assert!(!name.is_empty());
            assert!(
                !version.is_empty() && version.chars().all(|c| c.is_ascii_digit() || c == '.'),
                "{name}: pin an exact version, not {version:?}"
            );
        }
    }

    #[test]
    fn workflow_files_are_the_yaml_of_github_workflows() {
        let root = std::env::temp_dir().join(format!("xtask-workflows-test-{}", std::process::id()));
        assert_eq!(workflow_files(&root).unwrap(), Vec::<String>::new());
        let dir = root.join(WORKFLOWS_DIR);
        std::fs::create_dir_all(&dir).unwrap();
        for name in ["release.yml", "a.yaml", "README.md", "b.yml.orig"] {
            std::fs::write(dir.join(name), "").unwrap();
        }
        assert_eq!(
            workflow_files(&root).unwrap(),
            [".github/workflows/a.yaml", ".github/workflows/release.yml"]
        );
        std::fs::remove_dir_all(&root).unwrap();
    }

    /// The real validator (installed in the project's venv by `cargo xtask deps`, which
    /// `cargo xtask test` runs first) passes a valid workflow and refuses one with a misspelt key.
    #[test]
    fn the_workflow_check_passes_a_valid_workflow_and_refuses_a_bad_key() {
        let project = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
        let tool = program_in(&bin_dir(&venv_dir(project)), "check-jsonschema");
        assert!(
            tool.is_file(),
            "check-jsonschema is missing at {}: run `cargo xtask deps` to install it",
            tool.display()
        );
        let valid =
            "on: push\njobs:\n  build:\n    runs-on: ubuntu-22.04\n    steps:\n      - run: cargo test\n";
        let root = std::env::temp_dir().join(format!("xtask-workflow-check-{}", std::process::id()));
        let dir = root.join(WORKFLOWS_DIR);
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join("ci.yml"), valid).unwrap();
        check_workflows_with(&tool, &root).unwrap();

        std::fs::write(dir.join("ci.yml"), valid.replace("runs-on", "runs_on")).unwrap();
        let error = check_workflows_with(&tool, &root).unwrap_err().to_string();
        assert!(
            error.contains("does not follow GitHub's workflow schema"),
            "{error}"
        );
        std::fs::remove_dir_all(&root).unwrap();
    }

    #[test]
    fn venv_lives_under_target_tools() {
        let root = Path::new("/w");
        assert_eq!(venv_dir(root), Path::new("/w/target/tools/venv"));
    }

    /// Creates a real venv (offline: no packages to install), then finds it and reads versions in it.
    #[test]
    fn creates_the_venv_once_and_reads_installed_versions() {
        let root = std::env::temp_dir().join(format!("xtask-tools-test-{}", std::process::id()));
        let bin = ensure_venv_with(&root, &[]).unwrap();
        assert_eq!(bin, bin_dir(&venv_dir(&root)));
        let python = python_in(&bin);
        assert!(python.is_file());
        let config = venv_dir(&root).join("pyvenv.cfg");
        let created = std::fs::metadata(&config).unwrap().modified().unwrap();

        // A second call keeps the existing venv (`venv --clear` would rewrite pyvenv.cfg).
        assert_eq!(ensure_venv_with(&root, &[]).unwrap(), bin);
        assert_eq!(std::fs::metadata(&config).unwrap().modified().unwrap(), created);

        // pip is in every venv; the validator is not in this fresh one.
        assert!(
            installed_version(&python, "pip")
                .unwrap()
                .is_some_and(|v| !v.is_empty())
        );
        assert_eq!(
            installed_version(&python, "openapi-spec-validator").unwrap(),
            None
        );

        // A broken interpreter is reported, not mistaken for "not installed".
        assert!(installed_version(&root.join("no-such-python"), "pip").is_err());

        std::fs::remove_dir_all(&root).unwrap();
    }
}
