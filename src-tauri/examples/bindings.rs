//! Rewrites `ui/src/lib/bindings.ts` from the Rust contract (`src-tauri/src/bindings.rs`).

use std::path::Path;
use std::process::ExitCode;

fn main() -> ExitCode {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(dubdeck_app::BINDINGS_PATH);
    let text = match dubdeck_app::bindings_typescript() {
        Ok(text) => text,
        Err(e) => {
            eprintln!("bindings: could not export the bindings: {e}");
            return ExitCode::FAILURE;
        }
    };
    if let Err(e) = std::fs::write(&path, text) {
        eprintln!("bindings: could not write {}: {e}", path.display());
        return ExitCode::FAILURE;
    }
    println!("wrote {}", path.display());
    ExitCode::SUCCESS
}
