//! `KeychainStore` against a REAL Secret Service (gnome-keyring), never a mock: the key must land in
//! the keyring where `secret-tool` (another process) finds it, and every failure must be an error of
//! its own kind, never a silent fallback to memory.
//!
//! Run inside the isolated keyring session of `cargo xtask test` (a `dbus-run-session` with a
//! temporary HOME and an unlocked gnome-keyring, see `xtask/src/keyring_env.rs`), which sets
//! `DUBDECK_KEYRING_SESSION=isolated`. Outside it these tests fail on purpose: they would otherwise
//! overwrite the Dubdeck key in the developer's own keyring.
#![cfg(target_os = "linux")]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use dubdeck_core::context::{AppContext, AppOptions};
use dubdeck_core::diagnostics::doctor;
use dubdeck_core::secrets::{
    ExposeSecret, KEYCHAIN_SERVICE, KEYCHAIN_USER, KeychainStore, SecretError, SecretStore, SecretString,
};

const SESSION_MARKER: &str = "DUBDECK_KEYRING_SESSION";
/// Set in a child run of this binary: which failure scenario to check.
const CHILD_SCENARIO: &str = "DUBDECK_KEYCHAIN_CHILD";

fn require_isolated_session() {
    assert_eq!(
        std::env::var(SESSION_MARKER).as_deref(),
        Ok("isolated"),
        "the keychain tests need an isolated, unlocked gnome-keyring: run them with `cargo xtask test` \
         (which wraps the test run in xtask/src/keyring_env.rs's dbus-run-session). They refuse to run \
         against your own keyring."
    );
    let store = KeychainStore::for_entry("ai.voicedub.dubdeck.probe", "reachability");
    if let Err(e) = store.get_api_key() {
        panic!("the Secret Service of this session is not usable, so KeychainStore cannot be tested: {e}");
    }
}

fn secret_tool_lookup() -> Option<String> {
    let out = Command::new("secret-tool")
        .args(["lookup", "service", KEYCHAIN_SERVICE, "username", KEYCHAIN_USER])
        .output()
        .expect("secret-tool is missing: install libsecret-tools");
    out.status
        .success()
        .then(|| String::from_utf8(out.stdout).unwrap())
}

