//! The job benchmark's client side (run by `cargo xtask bench jobs`, which builds this in release
//! and starts the release simulator): N dubs at once through the job engine, then the simulator's
//! request log is read to compare the requests sent with the minimum the work needs, count 429s,
//! and set the wall time against its floor.
//!
//! Minimum per dub: 1 create + 1 upload + 1 preprocess + 1 generate + 1 download, plus the polls
//! the stage timings require: one poll per service phase (preprocessing, then generation), since a
//! poll timed after the phase's end sees it finished.
//!
//! The floor of the wall time: in `spec` mode (500 writes a minute per account), the stages and the
//! 3-second poll rule: preprocessing (one stage), then the next poll of the same dub no sooner than
//! 3 s after the first, which sees generation done. In `strict` mode (100 requests a minute per
//! key, reads and writes together, in fixed windows aligned to the minute), the windows: the API
//! requests the batch needs cannot all be sent before the window that holds the last of them
//! opens.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::collections::HashMap;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use clap::Parser;
use dubdeck_api::{Client, RetryPolicy, VoiceQuery, WriteBudget};
use dubdeck_core::engine::{DubRequest, DubSource, Engine, EngineConfig, EngineContext, PollPolicy};
use dubdeck_core::events::JobStage;
use dubdeck_core::job::DubState;
use dubdeck_core::ledger::Ledger;
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
    /// The simulator's rate limits: `spec` or `strict` (100 a minute per key for every request).
    #[arg(long, default_value = "spec")]
    mode: String,
    /// The engine's wait before the first poll after preprocess or generate, in milliseconds
    /// (the engine's default is 3000: real stages last seconds to minutes).
    #[arg(long)]
    first_poll_ms: Option<u64>,
    /// Feed the dubs through a watch folder (the files copied into it at once) rather than
    /// adding them to the engine: the floor then starts when the files have settled.
    #[arg(long)]
    watch: bool,
}

/// The strict figures: requests per fixed window of 60 s, per key.
const STRICT_PER_MINUTE: u64 = 100;

fn unix_ms() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_millis() as u64
}

/// A tone of `hz` for `ms`: each input its own tone, so that a watch folder (which takes a content
/// once) sees 100 files, not one.
fn wav(path: &std::path::Path, ms: u64, hz: f64) {
    let spec = hound::WavSpec {
        channels: 1,
        sample_rate: 16_000,
        bits_per_sample: 16,
        sample_format: hound::SampleFormat::Int,
    };
    let mut w = hound::WavWriter::create(path, spec).unwrap();
    for i in 0..(16 * ms) {
        let v = ((i as f64 * hz * std::f64::consts::TAU / 16_000.0).sin() * 3000.0) as i16;
        w.write_sample(v).unwrap();
    }
    w.finalize().unwrap();
}

