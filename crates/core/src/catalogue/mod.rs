//! The public voice catalogue as the app shows it: filtered, searched pages and an "all matching"
//! stream over `GET /v1/voices`, kept in the ledger so a filter seen before shows at once and
//! offline (stale-while-revalidate), with the user's favorites and recently used voices merged into
//! every card, and a lookup of one voice by id that never walks the catalogue.
//!
//! [`CatalogueService`] holds only the [`Ledger`]; every call that reaches the service takes the
//! current [`Client`] as a parameter, because the application rebuilds its client when the key or
//! the address changes.
//!
//! Showing a filter: call [`CatalogueService::cached_page`] and show it (with its age) at once, then
//! [`CatalogueService::fetch_page`] and replace it; or consume [`CatalogueService::page_updates`],
//! which yields the cached page first (if any) and then the fresh one.
//!
//! Paging ends with [`CatalogueError::CursorRepeated`] when the service hands back a cursor it
//! already gave in the same walk, so a broken listing can never page forever.

mod error;
mod query;

use std::collections::{HashMap, HashSet};

use dubdeck_api::{Client, PublicVoice, VoiceQuery};
use futures::{Stream, StreamExt, TryStreamExt, stream};
use serde::Serialize;
use time::OffsetDateTime;
use uuid::Uuid;

use crate::ledger::{CatalogueEntry, CustomVoice, Ledger, LedgerResult};

pub use error::CatalogueError;
use query::{cursor_key, query_key};

/// A walk of the catalogue stops after this many pages even without a repeated cursor: the whole
/// catalogue at the smallest page size is far fewer.
const MAX_PAGES: u32 = 10_000;

/// A public voice as a card shows it: the voice, whether it is starred, and when the user last
/// dubbed with it.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct VoiceCard {
    pub voice: PublicVoice,
    pub favorite: bool,
    #[serde(with = "time::serde::rfc3339::option")]
    pub last_used_at: Option<OffsetDateTime>,
}

/// Where a page came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub enum PageOrigin {
    /// The ledger's copy, fetched at `fetched_at` (possibly long ago, possibly offline now).
    Cache,
    /// The service, just now.
    Service,
}

/// One page of a listing, with its cards in the service's order.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct CataloguePage {
    pub voices: Vec<VoiceCard>,
    /// The cursor of the next page; `None` on the last page.
    pub next_cursor: Option<String>,
    /// When the service sent this page.
    #[serde(with = "time::serde::rfc3339")]
    pub fetched_at: OffsetDateTime,
    pub origin: PageOrigin,
}

impl CataloguePage {
    /// How old the page is at `now` (zero for a page from the future, as after a clock change).
    pub fn age(&self, now: OffsetDateTime) -> std::time::Duration {
        (now - self.fetched_at).try_into().unwrap_or_default()
    }
}

/// A starred voice, with its cached details when the catalogue cache has them.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct FavoriteVoice {
    pub voice_id: Uuid,
    pub voice: Option<PublicVoice>,
    #[serde(with = "time::serde::rfc3339::option")]
    pub last_used_at: Option<OffsetDateTime>,
}

/// A voice the user dubbed with recently.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RecentlyUsed {
    /// What the library knows of the voice now.
    pub voice: VoiceLookup,
    /// The voice's name when its newest dub was made (shown when the lookup is `Unknown`).
    pub voice_name: String,
    #[serde(with = "time::serde::rfc3339")]
    pub last_used_at: OffsetDateTime,
    pub favorite: bool,
}

/// What the library knows of a voice id, without asking the service.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum VoiceLookup {
    /// A public voice from the catalogue cache, as fetched at `fetched_at`.
    #[serde(rename_all = "camelCase")]
    Public {
        voice: PublicVoice,
        #[serde(with = "time::serde::rfc3339")]
        fetched_at: OffsetDateTime,
        favorite: bool,
    },
    /// A custom voice trained by this account through this library (from "My voices", or from
    /// the training that created it).
    #[serde(rename_all = "camelCase")]
    Custom { voice: CustomVoice },
    /// Neither: a voice this library never saw (a public voice not cached yet, or a custom voice
    /// trained elsewhere). The service decides when a dub is created with it.
    #[serde(rename_all = "camelCase")]
    Unknown { voice_id: Uuid },
}

