//! One step of a voice training, the same way as dubs (see `dub.rs`):
//!
//! | state | pending | action |
//! |---|---|---|
//! | created / creating | any | `POST /v1/me/voices` (free, so sent again after a crash) |
//! | uploading | any | PUT each file not yet uploaded to its URL, from byte 0; a new voice if a URL expired |
//! | awaiting_approval | - | nothing until approved (the service's price is above what was confirmed) |
//! | cloning | none | `clone` (spends credits) |
//! | cloning | clone_sent | poll FIRST; `clone` again only if the voice is still `new` |
//! | training | - | poll until `done`; the voice joins "My voices" |

use crate::ledger::JobStatusFields;
use std::sync::Arc;

use dubdeck_api::{CreateVoice, Url, Voice, VoiceStatus};
use time::OffsetDateTime;

use super::error::EngineError;
use super::failpoints;
use super::kind::{self, Kind};
use super::remote::{Local, Trouble, training_failed, whole_credits};
use super::shared::Shared;
use super::step::{self, Meter, Next, Polled, run_transfer};
use super::upload_url;
use crate::events::JobId;
use crate::job::{Approval, JobFailure, JobKind, TrainingId, TrainingState};
use crate::ledger::{
    FileUpload, PendingKind, RemoteObservation, TrainingRecord, TrainingStatus, UploadTarget,
};

/// Trainings, for the shared moves of `kind.rs`.
pub(crate) struct Trainings;

impl Kind for Trainings {
    type Record = TrainingRecord;
    type Status = TrainingStatus;
    type Extra = [FileUpload];
    type State = TrainingState;
    const SPEND: TrainingState = TrainingState::Cloning;
    const WAITING_CREDITS: TrainingState = TrainingState::WaitingCredits;

    fn job(rec: &TrainingRecord) -> JobId {
        JobId::Training(rec.id)
    }
    fn state(rec: &TrainingRecord) -> TrainingState {
        rec.status.state
    }
    fn status(rec: &TrainingRecord) -> &TrainingStatus {
        &rec.status
    }

    async fn update(
        sh: &Shared,
        rec: &TrainingRecord,
        change: impl FnOnce(&mut TrainingStatus, &mut [FileUpload]) + Send + 'static,
    ) -> Result<TrainingRecord, EngineError> {
        sh.update_training(rec.id, rec.status.state, change).await
    }

    fn forget_remote(s: &mut TrainingStatus, files: &mut [FileUpload]) {
        s.state = TrainingState::Creating;
        s.pending = None;
        s.remote_voice_id = None;
        s.remote = None;
        for f in files.iter_mut() {
            *f = FileUpload::default();
        }
    }

    fn forget_output(_: &mut TrainingStatus) {}

    fn retry_from_remote(rec: &TrainingRecord) -> (TrainingState, Option<PendingKind>) {
        let remote_status = rec.status.remote.as_ref().map(|r| r.status.as_str());
        if rec.status.remote_voice_id.is_none() || remote_status == Some("error") {
            return (TrainingState::Created, None);
        }
        let all_uploaded = rec.files.iter().all(|f| f.upload.uploaded);
        match remote_status {
            Some("new") | None if all_uploaded => (TrainingState::Cloning, Some(PendingKind::CloneSent)),
            Some("new") | None => (TrainingState::Uploading, None),
            // Training was asked for: read the state before anything else.
            Some(_) => (TrainingState::Cloning, Some(PendingKind::CloneSent)),
        }
    }
}

async fn trouble(sh: &Arc<Shared>, rec: TrainingRecord, t: Trouble) -> Result<Next, EngineError> {
    kind::trouble::<Trainings>(sh, rec, t).await
}

async fn fail(sh: &Arc<Shared>, rec: TrainingRecord, failure: JobFailure) -> Result<Next, EngineError> {
    kind::fail::<Trainings>(sh, rec, failure).await
}

async fn renew(sh: &Arc<Shared>, rec: TrainingRecord) -> Result<Next, EngineError> {
    kind::renew::<Trainings>(sh, rec).await
}

