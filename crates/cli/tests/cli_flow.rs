//! `dubdeck-cli` as a user (or a script) runs it, against the simulator: whole dubs from a file and
//! from a link and a whole training, byte-identical results, the documented exit codes, and no
//! trace of the API key in anything the run leaves on disk or prints.
#![allow(clippy::unwrap_used, clippy::expect_used)]

#[path = "cli_flow/batches.rs"]
mod batches;
mod cli_support;
#[path = "cli_flow/doctor.rs"]
mod doctor;

use cli_support::*;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn dub_a_file_and_a_link_then_list_the_jobs() {
    let sim = Sim::start(1_000).await;
    let home = Home::new();
    let (voice_id, voice_name) = home.voice(&sim).await;
    let input = home.input("Song.wav", 1_500);
    let link = sim.host("links/clip.wav", wav_bytes(1_000)).await;

    // The first upload is cut short: its retry is logged with its error, where a presigned URL
    // would show if any error named it.
    let faults = serde_json::json!({ "cutUploads": { "count": 1, "afterBytes": 1000 } });
    let put = sim
        .http
        .put(sim.base.join("_sim/faults").unwrap())
        .json(&faults)
        .send()
        .await
        .unwrap();
    assert!(put.status().is_success(), "{}", put.status());
    let mut cmd = home.cli(&sim);
    // Everything logged, down to the transfers' and the HTTP client's own lines.
    cmd.env("DUBDECK_LOG", "trace,hyper=debug,hyper_util=debug,h2=off")
        .args(["--json", "dub"])
        .arg(&input)
        .arg(&link)
        .args([
            "--voice",
            &voice_id,
            "--pitch",
            "-2",
            "--approve-up-to",
            "100",
            "--out",
        ])
        .arg(home.out());
    let out = home.run(cmd).await;
    assert_eq!(code(&out), 0, "{}", text(&out));
    let lines = json_lines(&out);
    assert!(
        lines
            .iter()
            .any(|l| l["event"] == "job_changed" && l["state"] == "uploading")
    );
    assert!(lines.iter().any(|l| l["event"] == "transfer_progress"));
    let jobs = summary_jobs(&out);
    assert_eq!(jobs.len(), 2);
    let mut names = Vec::new();
    for job in &jobs {
        assert_eq!(job["state"], "done", "{job}");
        let path = std::path::PathBuf::from(job["outputPath"].as_str().unwrap());
        assert_eq!(sha_of_file(&path), sim.sha_of_url(&dub_url(&home, job)).await);
        names.push(path.file_name().unwrap().to_string_lossy().into_owned());
    }
    names.sort();
    assert_eq!(
        names,
        vec![
            format!("Song ({voice_name}, -2).wav"),
            format!("clip ({voice_name}, -2).wav")
        ]
    );
    assert_eq!(sim.charges().await.len(), 2);
    let requests = sim.requests().await;
    assert_eq!(posts(&requests, "/generate"), 2);
    assert_polls_spaced(&requests);

    // The library lists them; `job` accepts the short id.
    let mut cmd = home.cli(&sim);
    cmd.args(["--json", "jobs"]);
    let out = home.run(cmd).await;
    assert_eq!(code(&out), 0, "{}", text(&out));
    let listed = json_lines(&out);
    assert_eq!(listed.last().unwrap()["summary"]["count"], 2);
    let short = &job_uuid(&jobs[0])[..8];
    let mut cmd = home.cli(&sim);
    cmd.args(["job", short]);
    let out = home.run(cmd).await;
    assert_eq!(code(&out), 0, "{}", text(&out));
    assert!(
        String::from_utf8_lossy(&out.stdout).contains("paid:      10 credits"),
        "{}",
        text(&out)
    );

    // The log of the whole dub is in the data folder, and holds no presigned URL's signature.
    let log = std::fs::read_to_string(home.data().join("logs").join("dubdeck-cli.log")).unwrap();
    assert!(
        log.contains("dubdeck_core"),
        "the log file holds no line of Dubdeck's"
    );
    assert!(
        log.contains("retrying upload"),
        "the cut upload's retry was not logged:\n{log}"
    );
    let signatures: Vec<&str> = log
        .match_indices("X-Amz-Signature=")
        .map(|(at, _)| &log[at..(at + 40).min(log.len())])
        .filter(|shown| !shown.starts_with("X-Amz-Signature=[redacted]"))
        .collect();
    assert!(signatures.is_empty(), "the log holds signatures: {signatures:?}");

    // Nothing on disk and nothing printed holds the key.
    for file in files_under(home.dir.path()) {
        let bytes = std::fs::read(&file).unwrap();
        assert!(
            !bytes.windows(KEY.len()).any(|w| w == KEY.as_bytes()),
            "{} holds the API key",
            file.display()
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn train_a_voice_then_dub_with_it() {
    let sim = Sim::start(1_000).await;
    let home = Home::new();
    let a = home.input("a.wav", 1_000);
    let b = home.input("b.wav", 1_000);
    // A script's training asks for approval like a dub: it waits (exit 3), nothing is paid.
    let mut cmd = home.cli(&sim);
    cmd.args(["--json", "train", "--name", "Me Singing", "--max-minutes", "5"])
        .arg(&a)
        .arg(&b);
    let out = home.run(cmd).await;
    assert_eq!(code(&out), 3, "{}", text(&out));
    let job = summary_jobs(&out)[0].clone();
    assert_eq!(job["state"], "awaiting_approval", "{}", text(&out));
    assert!(sim.charges().await.is_empty());
    let mut cmd = home.cli(&sim);
    cmd.args(["--json", "approve", &job_uuid(&job)[..8]]);
    let out = home.run(cmd).await;
    assert_eq!(code(&out), 0, "{}", text(&out));
    let jobs = summary_jobs(&out);
    assert_eq!(jobs[0]["state"], "done", "{}", text(&out));
    let voice_id = jobs[0]["voiceId"].as_str().unwrap().to_owned();
    assert_eq!(sim.charges().await[&voice_id], vec![50]);

    // The new voice is usable at once, and its name comes from the library.
    let mut cmd = home.cli(&sim);
    cmd.args(["--json", "dub"])
        .arg(home.input("take.wav", 1_000))
        .args(["--voice", &voice_id, "--approve-up-to", "10", "--out"])
        .arg(home.out());
    let out = home.run(cmd).await;
    assert_eq!(code(&out), 0, "{}", text(&out));
    let jobs = summary_jobs(&out);
    assert!(
        jobs[0]["outputPath"]
            .as_str()
            .unwrap()
            .ends_with("take (Me Singing).wav")
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_custom_voice_trained_elsewhere_dubs_without_walking_the_catalogue() {
    let sim = Sim::start(1_000).await;
    let elsewhere = Home::new();
    let mut cmd = elsewhere.cli(&sim);
    cmd.args([
        "--json",
        "train",
        "--name",
        "Laptop Voice",
        "--max-minutes",
        "5",
        "--approve-up-to",
        "50",
    ])
    .arg(elsewhere.input("a.wav", 1_000));
    let out = elsewhere.run(cmd).await;
    assert_eq!(code(&out), 0, "{}", text(&out));
    let voice_id = summary_jobs(&out)[0]["voiceId"].as_str().unwrap().to_owned();

    // Another machine's library has never seen this voice: the service decides, and says yes.
    let home = Home::new();
    let before = sim.requests().await.len();
    let mut cmd = home.cli(&sim);
    cmd.args(["--json", "dub"])
        .arg(home.input("take.wav", 1_000))
        .args(["--voice", &voice_id, "--approve-up-to", "10", "--out"])
        .arg(home.out());
    let out = home.run(cmd).await;
    assert_eq!(code(&out), 0, "{}", text(&out));
    let jobs = summary_jobs(&out);
    assert_eq!(jobs[0]["state"], "done", "{}", text(&out));
    let name = format!("take (voice {}).wav", &voice_id[..8]);
    assert!(
        jobs[0]["outputPath"].as_str().unwrap().ends_with(&name),
        "{}",
        text(&out)
    );
    let catalogue_reads = sim.requests().await[before..]
        .iter()
        .filter(|r| r["path"] == "/v1/voices")
        .count();
    assert_eq!(
        catalogue_reads, 0,
        "the catalogue is never walked to find a voice"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn exit_codes_say_what_happened() {
    let sim = Sim::start(15).await;
    let home = Home::new();
    let (voice_id, _) = home.voice(&sim).await;

    // 3: waiting for approval; then `approve` finishes it (0).
    let mut cmd = home.cli(&sim);
    cmd.args(["--json", "dub"])
        .arg(home.input("a.wav", 1_000))
        .args(["--voice", &voice_id, "--approve-up-to", "0", "--out"])
        .arg(home.out());
    let out = home.run(cmd).await;
    assert_eq!(code(&out), 3, "{}", text(&out));
    let job = summary_jobs(&out)[0].clone();
    assert_eq!(job["state"], "awaiting_approval");
    let short = job_uuid(&job)[..8].to_owned();
    let mut cmd = home.cli(&sim);
    cmd.args(["approve", &short]);
    let out = home.run(cmd).await;
    assert_eq!(code(&out), 0, "{}", text(&out));

    // 3: not enough credits (5 left): the job waits with the amounts.
    let mut cmd = home.cli(&sim);
    cmd.args(["--json", "dub"])
        .arg(home.input("b.wav", 1_000))
        .args(["--voice", &voice_id, "--approve-up-to", "100", "--out"])
        .arg(home.out());
    let out = home.run(cmd).await;
    assert_eq!(code(&out), 3, "{}", text(&out));
    let job = summary_jobs(&out)[0].clone();
    assert_eq!(job["state"], "waiting_credits");
    assert_eq!(
        job["failure"],
        serde_json::json!({"code": "not_enough_credits", "needed": 10, "balance": 5})
    );

    // 2: refused locally, nothing sent.
    let before = sim.requests().await.len();
    let folder = home.dir.path().join("a folder");
    std::fs::create_dir_all(&folder).unwrap();
    let mut cmd = home.cli(&sim);
    cmd.arg("dub").arg(&folder).args(["--voice", &voice_id]);
    let out = home.run(cmd).await;
    assert_eq!(code(&out), 2, "{}", text(&out));
    // An empty folder holds nothing to dub.
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("no audio or video files were found in"),
        "{}",
        text(&out)
    );
    let mut cmd = home.cli(&sim);
    cmd.args(["dub", "ftp://example.com/a.mp3", "--voice", &voice_id]);
    let out = home.run(cmd).await;
    assert_eq!(code(&out), 2, "{}", text(&out));
    assert_eq!(
        sim.requests().await.len(),
        before,
        "a refused input sent a request"
    );
    // 2: usage.
    let mut cmd = home.cli(&sim);
    cmd.args(["dub", "x.wav"]);
    assert_eq!(code(&home.run(cmd).await), 2);

    // 4: a refused key.
    let mut cmd = home.cli(&sim);
    cmd.env("DUBDECK_API_KEY", "not-a-key-of-anyone").arg("me");
    let out = home.run(cmd).await;
    assert_eq!(code(&out), 4, "{}", text(&out));
    assert!(!String::from_utf8_lossy(&out.stderr).contains("not-a-key-of-anyone"));

    // 5: nothing listens there.
    let mut cmd = home.cli(&sim);
    cmd.env("DUBDECK_BASE_URL", "http://127.0.0.1:9/").arg("me");
    let out = home.run(cmd).await;
    assert_eq!(code(&out), 5, "{}", text(&out));

    // 0: the balance.
    let mut cmd = home.cli(&sim);
    cmd.args(["--json", "me"]);
    let out = home.run(cmd).await;
    assert_eq!(code(&out), 0, "{}", text(&out));
    assert_eq!(json_lines(&out)[0]["credits"], 5.0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn voices_lists_filters_and_pages() {
    let sim = Sim::start(1_000).await;
    let home = Home::new();
    let mut cmd = home.cli(&sim);
    cmd.args([
        "--json", "voices", "--genre", "jazz", "--genre", "rock", "--style", "singing", "--limit", "8",
    ]);
    let out = home.run(cmd).await;
    assert_eq!(code(&out), 0, "{}", text(&out));
    let lines = json_lines(&out);
    let (summary, voices) = lines.split_last().unwrap();
    assert_eq!(voices.len(), 8);
    for v in voices {
        let genres: Vec<&str> = v["genres"]
            .as_array()
            .unwrap()
            .iter()
            .map(|g| g.as_str().unwrap())
            .collect();
        assert!(genres.contains(&"jazz") || genres.contains(&"rock"), "{v}");
        assert!(
            v["styles"].as_array().unwrap().iter().any(|s| s == "singing"),
            "{v}"
        );
    }
    let cursor = summary["summary"]["nextCursor"].as_str().unwrap().to_owned();
    let mut cmd = home.cli(&sim);
    cmd.args([
        "--json", "voices", "--genre", "jazz", "--genre", "rock", "--style", "singing", "--limit", "8",
    ])
    .args(["--cursor", &cursor]);
    let out = home.run(cmd).await;
    assert_eq!(code(&out), 0, "{}", text(&out));
    let next = json_lines(&out);
    assert_ne!(next[0]["id"], voices[0]["id"]);

    let mut cmd = home.cli(&sim);
    cmd.args(["--json", "voices", "--search", "zzzz-no-such-voice", "--all"]);
    let out = home.run(cmd).await;
    assert_eq!(code(&out), 0, "{}", text(&out));
    assert_eq!(json_lines(&out).last().unwrap()["summary"]["count"], 0);

    let mut cmd = home.cli(&sim);
    cmd.args(["voices", "--genre", "polka"]);
    assert_eq!(code(&home.run(cmd).await), 2);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_any_key_the_exit_code_is_four() {
    let sim = Sim::start(1_000).await;
    let home = Home::new();
    let mut cmd = home.cli(&sim);
    cmd.env_remove("DUBDECK_API_KEY").arg("me");
    let out = home.run(cmd).await;
    assert_eq!(code(&out), 4, "{}", text(&out));
    assert!(sim.requests().await.is_empty());
}

/// The desktop app's context, opened on the same library as the command line.
async fn open_app(home: &Home, sim: &Sim) -> dubdeck_core::context::AppContext {
    use dubdeck_core::context::{AppContext, AppOptions, KeySource};
    use dubdeck_core::secrets::EnvStore;
    let keys = EnvStore::from_lookup(|_| Some(KEY.to_owned()));
    AppContext::open(
        AppOptions::default()
            .with_data_dir(home.data())
            .with_base_url(sim.base.clone())
            .with_keys(KeySource::Store(std::sync::Arc::new(keys))),
    )
    .await
    .unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn with_the_app_open_the_command_line_hands_its_jobs_to_the_apps_engine() {
    use dubdeck_core::context::{EngineStatus, FollowOutcome};
    use dubdeck_core::engine::{DubRequest, DubSource};
    use dubdeck_core::events::JobStage;
    use dubdeck_core::job::DubState;
    use std::time::Duration;
    let sim = Sim::start(1_000).await;
    let home = Home::new();
    let (voice_id, voice_name) = home.voice(&sim).await;
    let app = open_app(&home, &sim).await;

    // A job added while no engine runs is shown as paused, with the way to continue it.
    let waiting = app
        .start_dubs(vec![DubRequest {
            approve_up_to: Some(100),
            ..DubRequest::new(
                DubSource::File(home.input("early.wav", 1_000)),
                voice_id.parse().unwrap(),
                voice_name.clone(),
                home.out(),
            )
        }])
        .await
        .unwrap();
    let mut cmd = home.cli(&sim);
    cmd.arg("jobs");
    let out = home.run(cmd).await;
    assert_eq!(code(&out), 0, "{}", text(&out));
    let listing = String::from_utf8_lossy(&out.stdout).to_string();
    assert!(
        listing.contains("early.wav") && listing.contains("paused"),
        "{listing}"
    );
    assert!(listing.contains("dubdeck-cli resume"), "{listing}");

    // The app opens: its engine runs the library; the command line hands its dub to it.
    assert_eq!(app.start_engine().await.unwrap(), EngineStatus::Running);
    let mut cmd = home.cli(&sim);
    cmd.arg("dub")
        .arg(home.input("later.wav", 1_000))
        .args(["--voice", &voice_id, "--approve-up-to", "100", "--out"])
        .arg(home.out());
    let out = home.run(cmd).await;
    assert_eq!(code(&out), 0, "{}", text(&out));
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("handed to it"),
        "{}",
        text(&out)
    );
    assert!(home.out().join(format!("later ({voice_name}).wav")).exists());
    let mut cmd = home.cli(&sim);
    cmd.arg("jobs");
    let out = home.run(cmd).await;
    assert!(
        !String::from_utf8_lossy(&out.stdout).contains("paused"),
        "{}",
        text(&out)
    );
    // The job that waited is finished by the app's engine too.
    let followed = tokio::time::timeout(
        Duration::from_secs(60),
        app.follow(&[waiting[0].id], |_| {}, std::future::pending()),
    )
    .await
    .unwrap()
    .unwrap();
    let FollowOutcome::Settled(views) = followed else {
        panic!("stopped")
    };
    assert_eq!(views[0].state, JobStage::Dub(DubState::Done));
    assert!(sim.charges().await.values().all(|c| c.len() == 1));
    app.stop_engine().await;
}

/// Runs the ffmpeg command line (to make the tests' media).
fn ffmpeg(args: &[&str]) {
    let out = std::process::Command::new("ffmpeg")
        .args(["-nostdin", "-hide_banner", "-loglevel", "error", "-y"])
        .args(args)
        .output()
        .expect("ffmpeg runs (cargo xtask deps installs it)");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_video_comes_back_as_a_video_and_an_audition_then_the_whole_file() {
    let sim = Sim::start(1_000).await;
    let home = Home::new();
    let (voice_id, voice_name) = home.voice(&sim).await;
    let clip = home.dir.path().join("clip.mp4");
    ffmpeg(&[
        "-f",
        "lavfi",
        "-i",
        "testsrc2=size=320x240:rate=25:duration=4",
        "-f",
        "lavfi",
        "-i",
        "sine=frequency=440:duration=4",
        "-c:v",
        "libx264",
        "-preset",
        "ultrafast",
        "-pix_fmt",
        "yuv420p",
        "-c:a",
        "aac",
        clip.to_str().unwrap(),
    ]);
    let song = home.dir.path().join("song.wav");
    ffmpeg(&[
        "-f",
        "lavfi",
        "-i",
        "aevalsrc='if(between(t,20,50),0.8,0.02)*sin(2*PI*330*t)':s=16000:d=70",
        song.to_str().unwrap(),
    ]);
    let dub = |args: &[&str]| {
        let mut cmd = home.cli(&sim);
        cmd.args(["--json", "dub"])
            .args(args)
            .args(["--voice", &voice_id, "--approve-up-to", "100", "--out"])
            .arg(home.out());
        cmd
    };

    // A video: its dub as audio and as video, both in the summary's files.
    let out = home.run(dub(&[clip.to_str().unwrap()])).await;
    assert_eq!(code(&out), 0, "{}", text(&out));
    let files = json_lines(&out).last().unwrap()["summary"]["files"].clone();
    let expected = [
        home.out().join(format!("clip ({voice_name}).wav")),
        home.out().join(format!("clip ({voice_name}).mp4")),
    ];
    assert_eq!(files, serde_json::json!(expected), "{}", text(&out));
    assert!(expected.iter().all(|f| f.is_file()));
    let job = &summary_jobs(&out)[0];
    assert_eq!(job["videoInput"], true);
    assert!(
        job["uploadBytes"].as_u64().unwrap() * 10 < job["inputBytes"].as_u64().unwrap(),
        "{job}"
    );

    // `--video off`: the audio only.
    let out = home.run(dub(&[clip.to_str().unwrap(), "--video", "off"])).await;
    assert_eq!(code(&out), 0, "{}", text(&out));
    let job = &summary_jobs(&out)[0];
    assert!(job["videoPath"].is_null(), "{job}");

    // An audition of the loudest 30 s, then the whole file from it.
    let out = home.run(dub(&[song.to_str().unwrap(), "--audition"])).await;
    assert_eq!(code(&out), 0, "{}", text(&out));
    let audition = &summary_jobs(&out)[0];
    let start = audition["excerpt"]["startMs"].as_u64().unwrap();
    assert!((19_900..=20_100).contains(&start), "{audition}");
    assert_eq!(audition["excerpt"]["durationMs"], 30_000);
    assert_eq!(audition["creditsUsed"], 10);
    let short = &job_uuid(audition)[..8];
    let mut cmd = home.cli(&sim);
    cmd.args(["dub-again", short, "--whole", "--approve-up-to", "100"]);
    let out = home.run(cmd).await;
    assert_eq!(code(&out), 0, "{}", text(&out));
    let said = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(said.contains(&format!("song ({voice_name}).wav")), "{said}");
    assert!(!said.contains("audition"), "{said}");

    // At a chosen time; a link cannot be auditioned (exit 2, nothing sent).
    let out = home
        .run(dub(&[song.to_str().unwrap(), "--audition-at", "0:45"]))
        .await;
    assert_eq!(code(&out), 0, "{}", text(&out));
    assert_eq!(
        summary_jobs(&out)[0]["excerpt"]["startMs"],
        40_000,
        "moved back to end with the file"
    );
    let link = sim.host("links/song.wav", wav_bytes(40_000)).await;
    let before = sim.requests().await.len();
    let out = home.run(dub(&[&link, "--audition"])).await;
    assert_eq!(code(&out), 2, "{}", text(&out));
    assert!(text(&out).contains("cannot be auditioned"), "{}", text(&out));
    assert_eq!(sim.requests().await.len(), before, "nothing was sent");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_ffmpeg_a_video_is_sent_whole_and_the_run_says_so_once() {
    let sim = Sim::start(1_000).await;
    let home = Home::new();
    let (voice_id, _) = home.voice(&sim).await;
    let clip = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../sim/tests/fixtures/clip.mp4");
    let mut cmd = home.cli(&sim);
    cmd.env("DUBDECK_FFMPEG", home.dir.path().join("no-ffmpeg-here"))
        .arg("dub")
        .arg(&clip)
        .arg(&clip)
        .args(["--voice", &voice_id, "--approve-up-to", "100", "--out"])
        .arg(home.out());
    let out = home.run(cmd).await;
    assert_eq!(code(&out), 0, "{}", text(&out));
    let said = String::from_utf8_lossy(&out.stderr).into_owned();
    assert_eq!(said.matches("there is no ffmpeg at").count(), 1, "{said}");
    assert!(said.contains("comes back as audio only"), "{said}");
    let files = files_under(&home.out());
    assert_eq!(files.len(), 2, "{files:?}");
    assert!(files.iter().all(|f| f.extension().unwrap() == "wav"), "{files:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn check_training_reports_each_file_then_the_set_and_sends_nothing() {
    let sim = Sim::start(1_000).await;
    let home = Home::new();
    // A voice (ffmpeg's flite speaking), and a steady tone with no voice in it.
    let speech = home.dir.path().join("speech.wav");
    ffmpeg(&[
        "-f",
        "lavfi",
        "-i",
        "flite=text='Please speak clearly into the microphone and keep a steady distance from it':voice=kal16",
        "-ar",
        "44100",
        speech.to_str().unwrap(),
    ]);
    let tone = home.input("tone.wav", 20_000);
    let mut cmd = home.cli(&sim);
    cmd.args(["--json", "check-training"]).arg(&speech).arg(&tone);
    let out = home.run(cmd).await;
    assert_eq!(code(&out), 0, "{}", text(&out));
    let lines = json_lines(&out);
    assert_eq!(lines.len(), 3, "{}", text(&out));
    assert_eq!(lines[0]["file"], speech.to_str().unwrap());
    // A clean sentence of four seconds: clean, but too little voice to be "good".
    assert_eq!(lines[0]["verdict"], "usable", "{}", text(&out));
    assert_eq!(lines[0]["findings"][0]["code"], "too_short", "{}", text(&out));
    assert_eq!(
        lines[0]["findings"].as_array().map(Vec::len),
        Some(1),
        "{}",
        text(&out)
    );
    assert_eq!(lines[0]["figures"]["sampleRate"], 44_100);
    assert!(
        lines[0]["figures"]["voicedMs"].as_u64().unwrap() > 2_000,
        "{}",
        text(&out)
    );
    assert_eq!(lines[1]["verdict"], "poor", "{}", text(&out));
    let codes: Vec<&str> = lines[1]["findings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["code"].as_str().unwrap())
        .collect();
    assert!(codes.contains(&"little_voice"), "{codes:?}");
    let little = lines[1]["findings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["code"] == "little_voice")
        .unwrap();
    assert_eq!(little["durationMs"], 20_000, "{little}");
    let set = &lines[2]["set"];
    assert_eq!(
        (
            set["files"].as_u64(),
            set["usable"].as_u64(),
            set["poor"].as_u64()
        ),
        (Some(2), Some(1), Some(1))
    );
    assert_eq!(set["suggestedMaxMinutes"], 5);

    // For a person: a line per file with what to fix, then the set.
    let mut cmd = home.cli(&sim);
    cmd.arg("check-training").arg(&speech).arg(&tone);
    let out = home.run(cmd).await;
    let said = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(said.starts_with("speech.wav: usable ("), "{said}");
    assert!(said.contains("too short to teach the voice much"), "{said}");
    assert!(said.contains("\ntone.wav: poor ("), "{said}");
    assert!(said.contains("is voice: trim the rest"), "{said}");
    assert!(
        said.trim_end()
            .lines()
            .last()
            .unwrap()
            .starts_with("2 files (1 usable, 1 poor): "),
        "{said}"
    );

    // A file that cannot be read is said so, with exit code 2.
    let bad = home.dir.path().join("notes.txt");
    std::fs::write(&bad, "not audio").unwrap();
    let mut cmd = home.cli(&sim);
    cmd.args(["--json", "check-training"]).arg(&bad);
    let out = home.run(cmd).await;
    assert_eq!(code(&out), 2, "{}", text(&out));
    assert!(
        json_lines(&out)[0]["error"]
            .as_str()
            .unwrap()
            .contains("not an audio or video file")
    );
    assert!(sim.requests().await.is_empty(), "check-training sent a request");
}

/// Three voices of the catalogue, as `voices --json` lists them: (id, name).
async fn three_voices(home: &Home, sim: &Sim) -> Vec<(String, String)> {
    let mut cmd = home.cli(sim);
    cmd.args(["--json", "voices", "--limit", "8"]);
    let out = home.run(cmd).await;
    assert_eq!(code(&out), 0, "{}", text(&out));
    json_lines(&out)
        .iter()
        .take(3)
        .map(|v| {
            (
                v["id"].as_str().unwrap().to_owned(),
                v["name"].as_str().unwrap().to_owned(),
            )
        })
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_cover_is_dubbed_in_a_key_mixed_again_for_free_and_voices_are_compared() {
    let sim = Sim::start(1_000).await;
    let home = Home::new();
    let voices = three_voices(&home, &sim).await;
    let (voice_id, voice_name) = voices[0].clone();
    let (vocal, instrumental) = (
        home.dir.path().join("Song (Vocals).wav"),
        home.dir.path().join("Song (Instrumental).wav"),
    );
    ffmpeg(&[
        "-f",
        "lavfi",
        "-i",
        "sine=frequency=1000:duration=4",
        vocal.to_str().unwrap(),
    ]);
    ffmpeg(&[
        "-f",
        "lavfi",
        "-i",
        "aevalsrc=0.1*sin(2*PI*220*t)+0.1*sin(2*PI*261.63*t):d=4:c=stereo",
        instrumental.to_str().unwrap(),
    ]);
    let run = |args: &[&str]| {
        let mut cmd = home.cli(&sim);
        cmd.arg("--json").args(args);
        cmd
    };

    // The pair, two semitones up, as FLAC: the dubbed vocal and the mix, both in the summary.
    let out = home
        .run(run(&[
            "dub",
            vocal.to_str().unwrap(),
            "--instrumental",
            instrumental.to_str().unwrap(),
            "--key",
            "2",
            "--format",
            "flac",
            "--voice",
            &voice_id,
            "--approve-up-to",
            "100",
            "--out",
            home.out().to_str().unwrap(),
        ]))
        .await;
    assert_eq!(code(&out), 0, "{}", text(&out));
    let job = &summary_jobs(&out)[0];
    let dubbed = home
        .out()
        .join(format!("Song (Vocals) ({voice_name}, key +2).wav"));
    let mix = home.out().join(format!("Song ({voice_name}, key +2).flac"));
    assert_eq!(job["key"], 2, "{job}");
    assert_eq!(job["separate"], false, "{job}");
    assert_eq!(job["mixPath"], serde_json::json!(mix), "{job}");
    assert_eq!(job["stems"]["vocal"], serde_json::json!(dubbed), "{job}");
    let kept = job["stems"]["instrumental"].as_str().unwrap();
    assert!(kept.starts_with(home.data().to_str().unwrap()), "{job}");
    let files = json_lines(&out).last().unwrap()["summary"]["files"].clone();
    assert_eq!(files, serde_json::json!([dubbed, mix]), "{}", text(&out));
    assert!(mix.is_file() && dubbed.is_file());

    // Mixed again with the instrumental 6 dB lower: a new file, nothing sent.
    let before = sim.requests().await.len();
    let short = &job_uuid(job)[..8];
    let out = home.run(run(&["mix", short, "--instrumental-gain", "-6"])).await;
    assert_eq!(code(&out), 0, "{}", text(&out));
    let again = &json_lines(&out)[0];
    let second = home.out().join(format!("Song ({voice_name}, key +2) (2).flac"));
    assert_eq!(again["mixPath"], serde_json::json!(second), "{again}");
    assert_eq!(again["mix"]["instrumentalGainDb"], -6.0, "{again}");
    assert_eq!(again["mix"]["format"], "flac", "{again}");
    assert!(second.is_file() && mix.is_file());
    assert_eq!(sim.requests().await.len(), before, "a mix sends nothing");

    // Refused before anything is sent: a key without an instrumental, a level out of range.
    let song = home.dir.path().join("song.wav");
    ffmpeg(&[
        "-f",
        "lavfi",
        "-i",
        "aevalsrc='if(between(t,20,50),0.8,0.02)*sin(2*PI*330*t)':s=16000:d=70",
        song.to_str().unwrap(),
    ]);
    let out = home
        .run(run(&[
            "dub",
            song.to_str().unwrap(),
            "--key",
            "2",
            "--voice",
            &voice_id,
        ]))
        .await;
    assert_eq!(code(&out), 2, "{}", text(&out));
    let out = home.run(run(&["mix", short, "--vocal-gain", "13"])).await;
    assert_eq!(code(&out), 2, "{}", text(&out));
    assert!(
        text(&out).contains("A level of 13 dB is out of range"),
        "{}",
        text(&out)
    );
    assert_eq!(sim.requests().await.len(), before);

    // Three voices compared on one excerpt: three auditions, one comparison, 30 credits in all.
    let mut args = vec![
        "dub",
        song.to_str().unwrap(),
        "--audition",
        "--approve-up-to",
        "10",
    ];
    for (id, _) in &voices {
        args.extend(["--voice", id.as_str()]);
    }
    let out_dir = home.out();
    args.extend(["--out", out_dir.to_str().unwrap()]);
    let out = home.run(run(&args)).await;
    assert_eq!(code(&out), 0, "{}", text(&out));
    let compared = summary_jobs(&out);
    assert_eq!(compared.len(), 3, "{}", text(&out));
    let group = compared[0]["groupId"].as_str().unwrap();
    let names: Vec<&str> = compared
        .iter()
        .map(|j| j["voiceName"].as_str().unwrap())
        .collect();
    for (job, (_, name)) in compared.iter().zip(&voices) {
        assert_eq!(job["groupId"], group, "{job}");
        assert_eq!(job["excerpt"], compared[0]["excerpt"], "{job}");
        assert_eq!(job["creditsUsed"], 10, "{job}");
        assert!(names.contains(&name.as_str()), "{names:?}");
    }
    // More than four voices, or voices without an audition: refused, nothing sent.
    let before = sim.requests().await.len();
    let out = home
        .run(run(&[
            "dub",
            song.to_str().unwrap(),
            "--voice",
            &voices[0].0,
            "--voice",
            &voices[1].0,
        ]))
        .await;
    assert_eq!(code(&out), 2, "{}", text(&out));
    assert!(
        text(&out).contains("compared on a 30-second audition"),
        "{}",
        text(&out)
    );
    assert_eq!(sim.requests().await.len(), before);
}

/// An ffmpeg that notes each start in `starts` (one line each), then is the real one.
fn counting_ffmpeg(home: &Home) -> (std::path::PathBuf, std::path::PathBuf) {
    use std::os::unix::fs::PermissionsExt;
    let dir = home.dir.path().join("counting-ffmpeg");
    std::fs::create_dir_all(&dir).unwrap();
    let starts = dir.join("starts");
    let real = |name: &str| {
        std::env::split_paths(&std::env::var_os("PATH").unwrap())
            .map(|d| d.join(name))
            .find(|p| p.is_file())
            .expect("ffmpeg is installed (cargo xtask deps)")
    };
    let ffmpeg = dir.join("ffmpeg");
    let script = format!(
        "#!/bin/sh\necho started >> '{}'\nexec '{}' \"$@\"\n",
        starts.display(),
        real("ffmpeg").display()
    );
    std::fs::write(&ffmpeg, script).unwrap();
    std::fs::set_permissions(&ffmpeg, std::fs::Permissions::from_mode(0o755)).unwrap();
    std::os::unix::fs::symlink(real("ffprobe"), dir.join("ffprobe")).unwrap();
    (ffmpeg, starts)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ffmpeg_is_started_only_when_a_command_needs_it() {
    let sim = Sim::start(1_000).await;
    let home = Home::new();
    let (ffmpeg, starts) = counting_ffmpeg(&home);
    let started = || {
        std::fs::read_to_string(&starts)
            .unwrap_or_default()
            .lines()
            .count()
    };

    let mut cmd = home.cli(&sim);
    cmd.env("DUBDECK_FFMPEG", &ffmpeg)
        .args(["voices", "--search", "a"]);
    let out = home.run(cmd).await;
    assert_eq!(code(&out), 0, "{}", text(&out));
    assert_eq!(started(), 0, "listing voices started ffmpeg");

    let mut cmd = home.cli(&sim);
    cmd.env("DUBDECK_FFMPEG", &ffmpeg).args(["doctor"]);
    let out = home.run(cmd).await;
    assert!(text(&out).contains("ffmpeg"), "{}", text(&out));
    assert!(started() >= 1, "the doctor's ffmpeg check did not start it");
}
