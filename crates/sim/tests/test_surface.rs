#![allow(clippy::unwrap_used, clippy::expect_used)]
//! The test surface: off by default (404), accounts and credits, the request log, run-time config,
//! and storing results of any size by streaming.

mod common;

use common::*;
use dubdeck_sim::SimConfig;
use futures::StreamExt;
use reqwest::Method;
use serde_json::{Value, json};
use sha2::{Digest, Sha256};

#[tokio::test]
async fn the_surface_is_off_unless_enabled() {
    let sim = start(SimConfig {
        test_surface: false,
        ..config(50)
    })
    .await;
    for (method, path) in [
        (Method::GET, "/_sim/accounts/alice"),
        (Method::PUT, "/_sim/faults"),
        (Method::GET, "/_sim/requests"),
        (Method::PUT, "/_sim/config"),
        (
            Method::POST,
            "/_sim/dubs/3fa85f64-5717-4562-b3fc-2c963f66afa6/advance",
        ),
    ] {
        let r = Reply::of(
            sim.http
                .request(method, sim.url(path))
                .json(&json!({}))
                .send()
                .await
                .unwrap(),
        )
        .await;
        r.expect_error(404, "not_found");
    }
    sim.shutdown().await;
}

#[tokio::test]
async fn accounts_and_credits() {
    let sim = start(config(50)).await;
    let a = sim.surface_get("/_sim/accounts/alice").await;
    assert_eq!(
        a,
        json!({ "name": "alice", "credits": 100_000, "keys": [ALICE, ALICE2], "charges": [] })
    );
    let (status, body) = sim
        .surface_send(
            Method::PUT,
            "/_sim/accounts/alice/credits",
            json!({ "credits": 42 }),
        )
        .await;
    assert_eq!((status.as_u16(), body["credits"].clone()), (200, json!(42)));
    assert_eq!(sim.api(ALICE2).me_credits().await, 42);
    assert_eq!(sim.api(BOB).me_credits().await, 100_000);
    for bad in [
        json!({ "credits": -1 }),
        json!({ "credits": "5" }),
        json!({}),
        json!({ "credits": 5, "x": 1 }),
    ] {
        let (status, body) = sim
            .surface_send(Method::PUT, "/_sim/accounts/alice/credits", bad)
            .await;
        assert_eq!(status, 400, "{body}");
        assert!(body["message"].is_string());
    }
    let (status, body) = sim
        .surface_send(Method::GET, "/_sim/accounts/nobody", json!({}))
        .await;
    assert_eq!((status.as_u16(), body["code"].clone()), (404, json!("not_found")));
    sim.shutdown().await;
}

#[tokio::test]
async fn the_request_log_records_every_request_outside_the_surface() {
    let sim = start(config(50)).await;
    let api = sim.api(ALICE);
    api.get("/v1/me").await.expect_ok();
    api.get("/v1/voices?limit=8&genres=pop").await.expect_ok();
    Reply::of(sim.http.get(sim.url("/v1/me")).send().await.unwrap())
        .await
        .expect_error(401, "unauthorized");
    Reply::of(
        sim.http
            .get(sim.url("/v1/me"))
            .header("Authorization", "Api-Key nope")
            .send()
            .await
            .unwrap(),
    )
    .await;
    let voice = api.public_voice().await;
    let (_, url) = api.create_dub(json!({ "voiceId": voice })).await;
    upload(&sim.http, url.as_str().unwrap(), sine_wav(100, 8_000)).await;

    let log = sim.surface_get("/_sim/requests").await;
    let log = log.as_array().unwrap();
    assert_eq!(log.len(), 7, "{log:?}");
    assert!(
        log.windows(2)
            .all(|w| w[0]["seq"].as_u64() < w[1]["seq"].as_u64()),
        "oldest first"
    );
    for e in log {
        let keys: std::collections::HashSet<&str> =
            e.as_object().unwrap().keys().map(String::as_str).collect();
        assert_eq!(
            keys,
            ["seq", "method", "path", "query", "key", "account", "at", "status"].into()
        );
        assert!(is_timestamp(&e["at"]), "{e}");
        assert!(!e["path"].as_str().unwrap().starts_with("/_sim"));
    }
    assert_eq!(
        (
            log[0]["method"].clone(),
            log[0]["path"].clone(),
            log[0]["key"].clone(),
            log[0]["account"].clone(),
            log[0]["status"].clone()
        ),
        (
            json!("GET"),
            json!("/v1/me"),
            json!(ALICE),
            json!("alice"),
            json!(200)
        )
    );
    assert_eq!(log[1]["query"], "limit=8&genres=pop");
    assert_eq!(log[0]["query"], Value::Null);
    assert_eq!(
        (
            log[2]["key"].clone(),
            log[2]["account"].clone(),
            log[2]["status"].clone()
        ),
        (Value::Null, Value::Null, json!(401))
    );
    assert_eq!(
        (log[3]["key"].clone(), log[3]["account"].clone()),
        (json!("nope"), Value::Null)
    );
    assert_eq!(log[5]["method"], "POST");
    assert_eq!(log[6]["method"], "PUT");
    assert!(
        log[6]["path"].as_str().unwrap().starts_with("/uploads/"),
        "storage paths are logged"
    );
    assert!(log[6]["status"].as_u64().unwrap() < 300);

    let (status, _) = sim
        .surface_send(Method::DELETE, "/_sim/requests", json!({}))
        .await;
    assert_eq!(status, 200);
    assert_eq!(sim.surface_get("/_sim/requests").await, json!([]));
    api.get("/v1/me").await;
    let log = sim.surface_get("/_sim/requests").await;
    assert_eq!(log.as_array().unwrap().len(), 1);
    sim.shutdown().await;
}

