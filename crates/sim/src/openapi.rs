//! The OpenAPI 3.1.0 document served at `GET /v1/openapi.json`.
//!
//! INTERFACE (fixed; the document is being written).

/// The whole document; `server_url` is the simulator's base URL (goes into `servers`).
pub fn document(server_url: &str) -> serde_json::Value {
    let _ = server_url;
    serde_json::json!({"openapi": "3.1.0"})
}
