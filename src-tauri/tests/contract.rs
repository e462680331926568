//! The IPC contract cannot drift: the checked-in TypeScript is what the Rust exports, the page's
//! recorded answers are what the commands answer, every registered command is declared to Tauri
//! (`command_list.rs`, read by `build.rs`), and the main window's capability grants exactly those
//! commands and nothing else. The message catalogues of every language match English's
//! (`contract/catalogues.rs`).

#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::collections::BTreeSet;
use std::path::Path;

#[path = "contract/catalogues.rs"]
mod catalogues;

fn crate_file(relative: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(relative);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()))
}

#[test]
fn the_recorded_answers_are_what_the_commands_answer_now() {
    let fresh = dubdeck_app::recorded_answers().expect("record the answers");
    let checked_in = crate_file(dubdeck_app::RECORDED_PATH);
    let first_difference = fresh
        .lines()
        .zip(checked_in.lines())
        .enumerate()
        .find(|(_, (a, b))| a != b)
        .map(|(n, (a, b))| format!("line {}: now {a:?}, checked in {b:?}", n + 1));
    assert!(
        fresh == checked_in,
        "ui/src/lib/backend/recorded.json differs from the commands' answers ({}): run `cargo run -p \
         dubdeck --example bindings` and commit it",
        first_difference.unwrap_or_else(|| "in length".to_owned())
    );
}

#[test]
fn the_checked_in_bindings_are_what_the_rust_exports() {
    let fresh = dubdeck_app::bindings_typescript().expect("export the bindings");
    let checked_in = crate_file(dubdeck_app::BINDINGS_PATH);
    assert!(
        fresh == checked_in,
        "ui/src/lib/bindings.ts differs from the Rust contract: run `cargo run -p dubdeck --example bindings` and commit it"
    );
}

/// The commands the bindings call, by Rust name.
fn invoked_commands() -> BTreeSet<String> {
    let ts = dubdeck_app::bindings_typescript().expect("export the bindings");
    ts.split("TAURI_INVOKE(\"")
        .skip(1)
        .filter_map(|rest| rest.split('"').next())
        .map(str::to_owned)
        .collect()
}

#[test]
fn every_registered_command_is_declared_to_tauri() {
    let declared: BTreeSet<String> = dubdeck_app::COMMANDS.iter().map(|c| (*c).to_owned()).collect();
    assert_eq!(
        declared.len(),
        dubdeck_app::COMMANDS.len(),
        "a command is declared twice"
    );
    assert_eq!(invoked_commands(), declared);
}

/// The shell's rooms stay small: a command is a few lines over the core, and a file that grows
/// past this holds something that belongs in the core or in a room of its own.
const MOST_LINES: usize = 400;

#[test]
fn every_file_of_the_shell_is_under_four_hundred_lines() {
    let mut long = Vec::new();
    let mut dirs = vec![Path::new(env!("CARGO_MANIFEST_DIR")).join("src")];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).expect("the shell's sources can be listed") {
            let path = entry.expect("a directory entry").path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let lines = std::fs::read_to_string(&path)
                    .expect("a source file")
                    .lines()
                    .count();
                if lines >= MOST_LINES {
                    long.push(format!("{} ({lines} lines)", path.display()));
                }
            }
        }
    }
    assert!(long.is_empty(), "files of {MOST_LINES} lines or more: {long:?}");
}

#[test]
fn the_main_window_may_call_exactly_the_apps_commands() {
    // Written by build.rs from the command list.
    let capability: serde_json::Value =
        serde_json::from_str(include_str!(concat!(env!("OUT_DIR"), "/capabilities/main.json")))
            .expect("the generated capability is JSON");
    assert_eq!(capability["windows"], serde_json::json!(["main"]));
    let granted: BTreeSet<String> = capability["permissions"]
        .as_array()
        .expect("a list of permissions")
        .iter()
        .map(|p| p.as_str().expect("permission identifiers").to_owned())
        .collect();
    let mut expected: BTreeSet<String> = dubdeck_app::COMMANDS
        .iter()
        .map(|c| format!("allow-{}", c.replace('_', "-")))
        .collect();
    expected.insert("core:event:allow-listen".to_owned());
    expected.insert("core:event:allow-unlisten".to_owned());
    assert_eq!(granted, expected);
}

