//! The catalogue service against the simulator (and, for answers the simulator never gives, a tiny
//! loopback server) with a real SQLite ledger: paging to the end under filters, a filter seen before
//! shown offline, refresh replacing the cached page, a repeated cursor ending paging with a typed
//! error, favorites and recent uses merged into cards, and the lookup that never walks the
//! catalogue.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use std::collections::HashSet;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use axum::extract::{Query, State};
use axum::routing::get;
use dubdeck_api::{Client, Genre, Language, RetryPolicy, VoiceQuery};
use dubdeck_core::catalogue::{CatalogueError, CatalogueService, PageOrigin, VoiceLookup};
use dubdeck_core::clock::Clock;
use dubdeck_core::job::{MediaSummary, TrainingState};
use dubdeck_core::ledger::{Ledger, NewTraining, NewTrainingFile, TrainingSpec};
use dubdeck_sim::{AccountSpec, RateLimits, RunningSim, SimConfig};
use futures::{StreamExt, TryStreamExt};
use serde_json::{Value, json};
use uuid::Uuid;

const KEY: &str = "catalogue-test-key-81d3";

async fn sim() -> RunningSim {
    dubdeck_sim::start(SimConfig {
        accounts: vec![AccountSpec::new("alice", 100, [KEY])],
        rate_limits: RateLimits::spec(),
        test_surface: true,
        ..SimConfig::default()
    })
    .await
    .expect("the simulator starts")
}

fn client(base: &str) -> Client {
    Client::builder()
        .api_key(KEY)
        .base_url(base)
        .retry_policy(RetryPolicy {
            max_retries: 1,
            min_delay: Duration::from_millis(10),
            max_delay: Duration::from_millis(20),
            max_retry_after: Duration::ZERO,
        })
        .build()
        .unwrap()
}

/// A client of an address where nothing listens: the service is unreachable.
fn offline_client() -> Client {
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    client(&format!("http://127.0.0.1:{port}/"))
}

async fn sim_requests(sim: &RunningSim, path: &str) -> usize {
    let url = sim.base_url().join("_sim/requests").unwrap();
    let all: Vec<Value> = reqwest::get(url).await.unwrap().json().await.unwrap();
    all.iter().filter(|r| r["path"] == path).count()
}

fn ledger(dir: &std::path::Path) -> Ledger {
    Ledger::open_in(dir).unwrap()
}

#[tokio::test]
async fn pages_to_the_end_under_filters() {
    let sim = sim().await;
    let dir = tempfile::tempdir().unwrap();
    let service = CatalogueService::new(ledger(dir.path()));
    let client = client(sim.base_url().as_str());
    let query = VoiceQuery::new()
        .genre(Genre::Pop)
        .genre(Genre::Rap)
        .language(Language::English)
        .limit(8);

    let pages: Vec<_> = service.pages(&client, query.clone()).try_collect().await.unwrap();
    assert!(pages.len() > 1, "more than one page of 8");
    assert!(pages.last().unwrap().next_cursor.is_none());
    let cards: Vec<_> = pages.iter().flat_map(|p| p.voices.clone()).collect();
    for card in &cards {
        let v = &card.voice;
        assert!(
            v.genres.iter().any(|g| *g == Genre::Pop || *g == Genre::Rap),
            "{v:?}"
        );
        assert!(v.languages.contains(&Language::English), "{v:?}");
    }
    let ids: Vec<Uuid> = cards.iter().map(|c| c.voice.id).collect();
    assert_eq!(
        ids.iter().collect::<HashSet<_>>().len(),
        ids.len(),
        "no voice twice"
    );

    // The same voices as the client's own walk, and as the flattened stream.
    let direct: Vec<Uuid> = client
        .public_voices()
        .stream(query.clone())
        .map_ok(|v| v.id)
        .try_collect()
        .await
        .unwrap();
    assert_eq!(ids, direct);
    let flat: Vec<Uuid> = service
        .all_matching(&client, query)
        .map_ok(|c| c.voice.id)
        .try_collect()
        .await
        .unwrap();
    assert_eq!(flat, direct);
    sim.shutdown().await;
}

