#![allow(clippy::unwrap_used, clippy::expect_used)]
//! The dub state machine end to end, from an upload and from a link: every stage in order after its
//! stage time, the measured duration and credits, the rendered result, every error of the dub
//! operations, forced advances and run-time stage changes.

mod common;

use std::collections::HashSet;
use std::io::Cursor;
use std::time::Duration;

use common::*;
use reqwest::Method;
use serde_json::{Value, json};

const DUB_FIELDS: &[&str] = &[
    "id",
    "voiceId",
    "link",
    "separate",
    "status",
    "inputDuration",
    "inputSource",
    "pitchShift",
    "errorCode",
    "errorMessage",
    "apiCreditsUsed",
    "apiCreditsLeft",
    "completedAt",
    "createdAt",
    "updatedAt",
    "dubUrl",
    "requiredCredits",
];

#[track_caller]
fn assert_dub_shape(d: &Value) {
    let keys: HashSet<&str> = d.as_object().unwrap().keys().map(String::as_str).collect();
    assert_eq!(keys, DUB_FIELDS.iter().copied().collect::<HashSet<_>>(), "{d}");
    assert!(
        is_timestamp(&d["createdAt"]) && is_timestamp(&d["updatedAt"]),
        "{d}"
    );
    assert!(
        d["completedAt"].is_null() || is_timestamp(&d["completedAt"]),
        "{d}"
    );
    assert!(ts(&d["updatedAt"]) >= ts(&d["createdAt"]));
    assert!(
        d["errorCode"].is_null() && d["errorMessage"].is_null(),
        "always null at present: {d}"
    );
    let done_or_error = d["status"] == "done" || d["status"] == "error";
    assert_eq!(d["completedAt"].is_null(), !done_or_error, "{d}");
    assert_eq!(d["dubUrl"].is_null(), d["status"] != "done", "{d}");
}

/// Polls until `last`, collecting the distinct statuses seen, in order.
async fn statuses_until(api: &Api, id: &str, last: &str) -> (Vec<String>, Value) {
    let mut seen: Vec<String> = Vec::new();
    for _ in 0..3000 {
        let d = api.dub(id).await;
        assert_dub_shape(&d);
        let s = d["status"].as_str().unwrap().to_owned();
        if seen.last() != Some(&s) {
            seen.push(s.clone());
        }
        if s == last || s == "error" {
            return (seen, d);
        }
        tokio::time::sleep(Duration::from_millis(15)).await;
    }
    panic!("dub {id} never reached {last}: {seen:?}");
}

fn ms_between(a: &Value, b: &Value) -> i128 {
    (ts(b) - ts(a)).whole_milliseconds()
}

fn wav_ms(bytes: &[u8]) -> u64 {
    let r = hound::WavReader::new(Cursor::new(bytes)).unwrap();
    let spec = r.spec();
    u64::from(r.duration()) * 1000 / u64::from(spec.sample_rate)
}