pub(crate) async fn step(sh: &Arc<Shared>, id: TrainingId) -> Result<Next, EngineError> {
    let rec = sh.training(id).await?;
    let pending = rec.status.pending.map(|p| p.kind);
    match rec.status.state {
        TrainingState::Created | TrainingState::Creating => create(sh, rec).await,
        TrainingState::Uploading => upload(sh, rec).await,
        TrainingState::AwaitingApproval if rec.status.approval.is_granted() => {
            sh.update_training(id, TrainingState::AwaitingApproval, |s, _| {
                s.state = TrainingState::Cloning;
            })
            .await?;
            Ok(Next::At(sh.now()))
        }
        TrainingState::Cloning if pending == Some(PendingKind::CloneSent) => poll(sh, rec).await,
        TrainingState::Cloning => clone(sh, rec).await,
        TrainingState::Training => poll(sh, rec).await,
        TrainingState::AwaitingApproval
        | TrainingState::WaitingCredits
        | TrainingState::Failed
        | TrainingState::Done
        | TrainingState::Canceled => Ok(Next::Idle),
    }
}

fn observation(voice: &Voice, at: OffsetDateTime) -> RemoteObservation {
    kind::observation(voice.status.as_str(), voice, at)
}

async fn create(sh: &Arc<Shared>, rec: TrainingRecord) -> Result<Next, EngineError> {
    let id = rec.id;
    let now = sh.now();
    let rec = sh
        .update_training(id, rec.status.state, move |s, files| {
            s.state = TrainingState::Creating;
            s.begin(PendingKind::CreateVoiceSent, now);
            s.remote_voice_id = None;
            s.remote = None;
            s.failure = None;
            s.schedule.next_poll_at = None;
            for f in files.iter_mut() {
                *f = Default::default();
            }
        })
        .await?;
    let request = CreateVoice {
        name: rec.spec.name.clone(),
        number_of_files: u32::try_from(rec.files.len()).unwrap_or(u32::MAX),
        max_minutes: rec.spec.max_minutes,
        separate: rec.spec.separate,
    };
    let created = match sh.client.custom_voices().create(&request).await {
        Ok(created) => created,
        Err(e) => {
            let problem = kind::classify_error(sh, &e, Local::None);
            return trouble(sh, rec, problem).await;
        }
    };
    failpoints::hit(failpoints::AFTER_CREATE_VOICE);
    if created.upload_urls.len() < rec.files.len() {
        let t = Trouble::Fatal(JobFailure::UploadFailed {
            status: None,
            addresses: Some(u32::try_from(created.upload_urls.len()).unwrap_or(u32::MAX)),
            files: Some(u32::try_from(rec.files.len()).unwrap_or(u32::MAX)),
            detail: None,
        });
        return trouble(sh, rec, t).await;
    }
    let targets: Vec<UploadTarget> = created
        .upload_urls
        .iter()
        .map(|url| UploadTarget {
            url: url.to_string(),
            expires_at: upload_url::expiry(url),
        })
        .collect();
    let voice = created.voice;
    let obs = observation(&voice, sh.now());
    let required = whole_credits(voice.required_credits);
    let (voice_id, name, status) = (voice.id, voice.name.clone(), voice.status.as_str().to_owned());
    let now = sh.now();
    sh.update_training(id, TrainingState::Creating, move |s, files| {
        s.settle();
        s.remote_voice_id = Some(voice_id);
        s.remote = Some(obs);
        s.required_credits = Some(required);
        s.state = TrainingState::Uploading;
        s.schedule.record_success();
        s.schedule.next_poll_at = Some(now);
        for (file, target) in files.iter_mut().zip(targets) {
            *file = crate::ledger::FileUpload {
                target: Some(target),
                uploaded: false,
                bytes_done: 0,
            };
        }
    })
    .await?;
    // "My voices" lists it from now on, with its status.
    sh.ledger
        .call(move |l| l.voices().upsert(voice_id, &name, &status, Some(id)).map(|_| ()))
        .await?;
    Ok(Next::At(now))
}

