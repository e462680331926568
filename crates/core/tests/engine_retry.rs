//! Retry after an ambiguous spend: a `generate` or `clone` reached the service but its answer was
//! lost, then the service answered only 503s until the job failed. Retried by the user, the job
//! reads the state first, ends done, is paid exactly once, and never polls forever.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod engine_support;

use std::time::Duration;

use dubdeck_core::engine::{DubSource, Engine, EngineContext, TrainingRequest};
use dubdeck_core::events::{JobId, JobStage};
use dubdeck_core::job::{DubState, FailureCode, JobKind, TrainingState};
use engine_support::*;
use serde_json::json;

const LIMIT: Duration = Duration::from_secs(60);

/// The engine with few tries per step, so an outage fails the job quickly.
fn impatient(rig: &Rig, sim: &Sim) -> EngineContext {
    let mut config = fast_config();
    config.max_attempts = 2;
    EngineContext::new(rig.ledger.clone(), sim.client())
        .with_sink(rig.sink.clone())
        .with_config(config)
}

/// Waits until the simulator's log shows a POST to `suffix` whose connection was dropped.
async fn dropped_post(sim: &Sim, suffix: &str) {
    let seen = tokio::time::timeout(LIMIT, async {
        loop {
            let requests = sim.requests().await;
            if posts(&requests, suffix).iter().any(|r| r["status"].is_null()) {
                return;
            }
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
    })
    .await;
    assert!(seen.is_ok(), "no dropped {suffix} in the log");
}

/// Puts the job's previous poll at now, so its next poll is at least 3 s away: time for the test
/// to switch the simulator to 503s after the spend's answer was dropped.
fn just_polled(rig: &Rig, kind: JobKind, id: uuid::Uuid) {
    let now = rig.ledger.now();
    rig.ledger
        .engine_jobs()
        .update(kind, id, |i| i.last_poll_sent_at = Some(now))
        .unwrap();
}

async fn outage(sim: &Sim, prefix: String) {
    sim.put(
        "/_sim/faults",
        json!({"serverErrors": {"count": 100_000, "status": 503, "pathPrefix": prefix}}),
    )
    .await;
}

async fn clear_log(sim: &Sim) {
    let url = sim.base.join("_sim/requests").unwrap();
    assert!(sim.http.delete(url).send().await.unwrap().status().is_success());
}

async fn clear_faults(sim: &Sim) {
    let url = sim.base.join("_sim/faults").unwrap();
    assert!(sim.http.delete(url).send().await.unwrap().status().is_success());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_dub_failed_after_a_lost_generate_answer_is_retried_to_done_and_paid_once() {
    let sim = Sim::start(1_000).await;
    let rig = Rig::new();
    let voice = sim.voice().await;
    // Parked before the spend, with its price known.
    let engine = rig.start(&sim).await;
    let job = engine
        .enqueue_dub(rig.dub_request(DubSource::File(rig.input("song.wav", 1_000)), &voice, Some(0)))
        .await
        .unwrap();
    let id = job.id;
    let parked = tokio::time::timeout(LIMIT, engine.wait_settled(&[id]))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(parked[0].state, JobStage::Dub(DubState::AwaitingApproval));
    engine.shutdown().await;
    let JobId::Dub(dub_id) = id else { unreachable!() };
    let remote = rig.ledger.dubs().get(dub_id).unwrap().status.remote_id.unwrap();

    // The generate takes effect but its answer is lost; then the service is unreachable.
    sim.put(
        "/_sim/faults",
        json!({"dropConnections": {"count": 1, "pathPrefix": format!("/v1/me/dubs/{remote}/generate"), "afterHandling": true}}),
    )
    .await;
    just_polled(&rig, JobKind::Dub, dub_id.0);
    let engine = Engine::start(impatient(&rig, &sim)).await.unwrap();
    engine.approve(id).await.unwrap();
    dropped_post(&sim, "/generate").await;
    outage(&sim, format!("/v1/me/dubs/{remote}")).await;
    let failed = tokio::time::timeout(LIMIT, engine.wait_settled(&[id]))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(
        failed[0].state,
        JobStage::Dub(DubState::Failed),
        "{:?}",
        failed[0]
    );
    assert_eq!(
        failed[0].failure.as_ref().unwrap().code(),
        FailureCode::ServerError
    );
    assert_eq!(sim.charges().await[&remote.to_string()], vec![10]);

    // The service is back; the user retries. (The log starts again: the client's own quick
    // retries of a 503 read are not the engine's polls.)
    assert_eq!(posts(&sim.requests().await, "/generate").len(), 1);
    clear_faults(&sim).await;
    clear_log(&sim).await;
    engine.retry(id).await.unwrap();
    let done = tokio::time::timeout(LIMIT, engine.wait_settled(&[id]))
        .await
        .expect("the retried dub settles (it must not poll forever)")
        .unwrap();
    assert_eq!(done[0].state, JobStage::Dub(DubState::Done), "{:?}", done[0]);
    let out = done[0].output_path.clone().unwrap();
    assert_eq!(sha_of_file(&out), sim.sha_of_url(&dub_url(&rig, dub_id)).await);
    let requests = sim.requests().await;
    assert!(
        posts(&requests, "/generate").is_empty(),
        "generate was sent again"
    );
    assert_eq!(sim.charges().await[&remote.to_string()], vec![10]);
    assert_polls_spaced(&requests);
    engine.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_dub_failed_by_an_older_version_after_generate_is_resumed_to_done() {
    // A row an earlier Dubdeck left: failed with the generate mark cleared, last seen
    // `preprocessed`, while the service went on generating. Retry must not poll it forever.
    let sim = Sim::start(1_000).await;
    let rig = Rig::new();
    let voice = sim.voice().await;
    let engine = rig.start(&sim).await;
    let job = engine
        .enqueue_dub(rig.dub_request(DubSource::File(rig.input("song.wav", 1_000)), &voice, Some(0)))
        .await
        .unwrap();
    let id = job.id;
    tokio::time::timeout(LIMIT, engine.wait_settled(&[id]))
        .await
        .unwrap()
        .unwrap();
    engine.shutdown().await;
    let JobId::Dub(dub_id) = id else { unreachable!() };
    let remote = rig.ledger.dubs().get(dub_id).unwrap().status.remote_id.unwrap();
    sim.client().dubs().generate(remote).await.unwrap();
    rig.ledger
        .dubs()
        .update(dub_id, DubState::AwaitingApproval, |s| {
            s.state = DubState::Failed;
            s.approval = dubdeck_core::job::Approval::Approved;
            s.pending = None;
            s.failure = Some(dubdeck_core::job::JobFailure::from_code(FailureCode::ServerError));
        })
        .unwrap();

    dubdeck_core::engine::jobs::retry(&rig.ledger, id).await.unwrap();
    let engine = rig.start(&sim).await;
    let done = tokio::time::timeout(LIMIT, engine.wait_settled(&[id]))
        .await
        .expect("the resumed dub settles (it must not poll forever)")
        .unwrap();
    assert_eq!(done[0].state, JobStage::Dub(DubState::Done), "{:?}", done[0]);
    assert_eq!(posts(&sim.requests().await, "/generate").len(), 1);
    assert_eq!(sim.charges().await[&remote.to_string()], vec![10]);
    engine.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_training_failed_after_a_lost_clone_answer_is_retried_to_done_and_paid_once() {
    let sim = Sim::start(1_000).await;
    let rig = Rig::new();
    let engine = rig.start(&sim).await;
    let job = engine
        .enqueue_training(TrainingRequest {
            name: "Lost answer".into(),
            max_minutes: 5,
            separate: true,
            files: vec![rig.input("a.wav", 1_000)],
            approve_up_to: None,
        })
        .await
        .unwrap();
    let id = job.id;
    let parked = tokio::time::timeout(LIMIT, engine.wait_settled(&[id]))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(
        parked[0].state,
        JobStage::Training(TrainingState::AwaitingApproval)
    );
    engine.shutdown().await;
    let JobId::Training(tid) = id else { unreachable!() };
    let voice = rig
        .ledger
        .trainings()
        .get(tid)
        .unwrap()
        .status
        .remote_voice_id
        .unwrap();

    sim.put(
        "/_sim/faults",
        json!({"dropConnections": {"count": 1, "pathPrefix": format!("/v1/me/voices/{voice}/clone"), "afterHandling": true}}),
    )
    .await;
    just_polled(&rig, JobKind::Training, tid.0);
    let engine = Engine::start(impatient(&rig, &sim)).await.unwrap();
    engine.approve(id).await.unwrap();
    dropped_post(&sim, "/clone").await;
    outage(&sim, format!("/v1/me/voices/{voice}")).await;
    let failed = tokio::time::timeout(LIMIT, engine.wait_settled(&[id]))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(
        failed[0].state,
        JobStage::Training(TrainingState::Failed),
        "{:?}",
        failed[0]
    );
    assert_eq!(sim.charges().await[&voice.to_string()], vec![50]);

    clear_faults(&sim).await;
    engine.retry(id).await.unwrap();
    let done = tokio::time::timeout(LIMIT, engine.wait_settled(&[id]))
        .await
        .expect("the retried training settles")
        .unwrap();
    assert_eq!(
        done[0].state,
        JobStage::Training(TrainingState::Done),
        "{:?}",
        done[0]
    );
    assert_eq!(
        posts(&sim.requests().await, "/clone").len(),
        1,
        "clone was sent again"
    );
    assert_eq!(sim.charges().await[&voice.to_string()], vec![50]);
    engine.shutdown().await;
}
