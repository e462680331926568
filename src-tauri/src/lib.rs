//! Dubdeck's desktop shell: a Tauri 2 window over the core's application context. The shell owns
//! only the wiring: commands (thin, grouped by domain in `commands`), the page's view of the
//! core's types (`ipc`), events (`events`), the avatar scheme, demo mode and the window's plugins.

mod avatar_scheme;
mod bindings;
mod commands;
mod companions;
mod compositing;
mod demo;
mod events;
mod ipc;
mod jit;
pub mod malloc;
mod media;
mod notify;
mod offered;
mod peaks;
mod picker;
mod project;
#[cfg(feature = "recorded-answers")]
mod recorded;
mod shell;
mod startup_env;
mod updates;
mod warm;
mod words;

use std::process::ExitCode;

use clap::Parser;
use tauri::Manager;

pub use bindings::{BINDINGS_PATH, COMMANDS};
#[cfg(feature = "recorded-answers")]
pub use recorded::{RECORDED_PATH, record as recorded_answers};
use shell::{Launch, Shell};

/// The TypeScript of the IPC contract (see `bindings.rs`).
pub fn bindings_typescript() -> Result<String, String> {
    bindings::typescript()
}

/// The web view, tuned for what Dubdeck shows (Linux, WebKitGTK): the page's resources are all
/// local (the embedded page, avatars from the app's own cache), so a web cache sized for browsing
/// would only hold copies of what is on disk already. Drawn without compositing, its first draws
/// wait for its first load (`compositing::hold_first_draws`). (How the page is drawn is chosen
/// before the window exists: see `compositing`.)
#[cfg(target_os = "linux")]
fn tune_web_view(app: &tauri::App) {
    use webkit2gtk::{CacheModel, WebContextExt, WebViewExt};
    let Some(window) = app.get_webview_window("main") else {
        return;
    };
    let drawn_directly = compositing::drawn_directly();
    let set = window.with_webview(move |webview| {
        let view = webview.inner();
        if let Some(context) = view.context() {
            context.set_cache_model(CacheModel::DocumentViewer);
        }
        if drawn_directly {
            compositing::hold_first_draws(&view);
        }
    });
    if let Err(e) = set {
        tracing::warn!("could not tune the web view: {e}");
    }
}

/// At most this many threads run blocking work (file reads and writes, the ledger's SQLite calls,
/// audio checks) at once. Tokio's default is 512: browsing the catalogue, whose every avatar and
/// page is a few such calls, then keeps some twenty of them alive, each with a stack, and the
/// process's memory grows with them. The engine's transfers hold at most three of these threads
/// for as long as they run; the rest are short calls.
const BLOCKING_THREADS: usize = 8;

/// The runtime Tauri's tasks and Dubdeck's run on: Tauri's own, with a bounded blocking pool.
fn task_runtime() -> std::io::Result<tokio::runtime::Runtime> {
    tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .max_blocking_threads(BLOCKING_THREADS)
        .build()
}

/// What the process set up as it started.
pub struct Prepared {
    arenas_limited: bool,
    drawn_directly: bool,
    interpreted: bool,
}

/// What the app does before any thread exists, each changing the process's environment (which is
/// only sound then): the API key is taken out of it (`dubdeck_core::secrets`: no program the app
/// starts inherits it), glibc's malloc is held to two arenas (`malloc`), and WebKit is told how to
/// draw and run the page (`compositing`, `jit`).
pub fn prepare_process() -> Prepared {
    dubdeck_core::secrets::take_key_from_environment();
    Prepared {
        arenas_limited: malloc::limit_arenas(),
        drawn_directly: compositing::choose(),
        interpreted: jit::choose(),
    }
}

/// What the terminal shows, and what the log files keep (`DUBDECK_LOG` replaces both).
const TERMINAL_LOG_FILTER: &str = "warn,dubdeck_app=info";
const FILE_LOG_FILTER: &str = "warn,dubdeck_app=info,dubdeck_core=info,dubdeck_api=info";

/// Starts the log and installs the crash reporter (see `dubdeck_core::diagnostics`).
fn start_logs(data_dir: Option<&std::path::Path>) -> dubdeck_core::diagnostics::Log {
    use dubdeck_core::diagnostics::{About, crash_dir, install_panic_hook, log_dir, logs};
    let log = logs::start(
        data_dir.map(log_dir).as_deref(),
        "dubdeck",
        TERMINAL_LOG_FILTER,
        FILE_LOG_FILTER,
    );
    if let Some(dir) = data_dir {
        install_panic_hook(
            crash_dir(dir),
            About::new("Dubdeck", env!("CARGO_PKG_VERSION")),
            log.recent.clone(),
        );
        crash_for_test();
    }
    log
}

/// In a debug build only, `DUBDECK_CRASH_FOR_TEST` makes a thread panic a second after the start:
/// the window tests' way to leave a crash report for the next start. A shipped build has no such
/// switch.
fn crash_for_test() {
    #[cfg(debug_assertions)]
    if std::env::var_os("DUBDECK_CRASH_FOR_TEST").is_some() {
        let _ = std::thread::Builder::new()
            .name("crash-for-test".into())
            .spawn(|| {
                std::thread::sleep(std::time::Duration::from_secs(1));
                panic!("a crash asked for by DUBDECK_CRASH_FOR_TEST");
            });
    }
}

