//! Dubdeck's own media work around a dub, inside the engine's steps:
//!
//! - What goes up: the input itself, or (with ffmpeg) a video's sound alone or an audition's
//!   excerpt, made in the library's `work` folder just before the upload and removed after it (and
//!   with the job). Without ffmpeg a video goes up whole; an audition cannot be cut, so it fails
//!   with the reason.
//! - What comes back besides the audio: the dub put into a copy of the input video, named like the
//!   audio file (`clip (Nova).wav` and `clip (Nova).mp4`). Its name is recorded and claimed (an
//!   empty `.part`) before ffmpeg runs, as a download's is, so a crash leaves a name the ledger
//!   knows, claimed again and made at the next start. ffmpeg never writes in the output folder,
//!   where others may put files and links: it writes in the library's private `work/video` folder
//!   under a name Dubdeck picks, and the finished file is moved into the output folder without
//!   replacing or following anything there (`naming::place`). When the copy cannot be made, the
//!   dub is still done and the row says why.
//!
//! The `work` folders are the library's own: created with mode 0700 where the platform has modes,
//! and used only as real folders, never through a link. ffmpeg runs as a child process;
//! discarding the job or stopping the engine kills it.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use super::error::EngineError;
use super::naming;
use super::shared::Shared;
use crate::codes::VideoStep;
use crate::events::JobId;
use crate::ffmpeg::{MediaError, video_output_extension};
use crate::job::{DubId, DubState, JobFailure, VideoError};
use crate::ledger::{DubInput, DubRecord, Ledger};

/// The library's folder for files made on the way (uploads being prepared).
pub(crate) fn work_dir(ledger: &Ledger) -> PathBuf {
    ledger
        .path()
        .parent()
        .unwrap_or_else(|| Path::new("."))
        .join("work")
}

