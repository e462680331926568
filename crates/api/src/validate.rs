//! Local validation: the interface's limits (section 8) checked before any request, so that a
//! wrong value costs no request, no rate-limit budget and gives a message naming the field.

use std::ops::RangeInclusive;

use url::Url;
use uuid::Uuid;

use crate::error::ValidationError;
use crate::models::{CreateDub, CreateVoice, VoiceQuery};

pub const PITCH_SHIFT: RangeInclusive<i32> = -24..=24;
pub const VOICE_NAME_CHARS: RangeInclusive<usize> = 1..=50;
pub const NUMBER_OF_FILES: RangeInclusive<u32> = 1..=5;
pub const MAX_MINUTES: RangeInclusive<u32> = 5..=60;
pub const SEARCH_CHARS: RangeInclusive<usize> = 1..=50;
pub const PAGE_LIMIT: RangeInclusive<u32> = 8..=50;

fn within<T: PartialOrd + std::fmt::Display>(
    field: &'static str,
    value: T,
    range: &RangeInclusive<T>,
    unit: &str,
) -> Result<(), ValidationError> {
    if range.contains(&value) {
        Ok(())
    } else {
        Err(ValidationError::new(
            field,
            format!(
                "must be between {} and {}{unit} (got {value})",
                range.start(),
                range.end()
            ),
        ))
    }
}

/// Lengths are counted in characters (Unicode scalar values), not bytes.
fn chars_within(
    field: &'static str,
    value: &str,
    range: &RangeInclusive<usize>,
) -> Result<(), ValidationError> {
    within(field, value.chars().count(), range, " characters")
}

pub(crate) fn link(value: &str) -> Result<Url, ValidationError> {
    let url = Url::parse(value)
        .map_err(|e| ValidationError::new("link", format!("is not a valid web address ({e})")))?;
    if !matches!(url.scheme(), "http" | "https") {
        return Err(ValidationError::new(
            "link",
            "must start with http:// or https://",
        ));
    }
    if url.host_str().is_none_or(str::is_empty) {
        return Err(ValidationError::new("link", "must name a host"));
    }
    Ok(url)
}

pub(crate) fn create_dub(request: &CreateDub) -> Result<(), ValidationError> {
    if let Some(shift) = request.pitch_shift {
        within("pitchShift", shift, &PITCH_SHIFT, " semitones")?;
    }
    if let Some(value) = &request.link {
        link(value)?;
    }
    Ok(())
}

pub(crate) fn create_voice(request: &CreateVoice) -> Result<(), ValidationError> {
    chars_within("name", &request.name, &VOICE_NAME_CHARS)?;
    within("numberOfFiles", request.number_of_files, &NUMBER_OF_FILES, "")?;
    within("maxMinutes", request.max_minutes, &MAX_MINUTES, " minutes")?;
    Ok(())
}

pub(crate) fn voice_query(query: &VoiceQuery) -> Result<(), ValidationError> {
    if let Some(search) = &query.search {
        chars_within("search", search, &SEARCH_CHARS)?;
    }
    if let Some(limit) = query.limit {
        within("limit", limit, &PAGE_LIMIT, "")?;
    }
    if query.cursor.as_deref() == Some("") {
        return Err(ValidationError::new("cursor", "must not be empty"));
    }
    Ok(())
}

