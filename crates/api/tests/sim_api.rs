//! The client against the simulator (in-process, loopback): every operation, every error code,
//! local validation at both edges of every limit (with the request log proving what was sent),
//! paging under filters, rate limits and faults.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod support;

use std::collections::{HashMap, HashSet};
use std::time::{Duration, Instant};

use dubdeck_api::{
    Client, CreateDub, CreateVoice, Dub, DubStatus, Error, ErrorCode, Genre, InputSource, Lane, Language,
    PublicVoice, RetryPolicy, Style, TransportKind, Uuid, VoiceQuery, VoiceStatus,
};
use futures::TryStreamExt;
use serde_json::{Value, json};
use support::sim::{ALICE, ALICE_2, BOB, Sim, wav};

async fn some_voice(client: &Client) -> Uuid {
    client
        .public_voices()
        .list(&VoiceQuery::new().limit(8))
        .await
        .unwrap()
        .items[0]
        .id
}

/// Advances a dub on the simulator until `status` (or fails after many steps).
async fn advance_dub_to(sim: &Sim, id: Uuid, status: &str) {
    for _ in 0..20 {
        let dub = sim.advance_dub(id).await;
        if dub["status"] == status {
            return;
        }
    }
    panic!("dub {id} never reached {status}");
}

/// A new dub whose input (a short WAV) has been uploaded.
async fn upload_dub(client: &Client, dir: &std::path::Path) -> Dub {
    let voice = some_voice(client).await;
    let created = client.dubs().create(&CreateDub::upload(voice)).await.unwrap();
    let path = dir.join("input.wav");
    std::fs::write(&path, wav(2_000)).unwrap();
    client
        .transfers()
        .upload_file(created.upload_url.as_ref().unwrap(), &path, |_, _| {})
        .await
        .unwrap();
    created.dub
}

#[tokio::test]
async fn account_and_openapi() {
    let sim = Sim::start().await;
    let client = sim.client(ALICE);
    assert_eq!(client.account().get().await.unwrap().api_credits, 100_000.0);
    let document = client.openapi().await.unwrap();
    assert_eq!(document["openapi"], "3.1.0");
    assert_eq!(document["info"]["version"], "1.0.0");
    assert!(client.rate_limit(Lane::Read).unwrap().limit.is_some());
}

#[tokio::test]
async fn a_dub_from_upload_to_download() {
    let sim = Sim::start().await;
    let client = sim.client(ALICE);
    let dir = tempfile::tempdir().unwrap();
    let voice = some_voice(&client).await;

    let created = client
        .dubs()
        .create(&CreateDub::upload(voice).pitch_shift(3).separate(false))
        .await
        .unwrap();
    let dub = &created.dub;
    assert_eq!(
        (&dub.status, &dub.input_source, dub.voice_id),
        (&DubStatus::New, &InputSource::Upload, Some(voice))
    );
    assert_eq!(
        (dub.pitch_shift, dub.separate, dub.link.as_deref()),
        (3, false, None)
    );
    assert_eq!(
        (dub.input_duration, dub.required_credits, dub.api_credits_left),
        (None, None, None)
    );
    let upload_url = created.upload_url.unwrap();

    let input = dir.path().join("take.wav");
    std::fs::write(&input, wav(3_000)).unwrap();
    client
        .transfers()
        .upload_file(&upload_url, &input, |_, _| {})
        .await
        .unwrap();

    let preprocessing = client.dubs().preprocess(dub.id).await.unwrap();
    assert_eq!(preprocessing.status, DubStatus::Preprocessing);
    advance_dub_to(&sim, dub.id, "preprocessed").await;
    let preprocessed = client.dubs().get(dub.id.to_string()).await.unwrap();
    assert_eq!(preprocessed.status, DubStatus::Preprocessed);
    let duration = preprocessed.input_duration.unwrap();
    assert!((2_900..=3_100).contains(&duration), "{duration}");
    let required = preprocessed.required_credits.unwrap();
    assert!(required > 0.0);

    let queued = client.dubs().generate(dub.id).await.unwrap();
    assert_eq!(queued.status, DubStatus::Queued);
    assert!(queued.api_credits_used > 0);
    let left = queued.api_credits_left.unwrap();
    assert_eq!(client.account().get().await.unwrap().api_credits, left as f64);

    advance_dub_to(&sim, dub.id, "done").await;
    let done = client.dubs().get(dub.id).await.unwrap();
    assert!(done.status.is_terminal() && !done.status.is_processing());
    assert!(done.completed_at.is_some());
    let dest = dir.path().join("dubbed.wav");
    let length = client
        .transfers()
        .download_to(done.dub_url.as_ref().unwrap(), &dest, |_, _| {})
        .await
        .unwrap();
    assert!(length > 44);
    assert_eq!(std::fs::metadata(&dest).unwrap().len(), length);

    // The API key went to the service only, never to storage.
    for request in sim.requests().await {
        let path = request["path"].as_str().unwrap();
        let expected = if path.starts_with("/v1/") {
            json!(ALICE)
        } else {
            Value::Null
        };
        assert_eq!(request["key"], expected, "{request}");
    }
}

