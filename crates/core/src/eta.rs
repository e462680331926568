//! The time left of a running job, learned from this library's own finished jobs: each stage's
//! past lengths (`stage_times`), scaled to this job by the input's length (or, for transfers, by
//! the bytes to move), with a prior for a stage that has no history yet. The stage under way
//! counts what is left of it (a transfer by its bytes still to move); stages after it count whole.
//! Jobs waiting on a person (approval, credits) have no time left: it is theirs to decide.

use time::OffsetDateTime;

use crate::job::{DubState, JobKind, JobSnapshot, JobStage, JobStatus, TrainingState};
use crate::ledger::StageSample;

/// How many recent samples of each stage are learned from.
pub const SAMPLES_PER_STAGE: u32 = 20;

/// What a stage's length grows with.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Scale {
    /// Nearly constant.
    Fixed,
    /// The input's length, in seconds (a fixed part, then in proportion).
    Input,
    /// The bytes moved.
    Bytes,
}

/// A stage's prior: `fixed_ms + per_unit_ms * units` (units: input seconds or megabytes).
struct Prior {
    scale: Scale,
    fixed_ms: f64,
    per_unit_ms: f64,
}

const fn prior(scale: Scale, fixed_ms: f64, per_unit_ms: f64) -> Prior {
    Prior {
        scale,
        fixed_ms,
        per_unit_ms,
    }
}

/// The stages of a dub that run by themselves, in order, with their priors.
const DUB_STAGES: &[(DubState, Prior)] = &[
    (DubState::Created, prior(Scale::Fixed, 500.0, 0.0)),
    (DubState::Creating, prior(Scale::Fixed, 1_000.0, 0.0)),
    // 2 MB/s up.
    (DubState::Uploading, prior(Scale::Bytes, 1_000.0, 500.0)),
    (DubState::Preprocessing, prior(Scale::Input, 5_000.0, 200.0)),
    (DubState::Generating, prior(Scale::Fixed, 1_000.0, 0.0)),
    (DubState::Processing, prior(Scale::Input, 10_000.0, 500.0)),
    // A 48 kHz stereo WAV (192 kB per second of audio) at 2 MB/s down.
    (DubState::Downloading, prior(Scale::Input, 1_000.0, 100.0)),
];

const TRAINING_STAGES: &[(TrainingState, Prior)] = &[
    (TrainingState::Created, prior(Scale::Fixed, 500.0, 0.0)),
    (TrainingState::Creating, prior(Scale::Fixed, 1_000.0, 0.0)),
    (TrainingState::Uploading, prior(Scale::Bytes, 1_000.0, 500.0)),
    (TrainingState::Cloning, prior(Scale::Fixed, 1_000.0, 0.0)),
    (TrainingState::Training, prior(Scale::Input, 60_000.0, 1_000.0)),
];

/// The part of a stage's length that does not grow with the input, in the units scaled by: a
/// past job 10 times longer than this one is not expected to have taken 10 times as long.
const INPUT_SOFTENING_S: f64 = 30.0;
const BYTES_SOFTENING_MB: f64 = 1.0;

/// Fewer samples than this are topped up with the prior.
const TRUSTED_SAMPLES: usize = 3;

/// What this job's stage is scaled by.
#[derive(Debug, Clone, Copy, Default)]
struct Size {
    input_s: Option<f64>,
    megabytes: Option<f64>,
}

fn expected_ms(stage: &str, prior: &Prior, size: Size, samples: &[StageSample]) -> f64 {
    let units = match prior.scale {
        Scale::Fixed => 0.0,
        Scale::Input => size.input_s.unwrap_or(60.0),
        Scale::Bytes => size.megabytes.unwrap_or(5.0),
    };
    let from_prior = prior.fixed_ms + prior.per_unit_ms * units;
    let mut guesses: Vec<f64> = samples
        .iter()
        .filter(|s| s.stage == stage)
        .map(|s| {
            let took = s.millis as f64;
            match prior.scale {
                Scale::Fixed => took,
                Scale::Input => match s.input_ms {
                    Some(ms) => {
                        let then = ms as f64 / 1000.0;
                        took * (INPUT_SOFTENING_S + units) / (INPUT_SOFTENING_S + then)
                    }
                    None => took,
                },
                Scale::Bytes => match s.bytes {
                    Some(b) => {
                        let then = b as f64 / 1e6;
                        took * (BYTES_SOFTENING_MB + units) / (BYTES_SOFTENING_MB + then)
                    }
                    None => took,
                },
            }
        })
        .collect();
    while guesses.len() < TRUSTED_SAMPLES {
        guesses.push(from_prior);
    }
    median(&mut guesses)
}

fn median(values: &mut [f64]) -> f64 {
    values.sort_by(f64::total_cmp);
    let n = values.len();
    if n == 0 {
        return 0.0;
    }
    if n % 2 == 1 {
        values[n / 2]
    } else {
        (values[n / 2 - 1] + values[n / 2]) / 2.0
    }
}

