//! The programs installed with the app and started by it: the decoders' helper (`dubdeck-helper`,
//! one of this package's binaries, which the bundler installs beside the app) and the demo's
//! service (`dubdeck-sim`, which the Linux packages keep off the PATH in `lib/dubdeck`).

use std::path::{Path, PathBuf};

/// The decoders' helper program (`src/bin/dubdeck-helper.rs`).
pub const HELPER: &str = "dubdeck-helper";

/// Where the program `name` is, from the app's own executable `app`: beside it (Windows, macOS,
/// the Linux packages' `bin`, a build's target folder), else in the Linux packages' `lib/dubdeck`
/// folder beside `bin`.
pub fn find(app: &Path, name: &str) -> Option<PathBuf> {
    let file = format!("{name}{}", std::env::consts::EXE_SUFFIX);
    let dir = app.parent()?;
    let packaged = dir
        .parent()
        .map(|prefix| prefix.join("lib").join("dubdeck").join(&file));
    std::iter::once(dir.join(&file))
        .chain(packaged)
        .find(|p| p.is_file())
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    #[test]
    fn a_program_is_found_beside_the_app_or_in_the_packages_lib_folder() {
        let root = tempfile::tempdir().unwrap();
        let bin = root.path().join("bin");
        std::fs::create_dir(&bin).unwrap();
        let app = bin.join("dubdeck");
        let program = format!("dubdeck-sim{}", std::env::consts::EXE_SUFFIX);
        assert_eq!(super::find(&app, "dubdeck-sim"), None);
        // Linux packages: /usr/bin/dubdeck and /usr/lib/dubdeck/dubdeck-sim.
        let lib = root.path().join("lib").join("dubdeck");
        std::fs::create_dir_all(&lib).unwrap();
        std::fs::write(lib.join(&program), b"").unwrap();
        assert_eq!(super::find(&app, "dubdeck-sim"), Some(lib.join(&program)));
        // Beside the app (Windows, macOS, a build's target folder) comes first.
        std::fs::write(bin.join(&program), b"").unwrap();
        assert_eq!(super::find(&app, "dubdeck-sim"), Some(bin.join(&program)));
        assert_eq!(super::find(&app, "dubdeck-other"), None);
    }
}
