//! The updater, end to end on this machine (`cargo xtask test` runs it after the .deb check): the
//! current version packaged as a .deb and installed, the next version packaged and signed with a
//! key made for the run, and the installed app driven through WebDriver (the `update` test of
//! `dubdeck-e2e`) to refuse an older release and a package whose signature does not match, then
//! find, verify, install and restart into the next version with its library and key kept.
//!
//! Both versions run with a test-only configuration of the updater (`updater.json`, written here):
//! the run's public key, and the permission to use plain http, which the test's loopback server
//! needs. The next version is built with it; the current one, a debug build, reads it at run time
//! from the file `DUBDECK_UPDATER_TEST_CONFIG` names. No shipped build has either (the app's
//! configuration is tested for it, and the variable is read by debug builds only).

use std::path::{Path, PathBuf};
use std::process::Command;

use anyhow::{Context, Result, bail, ensure};

use crate::{bundle, cargo, e2e, keyring_env, shell_quote, simulator};

/// The next version: the current one with its patch number raised.
fn next_version(current: &str) -> Result<String> {
    let mut parts: Vec<u64> = current
        .split('.')
        .map(|p| {
            p.parse::<u64>()
                .with_context(|| format!("{current} is not a plain version"))
        })
        .collect::<Result<_>>()?;
    ensure!(parts.len() == 3, "{current} is not major.minor.patch");
    parts[2] += 1;
    Ok(format!("{}.{}.{}", parts[0], parts[1], parts[2]))
}

/// Runs the test, starting from `current_deb` (the debug build's package, made by the package
/// check) or, without it, from one built here.
pub fn run(root: &Path, current_deb: Option<&Path>) -> Result<()> {
    let started = std::time::Instant::now();
    let work = simulator::fresh_dir(root, "update-test")?;
    let serve = work.join("serve");
    std::fs::create_dir_all(&serve)?;
    let cli = bundle::tauri_cli(root);
    let key = work.join("update-test.key");
    let status = Command::new(&cli)
        .args([
            "signer",
            "generate",
            "--ci",
            "--password",
            "",
            "--force",
            "--write-keys",
        ])
        .arg(&key)
        .stdout(std::process::Stdio::null())
        .status()
        .context("could not run the Tauri CLI's signer")?;
    ensure!(status.success(), "generating the test key failed ({status})");
    let public = std::fs::read_to_string(format!("{}.pub", key.display()))?;
    let current = env!("CARGO_PKG_VERSION");
    let next = next_version(current)?;
    // The updater's test configuration: the run's key, an address the test replaces, and plain
    // http for its loopback server. The next version is built with it; the current one, the
    // .deb the package check installs, is given it at run time (debug builds only, see
    // `DUBDECK_UPDATER_TEST_CONFIG` in the app's `updates`), which saves a build of the app.
    let updater = serde_json::json!({
        "pubkey": public.trim(),
        "endpoints": ["http://127.0.0.1:9/latest.json"],
        "dangerousInsecureTransportProtocol": true
    });
    let updater_conf = work.join("updater.json");
    std::fs::write(&updater_conf, serde_json::to_string_pretty(&updater)?)?;
    let next_conf = work.join("next.conf.json");
    std::fs::write(
        &next_conf,
        serde_json::to_string_pretty(&serde_json::json!({
            "version": next,
            "plugins": { "updater": updater }
        }))?,
    )?;

    // The current version first (the package check's, else built now: the next one's build
    // replaces the debug app), kept in the run's folder; then the next one, served and signed.
    let built;
    let current_deb = match current_deb {
        Some(deb) => deb,
        None => {
            built = bundle::debug_deb(root)?;
            &built
        }
    };
    let current_deb = {
        let kept = work.join(current_deb.file_name().context("the .deb's name")?);
        std::fs::copy(current_deb, &kept)
            .with_context(|| format!("could not copy {} to {}", current_deb.display(), kept.display()))?;
        kept
    };
    sign(&cli, &key, &current_deb)?;
    let next_deb = bundle::debug_deb_with(root, &next_conf, &serve)?;
    sign(&cli, &key, &next_deb)?;
    if bundle::installed() {
        bundle::as_root("dpkg", &["-r", bundle::PACKAGE])?;
    }
    let current_text = current_deb.to_string_lossy().into_owned();
    bundle::as_root(
        "apt-get",
        &["install", "-y", "--no-install-recommends", &current_text],
    )?;
    ensure!(bundle::installed(), "{} is not installed", bundle::PACKAGE);
    let app = PathBuf::from("/usr/bin").join(bundle::PACKAGE);
    ensure!(app.is_file(), "the package installed no {}", app.display());

    let outcome = drive(
        root,
        &app,
        &Drive {
            work: &work,
            serve: &serve,
            next_deb: &next_deb,
            current_deb: &current_deb,
            updater_conf: &updater_conf,
            current,
            next: &next,
        },
    );
    // The package is removed whatever happened; the test's library is in its own folder.
    let removed = bundle::as_root("dpkg", &["-r", bundle::PACKAGE]);
    outcome?;
    removed?;
    eprintln!(
        "the update from {current} to {next} was found, verified, installed and restarted into in {:.0} s",
        started.elapsed().as_secs_f64()
    );
    Ok(())
}

