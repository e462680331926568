//! `login`, `me`, `logout` through a REAL Secret Service: a refused key is never stored, a good one
//! lands in the keychain and later commands use it without `DUBDECK_API_KEY`, and `logout` removes
//! it. Runs inside the isolated keyring session of `cargo xtask test`
//! (`DUBDECK_KEYRING_SESSION=isolated`, see xtask/src/keyring_env.rs); outside it, it fails on
//! purpose rather than touch the developer's own keyring.
#![cfg(target_os = "linux")]
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod cli_support;

use std::io::Write;
use std::process::{Command, Output, Stdio};

use cli_support::*;

fn require_isolated_session() {
    assert_eq!(
        std::env::var("DUBDECK_KEYRING_SESSION").as_deref(),
        Ok("isolated"),
        "the keychain tests need an isolated, unlocked gnome-keyring: run them with `cargo xtask test`. \
         They refuse to run against your own keyring."
    );
}

/// The command with the session's own environment (its D-Bus), minus any key variable.
fn keychain_cli(home: &Home, sim: &Sim) -> Command {
    let mut cmd = Command::new(BIN);
    cmd.env_remove("DUBDECK_API_KEY")
        .env_remove("FAILPOINTS")
        .env("DUBDECK_BASE_URL", sim.base.as_str())
        .env("DUBDECK_DATA_DIR", home.data())
        .current_dir(home.dir.path());
    cmd
}

async fn run_with_stdin(mut cmd: Command, input: &'static str) -> Output {
    tokio::task::spawn_blocking(move || {
        let mut child = cmd
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        child.stdin.take().unwrap().write_all(input.as_bytes()).unwrap();
        child.wait_with_output().unwrap()
    })
    .await
    .unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn login_checks_and_stores_the_key_and_logout_removes_it() {
    require_isolated_session();
    let sim = Sim::start(1_000).await;
    let home = Home::new();

    let mut cmd = keychain_cli(&home, &sim);
    cmd.arg("logout");
    assert_eq!(code(&home.run(cmd).await), 0);

    // A refused key is not stored.
    let mut cmd = keychain_cli(&home, &sim);
    cmd.arg("login");
    let out = run_with_stdin(cmd, "wrong-key-123\n").await;
    assert_eq!(code(&out), 4, "{}", text(&out));
    let mut cmd = keychain_cli(&home, &sim);
    cmd.arg("me");
    let out = home.run(cmd).await;
    assert_eq!(code(&out), 4, "{}", text(&out));
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("No API key"),
        "{}",
        text(&out)
    );

    // A good key is stored and used.
    let mut cmd = keychain_cli(&home, &sim);
    cmd.arg("login");
    let out = run_with_stdin(cmd, "cli-test-key-8d1e44b07c\n").await;
    assert_eq!(code(&out), 0, "{}", text(&out));
    assert!(
        String::from_utf8_lossy(&out.stdout).contains("Balance: 1,000 credits."),
        "{}",
        text(&out)
    );
    assert!(!String::from_utf8_lossy(&out.stdout).contains(KEY));
    let mut cmd = keychain_cli(&home, &sim);
    cmd.args(["--json", "me"]);
    let out = home.run(cmd).await;
    assert_eq!(code(&out), 0, "{}", text(&out));
    assert_eq!(json_lines(&out)[0]["credits"], 1000.0);

    let mut cmd = keychain_cli(&home, &sim);
    cmd.arg("logout");
    assert_eq!(code(&home.run(cmd).await), 0);
    let mut cmd = keychain_cli(&home, &sim);
    cmd.arg("me");
    assert_eq!(code(&home.run(cmd).await), 4);
    for file in files_under(home.dir.path()) {
        let bytes = std::fs::read(&file).unwrap();
        assert!(
            !bytes.windows(KEY.len()).any(|w| w == KEY.as_bytes()),
            "{}",
            file.display()
        );
    }
}
