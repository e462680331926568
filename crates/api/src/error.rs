//! The crate's one error type, [`Error`], and what it carries: the service's error codes, the
//! `invalid_arguments` details, local validation failures.
//!
//! Every `Display` says what happened and why, in neutral English, and never names a place or an
//! action of a front end (a settings page, a button, a command): several front ends share this
//! crate, each with its own words. Errors stay typed (variants, codes, fields) so that a front end
//! can choose what to show and what to offer.

use std::path::PathBuf;
use std::time::Duration;

use http::{HeaderMap, StatusCode};
use serde_json::Value;
use time::OffsetDateTime;

use crate::open_enum::open_enum;
use crate::rate_limit::{Lane, RateLimitInfo};

/// Error bodies kept for diagnosis are cut here: an HTML error page of a proxy can be large.
const MAX_RAW_BODY: usize = 64 * 1024;

open_enum! {
    /// The `code` of a service error body (interface section 7).
    pub enum ErrorCode {
        InvalidArguments = "invalid_arguments",
        VoiceNotFound = "voice_not_found",
        DubIsNotNew = "dub_is_not_new",
        DubIsNotInPreprocessedState = "dub_is_not_in_preprocessed_state",
        VoiceIsNotNew = "voice_is_not_new",
        Unauthorized = "unauthorized",
        NotEnoughCredits = "not_enough_credits",
        NotFound = "not_found",
        RateLimitExceeded = "rate_limit_exceeded",
    }
}

/// Which server a transport error or a refusal came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Remote {
    /// The service's API.
    Service,
    /// The object storage behind presigned upload and download URLs.
    Storage,
}

impl Remote {
    fn name(self) -> &'static str {
        match self {
            Remote::Service => "the service",
            Remote::Storage => "the storage server",
        }
    }

    fn subject(self) -> &'static str {
        match self {
            Remote::Service => "The service",
            Remote::Storage => "The storage server",
        }
    }
}

/// How a request failed below HTTP.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TransportKind {
    /// No connection could be made: the request was certainly not sent.
    Connect,
    /// No answer (or no progress) within the configured time.
    Timeout,
    /// The connection broke while the request or its answer was in flight.
    Connection,
}

/// One rejected field, as the service (or local validation) names it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FieldError {
    pub field: String,
    pub message: String,
}

/// The `errors` member of a 400 `invalid_arguments` answer: rejected path parameters, query
/// parameters and body members. `raw` keeps the member as sent, whatever its shape.
#[derive(Debug, Clone, PartialEq)]
pub struct InvalidArguments {
    pub params: Vec<FieldError>,
    pub query: Vec<FieldError>,
    pub body: Vec<FieldError>,
    pub raw: Value,
}

impl InvalidArguments {
    /// Reads the `errors` member. The documented shape is three arrays of `{field, message}`;
    /// other shapes (a map of field to message, bare strings) are read as well as they can be,
    /// and anything unreadable is still available in `raw`.
    pub fn from_value(raw: &Value) -> Self {
        let member = |name: &str| raw.get(name).map(field_errors).unwrap_or_default();
        Self {
            params: member("params"),
            query: member("query"),
            body: member("body"),
            raw: raw.clone(),
        }
    }

    /// Every rejected field, path parameters first.
    pub fn all(&self) -> impl Iterator<Item = &FieldError> {
        self.params.iter().chain(&self.query).chain(&self.body)
    }

    /// Whether a field of this name was rejected anywhere.
    pub fn mentions(&self, field: &str) -> bool {
        self.all().any(|e| e.field == field)
    }
}

