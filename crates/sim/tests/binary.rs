#![allow(clippy::unwrap_used, clippy::expect_used)]
//! The `dubdeck-sim` binary: its flags, its first lines on stdout, serving, and a clean exit on
//! SIGTERM.

mod common;

use std::process::Stdio;
use std::time::Duration;

use common::{Reply, client};
use tokio::io::{AsyncBufReadExt, BufReader};
use tokio::process::{Child, ChildStdout, Command};

const BIN: &str = env!("CARGO_BIN_EXE_dubdeck-sim");

fn spawn(args: &[&str]) -> (Child, tokio::io::Lines<BufReader<ChildStdout>>) {
    let mut child = Command::new(BIN)
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .kill_on_drop(true)
        .spawn()
        .unwrap();
    let lines = BufReader::new(child.stdout.take().unwrap()).lines();
    (child, lines)
}

async fn line(lines: &mut tokio::io::Lines<BufReader<ChildStdout>>) -> String {
    tokio::time::timeout(Duration::from_secs(30), lines.next_line())
        .await
        .expect("a line in time")
        .unwrap()
        .expect("a line")
}

/// Stops the simulator as a service manager would: SIGTERM, then a clean exit. Windows has no
/// SIGTERM: there the process is ended, and only its end is checked.
#[cfg(windows)]
async fn terminate(mut child: Child) {
    child.kill().await.unwrap();
}

#[cfg(not(windows))]
async fn terminate(mut child: Child) {
    let pid = child.id().unwrap().to_string();
    let status = Command::new("kill").args(["-TERM", &pid]).status().await.unwrap();
    assert!(status.success());
    let exit = tokio::time::timeout(Duration::from_secs(20), child.wait())
        .await
        .expect("exits in time")
        .unwrap();
    assert!(exit.success(), "exit status {exit:?}");
}

#[tokio::test]
async fn the_demo_account_is_printed_and_served() {
    let (child, mut lines) = spawn(&["--addr", "127.0.0.1:0", "--stage-ms", "50", "--test-surface"]);
    let first = line(&mut lines).await;
    let base = first
        .strip_prefix("listening on ")
        .expect("the first line says where");
    let base = url::Url::parse(base).unwrap();
    assert_eq!(base.host_str(), Some("127.0.0.1"));
    assert!(base.port().unwrap() > 0);
    assert!(!first.ends_with('/'), "http://HOST:PORT: {first}");
    let second = line(&mut lines).await;
    let key = second
        .strip_prefix("demo key: ")
        .expect("the second line has the demo key")
        .to_owned();
    assert!(!key.is_empty() && !key.contains(' '));

    let http = client();
    let r = Reply::of(
        http.get(base.join("v1/me").unwrap())
            .header("Authorization", format!("Api-Key {key}"))
            .send()
            .await
            .unwrap(),
    )
    .await;
    assert_eq!(r.expect_ok()["user"]["apiCredits"], 10_000);
    let r = Reply::of(
        http.get(base.join("_sim/accounts/demo").unwrap())
            .send()
            .await
            .unwrap(),
    )
    .await;
    assert_eq!(r.expect_ok()["keys"][0], key.as_str());
    terminate(child).await;
}

#[tokio::test]
async fn accounts_and_strict_limits_from_flags() {
    let (child, mut lines) = spawn(&[
        "--addr",
        "127.0.0.1:0",
        "--account",
        "alice:1000:key-a1,key-a2",
        "--account",
        "bob:5:key-b",
        "--rate-limits",
        "strict",
        "--upload-url-ttl-secs",
        "60",
    ]);
    let base = url::Url::parse(line(&mut lines).await.strip_prefix("listening on ").unwrap()).unwrap();
    let http = client();
    for (key, credits) in [("key-a1", 1000), ("key-a2", 1000), ("key-b", 5)] {
        let r = Reply::of(
            http.get(base.join("v1/me").unwrap())
                .header("Authorization", format!("Api-Key {key}"))
                .send()
                .await
                .unwrap(),
        )
        .await;
        assert_eq!(r.expect_ok()["user"]["apiCredits"], credits);
        assert_eq!(r.header_u64("x-ratelimit-limit"), 100, "strict figures");
    }
    // No test surface unless asked for.
    let r = Reply::of(
        http.get(base.join("_sim/requests").unwrap())
            .send()
            .await
            .unwrap(),
    )
    .await;
    assert_eq!(r.status, 404);
    terminate(child).await;
    // Without --account no demo line is printed: stdout ended after the first line.
    assert!(lines.next_line().await.unwrap().is_none());
}

