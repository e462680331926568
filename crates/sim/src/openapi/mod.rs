//! The OpenAPI 3.1.0 document served at `GET /v1/openapi.json`: the whole service interface
//! (interface version 1.0.0) as the simulator implements it. Built with `serde_json::json!`, one
//! submodule per area of the document; `tests/openapi_*.rs` check it against the official OAS 3.1
//! schema and against the simulator's real responses.

mod headers;
mod info;
mod parameters;
mod paths;
mod responses;
mod schemas;

use serde_json::{Value, json};

/// Interface version (`info.version`), refreshed when the interface changes.
pub const INTERFACE_VERSION: &str = "1.0.0";

/// The whole document; `server_url` is the simulator's base URL (goes into `servers`).
pub fn document(server_url: &str) -> Value {
    json!({
        "openapi": "3.1.0",
        "info": info::info(),
        "servers": info::servers(server_url),
        "security": info::security(),
        "tags": info::tags(),
        "paths": paths::paths(),
        "components": {
            "securitySchemes": info::security_schemes(),
            "schemas": schemas::schemas(),
            "responses": responses::responses(),
            "headers": headers::headers(),
            "parameters": parameters::parameters(),
        },
    })
}

/// `{"$ref": "#/components/<kind>/<name>"}`.
fn component_ref(kind: &str, name: &str) -> Value {
    json!({ "$ref": format!("#/components/{kind}/{name}") })
}

fn schema_ref(name: &str) -> Value {
    component_ref("schemas", name)
}

/// `schema` or JSON null (OpenAPI 3.1 has no `nullable`; JSON Schema's type union does it).
fn nullable(schema: Value) -> Value {
    json!({ "anyOf": [schema, { "type": "null" }] })
}

#[cfg(test)]
mod tests;
