//! Conditional GET and HEAD (`If-Match`, `If-Unmodified-Since`, `If-None-Match`,
//! `If-Modified-Since`), evaluated as S3 does, in the order of RFC 9110 §13.2.2.
//!
//! The headers are taken off the request in `Storage::handle`, before s3s sees them: s3s parses
//! each `If-*-Match` as a single entity tag and refuses a list (`"a", "b"`) or an unquoted tag
//! with 400, and refuses a malformed date where HTTP says to ignore the header. What was parsed
//! rides to `get_object` in the request's extensions and is evaluated there, after the signature
//! and access checks and the object's existence (403 and 404 come first, as on S3), before the
//! byte range (a 304 or 412 wins over a 416). Presigned URLs sign only `host`, so removing these
//! headers never changes a signature.
//!
//! A 304 cannot come out of s3s with its validators (GetObject answers 200/206 from its output,
//! and an error replaces every header), so `get_object` answers the validators only and marks
//! the response with [`NotModified`]; `Storage::handle` turns that into the bodiless 304.

use std::time::{Duration, SystemTime, UNIX_EPOCH};

use http::{HeaderMap, HeaderName, header};

/// The conditions of one request; at least one is present.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Preconditions {
    if_match: Option<TagList>,
    if_unmodified_since: Option<SystemTime>,
    if_none_match: Option<TagList>,
    if_modified_since: Option<SystemTime>,
}

/// What the conditions say about the selected object.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Verdict {
    /// Serve it (200, or 206 for a range).
    Proceed,
    /// 304, no body, with `ETag` and `Last-Modified`.
    NotModified,
    /// 412 PreconditionFailed.
    PreconditionFailed,
}

/// Response extension set by `get_object` when the answer is a 304.
#[derive(Debug, Clone, Copy)]
pub(crate) struct NotModified;

/// An `If-Match` / `If-None-Match` value: `*` or a list of entity tags.
#[derive(Debug, Clone, PartialEq, Eq)]
enum TagList {
    Any,
    Tags(Vec<Tag>),
}

#[derive(Debug, Clone, PartialEq, Eq)]
struct Tag {
    weak: bool,
    opaque: String,
}

const HEADERS: [HeaderName; 4] = [
    header::IF_MATCH,
    header::IF_UNMODIFIED_SINCE,
    header::IF_NONE_MATCH,
    header::IF_MODIFIED_SINCE,
];

impl Preconditions {
    /// Removes the four conditional headers from `headers` and returns what they ask, or None
    /// when none of them was usable. As HTTP requires, a date that is not a valid HTTP-date is
    /// ignored, and so is a tag list with nothing in it.
    pub fn take_from(headers: &mut HeaderMap) -> Option<Self> {
        let mut values: [Vec<String>; 4] = Default::default();
        for (name, slot) in HEADERS.iter().zip(values.iter_mut()) {
            // A header sent as several lines is one comma-separated list (RFC 9110 §5.3).
            *slot = headers
                .get_all(name)
                .iter()
                .filter_map(|v| v.to_str().ok())
                .map(str::to_owned)
                .collect();
            headers.remove(name);
        }
        let [if_match, if_unmodified_since, if_none_match, if_modified_since] = values;
        let conditions = Self {
            if_match: parse_tags(&if_match),
            if_unmodified_since: parse_date(&if_unmodified_since),
            if_none_match: parse_tags(&if_none_match),
            if_modified_since: parse_date(&if_modified_since),
        };
        let any = conditions.if_match.is_some()
            || conditions.if_unmodified_since.is_some()
            || conditions.if_none_match.is_some()
            || conditions.if_modified_since.is_some();
        any.then_some(conditions)
    }

