//! The application context: what every front end (the desktop shell, the command line) holds while
//! Dubdeck runs. Opened from a data folder, it owns the ledger, the API-key store (behind an async
//! API), the service clients (rebuilt when the key or the service address changes), the job engine
//! (started and stopped through the context, restarted after a new key or address), and one event
//! stream for everything that changes. The domain services sit on top, one module each: `account`
//! (key and balance), `settings` (settings and per-voice presets), `voices` (catalogue, favorites,
//! lookup, my voices, avatars), `jobs` (starting, following, querying and acting on jobs),
//! `recording` (the training wizard's takes: devices, one take at a time, trimming, deleting),
//! `pitch` (auto pitch: where voices sit, and the shift proposed for a vocal).
//!
//! A front end adds only its own words and wiring: a Tauri command or a CLI subcommand is a few
//! lines over a method here. Nothing here carries front-end wording; refusals are [`AppError`]s with
//! stable codes.
//!
//! ```no_run
//! # async fn demo() -> Result<(), dubdeck_core::context::AppError> {
//! use dubdeck_core::context::{AppContext, AppOptions};
//! let app = AppContext::open(AppOptions::from_env()).await?;
//! let mut events = app.subscribe();
//! if app.key_status().await?.set {
//!     app.start_engine().await?;
//! }
//! # let _ = events.recv().await; Ok(()) }
//! ```

mod account;
mod batches;
mod error;
mod events;
mod jobs;
mod mixes;
mod pitch;
mod recording;
mod settings;
mod values;
mod voices;
mod watch;

use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, PoisonError, RwLock};
use std::time::Duration;

use dubdeck_api::{ApiKey, Client, RetryPolicy, WriteBudget};
use tokio::sync::broadcast;
use url::Url;

use crate::avatars::{AvatarCache, AvatarConfig};
use crate::catalogue::CatalogueService;
use crate::clock::{Clock, SystemClock};
use crate::config::{self, BaseUrlSource};
use crate::engine::{Engine, EngineConfig, EngineContext, EngineError, EngineHandle};
use crate::ffmpeg::MediaSupport;
use crate::ledger::{BaseUrl, Ledger};
use crate::record::TakeSession;
use crate::secrets::{EnvStore, KeychainStore, SecretStore, SecretString};

pub use account::SetKeyOutcome;
pub use error::{AppError, ErrorDetails};
pub use events::{AppEvent, EngineStatus};
pub use jobs::{FollowOutcome, JobFilter, JobGroup, JobGrouping, JobPage, JobQuery};
pub use pitch::PitchAdvice;
pub use values::{Balance, HostChange, KeyOrigin, KeyStatus, VoicePreset};
pub use watch::{SETTLED_FOR, WatchOutcome, WatchReport};

/// How often a front end that hands its jobs to another Dubdeck's engine looks whether that one
/// stopped, to take the engine over.
pub const TAKEOVER_EVERY: Duration = Duration::from_millis(500);

/// Where the API key comes from.
#[derive(Clone, Default)]
pub enum KeySource {
    /// `DUBDECK_API_KEY` when set (read-only), else the OS keychain.
    #[default]
    System,
    /// A given store (tests, or a front end with its own rules).
    Store(Arc<dyn SecretStore>),
}

impl std::fmt::Debug for KeySource {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            KeySource::System => f.write_str("System"),
            KeySource::Store(store) => write!(f, "Store({})", store.describe()),
        }
    }
}

/// How to open a context.
#[derive(Clone)]
pub struct AppOptions {
    /// The data folder (ledger, caches); `None` = `DUBDECK_DATA_DIR` or the platform folder.
    pub data_dir: Option<PathBuf>,
    /// A service address that overrides the stored setting (`DUBDECK_BASE_URL`, `--base-url`).
    pub base_url: Option<Url>,
    pub keys: KeySource,
    /// The engine's timings.
    pub engine: EngineConfig,
    /// The local write budget of the clients (the service's documented figures by default).
    pub write_budget: WriteBudget,
    /// How interactive reads (the account, the catalogue) retry; the engine has its own patience.
    pub interactive_retry: RetryPolicy,
    /// How long interactive calls wait for a connection.
    pub connect_timeout: Duration,
    pub clock: Arc<dyn Clock>,
    /// ffmpeg for videos and auditions; `None` looks for it when first needed.
    pub media: Option<MediaSupport>,
}

