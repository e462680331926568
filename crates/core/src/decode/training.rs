//! The Train-a-voice wizard's file check: probe each chosen file (same refusals as for dubs, but no
//! 30-minute cap per file), add up the audio, propose `maxMinutes`, and warn about totals that are
//! very short or above the chosen minutes.

use std::path::{Path, PathBuf};

use serde::Serialize;

use super::{Probe, ProbeError, probe_any_length};
use crate::ledger::{MAX_TRAINING_FILES, MAX_TRAINING_MINUTES, MIN_TRAINING_MINUTES};

/// Below this much usable audio, training is very likely to give a poor voice. The interface states
/// no minimum; two minutes is our judgement.
pub const MIN_RECOMMENDED_TRAINING_MS: u64 = 2 * 60 * 1000;

/// One chosen file and what the probe said.
#[derive(Debug)]
pub struct TrainingFileReport {
    pub path: PathBuf,
    pub result: Result<Probe, ProbeError>,
}

/// Something the user should know before paying for training. None of these blocks training by
/// itself; unreadable files are left out of the job.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, specta::Type)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum TrainingWarning {
    /// Some files cannot be used (their errors are in the reports).
    UnreadableFiles { count: usize },
    /// The usable audio is very short.
    #[serde(rename_all = "camelCase")]
    TotalTooShort { total_ms: u64, recommended_ms: u64 },
    /// There is more audio than the chosen minutes; only that much is used.
    #[serde(rename_all = "camelCase")]
    TotalAboveChosen { total_ms: u64, max_minutes: u32 },
    /// More files than the service takes.
    TooManyFiles { count: usize, max: usize },
}

/// The whole check.
#[derive(Debug)]
pub struct TrainingCheck {
    pub files: Vec<TrainingFileReport>,
    /// Audio in the usable files.
    pub total_ms: u64,
    /// `maxMinutes` proposed from the total (rounded up, within 5 to 60).
    pub suggested_max_minutes: u32,
    pub warnings: Vec<TrainingWarning>,
}

impl TrainingCheck {
    /// The files that probed fine, in the chosen order.
    pub fn usable(&self) -> impl Iterator<Item = (&Path, &Probe)> {
        self.files
            .iter()
            .filter_map(|f| f.result.as_ref().ok().map(|p| (f.path.as_path(), p)))
    }
}

/// Probes `paths` and checks them against `max_minutes` (the wizard's current choice, if any).
pub fn check_training_files(paths: &[PathBuf], max_minutes: Option<u32>) -> TrainingCheck {
    let files: Vec<TrainingFileReport> = paths
        .iter()
        .map(|p| TrainingFileReport {
            path: p.clone(),
            result: probe_any_length(p),
        })
        .collect();
    let total_ms: u64 = files
        .iter()
        .filter_map(|f| f.result.as_ref().ok())
        .map(|p| p.duration_ms)
        .sum();
    let bad = files.iter().filter(|f| f.result.is_err()).count();

    let mut warnings = Vec::new();
    if paths.len() > MAX_TRAINING_FILES {
        warnings.push(TrainingWarning::TooManyFiles {
            count: paths.len(),
            max: MAX_TRAINING_FILES,
        });
    }
    if bad > 0 {
        warnings.push(TrainingWarning::UnreadableFiles { count: bad });
    }
    if total_ms < MIN_RECOMMENDED_TRAINING_MS && bad < files.len() {
        warnings.push(TrainingWarning::TotalTooShort {
            total_ms,
            recommended_ms: MIN_RECOMMENDED_TRAINING_MS,
        });
    }
    if let Some(max) = max_minutes
        && total_ms > u64::from(max) * 60_000
    {
        warnings.push(TrainingWarning::TotalAboveChosen {
            total_ms,
            max_minutes: max,
        });
    }
    let minutes = u32::try_from(total_ms.div_ceil(60_000)).unwrap_or(u32::MAX);
    TrainingCheck {
        files,
        total_ms,
        suggested_max_minutes: minutes.clamp(MIN_TRAINING_MINUTES, MAX_TRAINING_MINUTES),
        warnings,
    }
}
