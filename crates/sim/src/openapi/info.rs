//! The document's head: `info`, `servers`, the API-key security scheme and the operation tags.

use serde_json::{Value, json};

use super::INTERFACE_VERSION;

const DESCRIPTION: &str = "\
Dub audio or video into the voice of a selected voice model, train custom voices from uploaded \
audio, browse public voices and read the account's credits.

**Authentication.** Every request carries `Authorization: Api-Key <API_KEY>`. A missing, malformed \
or unknown key gives 401 `unauthorized`.

**Jobs.** Dubbing and voice training are asynchronous: start them with the POST operations and poll \
`GET /v1/me/dubs/{dubId}` or `GET /v1/me/voices/{voiceId}` at most once every 3 seconds per job. \
There are no webhooks.

**Credits.** Generating a dub costs 10 credits per minute of input audio (the dub's \
`requiredCredits` after preprocessing); training a voice costs 10 credits per `maxMinutes` minute \
(the voice's `requiredCredits`). Too few credits gives 403 `not_enough_credits`.

**Rate limits.** Fixed windows per user account (all keys of an account share one pool): 15,000 \
requests per minute over all endpoints; 10,000 reads (GET) per minute; 500 writes (POST) per minute \
and 20,000 per hour. Every authenticated response carries `X-RateLimit-Limit`, \
`X-RateLimit-Remaining` and `X-RateLimit-Reset` for the most restrictive limit that applies; 429 \
`rate_limit_exceeded` adds `Retry-After`. A 401 carries no rate-limit headers (it belongs to no \
account). The interface also states stricter figures per key (100 requests per minute, 1,000 per \
hour) without saying which set prevails; the simulator runs either, and the headers always describe \
the limit in force.

**Storage.** Upload URLs (`uploadUrl`, `uploadUrls`) are presigned S3-style PUT URLs: upload the \
raw file bytes with one `PUT`, an explicit `Content-Length` and no chunked transfer encoding \
(chunked bodies are refused), before the URL expires, without changing its query string. \
`dubUrl` is a presigned S3-style GET URL (supports `HEAD`, `Range` and `ETag`); `avatarUrl` is a \
public GET URL. Neither needs the `Authorization` header.

**Errors.** Error bodies are `{code, message}`; 400 `invalid_arguments` adds \
`errors: {params, query, body}` and reports every problem of the request at once. Request bodies \
are JSON objects sent with `Content-Type: application/json`; `null` is refused for every field, and \
so are unknown fields and query parameters an operation does not take. Unknown paths under `/v1` \
give 404 `not_found`; another method on a known path gives 405 `method_not_allowed` with an `Allow` \
header.";

pub(super) fn info() -> Value {
    json!({
        "title": "Voice Dubbing and Voice Training Service",
        "version": INTERFACE_VERSION,
        "description": DESCRIPTION,
    })
}

/// OpenAPI appends each path (which starts with `/`) to the server URL, so a trailing `/` of the
/// base URL would double it.
pub(super) fn servers(server_url: &str) -> Value {
    json!([{ "url": server_url.trim_end_matches('/') }])
}

pub(super) fn security() -> Value {
    json!([{ "ApiKeyAuth": [] }])
}

pub(super) fn security_schemes() -> Value {
    json!({
        "ApiKeyAuth": {
            "type": "apiKey",
            "in": "header",
            "name": "Authorization",
            "description": "The header's value is `Api-Key <API_KEY>`: the word `Api-Key` (spelled so, \
                case-sensitive), one space, then the key, e.g. `Authorization: Api-Key 3f9c...`. Keys are created in the developer \
                dashboard and shown once. A missing, malformed (other scheme, empty key, extra spaces), \
                deleted or unknown key gives 401 `unauthorized`.",
        }
    })
}

pub(super) fn tags() -> Value {
    json!([
        { "name": "account", "description": "The account and its credits." },
        { "name": "dubs", "description": "Dubs: create, preprocess, generate, poll." },
        { "name": "voices", "description": "Custom voices: create, upload training audio, clone (train), poll." },
        { "name": "publicVoices", "description": "The catalogue of public voices usable for dubbing." },
        { "name": "meta", "description": "This interface description." },
    ])
}
