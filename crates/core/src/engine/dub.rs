//! One step of a dub: read the row, perform the one next action, commit. The row's state and its
//! pending call say what the next action is:
//!
//! | state | pending | action |
//! |---|---|---|
//! | created / creating | any | `POST /v1/me/dubs` (creating costs nothing, so a create cut short is sent again) |
//! | uploading | any | PUT the file to the presigned URL from byte 0, or a new dub if the URL expired |
//! | preprocessing | preprocess_sent | `preprocess` (again: `dub_is_not_new` means it was received) |
//! | preprocessing | none | poll |
//! | awaiting_approval | - | nothing until approved |
//! | generating | none | `generate` (spends credits) |
//! | generating | generate_sent | poll FIRST; `generate` again only if the dub is still `preprocessed` |
//! | processing | - | poll |
//! | downloading | - | GET `dubUrl` into `<name>.part`, resuming; rename |
//!
//! Every change is committed before the call it guards (`begin(..)`), and the answer is committed
//! after it, so a crash anywhere leaves a row that says what may have happened.

use crate::ledger::JobStatusFields;
use std::path::PathBuf;
use std::sync::Arc;

use dubdeck_api::{CreateDub, Dub, DubStatus as RemoteStatus, Url};
use time::OffsetDateTime;

use super::error::EngineError;
use super::failpoints;
use super::finish;
use super::kind::{self, Kind};
use super::local;
use super::naming;
use super::remote::{Local, Trouble, dub_failed, whole_credits};
use super::shared::Shared;
use super::step::{self, Meter, Next, Polled, run_transfer};
use super::upload_url;
use super::work;
use crate::events::JobId;
use crate::job::{Approval, DubId, DubState, FailureCode, JobFailure, JobKind};
use crate::ledger::{
    AutoApproveUpTo, DubInput, DubRecord, DubStatus, LedgerError, PendingKind, RemoteObservation,
    UploadTarget,
};

/// Dubs, for the shared moves of `kind.rs`.
pub(crate) struct Dubs;

impl Kind for Dubs {
    type Record = DubRecord;
    type Status = DubStatus;
    type Extra = ();
    type State = DubState;
    const SPEND: DubState = DubState::Generating;
    const WAITING_CREDITS: DubState = DubState::WaitingCredits;

    fn job(rec: &DubRecord) -> JobId {
        JobId::Dub(rec.id)
    }
    fn state(rec: &DubRecord) -> DubState {
        rec.status.state
    }
    fn status(rec: &DubRecord) -> &DubStatus {
        &rec.status
    }

    async fn update(
        sh: &Shared,
        rec: &DubRecord,
        change: impl FnOnce(&mut DubStatus, &mut ()) + Send + 'static,
    ) -> Result<DubRecord, EngineError> {
        sh.update_dub(rec.id, rec.status.state, move |s| change(s, &mut ()))
            .await
    }

    fn forget_remote(s: &mut DubStatus, (): &mut ()) {
        s.state = DubState::Creating;
        s.pending = None;
        s.upload = None;
        s.remote_id = None;
        s.remote = None;
        s.bytes_done = 0;
        s.upload_bytes = None;
    }

    fn forget_output(s: &mut DubStatus) {
        s.output_path = None;
        s.video_path = None;
        s.video_error = None;
    }

    fn retry_from_remote(rec: &DubRecord) -> (DubState, Option<PendingKind>) {
        let remote_status = rec.status.remote.as_ref().map(|r| r.status.as_str());
        let code = rec.status.failure.as_ref().map(JobFailure::code);
        if rec.status.remote_id.is_none() || remote_status == Some("error") {
            return (DubState::Created, None);
        }
        match code {
            Some(FailureCode::DownloadFailed | FailureCode::OutputFailed) => {
                let pending = rec
                    .status
                    .output_path
                    .as_ref()
                    .map(|_| PendingKind::DownloadStarted);
                return (DubState::Downloading, pending);
            }
            Some(
                FailureCode::UploadFailed
                | FailureCode::UploadExpired
                | FailureCode::InputMissing
                | FailureCode::MediaFailed,
            ) => {
                return (DubState::Uploading, None);
            }
            _ => {}
        }
        match remote_status {
            Some("new") | None => match rec.spec.input {
                DubInput::Link { .. } => (DubState::Preprocessing, Some(PendingKind::PreprocessSent)),
                DubInput::File { .. } => (DubState::Uploading, None),
            },
            Some("preprocessing") | Some("preprocessed") => (DubState::Preprocessing, None),
            Some("done") => (DubState::Downloading, None),
            // Generation may have been asked for: read the state before asking again.
            Some(_) => (DubState::Generating, Some(PendingKind::GenerateSent)),
        }
    }
}