#[tokio::test]
async fn a_filter_seen_before_shows_at_once_and_offline() {
    let sim = sim().await;
    let dir = tempfile::tempdir().unwrap();
    let service = CatalogueService::new(ledger(dir.path()));
    let online = client(sim.base_url().as_str());
    let query = VoiceQuery::new()
        .language(Language::Korean)
        .genre(Genre::Jazz)
        .genre(Genre::Rock)
        .limit(10);
    assert!(service.cached_page(&query).await.unwrap().is_none());

    let first = service.fetch_page(&online, &query).await.unwrap();
    assert_eq!(first.origin, PageOrigin::Service);
    assert!(!first.voices.is_empty());
    let cursor = first.next_cursor.clone().expect("a second page");
    let second = service
        .fetch_page(&online, &query.clone().cursor(&cursor))
        .await
        .unwrap();
    sim.shutdown().await;

    let offline = offline_client();
    // The same filters in another order find the cached pages; each cursor position its own.
    let reordered = VoiceQuery::new()
        .genre(Genre::Rock)
        .genre(Genre::Jazz)
        .language(Language::Korean)
        .limit(10);
    let cached = service.cached_page(&reordered).await.unwrap().unwrap();
    assert_eq!(cached.origin, PageOrigin::Cache);
    assert_eq!(cached.voices, first.voices);
    assert_eq!(cached.next_cursor.as_deref(), Some(cursor.as_str()));
    assert_eq!(cached.fetched_at, first.fetched_at);
    let cached_second = service
        .cached_page(&reordered.clone().cursor(&cursor))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(cached_second.voices, second.voices);
    // Out-of-range values are refused locally, typed, before any request.
    for bad in [
        query.clone().search(""),
        query.clone().search("x".repeat(51)),
        query.clone().limit(7),
    ] {
        let err = service.fetch_page(&offline, &bad).await.unwrap_err();
        assert!(
            matches!(&err, CatalogueError::Api(dubdeck_api::Error::Validation(_))),
            "{err:?}"
        );
    }
    // Other filters were never seen.
    assert!(
        service
            .cached_page(&query.clone().limit(8))
            .await
            .unwrap()
            .is_none()
    );

    // Cached first, then the failure to refresh; the cached cards stay valid.
    let updates: Vec<_> = service.page_updates(&offline, query.clone()).collect().await;
    assert_eq!(updates.len(), 2);
    assert_eq!(updates[0].as_ref().unwrap().voices, first.voices);
    assert!(
        matches!(updates[1], Err(CatalogueError::Api(_))),
        "{:?}",
        updates[1]
    );
}

/// Answers a listing from its cursor and the number of the request (0 for the first).
type PageFn = dyn Fn(Option<&str>, usize) -> Value + Send + Sync;

/// A stand-in catalogue server: `/v1/voices` answers from `page(cursor, request number)`.
async fn serve_pages(
    page: impl Fn(Option<&str>, usize) -> Value + Send + Sync + 'static,
) -> (String, Arc<AtomicUsize>) {
    #[derive(Clone)]
    struct Shared {
        page: Arc<PageFn>,
        count: Arc<AtomicUsize>,
    }
    async fn voices(
        State(shared): State<Shared>,
        Query(params): Query<Vec<(String, String)>>,
    ) -> axum::Json<Value> {
        let n = shared.count.fetch_add(1, Ordering::SeqCst);
        let cursor = params
            .iter()
            .find(|(k, _)| k == "cursor")
            .map(|(_, v)| v.as_str());
        axum::Json((shared.page)(cursor, n))
    }
    let count = Arc::new(AtomicUsize::new(0));
    let shared = Shared {
        page: Arc::new(page),
        count: count.clone(),
    };
    let app = axum::Router::new()
        .route("/v1/voices", get(voices))
        .with_state(shared);
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move { axum::serve(listener, app).await });
    (format!("http://{addr}/"), count)
}

fn voice_json(id: Uuid, name: &str) -> Value {
    json!({
        "id": id,
        "name": name,
        "languages": ["english"],
        "genres": ["pop"],
        "styles": ["singing"],
        "avatarFormat": "webp",
        "createdAt": "2025-01-02T03:04:05.678Z",
        "updatedAt": "2025-01-02T03:04:05.678Z",
        "avatarUrl": format!("http://127.0.0.1:9/avatars/{id}.webp"),
    })
}

#[tokio::test]
async fn a_refresh_replaces_the_cached_page() {
    let (old, new) = (Uuid::new_v4(), Uuid::new_v4());
    let (base, _) = serve_pages(move |_, n| {
        let voice = if n == 0 {
            voice_json(old, "Old")
        } else {
            voice_json(new, "New")
        };
        json!({ "voices": [voice], "nextCursor": null })
    })
    .await;
    let dir = tempfile::tempdir().unwrap();
    let service = CatalogueService::new(ledger(dir.path()));
    let client = client(&base);
    let query = VoiceQuery::new().search("a");

    service.fetch_page(&client, &query).await.unwrap();
    let before = service.cached_page(&query).await.unwrap().unwrap();
    assert_eq!(before.voices[0].voice.id, old);

    let updates: Vec<_> = service
        .page_updates(&client, query.clone())
        .try_collect()
        .await
        .unwrap();
    let origins: Vec<_> = updates.iter().map(|p| p.origin).collect();
    assert_eq!(origins, [PageOrigin::Cache, PageOrigin::Service]);
    assert_eq!(updates[0].voices[0].voice.id, old);
    assert_eq!(updates[1].voices[0].voice.id, new);

    let after = service.cached_page(&query).await.unwrap().unwrap();
    let ids: Vec<Uuid> = after.voices.iter().map(|c| c.voice.id).collect();
    assert_eq!(ids, [new], "the refreshed page replaced the old one");
}

