//! `POST /_sim/dubs/{id}/advance` and `POST /_sim/voices/{id}/advance`: move a record one stage on
//! now, waiting for its background work when the stage needs it.

use std::time::{Duration, Instant};

use axum::Json;
use axum::extract::{Path, State};
use http::StatusCode;
use serde_json::Value;
use uuid::Uuid;

use super::Fail;
use crate::jobs::{Dub, Due, Staged, Voice};
use crate::state::{AppState, Registry};
use crate::validation::parse_uuid;

/// How long an advance waits for background work (a long render) before giving up.
const WORK_WAIT: Duration = Duration::from_secs(300);

trait Record: Staged {
    fn status_name(&self) -> &'static str;
    fn to_json(&self, app: &AppState) -> Value;
}

impl Record for Dub {
    fn status_name(&self) -> &'static str {
        self.status.as_str()
    }
    fn to_json(&self, app: &AppState) -> Value {
        Dub::to_json(self, &app.clock, &app.storage)
    }
}

impl Record for Voice {
    fn status_name(&self) -> &'static str {
        self.status.as_str()
    }
    fn to_json(&self, app: &AppState) -> Value {
        Voice::to_json(self, &app.clock)
    }
}

fn find_dub(reg: &mut Registry, id: Uuid) -> Option<&mut Dub> {
    reg.dubs.get_mut(&id)
}

fn find_voice(reg: &mut Registry, id: Uuid) -> Option<&mut Voice> {
    reg.voices.get_mut(&id)
}

pub async fn dub(State(app): State<AppState>, Path(id): Path<String>) -> Result<Json<Value>, Fail> {
    advance(&app, &id, "dub", find_dub).await
}

pub async fn voice(State(app): State<AppState>, Path(id): Path<String>) -> Result<Json<Value>, Fail> {
    advance(&app, &id, "voice", find_voice).await
}

async fn advance<T: Record>(
    app: &AppState,
    id: &str,
    what: &str,
    find: for<'a> fn(&'a mut Registry, Uuid) -> Option<&'a mut T>,
) -> Result<Json<Value>, Fail> {
    let id = parse_uuid(id).ok_or_else(|| Fail::bad(format!("{id:?} is not a UUID")))?;
    // Subscribed before the first look, so that work finishing in between is not missed.
    let mut work_done = app.work_done.subscribe();
    let deadline = tokio::time::Instant::now() + WORK_WAIT;
    let mut awaited: Option<&'static str> = None;
    loop {
        {
            let mut reg = app.registry();
            let rec =
                find(&mut reg, id).ok_or_else(|| Fail::not_found(format!("there is no {what} {id}")))?;
            let now = Instant::now();
            rec.settle(now, app.stage());
            if awaited.is_some_and(|s| s != rec.status_name()) {
                // The awaited work finished and its stage time was already over: that was the move.
                return Ok(Json(rec.to_json(app)));
            }
            match rec.due(Duration::ZERO) {
                Due::At(_) => {
                    rec.step(now);
                    return Ok(Json(rec.to_json(app)));
                }
                Due::Never => {
                    return Err(Fail::new(
                        StatusCode::CONFLICT,
                        "not_advanceable",
                        format!(
                            "the {what} is {}; only a client call moves it on from here (or it is final)",
                            rec.status_name()
                        ),
                    ));
                }
                Due::AwaitingWork => awaited = Some(rec.status_name()),
            }
        }
        match tokio::time::timeout_at(deadline, work_done.changed()).await {
            Ok(Ok(())) => {}
            // The sender lives as long as the simulator; an error means it is shutting down.
            Ok(Err(_)) => {
                return Err(Fail::new(
                    StatusCode::SERVICE_UNAVAILABLE,
                    "shutting_down",
                    "the simulator is stopping",
                ));
            }
            Err(_) => {
                return Err(Fail::new(
                    StatusCode::GATEWAY_TIMEOUT,
                    "work_pending",
                    format!(
                        "the {what}'s background work did not finish within {} s",
                        WORK_WAIT.as_secs()
                    ),
                ));
            }
        }
    }
}
