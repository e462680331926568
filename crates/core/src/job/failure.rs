//! What a job holds besides its state, as every front end reads it: approval of a spend, why it
//! failed (a stable code with parameters, never words), a passing notice, and what the local probe
//! learnt of its input.

use std::path::PathBuf;

use serde::{Deserialize, Serialize};
use time::OffsetDateTime;
use uuid::Uuid;

use super::JobStage;
use crate::text_enum::text_enum;

/// Whether spending credits on a job was allowed, and by whom.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, Default, specta::Type)]
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

/// Our failure codes (stable: stored in the ledger, sent to front ends, branched on by the UI).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, specta::Type)]
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
    /// Dubdeck could not make what it sends from the input on this computer (ffmpeg's work).
    MediaFailed,
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
    MediaFailed => "media_failed",
    OutputFailed => "output_failed",
    Network => "network",
    ServerError => "server_error",
    Interrupted => "interrupted",
    Internal => "internal",
});

impl FailureCode {
    /// Whether trying again can help (front ends offer it only then).
    pub fn is_retryable(self) -> bool {
        !matches!(
            self,
            FailureCode::InputRejected | FailureCode::VoiceNotFound | FailureCode::InvalidRequest
        )
    }
}

/// Why a job failed: a stable code (the serde tag `code`, one of [`FailureCode`]) with the
/// parameters a front end needs to say it in its own words, e.g.
/// `{"code":"not_enough_credits","needed":40,"balance":25}`. No wording lives here: front ends own
/// the words. Every parameter may be absent in rows written before the parameters were stored.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, specta::Type)]
#[serde(tag = "code", rename_all = "snake_case")]
#[non_exhaustive]
pub enum JobFailure {
    /// The local check refused the input.
    #[serde(rename_all = "camelCase")]
    InputRejected {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        detail: Option<String>,
        /// What kind of file it is, when it is not one self-contained audio or video file.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        container: Option<crate::codes::ContainerKind>,
    },
    /// The input file disappeared, cannot be read, or changed size since it was chosen.
    #[serde(rename_all = "camelCase")]
    InputMissing {
        #[serde(
            default,
            skip_serializing_if = "Option::is_none",
            serialize_with = "super::lossy_path"
        )]
        path: Option<PathBuf>,
        /// Its size when it was chosen.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        expected_bytes: Option<u64>,
        /// Its size now, when it is still there (it changed).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        found_bytes: Option<u64>,
        /// Why it cannot be read, as the system's problem, when it cannot.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        io: Option<crate::codes::IoProblem>,
        /// The system's own words for it (never ours; older rows may hold other text).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        reason: Option<String>,
    },
    /// The service refused the API key.
    Unauthorized,
    /// The account has too few credits (the job waits in `waiting_credits`).
    #[serde(rename_all = "camelCase")]
    NotEnoughCredits {
        #[serde(default)]
        needed: i64,
        /// The balance, when it could be read.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        balance: Option<i64>,
    },
    /// The chosen voice no longer exists or is not accessible.
    #[serde(rename_all = "camelCase")]
    VoiceNotFound {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        voice_id: Option<Uuid>,
    },
    /// The service no longer knows this dub or voice.
    RemoteNotFound,
    /// The service ended the job in `error` at a stage of ours (`preprocessing`, `processing`,
    /// `training`...), with what is known of the input.
    #[serde(rename_all = "camelCase")]
    RemoteFailed {
        #[serde(
            default,
            skip_serializing_if = "Option::is_none",
            deserialize_with = "super::status::lenient_stage"
        )]
        stage: Option<JobStage>,
        /// The input's container and codec, e.g. "wav/pcm_s16le" (a local file's probe).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        format: Option<String>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        duration_ms: Option<u64>,
        /// The link dubbed, for a link dub.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        link: Option<String>,
        /// The service's own reason, when it gave one (trainings).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        reason: Option<String>,
    },
    /// The service refused a request as invalid.
    #[serde(rename_all = "camelCase")]
    InvalidRequest {
        /// The field Dubdeck's own check refused before sending, when it was that check.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        field: Option<String>,
        /// The service's own message, when it gave one.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        detail: Option<String>,
    },
    /// Uploading the input failed after retries (or the service answered without upload addresses).
    #[serde(rename_all = "camelCase")]
    UploadFailed {
        /// The storage's HTTP status, when it answered.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        status: Option<u16>,
        /// How many upload addresses the service gave, when it gave fewer than `files`.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        addresses: Option<u32>,
        /// How many files were to be uploaded (with `addresses`).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        files: Option<u32>,
        /// The storage's own message or code, when it gave one.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        detail: Option<String>,
    },
    /// The presigned upload URL expired.
    UploadExpired,
    /// Downloading the result failed after retries.
    #[serde(rename_all = "camelCase")]
    DownloadFailed {
        /// The storage's HTTP status, when it answered.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        status: Option<u16>,
        /// The result's size, when the download ended early.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        expected_bytes: Option<u64>,
        /// What had arrived when it ended early.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        received_bytes: Option<u64>,
        /// The storage's own message or code, when it gave one.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        detail: Option<String>,
    },
    /// What is sent (a video's sound, an audition's excerpt) could not be made from the input on
    /// this computer: ffmpeg's reason, or why there is no ffmpeg.
    #[serde(rename_all = "camelCase")]
    MediaFailed {
        #[serde(
            default,
            skip_serializing_if = "Option::is_none",
            serialize_with = "super::lossy_path"
        )]
        path: Option<PathBuf>,
        /// Why ffmpeg cannot be used, when that is why.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        tool: Option<crate::ffmpeg::ToolMissing>,
        /// What ffmpeg's work met, when it is not ffmpeg's own words.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        problem: Option<crate::codes::MediaProblem>,
        /// The system's problem, when Dubdeck's work folder could not be used.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        io: Option<crate::codes::IoProblem>,
        /// ffmpeg's or the system's own words (never ours; older rows may hold other text).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        reason: Option<String>,
    },
    /// The result could not be written to the output folder.
    #[serde(rename_all = "camelCase")]
    OutputFailed {
        #[serde(
            default,
            skip_serializing_if = "Option::is_none",
            serialize_with = "super::lossy_path"
        )]
        path: Option<PathBuf>,
        /// The system's problem.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        io: Option<crate::codes::IoProblem>,
        /// The system's own words for it (never ours; older rows may hold other text).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        reason: Option<String>,
    },
    /// The service could not be reached after retries.
    #[serde(rename_all = "camelCase")]
    Network {
        /// The service's address.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        address: Option<String>,
        /// How the connection failed.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        problem: Option<crate::codes::NetworkProblem>,
        /// The system's own words for it.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        detail: Option<String>,
    },
    /// The service answered with a server error after retries (or an answer it should not give).
    #[serde(rename_all = "camelCase")]
    ServerError {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        status: Option<u16>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        address: Option<String>,
        /// Where the service sent the call instead, when it redirected it (not followed).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        location: Option<String>,
        /// Words of an older version's row (not written any more).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        detail: Option<String>,
    },
    /// A call was cut off and its outcome could not be established after several tries; Retry
    /// reads the job's state first, so nothing is paid twice.
    Interrupted,
    /// Something inside Dubdeck went wrong.
    #[serde(rename_all = "camelCase")]
    Internal {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        detail: Option<String>,
    },
}

