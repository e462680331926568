//! `dubdeck-helper`: the program the app runs its decoders in (`dubdeck_core::sandbox`), installed
//! beside it. It links the decoders (symphonia, the image crate, the recordings' analysis) so that
//! the app need not, and starts far faster than the app would: it loads none of the window's
//! libraries.

// As the app: a release build on Windows opens no console window each time the app starts one.
#![cfg_attr(not(debug_assertions), windows_subsystem = "windows")]

fn main() -> std::process::ExitCode {
    if let Some(code) = dubdeck_core::sandbox::serve_if_helper(&[dubdeck_core::HELPER_JOBS]) {
        return code;
    }
    eprintln!(
        "dubdeck-helper runs Dubdeck's decoders for the app, which starts it; it is not a program to start by hand."
    );
    std::process::ExitCode::from(2)
}
