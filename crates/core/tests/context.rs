//! The application context against the simulator, with real SQLite files: the account (a key is
//! checked before it is stored, refused keys and failing key stores change nothing), the service
//! address (clients rebuilt, engine restarted), dubs started through the context with their presets
//! remembered, one library shared by two front ends (the second hands its jobs to the first one's
//! engine), and the Jobs screen's queries.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod engine_support;

use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use dubdeck_core::codes::{ErrorCode, KeychainProblem};
use dubdeck_core::context::HostChange;
use dubdeck_core::context::{
    AppContext, AppError, AppEvent, AppOptions, EngineStatus, FollowOutcome, JobFilter, JobGrouping,
    JobQuery, KeySource, SetKeyOutcome,
};
use dubdeck_core::engine::DubSource;
use dubdeck_core::events::JobStage;
use dubdeck_core::job::DubState;
use dubdeck_core::ledger::BaseUrl;
use dubdeck_core::secrets::{ExposeSecret, SecretError, SecretStore, SecretString};
use dubdeck_sim::AccountSpec;
use engine_support::{KEY, Rig, Sim, fast_config};

/// A key store in memory, which can be told to fail like a locked keyring.
#[derive(Default)]
struct TestStore {
    key: Mutex<Option<String>>,
    locked: Mutex<bool>,
}

impl TestStore {
    fn with_key(key: &str) -> Arc<TestStore> {
        let store = TestStore::default();
        *store.key.lock().unwrap() = Some(key.to_owned());
        Arc::new(store)
    }

    fn key(&self) -> Option<String> {
        self.key.lock().unwrap_or_else(PoisonError::into_inner).clone()
    }

    fn check(&self) -> Result<(), SecretError> {
        if *self.locked.lock().unwrap_or_else(PoisonError::into_inner) {
            return Err(SecretError::Locked {
                detail: "test keyring locked".into(),
            });
        }
        Ok(())
    }
}

impl SecretStore for TestStore {
    fn get_api_key(&self) -> Result<Option<SecretString>, SecretError> {
        self.check()?;
        Ok(self.key().map(SecretString::from))
    }
    fn set_api_key(&self, key: &SecretString) -> Result<(), SecretError> {
        self.check()?;
        *self.key.lock().unwrap() = Some(key.expose_secret().to_owned());
        Ok(())
    }
    fn delete_api_key(&self) -> Result<(), SecretError> {
        self.check()?;
        *self.key.lock().unwrap() = None;
        Ok(())
    }
    fn describe(&self) -> String {
        "test store".into()
    }
}

fn options(rig: &Rig, sim: &Sim, store: Arc<TestStore>) -> AppOptions {
    AppOptions::default()
        .with_data_dir(rig.data_dir())
        .with_base_url(sim.base.clone())
        .with_keys(KeySource::Store(store))
        .with_engine_config(fast_config())
}

async fn open(rig: &Rig, sim: &Sim, store: Arc<TestStore>) -> AppContext {
    AppContext::open(options(rig, sim, store)).await.unwrap()
}

/// Collects the context's events in the background.
fn record(app: &AppContext) -> Arc<Mutex<Vec<AppEvent>>> {
    let seen = Arc::new(Mutex::new(Vec::new()));
    let mut events = app.subscribe();
    let sink = Arc::clone(&seen);
    tokio::spawn(async move {
        while let Ok(event) = events.recv().await {
            sink.lock().unwrap().push(event);
        }
    });
    seen
}

