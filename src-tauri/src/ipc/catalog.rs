//! The catalogue's view: the documented filter values, pages of voice cards (cached or fresh), a
//! voice to dub with, the account's own voices, and a voice's remembered dub settings.

use serde::{Deserialize, Serialize};
use specta::Type;
use time::OffsetDateTime;
use uuid::Uuid;

use dubdeck_api::{AvatarFormat, Genre, Language, PublicVoice, Style};
pub use dubdeck_core::catalogue::PageOrigin;
use dubdeck_core::catalogue::{CataloguePage, RecentlyUsed, VoiceLookup};
use dubdeck_core::ledger::{CustomVoice, VoiceReadiness};

use super::{ErrorCode, IpcError, timestamp};

/// The URI scheme the page loads avatars from (see `avatar_scheme`).
pub const AVATAR_SCHEME: &str = "avatar";

/// How many voices a page of the grid holds (exported to the page as `PAGE_SIZE`).
pub const PAGE_SIZE: u32 = 48;

/// The filter values the service documents (exported to the page as `VOICE_FILTERS`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Type)]
#[serde(rename_all = "camelCase")]
pub struct VoiceFilters {
    pub genres: Vec<String>,
    pub languages: Vec<String>,
    pub styles: Vec<String>,
}

impl VoiceFilters {
    pub fn documented() -> VoiceFilters {
        VoiceFilters {
            genres: words(Genre::KNOWN, Genre::as_str),
            languages: words(Language::KNOWN, Language::as_str),
            styles: words(Style::KNOWN, Style::as_str),
        }
    }
}

/// One page of the public catalogue to show.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, Type)]
#[serde(rename_all = "camelCase")]
pub struct VoiceQuery {
    pub search: Option<String>,
    pub genres: Vec<String>,
    pub languages: Vec<String>,
    pub styles: Vec<String>,
    pub cursor: Option<String>,
    pub limit: Option<u32>,
}

impl VoiceQuery {
    /// What the Voices screen asks for first: the whole catalogue, no filter, first page.
    pub fn first_page() -> Self {
        Self {
            limit: Some(PAGE_SIZE),
            ..Self::default()
        }
    }
}

/// A public voice as a card.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Type)]
#[serde(rename_all = "camelCase")]
pub struct VoiceCard {
    pub id: String,
    pub name: String,
    pub languages: Vec<String>,
    pub genres: Vec<String>,
    pub styles: Vec<String>,
    /// A GIF: the page shows `avatar_still` until hovered (and always, with reduced motion).
    pub animated: bool,
    /// The avatar on the app's `avatar` scheme.
    pub avatar: String,
    /// Its first frame (the same as `avatar` when not animated).
    pub avatar_still: String,
    pub favorite: bool,
    pub last_used_at: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Type)]
#[serde(rename_all = "camelCase")]
pub struct VoicePage {
    pub voices: Vec<VoiceCard>,
    pub next_cursor: Option<String>,
    pub origin: PageOrigin,
    pub fetched_at: String,
}

/// A custom voice of the account, from the library.
#[derive(Debug, Clone, PartialEq, Serialize, Type)]
#[serde(rename_all = "camelCase")]
pub struct MyVoice {
    pub id: String,
    pub name: String,
    pub readiness: VoiceReadiness,
    /// The service's own status word (shown as it is when it is not one the interface documents).
    pub status_word: String,
    pub created_at: String,
    pub updated_at: String,
}

impl From<CustomVoice> for MyVoice {
    fn from(voice: CustomVoice) -> MyVoice {
        MyVoice {
            id: voice.id.to_string(),
            readiness: voice.readiness(),
            name: voice.name,
            status_word: voice.status,
            created_at: timestamp(voice.created_at),
            updated_at: timestamp(voice.updated_at),
        }
    }
}

/// A voice to dub with, as the voice picker shows it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Type)]
#[serde(rename_all = "camelCase")]
pub struct VoiceChoice {
    pub id: String,
    pub name: String,
    /// The avatar on the app's `avatar` scheme (custom voices have none).
    pub avatar: Option<String>,
    /// One of the account's own voices.
    pub custom: bool,
    pub last_used_at: Option<String>,
}

/// The dub sheet's starting values for a voice: its last pitch and separation.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Type)]
#[serde(rename_all = "camelCase")]
pub struct VoicePreset {
    pub voice_id: String,
    pub pitch_shift: i32,
    pub separate: bool,
    pub last_used_at: Option<String>,
}

impl VoicePreset {
    pub fn of(voice_id: Uuid, preset: dubdeck_core::context::VoicePreset) -> VoicePreset {
        VoicePreset {
            voice_id: voice_id.to_string(),
            pitch_shift: preset.pitch_shift,
            separate: preset.separate,
            last_used_at: preset.last_used_at.map(timestamp),
        }
    }
}

