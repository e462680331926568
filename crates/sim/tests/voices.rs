#![allow(clippy::unwrap_used, clippy::expect_used)]
//! Custom voices: creation, uploads, clone (and its refusals), training to done or error, credits
//! charged once, and using a trained voice for dubs (its own account only).

mod common;

use std::collections::HashSet;

use common::*;
use serde_json::{Value, json};

const VOICE_FIELDS: &[&str] = &[
    "id",
    "name",
    "status",
    "separate",
    "maxMinutes",
    "errorCode",
    "errorMessage",
    "apiCreditsUsed",
    "apiCreditsLeft",
    "completedAt",
    "createdAt",
    "updatedAt",
    "requiredCredits",
];

#[track_caller]
fn assert_voice_shape(v: &Value) {
    let keys: HashSet<&str> = v.as_object().unwrap().keys().map(String::as_str).collect();
    assert_eq!(keys, VOICE_FIELDS.iter().copied().collect::<HashSet<_>>(), "{v}");
    assert!(
        is_timestamp(&v["createdAt"]) && is_timestamp(&v["updatedAt"]),
        "{v}"
    );
    assert!(ts(&v["updatedAt"]) >= ts(&v["createdAt"]));
}

async fn create(api: &Api, files: usize, minutes: i64) -> (String, Vec<String>) {
    let r = api
        .post("/v1/me/voices", json!({ "name": "Studio Voice", "numberOfFiles": files, "maxMinutes": minutes, "separate": true }))
        .await;
    let b = r.expect_ok();
    let v = &b["voice"];
    assert_voice_shape(v);
    assert_eq!(v["status"], "new");
    assert_eq!(
        (v["apiCreditsUsed"].clone(), v["apiCreditsLeft"].clone()),
        (json!(0), Value::Null)
    );
    assert_eq!(v["requiredCredits"], minutes * 10);
    assert!(v["completedAt"].is_null() && v["errorCode"].is_null());
    let urls: Vec<String> = b["uploadUrls"]
        .as_array()
        .unwrap()
        .iter()
        .map(|u| u.as_str().unwrap().to_owned())
        .collect();
    assert_eq!(urls.len(), files);
    assert_eq!(
        urls.iter().collect::<HashSet<_>>().len(),
        files,
        "one URL per file"
    );
    (v["id"].as_str().unwrap().to_owned(), urls)
}

#[tokio::test]
async fn a_voice_trains_to_done_and_dubs_with_it_for_its_account_only() {
    let sim = start(config(150)).await;
    let (alice, bob) = (sim.api(ALICE), sim.api(BOB));
    let before = alice.me_credits().await;
    let (id, urls) = create(&alice, 2, 5).await;
    for url in &urls {
        upload(&sim.http, url, sine_wav(1000, 8_000)).await;
    }
    let queued = alice
        .post_empty(&format!("/v1/me/voices/{id}/clone"))
        .await
        .expect_ok()["voice"]
        .clone();
    assert_voice_shape(&queued);
    assert_eq!(queued["status"], "queued");
    assert_eq!(
        (queued["apiCreditsUsed"].clone(), queued["apiCreditsLeft"].clone()),
        (json!(50), json!(before - 50))
    );
    assert_eq!(alice.me_credits().await, before - 50);

    let mut seen = vec!["queued".to_owned()];
    let done = loop {
        let v = alice.voice(&id).await;
        assert_voice_shape(&v);
        let s = v["status"].as_str().unwrap().to_owned();
        if seen.last() != Some(&s) {
            seen.push(s.clone());
        }
        if s == "done" || s == "error" {
            break v;
        }
        assert!(seen.len() < 10);
        tokio::time::sleep(std::time::Duration::from_millis(15)).await;
    };
    assert_eq!(done["status"], "done", "{done}");
    assert_eq!(seen, ["queued", "training", "done"]);
    assert!(is_timestamp(&done["completedAt"]));
    assert!((ts(&done["completedAt"]) - ts(&queued["updatedAt"])).whole_milliseconds() >= 300);
    assert_eq!(alice.me_credits().await, before - 50, "charged once");
    alice
        .post_empty(&format!("/v1/me/voices/{id}/clone"))
        .await
        .expect_error(400, "voice_is_not_new");

    // The trained voice dubs for alice (either key), not for bob.
    let (dub, _) = alice.create_dub(json!({ "voiceId": id })).await;
    assert_eq!(dub["voiceId"], id.as_str());
    sim.api(ALICE2).create_dub(json!({ "voiceId": id })).await;
    bob.post("/v1/me/dubs", json!({ "voiceId": id }))
        .await
        .expect_error(400, "voice_not_found");

    let charges = sim.surface_get("/_sim/accounts/alice").await["charges"].clone();
    let mine: Vec<&Value> = charges
        .as_array()
        .unwrap()
        .iter()
        .filter(|c| c["id"] == id.as_str())
        .collect();
    assert_eq!(mine.len(), 1);
    assert_eq!(
        (mine[0]["kind"].clone(), mine[0]["credits"].clone()),
        (json!("voice"), json!(50))
    );
    sim.shutdown().await;
}