fn field_errors(value: &Value) -> Vec<FieldError> {
    let text = |v: Option<&Value>| match v {
        Some(Value::String(s)) => s.clone(),
        Some(Value::Null) | None => String::new(),
        Some(other) => other.to_string(),
    };
    match value {
        Value::Array(items) => items
            .iter()
            .map(|item| match item {
                Value::Object(map) => FieldError {
                    field: text(map.get("field").or_else(|| map.get("path"))),
                    message: text(map.get("message")),
                },
                other => FieldError {
                    field: String::new(),
                    message: text(Some(other)),
                },
            })
            .collect(),
        Value::Object(map) => map
            .iter()
            .map(|(field, message)| FieldError {
                field: field.clone(),
                message: text(Some(message)),
            })
            .collect(),
        Value::Null => Vec::new(),
        other => vec![FieldError {
            field: String::new(),
            message: text(Some(other)),
        }],
    }
}

/// A value refused locally, before any request: `field` uses the interface's name for it.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{field}: {message}")]
pub struct ValidationError {
    pub field: &'static str,
    pub message: String,
}

impl ValidationError {
    pub(crate) fn new(field: &'static str, message: impl Into<String>) -> Self {
        Self {
            field,
            message: message.into(),
        }
    }
}

/// Everything that can go wrong talking to the service or its storage.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// The service answered with an error body (4xx).
    #[error("{}", service_message(*.status, .code, .message, .details.as_deref(), .rate_limit.as_deref()))]
    Service {
        status: StatusCode,
        code: ErrorCode,
        message: String,
        /// Boxed, like `rate_limit`, to keep `Result<_, Error>` small on the happy path.
        details: Option<Box<InvalidArguments>>,
        rate_limit: Option<Box<RateLimitInfo>>,
        raw_body: String,
    },

    /// The lane's rate limit is used up (after a 429, or a window the service reported as spent)
    /// for longer than the client may wait ([`crate::RetryPolicy::max_retry_after`]); nothing was
    /// sent. `until` is when requests are accepted again, as a wall-clock time.
    #[error("{}", rate_limited_message(*.lane, *.until))]
    RateLimited { lane: Lane, until: OffsetDateTime },

    /// The service answered an API request with a redirect away from its own address (another
    /// host, port or scheme): not followed, since the request carries the key.
    #[error(
        "The service answered with a redirect to {location}, another address; Dubdeck does not follow it, so the API key is not sent there. Check the service address."
    )]
    Redirected { status: StatusCode, location: String },

    /// The service failed internally (5xx), with whatever body it sent.
    #[error("The service failed with an internal error (HTTP {status}).")]
    Server { status: StatusCode, raw_body: String },

    /// No HTTP answer: connect failure, timeout, broken connection.
    #[error("{}", transport_message(*.kind, *.remote, .source.as_ref()))]
    Transport {
        kind: TransportKind,
        remote: Remote,
        /// Whether the server may have received the request (false only when no connection was made).
        maybe_sent: bool,
        #[source]
        source: Option<reqwest::Error>,
    },

    /// A write whose fate is unknown: it may have been carried out, but no usable answer came back.
    /// It is never retried automatically; read the resource's state before trying again.
    #[error(
        "The {operation} request may have reached the service, but no usable answer came back ({cause}); whether it was carried out is unknown until the state is read again."
    )]
    UnknownOutcome {
        operation: &'static str,
        #[source]
        cause: Box<Error>,
    },

    /// A 2xx answer whose body is not what the interface describes.
    #[error("The service's answer does not have the shape this client expects ({source}).")]
    Decode {
        raw_body: String,
        #[source]
        source: serde_json::Error,
    },

    /// A value refused locally; nothing was sent.
    #[error("Invalid {}: {}.", .0.field, .0.message)]
    Validation(#[from] ValidationError),

    /// The presigned upload URL expired.
    #[error("The upload link expired before the file was sent.")]
    UploadUrlExpired,

    /// Storage refused an upload.
    #[error("{}", storage_message("upload", *.status, .s3_code.as_deref(), .message))]
    Upload {
        status: StatusCode,
        s3_code: Option<String>,
        message: String,
    },

    /// The presigned download URL expired.
    #[error("The download link expired.")]
    DownloadUrlExpired,

    /// Storage refused a download.
    #[error("{}", storage_message("download", *.status, .s3_code.as_deref(), .message))]
    Download {
        status: StatusCode,
        s3_code: Option<String>,
        message: String,
    },

    /// A download ended with fewer (or more) bytes than announced, after every retry.
    #[error("The download ended early: got {received} of {expected} bytes.")]
    DownloadIncomplete { expected: u64, received: u64 },

    /// A download would replace an existing file.
    #[error("{} already exists and is not replaced.", .path.display())]
    DestinationExists { path: PathBuf },

    /// A file changed size while it was being uploaded: `expected` bytes when the upload began
    /// (the length the request announced), `now` when the change was seen. Nothing complete was
    /// stored; the upload is not retried, since the file may still be changing.
    #[error(
        "{} changed size while it was being uploaded: it had {expected} bytes when the upload began and has {now} now.",
        .path.display()
    )]
    SourceChanged { path: PathBuf, expected: u64, now: u64 },

    /// A local file could not be read or written.
    #[error(
        "Could not use the file {}: {source}.",
        .path.display()
    )]
    Io {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
}

