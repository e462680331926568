//! Custom voices: create, clone, read (sections 4.6 to 4.8).

use std::time::Instant;

use axum::Json;
use axum::extract::State;
use serde_json::{Value, json};
use uuid::Uuid;

use super::dubs::checked;
use super::{ApiError, Input, check};
use crate::accounts::{AccountId, ChargeKind};
use crate::jobs::{Staged, Voice, VoiceStatus, work};
use crate::state::{AppState, Registry};
use crate::validation::{BodyReader, Problems};

const FIELDS: &[&str] = &["name", "numberOfFiles", "maxMinutes", "separate"];

fn own_voice(reg: &mut Registry, id: Uuid, account: AccountId) -> Result<&mut Voice, ApiError> {
    reg.voices
        .get_mut(&id)
        .filter(|v| v.account == account)
        .ok_or_else(|| ApiError::NotFound(format!("voice {id} does not exist for this account")))
}

pub async fn create(State(app): State<AppState>, input: Input) -> Result<Json<Value>, ApiError> {
    let mut p = Problems::default();
    input.no_query(&mut p);
    let mut fields = None;
    if let Some(map) = input.json_object(&mut p) {
        let mut r = BodyReader::new(&map, FIELDS, &mut p);
        let name = r.string("name", true, 1, 50).map(str::to_owned);
        let files = r.integer("numberOfFiles", true, 1, 5);
        let max_minutes = r.integer("maxMinutes", true, 5, 60);
        let separate = r.boolean("separate", true);
        fields = Some((name, files, max_minutes, separate));
    }
    check(p)?;
    let (name, files, max_minutes, separate) = checked(fields)?;
    let (name, files, max_minutes, separate) = (
        checked(name)?,
        checked(files)?,
        checked(max_minutes)?,
        checked(separate)?,
    );
    let id = Uuid::new_v4();
    let keys: Vec<String> = (1..=files).map(|i| format!("voice-{id}-{i}")).collect();
    let urls: Vec<String> = keys
        .iter()
        .map(|k| app.storage.presign_upload(k).to_string())
        .collect();
    let voice = Voice::new(
        id,
        input.caller.account,
        name,
        separate,
        max_minutes,
        keys,
        Instant::now(),
    );
    let body = json!({ "voice": voice.to_json(&app.clock), "uploadUrls": urls });
    app.registry().voices.insert(id, voice);
    Ok(Json(body))
}

fn voice_id(input: &Input, with_body: bool) -> Result<Uuid, ApiError> {
    let mut p = Problems::default();
    let id = input.id_param("voiceId", &mut p);
    input.no_query(&mut p);
    if with_body {
        input.no_body(&mut p);
    }
    check(p)?;
    checked(id)
}

pub async fn get_voice(State(app): State<AppState>, input: Input) -> Result<Json<Value>, ApiError> {
    let id = voice_id(&input, false)?;
    let mut reg = app.registry();
    let voice = own_voice(&mut reg, id, input.caller.account)?;
    voice.settle(Instant::now(), app.stage());
    Ok(Json(json!({ "voice": voice.to_json(&app.clock) })))
}

pub async fn clone_voice(State(app): State<AppState>, input: Input) -> Result<Json<Value>, ApiError> {
    let id = voice_id(&input, true)?;
    let now = Instant::now();
    // Which files are there is asked of storage before taking the registry lock.
    let keys = {
        let mut reg = app.registry();
        let voice = own_voice(&mut reg, id, input.caller.account)?;
        voice.settle(now, app.stage());
        if voice.status != VoiceStatus::New {
            return Err(ApiError::VoiceIsNotNew(voice.status.as_str()));
        }
        voice.upload_keys.clone()
    };
    let missing: Vec<String> = keys
        .iter()
        .enumerate()
        .filter(|(_, k)| app.storage.upload_path(k).is_none())
        .map(|(i, _)| (i + 1).to_string())
        .collect();
    if !missing.is_empty() {
        return Err(ApiError::body_problem(format!(
            "training file(s) {} of {} were not uploaded; PUT each file to its entry of uploadUrls, then call \
             clone again",
            missing.join(", "),
            keys.len()
        )));
    }
    let (body, max_minutes) = {
        let mut guard = app.registry();
        let reg = &mut *guard;
        let voice = own_voice(reg, id, input.caller.account)?;
        // Another clone may have won the race since the first look.
        if voice.status != VoiceStatus::New {
            return Err(ApiError::VoiceIsNotNew(voice.status.as_str()));
        }
        let required = voice.required_credits;
        let book = reg
            .books
            .get_mut(input.caller.account)
            .ok_or_else(|| ApiError::Internal("the caller's account has no book".into()))?;
        let left = book
            .charge(ChargeKind::Voice, id, required, now)
            .map_err(|balance| ApiError::NotEnoughCredits { required, balance })?;
        let voice = own_voice(reg, id, input.caller.account)?;
        voice.api_credits_used = required;
        voice.api_credits_left = Some(left);
        voice.enter(VoiceStatus::Queued, now);
        (json!({ "voice": voice.to_json(&app.clock) }), voice.max_minutes)
    };
    work::check_voice(&app, id, keys, max_minutes);
    Ok(Json(body))
}
