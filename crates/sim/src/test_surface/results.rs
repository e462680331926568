//! `PUT /_sim/results/{key}`: streams a body of any size into storage (constant memory) as
//! `/results/{key}` and answers a presigned GET URL.

use axum::Json;
use axum::body::Body;
use axum::extract::{Path, State};
use futures::StreamExt;
use http::{HeaderMap, StatusCode, header};
use serde_json::{Value, json};

use super::Fail;
use crate::state::AppState;
use crate::storage::StorageError;

/// Keys become file names in storage: plain segments only.
fn key_is_safe(key: &str) -> bool {
    !key.is_empty()
        && key.len() <= 512
        && key
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'_' | b'-' | b'/'))
        && key
            .split('/')
            .all(|seg| !seg.is_empty() && seg != "." && seg != "..")
}

pub async fn put_result(
    State(app): State<AppState>,
    Path(key): Path<String>,
    headers: HeaderMap,
    body: Body,
) -> Result<Json<Value>, Fail> {
    if !key_is_safe(&key) {
        return Err(Fail::bad(format!(
            "{key:?} is not a usable key; use letters, digits, '.', '_', '-' and '/' between non-empty segments"
        )));
    }
    let chunked = headers.get(header::TRANSFER_ENCODING).is_some();
    let length = headers
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<u64>().ok())
        .filter(|_| !chunked)
        .ok_or_else(|| {
            Fail::new(
                StatusCode::LENGTH_REQUIRED,
                "length_required",
                "send the body with a Content-Length header (chunked bodies are refused)",
            )
        })?;
    let content_type = headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("application/octet-stream")
        .to_owned();

    // Storage streams it to a temporary file beside the objects (hashing on the way) and moves it
    // into place once complete: constant memory whatever the size.
    let mut received: u64 = 0;
    let body = body.into_data_stream().map(|chunk| {
        if let Ok(bytes) = &chunk {
            received += bytes.len() as u64;
        }
        chunk
    });
    let stored = app.storage.store_result_stream(&key, body, &content_type).await;
    match stored {
        Ok(url) if received == length => Ok(Json(json!({ "url": url.to_string() }))),
        Ok(_) => Err(Fail::bad(format!(
            "the body has {received} bytes but Content-Length said {length}"
        ))),
        Err(StorageError::Io(e)) if e.kind() == std::io::ErrorKind::UnexpectedEof => {
            Err(Fail::bad(format!("the body could not be read to its end: {e}")))
        }
        Err(e) => Err(Fail::new(
            StatusCode::INTERNAL_SERVER_ERROR,
            "internal_error",
            format!("storing the result failed: {e}"),
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::key_is_safe;

    #[test]
    fn keys_cannot_escape_storage() {
        for good in ["a", "bench/1GiB.bin", "x-1_2.wav"] {
            assert!(key_is_safe(good), "{good}");
        }
        for bad in ["", "../x", "a/../b", "/a", "a//b", "a b", "a/.", "%2e"] {
            assert!(!key_is_safe(bad), "{bad}");
        }
    }
}
