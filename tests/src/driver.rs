//! One `tauri-driver` per test, on free loopback ports, with the environment the app should get
//! (the app is started by WebKitWebDriver, which tauri-driver starts: both inherit it). Ready when
//! `GET /status` says so; stopped with SIGTERM, which is what makes it stop WebKitWebDriver too.

use std::ffi::OsString;
use std::fs::File;
use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use anyhow::{Context, Result, bail};

use crate::procs;

/// How long tauri-driver and WebKitWebDriver may take to answer `/status` with `ready: true`.
const READY_WITHIN: Duration = Duration::from_secs(30);
/// How long they may take to exit after SIGTERM.
const STOP_WITHIN: Duration = Duration::from_secs(10);

/// A running tauri-driver.
pub struct TauriDriver {
    child: Option<Child>,
    port: u16,
    log: PathBuf,
}

impl TauriDriver {
    /// Starts `binary` with exactly `env` added to this process's environment (and `remove`
    /// taken out of it), its output in `log`, and waits until it is ready for a session.
    pub async fn start(
        binary: &Path,
        env: &[(OsString, OsString)],
        remove: &[&str],
        log: &Path,
    ) -> Result<TauriDriver> {
        let (port, native_port) = two_free_ports()?;
        let out = File::create(log).with_context(|| format!("could not create {}", log.display()))?;
        let mut cmd = Command::new(binary);
        cmd.arg("--port")
            .arg(port.to_string())
            .arg("--native-port")
            .arg(native_port.to_string())
            .stdin(Stdio::null())
            .stdout(out.try_clone()?)
            .stderr(out);
        for name in remove {
            cmd.env_remove(name);
        }
        cmd.envs(env.iter().map(|(k, v)| (k, v)));
        let child = cmd
            .spawn()
            .with_context(|| format!("could not start {}", binary.display()))?;
        let mut driver = TauriDriver {
            child: Some(child),
            port,
            log: log.to_path_buf(),
        };
        driver.wait_ready().await?;
        Ok(driver)
    }

    /// The WebDriver address to create sessions at.
    pub fn url(&self) -> String {
        format!("http://127.0.0.1:{}", self.port)
    }

    pub fn pid(&self) -> Option<u32> {
        self.child.as_ref().map(Child::id)
    }

    /// The last lines of its output (and so of WebKitWebDriver's and the app's), for failures.
    pub fn log_tail(&self, lines: usize) -> String {
        let text = std::fs::read_to_string(&self.log).unwrap_or_default();
        let all: Vec<&str> = text.lines().collect();
        all[all.len().saturating_sub(lines)..].join("\n")
    }

    async fn wait_ready(&mut self) -> Result<()> {
        let client = reqwest::Client::builder()
            .timeout(Duration::from_secs(2))
            .build()?;
        let url = format!("{}/status", self.url());
        let started = Instant::now();
        let mut last: String;
        loop {
            if let Some(child) = self.child.as_mut()
                && let Some(status) = child.try_wait()?
            {
                bail!("tauri-driver exited at start ({status}):\n{}", self.log_tail(40));
            }
            match client.get(&url).send().await {
                Ok(resp) => match resp.json::<serde_json::Value>().await {
                    Ok(json) if json["value"]["ready"] == serde_json::Value::Bool(true) => return Ok(()),
                    Ok(json) => last = json.to_string(),
                    Err(e) => last = e.to_string(),
                },
                Err(e) => last = e.to_string(),
            }
            if started.elapsed() > READY_WITHIN {
                bail!(
                    "tauri-driver was not ready within {READY_WITHIN:?} (last: {last}):\n{}",
                    self.log_tail(40)
                );
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }

    /// The app processes (`app`) this driver's WebKitWebDriver started and that still run.
    pub fn apps(&self, app: &Path) -> Vec<u32> {
        self.pid()
            .map(|pid| procs::descendants_running(pid, app))
            .unwrap_or_default()
    }

    /// Stops it with SIGTERM and waits for it; returns a note if it or an app below it lingered.
    pub async fn stop(mut self, app: &Path) -> Option<String> {
        let leftovers = self.apps(app);
        let mut note = None;
        if let Some(mut child) = self.child.take() {
            procs::terminate(child.id());
            let started = Instant::now();
            loop {
                match child.try_wait() {
                    Ok(Some(_)) | Err(_) => break,
                    Ok(None) if started.elapsed() > STOP_WITHIN => {
                        note = Some(format!("tauri-driver {} did not stop on SIGTERM", child.id()));
                        break;
                    }
                    Ok(None) => tokio::time::sleep(Duration::from_millis(50)).await,
                }
            }
        }
        // An app whose session could not be ended (a failed test) is orphaned when WebKitWebDriver
        // goes: ask it to quit too.
        for pid in leftovers.into_iter().filter(|&p| procs::alive(p)) {
            procs::terminate(pid);
            note.get_or_insert_with(|| format!("the app ({pid}) outlived its session; sent SIGTERM"));
        }
        note
    }
}

impl Drop for TauriDriver {
    /// A test that panicked still stops its driver (politely, without waiting long).
    fn drop(&mut self) {
        if let Some(mut child) = self.child.take() {
            procs::terminate(child.id());
            let started = Instant::now();
            while started.elapsed() < STOP_WITHIN {
                if !matches!(child.try_wait(), Ok(None)) {
                    break;
                }
                std::thread::sleep(Duration::from_millis(50));
            }
        }
    }
}

/// Two distinct free loopback ports (both held while choosing, so they differ).
fn two_free_ports() -> Result<(u16, u16)> {
    let a = TcpListener::bind("127.0.0.1:0")?;
    let b = TcpListener::bind("127.0.0.1:0")?;
    Ok((a.local_addr()?.port(), b.local_addr()?.port()))
}