/// The URL of a voice's avatar (or of its first frame) for the page: `avatar://localhost/<id>`,
/// or `http://avatar.localhost/<id>` on Windows, where WebView2 needs that form.
pub fn avatar_url(voice_id: Uuid, still: bool) -> String {
    let base = if cfg!(windows) {
        format!("http://{AVATAR_SCHEME}.localhost/{voice_id}")
    } else {
        format!("{AVATAR_SCHEME}://localhost/{voice_id}")
    };
    if still { format!("{base}?still") } else { base }
}

/// A voice id the page sent.
pub fn parse_voice_id(text: &str) -> Result<Uuid, IpcError> {
    Uuid::parse_str(text).map_err(|_| {
        IpcError::new(ErrorCode::InvalidValue, format!("{text:?} is not a voice id")).about(text)
    })
}

/// The service's query: empty search is no search; unknown filter words are passed on as they
/// are (the service is the judge of them).
pub fn service_query(query: VoiceQuery) -> dubdeck_api::VoiceQuery {
    let search = query
        .search
        .map(|s| s.trim().to_owned())
        .filter(|s| !s.is_empty());
    let mut q = dubdeck_api::VoiceQuery::new();
    q.search = search;
    q.genres = query.genres.iter().map(|g| Genre::from_wire(g)).collect();
    q.languages = query.languages.iter().map(|l| Language::from_wire(l)).collect();
    q.styles = query.styles.iter().map(|s| Style::from_wire(s)).collect();
    q.limit = query.limit;
    q.cursor = query.cursor;
    q
}

/// The page's view of a page of the catalogue.
pub fn page_view(page: CataloguePage) -> VoicePage {
    VoicePage {
        voices: page
            .voices
            .into_iter()
            .map(|entry| card(entry.voice, entry.favorite, entry.last_used_at))
            .collect(),
        next_cursor: page.next_cursor,
        origin: page.origin,
        fetched_at: timestamp(page.fetched_at),
    }
}

pub fn card(voice: PublicVoice, favorite: bool, last_used_at: Option<OffsetDateTime>) -> VoiceCard {
    let animated = voice.avatar_format == AvatarFormat::Gif;
    VoiceCard {
        id: voice.id.to_string(),
        avatar: avatar_url(voice.id, false),
        avatar_still: avatar_url(voice.id, animated),
        animated,
        name: voice.name,
        languages: words(&voice.languages, Language::as_str),
        genres: words(&voice.genres, Genre::as_str),
        styles: words(&voice.styles, Style::as_str),
        favorite,
        last_used_at: last_used_at.map(timestamp),
    }
}

/// A voice the library knows by name: a public one from the catalogue, or one of the account's.
pub fn known_choice(lookup: &VoiceLookup, last_used_at: Option<String>) -> Option<VoiceChoice> {
    match lookup {
        VoiceLookup::Public { voice, .. } => Some(VoiceChoice {
            id: voice.id.to_string(),
            name: voice.name.clone(),
            avatar: Some(avatar_url(voice.id, true)),
            custom: false,
            last_used_at,
        }),
        VoiceLookup::Custom { voice } => Some(VoiceChoice {
            id: voice.id.to_string(),
            name: voice.name.clone(),
            avatar: None,
            custom: true,
            last_used_at,
        }),
        _ => None,
    }
}

/// A recently used voice, by the name its last dub recorded when the library no longer knows it.
pub fn recent_choice(recent: &RecentlyUsed) -> VoiceChoice {
    let used = Some(timestamp(recent.last_used_at));
    known_choice(&recent.voice, used.clone()).unwrap_or_else(|| {
        let id = recent.voice.voice_id();
        VoiceChoice {
            id: id.to_string(),
            name: recent.voice_name.clone(),
            avatar: Some(avatar_url(id, true)),
            custom: false,
            last_used_at: used,
        }
    })
}

/// The wire words of open-enum values.
fn words<T>(values: &[T], word: impl Fn(&T) -> &str) -> Vec<String> {
    values.iter().map(|v| word(v).to_owned()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn avatar_urls_name_the_voice_and_the_still_frame() {
        let id = Uuid::nil();
        let url = avatar_url(id, false);
        assert!(url.ends_with("/00000000-0000-0000-0000-000000000000"), "{url}");
        assert!(
            url.starts_with(AVATAR_SCHEME) || url.starts_with("http://avatar."),
            "{url}"
        );
        assert!(avatar_url(id, true).ends_with("?still"));
    }
}
