//! The training wizard's view: its files as the probe sees them, what to know before paying, the
//! service's limits, and the voice to train.

use std::path::PathBuf;

use serde::{Deserialize, Serialize};
use specta::Type;

use dubdeck_core::cost::CREDITS_PER_MINUTE;
pub use dubdeck_core::decode::TrainingWarning;
use dubdeck_core::decode::{self, MIN_RECOMMENDED_TRAINING_MS};
use dubdeck_core::ledger::{
    MAX_TRAINING_FILES, MAX_TRAINING_MINUTES, MAX_VOICE_NAME_CHARS, MIN_TRAINING_MINUTES,
};

use super::{ProbedInput, probed_by};

pub use dubdeck_core::quality::{FileQuality, SetQuality};

/// The training wizard's check of its files: each file as the probe sees it (no 30-minute cap:
/// training files may be longer), the usable audio in all, the proposed maximum minutes, and what
/// the user should know before paying (none of it blocks the training by itself: unreadable files
/// are left out).
#[derive(Debug, Clone, PartialEq, Serialize, Type)]
#[serde(rename_all = "camelCase")]
pub struct TrainingCheck {
    pub files: Vec<ProbedInput>,
    pub total_ms: u64,
    pub suggested_max_minutes: u32,
    pub warnings: Vec<TrainingWarning>,
}

/// The limits the wizard checks against (the service's, section 7 of the interface), exported to
/// the page as `LIMITS.training`.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize, Type)]
#[serde(rename_all = "camelCase")]
pub struct TrainingLimits {
    pub max_files: u32,
    pub min_minutes: u32,
    pub max_minutes: u32,
    pub name_max_chars: u32,
    pub credits_per_minute: u32,
    /// Below this much audio, the wizard warns.
    pub recommended_ms: u64,
}

impl TrainingLimits {
    pub fn service() -> TrainingLimits {
        TrainingLimits {
            max_files: count(MAX_TRAINING_FILES),
            min_minutes: MIN_TRAINING_MINUTES,
            max_minutes: MAX_TRAINING_MINUTES,
            name_max_chars: count(MAX_VOICE_NAME_CHARS),
            credits_per_minute: u32::try_from(CREDITS_PER_MINUTE).unwrap_or(u32::MAX),
            recommended_ms: MIN_RECOMMENDED_TRAINING_MS,
        }
    }
}

/// A voice to train, as the wizard's review confirmed it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Type)]
#[serde(rename_all = "camelCase")]
pub struct StartTraining {
    pub name: String,
    pub files: Vec<String>,
    pub max_minutes: u32,
    pub separate: bool,
}

/// The check of the wizard's files against `max_minutes`, its current choice, if any (blocking).
pub fn training_check(paths: &[PathBuf], max_minutes: Option<u32>) -> TrainingCheck {
    let found = decode::check_training_files(paths, max_minutes);
    TrainingCheck {
        files: found
            .files
            .into_iter()
            .map(|f| probed_by(&f.path, f.result))
            .collect(),
        total_ms: found.total_ms,
        suggested_max_minutes: found.suggested_max_minutes,
        warnings: found.warnings,
    }
}

fn count(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ipc::RefusalReason;
    use crate::ipc::dubs::tests::write_silence;

    #[test]
    fn the_check_reports_each_file_the_total_the_proposal_and_the_warnings() {
        let dir = tempfile::tempdir().unwrap();
        let take = dir.path().join("take.wav");
        write_silence(&take, 90);
        let notes = dir.path().join("notes.txt");
        std::fs::write(&notes, b"lyrics, not audio").unwrap();
        let found = training_check(&[take.clone(), notes], Some(5));
        let [
            ProbedInput::Ready { size_bytes, .. },
            ProbedInput::Refused { reason, .. },
        ] = found.files.as_slice()
        else {
            panic!("{:?}", found.files);
        };
        assert_eq!(*size_bytes, std::fs::metadata(&take).unwrap().len());
        assert_eq!(*reason, RefusalReason::NotMedia);
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
        let l = TrainingLimits::service();
        assert_eq!((l.max_files, l.min_minutes, l.max_minutes), (5, 5, 60));
        assert_eq!((l.name_max_chars, l.credits_per_minute), (50, 10));
    }
}

/// One recording's quality report, or none when it cannot be read (the file check says why).
#[derive(Debug, Clone, PartialEq, Serialize, Type)]
#[serde(rename_all = "camelCase")]
pub struct RecordingQuality {
    pub path: String,
    pub quality: Option<FileQuality>,
}

/// The wizard's recordings measured: each file's report, and the set of those kept (what training
/// would be paid for against what the data holds).
#[derive(Debug, Clone, PartialEq, Serialize, Type)]
#[serde(rename_all = "camelCase")]
pub struct RecordingsQuality {
    pub files: Vec<RecordingQuality>,
    pub set: SetQuality,
}

/// The reports of `paths` (in order, from `measured` for each) and the set of those `kept`.
pub fn recordings_quality(
    paths: &[PathBuf],
    kept: &[bool],
    mut measured: impl FnMut(&std::path::Path) -> Option<FileQuality>,
) -> RecordingsQuality {
    let files: Vec<RecordingQuality> = paths
        .iter()
        .map(|p| RecordingQuality {
            path: p.to_string_lossy().into_owned(),
            quality: measured(p),
        })
        .collect();
    let (reports, kept): (Vec<&FileQuality>, Vec<bool>) = files
        .iter()
        .zip(kept.iter().copied().chain(std::iter::repeat(true)))
        .filter_map(|(f, k)| f.quality.as_ref().map(|q| (q, k)))
        .unzip();
    RecordingsQuality {
        set: SetQuality::of(&reports, &kept),
        files,
    }
}
