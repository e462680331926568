//! `components/headers`: the rate-limit headers of every authenticated response and `Retry-After`.

use serde_json::{Map, Value, json};

use super::component_ref;

pub(super) const RATE_LIMIT_HEADERS: [&str; 3] =
    ["X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset"];
pub(super) const RETRY_AFTER: &str = "Retry-After";

pub(super) fn headers() -> Value {
    json!({
        "X-RateLimit-Limit": {
            "description": "Size of the most restrictive rate limit that applies to this request \
                (requests per window).",
            "required": true,
            "schema": { "type": "integer", "minimum": 0 },
        },
        "X-RateLimit-Remaining": {
            "description": "Requests left in the current window of that limit.",
            "required": true,
            "schema": { "type": "integer", "minimum": 0 },
        },
        "X-RateLimit-Reset": {
            "description": "Unix time in seconds at which that limit's window ends and the limit resets \
                fully (windows are fixed: 60 s for per-minute limits, 3600 s for per-hour limits).",
            "required": true,
            "schema": { "type": "integer", "minimum": 0 },
        },
        "Retry-After": {
            "description": "Seconds to wait before the next request (whole seconds, delta form; the \
                simulator sends at least 1).",
            "required": true,
            "schema": { "type": "integer", "minimum": 0 },
        },
    })
}

/// The `headers` of a response that belongs to an account (every response but 401).
pub(super) fn rate_limited() -> Value {
    let mut map = Map::new();
    for name in RATE_LIMIT_HEADERS {
        map.insert(name.to_owned(), component_ref("headers", name));
    }
    Value::Object(map)
}

/// The `headers` of a 5xx response: the rate-limit headers when the service itself answered; a 5xx
/// from infrastructure in front of it (the simulator's injected faults stand there) has none.
pub(super) fn rate_limited_if_from_service() -> Value {
    let all = headers();
    let mut map = Map::new();
    for name in RATE_LIMIT_HEADERS {
        let mut header = all[name].clone();
        header["required"] = Value::Bool(false);
        header["description"] = Value::from(format!(
            "{} Present when the service itself answered; absent when a proxy or load balancer in \
             front of it did.",
            header["description"].as_str().unwrap_or_default()
        ));
        map.insert(name.to_owned(), header);
    }
    Value::Object(map)
}

/// The `headers` of a 429 response: the rate-limit headers plus `Retry-After`.
pub(super) fn rate_limit_exceeded() -> Value {
    let mut headers = rate_limited();
    if let Value::Object(map) = &mut headers {
        map.insert(RETRY_AFTER.to_owned(), component_ref("headers", RETRY_AFTER));
    }
    headers
}