#[tokio::test]
async fn a_dub_from_a_link() {
    let sim = Sim::start().await;
    let client = sim.client(ALICE);
    let link = sim.put_result("inputs/song.wav", wav(1_500)).await;
    let voice = some_voice(&client).await;
    let created = client
        .dubs()
        .create(&CreateDub::link(voice, link.as_str()))
        .await
        .unwrap();
    assert_eq!(created.upload_url, None);
    assert_eq!(created.dub.input_source, InputSource::Link);
    assert_eq!(created.dub.link.as_deref(), Some(link.as_str()));
    assert_eq!(created.dub.pitch_shift, 0);
    assert!(created.dub.separate);
    client.dubs().preprocess(created.dub.id).await.unwrap();
    advance_dub_to(&sim, created.dub.id, "preprocessed").await;
    assert!(
        client
            .dubs()
            .get(created.dub.id)
            .await
            .unwrap()
            .required_credits
            .is_some()
    );
}

#[tokio::test]
async fn a_custom_voice_from_upload_to_training() {
    let sim = Sim::start().await;
    let client = sim.client(ALICE);
    let dir = tempfile::tempdir().unwrap();
    let request = CreateVoice {
        name: "Ünïcødé voice 声".into(),
        number_of_files: 2,
        max_minutes: 5,
        separate: true,
    };
    let created = client.custom_voices().create(&request).await.unwrap();
    let voice = &created.voice;
    assert_eq!(
        (&voice.status, voice.name.as_str(), voice.max_minutes),
        (&VoiceStatus::New, request.name.as_str(), 5)
    );
    assert_eq!((voice.api_credits_used, voice.api_credits_left), (0, None));
    assert_eq!(voice.required_credits, 50.0);
    assert!(!created.upload_urls.is_empty());
    for (n, url) in created.upload_urls.iter().enumerate() {
        let path = dir.path().join(format!("train-{n}.wav"));
        std::fs::write(&path, wav(1_000)).unwrap();
        client
            .transfers()
            .upload_file(url, &path, |_, _| {})
            .await
            .unwrap();
    }
    let queued = client.custom_voices().clone_voice(voice.id).await.unwrap();
    assert_eq!(queued.status, VoiceStatus::Queued);
    assert_eq!(queued.api_credits_used, 50);
    assert_eq!(queued.api_credits_left, Some(100_000 - 50));
    let mut status = VoiceStatus::Queued;
    for _ in 0..20 {
        sim.advance_voice(voice.id).await;
        status = client.custom_voices().get(voice.id).await.unwrap().status;
        if status.is_done() {
            break;
        }
    }
    assert_eq!(status, VoiceStatus::Done);
    let charges = &sim.account("alice").await["charges"];
    assert_eq!(charges.as_array().unwrap().len(), 1);
}