/// Something that names a dub or voice: a [`Uuid`], or text that must parse as one (ids typed
/// by a person or read from a file).
pub trait IntoId {
    fn into_id(self, field: &'static str) -> Result<Uuid, ValidationError>;
}

impl IntoId for Uuid {
    fn into_id(self, _field: &'static str) -> Result<Uuid, ValidationError> {
        Ok(self)
    }
}

impl IntoId for &Uuid {
    fn into_id(self, _field: &'static str) -> Result<Uuid, ValidationError> {
        Ok(*self)
    }
}

impl IntoId for &str {
    fn into_id(self, field: &'static str) -> Result<Uuid, ValidationError> {
        Uuid::try_parse(self.trim())
            .map_err(|_| ValidationError::new(field, format!("must be a UUID (got {self:?})")))
    }
}

impl IntoId for &String {
    fn into_id(self, field: &'static str) -> Result<Uuid, ValidationError> {
        self.as_str().into_id(field)
    }
}

impl IntoId for String {
    fn into_id(self, field: &'static str) -> Result<Uuid, ValidationError> {
        self.as_str().into_id(field)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn voice(name: &str, files: u32, minutes: u32) -> CreateVoice {
        CreateVoice {
            name: name.into(),
            number_of_files: files,
            max_minutes: minutes,
            separate: true,
        }
    }

    #[test]
    fn pitch_shift_limits() {
        let id = Uuid::nil();
        for ok in [-24, 0, 24] {
            assert!(create_dub(&CreateDub::upload(id).pitch_shift(ok)).is_ok());
        }
        for bad in [-25, 25, i32::MIN, i32::MAX] {
            assert_eq!(
                create_dub(&CreateDub::upload(id).pitch_shift(bad))
                    .unwrap_err()
                    .field,
                "pitchShift"
            );
        }
    }

    #[test]
    fn voice_name_counts_characters_not_bytes() {
        assert!(create_voice(&voice(&"é".repeat(50), 1, 5)).is_ok()); // 100 bytes, 50 characters
        assert!(create_voice(&voice("a", 1, 5)).is_ok());
        assert_eq!(
            create_voice(&voice(&"é".repeat(51), 1, 5)).unwrap_err().field,
            "name"
        );
        assert_eq!(create_voice(&voice("", 1, 5)).unwrap_err().field, "name");
    }

    #[test]
    fn training_limits() {
        assert!(create_voice(&voice("v", 5, 60)).is_ok());
        assert_eq!(
            create_voice(&voice("v", 0, 5)).unwrap_err().field,
            "numberOfFiles"
        );
        assert_eq!(
            create_voice(&voice("v", 6, 5)).unwrap_err().field,
            "numberOfFiles"
        );
        assert_eq!(create_voice(&voice("v", 1, 4)).unwrap_err().field, "maxMinutes");
        assert_eq!(create_voice(&voice("v", 1, 61)).unwrap_err().field, "maxMinutes");
    }

    #[test]
    fn query_limits() {
        assert!(voice_query(&VoiceQuery::new().search("x".repeat(50)).limit(8)).is_ok());
        assert!(voice_query(&VoiceQuery::new().search("日本".repeat(25)).limit(50)).is_ok());
        assert_eq!(
            voice_query(&VoiceQuery::new().search("")).unwrap_err().field,
            "search"
        );
        assert_eq!(
            voice_query(&VoiceQuery::new().search("x".repeat(51)))
                .unwrap_err()
                .field,
            "search"
        );
        assert_eq!(
            voice_query(&VoiceQuery::new().limit(7)).unwrap_err().field,
            "limit"
        );
        assert_eq!(
            voice_query(&VoiceQuery::new().limit(51)).unwrap_err().field,
            "limit"
        );
        assert_eq!(
            voice_query(&VoiceQuery::new().cursor("")).unwrap_err().field,
            "cursor"
        );
    }

    #[test]
    fn links() {
        assert!(link("https://example.com/a.mp3").is_ok());
        assert!(link("http://127.0.0.1:8080/x").is_ok());
        for bad in [
            "ftp://example.com/a",
            "file:///etc/passwd",
            "example.com/a.mp3",
            "https://",
            "mailto:a@b.c",
            "",
        ] {
            assert_eq!(link(bad).unwrap_err().field, "link", "{bad}");
        }
    }

    #[test]
    fn ids() {
        let id = Uuid::new_v4();
        assert_eq!(id.to_string().into_id("dubId").unwrap(), id);
        assert_eq!(id.into_id("dubId").unwrap(), id);
        let error = "not-a-uuid".into_id("dubId").unwrap_err();
        assert_eq!(error.field, "dubId");
        assert!("../v1/me".into_id("voiceId").is_err());
    }
}
