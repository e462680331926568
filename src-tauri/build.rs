//! Declares the app's commands to Tauri, so that each gets its own permission, and writes the main
//! window's capability from the same list, so that it grants exactly those (a command is its
//! function, its line in `src/command_list.rs`, and its words); links optimised Linux builds
//! slimmer.

/// The command names of `src/command_list.rs`.
macro_rules! app_commands {
    ($($module:ident: $($command:ident),+;)+) => {
        const COMMANDS: &[&str] = &[$($(stringify!($command)),+),+];
    };
}
include!("src/command_list.rs");

/// What the main window may do besides the app's commands: listen to its events.
const EVENT_PERMISSIONS: &[&str] = &["core:event:allow-listen", "core:event:allow-unlisten"];

fn main() {
    println!("cargo:rerun-if-changed=src/command_list.rs");
    let capabilities = match write_main_capability() {
        Ok(pattern) => pattern,
        Err(e) => panic!("the main window's capability could not be written: {e}"),
    };
    let attributes = tauri_build::Attributes::new()
        .capabilities_path_pattern(capabilities)
        .app_manifest(tauri_build::AppManifest::new().commands(COMMANDS));
    if let Err(e) = tauri_build::try_build(attributes) {
        // A build script reports by failing; the message says which file is wrong.
        panic!("tauri-build failed: {e:#}");
    }
    slim_linux_build();
}

/// Writes the main window's capability (`capabilities/main.json` in the build's own folder): the
/// events, and `allow-<command>` for each command of the list. Returns the pattern Tauri reads
/// capabilities from.
fn write_main_capability() -> std::io::Result<&'static str> {
    let out = std::env::var_os("OUT_DIR")
        .map(std::path::PathBuf::from)
        .ok_or_else(|| std::io::Error::other("cargo set no OUT_DIR"))?;
    let dir = out.join("capabilities");
    std::fs::create_dir_all(&dir)?;
    let permissions: Vec<String> = EVENT_PERMISSIONS
        .iter()
        .map(|p| (*p).to_owned())
        .chain(COMMANDS.iter().map(|c| format!("allow-{}", c.replace('_', "-"))))
        .map(|p| format!("    \"{p}\""))
        .collect();
    let json = format!(
        "{{\n  \"identifier\": \"main\",\n  \"description\": \"What the main window may do: the app's own \
         commands, and listening to its events. Nothing else: no file system, no shell, no HTTP from the \
         page.\",\n  \"windows\": [\"main\"],\n  \"permissions\": [\n{}\n  ]\n}}\n",
        permissions.join(",\n")
    );
    std::fs::write(dir.join("main.json"), json)?;
    // Tauri keeps the pattern for the whole build: the one string this script leaks.
    Ok(Box::leak(format!("{}/*.json", dir.display()).into_boxed_str()))
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
