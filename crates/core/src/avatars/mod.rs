//! Avatars of public voices, cached on disk for the app's avatar URI scheme: fetched by Rust with
//! bounded concurrency, kept under a folder passed in (say `<data>/cache/avatars`), revalidated
//! with `ETag`/`Last-Modified` once older than [`AvatarConfig::revalidate_after`], evicted
//! least-recently-used under [`AvatarConfig::max_bytes`], and looked up by voice id.
//!
//! Avatar URLs are signed and may change from one catalogue read to the next, so the cache is keyed
//! by voice id, never by URL. An animated avatar also gets a still PNG of its first frame, for
//! reduced motion ([`AvatarFile::for_motion`]). Files are written beside their final name and
//! renamed into place, so the URI scheme never serves half a file.
//!
//! The avatar server is a storage server, not the service: the cache uses its own HTTP client,
//! which has no API key to send (the application's `dubdeck_api::Client` is rebuilt with each key;
//! this cache never sees one).

mod error;
mod files;

pub use files::{CHECK_JOB, check_job};

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, PoisonError, Weak};
use std::time::Duration;

use dubdeck_api::PublicVoice;
use reqwest::StatusCode;
use reqwest::header::{ETAG, IF_MODIFIED_SINCE, IF_NONE_MATCH, LAST_MODIFIED};
use serde::Serialize;
use tokio::sync::Semaphore;
use url::Url;
use uuid::Uuid;

use crate::ledger::{AvatarEntry, Ledger, NewAvatar};

pub use error::AvatarError;

/// No avatar is larger than this; a larger answer is refused before it fills memory.
const MAX_AVATAR_BYTES: u64 = 16 * 1024 * 1024;

/// How the cache behaves.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AvatarConfig {
    /// The cache folder (created if missing).
    pub dir: PathBuf,
    /// Total bytes of cached files (avatars and stills) kept; least recently used go first.
    pub max_bytes: u64,
    /// Downloads at once.
    pub concurrency: usize,
    /// A cached avatar older than this is checked with the server (a conditional GET) when asked for.
    pub revalidate_after: Duration,
    /// Longest a download may take.
    pub timeout: Duration,
}

impl AvatarConfig {
    /// Defaults for `dir`: 64 MiB, 4 downloads at once, revalidation after a day, 30 s per download.
    pub fn new(dir: impl Into<PathBuf>) -> Self {
        Self {
            dir: dir.into(),
            max_bytes: 64 * 1024 * 1024,
            concurrency: 4,
            revalidate_after: Duration::from_secs(24 * 3600),
            timeout: Duration::from_secs(30),
        }
    }
}

/// Where a voice's avatar is downloaded from (as the latest catalogue read gave it).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AvatarSource {
    pub voice_id: Uuid,
    pub url: Url,
}

impl From<&PublicVoice> for AvatarSource {
    fn from(voice: &PublicVoice) -> Self {
        Self {
            voice_id: voice.id,
            url: voice.avatar_url.clone(),
        }
    }
}

/// A cached avatar on disk.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct AvatarFile {
    pub voice_id: Uuid,
    /// The image as the server sent it.
    pub path: PathBuf,
    /// `webp`, `gif` or `png`: the image's real format, whatever the catalogue said.
    pub format: String,
    /// A PNG of the first frame, for an animated avatar.
    pub still_path: Option<PathBuf>,
}

impl AvatarFile {
    /// The file to show: the still frame when motion is reduced and the avatar is animated.
    pub fn for_motion(&self, reduced_motion: bool) -> &Path {
        match (&self.still_path, reduced_motion) {
            (Some(still), true) => still,
            _ => &self.path,
        }
    }

    fn from_entry(entry: AvatarEntry) -> Self {
        Self {
            voice_id: entry.voice_id,
            path: entry.file_path,
            format: entry.format,
            still_path: entry.still_path,
        }
    }
}

/// The avatar cache. Cheap to clone; clones share the download slots.
#[derive(Clone)]
pub struct AvatarCache {
    inner: Arc<Inner>,
}

struct Inner {
    ledger: Ledger,
    config: AvatarConfig,
    http: reqwest::Client,
    slots: Arc<Semaphore>,
    /// One `ensure` at a time per voice: the same avatar asked for twice at once (a favorites row
    /// and the grid) is downloaded once; the second caller finds it fresh.
    turns: std::sync::Mutex<HashMap<Uuid, Weak<tokio::sync::Mutex<()>>>>,
}

impl std::fmt::Debug for AvatarCache {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("AvatarCache")
            .field("config", &self.inner.config)
            .finish_non_exhaustive()
    }
}

impl AvatarCache {
    /// A cache over `config.dir` (created now), indexed in `ledger`.
    pub fn new(ledger: Ledger, config: AvatarConfig) -> Result<Self, AvatarError> {
        std::fs::create_dir_all(&config.dir).map_err(|e| AvatarError::io(&config.dir, e))?;
        let http = dubdeck_api::http_client()
            .user_agent(dubdeck_api::DEFAULT_USER_AGENT)
            .timeout(config.timeout)
            .build()
            .map_err(|source| AvatarError::Transport { source })?;
        let slots = Arc::new(Semaphore::new(config.concurrency.max(1)));
        Ok(Self {
            inner: Arc::new(Inner {
                ledger,
                config,
                http,
                slots,
                turns: std::sync::Mutex::default(),
            }),
        })
    }

