//! `components/schemas`: the resources (Dub, Voice, PublicVoice, Account), request and response
//! bodies, and the error bodies.

use serde_json::{Map, Value, json};

use super::{nullable, schema_ref};

pub(super) fn schemas() -> Value {
    let mut map = Map::new();
    for (name, schema) in resources().into_iter().chain(bodies()).chain(errors()) {
        map.insert(name.to_owned(), schema);
    }
    Value::Object(map)
}

fn uuid(description: &str) -> Value {
    json!({ "type": "string", "format": "uuid", "description": description })
}

fn integer(description: &str) -> Value {
    json!({ "type": "integer", "description": description })
}

fn number(description: &str) -> Value {
    json!({ "type": "number", "description": description })
}

fn string(description: &str) -> Value {
    json!({ "type": "string", "description": description })
}

fn boolean(description: &str) -> Value {
    json!({ "type": "boolean", "description": description })
}

fn with_description(mut schema: Value, description: &str) -> Value {
    if let Value::Object(map) = &mut schema {
        map.insert("description".to_owned(), Value::from(description));
    }
    schema
}

fn string_enum(description: &str, values: &[&str]) -> Value {
    json!({ "type": "string", "enum": values, "description": description })
}

/// An object whose every property is required.
fn object(description: &str, properties: Value) -> Value {
    let required: Vec<String> = properties
        .as_object()
        .map(|p| p.keys().cloned().collect())
        .unwrap_or_default();
    json!({ "type": "object", "description": description, "required": required, "properties": properties })
}

fn resources() -> Vec<(&'static str, Value)> {
    vec![
        (
            "Timestamp",
            json!({
                "type": "string",
                "format": "date-time",
                "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}\\.[0-9]{3}Z$",
                "description": "ISO 8601 UTC time with milliseconds, e.g. `2025-03-01T12:34:56.789Z`.",
            }),
        ),
        (
            "DubStatus",
            string_enum(
                "Status of a dub. `new` -> (preprocess) `preprocessing` -> `preprocessed` -> (generate) `queued` \
                 -> `starting` -> `processing` -> `finalizing` -> `done`; `error` when the input cannot be \
                 used (not uploaded, not decodable media, longer than 30 minutes) or the job fails.",
                &[
                    "new",
                    "preprocessing",
                    "preprocessed",
                    "queued",
                    "starting",
                    "processing",
                    "finalizing",
                    "done",
                    "error",
                ],
            ),
        ),
        (
            "InputSource",
            string_enum("Where the dub's input comes from.", &["upload", "link"]),
        ),
        (
            "Language",
            string_enum(
                "A language of a public voice.",
                &[
                    "english", "spanish", "korean", "japanese", "french", "russian", "thai",
                ],
            ),
        ),
        (
            "Genre",
            string_enum(
                "A genre of a public voice.",
                &["pop", "rap", "rock", "country", "rnb", "alternative", "jazz"],
            ),
        ),
        (
            "Style",
            string_enum(
                "A style of a public voice.",
                &["singing", "rapping", "speaking", "character", "other"],
            ),
        ),
        (
            "AvatarFormat",
            string_enum("Image format of a public voice's avatar.", &["webp", "gif"]),
        ),
        ("Dub", dub()),
        ("Voice", voice()),
        ("PublicVoice", public_voice()),
        (
            "Account",
            json!({
                "type": "object",
                "description": "The caller's account. Fields beyond `apiCredits` are not described by the \
                    interface and may appear.",
                "required": ["apiCredits"],
                "properties": { "apiCredits": number("Current credit balance.") },
                "additionalProperties": true,
            }),
        ),
    ]
}

