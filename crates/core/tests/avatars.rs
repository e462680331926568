//! The avatar cache with a real ledger file: fetched from the simulator's storage (never with the
//! API key), a still first frame for an animated avatar, revalidation against the simulator (its
//! 304 keeps the file), and, against a loopback server that answers conditional GETs and counts
//! what it serves, revalidation by each validator, LRU eviction under a size cap, bounded
//! concurrency, and broken images as typed errors.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use std::collections::HashMap;
use std::io::Cursor;
use std::path::Path;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::extract::{Path as UrlPath, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use dubdeck_api::{AvatarFormat, Client, PublicVoice, VoiceQuery};
use dubdeck_core::avatars::{AvatarCache, AvatarConfig, AvatarError, AvatarSource};
use dubdeck_core::ledger::Ledger;
use dubdeck_sim::{AccountSpec, RateLimits, RunningSim, SimConfig};
use image::codecs::gif::{GifDecoder, GifEncoder};
use image::{AnimationDecoder, Delay, Frame, ImageFormat, RgbaImage};
use serde_json::Value;
use uuid::Uuid;

const KEY: &str = "avatar-test-key-40ce";

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

/// A webp and a gif voice of the simulator's catalogue.
async fn sim_voices(sim: &RunningSim) -> (PublicVoice, PublicVoice) {
    let client = Client::builder()
        .api_key(KEY)
        .base_url(sim.base_url().as_str())
        .build()
        .unwrap();
    let page = client.public_voices().list(&VoiceQuery::new()).await.unwrap();
    let of = |format: AvatarFormat| {
        page.items
            .iter()
            .find(|v| v.avatar_format == format)
            .cloned()
            .expect("a voice with this avatar format on the first page")
    };
    (of(AvatarFormat::Webp), of(AvatarFormat::Gif))
}

async fn sim_log(sim: &RunningSim) -> Vec<Value> {
    let url = sim.base_url().join("_sim/requests").unwrap();
    reqwest::get(url).await.unwrap().json().await.unwrap()
}

fn config(dir: &Path) -> AvatarConfig {
    AvatarConfig {
        concurrency: 3,
        revalidate_after: Duration::from_secs(3600),
        ..AvatarConfig::new(dir.join("cache/avatars"))
    }
}

#[tokio::test]
async fn an_avatar_is_fetched_once_without_the_key_and_found_by_voice_id() {
    let sim = sim().await;
    let (webp, _) = sim_voices(&sim).await;
    let dir = tempfile::tempdir().unwrap();
    let cache = AvatarCache::new(Ledger::open_in(dir.path()).unwrap(), config(dir.path())).unwrap();
    assert_eq!(cache.cached(webp.id).await.unwrap(), None);

    let file = cache.ensure(&AvatarSource::from(&webp)).await.unwrap();
    assert_eq!(file.format, "webp");
    assert_eq!(file.still_path, None);
    assert!(file.path.starts_with(dir.path().join("cache/avatars")));
    let served = reqwest::get(webp.avatar_url.clone())
        .await
        .unwrap()
        .bytes()
        .await
        .unwrap();
    assert_eq!(std::fs::read(&file.path).unwrap(), served);
    let leftovers: Vec<_> = std::fs::read_dir(dir.path().join("cache/avatars"))
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .filter(|n| n.ends_with(".part"))
        .collect();
    assert!(leftovers.is_empty(), "{leftovers:?}");

    // Fresh: served from disk, by id, whatever URL the next catalogue read gives.
    let moved = AvatarSource {
        voice_id: webp.id,
        url: "http://127.0.0.1:9/elsewhere.webp".parse().unwrap(),
    };
    assert_eq!(cache.ensure(&moved).await.unwrap(), file);
    assert_eq!(cache.cached(webp.id).await.unwrap(), Some(file.clone()));
    assert_eq!(
        cache.avatar_path(webp.id, true).await.unwrap(),
        Some(file.path.clone())
    );

    let avatar_gets: Vec<_> = sim_log(&sim)
        .await
        .into_iter()
        .filter(|r| r["path"].as_str().is_some_and(|p| p.starts_with("/avatars/")))
        .collect();
    // One by the cache, one by this test's comparison.
    assert_eq!(avatar_gets.len(), 2, "{avatar_gets:?}");
    assert!(
        avatar_gets.iter().all(|r| r["key"].is_null()),
        "no API key sent to storage"
    );
    sim.shutdown().await;
}

#[tokio::test]
async fn an_animated_avatar_gets_a_still_png_of_its_first_frame() {
    let sim = sim().await;
    let (_, gif) = sim_voices(&sim).await;
    let dir = tempfile::tempdir().unwrap();
    let cache = AvatarCache::new(Ledger::open_in(dir.path()).unwrap(), config(dir.path())).unwrap();

    let file = cache.ensure(&AvatarSource::from(&gif)).await.unwrap();
    assert_eq!(file.format, "gif");
    let still = file.still_path.clone().expect("a still frame");
    assert_eq!(file.for_motion(true), still);
    assert_eq!(file.for_motion(false), file.path);
    assert_eq!(
        cache.avatar_path(gif.id, true).await.unwrap(),
        Some(still.clone())
    );

    let gif_bytes = std::fs::read(&file.path).unwrap();
    let first = GifDecoder::new(Cursor::new(&gif_bytes))
        .unwrap()
        .into_frames()
        .next()
        .unwrap()
        .unwrap()
        .into_buffer();
    let png = image::load_from_memory_with_format(&std::fs::read(&still).unwrap(), ImageFormat::Png)
        .unwrap()
        .to_rgba8();
    assert_eq!(png.dimensions(), first.dimensions());
    assert_eq!(png, first, "the still is the first frame");
    sim.shutdown().await;
}

#[tokio::test]
async fn a_broken_image_or_a_refusal_is_a_typed_error() {
    let sim = sim().await;
    let dir = tempfile::tempdir().unwrap();
    let cache = AvatarCache::new(Ledger::open_in(dir.path()).unwrap(), config(dir.path())).unwrap();
    // A storage object that is not an image (a truncated gif), served by the simulator.
    let url = sim.base_url().join("_sim/results/broken.gif").unwrap();
    let hosted: Value = reqwest::Client::new()
        .put(url)
        .body(b"GIF89a\x80\x00\x80\x00\xf0broken".to_vec())
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let id = Uuid::new_v4();
    let broken = AvatarSource {
        voice_id: id,
        url: hosted["url"].as_str().unwrap().parse().unwrap(),
    };
    let err = cache.ensure(&broken).await.unwrap_err();
    assert!(matches!(err, AvatarError::Undecodable { .. }), "{err:?}");
    assert_eq!(cache.cached(id).await.unwrap(), None);
    assert_eq!(
        std::fs::read_dir(dir.path().join("cache/avatars"))
            .unwrap()
            .count(),
        0,
        "nothing kept"
    );

    let missing = AvatarSource {
        voice_id: id,
        url: sim.base_url().join("avatars/nobody.webp").unwrap(),
    };
    let err = cache.ensure(&missing).await.unwrap_err();
    assert!(matches!(err, AvatarError::Status { status: 404 }), "{err:?}");
    sim.shutdown().await;
}

/// How the loopback image server validates.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Validator {
    ETag,
    LastModified,
}

