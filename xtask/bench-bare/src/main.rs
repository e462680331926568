//! The bare window of the app benchmark.

fn main() {
    if let Err(e) = tauri::Builder::default().run(tauri::generate_context!()) {
        eprintln!("the bare window could not start: {e}");
        std::process::exit(1);
    }
}
