//! Helpers shared by the simulator's integration tests: starting a simulator, a client that speaks
//! the interface with plain reqwest, media files made with hound, polling, and error assertions.
#![allow(dead_code, clippy::unwrap_used, clippy::expect_used)]

use std::io::Cursor;
use std::time::{Duration, Instant};

use dubdeck_sim::{AccountSpec, RateLimits, RunningSim, SimConfig};
use reqwest::{Method, Response, StatusCode};
use serde_json::{Value, json};

pub const ALICE: &str = "key-alice";
pub const ALICE2: &str = "key-alice-2";
pub const BOB: &str = "key-bob";

/// Two accounts (alice with two keys), small stages, the test surface on.
pub fn config(stage_ms: u64) -> SimConfig {
    SimConfig {
        accounts: vec![
            AccountSpec::new("alice", 100_000, [ALICE, ALICE2]),
            AccountSpec::new("bob", 100_000, [BOB]),
        ],
        stage_ms,
        test_surface: true,
        rate_limits: RateLimits::spec(),
        ..SimConfig::default()
    }
}

pub async fn start(config: SimConfig) -> Sim {
    let sim = dubdeck_sim::start(config).await.expect("the simulator starts");
    Sim {
        base: sim.base_url(),
        http: client(),
        inner: Some(sim),
    }
}

pub fn client() -> reqwest::Client {
    reqwest::Client::builder()
        .no_proxy()
        .timeout(Duration::from_secs(60))
        .build()
        .unwrap()
}

pub struct Sim {
    pub base: url::Url,
    pub http: reqwest::Client,
    inner: Option<RunningSim>,
}

impl Sim {
    pub fn url(&self, path: &str) -> String {
        self.base.join(path.trim_start_matches('/')).unwrap().to_string()
    }

    pub fn api(&self, key: &str) -> Api {
        Api {
            http: self.http.clone(),
            base: self.base.clone(),
            key: key.to_owned(),
        }
    }

    pub async fn shutdown(mut self) {
        if let Some(sim) = self.inner.take() {
            sim.shutdown().await;
        }
    }

    /// GET on the test surface.
    pub async fn surface_get(&self, path: &str) -> Value {
        let resp = self.http.get(self.url(path)).send().await.unwrap();
        assert_eq!(resp.status(), 200, "GET {path}");
        resp.json().await.unwrap()
    }

    pub async fn surface_send(&self, method: Method, path: &str, body: Value) -> (StatusCode, Value) {
        let resp = self
            .http
            .request(method, self.url(path))
            .json(&body)
            .send()
            .await
            .unwrap();
        let status = resp.status();
        (status, resp.json().await.unwrap_or(Value::Null))
    }

    pub async fn set_faults(&self, faults: Value) {
        let (status, body) = self.surface_send(Method::PUT, "/_sim/faults", faults).await;
        assert_eq!(status, 200, "{body}");
    }

    pub async fn set_credits(&self, account: &str, credits: i64) {
        let (status, body) = self
            .surface_send(
                Method::PUT,
                &format!("/_sim/accounts/{account}/credits"),
                json!({ "credits": credits }),
            )
            .await;
        assert_eq!(status, 200, "{body}");
    }

    pub async fn credits(&self, account: &str) -> i64 {
        self.surface_get(&format!("/_sim/accounts/{account}")).await["credits"]
            .as_i64()
            .unwrap()
    }

    pub async fn advance_dub(&self, id: &str) -> (StatusCode, Value) {
        self.surface_send(Method::POST, &format!("/_sim/dubs/{id}/advance"), json!({}))
            .await
    }
}

/// A client of the interface with one API key.
#[derive(Clone)]
pub struct Api {
    pub http: reqwest::Client,
    pub base: url::Url,
    pub key: String,
}

/// A response read whole.
#[derive(Debug)]
pub struct Reply {
    pub status: StatusCode,
    pub headers: reqwest::header::HeaderMap,
    pub body: Value,
}