/// Signs `file` with the test key (`<file>.sig`).
fn sign(cli: &Path, key: &Path, file: &Path) -> Result<()> {
    let status = Command::new(cli)
        .args(["signer", "sign", "--password", "", "--private-key-path"])
        .arg(key)
        .arg(file)
        .stdout(std::process::Stdio::null())
        .status()
        .context("could not run the Tauri CLI's signer")?;
    ensure!(status.success(), "signing {} failed ({status})", file.display());
    Ok(())
}

/// What the `update` test is given.
struct Drive<'a> {
    work: &'a Path,
    serve: &'a Path,
    next_deb: &'a Path,
    current_deb: &'a Path,
    updater_conf: &'a Path,
    current: &'a str,
    next: &'a str,
}

/// Runs the `update` test against the installed app, in a keyring session on a virtual display.
fn drive(root: &Path, app: &Path, run: &Drive<'_>) -> Result<()> {
    let driver = e2e::ensure_tauri_driver(root)?;
    let shots = simulator::target_dir(root).join("e2e").join("screenshots");
    std::fs::create_dir_all(&shots)?;
    let inner = format!(
        "timeout --signal=TERM --kill-after=30 900 xvfb-run -a -s {screen} {cargo} test -p dubdeck-e2e --locked --test update -- --nocapture",
        screen = keyring_env::shell_quote(e2e::XVFB_SERVER_ARGS),
        cargo = shell_quote(&cargo()),
    );
    eprintln!("+ (keyring session, xvfb) {inner}");
    let status = keyring_env::keyring_session_command(&inner)
        .current_dir(root)
        .env("DUBDECK_E2E_APP", app)
        .env("DUBDECK_E2E_DRIVER", &driver)
        .env("DUBDECK_E2E_SCREENSHOTS", &shots)
        .env("DUBDECK_E2E_UPDATE_SERVE", run.serve)
        .env("DUBDECK_E2E_UPDATE_NEXT_DEB", run.next_deb)
        .env(
            "DUBDECK_E2E_UPDATE_OTHER_SIG",
            format!("{}.sig", run.current_deb.display()),
        )
        .env("DUBDECK_E2E_UPDATE_CONFIG", run.updater_conf)
        .env("DUBDECK_E2E_UPDATE_CURRENT", run.current)
        .env("DUBDECK_E2E_UPDATE_NEXT", run.next)
        .env("DUBDECK_E2E_UPDATE_WORK", run.work)
        .env("NO_AT_BRIDGE", "1")
        .env("RUST_LIB_BACKTRACE", "0")
        .status()
        .context("could not start the update test in a keyring session")?;
    if !status.success() {
        bail!(
            "the update test failed ({status}); screenshots in {}",
            shots.display()
        );
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_next_version_raises_the_patch() {
        assert_eq!(super::next_version("0.1.0").unwrap(), "0.1.1");
        assert_eq!(super::next_version("2.9.19").unwrap(), "2.9.20");
        assert!(super::next_version("1.0").is_err());
    }
}
