//! Shared by the engine tests: the simulator in-process on loopback with its test surface, a real
//! ledger file in a temporary folder, an engine context with short timings, small WAV inputs, and
//! checks over the simulator's request log and charges.
#![allow(dead_code, clippy::unwrap_used, clippy::expect_used)]

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

use dubdeck_api::{Client, RetryPolicy, VoiceQuery, WriteBudget};
use dubdeck_core::engine::{
    DubRequest, DubSource, EngineConfig, EngineContext, EngineEvent, EngineHandle, PollPolicy,
};
use dubdeck_core::events::{JobId, JobStage, RecordingSink};
use dubdeck_core::ledger::Ledger;
use dubdeck_sim::{AccountSpec, RateLimits, RunningSim, SimConfig};
use serde_json::Value;
use sha2::{Digest, Sha256};
use time::OffsetDateTime;
use uuid::Uuid;

pub const KEY: &str = "engine-test-key-5f2a9c";
pub const ACCOUNT: &str = "alice";

pub struct Sim {
    pub running: RunningSim,
    pub base: url::Url,
    pub http: reqwest::Client,
}

impl Sim {
    pub async fn start(credits: i64) -> Sim {
        Sim::start_with(credits, |_| {}).await
    }

    pub async fn start_with(credits: i64, adjust: impl FnOnce(&mut SimConfig)) -> Sim {
        let mut config = SimConfig {
            accounts: vec![AccountSpec::new(ACCOUNT, credits, [KEY])],
            stage_ms: 50,
            rate_limits: RateLimits::spec(),
            test_surface: true,
            ..SimConfig::default()
        };
        adjust(&mut config);
        let running = dubdeck_sim::start(config).await.expect("the simulator starts");
        let base = running.base_url();
        let http = reqwest::Client::builder().no_proxy().build().unwrap();
        Sim { running, base, http }
    }

    /// A client as the engine wants it: 429s handed back (the engine waits them out), quick
    /// retries of other failures, a local write budget that leaves judging to the simulator.
    pub fn client(&self) -> Client {
        self.client_with_read_timeout(Duration::from_secs(30))
    }

    /// As [`Self::client`], with another limit on how long an answer may keep the client waiting
    /// (a transfer that stalls longer is given up and tried again).
    pub fn client_with_read_timeout(&self, read_timeout: Duration) -> Client {
        Client::builder()
            .api_key(KEY)
            .read_timeout(read_timeout)
            .base_url(self.base.as_str())
            .retry_policy(RetryPolicy {
                max_retries: 2,
                min_delay: Duration::from_millis(20),
                max_delay: Duration::from_millis(100),
                max_retry_after: Duration::ZERO,
            })
            .transfer_retry_policy(RetryPolicy {
                max_retries: 3,
                min_delay: Duration::from_millis(20),
                max_delay: Duration::from_millis(100),
                max_retry_after: Duration::ZERO,
            })
            .write_budget(WriteBudget {
                per_minute: 100_000,
                per_hour: 1_000_000,
                burst: 10_000,
            })
            .build()
            .unwrap()
    }

    pub async fn get(&self, path: &str) -> Value {
        let url = self.base.join(path.trim_start_matches('/')).unwrap();
        let response = self.http.get(url).send().await.unwrap();
        assert!(
            response.status().is_success(),
            "GET {path}: {}",
            response.status()
        );
        response.json().await.unwrap()
    }

    pub async fn put(&self, path: &str, body: Value) -> Value {
        let url = self.base.join(path.trim_start_matches('/')).unwrap();
        let response = self.http.put(url).json(&body).send().await.unwrap();
        assert!(
            response.status().is_success(),
            "PUT {path}: {}",
            response.status()
        );
        response.json().await.unwrap()
    }

    pub async fn requests(&self) -> Vec<Value> {
        self.get("/_sim/requests").await.as_array().unwrap().clone()
    }

    pub async fn account(&self) -> Value {
        self.get(&format!("/_sim/accounts/{ACCOUNT}")).await
    }

    pub async fn set_credits(&self, credits: i64) {
        self.put(
            &format!("/_sim/accounts/{ACCOUNT}/credits"),
            serde_json::json!({ "credits": credits }),
        )
        .await;
    }

