//! What a new user of the command line met, each mended: trainings longer than their minutes are
//! refused before any spend; unwritable output folders are found before any spend, and `retry`
//! can take a new one; voice ids can be abbreviated and are explained when wrong; a bad cursor is
//! a usage error; an empty result says so; argument errors under `--json` are JSON; a dead
//! service address is named at once; every dub says what it costs and what is left.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod cli_support;

use cli_support::*;

fn stderr(out: &std::process::Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

fn stdout(out: &std::process::Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_training_longer_than_its_minutes_is_refused_before_any_request() {
    let sim = Sim::start(1_000).await;
    let home = Home::new();
    let long = home.input("long.wav", 5 * 60_000 + 2_000);
    let before = sim.requests().await.len();
    let mut cmd = home.cli(&sim);
    cmd.args([
        "train",
        "--name",
        "Too Long",
        "--max-minutes",
        "5",
        "--approve-up-to",
        "50",
    ])
    .arg(&long);
    let out = home.run(cmd).await;
    assert_eq!(code(&out), 2, "{}", text(&out));
    assert!(
        stderr(&out).contains("The training files hold 5 min 2 s of audio, more than the 5 minutes chosen"),
        "{}",
        text(&out)
    );
    assert_eq!(sim.requests().await.len(), before, "nothing was sent");
    assert!(sim.charges().await.is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_unwritable_output_folder_is_found_before_any_spend_and_retry_takes_a_new_one() {
    let sim = Sim::start(1_000).await;
    let home = Home::new();
    let (voice, name) = home.voice(&sim).await;

    // A file where the folder should be: refused locally.
    let blocked = home.dir.path().join("blocked");
    std::fs::write(&blocked, b"a file").unwrap();
    let mut cmd = home.cli(&sim);
    cmd.args(["dub"])
        .arg(home.input("a.wav", 1_000))
        .args(["--voice", &voice, "--approve-up-to", "100", "--out"])
        .arg(&blocked);
    let out = home.run(cmd).await;
    assert_eq!(code(&out), 2, "{}", text(&out));
    assert!(stderr(&out).contains("cannot be written to"), "{}", text(&out));
    assert!(sim.charges().await.is_empty());

    // The folder breaks while the job waits for approval: the download fails after the spend;
    // `retry --out` sends the paid dub to a new folder, without paying again.
    let out_dir = home.dir.path().join("later");
    let mut cmd = home.cli(&sim);
    cmd.args(["--json", "dub"])
        .arg(home.input("b.wav", 1_000))
        .args(["--voice", &voice, "--approve-up-to", "0", "--out"])
        .arg(&out_dir);
    let out = home.run(cmd).await;
    assert_eq!(code(&out), 3, "{}", text(&out));
    let short = job_uuid(&summary_jobs(&out)[0])[..8].to_owned();
    std::fs::remove_dir_all(&out_dir).unwrap();
    std::fs::write(&out_dir, b"now a file").unwrap();
    let mut cmd = home.cli(&sim);
    cmd.args(["--json", "approve", &short]);
    let out = home.run(cmd).await;
    assert_eq!(code(&out), 1, "{}", text(&out));
    assert_eq!(summary_jobs(&out)[0]["state"], "failed", "{}", text(&out));

    let fresh = home.dir.path().join("fresh");
    let mut cmd = home.cli(&sim);
    cmd.args(["--json", "retry", &short, "--out"]).arg(&fresh);
    let out = home.run(cmd).await;
    assert_eq!(code(&out), 0, "{}", text(&out));
    assert!(fresh.join(format!("b ({name}).wav")).exists(), "{}", text(&out));
    assert_eq!(sim.charges().await.values().map(Vec::len).sum::<usize>(), 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn voice_ids_can_be_abbreviated_and_bad_ones_are_explained() {
    let sim = Sim::start(1_000).await;
    let home = Home::new();
    let (voice, name) = home.voice(&sim).await;

    let mut cmd = home.cli(&sim);
    cmd.args(["dub"])
        .arg(home.input("a.wav", 1_000))
        .args(["--voice", &voice[..8], "--approve-up-to", "100", "--out"])
        .arg(home.out());
    let out = home.run(cmd).await;
    assert_eq!(code(&out), 0, "{}", text(&out));
    assert!(home.out().join(format!("a ({name}).wav")).exists());
    // It says what it costs before, and what was paid and what is left after.
    assert!(
        stderr(&out).contains("about 10 credits (billed per started minute)"),
        "{}",
        text(&out)
    );
    assert!(
        stdout(&out).contains("Paid 10 credits in all; the balance is 990 credits."),
        "{}",
        text(&out)
    );

    // A file that is not media: the probe's own message, none of the decoder's log lines.
    let notes = home.dir.path().join("notes.mp3");
    std::fs::write(&notes, b"these are words, not sound; ".repeat(500)).unwrap();
    let mut cmd = home.cli(&sim);
    cmd.args(["dub"]).arg(&notes).args(["--voice", &voice]);
    let out = home.run(cmd).await;
    assert_eq!(code(&out), 2, "{}", text(&out));
    assert!(
        !stderr(&out).contains("symphonia") && !stderr(&out).contains('\u{1b}'),
        "{}",
        text(&out)
    );

    for bad in ["nope", "abc", "zzzzzzzz"] {
        let mut cmd = home.cli(&sim);
        cmd.args(["dub", "x.wav", "--voice", bad]);
        let out = home.run(cmd).await;
        assert_eq!(code(&out), 2, "{bad}: {}", text(&out));
        assert!(
            stderr(&out).contains("a voice id looks like"),
            "{bad}: {}",
            text(&out)
        );
        assert!(!stderr(&out).contains("invalid character"), "{}", text(&out));
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn listing_mistakes_are_usage_errors_and_empty_results_say_so() {
    let sim = Sim::start(1_000).await;
    let home = Home::new();
    let mut cmd = home.cli(&sim);
    cmd.args(["voices", "--cursor", "not-a-cursor"]);
    let out = home.run(cmd).await;
    assert_eq!(code(&out), 2, "{}", text(&out));

    let mut cmd = home.cli(&sim);
    cmd.args(["voices", "--search", "qqqqqqqqqqqq"]);
    let out = home.run(cmd).await;
    assert_eq!(code(&out), 0, "{}", text(&out));
    assert!(stderr(&out).contains("No public voice matches"), "{}", text(&out));

    let mut cmd = home.cli(&sim);
    cmd.args(["voices", "--mine"]);
    let out = home.run(cmd).await;
    assert_eq!(code(&out), 0, "{}", text(&out));
    assert!(
        stderr(&out).contains("No voices of your own yet"),
        "{}",
        text(&out)
    );

    let mut cmd = home.cli(&sim);
    cmd.args(["--json", "dub", "--pitch", "x"]);
    let out = home.run(cmd).await;
    assert_eq!(code(&out), 2, "{}", text(&out));
    let line: serde_json::Value = serde_json::from_str(stdout(&out).lines().next().unwrap()).unwrap();
    assert_eq!(line["error"]["kind"], "usage");
    // The command line's own refusal: no code of the core.
    assert!(line["error"]["code"].is_null(), "{line}");
    assert_eq!(line["error"]["exitCode"], 2);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_dead_service_address_is_named_at_once() {
    let sim = Sim::start(1_000).await;
    let home = Home::new();
    let (voice, _) = home.voice(&sim).await;
    let dead = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap();
    let address = format!("http://{dead}");
    let mut cmd = home.cli(&sim);
    cmd.env("DUBDECK_BASE_URL", &address)
        .args(["dub"])
        .arg(home.input("a.wav", 1_000))
        .args(["--voice", &voice, "--out"])
        .arg(home.out());
    let started = std::time::Instant::now();
    let out = home.run(cmd).await;
    assert_eq!(code(&out), 5, "{}", text(&out));
    assert!(stderr(&out).contains(&address), "{}", text(&out));
    // Not a timing assertion on speed: only that it did not sit through the engine's retries.
    assert!(started.elapsed() < std::time::Duration::from_secs(60));
    assert_eq!(home.ledger().dubs().list(&Default::default()).unwrap().len(), 0);

    // Reads name it too.
    for args in [&["me"][..], &["voices"][..]] {
        let mut cmd = home.cli(&sim);
        cmd.env("DUBDECK_BASE_URL", &address).args(args);
        let out = home.run(cmd).await;
        assert_eq!(code(&out), 5, "{}", text(&out));
        assert!(stderr(&out).contains(&address), "{}", text(&out));
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn plain_http_to_another_computer_is_refused_naming_https() {
    let sim = Sim::start(1_000).await;
    let home = Home::new();
    for how in ["--base-url", "DUBDECK_BASE_URL"] {
        let mut cmd = home.cli(&sim);
        if how == "--base-url" {
            cmd.args(["--base-url", "http://dub.example.com", "me"]);
        } else {
            cmd.env("DUBDECK_BASE_URL", "http://dub.example.com").arg("me");
        }
        let out = home.run(cmd).await;
        assert_eq!(code(&out), 2, "{how}: {}", text(&out));
        let said = stderr(&out);
        assert!(said.contains("https://"), "{how}: {said}");
        assert!(said.contains("http://dub.example.com"), "{how}: {said}");
    }
    // This computer's own address stays allowed (a local simulator).
    let mut cmd = home.cli(&sim);
    cmd.arg("me");
    assert_eq!(code(&home.run(cmd).await), 0);
}

/// As a new user would: one `dubdeck-cli dub` runs the engine, a second on the same library hands
/// its job to it, and the first ends once its own dub is settled. The second takes the engine
/// over and finishes its dub instead of waiting for an engine that is gone.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_second_command_takes_the_engine_over_when_the_first_ends() {
    let sim = Sim::start(10_000).await;
    let home = Home::new();
    let (voice, _) = home.voice(&sim).await;
    let ledger = home.ledger();
    let dub_of = |name: &str| {
        ledger
            .dubs()
            .list(&Default::default())
            .unwrap()
            .into_iter()
            .find(|d| d.spec.input_name == name)
    };
    // The service's stages wait until the test moves them on.
    sim.set_stage_ms(600_000).await;
    let mut first = home.cli(&sim);
    first
        .args(["dub"])
        .arg(home.input("long.wav", 2_000))
        .args(["--voice", &voice, "--out"])
        .arg(home.out());
    // Both commands are killed should the test fail, not left running.
    let first = tokio::process::Command::from(first)
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .kill_on_drop(true)
        .spawn()
        .unwrap();
    let remote = wait_until("the first dub is preprocessing", || {
        dub_of("long.wav").and_then(|d| d.status.remote_id)
    })
    .await;
    let mut second = home.cli(&sim);
    second
        .args(["dub"])
        .arg(home.input("clip.wav", 1_000))
        .args(["--voice", &voice, "--approve-up-to", "100", "--out"])
        .arg(home.out());
    let second = tokio::process::Command::from(second)
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .kill_on_drop(true)
        .spawn()
        .unwrap();
    wait_until("the second dub is handed over", || dub_of("clip.wav")).await;
    // The first dub's cost is known: with nothing to approve it, the first command is settled
    // and ends, while the second dub is still under way.
    sim.advance_dub(&remote.to_string()).await;
    let first = first.wait_with_output().await.unwrap();
    assert_eq!(code(&first), 3, "the first waits for approval: {}", text(&first));
    sim.set_stage_ms(50).await;
    let second = tokio::time::timeout(std::time::Duration::from_secs(60), second.wait_with_output())
        .await
        .expect("the second command waits forever for an engine that is gone")
        .unwrap();
    assert_eq!(code(&second), 0, "{}", text(&second));
    let clip = dub_of("clip.wav").unwrap();
    assert!(clip.status.output_path.as_ref().is_some_and(|p| p.is_file()));
    assert!(sim.charges().await.values().all(|c| c.len() == 1), "paid twice");
}

/// Polls `found` until it finds something (30 s at most).
async fn wait_until<T>(what: &str, mut found: impl FnMut() -> Option<T>) -> T {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(30);
    loop {
        if let Some(value) = found() {
            return value;
        }
        assert!(std::time::Instant::now() < deadline, "waited in vain for {what}");
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_account_s_own_voices_are_listed_with_their_ids() {
    let sim = Sim::start(1_000).await;
    let home = Home::new();
    let mut cmd = home.cli(&sim);
    cmd.args([
        "train",
        "--name",
        "Studio Me",
        "--max-minutes",
        "5",
        "--approve-up-to",
        "50",
    ])
    .arg(home.input("a.wav", 1_000));
    let out = home.run(cmd).await;
    assert_eq!(code(&out), 0, "{}", text(&out));
    let mut cmd = home.cli(&sim);
    cmd.args(["--json", "voices", "--mine"]);
    let out = home.run(cmd).await;
    let lines = json_lines(&out);
    assert_eq!(lines[0]["name"], "Studio Me");
    let id = lines[0]["id"].as_str().unwrap().to_owned();
    let mut cmd = home.cli(&sim);
    cmd.args(["jobs"]);
    let out = home.run(cmd).await;
    let short = stdout(&out).split_whitespace().nth(1).unwrap().to_owned();
    let mut cmd = home.cli(&sim);
    cmd.args(["job", &short]);
    let out = home.run(cmd).await;
    assert!(
        stdout(&out).contains(&format!("voice id:  {id}")),
        "{}",
        text(&out)
    );
    assert!(stdout(&out).contains("job id:"), "{}", text(&out));
}

/// A service whose voice listing hands back the same cursor forever.
async fn repeating_service() -> String {
    use axum::routing::get;
    let page = serde_json::json!({
        "voices": [{
            "id": "0b9e1f0e-5a43-4f0e-9f59-2f4f6c1d2a11",
            "name": "Echo",
            "languages": ["english"],
            "genres": ["pop"],
            "styles": ["singing"],
            "avatarFormat": "webp",
            "createdAt": "2025-01-01T00:00:00.000Z",
            "updatedAt": "2025-01-01T00:00:00.000Z",
            "avatarUrl": "http://127.0.0.1:9/avatar.webp"
        }],
        "nextCursor": "again"
    });
    let app = axum::Router::new().route(
        "/v1/voices",
        get(move || {
            let page = page.clone();
            async move { axum::Json(page) }
        }),
    );
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = listener.local_addr().unwrap();
    tokio::spawn(async move { axum::serve(listener, app).await });
    format!("http://{address}")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_listing_that_repeats_its_cursor_ends_with_the_cause_named() {
    let sim = Sim::start(1_000).await;
    let home = Home::new();
    let address = repeating_service().await;
    let mut cmd = home.cli(&sim);
    cmd.env("DUBDECK_BASE_URL", &address).args(["voices", "--all"]);
    let out = tokio::time::timeout(std::time::Duration::from_secs(60), home.run(cmd))
        .await
        .expect("voices --all ends");
    assert!(matches!(code(&out), 1 | 5), "{}", text(&out));
    assert!(
        stderr(&out).contains("sent a page it had sent already"),
        "{}",
        text(&out)
    );
    assert!(
        stdout(&out).contains("Echo"),
        "the voices before the repeat are listed: {}",
        text(&out)
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_dub_is_made_again_with_another_voice_and_removed_from_the_library() {
    let sim = Sim::start(1_000).await;
    let home = Home::new();
    let (voice, name) = home.voice(&sim).await;
    let mut cmd = home.cli(&sim);
    cmd.args(["--json", "dub"])
        .arg(home.input("take.wav", 1_000))
        .args([
            "--voice",
            &voice,
            "--pitch",
            "3",
            "--approve-up-to",
            "100",
            "--out",
        ])
        .arg(home.out());
    let out = home.run(cmd).await;
    assert_eq!(code(&out), 0, "{}", text(&out));
    let first = summary_jobs(&out)[0].clone();
    let short = job_uuid(&first)[..8].to_owned();
    // Pitch variants keep telling names.
    assert!(home.out().join(format!("take ({name}, +3).wav")).exists());

    let mut cmd = home.cli(&sim);
    cmd.args(["--json", "voices", "--limit", "8"]);
    let lines = json_lines(&home.run(cmd).await);
    let other = lines[1]["id"].as_str().unwrap().to_owned();
    let other_name = lines[1]["name"].as_str().unwrap().to_owned();
    let mut cmd = home.cli(&sim);
    cmd.args([
        "--json",
        "dub-again",
        &short,
        "--voice",
        &other,
        "--approve-up-to",
        "100",
    ]);
    let out = home.run(cmd).await;
    assert_eq!(code(&out), 0, "{}", text(&out));
    assert!(
        home.out().join(format!("take ({other_name}, +3).wav")).exists(),
        "{}",
        text(&out)
    );

    let mut cmd = home.cli(&sim);
    cmd.args(["remove", &short]);
    let out = home.run(cmd).await;
    assert_eq!(code(&out), 0, "{}", text(&out));
    assert!(stdout(&out).contains("its file stays"), "{}", text(&out));
    assert!(home.out().join(format!("take ({name}, +3).wav")).exists());
    let mut cmd = home.cli(&sim);
    cmd.args(["job", &short]);
    assert_eq!(code(&home.run(cmd).await), 2, "a removed job is gone");
}

/// `pactl` on the test suite's private sound server (`cargo xtask test` starts it).
fn pactl(args: &[&str]) -> String {
    assert_eq!(
        std::env::var("DUBDECK_AUDIO_SESSION").as_deref(),
        Ok("isolated"),
        "recording needs the private PulseAudio server of `cargo xtask test` (xtask/src/keyring_env.rs)"
    );
    let out = std::process::Command::new("pactl").args(args).output().unwrap();
    assert!(out.status.success(), "pactl {args:?}: {}", stderr(&out));
    String::from_utf8_lossy(&out.stdout).trim().to_owned()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn record_takes_a_take_of_the_length_asked_and_prints_its_report() {
    // A virtual microphone playing a 220 Hz tone, as the only input of the private server.
    let module = pactl(&[
        "load-module",
        "module-sine-source",
        "source_name=dubdeck_cli_mic",
        "rate=48000",
        "frequency=220",
    ]);
    let sim = Sim::start(0).await;
    let home = Home::new();
    let with_sound = |mut cmd: std::process::Command| {
        for name in ["PULSE_SERVER", "XDG_RUNTIME_DIR"] {
            if let Some(value) = std::env::var_os(name) {
                cmd.env(name, value);
            }
        }
        cmd
    };

    let mut cmd = with_sound(home.cli(&sim));
    cmd.args(["--json", "record", "--list-devices"]);
    let out = home.run(cmd).await;
    assert_eq!(code(&out), 0, "{}", text(&out));
    let devices = json_lines(&out);
    let mic = devices
        .iter()
        .map(|line| &line["device"])
        .find(|d| d["id"].as_str().is_some_and(|id| id.ends_with("dubdeck_cli_mic")))
        .unwrap_or_else(|| panic!("the virtual microphone is listed: {}", text(&out)));
    let name = mic["name"].as_str().unwrap().to_owned();
    assert!(
        devices
            .iter()
            .all(|line| !line["device"]["id"].as_str().unwrap_or("").ends_with(".monitor")),
        "no monitor of an output is offered: {}",
        text(&out)
    );

    let mut cmd = with_sound(home.cli(&sim));
    cmd.args(["record", "--device", &name, "--seconds", "3"]);
    let out = home.run(cmd).await;
    assert_eq!(code(&out), 0, "{}", text(&out));
    let take = home.data().join("takes").join("Take 1.wav");
    let reader = hound::WavReader::open(&take).unwrap();
    assert_eq!(
        reader.duration(),
        3 * reader.spec().sample_rate,
        "exactly the 3 s asked for"
    );
    assert!(stderr(&out).contains("Saved Take 1.wav (0:03)"), "{}", text(&out));
    let report = stdout(&out);
    assert!(
        report.starts_with("Take 1.wav: poor (0:00 of voice in 0:03; 48,000 Hz, 1 channel"),
        "{report}"
    );
    assert!(
        report.contains("has sound but no voice"),
        "a tone is no voice: {report}"
    );
    assert!(report.contains("1 file (1 poor)"), "{report}");

    // As JSON: the take, then check-training's lines for it.
    let mut cmd = with_sound(home.cli(&sim));
    cmd.args([
        "--json",
        "record",
        "--device",
        "pulseaudio:dubdeck_cli_mic",
        "--seconds",
        "1",
    ]);
    let out = home.run(cmd).await;
    assert_eq!(code(&out), 0, "{}", text(&out));
    let lines = json_lines(&out);
    assert_eq!(lines[0]["take"]["take"]["name"], "Take 2.wav", "{}", text(&out));
    assert_eq!(lines[0]["take"]["end"]["kind"], "limit_reached");
    assert_eq!(lines[0]["take"]["take"]["seconds"], 1.0);
    assert_eq!(lines[1]["verdict"], "poor");
    assert_eq!(lines[2]["set"]["files"], 1);

    // Refusals name what is wrong, and record nothing.
    for (args, words) in [
        (
            vec!["record", "--device", "Studio mic"],
            "No input device is called \"Studio mic\"",
        ),
        (
            vec!["record", "--seconds", "0"],
            "--seconds 0 is not a length a take can have",
        ),
        (
            vec!["record", "--seconds", "1801"],
            "--seconds 1801 is not a length a take can have: give 1 to 1,800 seconds",
        ),
    ] {
        let mut cmd = with_sound(home.cli(&sim));
        cmd.args(&args);
        let out = home.run(cmd).await;
        assert_eq!(code(&out), 2, "{args:?}: {}", text(&out));
        assert!(stderr(&out).contains(words), "{args:?}: {}", text(&out));
    }
    assert_eq!(std::fs::read_dir(home.data().join("takes")).unwrap().count(), 2);
    pactl(&["unload-module", &module]);
}

/// Speech by flite's kal (about 90 Hz), moved up an octave with its tempo kept: a vocal sung an
/// octave above a low voice.
fn high_vocal(path: &std::path::Path) {
    let said = "flite=text='Please speak clearly into the microphone and keep a steady distance from it':voice=kal16";
    let out = std::process::Command::new("ffmpeg")
        .args([
            "-nostdin",
            "-hide_banner",
            "-loglevel",
            "error",
            "-y",
            "-f",
            "lavfi",
            "-i",
            said,
        ])
        .args([
            "-af",
            "rubberband=pitch=2:pitchq=quality",
            "-ar",
            "44100",
            "-ac",
            "1",
        ])
        .arg(path)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn pitch_auto_proposes_from_where_the_voice_sits_before_anything_is_spent() {
    let sim = Sim::start(1_000).await;
    let home = Home::new();
    let (voice, name) = home.voice(&sim).await;
    let vocal = home.dir.path().join("High vocal.wav");
    high_vocal(&vocal);

    // Where the voice sits is not known yet: said, and the dub keeps pitch 0.
    let mut cmd = home.cli(&sim);
    cmd.args([
        "dub",
        "--voice",
        &voice,
        "--pitch",
        "auto",
        "--approve-up-to",
        "100",
        "--out",
    ])
    .arg(home.out())
    .arg(&vocal);
    let out = home.run(cmd).await;
    assert_eq!(code(&out), 0, "{}", text(&out));
    assert!(
        stderr(&out)
            .contains("High vocal.wav: where the voice sits is not known, so no pitch is proposed (pitch 0)"),
        "{}",
        text(&out)
    );

    // Said once: a low voice, near 90 Hz.
    let mut cmd = home.cli(&sim);
    cmd.args(["voice-range", &voice, "90"]);
    let out = home.run(cmd).await;
    assert_eq!(code(&out), 0, "{}", text(&out));
    assert_eq!(
        stdout(&out).trim(),
        format!("{name} sits near 90 Hz: `dub --pitch auto` proposes from that.")
    );

    // Now an octave down is proposed, said before the job starts, and dubbed with.
    let mut cmd = home.cli(&sim);
    cmd.args([
        "--json",
        "dub",
        "--voice",
        &voice,
        "--pitch",
        "auto",
        "--approve-up-to",
        "100",
        "--out",
    ])
    .arg(home.out())
    .arg(&vocal);
    let out = home.run(cmd).await;
    assert_eq!(code(&out), 0, "{}", text(&out));
    let lines = json_lines(&out);
    let advice = &lines[0]["pitch"]["advice"];
    assert_eq!(advice["kind"], "proposed", "{}", text(&out));
    assert_eq!(advice["proposal"]["semitones"], -12, "{advice}");
    let song = advice["proposal"]["songHz"].as_f64().unwrap();
    assert!((150.0..=220.0).contains(&song), "the vocal measured {song} Hz");
    let jobs = summary_jobs(&out);
    assert_eq!(jobs[0]["pitchShift"], -12, "{}", jobs[0]);

    // Mistakes are usage errors, with words.
    for (args, words) in [
        (
            vec!["voice-range", voice.as_str(), "deep"],
            "\"deep\" is not where a voice sits",
        ),
        (
            vec!["dub", "x.wav", "--voice", voice.as_str(), "--pitch", "lots"],
            "\"lots\" is not a pitch shift",
        ),
    ] {
        let mut cmd = home.cli(&sim);
        cmd.args(&args);
        let out = home.run(cmd).await;
        assert_eq!(code(&out), 2, "{args:?}: {}", text(&out));
        assert!(stderr(&out).contains(words), "{args:?}: {}", text(&out));
    }
}