#[tokio::test]
async fn a_dub_from_an_upload_runs_every_stage_in_order() {
    const STAGE: i128 = 250;
    let sim = start(config(STAGE as u64)).await;
    let api = sim.api(ALICE);
    let before = api.me_credits().await;
    let voice = api.public_voice().await;
    let (dub, upload_url) = api.create_dub(json!({ "voiceId": voice, "pitchShift": 3 })).await;
    assert_dub_shape(&dub);
    assert_eq!(dub["status"], "new");
    assert_eq!(dub["voiceId"], voice.as_str());
    assert_eq!(
        (dub["apiCreditsUsed"].clone(), dub["apiCreditsLeft"].clone()),
        (json!(0), Value::Null)
    );
    assert_eq!(
        (dub["inputDuration"].clone(), dub["requiredCredits"].clone()),
        (Value::Null, Value::Null)
    );
    let id = dub["id"].as_str().unwrap().to_owned();

    upload(&sim.http, upload_url.as_str().unwrap(), sine_wav(1500, 16_000)).await;
    let pre = api.post_empty(&format!("/v1/me/dubs/{id}/preprocess")).await;
    let pre = pre.expect_ok()["dub"].clone();
    assert_eq!(pre["status"], "preprocessing");
    assert!(pre["inputDuration"].is_null() && pre["requiredCredits"].is_null());
    assert!(ts(&pre["updatedAt"]) >= ts(&dub["updatedAt"]));

    let (seen, ready) = statuses_until(&api, &id, "preprocessed").await;
    assert_eq!(seen, ["preprocessing", "preprocessed"]);
    let duration = ready["inputDuration"].as_i64().unwrap();
    assert!((1450..=1550).contains(&duration), "measured {duration} ms");
    assert_eq!(ready["requiredCredits"], 10);
    assert!(
        ms_between(&pre["updatedAt"], &ready["updatedAt"]) >= STAGE,
        "the stage lasted its time"
    );
    assert_eq!(api.me_credits().await, before, "preprocessing is free");

    let generated = api.post_empty(&format!("/v1/me/dubs/{id}/generate")).await;
    let generated = generated.expect_ok()["dub"].clone();
    assert_dub_shape(&generated);
    assert_eq!(generated["status"], "queued");
    assert_eq!(generated["apiCreditsUsed"], 10);
    assert_eq!(generated["apiCreditsLeft"], before - 10);
    assert_eq!(api.me_credits().await, before - 10);

    let (seen, done) = statuses_until(&api, &id, "done").await;
    assert_eq!(seen, ["queued", "starting", "processing", "finalizing", "done"]);
    assert!(ms_between(&generated["updatedAt"], &done["completedAt"]) >= 4 * STAGE);
    assert_eq!(done["completedAt"], done["updatedAt"]);
    assert_eq!(done["apiCreditsUsed"], 10);
    assert_eq!(api.me_credits().await, before - 10, "charged exactly once");

    // The result downloads, as a WAV of the input's length.
    let url = done["dubUrl"].as_str().unwrap();
    let bytes = sim
        .http
        .get(url)
        .send()
        .await
        .unwrap()
        .error_for_status()
        .unwrap()
        .bytes()
        .await
        .unwrap();
    let ms = wav_ms(&bytes);
    assert!((1400..=1600).contains(&ms), "result lasts {ms} ms");
    // A fresh URL on every read still works.
    let again = api.dub(&id).await;
    sim.http
        .get(again["dubUrl"].as_str().unwrap())
        .send()
        .await
        .unwrap()
        .error_for_status()
        .unwrap();

    let account = sim.surface_get("/_sim/accounts/alice").await;
    let charges: Vec<&Value> = account["charges"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|c| c["id"] == id.as_str())
        .collect();
    assert_eq!(charges.len(), 1);
    assert_eq!(
        (charges[0]["kind"].clone(), charges[0]["credits"].clone()),
        (json!("dub"), json!(10))
    );
    sim.shutdown().await;
}

#[tokio::test]
async fn a_dub_from_a_link_is_fetched_measured_and_rendered() {
    let sim = start(config(60)).await;
    let api = sim.api(ALICE);
    let (files, server) = serve_files(vec![("/clip.wav", sine_wav(2000, 8_000))]).await;
    let voice = api.public_voice().await;
    let link = files.join("clip.wav").unwrap().to_string();
    let (dub, upload_url) = api.create_dub(json!({ "voiceId": voice, "link": link })).await;
    assert_eq!(upload_url, Value::Null, "no upload URL when a link is given");
    assert_eq!(
        (dub["link"].clone(), dub["inputSource"].clone()),
        (json!(link), json!("link"))
    );
    let id = dub["id"].as_str().unwrap().to_owned();
    api.post_empty(&format!("/v1/me/dubs/{id}/preprocess"))
        .await
        .expect_ok();
    let (_, ready) = statuses_until(&api, &id, "preprocessed").await;
    let duration = ready["inputDuration"].as_i64().unwrap();
    assert!((1950..=2050).contains(&duration), "{duration}");
    api.post_empty(&format!("/v1/me/dubs/{id}/generate"))
        .await
        .expect_ok();
    let (_, done) = statuses_until(&api, &id, "done").await;
    assert_eq!(done["status"], "done");
    let bytes = sim
        .http
        .get(done["dubUrl"].as_str().unwrap())
        .send()
        .await
        .unwrap()
        .bytes()
        .await
        .unwrap();
    assert!((1900..=2100).contains(&wav_ms(&bytes)));

    // A link that answers 404 ends the dub in error, with the documented nulls.
    let missing = files.join("missing.wav").unwrap().to_string();
    let (dub, _) = api.create_dub(json!({ "voiceId": voice, "link": missing })).await;
    let id = dub["id"].as_str().unwrap().to_owned();
    api.post_empty(&format!("/v1/me/dubs/{id}/preprocess"))
        .await
        .expect_ok();
    let (seen, failed) = statuses_until(&api, &id, "error").await;
    assert_eq!(seen, ["preprocessing", "error"]);
    assert!(failed["inputDuration"].is_null() && failed["requiredCredits"].is_null());
    assert!(is_timestamp(&failed["completedAt"]));
    server.abort();
    sim.shutdown().await;
}