#[tokio::test]
async fn a_repeated_cursor_ends_paging_with_a_typed_error() {
    // first -> a -> b -> a: a cycle longer than one page.
    let (base, count) = serve_pages(|cursor, _| {
        let (name, next) = match cursor {
            None => ("First", "a"),
            Some("a") => ("A", "b"),
            _ => ("B", "a"),
        };
        json!({ "voices": [voice_json(Uuid::new_v4(), name)], "nextCursor": next })
    })
    .await;
    let dir = tempfile::tempdir().unwrap();
    let service = CatalogueService::new(ledger(dir.path()));
    let client = client(&base);

    let walk = service
        .all_matching(&client, VoiceQuery::new())
        .collect::<Vec<_>>();
    let results = tokio::time::timeout(Duration::from_secs(60), walk)
        .await
        .expect("paging ends");
    let names: Vec<_> = results
        .iter()
        .filter_map(|r| r.as_ref().ok())
        .map(|c| c.voice.name.as_str())
        .collect();
    assert_eq!(names, ["First", "A", "B"]);
    assert!(
        matches!(
            results.last(),
            Some(Err(CatalogueError::CursorRepeated { cursor, pages: 3 })) if cursor == "a"
        ),
        "{:?}",
        results.last()
    );
    assert_eq!(count.load(Ordering::SeqCst), 3, "no page asked twice");

    // A page that names itself as the next one.
    let (base, _) =
        serve_pages(|cursor, _| json!({ "voices": [], "nextCursor": cursor.unwrap_or("x") })).await;
    let client = self::client(&base);
    let err = service
        .fetch_page(&client, &VoiceQuery::new().cursor("x"))
        .await
        .unwrap_err();
    assert!(
        matches!(err, CatalogueError::CursorRepeated { ref cursor, .. } if cursor == "x"),
        "{err:?}"
    );
    let walk = service.pages(&client, VoiceQuery::new()).collect::<Vec<_>>();
    let results = tokio::time::timeout(Duration::from_secs(60), walk)
        .await
        .expect("paging ends");
    assert_eq!(results.len(), 2);
    assert!(matches!(results[1], Err(CatalogueError::CursorRepeated { .. })));
}

#[tokio::test]
async fn favorites_and_recent_uses_are_merged_into_cards() {
    let sim = sim().await;
    let dir = tempfile::tempdir().unwrap();
    let clock = common::clock();
    let ledger = common::open(dir.path(), &clock);
    let service = CatalogueService::new(ledger.clone());
    let client = client(sim.base_url().as_str());
    let query = VoiceQuery::new().limit(8);

    let page = service.fetch_page(&client, &query).await.unwrap();
    assert!(
        page.voices
            .iter()
            .all(|c| !c.favorite && c.last_used_at.is_none())
    );
    let (starred, used) = (page.voices[1].voice.clone(), page.voices[2].voice.clone());

    assert!(service.set_favorite(starred.id, true).await.unwrap());
    assert!(!service.set_favorite(starred.id, true).await.unwrap());
    let mut dub = common::file_dub("song.mp3");
    dub.spec.voice_id = used.id;
    dub.spec.voice_name = used.name.clone();
    let used_at = clock.now();
    ledger.dubs().insert(dub).unwrap();
    clock.advance(time::Duration::minutes(5));

    let check = |page: &dubdeck_core::catalogue::CataloguePage| {
        for card in &page.voices {
            assert_eq!(card.favorite, card.voice.id == starred.id, "{}", card.voice.name);
            let expected = (card.voice.id == used.id).then_some(used_at);
            assert_eq!(card.last_used_at, expected, "{}", card.voice.name);
        }
    };
    // Both the cached page and a fresh one carry what changed after the page was cached.
    check(&service.cached_page(&query).await.unwrap().unwrap());
    check(&service.fetch_page(&client, &query).await.unwrap());
    let all: Vec<_> = service
        .all_matching(&client, query.clone())
        .take(8)
        .try_collect()
        .await
        .unwrap();
    assert!(all.iter().any(|c| c.voice.id == starred.id && c.favorite));

    let favorites = service.favorites().await.unwrap();
    assert_eq!(favorites.len(), 1);
    assert_eq!(favorites[0].voice.as_ref().map(|v| v.id), Some(starred.id));
    assert_eq!(favorites[0].last_used_at, None);

    let recent = service.recent(10).await.unwrap();
    assert_eq!(recent.len(), 1);
    assert_eq!(recent[0].last_used_at, used_at);
    assert_eq!(recent[0].voice_name, used.name);
    assert!(!recent[0].favorite);
    assert!(matches!(&recent[0].voice, VoiceLookup::Public { voice, .. } if voice.id == used.id));

    // Old pages go; the starred and the dubbed voices stay for offline display.
    clock.advance(time::Duration::days(30));
    assert!(service.prune(Duration::from_secs(86_400)).await.unwrap() > 0);
    assert!(service.cached_page(&query).await.unwrap().is_none());
    assert!(service.favorites().await.unwrap()[0].voice.is_some());
    assert!(matches!(
        service.lookup(used.id).await.unwrap(),
        VoiceLookup::Public { .. }
    ));
    service.fetch_page(&client, &query).await.unwrap();

    assert!(service.set_favorite(starred.id, false).await.unwrap());
    let page = service.cached_page(&query).await.unwrap().unwrap();
    assert!(page.voices.iter().all(|c| !c.favorite));
    assert!(service.favorites().await.unwrap().is_empty());
    sim.shutdown().await;
}

