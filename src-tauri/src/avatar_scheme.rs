//! The `avatar` URI scheme: the page's `<img>`s load voice avatars from the core's disk cache
//! through it, so the page itself makes no network request (its CSP allows none). A missing
//! avatar is fetched by the core first (from the voice's catalogue entry), then served.
//!
//! URLs: `avatar://localhost/<voice id>` (Linux, macOS) or `http://avatar.localhost/<voice id>`
//! (Windows, where WebView2 needs that form); `?still` asks for an animated avatar's first frame.
//!
//! Downloads take turns newest first ([`Turns`]): after a fast scroll the page has asked for the
//! avatars of every card it passed, and the cards in view now, asked for last, must not wait for
//! all of those. Reads of cached avatars take turns too ([`Gates`]), for the sake of memory.

use std::path::PathBuf;
use std::sync::{Arc, Mutex, PoisonError};

use tokio::sync::oneshot;

use tauri::http::{Request, Response, StatusCode, header};
use tauri::{Manager, Runtime, UriSchemeContext, UriSchemeResponder};
use uuid::Uuid;

use dubdeck_core::catalogue::VoiceLookup;
use dubdeck_core::context::{AppContext, AppError};

use crate::shell::Shell;

/// The scheme's name.
pub use crate::ipc::AVATAR_SCHEME as SCHEME;

/// How many cached avatars are read at once. A read is a few blocking calls (the ledger's
/// lookup and touch, the file), each on a thread of the blocking pool; a page of cards asks for
/// dozens at once, and unbounded they would keep the blocking pool busy (see `BLOCKING_THREADS`
/// in `lib.rs`) and leave no thread for the engine's short calls. A read is short: four at once
/// serve a screenful of cards within a frame.
const READ_SLOTS: usize = 4;

/// The scheme's turns: reads of cached avatars, and downloads of missing ones.
pub struct Gates {
    reads: Arc<Turns>,
    downloads: Arc<Turns>,
}

impl Gates {
    /// Gates with `downloads` download slots (the avatar cache's own concurrency).
    pub fn new(downloads: usize) -> Arc<Gates> {
        Arc::new(Gates {
            reads: Turns::new(READ_SLOTS),
            downloads: Turns::new(downloads),
        })
    }
}

/// Turns: at most `slots` at once; a freed turn goes to the newest waiter.
pub struct Turns {
    slots: usize,
    state: Mutex<TurnState>,
}

struct TurnState {
    running: usize,
    waiting: Vec<oneshot::Sender<()>>,
}

/// A download's turn; the next one starts when it is dropped.
pub struct Turn {
    turns: Arc<Turns>,
}

impl Turns {
    pub fn new(slots: usize) -> Arc<Turns> {
        Arc::new(Turns {
            slots: slots.max(1),
            state: Mutex::new(TurnState {
                running: 0,
                waiting: Vec::new(),
            }),
        })
    }

    /// Waits for a turn (at once when a slot is free).
    pub async fn take(self: &Arc<Self>) -> Turn {
        let wait = {
            let mut state = self.state.lock().unwrap_or_else(PoisonError::into_inner);
            if state.running < self.slots {
                state.running += 1;
                None
            } else {
                let (tx, rx) = oneshot::channel();
                state.waiting.push(tx);
                Some(rx)
            }
        };
        if let Some(rx) = wait {
            // The turn is handed over with the slot still counted as running.
            let _ = rx.await;
        }
        Turn {
            turns: Arc::clone(self),
        }
    }
}

impl Drop for Turn {
    fn drop(&mut self) {
        let mut state = self.turns.state.lock().unwrap_or_else(PoisonError::into_inner);
        // Newest first; a waiter that gave up (its request was cancelled) is skipped.
        while let Some(next) = state.waiting.pop() {
            if next.send(()).is_ok() {
                return;
            }
        }
        state.running -= 1;
    }
}

