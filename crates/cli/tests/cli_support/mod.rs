//! Shared by the command-line tests: the simulator in-process on loopback (test surface on), the
//! `dubdeck-cli` binary run as a child process against it with a temporary data folder and the key
//! in `DUBDECK_API_KEY`, small WAV inputs, and checks over the simulator's log and charges.
#![allow(dead_code, clippy::unwrap_used, clippy::expect_used)]

use std::collections::HashMap;
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::sync::mpsc;
use std::time::Duration;

use dubdeck_sim::{AccountSpec, RateLimits, RunningSim, SimConfig};
use serde_json::Value;
use sha2::{Digest, Sha256};

pub const KEY: &str = "cli-test-key-8d1e44b07c";
pub const ACCOUNT: &str = "carol";
pub const BIN: &str = env!("CARGO_BIN_EXE_dubdeck-cli");

pub struct Sim {
    pub running: RunningSim,
    pub base: dubdeck_api::Url,
    pub http: reqwest::Client,
}

impl Sim {
    pub async fn start(credits: i64) -> Sim {
        Sim::start_with_stages(credits, 50).await
    }

    /// A simulator whose every job stage takes `stage_ms`.
    pub async fn start_with_stages(credits: i64, stage_ms: u64) -> Sim {
        let config = SimConfig {
            accounts: vec![AccountSpec::new(ACCOUNT, credits, [KEY])],
            stage_ms,
            rate_limits: RateLimits::spec(),
            test_surface: true,
            ..SimConfig::default()
        };
        let running = dubdeck_sim::start(config).await.expect("the simulator starts");
        let base = running.base_url();
        let http = reqwest::Client::builder().no_proxy().build().unwrap();
        Sim { running, base, http }
    }

    pub async fn get(&self, path: &str) -> Value {
        let url = self.base.join(path.trim_start_matches('/')).unwrap();
        self.http.get(url).send().await.unwrap().json().await.unwrap()
    }

    /// Sets how long each job stage takes from now on, running jobs included.
    pub async fn set_stage_ms(&self, stage_ms: u64) {
        let url = self.base.join("_sim/config").unwrap();
        let response = self
            .http
            .put(url)
            .json(&serde_json::json!({ "stageMs": stage_ms }))
            .send()
            .await
            .unwrap();
        assert!(response.status().is_success(), "{}", response.status());
    }

    /// Moves the service's dub `id` one stage on now.
    pub async fn advance_dub(&self, id: &str) {
        let url = self.base.join(&format!("_sim/dubs/{id}/advance")).unwrap();
        let response = self.http.post(url).send().await.unwrap();
        assert!(response.status().is_success(), "{}", response.status());
    }

    pub async fn requests(&self) -> Vec<Value> {
        self.get("/_sim/requests").await.as_array().unwrap().clone()
    }

    pub async fn charges(&self) -> HashMap<String, Vec<i64>> {
        let mut out: HashMap<String, Vec<i64>> = HashMap::new();
        let account = self.get(&format!("/_sim/accounts/{ACCOUNT}")).await;
        for c in account["charges"].as_array().unwrap() {
            out.entry(c["id"].as_str().unwrap().to_owned())
                .or_default()
                .push(c["credits"].as_i64().unwrap());
        }
        out
    }

    pub async fn host(&self, key: &str, bytes: Vec<u8>) -> String {
        let url = self.base.join(&format!("_sim/results/{key}")).unwrap();
        let response = self.http.put(url).body(bytes).send().await.unwrap();
        let body: Value = response.json().await.unwrap();
        body["url"].as_str().unwrap().to_owned()
    }

    pub async fn sha_of_url(&self, url: &str) -> String {
        let bytes = self.http.get(url).send().await.unwrap().bytes().await.unwrap();
        hex::encode(Sha256::digest(&bytes))
    }

