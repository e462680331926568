//! The files the user offered to Dubdeck: dropped on the window, chosen in the system's picker,
//! or opened with Dubdeck. Commands that read or upload a file the page names accept only these,
//! so a page that went wrong (or was made to) cannot read or send anything else of the disk.

use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::sync::{Mutex, PoisonError};

use crate::ipc::{ErrorCode, IpcError};

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
                return Err(IpcError::new(
                    ErrorCode::NotOffered,
                    "only files dropped on Dubdeck, chosen in its file picker or opened with it can be used",
                )
                .about(path.to_string_lossy()));
            }
        }
        Ok(())
    }
}

/// The files a drag-and-drop event offers: those of a drop. Files only dragged over the window
/// are not offered (the pointer may be on its way elsewhere), nor those of a drag that left.
pub fn dropped(event: &tauri::DragDropEvent) -> Option<&[PathBuf]> {
    match event {
        tauri::DragDropEvent::Drop { paths, .. } => Some(paths),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn files_are_offered_when_dropped_not_when_dragged_over() {
        let paths = vec![PathBuf::from("/music/song.mp3")];
        let at = tauri::PhysicalPosition::new(10.0, 10.0);
        let enter = tauri::DragDropEvent::Enter {
            paths: paths.clone(),
            position: at,
        };
        assert_eq!(dropped(&enter), None);
        assert_eq!(dropped(&tauri::DragDropEvent::Over { position: at }), None);
        assert_eq!(dropped(&tauri::DragDropEvent::Leave), None);
        let drop = tauri::DragDropEvent::Drop {
            paths: paths.clone(),
            position: at,
        };
        assert_eq!(dropped(&drop), Some(paths.as_slice()));
    }

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
        assert_eq!(refused.code, ErrorCode::NotOffered);
        assert_eq!(
            refused.details.value.as_deref(),
            Some("/home/ana/.ssh/id_ed25519")
        );
        // Nothing offered is nothing allowed.
        assert!(Offered::default().check([Path::new("/music/song.mp3")]).is_err());
    }
}
