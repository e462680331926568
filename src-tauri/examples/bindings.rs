//! Rewrites the page's generated files from the Rust contract: `ui/src/lib/bindings.ts` (the
//! commands, events, types and constants, `src-tauri/src/bindings.rs`) and
//! `ui/src/lib/backend/recorded.json` (the commands' real answers the page's tests use,
//! `src-tauri/src/recorded.rs`).

use std::path::Path;
use std::process::ExitCode;

fn main() -> ExitCode {
    let here = Path::new(env!("CARGO_MANIFEST_DIR"));
    let files = [
        (dubdeck_app::BINDINGS_PATH, dubdeck_app::bindings_typescript()),
        (dubdeck_app::RECORDED_PATH, dubdeck_app::recorded_answers()),
    ];
    for (relative, text) in files {
        let path = here.join(relative);
        let text = match text {
            Ok(text) => text,
            Err(e) => {
                eprintln!("bindings: could not make {}: {e}", path.display());
                return ExitCode::FAILURE;
            }
        };
        if let Err(e) = std::fs::write(&path, text) {
            eprintln!("bindings: could not write {}: {e}", path.display());
            return ExitCode::FAILURE;
        }
        println!("wrote {}", path.display());
    }
    ExitCode::SUCCESS
}