#[tokio::test]
async fn every_error_code_of_the_interface() {
    let sim = Sim::start().await;
    let alice = sim.client(ALICE);
    let bob = sim.client(BOB);
    let dir = tempfile::tempdir().unwrap();

    // invalid_arguments, with details naming the query parameter: a genre the service does not know.
    let error = alice
        .public_voices()
        .list(&VoiceQuery::new().genre(Genre::Unknown("polka".into())))
        .await
        .unwrap_err();
    assert_eq!(error.code(), Some(&ErrorCode::InvalidArguments));
    assert_eq!(error.status().unwrap().as_u16(), 400);
    let details = error.invalid_arguments().unwrap();
    assert!(
        details.query.iter().any(|e| e.field.contains("genres")),
        "{details:?}"
    );
    assert!(error.to_string().contains("genres"));

    // voice_not_found: a voice that does not exist.
    let error = alice
        .dubs()
        .create(&CreateDub::upload(Uuid::new_v4()))
        .await
        .unwrap_err();
    assert_eq!(
        (error.code(), error.status().unwrap().as_u16()),
        (Some(&ErrorCode::VoiceNotFound), 400)
    );

    // dub_is_not_new: preprocess twice. dub_is_not_in_preprocessed_state: generate too early.
    let dub = upload_dub(&alice, dir.path()).await;
    let error = alice.dubs().generate(dub.id).await.unwrap_err();
    assert_eq!(error.code(), Some(&ErrorCode::DubIsNotInPreprocessedState));
    alice.dubs().preprocess(dub.id).await.unwrap();
    let error = alice.dubs().preprocess(dub.id).await.unwrap_err();
    assert_eq!(error.code(), Some(&ErrorCode::DubIsNotNew));

    // not_found: another account's dub, for every dub operation.
    for error in [
        bob.dubs().get(dub.id).await.unwrap_err(),
        bob.dubs().preprocess(dub.id).await.unwrap_err(),
        bob.dubs().generate(dub.id).await.unwrap_err(),
    ] {
        assert_eq!(
            (error.code(), error.status().unwrap().as_u16()),
            (Some(&ErrorCode::NotFound), 404)
        );
    }
    // ... but another key of the same account sees it.
    assert_eq!(sim.client(ALICE_2).dubs().get(dub.id).await.unwrap().id, dub.id);

    // voice_is_not_new: clone twice.
    let request = CreateVoice {
        name: "v".into(),
        number_of_files: 1,
        max_minutes: 5,
        separate: false,
    };
    let training = dir.path().join("training.wav");
    std::fs::write(&training, wav(1_000)).unwrap();
    let created = alice.custom_voices().create(&request).await.unwrap();
    let voice = created.voice;
    alice
        .transfers()
        .upload_file(&created.upload_urls[0], &training, |_, _| {})
        .await
        .unwrap();
    alice.custom_voices().clone_voice(voice.id).await.unwrap();
    let error = alice.custom_voices().clone_voice(voice.id).await.unwrap_err();
    assert_eq!(error.code(), Some(&ErrorCode::VoiceIsNotNew));
    assert_eq!(
        bob.custom_voices().get(voice.id).await.unwrap_err().code(),
        Some(&ErrorCode::NotFound)
    );

    // not_enough_credits: training with an empty account.
    let created = alice.custom_voices().create(&request).await.unwrap();
    let voice = created.voice;
    alice
        .transfers()
        .upload_file(&created.upload_urls[0], &training, |_, _| {})
        .await
        .unwrap();
    sim.set_credits("alice", 0).await;
    let error = alice.custom_voices().clone_voice(voice.id).await.unwrap_err();
    assert_eq!(
        (error.code(), error.status().unwrap().as_u16()),
        (Some(&ErrorCode::NotEnoughCredits), 403)
    );
    assert!(!error.is_retryable());

    // unauthorized: a key the service does not know.
    let error = sim.client("no-such-key").account().get().await.unwrap_err();
    assert_eq!(
        (error.code(), error.status().unwrap().as_u16()),
        (Some(&ErrorCode::Unauthorized), 401)
    );
    assert_eq!(
        error.to_string(),
        "The service refused the API key (missing, malformed, deleted or invalid)."
    );

    // Service errors are never retried: each call above was sent exactly once.
    let posts = sim.requests_to("POST", "/v1/me/voices/").await;
    assert_eq!(posts.len(), 3, "{posts:?}");
}

#[tokio::test]
async fn rate_limit_exceeded_from_the_shared_pool() {
    // Three reads a minute, shared by both keys of the account.
    let sim = Sim::start_with(|config| config.rate_limits.read_per_minute = 3).await;
    let first = sim.client(ALICE);
    for _ in 0..3 {
        first.account().get().await.unwrap();
    }
    assert_eq!(first.rate_limit(Lane::Read).unwrap().remaining, Some(0));
    // The window is used up: this client waits for the reset rather than being refused...
    assert!(first.lane_paused_until(Lane::Read).is_some());
    // ... while a second client with the other key, knowing nothing, is refused.
    let second = sim
        .builder(ALICE_2)
        .retry_policy(RetryPolicy::none())
        .build()
        .unwrap();
    let error = second.account().get().await.unwrap_err();
    assert_eq!(
        (error.code(), error.status().unwrap().as_u16()),
        (Some(&ErrorCode::RateLimitExceeded), 429)
    );
    let wait = error.retry_after().unwrap();
    assert!(
        wait > Duration::ZERO && wait <= Duration::from_secs(60),
        "{wait:?}"
    );
    assert!(error.is_retryable());
    // Bob's pool is his own.
    sim.client(BOB).account().get().await.unwrap();
}