#[derive(Default)]
struct Served {
    /// Image bytes and their version, by name.
    images: HashMap<String, (Vec<u8>, u32)>,
    /// (name, request headers) of every request.
    requests: Vec<(String, HeaderMap)>,
    in_flight: usize,
    max_in_flight: usize,
}

#[derive(Clone)]
struct ImageServer {
    base: String,
    served: Arc<Mutex<Served>>,
}

impl ImageServer {
    async fn start(validator: Validator, delay: Duration) -> ImageServer {
        let served = Arc::new(Mutex::new(Served::default()));
        let state = (served.clone(), validator, delay);
        let app = axum::Router::new()
            .route("/img/{name}", get(serve_image))
            .with_state(state);
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        tokio::spawn(async move { axum::serve(listener, app).await });
        ImageServer {
            base: format!("http://{addr}/img/"),
            served,
        }
    }

    fn put(&self, name: &str, bytes: Vec<u8>) {
        let mut served = self.served.lock().unwrap();
        let version = served.images.get(name).map_or(1, |(_, v)| v + 1);
        served.images.insert(name.to_owned(), (bytes, version));
    }

    fn source(&self, voice_id: Uuid, name: &str) -> AvatarSource {
        AvatarSource {
            voice_id,
            url: format!("{}{name}", self.base).parse().unwrap(),
        }
    }

