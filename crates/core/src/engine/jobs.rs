//! What can be done to jobs through the ledger alone, with or without a running engine (the command
//! line approving a dub while the app runs the engine): list, look up, approve, discard, retry,
//! remove a finished job, and dub an input again with another voice.
//! A running engine notices the change at its next ledger scan, or at once through its handle.

use super::dub::Dubs;
use super::error::{EngineError, job_text};
use super::intake::{Audition, CoverRequest, DubRequest, DubSource, add_dub};
use super::kind;
use super::naming;
use super::shared::{JobSnapshot, view_of};
use super::training::Trainings;
use super::work;
use crate::codes::JobAction;
use crate::events::JobId;
use crate::ffmpeg::MediaSupport;
use crate::job::{Approval, DubId, DubState, JobKind, MixSettings, TrainingId, TrainingState};
use crate::ledger::{DubInput, Ledger, LedgerError};

/// Every job, newest first.
pub async fn list(ledger: &Ledger) -> Result<Vec<JobSnapshot>, EngineError> {
    Ok(ledger
        .call(|l| {
            let mut ids: Vec<(time::OffsetDateTime, JobId)> = l
                .dubs()
                .list(&Default::default())?
                .iter()
                .map(|d| (d.created_at, JobId::Dub(d.id)))
                .collect();
            ids.extend(
                l.trainings()
                    .list()?
                    .iter()
                    .map(|t| (t.created_at, JobId::Training(t.id))),
            );
            ids.sort_by_key(|(at, _)| std::cmp::Reverse(*at));
            ids.into_iter().map(|(_, job)| view_of(l, job)).collect()
        })
        .await?)
}

/// One job.
pub async fn find(ledger: &Ledger, job: JobId) -> Result<JobSnapshot, EngineError> {
    ledger.call(move |l| view_of(l, job)).await.map_err(|e| match e {
        LedgerError::NotFound { .. } => EngineError::no_such_job(job),
        other => EngineError::Ledger(other),
    })
}

/// Finds a job by its id or a unique beginning of it (as the command line shows ids).
pub async fn resolve(ledger: &Ledger, text: &str) -> Result<JobId, EngineError> {
    let wanted = text.trim().to_ascii_lowercase();
    if wanted.len() < 4 {
        return Err(EngineError::NoSuchJob(format!(
            "{text:?} (give at least the first 4 characters of the id)"
        )));
    }
    let all = list(ledger).await?;
    let matching: Vec<JobId> = all
        .iter()
        .map(|v| v.id)
        .filter(|id| {
            let uuid = match id {
                JobId::Dub(d) => d.0,
                JobId::Training(t) => t.0,
            };
            uuid.to_string().starts_with(&wanted)
        })
        .collect();
    match matching.as_slice() {
        [one] => Ok(*one),
        [] => Err(EngineError::NoSuchJob(text.to_owned())),
        _ => Err(EngineError::NoSuchJob(format!(
            "{text:?} (several jobs start like this; give more of the id)"
        ))),
    }
}

fn wrong_state(job: JobId, state: String, action: JobAction, hint: &'static str) -> EngineError {
    EngineError::WrongState {
        job: job_text(job),
        state,
        action,
        hint,
    }
}

fn not_found(job: JobId) -> impl Fn(LedgerError) -> EngineError {
    move |e| match e {
        LedgerError::NotFound { .. } => EngineError::no_such_job(job),
        other => EngineError::Ledger(other),
    }
}

/// Approves the cost of a job waiting for approval; it continues at once.
pub async fn approve(ledger: &Ledger, job: JobId) -> Result<JobSnapshot, EngineError> {
    let current = find(ledger, job).await?;
    if !current.actions.approve {
        return Err(wrong_state(
            job,
            stage_text(&current),
            JobAction::Approve,
            "Only jobs waiting for approval can be approved.",
        ));
    }
    match job {
        JobId::Dub(id) => {
            ledger
                .call(move |l| {
                    l.dubs().approve(id)?;
                    // A person's approval is never held by the budget.
                    l.engine_jobs().update(JobKind::Dub, id.0, |i| i.hold = None)
                })
                .await
                .map_err(not_found(job))?;
        }
        JobId::Training(id) => {
            ledger
                .call(move |l| {
                    let now = l.now();
                    l.trainings()
                        .update(id, TrainingState::AwaitingApproval, |s, _| {
                            s.approval = Approval::Approved;
                            s.schedule.next_poll_at = Some(now);
                        })
                        .map(|_| ())
                })
                .await
                .map_err(not_found(job))?;
        }
    }
    find(ledger, job).await
}