impl VoiceLookup {
    pub fn voice_id(&self) -> Uuid {
        match self {
            Self::Public { voice, .. } => voice.id,
            Self::Custom { voice } => voice.id,
            Self::Unknown { voice_id } => *voice_id,
        }
    }

    /// The voice's name, when known.
    pub fn name(&self) -> Option<&str> {
        match self {
            Self::Public { voice, .. } => Some(&voice.name),
            Self::Custom { voice } => Some(&voice.name),
            Self::Unknown { .. } => None,
        }
    }
}

/// The catalogue service. Cheap to clone; holds only the ledger.
#[derive(Debug, Clone)]
pub struct CatalogueService {
    ledger: Ledger,
}

impl CatalogueService {
    pub fn new(ledger: Ledger) -> Self {
        Self { ledger }
    }

    /// The page kept for exactly this query (filters, search, limit and cursor), or `None` if it was
    /// never fetched. Never touches the network: shown at once, and offline.
    pub async fn cached_page(&self, query: &VoiceQuery) -> Result<Option<CataloguePage>, CatalogueError> {
        let (key, cursor) = (query_key(query), cursor_key(query).to_owned());
        Ok(self
            .ledger
            .call(move |l| {
                let Some(page) = l.catalogue().page(&key, &cursor)? else {
                    return Ok(None);
                };
                let Some(voices) = decode_all(&page.voices) else {
                    return Ok(None);
                };
                Ok(Some(CataloguePage {
                    voices: cards(l, voices)?,
                    next_cursor: page.next_cursor,
                    fetched_at: page.fetched_at,
                    origin: PageOrigin::Cache,
                }))
            })
            .await?)
    }

    /// Fetches the page of `query` from the service, keeps it (replacing the cached copy) and
    /// answers it with favorites and last uses merged in. A page whose next cursor is the cursor
    /// that fetched it is [`CatalogueError::CursorRepeated`] (and is not kept).
    pub async fn fetch_page(
        &self,
        client: &Client,
        query: &VoiceQuery,
    ) -> Result<CataloguePage, CatalogueError> {
        let page = client.public_voices().list(query).await?;
        if let (Some(next), Some(current)) = (&page.next_cursor, &query.cursor)
            && next == current
        {
            return Err(CatalogueError::CursorRepeated {
                cursor: next.clone(),
                pages: 1,
            });
        }
        let (key, cursor) = (query_key(query), cursor_key(query).to_owned());
        Ok(self
            .ledger
            .call(move |l| {
                let rows: Vec<(Uuid, serde_json::Value)> = page
                    .items
                    .iter()
                    .filter_map(|v| serde_json::to_value(v).ok().map(|json| (v.id, json)))
                    .collect();
                let fetched_at = l
                    .catalogue()
                    .put_page(&key, &cursor, &rows, page.next_cursor.as_deref())?;
                Ok(CataloguePage {
                    voices: cards(l, page.items)?,
                    next_cursor: page.next_cursor,
                    fetched_at,
                    origin: PageOrigin::Service,
                })
            })
            .await?)
    }

