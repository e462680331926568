//! Favorite public voices (the star on a voice card), in the order they were starred.

use rusqlite::{OptionalExtension, params};
use uuid::Uuid;

use super::Ledger;
use super::codec::{self, uuid_from_text};
use super::error::LedgerResult;

/// Repository of favorites. Obtain with [`Ledger::favorites`].
pub struct Favorites<'l> {
    ledger: &'l Ledger,
}

impl<'l> Favorites<'l> {
    pub(crate) fn new(ledger: &'l Ledger) -> Self {
        Self { ledger }
    }

    /// Stars a voice; starring twice keeps the first time. Returns true if it was not starred.
    pub fn add(&self, voice_id: Uuid) -> LedgerResult<bool> {
        self.ledger.write(|tx, now| {
            let n = tx.execute(
                "INSERT INTO favorites (voice_id, added_at) VALUES (?1, ?2) ON CONFLICT DO NOTHING",
                params![voice_id.to_string(), codec::to_millis(now)],
            )?;
            Ok(n > 0)
        })
    }

    /// Unstars a voice. Returns true if it was starred.
    pub fn remove(&self, voice_id: Uuid) -> LedgerResult<bool> {
        self.ledger.write(|tx, _| {
            Ok(tx.execute(
                "DELETE FROM favorites WHERE voice_id = ?1",
                params![voice_id.to_string()],
            )? > 0)
        })
    }

    pub fn contains(&self, voice_id: Uuid) -> LedgerResult<bool> {
        self.ledger.read(|conn| {
            Ok(conn
                .query_row(
                    "SELECT 1 FROM favorites WHERE voice_id = ?1",
                    params![voice_id.to_string()],
                    |_| Ok(()),
                )
                .optional()?
                .is_some())
        })
    }

    /// Starred voice ids, oldest star first.
    pub fn list(&self) -> LedgerResult<Vec<Uuid>> {
        self.ledger.read(|conn| {
            let mut stmt = conn.prepare("SELECT voice_id FROM favorites ORDER BY added_at, voice_id")?;
            let rows = stmt.query_map([], |row| row.get::<_, String>(0))?;
            rows.map(|id| uuid_from_text(&id?, "favorites.voice_id"))
                .collect()
        })
    }
}
