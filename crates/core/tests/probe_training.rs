//! The Train-a-voice wizard's file check: totals, proposed minutes, and warnings.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod media;
#[path = "probe_training/quality.rs"]
mod quality;
#[path = "probe_training/record.rs"]
mod record;

use dubdeck_core::cost::training_credits;
use dubdeck_core::decode::{MIN_RECOMMENDED_TRAINING_MS, ProbeError, TrainingWarning, check_training_files};

#[test]
fn short_totals_and_unreadable_files_are_warned_about() {
    let dir = tempfile::tempdir().unwrap();
    let a = dir.path().join("a.wav");
    let b = dir.path().join("b.wav");
    media::wav(&a, 20_000, 8_000, 1);
    media::wav(&b, 10_000, 8_000, 1);
    let paths = vec![a.clone(), media::fixture("not_media.txt"), b.clone()];
    let check = check_training_files(&paths, Some(5));
    assert_eq!(check.total_ms, 30_000);
    assert_eq!(
        check.suggested_max_minutes, 5,
        "never below the service's minimum"
    );
    assert_eq!(
        check.usable().map(|(p, _)| p.to_path_buf()).collect::<Vec<_>>(),
        vec![a, b]
    );
    assert!(matches!(check.files[1].result, Err(ProbeError::NotMedia { .. })));
    assert_eq!(
        check.warnings,
        vec![
            TrainingWarning::UnreadableFiles { count: 1 },
            TrainingWarning::TotalTooShort {
                total_ms: 30_000,
                recommended_ms: MIN_RECOMMENDED_TRAINING_MS
            },
        ]
    );
}

#[test]
fn totals_above_the_chosen_minutes_are_warned_about_and_minutes_proposed() {
    let dir = tempfile::tempdir().unwrap();
    let long = dir.path().join("long.wav");
    media::long_wav(&long, 6 * 60_000 + 30_000); // longer files than 30 min are fine for training too
    let check = check_training_files(std::slice::from_ref(&long), Some(5));
    assert_eq!(check.total_ms, 390_000);
    assert_eq!(check.suggested_max_minutes, 7);
    assert_eq!(
        check.warnings,
        vec![TrainingWarning::TotalAboveChosen {
            total_ms: 390_000,
            max_minutes: 5
        }]
    );
    assert_eq!(training_credits(check.suggested_max_minutes), 70);

    let fine = check_training_files(std::slice::from_ref(&long), Some(7));
    assert!(fine.warnings.is_empty(), "{:?}", fine.warnings);
}

#[test]
fn more_files_than_the_service_takes_is_warned_about() {
    let dir = tempfile::tempdir().unwrap();
    let paths: Vec<_> = (0..6)
        .map(|i| {
            let p = dir.path().join(format!("{i}.wav"));
            media::wav(&p, 30_000, 8_000, 1);
            p
        })
        .collect();
    let check = check_training_files(&paths, None);
    assert_eq!(check.total_ms, 180_000);
    assert_eq!(
        check.warnings,
        vec![TrainingWarning::TooManyFiles { count: 6, max: 5 }]
    );
}

#[test]
fn training_files_longer_than_a_dub_are_accepted() {
    let dir = tempfile::tempdir().unwrap();
    let long = dir.path().join("podcast.wav");
    media::long_wav(&long, 31 * 60_000);
    let check = check_training_files(&[long], Some(60));
    assert!(check.files[0].result.is_ok());
    assert_eq!(check.suggested_max_minutes, 31);
}