#[tokio::test]
async fn clone_needs_every_file_and_enough_credits() {
    let sim = start(config(50)).await;
    let api = sim.api(ALICE);
    let (id, urls) = create(&api, 3, 60).await;
    let before = api.me_credits().await;
    let r = api.post_empty(&format!("/v1/me/voices/{id}/clone")).await;
    r.expect_invalid("body", "");
    upload(&sim.http, &urls[0], sine_wav(300, 8_000)).await;
    upload(&sim.http, &urls[2], sine_wav(300, 8_000)).await;
    let r = api.post_empty(&format!("/v1/me/voices/{id}/clone")).await;
    r.expect_invalid("body", "");
    assert!(
        r.body["errors"]["body"][0]["message"]
            .as_str()
            .unwrap()
            .contains('2'),
        "names the missing file: {}",
        r.body
    );
    assert_eq!(api.voice(&id).await["status"], "new");
    upload(&sim.http, &urls[1], sine_wav(300, 8_000)).await;

    sim.set_credits("alice", 599).await;
    api.post_empty(&format!("/v1/me/voices/{id}/clone"))
        .await
        .expect_error(403, "not_enough_credits");
    let v = api.voice(&id).await;
    assert_eq!(
        (v["status"].clone(), v["apiCreditsLeft"].clone()),
        (json!("new"), Value::Null)
    );
    assert_eq!(api.me_credits().await, 599);
    sim.set_credits("alice", 600).await;
    let v = api
        .post_empty(&format!("/v1/me/voices/{id}/clone"))
        .await
        .expect_ok()["voice"]
        .clone();
    assert_eq!(
        (v["apiCreditsUsed"].clone(), v["apiCreditsLeft"].clone()),
        (json!(600), json!(0))
    );
    assert_eq!(api.me_credits().await, 0);
    assert!(before >= 600);
    sim.shutdown().await;
}

#[tokio::test]
async fn unusable_training_files_end_in_error_with_a_reason() {
    let sim = start(config(30)).await;
    let api = sim.api(ALICE);
    let (id, urls) = create(&api, 2, 5).await;
    upload(&sim.http, &urls[0], sine_wav(300, 8_000)).await;
    upload(&sim.http, &urls[1], b"definitely not audio".repeat(50)).await;
    api.post_empty(&format!("/v1/me/voices/{id}/clone"))
        .await
        .expect_ok();
    let v = api
        .wait_voice(&id, "training to end", |v| {
            v["status"] == "done" || v["status"] == "error"
        })
        .await;
    assert_voice_shape(&v);
    assert_eq!(v["status"], "error");
    assert_eq!(v["errorCode"], "training_failed");
    assert!(v["errorMessage"].as_str().unwrap().contains("file 2"), "{v}");
    assert!(is_timestamp(&v["completedAt"]));
    // A failed voice cannot dub.
    api.post("/v1/me/dubs", json!({ "voiceId": id }))
        .await
        .expect_error(400, "voice_not_found");

    // Training audio longer than maxMinutes fails too.
    let (id, urls) = create(&api, 1, 5).await;
    upload(&sim.http, &urls[0], long_wav(5 * 60 * 1000 + 2000)).await;
    api.post_empty(&format!("/v1/me/voices/{id}/clone"))
        .await
        .expect_ok();
    let v = api
        .wait_voice(&id, "training to end", |v| {
            v["status"] == "done" || v["status"] == "error"
        })
        .await;
    assert_eq!(
        (v["status"].clone(), v["errorCode"].clone()),
        (json!("error"), json!("training_audio_too_long"))
    );
    sim.shutdown().await;
}

#[tokio::test]
async fn voices_advance_on_request() {
    let sim = start(config(600_000)).await;
    let api = sim.api(ALICE);
    let (id, urls) = create(&api, 1, 5).await;
    let path = format!("/_sim/voices/{id}/advance");
    assert_eq!(
        sim.surface_send(reqwest::Method::POST, &path, json!({})).await.0,
        409
    );
    upload(&sim.http, &urls[0], sine_wav(300, 8_000)).await;
    api.post_empty(&format!("/v1/me/voices/{id}/clone"))
        .await
        .expect_ok();
    for want in ["training", "done"] {
        let (status, v) = sim.surface_send(reqwest::Method::POST, &path, json!({})).await;
        assert_eq!((status.as_u16(), v["status"].as_str()), (200, Some(want)), "{v}");
    }
    assert_eq!(api.voice(&id).await["status"], "done");
    assert_eq!(
        sim.surface_send(reqwest::Method::POST, &path, json!({})).await.0,
        409
    );
    sim.shutdown().await;
}
