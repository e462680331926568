//! The interface's errors: one variant per documented code, answered as `{code, message}` (plus
//! `errors` for `invalid_arguments`), with messages that say what happened, why, and what to do.

use axum::Json;
use axum::response::{IntoResponse, Response};
use http::{HeaderValue, StatusCode, header};
use serde_json::json;
use uuid::Uuid;

use crate::auth::AuthProblem;
use crate::validation::Problems;

#[derive(Debug, Clone, thiserror::Error)]
pub enum ApiError {
    #[error("the request has invalid arguments; see `errors` for each problem, fix them and send it again")]
    InvalidArguments(Problems),
    #[error(
        "voice {0} does not exist or is not available to this account; use a public voice from GET /v1/voices \
         or one of your own custom voices once it is done"
    )]
    VoiceNotFound(Uuid),
    #[error("the dub is {0}, not new; preprocess can be called once, right after the dub was created")]
    DubIsNotNew(&'static str),
    #[error(
        "the dub is {0}, not preprocessed; call generate once preprocessing has finished (poll GET \
         /v1/me/dubs/{{dubId}} until status is preprocessed)"
    )]
    DubIsNotInPreprocessedState(&'static str),
    #[error("the voice is {0}, not new; clone can be called once, after the training files were uploaded")]
    VoiceIsNotNew(&'static str),
    #[error("{}", .0.message())]
    Unauthorized(AuthProblem),
    #[error(
        "this operation needs {required} credits but the account has {balance}; buy credits, then try again"
    )]
    NotEnoughCredits { required: i64, balance: i64 },
    #[error("{0}")]
    NotFound(String),
    #[error("{0}")]
    MethodNotAllowed(String),
    #[error(
        "a rate limit was exceeded; wait {retry_after_secs} s (Retry-After) before sending more requests"
    )]
    RateLimited { retry_after_secs: u64 },
    #[error("the simulator failed to handle the request: {0}; this is a bug in the simulator")]
    Internal(String),
}

impl ApiError {
    pub fn code(&self) -> &'static str {
        match self {
            Self::InvalidArguments(_) => "invalid_arguments",
            Self::VoiceNotFound(_) => "voice_not_found",
            Self::DubIsNotNew(_) => "dub_is_not_new",
            Self::DubIsNotInPreprocessedState(_) => "dub_is_not_in_preprocessed_state",
            Self::VoiceIsNotNew(_) => "voice_is_not_new",
            Self::Unauthorized(_) => "unauthorized",
            Self::NotEnoughCredits { .. } => "not_enough_credits",
            Self::NotFound(_) => "not_found",
            Self::MethodNotAllowed(_) => "method_not_allowed",
            Self::RateLimited { .. } => "rate_limit_exceeded",
            Self::Internal(_) => "internal_error",
        }
    }

    pub fn status(&self) -> StatusCode {
        match self {
            Self::InvalidArguments(_)
            | Self::VoiceNotFound(_)
            | Self::DubIsNotNew(_)
            | Self::DubIsNotInPreprocessedState(_)
            | Self::VoiceIsNotNew(_) => StatusCode::BAD_REQUEST,
            Self::Unauthorized(_) => StatusCode::UNAUTHORIZED,
            Self::NotEnoughCredits { .. } => StatusCode::FORBIDDEN,
            Self::NotFound(_) => StatusCode::NOT_FOUND,
            Self::MethodNotAllowed(_) => StatusCode::METHOD_NOT_ALLOWED,
            Self::RateLimited { .. } => StatusCode::TOO_MANY_REQUESTS,
            Self::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    /// A 400 `invalid_arguments` with a single problem in the body as a whole.
    pub fn body_problem(message: impl Into<String>) -> Self {
        let mut p = Problems::default();
        p.body("", message);
        Self::InvalidArguments(p)
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let mut body = json!({ "code": self.code(), "message": self.to_string() });
        if let Self::InvalidArguments(problems) = &self {
            body["errors"] = json!(problems);
        }
        let mut resp = (self.status(), Json(body)).into_response();
        if let Self::RateLimited { retry_after_secs } = self {
            resp.headers_mut()
                .insert(header::RETRY_AFTER, HeaderValue::from(retry_after_secs));
        }
        resp
    }
}

impl From<Problems> for ApiError {
    fn from(p: Problems) -> Self {
        Self::InvalidArguments(p)
    }
}

/// `Ok` when nothing is wrong, else the 400 with every problem.
pub fn check(p: Problems) -> Result<(), ApiError> {
    if p.is_empty() {
        Ok(())
    } else {
        Err(ApiError::InvalidArguments(p))
    }
}