#[tokio::test]
async fn a_key_is_checked_by_the_service_before_it_is_stored() {
    let sim = Sim::start(500).await;
    let rig = Rig::new();
    let store = Arc::new(TestStore::default());
    let app = open(&rig, &sim, Arc::clone(&store)).await;
    let seen = record(&app);

    assert!(!app.key_status().await.unwrap().set);
    assert!(matches!(app.client().await, Err(AppError::NoApiKey)));

    let refused = app
        .set_api_key(SecretString::from("not-a-key-of-anyone"))
        .await
        .unwrap();
    assert!(matches!(refused, SetKeyOutcome::Refused), "{refused:?}");
    assert_eq!(store.key(), None, "a refused key is never stored");

    let empty = app.set_api_key(SecretString::from("   ")).await.unwrap_err();
    assert_eq!(empty.code(), ErrorCode::EmptyKey);

    let stored = app.set_api_key(SecretString::from(KEY)).await.unwrap();
    let SetKeyOutcome::Stored { balance } = stored else {
        panic!("{stored:?}")
    };
    assert_eq!(balance.credits, 500.0);
    assert_eq!(store.key().as_deref(), Some(KEY));
    assert!(app.key_status().await.unwrap().set);
    assert_eq!(app.balance().map(|b| b.credits), Some(500.0));
    app.client().await.unwrap();

    tokio::time::sleep(Duration::from_millis(50)).await;
    let events = seen.lock().unwrap().clone();
    assert!(
        events
            .iter()
            .any(|e| matches!(e, AppEvent::KeyChanged { status } if status.set))
    );
    assert!(
        events
            .iter()
            .any(|e| matches!(e, AppEvent::CreditsChanged { balance } if balance.credits == 500.0))
    );
    // The key never reaches an event (what the desktop shell forwards to the page).
    let json = serde_json::to_string(&events).unwrap();
    assert!(!json.contains(KEY), "{json}");

    app.remove_api_key().await.unwrap();
    assert_eq!(store.key(), None);
    assert!(!app.key_status().await.unwrap().set);
    assert!(matches!(app.client().await, Err(AppError::NoApiKey)));
    assert_eq!(app.balance(), None);
}

#[tokio::test]
async fn a_key_store_that_cannot_keep_the_key_changes_nothing() {
    let sim = Sim::start(500).await;
    let rig = Rig::new();
    let store = Arc::new(TestStore::default());
    *store.locked.lock().unwrap() = true;
    let app = open(&rig, &sim, Arc::clone(&store)).await;
    let outcome = app.set_api_key(SecretString::from(KEY)).await.unwrap();
    match outcome {
        SetKeyOutcome::KeychainUnavailable { error } => {
            assert_eq!(error.code(), ErrorCode::KeychainUnavailable);
            assert_eq!(error.problem(), Some(KeychainProblem::Locked));
        }
        other => panic!("{other:?}"),
    }
    *store.locked.lock().unwrap() = false;
    assert_eq!(store.key(), None);
    assert!(matches!(app.client().await, Err(AppError::NoApiKey)));
}

#[tokio::test]
async fn a_dead_service_address_is_an_error_not_a_verdict_on_the_key() {
    let rig = Rig::new();
    let sim = Sim::start(500).await;
    // A port nothing listens on.
    let dead = {
        let socket = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        socket.local_addr().unwrap()
    };
    let store = Arc::new(TestStore::default());
    let mut options = options(&rig, &sim, Arc::clone(&store));
    options.base_url = Some(format!("http://{dead}").parse().unwrap());
    let app = AppContext::open(options).await.unwrap();
    let err = app.set_api_key(SecretString::from(KEY)).await.unwrap_err();
    assert_eq!(err.code(), ErrorCode::ServiceUnreachable, "{err}");
    assert_eq!(store.key(), None);
}

