#![allow(clippy::unwrap_used, clippy::expect_used)]
//! Fixed-window rate limits with short windows: the headers of the most restrictive limit on every
//! authenticated /v1 answer, 429 with Retry-After, refused requests consuming nothing, keys sharing
//! their account's pool (or not, in strict mode), and unauthenticated requests not counted.

mod common;

use std::time::Duration;

use common::*;
use dubdeck_sim::{AccountSpec, RateLimits, SimConfig};
use serde_json::json;

fn small(per_key: bool) -> RateLimits {
    RateLimits {
        per_key,
        global_per_minute: 5,
        read_per_minute: 3,
        write_per_minute: 2,
        write_per_hour: 1_000,
        global_per_hour: None,
        minute_window: Duration::from_secs(3),
        hour_window: Duration::from_secs(3600),
    }
}

fn limited(limits: RateLimits) -> SimConfig {
    SimConfig {
        rate_limits: limits,
        ..config(50)
    }
}

const VOICE: &str = r#"{"name": "v", "numberOfFiles": 1, "maxMinutes": 5, "separate": true}"#;

/// Runs a scenario up to three times: a scenario answers false when a window ended in the middle
/// of it (its answers carry different reset times), which makes its counts meaningless.
async fn in_one_window<F, Fut>(mut scenario: F)
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = bool>,
{
    for _ in 0..3 {
        if scenario().await {
            return;
        }
    }
    panic!("three windows in a row ended mid-scenario");
}

fn same_window(replies: &[&Reply]) -> bool {
    replies
        .windows(2)
        .all(|w| w[0].header("x-ratelimit-reset") == w[1].header("x-ratelimit-reset"))
}

/// Before a scenario runs again: waits until every window its requests fell in has ended, whatever
/// account or key made them (a whole window after the last one, windows being aligned). Waiting
/// for one reply's `Retry-After` is not enough: that reply may not have been refused at all.
async fn wait_for_fresh_windows() {
    tokio::time::sleep(small(false).minute_window + Duration::from_millis(100)).await;
}

async fn wait_for_window_end(r: &Reply) {
    tokio::time::sleep(Duration::from_secs(r.header_u64("retry-after")) + Duration::from_millis(50)).await;
}

#[tokio::test]
async fn reads_count_down_then_429_with_retry_after_then_recover() {
    let sim = start(limited(small(false))).await;
    let api = &sim.api(ALICE);
    in_one_window(|| async move {
        let r1 = api.get("/v1/me").await;
        let r2 = api.get("/v1/me").await;
        let r3 = api.get("/v1/me").await;
        let r4 = api.get("/v1/me").await;
        if !same_window(&[&r1, &r2, &r3, &r4]) {
            wait_for_fresh_windows().await;
            return false;
        }
        for (r, left) in [(&r1, 2), (&r2, 1), (&r3, 0)] {
            r.expect_ok();
            assert_eq!(
                (
                    r.header_u64("x-ratelimit-limit"),
                    r.header_u64("x-ratelimit-remaining")
                ),
                (3, left)
            );
        }
        r4.expect_error(429, "rate_limit_exceeded");
        assert_eq!(
            (
                r4.header_u64("x-ratelimit-limit"),
                r4.header_u64("x-ratelimit-remaining")
            ),
            (3, 0)
        );
        let retry = r4.header_u64("retry-after");
        assert!((1..=3).contains(&retry), "Retry-After {retry}");
        let now = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .as_secs();
        let reset = r4.header_u64("x-ratelimit-reset");
        assert!(
            reset > now.saturating_sub(1) && reset <= now + 4,
            "reset {reset}, now {now}"
        );
        assert_eq!(reset % 3, 0, "windows are fixed and aligned");
        // Writes have their own limit: write/min 2 and global 5 both have one request left.
        let w = api
            .post("/v1/me/voices", serde_json::from_str(VOICE).unwrap())
            .await;
        w.expect_ok();
        assert_eq!(w.header_u64("x-ratelimit-remaining"), 1);
        assert!([2, 5].contains(&w.header_u64("x-ratelimit-limit")));
        // After Retry-After the window is fresh.
        let started = std::time::Instant::now();
        wait_for_window_end(&r4).await;
        assert!(started.elapsed() >= Duration::from_secs(1));
        let r = api.get("/v1/me").await;
        r.expect_ok();
        assert_eq!(r.header_u64("x-ratelimit-remaining"), 2);
        true
    })
    .await;
    sim.shutdown().await;
}

