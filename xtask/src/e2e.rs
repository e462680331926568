//! `cargo xtask e2e`: the end-to-end tests of the real app window (the `dubdeck-e2e` package in
//! `tests/`), driven through WebDriver (`tauri-driver` in front of WebKitWebDriver).
//!
//! Installs what is missing (system packages; `tauri-driver` pinned, into `target/tools`), builds
//! the page and the app (debug, page embedded), builds the tests, then runs them one at a time on
//! a private virtual display (Xvfb) inside an isolated, unlocked keyring session, with an overall
//! time limit so that a hung WebDriver can never hang CI. Screenshots of every screen go to
//! `target/e2e/screenshots/` (emptied first).

use std::path::{Path, PathBuf};
use std::process::Command;

use anyhow::{Context, Result, bail};

use crate::{app, cargo, keyring_env, shell_quote, simulator, sysdeps};

/// The tauri-driver release the tests are written against (Tauri 2's WebDriver intermediary).
pub const TAURI_DRIVER_VERSION: &str = "2.1.0";
/// The whole test run, builds excluded; `timeout` stops everything (and its children) after it.
const RUN_TIMEOUT_SECS: u64 = 20 * 60;
/// One screen, the size of the app's default window.
pub const XVFB_SERVER_ARGS: &str = "-screen 0 1280x800x24 -nolisten tcp";

/// GStreamer's plugin registry for the whole run, built here once. Each test has a cache folder
/// of its own, where the window's media player would otherwise rebuild the registry, scanning
/// every plugin; on a fresh machine (plugins not yet read from disk) that took longer than the
/// player test waits for playback.
fn gstreamer_registry(root: &Path) -> Result<PathBuf> {
    let registry = simulator::target_dir(root)
        .join("e2e")
        .join("gstreamer-registry.bin");
    let started = std::time::Instant::now();
    let built = Command::new("gst-inspect-1.0")
        .env("GST_REGISTRY", &registry)
        .stdout(std::process::Stdio::null())
        .status()
        .context("could not run gst-inspect-1.0 (package gstreamer1.0-tools)")?;
    if !built.success() {
        bail!("gst-inspect-1.0 could not build GStreamer's registry ({built})");
    }
    eprintln!(
        "xtask: GStreamer's registry ready in {:.1} s: {}",
        started.elapsed().as_secs_f64(),
        registry.display()
    );
    Ok(registry)
}

/// `cargo xtask e2e`: everything, from a fresh machine.
pub fn e2e(root: &Path, filter: Option<&str>) -> Result<()> {
    sysdeps::ensure_system_packages()?;
    run_prepared(root, filter)
}

