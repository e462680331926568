//! The A/B player's media: the original and the dub of a done job (and the dub's video copy), as
//! loopback URLs the page's media elements can play and seek, and their waveforms, computed here
//! from the decoded audio.
//! Jobs are named by their ids; the files are the library's record of the job, never a path from
//! the page.

use std::path::{Path, PathBuf};

use dubdeck_core::events::JobId;
use dubdeck_core::job::DubState;
use dubdeck_core::ledger::DubInput;

use super::ShellState;
use crate::ipc::{ErrorCode, IpcError, JobMedia, MediaSide, MediaTrack, WavePeaks, file_name, parse_job_key};

/// The original and the dub of a done dub, ready to play.
#[tauri::command]
#[specta::specta]
pub async fn job_media(shell: ShellState<'_>, id: String) -> Result<JobMedia, IpcError> {
    let files = dub_files(&shell, &id).await?;
    let server = shell.media().await?;
    let track = async |path: &Path| {
        if tokio::fs::try_exists(path).await.unwrap_or(false) {
            MediaTrack::Ready {
                url: server.share(files.job, path).to_string(),
                name: file_name(path),
            }
        } else {
            MediaTrack::Missing {
                path: path.to_string_lossy().into_owned(),
            }
        }
    };
    let original = match &files.input {
        DubInput::File { path, .. } => track(path).await,
        DubInput::Link { url } => MediaTrack::Link { url: url.to_string() },
    };
    let video = match &files.video {
        Some(path) => Some(track(path).await),
        None => None,
    };
    let instrumental = match &files.instrumental {
        Some(path) => Some(track(path).await),
        None => None,
    };
    Ok(JobMedia {
        original,
        dub: track(&files.output).await,
        video,
        instrumental,
        excerpt_start_ms: files.excerpt_start_ms,
    })
}

/// The waveform of one side of a done dub, in `bars` bars (at most 4,096).
#[tauri::command]
#[specta::specta]
pub async fn media_peaks(
    shell: ShellState<'_>,
    id: String,
    side: MediaSide,
    bars: u32,
) -> Result<WavePeaks, IpcError> {
    let files = dub_files(&shell, &id).await?;
    let path = match (side, files.input) {
        (MediaSide::Dub, _) => files.output,
        (MediaSide::Original, DubInput::File { path, .. }) => path,
        (MediaSide::Original, DubInput::Link { .. }) => {
            return Err(IpcError::new(
                ErrorCode::NoResult,
                "the original is a link, not a file",
            ));
        }
    };
    let bars = usize::try_from(bars).unwrap_or(usize::MAX);
    shell.peaks().get(path, bars).await
}

/// A done dub's input and results, from the library.
struct DubFiles {
    job: JobId,
    input: DubInput,
    output: PathBuf,
    video: Option<PathBuf>,
    /// A cover's instrumental (the library's copy), which the mixer plays under the dub.
    instrumental: Option<PathBuf>,
    excerpt_start_ms: Option<u64>,
}

async fn dub_files(shell: &ShellState<'_>, id: &str) -> Result<DubFiles, IpcError> {
    let job = parse_job_key(id)?;
    let JobId::Dub(dub) = job else {
        return Err(IpcError::new(
            ErrorCode::NoResult,
            "a training has no audio to play",
        ));
    };
    let ctx = shell.ctx().await?;
    let record = ctx
        .ledger()
        .call(move |l| l.dubs().get(dub))
        .await
        .map_err(|e| IpcError::from(dubdeck_core::context::AppError::from(e)))?;
    let Some(output) = record.status.output_path else {
        return Err(IpcError::new(ErrorCode::NoResult, "the dub is not finished yet"));
    };
    Ok(DubFiles {
        job,
        input: record.spec.input,
        output,
        video: record
            .status
            .video_path
            .filter(|_| record.status.state == DubState::Done),
        excerpt_start_ms: record.spec.local.excerpt.map(|e| e.start_ms),
        instrumental: record.spec.local.cover.map(|c| c.instrumental),
    })
}