impl Default for AppOptions {
    fn default() -> Self {
        AppOptions {
            data_dir: None,
            base_url: None,
            keys: KeySource::System,
            engine: EngineConfig::default(),
            write_budget: WriteBudget::spec(),
            // A person is waiting: two quick retries, then say what is wrong.
            interactive_retry: RetryPolicy::interactive(),
            connect_timeout: Duration::from_secs(5),
            clock: Arc::new(SystemClock),
            media: None,
        }
    }
}

impl AppOptions {
    /// The defaults, with `DUBDECK_DATA_DIR` and `DUBDECK_BASE_URL` honoured (the key source reads
    /// `DUBDECK_API_KEY` itself). A bad `DUBDECK_BASE_URL` is reported by [`AppContext::open`].
    pub fn from_env() -> Self {
        AppOptions::default()
    }

    pub fn with_data_dir(mut self, dir: impl Into<PathBuf>) -> Self {
        self.data_dir = Some(dir.into());
        self
    }

    pub fn with_base_url(mut self, url: Url) -> Self {
        self.base_url = Some(url);
        self
    }

    pub fn with_keys(mut self, keys: KeySource) -> Self {
        self.keys = keys;
        self
    }

    pub fn with_engine_config(mut self, config: EngineConfig) -> Self {
        self.engine = config;
        self
    }

    pub fn with_media(mut self, media: MediaSupport) -> Self {
        self.media = Some(media);
        self
    }
}

/// The clients built for the current key and address. `None` clients: no key is set.
#[derive(Clone, Default)]
struct Clients {
    /// For people waiting on an answer: few retries, 429 waits handed back when long.
    interactive: Option<Client>,
    /// For the engine: every failure handed back at once (the engine retries with its own backoff,
    /// its rate-limit waits and the 3-second poll rule).
    engine: Option<Client>,
    /// Whether the key has been read from its store since the last change.
    loaded: bool,
    /// The stored key waits for the user to confirm it for the service's host now: no clients.
    unconfirmed: Option<HostChange>,
}

impl Clients {
    /// A client, or why there is none.
    fn pick(self, engine: bool) -> Result<Client, AppError> {
        if let Some(change) = self.unconfirmed {
            return Err(AppError::KeyNotConfirmed {
                checked_with: change.checked_with,
                now: change.now,
            });
        }
        if engine { self.engine } else { self.interactive }.ok_or(AppError::NoApiKey)
    }
}

pub(crate) struct Inner {
    data_dir: PathBuf,
    ledger: Ledger,
    store: Arc<dyn SecretStore>,
    origin: KeyOrigin,
    base_override: Option<Url>,
    options: AppOptions,
    clients: RwLock<Clients>,
    /// Serialises key loads and client rebuilds, so two callers never build twice.
    rebuild: tokio::sync::Mutex<()>,
    engine: tokio::sync::Mutex<Option<EngineHandle>>,
    catalogue: CatalogueService,
    avatars: AvatarCache,
    events: broadcast::Sender<AppEvent>,
    balance: Mutex<Option<Balance>>,
    media: MediaSupport,
    takes: Arc<TakeSession>,
    /// The watch folders at work in this process, by id (see [`AppContext::sync_watches`]).
    watchers: Mutex<
        std::collections::HashMap<
            uuid::Uuid,
            (crate::ledger::WatchFolder, tokio_util::sync::CancellationToken),
        >,
    >,
}

/// The application context. Cheap to clone: clones share everything.
#[derive(Clone)]
pub struct AppContext {
    inner: Arc<Inner>,
}

