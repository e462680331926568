//! How the engine reads the client's errors: what each means for a job (wait, try again later,
//! read the state first, or fail with which typed failure). No wording here: a failure is a code
//! with parameters ([`JobFailure`]), and front ends say it in their own words.

use std::path::Path;
use std::time::Duration;

use dubdeck_api::{Error, ErrorCode};

use crate::job::{DubState, JobFailure, JobStage, MediaSummary, TrainingState};

/// What an error means for the job that met it.
#[derive(Debug)]
pub(crate) enum Trouble {
    /// A rate limit: wait this long, then do the same again. Never a failure.
    RateLimited(Duration),
    /// Worth trying again after a backoff; fails the job with this after too many tries.
    Transient(JobFailure),
    /// A write may or may not have been carried out: read the state before anything else.
    Unknown,
    /// The service says the job is not in the state the call needs: the call (or an earlier copy
    /// of it) already happened. Read the state.
    AlreadyDone,
    /// The account lacks credits.
    NotEnoughCredits,
    UploadUrlExpired,
    DownloadUrlExpired,
    /// The download's destination appeared meanwhile.
    DestinationExists,
    /// No retry can help without the user: fail with this.
    Fatal(JobFailure),
}

/// The local file a call reads or writes, for failures of local I/O.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Local<'a> {
    /// No local file (a plain service call).
    None,
    /// An upload's input.
    Input(&'a Path),
    /// A download's destination.
    Output(&'a Path),
}

/// Classifies an error of a service call or a transfer. `address` is the service's address (named
/// when it cannot be reached).
pub(crate) fn classify(error: &Error, local: Local<'_>, address: &str) -> Trouble {
    let detail = Some(error.to_string());
    match error {
        Error::Service { code, .. } => match code {
            ErrorCode::RateLimitExceeded => {
                Trouble::RateLimited(error.retry_after().unwrap_or(Duration::from_secs(1)))
            }
            ErrorCode::NotEnoughCredits => Trouble::NotEnoughCredits,
            ErrorCode::DubIsNotNew | ErrorCode::DubIsNotInPreprocessedState | ErrorCode::VoiceIsNotNew => {
                Trouble::AlreadyDone
            }
            ErrorCode::Unauthorized => Trouble::Fatal(JobFailure::Unauthorized),
            ErrorCode::VoiceNotFound => Trouble::Fatal(JobFailure::VoiceNotFound { voice_id: None }),
            ErrorCode::NotFound => Trouble::Fatal(JobFailure::RemoteNotFound),
            ErrorCode::InvalidArguments | ErrorCode::Unknown(_) => {
                Trouble::Fatal(JobFailure::InvalidRequest { detail })
            }
        },
        Error::RateLimited { .. } => {
            Trouble::RateLimited(error.retry_after().unwrap_or(Duration::from_secs(1)))
        }
        // The service sent the call elsewhere: an answer it should not give; Retry once the
        // address is right.
        Error::Redirected { status, .. } => Trouble::Fatal(JobFailure::ServerError {
            status: Some(status.as_u16()),
            address: Some(address.to_owned()),
            detail,
        }),
        Error::Server { status, .. } => Trouble::Transient(JobFailure::ServerError {
            status: Some(status.as_u16()),
            address: Some(address.to_owned()),
            detail,
        }),
        Error::Transport { .. } => Trouble::Transient(JobFailure::Network {
            address: Some(address.to_owned()),
            detail,
        }),
        Error::UnknownOutcome { .. } | Error::Decode { .. } => Trouble::Unknown,
        Error::Validation(_) => Trouble::Fatal(JobFailure::InvalidRequest { detail }),
        Error::UploadUrlExpired => Trouble::UploadUrlExpired,
        Error::DownloadUrlExpired => Trouble::DownloadUrlExpired,
        Error::DestinationExists { .. } => Trouble::DestinationExists,
        Error::Upload { .. } if error.is_retryable() => {
            Trouble::Transient(JobFailure::UploadFailed { detail })
        }
        Error::Upload { .. } => Trouble::Fatal(JobFailure::UploadFailed { detail }),
        Error::Download { .. } | Error::DownloadIncomplete { .. } if error.is_retryable() => {
            Trouble::Transient(JobFailure::DownloadFailed { detail })
        }
        Error::Download { .. } | Error::DownloadIncomplete { .. } => {
            Trouble::Fatal(JobFailure::DownloadFailed { detail })
        }
        Error::SourceChanged { path, expected, now } => Trouble::Fatal(JobFailure::InputMissing {
            path: Some(path.clone()),
            expected_bytes: Some(*expected),
            found_bytes: Some(*now),
            reason: detail,
        }),
        Error::Io { .. } => Trouble::Fatal(match local {
            Local::Input(path) => JobFailure::InputMissing {
                path: Some(path.to_path_buf()),
                expected_bytes: None,
                found_bytes: None,
                reason: detail,
            },
            Local::Output(path) => JobFailure::OutputFailed {
                path: Some(path.to_path_buf()),
                reason: detail,
            },
            Local::None => JobFailure::Internal { detail },
        }),
        _ => Trouble::Fatal(JobFailure::Internal { detail }),
    }
}

/// A dub the service ended in `error` at our stage `stage`, with what is known of its input.
pub(crate) fn dub_failed(stage: DubState, media: Option<&MediaSummary>, link: Option<&str>) -> JobFailure {
    JobFailure::RemoteFailed {
        stage: Some(JobStage::Dub(stage)),
        format: media.map(|m| m.format.clone()),
        duration_ms: media.map(|m| m.duration_ms),
        link: link.map(str::to_owned),
        reason: None,
    }
}

/// A training the service ended in `error`, with its reason when it gave one.
pub(crate) fn training_failed(stage: TrainingState, error_message: Option<&str>) -> JobFailure {
    JobFailure::RemoteFailed {
        stage: Some(JobStage::Training(stage)),
        format: None,
        duration_ms: None,
        link: None,
        reason: error_message
            .map(str::trim)
            .filter(|m| !m.is_empty())
            .map(str::to_owned),
    }
}

/// Rounds the service's credit figure (a number, perhaps fractional) up to whole credits.
pub(crate) fn whole_credits(credits: f64) -> i64 {
    if credits.is_finite() && credits > 0.0 {
        // Bounded: no real price comes near i64::MAX.
        credits.ceil().min(1e15) as i64
    } else {
        0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use reqwest::StatusCode;
    use reqwest::header::HeaderMap;

    fn service(status: u16, body: &str) -> Error {
        Error::from_response(
            StatusCode::from_u16(status).unwrap(),
            &HeaderMap::new(),
            body.as_bytes(),
        )
    }

    const ADDRESS: &str = "http://127.0.0.1:9/";

    #[test]
    fn service_codes_map_to_what_the_job_does() {
        let none = Local::None;
        assert!(matches!(
            classify(
                &service(429, r#"{"code":"rate_limit_exceeded","message":""}"#),
                none,
                ADDRESS
            ),
            Trouble::RateLimited(_)
        ));
        assert!(matches!(
            classify(
                &service(403, r#"{"code":"not_enough_credits","message":""}"#),
                none,
                ADDRESS
            ),
            Trouble::NotEnoughCredits
        ));
        assert!(matches!(
            classify(
                &service(400, r#"{"code":"dub_is_not_in_preprocessed_state","message":""}"#),
                none,
                ADDRESS
            ),
            Trouble::AlreadyDone
        ));
        assert!(matches!(
            classify(
                &service(400, r#"{"code":"voice_not_found","message":""}"#),
                none,
                ADDRESS
            ),
            Trouble::Fatal(JobFailure::VoiceNotFound { .. })
        ));
        match classify(&service(502, ""), none, ADDRESS) {
            Trouble::Transient(JobFailure::ServerError { status, address, .. }) => {
                assert_eq!(status, Some(502));
                assert_eq!(address.as_deref(), Some(ADDRESS));
            }
            other => panic!("{other:?}"),
        }
        let unknown = Error::UnknownOutcome {
            operation: "generate dub",
            cause: Box::new(service(500, "")),
        };
        assert!(matches!(classify(&unknown, none, ADDRESS), Trouble::Unknown));
    }

    #[test]
    fn failures_carry_what_a_front_end_needs() {
        let media = MediaSummary {
            duration_ms: 65_000,
            format: "wav/pcm_s16le".into(),
        };
        assert_eq!(
            serde_json::to_value(dub_failed(DubState::Processing, Some(&media), None)).unwrap(),
            serde_json::json!({"code": "remote_failed", "stage": "processing", "format": "wav/pcm_s16le", "durationMs": 65000})
        );
        assert_eq!(
            training_failed(TrainingState::Training, Some("  ")),
            training_failed(TrainingState::Training, None)
        );
        assert_eq!(whole_credits(10.17), 11);
        assert_eq!(whole_credits(f64::NAN), 0);
    }
}
