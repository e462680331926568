//! The A/B player's media: the original and the dub of a done job, as loopback URLs the page's
//! audio elements can play and seek, and their waveforms, computed here from the decoded audio.
//! Jobs are named by their ids; the files are the library's record of the job, never a path from
//! the page.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::SystemTime;

use dubdeck_core::events::JobId;
use dubdeck_core::ledger::DubInput;
use dubdeck_core::probe;

use super::ShellState;
use super::dubs::file_name;
use crate::ipc::{IpcError, JobMedia, MediaSide, MediaTrack, WavePeaks};
use crate::media::MediaServer;
use crate::rows::parse_job_key;

/// The original and the dub of a done dub, ready to play.
#[tauri::command]
#[specta::specta]
pub async fn job_media(shell: ShellState<'_>, id: String) -> Result<JobMedia, IpcError> {
    let files = dub_files(&shell, &id).await?;
    let server = shell.media().await?;
    let track = async |path: &Path| {
        if tokio::fs::try_exists(path).await.unwrap_or(false) {
            MediaTrack::Ready {
                url: server.share(path).to_string(),
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
    Ok(JobMedia {
        original,
        dub: track(&files.output).await,
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
                "no_local_file",
                "the original is a link, not a file",
            ));
        }
    };
    let bars = usize::try_from(bars).unwrap_or(usize::MAX);
    shell.peaks().get(path, bars).await
}

/// A done dub's result file, as the library records it.
pub async fn result_file(shell: &ShellState<'_>, id: &str) -> Option<PathBuf> {
    dub_files(shell, id).await.ok().map(|f| f.output)
}

/// A dub's input and result, from the library.
struct DubFiles {
    input: DubInput,
    output: PathBuf,
}

async fn dub_files(shell: &ShellState<'_>, id: &str) -> Result<DubFiles, IpcError> {
    let JobId::Dub(dub) = parse_job_key(id)? else {
        return Err(IpcError::new("no_result", "a training has no audio to play"));
    };
    let ctx = shell.ctx().await?;
    let record = ctx
        .ledger()
        .call(move |l| l.dubs().get(dub))
        .await
        .map_err(|e| IpcError::from(dubdeck_core::context::AppError::from(e)))?;
    let Some(output) = record.status.output_path else {
        return Err(IpcError::new("no_result", "the dub is not finished yet"));
    };
    Ok(DubFiles {
        input: record.spec.input,
        output,
    })
}

/// Waveforms computed lately, by file (path, size and modification time) and bar count: the
/// player asks again each time a row opens, and decoding a long song takes seconds.
#[derive(Default)]
pub struct PeaksCache {
    done: Mutex<HashMap<PeaksKey, Arc<WavePeaks>>>,
}

#[derive(Clone, PartialEq, Eq, Hash)]
struct PeaksKey {
    path: PathBuf,
    size: u64,
    modified: Option<SystemTime>,
    bars: usize,
}

/// The most waveforms kept (each at most 4 KiB).
const PEAKS_KEPT: usize = 64;

impl PeaksCache {
    async fn get(&self, path: PathBuf, bars: usize) -> Result<WavePeaks, IpcError> {
        let meta = tokio::fs::metadata(&path).await.map_err(|e| {
            let mut error = IpcError::new("result_missing", format!("the file cannot be read: {e}"));
            error.value = Some(path.to_string_lossy().into());
            error
        })?;
        let key = PeaksKey {
            path: path.clone(),
            size: meta.len(),
            modified: meta.modified().ok(),
            bars,
        };
        if let Some(found) = self.lock().get(&key) {
            return Ok(WavePeaks::clone(found));
        }
        let found = tokio::task::spawn_blocking(move || probe::peaks(&path, bars))
            .await
            .map_err(|e| IpcError::new("internal", format!("the waveform stopped: {e}")))?
            .map_err(|e| {
                let mut error = IpcError::new(e.code().as_str(), e.to_string());
                error.value = Some(e.path().to_string_lossy().into());
                error
            })?;
        let view = WavePeaks {
            duration_ms: found.duration_ms,
            bars: found.bars.iter().map(|b| quantize(*b)).collect(),
        };
        let mut done = self.lock();
        if done.len() >= PEAKS_KEPT {
            done.clear();
        }
        done.insert(key, Arc::new(view.clone()));
        Ok(view)
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<PeaksKey, Arc<WavePeaks>>> {
        self.done.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

/// 0.0..=1.0 to 0..=255.
fn quantize(level: f32) -> u8 {
    (level.clamp(0.0, 1.0) * 255.0).round() as u8
}

/// The shell's media server, started on first use.
pub async fn start_server() -> Result<MediaServer, IpcError> {
    MediaServer::start()
        .await
        .map_err(|e| IpcError::new("internal", format!("the player's media server cannot start: {e}")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_map_to_bytes() {
        assert_eq!(quantize(0.0), 0);
        assert_eq!(quantize(1.0), 255);
        assert_eq!(quantize(0.5), 128);
        assert_eq!(quantize(7.0), 255);
        assert_eq!(quantize(f32::NAN), 0);
    }
}
