//! What every step shares, whatever the job kind: the step's result (when to look at the job
//! again), backoff after failed tries, poll timing (the 3-second rule, measured from the previous
//! poll's persisted send time), and running a transfer with throttled progress and cancellation.

use std::future::Future;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Duration;

use time::OffsetDateTime;

use super::context::MIN_POLL_INTERVAL;
use super::error::EngineError;
use super::failpoints;
use super::shared::Shared;
use crate::events::JobId;
use crate::job::Notice;

/// When the scheduler should look at a job again.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Next {
    At(OffsetDateTime),
    /// Nothing to do until someone acts (approval, Retry) or the job is finished.
    Idle,
}

/// The wait before try number `attempts + 1` of a step.
pub(crate) fn backoff(sh: &Shared, attempts: u32) -> Duration {
    let factor = 2u32.saturating_pow(attempts.saturating_sub(1).min(16));
    sh.config
        .min_backoff
        .saturating_mul(factor)
        .min(sh.config.max_backoff)
}

/// Whether the read lane is paused by a rate limit; if so, the job waits it out (with a notice)
/// instead of sending a poll that would have to wait inside the client, which would blur the
/// poll's real send time.
async fn read_lane_wait(sh: &Shared, job: JobId) -> Result<Option<Next>, EngineError> {
    let Some(until) = sh.client.lane_paused_until(dubdeck_api::Lane::Read) else {
        return Ok(None);
    };
    let wait = until.saturating_duration_since(tokio::time::Instant::now());
    if wait.is_zero() {
        return Ok(None);
    }
    let until = sh.after(wait);
    sh.set_notice(job, Some(Notice::RateLimited { until })).await?;
    Ok(Some(Next::At(until)))
}

/// Added to the 3 s between polls, so that jitter between our clock and the service's arrival
/// times can never make two polls look closer than 3 s.
const POLL_MARGIN: Duration = Duration::from_millis(100);

/// The earliest time the job may be polled: 3 s after the previous poll was sent.
pub(crate) async fn earliest_poll(sh: &Shared, job: JobId) -> Result<OffsetDateTime, EngineError> {
    let (kind, id) = super::shared::split(job);
    let info = sh.info(kind, id).await?;
    let now = sh.now();
    Ok(info
        .last_poll_sent_at
        .map_or(now, |sent| (sent + MIN_POLL_INTERVAL + POLL_MARGIN).max(now)))
}

/// When to poll next while a service stage goes on: the policy's interval for how long the stage
/// has lasted, from the previous poll's send time.
pub(crate) async fn next_poll(sh: &Shared, job: JobId) -> Result<OffsetDateTime, EngineError> {
    let (kind, id) = super::shared::split(job);
    let info = sh.info(kind, id).await?;
    let now = sh.now();
    let started = info.phase_started_at.unwrap_or(now);
    let elapsed = Duration::try_from(now - started).unwrap_or_default();
    let interval = sh.config.poll.interval(elapsed) + POLL_MARGIN;
    Ok(info
        .last_poll_sent_at
        .map_or(now + interval, |sent| (sent + interval).max(now)))
}

/// Records that a service stage began now and returns when to poll first.
pub(crate) async fn start_phase(sh: &Shared, job: JobId) -> Result<OffsetDateTime, EngineError> {
    let now = sh.now();
    sh.set_info(job, move |i| i.phase_started_at = Some(now)).await?;
    let earliest = earliest_poll(sh, job).await?;
    Ok((now + sh.config.poll.first_delay).max(earliest))
}

/// Commits the send time of a poll before the poll goes out (crash-safe), and returns it.
async fn mark_poll_sent(sh: &Shared, job: JobId) -> Result<OffsetDateTime, EngineError> {
    let now = sh.now();
    sh.set_info(job, move |i| i.last_poll_sent_at = Some(now)).await?;
    Ok(now)
}

/// After the poll's answer: if the call took a while (it may have waited for a connection), its
/// real send time may be later than recorded, so the later time counts.
async fn mark_poll_answered(sh: &Shared, job: JobId, sent: OffsetDateTime) -> Result<(), EngineError> {
    let now = sh.now();
    if now - sent > time::Duration::milliseconds(100) {
        sh.set_info(job, move |i| i.last_poll_sent_at = Some(now)).await?;
    }
    Ok(())
}

/// What [`poll_when_due`] did.
pub(crate) enum Polled<T> {
    /// Too early (the 3-second gap) or the read lane is paused: come back then.
    NotYet(Next),
    /// The poll went out; here is its answer.
    Answered(Result<T, dubdeck_api::Error>),
}