/// Stops a job for good (discarding a job waiting for approval, or cancelling one under way). A
/// dub's unfinished download (`.part`) is removed. A running engine also stops the job's transfer or
/// poll in flight at once: use [`super::EngineHandle::discard`] there.
pub async fn discard(ledger: &Ledger, job: JobId) -> Result<JobSnapshot, EngineError> {
    let current = find(ledger, job).await?;
    if !current.actions.discard {
        return Err(wrong_state(
            job,
            stage_text(&current),
            JobAction::Discard,
            "It is already finished.",
        ));
    }
    let result = match job {
        JobId::Dub(id) => {
            ledger
                .call(move |l| {
                    let before = l.dubs().get(id)?;
                    l.dubs().cancel(id)?;
                    // The download's file, if one was started (its name is reserved by a `.part`).
                    Ok((before.status.state == DubState::Downloading)
                        .then_some(before.status.output_path)
                        .flatten())
                })
                .await
        }
        JobId::Training(id) => ledger.call(move |l| l.trainings().cancel(id).map(|_| None)).await,
    };
    match result {
        Ok(partial) => {
            if let Some(dest) = partial {
                naming::remove_partial(&dest).await;
            }
            find(ledger, job).await
        }
        Err(LedgerError::StateConflict { .. }) => Err(wrong_state(
            job,
            stage_text(&current),
            JobAction::Discard,
            "It is already finished.",
        )),
        Err(e) => Err(not_found(job)(e)),
    }
}

/// Sends a failed job, or one waiting for credits, back into its pipeline where it can go on.
pub async fn retry(ledger: &Ledger, job: JobId) -> Result<JobSnapshot, EngineError> {
    let current = find(ledger, job).await?;
    let hint = "Only jobs waiting for credits, and failed jobs another try can help, can be retried.";
    if !current.actions.retry {
        return Err(wrong_state(job, stage_text(&current), JobAction::Retry, hint));
    }
    match job {
        JobId::Dub(id) => {
            let moved = ledger
                .call(move |l| retry_dub(l, id))
                .await
                .map_err(not_found(job))?;
            if !moved {
                return Err(wrong_state(job, stage_text(&current), JobAction::Retry, hint));
            }
        }
        JobId::Training(id) => {
            let moved = ledger
                .call(move |l| retry_training(l, id))
                .await
                .map_err(not_found(job))?;
            if !moved {
                return Err(wrong_state(job, stage_text(&current), JobAction::Retry, hint));
            }
        }
    }
    find(ledger, job).await
}

fn retry_dub(l: &Ledger, id: DubId) -> Result<bool, LedgerError> {
    let rec = l.dubs().get(id)?;
    if !matches!(rec.status.state, DubState::Failed | DubState::WaitingCredits) {
        return Ok(false);
    }
    let (target, pending) = kind::retry_target::<Dubs>(&rec);
    let now = l.now();
    l.dubs().update(id, rec.status.state, |s| {
        s.state = target;
        s.failure = None;
        s.pending = pending.map(|kind| crate::ledger::PendingAction { kind, since: now });
        s.schedule.attempts = 0;
        s.schedule.next_poll_at = Some(now);
    })?;
    l.engine_jobs().update(JobKind::Dub, id.0, |i| i.notice = None)?;
    Ok(true)
}

fn retry_training(l: &Ledger, id: TrainingId) -> Result<bool, LedgerError> {
    let rec = l.trainings().get(id)?;
    if !matches!(
        rec.status.state,
        TrainingState::Failed | TrainingState::WaitingCredits
    ) {
        return Ok(false);
    }
    let (target, pending) = kind::retry_target::<Trainings>(&rec);
    let now = l.now();
    l.trainings().update(id, rec.status.state, |s, _| {
        s.state = target;
        s.failure = None;
        s.pending = pending.map(|kind| crate::ledger::PendingAction { kind, since: now });
        s.schedule.attempts = 0;
        s.schedule.next_poll_at = Some(now);
    })?;
    l.engine_jobs()
        .update(JobKind::Training, id.0, |i| i.notice = None)?;
    Ok(true)
}

fn stage_text(view: &JobSnapshot) -> String {
    match view.state {
        crate::events::JobStage::Dub(s) => s.to_string(),
        crate::events::JobStage::Training(s) => s.to_string(),
    }
}

