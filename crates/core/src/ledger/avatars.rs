//! Index of avatar files cached on disk (the files themselves live in the avatar folder; this table
//! says which file belongs to which voice, its ETag for revalidation, and its size for eviction).

use std::path::PathBuf;

use rusqlite::{OptionalExtension, params};
use time::OffsetDateTime;
use uuid::Uuid;

use super::Ledger;
use super::codec::{self, from_millis, path_to_text, u64_from_sql, u64_to_sql, uuid_from_text};
use super::error::LedgerResult;

/// One cached avatar.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AvatarEntry {
    pub voice_id: Uuid,
    /// `webp` or `gif` (the service's `avatarFormat`).
    pub format: String,
    pub file_path: PathBuf,
    pub etag: Option<String>,
    pub size_bytes: u64,
    pub fetched_at: OffsetDateTime,
}

/// Repository of cached avatars. Obtain with [`Ledger::avatars`].
pub struct Avatars<'l> {
    ledger: &'l Ledger,
}

const COLUMNS: &str = "voice_id, format, file_path, etag, size_bytes, fetched_at";

impl<'l> Avatars<'l> {
    pub(crate) fn new(ledger: &'l Ledger) -> Self {
        Self { ledger }
    }

    /// Records (or replaces) the cached file of a voice, stamped now.
    pub fn put(
        &self,
        voice_id: Uuid,
        format: &str,
        file_path: &std::path::Path,
        etag: Option<&str>,
        size_bytes: u64,
    ) -> LedgerResult<AvatarEntry> {
        let path_text = path_to_text(file_path)?;
        self.ledger.write(|tx, now| {
            tx.execute(
                "INSERT INTO avatar_cache (voice_id, format, file_path, etag, size_bytes, fetched_at) \
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6) ON CONFLICT (voice_id) DO UPDATE SET \
                 format = excluded.format, file_path = excluded.file_path, etag = excluded.etag, \
                 size_bytes = excluded.size_bytes, fetched_at = excluded.fetched_at",
                params![
                    voice_id.to_string(),
                    format,
                    path_text,
                    etag,
                    u64_to_sql(size_bytes),
                    codec::to_millis(now)
                ],
            )?;
            Ok(AvatarEntry {
                voice_id,
                format: format.to_owned(),
                file_path: file_path.to_path_buf(),
                etag: etag.map(str::to_owned),
                size_bytes,
                fetched_at: now,
            })
        })
    }

    pub fn get(&self, voice_id: Uuid) -> LedgerResult<Option<AvatarEntry>> {
        self.ledger.read(|conn| {
            let raw = conn
                .query_row(
                    &format!("SELECT {COLUMNS} FROM avatar_cache WHERE voice_id = ?1"),
                    params![voice_id.to_string()],
                    raw,
                )
                .optional()?;
            raw.map(decode).transpose()
        })
    }

    /// Forgets a cached avatar (the caller deletes the file). Returns true if it was known.
    pub fn remove(&self, voice_id: Uuid) -> LedgerResult<bool> {
        self.ledger.write(|tx, _| {
            Ok(tx.execute(
                "DELETE FROM avatar_cache WHERE voice_id = ?1",
                params![voice_id.to_string()],
            )? > 0)
        })
    }

    /// Total bytes of cached avatars.
    pub fn total_size(&self) -> LedgerResult<u64> {
        self.ledger.read(|conn| {
            let n: i64 =
                conn.query_row("SELECT coalesce(sum(size_bytes), 0) FROM avatar_cache", [], |r| {
                    r.get(0)
                })?;
            u64_from_sql(n, "avatar_cache total")
        })
    }

    /// The `limit` least recently fetched avatars: what to evict first.
    pub fn oldest(&self, limit: u32) -> LedgerResult<Vec<AvatarEntry>> {
        self.ledger.read(|conn| {
            let mut stmt = conn.prepare(&format!(
                "SELECT {COLUMNS} FROM avatar_cache ORDER BY fetched_at, voice_id LIMIT ?1"
            ))?;
            let rows = stmt.query_map(params![limit], raw)?;
            rows.map(|r| decode(r?)).collect()
        })
    }
}

type Raw = (String, String, String, Option<String>, i64, i64);

fn raw(row: &rusqlite::Row<'_>) -> rusqlite::Result<Raw> {
    Ok((
        row.get(0)?,
        row.get(1)?,
        row.get(2)?,
        row.get(3)?,
        row.get(4)?,
        row.get(5)?,
    ))
}

fn decode((id, format, path, etag, size, fetched): Raw) -> LedgerResult<AvatarEntry> {
    Ok(AvatarEntry {
        voice_id: uuid_from_text(&id, "avatar_cache.voice_id")?,
        format,
        file_path: PathBuf::from(path),
        etag,
        size_bytes: u64_from_sql(size, "avatar_cache.size_bytes")?,
        fetched_at: from_millis(fetched, "avatar_cache.fetched_at")?,
    })
}
