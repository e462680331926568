//! Declares the app's commands to Tauri, so that each gets its own permission and the main
//! window's capability grants exactly the ones it uses; links optimised Linux builds slimmer.

/// The command names of `src/command_list.rs`.
macro_rules! app_commands {
    ($($module:ident: $($command:ident),+;)+) => {
        const COMMANDS: &[&str] = &[$($(stringify!($command)),+),+];
    };
}
include!("src/command_list.rs");

fn main() {
    println!("cargo:rerun-if-changed=src/command_list.rs");
    let attributes =
        tauri_build::Attributes::new().app_manifest(tauri_build::AppManifest::new().commands(COMMANDS));
    if let Err(e) = tauri_build::try_build(attributes) {
        // A build script reports by failing; the message says which file is wrong.
        panic!("tauri-build failed: {e:#}");
    }
    slim_linux_build();
}

/// On x86_64 Linux, where rustc links with lld:
/// - optimised builds (`--release`, and the shipped `[profile.dist]`: 0.2 MB smaller) keep machine
///   code that is identical once (`--icf=all`), as Chromium's release builds are linked. Rust
///   promises no distinct addresses for distinct functions.
/// - the shipped build (`[profile.dist]`, known here by its size setting: Cargo tells a build script
///   neither the profile's name nor its panic strategy) has no unwind tables
///   (`link/no-unwind-tables.ld`: 1.8 MB). It aborts on a panic, so nothing in it unwinds;
///   `-C force-unwind-tables=no` cannot drop them, because the standard library comes built for
///   unwinding and its cleanup code is inlined everywhere. A panic still prints its message and
///   place. `tests/dist_profile.rs` holds the size-set profile to `panic = "abort"`.
fn slim_linux_build() {
    let var = |name: &str| std::env::var(name).unwrap_or_default();
    println!("cargo:rerun-if-changed=link/no-unwind-tables.ld");
    if var("PROFILE") != "release" || var("TARGET") != "x86_64-unknown-linux-gnu" {
        return;
    }
    println!("cargo:rustc-link-arg-bin=dubdeck=-Wl,--icf=all");
    if var("OPT_LEVEL") == "z" {
        let script = std::path::Path::new(&var("CARGO_MANIFEST_DIR")).join("link/no-unwind-tables.ld");
        println!("cargo:rustc-link-arg-bin=dubdeck=-Wl,--no-eh-frame-hdr");
        println!("cargo:rustc-link-arg-bin=dubdeck=-Wl,-T,{}", script.display());
    }
}
