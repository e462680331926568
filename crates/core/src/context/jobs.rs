//! Jobs through the context: starting dubs and trainings (every input checked before anything is
//! added), approving, discarding and retrying, following jobs until they settle, and the Jobs
//! screen's queries (filters, search, grouping, paging) over the library.
//!
//! One library can have several front ends at once: when the engine runs in this process, work is
//! handed to it directly; when another Dubdeck runs it, work goes into the library due now, and that
//! engine picks it up at its next scan; when no engine runs, the work waits in the library.

use std::path::PathBuf;
use std::time::Duration;

use serde::Serialize;

use super::events::AppEvent;
use super::{AppContext, AppError};
use crate::engine::view_of;
use crate::engine::{
    Audition, DubAgain, DubRequest, EngineError, JobSnapshot, MAX_COMPARED, PreparedDub, Refusal,
    TrainingRequest, add_training, check_output_dir, check_training, insert_dub, is_settled, jobs as job_ops,
    prepare_dub,
};
use crate::events::JobId;
use crate::job::{DubState, TrainingState};
use crate::ledger::{LastVoice, LedgerError};

pub use crate::job::JobFilter;
pub use crate::ledger::{JobGroup, JobGrouping, JobQuery};

/// One page of the Jobs screen.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct JobPage {
    pub jobs: Vec<JobSnapshot>,
    /// How many jobs match the query in all.
    pub total: u64,
}

/// How following jobs ended.
#[derive(Debug, Clone, PartialEq)]
pub enum FollowOutcome {
    /// Every job is settled (done, failed, discarded, or waiting for the user).
    Settled(Vec<JobSnapshot>),
    /// The caller stopped following first; the jobs go on.
    Stopped,
}

/// How often the library is read while following jobs that another process works on (its changes
/// send no signal here).
const FOLLOW_POLL: Duration = Duration::from_millis(500);

impl AppContext {
    /// Checks every request (nothing is added when one is refused: the error names it), then adds
    /// them all and hands them to the engine. Remembers the voice and its settings for next time.
    pub async fn start_dubs(&self, requests: Vec<DubRequest>) -> Result<Vec<JobSnapshot>, AppError> {
        let mut groups = std::collections::HashMap::<uuid::Uuid, usize>::new();
        for group in requests.iter().filter_map(|r| r.group) {
            *groups.entry(group).or_default() += 1;
        }
        if let Some(&count) = groups.values().find(|&&n| n > MAX_COMPARED) {
            return Err(EngineError::from(Refusal::TooManyVoices(count)).into());
        }
        // Every request is checked (its input probed once) before any is added; the loudest
        // stretch of a file compared with several voices is found once.
        let mut loudest = std::collections::HashMap::<crate::engine::DubSource, u64>::new();
        let mut prepared = Vec::with_capacity(requests.len());
        for mut request in requests {
            if request.audition == Some(Audition::Loudest)
                && let Some(&start_ms) = loudest.get(&request.source)
            {
                request.audition = Some(Audition::From { start_ms });
            }
            let source = request.source.clone();
            let loudest_asked = request.audition == Some(Audition::Loudest);
            match prepare_dub(self.ledger(), self.media(), request).await {
                Ok(dub) => {
                    if let (true, Some(excerpt)) = (loudest_asked, dub.excerpt()) {
                        loudest.insert(source, excerpt.start_ms);
                    }
                    prepared.push(dub);
                }
                Err(refused) => {
                    for dub in prepared {
                        dub.discard().await;
                    }
                    return Err(refused.into());
                }
            }
        }
        let mut views = Vec::with_capacity(prepared.len());
        for dub in prepared {
            let (voice, pitch, separate) = dub.voice_settings();
            views.push(self.add_prepared_job(dub).await?);
            self.remember_preset(voice, pitch, separate).await?;
            if self.settings().await?.last_voice != Some(voice) {
                self.set_setting::<LastVoice>(Some(voice)).await?;
            }
        }
        Ok(views)
    }

