//! Batches within a budget on the command line: a folder dubbed with one plan, a monthly budget
//! that holds what Dubdeck would approve by itself, the spend history, and a watch folder that
//! dubs each file once, whole, across restarts.

use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Child, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use serde_json::Value;

use crate::cli_support::*;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_folder_in_two_levels_is_dubbed_with_one_plan_in_name_order() {
    let sim = Sim::start(1_000).await;
    let home = Home::new();
    let (voice_id, _) = home.voice(&sim).await;
    let album = home.dir.path().join("Album");
    std::fs::create_dir_all(album.join("Disc 2")).unwrap();
    wav(&album.join("10 b.wav"), 1_200);
    wav(&album.join("2 a.wav"), 1_000);
    wav(&album.join("Disc 2/1 c.wav"), 800);
    wav(&album.join("Disc 2/2 d.wav"), 1_000);
    std::fs::write(album.join("notes.txt"), "liner notes").unwrap();

    let mut cmd = home.cli(&sim);
    cmd.args(["--json", "dub", "--recursive"])
        .arg(&album)
        .args(["--voice", &voice_id, "--approve-up-to", "100", "--out"])
        .arg(home.out());
    let out = home.run(cmd).await;
    assert_eq!(code(&out), 0, "{}", text(&out));
    let lines = json_lines(&out);
    // The plan comes first, before anything is sent.
    let plan = &lines[0]["plan"];
    assert_eq!(plan["files"], 4, "{}", text(&out));
    assert!((plan["seconds"].as_f64().unwrap() - 4.0).abs() < 0.01, "{plan}");
    assert_eq!(plan["estimatedCredits"], 40);
    assert_eq!(plan["notMedia"], 1);
    let jobs = summary_jobs(&out);
    assert_eq!(jobs.len(), 4);
    let batch = jobs[0]["batchId"].as_str().unwrap();
    assert!(
        jobs.iter().all(|j| j["batchId"] == batch && j["state"] == "done"),
        "{jobs:?}"
    );
    // Added in name order: the folder's files, then its subfolder's.
    let titles: Vec<&str> = jobs.iter().map(|j| j["title"].as_str().unwrap()).collect();
    assert_eq!(titles, ["2 a.wav", "10 b.wav", "1 c.wav", "2 d.wav"]);
    assert_eq!(posts(&sim.requests().await, "/v1/me/dubs"), 4);
    assert_eq!(sim.charges().await.len(), 4);

    // Without --recursive, only the folder's own files are planned.
    let mut cmd = home.cli(&sim);
    cmd.args(["--json", "dub"])
        .arg(&album)
        .args(["--voice", &voice_id, "--out"])
        .arg(home.out());
    let out = home.run(cmd).await;
    assert_eq!(json_lines(&out)[0]["plan"]["files"], 2, "{}", text(&out));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_budget_holds_what_would_pass_it_until_a_person_approves() {
    let sim = Sim::start(1_000).await;
    let home = Home::new();
    let (voice_id, _) = home.voice(&sim).await;
    // Two dubs of 20 credits each (a minute and a bit).
    let first = home.input("First.wav", 61_000);
    let second = home.input("Second.wav", 62_000);
    let mut cmd = home.cli(&sim);
    cmd.args(["--json", "budget", "set", "25"]);
    let out = home.run(cmd).await;
    assert_eq!(code(&out), 0, "{}", text(&out));
    assert_eq!(json_lines(&out)[0]["budget"], 25);

    let mut cmd = home.cli(&sim);
    // The first decision is slow to be committed: the second job decides meanwhile, and must
    // count the first one's reservation (both were charged when it did not).
    cmd.env("FAILPOINTS", "engine::after_budget_decision=1*sleep(1500)")
        .args(["--json", "dub"])
        .arg(&first)
        .arg(&second)
        .args(["--voice", &voice_id, "--approve-up-to", "100", "--out"])
        .arg(home.out());
    let out = home.run(cmd).await;
    // One job waits: exit code 3.
    assert_eq!(code(&out), 3, "{}", text(&out));
    let jobs = summary_jobs(&out);
    let held: Vec<&Value> = jobs.iter().filter(|j| j["status"] == "approval").collect();
    assert_eq!(held.len(), 1, "{jobs:?}");
    let month = jiff::ZonedDateTime::now().strftime("%Y-%m").to_string();
    assert_eq!(
        held[0]["hold"],
        serde_json::json!({ "code": "budget", "month": month, "wouldBe": 40, "budget": 25 })
    );
    assert_eq!(held[0]["requiredCredits"], 20);
    // Charged for one only; 80% of the budget was told once.
    assert_eq!(sim.charges().await.len(), 1);
    let lines = json_lines(&out);
    let notices: Vec<&Value> = lines.iter().filter(|l| l["event"] == "budget_reached").collect();
    assert_eq!(notices.len(), 1, "{}", text(&out));
    assert_eq!(notices[0]["percent"], 80);

    // A person approves it: it is dubbed, past the budget.
    let id = &job_uuid(held[0])[..8];
    let mut cmd = home.cli(&sim);
    cmd.args(["approve", id]);
    let out = home.run(cmd).await;
    assert_eq!(code(&out), 0, "{}", text(&out));
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("budget is spent"),
        "{}",
        text(&out)
    );
    assert_eq!(sim.charges().await.len(), 2);

    let mut cmd = home.cli(&sim);
    cmd.args(["--json", "budget", "show"]);
    let out = home.run(cmd).await;
    let shown = &json_lines(&out)[0];
    assert_eq!(
        (
            shown["spentThisMonth"].as_i64(),
            shown["left"].as_i64(),
            shown["month"].as_str()
        ),
        (Some(40), Some(-15), Some(month.as_str()))
    );

    // The spend history's totals are the ledger's.
    let paid: i64 = home
        .ledger()
        .dubs()
        .list(&Default::default())
        .unwrap()
        .iter()
        .filter_map(|d| d.status.credits_used)
        .sum();
    assert_eq!(paid, 40);
    for by in ["day", "week", "month", "voice", "kind"] {
        let mut cmd = home.cli(&sim);
        cmd.args(["--json", "spend", "--by", by]);
        let out = home.run(cmd).await;
        assert_eq!(code(&out), 0, "{}", text(&out));
        let report = &json_lines(&out)[0]["spend"];
        assert_eq!(report["total"], paid, "{by}: {report}");
        let rows: i64 = report["rows"]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| r["total"].as_i64().unwrap())
            .sum();
        assert_eq!(rows, paid, "{by}");
    }
    let mut cmd = home.cli(&sim);
    cmd.args(["spend", "--by", "voice", "--csv"]);
    let out = home.run(cmd).await;
    let csv = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(
        csv.starts_with("voice,voice_id,dubs,trainings,total,jobs\n"),
        "{csv}"
    );
    assert!(csv.trim_end().ends_with(",40,0,40,2"), "{csv}");
    // Removing the jobs keeps what they cost in the history.
    for job in &jobs {
        let mut cmd = home.cli(&sim);
        cmd.args(["remove", &job_uuid(job)[..8]]);
        assert_eq!(code(&home.run(cmd).await), 0);
    }
    let mut cmd = home.cli(&sim);
    cmd.args(["--json", "spend"]);
    let out = home.run(cmd).await;
    assert_eq!(json_lines(&out)[0]["spend"]["total"], 40, "{}", text(&out));
}

