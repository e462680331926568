//! The job engine: a reconciler that carries every dub and voice training from the ledger row to
//! the finished result, and survives crashes, closed lids and restarts without losing a job or
//! paying twice.
//!
//! - One scheduler task for all jobs (`scheduler`): a min-heap of when each job is next due plus a
//!   `Notify` for new work. A step reads the job's row, performs the ONE next action, and commits
//!   (`dub`, `training`). Transfers run under a concurrency limit; a job never has two actions in
//!   flight.
//! - Every transition is committed before the network call it guards (the row's pending action),
//!   so after a crash the engine knows what may have happened. `generate` and `clone` are never
//!   sent twice: after an ambiguous outcome the engine reads the job's state first.
//! - Polls respect the interface's 3 seconds per job, measured from the previous poll's persisted
//!   send time, with intervals that grow for long jobs. Rate limits mean waiting, never failing.
//! - The ledger is the truth: front ends render [`JobSnapshot`]s built from rows, and receive
//!   [`EngineEvent`]s (or the context's `EventSink`) as rows change.
//!
//! ```no_run
//! # async fn demo(ctx: dubdeck_core::engine::EngineContext, request: dubdeck_core::engine::DubRequest)
//! #     -> Result<(), dubdeck_core::engine::EngineError> {
//! use dubdeck_core::engine::Engine;
//! let engine = Engine::start(ctx).await?;
//! let job = engine.enqueue_dub(request).await?;
//! let settled = engine.wait_settled(&[job.id]).await?;
//! engine.shutdown().await;
//! # let _ = settled; Ok(()) }
//! ```

mod context;
mod dub;
mod error;
pub mod failpoints;
mod finish;
mod intake;
pub mod jobs;
mod kind;
mod local;
mod naming;
mod remote;
mod scheduler;
mod shared;
mod step;
mod training;
mod upload_url;
mod work;

use std::path::PathBuf;
use std::sync::{Arc, PoisonError};

use tokio::sync::broadcast;
use tokio::task::JoinHandle;

pub use context::{EngineConfig, EngineContext, MIN_POLL_INTERVAL, PollPolicy};
pub use error::{EngineError, MAX_COMPARED, Refusal};
pub use finish::{pair, remix};
pub use intake::{
    Audition, CoverRequest, DubRequest, DubSource, PreparedDub, ProbedDubInput, TrainingRequest, add_dub,
    add_training, check_dub, check_mix, check_output_dir, check_training, insert_dub, prepare_dub,
    probe_dub_input,
};
pub use jobs::DubAgain;
pub use naming::RESULT_EXTENSIONS;
pub(crate) use shared::view_of;
pub use shared::{EngineEvent, JobSnapshot, is_settled};

use crate::events::JobId;
use crate::ledger::Ledger;
use shared::Shared;

/// Starts engines.
pub struct Engine;

impl Engine {
    /// Takes the library's engine lock (one engine per library, across processes), resumes every
    /// unfinished job, and starts the scheduler.
    pub async fn start(ctx: EngineContext) -> Result<EngineHandle, EngineError> {
        let lock_path = lock_path(&ctx.ledger);
        let lock = {
            let path = lock_path.clone();
            tokio::task::spawn_blocking(move || take_lock(&path))
                .await
                .map_err(|e| EngineError::Worker(e.to_string()))??
        };
        let shared = Arc::new(Shared::new(ctx));
        let unfinished = shared
            .ledger
            .call(|l| {
                let mut jobs: Vec<JobId> = l.dubs().unfinished()?.iter().map(|d| JobId::Dub(d.id)).collect();
                jobs.extend(l.trainings().unfinished()?.iter().map(|t| JobId::Training(t.id)));
                Ok(jobs)
            })
            .await?;
        let now = shared.now();
        for job in unfinished {
            // Each step decides for itself whether it may act yet (3 s poll rule, approvals).
            shared.schedule(job, now);
        }
        let task = tokio::spawn(scheduler::run(Arc::clone(&shared), lock));
        Ok(EngineHandle {
            shared,
            task: std::sync::Mutex::new(Some(task)),
        })
    }
}

