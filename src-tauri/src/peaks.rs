//! The waveforms the A/B player draws, decoded in a helper process and kept for a while: the
//! player asks again each time a row opens, and decoding a long song takes seconds.

use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::SystemTime;

use dubdeck_core::decode;

use crate::ipc::{ErrorCode, IpcError, WavePeaks};

/// Waveforms computed lately, by file (path, size and modification time) and bar count.
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
    /// The waveform of `path` in `bars` bars.
    pub async fn get(&self, path: PathBuf, bars: usize) -> Result<WavePeaks, IpcError> {
        let meta = tokio::fs::metadata(&path)
            .await
            .map_err(|e| IpcError::io(ErrorCode::ResultMissing, &path, &e))?;
        let key = PeaksKey {
            path: path.clone(),
            size: meta.len(),
            modified: meta.modified().ok(),
            bars,
        };
        if let Some(found) = self.lock().get(&key) {
            return Ok(WavePeaks::clone(found));
        }
        let found = tokio::task::spawn_blocking(move || decode::peaks(&path, bars))
            .await
            .map_err(|e| IpcError::new(ErrorCode::Internal, format!("the waveform stopped: {e}")))?
            .map_err(|e| {
                let mut error =
                    IpcError::new(ErrorCode::InputRefused, e.to_string()).about(e.path().to_string_lossy());
                error.details.reason = Some(e.code());
                error
            })?;
        let view = WavePeaks {
            duration_ms: found.duration_ms,
            bars: found.levels(),
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
