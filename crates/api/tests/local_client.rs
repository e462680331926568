//! Client behaviour against scripted loopback servers: headers, retry rules, rate-limit lanes,
//! local validation and paging, where exact control over each answer is needed.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod support;

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use dubdeck_api::{
    Client, CreateDub, CreateVoice, Error, ErrorCode, Genre, Lane, Language, RetryPolicy, Style,
    TransportKind, Uuid, VoiceQuery, WriteBudget,
};
use futures::TryStreamExt;
use serde_json::{Value, json};
use support::local::{closed_port, hang_up_server, json as reply, now, serve, text};

const KEY: &str = "test-key-123";

fn fast_retries() -> RetryPolicy {
    RetryPolicy {
        max_retries: 3,
        min_delay: Duration::from_millis(10),
        max_delay: Duration::from_millis(50),
        max_retry_after: Duration::from_secs(5),
    }
}

fn client(base: &str) -> Client {
    Client::builder()
        .api_key(KEY)
        .base_url(base)
        .retry_policy(fast_retries())
        .build()
        .unwrap()
}

fn dub(id: Uuid, status: &str) -> Value {
    json!({
        "id": id, "voiceId": Uuid::nil(), "link": null, "separate": true, "status": status,
        "inputDuration": null, "inputSource": "upload", "pitchShift": 0, "errorCode": null,
        "errorMessage": null, "apiCreditsUsed": 0, "apiCreditsLeft": null, "completedAt": null,
        "createdAt": "2025-01-01T00:00:00.000Z", "updatedAt": "2025-01-01T00:00:00.000Z",
        "dubUrl": null, "requiredCredits": null
    })
}

fn voice(id: u128, name: &str) -> Value {
    json!({
        "id": Uuid::from_u128(id), "name": name, "languages": ["english"], "genres": ["pop"],
        "styles": ["singing"], "avatarFormat": "gif", "createdAt": "2025-01-01T00:00:00.000Z",
        "updatedAt": "2025-01-01T00:00:00.000Z", "avatarUrl": format!("http://127.0.0.1:1/avatars/{id}.gif")
    })
}

fn header<'a>(request: &'a support::local::Recorded, name: &str) -> Option<&'a str> {
    request.headers.get(name).map(|v| v.to_str().unwrap())
}

#[tokio::test]
async fn requests_carry_the_documented_headers_and_bodies() {
    let id = Uuid::new_v4();
    let server = serve(move |_, request| {
        let body = match request.path.as_str() {
            "/v1/me" => json!({"user": {"apiCredits": 12.5}}),
            "/v1/me/dubs" => {
                json!({"dub": dub(id, "new"), "uploadUrl": "http://127.0.0.1:1/uploads/k?X-Amz-Signature=s"})
            }
            _ => json!({"dub": dub(id, "preprocessing")}),
        };
        (now(), reply(200, body, &[]))
    })
    .await;
    let client = client(&server.base);

    assert_eq!(client.account().get().await.unwrap().api_credits, 12.5);
    let created = client
        .dubs()
        .create(&CreateDub::upload(Uuid::nil()).pitch_shift(-24).separate(false))
        .await
        .unwrap();
    assert_eq!(created.dub.id, id);
    assert_eq!(created.upload_url.unwrap().path(), "/uploads/k");
    client.dubs().preprocess(id).await.unwrap();

    let requests = server.requests();
    assert_eq!(requests.len(), 3);
    for request in &requests {
        assert_eq!(header(request, "authorization"), Some("Api-Key test-key-123"));
        assert_eq!(header(request, "accept"), Some("application/json"));
        assert!(header(request, "user-agent").unwrap().starts_with("dubdeck/"));
    }
    let (get, create, preprocess) = (&requests[0], &requests[1], &requests[2]);
    assert_eq!((get.method.as_str(), get.path.as_str()), ("GET", "/v1/me"));
    assert_eq!(header(get, "content-type"), None);
    assert_eq!(
        (create.method.as_str(), header(create, "content-type")),
        ("POST", Some("application/json"))
    );
    let body: Value = serde_json::from_slice(&create.body).unwrap();
    assert_eq!(
        body,
        json!({"voiceId": Uuid::nil(), "pitchShift": -24, "separate": false})
    );
    assert_eq!(preprocess.path, format!("/v1/me/dubs/{id}/preprocess"));
    assert_eq!(header(preprocess, "content-type"), None);
    assert!(preprocess.body.is_empty());
}