async fn preprocess_upload(sim: &Sim, api: &Api, bytes: Option<Vec<u8>>) -> Value {
    let voice = api.public_voice().await;
    let (dub, url) = api.create_dub(json!({ "voiceId": voice })).await;
    let id = dub["id"].as_str().unwrap().to_owned();
    if let Some(bytes) = bytes {
        upload(&sim.http, url.as_str().unwrap(), bytes).await;
    }
    api.post_empty(&format!("/v1/me/dubs/{id}/preprocess"))
        .await
        .expect_ok();
    api.wait_dub(&id, "preprocessing to end", |d| d["status"] != "preprocessing")
        .await
}

#[tokio::test]
async fn inputs_that_cannot_be_dubbed_end_in_error() {
    let sim = start(config(20)).await;
    let api = sim.api(ALICE);
    let nothing = preprocess_upload(&sim, &api, None).await;
    assert_eq!(nothing["status"], "error", "nothing was uploaded");
    let text = preprocess_upload(&sim, &api, Some(b"this is not audio at all".repeat(100))).await;
    assert_eq!(text["status"], "error", "undecodable");
    for d in [&nothing, &text] {
        assert_dub_shape(d);
        assert!(d["inputDuration"].is_null() && d["requiredCredits"].is_null());
        // Nothing more can be done with it.
        let id = d["id"].as_str().unwrap();
        api.post_empty(&format!("/v1/me/dubs/{id}/generate"))
            .await
            .expect_error(400, "dub_is_not_in_preprocessed_state");
        api.post_empty(&format!("/v1/me/dubs/{id}/preprocess"))
            .await
            .expect_error(400, "dub_is_not_new");
    }
    sim.shutdown().await;
}

#[tokio::test]
async fn thirty_minutes_is_the_limit() {
    let sim = start(config(20)).await;
    let api = sim.api(ALICE);
    let exact = preprocess_upload(&sim, &api, Some(long_wav(30 * 60 * 1000))).await;
    assert_eq!(exact["status"], "preprocessed", "{exact}");
    assert_eq!(exact["inputDuration"], 30 * 60 * 1000);
    assert_eq!(exact["requiredCredits"], 300);
    let over = preprocess_upload(&sim, &api, Some(long_wav(30 * 60 * 1000 + 1000))).await;
    assert_eq!(over["status"], "error", "{over}");
    assert!(over["inputDuration"].is_null());
    // 10 credits per started minute.
    let minute_and_a_bit = preprocess_upload(&sim, &api, Some(long_wav(61_000))).await;
    assert_eq!(minute_and_a_bit["requiredCredits"], 20);
    sim.shutdown().await;
}

#[tokio::test]
async fn operations_in_the_wrong_state_are_refused_and_change_nothing() {
    let sim = start(config(200)).await;
    let api = sim.api(ALICE);
    let voice = api.public_voice().await;
    let (dub, url) = api.create_dub(json!({ "voiceId": voice })).await;
    let id = dub["id"].as_str().unwrap().to_owned();
    api.post_empty(&format!("/v1/me/dubs/{id}/generate"))
        .await
        .expect_error(400, "dub_is_not_in_preprocessed_state");
    upload(&sim.http, url.as_str().unwrap(), sine_wav(500, 8_000)).await;
    api.post_empty(&format!("/v1/me/dubs/{id}/preprocess"))
        .await
        .expect_ok();
    api.post_empty(&format!("/v1/me/dubs/{id}/preprocess"))
        .await
        .expect_error(400, "dub_is_not_new");
    api.post_empty(&format!("/v1/me/dubs/{id}/generate"))
        .await
        .expect_error(400, "dub_is_not_in_preprocessed_state");
    api.wait_dub(&id, "preprocessed", status_is("preprocessed")).await;
    api.post_empty(&format!("/v1/me/dubs/{id}/preprocess"))
        .await
        .expect_error(400, "dub_is_not_new");

    // Generate raced from several clients: one wins, one charge.
    let before = sim.credits("alice").await;
    let mut calls = Vec::new();
    for _ in 0..6 {
        let api = api.clone();
        let path = format!("/v1/me/dubs/{id}/generate");
        calls.push(tokio::spawn(async move { api.post_empty(&path).await }));
    }
    let mut won = 0;
    for c in calls {
        let r = c.await.unwrap();
        if r.status == 200 {
            won += 1;
        } else {
            r.expect_error(400, "dub_is_not_in_preprocessed_state");
        }
    }
    assert_eq!(won, 1);
    assert_eq!(sim.credits("alice").await, before - 10);
    api.post_empty(&format!("/v1/me/dubs/{id}/generate"))
        .await
        .expect_error(400, "dub_is_not_in_preprocessed_state");
    sim.shutdown().await;
}

