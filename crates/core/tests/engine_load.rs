//! Load and rate limits: 100 dubs at once against the simulator's strict per-key limits (with
//! 2-second windows so the test is quick): none fails because of rate limits, none is lost, each is
//! paid once, and no dub is polled more than once per 3 s. A 429 storm shows on the row as
//! a `rate_limited` notice with the time the wait ends, never as a failure. After the runs, no file in the data folder
//! holds the API key.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod engine_support;

use std::collections::HashSet;
use std::time::Duration;

use dubdeck_core::engine::{DubSource, EngineEvent};
use dubdeck_core::events::{Event, JobId, JobStage};
use dubdeck_core::job::{DubState, Notice};
use dubdeck_sim::RateLimits;
use engine_support::*;
use serde_json::json;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_hundred_dubs_under_strict_limits_all_finish_paid_once_and_politely_polled() {
    let sim = Sim::start_with(100_000, |c| {
        c.rate_limits = RateLimits {
            minute_window: Duration::from_secs(2),
            ..RateLimits::strict()
        };
    })
    .await;
    let rig = Rig::new();
    let voice = sim.voice().await;
    let engine = rig.start(&sim).await;
    let mut ids = Vec::new();
    for i in 0..100 {
        let input = rig.input(&format!("in-{i:03}.wav"), 1_000);
        let job = engine
            .enqueue_dub(rig.dub_request(DubSource::File(input), &voice, Some(100)))
            .await
            .unwrap();
        ids.push(job.id);
    }
    let done = tokio::time::timeout(Duration::from_secs(240), engine.wait_settled(&ids))
        .await
        .expect("100 dubs settle")
        .unwrap();
    let not_done: Vec<_> = done
        .iter()
        .filter(|v| v.state != JobStage::Dub(DubState::Done))
        .collect();
    assert!(not_done.is_empty(), "{not_done:?}");
    let outputs: HashSet<_> = done.iter().map(|v| v.output_path.clone().unwrap()).collect();
    assert_eq!(outputs.len(), 100);

    let charges = sim.charges().await;
    assert_eq!(charges.len(), 100);
    assert!(charges.values().all(|c| c == &vec![10]), "{charges:?}");
    let requests = sim.requests().await;
    assert!(
        requests.iter().any(|r| r["status"] == 429),
        "the strict limits were never reached; the test does not test them"
    );
    assert_eq!(
        posts(&requests, "/generate")
            .iter()
            .filter(|r| r["status"] == 200)
            .count(),
        100
    );
    assert_polls_spaced(&requests);
    engine.shutdown().await;

    // The key never lands on disk: not in the ledger, its WAL, or anything else in the folder.
    for file in files_under(&rig.data_dir()) {
        let bytes = std::fs::read(&file).unwrap();
        assert!(
            !bytes.windows(KEY.len()).any(|w| w == KEY.as_bytes()),
            "{} contains the API key",
            file.display()
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_429_storm_is_waiting_never_failing() {
    let sim = Sim::start(1_000).await;
    let rig = Rig::new();
    let voice = sim.voice().await;
    sim.put(
        "/_sim/faults",
        json!({"rateLimitStorm": {"count": 3, "retryAfterSecs": 1, "pathPrefix": "/v1/me/dubs"}}),
    )
    .await;
    let engine = rig.start(&sim).await;
    let mut events = engine.subscribe();
    let job = engine
        .enqueue_dub(rig.dub_request(DubSource::File(rig.input("a.wav", 1_000)), &voice, Some(100)))
        .await
        .unwrap();
    let id = job.id;
    let saw_notice = tokio::time::timeout(Duration::from_secs(30), async {
        loop {
            if let Ok(EngineEvent::JobChanged(view)) = events.recv().await
                && view.id == id
                && matches!(view.notice, Some(Notice::RateLimited { .. }))
            {
                assert!(view.failure.is_none());
                return;
            }
        }
    })
    .await;
    assert!(saw_notice.is_ok(), "no waiting notice was shown");
    // Front ends that only implement the EventSink (the desktop app) get the same notice.
    let sink_saw_notice = rig.sink.events().iter().any(|e| {
        matches!(e, Event::JobChanged(view)
            if view.id == id
                && matches!(view.notice, Some(Notice::RateLimited { .. }))
                && view.failure.is_none())
    });
    assert!(
        sink_saw_notice,
        "the event sink never received the waiting notice"
    );
    let done = tokio::time::timeout(Duration::from_secs(60), engine.wait_settled(&[id]))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(done[0].state, JobStage::Dub(DubState::Done), "{:?}", done[0]);
    assert_eq!(done[0].notice, None);
    let JobId::Dub(dub_id) = id else { unreachable!() };
    assert_eq!(
        rig.ledger
            .dubs()
            .get(dub_id)
            .unwrap()
            .status
            .schedule
            .total_attempts,
        0
    );
    let storms = sim.requests().await.iter().filter(|r| r["status"] == 429).count();
    assert_eq!(storms, 3);
    engine.shutdown().await;
}
