//! Reading S3-style XML error bodies (`<Error><Code>..</Code><Message>..</Message></Error>`).
//!
//! Two text elements of a flat document: a small scan with entity decoding does it, and keeps an
//! XML parser out of the dependency tree.

use http::StatusCode;

#[derive(Debug, Default, PartialEq, Eq)]
pub(crate) struct S3Error {
    pub code: Option<String>,
    pub message: Option<String>,
}

impl S3Error {
    pub(crate) fn parse(body: &[u8]) -> S3Error {
        let text = String::from_utf8_lossy(body);
        S3Error {
            code: element(&text, "Code"),
            message: element(&text, "Message"),
        }
    }

    /// A presigned URL past its expiry (S3 answers 403 "Request has expired").
    pub(crate) fn is_expired(&self, status: StatusCode) -> bool {
        let code = self.code.as_deref().unwrap_or_default();
        let message = self.message.as_deref().unwrap_or_default().to_ascii_lowercase();
        matches!(code, "ExpiredToken" | "RequestExpired" | "TokenExpired")
            || (status == StatusCode::FORBIDDEN && message.contains("expired"))
    }
}

/// The text of the first `<name>..</name>` element, entities decoded, trimmed.
fn element(xml: &str, name: &str) -> Option<String> {
    let open = format!("<{name}>");
    let close = format!("</{name}>");
    let start = xml.find(&open)? + open.len();
    let end = start + xml[start..].find(&close)?;
    let raw = xml[start..end].trim();
    let raw = raw
        .strip_prefix("<![CDATA[")
        .and_then(|r| r.strip_suffix("]]>"))
        .unwrap_or(raw);
    Some(unescape(raw))
}

fn unescape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find('&') {
        out.push_str(&rest[..at]);
        rest = &rest[at..];
        let Some(end) = rest.find(';').filter(|end| *end <= 10) else {
            out.push('&');
            rest = &rest[1..];
            continue;
        };
        let entity = &rest[1..end];
        let decoded = match entity {
            "amp" => Some('&'),
            "lt" => Some('<'),
            "gt" => Some('>'),
            "quot" => Some('"'),
            "apos" => Some('\''),
            _ => entity
                .strip_prefix("#x")
                .map(|hex| u32::from_str_radix(hex, 16))
                .or_else(|| entity.strip_prefix('#').map(str::parse::<u32>))
                .and_then(Result::ok)
                .and_then(char::from_u32),
        };
        match decoded {
            Some(c) => {
                out.push(c);
                rest = &rest[end + 1..];
            }
            None => {
                out.push('&');
                rest = &rest[1..];
            }
        }
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_code_and_message() {
        let body = br#"<?xml version="1.0" encoding="UTF-8"?>
<Error><Code>AccessDenied</Code><Message>Request has expired</Message><RequestId>1</RequestId></Error>"#;
        let error = S3Error::parse(body);
        assert_eq!(error.code.as_deref(), Some("AccessDenied"));
        assert_eq!(error.message.as_deref(), Some("Request has expired"));
        assert!(error.is_expired(StatusCode::FORBIDDEN));
        assert!(
            !S3Error::parse(b"<Error><Code>SignatureDoesNotMatch</Code></Error>")
                .is_expired(StatusCode::FORBIDDEN)
        );
    }

    #[test]
    fn decodes_entities_and_cdata() {
        let error = S3Error::parse(
            b"<Error><Code>X</Code><Message>a &lt;b&gt; &amp; &#233;&#x41; &bogus; &</Message></Error>",
        );
        assert_eq!(error.message.as_deref(), Some("a <b> & \u{e9}A &bogus; &"));
        let error = S3Error::parse(b"<Error><Message><![CDATA[raw <text>]]></Message></Error>");
        assert_eq!(error.message.as_deref(), Some("raw <text>"));
    }

    #[test]
    fn garbage_is_empty_not_a_panic() {
        for body in [
            &b""[..],
            b"<Error><Code>",
            b"</Code><Code>",
            b"\xff\xfe<Code>\xff</Code>",
            b"<html>nope</html>",
        ] {
            let _ = S3Error::parse(body);
        }
        assert_eq!(S3Error::parse(b"<html/>"), S3Error::default());
    }
}
