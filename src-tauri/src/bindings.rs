//! The IPC contract in one place: every command (`command_list.rs`), event and constant the page
//! can use, registered with tauri-specta, which also writes their TypeScript
//! (`ui/src/lib/bindings.ts`). The checked-in file is compared with a fresh export by
//! `tests/contract.rs`; `cargo run -p dubdeck --example bindings` rewrites it.

use specta_typescript::{BigIntExportBehavior, Typescript};
use tauri::Wry;
use tauri_specta::{Builder, collect_commands, collect_events};

use crate::commands::{
    account, batches, catalog, diagnostics, dubs, jobs, media, mixes, recording, settings, training, updates,
    voices,
};
use crate::events::{
    AuthLost, BudgetReached, CreditsChanged, FavoriteChanged, FilesOpened, JobChanged, JobProgress,
    JobRemoved, JobsChanged, KeyChanged, SessionChanged, SettingsChanged, TakeEnded, TakeLevel,
    WatchReported,
};
use std::collections::BTreeMap;

use dubdeck_core::context::JobFilter;
use dubdeck_core::i18n::Language;

use crate::ipc::{
    ErrorCode, JobStatus, Limits, PAGE_SIZE, RefusalReason, StageMeaning, VoiceFilters, stage_meanings,
};

/// Where the bindings live, from this crate's folder.
pub const BINDINGS_PATH: &str = "../ui/src/lib/bindings.ts";

/// The commands of `command_list.rs`: their names, and their registration.
macro_rules! app_commands {
    ($($module:ident: $($command:ident),+;)+) => {
        /// The app's commands, by Rust name.
        pub const COMMANDS: &[&str] = &[$($(stringify!($command)),+),+];

        fn commands() -> tauri_specta::Commands<Wry> {
            collect_commands![$($($module::$command),+),+]
        }
    };
}
include!("command_list.rs");

/// What the page checks against and shows, as Rust decides it: exported as the one constant
/// `CONTRACT` (tauri-specta writes several constants in no fixed order).
#[derive(serde::Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct Contract {
    /// How many voices a page of the grid holds.
    page_size: u32,
    limits: Limits,
    /// The genres, languages and styles the service documents.
    voice_filters: VoiceFilters,
    /// Every error code, for the page's words to be checked against.
    error_codes: &'static [ErrorCode],
    /// The statuses each Jobs filter shows.
    job_filter_statuses: BTreeMap<&'static str, &'static [JobStatus]>,
    /// What every state of both kinds of job means.
    stage_meanings: Vec<StageMeaning>,
    /// The languages Dubdeck speaks, in the order the Language setting lists them.
    languages: &'static [Language],
    /// The project's pages the page names (`project`).
    links: Links,
}

/// The project's pages, as the shell opens them.
#[derive(serde::Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct Links {
    /// Where "Report a problem" goes.
    issue_page: &'static str,
    /// Where the installers are, for a copy that cannot update itself.
    releases_page: &'static str,
}

impl Contract {
    fn now() -> Contract {
        Contract {
            page_size: PAGE_SIZE,
            limits: Limits::service(),
            voice_filters: VoiceFilters::documented(),
            error_codes: ErrorCode::ALL,
            job_filter_statuses: JobFilter::ALL
                .iter()
                .map(|f| (f.as_str(), f.statuses()))
                .collect(),
            stage_meanings: stage_meanings(),
            languages: &Language::ALL,
            links: Links {
                issue_page: crate::project::ISSUE_PAGE,
                releases_page: crate::project::RELEASES_PAGE,
            },
        }
    }
}

/// The commands, events and constants of the app.
pub fn builder() -> Builder<Wry> {
    Builder::<Wry>::new()
        .commands(commands())
        .events(collect_events![
            crate::updates::UpdateProgress,
            crate::updates::UpdateFound,
            BudgetReached,
            WatchReported,
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
            TakeLevel,
            TakeEnded,
        ])
        // Every code and reason, whether or not a command names it yet: the page's words are
        // checked against these.
        .typ::<ErrorCode>()
        .typ::<RefusalReason>()
        // The constant's type, for the page to hold it to.
        .typ::<Contract>()
        .constant("CONTRACT", Contract::now())
}

/// The TypeScript of the contract, as checked in.
pub fn typescript() -> Result<String, String> {
    let language = Typescript::default()
        .bigint(BigIntExportBehavior::Number)
        .header("// Generated from src-tauri by tauri-specta: do not edit. `cargo run -p dubdeck --example bindings` rewrites it.\n/* eslint-disable */");
    builder().export_str(language).map_err(|e| e.to_string())
}