fn dub() -> Value {
    object(
        "A dub (private record): visible only to the account that created it through the API. Every field is \
         always present.",
        json!({
            "id": uuid("Dub identifier."),
            "voiceId": nullable(uuid("Voice used.")),
            "link": nullable(string("Input link if one was given, else null.")),
            "separate": boolean("Whether vocals are separated from the backing track."),
            "status": schema_ref("DubStatus"),
            "inputDuration": nullable(integer("Input duration in milliseconds; null until preprocessed.")),
            "inputSource": schema_ref("InputSource"),
            "pitchShift": integer("Pitch shift in semitones (-24 to 24)."),
            "errorCode": nullable(string("Error code on failure; always null at present.")),
            "errorMessage": nullable(string("Error message on failure; always null at present.")),
            "apiCreditsUsed": integer("Credits consumed by this dub; 0 before generate is called."),
            "apiCreditsLeft": nullable(integer("Credits remaining after this dub; null before generate is called.")),
            "completedAt": with_description(
                nullable(schema_ref("Timestamp")),
                "When processing completed; null unless status is done or error.",
            ),
            "createdAt": schema_ref("Timestamp"),
            "updatedAt": schema_ref("Timestamp"),
            "dubUrl": nullable(json!({
                "type": "string",
                "format": "uri",
                "description": "Download URL of the finished dub (presigned S3-style GET: supports HEAD, Range \
                    and ETag; no Authorization header); null unless status is done. Each read of the dub may \
                    give a fresh URL.",
            })),
            "requiredCredits": nullable(number("Credits needed to generate: 10 per started minute of input audio, \
                at least 10; null until preprocessed.")),
        }),
    )
}

fn voice() -> Value {
    object(
        "A custom voice (private record): visible only to the account that created it through the API.",
        json!({
            "id": uuid("Voice identifier."),
            "name": string("Display name."),
            "status": {
                "type": "string",
                "description": "Processing status. Known values: `new` (created, waiting for its training \
                    files and clone), `queued` (clone accepted, credits consumed), `training`, `done` (usable \
                    for dubs by its own account) and `error` (training failed; errorCode and errorMessage \
                    say why). The interface shows only new, queued and done and leaves other values open: \
                    treat an unknown value as still in progress.",
                "examples": ["new", "queued", "training", "done", "error"],
            },
            "separate": boolean("Whether vocal separation is used in training."),
            "maxMinutes": integer("Maximum minutes of training audio."),
            "errorCode": nullable(string("Error code on failure, e.g. `training_failed` (a training file is not \
                decodable audio) or `training_audio_too_long` (the files last longer than maxMinutes).")),
            "errorMessage": nullable(string("Error message on failure: which file and why.")),
            "apiCreditsUsed": integer("Credits consumed (0 right after creation)."),
            "apiCreditsLeft": nullable(integer("Credits remaining after training started; null right after \
                creation.")),
            "completedAt": with_description(nullable(schema_ref("Timestamp")), "Completion time; null until complete."),
            "createdAt": schema_ref("Timestamp"),
            "updatedAt": schema_ref("Timestamp"),
            "requiredCredits": number("Credits required to train (10 per maxMinutes minute)."),
        }),
    )
}

fn public_voice() -> Value {
    let list = |item: &str, description: &str| json!({ "type": "array", "items": schema_ref(item), "description": description });
    object(
        "A public voice, usable for dubbing by every account.",
        json!({
            "id": uuid("Voice identifier; use it as `voiceId` of a dub."),
            "name": string("Display name."),
            "languages": list("Language", "Languages of the voice."),
            "genres": list("Genre", "Genres of the voice."),
            "styles": list("Style", "Styles of the voice."),
            "avatarFormat": schema_ref("AvatarFormat"),
            "createdAt": schema_ref("Timestamp"),
            "updatedAt": schema_ref("Timestamp"),
            "avatarUrl": {
                "type": "string",
                "format": "uri",
                "description": "Download URL of the avatar image (public GET, no Authorization header).",
            },
        }),
    )
}

