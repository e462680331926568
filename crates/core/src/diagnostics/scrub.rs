//! What a log line or a crash report must never hold, taken out before it is written: the
//! signature of a presigned URL (whoever holds it may read or write that object until it expires)
//! and an `Authorization` value (the API key). The key itself has no `Display` (see
//! `dubdeck_api::ApiKey`), so it reaches text only through such a header, or a URL or body quoted
//! whole; these are the forms scrubbed.

/// Query parameters that sign a URL, in every storage dialect Dubdeck may meet: S3's (version 4
/// and 2), Google's, Azure's, and CloudFront's.
const SIGNING_PARAMETERS: &[&str] = &[
    "x-amz-signature=",
    "x-amz-credential=",
    "x-amz-security-token=",
    "signature=",
    "x-goog-signature=",
    "x-goog-credential=",
    "sig=",
    "key-pair-id=",
    "policy=",
];

/// Words after which the next token is a credential.
const CREDENTIAL_PREFIXES: &[&str] = &[
    "api-key ",
    "bearer ",
    "authorization: ",
    "authorization=",
    "x-api-key: ",
];

/// What a scrubbed value reads as.
pub const REDACTED: &str = "[redacted]";

/// Where a value in a URL, a header or a quoted field ends.
fn ends_value(c: char) -> bool {
    c.is_whitespace()
        || matches!(
            c,
            '&' | '"' | '\'' | '<' | '>' | ')' | '(' | ',' | ';' | '\\' | '`' | ']' | '}'
        )
}

/// `text` with every signing parameter's value and every credential after a prefix replaced by
/// [`REDACTED`]. Matching ignores ASCII case; the text is otherwise unchanged.
pub fn scrub(text: &str) -> String {
    let lower = text.to_ascii_lowercase();
    // (start, end) of each value to replace, in the original's byte offsets (ASCII lowering keeps them).
    let mut cuts: Vec<(usize, usize)> = Vec::new();
    for parameter in SIGNING_PARAMETERS {
        let mut from = 0;
        while let Some(at) = lower[from..].find(parameter) {
            let start = from + at;
            // A parameter starts the query or follows a separator: `designature=` is not one.
            let boundary = start == 0
                || matches!(
                    lower.as_bytes()[start - 1],
                    b'?' | b'&' | b' ' | b'"' | b'\'' | b';'
                );
            let value = start + parameter.len();
            if boundary {
                let end = value + text[value..].find(ends_value).unwrap_or(text.len() - value);
                if end > value {
                    cuts.push((value, end));
                }
            }
            from = value;
        }
    }
    for prefix in CREDENTIAL_PREFIXES {
        let mut from = 0;
        while let Some(at) = lower[from..].find(prefix) {
            let value = from + at + prefix.len();
            let rest = &text[value..];
            // "Authorization: Api-Key …" is scrubbed by its own prefix, after this one.
            let skip = rest.len() - rest.trim_start().len();
            let value = value + skip;
            let end = value + text[value..].find(ends_value).unwrap_or(text.len() - value);
            let token = &lower[value..end];
            if end > value && token != "api-key" && token != "bearer" && !token.starts_with(REDACTED) {
                cuts.push((value, end));
            }
            from = value.max(from + at + 1);
        }
    }
    if cuts.is_empty() {
        return text.to_owned();
    }
    cuts.sort_unstable();
    let mut out = String::with_capacity(text.len());
    let mut at = 0;
    for (start, end) in cuts {
        if end <= at {
            continue;
        }
        out.push_str(&text[at..start.max(at)]);
        out.push_str(REDACTED);
        at = end;
    }
    out.push_str(&text[at..]);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_presigned_urls_signature_and_credential_are_taken_out() {
        let line = "PUT http://127.0.0.1:9/uploads/k?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIA%2F20250102&X-Amz-Date=20250102T030405Z&X-Amz-Signature=abc123 failed";
        let clean = scrub(line);
        assert!(!clean.contains("abc123"), "{clean}");
        assert!(!clean.contains("AKIA"), "{clean}");
        assert!(clean.contains("X-Amz-Algorithm=AWS4-HMAC-SHA256"), "{clean}");
        assert!(clean.contains("X-Amz-Date=20250102T030405Z"), "{clean}");
        assert!(clean.ends_with("X-Amz-Signature=[redacted] failed"), "{clean}");
    }

    #[test]
    fn other_dialects_and_quoted_urls_are_scrubbed_too() {
        let line = r#"url="https://s.example/o?Signature=zz9&Expires=5&Key-Pair-Id=K1" other=x?sig=q1"#;
        let clean = scrub(line);
        for secret in ["zz9", "K1", "q1"] {
            assert!(!clean.contains(secret), "{secret} in {clean}");
        }
        assert!(clean.contains("Expires=5"), "{clean}");
    }

    #[test]
    fn credentials_after_their_header_are_taken_out() {
        let line = "headers: {\"authorization\": \"Api-Key sk_live_123\"} and Bearer tok.en-9 and Authorization: Api-Key other";
        let clean = scrub(line);
        for secret in ["sk_live_123", "tok.en-9", "other"] {
            assert!(!clean.contains(secret), "{secret} in {clean}");
        }
        assert!(clean.contains("Api-Key [redacted]"), "{clean}");
    }

    #[test]
    fn text_without_secrets_is_unchanged_even_with_lookalikes() {
        for line in [
            "dub 4f2a done in 12 s",
            "the designature=value is not a parameter",
            "Ünïcödé sïgnature text, policy of the house",
            "",
        ] {
            assert_eq!(scrub(line), line);
        }
    }
}
