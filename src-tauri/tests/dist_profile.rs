//! The workspace's build profiles keep a panic unwinding. The app's guards against bad input rely
//! on it: the core turns a panic in the third-party media readers into a refusal of that file, and
//! the demo's simulator turns one in a handler into a 500, both with `catch_unwind`, which a build
//! with `panic = "abort"` never reaches (such a file would end the app).

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
fn every_profile_unwinds_on_panic() {
    let profiles = workspace_profiles();
    assert!(
        profiles.contains_key("dist"),
        "the shipped build's [profile.dist] is read"
    );
    for name in profiles.keys() {
        let panic = setting(&profiles, name, "panic").and_then(toml::Value::as_str);
        assert!(
            panic.is_none_or(|p| p == "unwind"),
            "[profile.{name}] sets panic = {panic:?}: the app's catch_unwind guards against damaged media \
             files need panic = \"unwind\" (Cargo's default)"
        );
    }
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
    assert!(setting(&profiles, "a", "opt-level").is_none());
}