/// Runs this test binary's `test` again in a child process with `env`; the child checks `scenario`.
fn run_child(test: &str, scenario: &str, env: &[(&str, &str)]) {
    let mut cmd = Command::new(std::env::current_exe().unwrap());
    cmd.args(["--exact", test, "--nocapture", "--test-threads=1"])
        .env(CHILD_SCENARIO, scenario);
    for (k, v) in env {
        cmd.env(k, v);
    }
    let out = cmd.output().unwrap();
    assert!(
        out.status.success(),
        "child scenario {scenario} failed:\n{}\n{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    println!("child {scenario}:\n{stdout}");
    assert!(
        stdout.contains(&format!("scenario {scenario} checked")),
        "the child did not run the check:\n{stdout}"
    );
}

/// In a child: every operation fails with the expected kind, and a failed `set` leaves nothing
/// behind that a later `get` could return (no memory fallback).
fn check_all_operations_fail(scenario: &str, expected: fn(&SecretError) -> bool) {
    let store = KeychainStore::new();
    let set = store
        .set_api_key(&SecretString::from("must-not-be-kept"))
        .unwrap_err();
    assert!(expected(&set), "set: unexpected {set:?}");
    let get = store.get_api_key().unwrap_err();
    assert!(
        expected(&get),
        "get after a failed set must fail too (no memory fallback), got {get:?}"
    );
    let del = store.delete_api_key().unwrap_err();
    assert!(expected(&del), "delete: unexpected {del:?}");
    // The store retries the platform on each call: a second call fails the same way.
    assert!(expected(&store.get_api_key().unwrap_err()));
    assert!(
        keyring_core::get_default_store().is_none(),
        "no process-wide (mock) store may be installed"
    );
    println!("{set}");
    println!("scenario {scenario} checked");
}

#[test]
fn the_key_goes_to_the_secret_service_and_another_process_reads_it() {
    if let Ok(scenario) = std::env::var(CHILD_SCENARIO) {
        assert_eq!(scenario, "read_back");
        let key = KeychainStore::new()
            .get_api_key()
            .unwrap()
            .expect("the key set by the parent process");
        assert_eq!(key.expose_secret(), "dd-key-2");
        println!("scenario read_back checked");
        return;
    }
    require_isolated_session();
    let store = KeychainStore::new();
    store.delete_api_key().unwrap();
    assert!(store.get_api_key().unwrap().is_none());
    assert_eq!(secret_tool_lookup(), None);

    store.set_api_key(&SecretString::from("dd-key-1")).unwrap();
    assert_eq!(
        secret_tool_lookup().as_deref(),
        Some("dd-key-1"),
        "secret-tool must see the key"
    );
    store.set_api_key(&SecretString::from("  dd-key-2\n")).unwrap();
    assert_eq!(
        secret_tool_lookup().as_deref(),
        Some("dd-key-2"),
        "a new key replaces the old one, trimmed"
    );
    assert_eq!(store.get_api_key().unwrap().unwrap().expose_secret(), "dd-key-2");
    // A fresh store instance (a new connection) and a second process read the same key.
    assert_eq!(
        KeychainStore::new()
            .get_api_key()
            .unwrap()
            .unwrap()
            .expose_secret(),
        "dd-key-2"
    );
    run_child(
        "the_key_goes_to_the_secret_service_and_another_process_reads_it",
        "read_back",
        &[],
    );

    assert!(matches!(
        store.set_api_key(&SecretString::from("  ")),
        Err(SecretError::EmptyKey)
    ));
    assert_eq!(
        secret_tool_lookup().as_deref(),
        Some("dd-key-2"),
        "an empty key must not replace a good one"
    );

    store.delete_api_key().unwrap();
    assert_eq!(
        secret_tool_lookup(),
        None,
        "delete must remove the item from the Secret Service"
    );
    assert!(KeychainStore::new().get_api_key().unwrap().is_none());
    store.delete_api_key().unwrap();
    assert!(
        keyring_core::get_default_store().is_none(),
        "no process-wide (mock) store may be installed"
    );
}

#[test]
fn a_key_stored_by_another_program_is_read_and_duplicates_are_all_removed() {
    require_isolated_session();
    let store = KeychainStore::for_entry("ai.voicedub.dubdeck.test", "dup");
    for label in ["one", "two"] {
        let mut child = Command::new("secret-tool")
            .args([
                "store",
                &format!("--label={label}"),
                "service",
                "ai.voicedub.dubdeck.test",
                "username",
                "dup",
                "origin",
                label,
            ])
            .stdin(Stdio::piped())
            .spawn()
            .unwrap();
        std::io::Write::write_all(child.stdin.as_mut().unwrap(), format!("key-{label}").as_bytes()).unwrap();
        drop(child.stdin.take());
        assert!(child.wait().unwrap().success());
    }
    let err = store.get_api_key().unwrap_err();
    assert!(matches!(err, SecretError::Ambiguous { count: 2 }), "{err:?}");
    assert!(err.to_string().contains("Remove the stored key"));
    store.delete_api_key().unwrap();
    assert!(store.get_api_key().unwrap().is_none());
}

#[test]
fn no_session_bus_is_reported_as_such() {
    if let Ok(scenario) = std::env::var(CHILD_SCENARIO) {
        check_all_operations_fail(&scenario, |e| matches!(e, SecretError::NoSessionBus { .. }));
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let nowhere = dir.path().join("no-bus-here");
    let address = format!("unix:path={}", nowhere.display());
    run_child(
        "no_session_bus_is_reported_as_such",
        "no_session_bus",
        &[
            ("DBUS_SESSION_BUS_ADDRESS", &address),
            ("XDG_RUNTIME_DIR", &dir.path().display().to_string()),
        ],
    );
}

/// A private D-Bus daemon with no service directories, so nothing is activated on demand.
struct PrivateBus {
    daemon: Child,
    address: String,
    dir: tempfile::TempDir,
}

impl PrivateBus {
    fn start() -> Self {
        let dir = tempfile::tempdir().unwrap();
        let config = dir.path().join("bus.conf");
        std::fs::write(
            &config,
            format!(
                r#"<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>session</type>
  <listen>unix:path={}</listen>
  <auth>EXTERNAL</auth>
  <policy context="default">
    <allow send_destination="*" eavesdrop="true"/>
    <allow eavesdrop="true"/>
    <allow own="*"/>
  </policy>
</busconfig>"#,
                dir.path().join("bus").display()
            ),
        )
        .unwrap();
        let mut daemon = Command::new("dbus-daemon")
            .arg(format!("--config-file={}", config.display()))
            .args(["--nofork", "--print-address=1"])
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("dbus-daemon is missing: install the dbus package");
        let mut line = String::new();
        BufReader::new(daemon.stdout.take().unwrap())
            .read_line(&mut line)
            .unwrap();
        let address = line.trim().to_owned();
        assert!(address.starts_with("unix:"), "dbus-daemon printed {address:?}");
        Self { daemon, address, dir }
    }

    fn home(&self) -> PathBuf {
        let home = self.dir.path().join("home");
        std::fs::create_dir_all(&home).unwrap();
        home
    }

    fn wait_for_name(&self, name: &str) {
        wait_for_name(&self.address, name);
    }
}

/// Waits (up to a generous 20 s) until `name` has an owner on the bus at `address`.
fn wait_for_name(address: &str, name: &str) {
    let conn = zbus::blocking::connection::Builder::address(address)
        .unwrap()
        .build()
        .unwrap();
    let proxy = zbus::blocking::fdo::DBusProxy::new(&conn).unwrap();
    let deadline = Instant::now() + Duration::from_secs(20);
    while !proxy.name_has_owner(name.try_into().unwrap()).unwrap() {
        assert!(
            Instant::now() < deadline,
            "{name} never appeared on the private bus"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}

impl Drop for PrivateBus {
    fn drop(&mut self) {
        let _ = self.daemon.kill();
        let _ = self.daemon.wait();
    }
}

#[test]
fn a_bus_without_a_secret_service_is_reported_as_such() {
    if let Ok(scenario) = std::env::var(CHILD_SCENARIO) {
        check_all_operations_fail(&scenario, |e| matches!(e, SecretError::NoSecretService { .. }));
        return;
    }
    let bus = PrivateBus::start();
    run_child(
        "a_bus_without_a_secret_service_is_reported_as_such",
        "no_secret_service",
        &[("DBUS_SESSION_BUS_ADDRESS", &bus.address)],
    );
}

#[test]
fn a_keyring_that_is_not_unlocked_is_reported_as_locked() {
    if let Ok(scenario) = std::env::var(CHILD_SCENARIO) {
        let store = KeychainStore::new();
        let set = store
            .set_api_key(&SecretString::from("must-not-be-kept"))
            .unwrap_err();
        assert!(
            matches!(set, SecretError::Locked { .. }),
            "set: unexpected {set:?}"
        );
        assert!(set.to_string().contains("Unlock your login keyring"), "{set}");
        // Nothing was stored anywhere: the keyring holds no item and there is no memory copy.
        assert!(
            store.get_api_key().unwrap().is_none(),
            "a failed set must leave no key behind"
        );
        assert!(KeychainStore::new().get_api_key().unwrap().is_none());
        assert!(keyring_core::get_default_store().is_none());
        // The doctor tells a locked keyring from an empty one, and says what to do.
        let keychain = doctor_keychain_check();
        assert_eq!(keychain.verdict, doctor::Verdict::Problem, "{keychain:?}");
        assert!(keychain.found.ends_with(": locked"), "{keychain:?}");
        assert!(
            keychain
                .advice
                .as_deref()
                .is_some_and(|a| a.starts_with("Unlock your login keyring")),
            "{keychain:?}"
        );
        println!("{set}");
        println!("scenario {scenario} checked");
        return;
    }
    let bus = PrivateBus::start();
    let home = bus.home();
    let runtime = bus.dir.path().join("run");
    std::fs::create_dir_all(&runtime).unwrap();
    // gnome-keyring with a fresh HOME and no password: there is no unlocked login keyring.
    let mut keyring = Command::new("gnome-keyring-daemon")
        .args(["--foreground", "--components=secrets"])
        .env("DBUS_SESSION_BUS_ADDRESS", &bus.address)
        .env("HOME", &home)
        .env("XDG_RUNTIME_DIR", &runtime)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("gnome-keyring-daemon is missing: install gnome-keyring");
    bus.wait_for_name("org.freedesktop.secrets");
    let outcome = std::panic::catch_unwind(|| {
        run_child(
            "a_keyring_that_is_not_unlocked_is_reported_as_locked",
            "locked",
            &[
                ("DBUS_SESSION_BUS_ADDRESS", bus.address.as_str()),
                ("HOME", path_str(&home).as_str()),
            ],
        );
    });
    let _ = keyring.kill();
    let _ = keyring.wait();
    if let Err(panic) = outcome {
        std::panic::resume_unwind(panic);
    }
}

/// The doctor's keychain check, as `dubdeck-cli doctor` runs it, in this process's session.
fn doctor_keychain_check() -> doctor::Check {
    let data = tempfile::tempdir().unwrap();
    let runtime = tokio::runtime::Runtime::new().unwrap();
    let report = runtime.block_on(async {
        // A service address nothing answers at: the check in question is the keychain's.
        let options = AppOptions::from_env()
            .with_data_dir(data.path())
            .with_base_url("http://127.0.0.1:9".parse().unwrap());
        let app = AppContext::open(options).await.unwrap();
        let mut asked = doctor::Options::new("dubdeck-cli", "0.0.0");
        asked.service_timeout = Duration::from_secs(2);
        doctor::run(&app, &asked).await
    });
    report
        .checks
        .into_iter()
        .find(|c| c.check == doctor::CheckName::Keychain)
        .unwrap()
}

fn path_str(p: &Path) -> String {
    p.display().to_string()
}

#[test]
fn the_same_store_recovers_once_the_keyring_appears() {
    if let Ok(scenario) = std::env::var(CHILD_SCENARIO) {
        assert_eq!(scenario, "recover");
        let store = KeychainStore::new();
        let first = store.get_api_key().unwrap_err();
        assert!(matches!(first, SecretError::NoSecretService { .. }), "{first:?}");
        // Now the keyring starts (unlocked) on this bus, as when the user starts it after Dubdeck.
        let mut daemon = Command::new("gnome-keyring-daemon")
            .args(["--foreground", "--unlock", "--components=secrets"])
            .stdin(Stdio::piped())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("gnome-keyring-daemon is missing: install gnome-keyring");
        std::io::Write::write_all(daemon.stdin.as_mut().unwrap(), b"recover-pw").unwrap();
        drop(daemon.stdin.take());
        let address = std::env::var("DBUS_SESSION_BUS_ADDRESS").unwrap();
        let outcome = std::panic::catch_unwind(|| {
            wait_for_name(&address, "org.freedesktop.secrets");
            store.set_api_key(&SecretString::from("after-recovery")).unwrap();
            assert_eq!(
                store.get_api_key().unwrap().unwrap().expose_secret(),
                "after-recovery"
            );
        });
        let _ = daemon.kill();
        let _ = daemon.wait();
        if let Err(panic) = outcome {
            std::panic::resume_unwind(panic);
        }
        println!("scenario recover checked");
        return;
    }
    let bus = PrivateBus::start();
    let home = bus.home();
    let runtime = bus.dir.path().join("run-recover");
    std::fs::create_dir_all(&runtime).unwrap();
    run_child(
        "the_same_store_recovers_once_the_keyring_appears",
        "recover",
        &[
            ("DBUS_SESSION_BUS_ADDRESS", bus.address.as_str()),
            ("HOME", path_str(&home).as_str()),
            ("XDG_RUNTIME_DIR", path_str(&runtime).as_str()),
        ],
    );
}
