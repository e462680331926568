//! Declares the app's commands to Tauri, so that each gets its own permission and the main
//! window's capability grants exactly the ones it uses.

include!("src/command_names.rs");

fn main() {
    let attributes =
        tauri_build::Attributes::new().app_manifest(tauri_build::AppManifest::new().commands(COMMANDS));
    if let Err(e) = tauri_build::try_build(attributes) {
        // A build script reports by failing; the message says which file is wrong.
        panic!("tauri-build failed: {e:#}");
    }
}