impl std::fmt::Debug for AppContext {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("AppContext")
            .field("data_dir", &self.inner.data_dir)
            .field("keys", &self.inner.origin)
            .finish_non_exhaustive()
    }
}

impl AppContext {
    /// Opens the library in the data folder (creating it), and checks the service address.
    /// Nothing is sent to the service and the keychain is not touched yet.
    pub async fn open(options: AppOptions) -> Result<AppContext, AppError> {
        let data_dir = match &options.data_dir {
            Some(dir) if !dir.as_os_str().is_empty() => {
                std::path::absolute(dir).unwrap_or_else(|_| dir.clone())
            }
            _ => config::data_dir()?,
        };
        let base_override = match &options.base_url {
            Some(url) => Some(config::parse_base_url(url.as_str(), "the given service address")?),
            None => match config::resolve_base_url(|name| std::env::var_os(name), None)? {
                (url, BaseUrlSource::Environment) => Some(url),
                _ => None,
            },
        };
        let (store, origin): (Arc<dyn SecretStore>, KeyOrigin) = match &options.keys {
            KeySource::Store(store) => (Arc::clone(store), KeyOrigin::Custom),
            KeySource::System => {
                let env = EnvStore::from_env();
                if env.is_set() {
                    (Arc::new(env), KeyOrigin::Environment)
                } else {
                    (Arc::new(KeychainStore::new()), KeyOrigin::Keychain)
                }
            }
        };
        let dir = data_dir.clone();
        let clock = Arc::clone(&options.clock);
        let (ledger, avatars) = tokio::task::spawn_blocking(move || -> Result<_, AppError> {
            config::ensure_data_dir(&dir).map_err(|source| crate::ledger::LedgerError::CreateDir {
                path: dir.clone(),
                source,
            })?;
            let ledger = Ledger::open_with_clock(&config::ledger_path(&dir), clock)?;
            let avatars = AvatarCache::new(ledger.clone(), AvatarConfig::new(config::avatar_dir(&dir)))?;
            Ok((ledger, avatars))
        })
        .await
        .map_err(AppError::worker)??;
        let catalogue = CatalogueService::new(ledger.clone());
        let (events, _) = broadcast::channel(1024);
        let media = match &options.media {
            Some(media) => media.clone(),
            None => MediaSupport::when_needed(),
        };
        Ok(AppContext {
            inner: Arc::new(Inner {
                ledger,
                store,
                origin,
                base_override,
                options,
                clients: RwLock::new(Clients::default()),
                rebuild: tokio::sync::Mutex::new(()),
                engine: tokio::sync::Mutex::new(None),
                catalogue,
                avatars,
                events,
                balance: Mutex::new(None),
                media,
                takes: Arc::new(TakeSession::new(config::takes_dir(&data_dir))),
                watchers: Mutex::new(std::collections::HashMap::new()),
                data_dir,
            }),
        })
    }

    /// The data folder.
    pub fn data_dir(&self) -> &Path {
        &self.inner.data_dir
    }

    /// ffmpeg (videos and auditions need it), looked for the first time it is needed.
    pub fn media(&self) -> &MediaSupport {
        &self.inner.media
    }

    /// The library. Blocking API: use [`Ledger::call`] from async code.
    pub fn ledger(&self) -> &Ledger {
        &self.inner.ledger
    }

    /// Everything that changes from now on: jobs, transfers, credits, settings, the key, the engine.
    pub fn subscribe(&self) -> broadcast::Receiver<AppEvent> {
        self.inner.events.subscribe()
    }

    pub(crate) fn emit(&self, event: AppEvent) {
        let _ = self.inner.events.send(event);
    }

    pub(crate) fn now(&self) -> time::OffsetDateTime {
        self.inner.options.clock.now()
    }

    /// The service address in use and where it came from.
    pub async fn base_url(&self) -> Result<(Url, BaseUrlSource), AppError> {
        if let Some(url) = &self.inner.base_override {
            return Ok((url.clone(), BaseUrlSource::Environment));
        }
        let setting = self.inner.ledger.call(|l| l.settings().get::<BaseUrl>()).await?;
        Ok(config::resolve_base_url(|_| None, setting.as_ref())?)
    }

