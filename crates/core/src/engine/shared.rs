//! State shared by the scheduler, the steps and the handle: the injected context, the run queue (a
//! min-heap of when each job is next due), the notifications that wake the scheduler and the
//! waiters, the event fan-out, and the committing helpers that every ledger change goes through
//! (each commit publishes the job's new row).

use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use time::OffsetDateTime;
use tokio::sync::{Notify, Semaphore, broadcast, watch};
use tokio_util::sync::CancellationToken;

use super::context::{EngineConfig, EngineContext};
use super::error::EngineError;
use crate::clock::Clock;
use crate::events::{EventSink, JobId};
use crate::ffmpeg::MediaSupport;
pub use crate::job::JobSnapshot;
use crate::job::{DubId, DubState, Hold, JobKind, JobStatus, Notice, TrainingId, TrainingState};
use crate::ledger::{
    DubRecord, DubStatus, EngineJobInfo, FileUpload, Ledger, LedgerError, TrainingRecord, TrainingStatus,
    truncate_to_millis,
};

/// What [`super::EngineHandle::subscribe`] delivers: the same events the [`EventSink`] receives.
pub use crate::events::Event as EngineEvent;

/// When each job is next due. Several wake-ups for one job merge into the earliest.
#[derive(Default)]
pub(crate) struct Queue {
    heap: BinaryHeap<Reverse<(i128, u64)>>,
    entries: HashMap<u64, JobId>,
    latest: HashMap<JobId, (u64, i128)>,
    seq: u64,
}

impl Queue {
    pub(crate) fn push(&mut self, job: JobId, at: OffsetDateTime) {
        let at = at.unix_timestamp_nanos();
        if let Some((_, current)) = self.latest.get(&job)
            && *current <= at
        {
            return;
        }
        self.seq += 1;
        let seq = self.seq;
        if let Some((old, _)) = self.latest.insert(job, (seq, at)) {
            self.entries.remove(&old);
        }
        self.entries.insert(seq, job);
        self.heap.push(Reverse((at, seq)));
    }

    /// The earliest due time, skipping entries replaced by an earlier wake-up.
    pub(crate) fn next_at(&mut self) -> Option<i128> {
        while let Some(Reverse((at, seq))) = self.heap.peek().copied() {
            if self.entries.contains_key(&seq) {
                return Some(at);
            }
            self.heap.pop();
        }
        None
    }

    /// The next job due at or before `now`.
    pub(crate) fn pop_due(&mut self, now: OffsetDateTime) -> Option<JobId> {
        let now = now.unix_timestamp_nanos();
        let at = self.next_at()?;
        if at > now {
            return None;
        }
        let Reverse((_, seq)) = self.heap.pop()?;
        let job = self.entries.remove(&seq)?;
        self.latest.remove(&job);
        Some(job)
    }

    pub(crate) fn contains(&self, job: JobId) -> bool {
        self.latest.contains_key(&job)
    }
}

pub(crate) struct Shared {
    pub ledger: Ledger,
    pub client: dubdeck_api::Client,
    pub clock: Arc<dyn Clock>,
    pub sink: Arc<dyn EventSink>,
    pub config: EngineConfig,
    pub media: MediaSupport,
    pub queue: Mutex<Queue>,
    /// Wakes the scheduler when work was queued.
    pub notify: Notify,
    /// Bumped after every commit: wakes `wait_settled`.
    pub version: watch::Sender<u64>,
    pub events: broadcast::Sender<EngineEvent>,
    pub transfers: Semaphore,
    /// The last balance the service reported (after generate or clone, or read from `/v1/me`).
    pub balance: Mutex<Option<i64>>,
    /// Stops the whole engine.
    pub cancel: CancellationToken,
    /// One token per job with a step under way (children of `cancel`): discarding the job stops
    /// its transfer or poll in flight at once.
    pub job_cancels: Mutex<HashMap<JobId, CancellationToken>>,
    /// Held while a download picks its output name, records it and claims it (see
    /// `naming::free_path`): one at a time, so two never take the same name.
    pub naming: tokio::sync::Mutex<()>,
    /// The time zone the monthly budget's months are counted in.
    pub zone: jiff::tz::TimeZone,
    /// Held from a budget decision until the approval it allows is written, so that two jobs
    /// deciding at once each count the other's reservation (see `within_budget`).
    pub budget: tokio::sync::Mutex<()>,
}