async fn trouble(sh: &Arc<Shared>, rec: DubRecord, t: Trouble) -> Result<Next, EngineError> {
    kind::trouble::<Dubs>(sh, rec, t).await
}

async fn fail(sh: &Arc<Shared>, rec: DubRecord, failure: JobFailure) -> Result<Next, EngineError> {
    kind::fail::<Dubs>(sh, rec, failure).await
}

pub(crate) async fn step(sh: &Arc<Shared>, id: DubId) -> Result<Next, EngineError> {
    let rec = sh.dub(id).await?;
    let pending = rec.status.pending.map(|p| p.kind);
    match rec.status.state {
        DubState::Created | DubState::Creating => create(sh, rec).await,
        DubState::Uploading => upload(sh, rec).await,
        DubState::Preprocessing if pending == Some(PendingKind::PreprocessSent) => preprocess(sh, rec).await,
        DubState::Preprocessing | DubState::Processing => poll(sh, rec).await,
        DubState::AwaitingApproval if rec.status.approval.is_granted() => {
            sh.update_dub(id, DubState::AwaitingApproval, |s| {
                s.state = DubState::Generating;
                s.schedule.next_poll_at = None;
            })
            .await?;
            Ok(Next::At(sh.now()))
        }
        DubState::Generating if pending == Some(PendingKind::GenerateSent) => poll(sh, rec).await,
        DubState::Generating if !rec.status.approval.is_granted() => {
            sh.update_dub(id, DubState::Generating, |s| {
                s.state = DubState::AwaitingApproval;
                s.schedule.next_poll_at = None;
            })
            .await?;
            Ok(Next::Idle)
        }
        DubState::Generating => generate(sh, rec).await,
        DubState::Downloading => download(sh, rec).await,
        DubState::AwaitingApproval
        | DubState::WaitingCredits
        | DubState::Failed
        | DubState::Done
        | DubState::Canceled => Ok(Next::Idle),
    }
}

fn observation(dub: &Dub, at: OffsetDateTime) -> RemoteObservation {
    kind::observation(dub.status.as_str(), dub, at)
}

fn remote_id(rec: &DubRecord) -> Result<uuid::Uuid, Trouble> {
    // Retry starts a dub without a service id from the beginning.
    rec.status
        .remote_id
        .ok_or(Trouble::Fatal(JobFailure::RemoteNotFound))
}

