//! The contract checker: what the document declares for each operation and status, checked
//! against real responses, and a record of which statuses and error codes were seen.

use std::collections::{BTreeMap, BTreeSet, HashMap};

use dubdeck_sim::openapi::document;
use reqwest::header::{CONTENT_TYPE, HeaderMap};
use serde_json::{Value, json};

const METHODS: [&str; 8] = [
    "get", "put", "post", "delete", "options", "head", "patch", "trace",
];

/// One operation of the document.
struct Operation {
    method: String,
    template: String,
    responses: Value,
}

/// The document, and what the tests saw of it.
pub struct Contract {
    doc: Value,
    /// The document with every object schema closed (see `close_objects`): validation root.
    strict: Value,
    operations: BTreeMap<String, Operation>,
    validators: HashMap<String, jsonschema::Validator>,
    /// (operationId, status) pairs seen.
    statuses: BTreeSet<(String, u16)>,
    /// (operationId, status, code) triples seen.
    codes: BTreeSet<(String, u16, String)>,
    /// Members of `invalid_arguments` errors seen non-empty.
    argument_members: BTreeSet<String>,
}

/// A response as the checker sees it.
pub struct Reply {
    pub status: u16,
    pub headers: HeaderMap,
    pub body: Value,
}

/// Closes every object schema that does not say whether other properties may appear, so that a
/// field the simulator sends but the document does not describe fails the check. Schemas that allow
/// more fields (`additionalProperties: true`, e.g. the account) stay open.
fn close_objects(value: &mut Value) {
    match value {
        Value::Object(map) => {
            if map.get("properties").is_some_and(Value::is_object)
                && !map.contains_key("additionalProperties")
            {
                map.insert("additionalProperties".to_owned(), Value::Bool(false));
            }
            map.values_mut().for_each(close_objects);
        }
        Value::Array(items) => items.iter_mut().for_each(close_objects),
        _ => {}
    }
}

/// A JSON pointer token inside a URI fragment: `~` and `/` escaped, braces percent-encoded.
fn pointer_token(token: &str) -> String {
    token
        .replace('~', "~0")
        .replace('/', "~1")
        .replace('{', "%7B")
        .replace('}', "%7D")
}

fn validation_errors(validator: &jsonschema::Validator, instance: &Value) -> Vec<String> {
    validator
        .iter_errors(instance)
        .map(|e| format!("{} at {}", e, e.instance_path()))
        .collect()
}

impl Contract {
    pub fn new(server_url: &str) -> Self {
        let doc = document(server_url);
        let mut strict = doc.clone();
        close_objects(&mut strict["components"]["schemas"]);
        let mut operations = BTreeMap::new();
        for (template, item) in doc["paths"].as_object().unwrap() {
            for method in METHODS {
                if let Some(op) = item.get(method) {
                    let id = op["operationId"].as_str().unwrap().to_owned();
                    let operation = Operation {
                        method: method.to_owned(),
                        template: template.clone(),
                        responses: op["responses"].clone(),
                    };
                    operations.insert(id, operation);
                }
            }
        }
        Self {
            doc,
            strict,
            operations,
            validators: HashMap::new(),
            statuses: BTreeSet::new(),
            codes: BTreeSet::new(),
            argument_members: BTreeSet::new(),
        }
    }

    /// Follows a local `$ref`; returns the object and its JSON pointer.
    fn resolve(&self, value: &Value, pointer: String) -> (Value, String) {
        match value.get("$ref").and_then(Value::as_str) {
            Some(r) => {
                let target = r.strip_prefix('#').unwrap().to_owned();
                let resolved = self
                    .doc
                    .pointer(&target)
                    .unwrap_or_else(|| panic!("{r} does not resolve"))
                    .clone();
                (resolved, target)
            }
            None => (value.clone(), pointer),
        }
    }

    /// A validator for the schema at `pointer`; its root is the whole (strict) document, so that
    /// `#/components/...` references resolve.
    fn validator(&mut self, pointer: &str) -> &jsonschema::Validator {
        let strict = &self.strict;
        self.validators.entry(pointer.to_owned()).or_insert_with(|| {
            let fragment: Vec<String> = pointer
                .split('/')
                .map(|t| pointer_token(&t.replace("~1", "/")))
                .collect();
            let mut root = strict.clone();
            root["$ref"] = Value::from(format!("#{}", fragment.join("/")));
            jsonschema::draft202012::options()
                .should_validate_formats(true)
                .build(&root)
                .unwrap_or_else(|e| panic!("cannot build a validator for {pointer}: {e}"))
        })
    }

