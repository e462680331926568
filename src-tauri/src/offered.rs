//! The files the user offered to Dubdeck: dropped on the window, chosen in the system's picker,
//! or opened with Dubdeck. Commands that read or upload a file the page names accept only these,
//! so a page that went wrong (or was made to) cannot read or send anything else of the disk.

use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::sync::{Mutex, PoisonError};

use crate::ipc::IpcError;

/// The offered files (and folders: a dropped folder is offered, then refused by the probe).
#[derive(Debug, Default)]
pub struct Offered {
    paths: Mutex<HashSet<PathBuf>>,
}

impl Offered {
    /// Records what the user offered.
    pub fn offer<P: Into<PathBuf>>(&self, paths: impl IntoIterator<Item = P>) {
        let mut offered = self.paths.lock().unwrap_or_else(PoisonError::into_inner);
        offered.extend(paths.into_iter().map(Into::into));
    }

    /// Fails with `not_offered` (naming the file) on the first path the user did not offer.
    pub fn check<'a>(&self, paths: impl IntoIterator<Item = &'a Path>) -> Result<(), IpcError> {
        let offered = self.paths.lock().unwrap_or_else(PoisonError::into_inner);
        for path in paths {
            if !offered.contains(path) {
                let mut e = IpcError::new(
                    "not_offered",
                    "only files dropped on Dubdeck, chosen in its file picker or opened with it can be used",
                );
                e.value = Some(path.to_string_lossy().into());
                return Err(e);
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_offered_paths_pass_and_the_refusal_names_the_file() {
        let offered = Offered::default();
        offered.offer(["/music/song.mp3", "/music/Album"]);
        assert!(
            offered
                .check([Path::new("/music/song.mp3"), Path::new("/music/Album")])
                .is_ok()
        );
        let refused = offered
            .check([
                Path::new("/music/song.mp3"),
                Path::new("/home/ana/.ssh/id_ed25519"),
            ])
            .unwrap_err();
        assert_eq!(refused.code, "not_offered");
        assert_eq!(refused.value.as_deref(), Some("/home/ana/.ssh/id_ed25519"));
        // Nothing offered is nothing allowed.
        assert!(Offered::default().check([Path::new("/music/song.mp3")]).is_err());
    }
}