#[tokio::test]
async fn an_exhausted_window_is_waited_out_without_a_429() {
    let sim = Sim::start_with(|config| {
        config.rate_limits.read_per_minute = 2;
        config.rate_limits.minute_window = Duration::from_secs(2);
    })
    .await;
    let client = sim.client(ALICE);
    let started = Instant::now();
    for _ in 0..5 {
        client.account().get().await.unwrap();
    }
    // Five reads at two per 2-second window need at least two resets.
    assert!(
        started.elapsed() >= Duration::from_secs(2),
        "{:?}",
        started.elapsed()
    );
    let log = sim.requests_to("GET", "/v1/me").await;
    assert_eq!(log.len(), 5);
    assert!(log.iter().all(|r| r["status"] == 200), "{log:?}");
}

#[tokio::test]
async fn local_validation_at_both_edges_of_every_limit() {
    let sim = Sim::start().await;
    let client = sim.client(ALICE);
    let voice = some_voice(&client).await;
    sim.clear_requests().await;
    let refused = |error: Error| match error {
        Error::Validation(e) => e.field,
        other => panic!("expected a local refusal, got {other:?}"),
    };
    let mut accepted = 0;

    for shift in [-24, 24] {
        client
            .dubs()
            .create(&CreateDub::upload(voice).pitch_shift(shift))
            .await
            .unwrap();
        accepted += 1;
    }
    for shift in [-25, 25] {
        assert_eq!(
            refused(
                client
                    .dubs()
                    .create(&CreateDub::upload(voice).pitch_shift(shift))
                    .await
                    .unwrap_err()
            ),
            "pitchShift"
        );
    }
    for link in ["http://127.0.0.1:9/a.wav", "https://localhost:9/a.mp3"] {
        client.dubs().create(&CreateDub::link(voice, link)).await.unwrap();
        accepted += 1;
    }
    for link in ["ftp://example.com/a.wav", "https://", "a.wav"] {
        assert_eq!(
            refused(
                client
                    .dubs()
                    .create(&CreateDub::link(voice, link))
                    .await
                    .unwrap_err()
            ),
            "link"
        );
    }

    let training = |name: &str, files, minutes| CreateVoice {
        name: name.into(),
        number_of_files: files,
        max_minutes: minutes,
        separate: true,
    };
    for ok in [
        training("a", 1, 5),
        training(&"é".repeat(50), 5, 60),
        training(&"声".repeat(50), 3, 30),
    ] {
        client.custom_voices().create(&ok).await.unwrap();
        accepted += 1;
    }
    for (bad, field) in [
        (training("", 1, 5), "name"),
        (training(&"é".repeat(51), 1, 5), "name"),
        (training("v", 0, 5), "numberOfFiles"),
        (training("v", 6, 5), "numberOfFiles"),
        (training("v", 1, 4), "maxMinutes"),
        (training("v", 1, 61), "maxMinutes"),
    ] {
        assert_eq!(
            refused(client.custom_voices().create(&bad).await.unwrap_err()),
            field
        );
    }

    for query in [
        VoiceQuery::new().search("a").limit(8),
        VoiceQuery::new().search("ж".repeat(50)).limit(50),
    ] {
        client.public_voices().list(&query).await.unwrap();
        accepted += 1;
    }
    for (query, field) in [
        (VoiceQuery::new().search(""), "search"),
        (VoiceQuery::new().search("ж".repeat(51)), "search"),
        (VoiceQuery::new().limit(7), "limit"),
        (VoiceQuery::new().limit(51), "limit"),
    ] {
        assert_eq!(
            refused(client.public_voices().list(&query).await.unwrap_err()),
            field
        );
    }
    assert_eq!(
        refused(client.dubs().get("not-a-uuid").await.unwrap_err()),
        "dubId"
    );
    assert_eq!(
        refused(client.custom_voices().get("").await.unwrap_err()),
        "voiceId"
    );

    // Exactly the accepted calls reached the service, and it agreed with each of them.
    let log = sim.requests().await;
    assert_eq!(log.len(), accepted, "{log:#?}");
    assert!(log.iter().all(|r| r["status"] == 200), "{log:#?}");
}