/// Sends one poll of a job through `get`, when the 3-second gap since its previous poll and the
/// read lane allow it. The send time is committed before the poll goes out (crash-safe).
pub(crate) async fn poll_when_due<T, F, Fut>(
    sh: &Shared,
    job: JobId,
    get: F,
) -> Result<Polled<T>, EngineError>
where
    F: FnOnce() -> Fut,
    Fut: Future<Output = Result<T, dubdeck_api::Error>>,
{
    let earliest = earliest_poll(sh, job).await?;
    if earliest > sh.now() {
        return Ok(Polled::NotYet(Next::At(earliest)));
    }
    if let Some(next) = read_lane_wait(sh, job).await? {
        return Ok(Polled::NotYet(next));
    }
    let sent = mark_poll_sent(sh, job).await?;
    let stop = sh.job_token(job);
    let answer = tokio::select! {
        answer = get() => answer,
        // Discarded (or the engine stops): the poll is dropped where it is.
        () = stop.cancelled() => return Ok(Polled::NotYet(Next::Idle)),
    };
    mark_poll_answered(sh, job, sent).await?;
    Ok(Polled::Answered(answer))
}

/// Bytes moved by one transfer, shared with its progress callback.
pub(crate) struct Meter {
    bytes: AtomicU64,
    /// `u64::MAX` while unknown.
    total: AtomicU64,
    last_event_ms: AtomicU64,
    fail_point_hit: AtomicBool,
}

impl Meter {
    pub(crate) fn new() -> Arc<Meter> {
        Arc::new(Meter {
            bytes: AtomicU64::new(0),
            total: AtomicU64::new(u64::MAX),
            last_event_ms: AtomicU64::new(0),
            fail_point_hit: AtomicBool::new(false),
        })
    }

    pub(crate) fn read(&self) -> (u64, Option<u64>) {
        let total = self.total.load(Ordering::Relaxed);
        (
            self.bytes.load(Ordering::Relaxed),
            (total != u64::MAX).then_some(total),
        )
    }

    /// The callback a transfer calls: keeps the count, sends an event at most every 100 ms (and
    /// at the end), and evaluates the transfer's fail point once, mid-way.
    pub(crate) fn callback(
        self: &Arc<Self>,
        sh: &Arc<Shared>,
        job: JobId,
        fail_point: &'static str,
    ) -> impl Fn(u64, Option<u64>) + Send + Sync + 'static {
        let meter = Arc::clone(self);
        let sh = Arc::clone(sh);
        let started = std::time::Instant::now();
        move |bytes, total| {
            meter.bytes.store(bytes, Ordering::Relaxed);
            meter.total.store(total.unwrap_or(u64::MAX), Ordering::Relaxed);
            let now_ms = u64::try_from(started.elapsed().as_millis()).unwrap_or(u64::MAX);
            let last = meter.last_event_ms.load(Ordering::Relaxed);
            let finished = total == Some(bytes);
            if finished || bytes == 0 || now_ms.saturating_sub(last) >= 100 {
                meter.last_event_ms.store(now_ms, Ordering::Relaxed);
                sh.progress(job, bytes, total);
            }
            let midway =
                bytes > 0 && (fail_point == failpoints::DURING_DOWNLOAD || total.is_none_or(|t| bytes < t));
            if midway && !meter.fail_point_hit.swap(true, Ordering::Relaxed) {
                failpoints::hit(fail_point);
            }
        }
    }
}

/// Runs a transfer under the engine's concurrency limit, committing progress every
/// `progress_commit_interval` through `commit`. `None` when the engine stops meanwhile (the row
/// keeps its pending transfer, which resumes at the next start) or the job is discarded (the
/// transfer is dropped at once; the caller removes what it left).
pub(crate) async fn run_transfer<T, C, CF>(
    sh: &Arc<Shared>,
    job: JobId,
    meter: &Arc<Meter>,
    transfer: impl Future<Output = T>,
    commit: C,
) -> Result<Option<T>, EngineError>
where
    C: Fn(u64, Option<u64>) -> CF,
    CF: Future<Output = Result<(), EngineError>>,
{
    let stop = sh.job_token(job);
    let permit = tokio::select! {
        permit = sh.transfers.acquire() => permit.map_err(|_| EngineError::Stopped)?,
        () = stop.cancelled() => return Ok(None),
    };
    let mut ticker = tokio::time::interval(sh.config.progress_commit_interval);
    ticker.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    tokio::pin!(transfer);
    let mut committed = None;
    let out = loop {
        tokio::select! {
            out = &mut transfer => break Some(out),
            () = stop.cancelled() => break None,
            _ = ticker.tick() => {
                let now = meter.read();
                if committed != Some(now) {
                    committed = Some(now);
                    commit(now.0, now.1).await?;
                }
            }
        }
    };
    drop(permit);
    Ok(out)
}