impl JobFailure {
    /// The stable code.
    pub fn code(&self) -> FailureCode {
        match self {
            JobFailure::InputRejected { .. } => FailureCode::InputRejected,
            JobFailure::InputMissing { .. } => FailureCode::InputMissing,
            JobFailure::Unauthorized => FailureCode::Unauthorized,
            JobFailure::NotEnoughCredits { .. } => FailureCode::NotEnoughCredits,
            JobFailure::VoiceNotFound { .. } => FailureCode::VoiceNotFound,
            JobFailure::RemoteNotFound => FailureCode::RemoteNotFound,
            JobFailure::RemoteFailed { .. } => FailureCode::RemoteFailed,
            JobFailure::InvalidRequest { .. } => FailureCode::InvalidRequest,
            JobFailure::UploadFailed { .. } => FailureCode::UploadFailed,
            JobFailure::UploadExpired => FailureCode::UploadExpired,
            JobFailure::DownloadFailed { .. } => FailureCode::DownloadFailed,
            JobFailure::MediaFailed { .. } => FailureCode::MediaFailed,
            JobFailure::OutputFailed { .. } => FailureCode::OutputFailed,
            JobFailure::Network { .. } => FailureCode::Network,
            JobFailure::ServerError { .. } => FailureCode::ServerError,
            JobFailure::Interrupted => FailureCode::Interrupted,
            JobFailure::Internal { .. } => FailureCode::Internal,
        }
    }

    /// The failure of a row that stored only its code (written before parameters were stored):
    /// the code with no parameters.
    pub fn from_code(code: FailureCode) -> JobFailure {
        serde_json::from_value(serde_json::json!({ "code": code.as_str() }))
            .unwrap_or(JobFailure::Internal { detail: None })
    }

    /// Reads a stored failure: its parameters (JSON) when present and of the same code, else the
    /// bare code (older rows, or parameters this version cannot read).
    pub fn from_stored(code: FailureCode, params: Option<&str>) -> JobFailure {
        params
            .and_then(|text| serde_json::from_str::<JobFailure>(text).ok())
            .filter(|f| f.code() == code)
            .unwrap_or_else(|| JobFailure::from_code(code))
    }

    /// The JSON stored beside the code.
    pub fn to_stored(&self) -> String {
        serde_json::to_string(self).unwrap_or_else(|_| format!("{{\"code\":\"{}\"}}", self.code().as_str()))
    }
}