#[tokio::test]
async fn not_enough_credits_leaves_the_dub_preprocessed_and_charges_nothing() {
    let sim = start(config(20)).await;
    let api = sim.api(ALICE);
    let id = preprocessed_dub(&sim, &api, 1000, json!({})).await;
    sim.set_credits("alice", 9).await;
    let r = api.post_empty(&format!("/v1/me/dubs/{id}/generate")).await;
    r.expect_error(403, "not_enough_credits");
    assert!(r.header("x-ratelimit-limit").is_some());
    let d = api.dub(&id).await;
    assert_eq!(d["status"], "preprocessed");
    assert_eq!(
        (d["apiCreditsUsed"].clone(), d["apiCreditsLeft"].clone()),
        (json!(0), Value::Null)
    );
    assert_eq!(api.me_credits().await, 9);
    assert!(
        sim.surface_get("/_sim/accounts/alice").await["charges"]
            .as_array()
            .unwrap()
            .is_empty()
    );

    // Exactly enough is enough, and the balance reaches zero, not below.
    sim.set_credits("alice", 10).await;
    let d = api
        .post_empty(&format!("/v1/me/dubs/{id}/generate"))
        .await
        .expect_ok()["dub"]
        .clone();
    assert_eq!(
        (d["apiCreditsUsed"].clone(), d["apiCreditsLeft"].clone()),
        (json!(10), json!(0))
    );
    assert_eq!(api.me_credits().await, 0);
    let other = preprocessed_dub(&sim, &api, 1000, json!({})).await;
    api.post_empty(&format!("/v1/me/dubs/{other}/generate"))
        .await
        .expect_error(403, "not_enough_credits");
    assert_eq!(api.me_credits().await, 0);
    sim.shutdown().await;
}

#[tokio::test]
async fn forced_advances_and_run_time_stage_changes() {
    let sim = start(config(600_000)).await;
    let api = sim.api(ALICE);
    let voice = api.public_voice().await;
    let (dub, url) = api.create_dub(json!({ "voiceId": voice })).await;
    let id = dub["id"].as_str().unwrap().to_owned();
    let (status, body) = sim.advance_dub(&id).await;
    assert_eq!(
        (status.as_u16(), body["code"].clone()),
        (409, json!("not_advanceable")),
        "new waits for preprocess"
    );
    upload(&sim.http, url.as_str().unwrap(), sine_wav(700, 8_000)).await;
    api.post_empty(&format!("/v1/me/dubs/{id}/preprocess"))
        .await
        .expect_ok();
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(api.dub(&id).await["status"], "preprocessing", "a 10-minute stage");
    let (status, d) = sim.advance_dub(&id).await;
    assert_eq!(status, 200, "{d}");
    assert_eq!(d["status"], "preprocessed");
    assert_eq!(d["id"], id.as_str());
    assert_eq!(
        sim.advance_dub(&id).await.0,
        409,
        "preprocessed waits for generate"
    );
    api.post_empty(&format!("/v1/me/dubs/{id}/generate"))
        .await
        .expect_ok();
    for want in ["starting", "processing", "finalizing", "done"] {
        let (status, d) = sim.advance_dub(&id).await;
        assert_eq!((status.as_u16(), d["status"].as_str()), (200, Some(want)), "{d}");
        assert_eq!(api.dub(&id).await["status"], want);
    }
    assert_eq!(sim.advance_dub(&id).await.0, 409, "done is final");
    assert_eq!(
        sim.advance_dub("3fa85f64-5717-4562-b3fc-2c963f66afa6").await.0,
        404
    );
    assert_eq!(sim.advance_dub("nope").await.0, 400);

    // Shortening the stage moves running jobs on.
    let stuck = preprocessed_dub_with_advance(&sim, &api).await;
    api.post_empty(&format!("/v1/me/dubs/{stuck}/generate"))
        .await
        .expect_ok();
    tokio::time::sleep(Duration::from_millis(100)).await;
    assert_eq!(api.dub(&stuck).await["status"], "queued");
    let (status, cfg) = sim
        .surface_send(Method::PUT, "/_sim/config", json!({ "stageMs": 10 }))
        .await;
    assert_eq!((status.as_u16(), cfg["stageMs"].clone()), (200, json!(10)));
    api.wait_dub(&stuck, "done", status_is("done")).await;
    sim.shutdown().await;
}

async fn preprocessed_dub_with_advance(sim: &Sim, api: &Api) -> String {
    let voice = api.public_voice().await;
    let (dub, url) = api.create_dub(json!({ "voiceId": voice })).await;
    let id = dub["id"].as_str().unwrap().to_owned();
    upload(&sim.http, url.as_str().unwrap(), sine_wav(300, 8_000)).await;
    api.post_empty(&format!("/v1/me/dubs/{id}/preprocess"))
        .await
        .expect_ok();
    assert_eq!(sim.advance_dub(&id).await.1["status"], "preprocessed");
    id
}
