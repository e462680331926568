//! The service interface under `/v1`: the routes, and the gate every request passes first
//! (authentication, rate limits and their headers, panics turned into JSON 500s).

mod dubs;
mod error;
mod input;
mod me;
mod public_voices;
mod voices;

use std::panic::AssertUnwindSafe;

use axum::Json;
use axum::extract::{Request, State};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use futures::FutureExt;
use serde_json::Value;

pub use error::{ApiError, check};
pub use input::{Caller, Input};

use crate::auth::{AuthProblem, presented_key};
use crate::clock::unix_millis;
use crate::ratelimit::{Class, Decision, PoolKey};
use crate::state::AppState;
use crate::validation::Problems;

pub fn router(app: AppState) -> axum::Router {
    axum::Router::new()
        .route("/v1/me", get(me::get_me))
        .route("/v1/me/dubs", post(dubs::create))
        .route("/v1/me/dubs/{dubId}", get(dubs::get_dub))
        .route("/v1/me/dubs/{dubId}/preprocess", post(dubs::preprocess))
        .route("/v1/me/dubs/{dubId}/generate", post(dubs::generate))
        .route("/v1/me/voices", post(voices::create))
        .route("/v1/me/voices/{voiceId}", get(voices::get_voice))
        .route("/v1/me/voices/{voiceId}/clone", post(voices::clone_voice))
        .route("/v1/voices", get(public_voices::list))
        .route("/v1/openapi.json", get(openapi))
        .fallback(unknown_path)
        .method_not_allowed_fallback(wrong_method)
        .layer(middleware::from_fn_with_state(app.clone(), gate))
        .with_state(app)
}

async fn openapi(State(app): State<AppState>, input: Input) -> Result<Json<Value>, ApiError> {
    let mut p = Problems::default();
    input.no_query(&mut p);
    check(p)?;
    Ok(Json(crate::openapi::document(app.base_url.as_str())))
}

async fn unknown_path(req: Request) -> ApiError {
    ApiError::NotFound(format!(
        "there is no operation at {} {}; see GET /v1/openapi.json for the operations",
        req.method(),
        req.uri().path()
    ))
}

async fn wrong_method(req: Request) -> ApiError {
    ApiError::MethodNotAllowed(format!(
        "{} is not allowed on {}; the Allow header lists the methods that are",
        req.method(),
        req.uri().path()
    ))
}

/// Authenticates, counts the request against its rate limits, runs it, and labels the answer.
async fn gate(State(app): State<AppState>, mut req: Request, next: Next) -> Response {
    let key = match presented_key(req.headers()) {
        Ok(key) => key.to_owned(),
        Err(problem) => return ApiError::Unauthorized(problem).into_response(),
    };
    let Some(account) = app.directory.by_key(&key) else {
        return ApiError::Unauthorized(AuthProblem::UnknownKey).into_response();
    };
    let pool = if app.limiter.per_key() {
        PoolKey::Key(key)
    } else {
        PoolKey::Account(account)
    };
    let snapshot = match app.limiter.check(pool, Class::of(req.method()), unix_millis()) {
        Decision::Allowed(s) => s,
        Decision::Refused {
            snapshot,
            retry_after_secs,
        } => {
            let mut resp = ApiError::RateLimited { retry_after_secs }.into_response();
            snapshot.apply(resp.headers_mut());
            return resp;
        }
    };
    req.extensions_mut().insert(Caller { account });
    let mut resp = guarded(next.run(req)).await;
    snapshot.apply(resp.headers_mut());
    resp
}

/// Runs a handler; a panic in it becomes a JSON 500 instead of a dropped connection.
pub async fn guarded(handler: impl Future<Output = Response>) -> Response {
    match AssertUnwindSafe(handler).catch_unwind().await {
        Ok(resp) => resp,
        Err(panic) => ApiError::Internal(panic_text(panic.as_ref())).into_response(),
    }
}

/// The text of a panic payload, for the 500's message.
fn panic_text(payload: &(dyn std::any::Any + Send)) -> String {
    payload
        .downcast_ref::<&str>()
        .map(|s| (*s).to_owned())
        .or_else(|| payload.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "a handler panicked".to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn panics_become_json_500s() {
        let resp = guarded(async { panic!("boom at {}", 42) }).await;
        assert_eq!(resp.status(), 500);
        let body = axum::body::to_bytes(resp.into_body(), 10_000).await.unwrap();
        let json: Value = serde_json::from_slice(&body).unwrap();
        assert_eq!(json["code"], "internal_error");
        assert!(json["message"].as_str().unwrap().contains("boom at 42"));
        let resp = guarded(async { ApiError::NotFound("x".into()).into_response() }).await;
        assert_eq!(resp.status(), 404);
    }
}