impl Shared {
    pub(crate) fn new(ctx: EngineContext) -> Shared {
        let (version, _) = watch::channel(0);
        let (events, _) = broadcast::channel(1024);
        Shared {
            transfers: Semaphore::new(ctx.config.transfer_concurrency.max(1)),
            ledger: ctx.ledger,
            client: ctx.client,
            clock: ctx.clock,
            sink: ctx.sink,
            config: ctx.config,
            media: ctx.media,
            queue: Mutex::new(Queue::default()),
            notify: Notify::new(),
            version,
            events,
            balance: Mutex::new(None),
            cancel: CancellationToken::new(),
            job_cancels: Mutex::new(HashMap::new()),
            naming: tokio::sync::Mutex::new(()),
            zone: crate::budget::local_zone(),
            budget: tokio::sync::Mutex::new(()),
        }
    }

    /// Whether `job` may be approved automatically for `cost` credits within the monthly budget:
    /// true when it may; otherwise the job's hold is recorded (it waits for a person) and false.
    /// The caller holds [`Self::budget`] until the approval is written: the decision counts the
    /// credits other jobs' approvals reserve, which must already be in the ledger.
    pub(crate) async fn within_budget(&self, job: JobId, cost: i64) -> Result<bool, EngineError> {
        let zone = self.zone.clone();
        let (kind, id) = split(job);
        Ok(self
            .ledger
            .call(move |l| {
                let hold = crate::budget::hold_for(l, &zone, id, cost)?;
                let fits = hold.is_none();
                l.engine_jobs().update(kind, id, |i| i.hold = hold)?;
                Ok(fits)
            })
            .await?)
    }

    /// Tells of a share of the monthly budget reached by this month's charges, once per share.
    async fn tell_budget(&self) -> Result<(), EngineError> {
        let zone = self.zone.clone();
        let notice = self
            .ledger
            .call(move |l| crate::budget::notice_due(l, &zone))
            .await?;
        if let Some(notice) = notice {
            self.sink.budget_reached(notice.clone());
            let _ = self.events.send(EngineEvent::BudgetReached(notice));
        }
        Ok(())
    }

    /// The token that stops `job`'s work in flight (cancelled with the engine, or by
    /// [`Self::cancel_job`]).
    pub(crate) fn job_token(&self, job: JobId) -> CancellationToken {
        self.job_cancels
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .entry(job)
            .or_insert_with(|| self.cancel.child_token())
            .clone()
    }

    /// Stops `job`'s transfer or poll in flight, if any, and any its current step would start
    /// (the token stays cancelled until the step ends).
    pub(crate) fn cancel_job(&self, job: JobId) {
        self.job_token(job).cancel();
    }

    /// Whether `job` alone was stopped (discarded), not the whole engine.
    pub(crate) fn job_discarded(&self, job: JobId) -> bool {
        !self.cancel.is_cancelled() && self.job_token(job).is_cancelled()
    }

    /// Forgets the token of a job that has nothing in flight any more.
    pub(crate) fn forget_job_token(&self, job: JobId) {
        self.job_cancels
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .remove(&job);
    }

    /// Now, at the millisecond precision the ledger stores.
    pub(crate) fn now(&self) -> OffsetDateTime {
        truncate_to_millis(self.clock.now())
    }

    pub(crate) fn after(&self, wait: Duration) -> OffsetDateTime {
        self.now() + wait
    }

    /// Asks the scheduler to look at `job` at `at` (or earlier, if it is already due earlier).
    pub(crate) fn schedule(&self, job: JobId, at: OffsetDateTime) {
        self.queue
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .push(job, at);
        self.notify.notify_one();
    }