/// A running `watch`, its stdout read line by line.
struct Watching {
    child: Child,
    lines: mpsc::Receiver<Value>,
    seen: Vec<Value>,
}

impl Watching {
    fn start(home: &Home, sim: &Sim, dir: &Path, voice: &str) -> Watching {
        let mut cmd = home.cli(sim);
        cmd.args(["--json", "watch"])
            .arg(dir)
            .args(["--voice", voice, "--approve-up-to", "100", "--out"])
            .arg(home.out())
            .stdout(Stdio::piped())
            .stderr(Stdio::null());
        let mut child = cmd.spawn().unwrap();
        let stdout = child.stdout.take().unwrap();
        let (tx, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if let Ok(value) = serde_json::from_str::<Value>(&line) {
                    let _ = tx.send(value);
                }
            }
        });
        let mut watching = Watching {
            child,
            lines,
            seen: Vec::new(),
        };
        watching.until(|l| l.get("watching").is_some(), "the watch to start");
        watching
    }

    /// The first line (seen already, or coming within a minute) that `wanted` accepts.
    fn until(&mut self, wanted: impl Fn(&Value) -> bool, what: &str) -> Value {
        if let Some(line) = self.seen.iter().find(|l| wanted(l)) {
            return line.clone();
        }
        let deadline = Instant::now() + Duration::from_secs(60);
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) => {
                    self.seen.push(line.clone());
                    if wanted(&line) {
                        return line;
                    }
                }
                Err(_) => panic!("no line for {what}; seen: {:#?}", self.seen),
            }
        }
    }

    /// Waits until the dub of `name` is done.
    fn done(&mut self, name: &str) -> Value {
        self.until(
            |l| l["job"]["title"] == name && l["job"]["state"] == "done",
            &format!("{name} done"),
        )
    }

    /// SIGTERM, then the exit code.
    fn stop(mut self) -> (i32, Vec<Value>) {
        let pid = self.child.id().to_string();
        let status = std::process::Command::new("kill")
            .args(["-TERM", &pid])
            .status()
            .unwrap();
        assert!(status.success());
        let code = self.child.wait().unwrap().code().unwrap_or(-1);
        while let Ok(line) = self.lines.recv_timeout(Duration::from_millis(200)) {
            self.seen.push(line);
        }
        (code, self.seen)
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_watch_folder_dubs_each_file_once_across_a_restart_and_a_vanished_folder() {
    let sim = Sim::start(1_000).await;
    let home = Home::new();
    let (voice_id, _) = home.voice(&sim).await;
    let inbox = home.dir.path().join("Inbox");
    std::fs::create_dir_all(&inbox).unwrap();

    let mut watching = tokio::task::block_in_place(|| Watching::start(&home, &sim, &inbox, &voice_id));
    let a = home.input("a.wav", 1_000);
    std::fs::copy(&a, inbox.join("a.wav")).unwrap();
    std::fs::copy(home.input("b.wav", 1_100), inbox.join("b.wav")).unwrap();
    tokio::task::block_in_place(|| {
        watching.done("a.wav");
        watching.done("b.wav");
    });
    let (code, _) = tokio::task::block_in_place(|| watching.stop());
    assert_eq!(code, 0);

    // While nothing watches: a third file, and a copy of the first under another name.
    std::fs::copy(home.input("c.wav", 900), inbox.join("c.wav")).unwrap();
    std::fs::copy(&a, inbox.join("a (copy).wav")).unwrap();
    let mut watching = tokio::task::block_in_place(|| Watching::start(&home, &sim, &inbox, &voice_id));
    let already = tokio::task::block_in_place(|| {
        watching.done("c.wav");
        watching.until(
            |l| l["watch"]["outcome"] == "already_taken",
            "the copy to be recognised",
        )
    });
    assert!(
        already["watch"]["path"]
            .as_str()
            .unwrap()
            .ends_with("a (copy).wav"),
        "{already}"
    );
    assert!(
        already["watch"]["first"].as_str().unwrap().ends_with("a.wav"),
        "{already}"
    );

    // The folder goes away (an unplugged drive) and comes back with a new file: the watch waits for
    // it, then dubs only the new one.
    let away = home.dir.path().join("Inbox (away)");
    std::fs::rename(&inbox, &away).unwrap();
    tokio::task::block_in_place(|| {
        watching.until(
            |l| l["watch"]["outcome"] == "folder_missing",
            "the folder to be missed",
        )
    });
    std::fs::copy(home.input("d.wav", 800), away.join("d.wav")).unwrap();
    std::fs::rename(&away, &inbox).unwrap();
    tokio::task::block_in_place(|| {
        watching.until(
            |l| l["watch"]["outcome"] == "folder_back",
            "the folder to come back",
        );
        watching.done("d.wav");
    });
    let (code, seen) = tokio::task::block_in_place(|| watching.stop());
    assert_eq!(code, 0);
    let started: Vec<&str> = seen
        .iter()
        .filter(|l| l["watch"]["outcome"] == "started")
        .map(|l| l["watch"]["path"].as_str().unwrap())
        .collect();
    assert_eq!(started.len(), 2, "{seen:#?}");
    assert!(
        started[0].ends_with("c.wav") && started[1].ends_with("d.wav"),
        "{started:?}"
    );
    // Four dubs were created in all, no more.
    assert_eq!(posts(&sim.requests().await, "/v1/me/dubs"), 4);
    assert_eq!(sim.charges().await.len(), 4);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_file_copied_in_slowly_is_sent_only_whole() {
    let sim = Sim::start(1_000).await;
    let home = Home::new();
    let (voice_id, _) = home.voice(&sim).await;
    let inbox = home.dir.path().join("Inbox");
    std::fs::create_dir_all(&inbox).unwrap();
    let bytes = wav_bytes(3_000);
    let mut watching = tokio::task::block_in_place(|| Watching::start(&home, &sim, &inbox, &voice_id));
    // A writer that pauses: six pieces, 0.8 s apart (4 s for the whole file).
    let target = inbox.join("slow.wav");
    let writer = {
        let (target, bytes) = (target.clone(), bytes.clone());
        std::thread::spawn(move || {
            let mut file = std::fs::File::create(&target).unwrap();
            for piece in bytes.chunks(bytes.len().div_ceil(6)) {
                file.write_all(piece).unwrap();
                file.flush().unwrap();
                std::thread::sleep(Duration::from_millis(800));
            }
        })
    };
    let done = tokio::task::block_in_place(|| watching.done("slow.wav"));
    writer.join().unwrap();
    // The dub was made from the whole file: the service measured all three seconds.
    let id = dubdeck_api::Uuid::parse_str(job_uuid(&done["job"])).unwrap();
    let record = home.ledger().dubs().get(dubdeck_core::job::DubId(id)).unwrap();
    let measured = record.status.remote.unwrap().json["inputDuration"]
        .as_f64()
        .unwrap();
    assert!(
        (measured - 3_000.0).abs() < 50.0,
        "the service measured {measured} ms"
    );
    assert_eq!(
        record.spec.input,
        dubdeck_core::ledger::DubInput::File {
            path: target,
            size_bytes: bytes.len() as u64
        }
    );
    let (code, _) = tokio::task::block_in_place(|| watching.stop());
    assert_eq!(code, 0);
    assert_eq!(posts(&sim.requests().await, "/v1/me/dubs"), 1);
}
