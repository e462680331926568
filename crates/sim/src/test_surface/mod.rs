//! The test surface under `/_sim` (README.md, "Test surface"): accounts and credits, the request log,
//! faults, run-time configuration, stored results, and forced advances of dubs and voices. No
//! authentication; JSON in camelCase; errors as `{code, message}`.

mod advance;
mod results;

use axum::Json;
use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post, put};
use http::StatusCode;
use serde::Deserialize;
use serde::de::DeserializeOwned;
use serde_json::{Value, json};

use crate::accounts::AccountId;
use crate::clock::Clock;
use crate::faults::FaultSet;
use crate::state::AppState;

pub fn router(app: AppState) -> axum::Router {
    axum::Router::new()
        .route("/_sim/accounts/{name}", get(get_account))
        .route("/_sim/accounts/{name}/credits", put(set_credits))
        .route("/_sim/requests", get(get_requests).delete(clear_requests))
        .route(
            "/_sim/faults",
            get(get_faults).put(set_faults).delete(clear_faults),
        )
        .route("/_sim/config", put(set_config))
        .route("/_sim/results/{*key}", put(results::put_result))
        .route("/_sim/dubs/{id}/advance", post(advance::dub))
        .route("/_sim/voices/{id}/advance", post(advance::voice))
        .fallback(|| async {
            Fail::not_found("there is no test-surface route here; see crates/sim/README.md")
        })
        .method_not_allowed_fallback(|| async {
            Fail::new(
                StatusCode::METHOD_NOT_ALLOWED,
                "method_not_allowed",
                "this route does not take that method",
            )
        })
        .with_state(app)
}

/// A test-surface error: `{code, message}` with a status.
#[derive(Debug)]
pub struct Fail {
    status: StatusCode,
    code: &'static str,
    message: String,
}

impl Fail {
    pub fn new(status: StatusCode, code: &'static str, message: impl Into<String>) -> Self {
        Self {
            status,
            code,
            message: message.into(),
        }
    }
    pub fn bad(message: impl Into<String>) -> Self {
        Self::new(StatusCode::BAD_REQUEST, "invalid_arguments", message)
    }
    pub fn not_found(message: impl Into<String>) -> Self {
        Self::new(StatusCode::NOT_FOUND, "not_found", message)
    }
}

impl IntoResponse for Fail {
    fn into_response(self) -> Response {
        (
            self.status,
            Json(json!({ "code": self.code, "message": self.message })),
        )
            .into_response()
    }
}

/// A JSON body of type `T`, or a 400 that says what is wrong with it.
fn parse<T: DeserializeOwned>(body: &Bytes) -> Result<T, Fail> {
    serde_json::from_slice(body).map_err(|e| Fail::bad(format!("the body is not valid for this route: {e}")))
}

fn account_id(app: &AppState, name: &str) -> Result<AccountId, Fail> {
    app.directory
        .by_name(name)
        .ok_or_else(|| Fail::not_found(format!("there is no account named {name:?}")))
}

fn account_json(app: &AppState, id: AccountId) -> Value {
    let clock: &Clock = &app.clock;
    let reg = app.registry();
    let (credits, charges) = reg.books.get(id).map_or((0, Vec::new()), |b| {
        let charges = b
            .charges
            .iter()
            .map(|c| json!({ "kind": c.kind.as_str(), "id": c.id, "credits": c.credits, "at": clock.stamp(c.at) }))
            .collect();
        (b.credits, charges)
    });
    json!({
        "name": app.directory.name(id),
        "credits": credits,
        "keys": app.directory.keys(id),
        "charges": charges,
    })
}

async fn get_account(State(app): State<AppState>, Path(name): Path<String>) -> Result<Json<Value>, Fail> {
    let id = account_id(&app, &name)?;
    Ok(Json(account_json(&app, id)))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Credits {
    credits: i64,
}

async fn set_credits(
    State(app): State<AppState>,
    Path(name): Path<String>,
    body: Bytes,
) -> Result<Json<Value>, Fail> {
    let id = account_id(&app, &name)?;
    let Credits { credits } = parse(&body)?;
    if credits < 0 {
        return Err(Fail::bad(format!("credits is {credits}; balances are 0 or more")));
    }
    if let Some(book) = app.registry().books.get_mut(id) {
        book.credits = credits;
    }
    Ok(Json(account_json(&app, id)))
}

async fn get_requests(State(app): State<AppState>) -> Json<Value> {
    Json(json!(app.log.entries()))
}

async fn clear_requests(State(app): State<AppState>) -> Json<Value> {
    app.log.clear();
    Json(json!([]))
}

async fn get_faults(State(app): State<AppState>) -> Json<FaultSet> {
    Json(app.faults.current())
}

async fn set_faults(State(app): State<AppState>, body: Bytes) -> Result<Json<FaultSet>, Fail> {
    let set: FaultSet = parse(&body)?;
    set.check().map_err(Fail::bad)?;
    app.storage
        .set_cut_uploads(set.cut_uploads.and_then(|c| c.to_storage()));
    app.storage
        .set_cut_downloads(set.cut_downloads.and_then(|c| c.to_storage()));
    app.faults.replace(set.clone());
    Ok(Json(set))
}

async fn clear_faults(State(app): State<AppState>) -> Json<FaultSet> {
    app.storage.set_cut_uploads(None);
    app.storage.set_cut_downloads(None);
    app.faults.replace(FaultSet::default());
    Json(FaultSet::default())
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct ConfigChange {
    stage_ms: Option<u64>,
    upload_url_ttl_secs: Option<u64>,
}

async fn set_config(State(app): State<AppState>, body: Bytes) -> Result<Json<Value>, Fail> {
    let change: ConfigChange = parse(&body)?;
    if change.upload_url_ttl_secs == Some(0) {
        return Err(Fail::bad(
            "uploadUrlTtlSecs is 0; upload URLs must live at least 1 second",
        ));
    }
    if let Some(ms) = change.stage_ms {
        app.set_stage_ms(ms);
    }
    if let Some(secs) = change.upload_url_ttl_secs {
        app.set_upload_ttl_secs(secs);
    }
    Ok(Json(
        json!({ "stageMs": app.stage_ms(), "uploadUrlTtlSecs": app.upload_ttl_secs() }),
    ))
}
