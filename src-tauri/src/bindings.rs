//! The IPC contract in one place: every command and event the page can use, registered with
//! tauri-specta, which also writes their TypeScript (`ui/src/lib/bindings.ts`). The checked-in file
//! is compared with a fresh export by `tests/contract.rs`; `cargo run -p dubdeck --example
//! bindings` rewrites it.

use specta_typescript::{BigIntExportBehavior, Typescript};
use tauri::Wry;
use tauri_specta::{Builder, collect_commands, collect_events};

use crate::commands::{account, catalog, dubs, jobs, media, settings, training, voices};
use crate::events::{
    AuthLost, CreditsChanged, FavoriteChanged, FilesOpened, JobChanged, JobProgress, JobRemoved, JobsChanged,
    KeyChanged, SessionChanged, SettingsChanged,
};

/// Where the bindings live, from this crate's folder.
pub const BINDINGS_PATH: &str = "../ui/src/lib/bindings.ts";

/// The commands and events of the app.
pub fn builder() -> Builder<Wry> {
    Builder::<Wry>::new()
        .commands(collect_commands![
            account::session,
            account::set_api_key,
            account::remove_api_key,
            account::refresh_balance,
            account::start_demo,
            account::leave_demo,
            catalog::voice_filters,
            catalog::cached_voices,
            catalog::voices,
            catalog::favorite_voices,
            catalog::set_favorite,
            voices::my_voices,
            settings::settings,
            settings::set_setting,
            settings::reset_setting,
            settings::choose_output_dir,
            jobs::job_counts,
            dubs::probe_inputs,
            dubs::pick_media_files,
            dubs::start_dubs,
            dubs::take_opened_files,
            dubs::voice_preset,
            dubs::last_voice,
            dubs::recent_voices,
            jobs::jobs,
            jobs::job_groups,
            jobs::approve_job,
            jobs::discard_job,
            jobs::retry_job,
            jobs::remove_job,
            jobs::dub_again,
            jobs::open_result,
            jobs::show_result,
            media::job_media,
            media::media_peaks,
            training::training_limits,
            training::check_training_files,
            training::pick_training_files,
            training::start_training,
        ])
        .events(collect_events![
            KeyChanged,
            CreditsChanged,
            SettingsChanged,
            FavoriteChanged,
            SessionChanged,
            AuthLost,
            JobsChanged,
            JobChanged,
            JobRemoved,
            JobProgress,
            FilesOpened,
        ])
        .constant("PAGE_SIZE", crate::ipc::PAGE_SIZE)
}

/// The TypeScript of the contract, as checked in.
pub fn typescript() -> Result<String, String> {
    let language = Typescript::default()
        .bigint(BigIntExportBehavior::Number)
        .header("// Generated from src-tauri by tauri-specta: do not edit. `cargo run -p dubdeck --example bindings` rewrites it.\n/* eslint-disable */");
    builder().export_str(language).map_err(|e| e.to_string())
}