#[tokio::test]
async fn voice_filters_are_sent_as_repeated_names() {
    let server = serve(|_, _| (now(), reply(200, json!({"voices": [], "nextCursor": null}), &[]))).await;
    let query = VoiceQuery::new()
        .search("deep voice")
        .genre(Genre::Rock)
        .genre(Genre::Jazz)
        .language(Language::Korean)
        .style(Style::Rapping)
        .style(Style::Unknown("beatbox".into()))
        .limit(8)
        .cursor("opaque/cursor==");
    let page = client(&server.base).public_voices().list(&query).await.unwrap();
    assert!(page.is_last());
    assert_eq!(
        server.requests()[0].query.as_deref(),
        Some(
            "search=deep+voice&genres=rock&genres=jazz&languages=korean&styles=rapping&styles=beatbox&limit=8&cursor=opaque%2Fcursor%3D%3D"
        )
    );
}

#[tokio::test]
async fn stream_follows_cursors_to_the_last_page_in_every_spelling() {
    for last in [
        json!({"voices": [voice(5, "e")], "nextCursor": null}),
        json!({"voices": [voice(5, "e")], "nextCursor": ""}),
        json!({"voices": [voice(5, "e")]}),
    ] {
        let last = Arc::new(last);
        let server = serve(move |_, request| {
            let body = match request.query.as_deref().unwrap_or("") {
                q if q.contains("cursor=p2") => {
                    json!({"voices": [voice(3, "c"), voice(4, "d")], "nextCursor": "p3"})
                }
                q if q.contains("cursor=p3") => (*last).clone(),
                _ => json!({"voices": [voice(1, "a"), voice(2, "b")], "nextCursor": "p2"}),
            };
            (now(), reply(200, body, &[]))
        })
        .await;
        let client = client(&server.base);
        let names: Vec<String> = client
            .public_voices()
            .stream(VoiceQuery::new().genre(Genre::Pop).limit(8))
            .map_ok(|v| v.name)
            .try_collect()
            .await
            .unwrap();
        assert_eq!(names, ["a", "b", "c", "d", "e"]);
        let requests = server.requests();
        assert_eq!(requests.len(), 3);
        // Filters travel with every page.
        assert!(
            requests
                .iter()
                .all(|r| r.query.as_deref().unwrap().contains("genres=pop&limit=8"))
        );
    }
}

#[tokio::test]
async fn reads_are_retried_after_server_errors_and_succeed() {
    let server = serve(|n, _| match n {
        0 => (now(), text(503, "<html>busy</html>")),
        1 => (now(), text(500, "")),
        _ => (now(), reply(200, json!({"user": {"apiCredits": 1}}), &[])),
    })
    .await;
    assert_eq!(
        client(&server.base).account().get().await.unwrap().api_credits,
        1.0
    );
    assert_eq!(server.requests().len(), 3);
}

#[tokio::test]
async fn reads_give_up_after_bounded_attempts() {
    let server = serve(|_, _| (now(), text(502, "bad gateway"))).await;
    let error = client(&server.base).account().get().await.unwrap_err();
    assert!(
        matches!(&error, Error::Server { status, raw_body } if status.as_u16() == 502 && raw_body == "bad gateway")
    );
    assert_eq!(server.requests().len(), 1 + fast_retries().max_retries);
}

