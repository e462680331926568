// Every command the page may call, in one list: `build.rs` includes this file to declare them
// (`tauri_build::AppManifest::commands`, which makes an `allow-<name>` permission of each) and a
// test checks it against the commands registered with tauri-specta, so the two cannot drift.
// Included, not a module: the build script has no access to the crate.

/// The app's commands, by Rust name.
pub const COMMANDS: &[&str] = &[
    "session",
    "set_api_key",
    "remove_api_key",
    "refresh_balance",
    "start_demo",
    "leave_demo",
    "voice_filters",
    "cached_voices",
    "voices",
    "favorite_voices",
    "set_favorite",
    "my_voices",
    "settings",
    "set_setting",
    "reset_setting",
    "choose_output_dir",
    "job_counts",
    "probe_inputs",
    "pick_media_files",
    "start_dubs",
    "voice_preset",
    "last_voice",
    "recent_voices",
    "jobs",
    "job_groups",
    "approve_job",
    "discard_job",
    "retry_job",
    "remove_job",
    "dub_again",
    "open_result",
    "show_result",
];