#[tokio::test]
async fn refused_requests_consume_nothing_and_the_global_limit_binds() {
    let sim = start(limited(small(false))).await;
    let api = &sim.api(ALICE);
    in_one_window(|| async move {
        let mut replies = Vec::new();
        for _ in 0..3 {
            replies.push(api.get("/v1/voices?limit=8").await);
        }
        for _ in 0..5 {
            replies.push(api.get("/v1/me").await);
        }
        // Global: 5 per window; 3 reads used it, the 5 refused reads did not.
        let w1 = api
            .post("/v1/me/voices", serde_json::from_str(VOICE).unwrap())
            .await;
        let w2 = api
            .post("/v1/me/voices", serde_json::from_str(VOICE).unwrap())
            .await;
        let w3 = api
            .post("/v1/me/voices", serde_json::from_str(VOICE).unwrap())
            .await;
        let mut all: Vec<&Reply> = replies.iter().collect();
        all.extend([&w1, &w2, &w3]);
        if !same_window(&all) {
            wait_for_fresh_windows().await;
            return false;
        }
        for r in &replies[3..] {
            r.expect_error(429, "rate_limit_exceeded");
        }
        w1.expect_ok();
        assert_eq!(w1.header_u64("x-ratelimit-remaining"), 1);
        w2.expect_ok();
        assert_eq!(w2.header_u64("x-ratelimit-remaining"), 0);
        w3.expect_error(429, "rate_limit_exceeded");
        assert!(w3.header_u64("retry-after") >= 1);
        true
    })
    .await;
    sim.shutdown().await;
}

#[tokio::test]
async fn keys_of_one_account_share_a_pool_and_accounts_do_not() {
    let sim = start(limited(small(false))).await;
    let (a1, a2, b) = (&sim.api(ALICE), &sim.api(ALICE2), &sim.api(BOB));
    in_one_window(|| async move {
        let r1 = a1.get("/v1/me").await;
        let r2 = a2.get("/v1/me").await;
        let r3 = a1.get("/v1/me").await;
        let r4 = a2.get("/v1/me").await;
        let rb = b.get("/v1/me").await;
        if !same_window(&[&r1, &r2, &r3, &r4, &rb]) {
            wait_for_fresh_windows().await;
            return false;
        }
        assert_eq!(r2.header_u64("x-ratelimit-remaining"), 1);
        r4.expect_error(429, "rate_limit_exceeded");
        rb.expect_ok();
        assert_eq!(rb.header_u64("x-ratelimit-remaining"), 2);
        true
    })
    .await;
    sim.shutdown().await;
}

#[tokio::test]
async fn strict_mode_limits_each_key_separately() {
    let sim = start(limited(small(true))).await;
    let (a1, a2) = (&sim.api(ALICE), &sim.api(ALICE2));
    in_one_window(|| async move {
        let mut r = Vec::new();
        for _ in 0..4 {
            r.push(a1.get("/v1/me").await);
        }
        let other = a2.get("/v1/me").await;
        let mut all: Vec<&Reply> = r.iter().collect();
        all.push(&other);
        if !same_window(&all) {
            wait_for_fresh_windows().await;
            return false;
        }
        r[3].expect_error(429, "rate_limit_exceeded");
        other.expect_ok();
        assert_eq!(other.header_u64("x-ratelimit-remaining"), 2);
        true
    })
    .await;
    sim.shutdown().await;
}

