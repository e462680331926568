//! `components/parameters`: the path identifiers and the query of `GET /v1/voices`.

use serde_json::{Value, json};

use super::schema_ref;

const ARRAY_SYNTAXES: &str = "Several values are OR-combined. Besides repeated names \
    (`{name}=a&{name}=b`, the form described here), the service accepts bracket names \
    (`{name}[]=a&{name}[]=b`), indexed names (`{name}[0]=a&{name}[1]=b`) and one comma-separated value \
    (`{name}=a,b`). Unknown or empty values give 400 `invalid_arguments` with a `query` detail.";

fn array_filter(name: &str, item_schema: &str, what: &str) -> Value {
    json!({
        "name": name,
        "in": "query",
        "required": false,
        "description": format!("Only voices with at least one of these {what}. {}", ARRAY_SYNTAXES.replace("{name}", name)),
        "style": "form",
        "explode": true,
        "schema": { "type": "array", "items": schema_ref(item_schema) },
    })
}

fn path_id(name: &str, what: &str) -> Value {
    json!({
        "name": name,
        "in": "path",
        "required": true,
        "description": format!("Identifier of the {what} (a UUID). Anything else gives 400 `invalid_arguments` \
            with a `params` detail; an id that does not exist for the caller gives 404 `not_found`."),
        "schema": { "type": "string", "format": "uuid" },
    })
}

pub(super) fn parameters() -> Value {
    json!({
        "DubId": path_id("dubId", "dub"),
        "VoiceId": path_id("voiceId", "custom voice"),
        "Search": {
            "name": "search",
            "in": "query",
            "required": false,
            "description": "Only voices whose name contains this text (case-insensitive); 1 to 50 characters.",
            "schema": { "type": "string", "minLength": 1, "maxLength": 50 },
        },
        "Genres": array_filter("genres", "Genre", "genres"),
        "Languages": array_filter("languages", "Language", "languages"),
        "Styles": array_filter("styles", "Style", "styles"),
        "Limit": {
            "name": "limit",
            "in": "query",
            "required": false,
            "description": "Page size, 8 to 50.",
            "schema": { "type": "integer", "minimum": 8, "maximum": 50, "default": 50 },
        },
        "Cursor": {
            "name": "cursor",
            "in": "query",
            "required": false,
            "description": "The `nextCursor` of the previous page, unchanged. Opaque; valid only with the same \
                filters (`search`, `genres`, `languages`, `styles`) as the request that returned it, otherwise \
                400 `invalid_arguments`.",
            "schema": { "type": "string", "minLength": 1 },
        },
    })
}