/// The end-to-end run once system packages are installed (what `cargo xtask test` has already
/// done when it gets here); `filter` runs only the tests whose names contain it.
pub fn run_prepared(root: &Path, filter: Option<&str>) -> Result<()> {
    let driver = ensure_tauri_driver(root)?;
    // The page first (the app embeds it), then the app: debug, page embedded.
    let app = app::build(root, app::Profile::Dev)?;
    if !app.is_file() {
        bail!("the build did not produce {}", app.display());
    }
    crate::run(
        root,
        &cargo(),
        &["test", "-p", "dubdeck-e2e", "--locked", "--no-run"],
    )?;
    let shots = simulator::target_dir(root).join("e2e").join("screenshots");
    if shots.exists() {
        std::fs::remove_dir_all(&shots).with_context(|| format!("could not clear {}", shots.display()))?;
    }
    std::fs::create_dir_all(&shots).with_context(|| format!("could not create {}", shots.display()))?;
    let audits = simulator::target_dir(root).join("e2e").join("axe");
    if audits.exists() {
        std::fs::remove_dir_all(&audits).with_context(|| format!("could not clear {}", audits.display()))?;
    }
    let registry = gstreamer_registry(root)?;

    // One test at a time (one screen, one pointer); their own lines (what each checked, how long
    // it took) are worth reading in CI, so they are not captured.
    // The output is kept in a file too, for the failures' digest at the end.
    let log = simulator::target_dir(root).join("e2e").join("output.log");
    let mut inner = format!(
        "set -o pipefail; timeout --signal=TERM --kill-after=30 {RUN_TIMEOUT_SECS} \
         xvfb-run -a -s {screen} {cargo} test -p dubdeck-e2e --locked --lib --test window --test dubbing \
         -- --test-threads=1 --nocapture",
        screen = keyring_env::shell_quote(XVFB_SERVER_ARGS),
        cargo = shell_quote(&cargo()),
    );
    if let Some(filter) = filter {
        inner.push(' ');
        inner.push_str(&keyring_env::shell_quote(filter));
    }
    inner.push_str(&format!(" 2>&1 | tee {}", shell_quote(&log.to_string_lossy())));
    eprintln!("+ (keyring session, xvfb) {inner}");
    let started = std::time::Instant::now();
    let status = keyring_env::keyring_session_command(&inner)
        .current_dir(root)
        .env("DUBDECK_E2E_APP", &app)
        .env("DUBDECK_E2E_DRIVER", &driver)
        .env("DUBDECK_E2E_SCREENSHOTS", &shots)
        .env("GST_REGISTRY", &registry)
        // GTK's accessibility bridge is not needed and only adds noise and start-up time.
        .env("NO_AT_BRIDGE", "1")
        // A failed test's message is what CI shows of it: no captured backtrace may bury it
        // (anyhow captures one whenever RUST_BACKTRACE is set, as CI runners often do).
        .env("RUST_LIB_BACKTRACE", "0")
        .status()
        .context("could not start the end-to-end run in a keyring session")?;
    let took = started.elapsed().as_secs();
    match axe_report(&audits) {
        Ok(Some(report)) => eprintln!("xtask: the accessibility audits' table: {}", report.display()),
        Ok(None) => {}
        Err(e) => eprintln!("xtask: could not write the accessibility audits' table: {e:#}"),
    }
    match status.code() {
        Some(0) => {
            eprintln!(
                "end-to-end tests passed in {took} s; screenshots in {}",
                shots.display()
            );
            Ok(())
        }
        Some(124) | Some(137) => bail!(
            "the end-to-end tests did not finish within {} minutes and were stopped",
            RUN_TIMEOUT_SECS / 60
        ),
        _ => {
            if let Ok(output) = std::fs::read_to_string(&log) {
                eprintln!(
                    "\nxtask: what failed in the end-to-end tests:\n{}",
                    failures(&output)
                );
            }
            bail!(
                "the end-to-end tests failed ({status}) after {took} s; screenshots (FAILED-*.png for \
                 failures) in {}; the whole output in {}",
                shots.display(),
                log.display()
            )
        }
    }
}

/// The failures in a test run's output, for the end of the log (CI shows its end): each failed
/// test's name and the panic that failed it, with the lines of its message.
fn failures(output: &str) -> String {
    let lines: Vec<&str> = output.lines().collect();
    let mut digest = Vec::new();
    for (at, line) in lines.iter().enumerate() {
        if line.contains("panicked at ") {
            digest.push(String::new());
            // The message: the lines after the location, to a blank line or a backtrace.
            for message in lines[at..].iter().take(12) {
                if message.trim().is_empty()
                    || message.starts_with("stack backtrace")
                    || message.starts_with("note: ")
                {
                    break;
                }
                digest.push(format!("  {message}"));
            }
        } else if line.contains("] FAILED in ") {
            // A test that returned its error: the harness's line, then the error's.
            digest.push(String::new());
            digest.push(line.to_string());
            digest.extend(
                lines[at + 1..]
                    .iter()
                    .take(3)
                    .filter(|l| l.starts_with("Error:") || l.starts_with("screenshot:"))
                    .map(|l| format!("  {l}")),
            );
        } else if line.starts_with("test ") && line.ends_with("FAILED")
            || line.starts_with("error: test failed")
        {
            digest.push(line.to_string());
        }
    }
    if digest.is_empty() {
        "  (no panic or failed test in the output: see the lines above)".to_owned()
    } else {
        digest.join("\n")
    }
}

