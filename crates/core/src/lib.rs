//! Dubdeck's domain, below every front end (desktop shell, command line): the ledger that is the
//! user's library and the job engine's memory (SQLite), local media work (ffmpeg's child processes,
//! `ffmpeg`; in-process decoding, `decode`, with the third-party decoders in helper processes when
//! the app asks, `sandbox`), the API-key store over
//! the OS keychain, the event sink the front ends implement, the clock, and configuration.
//! No Tauri and no UI here; the service client lives in `dubdeck-api`.
//!
//! Everything in `ledger` and `secrets` is blocking (SQLite, D-Bus). Async callers go through
//! `tokio::task::spawn_blocking` (see [`ledger::Ledger::call`]) so no runtime thread ever waits on disk
//! or on the keychain.

pub mod avatars;
pub mod batch;
pub mod budget;
pub mod catalogue;
pub mod clock;
pub mod codes;
pub mod config;
pub mod context;
pub mod cost;
pub mod decode;
pub mod diagnostics;
pub mod engine;
pub mod eta;
pub mod events;
pub mod ffmpeg;
pub mod i18n;
pub mod job;
pub mod ledger;
pub mod name_template;
pub mod pitch;
pub mod quality;
pub mod record;
pub mod sandbox;
pub mod secrets;
pub mod spend;
mod text_enum;
pub mod waveform;

/// The core's jobs for the decoders' helper processes (see `sandbox`): the executable that starts
/// helpers serves these, with its own, when it is started as one.
pub const HELPER_JOBS: &[(&str, sandbox::Job)] = &[
    (decode::INSPECT_JOB, decode::inspect_job),
    (decode::PEAKS_JOB, decode::peaks_job),
    (quality::QUALITY_JOB, quality::quality_job),
    (avatars::CHECK_JOB, avatars::check_job),
    (sandbox::ABOUT_JOB, sandbox::about_job),
];
