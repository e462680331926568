//! Fault injection: the active fault set (`PUT /_sim/faults`) and the middleware that applies it to
//! every request outside `/_sim`: latency, 5xx answers with a given body, dropped connections
//! (before or after handling), and 429 storms. Upload and download cuts are storage's to apply.

use std::sync::Mutex;
use std::time::Duration;

use axum::body::Body;
use axum::extract::{Request, State};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use http::{HeaderValue, StatusCode, header};
use serde::{Deserialize, Serialize};

use crate::api::ApiError;
use crate::clock::unix_millis;
use crate::ratelimit::{Class, Snapshot};
use crate::server::ConnControl;
use crate::state::AppState;
use crate::storage::CutFault;

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct FaultSet {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub latency_ms: Option<u64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub server_errors: Option<ServerErrors>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub drop_connections: Option<DropConnections>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rate_limit_storm: Option<RateLimitStorm>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cut_uploads: Option<Cut>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cut_downloads: Option<Cut>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ServerErrors {
    pub count: u32,
    pub status: u16,
    #[serde(default)]
    pub body: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub path_prefix: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct DropConnections {
    pub count: u32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub path_prefix: Option<String>,
    #[serde(default)]
    pub after_handling: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct RateLimitStorm {
    pub count: u32,
    pub retry_after_secs: u64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub path_prefix: Option<String>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Cut {
    pub count: u32,
    pub after_bytes: u64,
}

impl Cut {
    pub fn to_storage(self) -> Option<CutFault> {
        (self.count > 0).then_some(CutFault {
            count: self.count,
            after_bytes: self.after_bytes,
        })
    }
}

/// The longest injected latency (ten minutes): longer would only hang a test run.
const MAX_LATENCY_MS: u64 = 600_000;

impl FaultSet {
    /// Refuses figures that make no sense, saying which.
    pub fn check(&self) -> Result<(), String> {
        if let Some(ms) = self.latency_ms
            && ms > MAX_LATENCY_MS
        {
            return Err(format!("latencyMs is {ms}; at most {MAX_LATENCY_MS} is allowed"));
        }
        if let Some(e) = &self.server_errors
            && !(500..=599).contains(&e.status)
        {
            return Err(format!(
                "serverErrors.status is {}; it must be from 500 to 599",
                e.status
            ));
        }
        Ok(())
    }
}

/// What the middleware does to one request.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Action {
    ServerError { status: u16, body: String },
    Storm { retry_after_secs: u64 },
    Drop { after_handling: bool },
}

#[derive(Debug, Default)]
pub struct Faults {
    active: Mutex<FaultSet>,
}

fn matches(prefix: Option<&String>, path: &str) -> bool {
    prefix.is_none_or(|p| path.starts_with(p.as_str()))
}

impl Faults {
    pub fn replace(&self, set: FaultSet) {
        *self.lock() = set;
    }

    pub fn current(&self) -> FaultSet {
        self.lock().clone()
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, FaultSet> {
        self.active
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// The latency and (at most one) action for a request to `path`, counting the action down.
    pub fn take(&self, path: &str) -> (Option<Duration>, Option<Action>) {
        let mut set = self.lock();
        let latency = set.latency_ms.filter(|&ms| ms > 0).map(Duration::from_millis);
        let mut action = None;
        if let Some(e) = set.server_errors.as_mut()
            && e.count > 0
            && matches(e.path_prefix.as_ref(), path)
        {
            e.count -= 1;
            action = Some(Action::ServerError {
                status: e.status,
                body: e.body.clone(),
            });
        } else if let Some(s) = set.rate_limit_storm.as_mut()
            && s.count > 0
            && matches(s.path_prefix.as_ref(), path)
        {
            s.count -= 1;
            action = Some(Action::Storm {
                retry_after_secs: s.retry_after_secs,
            });
        } else if let Some(d) = set.drop_connections.as_mut()
            && d.count > 0
            && matches(d.path_prefix.as_ref(), path)
        {
            d.count -= 1;
            action = Some(Action::Drop {
                after_handling: d.after_handling,
            });
        }
        // Spent faults leave the active set.
        if set.server_errors.as_ref().is_some_and(|e| e.count == 0) {
            set.server_errors = None;
        }
        if set.rate_limit_storm.as_ref().is_some_and(|e| e.count == 0) {
            set.rate_limit_storm = None;
        }
        if set.drop_connections.as_ref().is_some_and(|e| e.count == 0) {
            set.drop_connections = None;
        }
        (latency, action)
    }
}

/// The middleware (every path but `/_sim`).
pub async fn apply(State(app): State<AppState>, req: Request, next: Next) -> Response {
    let path = req.uri().path().to_owned();
    if path == "/_sim" || path.starts_with("/_sim/") {
        return next.run(req).await;
    }
    let (latency, action) = app.faults.take(&path);
    if let Some(wait) = latency {
        tokio::time::sleep(wait).await;
    }
    match action {
        None => next.run(req).await,
        Some(Action::ServerError { status, body }) => server_error(status, body),
        Some(Action::Storm { retry_after_secs }) => storm(&app, &req, retry_after_secs),
        Some(Action::Drop { after_handling }) => {
            let control = req.extensions().get::<ConnControl>().cloned();
            if after_handling {
                // The request takes effect; the caller never hears of it.
                drop(next.run(req).await);
            }
            match control {
                Some(control) => control.drop_connection().await,
                None => broken_body(),
            }
        }
    }
}

fn server_error(status: u16, body: String) -> Response {
    let status = StatusCode::from_u16(status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
    let trimmed = body.trim_start();
    let content_type = if trimmed.starts_with('<') {
        "text/html; charset=utf-8"
    } else if serde_json::from_str::<serde_json::Value>(&body).is_ok() {
        "application/json"
    } else {
        "text/plain; charset=utf-8"
    };
    let mut resp = (status, body).into_response();
    resp.headers_mut()
        .insert(header::CONTENT_TYPE, HeaderValue::from_static(content_type));
    resp
}

fn storm(app: &AppState, req: &Request, retry_after_secs: u64) -> Response {
    let retry = retry_after_secs.max(1);
    let mut resp = ApiError::RateLimited {
        retry_after_secs: retry,
    }
    .into_response();
    let snapshot = Snapshot {
        limit: app.limiter.headline_limit(Class::of(req.method())),
        remaining: 0,
        reset: unix_millis().div_ceil(1000) + retry,
    };
    snapshot.apply(resp.headers_mut());
    resp
}

/// Without a connection to close (never the case on the simulator's own listener), a body that
/// fails at once is the nearest thing.
fn broken_body() -> Response {
    let stream = futures::stream::once(async {
        Err::<bytes::Bytes, std::io::Error>(std::io::Error::other("connection dropped by fault injection"))
    });
    Response::new(Body::from_stream(stream))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn faults_count_down_and_respect_their_prefix() {
        let f = Faults::default();
        f.replace(FaultSet {
            latency_ms: Some(5),
            server_errors: Some(ServerErrors {
                count: 2,
                status: 503,
                body: "x".into(),
                path_prefix: Some("/v1/voices".into()),
            }),
            drop_connections: Some(DropConnections {
                count: 1,
                path_prefix: None,
                after_handling: true,
            }),
            ..FaultSet::default()
        });
        assert!(matches!(
            f.take("/v1/voices").1,
            Some(Action::ServerError { status: 503, .. })
        ));
        assert_eq!(f.take("/v1/me").1, Some(Action::Drop { after_handling: true }));
        assert_eq!(f.take("/v1/me"), (Some(Duration::from_millis(5)), None));
        assert!(matches!(
            f.take("/v1/voices?x").1,
            Some(Action::ServerError { .. })
        ));
        assert_eq!(f.take("/v1/voices").1, None);
        let left = f.current();
        assert_eq!((left.server_errors, left.drop_connections), (None, None));
        assert_eq!(left.latency_ms, Some(5));
    }

    #[test]
    fn fault_sets_are_checked() {
        let bad = FaultSet {
            server_errors: Some(ServerErrors {
                count: 1,
                status: 404,
                body: String::new(),
                path_prefix: None,
            }),
            ..FaultSet::default()
        };
        assert!(bad.check().is_err());
        assert!(serde_json::from_str::<FaultSet>(r#"{"latencyMs": 5, "bogus": 1}"#).is_err());
    }
}
