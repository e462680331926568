//! A dub and its stages: new -> preprocessing -> preprocessed -> queued -> starting -> processing
//! -> finalizing -> done, or error (from preprocessing or finalizing).

use std::path::PathBuf;
use std::time::{Duration, Instant};

use serde_json::{Value, json};
use uuid::Uuid;

use super::{Due, Outcome, Staged, due};
use crate::accounts::AccountId;
use crate::clock::Clock;
use crate::storage::Storage;

/// The longest input a dub accepts: 30 minutes.
pub const MAX_DUB_MS: u64 = 30 * 60 * 1000;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DubStatus {
    New,
    Preprocessing,
    Preprocessed,
    Queued,
    Starting,
    Processing,
    Finalizing,
    Done,
    Error,
}

impl DubStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::New => "new",
            Self::Preprocessing => "preprocessing",
            Self::Preprocessed => "preprocessed",
            Self::Queued => "queued",
            Self::Starting => "starting",
            Self::Processing => "processing",
            Self::Finalizing => "finalizing",
            Self::Done => "done",
            Self::Error => "error",
        }
    }
}

#[derive(Debug, Clone)]
pub enum DubInput {
    /// The client uploads to the presigned URL of this storage key.
    Upload {
        key: String,
    },
    Link {
        url: String,
    },
}

/// What measuring the input found.
#[derive(Debug, Clone)]
pub struct Measured {
    pub duration_ms: u64,
    /// The decoded file, kept as the input of rendering.
    pub path: PathBuf,
}

/// 10 credits per started minute, at least 10.
pub fn required_credits(duration_ms: u64) -> i64 {
    let minutes = duration_ms.div_ceil(60_000).max(1);
    i64::try_from(minutes).unwrap_or(i64::MAX / 10).saturating_mul(10)
}

#[derive(Debug, Clone)]
pub struct Dub {
    pub id: Uuid,
    pub account: AccountId,
    pub voice_id: Uuid,
    pub input: DubInput,
    pub separate: bool,
    pub pitch_shift: i32,
    pub status: DubStatus,
    pub input_duration: Option<u64>,
    pub required_credits: Option<i64>,
    pub api_credits_used: i64,
    pub api_credits_left: Option<i64>,
    pub created_at: Instant,
    pub updated_at: Instant,
    pub completed_at: Option<Instant>,
    /// When the current status began.
    since: Instant,
    pub measured: Option<Outcome<Result<Measured, String>>>,
    /// The storage key of the rendered result.
    pub rendered: Option<Outcome<Result<String, String>>>,
    /// Why the dub failed (the interface shows no reason; kept for logs).
    pub failure: Option<String>,
}

impl Dub {
    pub fn new(
        id: Uuid,
        account: AccountId,
        voice_id: Uuid,
        input: DubInput,
        separate: bool,
        pitch_shift: i32,
        now: Instant,
    ) -> Self {
        Self {
            id,
            account,
            voice_id,
            input,
            separate,
            pitch_shift,
            status: DubStatus::New,
            input_duration: None,
            required_credits: None,
            api_credits_used: 0,
            api_credits_left: None,
            created_at: now,
            updated_at: now,
            completed_at: None,
            since: now,
            measured: None,
            rendered: None,
            failure: None,
        }
    }

    /// Moves to `status` at `at` (client-driven moves and `step` alike).
    pub fn enter(&mut self, status: DubStatus, at: Instant) {
        self.status = status;
        self.since = at;
        self.updated_at = at;
        if matches!(status, DubStatus::Done | DubStatus::Error) {
            self.completed_at = Some(at);
        }
    }

    fn fail(&mut self, why: String, at: Instant) {
        tracing::info!(dub = %self.id, "dub failed: {why}");
        self.failure = Some(why);
        self.enter(DubStatus::Error, at);
    }

    /// The result's storage key once the dub is done.
    pub fn result_key(&self) -> Option<&str> {
        match (&self.status, &self.rendered) {
            (DubStatus::Done, Some(Outcome { result: Ok(key), .. })) => Some(key),
            _ => None,
        }
    }

    /// The dub as the interface shows it (section 2.1: every field, always).
    pub fn to_json(&self, clock: &Clock, storage: &Storage) -> Value {
        let (link, source) = match &self.input {
            DubInput::Link { url } => (Some(url.as_str()), "link"),
            DubInput::Upload { .. } => (None, "upload"),
        };
        json!({
            "id": self.id,
            "voiceId": self.voice_id,
            "link": link,
            "separate": self.separate,
            "status": self.status.as_str(),
            "inputDuration": self.input_duration,
            "inputSource": source,
            "pitchShift": self.pitch_shift,
            "errorCode": Value::Null,
            "errorMessage": Value::Null,
            "apiCreditsUsed": self.api_credits_used,
            "apiCreditsLeft": self.api_credits_left,
            "completedAt": self.completed_at.map(|t| clock.stamp(t)),
            "createdAt": clock.stamp(self.created_at),
            "updatedAt": clock.stamp(self.updated_at),
            "dubUrl": self.result_key().map(|k| storage.result_url(k).to_string()),
            "requiredCredits": self.required_credits,
        })
    }
}

impl Staged for Dub {
    fn due(&self, stage: Duration) -> Due {
        match self.status {
            DubStatus::Preprocessing => due(self.since, stage, self.measured.as_ref()),
            DubStatus::Queued | DubStatus::Starting | DubStatus::Processing => Due::At(self.since + stage),
            DubStatus::Finalizing => due(self.since, stage, self.rendered.as_ref()),
            DubStatus::New | DubStatus::Preprocessed | DubStatus::Done | DubStatus::Error => Due::Never,
        }
    }

