//! The public voice catalogue as last fetched, by voice id, so favorites and past dubs can show a
//! voice offline. The JSON is kept whole (unknown fields included) for forward compatibility.

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

    /// Drops entries fetched before `cutoff`; returns how many.
    pub fn prune_older_than(&self, cutoff: OffsetDateTime) -> LedgerResult<usize> {
        self.ledger.write(|tx, _| {
            Ok(tx.execute(
                "DELETE FROM catalogue_cache WHERE fetched_at < ?1",
                params![codec::to_millis(cutoff)],
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
