//! Shared by the storage tests: a store behind a tiny axum server on a loopback port (its
//! fallback is `Storage::handle`, as on the simulator's listener), and a raw HTTP/1.1 client for
//! requests that reqwest will not make (no Content-Length, a body cut short).
#![allow(dead_code, clippy::unwrap_used, clippy::expect_used)]

use std::time::Duration;

use dubdeck_sim::storage::Storage;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

pub struct TestStore {
    pub storage: Storage,
    pub base: url::Url,
    pub root: tempfile::TempDir,
    server: tokio::task::JoinHandle<()>,
}

impl TestStore {
    pub async fn start(upload_ttl: Duration) -> Self {
        let root = tempfile::tempdir().unwrap();
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        let base = url::Url::parse(&format!("http://{addr}/")).unwrap();
        let storage = Storage::new(root.path().join("store"), base.clone(), upload_ttl).unwrap();
        let handler = storage.clone();
        let app = axum::Router::new().fallback(move |req: axum::extract::Request| {
            let storage = handler.clone();
            async move { storage.handle(req).await }
        });
        let server = tokio::spawn(async move {
            axum::serve(listener, app).await.unwrap();
        });
        Self {
            storage,
            base,
            root,
            server,
        }
    }

    pub fn addr(&self) -> String {
        format!("{}:{}", self.base.host_str().unwrap(), self.base.port().unwrap())
    }

    /// Files being written (or left behind) in the store's temporary directory.
    pub fn temp_files(&self) -> usize {
        std::fs::read_dir(self.root.path().join("store/.tmp"))
            .map(|d| d.count())
            .unwrap_or(0)
    }
}

impl Drop for TestStore {
    fn drop(&mut self) {
        self.server.abort();
    }
}

/// Sends `head` (request line and headers, without the blank line) and `body` over a fresh
/// connection, then reads until the server closes it. Returns the whole answer as text.
pub async fn raw_request(addr: &str, head: &str, body: &[u8]) -> String {
    let mut stream = TcpStream::connect(addr).await.unwrap();
    stream
        .write_all(format!("{head}\r\nConnection: close\r\n\r\n").as_bytes())
        .await
        .unwrap();
    stream.write_all(body).await.unwrap();
    let mut answer = Vec::new();
    let _ = tokio::time::timeout(Duration::from_secs(20), stream.read_to_end(&mut answer)).await;
    String::from_utf8_lossy(&answer).into_owned()
}

/// The path and query of a URL, as a request line wants them.
pub fn target(url: &url::Url) -> String {
    match url.query() {
        Some(q) => format!("{}?{q}", url.path()),
        None => url.path().to_owned(),
    }
}

/// The text of one XML element of an S3 error body.
pub fn xml_field(xml: &str, name: &str) -> Option<String> {
    let open = format!("<{name}>");
    let close = format!("</{name}>");
    let start = xml.find(&open)? + open.len();
    let end = xml[start..].find(&close)? + start;
    Some(xml[start..end].to_owned())
}

pub fn md5_hex(bytes: &[u8]) -> String {
    use md5::Digest;
    hex::encode(md5::Md5::digest(bytes))
}
