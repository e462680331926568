//! Custom voices (interface 2.2): the record, the training request, and what creation answers.

use serde::{Deserialize, Serialize};
use time::OffsetDateTime;
use url::Url;
use uuid::Uuid;

use super::enums::VoiceStatus;
use super::integer;

/// A custom voice being trained (or trained) for this account.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Voice {
    pub id: Uuid,
    pub name: String,
    pub status: VoiceStatus,
    pub separate: bool,
    #[serde(deserialize_with = "integer::exact")]
    pub max_minutes: u32,
    pub error_code: Option<String>,
    pub error_message: Option<String>,
    #[serde(deserialize_with = "integer::exact")]
    pub api_credits_used: i64,
    #[serde(deserialize_with = "integer::option", default)]
    pub api_credits_left: Option<i64>,
    #[serde(with = "time::serde::rfc3339::option", default)]
    pub completed_at: Option<OffsetDateTime>,
    #[serde(with = "time::serde::rfc3339")]
    pub created_at: OffsetDateTime,
    #[serde(with = "time::serde::rfc3339")]
    pub updated_at: OffsetDateTime,
    /// Credits to train; a number (integer or not).
    pub required_credits: f64,
}

/// What `POST /v1/me/voices` needs; every member is required by the interface.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct CreateVoice {
    /// 1 to 50 characters.
    pub name: String,
    /// 1 to 5.
    pub number_of_files: u32,
    /// 5 to 60.
    #[serde(deserialize_with = "integer::exact")]
    pub max_minutes: u32,
    pub separate: bool,
}

/// What creating a voice answers: the voice and one presigned URL per training file.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CreatedVoice {
    pub voice: Voice,
    pub upload_urls: Vec<Url>,
}

#[derive(Debug, Deserialize)]
pub(crate) struct VoiceEnvelope {
    pub voice: Voice,
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn decodes_a_new_voice() {
        let voice: Voice = serde_json::from_value(json!({
            "id": "0d4a1a8e-5b59-4a3e-9f6e-5c1b7d7a2e10",
            "name": "Ünïcødé 声",
            "status": "new",
            "separate": false,
            "maxMinutes": 5,
            "errorCode": null,
            "errorMessage": null,
            "apiCreditsUsed": 0,
            "apiCreditsLeft": null,
            "completedAt": null,
            "createdAt": "2025-01-02T03:04:05.678Z",
            "updatedAt": "2025-01-02T03:04:05.678Z",
            "requiredCredits": 50
        }))
        .unwrap();
        assert_eq!(voice.status, VoiceStatus::New);
        assert_eq!(voice.required_credits, 50.0);
        assert_eq!(voice.name, "Ünïcødé 声");
    }

    #[test]
    fn integral_floats_decode_and_fractions_do_not() {
        let mut value = json!({
            "id": "0d4a1a8e-5b59-4a3e-9f6e-5c1b7d7a2e10", "name": "n", "status": "queued",
            "separate": true, "maxMinutes": 5.0, "errorCode": null, "errorMessage": null,
            "apiCreditsUsed": 50.0, "apiCreditsLeft": 950.0, "completedAt": null,
            "createdAt": "2025-01-02T03:04:05.678Z", "updatedAt": "2025-01-02T03:04:05.678Z",
            "requiredCredits": 50.0
        });
        let voice: Voice = serde_json::from_value(value.clone()).unwrap();
        assert_eq!(voice.max_minutes, 5);
        assert_eq!((voice.api_credits_used, voice.api_credits_left), (50, Some(950)));
        value["maxMinutes"] = json!(5.5);
        assert!(serde_json::from_value::<Voice>(value.clone()).is_err());
        value["maxMinutes"] = json!(-5.0);
        assert!(serde_json::from_value::<Voice>(value).is_err());
    }

    #[test]
    fn create_voice_is_camel_case() {
        let body = serde_json::to_value(CreateVoice {
            name: "n".into(),
            number_of_files: 2,
            max_minutes: 10,
            separate: true,
        })
        .unwrap();
        assert_eq!(
            body,
            json!({"name": "n", "numberOfFiles": 2, "maxMinutes": 10, "separate": true})
        );
    }
}