#[tokio::test]
async fn lookup_answers_from_the_library_and_never_walks_the_catalogue() {
    let sim = sim().await;
    let dir = tempfile::tempdir().unwrap();
    let ledger = ledger(dir.path());
    let service = CatalogueService::new(ledger.clone());
    let client = client(sim.base_url().as_str());
    let page = service
        .fetch_page(&client, &VoiceQuery::new().limit(8))
        .await
        .unwrap();
    let public = page.voices[0].voice.clone();
    service.set_favorite(public.id, true).await.unwrap();
    let custom = Uuid::new_v4();
    ledger.voices().upsert(custom, "My voice", "done", None).unwrap();
    // A real public voice this library never listed (read past the service, not cached).
    let second = client
        .public_voices()
        .list(
            &VoiceQuery::new()
                .limit(8)
                .cursor(page.next_cursor.clone().unwrap()),
        )
        .await
        .unwrap();
    let never_listed = second.items[0].id;
    // A voice whose training got its id but was stopped before "My voices" got the row.
    let half_recorded = Uuid::new_v4();
    let training = ledger
        .trainings()
        .insert(NewTraining {
            spec: TrainingSpec {
                name: "Trained here".to_owned(),
                max_minutes: 10,
                separate: true,
            },
            files: vec![NewTrainingFile {
                path: "/in/take.wav".into(),
                name: "take.wav".to_owned(),
                size_bytes: 1000,
                media: Some(MediaSummary {
                    duration_ms: 6 * 60_000,
                    format: "wav/pcm_s16le".to_owned(),
                }),
            }],
            approved: true,
        })
        .unwrap();
    ledger
        .trainings()
        .update(training.id, TrainingState::Created, |s, _| {
            s.state = TrainingState::Creating
        })
        .unwrap();
    ledger
        .trainings()
        .update(training.id, TrainingState::Creating, |s, _| {
            s.remote_voice_id = Some(half_recorded);
            s.state = TrainingState::Uploading;
        })
        .unwrap();
    let listings_before = sim_requests(&sim, "/v1/voices").await;

    match service.lookup(public.id).await.unwrap() {
        VoiceLookup::Public {
            voice,
            fetched_at,
            favorite,
        } => {
            assert_eq!(voice, public);
            assert_eq!(fetched_at, page.fetched_at);
            assert!(favorite);
        }
        other => panic!("{other:?}"),
    }
    let found = service.lookup(custom).await.unwrap();
    assert!(matches!(&found, VoiceLookup::Custom { voice } if voice.name == "My voice"));
    assert_eq!(found.name(), Some("My voice"));
    match service.lookup(half_recorded).await.unwrap() {
        VoiceLookup::Custom { voice } => {
            assert_eq!((voice.id, voice.name.as_str()), (half_recorded, "Trained here"));
            assert_eq!(voice.training_id, Some(training.id));
        }
        other => panic!("{other:?}"),
    }
    // A public voice this library never listed, and a custom voice trained elsewhere, are unknown.
    for id in [never_listed, Uuid::new_v4()] {
        let found = service.lookup(id).await.unwrap();
        assert_eq!(found, VoiceLookup::Unknown { voice_id: id });
        assert_eq!((found.voice_id(), found.name()), (id, None));
    }
    assert_eq!(
        sim_requests(&sim, "/v1/voices").await,
        listings_before,
        "no lookup listed the catalogue"
    );
    sim.shutdown().await;
}