impl Engine {
    /// Whether another engine (in this or another process) holds the library's engine lock now.
    /// Blocking (opens the lock file).
    pub fn is_held_elsewhere(ledger: &Ledger) -> bool {
        matches!(
            take_lock(&lock_path(ledger)),
            Err(EngineError::AlreadyRunning { .. })
        )
    }
}

fn lock_path(ledger: &Ledger) -> PathBuf {
    let mut name = ledger.path().as_os_str().to_owned();
    name.push(".engine-lock");
    PathBuf::from(name)
}

fn take_lock(path: &std::path::Path) -> Result<std::fs::File, EngineError> {
    let file = std::fs::OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(path)
        .map_err(|source| EngineError::Lock {
            path: path.to_path_buf(),
            source,
        })?;
    match file.try_lock() {
        Ok(()) => Ok(file),
        Err(std::fs::TryLockError::WouldBlock) => Err(EngineError::AlreadyRunning {
            path: path.with_extension(""),
        }),
        Err(std::fs::TryLockError::Error(source)) => Err(EngineError::Lock {
            path: path.to_path_buf(),
            source,
        }),
    }
}

/// A running engine. Dropping it stops the scheduler at its next turn (use [`Self::shutdown`] to
/// wait for that).
pub struct EngineHandle {
    shared: Arc<Shared>,
    task: std::sync::Mutex<Option<JoinHandle<()>>>,
}

impl Drop for EngineHandle {
    fn drop(&mut self) {
        self.shared.cancel.cancel();
    }
}

impl EngineHandle {
    fn ledger(&self) -> &Ledger {
        &self.shared.ledger
    }

    fn wake(&self, job: JobId) {
        self.shared.schedule(job, self.shared.now());
    }

    /// Checks a dub request locally (refusing bad input before any request), adds it to the
    /// ledger and starts it.
    pub async fn enqueue_dub(&self, request: DubRequest) -> Result<JobSnapshot, EngineError> {
        let record = add_dub(self.ledger(), &self.shared.media, request).await?;
        let job = JobId::Dub(record.id);
        let view = self.shared.publish_current(job).await?;
        self.wake(job);
        Ok(view)
    }

    /// Adds a dub checked with [`prepare_dub`] to the ledger and starts it.
    pub async fn enqueue_prepared(&self, prepared: PreparedDub) -> Result<JobSnapshot, EngineError> {
        let record = insert_dub(self.ledger(), prepared).await?;
        let job = JobId::Dub(record.id);
        let view = self.shared.publish_current(job).await?;
        self.wake(job);
        Ok(view)
    }

    /// Checks a training request locally, adds it to the ledger and starts it.
    pub async fn enqueue_training(&self, request: TrainingRequest) -> Result<JobSnapshot, EngineError> {
        let record = add_training(self.ledger(), request).await?;
        let job = JobId::Training(record.id);
        let view = self.shared.publish_current(job).await?;
        self.wake(job);
        Ok(view)
    }

    /// Approves the cost of a job waiting for approval.
    pub async fn approve(&self, job: JobId) -> Result<JobSnapshot, EngineError> {
        jobs::approve(self.ledger(), job).await?;
        let view = self.shared.publish_current(job).await?;
        self.wake(job);
        Ok(view)
    }

    /// Discards a job: nothing more is sent for it, and its upload, download or poll in flight
    /// stops at once (a download's partial file is removed).
    pub async fn discard(&self, job: JobId) -> Result<JobSnapshot, EngineError> {
        jobs::discard(self.ledger(), job).await?;
        self.shared.cancel_job(job);
        let view = self.shared.publish_current(job).await?;
        // Its step (if one runs) ends now; the next one finds it discarded and lets it be.
        self.wake(job);
        Ok(view)
    }

