//! Dubdeck's desktop shell: a Tauri 2 window over the core's application context. The shell owns
//! only the wiring: commands (thin, grouped by domain in `commands`), the page's view of the
//! core's types (`ipc`), events (`events`), the avatar scheme, demo mode and the window's plugins.

mod avatar_scheme;
mod bindings;
mod commands;
mod demo;
mod events;
mod ipc;
mod media;
mod notify;
mod offered;
mod picker;
mod rows;
mod shell;

include!("command_names.rs");

use std::process::ExitCode;

use clap::Parser;
use tauri::Manager;

pub use bindings::BINDINGS_PATH;
use shell::{Launch, Shell};

/// The TypeScript of the IPC contract (see `bindings.rs`).
pub fn bindings_typescript() -> Result<String, String> {
    bindings::typescript()
}

/// The page's resources are all local (the embedded page, avatars from the app's own cache): a
/// web cache sized for browsing would only hold copies of what is on disk already.
#[cfg(target_os = "linux")]
fn lean_web_cache(app: &tauri::App) {
    use webkit2gtk::{CacheModel, WebContextExt, WebViewExt};
    let Some(window) = app.get_webview_window("main") else {
        return;
    };
    let set = window.with_webview(|webview| {
        if let Some(context) = webview.inner().context() {
            context.set_cache_model(CacheModel::DocumentViewer);
        }
    });
    if let Err(e) = set {
        tracing::warn!("could not size the web cache: {e}");
    }
}

/// Runs the app until its window closes.
pub fn run() -> ExitCode {
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_env("DUBDECK_LOG")
                .unwrap_or_else(|_| "warn,dubdeck_app=info".into()),
        )
        .with_writer(std::io::stderr)
        .init();
    let launch = Launch::parse();
    let contract = bindings::builder();
    // As many avatar downloads at once as the core's cache makes.
    let avatar_turns = avatar_scheme::Turns::new(dubdeck_core::avatars::AvatarConfig::new("").concurrency);
    let app = tauri::Builder::default()
        // A second start of Dubdeck brings the open window forward instead (one library, one engine).
        // Files it was started with ("Open with Dubdeck") go to the open window's dub sheet.
        .plugin(tauri_plugin_single_instance::init(|app, args, cwd| {
            if let Some(window) = app.get_webview_window("main") {
                let _ = window.unminimize();
                let _ = window.show();
                let _ = window.set_focus();
            }
            match Launch::try_parse_from(&args) {
                Ok(again) => {
                    if let Some(shell) = app.try_state::<std::sync::Arc<Shell>>() {
                        shell.open_files(again.files_from(std::path::Path::new(&cwd)));
                    }
                }
                Err(e) => tracing::warn!("a second start's arguments were not understood: {e}"),
            }
        }))
        .plugin(tauri_plugin_window_state::Builder::default().build())
        // Both used from Rust only: the page gets neither permission (nor the opener's link script).
        .plugin(
            tauri_plugin_opener::Builder::new()
                .open_js_links_on_click(false)
                .build(),
        )
        .plugin(tauri_plugin_notification::init())
        // Files dropped on the window become files the commands may read (see `offered`).
        .on_window_event(|window, event| {
            if let tauri::WindowEvent::DragDrop(
                tauri::DragDropEvent::Enter { paths, .. } | tauri::DragDropEvent::Drop { paths, .. },
            ) = event
                && let Some(shell) = window.try_state::<std::sync::Arc<Shell>>()
            {
                shell.offered().offer(paths.iter().cloned());
            }
        })
        .invoke_handler(contract.invoke_handler())
        .register_asynchronous_uri_scheme_protocol(avatar_scheme::SCHEME, move |ctx, request, responder| {
            avatar_scheme::handle(&avatar_turns, ctx, request, responder);
        })
        .setup(move |app| {
            contract.mount_events(app);
            let shell = Shell::start(app.handle().clone(), launch.clone());
            let here = std::env::current_dir().unwrap_or_default();
            shell.open_files(launch.files_from(&here));
            app.manage(shell);
            #[cfg(target_os = "linux")]
            lean_web_cache(app);
            Ok(())
        })
        .run(tauri::generate_context!());
    match app {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("Dubdeck could not start its window: {e}");
            ExitCode::FAILURE
        }
    }
}
