//! One machinery for both kinds of job. Dubs and trainings go through the same moves around their
//! kind-specific actions: record what the service said, start over with a new remote object when an
//! upload URL expired, check that an input file is still the one chosen, park the job while the
//! account lacks credits, fail it, decide what a problem means (wait, try again later, fail), and
//! decide where Retry sends it. Those moves are written once here, over a small adapter ([`Kind`])
//! that says how a job of each kind is read and committed; `dub.rs` and `training.rs` keep only
//! their own actions (create, upload, preprocess or clone, poll, download).

use std::future::Future;
use std::path::Path;
use std::sync::Arc;

use serde::Serialize;
use time::OffsetDateTime;

use super::error::EngineError;
use super::remote::{Local, Trouble, classify, whole_credits};
use super::shared::Shared;
use super::step::{self, Next, backoff};
use crate::events::JobId;
use crate::job::{FailureCode, JobFailure, Notice};
use crate::ledger::{JobStatusFields, PendingKind, RemoteObservation};

/// How a job of one kind is read and committed: the adapter the shared moves work through.
pub(crate) trait Kind: Send + Sync + 'static {
    type Record: Send + Sync + 'static;
    type Status: JobStatusFields + Send + 'static;
    /// Per-kind state beside the status that some changes touch (a training's files).
    type Extra: ?Sized + Send + 'static;
    type State: Copy + Eq + Send + Sync + 'static;

    /// The state whose action spends credits (`generating`, `cloning`).
    const SPEND: Self::State;
    const WAITING_CREDITS: Self::State;

    fn job(rec: &Self::Record) -> JobId;
    fn state(rec: &Self::Record) -> Self::State;
    fn status(rec: &Self::Record) -> &Self::Status;

    /// Commits one change of the job's status, from the state `rec` was read in (published at
    /// once; a notice is cleared).
    fn update(
        sh: &Shared,
        rec: &Self::Record,
        change: impl FnOnce(&mut Self::Status, &mut Self::Extra) + Send + 'static,
    ) -> impl Future<Output = Result<Self::Record, EngineError>> + Send;

    /// Forgets the remote object so that the next step creates a new one (fresh upload URLs).
    fn forget_remote(status: &mut Self::Status, extra: &mut Self::Extra);

    /// Forgets a chosen output file (its download must pick a new name or URL).
    fn forget_output(status: &mut Self::Status);

    /// Where Retry sends a failed job when no spend is pending, from what the service last said.
    fn retry_from_remote(rec: &Self::Record) -> (Self::State, Option<PendingKind>);
}

/// What the service said about a job, kept on its row (the whole object, its raw status word).
pub(crate) fn observation(status: &str, object: &impl Serialize, at: OffsetDateTime) -> RemoteObservation {
    RemoteObservation {
        status: status.to_owned(),
        json: serde_json::to_value(object).unwrap_or(serde_json::Value::Null),
        observed_at: at,
    }
}

/// Back to creating: the upload URL expired (or is missing), so a new remote object gets a fresh one.
pub(crate) async fn renew<K: Kind>(sh: &Arc<Shared>, rec: K::Record) -> Result<Next, EngineError> {
    K::update(sh, &rec, |s, extra| K::forget_remote(s, extra)).await?;
    Ok(Next::At(sh.now()))
}

/// Whether an input file is still the one that was chosen (same size); blocking I/O off the runtime.
pub(crate) async fn input_problem(path: &Path, size: u64) -> Option<JobFailure> {
    let missing = |found_bytes: Option<u64>, error: Option<std::io::Error>| JobFailure::InputMissing {
        path: Some(path.to_path_buf()),
        expected_bytes: Some(size),
        found_bytes,
        io: error.as_ref().map(crate::codes::IoProblem::of),
        reason: error.map(|e| e.to_string()),
    };
    match tokio::fs::metadata(path).await {
        Err(e) => Some(missing(None, Some(e))),
        Ok(meta) if meta.len() != size => Some(missing(Some(meta.len()), None)),
        Ok(_) => None,
    }
}

/// Classifies an error of one of the job's calls (see `remote::classify`).
pub(crate) fn classify_error(sh: &Shared, error: &dubdeck_api::Error, local: Local<'_>) -> Trouble {
    classify(error, local, sh.client.base_url().as_str())
}

/// Fails the job with a reason; nothing more happens until Retry.
pub(crate) async fn fail<K: Kind>(
    sh: &Arc<Shared>,
    rec: K::Record,
    failure: JobFailure,
) -> Result<Next, EngineError> {
    K::update(sh, &rec, move |s, _| s.fail(failure)).await?;
    Ok(Next::Idle)
}

/// Parks the job in `waiting_credits` with the amounts (the balance read from the service when not
/// `known`); Retry moves it on.
pub(crate) async fn wait_for_credits<K: Kind>(
    sh: &Arc<Shared>,
    rec: &K::Record,
    known: Option<i64>,
) -> Result<Next, EngineError> {
    let needed = K::status(rec).shared().required_credits.unwrap_or(0);
    let balance = match known {
        Some(b) => Some(b),
        None => match sh.client.account().get().await {
            Ok(account) => {
                let b = whole_credits(account.api_credits.floor().max(0.0));
                sh.set_balance(b);
                Some(b)
            }
            Err(_) => None,
        },
    };
    K::update(sh, rec, move |s, _| {
        s.wait_for_credits(JobFailure::NotEnoughCredits { needed, balance });
    })
    .await?;
    Ok(Next::Idle)
}

