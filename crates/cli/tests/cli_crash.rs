//! Crash tests: `dubdeck-cli` is stopped with SIGKILL at every stage of a dub and of a training
//! (during the upload, right after each POST was answered but before the answer was committed,
//! while polling, during the download), then `dubdeck-cli resume` runs: every job ends done, the
//! output is complete and byte-identical, and the simulator charged each job exactly once.
//! The places are fail points (`FAILPOINTS=NAME=pause`): the process prints a marker on stderr and
//! stands still there until it is killed.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod cli_support;

use std::time::Duration;

use cli_support::*;

const LIMIT: Duration = Duration::from_secs(60);

async fn dub_killed_at(failpoint: &str, input_ms: u64) {
    let sim = Sim::start(1_000).await;
    let home = Home::new();
    let (voice_id, voice_name) = home.voice(&sim).await;
    let input = home.input("Long Take.wav", input_ms);
    let mut cmd = home.cli(&sim);
    cmd.args(["--json", "dub"])
        .arg(&input)
        .args(["--voice", &voice_id, "--approve-up-to", "100", "--out"])
        .arg(home.out());
    kill_at_failpoint(cmd, failpoint, LIMIT).await;

    let mut cmd = home.cli(&sim);
    cmd.args(["--json", "resume"]);
    let out = home.run(cmd).await;
    assert_eq!(code(&out), 0, "{}", text(&out));
    let jobs = summary_jobs(&out);
    assert_eq!(jobs.len(), 1, "{}", text(&out));
    assert_eq!(jobs[0]["state"], "done", "{}", text(&out));
    let path = std::path::PathBuf::from(jobs[0]["outputPath"].as_str().unwrap());
    assert_eq!(path, home.out().join(format!("Long Take ({voice_name}).wav")));
    assert_eq!(
        sha_of_file(&path),
        sim.sha_of_url(&dub_url(&home, &jobs[0])).await
    );
    let leftovers: Vec<_> = files_under(&home.out())
        .into_iter()
        .filter(|p| p != &path)
        .collect();
    assert!(leftovers.is_empty(), "{leftovers:?}");

    let charges = sim.charges().await;
    assert_eq!(charges.values().map(Vec::len).sum::<usize>(), 1, "{charges:?}");
    let requests = sim.requests().await;
    assert_eq!(posts(&requests, "/generate"), 1);
    assert_polls_spaced(&requests);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn dub_killed_during_upload() {
    // 40 s of 16 kHz mono: more than one 1 MiB chunk, so the upload is cut in the middle.
    dub_killed_at("engine::during_upload", 40_000).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn dub_killed_after_create_was_answered() {
    dub_killed_at("engine::after_create_dub", 1_000).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn dub_killed_after_preprocess_was_answered() {
    dub_killed_at("engine::after_preprocess_sent", 1_000).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn dub_killed_after_generate_was_answered() {
    dub_killed_at("engine::after_generate_sent", 1_000).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn dub_killed_while_polling() {
    dub_killed_at("engine::after_poll", 1_000).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn dub_killed_during_download() {
    dub_killed_at("engine::during_download", 40_000).await;
}

async fn training_killed_at(failpoint: &str, file_ms: u64) {
    let sim = Sim::start(1_000).await;
    let home = Home::new();
    let a = home.input("a.wav", file_ms);
    let b = home.input("b.wav", 1_000);
    let mut cmd = home.cli(&sim);
    cmd.args([
        "--json",
        "train",
        "--name",
        "Crash Voice",
        "--max-minutes",
        "5",
        "--approve-up-to",
        "50",
    ])
    .arg(&a)
    .arg(&b);
    kill_at_failpoint(cmd, failpoint, LIMIT).await;

    let mut cmd = home.cli(&sim);
    cmd.args(["--json", "resume"]);
    let out = home.run(cmd).await;
    assert_eq!(code(&out), 0, "{}", text(&out));
    let jobs = summary_jobs(&out);
    assert_eq!(jobs.len(), 1, "{}", text(&out));
    assert_eq!(jobs[0]["state"], "done", "{}", text(&out));
    let voice = jobs[0]["voiceId"].as_str().unwrap().to_owned();
    let charges = sim.charges().await;
    assert_eq!(charges.values().map(Vec::len).sum::<usize>(), 1, "{charges:?}");
    assert_eq!(charges[&voice], vec![50]);
    let requests = sim.requests().await;
    assert_eq!(posts(&requests, "/clone"), 1);
    assert_polls_spaced(&requests);
    // The voice is in "My voices", done.
    let mine = home.ledger().voices().list().unwrap();
    assert!(
        mine.iter()
            .any(|v| v.id.to_string() == voice && v.status == "done"),
        "{mine:?}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn training_killed_after_create_was_answered() {
    training_killed_at("engine::after_create_voice", 1_000).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn training_killed_during_upload() {
    training_killed_at("engine::during_upload", 40_000).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn training_killed_after_clone_was_answered() {
    training_killed_at("engine::after_clone_sent", 1_000).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn training_killed_while_polling() {
    training_killed_at("engine::after_poll", 1_000).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn fail_points_are_inert_unless_named() {
    // A normal run passes every fail point without stopping or printing markers.
    let sim = Sim::start(1_000).await;
    let home = Home::new();
    let (voice_id, _) = home.voice(&sim).await;
    let mut cmd = home.cli(&sim);
    cmd.args(["--json", "dub"])
        .arg(home.input("x.wav", 1_000))
        .args(["--voice", &voice_id, "--approve-up-to", "100", "--out"])
        .arg(home.out());
    let out = home.run(cmd).await;
    assert_eq!(code(&out), 0, "{}", text(&out));
    assert!(
        !String::from_utf8_lossy(&out.stderr).contains("failpoint"),
        "{}",
        text(&out)
    );
    // A malformed FAILPOINTS is a usage error, not a panic.
    let mut cmd = home.cli(&sim);
    cmd.env("FAILPOINTS", "engine::after_poll").arg("jobs");
    assert_eq!(code(&home.run(cmd).await), 2);
}
