//! Audio for the A/B player, served to the page over loopback HTTP.
//!
//! WebKitGTK's media player loads only http(s), blob and file URLs: it cannot play a custom URI
//! scheme at all, and a blob of a long WAV costs gigabytes. So the shell serves the files the
//! player needs from `127.0.0.1`, with the Range requests (206 Partial Content) that seeking needs,
//! through tower-http's `ServeFile`.
//!
//! Nothing else of the disk is reachable: a file is served only after the shell has shared it,
//! and the shell shares only a job's own input file and its result, found in the library by the
//! job's id, and the training wizard's takes, found by name in the library's takes folder (the page
//! never names a path). Each file a job shares gets an unguessable token of that
//! job's, all of which end when the job is removed; a request must name this server by its
//! loopback address (a web page elsewhere cannot reach it through a rebinding host name).
//!
//! The waveforms the player draws are computed here too, and kept for a while ([`PeaksCache`]).

use std::collections::HashMap;
use std::net::{Ipv4Addr, SocketAddr};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::SystemTime;

use axum::Router;
use axum::body::Body;
use axum::extract::{Path as UrlPath, Request, State};
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use tauri::async_runtime::JoinHandle;
use tower::ServiceExt;
use tower_http::services::ServeFile;
use url::Url;

use dubdeck_core::events::JobId;
use dubdeck_core::probe;

use crate::ipc::{ErrorCode, IpcError, WavePeaks};

/// The loopback server of shared media files.
pub struct MediaServer {
    origin: Url,
    files: Arc<Files>,
    task: JoinHandle<()>,
}

/// Shared files by token, and the token of each job's file (a job sharing a file twice gives one
/// URL; two jobs sharing one input get a token each).
#[derive(Default)]
struct Files {
    inner: Mutex<FilesInner>,
    /// `127.0.0.1:<port>`: the only `Host` the server answers.
    host: String,
}

#[derive(Default)]
struct FilesInner {
    by_token: HashMap<String, PathBuf>,
    by_job: HashMap<Owner, HashMap<PathBuf, String>>,
}

/// Whose files a token serves: a job's (its input and results), or the training wizard's takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Owner {
    Job(JobId),
    Takes,
}

impl From<JobId> for Owner {
    fn from(job: JobId) -> Owner {
        Owner::Job(job)
    }
}

impl MediaServer {
    /// Binds a free loopback port and starts serving.
    pub async fn start() -> std::io::Result<MediaServer> {
        let listener = tokio::net::TcpListener::bind(SocketAddr::from((Ipv4Addr::LOCALHOST, 0))).await?;
        let addr = listener.local_addr()?;
        let host = addr.to_string();
        let origin = Url::parse(&format!("http://{host}/"))
            .map_err(|e| std::io::Error::other(format!("the media address is not a URL: {e}")))?;
        let files = Arc::new(Files {
            inner: Mutex::default(),
            host,
        });
        let router = Router::new()
            .route("/media/{token}/{name}", get(serve))
            .with_state(Arc::clone(&files));
        let task = tauri::async_runtime::spawn(async move {
            if let Err(e) = axum::serve(listener, router).await {
                tracing::warn!("the media server stopped: {e}");
            }
        });
        Ok(MediaServer { origin, files, task })
    }

    /// The URL the page plays `path`, a file of `owner`'s, from. The last path segment is the
    /// file's name, for the player's type sniffing and for people reading logs; only the token
    /// matters.
    pub fn share(&self, owner: impl Into<Owner>, path: &Path) -> Url {
        let mut inner = self.files.inner.lock().unwrap_or_else(PoisonError::into_inner);
        let FilesInner { by_token, by_job } = &mut *inner;
        let token = by_job
            .entry(owner.into())
            .or_default()
            .entry(path.to_path_buf())
            .or_insert_with(|| {
                let token = uuid::Uuid::new_v4().simple().to_string();
                by_token.insert(token.clone(), path.to_path_buf());
                token
            })
            .clone();
        let name = path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_else(|| "media".to_owned());
        let mut url = self.origin.clone();
        if let Ok(mut segments) = url.path_segments_mut() {
            segments.extend(["media", token.as_str(), name.as_str()]);
        }
        url
    }

    /// Stops serving every file `job` shared (its input and its result): the job was removed.
    pub fn forget_job(&self, job: JobId) {
        let mut inner = self.files.inner.lock().unwrap_or_else(PoisonError::into_inner);
        for token in inner
            .by_job
            .remove(&Owner::Job(job))
            .unwrap_or_default()
            .into_values()
        {
            inner.by_token.remove(&token);
        }
    }

