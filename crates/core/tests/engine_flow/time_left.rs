//! The time left of a running dub, learned from this library's own finished dubs, against the
//! simulator's stage times: the estimate made when a dub starts is compared with how long it took.

use std::time::{Duration, Instant};

use dubdeck_core::engine::DubSource;
use dubdeck_core::events::JobStage;
use dubdeck_core::job::DubState;

use crate::engine_support::*;

/// Dubs `name` of `ms` to the end; returns the estimate made when it was added and how long it
/// took, in milliseconds.
async fn dub_once(
    engine: &dubdeck_core::engine::EngineHandle,
    rig: &Rig,
    voice: &(uuid::Uuid, String),
    name: &str,
    ms: u64,
) -> (u64, u64) {
    let input = rig.input(name, ms);
    let started = Instant::now();
    let view = engine
        .enqueue_dub(rig.dub_request(DubSource::File(input), voice, Some(100)))
        .await
        .unwrap();
    let estimate = view.eta_ms.expect("a running dub has a time left");
    let done = tokio::time::timeout(Duration::from_secs(120), engine.wait_settled(&[view.id]))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(done[0].state, JobStage::Dub(DubState::Done), "{:?}", done[0]);
    assert_eq!(done[0].eta_ms, None, "a finished dub has no time left");
    (estimate, u64::try_from(started.elapsed().as_millis()).unwrap())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_time_left_is_learned_from_finished_dubs_within_a_quarter() {
    // Every service stage takes 1.5 s (polls are 3 s apart at least).
    let sim = Sim::start_with(1_000, |c| c.stage_ms = 1_500).await;
    let rig = Rig::new();
    let voice = sim.voice().await;
    let engine = rig.start(&sim).await;

    // Before any history: the prior.
    let (prior, took) = dub_once(&engine, &rig, &voice, "first.wav", 2_000).await;
    let prior_error = prior.abs_diff(took) as f64 / took as f64;
    // Three more make the history.
    for (i, ms) in [1_500, 2_500, 2_000].into_iter().enumerate() {
        dub_once(&engine, &rig, &voice, &format!("history {i}.wav"), ms).await;
    }
    // Every stage the dubs passed was recorded.
    let samples = rig.ledger.stage_times().recent("dub", 20).unwrap();
    for stage in [
        "creating",
        "uploading",
        "preprocessing",
        "generating",
        "processing",
        "downloading",
    ] {
        assert_eq!(
            samples.iter().filter(|s| s.stage == stage).count(),
            4,
            "{stage}: {samples:?}"
        );
    }
    let mut errors = Vec::new();
    for (i, ms) in [1_800].into_iter().enumerate() {
        let (estimate, took) = dub_once(&engine, &rig, &voice, &format!("next {i}.wav"), ms).await;
        errors.push(estimate.abs_diff(took) as f64 / took as f64);
        eprintln!("estimated {estimate} ms, took {took} ms");
    }
    eprintln!(
        "prior error {:.0}%, learned errors {errors:.2?}",
        prior_error * 100.0
    );
    for error in &errors {
        assert!(
            *error < 0.25,
            "the learned estimate was {:.0}% off",
            error * 100.0
        );
    }
    engine.shutdown().await;
}
