//! The updater, end to end on this machine (`cargo xtask test` runs it after the .deb check): the
//! current version packaged as a .deb and installed, the next version packaged and signed with a
//! key made for the run, and the installed app driven through WebDriver (the `update` test of
//! `dubdeck-e2e`) to refuse an older release and a package whose signature does not match, then
//! find, verify, install and restart into the next version with its library and key kept.
//!
//! Both builds carry a test-only configuration (`update-test.conf.json`, written here): the run's
//! public key, and the updater's permission to use plain http, which the test's loopback server
//! needs. No shipped build has either (the app's configuration is tested for it).

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

pub fn run(root: &Path) -> Result<()> {
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
    let config = |version: &str| {
        serde_json::json!({
            "version": version,
            "plugins": { "updater": {
                "pubkey": public.trim(),
                "endpoints": ["http://127.0.0.1:9/latest.json"],
                "dangerousInsecureTransportProtocol": true
            } }
        })
    };
    let next_conf = work.join("next.conf.json");
    std::fs::write(&next_conf, serde_json::to_string_pretty(&config(&next))?)?;
    let current_conf = work.join("current.conf.json");
    std::fs::write(&current_conf, serde_json::to_string_pretty(&config(current))?)?;

    // The next version first (served, signed), then the current one (installed).
    let next_deb = bundle::debug_deb_with(root, &next_conf, &serve)?;
    sign(&cli, &key, &next_deb)?;
    let current_deb = bundle::debug_deb_with(root, &current_conf, &work)?;
    sign(&cli, &key, &current_deb)?;
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

    let outcome = drive(root, &app, &work, &serve, &next_deb, &current_deb, current, &next);
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

/// Runs the `update` test against the installed app, in a keyring session on a virtual display.
#[allow(clippy::too_many_arguments)]
fn drive(
    root: &Path,
    app: &Path,
    work: &Path,
    serve: &Path,
    next_deb: &Path,
    current_deb: &Path,
    current: &str,
    next: &str,
) -> Result<()> {
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
        .env("DUBDECK_E2E_UPDATE_SERVE", serve)
        .env("DUBDECK_E2E_UPDATE_NEXT_DEB", next_deb)
        .env(
            "DUBDECK_E2E_UPDATE_OTHER_SIG",
            format!("{}.sig", current_deb.display()),
        )
        .env("DUBDECK_E2E_UPDATE_CURRENT", current)
        .env("DUBDECK_E2E_UPDATE_NEXT", next)
        .env("DUBDECK_E2E_UPDATE_WORK", work)
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