    /// A public voice (id, name), asked with the test's own HTTP client.
    pub async fn voice(&self) -> (String, String) {
        let url = self.base.join("v1/voices?limit=8").unwrap();
        let page: Value = self
            .http
            .get(url)
            .header("Authorization", format!("Api-Key {KEY}"))
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap();
        let v = &page["voices"][0];
        (
            v["id"].as_str().unwrap().to_owned(),
            v["name"].as_str().unwrap().to_owned(),
        )
    }
}

/// A temporary home for one test: data folder, output folder, inputs.
pub struct Home {
    pub dir: tempfile::TempDir,
}

impl Home {
    pub fn new() -> Home {
        Home {
            dir: tempfile::tempdir().unwrap(),
        }
    }

    pub fn data(&self) -> PathBuf {
        self.dir.path().join("data")
    }

    pub fn out(&self) -> PathBuf {
        self.dir.path().join("out")
    }

    pub fn input(&self, name: &str, ms: u64) -> PathBuf {
        let p = self.dir.path().join(name);
        wav(&p, ms);
        p
    }

    /// The command with the environment of a headless run against `sim`.
    pub fn cli(&self, sim: &Sim) -> Command {
        let mut cmd = Command::new(BIN);
        cmd.env_clear()
            .env("PATH", std::env::var_os("PATH").unwrap_or_default())
            .env("HOME", self.dir.path())
            .env("DUBDECK_API_KEY", KEY)
            .env("DUBDECK_BASE_URL", sim.base.as_str())
            .env("DUBDECK_DATA_DIR", self.data())
            .current_dir(self.dir.path());
        cmd
    }

    /// Runs the command to the end (off the async runtime).
    pub async fn run(&self, mut cmd: Command) -> Output {
        tokio::task::spawn_blocking(move || cmd.output().unwrap())
            .await
            .unwrap()
    }

    /// A public voice (id, name), picked as a user does: the first one `dubdeck-cli voices` lists
    /// (which also caches it in the library, so jobs can show its name).
    pub async fn voice(&self, sim: &Sim) -> (String, String) {
        let mut cmd = self.cli(sim);
        cmd.args(["--json", "voices", "--limit", "8"]);
        let out = self.run(cmd).await;
        assert_eq!(code(&out), 0, "{}", text(&out));
        let v = &json_lines(&out)[0];
        (
            v["id"].as_str().unwrap().to_owned(),
            v["name"].as_str().unwrap().to_owned(),
        )
    }

    pub fn ledger(&self) -> dubdeck_core::ledger::Ledger {
        dubdeck_core::ledger::Ledger::open_in(&self.data()).unwrap()
    }
}

pub fn code(out: &Output) -> i32 {
    out.status.code().unwrap_or(-1)
}

pub fn text(out: &Output) -> String {
    format!(
        "exit {:?}\nstdout:\n{}\nstderr:\n{}",
        out.status.code(),
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    )
}

/// The JSON lines of stdout.
pub fn json_lines(out: &Output) -> Vec<Value> {
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("not JSON ({e}): {l}")))
        .collect()
}

/// The final summary's jobs.
pub fn summary_jobs(out: &Output) -> Vec<Value> {
    let lines = json_lines(out);
    let last = lines.last().unwrap_or_else(|| panic!("no output: {}", text(out)));
    last["summary"]["jobs"].as_array().cloned().unwrap_or_default()
}

/// The uuid of a job as the command line's JSON writes its id (`dub:<uuid>`, `training:<uuid>`).
pub fn job_uuid(job: &Value) -> &str {
    let id = job["id"].as_str().unwrap_or_default();
    id.split_once(':').map_or(id, |(_, uuid)| uuid)
}

pub fn sha_of_file(path: &Path) -> String {
    hex::encode(Sha256::digest(std::fs::read(path).unwrap()))
}