fn service_message(
    status: StatusCode,
    code: &ErrorCode,
    message: &str,
    details: Option<&InvalidArguments>,
    rate_limit: Option<&RateLimitInfo>,
) -> String {
    match code {
        ErrorCode::Unauthorized => "The service refused the API key (missing, malformed, deleted or invalid).".to_owned(),
        ErrorCode::NotEnoughCredits => {
            "The account does not have enough credits for this.".to_owned()
        }
        ErrorCode::RateLimitExceeded => {
            let wait = rate_limit.and_then(|info| info.wait_hint().zip(info.wait_until()));
            match wait {
                Some((wait, until)) => format!(
                    "The service refused the request: a rate limit was reached. It accepts requests again in {} s (at {}).",
                    ceil_secs(wait),
                    clock_time(until)
                ),
                None => "The service refused the request: a rate limit was reached.".to_owned(),
            }
        }
        ErrorCode::VoiceNotFound => {
            "The voice does not exist or this account may not use it.".to_owned()
        }
        ErrorCode::DubIsNotNew => {
            "This dub was already sent for preprocessing.".to_owned()
        }
        ErrorCode::DubIsNotInPreprocessedState => {
            "This dub cannot be generated now: it has not finished preprocessing, or it was generated already.".to_owned()
        }
        ErrorCode::VoiceIsNotNew => {
            "This voice's training was already started.".to_owned()
        }
        ErrorCode::NotFound => {
            "The dub or voice does not exist for this account (it may have been created with another account's key)."
                .to_owned()
        }
        ErrorCode::InvalidArguments => {
            let mut text = String::from("The service refused the request as invalid");
            let fields: Vec<String> = details
                .map(|d| {
                    d.all()
                        .map(|e| if e.field.is_empty() { e.message.clone() } else { format!("{}: {}", e.field, e.message) })
                        .collect()
                })
                .unwrap_or_default();
            if !fields.is_empty() {
                text.push_str(&format!(" ({})", fields.join("; ")));
            } else if !message.is_empty() {
                text.push_str(&format!(" ({message})"));
            }
            text.push('.');
            text
        }
        ErrorCode::Unknown(other) => {
            let detail = if message.is_empty() { String::new() } else { format!(": {message}") };
            format!("The service refused the request (HTTP {status}, {other}){detail}.")
        }
    }
}

fn rate_limited_message(lane: Lane, until: OffsetDateTime) -> String {
    let left = Duration::try_from(until - OffsetDateTime::now_utc()).unwrap_or_default();
    format!(
        "The service's rate limit for {} is used up; it accepts them again in {} s (at {}). Nothing was sent.",
        lane.describe(),
        ceil_secs(left),
        clock_time(until)
    )
}

/// "14:05:07 UTC".
fn clock_time(at: OffsetDateTime) -> String {
    let at = at.to_offset(time::UtcOffset::UTC);
    format!("{:02}:{:02}:{:02} UTC", at.hour(), at.minute(), at.second())
}

