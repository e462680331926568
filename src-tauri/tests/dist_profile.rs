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

/// Each profile's own `panic` is enough: one that inherits an abort inherits it from a profile
/// here that sets it (Cargo's own profiles unwind, and per-package overrides cannot set `panic`).
#[test]
fn every_profile_unwinds_on_panic() {
    let profiles = workspace_profiles();
    assert!(
        profiles.contains_key("dist"),
        "the shipped build's [profile.dist] is read"
    );
    for (name, profile) in &profiles {
        let panic = profile.get("panic").and_then(toml::Value::as_str);
        assert!(
            panic.is_none_or(|p| p == "unwind"),
            "[profile.{name}] sets panic = {panic:?}: the app's catch_unwind guards against damaged media \
             files need panic = \"unwind\" (Cargo's default)"
        );
    }
}
