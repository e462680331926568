//! The ledger: Dubdeck's own SQLite database, which IS the user's library (the service keeps no list
//! of a user's dubs or voices) and the job engine's memory. It owns the schema and its migrations, and
//! all SQL of the app: other modules use the typed repositories below.
//!
//! # Durability
//! The file is `dubdeck.sqlite3` in the data directory ([`crate::config::data_dir`]). It is opened in
//! WAL mode with `synchronous=FULL` (a committed spend survives a power cut), `foreign_keys=ON`, and a
//! busy timeout so a second process (the command line next to the app) waits instead of failing.
//! Every state change of a job is one IMMEDIATE transaction: the engine commits the next step (and the
//! network call it is about to make, see [`PendingAction`]) before making the call.
//!
//! # Blocking
//! Every method here blocks on disk I/O. A `Ledger` is a cheap clonable handle (one connection behind
//! a mutex); async code must not call it on a runtime thread. Use [`Ledger::call`], which runs the
//! closure on tokio's blocking pool:
//!
//! ```no_run
//! # async fn demo(ledger: dubdeck_core::ledger::Ledger) -> Result<(), dubdeck_core::ledger::LedgerError> {
//! let active = ledger.call(|l| l.dubs().unfinished()).await?;
//! # Ok(()) }
//! ```

mod avatars;
mod catalogue;
mod codec;
mod dubs;
mod engine_jobs;
mod error;
mod favorites;
mod job_row;
mod library;
mod migrations;
mod recent;
mod settings;
mod shared_columns;
mod spend;
mod stage_times;
mod trainings;
mod voice_pitch;
mod voices;
mod watches;

#[cfg(test)]
mod tests;

use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::Duration;

use rusqlite::{Connection, Transaction, TransactionBehavior};
use time::OffsetDateTime;

use crate::clock::{Clock, SystemClock};

pub use avatars::{AvatarEntry, Avatars, NewAvatar};
pub use catalogue::{CachedPage, Catalogue, CatalogueEntry};
pub use codec::truncate_to_millis;
pub use dubs::{DubInput, DubQuery, DubRecord, DubSpec, DubStatus, Dubs, LocalWork, NewDub};
pub use engine_jobs::{EngineJobInfo, EngineJobs};
pub use error::{LedgerError, LedgerResult};
pub use favorites::Favorites;
pub use job_row::{
    JobStatusFields, PendingAction, PendingKind, RemoteObservation, RowTimes, Schedule, SharedStatus,
    UploadTarget,
};
pub use library::{JobGroup, JobGrouping, JobIdPage, JobQuery, Library, input_group_key};
pub use migrations::latest_version as latest_schema_version;
pub use recent::{Recent, RecentVoice};
pub use settings::{
    AutoApproveUpTo, BaseUrl, BudgetNoticesGiven, CheckUpdates, CreditsPage, DEFAULT_CREDITS_PAGE, KeyHost,
    LanguageSetting, LastVoice, Loudness, MonthlyBudget, NameTemplate, Notifications, OutputDir,
    OutputFormat, ReduceMotion, Setting, Settings, SettingsSnapshot, Theme, ThemeSetting, UpdateEndpoint,
    VideoOut, VoiceSettings, ZOOM_RANGE, Zoom,
};
pub use spend::{Spend, SpendEntry};
pub use stage_times::{StageSample, StageTimes};
pub use trainings::{
    FileUpload, MAX_FILES as MAX_TRAINING_FILES, MAX_MINUTES as MAX_TRAINING_MINUTES,
    MIN_MINUTES as MIN_TRAINING_MINUTES, NAME_MAX_CHARS as MAX_VOICE_NAME_CHARS, NewTraining,
    NewTrainingFile, TrainingFile, TrainingFileSpec, TrainingRecord, TrainingSpec, TrainingStatus, Trainings,
};
pub use voice_pitch::{PitchSource, VoicePitch, VoicePitches};
pub use voices::{CustomVoice, VoiceReadiness, Voices};
pub use watches::{Seen, WatchFolder, WatchSettings, Watches};

/// How long a write waits for another connection's write lock before giving up with
/// [`LedgerError::Busy`].
const BUSY_TIMEOUT: Duration = Duration::from_secs(5);

/// SQLite's page cache for the ledger's connection, in KiB. SQLite's default is 2,000 KiB, which a
/// library that has browsed the catalogue fills (its cached pages and avatars make the file a few
/// MiB) and then keeps for as long as the app runs, in the app's own memory. The file's pages stay
/// in the system's file cache anyway, so a page outside this cache costs a copy from memory, on
/// calls that each touch a handful of pages.
const PAGE_CACHE_KIB: i64 = 512;

/// A handle on the ledger. Clones share one connection; see the module docs on blocking.
#[derive(Clone)]
pub struct Ledger {
    inner: Arc<Inner>,
}

struct Inner {
    path: PathBuf,
    conn: Mutex<Connection>,
    clock: Arc<dyn Clock>,
}

impl std::fmt::Debug for Ledger {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Ledger")
            .field("path", &self.inner.path)
            .finish_non_exhaustive()
    }
}

impl Ledger {
    /// Opens (creating if needed) the ledger in `data_dir`, as `dubdeck.sqlite3`.
    pub fn open_in(data_dir: &Path) -> LedgerResult<Self> {
        Self::open(&crate::config::ledger_path(data_dir))
    }

    /// Opens (creating if needed) the ledger file at `path`, with the system clock.
    pub fn open(path: &Path) -> LedgerResult<Self> {
        Self::open_with_clock(path, Arc::new(SystemClock))
    }