impl Reply {
    pub async fn of(resp: Response) -> Self {
        let status = resp.status();
        let headers = resp.headers().clone();
        let text = resp.text().await.unwrap();
        let body = if text.is_empty() {
            Value::Null
        } else {
            serde_json::from_str(&text).unwrap_or(Value::String(text))
        };
        Self {
            status,
            headers,
            body,
        }
    }

    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers.get(name).map(|v| v.to_str().unwrap())
    }

    pub fn header_u64(&self, name: &str) -> u64 {
        self.header(name)
            .unwrap_or_else(|| panic!("no {name} header"))
            .parse()
            .unwrap()
    }

    /// Asserts the status and the error code, and that the body is `{code, message, ...}`.
    #[track_caller]
    pub fn expect_error(&self, status: u16, code: &str) -> &Self {
        assert_eq!(self.status.as_u16(), status, "body: {}", self.body);
        assert_eq!(self.body["code"], code, "body: {}", self.body);
        assert!(
            self.body["message"].as_str().is_some_and(|m| !m.is_empty()),
            "message: {}",
            self.body
        );
        self
    }

    /// Asserts a 400 invalid_arguments whose `member` (params, query or body) names `field`.
    #[track_caller]
    pub fn expect_invalid(&self, member: &str, field: &str) -> &Self {
        self.expect_error(400, "invalid_arguments");
        let errors = &self.body["errors"];
        for m in ["params", "query", "body"] {
            let list = errors[m]
                .as_array()
                .unwrap_or_else(|| panic!("errors.{m} is not an array: {}", self.body));
            for e in list {
                assert!(
                    e["field"].is_string() && e["message"].as_str().is_some_and(|s| !s.is_empty()),
                    "{e}"
                );
            }
        }
        let named = errors[member]
            .as_array()
            .unwrap()
            .iter()
            .any(|e| e["field"] == field);
        assert!(named, "errors.{member} does not name {field:?}: {}", self.body);
        self
    }

    #[track_caller]
    pub fn expect_ok(&self) -> &Value {
        assert_eq!(self.status, 200, "body: {}", self.body);
        &self.body
    }
}

impl Api {
    pub fn url(&self, path: &str) -> String {
        self.base.join(path.trim_start_matches('/')).unwrap().to_string()
    }

    pub fn request(&self, method: Method, path: &str) -> reqwest::RequestBuilder {
        self.http
            .request(method, self.url(path))
            .header("Authorization", format!("Api-Key {}", self.key))
            .header("Accept", "application/json")
    }

    pub async fn get(&self, path: &str) -> Reply {
        Reply::of(self.request(Method::GET, path).send().await.unwrap()).await
    }

    pub async fn post(&self, path: &str, body: Value) -> Reply {
        Reply::of(self.request(Method::POST, path).json(&body).send().await.unwrap()).await
    }

    /// A POST with no body at all.
    pub async fn post_empty(&self, path: &str) -> Reply {
        Reply::of(self.request(Method::POST, path).send().await.unwrap()).await
    }

    pub async fn me_credits(&self) -> i64 {
        self.get("/v1/me").await.expect_ok()["user"]["apiCredits"]
            .as_i64()
            .unwrap()
    }

    /// Creates a dub and answers (dub, uploadUrl).
    pub async fn create_dub(&self, body: Value) -> (Value, Value) {
        let r = self.post("/v1/me/dubs", body).await;
        let b = r.expect_ok().clone();
        (b["dub"].clone(), b["uploadUrl"].clone())
    }

    pub async fn dub(&self, id: &str) -> Value {
        self.get(&format!("/v1/me/dubs/{id}")).await.expect_ok()["dub"].clone()
    }

    pub async fn voice(&self, id: &str) -> Value {
        self.get(&format!("/v1/me/voices/{id}")).await.expect_ok()["voice"].clone()
    }

    /// Polls a dub until `pred` holds (fast polling: the simulator does not throttle).
    pub async fn wait_dub(&self, id: &str, what: &str, pred: impl Fn(&Value) -> bool) -> Value {
        wait(what, || async { self.dub(id).await }, pred).await
    }

    pub async fn wait_voice(&self, id: &str, what: &str, pred: impl Fn(&Value) -> bool) -> Value {
        wait(what, || async { self.voice(id).await }, pred).await
    }

    /// Any public voice id.
    pub async fn public_voice(&self) -> String {
        let r = self.get("/v1/voices?limit=8").await;
        r.expect_ok()["voices"][0]["id"].as_str().unwrap().to_owned()
    }
}

