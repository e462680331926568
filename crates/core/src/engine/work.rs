//! The library's private work folders, where ffmpeg writes what Dubdeck makes on the way (an
//! upload's sound or excerpt, a video copy, a mix) before it is moved into the output folder, and
//! the guard that stops such work when its job is discarded or the engine stops.
//!
//! The `work` folders are the library's own: created with mode 0700 where the platform has modes,
//! and used only as real folders, never through a link.

use std::path::{Path, PathBuf};

use super::shared::Shared;
use crate::events::JobId;
use crate::job::DubId;
use crate::ledger::Ledger;

/// The library's folder for files made on the way (uploads being prepared).
pub(crate) fn work_dir(ledger: &Ledger) -> PathBuf {
    ledger
        .path()
        .parent()
        .unwrap_or_else(|| Path::new("."))
        .join("work")
}

/// `<work>/video`: where ffmpeg writes video copies until they are moved to the output folder.
fn video_work_dir(ledger: &Ledger) -> PathBuf {
    work_dir(ledger).join("video")
}

/// Creates `dir` (its parent exists) as a folder of Dubdeck's own: on Unix with mode 0700, so that
/// no other user can put anything in it (such as a link where ffmpeg is about to write). A folder
/// that is there already is used only when it is a real folder, not a link, and is made 0700
/// again. Blocking.
fn private_dir(dir: &Path) -> std::io::Result<()> {
    let mut builder = std::fs::DirBuilder::new();
    #[cfg(unix)]
    std::os::unix::fs::DirBuilderExt::mode(&mut builder, 0o700);
    match builder.create(dir) {
        Err(e) if e.kind() != std::io::ErrorKind::AlreadyExists => return Err(e),
        _ => {}
    }
    let meta = std::fs::symlink_metadata(dir)?;
    if !meta.file_type().is_dir() {
        return Err(std::io::Error::new(
            std::io::ErrorKind::NotADirectory,
            format!("{} is not a folder", dir.display()),
        ));
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        if meta.permissions().mode() & 0o077 != 0 {
            std::fs::set_permissions(dir, std::fs::Permissions::from_mode(0o700))?;
        }
    }
    Ok(())
}

/// The library's `work` folder, and `<work>/video` with `video`, made private ([`private_dir`]).
pub(crate) async fn private_work(ledger: &Ledger, video: bool) -> std::io::Result<PathBuf> {
    let work = work_dir(ledger);
    let dir = if video {
        video_work_dir(ledger)
    } else {
        work.clone()
    };
    let made = dir.clone();
    tokio::task::spawn_blocking(move || {
        private_dir(&work)?;
        if made != work {
            private_dir(&made)?;
        }
        Ok::<(), std::io::Error>(())
    })
    .await
    .map_err(std::io::Error::other)??;
    Ok(dir)
}

/// Runs `work` unless the job is discarded or the engine stops first (`None`; dropping the work
/// kills its ffmpeg, or stops its wait for a turn). How many ffmpeg runs go at once is the tool's
/// to limit, for the engine and the front ends alike ([`crate::ffmpeg::MediaTool`]).
pub(crate) async fn guarded<T>(sh: &Shared, job: JobId, work: impl Future<Output = T>) -> Option<T> {
    let stop = sh.job_token(job);
    tokio::select! {
        out = work => Some(out),
        () = stop.cancelled() => None,
    }
}

/// Removes what the dub `id` made in the work folders; what is not there is fine.
pub(crate) async fn remove_work(ledger: &Ledger, id: DubId) {
    let prefix = format!("{id}-");
    for dir in [work_dir(ledger), video_work_dir(ledger)] {
        let Ok(mut entries) = tokio::fs::read_dir(&dir).await else {
            continue;
        };
        while let Ok(Some(entry)) = entries.next_entry().await {
            if entry.file_name().to_string_lossy().starts_with(&prefix)
                && let Err(e) = tokio::fs::remove_file(entry.path()).await
                && e.kind() != std::io::ErrorKind::NotFound
            {
                tracing::warn!(path = %entry.path().display(), error = %e, "could not remove a work file");
            }
        }
    }
}