    /// Checks one dub and adds it, to the engine here or to the library for the one elsewhere;
    /// nothing is remembered of it (a watch folder's dubs leave the sheet's choices alone). The
    /// input is probed before the engine is held, so several can be checked at once.
    pub(crate) async fn add_dub_job(&self, request: DubRequest) -> Result<JobSnapshot, AppError> {
        let prepared = prepare_dub(self.ledger(), self.media(), request).await?;
        self.add_prepared_job(prepared).await
    }

    /// Adds a checked dub, to the engine here or to the library for the one elsewhere.
    async fn add_prepared_job(&self, prepared: PreparedDub) -> Result<JobSnapshot, AppError> {
        let mut unused = Some(prepared);
        match self
            .with_engine(async |engine| match unused.take() {
                Some(prepared) => engine.enqueue_prepared(prepared).await,
                None => Err(EngineError::Stopped),
            })
            .await
        {
            Some(view) => Ok(view?),
            None => {
                let prepared = unused.ok_or(AppError::Engine(EngineError::Stopped))?;
                let record = insert_dub(self.ledger(), prepared).await?;
                self.hand_over(JobId::Dub(record.id)).await
            }
        }
    }

    /// Checks a training request and adds it, as [`Self::start_dubs`].
    pub async fn start_training(&self, request: TrainingRequest) -> Result<JobSnapshot, AppError> {
        let checked = request.clone();
        tokio::task::spawn_blocking(move || check_training(&checked).map(|_| ()))
            .await
            .map_err(AppError::worker)?
            .map_err(EngineError::from)?;
        match self
            .with_engine(async |engine| engine.enqueue_training(request.clone()).await)
            .await
        {
            Some(view) => Ok(view?),
            None => {
                let record = add_training(self.ledger(), request).await?;
                self.hand_over(JobId::Training(record.id)).await
            }
        }
    }

    /// Marks a job added to the library as due now, so an engine in another process picks it up
    /// at its next scan, and publishes its row.
    async fn hand_over(&self, job: JobId) -> Result<JobSnapshot, AppError> {
        self.ledger()
            .call(move |l| {
                let now = l.now();
                match job {
                    JobId::Dub(id) => l
                        .dubs()
                        .update(id, DubState::Created, |s| s.schedule.next_poll_at = Some(now))
                        .map(|_| ()),
                    JobId::Training(id) => l
                        .trainings()
                        .update(id, TrainingState::Created, |s, _| {
                            s.schedule.next_poll_at = Some(now)
                        })
                        .map(|_| ()),
                }
            })
            .await?;
        self.publish_job(job).await
    }

    /// Reads a job's row and tells subscribers.
    async fn publish_job(&self, job: JobId) -> Result<JobSnapshot, AppError> {
        let view = job_ops::find(self.ledger(), job).await?;
        self.emit(AppEvent::JobChanged(Box::new(view.clone())));
        Ok(view)
    }

    /// Approves the cost of a job waiting for approval.
    pub async fn approve(&self, job: JobId) -> Result<JobSnapshot, AppError> {
        match self.with_engine(async |engine| engine.approve(job).await).await {
            Some(view) => Ok(view?),
            None => {
                job_ops::approve(self.ledger(), job).await?;
                self.publish_job(job).await
            }
        }
    }

    /// Stops a job for good.
    pub async fn discard(&self, job: JobId) -> Result<JobSnapshot, AppError> {
        match self.with_engine(async |engine| engine.discard(job).await).await {
            Some(view) => Ok(view?),
            None => {
                job_ops::discard(self.ledger(), job).await?;
                self.publish_job(job).await
            }
        }
    }

    /// Tries a failed job again, or one waiting for credits.
    pub async fn retry(&self, job: JobId) -> Result<JobSnapshot, AppError> {
        match self.with_engine(async |engine| engine.retry(job).await).await {
            Some(view) => Ok(view?),
            None => {
                job_ops::retry(self.ledger(), job).await?;
                self.publish_job(job).await
            }
        }
    }