/// Removes a finished job (done, failed or discarded) from the library. A dub's result file stays
/// on disk unless `delete_result`; a training's voice stays in "My voices" either way.
pub async fn remove(ledger: &Ledger, job: JobId, delete_result: bool) -> Result<(), EngineError> {
    let current = find(ledger, job).await?;
    let hint = "Only finished, failed or discarded jobs can be removed; discard it first.";
    if !current.actions.remove {
        return Err(wrong_state(job, stage_text(&current), JobAction::Remove, hint));
    }
    let result = match job {
        JobId::Dub(id) => {
            ledger
                .call(move |l| {
                    let rec = l.dubs().get(id)?;
                    l.dubs().delete(id)?;
                    let kept = rec.spec.local.cover.map(|c| c.instrumental);
                    Ok((
                        [rec.status.output_path, rec.status.video_path, rec.status.mix_path],
                        kept,
                    ))
                })
                .await
        }
        JobId::Training(id) => {
            ledger
                .call(move |l| l.trainings().delete(id).map(|()| ([None, None, None], None)))
                .await
        }
    };
    let (output, kept) = match result {
        Ok(output) => output,
        Err(LedgerError::StateConflict { .. }) => {
            return Err(wrong_state(job, stage_text(&current), JobAction::Remove, hint));
        }
        Err(e) => return Err(not_found(job)(e)),
    };
    if let JobId::Dub(id) = job {
        work::remove_work(ledger, id).await;
    }
    // The library's copy of a cover's instrumental goes with its job (never a file elsewhere).
    if let Some(kept) = kept.filter(|k| k.starts_with(super::intake::stems_dir(ledger)))
        && let Err(e) = tokio::fs::remove_file(&kept).await
        && e.kind() != std::io::ErrorKind::NotFound
    {
        tracing::warn!(path = %kept.display(), error = %e, "could not remove a kept instrumental");
    }
    for path in output.into_iter().flatten() {
        // An unfinished download (or video) is no result: its partial file goes either way.
        naming::remove_partial(&path).await;
        if delete_result {
            match tokio::fs::remove_file(&path).await {
                Ok(()) => {}
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
                Err(source) => return Err(EngineError::RemoveResult { path, source }),
            }
        }
    }
    Ok(())
}

/// What may change when a dub is made again from an existing one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DubAgain {
    pub voice_id: uuid::Uuid,
    /// The voice's name, for the job row and the output file name.
    pub voice_name: String,
    /// The earlier dub's pitch shift when `None`.
    pub pitch_shift: Option<i32>,
    /// The earlier dub's separation when `None`.
    pub separate: Option<bool>,
    /// As [`DubRequest::approve_up_to`].
    pub approve_up_to: Option<u32>,
    /// Dub the whole input of an audition (otherwise the new dub auditions the same excerpt).
    pub whole: bool,
    /// As [`DubRequest::video_out`].
    pub video_out: Option<bool>,
}

/// Adds a new dub of the same input as the dub `job` (the same local file, or the same link) with
/// another voice, into the same output folder; the earlier dub is left as it is. An audition's new
/// dub auditions the same excerpt, or dubs the whole file when `again.whole`. The input is checked
/// again (a local file may have moved or changed since).
pub async fn dub_again(
    ledger: &Ledger,
    media: &MediaSupport,
    job: JobId,
    again: DubAgain,
) -> Result<JobSnapshot, EngineError> {
    let JobId::Dub(id) = job else {
        let current = find(ledger, job).await?;
        return Err(wrong_state(
            job,
            stage_text(&current),
            JobAction::DubAgain,
            "Only dubs can be dubbed again.",
        ));
    };
    let earlier = ledger
        .call(move |l| l.dubs().get(id))
        .await
        .map_err(not_found(job))?;
    let source = match &earlier.spec.input {
        DubInput::File { path, .. } => DubSource::File(path.clone()),
        DubInput::Link { url } => DubSource::Link(url.to_string()),
    };
    // A cover keeps its levels; the format, loudness and names are the settings' of now.
    let mix = match &earlier.spec.local.cover {
        Some(_) => {
            let settings = ledger.call(|l| l.settings().snapshot()).await?;
            Some(MixSettings {
                format: settings.output_format,
                loudness: settings.loudness,
                ..earlier.status.mix
            })
        }
        None => None,
    };
    let request = DubRequest {
        source,
        voice_id: again.voice_id,
        voice_name: again.voice_name,
        pitch_shift: again.pitch_shift.unwrap_or(earlier.spec.pitch_shift),
        separate: again.separate.unwrap_or(earlier.spec.separate),
        output_dir: earlier.spec.output_dir.clone(),
        approve_up_to: again.approve_up_to,
        audition: match earlier.spec.local.excerpt {
            Some(excerpt) if !again.whole => Some(Audition::From {
                start_ms: excerpt.start_ms,
            }),
            _ => None,
        },
        video_out: again.video_out,
        // A cover is dubbed again as a cover, from the library's copy of its instrumental.
        cover: earlier.spec.local.cover.as_ref().map(|cover| CoverRequest {
            instrumental: cover.instrumental.clone(),
            key: cover.key,
        }),
        group: None,
        batch: None,
        mix,
        name_template: None,
    };
    let record = add_dub(ledger, media, request).await?;
    find(ledger, JobId::Dub(record.id)).await
}