#[tokio::test]
async fn a_new_service_address_rebuilds_the_clients_and_restarts_the_engine() {
    let first = Sim::start(500).await;
    let second = Sim::start_with(0, |c| c.accounts = vec![AccountSpec::new("bob", 777, [KEY])]).await;
    let rig = Rig::new();
    let store = TestStore::with_key(KEY);
    // No override: the address comes from the setting.
    let mut options = options(&rig, &first, store);
    options.base_url = None;
    let app = AppContext::open(options).await.unwrap();
    app.set_setting::<BaseUrl>(Some(first.base.clone()))
        .await
        .unwrap();
    assert_eq!(app.refresh_balance().await.unwrap().credits, 500.0);
    assert_eq!(app.start_engine().await.unwrap(), EngineStatus::Running);

    let seen = record(&app);
    let settings = app
        .set_setting::<BaseUrl>(Some(second.base.clone()))
        .await
        .unwrap();
    assert_eq!(settings.base_url.as_ref(), Some(&second.base));
    // Another port is another service: the key waits there until the user confirms it.
    assert_eq!(
        app.refresh_balance().await.unwrap_err().code(),
        ErrorCode::KeyNotConfirmed
    );
    app.confirm_key_host().await.unwrap();
    assert_eq!(app.refresh_balance().await.unwrap().credits, 777.0);
    assert_eq!(app.start_engine().await.unwrap(), EngineStatus::Running);
    tokio::time::sleep(Duration::from_millis(50)).await;
    let events = seen.lock().unwrap().clone();
    assert!(
        events
            .iter()
            .any(|e| matches!(e, AppEvent::SettingsChanged { .. }))
    );
    assert!(events.iter().any(|e| matches!(
        e,
        AppEvent::EngineChanged {
            status: EngineStatus::Stopped
        }
    )));
    assert!(events.iter().any(|e| matches!(
        e,
        AppEvent::EngineChanged {
            status: EngineStatus::Running
        }
    )));

    let bad = app
        .set_setting::<BaseUrl>(Some("ftp://example.com".parse().unwrap()))
        .await
        .unwrap_err();
    assert_eq!(bad.code(), ErrorCode::InvalidValue, "{bad}");
    assert_eq!(app.refresh_balance().await.unwrap().credits, 777.0);
    assert!(app.stop_engine().await);
}

#[tokio::test]
async fn a_stored_key_goes_to_no_other_host_until_the_user_confirms_it() {
    let sim = Sim::start(500).await;
    let rig = Rig::new();
    let mut options = options(&rig, &sim, TestStore::with_key(KEY));
    options.base_url = None;
    let app = AppContext::open(options).await.unwrap();
    app.set_setting::<BaseUrl>(Some(sim.base.clone())).await.unwrap();
    // Checked with the service at 127.0.0.1.
    assert!(matches!(
        app.set_api_key(SecretString::from(KEY)).await.unwrap(),
        SetKeyOutcome::Stored { .. }
    ));
    assert_eq!(app.start_engine().await.unwrap(), EngineStatus::Running);
    let (checked, _) = app.base_url().await.unwrap();

    // What a front end asks the user before it stores an address: a move of the key to another
    // origin, nothing for the key's own one.
    let mut elsewhere = checked.clone();
    elsewhere.set_host(Some("localhost")).unwrap();
    assert_eq!(app.key_move_with_address(Some(&checked)).await.unwrap(), None);
    assert_eq!(
        app.key_move_with_address(Some(&elsewhere)).await.unwrap(),
        Some(HostChange {
            checked_with: "127.0.0.1".into(),
            now: "localhost".into()
        })
    );
    assert_eq!(
        app.key_move_with_address(None).await.unwrap().map(|c| c.now),
        Some("api.voicedub.ai".to_owned())
    );
    // A key typed in while Settings point at another service than the public one is confirmed.
    assert_eq!(
        app.key_for_another_service().await.unwrap(),
        Some(HostChange {
            checked_with: "api.voicedub.ai".into(),
            now: "127.0.0.1".into()
        })
    );

    // The same service under another host name: nothing is sent there with the key.
    let sent = sim.requests().await.len();
    app.set_setting::<BaseUrl>(Some(elsewhere.clone())).await.unwrap();
    let refused = app.refresh_balance().await.unwrap_err();
    assert_eq!(refused.code(), ErrorCode::KeyNotConfirmed, "{refused}");
    assert_eq!(
        (
            refused.details().checked_with.as_deref(),
            refused.details().value.as_deref()
        ),
        (Some("127.0.0.1"), Some("localhost"))
    );
    let status = app.key_status().await.unwrap();
    assert_eq!(
        status.host_change,
        Some(HostChange {
            checked_with: "127.0.0.1".into(),
            now: "localhost".into()
        })
    );
    assert_ne!(
        app.engine_status().await,
        EngineStatus::Running,
        "the engine would send the key"
    );
    assert_eq!(
        sim.requests().await.len(),
        sent,
        "a request went out with the key"
    );

    // Confirmed by the user: it goes there, and the engine runs again.
    assert_eq!(app.confirm_key_host().await.unwrap().host_change, None);
    assert_eq!(app.refresh_balance().await.unwrap().credits, 500.0);
    assert_eq!(app.start_engine().await.unwrap(), EngineStatus::Running);
    // Back at the first host: that is another host again.
    app.set_setting::<BaseUrl>(Some(checked)).await.unwrap();
    assert_eq!(
        app.refresh_balance().await.unwrap_err().code(),
        ErrorCode::KeyNotConfirmed
    );
    // A key entered there belongs there.
    app.set_api_key(SecretString::from(KEY)).await.unwrap();
    assert_eq!(app.refresh_balance().await.unwrap().credits, 500.0);
    app.stop_engine().await;

    // The same host on another port is another service: told by its whole origin.
    let mut other_port = sim.base.clone();
    other_port.set_port(Some(9)).unwrap();
    let sent = sim.requests().await.len();
    app.set_setting::<BaseUrl>(Some(other_port)).await.unwrap();
    assert_eq!(
        app.key_status().await.unwrap().host_change,
        Some(HostChange {
            checked_with: format!("http://127.0.0.1:{}", sim.base.port().unwrap()),
            now: "http://127.0.0.1:9".into()
        })
    );
    assert_eq!(
        app.refresh_balance().await.unwrap_err().code(),
        ErrorCode::KeyNotConfirmed
    );
    assert_eq!(
        sim.requests().await.len(),
        sent,
        "a request went out with the key"
    );
}

