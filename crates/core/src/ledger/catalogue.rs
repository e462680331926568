//! The public voice catalogue as last fetched, by voice id, so favorites and past dubs can show a
//! voice offline. The JSON is kept whole (unknown fields included) for forward compatibility.
//!
//! Pages are kept too, per filter and cursor ([`CachedPage`]): which voices a page showed, in the
//! service's order, and the cursor of the next page, so a filter seen before shows at once and
//! offline. A page only names voice ids; the voices themselves stay in the one table above.

use rusqlite::{OptionalExtension, params};
use time::OffsetDateTime;
use uuid::Uuid;

use super::Ledger;
use super::codec::{self, from_millis, uuid_from_text};
use super::error::{LedgerError, LedgerResult};

/// One cached public voice.
#[derive(Debug, Clone, PartialEq)]
pub struct CatalogueEntry {
    pub voice_id: Uuid,
    pub json: serde_json::Value,
    pub fetched_at: OffsetDateTime,
}

/// One page of a listing as last fetched: the voices (from the voice table) and the next cursor.
#[derive(Debug, Clone, PartialEq)]
pub struct CachedPage {
    pub voices: Vec<CatalogueEntry>,
    pub next_cursor: Option<String>,
    pub fetched_at: OffsetDateTime,
}

/// Repository of cached public voices. Obtain with [`Ledger::catalogue`].
pub struct Catalogue<'l> {
    ledger: &'l Ledger,
}

impl<'l> Catalogue<'l> {
    pub(crate) fn new(ledger: &'l Ledger) -> Self {
        Self { ledger }
    }

    /// Stores (or refreshes) a page of voices in one transaction, stamped now.
    pub fn put_many(&self, voices: &[(Uuid, serde_json::Value)]) -> LedgerResult<()> {
        self.ledger.write(|tx, now| {
            let mut stmt = tx.prepare(
                "INSERT INTO catalogue_cache (voice_id, json, fetched_at) VALUES (?1, ?2, ?3) \
                 ON CONFLICT (voice_id) DO UPDATE SET json = excluded.json, fetched_at = excluded.fetched_at",
            )?;
            for (id, json) in voices {
                stmt.execute(params![
                    id.to_string(),
                    codec::json_to_text(json),
                    codec::to_millis(now)
                ])?;
            }
            Ok(())
        })
    }

    pub fn get(&self, voice_id: Uuid) -> LedgerResult<Option<CatalogueEntry>> {
        self.ledger.read(|conn| {
            let raw = conn
                .query_row(
                    "SELECT voice_id, json, fetched_at FROM catalogue_cache WHERE voice_id = ?1",
                    params![voice_id.to_string()],
                    |row| Ok((row.get(0)?, row.get(1)?, row.get(2)?)),
                )
                .optional()?;
            raw.map(decode).transpose()
        })
    }

    /// The cached entries among `ids` (missing ones are skipped), in the order of `ids`.
    pub fn get_many(&self, ids: &[Uuid]) -> LedgerResult<Vec<CatalogueEntry>> {
        ids.iter().filter_map(|id| self.get(*id).transpose()).collect()
    }

    /// Stores one page of the listing for `query_key` (normalised filters, cursor excluded) fetched
    /// with `cursor` (`""` for the first page): its voices, their order and the next cursor, in one
    /// transaction, replacing what was kept for that page. Returns the time it was stamped with.
    pub fn put_page(
        &self,
        query_key: &str,
        cursor: &str,
        voices: &[(Uuid, serde_json::Value)],
        next_cursor: Option<&str>,
    ) -> LedgerResult<OffsetDateTime> {
        let ids = serde_json::Value::from(voices.iter().map(|(id, _)| id.to_string()).collect::<Vec<_>>());
        self.ledger.write(|tx, stamp| {
            let now = codec::to_millis(stamp);
            let mut stmt = tx.prepare(
                "INSERT INTO catalogue_cache (voice_id, json, fetched_at) VALUES (?1, ?2, ?3) \
                 ON CONFLICT (voice_id) DO UPDATE SET json = excluded.json, fetched_at = excluded.fetched_at",
            )?;
            for (id, json) in voices {
                stmt.execute(params![id.to_string(), codec::json_to_text(json), now])?;
            }
            tx.execute(
                "INSERT INTO catalogue_pages (query_key, cursor, voice_ids, next_cursor, fetched_at) \
                 VALUES (?1, ?2, ?3, ?4, ?5) ON CONFLICT (query_key, cursor) DO UPDATE SET \
                 voice_ids = excluded.voice_ids, next_cursor = excluded.next_cursor, \
                 fetched_at = excluded.fetched_at",
                params![query_key, cursor, codec::json_to_text(&ids), next_cursor, now],
            )?;
            Ok(stamp)
        })
    }

    /// The page kept for `query_key` and `cursor`, or `None` if there is none or one of its voices
    /// was pruned since (a page with holes would show a wrong list).
    pub fn page(&self, query_key: &str, cursor: &str) -> LedgerResult<Option<CachedPage>> {
        self.ledger.read(|conn| {
            let raw: Option<(String, Option<String>, i64)> = conn
                .query_row(
                    "SELECT voice_ids, next_cursor, fetched_at FROM catalogue_pages \
                     WHERE query_key = ?1 AND cursor = ?2",
                    params![query_key, cursor],
                    |row| Ok((row.get(0)?, row.get(1)?, row.get(2)?)),
                )
                .optional()?;
            let Some((ids, next_cursor, fetched_at)) = raw else {
                return Ok(None);
            };
            let ids: Vec<String> = serde_json::from_str(&ids)
                .map_err(|e| LedgerError::corrupt(format!("catalogue_pages.voice_ids ({e})")))?;
            let mut voices = Vec::with_capacity(ids.len());
            for id in ids {
                let id = uuid_from_text(&id, "catalogue_pages.voice_ids")?;
                let raw = conn
                    .query_row(
                        "SELECT voice_id, json, fetched_at FROM catalogue_cache WHERE voice_id = ?1",
                        params![id.to_string()],
                        |row| Ok((row.get(0)?, row.get(1)?, row.get(2)?)),
                    )
                    .optional()?;
                match raw {
                    Some(raw) => voices.push(decode(raw)?),
                    None => return Ok(None),
                }
            }
            Ok(Some(CachedPage {
                voices,
                next_cursor,
                fetched_at: from_millis(fetched_at, "catalogue_pages.fetched_at")?,
            }))
        })
    }

