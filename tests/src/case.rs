//! One test's world: temporary folders for the app (its data folder, and a HOME and XDG config,
//! cache and data folders so WebKit's and the window-state plugin's files are the test's too), a simulator with an
//! account and a key of its own, a tauri-driver carrying that environment, and app sessions on it.
//! A restart is [`Case::quit_app`] then [`Case::launch`]: a new process on the same folders.

use std::ffi::OsString;
use std::future::Future;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use anyhow::{Context, Result, anyhow, bail};
use dubdeck_sim::{AccountSpec, RunningSim, SimConfig};
use serde_json::json;
use tempfile::TempDir;
use thirtyfour::prelude::*;

use crate::bus::BareBus;
use crate::config::Config;
use crate::driver::TauriDriver;
use crate::ui::Ui;
use crate::{keychain, procs, xpath};

/// The most one test may take (a hung window fails the test instead of the run's overall limit).
pub const TEST_LIMIT: Duration = Duration::from_secs(180);
/// Bounds (not targets) for the service's stages on the simulator (1.5 s each, polls 3 s apart):
/// a dub asking for approval, and a dub done.
pub const TO_APPROVAL: Duration = Duration::from_secs(60);
pub const TO_DONE: Duration = Duration::from_secs(90);
/// The test account's credits, as the credits badge shows them.
pub const CREDITS: i64 = 5_000;
pub const CREDITS_TEXT: &str = "5,000 credits";
/// How long the app may take to exit once its session ended.
const EXIT_WITHIN: Duration = Duration::from_secs(15);

/// How the app is started.
#[derive(Debug, Clone, Default)]
pub struct Launch {
    /// Command-line arguments (e.g. `--demo`).
    pub args: Vec<String>,
}

impl Launch {
    pub fn demo() -> Launch {
        Launch {
            args: vec!["--demo".to_owned()],
        }
    }
}

/// The test's world (see the module's documentation).
pub struct Case {
    pub name: String,
    pub config: Config,
    root: TempDir,
    /// The app's data folder (`DUBDECK_DATA_DIR`).
    pub data_dir: PathBuf,
    /// The test account's API key (unique to the test).
    pub key: String,
    /// The account's credits at the start.
    pub credits: i64,
    sim: Option<RunningSim>,
    bus: Option<BareBus>,
    driver: Option<TauriDriver>,
    ui: Option<Ui>,
    /// The running app's processes (found below the driver while its session is open).
    app_pids: Vec<u32>,
    started: Instant,
    notes: Vec<String>,
}

impl Case {
    /// A case with a simulator (an account of [`CREDITS`] credits) and an empty keychain.
    pub async fn new(name: &str) -> Result<Case> {
        Case::build(name, false, CREDITS, &[]).await
    }

    /// A case whose app starts with `env` set too (a locale: `LANG`, `DUBDECK_LANG`).
    pub async fn with_env(name: &str, env: &[(&str, &str)]) -> Result<Case> {
        Case::build(name, false, CREDITS, env).await
    }

    /// A case whose account starts with `credits` (a test can change the balance:
    /// [`Case::set_credits`]).
    pub async fn with_credits(name: &str, credits: i64) -> Result<Case> {
        Case::build(name, false, credits, &[]).await
    }

    /// A case whose app finds no Secret Service: its session bus is a private one without it.
    pub async fn without_keychain(name: &str) -> Result<Case> {
        Case::build(name, true, CREDITS, &[]).await
    }

