//! How the engine reads the client's errors: what each means for a job (wait, try again later,
//! read the state first, or fail with which typed failure). No wording here: a failure is a code
//! with parameters ([`JobFailure`]), and front ends say it in their own words.

use std::path::Path;
use std::time::Duration;

use dubdeck_api::{Error, ErrorCode, TransportKind};

use crate::codes::{IoProblem, NetworkProblem};

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
/// when it cannot be reached). A failure keeps codes and values, and as `detail` only words that
/// are not ours: the service's or the storage's message, the system's.
pub(crate) fn classify(error: &Error, local: Local<'_>, address: &str) -> Trouble {
    match error {
        Error::Service { code, message, .. } => match code {
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
                Trouble::Fatal(JobFailure::InvalidRequest {
                    field: None,
                    detail: words(message),
                })
            }
        },
        Error::RateLimited { .. } => {
            Trouble::RateLimited(error.retry_after().unwrap_or(Duration::from_secs(1)))
        }
        // The service sent the call elsewhere: an answer it should not give; Retry once the
        // address is right.
        Error::Redirected { status, location } => Trouble::Fatal(JobFailure::ServerError {
            status: Some(status.as_u16()),
            address: Some(address.to_owned()),
            location: Some(location.clone()),
            detail: None,
        }),
        Error::Server { status, .. } => Trouble::Transient(JobFailure::ServerError {
            status: Some(status.as_u16()),
            address: Some(address.to_owned()),
            location: None,
            detail: None,
        }),
        Error::Transport { kind, .. } => Trouble::Transient(JobFailure::Network {
            address: Some(address.to_owned()),
            problem: Some(match kind {
                TransportKind::Connect => NetworkProblem::Connect,
                TransportKind::Timeout => NetworkProblem::Timeout,
                _ => NetworkProblem::Connection,
            }),
            detail: system_words(error),
        }),
        Error::UnknownOutcome { .. } | Error::Decode { .. } => Trouble::Unknown,
        // Our own check of a value before sending: its field, worded by the front end.
        Error::Validation(invalid) => Trouble::Fatal(JobFailure::InvalidRequest {
            field: Some(invalid.field.to_string()),
            detail: None,
        }),
        Error::UploadUrlExpired => Trouble::UploadUrlExpired,
        Error::DownloadUrlExpired => Trouble::DownloadUrlExpired,
        Error::DestinationExists { .. } => Trouble::DestinationExists,
        Error::Upload {
            status,
            s3_code,
            message,
        } => {
            let failure = JobFailure::UploadFailed {
                status: Some(status.as_u16()),
                addresses: None,
                files: None,
                detail: words(message).or_else(|| s3_code.as_deref().and_then(words)),
            };
            if error.is_retryable() {
                Trouble::Transient(failure)
            } else {
                Trouble::Fatal(failure)
            }
        }
        Error::Download { .. } | Error::DownloadIncomplete { .. } => {
            let failure = match error {
                Error::Download {
                    status,
                    s3_code,
                    message,
                } => JobFailure::DownloadFailed {
                    status: Some(status.as_u16()),
                    expected_bytes: None,
                    received_bytes: None,
                    detail: words(message).or_else(|| s3_code.as_deref().and_then(words)),
                },
                Error::DownloadIncomplete { expected, received } => JobFailure::DownloadFailed {
                    status: None,
                    expected_bytes: Some(*expected),
                    received_bytes: Some(*received),
                    detail: None,
                },
                _ => JobFailure::DownloadFailed {
                    status: None,
                    expected_bytes: None,
                    received_bytes: None,
                    detail: None,
                },
            };
            if error.is_retryable() {
                Trouble::Transient(failure)
            } else {
                Trouble::Fatal(failure)
            }
        }
        Error::SourceChanged { path, expected, now } => Trouble::Fatal(JobFailure::InputMissing {
            path: Some(path.clone()),
            expected_bytes: Some(*expected),
            found_bytes: Some(*now),
            io: None,
            reason: None,
        }),
        Error::Io { source, .. } => {
            let (io, reason) = (Some(IoProblem::of(source)), Some(source.to_string()));
            Trouble::Fatal(match local {
                Local::Input(path) => JobFailure::InputMissing {
                    path: Some(path.to_path_buf()),
                    expected_bytes: None,
                    found_bytes: None,
                    io,
                    reason,
                },
                Local::Output(path) => JobFailure::OutputFailed {
                    path: Some(path.to_path_buf()),
                    io,
                    reason,
                },
                Local::None => JobFailure::Internal { detail: reason },
            })
        }
        _ => {
            tracing::warn!(error = %error, "a call failed in a way the engine does not expect");
            Trouble::Fatal(JobFailure::Internal { detail: None })
        }
    }
}

/// Words someone else gave (the service, the storage), when they gave any.
fn words(text: &str) -> Option<String> {
    let text = text.trim();
    (!text.is_empty()).then(|| text.to_owned())
}

/// The system's own words for a failed connection: the innermost cause (such as "Connection
/// refused (os error 111)"), not the client's sentence around it.
fn system_words(error: &Error) -> Option<String> {
    let mut cause = std::error::Error::source(error)?;
    while let Some(inner) = cause.source() {
        cause = inner;
    }
    words(&cause.to_string())
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
    fn a_failure_keeps_values_and_only_words_that_are_not_ours() {
        let none = Local::None;
        // The service's own message is kept, as its words; the client's sentence is not.
        match classify(
            &service(400, r#"{"code":"invalid_arguments","message":"voice_id: bad"}"#),
            none,
            ADDRESS,
        ) {
            Trouble::Fatal(JobFailure::InvalidRequest { field, detail }) => {
                assert_eq!((field, detail.as_deref()), (None, Some("voice_id: bad")));
            }
            other => panic!("{other:?}"),
        }
        let server = classify(&service(502, "<html>bad gateway</html>"), none, ADDRESS);
        assert!(
            matches!(
                &server,
                Trouble::Transient(JobFailure::ServerError {
                    detail: None,
                    location: None,
                    ..
                })
            ),
            "{server:?}"
        );
        let short = Error::DownloadIncomplete {
            expected: 10,
            received: 5,
        };
        match classify(&short, Local::Output(Path::new("/out/song.mp3")), ADDRESS) {
            Trouble::Transient(JobFailure::DownloadFailed {
                expected_bytes,
                received_bytes,
                detail,
                ..
            })
            | Trouble::Fatal(JobFailure::DownloadFailed {
                expected_bytes,
                received_bytes,
                detail,
                ..
            }) => {
                assert_eq!(
                    (expected_bytes, received_bytes, detail),
                    (Some(10), Some(5), None)
                );
            }
            other => panic!("{other:?}"),
        }
        let io = Error::Io {
            path: "/music/song.mp3".into(),
            source: std::io::Error::from(std::io::ErrorKind::PermissionDenied),
        };
        match classify(&io, Local::Input(Path::new("/music/song.mp3")), ADDRESS) {
            Trouble::Fatal(JobFailure::InputMissing { io, reason, .. }) => {
                assert_eq!(io, Some(IoProblem::PermissionDenied));
                assert_eq!(
                    reason,
                    Some(std::io::Error::from(std::io::ErrorKind::PermissionDenied).to_string())
                );
            }
            other => panic!("{other:?}"),
        }
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
