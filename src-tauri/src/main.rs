//! The `dubdeck` binary: the desktop app. Everything is in the library (`dubdeck_app`), so that
//! tests and the bindings generator reach the same code. Its decoders run in `dubdeck-helper`
//! (src/bin), installed beside it.

// A release build on Windows opens no console window next to the app.
#![cfg_attr(not(debug_assertions), windows_subsystem = "windows")]

fn main() -> std::process::ExitCode {
    dubdeck_app::run()
}
