//! The installed app updates itself (`cargo xtask test` prepares it: see xtask's `update_test`):
//! the current version is installed from its .deb; the next version's .deb, signed with the run's
//! key, is served here on loopback with a `latest.json` this test writes for each step. Through
//! the window (WebDriver) the app refuses a release older than itself and a package whose
//! signature does not match, then finds, verifies, installs and restarts into the next version;
//! started again, Settings shows the new version, the library's settings and the key are there.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use anyhow::{Context, Result, bail, ensure};
use dubdeck_e2e::case::within;
use dubdeck_e2e::{Case, Launch, Ui, procs, xpath};

/// What xtask prepared.
struct Prepared {
    serve: PathBuf,
    next_deb: PathBuf,
    other_sig: PathBuf,
    /// The updater's test configuration, which the installed debug build reads at run time.
    updater_config: String,
    current: String,
    next: String,
}

fn prepared() -> Result<Prepared> {
    let var = |name: &str| {
        std::env::var(name).with_context(|| {
            format!("{name} is not set: run the update test with `cargo xtask test`, which installs the current version and builds the next")
        })
    };
    Ok(Prepared {
        serve: PathBuf::from(var("DUBDECK_E2E_UPDATE_SERVE")?),
        next_deb: PathBuf::from(var("DUBDECK_E2E_UPDATE_NEXT_DEB")?),
        other_sig: PathBuf::from(var("DUBDECK_E2E_UPDATE_OTHER_SIG")?),
        updater_config: var("DUBDECK_E2E_UPDATE_CONFIG")?,
        current: var("DUBDECK_E2E_UPDATE_CURRENT")?,
        next: var("DUBDECK_E2E_UPDATE_NEXT")?,
    })
}

/// The folder `dir` on a loopback port: `GET /<file>` answers the file's bytes.
async fn serve(dir: &Path) -> Result<(url::Url, tokio::task::JoinHandle<()>)> {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
    let base = url::Url::parse(&format!("http://{}/", listener.local_addr()?))?;
    let dir = dir.to_path_buf();
    let router = axum::Router::new().route(
        "/{file}",
        axum::routing::get(move |axum::extract::Path(file): axum::extract::Path<String>| {
            let dir = dir.clone();
            async move {
                if file.contains('/') || file.contains("..") {
                    return Err(axum::http::StatusCode::NOT_FOUND);
                }
                tokio::fs::read(dir.join(&file))
                    .await
                    .map_err(|_| axum::http::StatusCode::NOT_FOUND)
            }
        }),
    );
    let task = tokio::spawn(async move {
        let _ = axum::serve(listener, router).await;
    });
    Ok((base, task))
}

/// The release `latest.json` announces: `version`, its notes, and the next version's .deb (this
/// machine's kind: `linux-x86_64-deb`) with `signature`.
fn announce(prepared: &Prepared, base: &url::Url, version: &str, signature: &Path) -> Result<()> {
    let name = prepared
        .next_deb
        .file_name()
        .context("the .deb's name")?
        .to_string_lossy();
    let manifest = serde_json::json!({
        "version": version,
        "notes": "Faster uploads.\n\n- The player remembers where you were.\n- Fixes a crash when a microphone goes away.",
        "pub_date": "2026-11-29T08:00:00Z",
        "platforms": {
            format!("linux-{}-deb", std::env::consts::ARCH): {
                "signature": std::fs::read_to_string(signature)?.trim(),
                "url": base.join(&name)?.to_string(),
            }
        }
    });
    std::fs::write(
        prepared.serve.join("latest.json"),
        serde_json::to_string_pretty(&manifest)?,
    )?;
    Ok(())
}

/// The version of the installed package, as dpkg knows it.
fn installed_version() -> Result<String> {
    let out = std::process::Command::new("dpkg-query")
        .args(["-W", "-f=${Version}", "dubdeck"])
        .output()?;
    ensure!(out.status.success(), "dubdeck is not installed");
    Ok(String::from_utf8_lossy(&out.stdout).trim().to_owned())
}

/// The app's processes running the installed binary (the updated one, after the install), not
/// its decoder helpers.
fn app_processes(binary: &Path) -> Vec<u32> {
    let Ok(entries) = std::fs::read_dir("/proc") else {
        return Vec::new();
    };
    entries
        .filter_map(|e| e.ok()?.file_name().to_str()?.parse::<u32>().ok())
        .filter(|&pid| procs::exe(pid).is_some_and(|exe| exe == binary) && !procs::is_helper(pid))
        .collect()
}

const UPDATES: &str = "Updates";

/// Scrolls the Updates section to the top of the screen, for its screenshot.
async fn show_section(ui: &Ui) -> Result<()> {
    let _: Option<bool> = ui
        .script(
            "const h = [...document.querySelectorAll('section h2')].find((h) => h.textContent.trim() === arguments[0]);
             if (h) { h.closest('section').scrollIntoView({ block: 'start' }); }
             return !!h;",
            vec![serde_json::json!(UPDATES)],
        )
        .await?;
    Ok(())
}
const CHECK: &str = "Check for updates";
const INSTALL: &str = "Install and restart";

/// The Updates section of Settings.
fn section() -> String {
    format!("//section[.//h2[normalize-space(.)={}]]", xpath::lit(UPDATES))
}