    /// Stops serving the take at `path` (deleted).
    pub fn forget_take(&self, path: &Path) {
        let mut inner = self.files.inner.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(token) = inner.by_job.get_mut(&Owner::Takes).and_then(|t| t.remove(path)) {
            inner.by_token.remove(&token);
        }
    }

    /// `http://127.0.0.1:<port>/`.
    #[cfg(test)]
    pub fn origin(&self) -> &Url {
        &self.origin
    }
}

impl Drop for MediaServer {
    fn drop(&mut self) {
        self.task.abort();
    }
}

async fn serve(
    State(files): State<Arc<Files>>,
    UrlPath((token, _name)): UrlPath<(String, String)>,
    request: Request,
) -> Response {
    let host_ok = request
        .headers()
        .get(header::HOST)
        .is_some_and(|h| h.as_bytes() == files.host.as_bytes());
    if !host_ok {
        return StatusCode::MISDIRECTED_REQUEST.into_response();
    }
    let path = files
        .inner
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
        .by_token
        .get(&token)
        .cloned();
    let Some(path) = path else {
        return StatusCode::NOT_FOUND.into_response();
    };
    match ServeFile::new(path).oneshot(request).await {
        Ok(response) => {
            let mut response = response.map(Body::new);
            // The file may change under the same URL (a dub again into the same name).
            response
                .headers_mut()
                .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
            response
        }
        Err(never) => match never {},
    }
}

/// The shell's media server, started on first use.
pub async fn start_server() -> Result<MediaServer, IpcError> {
    MediaServer::start().await.map_err(|e| {
        IpcError::new(
            ErrorCode::Internal,
            format!("the player's media server cannot start: {e}"),
        )
    })
}

/// Waveforms computed lately, by file (path, size and modification time) and bar count: the
/// player asks again each time a row opens, and decoding a long song takes seconds.
#[derive(Default)]
pub struct PeaksCache {
    done: Mutex<HashMap<PeaksKey, Arc<WavePeaks>>>,
}

#[derive(Clone, PartialEq, Eq, Hash)]
struct PeaksKey {
    path: PathBuf,
    size: u64,
    modified: Option<SystemTime>,
    bars: usize,
}

/// The most waveforms kept (each at most 4 KiB).
const PEAKS_KEPT: usize = 64;

