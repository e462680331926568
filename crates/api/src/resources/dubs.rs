//! Dub operations: `POST /v1/me/dubs`, `.../preprocess`, `.../generate`, `GET /v1/me/dubs/{id}`.

use serde::Serialize;
use uuid::Uuid;

use super::json_body;
use crate::client::Client;
use crate::error::Error;
use crate::execute::Call;
use crate::models::{CreateDub, CreatedDub, Dub, DubEnvelope};
use crate::validate::{self, IntoId};

/// Dubs of the caller's account.
#[derive(Clone, Copy)]
pub struct Dubs<'a> {
    client: &'a Client,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct CreateDubBody<'r> {
    voice_id: Uuid,
    #[serde(skip_serializing_if = "Option::is_none")]
    link: Option<&'r str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pitch_shift: Option<i32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    separate: Option<bool>,
}

impl<'a> Dubs<'a> {
    pub(crate) fn new(client: &'a Client) -> Self {
        Dubs { client }
    }

    /// Creates a dub in status `new`. Without a link the answer carries the URL to upload the
    /// input to ([`crate::transfer::Transfers::upload_file`]).
    pub async fn create(self, request: &CreateDub) -> Result<CreatedDub, Error> {
        validate::create_dub(request)?;
        let body = json_body(&CreateDubBody {
            voice_id: request.voice_id,
            link: request.link.as_deref(),
            pitch_shift: request.pitch_shift,
            separate: request.separate,
        })?;
        self.client
            .call(Call::post("create dub", "v1/me/dubs", Some(body)))
            .await
    }

    /// Starts preprocessing of a `new` dub (after its upload).
    pub async fn preprocess(self, id: impl IntoId) -> Result<Dub, Error> {
        let id = id.into_id("dubId")?;
        let call = Call::post("preprocess dub", format!("v1/me/dubs/{id}/preprocess"), None);
        Ok(self.client.call::<DubEnvelope>(call).await?.dub)
    }

    /// Starts generation of a `preprocessed` dub; spends credits. Never retried automatically
    /// once it may have reached the service.
    pub async fn generate(self, id: impl IntoId) -> Result<Dub, Error> {
        let id = id.into_id("dubId")?;
        let call = Call::post("generate dub", format!("v1/me/dubs/{id}/generate"), None);
        Ok(self.client.call::<DubEnvelope>(call).await?.dub)
    }

    /// The dub's current state (poll at most once every 3 seconds).
    pub async fn get(self, id: impl IntoId) -> Result<Dub, Error> {
        let id = id.into_id("dubId")?;
        Ok(self
            .client
            .call::<DubEnvelope>(Call::get("get dub", format!("v1/me/dubs/{id}")))
            .await?
            .dub)
    }
}