    pub(crate) fn balance(&self) -> Option<i64> {
        *self.balance.lock().unwrap_or_else(PoisonError::into_inner)
    }

    pub(crate) fn set_balance(&self, balance: i64) {
        *self.balance.lock().unwrap_or_else(PoisonError::into_inner) = Some(balance);
        self.sink.credits_changed(balance);
        let _ = self.events.send(EngineEvent::CreditsChanged { balance });
    }

    pub(crate) fn progress(&self, job: JobId, bytes: u64, total: Option<u64>) {
        self.sink.transfer_progress(job, bytes, total);
        let _ = self
            .events
            .send(EngineEvent::TransferProgress { job, bytes, total });
    }

    fn publish(&self, view: JobSnapshot) {
        self.sink.job_changed(view.clone());
        let _ = self.events.send(EngineEvent::JobChanged(Box::new(view)));
        self.version.send_modify(|v| *v = v.wrapping_add(1));
    }

    pub(crate) async fn dub(&self, id: DubId) -> Result<DubRecord, EngineError> {
        Ok(self.ledger.call(move |l| l.dubs().get(id)).await?)
    }

    pub(crate) async fn training(&self, id: TrainingId) -> Result<TrainingRecord, EngineError> {
        Ok(self.ledger.call(move |l| l.trainings().get(id)).await?)
    }

    pub(crate) async fn info(&self, kind: JobKind, id: uuid::Uuid) -> Result<EngineJobInfo, EngineError> {
        Ok(self.ledger.call(move |l| l.engine_jobs().get(kind, id)).await?)
    }

    /// Changes the engine's bookkeeping of a job (no event: nothing the row shows changed), except
    /// for notices, which are published with the row.
    pub(crate) async fn set_info(
        &self,
        job: JobId,
        change: impl FnOnce(&mut EngineJobInfo) + Send + 'static,
    ) -> Result<(), EngineError> {
        let (kind, id) = split(job);
        self.ledger
            .call(move |l| l.engine_jobs().update(kind, id, change))
            .await?;
        Ok(())
    }

    /// Sets (or clears) the passing notice and publishes the row with it.
    pub(crate) async fn set_notice(&self, job: JobId, notice: Option<Notice>) -> Result<(), EngineError> {
        let (kind, id) = split(job);
        let view = self
            .ledger
            .call(move |l| {
                l.engine_jobs().update(kind, id, |i| i.notice = notice)?;
                view_of(l, job)
            })
            .await?;
        self.publish(view);
        Ok(())
    }

    /// One committed change of a dub's status (see `Dubs::update`), published at once. Any notice
    /// is cleared: the job moved on.
    pub(crate) async fn update_dub(
        &self,
        id: DubId,
        expected: DubState,
        change: impl FnOnce(&mut DubStatus) + Send + 'static,
    ) -> Result<DubRecord, EngineError> {
        let (record, view) = self
            .ledger
            .call(move |l| {
                let record = l.dubs().update(id, expected, change)?;
                let hold = after_change(
                    l,
                    JobKind::Dub,
                    id.0,
                    record.status.state == DubState::AwaitingApproval,
                )?;
                let view = with_estimate(l, JobSnapshot::from(&record).with_hold(hold))?;
                Ok((record, view))
            })
            .await?;
        let charged = record.status.credits_used.is_some_and(|c| c > 0);
        self.publish(view);
        // A dub's credits first show when it leaves `generating` (whichever answer said so).
        if charged && expected == DubState::Generating {
            self.tell_budget().await?;
        }
        Ok(record)
    }

    /// One committed change of a training, as [`Self::update_dub`].
    pub(crate) async fn update_training(
        &self,
        id: TrainingId,
        expected: TrainingState,
        change: impl FnOnce(&mut TrainingStatus, &mut [FileUpload]) + Send + 'static,
    ) -> Result<TrainingRecord, EngineError> {
        let (record, view) = self
            .ledger
            .call(move |l| {
                let record = l.trainings().update(id, expected, change)?;
                let hold = after_change(
                    l,
                    JobKind::Training,
                    id.0,
                    record.status.state == TrainingState::AwaitingApproval,
                )?;
                let view = with_estimate(l, JobSnapshot::from(&record).with_hold(hold))?;
                Ok((record, view))
            })
            .await?;
        let charged = record.status.credits_used.is_some_and(|c| c > 0);
        self.publish(view);
        if charged && expected == TrainingState::Cloning {
            self.tell_budget().await?;
        }
        Ok(record)
    }