#[tokio::test]
async fn dubs_started_through_the_context_finish_and_remember_their_settings() {
    let sim = Sim::start(1000).await;
    let rig = Rig::new();
    let app = open(&rig, &sim, TestStore::with_key(KEY)).await;
    // An address the user gave in the environment is theirs: a key typed there is not asked about.
    assert_eq!(app.key_for_another_service().await.unwrap(), None);
    let voice = sim.voice().await;
    assert_eq!(app.preset(voice.0).await.unwrap().pitch_shift, 0);
    assert!(app.preset(voice.0).await.unwrap().separate);
    assert_eq!(app.start_engine().await.unwrap(), EngineStatus::Running);
    let seen = record(&app);

    let input = rig.input("song.wav", 2_000);
    let request = rig.dub_request(DubSource::File(input), &voice, Some(1000));
    let views = app.start_dubs(vec![request]).await.unwrap();
    let ids: Vec<_> = views.iter().map(|v| v.id).collect();
    let mut stages = Vec::new();
    let outcome = tokio::time::timeout(
        Duration::from_secs(60),
        app.follow(
            &ids,
            |e| {
                if let AppEvent::JobChanged(v) = e {
                    stages.push(v.state);
                }
            },
            std::future::pending(),
        ),
    )
    .await
    .expect("the dub settles")
    .unwrap();
    // Following shows every stage the job went through, quick ones included, in order.
    stages.dedup();
    let wanted = [
        DubState::Uploading,
        DubState::Preprocessing,
        DubState::Processing,
        DubState::Downloading,
        DubState::Done,
    ];
    let mut rest = stages.iter();
    for state in wanted {
        assert!(
            rest.any(|s| *s == JobStage::Dub(state)),
            "{state:?} missing or out of order in {stages:?}"
        );
    }
    let FollowOutcome::Settled(done) = outcome else {
        panic!("stopped")
    };
    assert_eq!(done[0].state, JobStage::Dub(DubState::Done));
    assert!(done[0].output_path.as_ref().unwrap().exists());

    // The sheet's choices are remembered for the voice, and the voice for the next drop.
    let preset = app.preset(voice.0).await.unwrap();
    assert_eq!((preset.pitch_shift, preset.separate), (2, true));
    assert!(preset.last_used_at.is_some());
    assert_eq!(app.settings().await.unwrap().last_voice, Some(voice.0));

    // The engine's events reach the context's subscribers, and the spend updated the balance.
    let events = seen.lock().unwrap().clone();
    assert!(
        events
            .iter()
            .any(|e| matches!(e, AppEvent::JobChanged(v) if v.state == JobStage::Dub(DubState::Done)))
    );
    assert!(
        events
            .iter()
            .any(|e| matches!(e, AppEvent::TransferProgress { .. }))
    );
    assert!(events.iter().any(|e| matches!(e, AppEvent::PresetChanged { .. })));
    assert_eq!(app.balance().map(|b| b.credits), Some(990.0));

    // A refused input adds nothing, even in a batch with good ones.
    let good = rig.dub_request(DubSource::File(rig.input("b.wav", 1_000)), &voice, None);
    let folder = rig.dub_request(DubSource::File(rig.dir.path().to_path_buf()), &voice, None);
    let err = app.start_dubs(vec![good, folder]).await.unwrap_err();
    assert_eq!(err.code(), ErrorCode::InputRefused, "{err}");
    assert_eq!(app.jobs(JobQuery::default()).await.unwrap().total, 1);
    assert!(app.stop_engine().await);
}