/// Answers one request of the scheme (off the main thread).
pub fn handle<R: Runtime>(
    gates: &Arc<Gates>,
    ctx: UriSchemeContext<'_, R>,
    request: Request<Vec<u8>>,
    responder: UriSchemeResponder,
) {
    // The state is managed before the window loads the page; a request before it is refused.
    let Some(shell) = ctx
        .app_handle()
        .try_state::<Arc<Shell>>()
        .map(|s| Arc::clone(s.inner()))
    else {
        responder.respond(status(StatusCode::SERVICE_UNAVAILABLE));
        return;
    };
    let gates = Arc::clone(gates);
    let path = request.uri().path().trim_matches('/').to_owned();
    let still = request
        .uri()
        .query()
        .is_some_and(|q| q.split('&').any(|p| p == "still"));
    tauri::async_runtime::spawn(async move {
        responder.respond(answer(&shell, &gates, &path, still).await);
    });
}

async fn answer(shell: &Shell, gates: &Gates, path: &str, still: bool) -> Response<Vec<u8>> {
    let Ok(voice_id) = Uuid::parse_str(path) else {
        return status(StatusCode::BAD_REQUEST);
    };
    let ctx = match shell.ctx().await {
        Ok(ctx) => ctx,
        Err(_) => return status(StatusCode::SERVICE_UNAVAILABLE),
    };
    match avatar_bytes(&ctx, gates, voice_id, still).await {
        Ok(Some(bytes)) => Response::builder()
            .header(header::CONTENT_TYPE, content_type(&bytes))
            // The cache revalidates on its own schedule; the page may keep what it drew.
            .header(header::CACHE_CONTROL, "max-age=3600")
            .body(bytes)
            .unwrap_or_else(|_| status(StatusCode::INTERNAL_SERVER_ERROR)),
        Ok(None) => status(StatusCode::NOT_FOUND),
        Err(Unserved::Unreadable(file, e)) => {
            tracing::warn!("avatar {voice_id}: could not read {}: {e}", file.display());
            status(StatusCode::NOT_FOUND)
        }
        Err(Unserved::Fetch(e)) => {
            tracing::info!("avatar {voice_id}: {}", e.code());
            status(StatusCode::BAD_GATEWAY)
        }
    }
}

/// Why an avatar was not served.
enum Unserved {
    Fetch(AppError),
    Unreadable(PathBuf, std::io::Error),
}

impl From<AppError> for Unserved {
    fn from(e: AppError) -> Self {
        Unserved::Fetch(e)
    }
}

/// The bytes to serve: a cached avatar in one read turn (its ledger lookup, then its file), else
/// one fetched for a voice the catalogue cache knows (in a download turn), then read in turn.
async fn avatar_bytes(
    ctx: &AppContext,
    gates: &Gates,
    voice_id: Uuid,
    still: bool,
) -> Result<Option<Vec<u8>>, Unserved> {
    {
        let _read = gates.reads.take().await;
        if let Some(file) = ctx.avatars().cached(voice_id).await.map_err(AppError::from)? {
            let path = file.for_motion(still);
            return match tokio::fs::read(path).await {
                Ok(bytes) => Ok(Some(bytes)),
                Err(e) => Err(Unserved::Unreadable(path.to_path_buf(), e)),
            };
        }
    }
    let Some(file) = fetched(ctx, gates, voice_id, still).await? else {
        return Ok(None);
    };
    match read(gates, &file).await {
        Ok(bytes) => Ok(Some(bytes)),
        Err(e) => Err(Unserved::Unreadable(file, e)),
    }
}

/// The avatar fetched for a voice the catalogue cache knows (None for a voice it does not).
async fn fetched(
    ctx: &AppContext,
    gates: &Gates,
    voice_id: Uuid,
    still: bool,
) -> Result<Option<PathBuf>, AppError> {
    let _turn = gates.downloads.take().await;
    let VoiceLookup::Public { voice, .. } = ctx.lookup_voice(voice_id).await? else {
        return Ok(None);
    };
    let fetched = ctx.fetch_avatars(std::slice::from_ref(&voice)).await;
    match fetched.into_iter().next() {
        Some(Ok(file)) => Ok(Some(file.for_motion(still).to_path_buf())),
        Some(Err(e)) => Err(e),
        None => Ok(None),
    }
}