    /// The client for interactive calls, built on first use from the stored key.
    pub async fn client(&self) -> Result<Client, AppError> {
        self.ensure_clients().await?.pick(false)
    }

    /// The client the engine uses.
    pub(crate) async fn engine_client(&self) -> Result<Client, AppError> {
        self.ensure_clients().await?.pick(true)
    }

    fn current_clients(&self) -> Clients {
        self.inner
            .clients
            .read()
            .unwrap_or_else(PoisonError::into_inner)
            .clone()
    }

    async fn ensure_clients(&self) -> Result<Clients, AppError> {
        let current = self.current_clients();
        if current.loaded {
            return Ok(current);
        }
        let _building = self.inner.rebuild.lock().await;
        let current = self.current_clients();
        if current.loaded {
            return Ok(current);
        }
        let key = self.read_key().await?;
        self.install_clients(key).await
    }

    /// The stored key, read on the blocking pool (D-Bus, Security framework...).
    async fn read_key(&self) -> Result<Option<SecretString>, AppError> {
        let store = Arc::clone(&self.inner.store);
        Ok(tokio::task::spawn_blocking(move || store.get_api_key())
            .await
            .map_err(AppError::worker)??)
    }

    /// Builds both clients for `key` and the current address, and makes them current. A stored
    /// key is not sent to a host the user has not confirmed it for.
    async fn install_clients(&self, key: Option<SecretString>) -> Result<Clients, AppError> {
        let unconfirmed = match key {
            Some(_) => self.host_change().await?,
            None => None,
        };
        let clients = match key {
            Some(_) if unconfirmed.is_some() => Clients {
                loaded: true,
                unconfirmed,
                ..Clients::default()
            },
            Some(key) => {
                let (url, _) = self.base_url().await?;
                Clients {
                    interactive: Some(self.build_client(&url, key.clone(), false)?),
                    engine: Some(self.build_client(&url, key, true)?),
                    loaded: true,
                    unconfirmed: None,
                }
            }
            None => Clients {
                loaded: true,
                ..Clients::default()
            },
        };
        *self.inner.clients.write().unwrap_or_else(PoisonError::into_inner) = clients.clone();
        Ok(clients)
    }

    fn build_client(&self, url: &Url, key: SecretString, for_engine: bool) -> Result<Client, AppError> {
        let options = &self.inner.options;
        let builder = Client::builder()
            .api_key(ApiKey::from(key))
            .base_url(url.as_str())
            .write_budget(options.write_budget);
        let builder = if for_engine {
            // Every failed call goes back to the engine at once: it waits out rate limits itself
            // (showing the wait on the job), backs off, and never polls a job sooner than 3 s
            // after its previous poll — which quick retries inside the client would break.
            // Transfers keep the client's own resumable retries.
            builder.retry_policy(RetryPolicy {
                max_retries: 0,
                max_retry_after: Duration::ZERO,
                ..RetryPolicy::default()
            })
        } else {
            builder
                .retry_policy(options.interactive_retry)
                .connect_timeout(options.connect_timeout)
        };
        Ok(builder.build()?)
    }

    /// A client for `key` at the current address, not installed (to check a key before storing it).
    async fn client_for(&self, key: SecretString) -> Result<Client, AppError> {
        let (url, _) = self.base_url().await?;
        self.build_client(&url, key, false)
    }

    /// Forgets the clients: the next use reads the key again and builds them for the current
    /// address. A running engine is restarted on the new clients (or stopped when no key is left).
    pub(crate) async fn reload(&self) -> Result<(), AppError> {
        let was_running = {
            let _building = self.inner.rebuild.lock().await;
            *self.inner.clients.write().unwrap_or_else(PoisonError::into_inner) = Clients::default();
            self.stop_engine_inner().await
        };
        if was_running {
            match self.start_engine().await {
                // No key, or one that waits for the user: the engine starts once it is usable.
                Ok(_) | Err(AppError::NoApiKey | AppError::KeyNotConfirmed { .. }) => {}
                Err(e) => return Err(e),
            }
        }
        Ok(())
    }