/// Checks for updates and waits for the section to say `text`.
async fn check_and_wait(ui: &Ui, text: &str) -> Result<()> {
    ui.click(
        "Check for updates",
        &format!("{}//button[normalize-space(.)={}]", section(), xpath::lit(CHECK)),
    )
    .await?;
    ui.wait_for(
        &format!("the Updates section to say {text:?}"),
        &format!(
            "{}//*[contains(normalize-space(.), {})]",
            section(),
            xpath::lit(text)
        ),
    )
    .await?;
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_installed_app_updates_itself_to_the_next_signed_version() -> Result<()> {
    let prepared = prepared()?;
    let (base, _server) = serve(&prepared.serve).await?;
    let mut case = Case::with_env(
        "update",
        &[("DUBDECK_UPDATER_TEST_CONFIG", prepared.updater_config.as_str())],
    )
    .await?;
    // The library asks the test's server for its updates (the setting Settings > Updates edits).
    dubdeck_core::ledger::Ledger::open_in(&case.data_dir)?
        .settings()
        .set::<dubdeck_core::ledger::UpdateEndpoint>(&Some(base.join("latest.json")?))?;
    let outcome = within(flow(&mut case, &prepared, &base)).await;
    case.finish(outcome).await
}

async fn flow(case: &mut Case, prepared: &Prepared, base: &url::Url) -> Result<()> {
    let binary = PathBuf::from("/usr/bin/dubdeck");
    ensure!(
        installed_version()? == prepared.current,
        "the current version is not the one installed"
    );
    case.launch(Launch::default()).await?;
    case.sign_in().await?;
    case.go_to("Settings").await?;
    let ui = case.ui()?;
    ui.wait_for("the Updates section", &section()).await?;
    ensure!(
        ui.is_shown(&format!(
            "{}//*[contains(normalize-space(.), {})]",
            section(),
            xpath::lit(&prepared.current)
        ))
        .await?,
        "the Updates section does not show the version running, {}",
        prepared.current
    );

    // An older release is refused, in words, and nothing is offered to install.
    announce(
        prepared,
        base,
        "0.0.1",
        &prepared.serve.join(format!(
            "{}.sig",
            prepared.next_deb.file_name().unwrap().to_string_lossy()
        )),
    )?;
    check_and_wait(ui, "0.0.1").await?;
    ensure!(
        !ui.is_shown(&format!(
            "{}//button[normalize-space(.)={}]",
            section(),
            xpath::lit(INSTALL)
        ))
        .await?,
        "an older release is offered for installing"
    );
    show_section(ui).await?;
    ui.shoot("update-older").await?;

    // A package whose signature is another file's: offered, then refused as it is verified.
    announce(prepared, base, &prepared.next, &prepared.other_sig)?;
    check_and_wait(ui, &prepared.next).await?;
    // The release notes are shown before anything is installed.
    ui.wait_for(
        "the release notes",
        &format!(
            "{}//*[contains(normalize-space(.), 'The player remembers where you were.')]",
            section()
        ),
    )
    .await?;
    show_section(ui).await?;
    ui.shoot("update-offer").await?;
    ui.click(
        "Install and restart",
        &format!(
            "{}//button[normalize-space(.)={}]",
            section(),
            xpath::lit(INSTALL)
        ),
    )
    .await?;
    ui.wait_for(
        "the signature's refusal",
        &format!("{}//*[contains(normalize-space(.), 'signature')]", section()),
    )
    .await?;
    ui.shoot("update-bad-signature").await?;
    ensure!(
        installed_version()? == prepared.current,
        "a package with a wrong signature was installed"
    );

    // The real one: found, verified, installed, and the app restarts into it.
    let signature = PathBuf::from(format!("{}.sig", prepared.next_deb.display()));
    announce(prepared, base, &prepared.next, &signature)?;
    check_and_wait(ui, &prepared.next).await?;
    let before: Vec<u32> = app_processes(&binary);
    ui.click(
        "Install and restart",
        &format!(
            "{}//button[normalize-space(.)={}]",
            section(),
            xpath::lit(INSTALL)
        ),
    )
    .await?;
    let started = Instant::now();
    let restarted = loop {
        let now: Vec<u32> = app_processes(&binary)
            .into_iter()
            .filter(|p| !before.contains(p))
            .collect();
        if !now.is_empty() && installed_version()? == prepared.next {
            break now;
        }
        if started.elapsed() > Duration::from_secs(180) {
            bail!(
                "no restart into {} within 180 s (installed: {:?})",
                prepared.next,
                installed_version().ok()
            );
        }
        tokio::time::sleep(Duration::from_millis(250)).await;
    };
    eprintln!(
        "[update] restarted into {} as {restarted:?} after {:.0} s",
        prepared.next,
        started.elapsed().as_secs_f64()
    );
    // The restarted app is not the test's session: it is stopped, and started again through it.
    for pid in &restarted {
        procs::terminate(*pid);
    }
    let _ = case.kill_app().await;
    let stopping = Instant::now();
    while restarted.iter().any(|&p| procs::alive(p)) {
        ensure!(
            stopping.elapsed() < Duration::from_secs(20),
            "the restarted app did not stop"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    tokio::time::sleep(Duration::from_secs(1)).await;

    case.launch(Launch::default()).await?;
    // Signed in with the key the keychain kept, and the library's settings as they were.
    case.wait_credits(dubdeck_e2e::case::CREDITS_TEXT).await?;
    case.go_to("Settings").await?;
    let ui = case.ui()?;
    ui.wait_for(
        "the new version in Settings",
        &format!(
            "{}//*[contains(normalize-space(.), {})]",
            section(),
            xpath::lit(&prepared.next)
        ),
    )
    .await?;
    let kept = dubdeck_core::ledger::Ledger::open_in(&case.data_dir)?
        .settings()
        .get::<dubdeck_core::ledger::UpdateEndpoint>()?;
    ensure!(
        kept == Some(base.join("latest.json")?),
        "the library's setting was lost: {kept:?}"
    );
    show_section(ui).await?;
    ui.shoot("update-after-restart").await?;
    Ok(())
}
