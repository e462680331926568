//! Validation: the problems of one request (`errors: {params, query, body}` of 400
//! `invalid_arguments`), and readers of JSON body fields that record a problem instead of failing.

use serde::Serialize;
use serde_json::{Map, Value};
use uuid::Uuid;

/// One problem: `field` names the path parameter, query parameter or body field ("" = the whole body).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct FieldError {
    pub field: String,
    pub message: String,
}

impl FieldError {
    pub fn new(field: impl Into<String>, message: impl Into<String>) -> Self {
        Self {
            field: field.into(),
            message: message.into(),
        }
    }
}

/// Everything wrong with one request, grouped as the interface groups it.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct Problems {
    pub params: Vec<FieldError>,
    pub query: Vec<FieldError>,
    pub body: Vec<FieldError>,
}

impl Problems {
    pub fn is_empty(&self) -> bool {
        self.params.is_empty() && self.query.is_empty() && self.body.is_empty()
    }

    pub fn param(&mut self, field: &str, message: impl Into<String>) {
        self.params.push(FieldError::new(field, message));
    }

    pub fn query(&mut self, field: &str, message: impl Into<String>) {
        self.query.push(FieldError::new(field, message));
    }

    pub fn body(&mut self, field: &str, message: impl Into<String>) {
        self.body.push(FieldError::new(field, message));
    }
}

/// A UUID in the hyphenated 36-character form (any letter case); the other forms `uuid` accepts
/// (simple, braced, urn) are not how the interface writes identifiers.
pub fn parse_uuid(text: &str) -> Option<Uuid> {
    if text.len() != 36 {
        return None;
    }
    Uuid::try_parse(text).ok()
}

/// A short description of a JSON value for messages ("got the string \"3\"").
pub fn describe(value: &Value) -> String {
    match value {
        Value::Null => "got null".into(),
        Value::Bool(b) => format!("got the boolean {b}"),
        Value::Number(n) => format!("got the number {n}"),
        Value::String(s) => {
            let short: String = s.chars().take(40).collect();
            let more = if s.chars().count() > 40 { "..." } else { "" };
            format!("got the string {short:?}{more}")
        }
        Value::Array(_) => "got an array".into(),
        Value::Object(_) => "got an object".into(),
    }
}

/// Reads the fields of one JSON object body, recording each problem under its field name.
pub struct BodyReader<'a> {
    map: &'a Map<String, Value>,
    problems: &'a mut Problems,
}

impl<'a> BodyReader<'a> {
    /// Also refuses every field not in `known`.
    pub fn new(map: &'a Map<String, Value>, known: &[&str], problems: &'a mut Problems) -> Self {
        for name in map.keys() {
            if !known.contains(&name.as_str()) {
                problems.body(
                    name,
                    format!(
                        "is not a field of this request; the fields are: {}",
                        known.join(", ")
                    ),
                );
            }
        }
        Self { map, problems }
    }