    /// Stale-while-revalidate in one call: the cached page first (if there is one), then the fresh
    /// page (or the error that stopped it, after which a front end keeps showing the cached one).
    pub fn page_updates(
        &self,
        client: &Client,
        query: VoiceQuery,
    ) -> impl Stream<Item = Result<CataloguePage, CatalogueError>> + Send + 'static + use<> {
        let (this, client) = (self.clone(), client.clone());
        let cached = {
            let (this, query) = (this.clone(), query.clone());
            stream::once(async move { this.cached_page(&query).await })
                .filter_map(|r| async move { r.transpose() })
        };
        let fresh = stream::once(async move { this.fetch_page(&client, &query).await });
        cached.chain(fresh)
    }

    /// Every page matching `query` from its cursor (or the first page) to the last, each kept in
    /// the cache as it arrives. Ends with [`CatalogueError::CursorRepeated`] if the service hands
    /// back a cursor it already gave in this walk. The stream holds a clone of `client`.
    pub fn pages(
        &self,
        client: &Client,
        query: VoiceQuery,
    ) -> impl Stream<Item = Result<CataloguePage, CatalogueError>> + Send + 'static + use<> {
        struct Walk {
            /// The next page to fetch, or why there is none to fetch (reported after the page
            /// that handed back the repeated cursor, whose voices are still new).
            next: Option<Result<VoiceQuery, CatalogueError>>,
            seen: HashSet<String>,
            pages: u32,
        }
        let mut seen = HashSet::new();
        seen.extend(query.cursor.clone());
        let walk = Walk {
            next: Some(Ok(query)),
            seen,
            pages: 0,
        };
        let (this, client) = (self.clone(), client.clone());
        stream::try_unfold(walk, move |mut walk| {
            let (this, client) = (this.clone(), client.clone());
            async move {
                let query = match walk.next.take() {
                    None => return Ok(None),
                    Some(next) => next?,
                };
                if walk.pages >= MAX_PAGES {
                    return Err(CatalogueError::TooManyPages { pages: walk.pages });
                }
                let page = this.fetch_page(&client, &query).await?;
                walk.pages += 1;
                if let Some(cursor) = &page.next_cursor {
                    walk.next = Some(if walk.seen.insert(cursor.clone()) {
                        Ok(VoiceQuery {
                            cursor: Some(cursor.clone()),
                            ..query
                        })
                    } else {
                        Err(CatalogueError::CursorRepeated {
                            cursor: cursor.clone(),
                            pages: walk.pages,
                        })
                    });
                }
                Ok(Some((page, walk)))
            }
        })
    }

    /// Every voice matching `query`, across all pages (see [`Self::pages`]).
    pub fn all_matching(
        &self,
        client: &Client,
        query: VoiceQuery,
    ) -> impl Stream<Item = Result<VoiceCard, CatalogueError>> + Send + 'static + use<> {
        self.pages(client, query)
            .map_ok(|page| stream::iter(page.voices.into_iter().map(Ok)))
            .try_flatten()
    }

    /// Forgets pages and voices fetched more than `older_than` ago (starred voices and voices of
    /// the library's dubs stay); returns how many voices went. For the app to call now and then:
    /// every search typed leaves its pages behind.
    pub async fn prune(&self, older_than: std::time::Duration) -> Result<usize, CatalogueError> {
        Ok(self
            .ledger
            .call(move |l| {
                let cutoff = l
                    .now()
                    .checked_sub(older_than.try_into().unwrap_or(time::Duration::MAX));
                let cutoff = cutoff.unwrap_or(OffsetDateTime::UNIX_EPOCH);
                l.catalogue().prune_older_than(cutoff)
            })
            .await?)
    }

    /// Stars (`true`) or unstars a voice. Returns whether anything changed.
    pub async fn set_favorite(&self, voice_id: Uuid, favorite: bool) -> Result<bool, CatalogueError> {
        Ok(self
            .ledger
            .call(move |l| {
                if favorite {
                    l.favorites().add(voice_id)
                } else {
                    l.favorites().remove(voice_id)
                }
            })
            .await?)
    }

    /// The starred voices, oldest star first, with their cached details.
    pub async fn favorites(&self) -> Result<Vec<FavoriteVoice>, CatalogueError> {
        Ok(self
            .ledger
            .call(|l| {
                let ids = l.favorites().list()?;
                let used = l.recent().last_used(&ids)?;
                ids.into_iter()
                    .map(|voice_id| {
                        let voice = l.catalogue().get(voice_id)?.and_then(|e| decode(&e));
                        Ok(FavoriteVoice {
                            voice_id,
                            voice,
                            last_used_at: used.get(&voice_id).copied(),
                        })
                    })
                    .collect()
            })
            .await?)
    }

    /// The `limit` voices of the user's most recent dubs, newest first.
    pub async fn recent(&self, limit: u32) -> Result<Vec<RecentlyUsed>, CatalogueError> {
        Ok(self
            .ledger
            .call(move |l| {
                let starred: HashSet<Uuid> = l.favorites().list()?.into_iter().collect();
                l.recent()
                    .voices(limit)?
                    .into_iter()
                    .map(|r| {
                        Ok(RecentlyUsed {
                            voice: lookup(l, r.voice_id, &starred)?,
                            voice_name: r.voice_name,
                            last_used_at: r.last_used_at,
                            favorite: starred.contains(&r.voice_id),
                        })
                    })
                    .collect()
            })
            .await?)
    }

    /// What the library knows of `voice_id`: a custom voice of this library, a public voice from
    /// the cache, or `Unknown`. Never asks the service.
    pub async fn lookup(&self, voice_id: Uuid) -> Result<VoiceLookup, CatalogueError> {
        Ok(self
            .ledger
            .call(move |l| {
                let starred: HashSet<Uuid> = l.favorites().list()?.into_iter().collect();
                lookup(l, voice_id, &starred)
            })
            .await?)
    }
}

