//! Declares the app's commands to Tauri, so that each gets its own permission and the main
//! window's capability grants exactly the ones it uses; folds identical code in optimised Linux
//! builds.

include!("src/command_names.rs");

fn main() {
    let attributes =
        tauri_build::Attributes::new().app_manifest(tauri_build::AppManifest::new().commands(COMMANDS));
    if let Err(e) = tauri_build::try_build(attributes) {
        // A build script reports by failing; the message says which file is wrong.
        panic!("tauri-build failed: {e:#}");
    }
    fold_identical_code();
}

/// Optimised builds (`--release`, and the shipped `[profile.dist]`: 0.2 MB smaller) on x86_64
/// Linux, where rustc links with lld: functions whose machine code is identical are kept once
/// (`--icf=all`), as Chromium's release builds are linked. Rust promises no distinct addresses for
/// distinct functions.
fn fold_identical_code() {
    let var = |name: &str| std::env::var(name).unwrap_or_default();
    if var("PROFILE") == "release" && var("TARGET") == "x86_64-unknown-linux-gnu" {
        println!("cargo:rustc-link-arg-bin=dubdeck=-Wl,--icf=all");
    }
}
