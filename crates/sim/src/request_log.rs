//! The request log of the test surface: every request outside `/_sim`, recorded when it arrives
//! (so a dropped connection still leaves its entry, with no status) and completed with its status.

use std::collections::VecDeque;
use std::sync::Mutex;
use std::time::Instant;

use axum::extract::{Request, State};
use axum::middleware::Next;
use axum::response::Response;
use serde::Serialize;

use crate::auth::presented_key;
use crate::state::AppState;

/// Oldest entries are forgotten past this many (long benchmarks would otherwise grow without end).
const CAPACITY: usize = 200_000;

#[derive(Debug, Clone, Serialize)]
pub struct Entry {
    pub seq: u64,
    pub method: String,
    pub path: String,
    pub query: Option<String>,
    pub key: Option<String>,
    pub account: Option<String>,
    pub at: String,
    /// None while in flight, or when the connection was dropped with no response.
    pub status: Option<u16>,
}

#[derive(Debug, Default)]
pub struct RequestLog {
    inner: Mutex<Inner>,
}

#[derive(Debug, Default)]
struct Inner {
    next_seq: u64,
    entries: VecDeque<Entry>,
}

impl RequestLog {
    fn lock(&self) -> std::sync::MutexGuard<'_, Inner> {
        self.inner
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    pub fn begin(&self, mut entry: Entry) -> u64 {
        let mut inner = self.lock();
        inner.next_seq += 1;
        entry.seq = inner.next_seq;
        if inner.entries.len() >= CAPACITY {
            inner.entries.pop_front();
        }
        inner.entries.push_back(entry);
        inner.next_seq
    }

    pub fn finish(&self, seq: u64, status: u16) {
        let mut inner = self.lock();
        if let Ok(i) = inner.entries.binary_search_by_key(&seq, |e| e.seq)
            && let Some(e) = inner.entries.get_mut(i)
        {
            e.status = Some(status);
        }
    }

    pub fn entries(&self) -> Vec<Entry> {
        self.lock().entries.iter().cloned().collect()
    }

    pub fn clear(&self) {
        self.lock().entries.clear();
    }
}

/// The middleware (every path but `/_sim`).
pub async fn record(State(app): State<AppState>, req: Request, next: Next) -> Response {
    let path = req.uri().path();
    if path == "/_sim" || path.starts_with("/_sim/") {
        return next.run(req).await;
    }
    let key = presented_key(req.headers()).ok();
    let entry = Entry {
        seq: 0,
        method: req.method().to_string(),
        path: path.to_owned(),
        query: req.uri().query().map(str::to_owned),
        key: key.map(str::to_owned),
        account: key
            .and_then(|k| app.directory.by_key(k))
            .map(|id| app.directory.name(id).to_owned()),
        at: app.clock.stamp(Instant::now()),
        status: None,
    };
    let seq = app.log.begin(entry);
    let resp = next.run(req).await;
    app.log.finish(seq, resp.status().as_u16());
    resp
}