/// Runs the app until its window closes.
pub fn run() -> ExitCode {
    let Prepared {
        arenas_limited,
        drawn_directly,
        interpreted,
    } = prepare_process();
    // The log, to the terminal and the data folder's rotating files, and crash reports beside it.
    // Kept to the end: dropping it writes what is still queued for the files.
    let data_dir = dubdeck_core::config::data_dir().ok();
    let _log = start_logs(data_dir.as_deref());
    if !arenas_limited {
        tracing::warn!("glibc refused the malloc arena limit: its own applies");
    }
    if drawn_directly {
        tracing::info!("no GPU render node: the page is drawn without compositing");
    }
    if interpreted {
        tracing::info!("the page's JavaScript runs without a JIT");
    }
    // Media files and avatars are decoded in helper processes (`dubdeck-helper`, installed beside
    // the app): a decoder that crashes refuses one file and the app stays. The app has no
    // decoders of its own: without the helper, media files and avatars are refused.
    match std::env::current_exe() {
        Ok(app) => match companions::find(&app, companions::HELPER) {
            Some(helper) => {
                dubdeck_core::sandbox::enable(helper);
            }
            None => tracing::error!(
                "no {} beside {}: media files and avatars cannot be read (reinstall Dubdeck)",
                companions::HELPER,
                app.display()
            ),
        },
        Err(e) => tracing::error!("where Dubdeck runs from is unknown, so is its helper program: {e}"),
    }
    let launch = Launch::parse();
    let runtime = match task_runtime() {
        Ok(runtime) => runtime,
        Err(e) => {
            tracing::error!("could not start the task runtime: {e}");
            return ExitCode::FAILURE;
        }
    };
    tauri::async_runtime::set(runtime.handle().clone());
    let contract = bindings::builder();
    // As many avatar downloads at once as the core's cache makes.
    let avatar_gates = avatar_scheme::Gates::new(dubdeck_core::avatars::AvatarConfig::new("").concurrency);
    let mut context = tauri::generate_context!();
    #[cfg(debug_assertions)]
    updates::use_test_configuration(context.config_mut());
    // The player's media server gets its port now, so that the page may play from that port only.
    let media_port = match media::reserve_port() {
        Ok(listener) => {
            if let Ok(addr) = listener.local_addr() {
                media::narrow_media_src(context.config_mut(), addr.port());
            }
            Some(listener)
        }
        Err(e) => {
            tracing::warn!("no port for the player yet (the page may play from any loopback port): {e}");
            None
        }
    };
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
        .plugin(notify::plugin())
        // Used from Rust only (`updates`): the page gets none of its permissions.
        .plugin(tauri_plugin_updater::Builder::new().build())
        // Files dropped on the window become files the commands may read (see `offered`).
        .on_window_event(|window, event| {
            if let tauri::WindowEvent::DragDrop(drag) = event
                && let Some(dropped) = offered::dropped(drag)
                && let Some(shell) = window.try_state::<std::sync::Arc<Shell>>()
            {
                shell.offered().offer(dropped.iter().cloned());
            }
            // A take being recorded is finished and saved as the window closes.
            if let tauri::WindowEvent::CloseRequested { .. } = event
                && let Some(shell) = window.try_state::<std::sync::Arc<Shell>>()
            {
                shell.stop_recording_now();
            }
        })
        .invoke_handler(contract.invoke_handler())
        .register_asynchronous_uri_scheme_protocol(avatar_scheme::SCHEME, move |ctx, request, responder| {
            avatar_scheme::handle(&avatar_gates, ctx, request, responder);
        })
        .setup(move |app| {
            tracing::info!(version = %app.package_info().version, "Dubdeck started");
            contract.mount_events(app);
            let shell = Shell::start(app.handle().clone(), launch.clone(), media_port);
            let here = std::env::current_dir().unwrap_or_default();
            shell.open_files(launch.files_from(&here));
            updates::check_quietly_at_start(app.handle().clone(), std::sync::Arc::clone(&shell));
            app.manage(shell);
            #[cfg(target_os = "linux")]
            tune_web_view(app);
            Ok(())
        })
        .run(context);
    match app {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("Dubdeck could not start its window: {e}");
            ExitCode::FAILURE
        }
    }
}

#[cfg(test)]
mod runtime_tests {
    #![allow(clippy::unwrap_used)]

    use std::sync::Arc;
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::time::Duration;

    #[test]
    fn blocking_work_runs_on_a_bounded_pool() {
        let runtime = super::task_runtime().unwrap();
        let running = Arc::new(AtomicUsize::new(0));
        let most = Arc::new(AtomicUsize::new(0));
        runtime.block_on(async {
            let calls: Vec<_> = (0..super::BLOCKING_THREADS * 3)
                .map(|_| {
                    let (running, most) = (Arc::clone(&running), Arc::clone(&most));
                    tokio::task::spawn_blocking(move || {
                        let now = running.fetch_add(1, Ordering::SeqCst) + 1;
                        most.fetch_max(now, Ordering::SeqCst);
                        std::thread::sleep(Duration::from_millis(50));
                        running.fetch_sub(1, Ordering::SeqCst);
                    })
                })
                .collect();
            for call in calls {
                call.await.unwrap();
            }
        });
        let most = most.load(Ordering::SeqCst);
        assert!(
            most <= super::BLOCKING_THREADS,
            "{most} blocking calls ran at once"
        );
        assert!(most > 1, "blocking calls ran one at a time");
    }
}