async fn create(sh: &Arc<Shared>, rec: DubRecord) -> Result<Next, EngineError> {
    let id = rec.id;
    let now = sh.now();
    let rec = sh
        .update_dub(id, rec.status.state, move |s| {
            s.state = DubState::Creating;
            s.begin(PendingKind::CreateDubSent, now);
            s.remote_id = None;
            s.upload = None;
            s.remote = None;
            s.bytes_done = 0;
            s.failure = None;
            s.output_path = None;
            s.video_path = None;
            s.video_error = None;
            s.upload_bytes = None;
            s.schedule.next_poll_at = None;
        })
        .await?;
    let mut request = match &rec.spec.input {
        DubInput::File { .. } => CreateDub::upload(rec.spec.voice_id),
        DubInput::Link { url } => CreateDub::link(rec.spec.voice_id, url.as_str()),
    };
    // A cover's key moves the vocal through the service, on top of the voice's own shift.
    let key = rec.spec.local.cover.as_ref().map_or(0, |c| c.key);
    request = request
        .pitch_shift(rec.spec.pitch_shift + key)
        .separate(rec.spec.separate);
    let created = match sh.client.dubs().create(&request).await {
        Ok(created) => created,
        Err(e) => {
            let voice_id = rec.spec.voice_id;
            let problem = match kind::classify_error(sh, &e, Local::None) {
                Trouble::Fatal(JobFailure::VoiceNotFound { .. }) => {
                    Trouble::Fatal(JobFailure::VoiceNotFound {
                        voice_id: Some(voice_id),
                    })
                }
                other => other,
            };
            return trouble(sh, rec, problem).await;
        }
    };
    failpoints::hit(failpoints::AFTER_CREATE_DUB);
    let is_file = matches!(rec.spec.input, DubInput::File { .. });
    let upload = match (is_file, &created.upload_url) {
        (true, Some(url)) => Some(UploadTarget {
            url: url.to_string(),
            expires_at: upload_url::expiry(url),
        }),
        (true, None) => {
            // The service created the dub but gave no address to upload its file to.
            let problem = Trouble::Fatal(JobFailure::UploadFailed {
                status: None,
                addresses: Some(0),
                files: Some(1),
                detail: None,
            });
            return trouble(sh, rec, problem).await;
        }
        (false, _) => None,
    };
    let obs = observation(&created.dub, sh.now());
    let now = sh.now();
    sh.update_dub(id, DubState::Creating, move |s| {
        s.settle();
        s.remote_id = Some(created.dub.id);
        s.upload = upload;
        s.remote = Some(obs);
        s.schedule.record_success();
        s.schedule.next_poll_at = Some(now);
        if is_file {
            s.state = DubState::Uploading;
        } else {
            // A link needs no upload: preprocessing is next (the pending mark means "send it").
            s.state = DubState::Preprocessing;
            s.begin(PendingKind::PreprocessSent, now);
        }
    })
    .await?;
    Ok(Next::At(now))
}

async fn renew(sh: &Arc<Shared>, rec: DubRecord) -> Result<Next, EngineError> {
    kind::renew::<Dubs>(sh, rec).await
}

async fn upload(sh: &Arc<Shared>, rec: DubRecord) -> Result<Next, EngineError> {
    let id = rec.id;
    let job = JobId::Dub(id);
    let DubInput::File { path, size_bytes } = rec.spec.input.clone() else {
        // A link has nothing to upload.
        let now = sh.now();
        sh.update_dub(id, DubState::Uploading, move |s| {
            s.state = DubState::Preprocessing;
            s.begin(PendingKind::PreprocessSent, now);
        })
        .await?;
        return Ok(Next::At(now));
    };
    let Some(target) = rec.status.upload.clone() else {
        return renew(sh, rec).await;
    };
    let margin = time::Duration::try_from(sh.config.upload_url_margin).unwrap_or(time::Duration::ZERO);
    if target.expires_at.is_some_and(|at| at <= sh.now() + margin) {
        return renew(sh, rec).await;
    }
    let Ok(url) = Url::parse(&target.url) else {
        return renew(sh, rec).await;
    };
    if let Some(failure) = kind::input_problem(&path, size_bytes).await {
        return fail(sh, rec, failure).await;
    }
    // A video's sound alone, or an audition's excerpt, made now; else the file itself.
    let sending = match local::prepare_upload(sh, &rec, &path, size_bytes).await {
        Ok(Some(sending)) => sending,
        Ok(None) => return Ok(Next::Idle),
        Err(failure) => return fail(sh, rec, failure).await,
    };
    let (size_bytes, made) = (sending.size_bytes, sending.made);
    let path = sending.path;
    let now = sh.now();
    let rec = sh
        .update_dub(id, DubState::Uploading, move |s| {
            s.begin(PendingKind::UploadStarted, now);
            s.bytes_done = 0;
            s.bytes_total = Some(size_bytes);
            s.upload_bytes = made.then_some(size_bytes);
        })
        .await?;
    let meter = Meter::new();
    let callback = meter.callback(sh, job, failpoints::DURING_UPLOAD);
    let client = sh.client.clone();
    let input_path = path.clone();
    let transfer = async move {
        client
            .transfers()
            .upload_file(&url, &path, move |sent, total| callback(sent, Some(total)))
            .await
    };
    let result = run_dub_transfer(sh, id, &meter, transfer).await?;
    let Some(result) = result else {
        return Ok(Next::Idle);
    };
    if made && result.is_ok() {
        work::remove_work(&sh.ledger, id).await;
    }
    match result {
        Ok(()) => {
            let now = sh.now();
            sh.update_dub(id, DubState::Uploading, move |s| {
                s.state = DubState::Preprocessing;
                s.bytes_done = size_bytes;
                s.schedule.record_success();
                // One commit: the upload is done and preprocess is about to be sent.
                s.begin(PendingKind::PreprocessSent, now);
            })
            .await?;
            Ok(Next::At(now))
        }
        Err(e) => {
            let problem = kind::classify_error(sh, &e, Local::Input(&input_path));
            trouble(sh, rec, problem).await
        }
    }
}