impl PeaksCache {
    /// The waveform of `path` in `bars` bars.
    pub async fn get(&self, path: PathBuf, bars: usize) -> Result<WavePeaks, IpcError> {
        let meta = tokio::fs::metadata(&path)
            .await
            .map_err(|e| IpcError::io(ErrorCode::ResultMissing, &path, &e))?;
        let key = PeaksKey {
            path: path.clone(),
            size: meta.len(),
            modified: meta.modified().ok(),
            bars,
        };
        if let Some(found) = self.lock().get(&key) {
            return Ok(WavePeaks::clone(found));
        }
        let found = tokio::task::spawn_blocking(move || probe::peaks(&path, bars))
            .await
            .map_err(|e| IpcError::new(ErrorCode::Internal, format!("the waveform stopped: {e}")))?
            .map_err(|e| {
                let mut error =
                    IpcError::new(ErrorCode::InputRefused, e.to_string()).about(e.path().to_string_lossy());
                error.details.reason = Some(e.code());
                error
            })?;
        let view = WavePeaks {
            duration_ms: found.duration_ms,
            bars: found.bars.iter().map(|b| quantize(*b)).collect(),
        };
        let mut done = self.lock();
        if done.len() >= PEAKS_KEPT {
            done.clear();
        }
        done.insert(key, Arc::new(view.clone()));
        Ok(view)
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<PeaksKey, Arc<WavePeaks>>> {
        self.done.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

/// 0.0..=1.0 to 0..=255.
fn quantize(level: f32) -> u8 {
    (level.clamp(0.0, 1.0) * 255.0).round() as u8
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_map_to_bytes() {
        assert_eq!(quantize(0.0), 0);
        assert_eq!(quantize(1.0), 255);
        assert_eq!(quantize(0.5), 128);
        assert_eq!(quantize(7.0), 255);
        assert_eq!(quantize(f32::NAN), 0);
    }

    async fn get(url: &Url, headers: &[(&str, &str)]) -> (u16, HashMap<String, String>, Vec<u8>) {
        use tokio::io::{AsyncReadExt, AsyncWriteExt};
        let host = format!(
            "{}:{}",
            url.host_str().unwrap_or_default(),
            url.port().unwrap_or(80)
        );
        let mut stream = tokio::net::TcpStream::connect(&host).await.unwrap();
        let mut request = format!("GET {} HTTP/1.1\r\nConnection: close\r\n", url.path());
        if !headers.iter().any(|(k, _)| k.eq_ignore_ascii_case("host")) {
            request.push_str(&format!("Host: {host}\r\n"));
        }
        for (k, v) in headers {
            request.push_str(&format!("{k}: {v}\r\n"));
        }
        request.push_str("\r\n");
        stream.write_all(request.as_bytes()).await.unwrap();
        let mut raw = Vec::new();
        stream.read_to_end(&mut raw).await.unwrap();
        let split = raw.windows(4).position(|w| w == b"\r\n\r\n").unwrap();
        let head = String::from_utf8_lossy(&raw[..split]).into_owned();
        let mut lines = head.lines();
        let status = lines.next().unwrap().split(' ').nth(1).unwrap().parse().unwrap();
        let headers = lines
            .filter_map(|l| l.split_once(": "))
            .map(|(k, v)| (k.to_ascii_lowercase(), v.to_owned()))
            .collect();
        (status, headers, raw[split + 4..].to_vec())
    }

    #[tokio::test]
    async fn a_shared_file_is_served_whole_and_in_ranges() {
        let dir = tempfile::tempdir().unwrap();
        let song = dir.path().join("my song.wav");
        let bytes: Vec<u8> = (0..=255u8).cycle().take(10_000).collect();
        std::fs::write(&song, &bytes).unwrap();
        let server = MediaServer::start().await.unwrap();
        let url = server.share(job(1), &song);
        assert_eq!(url.host_str(), Some("127.0.0.1"));
        assert!(url.path().ends_with("/my%20song.wav"), "{url}");
        assert_eq!(server.share(job(1), &song), url, "sharing twice gives one URL");

        let (status, headers, body) = get(&url, &[]).await;
        assert_eq!(status, 200);
        assert_eq!(body, bytes);
        assert_eq!(headers.get("accept-ranges").map(String::as_str), Some("bytes"));

        let (status, headers, body) = get(&url, &[("Range", "bytes=1000-1999")]).await;
        assert_eq!(status, 206);
        assert_eq!(body, &bytes[1000..2000]);
        assert_eq!(
            headers.get("content-range").map(String::as_str),
            Some("bytes 1000-1999/10000")
        );
    }

    #[tokio::test]
    async fn only_shared_files_and_only_by_the_loopback_host() {
        let dir = tempfile::tempdir().unwrap();
        let song = dir.path().join("a.wav");
        let secret = dir.path().join("secret.txt");
        std::fs::write(&song, b"RIFF").unwrap();
        std::fs::write(&secret, b"private").unwrap();
        let server = MediaServer::start().await.unwrap();
        let url = server.share(job(1), &song);

        // Another token, a path of the disk, a rebinding host name: nothing.
        let mut guessed = url.clone();
        guessed.set_path("/media/0123456789abcdef0123456789abcdef/secret.txt");
        assert_eq!(get(&guessed, &[]).await.0, 404);
        let mut traversal = server.origin().clone();
        traversal.set_path(&format!("/{}", secret.display()));
        assert_eq!(get(&traversal, &[]).await.0, 404);
        let evil = [("Host", "evil.example:80")];
        assert_eq!(get(&url, &evil).await.0, 421);
    }

    fn job(n: u128) -> JobId {
        JobId::Dub(dubdeck_core::job::DubId(uuid::Uuid::from_u128(n)))
    }

    #[tokio::test]
    async fn a_removed_job_takes_its_input_and_its_result_with_it() {
        let dir = tempfile::tempdir().unwrap();
        let input = dir.path().join("song.wav");
        let result = dir.path().join("song (Nova).wav");
        std::fs::write(&input, b"RIFF input").unwrap();
        std::fs::write(&result, b"RIFF result").unwrap();
        let server = MediaServer::start().await.unwrap();
        let (removed_input, removed_result) = (server.share(job(1), &input), server.share(job(1), &result));
        // Another dub of the same input keeps its own token.
        let other_input = server.share(job(2), &input);
        assert_ne!(other_input, removed_input);
        assert_eq!(get(&removed_input, &[]).await.0, 200);

        server.forget_job(job(1));
        assert_eq!(get(&removed_input, &[]).await.0, 404, "the input is still served");
        assert_eq!(
            get(&removed_result, &[]).await.0,
            404,
            "the result is still served"
        );
        assert_eq!(get(&other_input, &[]).await.0, 200);
    }
}