    /// Starts the job engine on this library, unless it runs already (here: nothing to do; in
    /// another process: [`EngineStatus::Elsewhere`], and jobs are handed to it through the
    /// library).
    pub async fn start_engine(&self) -> Result<EngineStatus, AppError> {
        // The client first: building it takes the rebuild lock, which is always taken before the
        // engine's slot (as `reload` and `stop_engine` do), never after.
        let client = self.engine_client().await?;
        let mut slot = self.inner.engine.lock().await;
        if slot.is_some() {
            return Ok(EngineStatus::Running);
        }
        let sink = Arc::new(events::Forwarder::new(self.clone()));
        let ctx = EngineContext::new(self.inner.ledger.clone(), client)
            .with_sink(sink)
            .with_clock(Arc::clone(&self.inner.options.clock))
            .with_config(self.inner.options.engine.clone())
            .with_media(self.inner.media.clone());
        let status = match Engine::start(ctx).await {
            Ok(handle) => {
                *slot = Some(handle);
                EngineStatus::Running
            }
            Err(EngineError::AlreadyRunning { .. }) => EngineStatus::Elsewhere,
            Err(e) => return Err(e.into()),
        };
        drop(slot);
        self.emit(AppEvent::EngineChanged { status });
        Ok(status)
    }

    /// Stops the engine if it runs here (running steps get their grace period; transfers resume at
    /// the next start). Returns whether it was running.
    pub async fn stop_engine(&self) -> bool {
        let _building = self.inner.rebuild.lock().await;
        self.stop_engine_inner().await
    }

    async fn stop_engine_inner(&self) -> bool {
        let handle = self.inner.engine.lock().await.take();
        let Some(handle) = handle else {
            return false;
        };
        handle.shutdown().await;
        self.emit(AppEvent::EngineChanged {
            status: EngineStatus::Stopped,
        });
        true
    }

    /// Starts the engine here if no Dubdeck runs it on this library now (the one that did may
    /// have stopped); true when it runs here. Quiet when another still runs it, so it can be asked
    /// often.
    pub async fn take_engine_if_free(&self) -> bool {
        if self.inner.engine.lock().await.is_some() {
            return true;
        }
        if self.engine_status().await == EngineStatus::Elsewhere {
            return false;
        }
        matches!(self.start_engine().await, Ok(EngineStatus::Running))
    }

    /// Keeps the library's engine running: here, at once when it is free, else as soon as the
    /// Dubdeck that runs it stops (looked at every [`TAKEOVER_EVERY`]). Never returns: a front end
    /// that stays open (the desktop app) runs it as a task for as long as the library is open. An
    /// engine stopped for want of a key starts again once a key is set.
    pub async fn keep_engine(&self) {
        loop {
            self.take_engine_if_free().await;
            tokio::time::sleep(TAKEOVER_EVERY).await;
        }
    }

    /// Whether jobs move: the engine runs here, in another Dubdeck on this library, or nowhere.
    pub async fn engine_status(&self) -> EngineStatus {
        if self.inner.engine.lock().await.is_some() {
            return EngineStatus::Running;
        }
        let ledger = self.inner.ledger.clone();
        match tokio::task::spawn_blocking(move || Engine::is_held_elsewhere(&ledger)).await {
            Ok(true) => EngineStatus::Elsewhere,
            _ => EngineStatus::Stopped,
        }
    }

    /// Runs `f` with the engine when it runs in this process.
    pub(crate) async fn with_engine<T>(
        &self,
        f: impl AsyncFnOnce(&EngineHandle) -> Result<T, EngineError>,
    ) -> Option<Result<T, EngineError>> {
        let slot = self.inner.engine.lock().await;
        match slot.as_ref() {
            Some(handle) => Some(f(handle).await),
            None => None,
        }
    }
}