async fn preprocess(sh: &Arc<Shared>, rec: DubRecord) -> Result<Next, EngineError> {
    let id = rec.id;
    let remote = match remote_id(&rec) {
        Ok(r) => r,
        Err(t) => return trouble(sh, rec, t).await,
    };
    let now = sh.now();
    let rec = sh
        .update_dub(id, DubState::Preprocessing, move |s| {
            s.begin(PendingKind::PreprocessSent, now)
        })
        .await?;
    let observed = match sh.client.dubs().preprocess(remote).await {
        Ok(dub) => {
            failpoints::hit(failpoints::AFTER_PREPROCESS);
            Some(observation(&dub, sh.now()))
        }
        Err(e) => match kind::classify_error(sh, &e, Local::None) {
            // An earlier copy of this call was received: the dub is past `new`.
            Trouble::AlreadyDone => None,
            other => return trouble(sh, rec, other).await,
        },
    };
    let next = step::start_phase(sh, JobId::Dub(id)).await?;
    sh.update_dub(id, DubState::Preprocessing, move |s| {
        s.settle();
        if let Some(obs) = observed {
            s.remote = Some(obs);
        }
        s.schedule.record_success();
        s.schedule.next_poll_at = Some(next);
    })
    .await?;
    Ok(Next::At(next))
}

async fn poll(sh: &Arc<Shared>, rec: DubRecord) -> Result<Next, EngineError> {
    let job = JobId::Dub(rec.id);
    let remote = match remote_id(&rec) {
        Ok(r) => r,
        Err(t) => return trouble(sh, rec, t).await,
    };
    match step::poll_when_due(sh, job, || sh.client.dubs().get(remote)).await? {
        Polled::NotYet(next) => Ok(next),
        Polled::Answered(Ok(dub)) => {
            failpoints::hit(failpoints::AFTER_POLL);
            observe(sh, rec, dub).await
        }
        Polled::Answered(Err(e)) => {
            let problem = kind::classify_error(sh, &e, Local::None);
            trouble(sh, rec, problem).await
        }
    }
}