    fn requests(&self) -> Vec<(String, HeaderMap)> {
        self.served.lock().unwrap().requests.clone()
    }
}

async fn serve_image(
    State((served, validator, delay)): State<(Arc<Mutex<Served>>, Validator, Duration)>,
    UrlPath(name): UrlPath<String>,
    headers: HeaderMap,
) -> Response {
    let found = {
        let mut s = served.lock().unwrap();
        s.requests.push((name.clone(), headers.clone()));
        s.in_flight += 1;
        s.max_in_flight = s.max_in_flight.max(s.in_flight);
        s.images.get(&name).cloned()
    };
    tokio::time::sleep(delay).await;
    served.lock().unwrap().in_flight -= 1;
    let Some((bytes, version)) = found else {
        return StatusCode::NOT_FOUND.into_response();
    };
    let (name, value, asked) = match validator {
        Validator::ETag => (header::ETAG, format!("\"v{version}\""), header::IF_NONE_MATCH),
        Validator::LastModified => (
            header::LAST_MODIFIED,
            format!("Wed, 21 Oct 2015 07:{version:02}:00 GMT"),
            header::IF_MODIFIED_SINCE,
        ),
    };
    if headers.get(&asked).and_then(|v| v.to_str().ok()) == Some(value.as_str()) {
        return (StatusCode::NOT_MODIFIED, [(name, value)]).into_response();
    }
    (StatusCode::OK, [(name, value)], bytes).into_response()
}

/// A PNG of noise (so it does not compress away), different for each seed.
fn png(seed: u32, side: u32) -> Vec<u8> {
    let img = RgbaImage::from_fn(side, side, |x, y| {
        let v = (x.wrapping_mul(7919) ^ y.wrapping_mul(104_729) ^ seed.wrapping_mul(2_654_435_761))
            .wrapping_mul(2_246_822_519);
        image::Rgba([(v >> 24) as u8, (v >> 16) as u8, (v >> 8) as u8, 255])
    });
    let mut out = Vec::new();
    img.write_to(&mut Cursor::new(&mut out), ImageFormat::Png)
        .unwrap();
    out
}

/// A three-frame animated gif.
fn gif(side: u32) -> Vec<u8> {
    let mut out = Vec::new();
    {
        let mut encoder = GifEncoder::new(&mut out);
        for shade in [40u8, 120, 200] {
            let frame = RgbaImage::from_fn(side, side, |x, _| image::Rgba([shade, (x * 4) as u8, 0, 255]));
            encoder
                .encode_frame(Frame::from_parts(frame, 0, 0, Delay::from_numer_denom_ms(100, 1)))
                .unwrap();
        }
    }
    out
}