#[tokio::main]
async fn main() {
    let args = Args::parse();
    let http = reqwest::Client::builder().no_proxy().build().unwrap();
    let base = dubdeck_api::Url::parse(&args.base_url).unwrap();
    let strict = match args.mode.as_str() {
        "spec" => false,
        "strict" => true,
        other => panic!("unknown mode {other}: use spec or strict"),
    };
    let client = Client::builder()
        .api_key(args.api_key.as_str())
        .base_url(base.as_str())
        .write_budget(if strict {
            WriteBudget::strict()
        } else {
            WriteBudget::spec()
        })
        // The engine waits out 429s itself.
        .retry_policy(RetryPolicy {
            max_retry_after: Duration::ZERO,
            ..RetryPolicy::default()
        })
        .build()
        .unwrap();
    let listed_at = unix_ms();
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
            wav(&p, 2_000, 440.0 + i as f64);
            p
        })
        .collect();
    let ledger = Ledger::open_in(&args.dir.join("data")).unwrap();
    http.delete(base.join("_sim/requests").unwrap())
        .send()
        .await
        .unwrap();

    let mut config = EngineConfig::default();
    if let Some(ms) = args.first_poll_ms {
        config.poll = PollPolicy {
            first_delay: Duration::from_millis(ms),
            ..PollPolicy::default()
        };
    }
    let first_delay = config.poll.first_delay;
    let started_ms = unix_ms();
    let started = Instant::now();
    let views = if args.watch {
        through_a_watch_folder(&args, ledger, config, base.clone(), &voice, inputs).await
    } else {
        let engine = Engine::start(EngineContext::new(ledger, client).with_config(config))
            .await
            .unwrap();
        let mut ids = Vec::new();
        for input in inputs {
            let mut request = DubRequest::new(
                DubSource::File(input),
                voice.id,
                voice.name.clone(),
                args.dir.join("out"),
            );
            request.approve_up_to = Some(1_000);
            let view = engine.enqueue_dub(request).await.unwrap();
            ids.push(view.id);
        }
        let views = engine.wait_settled(&ids).await.unwrap();
        engine.shutdown().await;
        views
    };
    let wall = started.elapsed();
    let done = views
        .iter()
        .filter(|v| v.state == JobStage::Dub(DubState::Done))
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
    let floor = if args.watch {
        // A file is taken once it has held still for the settle window.
        poll_floor + dubdeck_core::context::SETTLED_FOR
    } else if strict {
        // Every API request (create, preprocess, generate, two polls) counts against one pool of
        // 100 a minute, in windows aligned to the minute; the voice listing before the start
        // counts too if it fell in the first window. The last request goes out when the window
        // that holds it opens.
        let api = (n * (3 + min_polls_per_dub)) as u64 + u64::from(listed_at / 60_000 == started_ms / 60_000);
        let windows = api.div_ceil(STRICT_PER_MINUTE);
        let last_window_opens = (started_ms / 60_000 + windows - 1) * 60_000;
        Duration::from_millis(last_window_opens.saturating_sub(started_ms)).max(poll_floor)
    } else {
        poll_floor
    };

    println!(
        "jobs benchmark ({} mode{}): {n} dubs, stage {} ms, first poll after {} ms",
        args.mode,
        if args.watch { ", fed by a watch folder" } else { "" },
        args.stage_ms,
        first_delay.as_millis()
    );
    println!("  done:                 {done} of {n}");
    let request_ratio = sent as f64 / minimum as f64;
    println!("  requests sent:        {sent} (minimum {minimum}; ratio {request_ratio:.3})");
    let mut kinds: Vec<_> = by_kind.into_iter().collect();
    kinds.sort();
    for (kind, count) in kinds {
        println!(
            "    {kind:<11} {count:>6} ({:.2} per dub)",
            count as f64 / n as f64
        );
    }
    println!("  429 answers:          {throttled}");
    let wall_ratio = wall.as_secs_f64() / floor.as_secs_f64();
    println!(
        "  wall time:            {:.2} s; floor {:.2} s ({}); ratio {wall_ratio:.2}",
        wall.as_secs_f64(),
        floor.as_secs_f64(),
        if args.watch {
            "files settled 2 s, one stage, then the 3-second poll rule"
        } else if strict {
            "the 100-a-minute windows"
        } else {
            "one stage, then the 3-second poll rule"
        },
    );
    println!(
        "                        (simulator stage time per dub {:.2} s)",
        sim_time.as_secs_f64()
    );
    // Spec mode: all done, exactly the minimum of requests, no 429, within 2x the floor. Strict
    // mode: all done (429s there are the per-key pool shared by reads and writes).
    let ok = if strict {
        done == n
    } else {
        done == n && sent <= minimum && throttled == 0 && wall_ratio <= 2.0
    };
    println!(
        "  target ({}): {}",
        if strict {
            "all done"
        } else {
            "all done, requests 1.0x the minimum, no 429, wall time within 2x the floor"
        },
        if ok { "met" } else { "NOT met" }
    );
    println!(
        "RESULT mode={}{} floor_s={:.2} wall_s={:.2} ratio={wall_ratio:.2} requests_ratio={request_ratio:.3} throttled={throttled}",
        args.mode,
        if args.watch { "+watch" } else { "" },
        floor.as_secs_f64(),
        wall.as_secs_f64()
    );
    if !ok {
        std::process::exit(1);
    }
}

/// The inputs dubbed through a watch folder: an application context (the app's and the command
/// line's way) with the engine and one watch, the files copied into the watched folder at once;
/// the dubs' views once all are settled.
async fn through_a_watch_folder(
    args: &Args,
    ledger: Ledger,
    config: EngineConfig,
    base: dubdeck_api::Url,
    voice: &dubdeck_api::PublicVoice,
    inputs: Vec<PathBuf>,
) -> Vec<dubdeck_core::engine::JobSnapshot> {
    use dubdeck_core::context::{AppContext, AppOptions, KeySource};
    use dubdeck_core::ledger::WatchSettings;
    drop(ledger);
    let options = AppOptions {
        data_dir: Some(args.dir.join("data")),
        base_url: Some(base),
        keys: KeySource::Store(std::sync::Arc::new(dubdeck_core::secrets::MemoryStore::with_key(
            &args.api_key,
        ))),
        engine: config,
        write_budget: WriteBudget::spec(),
        ..AppOptions::default()
    };
    let app = AppContext::open(options).await.unwrap();
    app.start_engine().await.unwrap();
    let folder = args.dir.join("inbox");
    std::fs::create_dir_all(&folder).unwrap();
    app.put_watch(
        folder.clone(),
        WatchSettings {
            voice_id: voice.id,
            voice_name: voice.name.clone(),
            pitch_shift: 0,
            separate: true,
            mix: Default::default(),
            video_out: false,
            output_dir: args.dir.join("out"),
            approve_up_to: 1_000,
        },
    )
    .await
    .unwrap();
    app.sync_watches().await.unwrap();
    for input in &inputs {
        std::fs::copy(input, folder.join(input.file_name().unwrap())).unwrap();
    }
    let want = inputs.len();
    let views = loop {
        let all = app
            .jobs(dubdeck_core::context::JobQuery {
                limit: 500,
                ..Default::default()
            })
            .await
            .unwrap()
            .jobs;
        if all.len() == want && all.iter().all(dubdeck_core::engine::is_settled) {
            break all;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    };
    app.stop_watches();
    app.stop_engine().await;
    views
}