#[tokio::test]
async fn writes_are_never_retried_after_server_errors() {
    let server = serve(|_, _| (now(), text(500, r#"{"oops":true}"#))).await;
    let error = client(&server.base)
        .dubs()
        .generate(Uuid::new_v4())
        .await
        .unwrap_err();
    match &error {
        Error::UnknownOutcome { operation, cause } => {
            assert_eq!(*operation, "generate dub");
            assert!(matches!(**cause, Error::Server { .. }));
        }
        other => panic!("{other:?}"),
    }
    assert!(!error.is_retryable());
    assert_eq!(error.status().unwrap().as_u16(), 500);
    assert_eq!(server.requests().len(), 1);
}

#[tokio::test]
async fn writes_are_retried_after_429_honouring_retry_after() {
    let id = Uuid::new_v4();
    let server = serve(move |n, _| match n {
        0 => (
            now(),
            reply(
                429,
                json!({"code": "rate_limit_exceeded", "message": "slow"}),
                &[("retry-after", "1".into()), ("x-ratelimit-remaining", "0".into())],
            ),
        ),
        _ => (now(), reply(200, json!({"dub": dub(id, "queued")}), &[])),
    })
    .await;
    let started = Instant::now();
    let dub = client(&server.base).dubs().generate(id).await.unwrap();
    assert_eq!(dub.id, id);
    let requests = server.requests();
    assert_eq!(requests.len(), 2);
    assert!(requests[1].at - requests[0].at >= Duration::from_millis(950));
    assert!(started.elapsed() >= Duration::from_millis(950));
}

#[tokio::test]
async fn a_429_pauses_the_whole_lane_but_not_the_other_one() {
    let server = serve(|n, request| match (n, request.method.as_str()) {
        (0, _) => (
            now(),
            reply(
                429,
                json!({"code": "rate_limit_exceeded", "message": "slow"}),
                &[("retry-after", "1".into())],
            ),
        ),
        _ => (now(), reply(200, json!({"user": {"apiCredits": 3}}), &[])),
    })
    .await;
    let client = Client::builder()
        .api_key(KEY)
        .base_url(&server.base)
        .retry_policy(RetryPolicy::none())
        .build()
        .unwrap();
    let error = client.account().get().await.unwrap_err();
    assert_eq!(error.code(), Some(&ErrorCode::RateLimitExceeded));
    assert_eq!(error.retry_after(), Some(Duration::from_secs(1)));
    assert!(client.lane_paused_until(Lane::Read).is_some());
    assert!(client.lane_paused_until(Lane::Write).is_none());

    // Several reads started during the pause all wait for it.
    let calls = (0..3).map(|_| {
        let client = client.clone();
        tokio::spawn(async move { client.account().get().await.map(|a| a.api_credits) })
    });
    for call in calls {
        assert_eq!(call.await.unwrap().unwrap(), 3.0);
    }
    let requests = server.requests();
    assert_eq!(requests.len(), 4);
    for later in &requests[1..] {
        assert!(
            later.at - requests[0].at >= Duration::from_millis(950),
            "{:?}",
            later.at - requests[0].at
        );
    }
}

#[tokio::test]
async fn an_exhausted_window_waits_until_reset_and_snapshots_are_kept() {
    let server = serve(|n, _| {
        let reset = (time::OffsetDateTime::now_utc().unix_timestamp() + 2).to_string();
        let remaining = if n == 0 { "0" } else { "9" };
        let headers = [
            ("x-ratelimit-limit", "10".to_owned()),
            ("x-ratelimit-remaining", remaining.to_owned()),
            ("x-ratelimit-reset", reset),
        ];
        (now(), reply(200, json!({"user": {"apiCredits": 1}}), &headers))
    })
    .await;
    let client = client(&server.base);
    assert!(client.rate_limit(Lane::Read).is_none());
    client.account().get().await.unwrap();
    let snapshot = client.rate_limit(Lane::Read).unwrap();
    assert_eq!((snapshot.limit, snapshot.remaining), (Some(10), Some(0)));
    assert!(client.rate_limit(Lane::Write).is_none());
    client.account().get().await.unwrap();
    let requests = server.requests();
    // The reset is a whole second 1 to 2 s away.
    assert!(requests[1].at - requests[0].at >= Duration::from_millis(900));
    assert_eq!(client.rate_limit(Lane::Read).unwrap().remaining, Some(9));
}

#[tokio::test]
async fn a_429_asking_for_too_long_is_handed_to_the_caller() {
    let server = serve(|_, _| {
        (
            now(),
            reply(
                429,
                json!({"code": "rate_limit_exceeded", "message": "hour"}),
                &[("retry-after", "3000".into())],
            ),
        )
    })
    .await;
    let error = client(&server.base)
        .dubs()
        .create(&CreateDub::upload(Uuid::nil()))
        .await
        .unwrap_err();
    assert_eq!(error.retry_after(), Some(Duration::from_secs(3000)));
    assert!(error.to_string().contains("in 3000 s"), "{error}");
    let until = error.rate_limited_until().unwrap();
    let from_now = until - time::OffsetDateTime::now_utc();
    assert!(from_now > time::Duration::seconds(2990) && from_now <= time::Duration::seconds(3000));
    assert_eq!(server.requests().len(), 1);
}

/// Rate-limit headers that ask for years (or for more seconds than any integer holds) never
/// panic and never loop: the wait is capped at an hour, handed to the caller with its end time,
/// and the next call is refused locally without sending anything.
#[tokio::test]
async fn absurd_rate_limit_headers_are_capped_and_never_loop() {
    let server = serve(|n, _| match n {
        0 => (
            now(),
            reply(
                429,
                json!({"code": "rate_limit_exceeded", "message": "later"}),
                &[
                    ("retry-after", "99999999999999999999".into()),
                    ("x-ratelimit-remaining", "0".into()),
                    ("x-ratelimit-reset", "99999999999".into()),
                ],
            ),
        ),
        _ => (now(), reply(200, json!({"user": {"apiCredits": 1}}), &[])),
    })
    .await;
    let client = client(&server.base);
    let before = time::OffsetDateTime::now_utc();
    let error = client.account().get().await.unwrap_err();
    assert_eq!(error.code(), Some(&ErrorCode::RateLimitExceeded));
    assert_eq!(error.retry_after(), Some(dubdeck_api::MAX_RETRY_AFTER));
    let until = error.rate_limited_until().unwrap();
    assert!(until >= before + dubdeck_api::MAX_RETRY_AFTER);
    assert!(until <= time::OffsetDateTime::now_utc() + dubdeck_api::MAX_RETRY_AFTER);
    assert!(error.to_string().contains("in 3600 s"), "{error}");

    // The lane stays paused (an hour at most); the next read is refused without being sent.
    let paused = client.lane_paused_until_time(Lane::Read).unwrap();
    assert!(paused <= time::OffsetDateTime::now_utc() + dubdeck_api::MAX_RETRY_AFTER);
    match client.account().get().await.unwrap_err() {
        Error::RateLimited { lane, until } => {
            assert_eq!(lane, Lane::Read);
            assert_eq!(until, paused);
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(server.requests().len(), 1);
}

/// A client built for interactive use never sits out a used-up window: it gives up at once with
/// a typed error carrying the time the window resets; the other lane is not affected.
#[tokio::test]
async fn interactive_reads_give_up_at_once_with_the_end_time() {
    let reset = time::OffsetDateTime::now_utc().unix_timestamp() + 600;
    let server = serve(move |n, request| match request.method.as_str() {
        "GET" if n == 0 => {
            let headers = [
                ("x-ratelimit-limit", "10".to_owned()),
                ("x-ratelimit-remaining", "0".to_owned()),
                ("x-ratelimit-reset", reset.to_string()),
            ];
            (now(), reply(200, json!({"user": {"apiCredits": 1}}), &headers))
        }
        "GET" => (now(), reply(200, json!({"user": {"apiCredits": 2}}), &[])),
        _ => (now(), reply(200, json!({"dub": dub(Uuid::nil(), "queued")}), &[])),
    })
    .await;
    let client = Client::builder()
        .api_key(KEY)
        .base_url(&server.base)
        .retry_policy(RetryPolicy::interactive())
        .build()
        .unwrap();
    assert_eq!(client.account().get().await.unwrap().api_credits, 1.0);
    let error = client.account().get().await.unwrap_err();
    assert!(
        matches!(error, Error::RateLimited { lane: Lane::Read, until } if until.unix_timestamp() == reset),
        "{error:?}"
    );
    assert_eq!(error.rate_limited_until().unwrap().unix_timestamp(), reset);
    let left = error.retry_after().unwrap();
    assert!(
        left > Duration::from_secs(590) && left <= Duration::from_secs(600),
        "{left:?}"
    );
    assert!(error.is_retryable());
    assert!(error.to_string().contains("Nothing was sent"), "{error}");
    assert_eq!(server.requests().len(), 1);
    // Writes have their own budget.
    client.dubs().generate(Uuid::nil()).await.unwrap();
    assert_eq!(server.requests().len(), 2);
}

#[tokio::test]
async fn dropped_connections_retry_reads_and_make_writes_unknown() {
    let (base, count) = hang_up_server().await;
    let client = client(&base);
    let error = client.dubs().get(Uuid::new_v4()).await.unwrap_err();
    assert!(
        matches!(
            error,
            Error::Transport {
                kind: TransportKind::Connection,
                maybe_sent: true,
                ..
            }
        ),
        "{error:?}"
    );
    assert_eq!(*count.lock().unwrap(), 1 + fast_retries().max_retries);

    *count.lock().unwrap() = 0;
    let error = client.dubs().generate(Uuid::new_v4()).await.unwrap_err();
    assert!(
        matches!(&error, Error::UnknownOutcome { cause, .. } if matches!(**cause, Error::Transport { .. })),
        "{error:?}"
    );
    assert_eq!(*count.lock().unwrap(), 1);
    let error = client
        .custom_voices()
        .clone_voice(Uuid::new_v4())
        .await
        .unwrap_err();
    assert!(matches!(
        error,
        Error::UnknownOutcome {
            operation: "clone voice",
            ..
        }
    ));
    assert_eq!(*count.lock().unwrap(), 2);
}

#[tokio::test]
async fn timeouts_retry_reads_and_make_writes_unknown() {
    let id = Uuid::new_v4();
    let server = serve(move |_, _| {
        (
            Duration::from_millis(1500),
            reply(200, json!({"dub": dub(id, "queued")}), &[]),
        )
    })
    .await;
    let client = Client::builder()
        .api_key(KEY)
        .base_url(&server.base)
        .read_timeout(Duration::from_millis(200))
        .retry_policy(RetryPolicy {
            max_retries: 1,
            ..fast_retries()
        })
        .build()
        .unwrap();
    let error = client.dubs().generate(id).await.unwrap_err();
    match &error {
        Error::UnknownOutcome { cause, .. } => {
            assert!(matches!(
                **cause,
                Error::Transport {
                    kind: TransportKind::Timeout,
                    maybe_sent: true,
                    ..
                }
            ))
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(server.requests().len(), 1);
    let error = client.dubs().get(id).await.unwrap_err();
    assert!(matches!(
        error,
        Error::Transport {
            kind: TransportKind::Timeout,
            ..
        }
    ));
    assert_eq!(server.requests().len(), 3);
}

#[tokio::test]
async fn connect_failures_are_not_unknown_outcomes() {
    let base = closed_port().await;
    let error = client(&base).dubs().generate(Uuid::new_v4()).await.unwrap_err();
    assert!(
        matches!(
            error,
            Error::Transport {
                kind: TransportKind::Connect,
                maybe_sent: false,
                ..
            }
        ),
        "{error:?}"
    );
    assert!(error.is_retryable());
    assert!(error.to_string().starts_with("Could not connect to the service"));
}

#[tokio::test]
async fn service_errors_are_typed_and_not_retried() {
    let server = serve(|_, request| {
        let body = match request.path.as_str() {
            "/v1/me" => (401, json!({"code": "unauthorized", "message": "bad key"})),
            p if p.ends_with("/preprocess") => (400, json!({"code": "dub_is_not_new", "message": "no"})),
            _ => (403, json!({"code": "not_enough_credits", "message": "poor"})),
        };
        (now(), reply(body.0, body.1, &[]))
    })
    .await;
    let client = client(&server.base);
    let error = client.account().get().await.unwrap_err();
    assert_eq!(error.code(), Some(&ErrorCode::Unauthorized));
    assert_eq!(
        error.to_string(),
        "The service refused the API key (missing, malformed, deleted or invalid)."
    );
    assert_eq!(
        client.dubs().preprocess(Uuid::nil()).await.unwrap_err().code(),
        Some(&ErrorCode::DubIsNotNew)
    );
    assert_eq!(
        client.dubs().generate(Uuid::nil()).await.unwrap_err().code(),
        Some(&ErrorCode::NotEnoughCredits)
    );
    assert_eq!(server.requests().len(), 3);
}

#[tokio::test]
async fn malformed_success_bodies_are_decode_errors() {
    let server = serve(|_, _| (now(), text(200, "{\"user\": {\"apiCredits\": \"lots\"}}"))).await;
    let error = client(&server.base).account().get().await.unwrap_err();
    assert!(matches!(&error, Error::Decode { raw_body, .. } if raw_body.contains("lots")));
}

/// A JSON service may write every number as a float: integral ones are integers; a fractional
/// or out-of-range integer is a decode error, not a panic.
#[tokio::test]
async fn integral_floats_from_the_service_decode() {
    let id = Uuid::new_v4();
    let server = serve(move |n, _| {
        let mut dub = dub(id, "queued");
        dub["inputDuration"] = json!(61000.0);
        dub["apiCreditsUsed"] = json!(10.0);
        dub["apiCreditsLeft"] = json!(990.0);
        dub["requiredCredits"] = json!(10.0);
        match n {
            0 => (now(), reply(200, json!({"dub": dub}), &[])),
            1 => (now(), reply(200, json!({"user": {"apiCredits": 990.0}}), &[])),
            2 => {
                dub["apiCreditsUsed"] = json!(10.5);
                (now(), reply(200, json!({"dub": dub}), &[]))
            }
            _ => {
                dub["inputDuration"] = json!(1e300);
                (now(), reply(200, json!({"dub": dub}), &[]))
            }
        }
    })
    .await;
    let client = client(&server.base);
    let dub = client.dubs().get(id).await.unwrap();
    assert_eq!(dub.input_duration, Some(61_000));
    assert_eq!((dub.api_credits_used, dub.api_credits_left), (10, Some(990)));
    assert_eq!(dub.required_credits, Some(10.0));
    assert_eq!(client.account().get().await.unwrap().api_credits, 990.0);
    for bad in ["10.5", "1e+300"] {
        match client.dubs().get(id).await {
            Err(Error::Decode { raw_body, .. }) => assert!(raw_body.contains(bad), "{raw_body}"),
            other => panic!("{bad}: {other:?}"),
        }
    }
    assert_eq!(server.requests().len(), 4);
}

#[tokio::test]
async fn invalid_values_are_refused_before_any_request() {
    let server = serve(|_, _| (now(), text(500, "should not be called"))).await;
    let client = client(&server.base);
    let voice = |name: &str, files, minutes| CreateVoice {
        name: name.into(),
        number_of_files: files,
        max_minutes: minutes,
        separate: true,
    };
    let field = |error: Error| match error {
        Error::Validation(e) => e.field,
        other => panic!("{other:?}"),
    };
    assert_eq!(
        field(
            client
                .dubs()
                .create(&CreateDub::upload(Uuid::nil()).pitch_shift(25))
                .await
                .unwrap_err()
        ),
        "pitchShift"
    );
    assert_eq!(
        field(
            client
                .dubs()
                .create(&CreateDub::link(Uuid::nil(), "ftp://x/y"))
                .await
                .unwrap_err()
        ),
        "link"
    );
    assert_eq!(field(client.dubs().get("nope").await.unwrap_err()), "dubId");
    assert_eq!(
        field(client.custom_voices().clone_voice("123").await.unwrap_err()),
        "voiceId"
    );
    assert_eq!(
        field(
            client
                .custom_voices()
                .create(&voice(&"x".repeat(51), 1, 5))
                .await
                .unwrap_err()
        ),
        "name"
    );
    assert_eq!(
        field(
            client
                .custom_voices()
                .create(&voice("v", 6, 5))
                .await
                .unwrap_err()
        ),
        "numberOfFiles"
    );
    assert_eq!(
        field(
            client
                .custom_voices()
                .create(&voice("v", 1, 61))
                .await
                .unwrap_err()
        ),
        "maxMinutes"
    );
    assert_eq!(
        field(
            client
                .public_voices()
                .list(&VoiceQuery::new().limit(51))
                .await
                .unwrap_err()
        ),
        "limit"
    );
    let first = futures::StreamExt::next(&mut Box::pin(
        client.public_voices().stream(VoiceQuery::new().search("")),
    ))
    .await;
    assert_eq!(field(first.unwrap().unwrap_err()), "search");
    let keyless = Client::builder().base_url(&server.base).build().unwrap();
    assert_eq!(field(keyless.account().get().await.unwrap_err()), "api_key");
    assert!(server.requests().is_empty());
}

/// A server counting fixed windows of `limit` requests per 2 s, as the service does: over the
/// figure it answers 429; every answer reports what is left of the window and when it resets.
fn fixed_window_server(
    limit: u64,
) -> impl Fn(usize, &support::local::Recorded) -> (Duration, axum::response::Response) {
    let counts = Arc::new(std::sync::Mutex::new(std::collections::HashMap::<i64, u64>::new()));
    move |_, _| {
        let window = time::OffsetDateTime::now_utc().unix_timestamp() / 2;
        let reset = ((window + 1) * 2).to_string();
        let mut counts = counts.lock().unwrap();
        let used = counts.entry(window).or_default();
        if *used >= limit {
            let headers = [
                ("x-ratelimit-limit", limit.to_string()),
                ("x-ratelimit-remaining", "0".to_owned()),
                ("x-ratelimit-reset", reset),
                ("retry-after", "2".to_owned()),
            ];
            return (
                now(),
                reply(
                    429,
                    json!({"code": "rate_limit_exceeded", "message": "slow"}),
                    &headers,
                ),
            );
        }
        *used += 1;
        let headers = [
            ("x-ratelimit-limit", limit.to_string()),
            ("x-ratelimit-remaining", (limit - *used).to_string()),
            ("x-ratelimit-reset", reset),
        ];
        (now(), reply(200, json!({"user": {"apiCredits": 1}}), &headers))
    }
}

/// Batches go as fast as the service allows: once the service has reported its window, what is
/// left of it goes out at once (no smoothing), requests still in flight count against it, and
/// the rest wait for the reset: never a 429.
#[tokio::test]
async fn the_reported_window_is_spent_at_once_without_a_429() {
    let server = serve(fixed_window_server(5)).await;
    let client = client(&server.base);
    client.account().get().await.unwrap();
    let calls: Vec<_> = (0..11)
        .map(|_| {
            let client = client.clone();
            tokio::spawn(async move { client.account().get().await })
        })
        .collect();
    for call in calls {
        call.await.unwrap().unwrap();
    }
    // Each 429 would have been retried: one request per call means none was refused.
    assert_eq!(server.requests().len(), 12);
}

#[tokio::test]
async fn the_write_budget_spaces_writes_out() {
    let server = serve(|_, _| (now(), reply(200, json!({"dub": dub(Uuid::nil(), "queued")}), &[]))).await;
    // 62 a minute with a burst of 2: 60 steady a minute, one a second after the burst.
    let client = Client::builder()
        .api_key(KEY)
        .base_url(&server.base)
        .write_budget(WriteBudget {
            per_minute: 62,
            per_hour: 10_000,
            burst: 2,
        })
        .build()
        .unwrap();
    let reads = Arc::new(AtomicUsize::new(0));
    for _ in 0..4 {
        client.dubs().generate(Uuid::nil()).await.unwrap();
    }
    // Reads are not held back by the write budget.
    for _ in 0..5 {
        client.dubs().get(Uuid::nil()).await.unwrap();
        reads.fetch_add(1, Ordering::Relaxed);
    }
    let requests = server.requests();
    assert_eq!(requests.len(), 9);
    assert!(
        requests[3].at - requests[0].at >= Duration::from_millis(1900),
        "{:?}",
        requests[3].at - requests[0].at
    );
    assert_eq!(reads.load(Ordering::Relaxed), 5);
}

#[tokio::test]
async fn a_write_that_could_not_connect_is_sent_again() {
    // Nothing listens at first; the server appears a moment later on the same port.
    let base = closed_port().await;
    let addr = base
        .trim_start_matches("http://")
        .trim_end_matches('/')
        .to_owned();
    let id = Uuid::new_v4();
    let body = json!({"dub": dub(id, "queued")}).to_string();
    let late = tokio::spawn(async move {
        tokio::time::sleep(Duration::from_millis(150)).await;
        let listener = tokio::net::TcpListener::bind(&addr).await.unwrap();
        let app = axum::Router::new().fallback(move || {
            let body = body.clone();
            async move { ([("content-type", "application/json")], body) }
        });
        axum::serve(listener, app).await.unwrap();
    });
    let client = Client::builder()
        .api_key(KEY)
        .base_url(&base)
        .retry_policy(RetryPolicy {
            max_retries: 20,
            min_delay: Duration::from_millis(50),
            max_delay: Duration::from_millis(100),
            ..fast_retries()
        })
        .build()
        .unwrap();
    assert_eq!(client.dubs().generate(id).await.unwrap().id, id);
    late.abort();
}

#[tokio::test]
async fn api_requests_follow_no_redirect_away_from_the_service() {
    // Where the key would go: it must see nothing.
    let elsewhere = serve(|_, _| (now(), reply(200, json!({"user": {"apiCredits": 1}}), &[]))).await;
    let away = elsewhere.url("/v1/me").to_string();
    let service = serve(move |_, request| {
        let location = match request.path.as_str() {
            // Within the service: followed, with the key.
            "/v1/me" => "/moved/v1/me".to_owned(),
            "/moved/v1/me" => return (now(), reply(200, json!({"user": {"apiCredits": 7}}), &[])),
            _ => away.clone(),
        };
        (now(), reply(307, json!({}), &[("location", location)]))
    })
    .await;
    let client = client(&service.base);
    assert_eq!(client.account().get().await.unwrap().api_credits, 7.0);
    let moved = &service.requests()[1];
    assert_eq!(moved.path, "/moved/v1/me");
    assert_eq!(
        header(moved, "authorization"),
        Some(format!("Api-Key {KEY}").as_str())
    );

    // Another origin (here another port of the same host): not followed, and said so.
    let err = client
        .dubs()
        .get(Uuid::nil())
        .await
        .expect_err("a redirect to another origin was followed");
    match &err {
        Error::Redirected { status, location } => {
            assert_eq!(status.as_u16(), 307);
            assert!(location.starts_with(&elsewhere.base), "{location}");
        }
        other => panic!("expected Redirected, got {other:?}"),
    }
    assert!(err.to_string().contains("not follow"), "{err}");
    assert!(
        elsewhere.requests().is_empty(),
        "the other server was sent a request"
    );
}
