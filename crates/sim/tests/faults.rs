#![allow(clippy::unwrap_used, clippy::expect_used)]
//! Fault injection through the test surface: latency, 5xx answers with given bodies that do
//! nothing, dropped connections before and after handling (seen by plain clients as connection
//! errors, never as statuses), 429 storms, path prefixes, and cut uploads.

mod common;

use std::time::{Duration, Instant};

use common::*;
use reqwest::Method;
use serde_json::{Value, json};
use tokio::io::{AsyncReadExt, AsyncWriteExt};

#[tokio::test]
async fn latency_delays_every_matching_request() {
    let sim = start(config(50)).await;
    let api = sim.api(ALICE);
    sim.set_faults(json!({ "latencyMs": 1000 })).await;
    let t = Instant::now();
    api.get("/v1/me").await.expect_ok();
    assert!(
        t.elapsed() >= Duration::from_millis(1000),
        "waited {:?}",
        t.elapsed()
    );
    // The test surface is never delayed (generous bounds: no injected wait).
    let t = Instant::now();
    sim.surface_get("/_sim/faults").await;
    assert!(t.elapsed() < Duration::from_millis(1000));
    // Clearing removes the latency.
    let (status, body) = sim.surface_send(Method::DELETE, "/_sim/faults", json!({})).await;
    assert_eq!((status.as_u16(), body), (200, json!({})));
    let t = Instant::now();
    api.get("/v1/me").await.expect_ok();
    assert!(
        t.elapsed() < Duration::from_millis(1000),
        "a generous bound: no injected wait"
    );
    sim.shutdown().await;
}

#[tokio::test]
async fn server_errors_answer_the_given_body_and_do_nothing() {
    let sim = start(config(50)).await;
    let api = sim.api(ALICE);
    let voice = api.public_voice().await;
    let (dub, _) = api.create_dub(json!({ "voiceId": voice })).await;
    let id = dub["id"].as_str().unwrap().to_owned();

    let html = "<html><body>502 Bad Gateway</body></html>";
    sim.set_faults(
        json!({ "serverErrors": { "count": 2, "status": 502, "body": html, "pathPrefix": "/v1/me/dubs" } }),
    )
    .await;
    api.get("/v1/me").await.expect_ok();
    for _ in 0..2 {
        let resp = api
            .request(Method::POST, &format!("/v1/me/dubs/{id}/preprocess"))
            .send()
            .await
            .unwrap();
        assert_eq!(resp.status(), 502);
        assert!(
            resp.headers()["content-type"]
                .to_str()
                .unwrap()
                .starts_with("text/html")
        );
        assert_eq!(resp.text().await.unwrap(), html);
    }
    assert_eq!(
        api.dub(&id).await["status"],
        "new",
        "the faulted POSTs did nothing"
    );
    assert!(
        sim.surface_get("/_sim/faults")
            .await
            .get("serverErrors")
            .is_none(),
        "spent faults are gone"
    );

    for (status, body) in [
        (500, r#"{"code":"internal","message":"boom"}"#),
        (503, ""),
        (599, "plain text"),
    ] {
        sim.set_faults(json!({ "serverErrors": { "count": 1, "status": status, "body": body } }))
            .await;
        let resp = api.request(Method::GET, "/v1/voices").send().await.unwrap();
        assert_eq!(resp.status().as_u16(), status);
        assert_eq!(resp.text().await.unwrap(), body);
    }
    // Bad fault sets are refused.
    let (status, _) = sim
        .surface_send(
            Method::PUT,
            "/_sim/faults",
            json!({ "serverErrors": { "count": 1, "status": 404 } }),
        )
        .await;
    assert_eq!(status, 400);
    let (status, _) = sim
        .surface_send(Method::PUT, "/_sim/faults", json!({ "noSuchFault": 1 }))
        .await;
    assert_eq!(status, 400);
    sim.shutdown().await;
}

/// Sends a raw HTTP/1.1 request and answers whatever came back before the connection closed.
async fn raw_exchange(sim: &Sim, request: &str) -> Vec<u8> {
    let mut stream = tokio::net::TcpStream::connect((sim.base.host_str().unwrap(), sim.base.port().unwrap()))
        .await
        .unwrap();
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut got = Vec::new();
    let _ = tokio::time::timeout(Duration::from_secs(10), stream.read_to_end(&mut got))
        .await
        .expect("the connection closes");
    got
}

#[tokio::test]
async fn dropped_connections_give_no_status_before_or_after_handling() {
    let sim = start(config(50)).await;
    let api = sim.api(ALICE);
    sim.set_faults(json!({ "dropConnections": { "count": 1 } })).await;
    let err = api
        .request(Method::GET, "/v1/me")
        .send()
        .await
        .expect_err("a connection error, not a status");
    assert!(err.status().is_none());
    api.get("/v1/me").await.expect_ok();

    // A raw client sees the connection close with not a byte of response.
    sim.set_faults(json!({ "dropConnections": { "count": 1 } })).await;
    let got = raw_exchange(
        &sim,
        &format!("GET /v1/me HTTP/1.1\r\nHost: x\r\nAuthorization: Api-Key {ALICE}\r\n\r\n"),
    )
    .await;
    assert!(got.is_empty(), "got {:?}", String::from_utf8_lossy(&got));
    let got = raw_exchange(
        &sim,
        &format!(
            "GET /v1/me HTTP/1.1\r\nHost: x\r\nConnection: close\r\nAuthorization: Api-Key {ALICE}\r\n\r\n"
        ),
    )
    .await;
    assert!(got.starts_with(b"HTTP/1.1 200"), "the fault was spent");

    // After handling: the POST takes effect, the caller never hears.
    let voice = api.public_voice().await;
    let (dub, url) = api.create_dub(json!({ "voiceId": voice })).await;
    let id = dub["id"].as_str().unwrap().to_owned();
    upload(&sim.http, url.as_str().unwrap(), sine_wav(300, 8_000)).await;
    sim.set_faults(
        json!({ "dropConnections": { "count": 1, "afterHandling": true, "pathPrefix": "/v1/me/dubs/" } }),
    )
    .await;
    let err = api
        .request(Method::POST, &format!("/v1/me/dubs/{id}/preprocess"))
        .send()
        .await
        .expect_err("no answer");
    assert!(err.status().is_none());
    assert_ne!(api.dub(&id).await["status"], "new", "the request took effect");

    // The log shows both requests of the fault with no status.
    let log = sim.surface_get("/_sim/requests").await;
    let dropped: Vec<&Value> = log
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["status"].is_null())
        .collect();
    assert_eq!(dropped.len(), 3, "{log}");
    assert!(
        dropped
            .iter()
            .any(|e| e["method"] == "POST" && e["path"].as_str().unwrap().ends_with("/preprocess"))
    );
    sim.shutdown().await;
}