    /// Removes a finished job (done, failed or discarded) from the library; a dub's result file
    /// stays unless `delete_result`.
    pub async fn remove(&self, job: JobId, delete_result: bool) -> Result<(), EngineError> {
        jobs::remove(self.ledger(), job, delete_result).await?;
        self.shared.forget_job_token(job);
        Ok(())
    }

    /// Dubs the input of the dub `job` again with another voice (see [`jobs::dub_again`]) and
    /// starts the new dub.
    pub async fn dub_again(&self, job: JobId, again: jobs::DubAgain) -> Result<JobSnapshot, EngineError> {
        let view = jobs::dub_again(self.ledger(), &self.shared.media, job, again).await?;
        let new = view.id;
        let view = self.shared.publish_current(new).await?;
        self.wake(new);
        Ok(view)
    }

    /// Tries a failed job again, or a job waiting for credits after credits were bought.
    pub async fn retry(&self, job: JobId) -> Result<JobSnapshot, EngineError> {
        jobs::retry(self.ledger(), job).await?;
        // The balance we knew may be old: credits were bought.
        *self.shared.balance.lock().unwrap_or_else(PoisonError::into_inner) = None;
        let view = self.shared.publish_current(job).await?;
        self.wake(job);
        Ok(view)
    }

    /// Every job in the ledger, newest first.
    pub async fn jobs(&self) -> Result<Vec<JobSnapshot>, EngineError> {
        jobs::list(self.ledger()).await
    }

    /// One job.
    pub async fn job(&self, job: JobId) -> Result<JobSnapshot, EngineError> {
        jobs::find(self.ledger(), job).await
    }

    /// Job changes, transfer progress and credit changes from now on.
    pub fn subscribe(&self) -> broadcast::Receiver<EngineEvent> {
        self.shared.events.subscribe()
    }

    /// The last credit balance the service reported, if any.
    pub fn balance(&self) -> Option<i64> {
        self.shared.balance()
    }

    /// Waits until every job in `ids` is settled: done, failed, discarded, or waiting for the
    /// user's approval or for credits. Returns their views in the order given.
    pub async fn wait_settled(&self, ids: &[JobId]) -> Result<Vec<JobSnapshot>, EngineError> {
        let mut changes = self.shared.version.subscribe();
        loop {
            changes.borrow_and_update();
            let wanted = ids.to_vec();
            let views = self
                .ledger()
                .call(move |l| {
                    wanted
                        .iter()
                        .map(|j| shared::view_of(l, *j))
                        .collect::<Result<Vec<_>, _>>()
                })
                .await?;
            if views.iter().all(is_settled) {
                return Ok(views);
            }
            if self.shared.cancel.is_cancelled() {
                return Err(EngineError::Stopped);
            }
            // Also look now and then: a change committed by another process sends no signal.
            tokio::select! {
                changed = changes.changed() => { changed.map_err(|_| EngineError::Stopped)?; }
                () = tokio::time::sleep(std::time::Duration::from_secs(1)) => {}
                () = self.shared.cancel.cancelled() => {}
            }
        }
    }

    /// Stops the engine: running steps get a grace period, transfers stop (they resume at the next
    /// start), and the library's engine lock is released.
    pub async fn shutdown(self) {
        self.shared.cancel.cancel();
        self.join().await;
    }

    /// Stops the engine at once, like a crash: no grace, whatever is in flight is dropped where it
    /// is. For tests that prove a restart loses nothing.
    pub async fn kill(self) {
        let task = self.task.lock().unwrap_or_else(PoisonError::into_inner).take();
        if let Some(task) = task {
            task.abort();
            let _ = task.await;
        }
        self.shared.cancel.cancel();
    }

    async fn join(&self) {
        let task = self.task.lock().unwrap_or_else(PoisonError::into_inner).take();
        if let Some(task) = task {
            let _ = task.await;
        }
    }
}