/// Acts on a fresh view of the dub from the service.
async fn observe(sh: &Arc<Shared>, rec: DubRecord, dub: Dub) -> Result<Next, EngineError> {
    let id = rec.id;
    let job = JobId::Dub(id);
    let state = rec.status.state;
    let obs = observation(&dub, sh.now());
    let generate_was_sent = rec.status.pending.map(|p| p.kind) == Some(PendingKind::GenerateSent);
    match &dub.status {
        RemoteStatus::New if state == DubState::Preprocessing => {
            // The service has not started preprocessing: (re)send it.
            let now = sh.now();
            sh.update_dub(id, state, move |s| {
                s.remote = Some(obs);
                s.begin(PendingKind::PreprocessSent, now);
            })
            .await?;
            Ok(Next::At(now))
        }
        RemoteStatus::Preprocessed if state == DubState::Preprocessing || generate_was_sent => {
            let required = dub.required_credits.map(whole_credits);
            if generate_was_sent {
                // The earlier generate did not happen: it is safe to send it now.
                sh.update_dub(id, state, move |s| {
                    s.settle();
                    s.remote = Some(obs);
                    if required.is_some() {
                        s.required_credits = required;
                    }
                })
                .await?;
                return Ok(Next::At(sh.now()));
            }
            let granted = rec.status.approval.is_granted();
            let threshold = approval_threshold(sh, id).await?;
            let mut auto = required.is_some_and(|r| r <= i64::from(threshold));
            // Held until this job's approval is written below: another job deciding meanwhile
            // would not count this one's reservation, and both could pass the budget.
            let mut _deciding = None;
            if auto && !granted {
                // What Dubdeck approves by itself stays within the monthly budget.
                _deciding = Some(sh.budget.lock().await);
                auto = sh.within_budget(job, required.unwrap_or(0)).await?;
                failpoints::hit(failpoints::AFTER_BUDGET_DECISION);
            }
            let approval = if granted {
                rec.status.approval
            } else if auto {
                Approval::Auto
            } else {
                Approval::None
            };
            sh.update_dub(id, state, move |s| {
                s.remote = Some(obs);
                s.required_credits = required;
                s.approval = approval;
                s.schedule.next_poll_at = None;
                s.state = if approval.is_granted() {
                    DubState::Generating
                } else {
                    DubState::AwaitingApproval
                };
            })
            .await?;
            Ok(if approval.is_granted() {
                Next::At(sh.now())
            } else {
                Next::Idle
            })
        }
        RemoteStatus::Queued
        | RemoteStatus::Starting
        | RemoteStatus::Processing
        | RemoteStatus::Finalizing
        | RemoteStatus::Done
            if state == DubState::Preprocessing =>
        {
            // Generation was asked for, though this row does not say so (a generate whose answer
            // was lost, on a row an earlier version failed and cleared): read on as after a
            // generate, never polling a stage that is long over.
            let now = sh.now();
            sh.update_dub(id, state, move |s| {
                s.remote = Some(obs);
                s.state = DubState::Generating;
                s.begin(PendingKind::GenerateSent, now);
            })
            .await?;
            Ok(Next::At(now))
        }
        RemoteStatus::Error => {
            let link = match &rec.spec.input {
                DubInput::Link { url } => Some(url.to_string()),
                DubInput::File { .. } => None,
            };
            let failure = dub_failed(state, rec.status.media.as_ref(), link.as_deref());
            sh.update_dub(id, state, move |s| {
                s.remote = Some(obs);
                s.fail(failure);
            })
            .await?;
            Ok(Next::Idle)
        }
        RemoteStatus::Done if matches!(state, DubState::Generating | DubState::Processing) => {
            let used = dub.api_credits_used;
            sh.update_dub(id, state, move |s| {
                s.settle();
                s.remote = Some(obs);
                s.credits_used = Some(used);
                s.state = DubState::Downloading;
                s.schedule.record_success();
            })
            .await?;
            Ok(Next::At(sh.now()))
        }
        RemoteStatus::Done if state == DubState::Downloading => {
            // A fresh download URL.
            sh.update_dub(id, state, move |s| s.remote = Some(obs)).await?;
            Ok(Next::At(sh.now()))
        }
        status if matches!(state, DubState::Generating | DubState::Processing) && !status.is_terminal() => {
            // Generation is under way (it was received, even if its answer was lost).
            let used = dub.api_credits_used;
            if state == DubState::Generating {
                step::start_phase(sh, job).await?;
            }
            let next = step::next_poll(sh, job).await?;
            sh.update_dub(id, state, move |s| {
                s.settle();
                s.remote = Some(obs);
                s.credits_used = Some(used);
                s.state = DubState::Processing;
                s.schedule.record_success();
                s.schedule.next_poll_at = Some(next);
            })
            .await?;
            Ok(Next::At(next))
        }
        _ => {
            // Still working (or a status this version does not know): look again later.
            let next = step::next_poll(sh, job).await?;
            sh.update_dub(id, state, move |s| {
                s.remote = Some(obs);
                s.schedule.record_success();
                s.schedule.next_poll_at = Some(next);
            })
            .await?;
            Ok(Next::At(next))
        }
    }
}

/// The job's own threshold, else the `auto_approve_up_to` setting.
async fn approval_threshold(sh: &Shared, id: DubId) -> Result<u32, EngineError> {
    Ok(sh
        .ledger
        .call(move |l| {
            let own = l.engine_jobs().get(JobKind::Dub, id.0)?.approve_up_to;
            match own {
                Some(v) => Ok(v),
                None => l.settings().get::<AutoApproveUpTo>(),
            }
        })
        .await?)
}