/// The bytes of an avatar file, read in turn.
async fn read(gates: &Gates, file: &std::path::Path) -> std::io::Result<Vec<u8>> {
    let _read = gates.reads.take().await;
    tokio::fs::read(file).await
}

/// The image type from its first bytes (the cache keeps the server's bytes as they came).
fn content_type(bytes: &[u8]) -> &'static str {
    if bytes.starts_with(b"GIF8") {
        "image/gif"
    } else if bytes.starts_with(b"\x89PNG") {
        "image/png"
    } else if bytes.len() >= 12 && &bytes[0..4] == b"RIFF" && &bytes[8..12] == b"WEBP" {
        "image/webp"
    } else {
        "application/octet-stream"
    }
}

fn status(code: StatusCode) -> Response<Vec<u8>> {
    let mut response = Response::new(Vec::new());
    *response.status_mut() = code;
    response
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    #[tokio::test]
    async fn a_freed_turn_goes_to_the_newest_waiter() {
        let turns = Turns::new(1);
        let first = turns.take().await;
        let order = Arc::new(Mutex::new(Vec::new()));
        let mut waiters = Vec::new();
        for n in 0..3 {
            let (turns, order) = (Arc::clone(&turns), Arc::clone(&order));
            waiters.push(tokio::spawn(async move {
                let _turn = turns.take().await;
                order.lock().unwrap().push(n);
            }));
            // Let each waiter queue before the next asks.
            tokio::task::yield_now().await;
            tokio::time::sleep(std::time::Duration::from_millis(20)).await;
        }
        drop(first);
        for waiter in waiters {
            waiter.await.unwrap();
        }
        assert_eq!(*order.lock().unwrap(), vec![2, 1, 0]);
        assert_eq!(turns.state.lock().unwrap().running, 0, "every slot is given back");
    }

    #[tokio::test]
    async fn a_waiter_that_gave_up_is_skipped() {
        let turns = Turns::new(1);
        let first = turns.take().await;
        let gave_up = tokio::spawn({
            let turns = Arc::clone(&turns);
            async move {
                let _turn = turns.take().await;
            }
        });
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
        gave_up.abort();
        let _ = gave_up.await;
        drop(first);
        // The slot was freed, not handed to the cancelled waiter: a new turn starts at once.
        let again = tokio::time::timeout(std::time::Duration::from_secs(5), turns.take()).await;
        assert!(again.is_ok(), "the slot was lost to a waiter that gave up");
    }

    #[tokio::test]
    async fn cached_avatars_are_read_in_turns() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("avatar.png");
        std::fs::write(&file, b"\x89PNG\r\n\x1a\n").unwrap();
        let gates = Gates::new(2);
        let mut held = Vec::new();
        for _ in 0..READ_SLOTS {
            held.push(gates.reads.take().await);
        }
        // Every read slot is taken: a further read waits, whatever the downloads do.
        let waiting = tokio::time::timeout(std::time::Duration::from_millis(200), read(&gates, &file)).await;
        assert!(waiting.is_err(), "a read ran beside {READ_SLOTS} others");
        let _download = gates.downloads.take().await;
        held.pop();
        let bytes = tokio::time::timeout(std::time::Duration::from_secs(5), read(&gates, &file)).await;
        assert_eq!(bytes.unwrap().unwrap(), b"\x89PNG\r\n\x1a\n");
    }

    #[test]
    fn content_types_come_from_the_bytes() {
        assert_eq!(content_type(b"GIF89a..."), "image/gif");
        assert_eq!(content_type(b"\x89PNG\r\n\x1a\n"), "image/png");
        assert_eq!(content_type(b"RIFF\0\0\0\0WEBPVP8 "), "image/webp");
        assert_eq!(content_type(b"<html>"), "application/octet-stream");
    }
}