#[tokio::test]
async fn an_expired_avatar_is_revalidated_and_a_304_keeps_the_file() {
    for validator in [Validator::ETag, Validator::LastModified] {
        let server = ImageServer::start(validator, Duration::ZERO).await;
        server.put("a", gif(32));
        let dir = tempfile::tempdir().unwrap();
        let clock = common::clock();
        let ledger = common::open(dir.path(), &clock);
        let cache = AvatarCache::new(ledger.clone(), config(dir.path())).unwrap();
        let id = Uuid::new_v4();
        let source = server.source(id, "a");

        let file = cache.ensure(&source).await.unwrap();
        let (still, first_bytes) = (
            file.still_path.clone().unwrap(),
            std::fs::read(&file.path).unwrap(),
        );
        assert_eq!(server.requests().len(), 1);
        clock.advance(time::Duration::minutes(59));
        cache.ensure(&source).await.unwrap();
        assert_eq!(server.requests().len(), 1, "fresh: no request");

        clock.advance(time::Duration::minutes(2));
        assert_eq!(cache.ensure(&source).await.unwrap(), file);
        let requests = server.requests();
        assert_eq!(requests.len(), 2, "expired: one conditional request");
        let (asked, expected) = match validator {
            Validator::ETag => (header::IF_NONE_MATCH, "\"v1\""),
            Validator::LastModified => (header::IF_MODIFIED_SINCE, "Wed, 21 Oct 2015 07:01:00 GMT"),
        };
        assert_eq!(requests[1].1.get(&asked).unwrap(), expected);
        assert_eq!(
            std::fs::read(&file.path).unwrap(),
            first_bytes,
            "304 kept the file"
        );
        assert!(still.is_file());
        // The 304 counts as a fetch: fresh again for another hour.
        assert_eq!(
            ledger.avatars().get(id).unwrap().unwrap().fetched_at,
            clock_now(&clock)
        );
        clock.advance(time::Duration::minutes(30));
        cache.ensure(&source).await.unwrap();
        assert_eq!(server.requests().len(), 2);

        // A changed avatar replaces the file (and a still no longer needed goes).
        server.put("a", png(1, 16));
        clock.advance(time::Duration::hours(2));
        let replaced = cache.ensure(&source).await.unwrap();
        assert_eq!(server.requests().len(), 3);
        assert_eq!(replaced.format, "png");
        assert_eq!(std::fs::read(&replaced.path).unwrap(), png(1, 16));
        assert_eq!(replaced.still_path, None);
        assert!(
            !file.path.exists() && !still.exists(),
            "the old gif and its still are gone"
        );
        // Gone from the server (or the server unreachable): the cached copy is still shown.
        server.served.lock().unwrap().images.clear();
        clock.advance(time::Duration::hours(2));
        assert_eq!(cache.ensure(&source).await.unwrap(), replaced);
        assert_eq!(server.requests().len(), 4);
        assert!(replaced.path.is_file());
        assert!(
            server
                .requests()
                .iter()
                .all(|(_, h)| !h.contains_key(header::AUTHORIZATION))
        );
    }
}

#[tokio::test]
async fn an_expired_avatar_revalidated_against_the_simulator_gets_a_304_and_keeps_the_file() {
    let sim = sim().await;
    let (_, gif) = sim_voices(&sim).await;
    let dir = tempfile::tempdir().unwrap();
    let clock = common::clock();
    let ledger = common::open(dir.path(), &clock);
    let cache = AvatarCache::new(ledger.clone(), config(dir.path())).unwrap();
    let source = AvatarSource::from(&gif);

    let file = cache.ensure(&source).await.unwrap();
    let still = file.still_path.clone().expect("a still frame");
    let written = |path: &Path| {
        let meta = std::fs::metadata(path).unwrap();
        (meta.modified().unwrap(), meta.len())
    };
    let (file_before, still_before) = (written(&file.path), written(&still));
    let bytes = std::fs::read(&file.path).unwrap();

    clock.advance(time::Duration::hours(2));
    assert_eq!(cache.ensure(&source).await.unwrap(), file);

    let avatar_path = gif.avatar_url.path().to_owned();
    let statuses: Vec<_> = sim_log(&sim)
        .await
        .into_iter()
        .filter(|r| r["path"].as_str() == Some(avatar_path.as_str()))
        .map(|r| (r["method"].clone(), r["status"].clone()))
        .collect();
    assert_eq!(
        statuses,
        [
            (Value::from("GET"), Value::from(200)),
            (Value::from("GET"), Value::from(304))
        ],
        "one download, then one revalidation answered 304"
    );
    // Not written again: neither the avatar nor its still.
    assert_eq!(written(&file.path), file_before);
    assert_eq!(written(&still), still_before);
    assert_eq!(std::fs::read(&file.path).unwrap(), bytes);
    // The 304 counts as a fetch: fresh for another hour, no request.
    assert_eq!(
        ledger.avatars().get(gif.id).unwrap().unwrap().fetched_at,
        clock_now(&clock)
    );
    clock.advance(time::Duration::minutes(30));
    cache.ensure(&source).await.unwrap();
    let asked = sim_log(&sim)
        .await
        .into_iter()
        .filter(|r| r["path"].as_str() == Some(avatar_path.as_str()))
        .count();
    assert_eq!(asked, 2);
    sim.shutdown().await;
}

