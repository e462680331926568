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
//! ffmpeg runs as a child process in the library's private work folders (`work.rs`); discarding
//! the job or stopping the engine kills it.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use super::error::EngineError;
use super::naming;
use super::shared::Shared;
use super::work::{guarded, private_work, work_dir};
use crate::codes::VideoStep;
use crate::events::JobId;
use crate::ffmpeg::{MediaError, video_output_extension};
use crate::job::{DubId, DubState, JobFailure, VideoError};
use crate::ledger::{DubInput, DubRecord, Ledger};

/// `<work>/<dub id>-upload`: the stem of what a dub sends, when it is made here.
fn upload_stem(ledger: &Ledger, id: DubId) -> PathBuf {
    work_dir(ledger).join(format!("{id}-upload"))
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
    let tool = match sh.media.get().await {
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
    let tool = match sh.media.get().await {
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
    let taken =
        super::finish::take_name(sh, id, dir, stem, extension, |s, dest| s.video_path = Some(dest)).await?;
    Ok(taken.map_err(|e| VideoError::io(VideoStep::Name, &e)))
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
