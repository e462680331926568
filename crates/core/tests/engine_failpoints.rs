//! Fail points exist only in test builds: the dependency graph of a shipped `dubdeck-cli` (normal
//! and build edges, as `cargo build --release -p dubdeck-cli` resolves it) holds no `fail` crate at
//! all, while the graph of its tests does, with the `failpoints` feature (the check can fail).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::PathBuf;
use std::process::Command;

fn workspace_root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// `cargo tree` of dubdeck-cli with features, over the given edge kinds, for every target platform.
/// Not `--offline`: a fresh Linux checkout has downloaded only its own platform's crates, and the
/// tree of every platform needs the others' manifests too.
fn tree(edges: &str) -> String {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_owned());
    let out = Command::new(cargo)
        .current_dir(workspace_root())
        .args(["tree", "-p", "dubdeck-cli", "--target", "all", "--locked", "-e"])
        .arg(edges)
        .output()
        .expect("cargo runs");
    assert!(
        out.status.success(),
        "cargo tree failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn a_shipped_build_has_no_fail_points_and_test_builds_do() {
    let shipped = tree("normal,build,features");
    assert!(shipped.contains("dubdeck-core"), "{shipped}");
    assert!(
        !shipped
            .lines()
            .any(|l| l.contains("fail v") || l.contains("fail feature")),
        "a release build of dubdeck-cli pulls in the fail crate:\n{shipped}"
    );
    let tests = tree("normal,build,dev,features");
    assert!(
        tests.contains("fail feature \"failpoints\""),
        "the crash tests' build has no fail points:\n{tests}"
    );
}
