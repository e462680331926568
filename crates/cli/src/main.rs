//! `dubdeck-cli`: Dubdeck's command line over the same engine and library as the desktop app.
//! Parses the command (`cli`), opens the session (`session`), runs the command (`commands`, `run`),
//! reports (`report`) and exits with the documented code (`error`). Every word it prints comes from
//! its Fluent catalogue, `locales/en/cli.ftl` (`words`).

mod cli;
mod commands;
mod error;
mod reasons;
mod report;
mod run;
mod session;
mod words;

use std::process::ExitCode;

use clap::Parser;

use crate::cli::{Cli, Command};
use crate::error::{CliError, code};
use crate::session::{Keys, Session};
use crate::words::say;

fn main() -> ExitCode {
    // Before any thread exists: no program started from here inherits the key.
    dubdeck_core::secrets::take_key_from_environment();
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            let exit = if e.use_stderr() { code::USAGE } else { code::DONE };
            // A script that asked for JSON gets its argument errors as JSON too.
            if e.use_stderr() && std::env::args().any(|a| a == "--json") {
                report::json_line(&serde_json::json!({
                    "error": { "kind": "usage", "code": null, "message": e.kind().to_string(), "detail": e.to_string(), "exitCode": exit }
                }));
            }
            let _ = e.print();
            return ExitCode::from(exit);
        }
    };
    // Kept to the end: dropping it writes what is still queued for the log files.
    let _log = init_logs(&cli);
    // Fail points (crash tests) are inert unless FAILPOINTS names some.
    if let Ok(spec) = std::env::var("FAILPOINTS")
        && let Err(message) = dubdeck_core::engine::failpoints::configure(&spec)
    {
        eprintln!("{message}");
        return ExitCode::from(code::USAGE);
    }
    let runtime = match tokio::runtime::Builder::new_multi_thread().enable_all().build() {
        Ok(rt) => rt,
        Err(e) => {
            eprintln!("{}", say!("start-failed", error = &e.to_string()));
            return ExitCode::from(code::FAILED);
        }
    };
    let json = cli.json;
    match runtime.block_on(dispatch(cli)) {
        Ok(code) => ExitCode::from(code),
        Err(e) => {
            if json {
                report::json_line(&serde_json::json!({
                    "error": { "kind": e.kind(), "code": e.code(), "message": e.to_string(), "exitCode": e.exit_code() }
                }));
            }
            eprintln!("{e}");
            ExitCode::from(e.exit_code())
        }
    }
}

/// Logs go to stderr, Dubdeck's own warnings and up, and to the rotating log files in the data
/// folder's `logs`, Dubdeck's own notes and up (`DUBDECK_LOG`, e.g. `debug`, replaces both).
/// Libraries' chatter (the media decoder's complaints about files the probe refuses with its own
/// message) stays out, and colours only go to a terminal. A panic leaves a crash report in the
/// data folder's `crashes`.
fn init_logs(cli: &Cli) -> Option<dubdeck_core::diagnostics::Log> {
    use dubdeck_core::diagnostics::{About, crash_dir, install_panic_hook, log_dir, logs};
    let data_dir = cli
        .data_dir
        .clone()
        .filter(|d| !d.as_os_str().is_empty())
        .map(|d| std::path::absolute(&d).unwrap_or(d))
        .or_else(|| dubdeck_core::config::data_dir().ok());
    let logs_in = data_dir.as_deref().map(log_dir);
    let log = logs::start(
        logs_in.as_deref(),
        "dubdeck-cli",
        DEFAULT_LOG_FILTER,
        FILE_LOG_FILTER,
    );
    if let Some(dir) = &data_dir {
        install_panic_hook(
            crash_dir(dir),
            About::new("dubdeck-cli", env!("CARGO_PKG_VERSION")),
            log.recent.clone(),
        );
    }
    Some(log)
}

/// Warnings of Dubdeck's crates; nothing from libraries.
const DEFAULT_LOG_FILTER: &str = "off,dubdeck_core=warn,dubdeck_api=warn,dubdeck_cli=warn";

/// What the log files keep: Dubdeck's notes too (jobs started, finished, retried).
const FILE_LOG_FILTER: &str = "warn,dubdeck_core=info,dubdeck_api=info,dubdeck_cli=info";

async fn dispatch(cli: Cli) -> Result<u8, CliError> {
    let keys = match cli.command {
        Command::Login { .. } | Command::Logout => Keys::Keychain,
        _ => Keys::Usual,
    };
    let session = Session::open(&cli, keys).await?;
    let outcome = run_command(&cli, &session).await;
    // An unreachable service is named, with where its address comes from.
    if let Err(e) = outcome {
        if e.exit_code() == code::UNREACHABLE
            && let Ok((url, _)) = session.app.base_url().await
            && !e.to_string().contains(url.as_str())
        {
            let words = say!(
                "error-unreachable-address",
                error = &e.to_string(),
                url = url.as_str()
            );
            return Err(e.reworded(words));
        }
        return Err(e);
    }
    outcome
}

async fn run_command(cli: &Cli, session: &Session) -> Result<u8, CliError> {
    match &cli.command {
        Command::Login { confirm_host: false } => commands::account::login(session).await,
        Command::Login { confirm_host: true } => commands::account::confirm_host(session).await,
        Command::Logout => commands::account::logout(session).await,
        Command::Me => commands::account::me(session).await,
        Command::Doctor { min_free_mb } => commands::doctor::doctor(session, Some(*min_free_mb)).await,
        Command::Voices(args) => commands::voices::list(session, args).await,
        Command::Dub(args) => commands::start::dub(session, args).await,
        Command::Watch(args) => commands::watch::watch(session, args).await,
        Command::Budget { action } => commands::budget::budget(session, action).await,
        Command::Spend(args) => commands::budget::spend(session, args).await,
        Command::Train(args) => commands::start::train(session, args).await,
        Command::CheckTraining { files } => commands::quality::check(files, session.json).await,
        Command::Record {
            list_devices: true, ..
        } => commands::record::list_devices(session).await,
        Command::Record { device, seconds, .. } => {
            let args = commands::record::RecordArgs {
                device: device.as_deref(),
                seconds: *seconds,
            };
            commands::record::record(session, args).await
        }
        Command::VoiceRange { voice, range } => commands::voices::set_range(session, voice, range.0).await,
        Command::Jobs => commands::jobs::list(session).await,
        Command::Job { id } => commands::jobs::show(session, id).await,
        Command::Approve { id } => commands::jobs::approve(session, id).await,
        Command::Retry { id, out } => commands::jobs::retry(session, id, out.as_deref()).await,
        Command::Discard { id } => commands::jobs::discard(session, id).await,
        Command::Resume => commands::jobs::resume(session).await,
        Command::Remove { id, delete_file } => commands::jobs::remove(session, id, *delete_file).await,
        Command::Mix {
            id,
            instrumental,
            mix,
        } => commands::jobs::mix(session, id, instrumental.as_deref(), mix).await,
        Command::DubAgain {
            id,
            voice,
            whole,
            pitch,
            approve_up_to,
        } => {
            let again = commands::jobs::Again {
                voice: voice.as_deref(),
                whole: *whole,
                pitch_shift: *pitch,
                approve_up_to: *approve_up_to,
            };
            commands::jobs::dub_again(session, id, again).await
        }
    }
}
