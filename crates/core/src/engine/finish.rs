//! The finished file of a downloaded dub, made on this machine:
//!
//! - A cover's mix: the dubbed vocal over the library's copy of the instrumental, at the job's
//!   levels, the instrumental moved into the song's key, in the format and loudness asked for,
//!   tagged, named after the song. The dubbed vocal stays in the output folder beside it: it is a
//!   stem of its own, and what the next mix is made from.
//! - A dub made into another format or loudness than the service's: downloaded into the library's
//!   private `work/downloads` folder, made into the finished file in the output folder, which then
//!   is the dub's result; the download is removed.
//!
//! The name is picked, recorded and claimed as a video copy's is; ffmpeg writes in the private
//! work folder and the file is moved into the output folder without replacing anything. When the
//! file cannot be made, the dub is still done (the paid dub is never lost: a download in the work
//! folder is moved into the output folder under its own name) and the row says why. A new mix of a
//! done cover ([`remix`]) is made the same way, as often as wanted, for free.

use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use super::error::EngineError;
use super::naming;
use super::shared::Shared;
use super::work::{guarded, private_work, work_dir};
use crate::codes::MixStep;
use crate::events::JobId;
use crate::ffmpeg::{MediaError, MediaSupport, Mix, MixError};
use crate::job::{DubId, DubState, MixFailure, MixSettings};
use crate::ledger::{DubRecord, Ledger};

/// Whether the dub's download is only the material of its finished file (made into another format
/// or loudness), and so goes to the work folder rather than the output folder.
pub(crate) fn download_is_material(rec: &DubRecord) -> bool {
    rec.spec.local.cover.is_none() && rec.status.mix.changes_a_dub() && rec.status.mix_error.is_none()
}

/// `<work>/downloads`: where the material of a finished file is downloaded.
pub(crate) fn downloads_dir(ledger: &Ledger) -> PathBuf {
    work_dir(ledger).join("downloads")
}

/// Makes the finished file of the dub `rec`, whose download is complete at `audio`, when it has
/// one to make. Returns the dub's result file (the finished file that replaced a download in the
/// work folder, or `audio`), or `None` when the job was discarded or the engine stopped first.
pub(crate) async fn finish(
    sh: &Arc<Shared>,
    rec: &DubRecord,
    audio: &Path,
) -> Result<Option<PathBuf>, EngineError> {
    let cover = rec.spec.local.cover.is_some();
    let material = download_is_material(rec);
    if !cover && !material {
        return Ok(Some(audio.to_path_buf()));
    }
    if rec.status.mix_error.is_some() {
        return Ok(Some(audio.to_path_buf()));
    }
    if let Some(done) = &rec.status.mix_path
        && placed(done).await
    {
        // Made and moved into place before the last run ended.
        return Ok(Some(settle_material(rec, audio, done).await));
    }
    let tool = match sh.media.get().await {
        Ok(tool) => tool,
        Err(_) => return give_up(sh, rec, audio, MixFailure::at(MixStep::NoTool)).await,
    };
    let dest = match rec.status.mix_path.clone() {
        Some(dest) => {
            // Cut short: the name is claimed again (it only holds the name).
            let claimed = dest.clone();
            let _ = tokio::task::spawn_blocking(move || naming::claim(&claimed)).await;
            dest
        }
        None => match pick_name(sh, rec).await? {
            Ok(dest) => dest,
            Err(reason) => return give_up(sh, rec, audio, reason).await,
        },
    };
    let job = JobId::Dub(rec.id);
    let made = guarded(sh, job, render(&sh.ledger, tool, rec, audio, rec.status.mix)).await;
    let Some(made) = made else {
        if sh.job_discarded(job) {
            naming::remove_partial(&dest).await;
        }
        return Ok(None);
    };
    let made = match made {
        Ok(made) => made,
        Err(reason) => {
            naming::remove_partial(&dest).await;
            return give_up(sh, rec, audio, reason).await;
        }
    };
    if let Err(reason) = place(&made, &dest).await {
        return give_up(sh, rec, audio, reason).await;
    }
    Ok(Some(settle_material(rec, audio, &dest).await))
}

