//! `components/responses`: the error responses shared by operations (one 400 per set of codes an
//! operation can give, 401, 403, 404, 429, 500).

use serde_json::{Value, json};

use super::{headers, schema_ref};

fn json_content(schema: Value) -> Value {
    json!({ "application/json": { "schema": schema } })
}

/// An error response of an authenticated request: it carries the rate-limit headers.
fn error_response(description: &str, schema: Value) -> Value {
    json!({ "description": description, "headers": headers::rate_limited(), "content": json_content(schema) })
}

/// A 400 that is either `invalid_arguments` or the operation's own state code.
fn bad_request_or(state_error: &str, description: &str) -> Value {
    error_response(
        description,
        json!({ "oneOf": [schema_ref("InvalidArgumentsError"), schema_ref(state_error)] }),
    )
}

pub(super) fn responses() -> Value {
    json!({
        "InvalidArguments": error_response(
            "400 `invalid_arguments`: an invalid path parameter, query parameter or body; `errors` says which. \
             Query parameters an operation does not take are refused too.",
            schema_ref("InvalidArgumentsError"),
        ),
        "CreateDubBadRequest": bad_request_or(
            "VoiceNotFoundError",
            "400 `invalid_arguments` (invalid body or query) or `voice_not_found` (the voice does not exist or is not \
             accessible: a public voice, or a custom voice of the caller in status done, is needed).",
        ),
        "PreprocessDubBadRequest": bad_request_or(
            "DubIsNotNewError",
            "400 `invalid_arguments` (invalid dubId, or a body that is neither empty nor `{}`) or `dub_is_not_new`.",
        ),
        "GenerateDubBadRequest": bad_request_or(
            "DubIsNotInPreprocessedStateError",
            "400 `invalid_arguments` (invalid dubId, or a body that is neither empty nor `{}`) or \
             `dub_is_not_in_preprocessed_state`.",
        ),
        "CloneVoiceBadRequest": bad_request_or(
            "VoiceIsNotNewError",
            "400 `invalid_arguments` (invalid voiceId, a body that is neither empty nor `{}`, or training files \
             not all uploaded) or `voice_is_not_new`.",
        ),
        "Unauthorized": {
            "description": "401 `unauthorized`: missing, malformed or invalid API key. It belongs to no account, \
                so it carries no rate-limit headers.",
            "content": json_content(schema_ref("UnauthorizedError")),
        },
        "NotEnoughCredits": error_response(
            "403 `not_enough_credits`: the account's balance is below the operation's `requiredCredits`; \
             nothing was consumed and the job keeps its state.",
            schema_ref("NotEnoughCreditsError"),
        ),
        "NotFound": error_response(
            "404 `not_found`: the dub or voice does not exist for the caller (other accounts' records \
             included).",
            schema_ref("NotFoundError"),
        ),
        "RateLimitExceeded": {
            "description": "429 `rate_limit_exceeded`: a rate limit is exceeded. Wait `Retry-After` seconds. \
                The refused request does not count against the limits.",
            "headers": headers::rate_limit_exceeded(),
            "content": json_content(schema_ref("RateLimitExceededError")),
        },
        "ServerError": {
            "description": "500: internal server error. The interface does not show the real service's body \
                shape, so do not rely on it; the simulator sends `{code, message}` with code `internal_error`.",
            "headers": headers::rate_limited_if_from_service(),
            "content": json_content(schema_ref("Error")),
        },
    })
}
