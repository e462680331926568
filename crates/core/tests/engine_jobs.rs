//! What a user does to single jobs: discard one whose upload or download is in flight (the transfer
//! stops at once, its slot is free for the next job, and no `.part` is left), remove a finished job
//! (its result file stays unless asked), and dub the same input again with another voice.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod engine_support;

use std::time::Duration;

use dubdeck_core::engine::{DubAgain, DubSource, Engine, EngineContext, EngineError, EngineEvent};
use dubdeck_core::events::{JobId, JobStage};
use dubdeck_core::job::{DubId, DubState};
use dubdeck_core::ledger::{DubInput, RemoteObservation, UploadTarget};
use engine_support::*;
use serde_json::json;

const LIMIT: Duration = Duration::from_secs(60);

/// One transfer at a time: a transfer that did not stop would keep the next job from moving.
fn one_transfer(rig: &Rig, sim: &Sim) -> EngineContext {
    let mut config = fast_config();
    config.transfer_concurrency = 1;
    // No progress commit (which a discarded row refuses) ends a transfer early: only the discard can.
    config.progress_commit_interval = Duration::from_secs(3600);
    // The client waits out a stalled transfer (it would give up after its usual 30 s and try
    // again): only the discard can end it.
    EngineContext::new(
        rig.ledger.clone(),
        sim.client_with_read_timeout(Duration::from_secs(600)),
    )
    .with_sink(rig.sink.clone())
    .with_config(config)
}

/// Every request the simulator receives from now on waits ten minutes before it is handled.
async fn stall(sim: &Sim) {
    sim.put("/_sim/faults", json!({"latencyMs": 600_000})).await;
}

async fn unstall(sim: &Sim) {
    let url = sim.base.join("_sim/faults").unwrap();
    assert!(sim.http.delete(url).send().await.unwrap().status().is_success());
}

/// Waits for an event matching `wanted`.
async fn wait_for(
    events: &mut tokio::sync::broadcast::Receiver<EngineEvent>,
    what: &str,
    wanted: impl Fn(&EngineEvent) -> bool,
) {
    let found = tokio::time::timeout(LIMIT, async {
        loop {
            match events.recv().await {
                Ok(event) if wanted(&event) => return,
                Ok(_) | Err(tokio::sync::broadcast::error::RecvError::Lagged(_)) => {}
                Err(e) => panic!("events ended: {e}"),
            }
        }
    })
    .await;
    assert!(found.is_ok(), "never saw {what}");
}

