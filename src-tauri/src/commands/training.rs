//! Training a voice: the wizard's file check (local, before any request), its file picker, its
//! limits, and the training itself.

use std::path::PathBuf;

use tauri::AppHandle;

use dubdeck_core::engine::TrainingRequest;
use dubdeck_core::ledger::{
    MAX_TRAINING_FILES, MAX_TRAINING_MINUTES, MAX_VOICE_NAME_CHARS, MIN_TRAINING_MINUTES,
};
use dubdeck_core::probe::{self, CREDITS_PER_MINUTE, MIN_RECOMMENDED_TRAINING_MS};

use super::ShellState;
use super::dubs::{pick_paths, probed_by};
use crate::ipc::{IpcError, JobRow, StartTraining, TrainingCheck, TrainingLimits, TrainingWarning};

/// The limits the wizard checks against.
#[tauri::command]
#[specta::specta]
pub fn training_limits() -> TrainingLimits {
    limits()
}

/// Probes the wizard's files (no 30-minute cap per file) and checks them against `max_minutes`,
/// the wizard's current choice, if any.
#[tauri::command]
#[specta::specta]
pub async fn check_training_files(
    paths: Vec<String>,
    max_minutes: Option<u32>,
) -> Result<TrainingCheck, IpcError> {
    let paths: Vec<PathBuf> = paths.into_iter().map(PathBuf::from).collect();
    tokio::task::spawn_blocking(move || check(&paths, max_minutes))
        .await
        .map_err(|e| IpcError::new("internal", format!("the file check stopped: {e}")))
}

/// Recordings for training, chosen with the system's picker; empty when the user cancels.
#[tauri::command]
#[specta::specta]
pub async fn pick_training_files(app: AppHandle, shell: ShellState<'_>) -> Result<Vec<String>, IpcError> {
    let paths = pick_paths(&app, "Choose recordings of the voice to train").await;
    shell.offered().offer(paths.iter().cloned());
    Ok(paths
        .into_iter()
        .map(|p| p.to_string_lossy().into_owned())
        .collect())
}

/// Trains a voice. The cost the review showed (10 credits per training minute) is confirmed with
/// it: training starts by itself once the files are up, unless the service asks for more.
#[tauri::command]
#[specta::specta]
pub async fn start_training(shell: ShellState<'_>, request: StartTraining) -> Result<JobRow, IpcError> {
    let files: Vec<PathBuf> = request.files.iter().map(PathBuf::from).collect();
    shell.offered().check(files.iter().map(PathBuf::as_path))?;
    let confirmed = u32::try_from(probe::training_credits(request.max_minutes)).unwrap_or(u32::MAX);
    let request = TrainingRequest {
        name: request.name,
        max_minutes: request.max_minutes,
        separate: request.separate,
        files: request.files.into_iter().map(PathBuf::from).collect(),
        approve_up_to: Some(confirmed),
    };
    let ctx = shell.ctx().await?;
    let view = ctx.start_training(request).await.map_err(|e| shell.fail(e))?;
    Ok(crate::rows::row(&view))
}

fn limits() -> TrainingLimits {
    let count = |n: usize| u32::try_from(n).unwrap_or(u32::MAX);
    TrainingLimits {
        max_files: count(MAX_TRAINING_FILES),
        min_minutes: MIN_TRAINING_MINUTES,
        max_minutes: MAX_TRAINING_MINUTES,
        name_max_chars: count(MAX_VOICE_NAME_CHARS),
        credits_per_minute: u32::try_from(CREDITS_PER_MINUTE).unwrap_or(u32::MAX),
        recommended_ms: MIN_RECOMMENDED_TRAINING_MS,
    }
}

/// The check (blocking).
fn check(paths: &[PathBuf], max_minutes: Option<u32>) -> TrainingCheck {
    let found = probe::check_training_files(paths, max_minutes);
    let count = |n: usize| u32::try_from(n).unwrap_or(u32::MAX);
    TrainingCheck {
        files: found
            .files
            .into_iter()
            .map(|f| probed_by(&f.path, f.result))
            .collect(),
        total_ms: found.total_ms,
        suggested_max_minutes: found.suggested_max_minutes,
        warnings: found
            .warnings
            .into_iter()
            .map(|w| match w {
                probe::TrainingWarning::UnreadableFiles { count: n } => {
                    TrainingWarning::UnreadableFiles { count: count(n) }
                }
                probe::TrainingWarning::TotalTooShort {
                    total_ms,
                    recommended_ms,
                } => TrainingWarning::TotalTooShort {
                    total_ms,
                    recommended_ms,
                },
                probe::TrainingWarning::TotalAboveChosen {
                    total_ms,
                    max_minutes,
                } => TrainingWarning::TotalAboveChosen {
                    total_ms,
                    max_minutes,
                },
                probe::TrainingWarning::TooManyFiles { count: n, max } => TrainingWarning::TooManyFiles {
                    count: count(n),
                    max: count(max),
                },
            })
            .collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::commands::dubs::tests::write_silence;
    use crate::ipc::ProbedInput;

    #[test]
    fn the_check_reports_each_file_the_total_the_proposal_and_the_warnings() {
        let dir = tempfile::tempdir().unwrap();
        let take = dir.path().join("take.wav");
        write_silence(&take, 90);
        let notes = dir.path().join("notes.txt");
        std::fs::write(&notes, b"lyrics, not audio").unwrap();
        let found = check(&[take.clone(), notes], Some(5));
        let [
            ProbedInput::Ready { size_bytes, .. },
            ProbedInput::Refused { reason, .. },
        ] = found.files.as_slice()
        else {
            panic!("{:?}", found.files);
        };
        assert_eq!(*size_bytes, std::fs::metadata(&take).unwrap().len());
        assert_eq!(reason, "not_media");
        assert!((89_000..=91_000).contains(&found.total_ms), "{}", found.total_ms);
        // 1.5 minutes of audio: the smallest training, 5 minutes.
        assert_eq!(found.suggested_max_minutes, 5);
        assert!(
            found
                .warnings
                .contains(&TrainingWarning::UnreadableFiles { count: 1 })
        );
        assert!(
            found.warnings.iter().any(|w| matches!(
                w,
                TrainingWarning::TotalTooShort {
                    recommended_ms: 120_000,
                    ..
                }
            )),
            "{:?}",
            found.warnings
        );
    }

    #[test]
    fn the_limits_are_the_services() {
        let l = limits();
        assert_eq!((l.max_files, l.min_minutes, l.max_minutes), (5, 5, 60));
        assert_eq!((l.name_max_chars, l.credits_per_minute), (50, 10));
    }
}