fn transport_message(kind: TransportKind, remote: Remote, source: Option<&reqwest::Error>) -> String {
    let detail = source
        .map(root_cause)
        .map(|c| format!(" ({c})"))
        .unwrap_or_default();
    let name = remote.name();
    match kind {
        TransportKind::Connect => format!("Could not connect to {name}{detail}."),
        TransportKind::Timeout => format!("{} did not answer in time{detail}.", remote.subject()),
        TransportKind::Connection => {
            format!("The connection to {name} broke{detail}.")
        }
    }
}

fn storage_message(what: &str, status: StatusCode, code: Option<&str>, message: &str) -> String {
    let code = code.map(|c| format!(", {c}")).unwrap_or_default();
    let message = if message.is_empty() {
        String::new()
    } else {
        format!(": {message}")
    };
    format!("The storage server refused the {what} (HTTP {status}{code}){message}.")
}

/// The innermost cause: the one a person can act on ("Connection refused").
fn root_cause(error: &reqwest::Error) -> String {
    let mut current: &dyn std::error::Error = error;
    while let Some(next) = current.source() {
        current = next;
    }
    current.to_string()
}

fn ceil_secs(duration: Duration) -> u64 {
    duration.as_secs() + u64::from(duration.subsec_nanos() > 0)
}

impl Error {
    /// Whether trying the same call again later is safe and may succeed.
    pub fn is_retryable(&self) -> bool {
        match self {
            Error::Service { code, .. } => *code == ErrorCode::RateLimitExceeded,
            Error::RateLimited { .. }
            | Error::Server { .. }
            | Error::Transport { .. }
            | Error::DownloadIncomplete { .. } => true,
            Error::Upload { status, s3_code, .. } | Error::Download { status, s3_code, .. } => {
                storage_transient(*status, s3_code.as_deref())
            }
            Error::UnknownOutcome { .. }
            | Error::Redirected { .. }
            | Error::Decode { .. }
            | Error::Validation(_)
            | Error::UploadUrlExpired
            | Error::DownloadUrlExpired
            | Error::DestinationExists { .. }
            | Error::SourceChanged { .. }
            | Error::Io { .. } => false,
        }
    }

    /// The service's error code, for errors the service answered.
    pub fn code(&self) -> Option<&ErrorCode> {
        match self {
            Error::Service { code, .. } => Some(code),
            _ => None,
        }
    }

    /// How long to wait before trying again, when the service said so (429 `Retry-After`, or the
    /// window's reset time), or what is left of a rate-limit wait the client refused to do.
    /// Never more than [`crate::MAX_RETRY_AFTER`] or [`crate::MAX_RESET_WAIT`].
    pub fn retry_after(&self) -> Option<Duration> {
        match self {
            Error::RateLimited { until, .. } => {
                Some(Duration::try_from(*until - OffsetDateTime::now_utc()).unwrap_or_default())
            }
            Error::Service {
                rate_limit: Some(info),
                code: ErrorCode::RateLimitExceeded,
                ..
            } => info.wait_hint(),
            Error::Service {
                rate_limit: Some(info),
                ..
            } => info.retry_after,
            _ => None,
        }
    }

    /// When a rate limit lets requests through again, as a wall-clock time (to show "until
    /// 14:05"): for a 429 of the service, and for a wait the client refused to do.
    pub fn rate_limited_until(&self) -> Option<OffsetDateTime> {
        match self {
            Error::RateLimited { until, .. } => Some(*until),
            Error::Service {
                rate_limit: Some(info),
                code: ErrorCode::RateLimitExceeded,
                ..
            } => info.wait_until(),
            _ => None,
        }
    }