    async fn build(name: &str, bare_bus: bool, credits: i64, extra_env: &[(&str, &str)]) -> Result<Case> {
        let config = Config::from_env()?;
        let root = tempfile::Builder::new()
            .prefix(&format!("dubdeck-e2e-{name}-"))
            .tempdir()?;
        let data_dir = root.path().join("data");
        for dir in ["data", "home", "config", "cache", "share", "bus"] {
            std::fs::create_dir_all(root.path().join(dir))?;
        }
        let key = format!("e2e-{name}-key-{:08x}", std::process::id() ^ 0x5eed_d00d);
        let sim = dubdeck_sim::start(SimConfig {
            accounts: vec![AccountSpec::new("e2e", credits, [key.as_str()])],
            // Tests change balances, inject faults and read the request log through it.
            test_surface: true,
            ..SimConfig::default()
        })
        .await
        .context("the simulator did not start")?;
        keychain::clear().await?;
        let bus = if bare_bus {
            Some(BareBus::start(&root.path().join("bus"))?)
        } else {
            None
        };

        let mut env: Vec<(OsString, OsString)> = vec![
            ("DUBDECK_DATA_DIR".into(), data_dir.clone().into()),
            ("DUBDECK_BASE_URL".into(), sim.base_url().to_string().into()),
            ("HOME".into(), root.path().join("home").into()),
            ("XDG_CONFIG_HOME".into(), root.path().join("config").into()),
            ("XDG_CACHE_HOME".into(), root.path().join("cache").into()),
            ("XDG_DATA_HOME".into(), root.path().join("share").into()),
            ("NO_AT_BRIDGE".into(), "1".into()),
            // Errors in the driver's log without a backtrace each (panics keep theirs).
            ("RUST_LIB_BACKTRACE".into(), "0".into()),
            ("DUBDECK_LOG".into(), "warn,dubdeck_app=info".into()),
            // English unless the case asks for a locale (the machine's own is not the test's).
            ("LANG".into(), "C.UTF-8".into()),
        ];
        env.extend(
            extra_env
                .iter()
                .map(|(k, v)| (OsString::from(k), OsString::from(v))),
        );
        if let Some(bus) = &bus {
            env.push(("DBUS_SESSION_BUS_ADDRESS".into(), bus.address().into()));
        }
        let log = root.path().join("tauri-driver.log");
        let unset = [
            "DUBDECK_API_KEY",
            "DUBDECK_LANG",
            "LANGUAGE",
            "LC_ALL",
            "LC_MESSAGES",
        ];
        let driver = TauriDriver::start(&config.driver, &env, &unset, &log).await?;
        Ok(Case {
            name: name.to_owned(),
            config,
            root,
            data_dir,
            key,
            credits,
            sim: Some(sim),
            bus,
            driver: Some(driver),
            ui: None,
            app_pids: Vec::new(),
            started: Instant::now(),
            notes: Vec::new(),
        })
    }

    /// The simulator's address (what `DUBDECK_BASE_URL` says, unless the case cleared it).
    pub fn sim_base_url(&self) -> Result<url::Url> {
        let sim = self.sim.as_ref().context("the simulator is stopped")?;
        Ok(sim.base_url())
    }

    /// The case's temporary folder: everything the app wrote is below it.
    pub fn root(&self) -> &Path {
        self.root.path()
    }

    /// Starts the app (a new WebDriver session) and waits for its page to be there.
    pub async fn launch(&mut self, launch: Launch) -> Result<()> {
        if self.ui.is_some() {
            bail!("the app is already running");
        }
        let driver = self.driver.as_ref().context("the driver is stopped")?;
        let mut caps = serde_json::Map::new();
        caps.insert("browserName".into(), json!("wry"));
        caps.insert(
            "tauri:options".into(),
            json!({ "application": self.config.app, "args": launch.args }),
        );
        let session = WebDriver::builder(driver.url(), Capabilities::from(caps))
            .request_timeout(Duration::from_secs(60))
            .await
            .map_err(|e| anyhow!("could not start the app's session: {e}\n{}", driver.log_tail(40)))?;
        let ui = Ui::new(session, self.config.screenshots.clone());
        // The page is up when the app's root has rendered anything (the loading pulse at least).
        ui.wait_until("the page to render", crate::ui::WAIT, || async {
            let n: u64 = ui
                .script("return document.querySelectorAll('#app *').length;", vec![])
                .await?;
            Ok((n > 0).then_some(()))
        })
        .await?;
        self.ui = Some(ui);
        self.app_pids = driver.apps(&self.config.app);
        if self.app_pids.is_empty() {
            bail!("the app's session is open but no app process runs below tauri-driver");
        }
        Ok(())
    }

    /// The running app's WebKit web processes.
    pub fn web_processes(&self) -> Vec<u32> {
        self.app_pids
            .iter()
            .flat_map(|&p| procs::web_processes(p))
            .collect()
    }

    /// The running app's session.
    pub fn ui(&self) -> Result<&Ui> {
        self.ui.as_ref().context("the app is not running")
    }

