//! Types shared by dub and training rows: approval of a spend, the in-flight network call that
//! guards against paying twice, and our typed failure codes.

use serde::{Deserialize, Serialize};
use time::OffsetDateTime;

use super::codec::text_enum;

/// Whether spending credits on a job was allowed, and by whom.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(rename_all = "snake_case")]
pub enum Approval {
    /// Not approved (yet): the engine must not call `generate` / `clone`.
    #[default]
    None,
    /// Approved automatically because the cost was under the user's threshold.
    Auto,
    /// Approved by the user.
    Approved,
}

text_enum!(Approval { None => "none", Auto => "auto", Approved => "approved" });

impl Approval {
    /// True when the engine may spend credits.
    pub fn is_granted(self) -> bool {
        !matches!(self, Approval::None)
    }
}

/// The network call a job is about to make or is making. It is committed BEFORE the call, so after a
/// crash the engine knows a request may have reached the service and reads the remote state before
/// doing anything that could spend credits twice.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PendingKind {
    /// `POST /v1/me/dubs` sent.
    CreateDubSent,
    /// Upload of the input to the presigned URL started.
    UploadStarted,
    /// `POST .../preprocess` sent.
    PreprocessSent,
    /// `POST .../generate` sent (spends credits).
    GenerateSent,
    /// Download of the result started.
    DownloadStarted,
    /// `POST /v1/me/voices` sent.
    CreateVoiceSent,
    /// `POST .../clone` sent (spends credits).
    CloneSent,
}

text_enum!(PendingKind {
    CreateDubSent => "create_dub_sent",
    UploadStarted => "upload_started",
    PreprocessSent => "preprocess_sent",
    GenerateSent => "generate_sent",
    DownloadStarted => "download_started",
    CreateVoiceSent => "create_voice_sent",
    CloneSent => "clone_sent",
});

impl PendingKind {
    /// True for calls that spend credits: never repeat them without reading the remote state first.
    pub fn spends_credits(self) -> bool {
        matches!(self, PendingKind::GenerateSent | PendingKind::CloneSent)
    }
}

/// A pending network call and when it was committed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct PendingAction {
    pub kind: PendingKind,
    #[serde(with = "time::serde::rfc3339")]
    pub since: OffsetDateTime,
}

/// Our failure codes (stable: stored in the ledger, sent to front ends, branched on by the UI).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FailureCode {
    /// The local check refused the input (folder, empty, unreadable, not media, too long...).
    InputRejected,
    /// The input file disappeared or changed before it was uploaded.
    InputMissing,
    /// The service refused the API key.
    Unauthorized,
    /// The account has too few credits (the job waits; this code is kept for display).
    NotEnoughCredits,
    /// The chosen voice no longer exists or is not accessible.
    VoiceNotFound,
    /// The service no longer knows this dub or voice.
    RemoteNotFound,
    /// The service reported status `error` (its error fields are empty at present).
    RemoteFailed,
    /// The service refused the request as invalid (`invalid_arguments`).
    InvalidRequest,
    /// Uploading the input failed after retries.
    UploadFailed,
    /// The presigned upload URL expired.
    UploadExpired,
    /// Downloading the result failed after retries.
    DownloadFailed,
    /// The result could not be written to the output folder.
    OutputFailed,
    /// The service could not be reached after retries.
    Network,
    /// The service answered with a server error after retries.
    ServerError,
    /// A call was cut off and its outcome could not be established.
    Interrupted,
    /// Something inside Dubdeck went wrong.
    Internal,
}

text_enum!(FailureCode {
    InputRejected => "input_rejected",
    InputMissing => "input_missing",
    Unauthorized => "unauthorized",
    NotEnoughCredits => "not_enough_credits",
    VoiceNotFound => "voice_not_found",
    RemoteNotFound => "remote_not_found",
    RemoteFailed => "remote_failed",
    InvalidRequest => "invalid_request",
    UploadFailed => "upload_failed",
    UploadExpired => "upload_expired",
    DownloadFailed => "download_failed",
    OutputFailed => "output_failed",
    Network => "network",
    ServerError => "server_error",
    Interrupted => "interrupted",
    Internal => "internal",
});

impl FailureCode {
    /// Whether the Retry button can help (the UI shows it only then).
    pub fn is_retryable(self) -> bool {
        !matches!(
            self,
            FailureCode::InputRejected | FailureCode::VoiceNotFound | FailureCode::InvalidRequest
        )
    }
}

/// Why a job failed, in plain words for the row.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct JobFailure {
    pub code: FailureCode,
    pub message: String,
}

impl JobFailure {
    pub fn new(code: FailureCode, message: impl Into<String>) -> Self {
        Self {
            code,
            message: message.into(),
        }
    }
}

/// What the local probe learnt about an input.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MediaSummary {
    pub duration_ms: u64,
    /// Human-readable container and codec, e.g. "wav/pcm_s16le".
    pub format: String,
}

/// The last thing the service told us about a job.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RemoteObservation {
    /// The raw `status` string; unknown values are kept as they came.
    pub status: String,
    /// The whole object as received.
    pub json: serde_json::Value,
    #[serde(with = "time::serde::rfc3339")]
    pub observed_at: OffsetDateTime,
}

/// Fields every job row has for polling and retries; shared so the engine's scheduler treats dubs
/// and trainings alike.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
pub struct Schedule {
    /// When the engine should look at this job next; `None` = not scheduled (waiting for the user,
    /// or terminal).
    #[serde(with = "time::serde::rfc3339::option")]
    pub next_poll_at: Option<OffsetDateTime>,
    pub poll_count: u32,
    /// Failed tries of the current step (reset when the step succeeds).
    pub attempts: u32,
    /// Failed tries over the job's life.
    pub total_attempts: u32,
}

impl Schedule {
    /// Counts a failed try of the current step.
    pub fn record_failure(&mut self) {
        self.attempts = self.attempts.saturating_add(1);
        self.total_attempts = self.total_attempts.saturating_add(1);
    }

    /// The current step succeeded: its failure count starts again.
    pub fn record_success(&mut self) {
        self.attempts = 0;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_enums_round_trip() {
        for code in FailureCode::ALL {
            assert_eq!(FailureCode::parse(code.as_str()), Some(*code));
            let json = serde_json::to_string(code).unwrap();
            assert_eq!(json, format!("\"{}\"", code.as_str()));
        }
        for kind in PendingKind::ALL {
            assert_eq!(PendingKind::parse(kind.as_str()), Some(*kind));
        }
        for a in Approval::ALL {
            assert_eq!(Approval::parse(a.as_str()), Some(*a));
        }
        assert_eq!(FailureCode::parse("nope"), None);
    }

    #[test]
    fn only_generate_and_clone_spend_credits() {
        let spenders: Vec<_> = PendingKind::ALL
            .iter()
            .filter(|k| k.spends_credits())
            .copied()
            .collect();
        assert_eq!(spenders, vec![PendingKind::GenerateSent, PendingKind::CloneSent]);
        assert!(!Approval::None.is_granted());
        assert!(Approval::Auto.is_granted() && Approval::Approved.is_granted());
    }

    #[test]
    fn schedule_counts_failures_per_step_and_in_total() {
        let mut s = Schedule::default();
        s.record_failure();
        s.record_failure();
        s.record_success();
        s.record_failure();
        assert_eq!((s.attempts, s.total_attempts), (1, 3));
    }
}
