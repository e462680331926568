//! Tiny loopback servers for client tests that need exact control over answers: an axum server
//! that records every request and answers from a script, and a raw TCP server that reads a
//! request and hangs up without answering.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::body::Body;
use axum::extract::{Request, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use bytes::Bytes;
use futures::StreamExt;
use sha2::{Digest, Sha256};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpListener;

/// One request as the server saw it. Bodies over 1 MiB are only counted and hashed.
#[derive(Debug, Clone)]
pub struct Recorded {
    pub method: String,
    pub path: String,
    pub query: Option<String>,
    pub headers: HeaderMap,
    pub body: Bytes,
    pub body_len: u64,
    pub body_sha256: String,
    /// When the request's head arrived.
    pub at: std::time::Instant,
}

type Responder = dyn Fn(usize, &Recorded) -> (Duration, Response) + Send + Sync;

#[derive(Clone)]
struct Shared {
    log: Arc<Mutex<Vec<Recorded>>>,
    responder: Arc<Responder>,
}

pub struct Server {
    pub base: String,
    log: Arc<Mutex<Vec<Recorded>>>,
    task: tokio::task::JoinHandle<()>,
}

impl Server {
    pub fn requests(&self) -> Vec<Recorded> {
        self.log.lock().unwrap().clone()
    }

    pub fn url(&self, path: &str) -> url::Url {
        url::Url::parse(&format!("{}{}", self.base, path.trim_start_matches('/'))).unwrap()
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        self.task.abort();
    }
}

/// Starts a server; `responder(n, request)` gives the delay and the answer of the n-th request (0-based).
pub async fn serve(
    responder: impl Fn(usize, &Recorded) -> (Duration, Response) + Send + Sync + 'static,
) -> Server {
    let shared = Shared {
        log: Arc::default(),
        responder: Arc::new(responder),
    };
    let log = shared.log.clone();
    let app = axum::Router::new().fallback(handle).with_state(shared);
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let base = format!("http://{}/", listener.local_addr().unwrap());
    let task = tokio::spawn(async move {
        axum::serve(listener, app).await.unwrap();
    });
    Server { base, log, task }
}

async fn handle(State(shared): State<Shared>, request: Request) -> Response {
    let at = std::time::Instant::now();
    let (parts, body) = request.into_parts();
    let mut stream = body.into_data_stream();
    let mut kept = Vec::new();
    let mut len = 0u64;
    let mut hasher = Sha256::new();
    while let Some(chunk) = stream.next().await {
        let Ok(chunk) = chunk else {
            return StatusCode::BAD_REQUEST.into_response();
        };
        len += chunk.len() as u64;
        hasher.update(&chunk);
        if kept.len() < 1 << 20 {
            kept.extend_from_slice(&chunk);
        }
    }
    let recorded = Recorded {
        method: parts.method.to_string(),
        path: parts.uri.path().to_owned(),
        query: parts.uri.query().map(str::to_owned),
        headers: parts.headers,
        body: if len <= 1 << 20 {
            Bytes::from(kept)
        } else {
            Bytes::new()
        },
        body_len: len,
        body_sha256: hex::encode(hasher.finalize()),
        at,
    };
    let n = {
        let mut log = shared.log.lock().unwrap();
        log.push(recorded.clone());
        log.len() - 1
    };
    let (delay, response) = (shared.responder)(n, &recorded);
    tokio::time::sleep(delay).await;
    response
}

/// A JSON answer with extra headers.
pub fn json(status: u16, body: serde_json::Value, headers: &[(&str, String)]) -> Response {
    let mut builder = Response::builder()
        .status(status)
        .header("content-type", "application/json");
    for (name, value) in headers {
        builder = builder.header(*name, value);
    }
    builder.body(Body::from(body.to_string())).unwrap()
}

pub fn text(status: u16, body: &str) -> Response {
    Response::builder()
        .status(status)
        .body(Body::from(body.to_owned()))
        .unwrap()
}

pub fn now() -> Duration {
    Duration::ZERO
}

/// A server that reads each request's head (and any announced body) then closes the connection
/// without a byte of answer. Returns its base URL and a counter of requests read.
pub async fn hang_up_server() -> (String, Arc<Mutex<usize>>) {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let base = format!("http://{}/", listener.local_addr().unwrap());
    let count = Arc::new(Mutex::new(0usize));
    let seen = count.clone();
    tokio::spawn(async move {
        loop {
            let Ok((mut socket, _)) = listener.accept().await else {
                return;
            };
            let seen = seen.clone();
            tokio::spawn(async move {
                let mut buffer = Vec::new();
                let mut chunk = [0u8; 4096];
                loop {
                    let Ok(n) = socket.read(&mut chunk).await else {
                        return;
                    };
                    if n == 0 {
                        return;
                    }
                    buffer.extend_from_slice(&chunk[..n]);
                    if let Some(end) = find(&buffer, b"\r\n\r\n") {
                        let head = String::from_utf8_lossy(&buffer[..end]).to_ascii_lowercase();
                        let length: usize = head
                            .lines()
                            .find_map(|l| {
                                l.strip_prefix("content-length:")
                                    .map(|v| v.trim().parse().unwrap_or(0))
                            })
                            .unwrap_or(0);
                        if buffer.len() >= end + 4 + length {
                            break;
                        }
                    }
                }
                *seen.lock().unwrap() += 1;
                let _ = socket.shutdown().await;
            });
        }
    });
    (base, count)
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).position(|w| w == needle)
}

/// An address where nothing listens (bound, then closed).
pub async fn closed_port() -> String {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    drop(listener);
    format!("http://{addr}/")
}