    /// Quits the app: ends its WebDriver session, then waits for its process to exit (by pid:
    /// once WebKitWebDriver lets go of it, it may no longer be below the driver, yet still hold
    /// its single-instance name on the session bus, which would turn the next start away).
    pub async fn quit_app(&mut self) -> Result<()> {
        let ui = self.ui.take().context("the app is not running")?;
        ui.driver.quit().await.context("ending the app's session")?;
        let pids = std::mem::take(&mut self.app_pids);
        let started = Instant::now();
        loop {
            let running: Vec<u32> = pids.iter().copied().filter(|&p| procs::alive(p)).collect();
            if running.is_empty() {
                wait_single_instance_released().await;
                return Ok(());
            }
            if started.elapsed() > EXIT_WITHIN {
                for pid in &running {
                    procs::terminate(*pid);
                }
                bail!("the app ({running:?}) still ran {EXIT_WITHIN:?} after its session ended");
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }

    /// Kills the app (SIGKILL, as a crash or a power cut would), ends its session, and waits for
    /// its processes to be gone.
    pub async fn kill_app(&mut self) -> Result<()> {
        let ui = self.ui.take().context("the app is not running")?;
        let pids = std::mem::take(&mut self.app_pids);
        for pid in &pids {
            procs::kill(*pid);
        }
        // The window is gone: the session's end may fail, and that is expected.
        let _ = ui.driver.quit().await;
        let started = Instant::now();
        while pids.iter().any(|&p| procs::alive(p)) {
            if started.elapsed() > EXIT_WITHIN {
                bail!("the app ({pids:?}) still ran {EXIT_WITHIN:?} after SIGKILL");
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        wait_single_instance_released().await;
        Ok(())
    }

    /// Sends `body` to the simulator's test surface with `method` at `path` (below `/_sim/`).
    pub async fn sim_call(
        &self,
        method: reqwest::Method,
        path: &str,
        body: serde_json::Value,
    ) -> Result<serde_json::Value> {
        let sim = self.sim.as_ref().context("the simulator is stopped")?;
        let url = sim.base_url().join(&format!("_sim/{path}"))?;
        let mut request = reqwest::Client::new().request(method, url);
        if !body.is_null() {
            request = request.json(&body);
        }
        let answer = request.send().await?;
        let status = answer.status();
        let text = answer.text().await?;
        if !status.is_success() {
            bail!("the simulator's {path} answered {status}: {text}");
        }
        Ok(if text.is_empty() {
            serde_json::Value::Null
        } else {
            serde_json::from_str(&text)?
        })
    }

    /// The requests the simulator has answered (its request log), as `METHOD path` with the status.
    pub async fn sim_requests(&self) -> Result<Vec<(String, u16)>> {
        let log = self
            .sim_call(reqwest::Method::GET, "requests", serde_json::Value::Null)
            .await?;
        let entries = log
            .get("requests")
            .or(Some(&log))
            .and_then(|v| v.as_array())
            .context("the request log is not a list")?;
        Ok(entries
            .iter()
            .map(|e| {
                let method = e.get("method").and_then(|v| v.as_str()).unwrap_or_default();
                let path = e.get("path").and_then(|v| v.as_str()).unwrap_or_default();
                let status = e.get("status").and_then(|v| v.as_u64()).unwrap_or(0);
                (format!("{method} {path}"), u16::try_from(status).unwrap_or(0))
            })
            .collect())
    }

    /// The account's credits and its charges (kind, the dub's or voice's id, credits), as the
    /// simulator holds them.
    pub async fn sim_account(&self) -> Result<(i64, Vec<(String, String, i64)>)> {
        let account = self
            .sim_call(reqwest::Method::GET, "accounts/e2e", serde_json::Value::Null)
            .await?;
        let credits = account
            .get("credits")
            .and_then(|v| v.as_i64())
            .with_context(|| format!("no credits in the account: {account}"))?;
        let text =
            |c: &serde_json::Value, k: &str| c.get(k).and_then(|v| v.as_str()).unwrap_or_default().to_owned();
        let charges = account
            .get("charges")
            .and_then(|v| v.as_array())
            .map(|list| {
                list.iter()
                    .map(|c| {
                        (
                            text(c, "kind"),
                            text(c, "id"),
                            c.get("credits").and_then(|v| v.as_i64()).unwrap_or(0),
                        )
                    })
                    .collect()
            })
            .unwrap_or_default();
        Ok((credits, charges))
    }

    /// The welcome screen, then the key typed in and saved: the app shows the account's credits.
    pub async fn sign_in(&self) -> Result<()> {
        let ui = self.ui()?;
        ui.heading("Welcome to Dubdeck").await?;
        ui.type_into("API key", &self.key).await?;
        ui.press("Save key").await?;
        self.wait_credits(&credits_text(self.credits)).await?;
        ui.wait_for("the navigation", "//nav[@aria-label='Main']").await?;
        Ok(())
    }

    /// Waits for the credits badge to say `text` (e.g. "5,000 credits").
    /// Sets the account's balance through the simulator's test surface (cases made with
    /// [`Case::with_credits`]).
    pub async fn set_credits(&self, credits: i64) -> Result<()> {
        let sim = self.sim.as_ref().context("the simulator is stopped")?;
        let url = sim.base_url().join("_sim/accounts/e2e/credits")?;
        let answer = reqwest::Client::new()
            .put(url)
            .json(&json!({ "credits": credits }))
            .send()
            .await?;
        if !answer.status().is_success() {
            bail!("the simulator refused the new balance: {}", answer.status());
        }
        Ok(())
    }

    pub async fn wait_credits(&self, text: &str) -> Result<()> {
        self.ui()?
            .wait_for(
                &format!("the credits badge to say {text:?}"),
                &format!(
                    "//*[@role='status'][starts-with(@aria-label, 'Credits:')][contains(normalize-space(.), {})]",
                    xpath::lit(text)
                ),
            )
            .await?;
        Ok(())
    }

    /// Clicks the sidebar entry `name` and waits for the top bar's title to say it.
    pub async fn go_to(&self, name: &str) -> Result<()> {
        let ui = self.ui()?;
        ui.click(
            &format!("sidebar entry {name:?}"),
            &format!(
                "//nav[@aria-label='Main']//button[normalize-space(.)={n} or starts-with(@aria-label, {p}) or @title={n}]",
                n = xpath::lit(name),
                p = xpath::lit(&format!("{name},"))
            ),
        )
        .await?;
        ui.wait_for(
            &format!("the {name} screen"),
            &format!(
                "//nav[@aria-label='Main']//button[@aria-current='page'][normalize-space(.)={n} or starts-with(@aria-label, {p}) or @title={n}]",
                n = xpath::lit(name),
                p = xpath::lit(&format!("{name},"))
            ),
        )
        .await?;
        ui.heading(name).await?;
        Ok(())
    }

    /// Ends the case: on failure a screenshot and the driver's log; then the app, the driver and the
    /// simulator are stopped whatever happened. Returns `outcome` (with the failure's context).
    pub async fn finish(mut self, outcome: Result<()>) -> Result<()> {
        let mut outcome = outcome;
        if let Err(e) = &outcome {
            let mut details = String::new();
            if let Some(ui) = &self.ui {
                match ui.shoot_failure(&self.name).await {
                    Ok(path) => details.push_str(&format!("\nscreenshot: {}", path.display())),
                    Err(err) => details.push_str(&format!("\nno screenshot: {err:#}")),
                }
            }
            if let Some(driver) = &self.driver {
                details.push_str(&format!(
                    "\n--- tauri-driver, WebKitWebDriver and app output (last lines) ---\n{}",
                    driver.log_tail(60)
                ));
            }
            outcome = Err(anyhow!("{e:#}{details}"));
        }
        if self.ui.is_some()
            && let Err(e) = self.quit_app().await
        {
            self.notes.push(format!("{e:#}"));
        }
        if let Some(driver) = self.driver.take()
            && let Some(note) = driver.stop(&self.config.app).await
        {
            self.notes.push(note);
        }
        if let Some(sim) = self.sim.take() {
            sim.shutdown().await;
        }
        drop(self.bus.take());
        for note in &self.notes {
            eprintln!("[{}] note: {note}", self.name);
        }
        eprintln!(
            "[{}] {} in {:.1} s",
            self.name,
            if outcome.is_ok() { "passed" } else { "FAILED" },
            self.started.elapsed().as_secs_f64()
        );
        outcome
    }
}

/// "5,000 credits", "5 credits": a balance as the credits badge shows it.
pub fn credits_text(credits: i64) -> String {
    let digits = credits.unsigned_abs().to_string();
    let mut grouped = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            grouped.push(',');
        }
        grouped.push(c);
    }
    let sign = if credits < 0 { "-" } else { "" };
    format!("{sign}{grouped} credits")
}

/// The app's single-instance name on the session bus (`<identifier>.SingleInstance...`).
const SINGLE_INSTANCE_NAME: &str = "ai.voicedub.dubdeck.SingleInstance";

/// Waits (briefly, bounded) until no process owns the app's single-instance name on the session
/// bus. The bus may see a quit app's connection close a moment after the process is gone; an app
/// started in that moment hands its arguments to the dying one and fails to start.
async fn wait_single_instance_released() {
    let started = Instant::now();
    while started.elapsed() < Duration::from_secs(5) {
        let names = tokio::process::Command::new("dbus-send")
            .args([
                "--session",
                "--print-reply",
                "--dest=org.freedesktop.DBus",
                "/org/freedesktop/DBus",
                "org.freedesktop.DBus.ListNames",
            ])
            .output()
            .await;
        match names {
            Ok(out) if out.status.success() => {
                if !String::from_utf8_lossy(&out.stdout).contains(SINGLE_INSTANCE_NAME) {
                    return;
                }
            }
            // No session bus to ask (or no dbus-send): nothing to wait for.
            _ => return,
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// Runs a test's body with [`TEST_LIMIT`]: a window that hangs fails the test with a clear message.
pub async fn within(body: impl Future<Output = Result<()>>) -> Result<()> {
    match tokio::time::timeout(TEST_LIMIT, body).await {
        Ok(outcome) => outcome,
        Err(_) => Err(anyhow!("the test did not finish within {TEST_LIMIT:?}")),
    }
}

#[cfg(test)]
mod tests {
    use super::credits_text;

    #[test]
    fn credits_read_as_the_badge_shows_them() {
        assert_eq!(credits_text(5), "5 credits");
        assert_eq!(credits_text(5_000), "5,000 credits");
        assert_eq!(credits_text(1_234_567), "1,234,567 credits");
        assert_eq!(credits_text(-30), "-30 credits");
    }
}