    /// Credits charged per dub or voice id.
    pub async fn charges(&self) -> HashMap<String, Vec<i64>> {
        let mut out: HashMap<String, Vec<i64>> = HashMap::new();
        for c in self.account().await["charges"].as_array().unwrap() {
            out.entry(c["id"].as_str().unwrap().to_owned())
                .or_default()
                .push(c["credits"].as_i64().unwrap());
        }
        out
    }

    /// Stores bytes as a result object and answers a presigned GET URL (a link to dub).
    pub async fn host(&self, key: &str, bytes: Vec<u8>) -> String {
        let url = self.base.join(&format!("_sim/results/{key}")).unwrap();
        let response = self.http.put(url).body(bytes).send().await.unwrap();
        assert!(response.status().is_success(), "{}", response.status());
        let body: Value = response.json().await.unwrap();
        body["url"].as_str().unwrap().to_owned()
    }

    /// sha256 of what the simulator serves at `url`.
    pub async fn sha_of_url(&self, url: &str) -> String {
        let bytes = self.http.get(url).send().await.unwrap().bytes().await.unwrap();
        hex::encode(Sha256::digest(&bytes))
    }

    /// A public voice (id, name).
    pub async fn voice(&self) -> (Uuid, String) {
        let page = self
            .client()
            .public_voices()
            .list(&VoiceQuery::new())
            .await
            .unwrap();
        let v = &page.items[0];
        (v.id, v.name.clone())
    }
}

pub fn sha_of_file(path: &Path) -> String {
    hex::encode(Sha256::digest(std::fs::read(path).unwrap()))
}

/// A mono 16-bit WAV of a tone.
pub fn wav(path: &Path, ms: u64) {
    let spec = hound::WavSpec {
        channels: 1,
        sample_rate: 16_000,
        bits_per_sample: 16,
        sample_format: hound::SampleFormat::Int,
    };
    let mut w = hound::WavWriter::create(path, spec).unwrap();
    for i in 0..(16 * ms) {
        let v = ((i as f64 * 330.0 * std::f64::consts::TAU / 16_000.0).sin() * 4000.0) as i16;
        w.write_sample(v).unwrap();
    }
    w.finalize().unwrap();
}

pub fn wav_bytes(ms: u64) -> Vec<u8> {
    let dir = tempfile::tempdir().unwrap();
    let p = dir.path().join("x.wav");
    wav(&p, ms);
    std::fs::read(p).unwrap()
}

/// Timings that keep a whole dub to a few seconds (the 3-second poll rule is the floor).
pub fn fast_config() -> EngineConfig {
    EngineConfig {
        poll: PollPolicy {
            first_delay: Duration::from_millis(300),
            ..PollPolicy::default()
        },
        transfer_concurrency: 3,
        min_backoff: Duration::from_millis(50),
        max_backoff: Duration::from_millis(500),
        max_attempts: 8,
        upload_url_margin: Duration::from_secs(1),
        progress_commit_interval: Duration::from_millis(100),
        rescan_interval: Duration::from_millis(300),
        shutdown_grace: Duration::from_secs(2),
    }
}

pub struct Rig {
    pub dir: tempfile::TempDir,
    pub ledger: Ledger,
    pub sink: Arc<RecordingSink>,
}

impl Rig {
    pub fn new() -> Rig {
        let dir = tempfile::tempdir().unwrap();
        let ledger = Ledger::open_in(&dir.path().join("data")).unwrap();
        Rig {
            dir,
            ledger,
            sink: Arc::new(RecordingSink::new()),
        }
    }

    pub fn data_dir(&self) -> PathBuf {
        self.dir.path().join("data")
    }

    pub fn out_dir(&self) -> PathBuf {
        self.dir.path().join("out")
    }

    pub fn input(&self, name: &str, ms: u64) -> PathBuf {
        let p = self.dir.path().join(name);
        wav(&p, ms);
        p
    }

    pub fn ctx(&self, sim: &Sim) -> EngineContext {
        EngineContext::new(self.ledger.clone(), sim.client())
            .with_sink(self.sink.clone())
            .with_config(fast_config())
    }

    pub async fn start(&self, sim: &Sim) -> EngineHandle {
        dubdeck_core::engine::Engine::start(self.ctx(sim)).await.unwrap()
    }