async fn all_voices(client: &Client, query: VoiceQuery) -> Vec<PublicVoice> {
    client.public_voices().stream(query).try_collect().await.unwrap()
}

fn ids_once(voices: &[PublicVoice]) -> HashSet<Uuid> {
    let ids: HashSet<Uuid> = voices.iter().map(|v| v.id).collect();
    assert_eq!(ids.len(), voices.len(), "a voice came twice");
    ids
}

#[tokio::test]
async fn paging_to_the_end_under_filter_combinations() {
    let sim = Sim::start().await;
    let client = sim.client(ALICE);
    let everything = all_voices(&client, VoiceQuery::new().limit(50)).await;
    assert!(
        everything.len() > 100,
        "a catalogue of {} voices",
        everything.len()
    );
    let all_ids = ids_once(&everything);
    let by_id: HashMap<Uuid, &PublicVoice> = everything.iter().map(|v| (v.id, v)).collect();
    // Default page size is 50, and pages are full until the last.
    let first = client.public_voices().list(&VoiceQuery::new()).await.unwrap();
    assert_eq!(first.items.len(), 50);
    assert!(!first.is_last());

    let combinations = [
        VoiceQuery::new().genre(Genre::Pop),
        VoiceQuery::new().genre(Genre::Rock).genre(Genre::Jazz).limit(8),
        VoiceQuery::new()
            .language(Language::English)
            .language(Language::Korean)
            .style(Style::Singing)
            .limit(33),
        VoiceQuery::new()
            .language(Language::Thai)
            .genre(Genre::Rap)
            .style(Style::Rapping)
            .style(Style::Speaking),
        VoiceQuery::new()
            .style(Style::Character)
            .genre(Genre::Country)
            .limit(50),
    ];
    for query in combinations {
        let got = ids_once(&all_voices(&client, query.clone()).await);
        let expected: HashSet<Uuid> = everything
            .iter()
            .filter(|v| query.genres.is_empty() || v.genres.iter().any(|g| query.genres.contains(g)))
            .filter(|v| query.languages.is_empty() || v.languages.iter().any(|l| query.languages.contains(l)))
            .filter(|v| query.styles.is_empty() || v.styles.iter().any(|s| query.styles.contains(s)))
            .map(|v| v.id)
            .collect();
        assert!(
            !expected.is_empty(),
            "{query:?} matches nothing; pick a better combination"
        );
        assert_eq!(got, expected, "{query:?}");
    }

    // Search narrows by name: a subset of the catalogue, each name matching.
    let needle = everything[0].name.chars().take(3).collect::<String>();
    let found = all_voices(&client, VoiceQuery::new().search(needle.clone()).limit(8)).await;
    let found_ids = ids_once(&found);
    assert!(found_ids.contains(&everything[0].id));
    assert!(found_ids.is_subset(&all_ids));
    for voice in &found {
        assert!(
            by_id[&voice.id]
                .name
                .to_lowercase()
                .contains(&needle.to_lowercase()),
            "{} for {needle}",
            voice.name
        );
    }
}

