#![allow(clippy::unwrap_used, clippy::expect_used)]
//! The OpenAPI document is a valid OAS 3.1 document, as judged by a real validator
//! (`openapi-spec-validator`, installed by `cargo xtask deps`), and lists exactly the operations of
//! the interface.

use std::collections::BTreeSet;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use dubdeck_sim::openapi::document;
use serde_json::{Value, json};

const BASE: &str = "http://127.0.0.1:8787/";

/// Every operation of the interface (section 4): method, path, operationId, tag.
const OPERATIONS: [(&str, &str, &str, &str); 10] = [
    ("get", "/v1/me", "getAccount", "account"),
    ("post", "/v1/me/dubs", "createDub", "dubs"),
    ("post", "/v1/me/dubs/{dubId}/preprocess", "preprocessDub", "dubs"),
    ("post", "/v1/me/dubs/{dubId}/generate", "generateDub", "dubs"),
    ("get", "/v1/me/dubs/{dubId}", "getDub", "dubs"),
    ("post", "/v1/me/voices", "createVoice", "voices"),
    ("post", "/v1/me/voices/{voiceId}/clone", "cloneVoice", "voices"),
    ("get", "/v1/me/voices/{voiceId}", "getVoice", "voices"),
    ("get", "/v1/voices", "listPublicVoices", "publicVoices"),
    ("get", "/v1/openapi.json", "getOpenApiDocument", "meta"),
];

const METHODS: [&str; 8] = [
    "get", "put", "post", "delete", "options", "head", "patch", "trace",
];

fn workspace_root() -> PathBuf {
    // crates/sim -> the workspace root, two levels up.
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .ancestors()
        .nth(2)
        .unwrap()
        .to_path_buf()
}

fn validator() -> PathBuf {
    // The venv's executables: `bin` on Unix, `Scripts` (and `.exe`) on Windows.
    let path = if cfg!(windows) {
        workspace_root().join("target/tools/venv/Scripts/openapi-spec-validator.exe")
    } else {
        workspace_root().join("target/tools/venv/bin/openapi-spec-validator")
    };
    assert!(
        path.is_file(),
        "the OpenAPI validator is missing at {}: run `cargo xtask test` or `cargo xtask deps` to install it",
        path.display()
    );
    path
}

/// Runs the validator on `doc` written to a temporary file.
fn validate(doc: &Value) -> Output {
    let mut file = tempfile::Builder::new().suffix(".json").tempfile().unwrap();
    file.write_all(serde_json::to_string_pretty(doc).unwrap().as_bytes())
        .unwrap();
    file.flush().unwrap();
    Command::new(validator())
        .args(["--schema", "3.1", "--validation-errors", "all"])
        .arg(file.path())
        .output()
        .unwrap()
}

fn describe(output: &Output) -> String {
    format!(
        "exit {:?}\nstdout: {}\nstderr: {}",
        output.status.code(),
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    )
}

#[test]
fn document_is_valid_openapi_3_1() {
    let output = validate(&document(BASE));
    assert!(
        output.status.success(),
        "the validator refused the document: {}",
        describe(&output)
    );
    assert!(
        String::from_utf8_lossy(&output.stdout).contains("OK"),
        "{}",
        describe(&output)
    );
}

#[test]
fn validator_rejects_broken_copies_of_the_document() {
    let mut missing_ref = document(BASE);
    missing_ref["paths"]["/v1/me"]["get"]["responses"]["200"]["content"]["application/json"]["schema"] =
        json!({ "$ref": "#/components/schemas/NoSuchSchema" });

    let mut no_version = document(BASE);
    no_version["info"].as_object_mut().unwrap().remove("version");

    let mut bad_parameter = document(BASE);
    // A path parameter must be required.
    bad_parameter["components"]["parameters"]["DubId"]["required"] = json!(false);

    let mut bad_security = document(BASE);
    bad_security["components"]["securitySchemes"]["ApiKeyAuth"]["in"] = json!("body");

    // Each copy must be refused, and for its own defect (the report names it).
    for (what, doc, named) in [
        ("a $ref to a missing schema", missing_ref, "NoSuchSchema"),
        ("no info.version", no_version, "'version' is a required property"),
        (
            "an optional path parameter",
            bad_parameter,
            "['DubId']['required']",
        ),
        (
            "an api key sent in the body",
            bad_security,
            "'body' is not one of",
        ),
    ] {
        let output = validate(&doc);
        assert!(
            !output.status.success(),
            "the validator accepted {what}: {}",
            describe(&output)
        );
        assert!(
            describe(&output).contains(named),
            "{what}: the report does not name it: {}",
            describe(&output)
        );
    }
}

