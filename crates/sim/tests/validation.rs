#![allow(clippy::unwrap_used, clippy::expect_used)]
//! Validation exactly as the interface states it: 400 `invalid_arguments` with
//! `errors: {params, query, body}`, both sides of every limit, types, unknown fields and routes.

mod common;

use common::*;
use reqwest::Method;
use serde_json::{Value, json};

const NIL: &str = "3fa85f64-5717-4562-b3fc-2c963f66afa6";

fn voice_body(name: Value, files: Value, minutes: Value, separate: Value) -> Value {
    json!({ "name": name, "numberOfFiles": files, "maxMinutes": minutes, "separate": separate })
}

#[tokio::test]
async fn pitch_shift_both_sides_of_the_limit_and_types() {
    let sim = start(config(50)).await;
    let api = sim.api(ALICE);
    let voice = api.public_voice().await;
    for ok in [-24, 0, 24] {
        let (dub, url) = api
            .create_dub(json!({ "voiceId": voice, "pitchShift": ok }))
            .await;
        assert_eq!(dub["pitchShift"], ok);
        assert!(
            url.as_str().is_some_and(|u| u.starts_with("http")),
            "uploadUrl: {url}"
        );
    }
    for bad in [
        json!(-25),
        json!(25),
        json!(1.5),
        json!("3"),
        json!(3.0),
        json!(null),
        json!(true),
        json!(1e30),
    ] {
        api.post("/v1/me/dubs", json!({ "voiceId": voice, "pitchShift": bad }))
            .await
            .expect_invalid("body", "pitchShift");
    }
    sim.shutdown().await;
}

#[tokio::test]
async fn dub_bodies_are_checked_field_by_field() {
    let sim = start(config(50)).await;
    let api = sim.api(ALICE);
    let voice = api.public_voice().await;

    // Defaults: pitchShift 0, separate true, upload.
    let (dub, url) = api.create_dub(json!({ "voiceId": voice })).await;
    assert_eq!(
        (dub["pitchShift"].clone(), dub["separate"].clone()),
        (json!(0), json!(true))
    );
    assert_eq!(
        (dub["inputSource"].clone(), dub["link"].clone()),
        (json!("upload"), Value::Null)
    );
    assert!(url.is_string());
    let (dub, url) = api
        .create_dub(json!({ "voiceId": voice, "link": "https://example.com/a.mp3", "separate": false }))
        .await;
    assert_eq!(
        (dub["inputSource"].clone(), dub["link"].clone()),
        (json!("link"), json!("https://example.com/a.mp3"))
    );
    assert_eq!((dub["separate"].clone(), url), (json!(false), Value::Null));

    let cases = [
        (json!({}), "voiceId"),
        (json!({ "voiceId": "not-a-uuid" }), "voiceId"),
        (json!({ "voiceId": 5 }), "voiceId"),
        (json!({ "voiceId": voice, "separate": "yes" }), "separate"),
        (json!({ "voiceId": voice, "separate": 1 }), "separate"),
        (
            json!({ "voiceId": voice, "link": "ftp://example.com/a.mp3" }),
            "link",
        ),
        (json!({ "voiceId": voice, "link": "not a link" }), "link"),
        (json!({ "voiceId": voice, "link": 7 }), "link"),
        (json!({ "voiceId": voice, "link": null }), "link"),
        (json!({ "voiceId": voice, "colour": "red" }), "colour"),
    ];
    for (body, field) in cases {
        let r = api.post("/v1/me/dubs", body.clone()).await;
        r.expect_invalid("body", field);
        assert!(r.body["errors"]["params"].as_array().unwrap().is_empty());
        assert!(r.body["errors"]["query"].as_array().unwrap().is_empty());
    }
    // Every problem of a request is reported at once.
    let r = api
        .post(
            "/v1/me/dubs",
            json!({ "voiceId": "x", "pitchShift": 99, "extra": 1 }),
        )
        .await;
    r.expect_invalid("body", "voiceId")
        .expect_invalid("body", "pitchShift")
        .expect_invalid("body", "extra");

    // Bodies that are not JSON objects.
    for (body, ct) in [
        ("[1,2]", "application/json"),
        ("\"x\"", "application/json"),
        ("{bad json", "application/json"),
        ("{}", "text/plain"),
        ("", "application/json"),
    ] {
        let r = Reply::of(
            api.request(Method::POST, "/v1/me/dubs")
                .header("Content-Type", ct)
                .body(body)
                .send()
                .await
                .unwrap(),
        )
        .await;
        r.expect_invalid("body", "");
    }
    // A well-formed but unknown voice.
    api.post("/v1/me/dubs", json!({ "voiceId": NIL }))
        .await
        .expect_error(400, "voice_not_found");
    sim.shutdown().await;
}

