//! `GET /v1/me`: the account's credit balance.

use axum::Json;
use axum::extract::State;
use serde_json::{Value, json};

use super::{ApiError, Input, check};
use crate::state::AppState;
use crate::validation::Problems;

pub async fn get_me(State(app): State<AppState>, input: Input) -> Result<Json<Value>, ApiError> {
    let mut p = Problems::default();
    input.no_query(&mut p);
    check(p)?;
    let credits = app
        .registry()
        .books
        .get(input.caller.account)
        .map_or(0, |b| b.credits);
    Ok(Json(json!({ "user": { "apiCredits": credits } })))
}
