//! Property tests: decoding any JSON value (or any bytes) into every model, envelope and error
//! body never panics. Keys and leaves are biased towards the interface's own names and value
//! shapes so that the generator reaches deep into the models, not only their first check.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use dubdeck_api::{
    Account, CreatedDub, CreatedVoice, Dub, Error, InvalidArguments, Page, PublicVoice, RateLimitInfo, Voice,
};
use http::{HeaderMap, HeaderName, HeaderValue, StatusCode};
use proptest::prelude::*;
use serde_json::{Map, Number, Value};

const KEYS: &[&str] = &[
    "id",
    "voiceId",
    "link",
    "separate",
    "status",
    "inputDuration",
    "inputSource",
    "pitchShift",
    "errorCode",
    "errorMessage",
    "apiCreditsUsed",
    "apiCreditsLeft",
    "completedAt",
    "createdAt",
    "updatedAt",
    "dubUrl",
    "requiredCredits",
    "name",
    "maxMinutes",
    "languages",
    "genres",
    "styles",
    "avatarFormat",
    "avatarUrl",
    "dub",
    "voice",
    "uploadUrl",
    "uploadUrls",
    "voices",
    "nextCursor",
    "user",
    "apiCredits",
    "code",
    "message",
    "errors",
    "params",
    "query",
    "body",
    "field",
];

const WORDS: &[&str] = &[
    "new",
    "done",
    "error",
    "queued",
    "upload",
    "link",
    "english",
    "pop",
    "singing",
    "webp",
    "gif",
    "invalid_arguments",
    "rate_limit_exceeded",
    "2025-01-02T03:04:05.678Z",
    "2025-13-45T99:99:99Z",
    "0d4a1a8e-5b59-4a3e-9f6e-5c1b7d7a2e10",
    "not-a-uuid",
    "http://127.0.0.1:1/x",
    "://",
    "",
    "\u{0}",
    "é声",
];

fn leaf() -> impl Strategy<Value = Value> {
    prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        any::<i64>().prop_map(Value::from),
        any::<u64>().prop_map(Value::from),
        any::<f64>().prop_map(|f| Number::from_f64(f).map_or(Value::Null, Value::Number)),
        proptest::sample::select(WORDS).prop_map(Value::from),
        ".{0,12}".prop_map(Value::String),
    ]
}

fn key() -> impl Strategy<Value = String> {
    prop_oneof![4 => proptest::sample::select(KEYS).prop_map(str::to_owned), 1 => "[a-zA-Z]{0,6}"]
}

fn value() -> impl Strategy<Value = Value> {
    leaf().prop_recursive(5, 64, 10, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..6).prop_map(Value::Array),
            prop::collection::vec((key(), inner), 0..12)
                .prop_map(|pairs| Value::Object(pairs.into_iter().collect::<Map<_, _>>())),
        ]
    })
}

fn decode_everything(bytes: &[u8]) {
    let _ = serde_json::from_slice::<Dub>(bytes);
    let _ = serde_json::from_slice::<Voice>(bytes);
    let _ = serde_json::from_slice::<PublicVoice>(bytes);
    let _ = serde_json::from_slice::<Account>(bytes);
    let _ = serde_json::from_slice::<CreatedDub>(bytes);
    let _ = serde_json::from_slice::<CreatedVoice>(bytes);
    let _ = serde_json::from_slice::<Page<PublicVoice>>(bytes);
    for status in [400u16, 401, 403, 404, 429, 500, 503, 418] {
        let error = Error::from_response(StatusCode::from_u16(status).unwrap(), &HeaderMap::new(), bytes);
        let _ = (
            error.to_string(),
            error.is_retryable(),
            error.code(),
            error.retry_after(),
            error.raw_body(),
        );
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 512, ..ProptestConfig::default() })]

    #[test]
    fn any_json_value_decodes_without_panicking(value in value()) {
        let bytes = serde_json::to_vec(&value).unwrap();
        decode_everything(&bytes);
        // The same value under each envelope key, to reach the nested models.
        for envelope in ["dub", "voice", "user", "voices", "errors"] {
            let wrapped = serde_json::json!({ envelope: value.clone(), "code": "invalid_arguments", "message": "m" });
            decode_everything(&serde_json::to_vec(&wrapped).unwrap());
        }
        let details = InvalidArguments::from_value(&value);
        let _ = details.all().count();
    }

    #[test]
    fn any_bytes_decode_without_panicking(bytes in prop::collection::vec(any::<u8>(), 0..512)) {
        decode_everything(&bytes);
    }

    #[test]
    fn any_rate_limit_headers_parse_without_panicking(
        values in prop::collection::vec(prop::collection::vec(any::<u8>(), 0..24), 4)
    ) {
        let mut headers = HeaderMap::new();
        for (name, value) in ["x-ratelimit-limit", "x-ratelimit-remaining", "x-ratelimit-reset", "retry-after"].iter().zip(&values) {
            if let Ok(value) = HeaderValue::from_bytes(value) {
                headers.insert(HeaderName::from_static(name), value);
            }
        }
        if let Some(info) = RateLimitInfo::from_headers(&headers) {
            let _ = (info.wait_hint(), info.until_reset());
        }
        let error = Error::from_response(StatusCode::TOO_MANY_REQUESTS, &headers, b"{}");
        let _ = (error.retry_after(), error.to_string());
    }

    #[test]
    fn numeric_rate_limit_headers_never_panic(reset in any::<i64>(), retry in any::<f64>()) {
        let mut headers = HeaderMap::new();
        headers.insert("x-ratelimit-reset", HeaderValue::from_str(&reset.to_string()).unwrap());
        headers.insert("retry-after", HeaderValue::from_str(&retry.to_string()).unwrap());
        if let Some(info) = RateLimitInfo::from_headers(&headers) {
            let _ = info.wait_hint();
        }
    }
}