#[tokio::test]
async fn voice_bodies_both_sides_of_every_limit() {
    let sim = start(config(50)).await;
    let api = sim.api(ALICE);
    let multibyte_50 = "ß".repeat(25) + &"日".repeat(25);
    for name in [
        "a".to_owned(),
        "x".repeat(50),
        multibyte_50.clone(),
        "Ünïcödé 🎤".to_owned(),
    ] {
        let r = api
            .post(
                "/v1/me/voices",
                voice_body(json!(name), json!(1), json!(5), json!(true)),
            )
            .await;
        assert_eq!(r.expect_ok()["voice"]["name"], name.as_str());
    }
    for name in [String::new(), "x".repeat(51), "日".repeat(51)] {
        api.post(
            "/v1/me/voices",
            voice_body(json!(name), json!(1), json!(5), json!(true)),
        )
        .await
        .expect_invalid("body", "name");
    }
    for files in [1, 5] {
        let r = api
            .post(
                "/v1/me/voices",
                voice_body(json!("v"), json!(files), json!(5), json!(true)),
            )
            .await;
        assert_eq!(r.expect_ok()["uploadUrls"].as_array().unwrap().len(), files);
    }
    for files in [json!(0), json!(6), json!(2.5), json!("2")] {
        api.post(
            "/v1/me/voices",
            voice_body(json!("v"), files, json!(5), json!(true)),
        )
        .await
        .expect_invalid("body", "numberOfFiles");
    }
    for minutes in [5, 60] {
        let r = api
            .post(
                "/v1/me/voices",
                voice_body(json!("v"), json!(1), json!(minutes), json!(false)),
            )
            .await;
        let v = &r.expect_ok()["voice"];
        assert_eq!(v["requiredCredits"], minutes * 10);
        assert_eq!(v["maxMinutes"], minutes);
    }
    for minutes in [json!(4), json!(61), json!(null)] {
        api.post(
            "/v1/me/voices",
            voice_body(json!("v"), json!(1), minutes, json!(true)),
        )
        .await
        .expect_invalid("body", "maxMinutes");
    }
    // Every field is required, separate included; unknown fields are refused.
    api.post(
        "/v1/me/voices",
        json!({ "name": "v", "numberOfFiles": 1, "maxMinutes": 5 }),
    )
    .await
    .expect_invalid("body", "separate");
    api.post("/v1/me/voices", json!({}))
        .await
        .expect_invalid("body", "name")
        .expect_invalid("body", "numberOfFiles");
    api.post(
        "/v1/me/voices",
        json!({ "name": "v", "numberOfFiles": 1, "maxMinutes": 5, "separate": true, "x": 1 }),
    )
    .await
    .expect_invalid("body", "x");
    sim.shutdown().await;
}