/// The app's demo starts the simulator with its standard input a pipe: when the app closes it, or
/// ends in any way, the simulator ends too, cleanly.
#[tokio::test]
async fn the_end_of_standard_input_ends_it_when_asked() {
    let mut child = Command::new(BIN)
        .args([
            "--addr",
            "127.0.0.1:0",
            "--account",
            "demo:10000:a-demo-key",
            "--until-stdin-closes",
        ])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .kill_on_drop(true)
        .spawn()
        .unwrap();
    let stdin = child.stdin.take().unwrap();
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    let first = line(&mut lines).await;
    let base = first.strip_prefix("listening on ").expect("the address first");
    // Serving while the pipe is open.
    let r = Reply::of(
        client()
            .get(format!("{base}/v1/me"))
            .header("Authorization", "Api-Key a-demo-key")
            .send()
            .await
            .unwrap(),
    )
    .await;
    assert_eq!(r.expect_ok()["user"]["apiCredits"], 10_000);
    assert!(
        tokio::time::timeout(Duration::from_millis(500), child.wait())
            .await
            .is_err(),
        "it runs while its standard input is open"
    );
    drop(stdin);
    let exit = tokio::time::timeout(Duration::from_secs(20), child.wait())
        .await
        .expect("ends once its standard input closed")
        .unwrap();
    assert!(exit.success(), "exit status {exit:?}");
}

#[tokio::test]
async fn help_lists_every_flag_and_bad_flags_fail() {
    let out = Command::new(BIN).arg("--help").output().await.unwrap();
    assert!(out.status.success());
    let help = String::from_utf8(out.stdout).unwrap();
    for flag in [
        "--addr",
        "--account",
        "--stage-ms",
        "--rate-limits",
        "--upload-url-ttl-secs",
        "--data-dir",
        "--test-surface",
        "--until-stdin-closes",
    ] {
        assert!(help.contains(flag), "--help lists {flag}:\n{help}");
    }
    for bad in [
        &["--account", "alice"][..],
        &["--rate-limits", "lenient"],
        &["--stage-ms", "soon"],
        &["--upload-url-ttl-secs", "0"],
        &["--frobnicate"],
        &["--addr", "not-an-address"],
    ] {
        let out = Command::new(BIN).args(bad).output().await.unwrap();
        assert!(!out.status.success(), "{bad:?} is refused");
        assert!(!out.stderr.is_empty(), "{bad:?} says why");
    }
}

#[tokio::test]
async fn a_data_dir_is_used_and_kept() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("objects");
    let (child, mut lines) = spawn(&[
        "--addr",
        "127.0.0.1:0",
        "--data-dir",
        data.to_str().unwrap(),
        "--test-surface",
    ]);
    let base = url::Url::parse(line(&mut lines).await.strip_prefix("listening on ").unwrap()).unwrap();
    let http = client();
    let resp = http
        .put(base.join("_sim/results/kept.bin").unwrap())
        .body("hello")
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), 200);
    terminate(child).await;
    assert!(data.is_dir());
    let files = walk(&data);
    assert!(!files.is_empty(), "stored objects stay in the data dir");
}

fn walk(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
    let mut out = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let p = entry.unwrap().path();
        if p.is_dir() {
            out.extend(walk(&p))
        } else {
            out.push(p)
        }
    }
    out
}