    pub fn dub_request(
        &self,
        source: DubSource,
        voice: &(Uuid, String),
        approve_up_to: Option<u32>,
    ) -> DubRequest {
        DubRequest {
            pitch_shift: 2,
            approve_up_to,
            ..DubRequest::new(source, voice.0, voice.1.clone(), self.out_dir())
        }
    }
}

/// ffmpeg as Dubdeck finds it (cargo xtask deps installs it).
pub async fn ffmpeg() -> dubdeck_core::ffmpeg::MediaSupport {
    let found = dubdeck_core::ffmpeg::MediaSupport::find().await;
    assert!(
        found.tool().await.is_some(),
        "ffmpeg is installed: {:?}",
        found.get().await.err()
    );
    found
}

#[path = "../media/mod.rs"]
mod media;
pub use media::ffmpeg_cli;
// The tones and spectra of the cover tests, which only some of the binaries sharing this module use.
#[allow(unused_imports)]
pub use media::spectra;
// For the tests of inputs that point to other files (not every engine test binary has them).
#[cfg(unix)]
#[allow(unused_imports)]
pub use media::{Tripwire, pointers};

/// A video of `seconds` with a moving picture and a tone, H.264 and AAC in MP4.
pub fn video(path: &Path, seconds: u32) {
    let picture = format!("testsrc2=size=320x240:rate=25:duration={seconds},noise=alls=8:allf=t");
    let tone = format!("sine=frequency=440:sample_rate=44100:duration={seconds}");
    let out = path.to_str().unwrap();
    ffmpeg_cli(&[
        "-f",
        "lavfi",
        "-i",
        &picture,
        "-f",
        "lavfi",
        "-i",
        &tone,
        "-c:v",
        "libx264",
        "-preset",
        "ultrafast",
        "-pix_fmt",
        "yuv420p",
        "-c:a",
        "aac",
        out,
    ]);
}

/// The checksums of a file's packets of `stream` ("0:v:0"), as ffmpeg's framemd5 lists them.
pub fn packets(path: &Path, stream: &str) -> Vec<String> {
    let text = ffmpeg_cli(&[
        "-i",
        path.to_str().unwrap(),
        "-map",
        stream,
        "-c",
        "copy",
        "-f",
        "framemd5",
        "-",
    ]);
    String::from_utf8(text)
        .unwrap()
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(|l| l.rsplit(',').next().unwrap().trim().to_owned())
        .collect()
}

/// No ffmpeg: what the engine does without it.
pub fn no_ffmpeg() -> dubdeck_core::ffmpeg::MediaSupport {
    dubdeck_core::ffmpeg::MediaSupport::missing(dubdeck_core::ffmpeg::ToolMissing::NotFound)
}

/// Waits (at most `limit`) until `job` reaches `stage`, by the engine's events.
pub async fn wait_for_stage(
    events: &mut tokio::sync::broadcast::Receiver<EngineEvent>,
    job: JobId,
    stage: JobStage,
    limit: Duration,
) {
    let found = tokio::time::timeout(limit, async {
        loop {
            match events.recv().await {
                Ok(EngineEvent::JobChanged(view)) if view.id == job && view.state == stage => {
                    return;
                }
                Ok(_) | Err(tokio::sync::broadcast::error::RecvError::Lagged(_)) => {}
                Err(e) => panic!("events ended: {e}"),
            }
        }
    })
    .await;
    assert!(found.is_ok(), "{job:?} did not reach {stage:?} within {limit:?}");
}

pub fn parse_at(entry: &Value) -> OffsetDateTime {
    OffsetDateTime::parse(
        entry["at"].as_str().unwrap(),
        &time::format_description::well_known::Rfc3339,
    )
    .unwrap()
}

/// Asserts that consecutive GETs of each dub or voice in the log are at least 3 s apart.
pub fn assert_polls_spaced(requests: &[Value]) {
    let mut last: HashMap<String, OffsetDateTime> = HashMap::new();
    let mut polls = 0;
    for r in requests {
        let path = r["path"].as_str().unwrap();
        let is_poll =
            r["method"] == "GET" && (path.starts_with("/v1/me/dubs/") || path.starts_with("/v1/me/voices/"));
        if !is_poll {
            continue;
        }
        polls += 1;
        let at = parse_at(r);
        if let Some(prev) = last.insert(path.to_owned(), at) {
            let gap = at - prev;
            assert!(
                gap >= time::Duration::seconds(3),
                "{path} was polled {gap} after the previous poll"
            );
        }
    }
    assert!(polls > 0, "no polls in the log");
}