#[tokio::test]
async fn path_ids_queries_and_bodies_of_bodiless_operations() {
    let sim = start(config(50)).await;
    let api = sim.api(ALICE);
    for path in [
        "/v1/me/dubs/not-a-uuid",
        "/v1/me/dubs/3fa85f6457174562b3fc2c963f66afa6",
        "/v1/me/dubs/3fa85f64-5717-4562-b3fc-2c963f66afa6x",
    ] {
        api.get(path).await.expect_invalid("params", "dubId");
    }
    api.post_empty("/v1/me/dubs/123/preprocess")
        .await
        .expect_invalid("params", "dubId");
    api.post_empty("/v1/me/dubs/123/generate")
        .await
        .expect_invalid("params", "dubId");
    api.get("/v1/me/voices/123")
        .await
        .expect_invalid("params", "voiceId");
    api.post_empty("/v1/me/voices/123/clone")
        .await
        .expect_invalid("params", "voiceId");
    // Upper-case UUIDs are UUIDs.
    api.get(&format!("/v1/me/dubs/{}", NIL.to_uppercase()))
        .await
        .expect_error(404, "not_found");
    api.get(&format!("/v1/me/voices/{NIL}"))
        .await
        .expect_error(404, "not_found");

    // Operations without query parameters refuse any.
    api.get("/v1/me?verbose=1")
        .await
        .expect_invalid("query", "verbose");
    api.get(&format!("/v1/me/dubs/{NIL}?x=1"))
        .await
        .expect_invalid("query", "x");
    api.get("/v1/openapi.json?format=yaml")
        .await
        .expect_invalid("query", "format");

    // Bodiless POSTs accept nothing, or {}; anything else is refused.
    let voice = api.public_voice().await;
    let (dub, _) = api.create_dub(json!({ "voiceId": voice })).await;
    let id = dub["id"].as_str().unwrap();
    let r = Reply::of(
        api.request(Method::POST, &format!("/v1/me/dubs/{id}/preprocess"))
            .header("Content-Type", "application/json")
            .body("{}")
            .send()
            .await
            .unwrap(),
    )
    .await;
    assert_eq!(r.expect_ok()["dub"]["status"], "preprocessing");
    let (dub, _) = api.create_dub(json!({ "voiceId": voice })).await;
    let id = dub["id"].as_str().unwrap();
    api.post(&format!("/v1/me/dubs/{id}/preprocess"), json!({ "force": true }))
        .await
        .expect_invalid("body", "force");
    api.post(&format!("/v1/me/dubs/{id}/preprocess"), json!([]))
        .await
        .expect_invalid("body", "");
    assert_eq!(
        api.dub(id).await["status"],
        "new",
        "refused requests change nothing"
    );
    api.post_empty(&format!("/v1/me/dubs/{id}/preprocess"))
        .await
        .expect_ok();

    // Everything at once: params, query and body problems in one answer.
    let r = api.post("/v1/me/dubs/nope/generate?x=1", json!({ "y": 2 })).await;
    r.expect_invalid("params", "dubId")
        .expect_invalid("query", "x")
        .expect_invalid("body", "y");
    sim.shutdown().await;
}

#[tokio::test]
async fn unknown_routes_are_404_and_wrong_methods_405_with_json_bodies() {
    let sim = start(config(50)).await;
    let api = sim.api(ALICE);
    for path in [
        "/v1",
        "/v1/",
        "/v1/you",
        "/v1/me/",
        "/v1/me/dubs/x/y/z",
        "/v1/voices/extra",
    ] {
        let r = api.get(path).await;
        r.expect_error(404, "not_found");
        assert!(
            r.header("x-ratelimit-remaining").is_some(),
            "authenticated 404s are rate limited"
        );
    }
    for (method, path, allow) in [
        (Method::DELETE, "/v1/me", "GET,HEAD"),
        (Method::POST, "/v1/me", "GET,HEAD"),
        (Method::GET, "/v1/me/dubs", "POST"),
        (Method::PUT, "/v1/voices", "GET,HEAD"),
        (Method::GET, &format!("/v1/me/dubs/{NIL}/generate"), "POST"),
    ] {
        let r = Reply::of(api.request(method.clone(), path).send().await.unwrap()).await;
        r.expect_error(405, "method_not_allowed");
        assert_eq!(r.header("allow"), Some(allow), "{method} {path}");
        assert!(r.header("x-ratelimit-limit").is_some());
    }
    sim.shutdown().await;
}

#[tokio::test]
async fn dubs_can_only_use_accessible_voices() {
    let sim = start(config(50)).await;
    let (alice, bob) = (sim.api(ALICE), sim.api(BOB));
    // A custom voice that is not done yet is not usable, not even by its owner.
    let r = alice
        .post(
            "/v1/me/voices",
            voice_body(json!("Mine"), json!(1), json!(5), json!(true)),
        )
        .await;
    let vid = r.expect_ok()["voice"]["id"].as_str().unwrap().to_owned();
    alice
        .post("/v1/me/dubs", json!({ "voiceId": vid }))
        .await
        .expect_error(400, "voice_not_found");
    bob.post("/v1/me/dubs", json!({ "voiceId": vid }))
        .await
        .expect_error(400, "voice_not_found");
    sim.shutdown().await;
}