    /// The HTTP status, when an HTTP answer came back.
    pub fn status(&self) -> Option<StatusCode> {
        match self {
            Error::Service { status, .. }
            | Error::Server { status, .. }
            | Error::Redirected { status, .. }
            | Error::Upload { status, .. }
            | Error::Download { status, .. } => Some(*status),
            Error::UnknownOutcome { cause, .. } => cause.status(),
            _ => None,
        }
    }

    /// The body as received, for diagnosis.
    pub fn raw_body(&self) -> Option<&str> {
        match self {
            Error::Service { raw_body, .. }
            | Error::Server { raw_body, .. }
            | Error::Decode { raw_body, .. } => Some(raw_body),
            Error::UnknownOutcome { cause, .. } => cause.raw_body(),
            _ => None,
        }
    }

    /// The `invalid_arguments` details, if any.
    pub fn invalid_arguments(&self) -> Option<&InvalidArguments> {
        match self {
            Error::Service { details, .. } => details.as_deref(),
            _ => None,
        }
    }

    /// Builds the error for a non-2xx answer of the service. Never panics, whatever the body.
    pub fn from_response(status: StatusCode, headers: &HeaderMap, body: &[u8]) -> Error {
        let raw_body = raw_text(body);
        if status.is_server_error() {
            return Error::Server { status, raw_body };
        }
        let rate_limit = RateLimitInfo::from_headers(headers).map(Box::new);
        let parsed: Option<Value> = serde_json::from_slice(body).ok();
        let object = parsed.as_ref().and_then(Value::as_object);
        let code = match object.and_then(|o| o.get("code")).and_then(Value::as_str) {
            Some(code) => ErrorCode::from_wire(code),
            // No readable body (a proxy's page, say): only statuses with one meaning are mapped.
            None => match status {
                StatusCode::UNAUTHORIZED => ErrorCode::Unauthorized,
                StatusCode::TOO_MANY_REQUESTS => ErrorCode::RateLimitExceeded,
                other => ErrorCode::Unknown(format!("http_{}", other.as_u16())),
            },
        };
        let message = object
            .and_then(|o| o.get("message"))
            .and_then(Value::as_str)
            .unwrap_or_default()
            .to_owned();
        let details = object
            .and_then(|o| o.get("errors"))
            .map(|e| Box::new(InvalidArguments::from_value(e)));
        Error::Service {
            status,
            code,
            message,
            details,
            rate_limit,
            raw_body,
        }
    }

    pub(crate) fn io(path: impl Into<PathBuf>, source: std::io::Error) -> Error {
        Error::Io {
            path: path.into(),
            source,
        }
    }
}

/// S3 answers that mean "try again" rather than "you are wrong".
fn storage_transient(status: StatusCode, code: Option<&str>) -> bool {
    status.is_server_error()
        || status == StatusCode::REQUEST_TIMEOUT
        || status == StatusCode::TOO_MANY_REQUESTS
        || matches!(
            code,
            Some("RequestTimeout" | "SlowDown" | "InternalError" | "ServiceUnavailable")
        )
}