/// Makes a new mix of the done cover `rec` with `mix` (its levels, format and loudness), into a
/// name of its own in the output folder (an earlier mix is never replaced), and records it with
/// its settings. Refused, with nothing written, when the dub is not a done cover.
pub async fn remix(
    ledger: &Ledger,
    media: &MediaSupport,
    id: DubId,
    mix: MixSettings,
) -> Result<PathBuf, MixFailure> {
    let rec = ledger
        .call(move |l| l.dubs().get(id))
        .await
        .map_err(|e| MixFailure {
            detail: Some(e.to_string()),
            ..MixFailure::at(MixStep::StemMissing)
        })?;
    let Some(vocal) = rec
        .status
        .output_path
        .clone()
        .filter(|_| rec.status.state == DubState::Done)
    else {
        return Err(MixFailure::at(MixStep::StemMissing));
    };
    if rec.spec.local.cover.is_none() {
        return Err(MixFailure::at(MixStep::StemMissing));
    }
    let tool = media.get().await.map_err(|_| MixFailure::at(MixStep::NoTool))?;
    let stem = naming::dub_stem(&rec, &song(&rec));
    let dir = rec.spec.output_dir.clone();
    let extension = mix.mix_format().extension();
    let dest = tokio::task::spawn_blocking(move || {
        let dest = naming::free_path(&dir, &stem, extension, &HashSet::new())?;
        naming::claim(&dest).map(|()| dest)
    })
    .await
    .map_err(|e| MixFailure {
        detail: Some(e.to_string()),
        ..MixFailure::at(MixStep::Name)
    })?
    .map_err(|e| MixFailure::io(MixStep::Name, &e))?;
    let made = match render(ledger, tool, &rec, &vocal, mix).await {
        Ok(made) => made,
        Err(reason) => {
            naming::remove_partial(&dest).await;
            return Err(reason);
        }
    };
    place(&made, &dest).await?;
    let recorded = dest.clone();
    let saved = ledger
        .call(move |l| {
            l.dubs().update(id, DubState::Done, |s| {
                s.mix = mix;
                s.mix_path = Some(recorded);
                s.mix_error = None;
            })
        })
        .await;
    if let Err(e) = saved {
        tracing::warn!(dub = %id, error = %e, "a new mix was made and not recorded");
    }
    Ok(dest)
}

/// The song a cover's mix is named after, else the input's stem.
fn song(rec: &DubRecord) -> String {
    match &rec.spec.local.cover {
        Some(cover) if !cover.song_name.trim().is_empty() => cover.song_name.clone(),
        _ => naming::input_stem(&rec.spec.input, &rec.spec.input_name),
    }
}

/// Renders the finished file of `rec` from its dub at `audio` into the private work folder.
async fn render(
    ledger: &Ledger,
    tool: &crate::ffmpeg::MediaTool,
    rec: &DubRecord,
    audio: &Path,
    mix: MixSettings,
) -> Result<PathBuf, MixFailure> {
    let format = mix.mix_format();
    let dir = private_work(ledger, false)
        .await
        .map_err(|e| MixFailure::io(MixStep::WorkFolder, &e))?;
    let made = dir.join(format!(
        "{}-mix-{}.{}",
        rec.id,
        uuid::Uuid::new_v4().simple(),
        format.extension()
    ));
    let instrumental = rec.spec.local.cover.as_ref().map(|c| c.instrumental.as_path());
    for stem in std::iter::once(audio).chain(instrumental) {
        if let Err(e) = tokio::fs::metadata(stem).await {
            return Err(MixFailure::io(MixStep::StemMissing, &e));
        }
    }
    let title = song(rec);
    let settings = Mix {
        vocal: audio,
        instrumental,
        key: rec.spec.local.cover.as_ref().map_or(0, |c| c.key),
        vocal_gain_db: mix.vocal_gain_db,
        instrumental_gain_db: mix.instrumental_gain_db,
        format,
        loudness: mix.loudness,
        title: Some(&title),
        artist: Some(&rec.spec.voice_name),
    };
    match tool.mix(&settings, &made).await {
        Ok(()) => Ok(made),
        Err(e) => {
            let _ = tokio::fs::remove_file(&made).await;
            Err(mix_failure(e))
        }
    }
}

