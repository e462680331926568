//! The listener: binds, builds the shared state, serves every connection itself (so that a fault can
//! close one with no response), dispatches `/v1`, `/_sim` and storage paths, and shuts down
//! gracefully.

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr};
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use axum::extract::{Request, State};
use axum::middleware;
use axum::response::{IntoResponse, Response};
use hyper::server::conn::http1;
use hyper_util::rt::TokioIo;
use hyper_util::service::TowerToHyperService;
use tokio::net::TcpListener;
use tokio::task::JoinHandle;
use tokio_util::sync::CancellationToken;
use tokio_util::task::TaskTracker;
use tower::ServiceExt;

use crate::accounts::Directory;
use crate::api::{self, ApiError};
use crate::catalogue::Catalogue;
use crate::ratelimit::Limiter;
use crate::state::{AppState, Parts, Shared};
use crate::storage::{AvatarLookup, Storage};
use crate::{SimConfig, SimError, faults, request_log, test_surface};

/// How long shutdown waits for requests in flight before closing their connections.
const GRACE: Duration = Duration::from_secs(5);

/// Lets a handler close its own connection without answering (fault injection).
#[derive(Debug, Clone)]
pub struct ConnControl {
    drop: CancellationToken,
}

impl ConnControl {
    /// Closes the connection; never returns (the request's future is dropped with the connection).
    pub async fn drop_connection(&self) -> Response {
        self.drop.cancel();
        std::future::pending().await
    }
}

/// A running simulator. Dropping it stops the server too; `shutdown` also waits for it to finish.
pub struct RunningSim {
    addr: SocketAddr,
    base_url: url::Url,
    shutdown: CancellationToken,
    server: Option<JoinHandle<()>>,
    state: AppState,
    // Declared last: the data directory outlives everything that writes to it.
    _tempdir: Option<tempfile::TempDir>,
}

impl std::fmt::Debug for RunningSim {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RunningSim")
            .field("addr", &self.addr)
            .finish_non_exhaustive()
    }
}

impl RunningSim {
    /// `http://127.0.0.1:PORT/`
    pub fn base_url(&self) -> url::Url {
        self.base_url.clone()
    }

    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// Stops accepting, lets requests in flight finish (a few seconds at most), stops background
    /// work, and returns when the server has stopped.
    pub async fn shutdown(mut self) {
        self.shutdown.cancel();
        if let Some(server) = self.server.take() {
            let _ = server.await;
        }
        self.state.stop.cancel();
        self.state.tasks.close();
        let _ = tokio::time::timeout(GRACE, self.state.tasks.wait()).await;
    }
}

impl Drop for RunningSim {
    fn drop(&mut self) {
        self.shutdown.cancel();
        self.state.stop.cancel();
    }
}

/// Starts a simulator: binds `config.addr`, prepares storage and state, and serves in the background.
pub async fn start(config: SimConfig) -> Result<RunningSim, SimError> {
    let (directory, books) = Directory::from_specs(&config.accounts)?;
    let listener = TcpListener::bind(config.addr)
        .await
        .map_err(|source| SimError::Bind {
            addr: config.addr,
            source,
        })?;
    let addr = listener.local_addr().map_err(|source| SimError::Bind {
        addr: config.addr,
        source,
    })?;
    let base_url = base_url_of(addr)?;

    let (root, tempdir) = match &config.data_dir {
        Some(dir) => {
            std::fs::create_dir_all(dir).map_err(|source| SimError::DataDir {
                path: dir.clone(),
                source,
            })?;
            (dir.clone(), None)
        }
        None => {
            let tmp = tempfile::Builder::new()
                .prefix("dubdeck-sim-")
                .tempdir()
                .map_err(|source| SimError::DataDir {
                    path: std::env::temp_dir(),
                    source,
                })?;
            (tmp.path().to_path_buf(), Some(tmp))
        }
    };
    // The simulator's own temporary files sit beside the objects, so that storing a result is a rename.
    // Left over from an earlier run in the same data directory: nothing in it is still needed.
    let scratch: PathBuf = root.join(".sim-scratch");
    let _ = std::fs::remove_dir_all(&scratch);
    std::fs::create_dir_all(&scratch).map_err(|source| SimError::DataDir {
        path: scratch.clone(),
        source,
    })?;

    let storage = Storage::new(root, base_url.clone(), config.upload_url_ttl)?;
    let catalogue = Arc::new(Catalogue::generate());
    let lookup_catalogue = Arc::clone(&catalogue);
    let lookup: AvatarLookup = Arc::new(move |stem: &str| {
        let id = crate::validation::parse_uuid(stem)?;
        lookup_catalogue.get(&id).map(|v| (v.avatar_seed, v.avatar))
    });
    storage.set_avatar_lookup(lookup);

    // The workspace's reqwest brings no TLS provider: rustls's *ring* (a no-op when one is set).
    let _ = rustls::crypto::ring::default_provider().install_default();
    let http = reqwest::Client::builder()
        .connect_timeout(Duration::from_secs(10))
        .timeout(Duration::from_secs(600))
        .user_agent(concat!("dubdeck-sim/", env!("CARGO_PKG_VERSION")))
        .no_proxy()
        .build()
        .map_err(|e| SimError::Config(format!("the HTTP client for links could not be built: {e}")))?;

    let state: AppState = Arc::new(Shared::new(Parts {
        directory,
        books,
        limiter: Limiter::new(config.rate_limits.clone()),
        catalogue,
        storage,
        stage_ms: config.stage_ms,
        upload_ttl: config.upload_url_ttl,
        test_surface: config.test_surface,
        base_url: base_url.clone(),
        scratch,
        http,
        media: config.media.clone(),
    }));

    let app = app(state.clone());
    let shutdown = CancellationToken::new();
    let server = tokio::spawn(serve(listener, app, shutdown.clone()));
    tracing::info!(%addr, "dubdeck-sim listening");
    Ok(RunningSim {
        addr,
        base_url,
        shutdown,
        server: Some(server),
        state,
        _tempdir: tempdir,
    })
}