#[tokio::test]
async fn a_second_front_end_hands_its_jobs_to_the_running_engine() {
    let sim = Sim::start(1000).await;
    let rig = Rig::new();
    let app = open(&rig, &sim, TestStore::with_key(KEY)).await;
    assert_eq!(app.start_engine().await.unwrap(), EngineStatus::Running);

    // The command line next to the app: same library, its own context.
    let cli = open(&rig, &sim, TestStore::with_key(KEY)).await;
    assert_eq!(cli.engine_status().await, EngineStatus::Elsewhere);
    assert_eq!(cli.start_engine().await.unwrap(), EngineStatus::Elsewhere);
    let voice = sim.voice().await;
    let input = rig.input("handed.wav", 1_500);
    let views = cli
        .start_dubs(vec![rig.dub_request(DubSource::File(input), &voice, Some(1000))])
        .await
        .unwrap();
    let ids = vec![views[0].id];
    let mut stages = Vec::new();
    let outcome = tokio::time::timeout(
        Duration::from_secs(60),
        cli.follow(
            &ids,
            |e| {
                if let AppEvent::JobChanged(v) = e {
                    stages.push(v.state);
                }
            },
            std::future::pending(),
        ),
    )
    .await
    .expect("the app's engine finishes the command line's dub")
    .unwrap();
    let FollowOutcome::Settled(done) = outcome else {
        panic!("stopped")
    };
    assert_eq!(done[0].state, JobStage::Dub(DubState::Done));
    assert!(
        stages.len() >= 2,
        "changes made by the other process are followed: {stages:?}"
    );
    assert!(sim.charges().await.values().all(|c| c.len() == 1));

    // Once the app stops, the command line can run the engine itself.
    assert!(app.stop_engine().await);
    assert_eq!(cli.engine_status().await, EngineStatus::Stopped);
    assert_eq!(cli.start_engine().await.unwrap(), EngineStatus::Running);
    assert!(cli.stop_engine().await);
}

#[tokio::test]
async fn a_front_end_that_handed_its_jobs_over_takes_the_engine_when_the_other_stops() {
    let sim = Sim::start(1000).await;
    let rig = Rig::new();
    let first = open(&rig, &sim, TestStore::with_key(KEY)).await;
    assert_eq!(first.start_engine().await.unwrap(), EngineStatus::Running);
    let second = open(&rig, &sim, TestStore::with_key(KEY)).await;
    assert_eq!(second.start_engine().await.unwrap(), EngineStatus::Elsewhere);
    let events = second.subscribe();
    let voice = sim.voice().await;
    let input = rig.input("handed over.wav", 1_500);
    let views = second
        .start_dubs(vec![rig.dub_request(DubSource::File(input), &voice, Some(1000))])
        .await
        .unwrap();
    let ids = vec![views[0].id];
    // The first Dubdeck ends (its own work done) before the handed-over dub is.
    assert!(first.stop_engine().await);
    drop(first);
    let outcome = tokio::time::timeout(
        Duration::from_secs(60),
        second.follow_keeping_engine(events, &ids, |_| {}, std::future::pending()),
    )
    .await
    .expect("the handed-over dub waits for an engine that is gone")
    .unwrap();
    let FollowOutcome::Settled(done) = outcome else {
        panic!("stopped")
    };
    assert_eq!(done[0].state, JobStage::Dub(DubState::Done));
    assert_eq!(second.engine_status().await, EngineStatus::Running);
    assert!(sim.charges().await.values().all(|c| c.len() == 1), "paid twice");
    assert!(second.stop_engine().await);
}

