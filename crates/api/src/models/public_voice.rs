//! Public voices (interface 2.3) and the query of the catalogue listing (4.9).

use serde::{Deserialize, Serialize};
use time::OffsetDateTime;
use url::Url;
use uuid::Uuid;

use super::enums::{AvatarFormat, Genre, Language, Style};
use super::page::Page;

/// A voice of the public catalogue.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PublicVoice {
    pub id: Uuid,
    pub name: String,
    pub languages: Vec<Language>,
    pub genres: Vec<Genre>,
    pub styles: Vec<Style>,
    pub avatar_format: AvatarFormat,
    #[serde(with = "time::serde::rfc3339")]
    pub created_at: OffsetDateTime,
    #[serde(with = "time::serde::rfc3339")]
    pub updated_at: OffsetDateTime,
    pub avatar_url: Url,
}

/// Filters and paging of `GET /v1/voices`. Values inside one filter are OR-combined, different
/// filters AND-combined (by the service).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct VoiceQuery {
    /// 1 to 50 characters; matches names.
    pub search: Option<String>,
    pub genres: Vec<Genre>,
    pub languages: Vec<Language>,
    pub styles: Vec<Style>,
    /// 8 to 50 (the service's default is 50).
    pub limit: Option<u32>,
    /// `next_cursor` of the previous page.
    pub cursor: Option<String>,
}

impl VoiceQuery {
    pub fn new() -> VoiceQuery {
        VoiceQuery::default()
    }

    pub fn search(mut self, text: impl Into<String>) -> VoiceQuery {
        self.search = Some(text.into());
        self
    }

    pub fn genre(mut self, genre: Genre) -> VoiceQuery {
        self.genres.push(genre);
        self
    }

    pub fn language(mut self, language: Language) -> VoiceQuery {
        self.languages.push(language);
        self
    }

    pub fn style(mut self, style: Style) -> VoiceQuery {
        self.styles.push(style);
        self
    }

    pub fn limit(mut self, limit: u32) -> VoiceQuery {
        self.limit = Some(limit);
        self
    }

    pub fn cursor(mut self, cursor: impl Into<String>) -> VoiceQuery {
        self.cursor = Some(cursor.into());
        self
    }

    /// The query string pairs; arrays as repeated names (`genres=pop&genres=rap`).
    pub(crate) fn pairs(&self) -> Vec<(&'static str, String)> {
        let mut pairs = Vec::new();
        if let Some(search) = &self.search {
            pairs.push(("search", search.clone()));
        }
        pairs.extend(self.genres.iter().map(|g| ("genres", g.as_str().to_owned())));
        pairs.extend(
            self.languages
                .iter()
                .map(|l| ("languages", l.as_str().to_owned())),
        );
        pairs.extend(self.styles.iter().map(|s| ("styles", s.as_str().to_owned())));
        if let Some(limit) = self.limit {
            pairs.push(("limit", limit.to_string()));
        }
        if let Some(cursor) = &self.cursor {
            pairs.push(("cursor", cursor.clone()));
        }
        pairs
    }
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct PublicVoicesWire {
    voices: Vec<PublicVoice>,
    #[serde(default, deserialize_with = "super::empty_as_none")]
    next_cursor: Option<String>,
}

impl<'de> Deserialize<'de> for Page<PublicVoice> {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let wire = PublicVoicesWire::deserialize(deserializer)?;
        Ok(Page {
            items: wire.voices,
            next_cursor: wire.next_cursor,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn voice() -> serde_json::Value {
        json!({
            "id": "0d4a1a8e-5b59-4a3e-9f6e-5c1b7d7a2e10",
            "name": "Aria",
            "languages": ["english", "klingon"],
            "genres": ["pop"],
            "styles": ["singing", "whispering"],
            "avatarFormat": "webp",
            "createdAt": "2025-01-02T03:04:05.678Z",
            "updatedAt": "2025-01-02T03:04:05.678Z",
            "avatarUrl": "http://127.0.0.1:9/avatars/0d4a1a8e.webp"
        })
    }

    #[test]
    fn last_page_is_recognised_in_every_spelling() {
        for cursor in [json!(null), json!("")] {
            let page: Page<PublicVoice> =
                serde_json::from_value(json!({"voices": [voice()], "nextCursor": cursor})).unwrap();
            assert!(page.is_last());
        }
        let page: Page<PublicVoice> = serde_json::from_value(json!({"voices": []})).unwrap();
        assert!(page.is_last() && page.items.is_empty());
        let page: Page<PublicVoice> =
            serde_json::from_value(json!({"voices": [], "nextCursor": "abc"})).unwrap();
        assert_eq!(page.next_cursor.as_deref(), Some("abc"));
    }

    #[test]
    fn unknown_enum_values_are_kept() {
        let voice: PublicVoice = serde_json::from_value(voice()).unwrap();
        assert_eq!(
            voice.languages,
            [Language::English, Language::Unknown("klingon".into())]
        );
        assert_eq!(voice.styles[1], Style::Unknown("whispering".into()));
    }

    #[test]
    fn arrays_are_repeated_names() {
        let query = VoiceQuery::new()
            .search("a b&c")
            .genre(Genre::Pop)
            .genre(Genre::Rap)
            .language(Language::Thai)
            .style(Style::Other)
            .limit(8)
            .cursor("c1");
        let encoded = serde_urlencoded::to_string(query.pairs()).unwrap();
        assert_eq!(
            encoded,
            "search=a+b%26c&genres=pop&genres=rap&languages=thai&styles=other&limit=8&cursor=c1"
        );
        assert!(VoiceQuery::new().pairs().is_empty());
    }
}