    fn step(&mut self, at: Instant) {
        match self.status {
            DubStatus::Preprocessing => match self.measured.as_ref().map(|o| &o.result) {
                Some(Ok(m)) if m.duration_ms == 0 => self.fail("the input has no audio frames".into(), at),
                Some(Ok(m)) if m.duration_ms > MAX_DUB_MS => {
                    let why = format!("the input lasts {} ms, over the 30-minute limit", m.duration_ms);
                    self.fail(why, at);
                }
                Some(Ok(m)) => {
                    self.input_duration = Some(m.duration_ms);
                    self.required_credits = Some(required_credits(m.duration_ms));
                    self.enter(DubStatus::Preprocessed, at);
                }
                Some(Err(why)) => self.fail(why.clone(), at),
                None => {}
            },
            DubStatus::Queued => self.enter(DubStatus::Starting, at),
            DubStatus::Starting => self.enter(DubStatus::Processing, at),
            DubStatus::Processing => self.enter(DubStatus::Finalizing, at),
            DubStatus::Finalizing => match self.rendered.as_ref().map(|o| &o.result) {
                Some(Ok(_)) => self.enter(DubStatus::Done, at),
                Some(Err(why)) => self.fail(why.clone(), at),
                None => {}
            },
            DubStatus::New | DubStatus::Preprocessed | DubStatus::Done | DubStatus::Error => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const STAGE: Duration = Duration::from_millis(100);

    fn dub(now: Instant) -> Dub {
        Dub::new(
            Uuid::nil(),
            0,
            Uuid::nil(),
            DubInput::Upload { key: "k".into() },
            true,
            0,
            now,
        )
    }

    fn measured(at: Instant, ms: u64) -> Option<Outcome<Result<Measured, String>>> {
        Some(Outcome {
            at,
            result: Ok(Measured {
                duration_ms: ms,
                path: PathBuf::from("x"),
            }),
        })
    }

    #[test]
    fn credits_are_per_started_minute() {
        assert_eq!(required_credits(0), 10);
        assert_eq!(required_credits(1_500), 10);
        assert_eq!(required_credits(60_000), 10);
        assert_eq!(required_credits(60_001), 20);
        assert_eq!(required_credits(MAX_DUB_MS), 300);
    }

    #[test]
    fn preprocessing_waits_for_both_time_and_measurement() {
        let t0 = Instant::now();
        let mut d = dub(t0);
        d.enter(DubStatus::Preprocessing, t0);
        d.settle(t0 + STAGE * 5, STAGE);
        assert_eq!(d.status, DubStatus::Preprocessing, "no measurement yet");
        d.measured = measured(t0 + STAGE / 2, 90_000);
        d.settle(t0 + STAGE / 2, STAGE);
        assert_eq!(d.status, DubStatus::Preprocessing, "stage time not over");
        d.settle(t0 + STAGE, STAGE);
        assert_eq!(d.status, DubStatus::Preprocessed);
        assert_eq!((d.input_duration, d.required_credits), (Some(90_000), Some(20)));
        assert_eq!(d.updated_at, t0 + STAGE);
    }

    #[test]
    fn generation_runs_through_every_stage_with_exact_stamps() {
        let t0 = Instant::now();
        let mut d = dub(t0);
        d.enter(DubStatus::Queued, t0);
        d.rendered = Some(Outcome {
            at: t0,
            result: Ok("r".into()),
        });
        d.settle(t0 + STAGE * 2 + STAGE / 2, STAGE);
        assert_eq!(d.status, DubStatus::Processing);
        assert_eq!(d.updated_at, t0 + STAGE * 2);
        d.settle(t0 + STAGE * 10, STAGE);
        assert_eq!(d.status, DubStatus::Done);
        assert_eq!(d.completed_at, Some(t0 + STAGE * 4));
        assert_eq!(d.result_key(), Some("r"));
    }

    #[test]
    fn too_long_or_failed_inputs_end_in_error() {
        let t0 = Instant::now();
        for m in [
            measured(t0, MAX_DUB_MS + 1),
            measured(t0, 0),
            Some(Outcome {
                at: t0,
                result: Err("x".into()),
            }),
        ] {
            let mut d = dub(t0);
            d.enter(DubStatus::Preprocessing, t0);
            d.measured = m;
            d.settle(t0 + STAGE, STAGE);
            assert_eq!(d.status, DubStatus::Error);
            assert_eq!((d.input_duration, d.required_credits), (None, None));
            assert!(d.completed_at.is_some());
        }
        let mut d = dub(t0);
        d.enter(DubStatus::Preprocessing, t0);
        d.measured = measured(t0, MAX_DUB_MS);
        d.settle(t0 + STAGE, STAGE);
        assert_eq!(d.status, DubStatus::Preprocessed, "exactly 30 minutes is allowed");
    }

    #[test]
    fn only_time_driven_stages_come_due() {
        let t0 = Instant::now();
        let mut d = dub(t0);
        assert_eq!(d.due(Duration::ZERO), Due::Never);
        d.enter(DubStatus::Queued, t0);
        assert_eq!(d.due(STAGE), Due::At(t0 + STAGE));
        d.enter(DubStatus::Finalizing, t0);
        assert_eq!(d.due(STAGE), Due::AwaitingWork);
        d.enter(DubStatus::Preprocessed, t0);
        assert_eq!(d.due(STAGE), Due::Never);
    }
}