    pub fn config(&self) -> &AvatarConfig {
        &self.inner.config
    }

    /// The cached avatar of `voice_id`, if its file is on disk; never touches the network. Counts
    /// as a use (it moves to the back of the eviction order), in one trip to the ledger that writes
    /// only when the last recorded use is a minute old.
    pub async fn cached(&self, voice_id: Uuid) -> Result<Option<AvatarFile>, AvatarError> {
        let entry = self
            .inner
            .ledger
            .call(move |l| {
                let entry = whole(l, voice_id)?;
                if let Some(entry) = &entry {
                    l.avatars().touch_entry(entry)?;
                }
                Ok(entry)
            })
            .await?;
        Ok(entry.map(AvatarFile::from_entry))
    }

    /// The file to serve for `voice_id` (the app's URI scheme), if cached; see [`Self::cached`].
    pub async fn avatar_path(
        &self,
        voice_id: Uuid,
        reduced_motion: bool,
    ) -> Result<Option<PathBuf>, AvatarError> {
        Ok(self
            .cached(voice_id)
            .await?
            .map(|file| file.for_motion(reduced_motion).to_path_buf()))
    }

    /// The avatar of `source.voice_id` on disk: the cached file while it is fresh, else fetched
    /// (conditionally, when a cached copy exists: a 304 keeps it) from `source.url`. A cached copy
    /// that cannot be revalidated is answered as it is. At most [`AvatarConfig::concurrency`]
    /// downloads run at once; the others wait for a slot.
    pub async fn ensure(&self, source: &AvatarSource) -> Result<AvatarFile, AvatarError> {
        let voice_id = source.voice_id;
        let turn = self.turn(voice_id);
        let _turn = turn.lock().await;
        let known = self.present(voice_id).await?;
        if let Some(entry) = known.clone()
            && self.is_fresh(&entry)
        {
            let file = AvatarFile::from_entry(entry.clone());
            self.inner
                .ledger
                .call(move |l| l.avatars().touch_entry(&entry))
                .await?;
            return Ok(file);
        }

        match (self.fetch(source, known.clone()).await, known) {
            (Ok(file), _) => Ok(file),
            // A cached copy that could not be revalidated (offline, server trouble, a URL that
            // expired, a broken new image) is still the best thing to show; the next `ensure`
            // tries again.
            (Err(error), Some(entry)) => {
                tracing::debug!(%voice_id, %error, "avatar not revalidated; the cached file stays");
                self.inner
                    .ledger
                    .call(move |l| l.avatars().touch(voice_id))
                    .await?;
                Ok(AvatarFile::from_entry(entry))
            }
            (Err(error), None) => Err(error),
        }
    }

    /// Downloads `source` (conditionally if `known`), stores it and evicts down to the cap.
    async fn fetch(
        &self,
        source: &AvatarSource,
        known: Option<AvatarEntry>,
    ) -> Result<AvatarFile, AvatarError> {
        let voice_id = source.voice_id;
        let slot = self
            .inner
            .slots
            .clone()
            .acquire_owned()
            .await
            .map_err(|_| AvatarError::Closed)?;
        let mut request = self.inner.http.get(source.url.clone());
        if let Some(entry) = &known {
            if let Some(etag) = &entry.etag {
                request = request.header(IF_NONE_MATCH, etag);
            }
            if let Some(modified) = &entry.last_modified {
                request = request.header(IF_MODIFIED_SINCE, modified);
            }
        }
        let response = request.send().await.map_err(|e| AvatarError::Transport {
            source: e.without_url(),
        })?;
        let status = response.status();
        if status == StatusCode::NOT_MODIFIED
            && let Some(entry) = known
        {
            drop(slot);
            self.inner
                .ledger
                .call(move |l| l.avatars().revalidated(voice_id))
                .await?;
            return Ok(AvatarFile::from_entry(entry));
        }
        if status != StatusCode::OK {
            return Err(AvatarError::Status {
                status: status.as_u16(),
            });
        }
        let header = |name| {
            response
                .headers()
                .get(name)
                .and_then(|v: &reqwest::header::HeaderValue| v.to_str().ok())
                .map(str::to_owned)
        };
        let (etag, last_modified) = (header(ETAG), header(LAST_MODIFIED));
        let bytes = read_body(response).await?;
        drop(slot);

        let dir = self.inner.config.dir.clone();
        let stored = tokio::task::spawn_blocking(move || files::store(&dir, voice_id, bytes))
            .await
            .map_err(|e| AvatarError::Undecodable {
                reason: e.to_string(),
            })??;
        let max_bytes = self.inner.config.max_bytes;
        let old_path = known.map(|e| e.file_path);
        let entry = self
            .inner
            .ledger
            .call(move |l| {
                let entry = l.avatars().record(&NewAvatar {
                    voice_id,
                    format: stored.format,
                    file_path: &stored.path,
                    etag: etag.as_deref(),
                    last_modified: last_modified.as_deref(),
                    still_path: stored.still_path.as_deref(),
                    size_bytes: stored.size_bytes,
                })?;
                // A new format means a new file name: the old file is no longer indexed.
                if let Some(old) = old_path.filter(|old| *old != stored.path) {
                    let _ = files::remove_if_present(&old);
                }
                Ok(entry)
            })
            .await?;
        self.evict_to(max_bytes, Some(voice_id)).await?;
        Ok(AvatarFile::from_entry(entry))
    }

