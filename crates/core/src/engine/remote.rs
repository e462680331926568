//! How the engine reads the client's errors: what each means for a job (wait, try again later,
//! read the state first, or fail with which code and message), and the messages of the service's
//! own conditions ("This needs N credits and the account has M...").

use std::time::Duration;

use dubdeck_api::{Error, ErrorCode};

use crate::ledger::{FailureCode, MediaSummary};
use crate::probe::format_duration;

/// What an error means for the job that met it.
#[derive(Debug)]
pub(crate) enum Trouble {
    /// A rate limit: wait this long, then do the same again. Never a failure.
    RateLimited(Duration),
    /// Worth trying again after a backoff; fails the job with `code` after too many tries.
    Transient {
        code: FailureCode,
        message: String,
    },
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
    /// No retry can help without the user: fail with this code and message.
    Fatal {
        code: FailureCode,
        message: String,
    },
}

/// Classifies an error of a service call or a transfer. `io_code` is the failure code for local
/// file problems (the input for uploads, the output for downloads).
pub(crate) fn classify(error: &Error, io_code: FailureCode) -> Trouble {
    let message = error.to_string();
    match error {
        Error::Service { code, .. } => match code {
            ErrorCode::RateLimitExceeded => {
                Trouble::RateLimited(error.retry_after().unwrap_or(Duration::from_secs(1)))
            }
            ErrorCode::NotEnoughCredits => Trouble::NotEnoughCredits,
            ErrorCode::DubIsNotNew | ErrorCode::DubIsNotInPreprocessedState | ErrorCode::VoiceIsNotNew => {
                Trouble::AlreadyDone
            }
            ErrorCode::Unauthorized => Trouble::Fatal {
                code: FailureCode::Unauthorized,
                message:
                    "The API key was refused. Paste a new key in Settings (or run `dubdeck-cli login`), \
                          then press Retry."
                        .to_owned(),
            },
            ErrorCode::VoiceNotFound => Trouble::Fatal {
                code: FailureCode::VoiceNotFound,
                message: "This voice is no longer available. Choose another voice and start the dub again."
                    .to_owned(),
            },
            ErrorCode::NotFound => Trouble::Fatal {
                code: FailureCode::RemoteNotFound,
                message: "The service no longer knows this job (it may belong to another account's key). \
                          Press Retry to start it again from the beginning."
                    .to_owned(),
            },
            ErrorCode::InvalidArguments | ErrorCode::Unknown(_) => Trouble::Fatal {
                code: FailureCode::InvalidRequest,
                message,
            },
        },
        Error::RateLimited { .. } => {
            Trouble::RateLimited(error.retry_after().unwrap_or(Duration::from_secs(1)))
        }
        Error::Server { .. } => Trouble::Transient {
            code: FailureCode::ServerError,
            message,
        },
        Error::Transport { .. } => Trouble::Transient {
            code: FailureCode::Network,
            message,
        },
        Error::UnknownOutcome { .. } | Error::Decode { .. } => Trouble::Unknown,
        Error::Validation(_) => Trouble::Fatal {
            code: FailureCode::InvalidRequest,
            message,
        },
        Error::UploadUrlExpired => Trouble::UploadUrlExpired,
        Error::DownloadUrlExpired => Trouble::DownloadUrlExpired,
        Error::DestinationExists { .. } => Trouble::DestinationExists,
        Error::Upload { .. } if error.is_retryable() => Trouble::Transient {
            code: FailureCode::UploadFailed,
            message,
        },
        Error::Upload { .. } => Trouble::Fatal {
            code: FailureCode::UploadFailed,
            message,
        },
        Error::Download { .. } | Error::DownloadIncomplete { .. } if error.is_retryable() => {
            Trouble::Transient {
                code: FailureCode::DownloadFailed,
                message,
            }
        }
        Error::Download { .. } | Error::DownloadIncomplete { .. } => Trouble::Fatal {
            code: FailureCode::DownloadFailed,
            message,
        },
        Error::Io { .. } | Error::SourceChanged { .. } => Trouble::Fatal {
            code: io_code,
            message,
        },
        _ => Trouble::Fatal {
            code: FailureCode::Internal,
            message,
        },
    }
}