async fn generate(sh: &Arc<Shared>, rec: DubRecord) -> Result<Next, EngineError> {
    let id = rec.id;
    let remote = match remote_id(&rec) {
        Ok(r) => r,
        Err(t) => return trouble(sh, rec, t).await,
    };
    if let Some(next) = kind::check_balance::<Dubs>(sh, &rec).await? {
        return Ok(next);
    }
    let now = sh.now();
    let rec = sh
        .update_dub(id, DubState::Generating, move |s| {
            s.begin(PendingKind::GenerateSent, now)
        })
        .await?;
    match sh.client.dubs().generate(remote).await {
        Ok(dub) => {
            failpoints::hit(failpoints::AFTER_GENERATE);
            if let Some(left) = dub.api_credits_left {
                sh.set_balance(left);
            }
            let next = step::start_phase(sh, JobId::Dub(id)).await?;
            let obs = observation(&dub, sh.now());
            let used = dub.api_credits_used;
            sh.update_dub(id, DubState::Generating, move |s| {
                s.settle();
                s.remote = Some(obs);
                s.credits_used = Some(used);
                s.state = DubState::Processing;
                s.schedule.record_success();
                s.schedule.next_poll_at = Some(next);
            })
            .await?;
            Ok(Next::At(next))
        }
        Err(e) => kind::spend_failed::<Dubs>(sh, rec, &e).await,
    }
}

fn dub_url(rec: &DubRecord) -> Option<Url> {
    let remote = rec.status.remote.as_ref()?;
    let url = remote.json.get("dubUrl")?.as_str()?;
    Url::parse(url).ok()
}

async fn download(sh: &Arc<Shared>, rec: DubRecord) -> Result<Next, EngineError> {
    let id = rec.id;
    let job = JobId::Dub(id);
    let Some(url) = dub_url(&rec) else {
        return poll(sh, rec).await;
    };
    let started = rec.status.pending.map(|p| p.kind) == Some(PendingKind::DownloadStarted);
    let chosen = rec.status.output_path.clone().filter(|_| started);
    let dest = match chosen {
        Some(dest) => {
            let (exists, part_exists) = tokio::join!(
                tokio::fs::try_exists(&dest),
                tokio::fs::try_exists(naming::part_path(&dest))
            );
            if exists.unwrap_or(false) && !part_exists.unwrap_or(false) {
                // The file was completed and renamed before the last run ended.
                let len = tokio::fs::metadata(&dest).await.map(|m| m.len()).unwrap_or(0);
                return finish_download(sh, id, dest, len).await;
            }
            dest
        }
        None => {
            let dir = if finish::download_is_material(&rec) {
                match work::private_work(&sh.ledger, false).await {
                    Ok(_) => finish::downloads_dir(&sh.ledger),
                    Err(e) => {
                        let failure = JobFailure::OutputFailed {
                            path: Some(work::work_dir(&sh.ledger)),
                            io: Some(crate::codes::IoProblem::of(&e)),
                            reason: Some(e.to_string()),
                        };
                        return fail(sh, rec, failure).await;
                    }
                }
            } else {
                rec.spec.output_dir.clone()
            };
            let stem = naming::dub_stem(&rec, &naming::input_stem(&rec.spec.input, &rec.spec.input_name));
            let extension = naming::result_extension(&url);
            // Picked, recorded, then claimed, under the naming lock: a crash or a stop anywhere
            // in between leaves either nothing on disk or a `.part` the ledger names (which the
            // next run downloads into), never a stray reservation.
            let _naming = sh.naming.lock().await;
            let taken = finish::taken_names(sh, id).await?;
            let picked = tokio::task::spawn_blocking(move || -> std::io::Result<PathBuf> {
                std::fs::create_dir_all(&dir)?;
                naming::free_path(&dir, &stem, &extension, &taken)
            })
            .await
            .map_err(|e| EngineError::Worker(e.to_string()))?;
            let dest = match picked {
                Ok(dest) => dest,
                Err(e) => {
                    let failure = JobFailure::OutputFailed {
                        path: Some(rec.spec.output_dir.clone()),
                        io: Some(crate::codes::IoProblem::of(&e)),
                        reason: Some(e.to_string()),
                    };
                    return fail(sh, rec, failure).await;
                }
            };
            let now = sh.now();
            let chosen = dest.clone();
            sh.update_dub(id, DubState::Downloading, move |s| {
                s.output_path = Some(chosen);
                s.begin(PendingKind::DownloadStarted, now);
                s.bytes_done = 0;
            })
            .await?;
            let claimed = dest.clone();
            let claim = tokio::task::spawn_blocking(move || naming::claim(&claimed))
                .await
                .map_err(|e| EngineError::Worker(e.to_string()))?;
            if let Err(e) = claim {
                let failure = JobFailure::OutputFailed {
                    path: Some(dest.clone()),
                    io: Some(crate::codes::IoProblem::of(&e)),
                    reason: Some(e.to_string()),
                };
                let rec = sh.dub(id).await?;
                return fail(sh, rec, failure).await;
            }
            dest
        }
    };
    let rec = sh.dub(id).await?;
    let meter = Meter::new();
    let callback = meter.callback(sh, job, failpoints::DURING_DOWNLOAD);
    let client = sh.client.clone();
    let target = dest.clone();
    let transfer = async move { client.transfers().download_to(&url, &target, callback).await };
    let result = run_dub_transfer(sh, id, &meter, transfer).await?;
    let Some(result) = result else {
        if sh.job_discarded(job) {
            naming::remove_partial(&dest).await;
        }
        return Ok(Next::Idle);
    };
    match result {
        Ok(len) => finish_download(sh, id, dest, len).await,
        Err(e) => match kind::classify_error(sh, &e, Local::Output(&dest)) {
            Trouble::DownloadUrlExpired => {
                // Forget the stale URL: the next step polls for a fresh one.
                sh.update_dub(id, DubState::Downloading, |s| {
                    if let Some(remote) = s.remote.as_mut()
                        && let Some(object) = remote.json.as_object_mut()
                    {
                        object.insert("dubUrl".to_owned(), serde_json::Value::Null);
                    }
                })
                .await?;
                Ok(Next::At(sh.now()))
            }
            Trouble::DestinationExists => {
                sh.update_dub(id, DubState::Downloading, |s| {
                    s.output_path = None;
                    s.pending = None;
                })
                .await?;
                Ok(Next::At(sh.now()))
            }
            other => trouble(sh, rec, other).await,
        },
    }
}