    /// [`Self::ensure`] for many voices at once (at most `concurrency` downloads run together);
    /// results in the order of `sources`.
    pub async fn ensure_all(&self, sources: &[AvatarSource]) -> Vec<Result<AvatarFile, AvatarError>> {
        futures::future::join_all(sources.iter().map(|s| self.ensure(s))).await
    }

    /// Removes least-recently-used avatars until the cache holds at most `max_bytes`
    /// ([`AvatarConfig::max_bytes`] is applied after every download). Returns the bytes freed.
    pub async fn evict(&self) -> Result<u64, AvatarError> {
        self.evict_to(self.inner.config.max_bytes, None).await
    }

    /// Evicts down to `max_bytes`, sparing `keep` (the avatar just fetched, even if it alone is
    /// over the cap: it is about to be shown).
    async fn evict_to(&self, max_bytes: u64, keep: Option<Uuid>) -> Result<u64, AvatarError> {
        Ok(self
            .inner
            .ledger
            .call(move |l| {
                let mut total = l.avatars().total_size()?;
                let mut freed = 0;
                'outer: while total > max_bytes {
                    let batch = l.avatars().least_recently_used(32)?;
                    let mut progressed = false;
                    for entry in batch.into_iter().filter(|e| Some(e.voice_id) != keep) {
                        if total <= max_bytes {
                            break 'outer;
                        }
                        // The row goes even if a file cannot be removed: it will not be served,
                        // and a stray file is overwritten by the next fetch of that voice.
                        let _ = files::remove_if_present(&entry.file_path);
                        if let Some(still) = &entry.still_path {
                            let _ = files::remove_if_present(still);
                        }
                        l.avatars().remove(entry.voice_id)?;
                        total = total.saturating_sub(entry.size_bytes);
                        freed += entry.size_bytes;
                        progressed = true;
                    }
                    if !progressed {
                        break;
                    }
                }
                Ok(freed)
            })
            .await?)
    }

    /// The index entry of `voice_id` if its files are on disk; an entry whose file went is dropped.
    async fn present(&self, voice_id: Uuid) -> Result<Option<AvatarEntry>, AvatarError> {
        Ok(self.inner.ledger.call(move |l| whole(l, voice_id)).await?)
    }

    /// The lock that orders `ensure` calls for `voice_id`; forgotten when no call holds it.
    fn turn(&self, voice_id: Uuid) -> Arc<tokio::sync::Mutex<()>> {
        let mut turns = self.inner.turns.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(turn) = turns.get(&voice_id).and_then(Weak::upgrade) {
            return turn;
        }
        turns.retain(|_, turn| turn.strong_count() > 0);
        let turn = Arc::new(tokio::sync::Mutex::new(()));
        turns.insert(voice_id, Arc::downgrade(&turn));
        turn
    }

    fn is_fresh(&self, entry: &AvatarEntry) -> bool {
        let age = self.inner.ledger.now() - entry.fetched_at;
        age < self.inner.config.revalidate_after
    }
}

/// The entry of `voice_id` when its files are on disk; an entry whose files are gone is forgotten.
/// Blocking (call it inside [`Ledger::call`]).
fn whole(ledger: &Ledger, voice_id: Uuid) -> crate::ledger::LedgerResult<Option<AvatarEntry>> {
    let Some(entry) = ledger.avatars().get(voice_id)? else {
        return Ok(None);
    };
    if entry.file_path.is_file() && entry.still_path.as_deref().is_none_or(Path::is_file) {
        return Ok(Some(entry));
    }
    ledger.avatars().remove(voice_id)?;
    Ok(None)
}

/// The body, refused past [`MAX_AVATAR_BYTES`] (by its announced length or as it arrives).
async fn read_body(mut response: reqwest::Response) -> Result<Vec<u8>, AvatarError> {
    let too_large = AvatarError::TooLarge {
        limit: MAX_AVATAR_BYTES,
    };
    if response.content_length().is_some_and(|n| n > MAX_AVATAR_BYTES) {
        return Err(too_large);
    }
    let mut body = Vec::new();
    while let Some(chunk) = response.chunk().await.map_err(|e| AvatarError::Transport {
        source: e.without_url(),
    })? {
        if (body.len() + chunk.len()) as u64 > MAX_AVATAR_BYTES {
            return Err(too_large);
        }
        body.extend_from_slice(&chunk);
    }
    Ok(body)
}
