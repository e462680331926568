//! The query of `GET /v1/voices`: `search`, the three array filters in all four array syntaxes
//! (`p=a&p=b`, `p[]=a`, `p[0]=a`, `p=a,b`), `limit` and `cursor`, checked strictly.

use super::{Genre, Language, PublicVoice, Style, cursor};
use crate::validation::FieldError;

pub const MIN_LIMIT: usize = 8;
pub const MAX_LIMIT: usize = 50;
pub const MAX_SEARCH: usize = 50;

const KNOWN: &str = "search, genres, languages, styles, limit, cursor";

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VoiceQuery {
    /// Lower-cased: search is case-insensitive.
    pub search: Option<String>,
    pub languages: u8,
    pub genres: u8,
    pub styles: u8,
    pub limit: usize,
    /// Listing position of the last voice of the previous page.
    pub after: Option<u32>,
}

/// How a parameter name was written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Form {
    Plain,
    Array,
}

/// `p` -> (p, Plain); `p[]` and `p[7]` -> (p, Array); anything else is kept whole (and is unknown).
fn split_name(name: &str) -> (&str, Form) {
    if let Some(open) = name.find('[')
        && let Some(inner) = name[open + 1..].strip_suffix(']')
        && inner.bytes().all(|b| b.is_ascii_digit())
    {
        return (&name[..open], Form::Array);
    }
    (name, Form::Plain)
}

#[derive(Default)]
struct Raw {
    search: Vec<(String, Form)>,
    limit: Vec<(String, Form)>,
    cursor: Vec<(String, Form)>,
    languages: Vec<String>,
    genres: Vec<String>,
    styles: Vec<String>,
}

impl VoiceQuery {
    /// Parses a raw query string (`None` when the URL has none); every problem is reported.
    pub fn parse(raw: Option<&str>) -> Result<Self, Vec<FieldError>> {
        let mut errors = Vec::new();
        let mut r = Raw::default();
        for (name, value) in url::form_urlencoded::parse(raw.unwrap_or("").as_bytes()) {
            let (base, form) = split_name(&name);
            let value = value.into_owned();
            match base {
                "search" => r.search.push((value, form)),
                "limit" => r.limit.push((value, form)),
                "cursor" => r.cursor.push((value, form)),
                "languages" => r.languages.push(value),
                "genres" => r.genres.push(value),
                "styles" => r.styles.push(value),
                _ => errors.push(FieldError::new(
                    name.as_ref(),
                    format!("is not a query parameter of this operation; the parameters are: {KNOWN}"),
                )),
            }
        }

        let search = single(&mut errors, "search", r.search).and_then(|s| {
            let n = s.chars().count();
            if (1..=MAX_SEARCH).contains(&n) {
                Some(s.to_lowercase())
            } else {
                errors.push(FieldError::new(
                    "search",
                    format!("must be 1 to {MAX_SEARCH} characters long, got {n}"),
                ));
                None
            }
        });
        let limit = match single(&mut errors, "limit", r.limit) {
            None => MAX_LIMIT,
            Some(text) => match parse_limit(&text) {
                Some(n) => n,
                None => {
                    errors.push(FieldError::new(
                        "limit",
                        format!("must be an integer from {MIN_LIMIT} to {MAX_LIMIT}, got {text:?}"),
                    ));
                    MAX_LIMIT
                }
            },
        };
        let languages = values(
            &mut errors,
            "languages",
            &r.languages,
            Language::parse,
            Language::bit,
            Language::ALL.iter().map(|v| v.as_str()),
        );
        let genres = values(
            &mut errors,
            "genres",
            &r.genres,
            Genre::parse,
            Genre::bit,
            Genre::ALL.iter().map(|v| v.as_str()),
        );
        let styles = values(
            &mut errors,
            "styles",
            &r.styles,
            Style::parse,
            Style::bit,
            Style::ALL.iter().map(|v| v.as_str()),
        );
        let cursor = single(&mut errors, "cursor", r.cursor);

        let mut q = VoiceQuery {
            search,
            languages,
            genres,
            styles,
            limit,
            after: None,
        };
        if let Some(c) = cursor {
            match cursor::decode(&c, &q.fingerprint()) {
                Some(pos) => q.after = Some(pos),
                None if c.is_empty() => errors.push(FieldError::new("cursor", "must not be empty")),
                None => errors.push(FieldError::new(
                    "cursor",
                    "is not a nextCursor issued for these filters (search, genres, languages, styles); \
                     send the same filters as for the previous page, or start again without a cursor",
                )),
            }
        }
        if errors.is_empty() { Ok(q) } else { Err(errors) }
    }