/// "waiting for the service (12 s)".
pub(crate) fn waiting_notice(wait: Duration) -> String {
    let secs = wait.as_secs() + u64::from(wait.subsec_nanos() > 0);
    format!("waiting for the service ({} s)", secs.max(1))
}

/// The waiting-for-credits message.
pub(crate) fn credits_message(needed: i64, balance: Option<i64>) -> String {
    match balance {
        Some(balance) => format!(
            "This needs {needed} credits and the account has {balance}. Buy credits, then press Retry."
        ),
        None => {
            format!("This needs {needed} credits and the account has too few. Buy credits, then press Retry.")
        }
    }
}

/// The message of a dub the service ended in `error`.
pub(crate) fn dub_error_message(media: Option<&MediaSummary>, link: Option<&str>) -> String {
    let mut text = "The service could not process this file.".to_owned();
    match (media, link) {
        (Some(m), _) => text.push_str(&format!(
            " It is a {} file, {} long; check that it plays, or export it again as WAV or MP3 and retry.",
            m.format,
            format_duration(m.duration_ms)
        )),
        (None, Some(link)) => text.push_str(&format!(
            " It was given as the link {link}; check that the link opens an audio or video file directly \
             (not a web page) and is at most 30 minutes long."
        )),
        (None, None) => text.push_str(" Check that it plays and is at most 30 minutes long, then retry."),
    }
    text
}

/// The message of a training the service ended in `error`.
pub(crate) fn training_error_message(error_message: Option<&str>) -> String {
    match error_message.filter(|m| !m.trim().is_empty()) {
        Some(reason) => {
            format!("The service could not train this voice: {reason}. Adjust the files and start again.")
        }
        None => "The service could not train this voice. Check that the files are clear recordings and \
                 together no longer than the chosen minutes, then start again."
            .to_owned(),
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

    #[test]
    fn service_codes_map_to_what_the_job_does() {
        assert!(matches!(
            classify(
                &service(429, r#"{"code":"rate_limit_exceeded","message":""}"#),
                FailureCode::Internal
            ),
            Trouble::RateLimited(_)
        ));
        assert!(matches!(
            classify(
                &service(403, r#"{"code":"not_enough_credits","message":""}"#),
                FailureCode::Internal
            ),
            Trouble::NotEnoughCredits
        ));
        assert!(matches!(
            classify(
                &service(400, r#"{"code":"dub_is_not_in_preprocessed_state","message":""}"#),
                FailureCode::Internal
            ),
            Trouble::AlreadyDone
        ));
        match classify(
            &service(400, r#"{"code":"voice_not_found","message":""}"#),
            FailureCode::Internal,
        ) {
            Trouble::Fatal { code, message } => {
                assert_eq!(code, FailureCode::VoiceNotFound);
                assert!(message.starts_with("This voice is no longer available."));
            }
            other => panic!("{other:?}"),
        }
        assert!(matches!(
            classify(&service(502, ""), FailureCode::Internal),
            Trouble::Transient {
                code: FailureCode::ServerError,
                ..
            }
        ));
        let unknown = Error::UnknownOutcome {
            operation: "generate dub",
            cause: Box::new(service(500, "")),
        };
        assert!(matches!(
            classify(&unknown, FailureCode::Internal),
            Trouble::Unknown
        ));
    }

    #[test]
    fn messages_say_what_and_what_to_do() {
        assert_eq!(
            credits_message(40, Some(25)),
            "This needs 40 credits and the account has 25. Buy credits, then press Retry."
        );
        assert_eq!(
            waiting_notice(Duration::from_millis(11_200)),
            "waiting for the service (12 s)"
        );
        let media = MediaSummary {
            duration_ms: 65_000,
            format: "wav/pcm_s16le".into(),
        };
        let text = dub_error_message(Some(&media), None);
        assert!(text.starts_with("The service could not process this file."));
        assert!(
            text.contains("wav/pcm_s16le") && text.contains("1 min 05 s"),
            "{text}"
        );
        assert_eq!(whole_credits(10.17), 11);
        assert_eq!(whole_credits(f64::NAN), 0);
    }
}