    /// Evaluates the conditions for a GET or HEAD of an existing object whose ETag is the quoted
    /// `etag_value` (the hex md5) last modified at `modified`.
    ///
    /// RFC 9110 §13.2.2: `If-Match` (strong comparison), else `If-Unmodified-Since`, failing give
    /// 412; then `If-None-Match` (weak comparison), else `If-Modified-Since`, failing give 304.
    /// `If-Unmodified-Since` is ignored when `If-Match` is present, `If-Modified-Since` when
    /// `If-None-Match` is, as S3 documents for both pairs. Dates compare at whole seconds, the
    /// precision of `Last-Modified`.
    pub fn evaluate(&self, etag_value: &str, modified: SystemTime) -> Verdict {
        let modified = whole_seconds(modified);
        if let Some(list) = &self.if_match {
            if !list.matches(etag_value, Comparison::Strong) {
                return Verdict::PreconditionFailed;
            }
        } else if let Some(since) = self.if_unmodified_since
            && modified > since
        {
            return Verdict::PreconditionFailed;
        }
        if let Some(list) = &self.if_none_match {
            if list.matches(etag_value, Comparison::Weak) {
                return Verdict::NotModified;
            }
        } else if let Some(since) = self.if_modified_since
            && modified <= since
        {
            return Verdict::NotModified;
        }
        Verdict::Proceed
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Comparison {
    Strong,
    Weak,
}

impl TagList {
    /// Whether the object's (strong) tag is in the list. The object's tags are always strong, so
    /// strong comparison only has to refuse the list's weak tags (RFC 9110 §8.8.3.2).
    fn matches(&self, etag_value: &str, comparison: Comparison) -> bool {
        match self {
            Self::Any => true,
            Self::Tags(tags) => tags
                .iter()
                .any(|tag| tag.opaque == etag_value && (comparison == Comparison::Weak || !tag.weak)),
        }
    }
}

/// Parses the lines of an `If-Match` / `If-None-Match` header: `*`, or entity tags separated by
/// commas (`"a"`, `W/"b"`). A bare token without quotes is taken as the tag it names, as S3 does
/// (clients that drop the quotes still match). None when nothing usable is there.
fn parse_tags(lines: &[String]) -> Option<TagList> {
    let mut tags = Vec::new();
    for line in lines {
        let mut rest = line.as_str();
        loop {
            rest = rest.trim_start_matches([' ', '\t', ',']);
            if rest.is_empty() {
                break;
            }
            if let Some(after) = rest.strip_prefix('*')
                && (after.is_empty() || after.starts_with([' ', '\t', ',']))
            {
                return Some(TagList::Any);
            }
            let (weak, body) = match rest.strip_prefix("W/") {
                Some(body) => (true, body),
                None => (false, rest),
            };
            let (opaque, after) = match body.strip_prefix('"') {
                // A quoted tag may contain commas: it ends at the closing quote.
                Some(quoted) => match quoted.split_once('"') {
                    Some((opaque, after)) => (opaque, after),
                    None => (quoted, ""),
                },
                None => body.split_once(',').unwrap_or((body, "")),
            };
            let opaque = opaque.trim_matches([' ', '\t']);
            if !opaque.is_empty() {
                tags.push(Tag {
                    weak,
                    opaque: opaque.to_owned(),
                });
            }
            rest = after;
        }
    }
    (!tags.is_empty()).then_some(TagList::Tags(tags))
}

/// One HTTP-date (IMF-fixdate, RFC 850 or asctime, as recipients must accept); None for no
/// header, several values or an invalid date, which HTTP says to ignore.
fn parse_date(lines: &[String]) -> Option<SystemTime> {
    match lines {
        [one] => httpdate::parse_http_date(one.trim()).ok(),
        _ => None,
    }
}

fn whole_seconds(at: SystemTime) -> SystemTime {
    match at.duration_since(UNIX_EPOCH) {
        Ok(since) => UNIX_EPOCH + Duration::from_secs(since.as_secs()),
        // Before 1970: no object of this store is that old; keep it as it is.
        Err(_) => at,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use http::HeaderValue;

    const TAG: &str = "0123abcd";

    fn at(secs: u64) -> SystemTime {
        UNIX_EPOCH + Duration::from_secs(secs)
    }

    fn date(secs: u64) -> String {
        httpdate::fmt_http_date(at(secs))
    }

    fn conditions(pairs: &[(HeaderName, &str)]) -> Option<Preconditions> {
        let mut headers = HeaderMap::new();
        for (name, value) in pairs {
            headers.append(name, HeaderValue::from_str(value).unwrap());
        }
        headers.insert(header::RANGE, HeaderValue::from_static("bytes=0-1"));
        let taken = Preconditions::take_from(&mut headers);
        assert_eq!(headers.len(), 1, "only the conditional headers are taken");
        taken
    }

    fn verdict(pairs: &[(HeaderName, &str)], modified: SystemTime) -> Verdict {
        conditions(pairs).unwrap().evaluate(TAG, modified)
    }

    #[test]
    fn entity_tag_lists_parse_as_http_writes_them() {
        let tags = |s: &str| parse_tags(&[s.to_owned()]);
        let tag = |weak, opaque: &str| Tag {
            weak,
            opaque: opaque.to_owned(),
        };
        assert_eq!(tags("*"), Some(TagList::Any));
        assert_eq!(tags(" * "), Some(TagList::Any));
        assert_eq!(
            tags(r#""a", W/"b",  "c,d" ,e"#),
            Some(TagList::Tags(vec![
                tag(false, "a"),
                tag(true, "b"),
                tag(false, "c,d"),
                tag(false, "e"),
            ]))
        );
        assert_eq!(tags(""), None);
        assert_eq!(tags(" , ,"), None);
        assert_eq!(tags(r#""""#), None);
        assert_eq!(
            parse_tags(&[r#""a""#.to_owned(), r#""b""#.to_owned()]),
            Some(TagList::Tags(vec![tag(false, "a"), tag(false, "b")]))
        );
    }

    #[test]
    fn no_usable_condition_is_none_and_invalid_dates_are_ignored() {
        assert_eq!(conditions(&[]), None);
        assert_eq!(conditions(&[(header::IF_MODIFIED_SINCE, "yesterday")]), None);
        assert_eq!(conditions(&[(header::IF_NONE_MATCH, ",")]), None);
        // The three HTTP-date forms.
        for form in [
            "Sun, 06 Nov 1994 08:49:37 GMT",
            "Sunday, 06-Nov-94 08:49:37 GMT",
            "Sun Nov  6 08:49:37 1994",
        ] {
            let c = conditions(&[(header::IF_MODIFIED_SINCE, form)]).unwrap();
            assert_eq!(c.if_modified_since, Some(at(784_111_777)), "{form}");
        }
    }

    #[test]
    fn if_none_match_uses_weak_comparison_and_star() {
        let quoted = format!("\"{TAG}\"");
        for value in [
            quoted.clone(),
            format!("W/\"{TAG}\""),
            format!("\"other\", {quoted}"),
            "*".to_owned(),
            TAG.to_owned(),
        ] {
            assert_eq!(
                verdict(&[(header::IF_NONE_MATCH, &value)], at(10)),
                Verdict::NotModified,
                "{value}"
            );
        }
        assert_eq!(
            verdict(&[(header::IF_NONE_MATCH, "\"other\"")], at(10)),
            Verdict::Proceed
        );
    }

    #[test]
    fn if_match_uses_strong_comparison() {
        let quoted = format!("\"{TAG}\"");
        assert_eq!(verdict(&[(header::IF_MATCH, &quoted)], at(10)), Verdict::Proceed);
        assert_eq!(verdict(&[(header::IF_MATCH, "*")], at(10)), Verdict::Proceed);
        assert_eq!(
            verdict(&[(header::IF_MATCH, &format!("W/{quoted}"))], at(10)),
            Verdict::PreconditionFailed
        );
        assert_eq!(
            verdict(&[(header::IF_MATCH, "\"other\"")], at(10)),
            Verdict::PreconditionFailed
        );
    }

    #[test]
    fn dates_compare_at_whole_seconds() {
        let modified = at(1_000) + Duration::from_millis(700);
        let ims = |secs| verdict(&[(header::IF_MODIFIED_SINCE, &date(secs))], modified);
        assert_eq!(ims(1_000), Verdict::NotModified, "the Last-Modified itself");
        assert_eq!(ims(2_000), Verdict::NotModified);
        assert_eq!(ims(999), Verdict::Proceed);
        let ius = |secs| verdict(&[(header::IF_UNMODIFIED_SINCE, &date(secs))], modified);
        assert_eq!(ius(1_000), Verdict::Proceed);
        assert_eq!(ius(999), Verdict::PreconditionFailed);
    }

    #[test]
    fn the_rfc_9110_order_decides_between_conditions() {
        let quoted = format!("\"{TAG}\"");
        let modified = at(1_000);
        // If-None-Match decides alone: If-Modified-Since is ignored either way.
        assert_eq!(
            verdict(
                &[
                    (header::IF_NONE_MATCH, &quoted),
                    (header::IF_MODIFIED_SINCE, &date(500))
                ],
                modified
            ),
            Verdict::NotModified
        );
        assert_eq!(
            verdict(
                &[
                    (header::IF_NONE_MATCH, "\"other\""),
                    (header::IF_MODIFIED_SINCE, &date(2_000))
                ],
                modified
            ),
            Verdict::Proceed
        );
        // If-Match decides alone: If-Unmodified-Since is ignored.
        assert_eq!(
            verdict(
                &[
                    (header::IF_MATCH, &quoted),
                    (header::IF_UNMODIFIED_SINCE, &date(500))
                ],
                modified
            ),
            Verdict::Proceed
        );
        // A failed If-Match wins over a matching If-None-Match: 412, not 304.
        assert_eq!(
            verdict(
                &[(header::IF_MATCH, "\"other\""), (header::IF_NONE_MATCH, &quoted)],
                modified
            ),
            Verdict::PreconditionFailed
        );
    }
}
