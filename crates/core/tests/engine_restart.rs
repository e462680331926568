//! Crash and restart: the engine is stopped dead at every stage of a dub and of a training and
//! started again on the same ledger; every job ends done, the output is complete and
//! byte-identical, and the simulator's charges show credits spent exactly once. Also the ambiguous
//! cases head-on: a `generate` or `clone` whose answer was lost, a crash with the spend marked as
//! sent (whether or not it arrived), and an expired upload URL.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod engine_support;

use std::time::Duration;

use dubdeck_core::engine::{DubSource, TrainingRequest};
use dubdeck_core::events::{JobId, JobStage};
use dubdeck_core::job::{Approval, DubState, TrainingState};
use dubdeck_core::ledger::{PendingAction, PendingKind, UploadTarget};
use engine_support::*;
use serde_json::json;

const LIMIT: Duration = Duration::from_secs(60);

/// Runs a dub, kills the engine right after the row reached `stage`, restarts, and checks the end.
async fn dub_killed_at(stage: DubState) {
    let sim = Sim::start(1_000).await;
    let rig = Rig::new();
    let voice = sim.voice().await;
    let engine = rig.start(&sim).await;
    let mut events = engine.subscribe();
    let job = engine
        .enqueue_dub(rig.dub_request(DubSource::File(rig.input("song.wav", 1_500)), &voice, Some(100)))
        .await
        .unwrap();
    let id = job.id;
    wait_for_stage(&mut events, id, JobStage::Dub(stage), LIMIT).await;
    engine.kill().await;

    let engine = rig.start(&sim).await;
    let done = tokio::time::timeout(LIMIT, engine.wait_settled(&[id]))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(done[0].state, JobStage::Dub(DubState::Done), "{:?}", done[0]);
    let JobId::Dub(dub_id) = id else { unreachable!() };
    let out = done[0].output_path.clone().unwrap();
    assert_eq!(sha_of_file(&out), sim.sha_of_url(&dub_url(&rig, dub_id)).await);
    let charges = sim.charges().await;
    assert_eq!(charges.values().map(Vec::len).sum::<usize>(), 1, "{charges:?}");
    let requests = sim.requests().await;
    assert_eq!(posts(&requests, "/generate").len(), 1);
    assert_polls_spaced(&requests);
    // Nothing half-written is left behind.
    let leftovers: Vec<_> = files_under(&rig.out_dir())
        .into_iter()
        .filter(|p| p.to_string_lossy().contains(".part"))
        .collect();
    assert!(leftovers.is_empty(), "{leftovers:?}");
    engine.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn killed_while_creating() {
    dub_killed_at(DubState::Creating).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn killed_while_uploading() {
    dub_killed_at(DubState::Uploading).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn killed_while_preprocessing() {
    dub_killed_at(DubState::Preprocessing).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn killed_while_generating() {
    dub_killed_at(DubState::Generating).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn killed_while_processing() {
    dub_killed_at(DubState::Processing).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn killed_while_downloading() {
    dub_killed_at(DubState::Downloading).await;
}

async fn training_killed_at(stage: TrainingState) {
    let sim = Sim::start(1_000).await;
    let rig = Rig::new();
    let engine = rig.start(&sim).await;
    let mut events = engine.subscribe();
    let job = engine
        .enqueue_training(TrainingRequest {
            name: "Crashy".into(),
            max_minutes: 5,
            separate: true,
            files: vec![rig.input("a.wav", 1_000), rig.input("b.wav", 1_000)],
            approve_up_to: Some(50),
        })
        .await
        .unwrap();
    let id = job.id;
    wait_for_stage(&mut events, id, JobStage::Training(stage), LIMIT).await;
    engine.kill().await;

    let engine = rig.start(&sim).await;
    let done = tokio::time::timeout(LIMIT, engine.wait_settled(&[id]))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(
        done[0].state,
        JobStage::Training(TrainingState::Done),
        "{:?}",
        done[0]
    );
    let charges = sim.charges().await;
    assert_eq!(charges.values().map(Vec::len).sum::<usize>(), 1, "{charges:?}");
    assert_eq!(posts(&sim.requests().await, "/clone").len(), 1);
    let JobId::Training(tid) = id else { unreachable!() };
    let voice = rig
        .ledger
        .trainings()
        .get(tid)
        .unwrap()
        .status
        .remote_voice_id
        .unwrap();
    assert_eq!(rig.ledger.voices().get(voice).unwrap().unwrap().status, "done");
    engine.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn training_killed_while_creating() {
    training_killed_at(TrainingState::Creating).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn training_killed_while_uploading() {
    training_killed_at(TrainingState::Uploading).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn training_killed_while_cloning() {
    training_killed_at(TrainingState::Cloning).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn training_killed_while_training() {
    training_killed_at(TrainingState::Training).await;
}

/// A dub parked in `awaiting_approval` with the engine stopped; answers (rig, dub id, remote id).
async fn parked_dub(sim: &Sim, rig: &Rig) -> (dubdeck_core::job::DubId, uuid::Uuid) {
    let voice = sim.voice().await;
    let engine = rig.start(sim).await;
    let job = engine
        .enqueue_dub(rig.dub_request(DubSource::File(rig.input("song.wav", 1_000)), &voice, Some(0)))
        .await
        .unwrap();
    let settled = tokio::time::timeout(LIMIT, engine.wait_settled(&[job.id]))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(settled[0].state, JobStage::Dub(DubState::AwaitingApproval));
    engine.shutdown().await;
    let JobId::Dub(id) = job.id else { unreachable!() };
    (id, rig.ledger.dubs().get(id).unwrap().status.remote_id.unwrap())
}

/// Marks the dub as the crashed engine left it: approved, `generate` committed as sent.
fn mark_generate_sent(rig: &Rig, id: dubdeck_core::job::DubId) {
    let now = rig.ledger.now();
    rig.ledger
        .dubs()
        .update(id, DubState::AwaitingApproval, |s| {
            s.state = DubState::Generating;
            s.approval = Approval::Approved;
            s.pending = Some(PendingAction {
                kind: PendingKind::GenerateSent,
                since: now,
            });
        })
        .unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_crash_after_generate_arrived_reads_the_state_and_never_generates_again() {
    let sim = Sim::start(1_000).await;
    let rig = Rig::new();
    let (id, remote) = parked_dub(&sim, &rig).await;
    // The crashed engine's generate reached the service.
    sim.client().dubs().generate(remote).await.unwrap();
    mark_generate_sent(&rig, id);
    sim.http
        .delete(sim.base.join("_sim/requests").unwrap())
        .send()
        .await
        .unwrap();

    let engine = rig.start(&sim).await;
    let done = tokio::time::timeout(LIMIT, engine.wait_settled(&[JobId::Dub(id)]))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(done[0].state, JobStage::Dub(DubState::Done), "{:?}", done[0]);
    let requests = sim.requests().await;
    assert!(
        posts(&requests, "/generate").is_empty(),
        "generate was sent again"
    );
    assert_eq!(sim.charges().await[&remote.to_string()], vec![10]);
    engine.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_crash_before_generate_arrived_reads_the_state_then_generates_once() {
    let sim = Sim::start(1_000).await;
    let rig = Rig::new();
    let (id, remote) = parked_dub(&sim, &rig).await;
    mark_generate_sent(&rig, id);
    sim.http
        .delete(sim.base.join("_sim/requests").unwrap())
        .send()
        .await
        .unwrap();

    let engine = rig.start(&sim).await;
    let done = tokio::time::timeout(LIMIT, engine.wait_settled(&[JobId::Dub(id)]))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(done[0].state, JobStage::Dub(DubState::Done), "{:?}", done[0]);
    let requests = sim.requests().await;
    let generate_at = requests
        .iter()
        .position(|r| r["method"] == "POST" && r["path"].as_str().unwrap().ends_with("/generate"))
        .unwrap();
    let read_at = requests
        .iter()
        .position(|r| r["method"] == "GET" && r["path"] == format!("/v1/me/dubs/{remote}"))
        .unwrap();
    assert!(
        read_at < generate_at,
        "the state was not read before generating again"
    );
    assert_eq!(posts(&requests, "/generate").len(), 1);
    assert_eq!(sim.charges().await[&remote.to_string()], vec![10]);
    engine.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_generate_whose_answer_is_lost_is_not_sent_again() {
    let sim = Sim::start(1_000).await;
    let rig = Rig::new();
    let (id, remote) = parked_dub(&sim, &rig).await;
    sim.put(
        "/_sim/faults",
        json!({"dropConnections": {"count": 1, "pathPrefix": format!("/v1/me/dubs/{remote}/generate"), "afterHandling": true}}),
    )
    .await;
    let engine = rig.start(&sim).await;
    engine.approve(JobId::Dub(id)).await.unwrap();
    let done = tokio::time::timeout(LIMIT, engine.wait_settled(&[JobId::Dub(id)]))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(done[0].state, JobStage::Dub(DubState::Done), "{:?}", done[0]);
    let generates = posts(&sim.requests().await, "/generate");
    assert_eq!(generates.len(), 1, "{generates:?}");
    assert!(
        generates[0]["status"].is_null(),
        "the fault did not fire: {generates:?}"
    );
    assert_eq!(sim.charges().await[&remote.to_string()], vec![10]);
    engine.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_crash_after_clone_arrived_never_clones_again() {
    let sim = Sim::start(1_000).await;
    let rig = Rig::new();
    let engine = rig.start(&sim).await;
    // Without a confirmed price the training asks once its files are up.
    let job = engine
        .enqueue_training(TrainingRequest {
            name: "Twice?".into(),
            max_minutes: 5,
            separate: true,
            files: vec![rig.input("a.wav", 1_000)],
            approve_up_to: None,
        })
        .await
        .unwrap();
    let settled = tokio::time::timeout(LIMIT, engine.wait_settled(&[job.id]))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(
        settled[0].state,
        JobStage::Training(TrainingState::AwaitingApproval)
    );
    engine.shutdown().await;
    let JobId::Training(tid) = job.id else {
        unreachable!()
    };
    let voice = rig
        .ledger
        .trainings()
        .get(tid)
        .unwrap()
        .status
        .remote_voice_id
        .unwrap();
    sim.client().custom_voices().clone_voice(voice).await.unwrap();
    let now = rig.ledger.now();
    rig.ledger
        .trainings()
        .update(tid, TrainingState::AwaitingApproval, |s, _| {
            s.state = TrainingState::Cloning;
            s.approval = Approval::Approved;
            s.pending = Some(PendingAction {
                kind: PendingKind::CloneSent,
                since: now,
            });
        })
        .unwrap();

    let engine = rig.start(&sim).await;
    let done = tokio::time::timeout(LIMIT, engine.wait_settled(&[job.id]))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(
        done[0].state,
        JobStage::Training(TrainingState::Done),
        "{:?}",
        done[0]
    );
    assert_eq!(posts(&sim.requests().await, "/clone").len(), 1);
    assert_eq!(sim.charges().await[&voice.to_string()], vec![50]);
    engine.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_expired_upload_url_gets_a_new_dub() {
    let sim = Sim::start_with(1_000, |c| c.upload_url_ttl = Duration::from_secs(1)).await;
    let rig = Rig::new();
    let voice = sim.voice().await;
    // The row as a crashed engine left it: created on the service, not uploaded, expiry unknown.
    let input = rig.input("late.wav", 1_000);
    let record = dubdeck_core::engine::add_dub(
        &rig.ledger,
        &no_ffmpeg(),
        rig.dub_request(DubSource::File(input), &voice, Some(100)),
    )
    .await
    .unwrap();
    let created = sim
        .client()
        .dubs()
        .create(&dubdeck_api::CreateDub::upload(voice.0))
        .await
        .unwrap();
    let old_remote = created.dub.id;
    let url = created.upload_url.unwrap().to_string();
    rig.ledger
        .dubs()
        .update(record.id, DubState::Created, |s| s.state = DubState::Creating)
        .unwrap();
    rig.ledger
        .dubs()
        .update(record.id, DubState::Creating, |s| {
            s.state = DubState::Uploading;
            s.remote_id = Some(old_remote);
            s.upload = Some(UploadTarget {
                url,
                expires_at: None,
            });
        })
        .unwrap();
    tokio::time::sleep(Duration::from_millis(2_100)).await;

    let engine = rig.start(&sim).await;
    let done = tokio::time::timeout(LIMIT, engine.wait_settled(&[JobId::Dub(record.id)]))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(done[0].state, JobStage::Dub(DubState::Done), "{:?}", done[0]);
    let new_remote = rig
        .ledger
        .dubs()
        .get(record.id)
        .unwrap()
        .status
        .remote_id
        .unwrap();
    assert_ne!(new_remote, old_remote);
    let charges = sim.charges().await;
    assert_eq!(charges.len(), 1);
    assert_eq!(charges[&new_remote.to_string()], vec![10]);
    engine.shutdown().await;
}

/// A dub whose video copy was cut short (the engine stopped dead while ffmpeg ran) is finished by
/// a new engine over the same ledger, and still never through a link planted meanwhile at the
/// copy's `.part`: the link's target stays as it was, and the copy is whole.
#[cfg(unix)]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_video_copy_cut_short_is_made_again_and_never_through_a_link() {
    let sim = Sim::start(1_000).await;
    let rig = Rig::new();
    let voice = sim.voice().await;
    let clip = rig.dir.path().join("clip.mp4");
    video(&clip, 3);
    let started = rig.dir.path().join("mux-started");
    let stall = format!("touch '{}'; exec sleep 60", started.display());
    let media = ffmpeg_wrapped(&rig.dir.path().join("bin"), &stall).await;
    let engine = dubdeck_core::engine::Engine::start(rig.ctx(&sim).with_media(media))
        .await
        .unwrap();
    let job = engine
        .enqueue_dub(rig.dub_request(DubSource::File(clip.clone()), &voice, Some(100)))
        .await
        .unwrap();
    let id = job.id;
    let waited = tokio::time::timeout(LIMIT, async {
        while !started.exists() {
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    })
    .await;
    assert!(waited.is_ok(), "the video copy never started");
    engine.kill().await;

    let JobId::Dub(dub_id) = id else { unreachable!() };
    let row = rig.ledger.dubs().get(dub_id).unwrap();
    assert_eq!(row.status.state, DubState::Downloading);
    let dest = row.status.video_path.clone().unwrap();
    let part = part_of(&dest);
    // Someone swaps the claimed name for a link while Dubdeck is not running.
    let victim = rig.dir.path().join("victim.txt");
    std::fs::write(&victim, b"precious").unwrap();
    let _ = std::fs::remove_file(&part);
    std::os::unix::fs::symlink(&victim, &part).unwrap();

    let engine = dubdeck_core::engine::Engine::start(rig.ctx(&sim).with_media(ffmpeg().await))
        .await
        .unwrap();
    let done = tokio::time::timeout(LIMIT, engine.wait_settled(&[id]))
        .await
        .unwrap()
        .unwrap();
    assert_video_written_past_the_link(&done[0], &clip, &dest, &part, &victim);
    let leftovers: Vec<_> = files_under(&rig.data_dir().join("work"))
        .into_iter()
        .chain(
            files_under(&rig.out_dir())
                .into_iter()
                .filter(|p| p.to_string_lossy().contains(".part")),
        )
        .collect();
    assert!(leftovers.is_empty(), "{leftovers:?}");
    engine.shutdown().await;
}