    /// Checks one response of operation `op` against the document; returns what is wrong.
    pub fn check(&mut self, op: &str, reply: &Reply) -> Result<(), String> {
        let operation = self
            .operations
            .get(op)
            .ok_or_else(|| format!("the document has no operation {op}"))?;
        let (method, template) = (operation.method.clone(), operation.template.clone());
        let status = reply.status.to_string();
        let Some(declared) = operation.responses.get(&status).cloned() else {
            return Err(format!(
                "{op} ({method} {template}) answered {status}, which the document does not declare: {}",
                reply.body
            ));
        };
        let inline_pointer = format!(
            "/paths/{}/{method}/responses/{status}",
            template.replace('~', "~0").replace('/', "~1")
        );
        let (response, pointer) = self.resolve(&declared, inline_pointer);
        let mut problems = Vec::new();

        // Body.
        match response.get("content") {
            Some(content) => {
                let content_type = reply
                    .headers
                    .get(CONTENT_TYPE)
                    .and_then(|v| v.to_str().ok())
                    .unwrap_or("")
                    .to_owned();
                if !content_type.starts_with("application/json") || content.get("application/json").is_none()
                {
                    problems.push(format!(
                        "content type {content_type:?} is not a declared media type"
                    ));
                }
                let schema_pointer = format!("{pointer}/content/application~1json/schema");
                let body = reply.body.clone();
                problems.extend(validation_errors(self.validator(&schema_pointer), &body));
            }
            None if reply.body != Value::Null => problems.push("a body, where none is declared".to_owned()),
            None => {}
        }

        // Headers: declared ones present when required and valid when present; no documented
        // header the response does not declare (e.g. rate-limit headers on a 401).
        let declared_headers = response.get("headers").cloned().unwrap_or(json!({}));
        for (name, header) in declared_headers.as_object().unwrap() {
            let (header, _) = self.resolve(header, String::new());
            match reply
                .headers
                .get(name)
                .map(|v| v.to_str().unwrap_or("<not text>").to_owned())
            {
                None if header["required"] == true => {
                    problems.push(format!("required header {name} is missing"))
                }
                None => {}
                Some(text) => {
                    let value = text
                        .parse::<i64>()
                        .map(Value::from)
                        .unwrap_or(Value::String(text.clone()));
                    let validator = jsonschema::draft202012::options()
                        .build(&header["schema"])
                        .unwrap();
                    for e in validation_errors(&validator, &value) {
                        problems.push(format!("header {name}: {text:?}: {e}"));
                    }
                }
            }
        }
        for name in self.doc["components"]["headers"].as_object().unwrap().keys() {
            if reply.headers.contains_key(name.as_str()) && declared_headers.get(name).is_none() {
                problems.push(format!(
                    "header {name} is sent but not declared for this response"
                ));
            }
        }

        if !problems.is_empty() {
            return Err(format!(
                "{op} ({method} {template}) {status} disagrees with the document:\n  {}\nbody: {}",
                problems.join("\n  "),
                reply.body
            ));
        }
        self.statuses.insert((op.to_owned(), reply.status));
        if let Some(code) = reply.body.get("code").and_then(Value::as_str) {
            self.codes.insert((op.to_owned(), reply.status, code.to_owned()));
        }
        if let Some(errors) = reply.body.get("errors").and_then(Value::as_object) {
            for (member, list) in errors {
                if list.as_array().is_some_and(|l| !l.is_empty()) {
                    self.argument_members.insert(member.clone());
                }
            }
        }
        Ok(())
    }

    /// The error codes a declared response names (`code` constants of its schema or its `oneOf`).
    fn declared_codes(&self, response: &Value) -> Vec<String> {
        let (response, _) = self.resolve(response, String::new());
        let schema = &response["content"]["application/json"]["schema"];
        let branches = match schema.get("oneOf").and_then(Value::as_array) {
            Some(list) => list.clone(),
            None => vec![schema.clone()],
        };
        branches
            .iter()
            .filter_map(|branch| {
                let (schema, _) = self.resolve(branch, String::new());
                schema["properties"]["code"]["const"].as_str().map(str::to_owned)
            })
            .collect()
    }

    /// Every declared status of every operation, and every code its responses name, was seen.
    pub fn assert_everything_was_exercised(&self) {
        let mut missing = Vec::new();
        for (id, operation) in &self.operations {
            for (status, response) in operation.responses.as_object().unwrap() {
                let code: u16 = status.parse().unwrap();
                if !self.statuses.contains(&(id.clone(), code)) {
                    missing.push(format!("{id} {status}"));
                }
                for name in self.declared_codes(response) {
                    if !self.codes.contains(&(id.clone(), code, name.clone())) {
                        missing.push(format!("{id} {status} {name}"));
                    }
                }
            }
        }
        assert!(
            missing.is_empty(),
            "declared but never produced by the simulator: {missing:#?}"
        );
        for member in ["params", "query", "body"] {
            assert!(
                self.argument_members.contains(member),
                "no invalid_arguments with a `{member}` detail was seen"
            );
        }
    }
}
