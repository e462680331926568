//! The workspace's build profiles, as `build.rs` relies on them: it drops the unwind tables of a
//! build made with `opt-level = "z"`, which is only sound where a panic aborts.

use std::path::Path;

fn workspace_profiles() -> toml::Table {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../Cargo.toml");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("reading {}: {e}", path.display()));
    let manifest: toml::Table = text
        .parse()
        .unwrap_or_else(|e| panic!("parsing {}: {e}", path.display()));
    manifest
        .get("profile")
        .and_then(toml::Value::as_table)
        .cloned()
        .unwrap_or_default()
}

/// A profile's own setting, or the one it inherits (Cargo's `release` and `dev` set neither).
fn setting<'a>(profiles: &'a toml::Table, name: &str, key: &str) -> Option<&'a toml::Value> {
    let profile = profiles.get(name)?.as_table()?;
    profile.get(key).or_else(|| {
        let parent = profile.get("inherits")?.as_str()?;
        setting(profiles, parent, key)
    })
}

#[test]
fn every_size_set_profile_aborts_on_panic() {
    let profiles = workspace_profiles();
    let mut size_set = Vec::new();
    for name in profiles.keys() {
        if setting(&profiles, name, "opt-level").and_then(toml::Value::as_str) == Some("z") {
            let panic = setting(&profiles, name, "panic").and_then(toml::Value::as_str);
            assert_eq!(
                panic,
                Some("abort"),
                "[profile.{name}] is built with opt-level \"z\", so build.rs links it without unwind tables: \
                 it must set panic = \"abort\""
            );
            size_set.push(name.clone());
        }
    }
    // The shipped build is the one this guards; if it stops being size-set, build.rs leaves its
    // tables in (and this test's reason to exist is gone with it).
    assert_eq!(size_set, ["dist"], "the size-set profiles");
}

#[test]
fn inherited_settings_are_found() {
    let profiles: toml::Table = "[a]\npanic = \"abort\"\n[b]\ninherits = \"a\"\nopt-level = \"z\"\n"
        .parse()
        .expect("test table");
    assert_eq!(
        setting(&profiles, "b", "panic").and_then(toml::Value::as_str),
        Some("abort")
    );
    assert_eq!(
        setting(&profiles, "b", "opt-level").and_then(toml::Value::as_str),
        Some("z")
    );
    assert!(setting(&profiles, "a", "opt-level").is_none());
}