/// Waits until the simulator holds a `method` request to a path under `prefix` that has not been
/// answered (stalled by the latency fault, which is decided as it arrives).
async fn stalled_request(sim: &Sim, method: &str, prefix: &str) {
    let seen = tokio::time::timeout(LIMIT, async {
        loop {
            let requests = sim.requests().await;
            if requests.iter().any(|r| {
                r["method"] == method
                    && r["path"].as_str().unwrap().starts_with(prefix)
                    && r["status"].is_null()
            }) {
                return;
            }
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
    })
    .await;
    assert!(seen.is_ok(), "no stalled {method} {prefix}");
}

/// A second dub that needs the transfer slot; it ends done only if the slot was given back.
async fn next_dub_finishes(sim: &Sim, rig: &Rig, engine: &dubdeck_core::engine::EngineHandle) {
    let voice = sim.voice().await;
    let next = engine
        .enqueue_dub(rig.dub_request(DubSource::File(rig.input("next.wav", 1_000)), &voice, Some(100)))
        .await
        .unwrap();
    let done = tokio::time::timeout(LIMIT, engine.wait_settled(&[next.id]))
        .await
        .expect("the next dub got the transfer slot")
        .unwrap();
    assert_eq!(done[0].state, JobStage::Dub(DubState::Done), "{:?}", done[0]);
}

fn parts_in(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
    if !dir.exists() {
        return Vec::new();
    }
    files_under(dir)
        .into_iter()
        .filter(|p| p.to_string_lossy().contains(".part"))
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn discarding_a_dub_stops_its_upload_in_flight() {
    upload_discarded(false).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_dub_discarded_by_another_process_stops_its_upload_in_flight() {
    upload_discarded(true).await;
}

/// A dub discarded while its upload is stalled in the simulator: through the running engine, or
/// through the ledger alone (as the command line does while the app runs the engine).
async fn upload_discarded(through_ledger: bool) {
    let sim = Sim::start(1_000).await;
    let rig = Rig::new();
    let voice = sim.voice().await;
    // The row as an engine left it: created on the service, the upload next.
    let record = dubdeck_core::engine::add_dub(
        &rig.ledger,
        &no_ffmpeg(),
        rig.dub_request(DubSource::File(rig.input("slow.wav", 1_000)), &voice, Some(100)),
    )
    .await
    .unwrap();
    let created = sim
        .client()
        .dubs()
        .create(&dubdeck_api::CreateDub::upload(voice.0))
        .await
        .unwrap();
    let url = created.upload_url.unwrap().to_string();
    rig.ledger
        .dubs()
        .update(record.id, DubState::Created, |s| s.state = DubState::Creating)
        .unwrap();
    rig.ledger
        .dubs()
        .update(record.id, DubState::Creating, |s| {
            s.state = DubState::Uploading;
            s.remote_id = Some(created.dub.id);
            s.upload = Some(UploadTarget {
                url,
                expires_at: None,
            });
        })
        .unwrap();
    let job = JobId::Dub(record.id);

    stall(&sim).await;
    let engine = Engine::start(one_transfer(&rig, &sim)).await.unwrap();
    let mut events = engine.subscribe();
    wait_for(
        &mut events,
        "the upload under way",
        |e| matches!(e, EngineEvent::TransferProgress { job: j, .. } if *j == job),
    )
    .await;
    stalled_request(&sim, "PUT", "/uploads/").await;
    let view = if through_ledger {
        dubdeck_core::engine::jobs::discard(&rig.ledger, job)
            .await
            .unwrap()
    } else {
        engine.discard(job).await.unwrap()
    };
    assert_eq!(view.state, JobStage::Dub(DubState::Canceled));
    unstall(&sim).await;

    next_dub_finishes(&sim, &rig, &engine).await;
    assert_eq!(
        engine.job(job).await.unwrap().state,
        JobStage::Dub(DubState::Canceled)
    );
    assert!(!sim.charges().await.contains_key(&created.dub.id.to_string()));
    engine.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn discarding_a_dub_stops_its_download_in_flight_and_leaves_no_part_file() {
    let sim = Sim::start(1_000).await;
    let rig = Rig::new();
    let voice = sim.voice().await;
    let record = dubdeck_core::engine::add_dub(
        &rig.ledger,
        &no_ffmpeg(),
        rig.dub_request(
            DubSource::Link(sim.host("in.wav", wav_bytes(1_000)).await),
            &voice,
            Some(100),
        ),
    )
    .await
    .unwrap();
    // The row as an engine left it: generated, the result ready to download.
    let result_url = sim.host("result.wav", wav_bytes(2_000)).await;
    let moves = [
        (DubState::Created, DubState::Creating),
        (DubState::Creating, DubState::Preprocessing),
        (DubState::Preprocessing, DubState::Generating),
        (DubState::Generating, DubState::Processing),
        (DubState::Processing, DubState::Downloading),
    ];
    for (from, to) in moves {
        let url = result_url.clone();
        let now = rig.ledger.now();
        rig.ledger
            .dubs()
            .update(record.id, from, move |s| {
                s.state = to;
                s.remote_id = Some(uuid::Uuid::from_u128(42));
                s.approval = dubdeck_core::job::Approval::Approved;
                s.remote = Some(RemoteObservation {
                    status: "done".into(),
                    json: json!({"status": "done", "dubUrl": url}),
                    observed_at: now,
                });
            })
            .unwrap();
    }
    let job = JobId::Dub(record.id);

    stall(&sim).await;
    let engine = Engine::start(one_transfer(&rig, &sim)).await.unwrap();
    let mut events = engine.subscribe();
    wait_for(
        &mut events,
        "the download under way",
        |e| matches!(e, EngineEvent::JobChanged(v) if v.id == job && v.output_path.is_some()),
    )
    .await;
    // The result's GET is under way (held by the stall): its name was claimed before it began.
    stalled_request(&sim, "GET", "/results/").await;
    assert!(
        !parts_in(&rig.out_dir()).is_empty(),
        "the download claimed no .part"
    );
    let view = engine.discard(job).await.unwrap();
    assert_eq!(view.state, JobStage::Dub(DubState::Canceled));
    unstall(&sim).await;

    next_dub_finishes(&sim, &rig, &engine).await;
    let leftovers = parts_in(&rig.out_dir());
    assert!(leftovers.is_empty(), "{leftovers:?}");
    let canceled = rig.ledger.dubs().get(record.id).unwrap();
    assert_eq!(canceled.status.state, DubState::Canceled);
    assert!(
        !canceled.status.output_path.unwrap().exists(),
        "the discarded dub's file was written"
    );
    engine.shutdown().await;
}

async fn finished_dub(
    sim: &Sim,
    rig: &Rig,
    engine: &dubdeck_core::engine::EngineHandle,
    name: &str,
) -> (DubId, std::path::PathBuf) {
    let voice = sim.voice().await;
    let job = engine
        .enqueue_dub(rig.dub_request(DubSource::File(rig.input(name, 1_000)), &voice, Some(100)))
        .await
        .unwrap();
    let done = tokio::time::timeout(LIMIT, engine.wait_settled(&[job.id]))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(done[0].state, JobStage::Dub(DubState::Done), "{:?}", done[0]);
    let JobId::Dub(id) = job.id else { unreachable!() };
    (id, done[0].output_path.clone().unwrap())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn removing_a_finished_dub_keeps_its_file_unless_asked() {
    let sim = Sim::start(1_000).await;
    let rig = Rig::new();
    let engine = rig.start(&sim).await;
    let (kept, kept_file) = finished_dub(&sim, &rig, &engine, "keep.wav").await;
    let (gone, gone_file) = finished_dub(&sim, &rig, &engine, "drop.wav").await;

    engine.remove(JobId::Dub(kept), false).await.unwrap();
    assert!(matches!(
        engine.job(JobId::Dub(kept)).await,
        Err(EngineError::NoSuchJob(_))
    ));
    assert!(kept_file.exists(), "the result was deleted though not asked");

    dubdeck_core::engine::jobs::remove(&rig.ledger, JobId::Dub(gone), true)
        .await
        .unwrap();
    assert!(matches!(
        engine.job(JobId::Dub(gone)).await,
        Err(EngineError::NoSuchJob(_))
    ));
    assert!(
        !gone_file.exists(),
        "the result was kept though asked to delete it"
    );
    assert!(engine.jobs().await.unwrap().is_empty());

    // A job under way is not removed.
    let voice = sim.voice().await;
    let active = engine
        .enqueue_dub(rig.dub_request(DubSource::File(rig.input("busy.wav", 1_000)), &voice, Some(0)))
        .await
        .unwrap();
    let err = engine.remove(active.id, true).await.unwrap_err();
    assert!(matches!(err, EngineError::WrongState { .. }), "{err:?}");
    engine.job(active.id).await.unwrap();
    engine.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_dub_is_made_again_from_the_same_input_with_another_voice() {
    let sim = Sim::start(1_000).await;
    let rig = Rig::new();
    let engine = rig.start(&sim).await;
    let (first, first_file) = finished_dub(&sim, &rig, &engine, "twice.wav").await;
    let page = sim
        .client()
        .public_voices()
        .list(&dubdeck_api::VoiceQuery::new())
        .await
        .unwrap();
    let first_voice = sim.voice().await.0;
    let other = page.items.iter().find(|v| v.id != first_voice).unwrap();

    let again = engine
        .dub_again(
            JobId::Dub(first),
            DubAgain {
                voice_id: other.id,
                voice_name: other.name.clone(),
                pitch_shift: Some(-3),
                separate: None,
                approve_up_to: Some(100),
                whole: false,
                video_out: None,
            },
        )
        .await
        .unwrap();
    assert_ne!(again.id, JobId::Dub(first));
    let done = tokio::time::timeout(LIMIT, engine.wait_settled(&[again.id]))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(done[0].state, JobStage::Dub(DubState::Done), "{:?}", done[0]);
    let JobId::Dub(second) = again.id else {
        unreachable!()
    };
    let (a, b) = (
        rig.ledger.dubs().get(first).unwrap(),
        rig.ledger.dubs().get(second).unwrap(),
    );
    assert_eq!(a.spec.input, b.spec.input, "not the same input");
    assert!(matches!(b.spec.input, DubInput::File { .. }));
    assert_eq!(b.spec.voice_id, other.id);
    assert_eq!((b.spec.pitch_shift, b.spec.separate), (-3, a.spec.separate));
    assert_eq!(b.spec.output_dir, a.spec.output_dir);
    let second_file = done[0].output_path.clone().unwrap();
    assert_ne!(second_file, first_file);
    assert!(first_file.exists() && second_file.exists());
    // The earlier dub is untouched.
    assert_eq!(rig.ledger.dubs().get(first).unwrap().status.state, DubState::Done);
    engine.shutdown().await;
}