    /// Tries a failed dub again with a new output folder (checked first: it must be writable).
    pub async fn retry_into(&self, job: JobId, output_dir: PathBuf) -> Result<JobSnapshot, AppError> {
        let JobId::Dub(id) = job else {
            return self.retry(job).await;
        };
        let dir = tokio::task::spawn_blocking(move || check_output_dir(&output_dir))
            .await
            .map_err(AppError::worker)?
            .map_err(EngineError::from)?;
        self.ledger()
            .call(move |l| l.dubs().set_output_dir(id, &dir))
            .await
            .map_err(|e| match e {
                LedgerError::StateConflict { .. } => AppError::Engine(EngineError::WrongState {
                    job: format!("dub {}", id.0),
                    state: "finished".to_owned(),
                    action: crate::codes::JobAction::Relocate,
                    hint: "",
                }),
                other => other.into(),
            })?;
        self.retry(job).await
    }

    /// Removes a finished job (done, failed or discarded) from the library. Its result file stays
    /// on disk unless `delete_result`.
    pub async fn remove_job(&self, job: JobId, delete_result: bool) -> Result<(), AppError> {
        match self
            .with_engine(async |engine| engine.remove(job, delete_result).await)
            .await
        {
            Some(removed) => removed?,
            None => job_ops::remove(self.ledger(), job, delete_result).await?,
        }
        self.emit(AppEvent::JobRemoved { job });
        Ok(())
    }

    /// Dubs the input of the dub `job` again (the same local file, or the same link) with another
    /// voice; pitch and separation are the earlier dub's unless given. The new dub starts as any
    /// other, and the voice's preset is remembered.
    pub async fn dub_again(&self, job: JobId, again: DubAgain) -> Result<JobSnapshot, AppError> {
        let voice = again.voice_id;
        let view = match self
            .with_engine(async |engine| engine.dub_again(job, again.clone()).await)
            .await
        {
            Some(view) => view?,
            None => {
                let view = job_ops::dub_again(self.ledger(), self.media(), job, again).await?;
                self.hand_over(view.id).await?
            }
        };
        let spec = {
            let JobId::Dub(id) = view.id else {
                return Ok(view);
            };
            self.ledger().call(move |l| l.dubs().get(id)).await?.spec
        };
        self.remember_preset(voice, spec.pitch_shift, spec.separate)
            .await?;
        Ok(view)
    }

    /// One job.
    pub async fn job(&self, job: JobId) -> Result<JobSnapshot, AppError> {
        Ok(job_ops::find(self.ledger(), job).await?)
    }

    /// Finds a job by its id or a unique beginning of it.
    pub async fn resolve_job(&self, text: &str) -> Result<JobId, AppError> {
        Ok(job_ops::resolve(self.ledger(), text).await?)
    }

    /// One page of the jobs matching `query`, newest first. Only the page's rows are read.
    pub async fn jobs(&self, query: JobQuery) -> Result<JobPage, AppError> {
        let (page, views) = self
            .ledger()
            .call(move |l| {
                let page = l.library().page(&query)?;
                let views = page
                    .ids
                    .iter()
                    .map(|job| view_of(l, *job))
                    .collect::<Result<Vec<_>, _>>()?;
                Ok((page, views))
            })
            .await?;
        Ok(JobPage {
            jobs: views,
            total: page.total,
        })
    }

    /// The groups of the jobs matching `query`, newest activity first.
    pub async fn job_groups(
        &self,
        query: JobQuery,
        grouping: JobGrouping,
    ) -> Result<Vec<JobGroup>, AppError> {
        Ok(self
            .ledger()
            .call(move |l| l.library().groups(&query, grouping))
            .await?)
    }

    /// Follows `ids` until every one is settled, calling `on_event` with each change that concerns
    /// them (and credit changes), whether the engine runs here or in another process. Returns
    /// [`FollowOutcome::Stopped`] when `stop` completes first.
    pub async fn follow(
        &self,
        ids: &[JobId],
        on_event: impl FnMut(&AppEvent),
        stop: impl std::future::Future<Output = ()>,
    ) -> Result<FollowOutcome, AppError> {
        self.follow_from(self.subscribe(), ids, on_event, stop).await
    }