    /// Publishes a job's current row (after changes made outside the helpers above).
    pub(crate) async fn publish_current(&self, job: JobId) -> Result<JobSnapshot, EngineError> {
        let view = self.ledger.call(move |l| view_of(l, job)).await?;
        self.publish(view.clone());
        Ok(view)
    }
}

pub(crate) fn split(job: JobId) -> (JobKind, uuid::Uuid) {
    (job.kind(), job.uuid())
}

/// A job's row and notice, read in one go (blocking).
pub(crate) fn view_of(ledger: &Ledger, job: JobId) -> Result<JobSnapshot, LedgerError> {
    let (kind, id) = split(job);
    let snapshot = match job {
        JobId::Dub(id) => JobSnapshot::from(&ledger.dubs().get(id)?),
        JobId::Training(id) => JobSnapshot::from(&ledger.trainings().get(id)?),
    };
    let info = ledger.engine_jobs().get(kind, id)?;
    with_estimate(ledger, snapshot.with_notice(info.notice).with_hold(info.hold))
}

/// The bookkeeping of a job whose row just changed: its passing notice is over, and so is its
/// hold unless it still `waits` for approval. Returns the hold that stands.
fn after_change(
    ledger: &Ledger,
    kind: JobKind,
    id: uuid::Uuid,
    waits: bool,
) -> Result<Option<Hold>, LedgerError> {
    let mut hold = None;
    ledger.engine_jobs().update(kind, id, |i| {
        i.notice = None;
        if !waits {
            i.hold = None;
        }
        hold = i.hold.clone();
    })?;
    Ok(hold)
}

/// The view with its time left, learned from the library's finished stages (blocking).
fn with_estimate(ledger: &Ledger, mut view: JobSnapshot) -> Result<JobSnapshot, LedgerError> {
    if view.status == JobStatus::Active {
        let samples = ledger
            .stage_times()
            .recent(view.kind.as_str(), crate::eta::SAMPLES_PER_STAGE)?;
        view.eta_ms = crate::eta::estimate(&view, &samples, ledger.now());
    }
    Ok(view)
}

/// Whether a job needs nothing more from the engine until someone acts: finished, failed, or
/// waiting for the user's approval or for credits.
pub fn is_settled(snapshot: &JobSnapshot) -> bool {
    match snapshot.status {
        JobStatus::Active => false,
        // Approved, it moves on by itself.
        JobStatus::Approval => snapshot.approval == crate::job::Approval::None,
        JobStatus::Credits | JobStatus::Done | JobStatus::Failed | JobStatus::Canceled => true,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use time::macros::datetime;

    #[test]
    fn the_queue_keeps_the_earliest_wake_up_per_job() {
        let mut q = Queue::default();
        let a = JobId::Dub(DubId(uuid::Uuid::from_u128(1)));
        let b = JobId::Dub(DubId(uuid::Uuid::from_u128(2)));
        let t0 = datetime!(2025-01-01 00:00:00 UTC);
        q.push(a, t0 + Duration::from_secs(10));
        q.push(b, t0 + Duration::from_secs(5));
        q.push(a, t0 + Duration::from_secs(2));
        q.push(a, t0 + Duration::from_secs(20)); // later: ignored
        assert!(q.contains(a));
        assert_eq!(q.pop_due(t0), None);
        assert_eq!(q.pop_due(t0 + Duration::from_secs(30)), Some(a));
        assert_eq!(q.pop_due(t0 + Duration::from_secs(30)), Some(b));
        assert_eq!(q.pop_due(t0 + Duration::from_secs(30)), None);
        assert!(!q.contains(a));
        assert_eq!(q.next_at(), None);
    }
}