fn bodies() -> Vec<(&'static str, Value)> {
    vec![
        (
            "AccountResponse",
            object("Body of `GET /v1/me`.", json!({ "user": schema_ref("Account") })),
        ),
        (
            "CreateDubRequest",
            json!({
                "type": "object",
                "description": "Body of `POST /v1/me/dubs`. Unknown fields are refused (400 `invalid_arguments` \
                    with a `body` detail naming the field).",
                "required": ["voiceId"],
                "additionalProperties": false,
                "properties": {
                    "voiceId": uuid("A public voice, or a custom voice of the caller in status done; anything \
                        else gives 400 `voice_not_found`."),
                    "link": {
                        "type": "string",
                        "format": "uri",
                        "pattern": "^[Hh][Tt][Tt][Pp][Ss]?://",
                        "description": "An http(s) URL of the audio or video to dub; the service downloads it \
                            when the dub is preprocessed. When omitted, the caller uploads the file to the \
                            returned `uploadUrl`.",
                    },
                    "pitchShift": {
                        "type": "integer",
                        "minimum": -24,
                        "maximum": 24,
                        "default": 0,
                        "description": "Pitch shift in semitones.",
                    },
                    "separate": {
                        "type": "boolean",
                        "default": true,
                        "description": "Whether to separate vocals from the backing track.",
                    },
                },
            }),
        ),
        (
            "CreateDubResponse",
            object(
                "Body of `POST /v1/me/dubs`.",
                json!({
                    "dub": schema_ref("Dub"),
                    "uploadUrl": nullable(json!({
                        "type": "string",
                        "format": "uri",
                        "description": "Set only when no link was given: a presigned S3-style PUT URL for the \
                            input file. Upload the raw bytes with one PUT, an explicit Content-Length, no chunked \
                            transfer encoding, before the URL expires, then call preprocess. The input is \
                            limited to 30 minutes of audio.",
                    })),
                }),
            ),
        ),
        (
            "DubResponse",
            object("A dub.", json!({ "dub": schema_ref("Dub") })),
        ),
        (
            "CreateVoiceRequest",
            json!({
                "type": "object",
                "description": "Body of `POST /v1/me/voices`. Unknown fields are refused (400 `invalid_arguments` \
                    with a `body` detail naming the field).",
                "required": ["name", "numberOfFiles", "maxMinutes", "separate"],
                "additionalProperties": false,
                "properties": {
                    "name": {
                        "type": "string",
                        "minLength": 1,
                        "maxLength": 50,
                        "description": "Display name, 1 to 50 characters (characters, not bytes).",
                    },
                    "numberOfFiles": {
                        "type": "integer",
                        "minimum": 1,
                        "maximum": 5,
                        "description": "How many training audio files will be uploaded.",
                    },
                    "maxMinutes": {
                        "type": "integer",
                        "minimum": 5,
                        "maximum": 60,
                        "description": "Maximum minutes of training audio; training costs 10 credits per minute.",
                    },
                    "separate": boolean("Whether vocal separation is used during training."),
                },
            }),
        ),
        (
            "CreateVoiceResponse",
            object(
                "Body of `POST /v1/me/voices`.",
                json!({
                    "voice": schema_ref("Voice"),
                    "uploadUrls": {
                        "type": "array",
                        "minItems": 1,
                        "maxItems": 5,
                        "items": { "type": "string", "format": "uri" },
                        "description": "One presigned S3-style PUT URL per training file (`numberOfFiles` of \
                            them). Upload each file's raw bytes with one PUT, an explicit Content-Length, no \
                            chunked transfer encoding, before the URL expires; then call clone.",
                    },
                }),
            ),
        ),
        (
            "VoiceResponse",
            object("A custom voice.", json!({ "voice": schema_ref("Voice") })),
        ),
        (
            "VoicesPage",
            object(
                "One page of public voices, in a stable order.",
                json!({
                    "voices": { "type": "array", "items": schema_ref("PublicVoice") },
                    "nextCursor": {
                        "type": ["string", "null"],
                        "description": "Pass it as `cursor` to get the next page; null on the last page \
                            (also when nothing matches). Opaque.",
                    },
                }),
            ),
        ),
        (
            "OpenApiDocument",
            json!({
                "type": "object",
                "description": "This OpenAPI 3.1.0 document.",
                "required": ["openapi", "info", "paths"],
                "properties": { "openapi": { "const": "3.1.0" } },
                "additionalProperties": true,
            }),
        ),
    ]
}