/// The time left of `job` at `now`, in milliseconds, from `samples` (this kind's stage history);
/// `None` when it is not running.
pub fn estimate(job: &JobSnapshot, samples: &[StageSample], now: OffsetDateTime) -> Option<u64> {
    if job.status != JobStatus::Active {
        return None;
    }
    let input_s = match (job.excerpt, job.duration_ms) {
        (Some(e), Some(d)) => Some(e.duration_ms.min(d) as f64 / 1000.0),
        (Some(e), None) => Some(e.duration_ms as f64 / 1000.0),
        (None, d) => d.map(|d| d as f64 / 1000.0),
    };
    let sent_bytes = job.upload_bytes.or(job.input_bytes);
    let elapsed_ms = ((now - job.state_since).whole_milliseconds().max(0)) as f64;
    let (position, stages): (usize, Vec<(&'static str, &Prior)>) = match job.state {
        JobStage::Dub(state) => {
            let at = DUB_STAGES.iter().position(|(s, _)| *s == state)?;
            (at, DUB_STAGES.iter().map(|(s, p)| (s.as_str(), p)).collect())
        }
        JobStage::Training(state) => {
            let at = TRAINING_STAGES.iter().position(|(s, _)| *s == state)?;
            (at, TRAINING_STAGES.iter().map(|(s, p)| (s.as_str(), p)).collect())
        }
    };
    let mut left = 0.0;
    for (i, (stage, prior)) in stages.iter().enumerate().skip(position) {
        let bytes = match (job.kind, *stage) {
            (JobKind::Dub, "uploading") | (JobKind::Training, "uploading") => {
                job.bytes_total.filter(|_| i == position).or(sent_bytes)
            }
            (_, "downloading") => job.bytes_total.filter(|_| i == position),
            _ => None,
        };
        let size = Size {
            input_s,
            megabytes: bytes.map(|b| b as f64 / 1e6),
        };
        let whole = expected_ms(stage, prior, size, samples);
        if i > position {
            left += whole;
            continue;
        }
        // The stage under way: a transfer by the bytes still to move, anything else by its time.
        let transfer = prior.scale == Scale::Bytes || *stage == "downloading";
        left += match (transfer, job.bytes_total) {
            (true, Some(total)) if job.bytes_done > 0 && total > 0 => {
                let done = job.bytes_done.min(total) as f64;
                elapsed_ms * (total as f64 - done) / done
            }
            // Running over: a little more, never a countdown below zero.
            _ if elapsed_ms >= whole => whole * 0.1,
            _ => whole - elapsed_ms,
        };
    }
    Some(left.round().max(0.0) as u64)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::job::{DubId, JobId};
    use time::macros::datetime;

    fn dub(state: DubState, since: OffsetDateTime, duration_ms: u64) -> JobSnapshot {
        let mut job = JobSnapshot::new(
            JobId::Dub(DubId::new_random()),
            JobStage::Dub(state),
            "a".into(),
            since,
        );
        job.duration_ms = Some(duration_ms);
        job.input_bytes = Some(1_000_000);
        job.state_since = since;
        job.settle()
    }

    fn sample(stage: &str, millis: u64, input_ms: u64) -> StageSample {
        StageSample {
            stage: stage.into(),
            millis,
            input_ms: Some(input_ms),
            bytes: Some(1_000_000),
        }
    }

    #[test]
    fn history_replaces_the_prior_and_scales_with_the_input() {
        let at = datetime!(2026-05-01 12:00 UTC);
        let job = dub(DubState::Processing, at, 60_000);
        let history: Vec<StageSample> = (0..5).map(|_| sample("processing", 40_000, 60_000)).collect();
        // The same length as the history: its time, plus the download's prior.
        let left = estimate(&job, &history, at).unwrap();
        assert_eq!(left, 40_000 + 1_000 + 6_000);
        // Half way through, half of it is left.
        let left = estimate(&job, &history, at + time::Duration::seconds(20)).unwrap();
        assert_eq!(left, 20_000 + 7_000);
        // Twice as long an input takes longer, less than twice (a part is fixed).
        let long = dub(DubState::Processing, at, 120_000);
        let left = estimate(&long, &history, at).unwrap() - 13_000;
        assert!(left > 40_000 && left < 80_000, "{left}");
        // Nothing waits on a person.
        assert_eq!(
            estimate(&dub(DubState::AwaitingApproval, at, 60_000), &history, at),
            None
        );
        assert_eq!(estimate(&dub(DubState::Done, at, 60_000), &history, at), None);
    }

    #[test]
    fn a_transfer_counts_its_bytes_left() {
        let at = datetime!(2026-05-01 12:00 UTC);
        let mut job = dub(DubState::Uploading, at, 60_000);
        job.bytes_total = Some(1_000_000);
        job.bytes_done = 250_000;
        let later = estimate(&job, &[], at + time::Duration::seconds(1)).unwrap();
        let after_upload = estimate(&dub(DubState::Preprocessing, at, 60_000), &[], at).unwrap();
        // A quarter took a second: three seconds left of it.
        assert_eq!(later, 3_000 + after_upload);
    }
}
