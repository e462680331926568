//! Custom voice operations: `POST /v1/me/voices`, `.../clone`, `GET /v1/me/voices/{id}`.

use super::json_body;
use crate::client::Client;
use crate::error::Error;
use crate::execute::Call;
use crate::models::{CreateVoice, CreatedVoice, Voice, VoiceEnvelope};
use crate::validate::{self, IntoId};

/// Custom voices of the caller's account.
#[derive(Clone, Copy)]
pub struct CustomVoices<'a> {
    client: &'a Client,
}

impl<'a> CustomVoices<'a> {
    pub(crate) fn new(client: &'a Client) -> Self {
        CustomVoices { client }
    }

    /// Creates a voice in status `new`; the answer carries presigned URLs for the training files.
    pub async fn create(self, request: &CreateVoice) -> Result<CreatedVoice, Error> {
        validate::create_voice(request)?;
        let body = json_body(request)?;
        self.client
            .call(Call::post("create voice", "v1/me/voices", Some(body)))
            .await
    }

    /// Starts training of a `new` voice (after its files were uploaded); spends credits. Never
    /// retried automatically once it may have reached the service.
    pub async fn clone_voice(self, id: impl IntoId) -> Result<Voice, Error> {
        let id = id.into_id("voiceId")?;
        let call = Call::post("clone voice", format!("v1/me/voices/{id}/clone"), None);
        Ok(self.client.call::<VoiceEnvelope>(call).await?.voice)
    }

    /// The voice's current state (poll at most once every 3 seconds).
    pub async fn get(self, id: impl IntoId) -> Result<Voice, Error> {
        let id = id.into_id("voiceId")?;
        let call = Call::get("get voice", format!("v1/me/voices/{id}"));
        Ok(self.client.call::<VoiceEnvelope>(call).await?.voice)
    }
}
