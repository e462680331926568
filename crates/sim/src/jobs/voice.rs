//! A custom voice and its stages: new -> queued -> training -> done, or error when the training
//! files turn out to be unusable.

use std::time::{Duration, Instant};

use serde_json::{Value, json};
use uuid::Uuid;

use super::{Due, Outcome, Staged, due};
use crate::accounts::AccountId;
use crate::clock::Clock;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum VoiceStatus {
    New,
    Queued,
    Training,
    Done,
    Error,
}

impl VoiceStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::New => "new",
            Self::Queued => "queued",
            Self::Training => "training",
            Self::Done => "done",
            Self::Error => "error",
        }
    }
}

/// Why training failed: `errorCode` and `errorMessage`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VoiceFailure {
    pub code: &'static str,
    pub message: String,
}

#[derive(Debug, Clone)]
pub struct Voice {
    pub id: Uuid,
    pub account: AccountId,
    pub name: String,
    pub separate: bool,
    pub max_minutes: i64,
    /// One storage key per training file, in the order of `uploadUrls`.
    pub upload_keys: Vec<String>,
    pub status: VoiceStatus,
    pub failure: Option<VoiceFailure>,
    pub required_credits: i64,
    pub api_credits_used: i64,
    pub api_credits_left: Option<i64>,
    pub created_at: Instant,
    pub updated_at: Instant,
    pub completed_at: Option<Instant>,
    since: Instant,
    /// The check of the training files.
    pub checked: Option<Outcome<Result<(), VoiceFailure>>>,
}

impl Voice {
    pub fn new(
        id: Uuid,
        account: AccountId,
        name: String,
        separate: bool,
        max_minutes: i64,
        upload_keys: Vec<String>,
        now: Instant,
    ) -> Self {
        Self {
            id,
            account,
            name,
            separate,
            max_minutes,
            upload_keys,
            status: VoiceStatus::New,
            failure: None,
            required_credits: max_minutes * 10,
            api_credits_used: 0,
            api_credits_left: None,
            created_at: now,
            updated_at: now,
            completed_at: None,
            since: now,
            checked: None,
        }
    }

    pub fn enter(&mut self, status: VoiceStatus, at: Instant) {
        self.status = status;
        self.since = at;
        self.updated_at = at;
        if matches!(status, VoiceStatus::Done | VoiceStatus::Error) {
            self.completed_at = Some(at);
        }
    }

    /// The voice as the interface shows it (section 2.2).
    pub fn to_json(&self, clock: &Clock) -> Value {
        json!({
            "id": self.id,
            "name": self.name,
            "status": self.status.as_str(),
            "separate": self.separate,
            "maxMinutes": self.max_minutes,
            "errorCode": self.failure.as_ref().map(|f| f.code),
            "errorMessage": self.failure.as_ref().map(|f| f.message.as_str()),
            "apiCreditsUsed": self.api_credits_used,
            "apiCreditsLeft": self.api_credits_left,
            "completedAt": self.completed_at.map(|t| clock.stamp(t)),
            "createdAt": clock.stamp(self.created_at),
            "updatedAt": clock.stamp(self.updated_at),
            "requiredCredits": self.required_credits,
        })
    }
}

impl Staged for Voice {
    fn due(&self, stage: Duration) -> Due {
        match self.status {
            VoiceStatus::Queued => Due::At(self.since + stage),
            VoiceStatus::Training => due(self.since, stage, self.checked.as_ref()),
            VoiceStatus::New | VoiceStatus::Done | VoiceStatus::Error => Due::Never,
        }
    }

    fn step(&mut self, at: Instant) {
        match self.status {
            VoiceStatus::Queued => self.enter(VoiceStatus::Training, at),
            VoiceStatus::Training => match self.checked.as_ref().map(|o| &o.result) {
                Some(Ok(())) => self.enter(VoiceStatus::Done, at),
                Some(Err(f)) => {
                    self.failure = Some(f.clone());
                    self.enter(VoiceStatus::Error, at);
                }
                None => {}
            },
            VoiceStatus::New | VoiceStatus::Done | VoiceStatus::Error => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const STAGE: Duration = Duration::from_millis(100);

    #[test]
    fn training_ends_done_or_error_after_its_stages() {
        let t0 = Instant::now();
        for (check, want) in [
            (Ok(()), VoiceStatus::Done),
            (
                Err(VoiceFailure {
                    code: "training_failed",
                    message: "m".into(),
                }),
                VoiceStatus::Error,
            ),
        ] {
            let mut v = Voice::new(Uuid::nil(), 0, "n".into(), true, 5, vec!["k".into()], t0);
            assert_eq!(v.required_credits, 50);
            v.enter(VoiceStatus::Queued, t0);
            v.settle(t0 + STAGE, STAGE);
            assert_eq!(v.status, VoiceStatus::Training);
            v.settle(t0 + STAGE * 5, STAGE);
            assert_eq!(v.status, VoiceStatus::Training, "waits for the file check");
            v.checked = Some(Outcome {
                at: t0 + STAGE * 3,
                result: check,
            });
            v.settle(t0 + STAGE * 5, STAGE);
            assert_eq!(v.status, want);
            assert_eq!(v.completed_at, Some(t0 + STAGE * 3));
            let json = v.to_json(&Clock::new());
            assert_eq!(json["errorCode"].is_null(), want == VoiceStatus::Done);
        }
    }
}