/// Before a spend: parks the job when the balance we know does not cover the price (`Some`), else
/// `None`: go ahead.
pub(crate) async fn check_balance<K: Kind>(
    sh: &Arc<Shared>,
    rec: &K::Record,
) -> Result<Option<Next>, EngineError> {
    let needed = K::status(rec).shared().required_credits.unwrap_or(0);
    match sh.balance() {
        Some(balance) if balance < needed => Ok(Some(wait_for_credits::<K>(sh, rec, Some(balance)).await?)),
        _ => Ok(None),
    }
}

/// What the job does after its spend (`generate`, `clone`) was answered with an error. The spend
/// mark stays whenever the call may have been carried out.
pub(crate) async fn spend_failed<K: Kind>(
    sh: &Arc<Shared>,
    rec: K::Record,
    error: &dubdeck_api::Error,
) -> Result<Next, EngineError> {
    match classify_error(sh, error, Local::None) {
        // The spend was already started by an earlier copy: keep the mark and read the state.
        Trouble::AlreadyDone => Ok(Next::At(step::earliest_poll(sh, K::job(&rec)).await?)),
        Trouble::NotEnoughCredits => {
            let rec = K::update(sh, &rec, |s, _| s.settle()).await?;
            wait_for_credits::<K>(sh, &rec, None).await
        }
        Trouble::RateLimited(wait) => {
            // A 429 means the service did not act: no ambiguity left.
            let rec = K::update(sh, &rec, |s, _| s.settle()).await?;
            trouble::<K>(sh, rec, Trouble::RateLimited(wait)).await
        }
        other => trouble::<K>(sh, rec, other).await,
    }
}

/// What the job does about a problem its current action met.
pub(crate) async fn trouble<K: Kind>(
    sh: &Arc<Shared>,
    rec: K::Record,
    trouble: Trouble,
) -> Result<Next, EngineError> {
    let attempts_left = K::status(&rec).schedule().attempts + 1 < sh.config.max_attempts;
    match trouble {
        Trouble::RateLimited(wait) => {
            let until = sh.after(wait);
            sh.set_notice(K::job(&rec), Some(Notice::RateLimited { until }))
                .await?;
            Ok(Next::At(until))
        }
        Trouble::Transient(failure) if attempts_left => again_later::<K>(sh, rec, failure.code()).await,
        Trouble::Unknown | Trouble::AlreadyDone if attempts_left => {
            again_later::<K>(sh, rec, FailureCode::Interrupted).await
        }
        Trouble::Transient(failure) | Trouble::Fatal(failure) => fail::<K>(sh, rec, failure).await,
        Trouble::Unknown | Trouble::AlreadyDone => fail::<K>(sh, rec, JobFailure::Interrupted).await,
        Trouble::NotEnoughCredits => wait_for_credits::<K>(sh, &rec, None).await,
        Trouble::UploadUrlExpired => renew::<K>(sh, rec).await,
        Trouble::DownloadUrlExpired | Trouble::DestinationExists => {
            K::update(sh, &rec, |s, _| K::forget_output(s)).await?;
            Ok(Next::At(sh.now()))
        }
    }
}

/// Counts a failed try and looks again after a backoff, with a notice saying so (the reason's
/// code, which try comes next and when); the pending mark stays, so the next try knows what may
/// have happened.
async fn again_later<K: Kind>(
    sh: &Arc<Shared>,
    rec: K::Record,
    reason_code: FailureCode,
) -> Result<Next, EngineError> {
    let attempt = K::status(&rec).schedule().attempts + 1;
    let at = sh.after(backoff(sh, attempt));
    let rec = K::update(sh, &rec, move |s, _| {
        let schedule = s.schedule_mut();
        schedule.record_failure();
        schedule.next_poll_at = Some(at);
    })
    .await?;
    let notice = Notice::Retrying {
        attempt,
        of: sh.config.max_attempts,
        reason_code,
        next_at: at,
    };
    sh.set_notice(K::job(&rec), Some(notice)).await?;
    Ok(Next::At(at))
}

/// Where Retry sends a failed job, or one waiting for credits. A spend that may have reached the
/// service (its answer lost, then the job failed) comes first: the job reads the state before
/// anything else, so it is neither paid twice nor left polling a stage that is long over.
pub(crate) fn retry_target<K: Kind>(rec: &K::Record) -> (K::State, Option<PendingKind>) {
    if K::state(rec) == K::WAITING_CREDITS {
        return (K::SPEND, None);
    }
    if let Some(pending) = K::status(rec).pending()
        && pending.kind.spends_credits()
    {
        return (K::SPEND, Some(pending.kind));
    }
    K::retry_from_remote(rec)
}