/// `<work>/<dub id>-upload`: the stem of what a dub sends, when it is made here.
fn upload_stem(ledger: &Ledger, id: DubId) -> PathBuf {
    work_dir(ledger).join(format!("{id}-upload"))
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

/// What a dub sends.
#[derive(Debug)]
pub(crate) struct Sending {
    pub path: PathBuf,
    pub size_bytes: u64,
    /// Made here (from the input), not the input itself.
    pub made: bool,
}

/// Makes what the dub `rec` sends of its input at `input` (`size_bytes` long). `None` when the job
/// was discarded or the engine stopped meanwhile.
pub(crate) async fn prepare_upload(
    sh: &Arc<Shared>,
    rec: &DubRecord,
    input: &Path,
    size_bytes: u64,
) -> Result<Option<Sending>, JobFailure> {
    let local = &rec.spec.local;
    let itself = Sending {
        path: input.to_path_buf(),
        size_bytes,
        made: false,
    };
    if local.excerpt.is_none() && !local.video_input {
        return Ok(Some(itself));
    }
    let tool = match sh.media.get() {
        Ok(tool) => tool,
        // A video goes up whole, as before ffmpeg was found.
        Err(_) if local.excerpt.is_none() => return Ok(Some(itself)),
        Err(missing) => {
            return Err(JobFailure::MediaFailed {
                path: Some(input.to_path_buf()),
                tool: Some(missing.clone()),
                problem: None,
                io: None,
                reason: None,
            });
        }
    };
    let stem = upload_stem(&sh.ledger, rec.id);
    let failed = |e: MediaError| match e.container_kind() {
        // Changed into a playlist or a list of files since it was checked: refused, not retried.
        Some(kind) => JobFailure::InputRejected {
            detail: e.detail(),
            container: Some(kind),
        },
        None => JobFailure::MediaFailed {
            path: Some(input.to_path_buf()),
            problem: e.problem(),
            reason: e.detail(),
            tool: match &e {
                MediaError::Missing(missing) => Some(missing.clone()),
                _ => None,
            },
            io: None,
        },
    };
    let work = async {
        private_work(&sh.ledger, false)
            .await
            .map_err(|e| JobFailure::MediaFailed {
                path: Some(work_dir(&sh.ledger)),
                tool: None,
                problem: None,
                io: Some(crate::codes::IoProblem::of(&e)),
                reason: Some(e.to_string()),
            })?;
        let made = match local.excerpt {
            Some(excerpt) => tool
                .excerpt(input, excerpt.start_ms, excerpt.duration_ms, &stem)
                .await
                .map_err(failed)?,
            None => {
                let info = tool.info(input).await.map_err(failed)?;
                tool.extract_audio(input, &info, &stem).await.map_err(failed)?
            }
        };
        Ok(Sending {
            path: made.path,
            size_bytes: made.size_bytes,
            made: true,
        })
    };
    guarded(sh, JobId::Dub(rec.id), work).await.transpose()
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

/// Puts the finished dub `audio` into a copy of the input video of `rec` (when it asks for one and
/// none is made yet), recording the copy's path, or why there is none, on the row. Returns false
/// when the job was discarded or the engine stopped before the copy was made.
pub(crate) async fn make_video(sh: &Arc<Shared>, rec: &DubRecord, audio: &Path) -> Result<bool, EngineError> {
    let id = rec.id;
    let DubInput::File { path: input, .. } = &rec.spec.input else {
        return Ok(true);
    };
    if !rec.spec.local.video_out || rec.status.video_error.is_some() {
        return Ok(true);
    }
    if let Some(done) = &rec.status.video_path
        && exists(done).await
        && tokio::fs::symlink_metadata(naming::part_path(done))
            .await
            .is_err()
    {
        // Made and moved into place before the last run ended.
        return Ok(true);
    }
    let tool = match sh.media.get() {
        Ok(tool) => tool,
        Err(missing) => return give_up(sh, rec, VideoError::no_tool(missing.clone())).await,
    };
    let info = match tool.info(input).await {
        Ok(info) if info.video.is_some() => info,
        Ok(_) => return give_up(sh, rec, VideoError::at(VideoStep::NoVideo)).await,
        Err(e) => return give_up(sh, rec, media_failure(VideoStep::ReadInput, e)).await,
    };
    let extension = video_output_extension(input);
    let dest = match rec.status.video_path.clone() {
        Some(dest) => {
            // Cut short by a stop or a crash: the name is claimed again. The claim only holds the
            // name; nothing is written through it, so one that fails (something else is there
            // now) leaves the copy to be placed as it would be anyway.
            let claimed = dest.clone();
            let claim = tokio::task::spawn_blocking(move || naming::claim(&claimed))
                .await
                .map_err(|e| EngineError::Worker(e.to_string()))?;
            if let Err(e) = claim {
                tracing::warn!(dub = %id, path = %dest.display(), error = %e, "could not claim the video copy's name again");
            }
            dest
        }
        None => match pick_name(sh, rec, audio, extension).await? {
            Ok(dest) => dest,
            Err(reason) => return give_up(sh, rec, reason).await,
        },
    };
    let made = match private_work(&sh.ledger, true).await {
        Ok(dir) => dir.join(format!("{id}-video.{extension}")),
        Err(e) => {
            naming::remove_partial(&dest).await;
            return give_up(sh, rec, VideoError::io(VideoStep::WorkFolder, &e)).await;
        }
    };
    let muxed = guarded(
        sh,
        JobId::Dub(id),
        tool.mux(input, &info, audio, &made, extension),
    )
    .await;
    let Some(muxed) = muxed else {
        remove_made(&made).await;
        if sh.job_discarded(JobId::Dub(id)) {
            naming::remove_partial(&dest).await;
        }
        return Ok(false);
    };
    if let Err(e) = muxed {
        remove_made(&made).await;
        naming::remove_partial(&dest).await;
        return give_up(sh, rec, media_failure(VideoStep::Mux, e)).await;
    }
    let (from, to) = (made.clone(), dest.clone());
    let placed = tokio::task::spawn_blocking(move || naming::place(&from, &to))
        .await
        .map_err(|e| EngineError::Worker(e.to_string()))?;
    if let Err(e) = placed {
        remove_made(&made).await;
        naming::remove_partial(&dest).await;
        return give_up(sh, rec, VideoError::io(VideoStep::Place, &e)).await;
    }
    Ok(true)
}

/// Removes a video copy made in the work folder and not placed; what is not there is fine.
async fn remove_made(made: &Path) {
    if let Err(e) = tokio::fs::remove_file(made).await
        && e.kind() != std::io::ErrorKind::NotFound
    {
        tracing::warn!(path = %made.display(), error = %e, "could not remove a work file");
    }
}

/// Picks, records and claims the video copy's name: the audio file's stem with the video's
/// extension, or the next free one. Under the engine's naming lock, as a download's name is.
async fn pick_name(
    sh: &Arc<Shared>,
    rec: &DubRecord,
    audio: &Path,
    extension: &'static str,
) -> Result<Result<PathBuf, VideoError>, EngineError> {
    let id = rec.id;
    // A download that is only the material of the finished file sits in the work folder.
    let dir = match audio.parent() {
        Some(parent) if !super::finish::download_is_material(rec) => parent.to_path_buf(),
        _ => rec.spec.output_dir.clone(),
    };
    let stem = audio
        .file_stem()
        .map_or_else(|| "dub".to_owned(), |s| s.to_string_lossy().into_owned());
    let _naming = sh.naming.lock().await;
    let taken = super::finish::taken_names(sh, id).await?;
    let picked = tokio::task::spawn_blocking(move || naming::free_path(&dir, &stem, extension, &taken))
        .await
        .map_err(|e| EngineError::Worker(e.to_string()))?;
    let dest = match picked {
        Ok(dest) => dest,
        Err(e) => return Ok(Err(VideoError::io(VideoStep::Name, &e))),
    };
    let chosen = dest.clone();
    sh.update_dub(id, DubState::Downloading, move |s| s.video_path = Some(chosen))
        .await?;
    let claimed = dest.clone();
    let claim = tokio::task::spawn_blocking(move || naming::claim(&claimed))
        .await
        .map_err(|e| EngineError::Worker(e.to_string()))?;
    Ok(claim
        .map(|()| dest)
        .map_err(|e| VideoError::io(VideoStep::Name, &e)))
}

/// Records why there is no video copy; the dub itself goes on to done.
async fn give_up(sh: &Arc<Shared>, rec: &DubRecord, reason: VideoError) -> Result<bool, EngineError> {
    tracing::warn!(dub = %rec.id, %reason, "no video copy of the dub");
    sh.update_dub(rec.id, DubState::Downloading, move |s| {
        s.video_path = None;
        s.video_error = Some(reason);
    })
    .await?;
    Ok(true)
}

/// A step ffmpeg failed: why it cannot be used, or its own words (none for a failure of ours,
/// such as a time limit, which the step alone words).
fn media_failure(step: VideoStep, e: MediaError) -> VideoError {
    match e {
        MediaError::Missing(missing) => VideoError::no_tool(missing),
        MediaError::NoVideo { .. } => VideoError::at(VideoStep::NoVideo),
        MediaError::Unreadable { reason, .. } | MediaError::Failed { reason, .. } => {
            VideoError::ffmpeg(step, Some(reason))
        }
        _ => VideoError::ffmpeg(step, None),
    }
}

async fn exists(path: &Path) -> bool {
    tokio::fs::try_exists(path).await.unwrap_or(false)
}
