//! The public catalogue: pages (cached and fresh), favorites. (The filter values are the
//! contract's constant `VOICE_FILTERS`.)

use super::ShellState;
use crate::ipc::{
    IpcError, VoiceCard, VoicePage, VoiceQuery, card, page_view, parse_voice_id, service_query,
};

/// The page saved on this computer for `query`, if any; never touches the network.
#[tauri::command]
#[specta::specta]
pub async fn cached_voices(shell: ShellState<'_>, query: VoiceQuery) -> Result<Option<VoicePage>, IpcError> {
    let page = shell.ctx().await?.cached_voices(&service_query(query)).await?;
    Ok(page.map(page_view))
}

/// The page of `query` from the service (and saved for next time).
#[tauri::command]
#[specta::specta]
pub async fn voices(shell: ShellState<'_>, query: VoiceQuery) -> Result<VoicePage, IpcError> {
    if query == VoiceQuery::first_page()
        && let Some(page) = shell.warm_first_page().await
    {
        return Ok(page_view(page));
    }
    let ctx = shell.ctx().await?;
    let page = ctx
        .voices(&service_query(query))
        .await
        .map_err(|e| shell.fail(e))?;
    Ok(page_view(page))
}

/// The starred voices the library knows (a voice never seen in the catalogue has no card).
#[tauri::command]
#[specta::specta]
pub async fn favorite_voices(shell: ShellState<'_>) -> Result<Vec<VoiceCard>, IpcError> {
    let favorites = shell.ctx().await?.favorites().await?;
    Ok(favorites
        .into_iter()
        .filter_map(|f| Some(card(f.voice?, true, f.last_used_at)))
        .collect())
}

/// Stars or unstars a public voice; returns whether it is starred now.
#[tauri::command]
#[specta::specta]
pub async fn set_favorite(shell: ShellState<'_>, voice_id: String, favorite: bool) -> Result<bool, IpcError> {
    let id = parse_voice_id(&voice_id)?;
    Ok(shell.ctx().await?.set_favorite(id, favorite).await?)
}