/// The URL clients use: an unspecified bind address is reached through loopback.
fn base_url_of(addr: SocketAddr) -> Result<url::Url, SimError> {
    let ip = match addr.ip() {
        IpAddr::V4(v4) if v4.is_unspecified() => IpAddr::V4(Ipv4Addr::LOCALHOST),
        IpAddr::V6(v6) if v6.is_unspecified() => IpAddr::V6(Ipv6Addr::LOCALHOST),
        ip => ip,
    };
    let text = format!("http://{}/", SocketAddr::new(ip, addr.port()));
    url::Url::parse(&text).map_err(|e| SimError::Config(format!("the base URL {text} is not valid: {e}")))
}

/// Every route on the one listener, with the request log, the fault middleware and a panic guard.
fn app(state: AppState) -> axum::Router {
    let v1 = api::router(state.clone());
    let surface = test_surface::router(state.clone());
    axum::Router::new()
        .fallback(move |State(state): State<AppState>, req: Request| {
            let (v1, surface) = (v1.clone(), surface.clone());
            async move { dispatch(state, v1, surface, req).await }
        })
        .layer(middleware::from_fn_with_state(state.clone(), faults::apply))
        .layer(middleware::from_fn(catch_panics))
        .layer(middleware::from_fn_with_state(state.clone(), request_log::record))
        .with_state(state)
}

async fn dispatch(state: AppState, v1: axum::Router, surface: axum::Router, req: Request) -> Response {
    let path = req.uri().path();
    let under = |prefix: &str| {
        path == prefix
            || path
                .strip_prefix(prefix)
                .is_some_and(|rest| rest.starts_with('/'))
    };
    if under("/v1") {
        v1.oneshot(req).await.into_response()
    } else if under("/_sim") {
        if state.test_surface {
            surface.oneshot(req).await.into_response()
        } else {
            ApiError::NotFound("the test surface is off; start the simulator with --test-surface".into())
                .into_response()
        }
    } else if Storage::serves(path) {
        state.storage.handle(req).await
    } else {
        ApiError::NotFound(format!("nothing is served at {path}; the interface is under /v1")).into_response()
    }
}

async fn catch_panics(req: Request, next: middleware::Next) -> Response {
    api::guarded(next.run(req)).await
}

/// Accepts connections until `shutdown`, then lets each finish its request in flight (up to
/// `GRACE`) and closes the rest.
async fn serve(listener: TcpListener, app: axum::Router, shutdown: CancellationToken) {
    let connections = TaskTracker::new();
    let hard_stop = CancellationToken::new();
    loop {
        let accepted = tokio::select! {
            () = shutdown.cancelled() => break,
            accepted = listener.accept() => accepted,
        };
        let stream = match accepted {
            Ok((stream, _)) => stream,
            Err(e) => {
                // Out of descriptors and the like: wait a moment rather than spin.
                tracing::warn!("accepting a connection failed: {e}");
                tokio::time::sleep(Duration::from_millis(50)).await;
                continue;
            }
        };
        let _ = stream.set_nodelay(true);
        let control = ConnControl {
            drop: CancellationToken::new(),
        };
        let dropped = control.drop.clone();
        let service = app
            .clone()
            .map_request(move |mut req: Request<hyper::body::Incoming>| {
                req.extensions_mut().insert(control.clone());
                req.map(axum::body::Body::new)
            });
        let (shutdown, hard_stop) = (shutdown.clone(), hard_stop.clone());
        connections.spawn(async move {
            let conn = http1::Builder::new()
                .serve_connection(TokioIo::new(stream), TowerToHyperService::new(service));
            tokio::pin!(conn);
            let mut closing = false;
            loop {
                tokio::select! {
                    _ = conn.as_mut() => break,
                    // Dropping `conn` closes the socket at once, with nothing more written.
                    () = dropped.cancelled() => break,
                    () = hard_stop.cancelled() => break,
                    () = shutdown.cancelled(), if !closing => {
                        closing = true;
                        conn.as_mut().graceful_shutdown();
                    }
                }
            }
        });
    }
    drop(listener);
    connections.close();
    if tokio::time::timeout(GRACE, connections.wait()).await.is_err() {
        hard_stop.cancel();
        connections.wait().await;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base_urls_reach_unspecified_addresses_through_loopback() {
        let url = |s: &str| base_url_of(s.parse().unwrap()).unwrap().to_string();
        assert_eq!(url("127.0.0.1:8787"), "http://127.0.0.1:8787/");
        assert_eq!(url("0.0.0.0:9000"), "http://127.0.0.1:9000/");
        assert_eq!(url("[::]:9000"), "http://[::1]:9000/");
        assert_eq!(url("[::1]:80"), "http://[::1]/", "the default port is implied");
    }
}