    fn get(&mut self, field: &str, required: bool) -> Option<&'a Value> {
        let value = self.map.get(field);
        if value.is_none() && required {
            self.problems.body(field, "is required");
        }
        value
    }

    pub fn integer(&mut self, field: &str, required: bool, min: i64, max: i64) -> Option<i64> {
        let value = self.get(field, required)?;
        let wanted = format!("must be an integer from {min} to {max}");
        match value {
            Value::Number(n) if n.is_i64() || n.is_u64() => match n.as_i64() {
                Some(v) if (min..=max).contains(&v) => Some(v),
                _ => {
                    self.problems
                        .body(field, format!("{wanted}, {}", describe(value)));
                    None
                }
            },
            _ => {
                self.problems
                    .body(field, format!("{wanted}, {}", describe(value)));
                None
            }
        }
    }

    pub fn boolean(&mut self, field: &str, required: bool) -> Option<bool> {
        let value = self.get(field, required)?;
        match value {
            Value::Bool(b) => Some(*b),
            _ => {
                self.problems.body(
                    field,
                    format!("must be a boolean (true or false), {}", describe(value)),
                );
                None
            }
        }
    }

    /// A string of `min..=max` characters (Unicode scalar values, not bytes).
    pub fn string(&mut self, field: &str, required: bool, min: usize, max: usize) -> Option<&'a str> {
        let value = self.get(field, required)?;
        let Value::String(s) = value else {
            self.problems
                .body(field, format!("must be a string, {}", describe(value)));
            return None;
        };
        let chars = s.chars().count();
        if chars < min || chars > max {
            self.problems.body(
                field,
                format!("must be {min} to {max} characters long, got {chars}"),
            );
            return None;
        }
        Some(s)
    }

    pub fn uuid(&mut self, field: &str, required: bool) -> Option<Uuid> {
        let value = self.get(field, required)?;
        match value {
            Value::String(s) => {
                let id = parse_uuid(s);
                if id.is_none() {
                    self.problems
                        .body(field, format!("must be a UUID, {}", describe(value)));
                }
                id
            }
            _ => {
                self.problems
                    .body(field, format!("must be a UUID string, {}", describe(value)));
                None
            }
        }
    }

    /// An absolute `http` or `https` URL with a host.
    pub fn http_uri(&mut self, field: &str, required: bool) -> Option<url::Url> {
        let value = self.get(field, required)?;
        let Value::String(s) = value else {
            self.problems.body(
                field,
                format!("must be an http(s) URL string, {}", describe(value)),
            );
            return None;
        };
        match url::Url::parse(s) {
            Ok(u) if matches!(u.scheme(), "http" | "https") && u.host().is_some() => Some(u),
            Ok(u) => {
                self.problems.body(
                    field,
                    format!(
                        "must be an http or https URL with a host, got the scheme {:?}",
                        u.scheme()
                    ),
                );
                None
            }
            Err(e) => {
                self.problems.body(
                    field,
                    format!("must be an absolute http(s) URL ({e}), {}", describe(value)),
                );
                None
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn read(body: Value, f: impl FnOnce(&mut BodyReader<'_>)) -> Problems {
        let map = body.as_object().unwrap().clone();
        let mut p = Problems::default();
        let mut r = BodyReader::new(&map, &["a", "b"], &mut p);
        f(&mut r);
        p
    }

    #[test]
    fn integers_must_be_json_integers_in_range() {
        for bad in [
            json!(1.5),
            json!("3"),
            json!(3.0),
            json!(25),
            json!(null),
            json!(u64::MAX),
        ] {
            let p = read(json!({ "a": bad }), |r| {
                assert_eq!(r.integer("a", true, -24, 24), None)
            });
            assert_eq!(p.body.len(), 1, "{bad}");
            assert_eq!(p.body[0].field, "a");
        }
        let p = read(json!({ "a": -24 }), |r| {
            assert_eq!(r.integer("a", true, -24, 24), Some(-24))
        });
        assert!(p.is_empty());
    }

    #[test]
    fn unknown_fields_and_missing_required_ones_are_named() {
        let p = read(json!({ "zzz": 1 }), |r| {
            r.boolean("a", true);
        });
        let fields: Vec<_> = p.body.iter().map(|e| e.field.as_str()).collect();
        assert_eq!(fields, ["zzz", "a"]);
    }

    #[test]
    fn string_lengths_count_characters() {
        let fifty = "é".repeat(50);
        let p = read(json!({ "a": fifty }), |r| {
            assert!(r.string("a", true, 1, 50).is_some())
        });
        assert!(p.is_empty());
        let p = read(json!({ "a": "é".repeat(51) }), |r| {
            assert!(r.string("a", true, 1, 50).is_none())
        });
        assert_eq!(p.body.len(), 1);
    }

    #[test]
    fn links_must_be_http() {
        for bad in ["ftp://x/y", "not a url", "/relative", "mailto:a@b.c"] {
            let p = read(json!({ "a": bad }), |r| assert!(r.http_uri("a", false).is_none()));
            assert_eq!(p.body.len(), 1, "{bad}");
        }
        let p = read(json!({ "a": "https://example.com/a.mp3" }), |r| {
            assert!(r.http_uri("a", false).is_some())
        });
        assert!(p.is_empty());
    }

    #[test]
    fn uuids_are_hyphenated() {
        assert!(parse_uuid("67e55044-10b1-426f-9247-bb680e5fe0c8").is_some());
        assert!(parse_uuid("67E55044-10B1-426F-9247-BB680E5FE0C8").is_some());
        assert!(parse_uuid("67e5504410b1426f9247bb680e5fe0c8").is_none());
        assert!(parse_uuid("{67e55044-10b1-426f-9247-bb680e5fe0c8}").is_none());
        assert!(parse_uuid("nope").is_none());
    }
}