/// A passing condition of a job that is not a failure, as a stable code (the serde tag `code`)
/// with parameters, e.g. `{"code":"rate_limited","until":"2026-11-23T14:00:12Z"}`. Front ends own
/// the words.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, specta::Type)]
#[serde(tag = "code", rename_all = "snake_case")]
#[non_exhaustive]
pub enum Notice {
    /// The service asked us to wait (a rate limit): the job goes on by itself at `until`.
    #[serde(rename_all = "camelCase")]
    RateLimited {
        #[serde(with = "time::serde::rfc3339")]
        until: OffsetDateTime,
    },
    /// The last try of the job's current step failed for a reason that may pass (`reason_code`);
    /// try `attempt + 1` of at most `of` goes out at `next_at`.
    #[serde(rename_all = "camelCase")]
    Retrying {
        attempt: u32,
        of: u32,
        reason_code: FailureCode,
        #[serde(with = "time::serde::rfc3339")]
        next_at: OffsetDateTime,
    },
}

impl Notice {
    /// Reads a stored notice; text this version cannot read (older plain-text notices) is no notice.
    pub fn from_stored(text: &str) -> Option<Notice> {
        serde_json::from_str(text).ok()
    }

    pub fn to_stored(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }
}

/// What the local probe learnt about an input.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct MediaSummary {
    /// `durationMs` for front ends, like every other key; `duration_ms` is still read.
    #[serde(alias = "duration_ms")]
    pub duration_ms: u64,
    /// Human-readable container and codec, e.g. "wav/pcm_s16le".
    pub format: String,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn media_summaries_use_camel_case_keys_and_read_the_old_ones() {
        let media = MediaSummary {
            duration_ms: 1500,
            format: "wav/pcm_s16le".into(),
        };
        let json = serde_json::to_value(&media).unwrap();
        assert_eq!(
            json,
            serde_json::json!({"durationMs": 1500, "format": "wav/pcm_s16le"})
        );
        let old: MediaSummary =
            serde_json::from_value(serde_json::json!({"duration_ms": 1500, "format": "wav/pcm_s16le"}))
                .unwrap();
        assert_eq!(old, media);
    }

    #[test]
    fn text_enums_round_trip() {
        for code in FailureCode::ALL {
            assert_eq!(FailureCode::parse(code.as_str()), Some(*code));
            let json = serde_json::to_string(code).unwrap();
            assert_eq!(json, format!("\"{}\"", code.as_str()));
        }
        for a in Approval::ALL {
            assert_eq!(Approval::parse(a.as_str()), Some(*a));
        }
        assert_eq!(FailureCode::parse("nope"), None);
    }

    #[test]
    fn failures_serialise_as_a_code_with_camel_case_parameters() {
        let f = JobFailure::NotEnoughCredits {
            needed: 40,
            balance: Some(25),
        };
        assert_eq!(
            serde_json::to_value(&f).unwrap(),
            serde_json::json!({"code": "not_enough_credits", "needed": 40, "balance": 25})
        );
        let f = JobFailure::RemoteFailed {
            stage: Some(JobStage::Dub(crate::job::DubState::Processing)),
            format: Some("wav/pcm_s16le".into()),
            duration_ms: Some(65_000),
            link: None,
            reason: None,
        };
        assert_eq!(
            serde_json::to_value(&f).unwrap(),
            serde_json::json!({"code": "remote_failed", "stage": "processing", "format": "wav/pcm_s16le", "durationMs": 65000})
        );
        assert_eq!(JobFailure::from_stored(f.code(), Some(&f.to_stored())), f);
        // Every code reads back from a row that stored only the code.
        for code in FailureCode::ALL {
            assert_eq!(JobFailure::from_code(*code).code(), *code);
            assert_eq!(
                JobFailure::from_stored(*code, Some("The service could not be reached. Press Retry.")).code(),
                *code
            );
        }
        // Parameters of another code are not trusted.
        assert_eq!(
            JobFailure::from_stored(FailureCode::Network, Some(r#"{"code":"unauthorized"}"#)),
            JobFailure::Network {
                address: None,
                problem: None,
                detail: None
            }
        );
    }

    #[test]
    fn notices_serialise_as_a_code_with_parameters() {
        let until = time::macros::datetime!(2026-11-23 14:00:12 UTC);
        let n = Notice::Retrying {
            attempt: 2,
            of: 8,
            reason_code: FailureCode::Network,
            next_at: until,
        };
        assert_eq!(
            serde_json::to_value(&n).unwrap(),
            serde_json::json!({"code": "retrying", "attempt": 2, "of": 8, "reasonCode": "network", "nextAt": "2026-11-23T14:00:12Z"})
        );
        assert_eq!(Notice::from_stored(&n.to_stored()), Some(n));
        assert_eq!(
            serde_json::to_value(Notice::RateLimited { until }).unwrap(),
            serde_json::json!({"code": "rate_limited", "until": "2026-11-23T14:00:12Z"})
        );
        assert_eq!(Notice::from_stored("waiting for the service (12 s)"), None);
    }
}