fn mix_failure(e: MixError) -> MixFailure {
    match e {
        MixError::NoPitchShifter => MixFailure::at(MixStep::NoPitchShifter),
        MixError::OutOfRange { .. } => MixFailure::at(MixStep::OutOfRange),
        MixError::Media(MediaError::Missing(_)) => MixFailure::at(MixStep::NoTool),
        MixError::Media(MediaError::Unreadable { reason, .. } | MediaError::Failed { reason, .. }) => {
            MixFailure {
                detail: Some(reason),
                ..MixFailure::at(MixStep::Render)
            }
        }
        MixError::Media(other) => MixFailure {
            detail: Some(other.to_string()),
            ..MixFailure::at(MixStep::Render)
        },
    }
}

/// Moves the file made in the work folder to `dest` (whose name is claimed).
async fn place(made: &Path, dest: &Path) -> Result<(), MixFailure> {
    let (from, to) = (made.to_path_buf(), dest.to_path_buf());
    let placed = tokio::task::spawn_blocking(move || naming::place(&from, &to))
        .await
        .map_err(|e| MixFailure {
            detail: Some(e.to_string()),
            ..MixFailure::at(MixStep::Place)
        })?;
    if let Err(e) = placed {
        let _ = tokio::fs::remove_file(made).await;
        naming::remove_partial(dest).await;
        return Err(MixFailure::io(MixStep::Place, &e));
    }
    Ok(())
}

/// Whether the finished file at `dest` is in place (there, and no claim left beside it).
async fn placed(dest: &Path) -> bool {
    tokio::fs::try_exists(dest).await.unwrap_or(false)
        && tokio::fs::symlink_metadata(naming::part_path(dest))
            .await
            .is_err()
}

/// The dub's result once its finished file `dest` is in place: `dest` itself when the download at
/// `audio` was only its material (which is removed now), else the download.
async fn settle_material(rec: &DubRecord, audio: &Path, dest: &Path) -> PathBuf {
    if !download_is_material(rec) {
        return audio.to_path_buf();
    }
    if let Err(e) = tokio::fs::remove_file(audio).await
        && e.kind() != std::io::ErrorKind::NotFound
    {
        tracing::warn!(path = %audio.display(), error = %e, "could not remove a work file");
    }
    dest.to_path_buf()
}

/// Picks, records and claims the finished file's name, under the engine's naming lock.
async fn pick_name(sh: &Arc<Shared>, rec: &DubRecord) -> Result<Result<PathBuf, MixFailure>, EngineError> {
    let id = rec.id;
    let stem = naming::dub_stem(rec, &song(rec));
    let format = rec.status.mix.mix_format();
    let dir = rec.spec.output_dir.clone();
    let taken = take_name(sh, id, dir, stem, format.extension(), |s, dest| {
        s.mix_path = Some(dest)
    })
    .await?;
    Ok(taken.map_err(|e| MixFailure::io(MixStep::Name, &e)))
}

/// Picks the first free name for `stem.extension` in `dir` (none another unfinished dub holds),
/// records it on the dub's row with `record`, then claims it; all under the engine's naming lock,
/// as a download's name is taken.
pub(crate) async fn take_name(
    sh: &Arc<Shared>,
    id: DubId,
    dir: PathBuf,
    stem: String,
    extension: &'static str,
    record: impl FnOnce(&mut crate::ledger::DubStatus, PathBuf) + Send + 'static,
) -> Result<std::io::Result<PathBuf>, EngineError> {
    let _naming = sh.naming.lock().await;
    let taken = taken_names(sh, id).await?;
    let picked = tokio::task::spawn_blocking(move || naming::free_path(&dir, &stem, extension, &taken))
        .await
        .map_err(|e| EngineError::Worker(e.to_string()))?;
    let dest = match picked {
        Ok(dest) => dest,
        Err(e) => return Ok(Err(e)),
    };
    let chosen = dest.clone();
    sh.update_dub(id, DubState::Downloading, move |s| record(s, chosen))
        .await?;
    let claimed = dest.clone();
    let claim = tokio::task::spawn_blocking(move || naming::claim(&claimed))
        .await
        .map_err(|e| EngineError::Worker(e.to_string()))?;
    Ok(claim.map(|()| dest))
}