pub async fn wait<F, Fut>(what: &str, fetch: F, pred: impl Fn(&Value) -> bool) -> Value
where
    F: Fn() -> Fut,
    Fut: std::future::Future<Output = Value>,
{
    let until = Instant::now() + Duration::from_secs(60);
    loop {
        let v = fetch().await;
        if pred(&v) {
            return v;
        }
        assert!(Instant::now() < until, "timed out waiting for {what}; last: {v}");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

pub fn status_is(status: &'static str) -> impl Fn(&Value) -> bool {
    move |v| v["status"] == status
}

/// PUTs bytes to a presigned upload URL with an explicit Content-Length.
pub async fn upload(http: &reqwest::Client, url: &str, bytes: Vec<u8>) {
    let len = bytes.len();
    let resp = http
        .put(url)
        .header("Content-Length", len.to_string())
        .header("Content-Type", "audio/wav")
        .body(bytes)
        .send()
        .await
        .unwrap();
    let status = resp.status();
    assert!(
        status.is_success(),
        "upload answered {status}: {}",
        resp.text().await.unwrap_or_default()
    );
}

/// A mono 16-bit sine WAV of `ms` milliseconds at `rate` Hz.
pub fn sine_wav(ms: u64, rate: u32) -> Vec<u8> {
    let spec = hound::WavSpec {
        channels: 1,
        sample_rate: rate,
        bits_per_sample: 16,
        sample_format: hound::SampleFormat::Int,
    };
    let mut buf = Cursor::new(Vec::new());
    {
        let mut w = hound::WavWriter::new(&mut buf, spec).unwrap();
        let n = u64::from(rate) * ms / 1000;
        for i in 0..n {
            let t = i as f64 / f64::from(rate);
            w.write_sample((f64::sin(t * 440.0 * std::f64::consts::TAU) * 12_000.0) as i16)
                .unwrap();
        }
        w.finalize().unwrap();
    }
    buf.into_inner()
}

/// A long, small WAV: 8 kHz mono 8-bit (about 0.5 MB per minute), a quiet square wave.
pub fn long_wav(ms: u64) -> Vec<u8> {
    let rate = 8_000u32;
    let spec = hound::WavSpec {
        channels: 1,
        sample_rate: rate,
        bits_per_sample: 8,
        sample_format: hound::SampleFormat::Int,
    };
    let mut buf = Cursor::new(Vec::with_capacity((u64::from(rate) * ms / 1000 + 64) as usize));
    {
        let mut w = hound::WavWriter::new(&mut buf, spec).unwrap();
        let n = u64::from(rate) * ms / 1000;
        for i in 0..n {
            w.write_sample(if (i / 20) % 2 == 0 { 20i8 } else { -20 })
                .unwrap();
        }
        w.finalize().unwrap();
    }
    buf.into_inner()
}

/// Serves `routes` (path -> bytes) over loopback, as the links of link dubs; unknown paths are 404.
pub async fn serve_files(routes: Vec<(&'static str, Vec<u8>)>) -> (url::Url, tokio::task::JoinHandle<()>) {
    let mut router = axum::Router::new();
    for (path, bytes) in routes {
        router = router.route(path, axum::routing::get(move || async move { bytes.clone() }));
    }
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let task = tokio::spawn(async move {
        axum::serve(listener, router).await.unwrap();
    });
    (url::Url::parse(&format!("http://{addr}/")).unwrap(), task)
}

/// A dub that has been uploaded and preprocessed; answers its id.
pub async fn preprocessed_dub(sim: &Sim, api: &Api, ms: u64, extra: Value) -> String {
    let voice = api.public_voice().await;
    let mut body = json!({ "voiceId": voice });
    if let (Some(b), Some(e)) = (body.as_object_mut(), extra.as_object()) {
        b.extend(e.clone());
    }
    let (dub, url) = api.create_dub(body).await;
    let id = dub["id"].as_str().unwrap().to_owned();
    upload(&sim.http, url.as_str().unwrap(), sine_wav(ms, 8_000)).await;
    api.post_empty(&format!("/v1/me/dubs/{id}/preprocess"))
        .await
        .expect_ok();
    api.wait_dub(&id, "preprocessed", status_is("preprocessed")).await;
    id
}

/// The interface's timestamp form: `2024-05-01T12:00:00.123Z`.
pub fn is_timestamp(v: &Value) -> bool {
    let Some(s) = v.as_str() else { return false };
    s.len() == 24
        && s.ends_with('Z')
        && s.as_bytes()[19] == b'.'
        && time::OffsetDateTime::parse(s, &time::format_description::well_known::Rfc3339).is_ok()
}

pub fn ts(v: &Value) -> time::OffsetDateTime {
    time::OffsetDateTime::parse(
        v.as_str().unwrap(),
        &time::format_description::well_known::Rfc3339,
    )
    .unwrap()
}
