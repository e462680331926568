//! The `dubdeck` binary: the desktop app. Everything is in the library (`dubdeck_app`), so that
//! tests and the bindings generator reach the same code.

// A release build on Windows opens no console window next to the app.
#![cfg_attr(not(debug_assertions), windows_subsystem = "windows")]

fn main() -> std::process::ExitCode {
    // Started as a helper (the app runs its decoders in copies of itself): serve, be nothing else.
    if let Some(code) = dubdeck_core::sandbox::serve_if_helper(&[dubdeck_core::HELPER_JOBS]) {
        return code;
    }
    dubdeck_app::run()
}