#[test]
fn document_lists_every_operation_of_the_interface_and_nothing_else() {
    let doc = document(BASE);
    let mut found = BTreeSet::new();
    for (path, item) in doc["paths"].as_object().unwrap() {
        for method in METHODS {
            if let Some(op) = item.get(method) {
                let tags: Vec<&str> = op["tags"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|t| t.as_str().unwrap())
                    .collect();
                assert_eq!(tags.len(), 1, "{method} {path}: one tag expected, got {tags:?}");
                found.insert((
                    method,
                    path.as_str(),
                    op["operationId"].as_str().unwrap(),
                    tags[0],
                ));
            }
        }
    }
    let expected: BTreeSet<_> = OPERATIONS.into_iter().collect();
    assert_eq!(found, expected);
}

#[test]
fn path_identifiers_are_required_uuids() {
    let doc = document(BASE);
    for (path, item) in doc["paths"].as_object().unwrap() {
        let names: Vec<&str> = path
            .split('/')
            .filter_map(|s| s.strip_prefix('{').and_then(|s| s.strip_suffix('}')))
            .collect();
        let declared: Vec<Value> = item
            .get("parameters")
            .and_then(Value::as_array)
            .map(|ps| {
                ps.iter()
                    .map(|p| {
                        let name = p["$ref"]
                            .as_str()
                            .unwrap()
                            .trim_start_matches("#/components/parameters/");
                        doc["components"]["parameters"][name].clone()
                    })
                    .collect()
            })
            .unwrap_or_default();
        assert_eq!(declared.len(), names.len(), "{path}");
        for (name, param) in names.iter().zip(&declared) {
            assert_eq!(param["name"], *name, "{path}");
            assert_eq!(param["in"], "path");
            assert_eq!(param["required"], true);
            assert_eq!(param["schema"], json!({ "type": "string", "format": "uuid" }));
        }
    }
}

#[test]
fn voices_query_is_described_with_its_rules() {
    let doc = document(BASE);
    let params = &doc["components"]["parameters"];
    assert_eq!(
        params["Search"]["schema"],
        json!({ "type": "string", "minLength": 1, "maxLength": 50 })
    );
    assert_eq!(
        params["Limit"]["schema"],
        json!({ "type": "integer", "minimum": 8, "maximum": 50, "default": 50 })
    );
    assert_eq!(params["Cursor"]["in"], "query");
    let enums = &doc["components"]["schemas"];
    for (param, schema, values) in [
        (
            "Genres",
            "Genre",
            vec!["pop", "rap", "rock", "country", "rnb", "alternative", "jazz"],
        ),
        (
            "Languages",
            "Language",
            vec![
                "english", "spanish", "korean", "japanese", "french", "russian", "thai",
            ],
        ),
        (
            "Styles",
            "Style",
            vec!["singing", "rapping", "speaking", "character", "other"],
        ),
    ] {
        let p = &params[param];
        assert_eq!(p["style"], "form", "{param}");
        assert_eq!(p["explode"], true, "{param}");
        assert_eq!(p["schema"]["type"], "array", "{param}");
        assert_eq!(
            p["schema"]["items"]["$ref"],
            format!("#/components/schemas/{schema}")
        );
        assert_eq!(enums[schema]["enum"], json!(values), "{schema}");
        let description = p["description"].as_str().unwrap();
        for syntax in ["[]=", "[0]=", "=a,b"] {
            assert!(
                description.contains(syntax),
                "{param}: the description omits the {syntax} syntax"
            );
        }
    }
}