pub fn wav(path: &Path, ms: u64) {
    let spec = hound::WavSpec {
        channels: 1,
        sample_rate: 16_000,
        bits_per_sample: 16,
        sample_format: hound::SampleFormat::Int,
    };
    let mut w = hound::WavWriter::create(path, spec).unwrap();
    for i in 0..(16 * ms) {
        let v = ((i as f64 * 220.0 * std::f64::consts::TAU / 16_000.0).sin() * 5000.0) as i16;
        w.write_sample(v).unwrap();
    }
    w.finalize().unwrap();
}

pub fn wav_bytes(ms: u64) -> Vec<u8> {
    let dir = tempfile::tempdir().unwrap();
    let p = dir.path().join("x.wav");
    wav(&p, ms);
    std::fs::read(p).unwrap()
}

/// The `dubUrl` the engine last recorded for the dub the job (as printed) names.
pub fn dub_url(home: &Home, job: &Value) -> String {
    let id = dubdeck_api::Uuid::parse_str(job_uuid(job)).unwrap();
    let record = home.ledger().dubs().get(dubdeck_core::job::DubId(id)).unwrap();
    record.status.remote.unwrap().json["dubUrl"]
        .as_str()
        .unwrap()
        .to_owned()
}

/// Starts `cmd` with stderr piped, waits until it prints `dubdeck failpoint: NAME`, then kills it
/// with SIGKILL. Panics if the marker does not come within `limit`.
pub async fn kill_at_failpoint(mut cmd: Command, name: &str, limit: Duration) {
    cmd.env("FAILPOINTS", format!("{name}=pause"))
        .stdout(Stdio::null())
        .stderr(Stdio::piped());
    let mut child = cmd.spawn().unwrap();
    let stderr = child.stderr.take().unwrap();
    let (tx, rx) = mpsc::channel::<String>();
    std::thread::spawn(move || {
        for line in BufReader::new(stderr).lines().map_while(Result::ok) {
            if tx.send(line).is_err() {
                break;
            }
        }
    });
    let marker = format!("dubdeck failpoint: {name}");
    let seen = tokio::task::spawn_blocking(move || {
        let deadline = std::time::Instant::now() + limit;
        let mut lines = Vec::new();
        while let Some(left) = deadline.checked_duration_since(std::time::Instant::now()) {
            match rx.recv_timeout(left) {
                Ok(line) if line.contains(&marker) => return Ok(()),
                Ok(line) => lines.push(line),
                Err(_) => break,
            }
        }
        Err(lines.join("\n"))
    })
    .await
    .unwrap();
    // SIGKILL: no destructor, no flush, no goodbye.
    child.kill().unwrap();
    let status = child.wait().unwrap();
    assert!(!status.success());
    if let Err(lines) = seen {
        panic!("the fail point {name} was not reached; stderr:\n{lines}");
    }
}

/// Asserts that consecutive GETs of each dub or voice are at least 3 s apart.
pub fn assert_polls_spaced(requests: &[Value]) {
    let mut last: HashMap<String, time::OffsetDateTime> = HashMap::new();
    for r in requests {
        let path = r["path"].as_str().unwrap();
        if r["method"] != "GET" || !(path.starts_with("/v1/me/dubs/") || path.starts_with("/v1/me/voices/")) {
            continue;
        }
        let at = time::OffsetDateTime::parse(
            r["at"].as_str().unwrap(),
            &time::format_description::well_known::Rfc3339,
        )
        .unwrap();
        if let Some(prev) = last.insert(path.to_owned(), at) {
            assert!(
                at - prev >= time::Duration::seconds(3),
                "{path} polled {} apart",
                at - prev
            );
        }
    }
}

pub fn posts(requests: &[Value], suffix: &str) -> usize {
    requests
        .iter()
        .filter(|r| r["method"] == "POST" && r["path"].as_str().unwrap().ends_with(suffix))
        .count()
}

/// Every file under `dir`, recursively.
pub fn files_under(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&d) else {
            continue;
        };
        for entry in entries {
            let p = entry.unwrap().path();
            if p.is_dir() {
                stack.push(p);
            } else {
                out.push(p);
            }
        }
    }
    out
}
