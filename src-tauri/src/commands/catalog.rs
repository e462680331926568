//! The public catalogue: filters, pages (cached and fresh), favorites.

use dubdeck_api::{AvatarFormat, Genre, Language, PublicVoice, Style};
use dubdeck_core::catalogue::{CataloguePage, PageOrigin as CoreOrigin, VoiceCard as CoreCard};
use time::OffsetDateTime;
use uuid::Uuid;

use super::ShellState;
use crate::avatar_scheme::avatar_url;
use crate::ipc::{IpcError, PageOrigin, VoiceCard, VoiceFilters, VoicePage, VoiceQuery, timestamp};

/// The genres, languages and styles the service documents.
#[tauri::command]
#[specta::specta]
pub fn voice_filters() -> Result<VoiceFilters, IpcError> {
    Ok(VoiceFilters {
        genres: words(Genre::KNOWN, Genre::as_str),
        languages: words(Language::KNOWN, Language::as_str),
        styles: words(Style::KNOWN, Style::as_str),
    })
}

/// The page saved on this computer for `query`, if any; never touches the network.
#[tauri::command]
#[specta::specta]
pub async fn cached_voices(shell: ShellState<'_>, query: VoiceQuery) -> Result<Option<VoicePage>, IpcError> {
    let page = shell.ctx().await?.cached_voices(&service_query(query)).await?;
    Ok(page.map(view))
}

/// The page of `query` from the service (and saved for next time).
#[tauri::command]
#[specta::specta]
pub async fn voices(shell: ShellState<'_>, query: VoiceQuery) -> Result<VoicePage, IpcError> {
    if query == VoiceQuery::first_page()
        && let Some(page) = shell.warm_first_page().await
    {
        return Ok(view(page));
    }
    let ctx = shell.ctx().await?;
    let page = ctx
        .voices(&service_query(query))
        .await
        .map_err(|e| shell.fail(e))?;
    Ok(view(page))
}

/// The starred voices the library knows (a voice never seen in the catalogue has no card).
#[tauri::command]
#[specta::specta]
pub async fn favorite_voices(shell: ShellState<'_>) -> Result<Vec<VoiceCard>, IpcError> {
    let favorites = shell.ctx().await?.favorites().await?;
    Ok(favorites
        .into_iter()
        .filter_map(|f| {
            let voice = f.voice?;
            Some(card(voice, true, f.last_used_at))
        })
        .collect())
}

/// Stars or unstars a public voice; returns whether it is starred now.
#[tauri::command]
#[specta::specta]
pub async fn set_favorite(shell: ShellState<'_>, voice_id: String, favorite: bool) -> Result<bool, IpcError> {
    let id = parse_voice_id(&voice_id)?;
    Ok(shell.ctx().await?.set_favorite(id, favorite).await?)
}

pub fn parse_voice_id(text: &str) -> Result<Uuid, IpcError> {
    Uuid::parse_str(text).map_err(|_| {
        let mut e = IpcError::new("invalid_value", format!("{text:?} is not a voice id"));
        e.value = Some(text.into());
        e
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

fn view(page: CataloguePage) -> VoicePage {
    VoicePage {
        voices: page.voices.into_iter().map(card_of).collect(),
        next_cursor: page.next_cursor,
        origin: match page.origin {
            CoreOrigin::Cache => PageOrigin::Cache,
            CoreOrigin::Service => PageOrigin::Service,
        },
        fetched_at: timestamp(page.fetched_at),
    }
}

fn card_of(entry: CoreCard) -> VoiceCard {
    card(entry.voice, entry.favorite, entry.last_used_at)
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

/// The wire words of open-enum values.
fn words<T>(values: &[T], word: impl Fn(&T) -> &str) -> Vec<String> {
    values.iter().map(|v| word(v).to_owned()).collect()
}