#[tokio::test]
async fn following_can_be_stopped_and_jobs_wait_without_an_engine() {
    let sim = Sim::start(1000).await;
    let rig = Rig::new();
    let app = open(&rig, &sim, TestStore::with_key(KEY)).await;
    let voice = sim.voice().await;
    let views = app
        .start_dubs(vec![rig.dub_request(
            DubSource::Link("https://example.com/a.mp3".into()),
            &voice,
            None,
        )])
        .await
        .unwrap();
    assert_eq!(views[0].state, JobStage::Dub(DubState::Created));
    let ids = vec![views[0].id];
    let outcome = app
        .follow(&ids, |_| {}, tokio::time::sleep(Duration::from_millis(700)))
        .await
        .unwrap();
    assert_eq!(outcome, FollowOutcome::Stopped);
    let discarded = app.discard(ids[0]).await.unwrap();
    assert_eq!(discarded.state, JobStage::Dub(DubState::Canceled));
    assert_eq!(
        sim.requests()
            .await
            .iter()
            .filter(|r| r["path"] == "/v1/me/dubs")
            .count(),
        0
    );
}

#[tokio::test]
async fn the_jobs_screen_filters_searches_groups_and_pages_in_the_library() {
    let sim = Sim::start(1000).await;
    let rig = Rig::new();
    let app = open(&rig, &sim, TestStore::with_key(KEY)).await;
    let nova = (uuid::Uuid::from_u128(1), "Nova".to_owned());
    let rex = (uuid::Uuid::from_u128(2), "Rex".to_owned());
    let mut requests = Vec::new();
    for i in 0..7 {
        let voice = if i % 2 == 0 { &nova } else { &rex };
        let link = format!("https://example.com/track-{}.mp3", i % 3);
        requests.push(rig.dub_request(DubSource::Link(link), voice, None));
    }
    let views = app.start_dubs(requests).await.unwrap();
    app.discard(views[0].id).await.unwrap();
    app.discard(views[1].id).await.unwrap();

    let all = app.jobs(JobQuery::default()).await.unwrap();
    assert_eq!(all.total, 7);
    assert_eq!(all.jobs[0].id, views[6].id, "newest first");

    let canceled = app
        .jobs(JobQuery {
            filter: JobFilter::Canceled,
            ..JobQuery::default()
        })
        .await
        .unwrap();
    assert_eq!(canceled.total, 2);
    let active = app
        .jobs(JobQuery {
            filter: JobFilter::Active,
            ..JobQuery::default()
        })
        .await
        .unwrap();
    assert_eq!(active.total, 5);
    assert_eq!(
        app.jobs(JobQuery {
            filter: JobFilter::Done,
            ..JobQuery::default()
        })
        .await
        .unwrap()
        .total,
        0
    );

    // Pages of 3: 3 + 3 + 1, no job twice.
    let mut seen = Vec::new();
    for offset in [0, 3, 6] {
        let page = app
            .jobs(JobQuery {
                limit: 3,
                offset,
                ..JobQuery::default()
            })
            .await
            .unwrap();
        assert_eq!(page.total, 7);
        seen.extend(page.jobs.iter().map(|v| v.id));
    }
    seen.dedup();
    assert_eq!(seen.len(), 7);

    // Search by voice name and by input name, case-insensitive; LIKE wildcards are literal.
    let rex_jobs = app
        .jobs(JobQuery {
            search: Some("rEx".into()),
            ..JobQuery::default()
        })
        .await
        .unwrap();
    assert_eq!(rex_jobs.total, 3);
    let track_1 = app
        .jobs(JobQuery {
            search: Some("track-1 nova".into()),
            ..JobQuery::default()
        })
        .await
        .unwrap();
    assert_eq!(track_1.total, 1);
    let wildcard = app
        .jobs(JobQuery {
            search: Some("%".into()),
            ..JobQuery::default()
        })
        .await
        .unwrap();
    assert_eq!(wildcard.total, 0);

    // Grouping by voice and by input; a group's key pages its own jobs.
    let by_voice = app
        .job_groups(JobQuery::default(), JobGrouping::Voice)
        .await
        .unwrap();
    assert_eq!(by_voice.len(), 2);
    let nova_group = by_voice.iter().find(|g| g.label == "Nova").unwrap();
    assert_eq!(nova_group.count, 4);
    let nova_jobs = app
        .jobs(JobQuery {
            group: Some((JobGrouping::Voice, nova_group.key.clone())),
            ..JobQuery::default()
        })
        .await
        .unwrap();
    assert_eq!(nova_jobs.total, 4);
    assert!(
        nova_jobs
            .jobs
            .iter()
            .all(|v| v.voice_name.as_deref() == Some("Nova"))
    );
    let by_input = app
        .job_groups(
            JobQuery {
                filter: JobFilter::Active,
                ..JobQuery::default()
            },
            JobGrouping::Input,
        )
        .await
        .unwrap();
    assert_eq!(by_input.iter().map(|g| g.count).sum::<u64>(), 5);
    assert_eq!(by_input.len(), 3);

    // Recently used voices come from the library's dubs.
    let recent = app.recent_voices(10).await.unwrap();
    assert_eq!(
        recent.iter().map(|v| v.voice.voice_id()).collect::<Vec<_>>(),
        vec![nova.0, rex.0]
    );
}

