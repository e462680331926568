//! What an interface handler receives: the caller (set by the gate), the raw path parameters, the
//! query, and the body (read with a size limit). Extraction never fails on bad input: problems are
//! recorded by the checks below, so that one 400 can report every problem of a request.

use axum::body::Bytes;
use axum::extract::{FromRequest, FromRequestParts, RawPathParams, Request};
use http::header::CONTENT_TYPE;
use serde_json::{Map, Value};
use uuid::Uuid;

use super::ApiError;
use crate::accounts::AccountId;
use crate::state::AppState;
use crate::validation::{BodyReader, Problems, describe, parse_uuid};

/// Bodies larger than this are refused (the largest valid body is a few hundred bytes).
pub const MAX_BODY_BYTES: usize = 64 * 1024;

/// The authenticated caller, put into the request's extensions by the gate.
#[derive(Debug, Clone)]
pub struct Caller {
    pub account: AccountId,
}

pub struct Input {
    pub caller: Caller,
    params: Result<Vec<(String, String)>, String>,
    query: Option<String>,
    content_type: Option<String>,
    body: Result<Bytes, String>,
}

impl FromRequest<AppState> for Input {
    type Rejection = ApiError;

    async fn from_request(req: Request, state: &AppState) -> Result<Self, Self::Rejection> {
        let (mut parts, body) = req.into_parts();
        let caller = parts
            .extensions
            .get::<Caller>()
            .cloned()
            .ok_or_else(|| ApiError::Internal("the request reached a handler without a caller".into()))?;
        let params = match RawPathParams::from_request_parts(&mut parts, state).await {
            Ok(raw) => Ok(raw.iter().map(|(k, v)| (k.to_owned(), v.to_owned())).collect()),
            Err(e) => Err(e.body_text()),
        };
        let content_type = parts
            .headers
            .get(CONTENT_TYPE)
            .map(|v| String::from_utf8_lossy(v.as_bytes()).into_owned());
        let body = axum::body::to_bytes(body, MAX_BODY_BYTES).await.map_err(|_| {
            format!(
                "could not be read, or is larger than {} KiB",
                MAX_BODY_BYTES / 1024
            )
        });
        Ok(Self {
            caller,
            params,
            query: parts.uri.query().map(str::to_owned),
            content_type,
            body,
        })
    }
}

impl Input {
    /// The path parameter `name` as a UUID.
    pub fn id_param(&self, name: &str, p: &mut Problems) -> Option<Uuid> {
        let params = match &self.params {
            Ok(params) => params,
            Err(why) => {
                p.param(name, format!("could not be read: {why}"));
                return None;
            }
        };
        let Some((_, value)) = params.iter().find(|(k, _)| k == name) else {
            p.param(name, "is missing");
            return None;
        };
        let id = parse_uuid(value);
        if id.is_none() {
            let shown: String = value.chars().take(60).collect();
            p.param(
                name,
                format!("must be a UUID (like 3fa85f64-5717-4562-b3fc-2c963f66afa6), got {shown:?}"),
            );
        }
        id
    }

    pub fn raw_query(&self) -> Option<&str> {
        self.query.as_deref()
    }

    /// For operations that take no query parameters: each one given is a problem.
    pub fn no_query(&self, p: &mut Problems) {
        for (name, _) in url::form_urlencoded::parse(self.query.as_deref().unwrap_or("").as_bytes()) {
            p.query(
                &name,
                "is not a query parameter of this operation, which takes none",
            );
        }
    }

    /// For operations without a body: an empty body or `{}` is accepted.
    pub fn no_body(&self, p: &mut Problems) {
        match &self.body {
            Ok(bytes) if bytes.iter().all(u8::is_ascii_whitespace) => {}
            _ => {
                if let Some(map) = self.parse_object(p) {
                    BodyReader::new(&map, &[], p);
                }
            }
        }
    }

    /// The body as a JSON object, or a recorded problem.
    pub fn json_object(&self, p: &mut Problems) -> Option<Map<String, Value>> {
        if matches!(&self.body, Ok(b) if b.iter().all(u8::is_ascii_whitespace)) {
            p.body(
                "",
                "a JSON object body is required; send it with Content-Type: application/json",
            );
            return None;
        }
        self.parse_object(p)
    }

    fn parse_object(&self, p: &mut Problems) -> Option<Map<String, Value>> {
        let bytes = match &self.body {
            Ok(bytes) => bytes,
            Err(why) => {
                p.body("", format!("the body {why}"));
                return None;
            }
        };
        let is_json = self.content_type.as_deref().is_some_and(|ct| {
            ct.split(';')
                .next()
                .is_some_and(|essence| essence.trim().eq_ignore_ascii_case("application/json"))
        });
        if !is_json {
            p.body(
                "",
                format!(
                    "a body must be sent with Content-Type: application/json, got {}",
                    self.content_type
                        .as_deref()
                        .map_or_else(|| "no Content-Type".to_owned(), |c| format!("{c:?}"))
                ),
            );
            return None;
        }
        match serde_json::from_slice::<Value>(bytes) {
            Ok(Value::Object(map)) => Some(map),
            Ok(other) => {
                p.body("", format!("must be a JSON object, {}", describe(&other)));
                None
            }
            Err(e) => {
                p.body("", format!("is not valid JSON: {e}"));
                None
            }
        }
    }
}