async fn upload(sh: &Arc<Shared>, rec: TrainingRecord) -> Result<Next, EngineError> {
    let id = rec.id;
    let job = JobId::Training(id);
    let margin = time::Duration::try_from(sh.config.upload_url_margin).unwrap_or(time::Duration::ZERO);
    let deadline = sh.now() + margin;
    let todo: Vec<_> = rec.files.iter().filter(|f| !f.upload.uploaded).cloned().collect();
    for file in &todo {
        match &file.upload.target {
            Some(t) if t.expires_at.is_none_or(|at| at > deadline) => {}
            _ => return renew(sh, rec).await,
        }
        if let Some(failure) = kind::input_problem(&file.spec.path, file.spec.size_bytes).await {
            return fail(sh, rec, failure).await;
        }
    }
    if todo.is_empty() {
        return uploaded(sh, rec).await;
    }
    let now = sh.now();
    let mut rec = sh
        .update_training(id, TrainingState::Uploading, move |s, _| {
            s.begin(PendingKind::UploadStarted, now);
        })
        .await?;
    let grand_total: u64 = rec.files.iter().map(|f| f.spec.size_bytes).sum();
    for file in todo {
        let Some(Ok(url)) = file.upload.target.as_ref().map(|t| Url::parse(&t.url)) else {
            return renew(sh, rec).await;
        };
        let offset: u64 = rec
            .files
            .iter()
            .filter(|f| f.upload.uploaded)
            .map(|f| f.spec.size_bytes)
            .sum();
        let meter = Meter::new();
        let callback = meter.callback(sh, job, failpoints::DURING_UPLOAD);
        let client = sh.client.clone();
        let path = file.spec.path.clone();
        let transfer = async move {
            client
                .transfers()
                .upload_file(&url, &path, move |sent, _| {
                    callback(offset + sent, Some(grand_total))
                })
                .await
        };
        let ledger = sh.ledger.clone();
        let position = file.position;
        let result = run_transfer(sh, job, &meter, transfer, |bytes, _| {
            let ledger = ledger.clone();
            async move {
                let own = bytes.saturating_sub(offset);
                ledger
                    .call(move |l| l.trainings().set_file_progress(id, position, own))
                    .await?;
                Ok(())
            }
        })
        .await?;
        let Some(result) = result else {
            return Ok(Next::Idle);
        };
        if let Err(e) = result {
            let problem = kind::classify_error(sh, &e, Local::Input(&file.spec.path));
            return trouble(sh, rec, problem).await;
        }
        let size = file.spec.size_bytes;
        let index = rec.files.iter().position(|f| f.position == position);
        rec = sh
            .update_training(id, TrainingState::Uploading, move |_, files| {
                if let Some(f) = index.and_then(|i| files.get_mut(i)) {
                    f.uploaded = true;
                    f.bytes_done = size;
                }
            })
            .await?;
    }
    uploaded(sh, rec).await
}

/// Every file is up: clone if the price is within what was confirmed, else ask.
async fn uploaded(sh: &Arc<Shared>, rec: TrainingRecord) -> Result<Next, EngineError> {
    let id = rec.id;
    let required = rec.status.required_credits.unwrap_or(0);
    let own = sh.info(JobKind::Training, id.0).await?.approve_up_to;
    let auto = match own {
        Some(limit) => required <= i64::from(limit),
        None => rec.status.approval.is_granted(),
    };
    sh.update_training(id, TrainingState::Uploading, move |s, _| {
        s.settle();
        s.schedule.record_success();
        if auto {
            if !s.approval.is_granted() {
                s.approval = Approval::Auto;
            }
            s.state = TrainingState::Cloning;
        } else {
            s.approval = Approval::None;
            s.state = TrainingState::AwaitingApproval;
            s.schedule.next_poll_at = None;
        }
    })
    .await?;
    Ok(if auto { Next::At(sh.now()) } else { Next::Idle })
}