fn lookup(l: &Ledger, voice_id: Uuid, starred: &HashSet<Uuid>) -> LedgerResult<VoiceLookup> {
    if let Some(voice) = l.voices().get(voice_id)? {
        return Ok(VoiceLookup::Custom { voice });
    }
    // The engine records the service's voice id on the training and then adds the voice to "My
    // voices" in a second step; a stop between the two leaves only the training. (Trainings are
    // few, and this runs only when the voice table has no row.)
    if let Some(training) = l
        .trainings()
        .list()?
        .into_iter()
        .find(|t| t.status.remote_voice_id == Some(voice_id))
    {
        let status = training
            .status
            .remote
            .map_or_else(|| "new".to_owned(), |r| r.status);
        return Ok(VoiceLookup::Custom {
            voice: CustomVoice {
                id: voice_id,
                name: training.spec.name,
                status,
                created_at: training.created_at,
                updated_at: training.updated_at,
                training_id: Some(training.id),
            },
        });
    }
    if let Some(entry) = l.catalogue().get(voice_id)?
        && let Some(voice) = decode(&entry)
    {
        return Ok(VoiceLookup::Public {
            voice,
            fetched_at: entry.fetched_at,
            favorite: starred.contains(&voice_id),
        });
    }
    Ok(VoiceLookup::Unknown { voice_id })
}

/// A cached voice as the client's type; `None` for JSON it cannot read (kept by an older or newer
/// Dubdeck): treated as not cached.
fn decode(entry: &CatalogueEntry) -> Option<PublicVoice> {
    match serde_json::from_value(entry.json.clone()) {
        Ok(voice) => Some(voice),
        Err(error) => {
            tracing::debug!(voice_id = %entry.voice_id, %error, "a cached voice could not be read");
            None
        }
    }
}

fn decode_all(entries: &[CatalogueEntry]) -> Option<Vec<PublicVoice>> {
    entries.iter().map(decode).collect()
}

/// The voices as cards, with the user's stars and last uses.
fn cards(l: &Ledger, voices: Vec<PublicVoice>) -> LedgerResult<Vec<VoiceCard>> {
    let starred: HashSet<Uuid> = l.favorites().list()?.into_iter().collect();
    let ids: Vec<Uuid> = voices.iter().map(|v| v.id).collect();
    let used: HashMap<Uuid, OffsetDateTime> = l.recent().last_used(&ids)?;
    Ok(voices
        .into_iter()
        .map(|voice| VoiceCard {
            favorite: starred.contains(&voice.id),
            last_used_at: used.get(&voice.id).copied(),
            voice,
        })
        .collect())
}
