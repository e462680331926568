//! The simulator, in-process on loopback, and its test surface (`/_sim/...`).

use std::time::Duration;

use dubdeck_api::{Client, RetryPolicy, Url, WriteBudget};
use dubdeck_sim::{AccountSpec, RateLimits, RunningSim, SimConfig};
use serde_json::{Value, json};

pub const ALICE: &str = "alice-key-1";
pub const ALICE_2: &str = "alice-key-2";
pub const BOB: &str = "bob-key-1";

pub struct Sim {
    pub running: RunningSim,
    pub base: Url,
    http: reqwest::Client,
}

/// Test retries: quick backoff, a generous local budget (the simulator is the judge here).
pub fn fast_retries() -> RetryPolicy {
    RetryPolicy {
        max_retries: 4,
        min_delay: Duration::from_millis(20),
        max_delay: Duration::from_millis(100),
        max_retry_after: Duration::from_secs(10),
    }
}

impl Sim {
    pub async fn start() -> Sim {
        Sim::start_with(|_| {}).await
    }

    pub async fn start_with(adjust: impl FnOnce(&mut SimConfig)) -> Sim {
        let mut config = SimConfig {
            accounts: vec![
                AccountSpec::new("alice", 100_000, [ALICE, ALICE_2]),
                AccountSpec::new("bob", 100_000, [BOB]),
            ],
            stage_ms: 50,
            rate_limits: RateLimits::spec(),
            test_surface: true,
            ..SimConfig::default()
        };
        adjust(&mut config);
        let running = dubdeck_sim::start(config).await.expect("the simulator starts");
        let base = running.base_url();
        let http = reqwest::Client::builder().no_proxy().build().unwrap();
        Sim { running, base, http }
    }

    pub fn client(&self, key: &str) -> Client {
        self.builder(key).build().unwrap()
    }

    pub fn builder(&self, key: &str) -> dubdeck_api::ClientBuilder {
        Client::builder()
            .api_key(key)
            .base_url(self.base.as_str())
            .retry_policy(fast_retries())
            .transfer_retry_policy(fast_retries())
            .write_budget(WriteBudget {
                per_minute: 10_000,
                per_hour: 100_000,
                burst: 1_000,
            })
    }

    fn url(&self, path: &str) -> Url {
        self.base.join(path.trim_start_matches('/')).unwrap()
    }

    async fn send(&self, request: reqwest::RequestBuilder) -> Value {
        let response = request.send().await.unwrap();
        let status = response.status();
        let text = response.text().await.unwrap();
        assert!(status.is_success(), "test surface answered {status}: {text}");
        if text.is_empty() {
            Value::Null
        } else {
            serde_json::from_str(&text).unwrap()
        }
    }

    /// Every request the simulator saw (but `/_sim`), oldest first.
    pub async fn requests(&self) -> Vec<Value> {
        match self.send(self.http.get(self.url("/_sim/requests"))).await {
            Value::Array(items) => items,
            other => panic!("unexpected request log: {other}"),
        }
    }

    /// The logged requests with this method whose path starts with `prefix`.
    pub async fn requests_to(&self, method: &str, prefix: &str) -> Vec<Value> {
        self.requests()
            .await
            .into_iter()
            .filter(|r| r["method"] == method && r["path"].as_str().unwrap_or_default().starts_with(prefix))
            .collect()
    }

    pub async fn clear_requests(&self) {
        self.send(self.http.delete(self.url("/_sim/requests"))).await;
    }

    pub async fn faults(&self, faults: Value) {
        self.send(self.http.put(self.url("/_sim/faults")).json(&faults))
            .await;
    }

    pub async fn clear_faults(&self) {
        self.send(self.http.delete(self.url("/_sim/faults"))).await;
    }

    pub async fn config(&self, config: Value) {
        self.send(self.http.put(self.url("/_sim/config")).json(&config))
            .await;
    }

    pub async fn account(&self, name: &str) -> Value {
        self.send(self.http.get(self.url(&format!("/_sim/accounts/{name}"))))
            .await
    }

    pub async fn set_credits(&self, name: &str, credits: i64) {
        self.send(
            self.http
                .put(self.url(&format!("/_sim/accounts/{name}/credits")))
                .json(&json!({"credits": credits})),
        )
        .await;
    }

    pub async fn advance_dub(&self, id: impl std::fmt::Display) -> Value {
        self.send(self.http.post(self.url(&format!("/_sim/dubs/{id}/advance"))))
            .await
    }

    pub async fn advance_voice(&self, id: impl std::fmt::Display) -> Value {
        self.send(self.http.post(self.url(&format!("/_sim/voices/{id}/advance"))))
            .await
    }

    /// Stores `bytes` as a result object; answers its presigned GET URL.
    pub async fn put_result(&self, key: &str, bytes: Vec<u8>) -> Url {
        let answer = self
            .send(
                self.http
                    .put(self.url(&format!("/_sim/results/{key}")))
                    .body(bytes),
            )
            .await;
        Url::parse(answer["url"].as_str().unwrap()).unwrap()
    }

    /// Stores a file as a result object, streamed from disk.
    pub async fn put_result_file(&self, key: &str, path: &std::path::Path) -> Url {
        let file = tokio::fs::File::open(path).await.unwrap();
        let length = file.metadata().await.unwrap().len();
        let body = reqwest::Body::wrap_stream(tokio_util::io::ReaderStream::with_capacity(file, 1 << 20));
        let request = self
            .http
            .put(self.url(&format!("/_sim/results/{key}")))
            .header("content-length", length)
            .body(body);
        let answer = self.send(request).await;
        Url::parse(answer["url"].as_str().unwrap()).unwrap()
    }
}

/// A small valid WAV file: 16-bit mono PCM, `millis` long at 8 kHz, a quiet tone.
pub fn wav(millis: u32) -> Vec<u8> {
    let rate = 8_000u32;
    let samples = rate * millis / 1000;
    let data_len = samples * 2;
    let mut out = Vec::with_capacity(44 + data_len as usize);
    out.extend_from_slice(b"RIFF");
    out.extend_from_slice(&(36 + data_len).to_le_bytes());
    out.extend_from_slice(b"WAVEfmt ");
    out.extend_from_slice(&16u32.to_le_bytes());
    out.extend_from_slice(&1u16.to_le_bytes()); // PCM
    out.extend_from_slice(&1u16.to_le_bytes()); // mono
    out.extend_from_slice(&rate.to_le_bytes());
    out.extend_from_slice(&(rate * 2).to_le_bytes());
    out.extend_from_slice(&2u16.to_le_bytes());
    out.extend_from_slice(&16u16.to_le_bytes());
    out.extend_from_slice(b"data");
    out.extend_from_slice(&data_len.to_le_bytes());
    for i in 0..samples {
        let phase = (i % 18) as i32 - 9;
        out.extend_from_slice(&((phase * 300) as i16).to_le_bytes());
    }
    out
}

/// The peak and current resident memory of this process, in bytes (Linux).
pub fn memory() -> (u64, u64) {
    let status = std::fs::read_to_string("/proc/self/status").unwrap();
    let field = |name: &str| {
        status
            .lines()
            .find_map(|l| l.strip_prefix(name))
            .map(|v| v.trim().trim_end_matches("kB").trim().parse::<u64>().unwrap() * 1024)
            .unwrap()
    };
    (field("VmHWM:"), field("VmRSS:"))
}