    /// Opens the ledger file at `path`; `clock` stamps `created_at`/`updated_at`.
    pub fn open_with_clock(path: &Path, clock: Arc<dyn Clock>) -> LedgerResult<Self> {
        if let Some(parent) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
            std::fs::create_dir_all(parent).map_err(|source| LedgerError::CreateDir {
                path: parent.to_path_buf(),
                source,
            })?;
        }
        let open_err = |source| LedgerError::Open {
            path: path.to_path_buf(),
            source,
        };
        let mut conn = Connection::open(path).map_err(open_err)?;
        conn.busy_timeout(BUSY_TIMEOUT).map_err(open_err)?;
        // Look before writing anything: a newer schema must stay byte-for-byte untouched.
        migrations::check_compatible(&conn, path)?;
        let mode: String = conn
            .query_row("PRAGMA journal_mode = WAL", [], |row| row.get(0))
            .map_err(open_err)?;
        if !mode.eq_ignore_ascii_case("wal") {
            tracing::warn!(%mode, "the ledger could not switch to WAL; continuing in {mode} mode");
        }
        conn.pragma_update(None, "synchronous", "FULL")
            .map_err(open_err)?;
        conn.pragma_update(None, "foreign_keys", true).map_err(open_err)?;
        // Negative: a size in KiB rather than in pages.
        conn.pragma_update(None, "cache_size", -PAGE_CACHE_KIB)
            .map_err(open_err)?;
        let now = truncate_to_millis(clock.now());
        migrations::migrate(&mut conn, path, codec::to_millis(now))?;
        Ok(Self {
            inner: Arc::new(Inner {
                path: path.to_path_buf(),
                conn: Mutex::new(conn),
                clock,
            }),
        })
    }

    /// The database file.
    pub fn path(&self) -> &Path {
        &self.inner.path
    }

    /// The ledger clock's "now", at the millisecond precision the ledger stores.
    pub fn now(&self) -> OffsetDateTime {
        truncate_to_millis(self.inner.clock.now())
    }

    /// The newest migration applied to this database.
    pub fn schema_version(&self) -> LedgerResult<i64> {
        self.read(|conn| {
            let applied = migrations::applied(conn)?;
            Ok(applied.last().map_or(0, |(v, _)| *v))
        })
    }

    /// Runs `f` with this ledger on tokio's blocking thread pool: the way async code (the engine,
    /// Tauri commands) uses the ledger. Must be called inside a tokio runtime.
    pub async fn call<T, F>(&self, f: F) -> LedgerResult<T>
    where
        F: FnOnce(&Ledger) -> LedgerResult<T> + Send + 'static,
        T: Send + 'static,
    {
        let ledger = self.clone();
        tokio::task::spawn_blocking(move || f(&ledger))
            .await
            .map_err(|e| LedgerError::Worker {
                reason: e.to_string(),
            })?
    }

    /// Dub jobs.
    pub fn dubs(&self) -> Dubs<'_> {
        Dubs::new(self)
    }

    /// Charges, kept when their jobs are removed.
    pub fn spend(&self) -> Spend<'_> {
        Spend::new(self)
    }

    /// Watch folders and what they took.
    pub fn watches(&self) -> Watches<'_> {
        Watches::new(self)
    }

    /// How long finished stages took.
    pub fn stage_times(&self) -> StageTimes<'_> {
        StageTimes::new(self)
    }

    /// Custom voice training jobs.
    pub fn trainings(&self) -> Trainings<'_> {
        Trainings::new(self)
    }

    /// The user's custom voices ("My voices").
    pub fn voices(&self) -> Voices<'_> {
        Voices::new(self)
    }

    /// Favorite public voices.
    pub fn favorites(&self) -> Favorites<'_> {
        Favorites::new(self)
    }

    /// Where voices sit, for auto pitch.
    pub fn voice_pitch(&self) -> VoicePitches<'_> {
        VoicePitches::new(self)
    }

    /// Queries over every job (the Jobs screen).
    pub fn library(&self) -> Library<'_> {
        Library::new(self)
    }

    /// Recently used voices (from the dubs).
    pub fn recent(&self) -> Recent<'_> {
        Recent::new(self)
    }

    /// App settings.
    pub fn settings(&self) -> Settings<'_> {
        Settings::new(self)
    }

    /// Cached public voice objects and listing pages.
    pub fn catalogue(&self) -> Catalogue<'_> {
        Catalogue::new(self)
    }

    /// Cached avatar files.
    pub fn avatars(&self) -> Avatars<'_> {
        Avatars::new(self)
    }

    /// The job engine's per-job bookkeeping (poll times, approval threshold, notices).
    pub fn engine_jobs(&self) -> EngineJobs<'_> {
        EngineJobs::new(self)
    }

    fn lock(&self) -> MutexGuard<'_, Connection> {
        // A panic while holding the lock rolled its transaction back when the guard dropped, so the
        // connection is still sound: keep using it.
        self.inner.conn.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Runs read-only work on the connection.
    pub(crate) fn read<T>(&self, f: impl FnOnce(&Connection) -> LedgerResult<T>) -> LedgerResult<T> {
        let conn = self.lock();
        f(&conn)
    }

    /// Runs `f` in one IMMEDIATE transaction (the write lock is taken up front, so two connections
    /// never deadlock upgrading a read) and commits only if `f` succeeds.
    pub(crate) fn write<T>(
        &self,
        f: impl FnOnce(&Transaction<'_>, OffsetDateTime) -> LedgerResult<T>,
    ) -> LedgerResult<T> {
        let now = self.now();
        let mut conn = self.lock();
        let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
        let out = f(&tx, now)?;
        tx.commit()?;
        Ok(out)
    }

    /// The raw connection, for the crate's own crash tests.
    #[cfg(test)]
    pub(crate) fn with_conn<T>(&self, f: impl FnOnce(&mut Connection) -> T) -> T {
        let mut conn = self.lock();
        f(&mut conn)
    }
}