/// The window tests' axe-core audits (`<audits>/<screen>-<theme>.json`, written by the tests'
/// `Ui::audit`) as one Markdown table beside them, `axe-report.md`: each screen and theme, the
/// rules that passed and the violations by impact, then each violation found. `None` when no
/// test audited anything.
fn axe_report(audits: &Path) -> Result<Option<PathBuf>> {
    const IMPACTS: [&str; 4] = ["critical", "serious", "moderate", "minor"];
    let Ok(entries) = std::fs::read_dir(audits) else {
        return Ok(None);
    };
    let mut files: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    if files.is_empty() {
        return Ok(None);
    }
    files.sort();
    let mut table = String::from(
        "# Accessibility audits (axe-core, WCAG 2.1 A and AA)\n\n\
         | Screen | Theme | Rules passed | Critical | Serious | Moderate | Minor |\n\
         |---|---|---:|---:|---:|---:|---:|\n",
    );
    let mut details = String::new();
    let mut totals = [0usize; 4];
    for file in &files {
        let text =
            std::fs::read_to_string(file).with_context(|| format!("could not read {}", file.display()))?;
        let audit: serde_json::Value =
            serde_json::from_str(&text).with_context(|| format!("{} is not JSON", file.display()))?;
        let screen = audit["screen"].as_str().unwrap_or("?");
        let theme = audit["theme"].as_str().unwrap_or("?");
        let violations = audit["violations"].as_array().cloned().unwrap_or_default();
        let mut counts = [0usize; 4];
        for v in &violations {
            if let Some(i) = IMPACTS.iter().position(|i| v["impact"].as_str() == Some(i)) {
                counts[i] += 1;
                totals[i] += 1;
            }
            details.push_str(&format!(
                "- {screen} ({theme}): `{}` ({}): {} — {} element(s)\n",
                v["id"].as_str().unwrap_or("?"),
                v["impact"].as_str().unwrap_or("no impact"),
                v["help"].as_str().unwrap_or(""),
                v["count"].as_u64().unwrap_or(0)
            ));
        }
        table.push_str(&format!(
            "| {screen} | {theme} | {} | {} | {} | {} | {} |\n",
            audit["passes"].as_u64().unwrap_or(0),
            counts[0],
            counts[1],
            counts[2],
            counts[3]
        ));
    }
    table.push_str(&format!(
        "\n{} audits; violations: {} critical, {} serious, {} moderate, {} minor.\n",
        files.len(),
        totals[0],
        totals[1],
        totals[2],
        totals[3]
    ));
    if !details.is_empty() {
        table.push_str("\n## Violations\n\n");
        table.push_str(&details);
    }
    let report = audits.with_file_name("axe-report.md");
    std::fs::write(&report, table).with_context(|| format!("could not write {}", report.display()))?;
    Ok(Some(report))
}

/// `target/tools/bin/tauri-driver` at [`TAURI_DRIVER_VERSION`], installed with cargo when missing
/// or at another version. Project-local: nothing outside `target/` is touched.
pub(crate) fn ensure_tauri_driver(root: &Path) -> Result<PathBuf> {
    let tools = simulator::target_dir(root).join("tools");
    let bin = tools.join("bin").join(if cfg!(windows) {
        "tauri-driver.exe"
    } else {
        "tauri-driver"
    });
    if bin.is_file() && installed_version(&tools).as_deref() == Some(TAURI_DRIVER_VERSION) {
        return Ok(bin);
    }
    let root_arg = tools.to_string_lossy().into_owned();
    crate::run(
        root,
        &cargo(),
        &[
            "install",
            "tauri-driver",
            "--locked",
            "--force",
            "--version",
            TAURI_DRIVER_VERSION,
            "--root",
            &root_arg,
        ],
    )?;
    if !bin.is_file() {
        bail!("cargo install did not produce {}", bin.display());
    }
    Ok(bin)
}

/// The version of tauri-driver cargo recorded as installed under `tools`, if any.
fn installed_version(tools: &Path) -> Option<String> {
    let out = Command::new(cargo())
        .args(["install", "--list", "--root"])
        .arg(tools)
        .output()
        .ok()?;
    parse_installed_version(&String::from_utf8_lossy(&out.stdout))
}

/// Reads `tauri-driver v2.1.0:` from the output of `cargo install --list`.
fn parse_installed_version(list: &str) -> Option<String> {
    list.lines().find_map(|line| {
        let rest = line.strip_prefix("tauri-driver v")?;
        Some(rest.trim_end().trim_end_matches(':').to_owned())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_installed_version_from_cargo_install_list() {
        let list = "ripgrep v14.1.0:\n    rg\ntauri-driver v2.1.0:\n    tauri-driver\n";
        assert_eq!(parse_installed_version(list).as_deref(), Some("2.1.0"));
        assert_eq!(parse_installed_version("ripgrep v14.1.0:\n    rg\n"), None);
        assert_eq!(parse_installed_version(""), None);
    }

    #[test]
    fn the_display_arguments_stay_one_word() {
        let out = Command::new("bash")
            .arg("-c")
            .arg(format!(
                "printf '%s|' {}",
                keyring_env::shell_quote(XVFB_SERVER_ARGS)
            ))
            .output()
            .unwrap();
        assert_eq!(
            String::from_utf8(out.stdout).unwrap(),
            format!("{XVFB_SERVER_ARGS}|")
        );
    }
}
