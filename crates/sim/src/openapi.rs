//! The OpenAPI 3.1.0 document served at `GET /v1/openapi.json`.