/// The names other unfinished dubs hold in the ledger (their results, video copies and finished
/// files), which no other dub may take.
pub(crate) async fn taken_names(sh: &Shared, id: DubId) -> Result<HashSet<PathBuf>, EngineError> {
    Ok(sh
        .ledger
        .call(|l| l.dubs().unfinished())
        .await?
        .into_iter()
        .filter(|other| other.id != id)
        .flat_map(|other| {
            [
                other.status.output_path,
                other.status.video_path,
                other.status.mix_path,
            ]
        })
        .flatten()
        .collect())
}

/// Records why there is no finished file. A download that was only its material is moved into
/// the output folder under its own name first, so that the paid dub is never lost; the dub then
/// goes on to done with it as its result.
async fn give_up(
    sh: &Arc<Shared>,
    rec: &DubRecord,
    audio: &Path,
    reason: MixFailure,
) -> Result<Option<PathBuf>, EngineError> {
    tracing::warn!(dub = %rec.id, %reason, "no finished file of the dub");
    let mut result = audio.to_path_buf();
    if download_is_material(rec) {
        let stem = naming::dub_stem(rec, &naming::input_stem(&rec.spec.input, &rec.spec.input_name));
        let extension = audio
            .extension()
            .map_or_else(|| "wav".to_owned(), |e| e.to_string_lossy().into_owned());
        let dir = rec.spec.output_dir.clone();
        let _naming = sh.naming.lock().await;
        let taken = taken_names(sh, rec.id).await?;
        let from = audio.to_path_buf();
        let moved = tokio::task::spawn_blocking(move || {
            let dest = naming::free_path(&dir, &stem, &extension, &taken)?;
            naming::claim(&dest)?;
            naming::place(&from, &dest).map(|()| dest)
        })
        .await
        .map_err(|e| EngineError::Worker(e.to_string()))?;
        match moved {
            Ok(dest) => result = dest,
            // The dub stays where it was downloaded, and the row names it there.
            Err(e) => tracing::warn!(dub = %rec.id, error = %e, "the dub stays in the work folder"),
        }
    }
    sh.update_dub(rec.id, DubState::Downloading, move |s| {
        s.mix_path = None;
        s.mix_error = Some(reason);
    })
    .await?;
    Ok(Some(result))
}

/// Pairs the done dub `id` with the instrumental at `path`, given after it was dubbed: the file is
/// checked, a copy kept in the library, and the dub becomes a cover in the key it was dubbed in.
pub async fn pair(
    ledger: &Ledger,
    media: &MediaSupport,
    id: DubId,
    path: &Path,
) -> Result<DubRecord, EngineError> {
    let rec = ledger.call(move |l| l.dubs().get(id)).await?;
    let vocal = super::naming::input_stem(&rec.spec.input, &rec.spec.input_name);
    super::intake::probe_dub_input(path, media)
        .await
        .map_err(super::error::Refusal::from)?;
    let kept = super::intake::keep_instrumental(ledger, path).await?;
    let cover = crate::job::Cover {
        instrumental: kept.clone(),
        instrumental_name: path.file_name().map_or_else(
            || path.display().to_string(),
            |n| n.to_string_lossy().into_owned(),
        ),
        song_name: crate::job::song_name(&vocal),
        key: 0,
    };
    match ledger.call(move |l| l.dubs().pair(id, &cover)).await {
        Ok(record) => Ok(record),
        Err(e) => {
            let _ = tokio::fs::remove_file(&kept).await;
            Err(e.into())
        }
    }
}