async fn clone(sh: &Arc<Shared>, rec: TrainingRecord) -> Result<Next, EngineError> {
    let id = rec.id;
    let Some(remote) = rec.status.remote_voice_id else {
        return renew(sh, rec).await;
    };
    if let Some(next) = kind::check_balance::<Trainings>(sh, &rec).await? {
        return Ok(next);
    }
    let now = sh.now();
    let rec = sh
        .update_training(id, TrainingState::Cloning, move |s, _| {
            s.begin(PendingKind::CloneSent, now)
        })
        .await?;
    match sh.client.custom_voices().clone_voice(remote).await {
        Ok(voice) => {
            failpoints::hit(failpoints::AFTER_CLONE);
            if let Some(left) = voice.api_credits_left {
                sh.set_balance(left);
            }
            let next = step::start_phase(sh, JobId::Training(id)).await?;
            let obs = observation(&voice, sh.now());
            let used = voice.api_credits_used;
            let status = voice.status.as_str().to_owned();
            sh.update_training(id, TrainingState::Cloning, move |s, _| {
                s.settle();
                s.remote = Some(obs);
                s.credits_used = Some(used);
                s.state = TrainingState::Training;
                s.schedule.record_success();
                s.schedule.next_poll_at = Some(next);
            })
            .await?;
            sh.ledger
                .call(move |l| l.voices().set_status(remote, &status).map(|_| ()))
                .await?;
            Ok(Next::At(next))
        }
        Err(e) => kind::spend_failed::<Trainings>(sh, rec, &e).await,
    }
}

async fn poll(sh: &Arc<Shared>, rec: TrainingRecord) -> Result<Next, EngineError> {
    let job = JobId::Training(rec.id);
    let Some(remote) = rec.status.remote_voice_id else {
        return renew(sh, rec).await;
    };
    match step::poll_when_due(sh, job, || sh.client.custom_voices().get(remote)).await? {
        Polled::NotYet(next) => Ok(next),
        Polled::Answered(Ok(voice)) => {
            failpoints::hit(failpoints::AFTER_POLL);
            observe(sh, rec, voice).await
        }
        Polled::Answered(Err(e)) => {
            let problem = kind::classify_error(sh, &e, Local::None);
            trouble(sh, rec, problem).await
        }
    }
}

async fn observe(sh: &Arc<Shared>, rec: TrainingRecord, voice: Voice) -> Result<Next, EngineError> {
    let id = rec.id;
    let job = JobId::Training(id);
    let state = rec.status.state;
    let obs = observation(&voice, sh.now());
    let status_text = voice.status.as_str().to_owned();
    let (voice_id, name) = (voice.id, voice.name.clone());
    let remember = {
        let status_text = status_text.clone();
        move |l: &crate::ledger::Ledger| {
            l.voices()
                .upsert(voice_id, &name, &status_text, Some(id))
                .map(|_| ())
        }
    };
    // "My voices" first: once the row says done, the voice is listed as done too.
    sh.ledger.call(remember).await?;
    let next = match &voice.status {
        VoiceStatus::New if state == TrainingState::Cloning => {
            // The earlier clone did not happen: it is safe to send it now.
            sh.update_training(id, state, move |s, _| {
                s.settle();
                s.remote = Some(obs);
            })
            .await?;
            Next::At(sh.now())
        }
        VoiceStatus::Done => {
            let used = voice.api_credits_used;
            sh.update_training(id, state, move |s, _| {
                s.settle();
                s.remote = Some(obs);
                s.credits_used = Some(used);
                s.state = TrainingState::Done;
                s.failure = None;
                s.schedule.record_success();
                s.schedule.next_poll_at = None;
            })
            .await?;
            Next::Idle
        }
        VoiceStatus::Unknown(s) if s == "error" => {
            let failure = training_failed(state, voice.error_message.as_deref());
            sh.update_training(id, state, move |s, _| {
                s.remote = Some(obs);
                s.fail(failure);
            })
            .await?;
            Next::Idle
        }
        _ => {
            if state == TrainingState::Cloning {
                step::start_phase(sh, job).await?;
            }
            let used = voice.api_credits_used;
            let next = step::next_poll(sh, job).await?;
            let moving = state == TrainingState::Cloning && voice.status != VoiceStatus::New;
            sh.update_training(id, state, move |s, _| {
                s.remote = Some(obs);
                s.schedule.record_success();
                s.schedule.next_poll_at = Some(next);
                if moving {
                    s.settle();
                    s.credits_used = Some(used);
                    s.state = TrainingState::Training;
                }
            })
            .await?;
            Next::At(next)
        }
    };
    Ok(next)
}
