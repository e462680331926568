//! `paths`: every operation of the interface with its parameters, request body and responses.

use serde_json::{Map, Value, json};

use super::{component_ref, headers, schema_ref};

const POLLING: &str = "Poll at most once every 3 seconds per job.";

/// A 200 response with the rate-limit headers.
fn ok(description: &str, schema: &str) -> Value {
    json!({
        "description": description,
        "headers": headers::rate_limited(),
        "content": { "application/json": { "schema": schema_ref(schema) } },
    })
}

/// The responses of an operation: its 200, its 400 (every operation can give one: even one that takes
/// no parameters refuses unknown query parameters), then each listed status with its shared response.
fn responses(ok: Value, bad_request: &str, errors: &[(&str, &str)]) -> Value {
    let mut map = Map::new();
    map.insert("200".to_owned(), ok);
    map.insert("400".to_owned(), component_ref("responses", bad_request));
    for (status, response) in errors {
        map.insert((*status).to_owned(), component_ref("responses", response));
    }
    map.insert("401".to_owned(), component_ref("responses", "Unauthorized"));
    map.insert("429".to_owned(), component_ref("responses", "RateLimitExceeded"));
    map.insert("500".to_owned(), component_ref("responses", "ServerError"));
    Value::Object(map)
}

fn json_body(schema: &str) -> Value {
    json!({ "required": true, "content": { "application/json": { "schema": schema_ref(schema) } } })
}

fn param(name: &str) -> Value {
    component_ref("parameters", name)
}

const NO_BODY: &str = "No request body: send none, or `{}`; anything else gives 400 `invalid_arguments`.";