fn clock_now(clock: &dubdeck_core::clock::ManualClock) -> time::OffsetDateTime {
    use dubdeck_core::clock::Clock;
    dubdeck_core::ledger::truncate_to_millis(clock.now())
}

#[tokio::test]
async fn the_least_recently_used_avatars_are_evicted_under_the_cap() {
    let server = ImageServer::start(Validator::ETag, Duration::ZERO).await;
    let images: Vec<Vec<u8>> = (0..3).map(|seed| png(seed, 40)).collect();
    for (name, bytes) in ["a", "b", "c"].iter().zip(&images) {
        server.put(name, bytes.clone());
    }
    let total: u64 = images.iter().map(|b| b.len() as u64).sum();
    let dir = tempfile::tempdir().unwrap();
    let clock = common::clock();
    let ledger = common::open(dir.path(), &clock);
    let cap = total - 1;
    let cache = AvatarCache::new(
        ledger.clone(),
        AvatarConfig {
            max_bytes: cap,
            ..config(dir.path())
        },
    )
    .unwrap();
    let (a, b, c) = (Uuid::new_v4(), Uuid::new_v4(), Uuid::new_v4());

    let file_a = cache.ensure(&server.source(a, "a")).await.unwrap();
    clock.advance(time::Duration::minutes(2));
    let file_b = cache.ensure(&server.source(b, "b")).await.unwrap();
    clock.advance(time::Duration::minutes(2));
    // Showing a makes b the least recently used, though a was fetched first.
    assert!(cache.cached(a).await.unwrap().is_some());
    clock.advance(time::Duration::minutes(2));
    let file_c = cache.ensure(&server.source(c, "c")).await.unwrap();

    assert_eq!(cache.cached(b).await.unwrap(), None);
    assert!(!file_b.path.exists());
    assert_eq!(cache.cached(a).await.unwrap(), Some(file_a.clone()));
    assert_eq!(cache.cached(c).await.unwrap(), Some(file_c));
    assert!(file_a.path.exists());
    assert!(ledger.avatars().total_size().unwrap() <= cap);

    // Asked for again, b comes back (and now a, then c, are older).
    cache.ensure(&server.source(b, "b")).await.unwrap();
    assert_eq!(server.requests().iter().filter(|(n, _)| n == "b").count(), 2);
}

#[tokio::test]
async fn downloads_run_at_most_concurrency_at_once() {
    let server = ImageServer::start(Validator::ETag, Duration::from_millis(150)).await;
    let sources: Vec<AvatarSource> = (0..10)
        .map(|i| {
            let name = format!("i{i}");
            server.put(&name, png(i, 8));
            server.source(Uuid::new_v4(), &name)
        })
        .collect();
    let dir = tempfile::tempdir().unwrap();
    let cache = AvatarCache::new(Ledger::open_in(dir.path()).unwrap(), config(dir.path())).unwrap();

    let results = cache.ensure_all(&sources).await;
    assert!(results.iter().all(Result::is_ok), "{results:?}");
    for (source, result) in sources.iter().zip(&results) {
        assert_eq!(result.as_ref().unwrap().voice_id, source.voice_id);
    }
    {
        let served = server.served.lock().unwrap();
        assert_eq!(served.requests.len(), 10);
        assert!(
            (1..=3).contains(&served.max_in_flight),
            "at most 3 at once, saw {}",
            served.max_in_flight
        );
    }

    // The same avatar asked for several times at once is downloaded once.
    server.put("same", png(99, 8));
    let same = server.source(Uuid::new_v4(), "same");
    let results = cache.ensure_all(&vec![same; 5]).await;
    let first = results[0].as_ref().unwrap();
    assert!(results.iter().all(|r| r.as_ref().ok() == Some(first)));
    let downloads = server.requests().iter().filter(|(n, _)| n == "same").count();
    assert_eq!(downloads, 1);
}