#[tokio::test]
async fn storms_answer_429_with_retry_after_on_matching_paths_only() {
    let sim = start(config(50)).await;
    let api = sim.api(ALICE);
    sim.set_faults(
        json!({ "rateLimitStorm": { "count": 2, "retryAfterSecs": 7, "pathPrefix": "/v1/voices" } }),
    )
    .await;
    api.get("/v1/me").await.expect_ok();
    for _ in 0..2 {
        let r = api.get("/v1/voices").await;
        r.expect_error(429, "rate_limit_exceeded");
        assert_eq!(r.header_u64("retry-after"), 7);
        assert_eq!(r.header_u64("x-ratelimit-remaining"), 0);
        assert!(r.header_u64("x-ratelimit-limit") > 0);
        assert!(r.header_u64("x-ratelimit-reset") > 0);
    }
    api.get("/v1/voices").await.expect_ok();
    sim.shutdown().await;
}

#[tokio::test]
async fn faults_reach_storage_paths_but_never_the_test_surface() {
    let sim = start(config(50)).await;
    let api = sim.api(ALICE);
    let voice = api.public_voice().await;
    let (_, url) = api.create_dub(json!({ "voiceId": voice })).await;
    let url = url.as_str().unwrap().to_owned();
    sim.set_faults(json!({ "serverErrors": { "count": 5, "status": 503, "body": "" } }))
        .await;
    let resp = sim
        .http
        .put(&url)
        .body(sine_wav(100, 8_000))
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), 503);
    // Four left; the test surface answers normally meanwhile.
    let faults = sim.surface_get("/_sim/faults").await;
    assert_eq!(faults["serverErrors"]["count"], 4);
    sim.shutdown().await;
}

#[tokio::test]
async fn cut_uploads_store_nothing_and_then_uploads_work_again() {
    let sim = start(config(20)).await;
    let api = sim.api(ALICE);
    let voice = api.public_voice().await;
    let (dub, url) = api.create_dub(json!({ "voiceId": voice })).await;
    let id = dub["id"].as_str().unwrap().to_owned();
    let url = url.as_str().unwrap().to_owned();
    sim.set_faults(json!({ "cutUploads": { "count": 1, "afterBytes": 1000 } }))
        .await;
    let wav = sine_wav(1000, 8_000);
    let result = sim
        .http
        .put(&url)
        .header("Content-Length", wav.len().to_string())
        .body(wav.clone())
        .send()
        .await;
    assert!(
        result.is_err() || !result.unwrap().status().is_success(),
        "the cut upload failed"
    );
    upload(&sim.http, &url, wav).await;
    api.post_empty(&format!("/v1/me/dubs/{id}/preprocess"))
        .await
        .expect_ok();
    let d = api
        .wait_dub(&id, "preprocessed", |d| d["status"] != "preprocessing")
        .await;
    assert_eq!(d["status"], "preprocessed");
    sim.shutdown().await;
}

#[tokio::test]
async fn cut_downloads_break_off_and_then_downloads_work_again() {
    let sim = start(config(20)).await;
    let body = vec![7u8; 256 * 1024];
    let resp = sim
        .http
        .put(sim.url("/_sim/results/cut-me.bin"))
        .header("Content-Length", body.len().to_string())
        .body(body.clone())
        .send()
        .await
        .unwrap();
    let url = resp.json::<Value>().await.unwrap()["url"]
        .as_str()
        .unwrap()
        .to_owned();
    sim.set_faults(json!({ "cutDownloads": { "count": 1, "afterBytes": 1000 } }))
        .await;
    let cut = match sim.http.get(&url).send().await {
        Ok(resp) => resp.bytes().await.map(|b| b.len()),
        Err(e) => Err(e),
    };
    assert!(cut.is_err(), "the download broke off: {cut:?}");
    let whole = sim.http.get(&url).send().await.unwrap().bytes().await.unwrap();
    assert_eq!(whole.len(), body.len());
    sim.shutdown().await;
}