#[tokio::test]
async fn config_changes_timings_and_refuses_nonsense() {
    let sim = start(config(50)).await;
    let (status, body) = sim
        .surface_send(
            Method::PUT,
            "/_sim/config",
            json!({ "stageMs": 5, "uploadUrlTtlSecs": 60 }),
        )
        .await;
    assert_eq!(
        (status.as_u16(), body),
        (200, json!({ "stageMs": 5, "uploadUrlTtlSecs": 60 }))
    );
    let (status, body) = sim.surface_send(Method::PUT, "/_sim/config", json!({})).await;
    assert_eq!(
        (status.as_u16(), body),
        (200, json!({ "stageMs": 5, "uploadUrlTtlSecs": 60 }))
    );
    for bad in [
        json!({ "stageMs": -1 }),
        json!({ "uploadUrlTtlSecs": 0 }),
        json!({ "stage": 5 }),
    ] {
        assert_eq!(sim.surface_send(Method::PUT, "/_sim/config", bad).await.0, 400);
    }
    // Upload URLs signed after the change expire after the new lifetime.
    let (status, _) = sim
        .surface_send(Method::PUT, "/_sim/config", json!({ "uploadUrlTtlSecs": 1 }))
        .await;
    assert_eq!(status, 200);
    let api = sim.api(ALICE);
    let voice = api.public_voice().await;
    let (_, url) = api.create_dub(json!({ "voiceId": voice })).await;
    tokio::time::sleep(std::time::Duration::from_millis(2100)).await;
    let wav = sine_wav(100, 8_000);
    let resp = sim
        .http
        .put(url.as_str().unwrap())
        .header("Content-Length", wav.len().to_string())
        .body(wav)
        .send()
        .await
        .unwrap();
    assert!(
        resp.status().is_client_error(),
        "an expired upload URL is refused: {}",
        resp.status()
    );
    sim.shutdown().await;
}

#[tokio::test]
async fn results_of_any_size_are_streamed_into_storage() {
    let sim = start(config(50)).await;
    // 48 MiB, generated on the fly, never held whole by the test either.
    const CHUNK: usize = 1 << 20;
    const CHUNKS: usize = 48;
    let chunk_of = |i: usize| vec![(i % 251) as u8; CHUNK];
    let mut want = Sha256::new();
    for i in 0..CHUNKS {
        want.update(chunk_of(i));
    }
    let want = want.finalize();
    let stream = futures::stream::iter((0..CHUNKS).map(move |i| Ok::<_, std::io::Error>(chunk_of(i))));
    let resp = sim
        .http
        .put(sim.url("/_sim/results/bench/big.bin"))
        .header("Content-Length", (CHUNK * CHUNKS).to_string())
        .header("Content-Type", "application/octet-stream")
        .body(reqwest::Body::wrap_stream(stream))
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), 200);
    let url = resp.json::<Value>().await.unwrap()["url"]
        .as_str()
        .unwrap()
        .to_owned();
    assert!(
        url::Url::parse(&url)
            .unwrap()
            .path()
            .ends_with("/results/bench/big.bin"),
        "{url}"
    );
    let resp = sim.http.get(&url).send().await.unwrap();
    assert_eq!(resp.status(), 200);
    let mut got = Sha256::new();
    let mut len = 0;
    let mut body = resp.bytes_stream();
    while let Some(chunk) = body.next().await {
        let chunk = chunk.unwrap();
        len += chunk.len();
        got.update(&chunk);
    }
    assert_eq!(len, CHUNK * CHUNKS);
    assert_eq!(got.finalize(), want);

    // No Content-Length (a chunked body) is refused, and so are keys that could escape storage.
    let stream = futures::stream::iter([Ok::<_, std::io::Error>(vec![1u8; 10])]);
    let resp = sim
        .http
        .put(sim.url("/_sim/results/chunked"))
        .body(reqwest::Body::wrap_stream(stream))
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), 411);
    let resp = sim
        .http
        .put(sim.url("/_sim/results/a/..%2F..%2Fetc"))
        .body("x")
        .send()
        .await
        .unwrap();
    assert!(resp.status().is_client_error());
    sim.shutdown().await;
}
