//! Declares the app's commands to Tauri, so that each gets its own permission and the main
//! window's capability grants exactly the ones it uses; links the shipped Linux build slimmer.

include!("src/command_names.rs");

fn main() {
    let attributes =
        tauri_build::Attributes::new().app_manifest(tauri_build::AppManifest::new().commands(COMMANDS));
    if let Err(e) = tauri_build::try_build(attributes) {
        // A build script reports by failing; the message says which file is wrong.
        panic!("tauri-build failed: {e:#}");
    }
    slim_shipped_build();
}

/// The shipped build (`[profile.dist]`, known here by its size setting: Cargo does not tell a build
/// script the profile's name or panic strategy) on x86_64 Linux, where rustc links with lld:
/// - no unwind tables (`link/no-unwind-tables.ld`; 1.8 MB of the binary). That build aborts on a
///   panic, so nothing unwinds; `-C force-unwind-tables=no` cannot drop them, because the standard
///   library comes built for unwinding and its cleanup code is inlined everywhere. A panic still
///   prints its message and place; a backtrace of the (already stripped) binary stops at its first
///   frame. `tests/dist_profile.rs` holds every size-set profile to `panic = "abort"`.
/// - identical machine code folded into one copy (`--icf=all`, 0.2 MB), as Firefox and Chromium
///   link. Rust promises no distinct addresses for distinct functions.
fn slim_shipped_build() {
    let var = |name: &str| std::env::var(name).unwrap_or_default();
    println!("cargo:rerun-if-changed=link/no-unwind-tables.ld");
    let shipped = var("PROFILE") == "release" && var("OPT_LEVEL") == "z";
    if !shipped || var("TARGET") != "x86_64-unknown-linux-gnu" {
        return;
    }
    let script = std::path::Path::new(&var("CARGO_MANIFEST_DIR")).join("link/no-unwind-tables.ld");
    for arg in [
        "-Wl,--icf=all".to_owned(),
        "-Wl,--no-eh-frame-hdr".to_owned(),
        format!("-Wl,-T,{}", script.display()),
    ] {
        println!("cargo:rustc-link-arg-bin=dubdeck={arg}");
    }
}
