//! The one scheduler task: pops jobs from the run queue when they are due, runs at most one step
//! per job at a time (each step is a short-lived task; transfers inside them wait for a slot of the
//! transfer limit), puts each job back at the time its step asked for, and now and then scans the
//! ledger for work scheduled by another process. On shutdown it lets running steps finish for a
//! grace period, then stops them (their rows say what to resume).

use std::collections::{HashMap, HashSet};
use std::sync::{Arc, PoisonError};
use std::time::Duration;

use tokio::task::JoinSet;

use super::dub;
use super::error::EngineError;
use super::shared::Shared;
use super::step::Next;
use super::training;
use crate::events::JobId;
use crate::job::{DubState, TrainingState};
use crate::ledger::LedgerError;

/// Longest sleep between looks at the queue (so an injected clock that jumps is noticed).
const MAX_SLEEP: Duration = Duration::from_millis(500);
/// A step that failed for a reason of our own (the ledger was busy, a task panicked) runs again
/// after this.
const STEP_ERROR_RETRY: Duration = Duration::from_secs(2);

type StepResult = (JobId, Result<Next, EngineError>);

async fn run_step(sh: Arc<Shared>, job: JobId) -> StepResult {
    let result = match job {
        JobId::Dub(id) => dub::step(&sh, id).await,
        JobId::Training(id) => training::step(&sh, id).await,
    };
    (job, result)
}

pub(crate) async fn run(sh: Arc<Shared>, lock: std::fs::File) {
    let mut steps: JoinSet<StepResult> = JoinSet::new();
    let mut running: HashMap<tokio::task::Id, JobId> = HashMap::new();
    let mut in_flight: HashSet<JobId> = HashSet::new();
    // Jobs woken while their step ran: they run again right after it.
    let mut woken: HashSet<JobId> = HashSet::new();
    let mut last_scan = tokio::time::Instant::now();

    loop {
        if sh.cancel.is_cancelled() {
            break;
        }
        let now = sh.now();
        loop {
            let due = sh
                .queue
                .lock()
                .unwrap_or_else(PoisonError::into_inner)
                .pop_due(now);
            let Some(job) = due else { break };
            if !in_flight.insert(job) {
                woken.insert(job);
                continue;
            }
            let handle = steps.spawn(run_step(Arc::clone(&sh), job));
            running.insert(handle.id(), job);
        }
        let next_at = sh.queue.lock().unwrap_or_else(PoisonError::into_inner).next_at();
        let sleep = next_at
            .map(|at| {
                let nanos = (at - now.unix_timestamp_nanos()).max(0);
                Duration::from_nanos(u64::try_from(nanos).unwrap_or(u64::MAX))
            })
            .unwrap_or(MAX_SLEEP)
            .min(MAX_SLEEP);

        tokio::select! {
            () = sh.cancel.cancelled() => break,
            Some(done) = steps.join_next_with_id(), if !steps.is_empty() => {
                let (job, result) = match done {
                    Ok((task, result)) => {
                        running.remove(&task);
                        result
                    }
                    Err(error) => {
                        let Some(job) = running.remove(&error.id()) else { continue };
                        tracing::error!(job = ?job, %error, "a job step stopped unexpectedly");
                        (job, Err(EngineError::Worker(error.to_string())))
                    }
                };
                in_flight.remove(&job);
                finished(&sh, job, result, woken.remove(&job));
            }
            () = sh.notify.notified() => {}
            () = tokio::time::sleep(sleep) => {}
        }

        if last_scan.elapsed() >= sh.config.rescan_interval {
            last_scan = tokio::time::Instant::now();
            scan(&sh, &in_flight).await;
        }
    }

    // Let short steps (an API call and its commit) finish, so that fewer answers are lost.
    let grace = sh.config.shutdown_grace;
    let _ = tokio::time::timeout(grace, async { while steps.join_next().await.is_some() {} }).await;
    steps.shutdown().await;
    drop(lock);
}

/// Puts a job back in the queue as its step asked.
fn finished(sh: &Shared, job: JobId, result: Result<Next, EngineError>, woken: bool) {
    let now = sh.now();
    // Nothing of the job is in flight any more.
    sh.forget_job_token(job);
    match result {
        Ok(Next::At(at)) => sh.schedule(job, if woken { now } else { at }),
        Ok(Next::Idle) if woken => sh.schedule(job, now),
        Ok(Next::Idle) => {}
        // The row moved while the step worked (the user approved or cancelled): look again.
        Err(e) if dub::is_conflict(&e) => sh.schedule(job, now),
        Err(EngineError::Ledger(LedgerError::NotFound { .. })) => {}
        Err(e) => {
            tracing::warn!(job = ?job, error = %e, "a job step failed; trying again shortly");
            sh.schedule(job, sh.after(STEP_ERROR_RETRY));
        }
    }
}

/// Picks up jobs the ledger says are due but the queue does not hold (scheduled by another
/// process, such as an approval from the command line), and stops the work in flight of jobs
/// another process discarded.
async fn scan(sh: &Arc<Shared>, in_flight: &HashSet<JobId>) {
    let now = sh.now();
    let running: Vec<JobId> = in_flight.iter().copied().collect();
    let discarded = sh
        .ledger
        .call(move |l| {
            let mut out = Vec::new();
            for job in running {
                let canceled = match job {
                    JobId::Dub(id) => l.dubs().get(id)?.status.state == DubState::Canceled,
                    JobId::Training(id) => l.trainings().get(id)?.status.state == TrainingState::Canceled,
                };
                if canceled {
                    out.push(job);
                }
            }
            Ok(out)
        })
        .await;
    for job in discarded.unwrap_or_default() {
        sh.cancel_job(job);
    }
    let found = sh
        .ledger
        .call(move |l| {
            let mut jobs: Vec<JobId> = l
                .dubs()
                .due(now, 1000)?
                .iter()
                .map(|d| JobId::Dub(d.id))
                .collect();
            jobs.extend(
                l.trainings()
                    .due(now, 1000)?
                    .iter()
                    .map(|t| JobId::Training(t.id)),
            );
            Ok(jobs)
        })
        .await;
    let Ok(found) = found else { return };
    for job in found {
        let queued = sh
            .queue
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .contains(job);
        if !queued && !in_flight.contains(&job) {
            sh.schedule(job, now);
        }
    }
}