#[test]
fn the_page_gets_no_global_tauri_object_and_a_strict_csp() {
    let config: serde_json::Value =
        serde_json::from_str(&crate_file("tauri.conf.json")).expect("tauri.conf.json is JSON");
    assert_eq!(config["app"]["withGlobalTauri"], false);
    let csp = &config["app"]["security"]["csp"];
    assert_eq!(csp["script-src"], "'self'");
    assert_eq!(
        csp["connect-src"], "ipc: http://ipc.localhost",
        "no remote connect-src"
    );
    assert_eq!(csp["default-src"], "'self'");
    assert_eq!(config["app"]["security"]["assetProtocol"]["enable"], false);
}

/// The recorder needs ALSA's library on Linux and, on macOS, a reason to show for the microphone.
#[test]
fn the_installers_let_the_recorder_reach_the_microphone() {
    let config: serde_json::Value =
        serde_json::from_str(&crate_file("tauri.conf.json")).expect("tauri.conf.json is JSON");
    let depends = |format: &str| -> Vec<String> {
        serde_json::from_value(config["bundle"]["linux"][format]["depends"].clone()).unwrap_or_default()
    };
    assert!(
        depends("deb").iter().any(|d| d == "libasound2"),
        "{:?}",
        depends("deb")
    );
    assert!(
        depends("rpm").iter().any(|d| d == "alsa-lib"),
        "{:?}",
        depends("rpm")
    );
    // macOS ends an app that opens the microphone without saying why it asks (Tauri merges this
    // Info.plist into the bundle's).
    let plist = crate_file("Info.plist");
    let key = plist
        .find("<key>NSMicrophoneUsageDescription</key>")
        .expect("the microphone's usage key");
    let reason = plist[key..]
        .split("<string>")
        .nth(1)
        .and_then(|rest| rest.split("</string>").next())
        .unwrap_or_default();
    assert!(
        reason.contains("Record"),
        "the usage description says why: {reason:?}"
    );
}

/// The media layer needs ffmpeg: the Linux packages declare it (the rpm by the program's path,
/// which Fedora's ffmpeg-free and RPM Fusion's ffmpeg both provide), and the Windows and macOS
/// installers carry it beside Dubdeck, fetched by the release workflow from a pinned build.
#[test]
fn the_linux_packages_recommend_fonts_for_korean_japanese_and_thai() {
    let config: serde_json::Value =
        serde_json::from_str(&crate_file("tauri.conf.json")).expect("tauri.conf.json is JSON");
    for (format, fonts) in [
        ("deb", ["fonts-noto-cjk", "fonts-thai-tlwg"]),
        (
            "rpm",
            ["google-noto-sans-cjk-fonts", "google-noto-sans-thai-fonts"],
        ),
    ] {
        let recommends: Vec<String> =
            serde_json::from_value(config["bundle"]["linux"][format]["recommends"].clone())
                .unwrap_or_default();
        for font in fonts {
            assert!(recommends.iter().any(|r| r == font), "{format}: {recommends:?}");
        }
    }
}

#[test]
fn the_installers_declare_or_carry_ffmpeg() {
    let config: serde_json::Value =
        serde_json::from_str(&crate_file("tauri.conf.json")).expect("tauri.conf.json is JSON");
    let depends = |format: &str| -> Vec<String> {
        serde_json::from_value(config["bundle"]["linux"][format]["depends"].clone()).unwrap_or_default()
    };
    assert!(
        depends("deb").iter().any(|d| d == "ffmpeg"),
        "{:?}",
        depends("deb")
    );
    assert!(
        depends("rpm").iter().any(|d| d == "/usr/bin/ffmpeg"),
        "{:?}",
        depends("rpm")
    );
    for platform in ["windows", "macos"] {
        let file = format!("tauri.{platform}.conf.json");
        let config: serde_json::Value = serde_json::from_str(&crate_file(&file)).expect("JSON");
        assert_eq!(
            config["bundle"]["externalBin"],
            serde_json::json!(["binaries/ffmpeg", "binaries/ffprobe"]),
            "{file}"
        );
    }
    let lock = crate_file("packaging/sidecar/ffmpeg.lock");
    let pinned: Vec<&str> = lock
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .filter_map(|l| l.split_whitespace().next())
        .collect();
    for triple in [
        "x86_64-pc-windows-msvc",
        "aarch64-apple-darwin",
        "x86_64-apple-darwin",
    ] {
        assert!(pinned.contains(&triple), "no ffmpeg build pinned for {triple}");
    }
    let workflow = crate_file("../.github/workflows/release.yml");
    assert!(
        workflow.contains("src-tauri/packaging/sidecar/fetch-ffmpeg.sh"),
        "the release workflow does not fetch ffmpeg"
    );
}
