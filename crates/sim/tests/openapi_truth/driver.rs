//! Drives a running simulator over loopback: every request to the interface is checked against the
//! contract; the test surface and the storage side are used as they are, unchecked (not part of it).

use std::io::Cursor;
use std::time::Duration;

use reqwest::Method;
use serde_json::{Value, json};

use super::contract::{Contract, Reply};

/// Poll quickly: these tests run with tiny stages, and the simulator does not throttle polls.
const POLL_EVERY: Duration = Duration::from_millis(25);
const POLL_FOR: Duration = Duration::from_secs(30);

pub struct Driver<'c> {
    pub http: reqwest::Client,
    pub base: url::Url,
    pub key: String,
    pub contract: &'c mut Contract,
}

/// "POST /v1/me/dubs" -> (POST, "/v1/me/dubs").
fn request_line(line: &str) -> (Method, &str) {
    let (method, path) = line.split_once(' ').unwrap();
    (Method::from_bytes(method.as_bytes()).unwrap(), path)
}

impl Driver<'_> {
    pub fn url(&self, path: &str) -> url::Url {
        self.base.join(path.trim_start_matches('/')).unwrap()
    }

    /// Sends `line` ("METHOD /path?query") for operation `op`, with `key` if any, and checks the
    /// answer against the document.
    pub async fn send(&mut self, op: &str, line: &str, key: Option<&str>, body: Option<Value>) -> Reply {
        let (method, path) = request_line(line);
        let mut request = self.http.request(method, self.url(path));
        if let Some(key) = key {
            request = request.header("Authorization", format!("Api-Key {key}"));
        }
        if let Some(body) = body {
            request = request.json(&body);
        }
        let response = request.send().await.unwrap();
        let status = response.status().as_u16();
        let headers = response.headers().clone();
        let bytes = response.bytes().await.unwrap();
        let body = if bytes.is_empty() {
            Value::Null
        } else {
            serde_json::from_slice(&bytes)
                .unwrap_or_else(|e| panic!("{line}: {status} body is not JSON ({e}): {bytes:?}"))
        };
        let reply = Reply {
            status,
            headers,
            body,
        };
        if let Err(problem) = self.contract.check(op, &reply) {
            panic!("{line}: {problem}");
        }
        reply
    }

    /// Sends `line` with the account's key; it must answer 200. Returns the body.
    pub async fn ok(&mut self, op: &str, line: &str, body: Option<Value>) -> Value {
        let key = self.key.clone();
        let reply = self.send(op, line, Some(&key), body).await;
        assert_eq!(reply.status, 200, "{line}: {}", reply.body);
        reply.body
    }

    /// Sends `line` with the account's key; it must answer `status` with error `code`.
    pub async fn refused(
        &mut self,
        op: &str,
        line: &str,
        body: Option<Value>,
        status: u16,
        code: &str,
    ) -> Value {
        let key = self.key.clone();
        let reply = self.send(op, line, Some(&key), body).await;
        assert_eq!(
            (reply.status, &reply.body["code"]),
            (status, &json!(code)),
            "{line}: {}",
            reply.body
        );
        reply.body
    }

    /// Test surface: not part of the document, so not checked.
    pub async fn sim(&self, line: &str, body: Option<Value>) -> Value {
        let (method, path) = request_line(line);
        let mut request = self.http.request(method, self.url(path));
        if let Some(body) = body {
            request = request.json(&body);
        }
        let response = request.send().await.unwrap();
        assert!(response.status().is_success(), "{line}: {}", response.status());
        let bytes = response.bytes().await.unwrap();
        if bytes.is_empty() {
            Value::Null
        } else {
            serde_json::from_slice(&bytes).unwrap()
        }
    }

    pub async fn set_credits(&self, account: &str, credits: i64) {
        self.sim(
            &format!("PUT /_sim/accounts/{account}/credits"),
            Some(json!({ "credits": credits })),
        )
        .await;
    }

    pub async fn upload(&self, url: &str, bytes: Vec<u8>) {
        // A Vec body has a known length, so reqwest sends Content-Length (presigned URLs refuse
        // chunked bodies).
        let response = self.http.put(url).body(bytes).send().await.unwrap();
        assert!(
            response.status().is_success(),
            "upload to {url}: {}",
            response.status()
        );
    }

    /// Polls `path` (each answer checked) until the status of its `field` object is one of
    /// `statuses`; returns that object. Every state seen on the way is checked too.
    pub async fn poll(&mut self, op: &str, path: &str, field: &str, statuses: &[&str]) -> Value {
        let started = tokio::time::Instant::now();
        loop {
            let body = self.ok(op, &format!("GET {path}"), None).await;
            let status = body[field]["status"].as_str().unwrap().to_owned();
            if statuses.contains(&status.as_str()) {
                return body[field].clone();
            }
            assert!(
                started.elapsed() < POLL_FOR,
                "{path} stayed {status}, waiting for {statuses:?}"
            );
            tokio::time::sleep(POLL_EVERY).await;
        }
    }
}

/// One second of a 440 Hz sine, 8 kHz mono 16-bit WAV: small, and real decodable audio.
pub fn wav() -> Vec<u8> {
    let spec = hound::WavSpec {
        channels: 1,
        sample_rate: 8_000,
        bits_per_sample: 16,
        sample_format: hound::SampleFormat::Int,
    };
    let mut cursor = Cursor::new(Vec::new());
    let mut writer = hound::WavWriter::new(&mut cursor, spec).unwrap();
    for i in 0..8_000 {
        let t = f64::from(i) / 8_000.0;
        writer
            .write_sample((f64::sin(t * 440.0 * std::f64::consts::TAU) * 8_000.0) as i16)
            .unwrap();
    }
    writer.finalize().unwrap();
    cursor.into_inner()
}
