//! `GET /v1/voices`: the public catalogue, filtered and paged.

use axum::Json;
use axum::extract::State;
use serde_json::{Value, json};

use super::{ApiError, Input};
use crate::catalogue::query::VoiceQuery;
use crate::catalogue::{Genre, Language, PublicVoice, Style};
use crate::state::AppState;
use crate::validation::Problems;

pub async fn list(State(app): State<AppState>, input: Input) -> Result<Json<Value>, ApiError> {
    let query = VoiceQuery::parse(input.raw_query()).map_err(|errors| {
        ApiError::InvalidArguments(Problems {
            query: errors,
            ..Problems::default()
        })
    })?;
    let (voices, next) = app.catalogue.page(&query);
    let voices: Vec<Value> = voices.into_iter().map(|v| to_json(&app, v)).collect();
    Ok(Json(json!({ "voices": voices, "nextCursor": next })))
}

pub fn to_json(app: &AppState, v: &PublicVoice) -> Value {
    json!({
        "id": v.id,
        "name": v.name,
        "languages": Language::names(v.languages),
        "genres": Genre::names(v.genres),
        "styles": Style::names(v.styles),
        "avatarFormat": v.avatar.extension(),
        "createdAt": v.created_at,
        "updatedAt": v.updated_at,
        "avatarUrl": app.storage.avatar_url(&v.id.to_string(), v.avatar).to_string(),
    })
}
