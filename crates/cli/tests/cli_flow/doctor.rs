//! `dubdeck-cli doctor`: each check as a user meets it, passing, then made to fail once (no
//! ffmpeg, a data folder without the space it needs, a service that refuses the key, a service
//! that does not answer), with the advice it gives. The locked keychain is checked where a locked
//! keyring can be made, in dubdeck-core's keychain tests.

use serde_json::Value;

use super::cli_support::*;

/// The report's checks, by name.
fn checks(out: &std::process::Output) -> Vec<Value> {
    let lines = json_lines(out);
    assert_eq!(lines.len(), 1, "{}", text(out));
    lines[0]["checks"].as_array().unwrap().clone()
}

fn find<'a>(checks: &'a [Value], name: &str) -> &'a Value {
    checks
        .iter()
        .find(|c| c["check"] == name)
        .unwrap_or_else(|| panic!("no {name} check in {checks:?}"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_doctor_passes_here_then_says_what_to_do_about_each_failure() {
    let sim = Sim::start(1_000).await;
    let home = Home::new();

    // As set up for the tests: ffmpeg, the data folder, the service with a good key.
    let mut cmd = home.cli(&sim);
    cmd.args(["--json", "doctor"]);
    let out = home.run(cmd).await;
    let all = checks(&out);
    for name in ["dubdeck", "ffmpeg", "decoders", "data_folder", "service"] {
        assert_eq!(find(&all, name)["verdict"], "good", "{name}: {}", text(&out));
    }
    // The command line decodes in its own process: it has no helper program to miss.
    assert_eq!(find(&all, "decoders")["found"], "in this program");
    assert!(
        find(&all, "service")["found"]
            .as_str()
            .unwrap()
            .contains("1000 credits"),
        "{all:?}"
    );
    assert!(
        find(&all, "keychain")["found"]
            .as_str()
            .unwrap()
            .contains("DUBDECK_API_KEY")
    );
    // No secret in the report: the key is said to come from the variable, never shown.
    assert!(!String::from_utf8_lossy(&out.stdout).contains(KEY));

    // No ffmpeg.
    let mut cmd = home.cli(&sim);
    cmd.env("DUBDECK_FFMPEG", home.dir.path().join("no-ffmpeg-here"))
        .args(["--json", "doctor"]);
    let out = home.run(cmd).await;
    assert_eq!(code(&out), 1, "{}", text(&out));
    let ffmpeg = find(&checks(&out), "ffmpeg").clone();
    assert_eq!(ffmpeg["verdict"], "problem");
    assert!(
        ffmpeg["found"].as_str().unwrap().contains("no-ffmpeg-here"),
        "{ffmpeg}"
    );
    assert!(
        ffmpeg["advice"].as_str().unwrap().contains("Install ffmpeg"),
        "{ffmpeg}"
    );

    // A data folder without the space it needs (more than any disk here has).
    let mut cmd = home.cli(&sim);
    cmd.args(["--json", "doctor", "--min-free-mb", "1000000000000"]);
    let out = home.run(cmd).await;
    assert_eq!(code(&out), 1, "{}", text(&out));
    let folder = find(&checks(&out), "data_folder").clone();
    assert_eq!(folder["verdict"], "problem");
    assert!(
        folder["found"]
            .as_str()
            .unwrap()
            .contains("free, and Dubdeck needs"),
        "{folder}"
    );
    assert!(
        folder["advice"].as_str().unwrap().starts_with("Free some space"),
        "{folder}"
    );

    // A service that refuses the key, in words (the text report, as a person reads it).
    let mut cmd = home.cli(&sim);
    cmd.env("DUBDECK_API_KEY", "not-a-key-of-anyone").arg("doctor");
    let out = home.run(cmd).await;
    assert_eq!(code(&out), 1, "{}", text(&out));
    let report = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(report.contains("[PROBLEM] Service"), "{report}");
    assert!(report.contains("refused the API key"), "{report}");
    assert!(report.contains("-> Set a new API key"), "{report}");
    assert!(
        report.trim_end().ends_with("see the lines marked above."),
        "{report}"
    );
    assert!(!report.contains("not-a-key-of-anyone"), "{report}");

    // A service that does not answer.
    let closed = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let address = format!("http://{}", closed.local_addr().unwrap());
    drop(closed);
    let mut cmd = home.cli(&sim);
    cmd.env("DUBDECK_BASE_URL", &address).args(["--json", "doctor"]);
    let out = home.run(cmd).await;
    assert_eq!(code(&out), 1, "{}", text(&out));
    let service = find(&checks(&out), "service").clone();
    assert_eq!(service["verdict"], "problem");
    assert!(
        service["found"].as_str().unwrap().contains("does not answer"),
        "{service}"
    );
    assert!(
        service["advice"].as_str().unwrap().contains("DUBDECK_BASE_URL"),
        "{service}"
    );
}