    /// Drops pages and voices fetched before `cutoff`; returns how many voices went. Starred voices
    /// and voices of dubs in the library stay, so they can still be shown offline.
    pub fn prune_older_than(&self, cutoff: OffsetDateTime) -> LedgerResult<usize> {
        self.ledger.write(|tx, _| {
            let cutoff = codec::to_millis(cutoff);
            tx.execute(
                "DELETE FROM catalogue_pages WHERE fetched_at < ?1",
                params![cutoff],
            )?;
            Ok(tx.execute(
                "DELETE FROM catalogue_cache WHERE fetched_at < ?1 \
                 AND voice_id NOT IN (SELECT voice_id FROM favorites) \
                 AND voice_id NOT IN (SELECT voice_id FROM dubs)",
                params![cutoff],
            )?)
        })
    }
}

fn decode((id, json, fetched): (String, String, i64)) -> LedgerResult<CatalogueEntry> {
    Ok(CatalogueEntry {
        voice_id: uuid_from_text(&id, "catalogue_cache.voice_id")?,
        json: serde_json::from_str(&json)
            .map_err(|e| LedgerError::corrupt(format!("catalogue_cache.json ({e})")))?,
        fetched_at: from_millis(fetched, "catalogue_cache.fetched_at")?,
    })
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use serde_json::json;

    use super::*;
    use crate::clock::ManualClock;

    #[test]
    fn a_page_keeps_its_order_and_is_a_miss_once_a_voice_was_pruned() {
        let dir = tempfile::tempdir().unwrap();
        let start = time::macros::datetime!(2025-06-01 12:00:00.000 UTC);
        let clock = ManualClock::new(start);
        let ledger = Ledger::open_with_clock(&dir.path().join("l.sqlite3"), Arc::new(clock.clone())).unwrap();
        let (a, b) = (Uuid::from_u128(1), Uuid::from_u128(2));
        let stamped = ledger
            .catalogue()
            .put_page(
                "k",
                "",
                &[(b, json!({"id": b})), (a, json!({"id": a}))],
                Some("c2"),
            )
            .unwrap();
        assert_eq!(stamped, start);
        let page = ledger.catalogue().page("k", "").unwrap().unwrap();
        assert_eq!(page.voices.iter().map(|v| v.voice_id).collect::<Vec<_>>(), [b, a]);
        assert_eq!(
            (page.next_cursor.as_deref(), page.fetched_at),
            (Some("c2"), start)
        );
        assert_eq!(ledger.catalogue().page("k", "c2").unwrap(), None);
        assert_eq!(ledger.catalogue().page("other", "").unwrap(), None);

        // b is seen again later on another page; a is not, and ages out with the first page.
        clock.advance(time::Duration::days(3));
        ledger
            .catalogue()
            .put_page("k2", "", &[(b, json!({"id": b}))], None)
            .unwrap();
        assert_eq!(
            ledger
                .catalogue()
                .prune_older_than(crate::clock::Clock::now(&clock) - time::Duration::days(1))
                .unwrap(),
            1
        );
        assert_eq!(ledger.catalogue().page("k", "").unwrap(), None);
        assert!(ledger.catalogue().page("k2", "").unwrap().is_some());
    }

    #[test]
    fn pruning_keeps_starred_voices_and_voices_of_dubs() {
        let dir = tempfile::tempdir().unwrap();
        let start = time::macros::datetime!(2025-06-01 12:00:00.000 UTC);
        let clock = ManualClock::new(start);
        let ledger = Ledger::open_with_clock(&dir.path().join("l.sqlite3"), Arc::new(clock.clone())).unwrap();
        let (starred, dubbed, plain) = (Uuid::from_u128(1), Uuid::from_u128(2), Uuid::from_u128(3));
        let rows: Vec<_> = [starred, dubbed, plain]
            .iter()
            .map(|id| (*id, json!({"id": id})))
            .collect();
        ledger.catalogue().put_many(&rows).unwrap();
        ledger.favorites().add(starred).unwrap();
        let mut dub = crate::ledger::NewDub {
            spec: crate::ledger::DubSpec {
                input: crate::ledger::DubInput::Link {
                    url: "https://example.com/a.mp3".parse().unwrap(),
                },
                input_name: "a.mp3".to_owned(),
                voice_id: plain,
                voice_name: "P".to_owned(),
                pitch_shift: 0,
                separate: true,
                output_dir: "/out".into(),
                local: crate::ledger::LocalWork::default(),
            },
            media: None,
            mix: Default::default(),
        };
        dub.spec.voice_id = dubbed;
        ledger.dubs().insert(dub).unwrap();
        clock.advance(time::Duration::days(30));
        let cutoff = crate::clock::Clock::now(&clock) - time::Duration::days(1);
        assert_eq!(ledger.catalogue().prune_older_than(cutoff).unwrap(), 1);
        assert!(ledger.catalogue().get(plain).unwrap().is_none());
        assert!(ledger.catalogue().get(starred).unwrap().is_some());
        assert!(ledger.catalogue().get(dubbed).unwrap().is_some());
    }
}