    pub fn matches(&self, v: &PublicVoice) -> bool {
        (self.languages == 0 || v.languages & self.languages != 0)
            && (self.genres == 0 || v.genres & self.genres != 0)
            && (self.styles == 0 || v.styles & self.styles != 0)
            && self.search.as_deref().is_none_or(|s| v.name_lower().contains(s))
    }

    /// What a cursor is tied to: everything that selects voices, not `limit`.
    pub fn fingerprint(&self) -> Vec<u8> {
        let mut f = vec![self.languages, self.genres, self.styles];
        if let Some(s) = &self.search {
            f.push(1);
            f.extend_from_slice(s.as_bytes());
        } else {
            f.push(0);
        }
        f
    }
}

/// A scalar parameter: exactly one plain value.
fn single(errors: &mut Vec<FieldError>, name: &str, given: Vec<(String, Form)>) -> Option<String> {
    if given.iter().any(|(_, f)| *f == Form::Array) {
        errors.push(FieldError::new(
            name,
            format!("takes a single value, not an array; send {name}=VALUE once"),
        ));
        return None;
    }
    if given.len() > 1 {
        errors.push(FieldError::new(
            name,
            format!("is given {} times; send it once", given.len()),
        ));
        return None;
    }
    given.into_iter().next().map(|(v, _)| v)
}

/// Decimal digits only (no sign, no fraction), within the page size bounds.
fn parse_limit(text: &str) -> Option<usize> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse::<usize>()
        .ok()
        .filter(|n| (MIN_LIMIT..=MAX_LIMIT).contains(n))
}

/// An array filter: every occurrence, each split on commas; every item must be a known value.
fn values<T: Copy>(
    errors: &mut Vec<FieldError>,
    name: &str,
    given: &[String],
    parse: fn(&str) -> Option<T>,
    bit: fn(T) -> u8,
    allowed: impl Iterator<Item = &'static str>,
) -> u8 {
    let allowed: Vec<&str> = allowed.collect();
    let mut mask = 0;
    for raw in given {
        for item in raw.split(',') {
            match parse(item) {
                Some(v) => mask |= bit(v),
                None if item.is_empty() => errors.push(FieldError::new(
                    name,
                    format!("has an empty value; allowed values are: {}", allowed.join(", ")),
                )),
                None => errors.push(FieldError::new(
                    name,
                    format!(
                        "has the unknown value {item:?}; allowed values are: {}",
                        allowed.join(", ")
                    ),
                )),
            }
        }
    }
    mask
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ok(q: &str) -> VoiceQuery {
        VoiceQuery::parse(Some(q)).unwrap_or_else(|e| panic!("{q}: {e:?}"))
    }

    fn fields(q: &str) -> Vec<String> {
        VoiceQuery::parse(Some(q))
            .unwrap_err()
            .into_iter()
            .map(|e| e.field)
            .collect()
    }

    #[test]
    fn all_four_array_syntaxes_mean_the_same() {
        let want = Genre::Pop.bit() | Genre::Jazz.bit();
        for q in [
            "genres=pop&genres=jazz",
            "genres[]=pop&genres[]=jazz",
            "genres[0]=pop&genres[1]=jazz",
            "genres=pop,jazz",
            "genres%5B%5D=pop&genres%5B%5D=jazz",
            "genres%5B0%5D=pop&genres%5B1%5D=jazz",
        ] {
            assert_eq!(ok(q).genres, want, "{q}");
        }
    }

    #[test]
    fn defaults() {
        let q = VoiceQuery::parse(None).unwrap();
        assert_eq!(
            (q.limit, q.languages, q.search.clone(), q.after),
            (50, 0, None, None)
        );
    }

    #[test]
    fn refusals_name_their_parameter() {
        assert_eq!(fields("limit=7"), ["limit"]);
        assert_eq!(fields("limit=51"), ["limit"]);
        assert_eq!(fields("limit=8.0"), ["limit"]);
        assert_eq!(fields("limit=+8"), ["limit"]);
        assert_eq!(fields("limit=8&limit=9"), ["limit"]);
        assert_eq!(fields("limit[]=8"), ["limit"]);
        assert_eq!(fields("search="), ["search"]);
        assert_eq!(fields(&format!("search={}", "a".repeat(51))), ["search"]);
        assert_eq!(fields("genres=Pop"), ["genres"]);
        assert_eq!(fields("genres="), ["genres"]);
        assert_eq!(fields("genres=pop,"), ["genres"]);
        assert_eq!(fields("genres[x]=pop"), ["genres[x]"]);
        assert_eq!(fields("colour=red"), ["colour"]);
        assert_eq!(fields("cursor=bogus"), ["cursor"]);
        assert_eq!(fields("cursor="), ["cursor"]);
        assert_eq!(ok("limit=8").limit, 8);
        assert_eq!(
            ok(&format!("search={}", "é".repeat(50)))
                .search
                .map(|s| s.chars().count()),
            Some(50)
        );
    }
}
