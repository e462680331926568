//! Dubdeck's own media work around a dub, inside the engine's steps:
//!
//! - What goes up: the input itself, or (with ffmpeg) a video's sound alone or an audition's
//!   excerpt, made in the library's `work` folder just before the upload and removed after it (and
//!   with the job). Without ffmpeg a video goes up whole; an audition cannot be cut, so it fails
//!   with the reason.
//! - What comes back besides the audio: the dub put into a copy of the input video, named like the
//!   audio file (`clip (Nova).wav` and `clip (Nova).mp4`). Its name is recorded and claimed before
//!   ffmpeg writes it (as a download's is), so a crash leaves a `.part` the ledger knows, made again
//!   at the next start. When it cannot be made, the dub is still done and the row says why.
//!
//! ffmpeg runs as a child process; discarding the job or stopping the engine kills it.

use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use super::error::EngineError;
use super::naming;
use super::shared::Shared;
use crate::events::JobId;
use crate::job::{DubId, DubState, JobFailure};
use crate::ledger::{DubInput, DubRecord, Ledger};
use crate::media::{MediaError, video_output_extension};

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
    let local = rec.spec.local;
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
                reason: Some(missing.to_string()),
            });
        }
    };
    let stem = upload_stem(&sh.ledger, rec.id);
    let failed = |e: MediaError| match e.container_kind() {
        // Changed into a playlist or a list of files since it was checked: refused, not retried.
        Some(kind) => JobFailure::InputRejected {
            detail: Some(e.detail()),
            container: Some(kind),
        },
        None => JobFailure::MediaFailed {
            path: Some(input.to_path_buf()),
            reason: Some(e.detail()),
        },
    };
    let work = async {
        if let Some(dir) = stem.parent() {
            tokio::fs::create_dir_all(dir)
                .await
                .map_err(|e| JobFailure::MediaFailed {
                    path: Some(dir.to_path_buf()),
                    reason: Some(e.to_string()),
                })?;
        }
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

/// Runs `work` under the limit of media work at once, unless the job is discarded or the engine
/// stops first (`None`; dropping the work kills its ffmpeg).
async fn guarded<T>(sh: &Shared, job: JobId, work: impl Future<Output = T>) -> Option<T> {
    let stop = sh.job_token(job);
    let _permit = tokio::select! {
        permit = sh.media_work.acquire() => permit.ok()?,
        () = stop.cancelled() => return None,
    };
    tokio::select! {
        out = work => Some(out),
        () = stop.cancelled() => None,
    }
}

/// Removes what the dub `id` made in the work folder; what is not there is fine.
pub(crate) async fn remove_work(ledger: &Ledger, id: DubId) {
    let dir = work_dir(ledger);
    let prefix = format!("{id}-");
    let Ok(mut entries) = tokio::fs::read_dir(&dir).await else {
        return;
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
        && !exists(&naming::part_path(done)).await
    {
        // Made and moved into place before the last run ended.
        return Ok(true);
    }
    let tool = match sh.media.get() {
        Ok(tool) => tool,
        Err(missing) => return give_up(sh, rec, missing.to_string()).await,
    };
    let info = match tool.info(input).await {
        Ok(info) if info.video.is_some() => info,
        Ok(_) => {
            let reason = "the input no longer holds a video".to_owned();
            return give_up(sh, rec, reason).await;
        }
        Err(e) => return give_up(sh, rec, e.detail()).await,
    };
    let extension = video_output_extension(input);
    let dest = match rec.status.video_path.clone() {
        Some(dest) => dest,
        None => match pick_name(sh, rec, audio, extension).await? {
            Ok(dest) => dest,
            Err(reason) => return give_up(sh, rec, reason).await,
        },
    };
    let part = naming::part_path(&dest);
    let made = guarded(
        sh,
        JobId::Dub(id),
        tool.mux(input, &info, audio, &part, extension),
    )
    .await;
    let Some(made) = made else {
        if sh.job_discarded(JobId::Dub(id)) {
            super::dub::remove_partial(&dest).await;
        }
        return Ok(false);
    };
    if let Err(e) = made {
        super::dub::remove_partial(&dest).await;
        return give_up(sh, rec, e.detail()).await;
    }
    let (from, to) = (part.clone(), dest.clone());
    let moved =
        tokio::task::spawn_blocking(move || dubdeck_api::transfer::files::rename_no_replace(&from, &to))
            .await
            .map_err(|e| EngineError::Worker(e.to_string()))?;
    if let Err(e) = moved {
        super::dub::remove_partial(&dest).await;
        return give_up(sh, rec, e.to_string()).await;
    }
    Ok(true)
}

/// Picks, records and claims the video copy's name: the audio file's stem with the video's
/// extension, or the next free one. Under the engine's naming lock, as a download's name is.
async fn pick_name(
    sh: &Arc<Shared>,
    rec: &DubRecord,
    audio: &Path,
    extension: &'static str,
) -> Result<Result<PathBuf, String>, EngineError> {
    let id = rec.id;
    let dir = audio
        .parent()
        .map_or_else(|| rec.spec.output_dir.clone(), Path::to_path_buf);
    let stem = audio
        .file_stem()
        .map_or_else(|| "dub".to_owned(), |s| s.to_string_lossy().into_owned());
    let _naming = sh.naming.lock().await;
    let taken: HashSet<PathBuf> = sh
        .ledger
        .call(|l| l.dubs().unfinished())
        .await?
        .into_iter()
        .filter(|other| other.id != id)
        .flat_map(|other| [other.status.output_path, other.status.video_path])
        .flatten()
        .collect();
    let picked = tokio::task::spawn_blocking(move || naming::free_path(&dir, &stem, extension, &taken))
        .await
        .map_err(|e| EngineError::Worker(e.to_string()))?;
    let dest = match picked {
        Ok(dest) => dest,
        Err(e) => return Ok(Err(e.to_string())),
    };
    let chosen = dest.clone();
    sh.update_dub(id, DubState::Downloading, move |s| s.video_path = Some(chosen))
        .await?;
    let claimed = dest.clone();
    let claim = tokio::task::spawn_blocking(move || naming::claim(&claimed))
        .await
        .map_err(|e| EngineError::Worker(e.to_string()))?;
    Ok(claim.map(|()| dest).map_err(|e| e.to_string()))
}

/// Records why there is no video copy; the dub itself goes on to done.
async fn give_up(sh: &Arc<Shared>, rec: &DubRecord, reason: String) -> Result<bool, EngineError> {
    tracing::warn!(dub = %rec.id, %reason, "no video copy of the dub");
    sh.update_dub(rec.id, DubState::Downloading, move |s| {
        s.video_path = None;
        s.video_error = Some(reason);
    })
    .await?;
    Ok(true)
}

async fn exists(path: &Path) -> bool {
    tokio::fs::try_exists(path).await.unwrap_or(false)
}