/// The POSTs to `suffix` (e.g. "/generate") in the log.
pub fn posts(requests: &[Value], suffix: &str) -> Vec<Value> {
    requests
        .iter()
        .filter(|r| r["method"] == "POST" && r["path"].as_str().unwrap().ends_with(suffix))
        .cloned()
        .collect()
}

/// Every file under `dir`, recursively.
pub fn files_under(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for entry in std::fs::read_dir(&d).unwrap() {
            let p = entry.unwrap().path();
            if p.is_dir() {
                stack.push(p);
            } else {
                out.push(p);
            }
        }
    }
    out
}

/// The `dubUrl` the engine last saw for a dub (reading it from the ledger rather than asking the
/// service keeps the test's own requests out of the poll log).
pub fn dub_url(rig: &Rig, id: dubdeck_core::job::DubId) -> String {
    let record = rig.ledger.dubs().get(id).unwrap();
    record.status.remote.unwrap().json["dubUrl"]
        .as_str()
        .unwrap()
        .to_owned()
}

/// The ffmpeg Dubdeck finds, behind a wrapper in `dir` that runs `on_mux` (shell commands) when
/// it is asked to put a dub into a video, before the real ffmpeg starts (the mux's arguments are
/// the only ones with `-itsoffset`); its ffprobe beside it is the real one.
#[cfg(unix)]
pub async fn ffmpeg_wrapped(dir: &Path, on_mux: &str) -> dubdeck_core::ffmpeg::MediaSupport {
    use std::os::unix::fs::PermissionsExt;
    let real = ffmpeg().await.tool().await.unwrap().clone();
    let found = |name: &str| {
        std::env::split_paths(&std::env::var_os("PATH").unwrap())
            .map(|d| d.join(name))
            .find(|p| p.is_file())
            .unwrap()
    };
    std::fs::create_dir_all(dir).unwrap();
    let wrapper = dir.join("ffmpeg");
    std::fs::write(
        &wrapper,
        format!(
            "#!/bin/sh\ncase \" $* \" in *\" -itsoffset \"*)\n{on_mux}\n;; esac\nexec '{}' \"$@\"\n",
            found("ffmpeg").display()
        ),
    )
    .unwrap();
    std::fs::set_permissions(&wrapper, std::fs::Permissions::from_mode(0o755)).unwrap();
    std::os::unix::fs::symlink(found("ffprobe"), dir.join("ffprobe")).unwrap();
    let tool = dubdeck_core::ffmpeg::MediaTool::at(&wrapper).await.unwrap();
    assert_eq!(tool.version(), real.version());
    dubdeck_core::ffmpeg::MediaSupport::with(tool)
}

/// Where a claimed output name is written before it is moved into place (`name.part`).
pub fn part_of(path: &Path) -> PathBuf {
    let mut part = path.as_os_str().to_owned();
    part.push(".part");
    PathBuf::from(part)
}

/// The dubbed video of `view` is a file of its own at `dest` with `clip`'s picture, the link
/// planted at `part` (pointing to `victim`) is gone, and nothing was written through it.
pub fn assert_video_written_past_the_link(
    view: &dubdeck_core::events::JobSnapshot,
    clip: &Path,
    dest: &Path,
    part: &Path,
    victim: &Path,
) {
    assert_eq!(
        view.state,
        dubdeck_core::events::JobStage::Dub(dubdeck_core::job::DubState::Done),
        "{view:?}"
    );
    assert!(
        std::fs::read(victim).unwrap() == b"precious",
        "written through the link"
    );
    assert_eq!(view.video_error, None);
    assert_eq!(view.video_path.as_deref(), Some(dest));
    assert!(!dest.symlink_metadata().unwrap().file_type().is_symlink());
    assert_eq!(packets(clip, "0:v:0"), packets(dest, "0:v:0"));
    assert!(
        part.symlink_metadata().is_err(),
        "the planted link is still there"
    );
}