    /// [`Self::follow`] from `events`, a [`Self::subscribe`] made before the jobs were queued or
    /// changed: the stages they passed meanwhile are reported too, in order, however quickly
    /// they passed.
    pub async fn follow_from(
        &self,
        events: tokio::sync::broadcast::Receiver<AppEvent>,
        ids: &[JobId],
        on_event: impl FnMut(&AppEvent),
        stop: impl std::future::Future<Output = ()>,
    ) -> Result<FollowOutcome, AppError> {
        self.follow_inner(events, ids, on_event, stop, false).await
    }

    /// [`Self::follow_from`] for a front end that wants its jobs worked on until they settle: when
    /// another Dubdeck runs the library's engine and stops, the engine starts here and goes on with
    /// them (whoever it is, the jobs are never left waiting for an engine that is gone). The caller
    /// stops the engine when it is done ([`Self::stop_engine`]).
    pub async fn follow_keeping_engine(
        &self,
        events: tokio::sync::broadcast::Receiver<AppEvent>,
        ids: &[JobId],
        on_event: impl FnMut(&AppEvent),
        stop: impl std::future::Future<Output = ()>,
    ) -> Result<FollowOutcome, AppError> {
        self.follow_inner(events, ids, on_event, stop, true).await
    }

    async fn follow_inner(
        &self,
        mut events: tokio::sync::broadcast::Receiver<AppEvent>,
        ids: &[JobId],
        mut on_event: impl FnMut(&AppEvent),
        stop: impl std::future::Future<Output = ()>,
        keep_engine: bool,
    ) -> Result<FollowOutcome, AppError> {
        // What was last reported of each job, to report changes made by another process.
        let mut shown: Vec<Option<JobSnapshot>> = vec![None; ids.len()];
        while let Ok(event) = events.try_recv() {
            pass_on(event, ids, &mut shown, &mut on_event);
        }
        tokio::pin!(stop);
        loop {
            let order = ids.to_vec();
            let views = self
                .ledger()
                .call(move |l| {
                    order
                        .iter()
                        .map(|job| view_of(l, *job))
                        .collect::<Result<Vec<_>, _>>()
                })
                .await?;
            for (last, view) in shown.iter_mut().zip(&views) {
                if last.as_ref().is_none_or(|last| !last.same_as(view)) {
                    on_event(&AppEvent::JobChanged(Box::new(view.clone())));
                    *last = Some(view.clone());
                }
            }
            if views.iter().all(is_settled) {
                return Ok(FollowOutcome::Settled(views));
            }
            if keep_engine {
                self.take_engine_if_free().await;
            }
            let deadline = tokio::time::sleep(FOLLOW_POLL);
            tokio::pin!(deadline);
            loop {
                tokio::select! {
                    () = &mut stop => return Ok(FollowOutcome::Stopped),
                    () = &mut deadline => break,
                    event = events.recv() => match event {
                        // A change of a followed job: look at the library again.
                        Ok(event) => if pass_on(event, ids, &mut shown, &mut on_event) {
                            break;
                        },
                        Err(tokio::sync::broadcast::error::RecvError::Lagged(_)) => break,
                        Err(tokio::sync::broadcast::error::RecvError::Closed) => break,
                    },
                }
            }
        }
    }
}

/// Passes on `event` if it concerns the followed `ids`: a change of one of them (as it came, so
/// stages that pass quickly are seen too; one older than what was already shown is skipped), or
/// its transfer's progress, or the credits. True when it was a change of a followed job.
fn pass_on(
    event: AppEvent,
    ids: &[JobId],
    shown: &mut [Option<JobSnapshot>],
    on_event: &mut impl FnMut(&AppEvent),
) -> bool {
    match event {
        AppEvent::JobChanged(view) => {
            let Some(i) = ids.iter().position(|j| *j == view.id) else {
                return false;
            };
            let newer = shown[i]
                .as_ref()
                .is_none_or(|last| !last.same_as(&view) && view.updated_at >= last.updated_at);
            if newer {
                on_event(&AppEvent::JobChanged(view.clone()));
                shown[i] = Some(*view);
            }
            true
        }
        AppEvent::TransferProgress { job, .. } if !ids.contains(&job) => false,
        event @ (AppEvent::TransferProgress { .. }
        | AppEvent::CreditsChanged { .. }
        | AppEvent::BudgetReached { .. }) => {
            on_event(&event);
            false
        }
        _ => false,
    }
}