/// Runs a dub's transfer, committing its progress to the dub's row as it goes.
async fn run_dub_transfer<T>(
    sh: &Arc<Shared>,
    id: DubId,
    meter: &Arc<Meter>,
    transfer: impl Future<Output = T>,
) -> Result<Option<T>, EngineError> {
    let ledger = sh.ledger.clone();
    run_transfer(sh, JobId::Dub(id), meter, transfer, |bytes, total| {
        let ledger = ledger.clone();
        async move {
            ledger
                .call(move |l| l.dubs().set_progress(id, bytes, total))
                .await?;
            Ok(())
        }
    })
    .await
}

async fn finish_download(sh: &Arc<Shared>, id: DubId, dest: PathBuf, len: u64) -> Result<Next, EngineError> {
    // The dub into a copy of its video, when the input was one (the row stays `downloading`).
    let rec = sh.dub(id).await?;
    if !local::make_video(sh, &rec, &dest).await? {
        return Ok(Next::Idle);
    }
    // A cover's mix, or the dub in the format asked for (the row as the video step left it).
    let rec = sh.dub(id).await?;
    let Some(result) = finish::finish(sh, &rec, &dest).await? else {
        return Ok(Next::Idle);
    };
    let len = if result == dest {
        len
    } else {
        tokio::fs::metadata(&result).await.map_or(len, |m| m.len())
    };
    let replaced = result != dest;
    sh.update_dub(id, DubState::Downloading, move |s| {
        s.settle();
        s.state = DubState::Done;
        if replaced && s.mix_error.is_none() {
            s.mix_path = Some(result.clone());
        }
        s.output_path = Some(result);
        s.bytes_done = len;
        s.bytes_total = Some(len);
        s.failure = None;
        s.schedule.record_success();
        s.schedule.next_poll_at = None;
    })
    .await?;
    Ok(Next::Idle)
}

/// A row the ledger refused to change because it moved meanwhile: look again.
pub(crate) fn is_conflict(error: &EngineError) -> bool {
    matches!(error, EngineError::Ledger(LedgerError::StateConflict { .. }))
}
