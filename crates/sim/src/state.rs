//! The simulator's shared state: configuration that can change at run time, accounts and their
//! books, dubs and voices (one lock, never held across an await), the catalogue, storage, faults,
//! the request log, and the handles of background work.

use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;

use tokio::sync::watch;
use tokio_util::sync::CancellationToken;
use tokio_util::task::TaskTracker;
use uuid::Uuid;

use crate::accounts::{Book, Directory};
use crate::catalogue::Catalogue;
use crate::clock::Clock;
use crate::faults::Faults;
use crate::jobs::{Dub, Voice};
use crate::media::MediaWork;
use crate::ratelimit::Limiter;
use crate::request_log::RequestLog;
use crate::storage::Storage;

pub type AppState = Arc<Shared>;

/// Mutable records, all behind one lock so that a charge and the state change it pays for happen
/// together.
#[derive(Debug, Default)]
pub struct Registry {
    pub books: Vec<Book>,
    pub dubs: HashMap<Uuid, Dub>,
    pub voices: HashMap<Uuid, Voice>,
}

pub struct Shared {
    pub clock: Clock,
    pub directory: Directory,
    registry: Mutex<Registry>,
    pub limiter: Limiter,
    pub catalogue: Arc<Catalogue>,
    pub storage: Storage,
    pub faults: Faults,
    pub log: RequestLog,
    stage_ms: AtomicU64,
    upload_ttl_secs: AtomicU64,
    pub test_surface: bool,
    pub base_url: url::Url,
    /// Temporary files of the simulator's own work (downloads, renders), on the storage's filesystem.
    pub scratch: PathBuf,
    /// Bumped whenever background work finishes, so that forced advances can wait for it.
    pub work_done: watch::Sender<u64>,
    /// Cancelled at shutdown: background work stops.
    pub stop: CancellationToken,
    pub tasks: TaskTracker,
    /// Fetches `link` inputs.
    pub http: reqwest::Client,
    /// Decodes and renders.
    pub media: Arc<dyn MediaWork>,
}

/// Everything `Shared` is built from.
pub struct Parts {
    pub directory: Directory,
    pub books: Vec<Book>,
    pub limiter: Limiter,
    pub catalogue: Arc<Catalogue>,
    pub storage: Storage,
    pub stage_ms: u64,
    pub upload_ttl: Duration,
    pub test_surface: bool,
    pub base_url: url::Url,
    pub scratch: PathBuf,
    pub http: reqwest::Client,
    pub media: Arc<dyn MediaWork>,
}

impl Shared {
    pub fn new(p: Parts) -> Self {
        Self {
            clock: Clock::new(),
            directory: p.directory,
            registry: Mutex::new(Registry {
                books: p.books,
                ..Registry::default()
            }),
            limiter: p.limiter,
            catalogue: p.catalogue,
            storage: p.storage,
            faults: Faults::default(),
            log: RequestLog::default(),
            stage_ms: AtomicU64::new(p.stage_ms),
            upload_ttl_secs: AtomicU64::new(p.upload_ttl.as_secs()),
            test_surface: p.test_surface,
            base_url: p.base_url,
            scratch: p.scratch,
            work_done: watch::channel(0).0,
            stop: CancellationToken::new(),
            tasks: TaskTracker::new(),
            http: p.http,
            media: p.media,
        }
    }

    /// The records. A poisoned lock is taken over: every change under it is a few plain assignments,
    /// so a panic elsewhere cannot leave it half-changed.
    pub fn registry(&self) -> MutexGuard<'_, Registry> {
        self.registry
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    pub fn stage(&self) -> Duration {
        Duration::from_millis(self.stage_ms.load(Ordering::Relaxed))
    }

    pub fn stage_ms(&self) -> u64 {
        self.stage_ms.load(Ordering::Relaxed)
    }

    pub fn set_stage_ms(&self, ms: u64) {
        self.stage_ms.store(ms, Ordering::Relaxed);
    }

    pub fn upload_ttl_secs(&self) -> u64 {
        self.upload_ttl_secs.load(Ordering::Relaxed)
    }

    pub fn set_upload_ttl_secs(&self, secs: u64) {
        self.upload_ttl_secs.store(secs, Ordering::Relaxed);
        self.storage.set_upload_ttl(Duration::from_secs(secs));
    }

    /// Tells waiters that some background work finished.
    pub fn signal_work_done(&self) {
        self.work_done.send_modify(|n| *n = n.wrapping_add(1));
    }
}
