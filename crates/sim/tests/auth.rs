#![allow(clippy::unwrap_used, clippy::expect_used)]
//! Authentication and account isolation: every /v1 route needs `Authorization: Api-Key <KEY>`;
//! several keys share one account; an account sees only its own dubs and voices.

mod common;

use common::*;
use reqwest::Method;
use serde_json::json;

const ROUTES: &[(&str, &str)] = &[
    ("GET", "/v1/me"),
    ("GET", "/v1/voices"),
    ("GET", "/v1/openapi.json"),
    ("POST", "/v1/me/dubs"),
    ("GET", "/v1/me/dubs/3fa85f64-5717-4562-b3fc-2c963f66afa6"),
    (
        "POST",
        "/v1/me/dubs/3fa85f64-5717-4562-b3fc-2c963f66afa6/preprocess",
    ),
    (
        "POST",
        "/v1/me/dubs/3fa85f64-5717-4562-b3fc-2c963f66afa6/generate",
    ),
    ("POST", "/v1/me/voices"),
    ("GET", "/v1/me/voices/3fa85f64-5717-4562-b3fc-2c963f66afa6"),
    ("POST", "/v1/me/voices/3fa85f64-5717-4562-b3fc-2c963f66afa6/clone"),
    ("GET", "/v1/no/such/route"),
];

#[tokio::test]
async fn every_route_refuses_missing_malformed_and_unknown_keys() {
    let sim = start(config(50)).await;
    let bad_headers: &[Option<&str>] = &[
        None,
        Some("Bearer key-alice"),
        Some("api-key key-alice"),
        Some("Api-Key"),
        Some("Api-Key "),
        Some("Api-Key  key-alice"),
        Some("Api-Keykey-alice"),
        Some("key-alice"),
        Some("Api-Key not-a-key"),
    ];
    for (method, path) in ROUTES {
        for header in bad_headers {
            let mut req = sim
                .http
                .request(Method::from_bytes(method.as_bytes()).unwrap(), sim.url(path));
            if let Some(h) = header {
                req = req.header("Authorization", *h);
            }
            let r = Reply::of(req.send().await.unwrap()).await;
            assert_eq!(r.status, 401, "{method} {path} with {header:?}");
            r.expect_error(401, "unauthorized");
            assert_eq!(
                r.header("x-ratelimit-limit"),
                None,
                "a 401 carries no rate-limit headers"
            );
            assert_eq!(r.header("x-ratelimit-remaining"), None);
        }
    }
    // Two Authorization headers are malformed even when both are right (sent raw: HTTP clients
    // merge or replace repeated headers).
    let mut stream = tokio::net::TcpStream::connect(sim.base.socket_addrs(|| None).unwrap()[0])
        .await
        .unwrap();
    let request = format!(
        "GET /v1/me HTTP/1.1\r\nHost: x\r\nConnection: close\r\nAuthorization: Api-Key {ALICE}\r\nAuthorization: Api-Key {ALICE}\r\n\r\n"
    );
    tokio::io::AsyncWriteExt::write_all(&mut stream, request.as_bytes())
        .await
        .unwrap();
    let mut answer = String::new();
    tokio::io::AsyncReadExt::read_to_string(&mut stream, &mut answer)
        .await
        .unwrap();
    assert!(answer.starts_with("HTTP/1.1 401"), "{answer}");
    assert!(answer.contains("unauthorized"));
    sim.shutdown().await;
}

#[tokio::test]
async fn good_keys_are_accepted_and_keys_of_one_account_share_it() {
    let sim = start(config(50)).await;
    let (a1, a2, b) = (sim.api(ALICE), sim.api(ALICE2), sim.api(BOB));
    assert_eq!(a1.me_credits().await, 100_000);
    let r = a1.get("/v1/openapi.json").await;
    assert_eq!(r.expect_ok()["openapi"], "3.1.0");

    // A dub made with one key of alice is visible with her other key, not to bob.
    let voice = a1.public_voice().await;
    let (dub, _) = a1.create_dub(json!({ "voiceId": voice })).await;
    let id = dub["id"].as_str().unwrap();
    assert_eq!(a2.dub(id).await["id"], id);
    b.get(&format!("/v1/me/dubs/{id}"))
        .await
        .expect_error(404, "not_found");
    b.post_empty(&format!("/v1/me/dubs/{id}/preprocess"))
        .await
        .expect_error(404, "not_found");
    b.post_empty(&format!("/v1/me/dubs/{id}/generate"))
        .await
        .expect_error(404, "not_found");
    // And bob's attempt changed nothing.
    assert_eq!(a1.dub(id).await["status"], "new");

    // Voices likewise.
    let r = a1
        .post(
            "/v1/me/voices",
            json!({"name": "Mine", "numberOfFiles": 1, "maxMinutes": 5, "separate": false}),
        )
        .await;
    let vid = r.expect_ok()["voice"]["id"].as_str().unwrap().to_owned();
    assert_eq!(a2.voice(&vid).await["name"], "Mine");
    b.get(&format!("/v1/me/voices/{vid}"))
        .await
        .expect_error(404, "not_found");
    b.post_empty(&format!("/v1/me/voices/{vid}/clone"))
        .await
        .expect_error(404, "not_found");
    assert_eq!(a1.voice(&vid).await["status"], "new");
    sim.shutdown().await;
}

#[tokio::test]
async fn the_storage_and_unknown_prefixes_need_no_api_key_but_give_nothing_away() {
    let sim = start(config(50)).await;
    // Outside /v1, /_sim and storage nothing is served.
    let r = Reply::of(sim.http.get(sim.url("/nothing-here")).send().await.unwrap()).await;
    r.expect_error(404, "not_found");
    // An upload URL without its signature is refused by storage, not by API key.
    let r = Reply::of(
        sim.http
            .put(sim.url("/uploads/some-key"))
            .body("x")
            .send()
            .await
            .unwrap(),
    )
    .await;
    assert!(r.status.is_client_error(), "{:?}", r.status);
    sim.shutdown().await;
}
