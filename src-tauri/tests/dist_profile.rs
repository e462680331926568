//! The build profiles and how each handles a panic:
//! - `[profile.dist]`, the app as shipped, aborts (2.7 MB smaller), and `build.rs` links it without
//!   unwind tables, knowing it by its opt-level "z". The app runs what reads other people's data in
//!   helper processes (`dubdeck_core::sandbox`; `tests/helper_binary.rs`), so a crash there refuses
//!   a file and does not end the app.
//! - Every other profile unwinds: the command line, the standalone simulator and the tests read
//!   media in-process, and their guards are `catch_unwind`, which an aborting build never reaches.

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

/// Each profile's own settings are enough: one that inherits an abort inherits it from a profile
/// here that sets it (Cargo's own profiles unwind, and per-package overrides cannot set `panic`).
#[test]
fn only_the_shipped_app_aborts_on_panic() {
    let profiles = workspace_profiles();
    let dist = profiles.get("dist").expect("the shipped build's [profile.dist]");
    assert_eq!(
        dist.get("panic").and_then(toml::Value::as_str),
        Some("abort"),
        "[profile.dist] aborts on a panic: build.rs drops its unwind tables"
    );
    for (name, profile) in &profiles {
        let panic = profile.get("panic").and_then(toml::Value::as_str);
        let size_set = profile.get("opt-level").and_then(toml::Value::as_str) == Some("z");
        if name == "dist" {
            continue;
        }
        assert!(
            panic.is_none_or(|p| p == "unwind"),
            "[profile.{name}] sets panic = {panic:?}: only the app's [profile.dist] may abort (the command \
             line, the simulator and the tests guard their media readers with catch_unwind)"
        );
        assert!(
            !size_set,
            "[profile.{name}] sets opt-level \"z\", which build.rs takes for the shipped build: it would be \
             linked without unwind tables"
        );
    }
}