#[tokio::test]
async fn voices_favorites_and_avatars_through_the_context() {
    use dubdeck_api::VoiceQuery;
    use dubdeck_core::catalogue::VoiceLookup;
    use dubdeck_core::ledger::ReduceMotion;
    let sim = Sim::start(1000).await;
    let rig = Rig::new();
    let app = open(&rig, &sim, TestStore::with_key(KEY)).await;
    let seen = record(&app);
    let query = VoiceQuery::new();
    assert!(app.cached_voices(&query).await.unwrap().is_none());
    let page = app.voices(&query).await.unwrap();
    assert_eq!(page.voices.len(), 50);
    let first = page.voices[0].voice.clone();
    assert!(app.set_favorite(first.id, true).await.unwrap());
    assert!(
        !app.set_favorite(first.id, true).await.unwrap(),
        "starring twice changes nothing"
    );
    let cached = app.cached_voices(&query).await.unwrap().expect("seen before");
    assert!(cached.voices[0].favorite);
    assert_eq!(app.favorites().await.unwrap()[0].voice_id, first.id);
    match app.lookup_voice(first.id).await.unwrap() {
        VoiceLookup::Public { voice, .. } => assert_eq!(voice.name, first.name),
        other => panic!("{other:?}"),
    }

    // Avatars: fetched by Rust into the cache, found by voice id; a GIF's still frame when the
    // user turned motion off.
    let gif = page
        .voices
        .iter()
        .map(|c| c.voice.clone())
        .find(|v| v.avatar_format.as_str() == "gif")
        .expect("the catalogue has animated avatars");
    assert_eq!(app.avatar_path(gif.id).await.unwrap(), None);
    for result in app.fetch_avatars(std::slice::from_ref(&gif)).await {
        result.unwrap();
    }
    let animated = app.avatar_path(gif.id).await.unwrap().unwrap();
    assert!(animated.exists());
    app.set_setting::<ReduceMotion>(true).await.unwrap();
    let still = app.avatar_path(gif.id).await.unwrap().unwrap();
    assert_ne!(still, animated);
    assert!(still.extension().is_some_and(|e| e == "png"), "{still:?}");
    assert!(still.starts_with(app.data_dir()));

    tokio::time::sleep(Duration::from_millis(50)).await;
    let events = seen.lock().unwrap().clone();
    let stars = events
        .iter()
        .filter(|e| matches!(e, AppEvent::FavoriteChanged { favorite: true, .. }))
        .count();
    assert_eq!(stars, 1);
}