#[tokio::test]
async fn a_429_storm_pauses_the_lane_and_never_sends_a_write_twice() {
    let sim = Sim::start().await;
    let client = sim.client(ALICE);
    let voice = some_voice(&client).await;
    sim.clear_requests().await;
    sim.faults(json!({"rateLimitStorm": {"count": 2, "retryAfterSecs": 1, "pathPrefix": "/v1/me/dubs"}}))
        .await;
    let started = Instant::now();
    let created = client.dubs().create(&CreateDub::upload(voice)).await.unwrap();
    assert!(
        started.elapsed() >= Duration::from_millis(1900),
        "{:?}",
        started.elapsed()
    );
    let posts = sim.requests_to("POST", "/v1/me/dubs").await;
    let statuses: Vec<&Value> = posts.iter().map(|r| &r["status"]).collect();
    assert_eq!(statuses, [&json!(429), &json!(429), &json!(200)]);

    // A refused write pauses the write lane for every later write of the client.
    sim.faults(json!({"rateLimitStorm": {"count": 1, "retryAfterSecs": 1, "pathPrefix": "/v1/me/dubs"}}))
        .await;
    let impatient = sim
        .builder(ALICE)
        .retry_policy(RetryPolicy::none())
        .build()
        .unwrap();
    let error = impatient.dubs().preprocess(created.dub.id).await.unwrap_err();
    assert_eq!(error.code(), Some(&ErrorCode::RateLimitExceeded));
    assert!(impatient.lane_paused_until(Lane::Write).is_some());
    assert!(impatient.lane_paused_until(Lane::Read).is_none());
    let started = Instant::now();
    let another = CreateDub::upload(voice);
    let (a, b) = tokio::join!(
        impatient.dubs().preprocess(created.dub.id),
        impatient.dubs().create(&another)
    );
    assert!(
        started.elapsed() >= Duration::from_millis(800),
        "{:?}",
        started.elapsed()
    );
    a.unwrap();
    b.unwrap();
    let preprocess = sim
        .requests_to("POST", &format!("/v1/me/dubs/{}/preprocess", created.dub.id))
        .await;
    assert_eq!(preprocess.iter().filter(|r| r["status"] == 200).count(), 1);
}

#[tokio::test]
async fn server_errors_retry_reads_and_make_writes_unknown() {
    let sim = Sim::start().await;
    let client = sim.client(ALICE);
    let voice = some_voice(&client).await;
    sim.clear_requests().await;

    sim.faults(json!({"serverErrors": {"count": 2, "status": 503, "body": "<html><h1>Down</h1></html>", "pathPrefix": "/v1/me"}})).await;
    assert_eq!(client.account().get().await.unwrap().api_credits, 100_000.0);
    let statuses: Vec<Value> = sim
        .requests_to("GET", "/v1/me")
        .await
        .into_iter()
        .map(|r| r["status"].clone())
        .collect();
    assert_eq!(statuses, [json!(503), json!(503), json!(200)]);

    sim.faults(json!({"serverErrors": {"count": 1, "status": 500, "body": "", "pathPrefix": "/v1/me/dubs"}}))
        .await;
    let error = client.dubs().create(&CreateDub::upload(voice)).await.unwrap_err();
    match &error {
        Error::UnknownOutcome { operation, cause } => {
            assert_eq!(*operation, "create dub");
            assert!(matches!(**cause, Error::Server { .. }));
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(sim.requests_to("POST", "/v1/me/dubs").await.len(), 1);
}

#[tokio::test]
async fn dropped_connections_retry_reads_and_make_writes_unknown() {
    let sim = Sim::start().await;
    let client = sim.client(ALICE);
    let dir = tempfile::tempdir().unwrap();
    let dub = upload_dub(&client, dir.path()).await;
    client.dubs().preprocess(dub.id).await.unwrap();
    advance_dub_to(&sim, dub.id, "preprocessed").await;
    sim.clear_requests().await;

    sim.faults(json!({"dropConnections": {"count": 2, "pathPrefix": "/v1/voices"}}))
        .await;
    let page = client
        .public_voices()
        .list(&VoiceQuery::new().limit(8))
        .await
        .unwrap();
    assert_eq!(page.items.len(), 8);
    assert!(sim.requests_to("GET", "/v1/voices").await.len() >= 3);

    // The generate call is carried out, but its answer never comes: unknown, and not sent again.
    sim.faults(json!({"dropConnections": {"count": 1, "pathPrefix": "/v1/me/dubs", "afterHandling": true}}))
        .await;
    let error = client.dubs().generate(dub.id).await.unwrap_err();
    assert!(
        matches!(&error, Error::UnknownOutcome { cause, .. } if matches!(**cause, Error::Transport { kind: TransportKind::Connection, maybe_sent: true, .. })),
        "{error:?}"
    );
    assert!(
        error
            .to_string()
            .contains("whether it was carried out is unknown")
    );
    assert_eq!(
        sim.requests_to("POST", &format!("/v1/me/dubs/{}/generate", dub.id))
            .await
            .len(),
        1
    );
    // Reading the state shows it did happen: paid once.
    let after = client.dubs().get(dub.id).await.unwrap();
    assert_ne!(after.status, DubStatus::Preprocessed);
    assert!(after.api_credits_used > 0);
    assert_eq!(sim.account("alice").await["charges"].as_array().unwrap().len(), 1);
}
