//! Self-consistency of the document: references resolve, components are used, operations are
//! well-formed. (Validity against the OAS 3.1 schema and truth against the running simulator are
//! checked in `tests/openapi_*.rs`.)

use std::collections::BTreeSet;

use serde_json::Value;

use super::document;

const METHODS: [&str; 8] = [
    "get", "put", "post", "delete", "options", "head", "patch", "trace",
];

fn refs(value: &Value, out: &mut Vec<String>) {
    match value {
        Value::Object(map) => {
            if let Some(Value::String(r)) = map.get("$ref") {
                out.push(r.clone());
            }
            map.values().for_each(|v| refs(v, out));
        }
        Value::Array(items) => items.iter().for_each(|v| refs(v, out)),
        _ => {}
    }
}

/// Resolves a local `#/...` reference (JSON pointer with `~0`/`~1` escapes).
fn resolve<'a>(doc: &'a Value, reference: &str) -> Option<&'a Value> {
    doc.pointer(reference.strip_prefix('#')?)
}

fn operations(doc: &Value) -> Vec<(String, String, &Value)> {
    let mut ops = Vec::new();
    for (path, item) in doc["paths"].as_object().unwrap() {
        for method in METHODS {
            if let Some(op) = item.get(method) {
                ops.push((method.to_owned(), path.clone(), op));
            }
        }
    }
    ops
}

#[test]
fn every_reference_resolves_locally() {
    let doc = document("http://127.0.0.1:9/");
    let mut all = Vec::new();
    refs(&doc, &mut all);
    assert!(
        all.len() > 50,
        "the document is expected to share its parts by reference"
    );
    for r in &all {
        assert!(
            r.starts_with("#/components/"),
            "{r} is not a local component reference"
        );
        assert!(resolve(&doc, r).is_some(), "{r} does not resolve");
    }
}

#[test]
fn every_component_is_used() {
    let doc = document("http://127.0.0.1:9/");
    let mut all = Vec::new();
    refs(&doc, &mut all);
    let used: BTreeSet<String> = all.into_iter().collect();
    for (kind, items) in doc["components"].as_object().unwrap() {
        if kind == "securitySchemes" {
            continue;
        }
        for name in items.as_object().unwrap().keys() {
            let r = format!("#/components/{kind}/{name}");
            assert!(used.contains(&r), "{r} is declared but never used");
        }
    }
}

#[test]
fn head_declares_version_server_and_api_key_security() {
    let doc = document("http://127.0.0.1:4321/");
    assert_eq!(doc["openapi"], "3.1.0");
    assert_eq!(doc["info"]["version"], "1.0.0");
    assert_eq!(
        doc["servers"][0]["url"], "http://127.0.0.1:4321",
        "paths start with / so no trailing /"
    );
    let scheme = &doc["components"]["securitySchemes"]["ApiKeyAuth"];
    assert_eq!(scheme["type"], "apiKey");
    assert_eq!(scheme["in"], "header");
    assert_eq!(scheme["name"], "Authorization");
    assert!(
        scheme["description"]
            .as_str()
            .unwrap()
            .contains("Api-Key <API_KEY>")
    );
    assert_eq!(doc["security"][0]["ApiKeyAuth"], serde_json::json!([]));
}

#[test]
fn operations_have_unique_ids_declared_tags_and_the_common_errors() {
    let doc = document("http://127.0.0.1:9/");
    let tags: BTreeSet<&str> = doc["tags"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["name"].as_str().unwrap())
        .collect();
    let mut ids = BTreeSet::new();
    let ops = operations(&doc);
    assert_eq!(ops.len(), 10);
    for (method, path, op) in ops {
        let id = op["operationId"].as_str().unwrap();
        assert!(
            ids.insert(id.to_owned()),
            "{method} {path}: operationId {id} is used twice"
        );
        assert!(
            op["summary"].as_str().is_some_and(|s| !s.is_empty()),
            "{method} {path}: no summary"
        );
        for tag in op["tags"].as_array().unwrap() {
            assert!(
                tags.contains(tag.as_str().unwrap()),
                "{method} {path}: undeclared tag {tag}"
            );
        }
        for status in ["200", "401", "429", "500"] {
            assert!(
                op["responses"].get(status).is_some(),
                "{method} {path}: no {status} response"
            );
        }
        let has_id_param = path.contains('{');
        assert_eq!(
            op["responses"].get("404").is_some(),
            has_id_param,
            "{method} {path}: 404 exactly when the path names a dub or voice"
        );
    }
}

#[test]
fn rate_limit_headers_are_on_every_response_but_401() {
    let doc = document("http://127.0.0.1:9/");
    for (method, path, op) in operations(&doc) {
        for (status, response) in op["responses"].as_object().unwrap() {
            let response = match response.get("$ref").and_then(Value::as_str) {
                Some(r) => resolve(&doc, r).unwrap(),
                None => response,
            };
            let headers = response.get("headers");
            for name in ["X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset"] {
                let header = headers.and_then(|h| h.get(name));
                assert_eq!(
                    header.is_some(),
                    status != "401",
                    "{method} {path} {status}: {name}"
                );
                let header = match header.and_then(|h| h.get("$ref")).and_then(Value::as_str) {
                    Some(r) => resolve(&doc, r),
                    None => header,
                };
                // A 5xx may come from infrastructure in front of the service, which sets none.
                if let Some(header) = header {
                    assert_eq!(
                        header["required"],
                        status != "500",
                        "{method} {path} {status}: {name}"
                    );
                }
            }
            assert_eq!(
                headers.and_then(|h| h.get("Retry-After")).is_some(),
                status == "429",
                "{method} {path} {status}: Retry-After"
            );
        }
    }
}

#[test]
fn request_bodies_refuse_unknown_fields_and_state_the_limits() {
    let doc = document("http://127.0.0.1:9/");
    let schemas = &doc["components"]["schemas"];
    let dub = &schemas["CreateDubRequest"];
    assert_eq!(dub["additionalProperties"], false);
    assert_eq!(dub["properties"]["pitchShift"]["minimum"], -24);
    assert_eq!(dub["properties"]["pitchShift"]["maximum"], 24);
    assert_eq!(dub["properties"]["pitchShift"]["default"], 0);
    assert_eq!(dub["properties"]["separate"]["default"], true);
    let voice = &schemas["CreateVoiceRequest"];
    assert_eq!(voice["additionalProperties"], false);
    assert_eq!(voice["properties"]["name"]["maxLength"], 50);
    assert_eq!(voice["properties"]["numberOfFiles"]["maximum"], 5);
    assert_eq!(voice["properties"]["maxMinutes"]["minimum"], 5);
    assert_eq!(voice["properties"]["maxMinutes"]["maximum"], 60);
}