pub(super) fn paths() -> Value {
    json!({
        "/v1/me": {
            "get": {
                "operationId": "getAccount",
                "tags": ["account"],
                "summary": "Read the account and its credit balance",
                "description": "Takes no parameters. Read limit.",
                "responses": responses(ok("The account.", "AccountResponse"), "InvalidArguments", &[]),
            }
        },
        "/v1/me/dubs": {
            "post": {
                "operationId": "createDub",
                "tags": ["dubs"],
                "summary": "Create a dub (status new)",
                "description": "Creates a dub in status `new` from a link or, without a link, from a file the \
                    caller then uploads to `uploadUrl`. Next: preprocess. Write limit.",
                "requestBody": json_body("CreateDubRequest"),
                "responses": responses(
                    ok("The dub, in status new, and its upload URL (null when a link was given).", "CreateDubResponse"),
                    "CreateDubBadRequest",
                    &[],
                ),
            }
        },
        "/v1/me/dubs/{dubId}": {
            "parameters": [param("DubId")],
            "get": {
                "operationId": "getDub",
                "tags": ["dubs"],
                "summary": "Read a dub (poll its status)",
                "description": format!("Only dubs the caller created through the API. {POLLING} Read limit."),
                "responses": responses(
                    ok("The dub.", "DubResponse"),
                    "InvalidArguments",
                    &[("404", "NotFound")],
                ),
            }
        },
        "/v1/me/dubs/{dubId}/preprocess": {
            "parameters": [param("DubId")],
            "post": {
                "operationId": "preprocessDub",
                "tags": ["dubs"],
                "summary": "Preprocess a dub (new -> preprocessing)",
                "description": format!("Requires status `new`, after the input was uploaded (or with a link). \
                    The service measures the input; `inputDuration` and `requiredCredits` stay null until the \
                    dub reaches `preprocessed` (or `error`: missing or undecodable input, or longer than 30 \
                    minutes). {NO_BODY} Write limit."),
                "responses": responses(
                    ok("The dub, in status preprocessing.", "DubResponse"),
                    "PreprocessDubBadRequest",
                    &[("404", "NotFound")],
                ),
            }
        },
        "/v1/me/dubs/{dubId}/generate": {
            "parameters": [param("DubId")],
            "post": {
                "operationId": "generateDub",
                "tags": ["dubs"],
                "summary": "Generate a dub (preprocessed -> queued); consumes credits",
                "description": format!("Requires status `preprocessed`. Consumes the dub's `requiredCredits` \
                    (10 per minute of input audio) once; with too few credits gives 403 and the dub stays \
                    preprocessed. Then the dub moves on to `done`, where `dubUrl` and `completedAt` are set. \
                    {NO_BODY} Write limit."),
                "responses": responses(
                    ok("The dub, in status queued, with apiCreditsUsed and apiCreditsLeft set.", "DubResponse"),
                    "GenerateDubBadRequest",
                    &[("403", "NotEnoughCredits"), ("404", "NotFound")],
                ),
            }
        },
        "/v1/me/voices": {
            "post": {
                "operationId": "createVoice",
                "tags": ["voices"],
                "summary": "Create a custom voice for training (status new)",
                "description": "Creates a voice in status `new` and returns one presigned upload URL per \
                    training file. Next: upload every file, then clone. Write limit.",
                "requestBody": json_body("CreateVoiceRequest"),
                "responses": responses(
                    ok("The voice, in status new, and its upload URLs.", "CreateVoiceResponse"),
                    "InvalidArguments",
                    &[],
                ),
            }
        },
        "/v1/me/voices/{voiceId}": {
            "parameters": [param("VoiceId")],
            "get": {
                "operationId": "getVoice",
                "tags": ["voices"],
                "summary": "Read a custom voice (poll its status)",
                "description": format!("Only voices the caller created through the API. {POLLING} Read limit."),
                "responses": responses(
                    ok("The voice.", "VoiceResponse"),
                    "InvalidArguments",
                    &[("404", "NotFound")],
                ),
            }
        },
        "/v1/me/voices/{voiceId}/clone": {
            "parameters": [param("VoiceId")],
            "post": {
                "operationId": "cloneVoice",
                "tags": ["voices"],
                "summary": "Train a custom voice (new -> queued); consumes credits",
                "description": format!("Requires status `new` and every training file uploaded. Consumes the \
                    voice's `requiredCredits` (10 per maxMinutes minute) once; with too few credits gives 403 \
                    and the voice stays new. Training then runs to `done` (or `error`). {NO_BODY} Write limit."),
                "responses": responses(
                    ok("The voice, in status queued, with apiCreditsUsed and apiCreditsLeft set.", "VoiceResponse"),
                    "CloneVoiceBadRequest",
                    &[("403", "NotEnoughCredits"), ("404", "NotFound")],
                ),
            }
        },
        "/v1/voices": {
            "get": {
                "operationId": "listPublicVoices",
                "tags": ["publicVoices"],
                "summary": "List public voices (filters, cursor pagination)",
                "description": "Values inside one filter are OR-combined; different filters are AND-combined. \
                    Filter values are case-sensitive. Voices come newest first, in a stable order; paging with \
                    `nextCursor` until it is null visits every matching voice exactly once (`limit` may change \
                    between pages). Unknown query parameters, and `search`, `limit` or `cursor` given twice, \
                    are refused (400 `invalid_arguments` with a `query` detail). Read limit.",
                "parameters": [
                    param("Search"), param("Genres"), param("Languages"), param("Styles"), param("Limit"), param("Cursor"),
                ],
                "responses": responses(
                    ok("One page of public voices.", "VoicesPage"),
                    "InvalidArguments",
                    &[],
                ),
            }
        },
        "/v1/openapi.json": {
            "get": {
                "operationId": "getOpenApiDocument",
                "tags": ["meta"],
                "summary": "This interface description (OpenAPI 3.1.0)",
                "description": "Takes no parameters. Needs the same authentication as every other operation. Read limit.",
                "responses": responses(ok("The OpenAPI document.", "OpenApiDocument"), "InvalidArguments", &[]),
            }
        },
    })
}