pub(crate) fn raw_text(body: &[u8]) -> String {
    let cut = &body[..body.len().min(MAX_RAW_BODY)];
    String::from_utf8_lossy(cut).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;
    use http::HeaderValue;
    use serde_json::json;

    fn service(status: u16, body: &str) -> Error {
        Error::from_response(
            StatusCode::from_u16(status).unwrap(),
            &HeaderMap::new(),
            body.as_bytes(),
        )
    }

    #[test]
    fn every_documented_code_is_read() {
        for code in ErrorCode::KNOWN {
            let body = json!({"code": code.as_str(), "message": "m"}).to_string();
            let error = service(400, &body);
            assert_eq!(error.code(), Some(code));
            assert!(!error.to_string().is_empty());
        }
        let error = service(400, r#"{"code":"brand_new_code","message":"hello"}"#);
        assert_eq!(error.code(), Some(&ErrorCode::Unknown("brand_new_code".into())));
        assert!(error.to_string().contains("hello"));
    }

    #[test]
    fn invalid_arguments_details_in_the_documented_shape() {
        let body = json!({
            "code": "invalid_arguments",
            "message": "bad",
            "errors": {
                "params": [],
                "query": [{"field": "limit", "message": "must be >= 8"}],
                "body": [{"field": "pitchShift", "message": "too high"}]
            }
        });
        let error = service(400, &body.to_string());
        let details = error.invalid_arguments().unwrap();
        assert!(details.params.is_empty());
        assert_eq!(
            details.query[0],
            FieldError {
                field: "limit".into(),
                message: "must be >= 8".into()
            }
        );
        assert!(details.mentions("pitchShift"));
        assert!(error.to_string().contains("pitchShift: too high"));
        assert_eq!(error.raw_body().unwrap(), body.to_string());
    }

    #[test]
    fn invalid_arguments_details_in_other_shapes() {
        let missing = service(
            400,
            r#"{"code":"invalid_arguments","message":"m","errors":{"body":[{"field":"name"}]}}"#,
        );
        let details = missing.invalid_arguments().unwrap();
        assert!(details.params.is_empty() && details.query.is_empty());
        assert_eq!(details.body[0].field, "name");

        let map = service(
            400,
            r#"{"code":"invalid_arguments","message":"m","errors":{"body":{"name":"too long"}}}"#,
        );
        assert_eq!(map.invalid_arguments().unwrap().body[0].message, "too long");

        let odd = service(
            400,
            r#"{"code":"invalid_arguments","message":"m","errors":"everything is wrong"}"#,
        );
        let details = odd.invalid_arguments().unwrap();
        assert!(details.all().next().is_none());
        assert_eq!(details.raw, json!("everything is wrong"));
    }

    #[test]
    fn server_errors_keep_any_body() {
        for body in ["", "<html><body>Bad gateway</body></html>", r#"{"code":"oops"}"#] {
            let error = service(502, body);
            assert!(
                matches!(&error, Error::Server { status, raw_body } if status.as_u16() == 502 && raw_body == body)
            );
            assert!(error.is_retryable());
        }
    }

    #[test]
    fn unreadable_client_error_bodies_do_not_guess() {
        assert_eq!(service(401, "nope").code(), Some(&ErrorCode::Unauthorized));
        assert_eq!(
            service(404, "<html/>").code(),
            Some(&ErrorCode::Unknown("http_404".into()))
        );
        assert_eq!(
            service(400, "").code(),
            Some(&ErrorCode::Unknown("http_400".into()))
        );
    }

    #[test]
    fn rate_limit_error_tells_how_long_to_wait() {
        let mut headers = HeaderMap::new();
        headers.insert("retry-after", HeaderValue::from_static("7"));
        headers.insert("x-ratelimit-remaining", HeaderValue::from_static("0"));
        let error = Error::from_response(
            StatusCode::TOO_MANY_REQUESTS,
            &headers,
            br#"{"code":"rate_limit_exceeded","message":"slow down"}"#,
        );
        assert!(error.is_retryable());
        assert_eq!(error.retry_after(), Some(Duration::from_secs(7)));
        let text = error.to_string();
        assert!(
            text.starts_with(
                "The service refused the request: a rate limit was reached. It accepts requests again in 7 s (at "
            ) && text.ends_with(" UTC)."),
            "{text}"
        );
        let until = error.rate_limited_until().unwrap();
        let from_now = until - OffsetDateTime::now_utc();
        assert!(from_now > time::Duration::seconds(6) && from_now <= time::Duration::seconds(7));
        // Nothing to wait for, nothing invented.
        let bare = Error::from_response(StatusCode::TOO_MANY_REQUESTS, &HeaderMap::new(), b"");
        assert_eq!((bare.retry_after(), bare.rate_limited_until()), (None, None));
        assert_eq!(
            bare.to_string(),
            "The service refused the request: a rate limit was reached."
        );
    }

    #[test]
    fn messages_say_what_happened() {
        assert_eq!(
            service(401, r#"{"code":"unauthorized","message":"x"}"#).to_string(),
            "The service refused the API key (missing, malformed, deleted or invalid)."
        );
        let unknown = Error::UnknownOutcome {
            operation: "generate",
            cause: Box::new(service(500, "boom")),
        };
        assert_eq!(
            unknown.to_string(),
            "The generate request may have reached the service, but no usable answer came back \
             (The service failed with an internal error (HTTP 500 Internal Server Error).); whether it \
             was carried out is unknown until the state is read again."
        );
        assert!(!unknown.is_retryable());
        assert_eq!(unknown.status(), Some(StatusCode::INTERNAL_SERVER_ERROR));
        let validation = Error::from(ValidationError::new("pitchShift", "must be between -24 and 24"));
        assert_eq!(
            validation.to_string(),
            "Invalid pitchShift: must be between -24 and 24."
        );
        let timeout = Error::Transport {
            kind: TransportKind::Timeout,
            remote: Remote::Service,
            maybe_sent: true,
            source: None,
        };
        assert_eq!(timeout.to_string(), "The service did not answer in time.");
    }

    /// Several front ends share these messages: none names a place or an action of one of them.
    #[test]
    fn no_message_names_a_front_end() {
        let mut errors: Vec<Error> = ErrorCode::KNOWN
            .iter()
            .map(|code| service(400, &json!({"code": code.as_str(), "message": "m"}).to_string()))
            .collect();
        let mut limited = HeaderMap::new();
        limited.insert("retry-after", HeaderValue::from_static("30"));
        errors.push(Error::from_response(StatusCode::TOO_MANY_REQUESTS, &limited, b""));
        errors.push(service(400, r#"{"code":"something_new","message":"m"}"#));
        errors.push(service(503, ""));
        for kind in [
            TransportKind::Connect,
            TransportKind::Timeout,
            TransportKind::Connection,
        ] {
            for remote in [Remote::Service, Remote::Storage] {
                errors.push(Error::Transport {
                    kind,
                    remote,
                    maybe_sent: true,
                    source: None,
                });
            }
        }
        errors.extend([
            Error::RateLimited {
                lane: Lane::Write,
                until: OffsetDateTime::now_utc() + Duration::from_secs(90),
            },
            Error::UnknownOutcome {
                operation: "clone",
                cause: Box::new(service(502, "")),
            },
            Error::Decode {
                raw_body: String::new(),
                source: serde_json::from_str::<u8>("x").unwrap_err(),
            },
            ValidationError::new("api_key", "no API key is set").into(),
            Error::UploadUrlExpired,
            Error::Upload {
                status: StatusCode::FORBIDDEN,
                s3_code: Some("AccessDenied".into()),
                message: "no".into(),
            },
            Error::DownloadUrlExpired,
            Error::Download {
                status: StatusCode::NOT_FOUND,
                s3_code: None,
                message: String::new(),
            },
            Error::DownloadIncomplete {
                expected: 10,
                received: 5,
            },
            Error::DestinationExists {
                path: PathBuf::from("/tmp/out.mp3"),
            },
            Error::io("/tmp/in.wav", std::io::Error::other("disk full")),
            Error::SourceChanged {
                path: PathBuf::from("/tmp/in.wav"),
                expected: 10,
                now: 12,
            },
        ]);
        for error in errors {
            let text = error.to_string();
            let lower = text.to_lowercase();
            for word in [
                "settings",
                "press",
                "button",
                "click",
                "paste",
                "dubdeck-cli",
                "retry",
                "menu",
            ] {
                assert!(!lower.contains(word), "{word:?} in {text:?}");
            }
            assert!(text.ends_with('.'), "{text:?}");
        }
    }

    #[test]
    fn raw_bodies_are_capped() {
        let huge = "x".repeat(MAX_RAW_BODY * 2);
        let error = service(418, &huge);
        assert_eq!(error.raw_body().unwrap().len(), MAX_RAW_BODY);
    }
}
