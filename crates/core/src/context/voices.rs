//! Voices through the context: the public catalogue (filtered pages shown from the cache at once
//! and refreshed, every matching voice as a stream, favorites, recently used), a lookup by id that
//! never walks the catalogue, the account's own voices from the library, and avatars from the disk
//! cache (fetched by Rust, never by the page). The services live in [`crate::catalogue`] and
//! [`crate::avatars`]; here they get the current client and tell subscribers what changed.

use std::path::PathBuf;

use dubdeck_api::{PublicVoice, VoiceQuery};
use futures::Stream;
use uuid::Uuid;

use super::events::AppEvent;
use super::{AppContext, AppError};
use crate::avatars::{AvatarCache, AvatarFile, AvatarSource};
use crate::catalogue::{
    CatalogueError, CataloguePage, CatalogueService, FavoriteVoice, RecentlyUsed, VoiceCard, VoiceLookup,
};
use crate::ledger::{CustomVoice, ReduceMotion};

impl AppContext {
    /// The catalogue service (for calls not wrapped here).
    pub fn catalogue(&self) -> &CatalogueService {
        &self.inner.catalogue
    }

    /// The avatar cache.
    pub fn avatars(&self) -> &AvatarCache {
        &self.inner.avatars
    }

    /// The page of `query` as this library last saw it, if it did: shown at once, offline too.
    pub async fn cached_voices(&self, query: &VoiceQuery) -> Result<Option<CataloguePage>, AppError> {
        Ok(self.inner.catalogue.cached_page(query).await?)
    }

    /// The page of `query` from the service (stored for next time).
    pub async fn voices(&self, query: &VoiceQuery) -> Result<CataloguePage, AppError> {
        let client = self.client().await?;
        Ok(self.inner.catalogue.fetch_page(&client, query).await?)
    }

    /// The page of `query`: the cached one first when there is one, then the fresh one (or why it
    /// could not be had: the cached page stays usable).
    pub async fn voice_updates(
        &self,
        query: VoiceQuery,
    ) -> Result<impl Stream<Item = Result<CataloguePage, CatalogueError>> + Send + 'static, AppError> {
        let client = self.client().await?;
        Ok(self.inner.catalogue.page_updates(&client, query))
    }

    /// Every voice matching `query`, page after page. A service that repeats a cursor ends the
    /// stream with [`CatalogueError::CursorRepeated`] instead of looping.
    pub async fn all_voices(
        &self,
        query: VoiceQuery,
    ) -> Result<impl Stream<Item = Result<VoiceCard, CatalogueError>> + Send + 'static, AppError> {
        let client = self.client().await?;
        Ok(self.inner.catalogue.all_matching(&client, query))
    }

    /// Stars or unstars a public voice. Returns whether anything changed.
    pub async fn set_favorite(&self, voice_id: Uuid, favorite: bool) -> Result<bool, AppError> {
        let changed = self.inner.catalogue.set_favorite(voice_id, favorite).await?;
        if changed {
            self.emit(AppEvent::FavoriteChanged { voice_id, favorite });
        }
        Ok(changed)
    }

    /// The starred voices, in the order they were starred.
    pub async fn favorites(&self) -> Result<Vec<FavoriteVoice>, AppError> {
        Ok(self.inner.catalogue.favorites().await?)
    }

    /// The voices of the most recent dubs.
    pub async fn recent_voices(&self, limit: u32) -> Result<Vec<RecentlyUsed>, AppError> {
        Ok(self.inner.catalogue.recent(limit).await?)
    }

    /// What this library knows of a voice, without asking the service: a public voice seen in the
    /// catalogue, one of the account's own voices, or unknown (the service decides whether it can
    /// be used when a dub is created).
    pub async fn lookup_voice(&self, voice_id: Uuid) -> Result<VoiceLookup, AppError> {
        Ok(self.inner.catalogue.lookup(voice_id).await?)
    }

    /// The account's own voices ("My voices"), newest first, from the library: the service keeps
    /// no list of them.
    pub async fn my_voices(&self) -> Result<Vec<CustomVoice>, AppError> {
        Ok(self.ledger().call(|l| l.voices().list()).await?)
    }

    /// The avatar file to show for `voice_id`, if cached: its still first frame when the user
    /// asked for reduced motion.
    pub async fn avatar_path(&self, voice_id: Uuid) -> Result<Option<PathBuf>, AppError> {
        let reduced = self.ledger().call(|l| l.settings().get::<ReduceMotion>()).await?;
        Ok(self.inner.avatars.avatar_path(voice_id, reduced).await?)
    }

    /// Makes sure the avatars of `voices` are on disk (at most a few downloads at once, cached
    /// copies revalidated when old), then keeps the cache under its size cap.
    pub async fn fetch_avatars(&self, voices: &[PublicVoice]) -> Vec<Result<AvatarFile, AppError>> {
        let sources: Vec<AvatarSource> = voices.iter().map(AvatarSource::from).collect();
        let results = self
            .inner
            .avatars
            .ensure_all(&sources)
            .await
            .into_iter()
            .map(|r| r.map_err(AppError::from))
            .collect();
        if let Err(e) = self.inner.avatars.evict().await {
            tracing::warn!(error = %e, "could not keep the avatar cache under its cap");
        }
        results
    }
}