#[tokio::test]
async fn the_hourly_write_limit_outlasts_minute_windows() {
    let limits = RateLimits {
        per_key: false,
        global_per_minute: 100,
        read_per_minute: 100,
        write_per_minute: 2,
        write_per_hour: 3,
        global_per_hour: None,
        minute_window: Duration::from_secs(1),
        hour_window: Duration::from_secs(4),
    };
    let sim = start(limited(limits)).await;
    let api = sim.api(ALICE);
    let mut accepted_in_hour = std::collections::HashMap::<u64, u32>::new();
    let mut saw_hour_limit = false;
    for _ in 0..30 {
        let r = api
            .post("/v1/me/voices", serde_json::from_str(VOICE).unwrap())
            .await;
        if r.status == 200 {
            // The hour window this write fell in ends at the next multiple of 4 s.
            let now = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .unwrap()
                .as_millis() as u64;
            *accepted_in_hour.entry(now / 4000).or_default() += 1;
            continue;
        }
        r.expect_error(429, "rate_limit_exceeded");
        if r.header_u64("x-ratelimit-limit") == 3 {
            saw_hour_limit = true;
            assert_eq!(r.header_u64("x-ratelimit-reset") % 4, 0);
            assert!((1..=4).contains(&r.header_u64("retry-after")));
            break;
        }
        assert_eq!(r.header_u64("x-ratelimit-limit"), 2, "the minute limit");
        wait_for_window_end(&r).await;
    }
    assert!(saw_hour_limit, "the hourly limit was reached");
    assert!(accepted_in_hour.values().all(|&n| n <= 3), "{accepted_in_hour:?}");
    sim.shutdown().await;
}

#[tokio::test]
async fn unauthenticated_requests_are_not_counted() {
    let sim = start(limited(small(false))).await;
    let api = &sim.api(ALICE);
    let s = &sim;
    in_one_window(|| async move {
        for _ in 0..6 {
            let r = Reply::of(s.http.get(s.url("/v1/me")).send().await.unwrap()).await;
            r.expect_error(401, "unauthorized");
            assert!(r.header("x-ratelimit-remaining").is_none());
        }
        let r1 = api.get("/v1/me").await;
        r1.expect_ok();
        let r2 = api.get("/v1/me").await;
        if !same_window(&[&r1, &r2]) {
            wait_for_fresh_windows().await;
            return false;
        }
        assert_eq!(r1.header_u64("x-ratelimit-remaining"), 2);
        true
    })
    .await;
    sim.shutdown().await;
}

#[tokio::test]
async fn the_interfaces_figures_and_the_strict_figures() {
    let sim = start(config(50)).await;
    let api = sim.api(ALICE);
    let r = api.get("/v1/me").await;
    assert_eq!(
        (
            r.header_u64("x-ratelimit-limit"),
            r.header_u64("x-ratelimit-remaining")
        ),
        (10_000, 9_999)
    );
    let r = api
        .post("/v1/me/voices", serde_json::from_str(VOICE).unwrap())
        .await;
    assert_eq!(
        (
            r.header_u64("x-ratelimit-limit"),
            r.header_u64("x-ratelimit-remaining")
        ),
        (500, 499)
    );
    // Every answer of the interface carries them: 400, 403, 404, 405 too.
    for r in [
        api.post("/v1/me/voices", json!({})).await,
        api.get("/v1/me/dubs/3fa85f64-5717-4562-b3fc-2c963f66afa6").await,
        api.get("/v1/nothing").await,
        Reply::of(
            api.request(reqwest::Method::DELETE, "/v1/me")
                .send()
                .await
                .unwrap(),
        )
        .await,
    ] {
        assert!(r.status.is_client_error());
        assert!(
            r.header("x-ratelimit-limit").is_some() && r.header("x-ratelimit-reset").is_some(),
            "{:?}",
            r.status
        );
    }
    sim.shutdown().await;

    let strict = SimConfig {
        accounts: vec![AccountSpec::new("alice", 100, [ALICE])],
        rate_limits: RateLimits::strict(),
        ..SimConfig::default()
    };
    let sim = start(strict).await;
    let api = sim.api(ALICE);
    let r = api.get("/v1/me").await;
    assert_eq!(
        (
            r.header_u64("x-ratelimit-limit"),
            r.header_u64("x-ratelimit-remaining")
        ),
        (100, 99)
    );
    sim.shutdown().await;
}