#[tokio::test]
async fn a_finished_dub_is_dubbed_again_with_another_voice_then_removed() {
    use dubdeck_core::engine::DubAgain;
    let sim = Sim::start(1000).await;
    let rig = Rig::new();
    let app = open(&rig, &sim, TestStore::with_key(KEY)).await;
    let page = app.voices(&dubdeck_api::VoiceQuery::new()).await.unwrap();
    let first = (page.voices[0].voice.id, page.voices[0].voice.name.clone());
    let second = (page.voices[1].voice.id, page.voices[1].voice.name.clone());
    app.start_engine().await.unwrap();
    let input = rig.input("again.wav", 1_000);
    let views = app
        .start_dubs(vec![rig.dub_request(
            DubSource::File(input.clone()),
            &first,
            Some(100),
        )])
        .await
        .unwrap();
    let done = |outcome: FollowOutcome| match outcome {
        FollowOutcome::Settled(views) => views,
        FollowOutcome::Stopped => panic!("stopped"),
    };
    let ids = [views[0].id];
    let first_done = done(app.follow(&ids, |_| {}, std::future::pending()).await.unwrap());
    let first_file = first_done[0].output_path.clone().unwrap();

    let again = app
        .dub_again(
            ids[0],
            DubAgain {
                voice_id: second.0,
                voice_name: second.1.clone(),
                pitch_shift: Some(-5),
                separate: None,
                approve_up_to: Some(100),
                whole: false,
                video_out: None,
            },
        )
        .await
        .unwrap();
    assert_ne!(again.id, ids[0]);
    let second_done = done(
        app.follow(&[again.id], |_| {}, std::future::pending())
            .await
            .unwrap(),
    );
    assert_eq!(second_done[0].state, JobStage::Dub(DubState::Done));
    let second_file = second_done[0].output_path.clone().unwrap();
    assert!(
        second_file.to_string_lossy().contains(&second.1),
        "{second_file:?}"
    );
    assert_eq!(app.preset(second.0).await.unwrap().pitch_shift, -5);

    // Removing the first keeps its file; removing the second with its file deletes it.
    let seen = record(&app);
    app.remove_job(ids[0], false).await.unwrap();
    app.remove_job(again.id, true).await.unwrap();
    assert!(first_file.exists());
    assert!(!second_file.exists());
    assert_eq!(app.jobs(JobQuery::default()).await.unwrap().total, 0);
    assert_eq!(app.job(ids[0]).await.unwrap_err().code(), ErrorCode::NoSuchJob);
    tokio::time::sleep(Duration::from_millis(50)).await;
    let removed = seen
        .lock()
        .unwrap()
        .iter()
        .filter(|e| matches!(e, AppEvent::JobRemoved { .. }))
        .count();
    assert_eq!(removed, 2);
    app.stop_engine().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn polls_stay_three_seconds_apart_through_server_errors() {
    use dubdeck_core::events::JobId;
    let sim = Sim::start(1000).await;
    let rig = Rig::new();
    let app = open(&rig, &sim, TestStore::with_key(KEY)).await;
    let voice = sim.voice().await;
    app.start_engine().await.unwrap();
    let mut events = app.subscribe();
    let views = app
        .start_dubs(vec![rig.dub_request(
            DubSource::File(rig.input("steady.wav", 1_000)),
            &voice,
            Some(100),
        )])
        .await
        .unwrap();
    let id = views[0].id;
    let JobId::Dub(dub_id) = id else { unreachable!() };
    // Once generation runs, the service answers its status reads with 503 three times.
    tokio::time::timeout(Duration::from_secs(60), async {
        loop {
            if let Ok(AppEvent::JobChanged(v)) = events.recv().await
                && v.id == id
                && v.state == JobStage::Dub(DubState::Processing)
            {
                return;
            }
        }
    })
    .await
    .expect("generation starts");
    let remote = app.ledger().dubs().get(dub_id).unwrap().status.remote_id.unwrap();
    sim.put(
        "/_sim/faults",
        serde_json::json!({"serverErrors": {"count": 3, "status": 503, "pathPrefix": format!("/v1/me/dubs/{remote}")}}),
    )
    .await;
    let FollowOutcome::Settled(done) = tokio::time::timeout(
        Duration::from_secs(90),
        app.follow(&[id], |_| {}, std::future::pending()),
    )
    .await
    .expect("the dub settles")
    .unwrap() else {
        panic!("stopped")
    };
    assert_eq!(done[0].state, JobStage::Dub(DubState::Done));
    let requests = sim.requests().await;
    let errors = requests.iter().filter(|r| r["status"] == 503).count();
    assert_eq!(errors, 3, "the outage was met");
    // Every status read, failed ones included, respects the interface's 3 seconds per job.
    engine_support::assert_polls_spaced(&requests);
    app.stop_engine().await;
}