/// A `{code, message}` body whose `code` is fixed.
fn coded_error(code: &str, description: &str) -> Value {
    json!({
        "type": "object",
        "description": description,
        "required": ["code", "message"],
        "properties": {
            "code": { "type": "string", "const": code },
            "message": { "type": "string", "minLength": 1, "description": "Human-readable explanation." },
        },
    })
}

fn errors() -> Vec<(&'static str, Value)> {
    vec![
        (
            "Error",
            json!({
                "type": "object",
                "description": "An error: a machine-readable `code` and a human-readable `message`.",
                "required": ["code", "message"],
                "properties": {
                    "code": { "type": "string", "description": "Stable error code." },
                    "message": { "type": "string", "minLength": 1, "description": "Human-readable explanation." },
                },
            }),
        ),
        (
            "FieldError",
            object(
                "One invalid argument.",
                json!({
                    "field": string("The path parameter name, the query parameter name, or the body field path \
                        (e.g. `pitchShift`); an empty string for the body as a whole."),
                    "message": string("What is wrong with it."),
                }),
            ),
        ),
        (
            "ArgumentErrors",
            json!({
                "type": "object",
                "description": "Invalid arguments by place. All three members are always present; a member is an \
                    empty array when nothing is wrong there.",
                "required": ["params", "query", "body"],
                "additionalProperties": false,
                "properties": {
                    "params": { "type": "array", "items": schema_ref("FieldError"), "description": "Path parameters." },
                    "query": { "type": "array", "items": schema_ref("FieldError"), "description": "Query parameters." },
                    "body": { "type": "array", "items": schema_ref("FieldError"), "description": "Request body." },
                },
            }),
        ),
        (
            "InvalidArgumentsError",
            json!({
                "type": "object",
                "description": "400 `invalid_arguments`: an invalid path, query or body.",
                "required": ["code", "message", "errors"],
                "properties": {
                    "code": { "type": "string", "const": "invalid_arguments" },
                    "message": { "type": "string", "minLength": 1, "description": "Human-readable explanation." },
                    "errors": schema_ref("ArgumentErrors"),
                },
            }),
        ),
        (
            "VoiceNotFoundError",
            coded_error(
                "voice_not_found",
                "400: the voice does not exist or the caller may not use it.",
            ),
        ),
        (
            "DubIsNotNewError",
            coded_error("dub_is_not_new", "400: preprocess on a dub not in status new."),
        ),
        (
            "DubIsNotInPreprocessedStateError",
            coded_error(
                "dub_is_not_in_preprocessed_state",
                "400: generate on a dub not in status preprocessed.",
            ),
        ),
        (
            "VoiceIsNotNewError",
            coded_error("voice_is_not_new", "400: clone on a voice not in status new."),
        ),
        (
            "UnauthorizedError",
            coded_error("unauthorized", "401: missing, malformed or invalid API key."),
        ),
        (
            "NotEnoughCreditsError",
            coded_error(
                "not_enough_credits",
                "403: the account has too few credits for this operation.",
            ),
        ),
        (
            "NotFoundError",
            coded_error(
                "not_found",
                "404: the dub or voice does not exist for the caller.",
            ),
        ),
        (
            "RateLimitExceededError",
            coded_error(
                "rate_limit_exceeded",
                "429: a rate limit is exceeded; wait `Retry-After` seconds.",
            ),
        ),
    ]
}
