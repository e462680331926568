//! The job benchmark's client side (run by `cargo xtask bench jobs`, which builds this in release
//! and starts the release simulator): N dubs at once through the job engine, then the simulator's
//! request log is read to compare the requests sent with the minimum the work needs, count 429s,
//! and set the wall time against the simulator's own stage time.
//!
//! Minimum per dub: 1 create + 1 upload + 1 preprocess + 1 generate + 1 download, plus the polls
//! the stage timings require: one poll per service phase (preprocessing, then generation), since a
//! poll timed after the phase's end sees it finished.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::collections::HashMap;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use clap::Parser;
use dubdeck_api::{Client, RetryPolicy, VoiceQuery};
use dubdeck_core::engine::{DubRequest, DubSource, Engine, EngineContext};
use dubdeck_core::events::JobStage;
use dubdeck_core::ledger::{DubState, Ledger};
use serde_json::Value;

#[derive(Debug, Parser)]
struct Args {
    #[arg(long)]
    base_url: String,
    #[arg(long)]
    api_key: String,
    #[arg(long, default_value_t = 100)]
    dubs: usize,
    /// The simulator's stage length (for the report).
    #[arg(long)]
    stage_ms: u64,
    #[arg(long)]
    dir: PathBuf,
}

fn wav(path: &std::path::Path, ms: u64) {
    let spec = hound::WavSpec {
        channels: 1,
        sample_rate: 16_000,
        bits_per_sample: 16,
        sample_format: hound::SampleFormat::Int,
    };
    let mut w = hound::WavWriter::create(path, spec).unwrap();
    for i in 0..(16 * ms) {
        let v = ((i as f64 * 440.0 * std::f64::consts::TAU / 16_000.0).sin() * 3000.0) as i16;
        w.write_sample(v).unwrap();
    }
    w.finalize().unwrap();
}

#[tokio::main]
async fn main() {
    let args = Args::parse();
    let http = reqwest::Client::builder().no_proxy().build().unwrap();
    let base = dubdeck_api::Url::parse(&args.base_url).unwrap();
    let client = Client::builder()
        .api_key(args.api_key.as_str())
        .base_url(base.as_str())
        // The engine waits out 429s itself.
        .retry_policy(RetryPolicy {
            max_retry_after: Duration::ZERO,
            ..RetryPolicy::default()
        })
        .build()
        .unwrap();
    let voice = client
        .public_voices()
        .list(&VoiceQuery::new())
        .await
        .unwrap()
        .items[0]
        .clone();

    std::fs::create_dir_all(&args.dir).unwrap();
    let inputs: Vec<PathBuf> = (0..args.dubs)
        .map(|i| {
            let p = args.dir.join(format!("input-{i:03}.wav"));
            wav(&p, 2_000);
            p
        })
        .collect();
    let ledger = Ledger::open_in(&args.dir.join("data")).unwrap();
    http.delete(base.join("_sim/requests").unwrap())
        .send()
        .await
        .unwrap();

    let started = Instant::now();
    let engine = Engine::start(EngineContext::new(ledger, client)).await.unwrap();
    let mut ids = Vec::new();
    for input in inputs {
        let view = engine
            .enqueue_dub(DubRequest {
                source: DubSource::File(input),
                voice_id: voice.id,
                voice_name: voice.name.clone(),
                pitch_shift: 0,
                separate: true,
                output_dir: args.dir.join("out"),
                approve_up_to: Some(1_000),
            })
            .await
            .unwrap();
        ids.push(view.snapshot.id);
    }
    let views = engine.wait_settled(&ids).await.unwrap();
    let wall = started.elapsed();
    engine.shutdown().await;
    let done = views
        .iter()
        .filter(|v| v.snapshot.stage == JobStage::Dub(DubState::Done))
        .count();

    let log: Vec<Value> = http
        .get(base.join("_sim/requests").unwrap())
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let mut by_kind: HashMap<&str, usize> = HashMap::new();
    let mut throttled = 0;
    for r in &log {
        let (method, path) = (r["method"].as_str().unwrap(), r["path"].as_str().unwrap());
        if r["status"] == 429 {
            throttled += 1;
        }
        let kind = match (method, path) {
            ("POST", "/v1/me/dubs") => "create",
            ("POST", p) if p.ends_with("/preprocess") => "preprocess",
            ("POST", p) if p.ends_with("/generate") => "generate",
            ("GET", p) if p.starts_with("/v1/me/dubs/") => "poll",
            ("PUT", p) if p.starts_with("/uploads/") => "upload",
            ("GET", p) if p.starts_with("/results/") => "download",
            _ => "other",
        };
        *by_kind.entry(kind).or_default() += 1;
    }
    let n = args.dubs;
    let min_polls_per_dub = 2;
    let minimum = n * (5 + min_polls_per_dub);
    let sent = log.len();
    let stage = Duration::from_millis(args.stage_ms);
    // Preprocessing is one stage; generation four (queued, starting, processing, finalizing).
    let sim_time = stage * 5;
    let poll_floor = stage + dubdeck_core::engine::MIN_POLL_INTERVAL;

    println!("jobs benchmark: {n} dubs, stage {} ms", args.stage_ms);
    println!("  done:                 {done} of {n}");
    println!(
        "  requests sent:        {sent} (minimum {minimum}; ratio {:.3})",
        sent as f64 / minimum as f64
    );
    let mut kinds: Vec<_> = by_kind.into_iter().collect();
    kinds.sort();
    for (kind, count) in kinds {
        println!(
            "    {kind:<11} {count:>6} ({:.2} per dub)",
            count as f64 / n as f64
        );
    }
    println!("  429 answers:          {throttled}");
    println!(
        "  wall time:            {:.2} s (simulator stage time per dub {:.2} s; with the 3-second poll rule at least {:.2} s)",
        wall.as_secs_f64(),
        sim_time.as_secs_f64(),
        poll_floor.as_secs_f64()
    );
    let ok = done == n && sent as f64 <= minimum as f64 * 1.2;
    println!(
        "  target (all done, requests within 1.2x of the minimum): {}",
        if ok { "met" } else { "NOT met" }
    );
    if !ok {
        std::process::exit(1);
    }
}
