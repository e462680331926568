//! Dubs: create, preprocess, generate, read (sections 4.2 to 4.5).

use std::time::Instant;

use axum::Json;
use axum::extract::State;
use serde_json::{Value, json};
use uuid::Uuid;

use super::{ApiError, Input, check};
use crate::accounts::{AccountId, ChargeKind};
use crate::jobs::{Dub, DubInput, DubStatus, Staged, VoiceStatus, work};
use crate::state::{AppState, Registry};
use crate::validation::{BodyReader, Problems};

const FIELDS: &[&str] = &["voiceId", "link", "pitchShift", "separate"];

/// A value the checks guarantee; its absence would be a bug here, not bad input.
pub fn checked<T>(value: Option<T>) -> Result<T, ApiError> {
    value.ok_or_else(|| ApiError::Internal("a checked value is missing".into()))
}

fn own_dub(reg: &mut Registry, id: Uuid, account: AccountId) -> Result<&mut Dub, ApiError> {
    reg.dubs
        .get_mut(&id)
        .filter(|d| d.account == account)
        .ok_or_else(|| ApiError::NotFound(format!("dub {id} does not exist for this account")))
}

/// A public voice, or a custom voice of this account that finished training.
fn voice_usable(app: &AppState, reg: &mut Registry, id: Uuid, account: AccountId, now: Instant) -> bool {
    if app.catalogue.get(&id).is_some() {
        return true;
    }
    match reg.voices.get_mut(&id) {
        Some(v) if v.account == account => {
            v.settle(now, app.stage());
            v.status == VoiceStatus::Done
        }
        _ => false,
    }
}

pub async fn create(State(app): State<AppState>, input: Input) -> Result<Json<Value>, ApiError> {
    let mut p = Problems::default();
    input.no_query(&mut p);
    let mut fields = None;
    if let Some(map) = input.json_object(&mut p) {
        let mut r = BodyReader::new(&map, FIELDS, &mut p);
        let voice_id = r.uuid("voiceId", true);
        let link = r.http_uri("link", false);
        let pitch = r.integer("pitchShift", false, -24, 24);
        let separate = r.boolean("separate", false);
        fields = Some((voice_id, link, pitch, separate, map.contains_key("link")));
    }
    check(p)?;
    let (voice_id, link, pitch, separate, has_link) = checked(fields)?;
    let voice_id = checked(voice_id)?;
    let link = if has_link { Some(checked(link)?) } else { None };
    let now = Instant::now();
    let id = Uuid::new_v4();
    let mut reg = app.registry();
    if !voice_usable(&app, &mut reg, voice_id, input.caller.account, now) {
        return Err(ApiError::VoiceNotFound(voice_id));
    }
    let (dub_input, upload_url) = match link {
        Some(url) => (DubInput::Link { url: url.to_string() }, None),
        None => {
            let key = format!("dub-{id}");
            let url = app.storage.presign_upload(&key);
            (DubInput::Upload { key }, Some(url.to_string()))
        }
    };
    let pitch = i32::try_from(pitch.unwrap_or(0)).unwrap_or(0);
    let dub = Dub::new(
        id,
        input.caller.account,
        voice_id,
        dub_input,
        separate.unwrap_or(true),
        pitch,
        now,
    );
    let body = json!({ "dub": dub.to_json(&app.clock, &app.storage), "uploadUrl": upload_url });
    reg.dubs.insert(id, dub);
    Ok(Json(body))
}

/// The checks shared by the operations on one dub: a UUID path id, no query, no body.
fn dub_id(input: &Input, with_body: bool) -> Result<Uuid, ApiError> {
    let mut p = Problems::default();
    let id = input.id_param("dubId", &mut p);
    input.no_query(&mut p);
    if with_body {
        input.no_body(&mut p);
    }
    check(p)?;
    checked(id)
}

pub async fn get_dub(State(app): State<AppState>, input: Input) -> Result<Json<Value>, ApiError> {
    let id = dub_id(&input, false)?;
    let mut reg = app.registry();
    let dub = own_dub(&mut reg, id, input.caller.account)?;
    dub.settle(Instant::now(), app.stage());
    Ok(Json(json!({ "dub": dub.to_json(&app.clock, &app.storage) })))
}

pub async fn preprocess(State(app): State<AppState>, input: Input) -> Result<Json<Value>, ApiError> {
    let id = dub_id(&input, true)?;
    let now = Instant::now();
    let (body, work_input) = {
        let mut reg = app.registry();
        let dub = own_dub(&mut reg, id, input.caller.account)?;
        dub.settle(now, app.stage());
        if dub.status != DubStatus::New {
            return Err(ApiError::DubIsNotNew(dub.status.as_str()));
        }
        dub.enter(DubStatus::Preprocessing, now);
        (
            json!({ "dub": dub.to_json(&app.clock, &app.storage) }),
            dub.input.clone(),
        )
    };
    work::measure(&app, id, work_input);
    Ok(Json(body))
}

pub async fn generate(State(app): State<AppState>, input: Input) -> Result<Json<Value>, ApiError> {
    let id = dub_id(&input, true)?;
    let now = Instant::now();
    let (body, source, pitch) = {
        let mut guard = app.registry();
        let reg = &mut *guard;
        let dub = own_dub(reg, id, input.caller.account)?;
        dub.settle(now, app.stage());
        if dub.status != DubStatus::Preprocessed {
            return Err(ApiError::DubIsNotInPreprocessedState(dub.status.as_str()));
        }
        let required = checked(dub.required_credits)?;
        let source = match dub.measured.as_ref().map(|o| &o.result) {
            Some(Ok(m)) => m.path.clone(),
            _ => {
                return Err(ApiError::Internal(
                    "a preprocessed dub has no measured input".into(),
                ));
            }
        };
        let book = reg
            .books
            .get_mut(input.caller.account)
            .ok_or_else(|| ApiError::Internal("the caller's account has no book".into()))?;
        let left = book
            .charge(ChargeKind::Dub, id, required, now)
            .map_err(|balance| ApiError::NotEnoughCredits { required, balance })?;
        let dub = own_dub(reg, id, input.caller.account)?;
        dub.api_credits_used = required;
        dub.api_credits_left = Some(left);
        dub.enter(DubStatus::Queued, now);
        (
            json!({ "dub": dub.to_json(&app.clock, &app.storage) }),
            source,
            dub.pitch_shift,
        )
    };
    work::render(&app, id, source, pitch);
    Ok(Json(body))
}
