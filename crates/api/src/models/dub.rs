//! Dubs (interface 2.1): the record, the request that creates one, and what creation answers.

use serde::{Deserialize, Serialize};
use time::OffsetDateTime;
use url::Url;
use uuid::Uuid;

use super::enums::{DubStatus, InputSource};
use super::integer;

/// A dub, as the service reports it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Dub {
    pub id: Uuid,
    pub voice_id: Option<Uuid>,
    pub link: Option<String>,
    pub separate: bool,
    pub status: DubStatus,
    /// Input duration in milliseconds; `None` until preprocessed.
    #[serde(deserialize_with = "integer::option", default)]
    pub input_duration: Option<u64>,
    pub input_source: InputSource,
    #[serde(deserialize_with = "integer::exact")]
    pub pitch_shift: i32,
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
    /// Where to download the finished dub; only when done.
    #[serde(default)]
    pub dub_url: Option<Url>,
    /// Credits needed to generate; a number (integer or not), known after preprocessing.
    #[serde(default)]
    pub required_credits: Option<f64>,
}

/// What `POST /v1/me/dubs` needs. Build with [`CreateDub::upload`] or [`CreateDub::link`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CreateDub {
    pub voice_id: Uuid,
    pub link: Option<String>,
    pub pitch_shift: Option<i32>,
    pub separate: Option<bool>,
}

impl CreateDub {
    /// A dub whose input the caller uploads to the returned URL.
    pub fn upload(voice_id: Uuid) -> CreateDub {
        CreateDub {
            voice_id,
            link: None,
            pitch_shift: None,
            separate: None,
        }
    }

    /// A dub of the audio or video at `link` (http or https).
    pub fn link(voice_id: Uuid, link: impl Into<String>) -> CreateDub {
        CreateDub {
            link: Some(link.into()),
            ..CreateDub::upload(voice_id)
        }
    }

    /// Semitones, -24 to 24 (the service's default is 0).
    pub fn pitch_shift(mut self, semitones: i32) -> CreateDub {
        self.pitch_shift = Some(semitones);
        self
    }

    /// Whether to separate vocals from the backing track (the service's default is true).
    pub fn separate(mut self, separate: bool) -> CreateDub {
        self.separate = Some(separate);
        self
    }
}

/// What creating a dub answers: the dub, and where to upload its input when no link was given.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CreatedDub {
    pub dub: Dub,
    #[serde(default)]
    pub upload_url: Option<Url>,
}

#[derive(Debug, Deserialize)]
pub(crate) struct DubEnvelope {
    pub dub: Dub,
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn sample() -> serde_json::Value {
        json!({
            "id": "5f0c6f3e-8a43-4d8b-9a53-3f8f0c1f7b11",
            "voiceId": "0d4a1a8e-5b59-4a3e-9f6e-5c1b7d7a2e10",
            "link": null,
            "separate": true,
            "status": "preprocessed",
            "inputDuration": 61000,
            "inputSource": "upload",
            "pitchShift": -3,
            "errorCode": null,
            "errorMessage": null,
            "apiCreditsUsed": 0,
            "apiCreditsLeft": null,
            "completedAt": null,
            "createdAt": "2025-01-02T03:04:05.678Z",
            "updatedAt": "2025-01-02T03:04:06.000Z",
            "dubUrl": null,
            "requiredCredits": 10.17
        })
    }

    #[test]
    fn decodes_a_full_dub() {
        let dub: Dub = serde_json::from_value(sample()).unwrap();
        assert_eq!(dub.status, DubStatus::Preprocessed);
        assert_eq!(dub.input_duration, Some(61_000));
        assert_eq!(dub.pitch_shift, -3);
        assert_eq!(dub.required_credits, Some(10.17));
        assert_eq!(dub.created_at.millisecond(), 678);
        assert_eq!(dub.input_source, InputSource::Upload);
    }

    #[test]
    fn defaults_integers_and_unknown_values() {
        let mut value = sample();
        let object = value.as_object_mut().unwrap();
        object.remove("dubUrl");
        object.remove("requiredCredits");
        let dub: Dub = serde_json::from_value(value.clone()).unwrap();
        assert_eq!((dub.dub_url, dub.required_credits), (None, None));

        value["requiredCredits"] = json!(20);
        value["status"] = json!("uploading");
        value["inputSource"] = json!("ftp");
        let dub: Dub = serde_json::from_value(value.clone()).unwrap();
        assert_eq!(dub.required_credits, Some(20.0));
        assert_eq!(dub.status, DubStatus::Unknown("uploading".into()));
        assert_eq!(dub.input_source, InputSource::Unknown("ftp".into()));

        value["status"] = json!("done");
        value["dubUrl"] = json!("http://127.0.0.1:1/results/x?sig=1");
        value["completedAt"] = json!("2025-01-02T03:05:00.000Z");
        let dub: Dub = serde_json::from_value(value).unwrap();
        assert!(dub.status.is_terminal());
        assert_eq!(dub.dub_url.unwrap().path(), "/results/x");
        assert!(dub.completed_at.is_some());
    }

    #[test]
    fn integral_floats_decode_as_integers() {
        let mut value = sample();
        value["inputDuration"] = json!(61000.0);
        value["pitchShift"] = json!(-3.0);
        value["apiCreditsUsed"] = json!(10.0);
        value["apiCreditsLeft"] = json!(990.0);
        value["requiredCredits"] = json!(10.0);
        let dub: Dub = serde_json::from_value(value).unwrap();
        assert_eq!(dub.input_duration, Some(61_000));
        assert_eq!(dub.pitch_shift, -3);
        assert_eq!((dub.api_credits_used, dub.api_credits_left), (10, Some(990)));
        assert_eq!(dub.required_credits, Some(10.0));
        // Written back as integers.
        let written = serde_json::to_value(&dub).unwrap();
        assert_eq!(written["inputDuration"], json!(61000));
        assert_eq!(written["apiCreditsUsed"], json!(10));
    }

    #[test]
    fn fractional_or_out_of_range_integers_are_errors() {
        for (field, bad) in [
            ("inputDuration", json!(61000.5)),
            ("inputDuration", json!(-1.0)),
            ("pitchShift", json!(1e10)),
            ("apiCreditsUsed", json!(10.5)),
            ("apiCreditsLeft", json!(1e300)),
            ("apiCreditsLeft", json!("10")),
        ] {
            let mut value = sample();
            value[field] = bad.clone();
            assert!(serde_json::from_value::<Dub>(value).is_err(), "{field}: {bad}");
        }
        // Absent nullable integers still read as none.
        let mut value = sample();
        value.as_object_mut().unwrap().remove("apiCreditsLeft");
        assert_eq!(
            serde_json::from_value::<Dub>(value).unwrap().api_credits_left,
            None
        );
    }

    #[test]
    fn round_trips_through_json() {
        let dub: Dub = serde_json::from_value(sample()).unwrap();
        let again: Dub = serde_json::from_str(&serde_json::to_string(&dub).unwrap()).unwrap();
        assert_eq!(dub, again);
    }

    #[test]
    fn wrong_types_are_errors_not_panics() {
        let mut value = sample();
        value["pitchShift"] = json!("high");
        assert!(serde_json::from_value::<Dub>(value).is_err());
        let mut value = sample();
        value["createdAt"] = json!("yesterday");
        assert!(serde_json::from_value::<Dub>(value).is_err());
    }
}
