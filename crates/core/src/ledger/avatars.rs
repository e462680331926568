//! Index of avatar files cached on disk (the files themselves live in the avatar folder; this table
//! says which file belongs to which voice, its ETag for revalidation, and its size for eviction).
//! `fetched_at` is when the server last confirmed the file (a 200 or a 304); `used_at` when the app
//! last asked for it, the order of least-recently-used eviction.

use std::path::{Path, PathBuf};

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
    /// The server's `Last-Modified`, as sent (for `If-Modified-Since` when there is no ETag).
    pub last_modified: Option<String>,
    /// The PNG of an animated avatar's first frame.
    pub still_path: Option<PathBuf>,
    /// Bytes on disk: the file and its still frame.
    pub size_bytes: u64,
    pub fetched_at: OffsetDateTime,
    pub used_at: OffsetDateTime,
}

/// What [`Avatars::record`] stores for a freshly fetched avatar.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewAvatar<'a> {
    pub voice_id: Uuid,
    pub format: &'a str,
    pub file_path: &'a Path,
    pub etag: Option<&'a str>,
    pub last_modified: Option<&'a str>,
    pub still_path: Option<&'a Path>,
    pub size_bytes: u64,
}

/// Repository of cached avatars. Obtain with [`Ledger::avatars`].
pub struct Avatars<'l> {
    ledger: &'l Ledger,
}

/// Uses closer together than this count as one (see [`Avatars::touch`]).
const TOUCH_RESOLUTION_MS: i64 = 60_000;

const COLUMNS: &str =
    "voice_id, format, file_path, etag, size_bytes, fetched_at, last_modified, still_path, used_at";

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
        self.record(&NewAvatar {
            voice_id,
            format,
            file_path,
            etag,
            last_modified: None,
            still_path: None,
            size_bytes,
        })
    }

    /// Records (or replaces) a freshly fetched avatar; fetched and used now.
    pub fn record(&self, new: &NewAvatar<'_>) -> LedgerResult<AvatarEntry> {
        let path_text = path_to_text(new.file_path)?;
        let still_text = codec::opt_path_to_text(new.still_path)?;
        self.ledger.write(|tx, now| {
            tx.execute(
                "INSERT INTO avatar_cache (voice_id, format, file_path, etag, size_bytes, fetched_at, \
                 last_modified, still_path, used_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?6) \
                 ON CONFLICT (voice_id) DO UPDATE SET format = excluded.format, \
                 file_path = excluded.file_path, etag = excluded.etag, size_bytes = excluded.size_bytes, \
                 fetched_at = excluded.fetched_at, last_modified = excluded.last_modified, \
                 still_path = excluded.still_path, used_at = excluded.used_at",
                params![
                    new.voice_id.to_string(),
                    new.format,
                    path_text,
                    new.etag,
                    u64_to_sql(new.size_bytes),
                    codec::to_millis(now),
                    new.last_modified,
                    still_text,
                ],
            )?;
            Ok(AvatarEntry {
                voice_id: new.voice_id,
                format: new.format.to_owned(),
                file_path: new.file_path.to_path_buf(),
                etag: new.etag.map(str::to_owned),
                last_modified: new.last_modified.map(str::to_owned),
                still_path: new.still_path.map(Path::to_path_buf),
                size_bytes: new.size_bytes,
                fetched_at: now,
                used_at: now,
            })
        })
    }

    /// The server confirmed the file (304): it counts as fetched, and used, now.
    pub fn revalidated(&self, voice_id: Uuid) -> LedgerResult<bool> {
        self.ledger.write(|tx, now| {
            Ok(tx.execute(
                "UPDATE avatar_cache SET fetched_at = ?2, used_at = ?2 WHERE voice_id = ?1",
                params![voice_id.to_string(), codec::to_millis(now)],
            )? > 0)
        })
    }

    /// The app showed the avatar: it moves to the back of the eviction order. A use within a
    /// minute of the last recorded one changes nothing (and writes nothing to disk): a grid of
    /// avatars shown again and again costs no write per image. Returns whether it was recorded.
    pub fn touch(&self, voice_id: Uuid) -> LedgerResult<bool> {
        self.ledger.write(|tx, now| {
            let now = codec::to_millis(now);
            Ok(tx.execute(
                "UPDATE avatar_cache SET used_at = ?2 WHERE voice_id = ?1 AND used_at <= ?3",
                params![voice_id.to_string(), now, now - TOUCH_RESOLUTION_MS],
            )? > 0)
        })
    }

    /// [`Self::touch`] for an entry just read: when its recorded use is within the resolution, not
    /// even a transaction is opened, so showing an avatar again never waits for a writer (the job
    /// engine, a catalogue page being stored, the command line). Returns whether it was recorded.
    pub fn touch_entry(&self, entry: &AvatarEntry) -> LedgerResult<bool> {
        let recent = codec::to_millis(self.ledger.now()) - codec::to_millis(entry.used_at);
        if recent < TOUCH_RESOLUTION_MS {
            return Ok(false);
        }
        self.touch(entry.voice_id)
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

    /// The `limit` least recently used avatars: what to evict first.
    pub fn least_recently_used(&self, limit: u32) -> LedgerResult<Vec<AvatarEntry>> {
        self.ledger.read(|conn| {
            let mut stmt = conn.prepare(&format!(
                "SELECT {COLUMNS} FROM avatar_cache ORDER BY used_at, fetched_at, voice_id LIMIT ?1"
            ))?;
            let rows = stmt.query_map(params![limit], raw)?;
            rows.map(|r| decode(r?)).collect()
        })
    }

    /// The `limit` least recently fetched avatars.
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

struct Raw {
    id: String,
    format: String,
    path: String,
    etag: Option<String>,
    size: i64,
    fetched: i64,
    last_modified: Option<String>,
    still: Option<String>,
    used: i64,
}

fn raw(row: &rusqlite::Row<'_>) -> rusqlite::Result<Raw> {
    Ok(Raw {
        id: row.get(0)?,
        format: row.get(1)?,
        path: row.get(2)?,
        etag: row.get(3)?,
        size: row.get(4)?,
        fetched: row.get(5)?,
        last_modified: row.get(6)?,
        still: row.get(7)?,
        used: row.get(8)?,
    })
}

fn decode(raw: Raw) -> LedgerResult<AvatarEntry> {
    let fetched_at = from_millis(raw.fetched, "avatar_cache.fetched_at")?;
    Ok(AvatarEntry {
        voice_id: uuid_from_text(&raw.id, "avatar_cache.voice_id")?,
        format: raw.format,
        file_path: PathBuf::from(raw.path),
        etag: raw.etag,
        last_modified: raw.last_modified,
        still_path: codec::opt_path(raw.still),
        size_bytes: u64_from_sql(raw.size, "avatar_cache.size_bytes")?,
        fetched_at,
        // Rows from before used_at existed count as used when fetched.
        used_at: from_millis(raw.used, "avatar_cache.used_at")?.max(fetched_at),
    })
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;
    use crate::clock::ManualClock;

    #[test]
    fn eviction_order_is_by_last_use_counted_to_the_minute() {
        let dir = tempfile::tempdir().unwrap();
        let clock = ManualClock::new(time::macros::datetime!(2025-06-01 12:00:00.000 UTC));
        let ledger = Ledger::open_with_clock(&dir.path().join("l.sqlite3"), Arc::new(clock.clone())).unwrap();
        let (a, b) = (Uuid::from_u128(1), Uuid::from_u128(2));
        let new = |voice_id| NewAvatar {
            voice_id,
            format: "gif",
            file_path: Path::new("/cache/x.gif"),
            etag: None,
            last_modified: Some("Wed, 21 Oct 2015 07:28:00 GMT"),
            still_path: Some(Path::new("/cache/x.still.png")),
            size_bytes: 10,
        };
        ledger.avatars().record(&new(a)).unwrap();
        clock.advance(time::Duration::seconds(30));
        ledger.avatars().record(&new(b)).unwrap();
        clock.advance(time::Duration::seconds(40));
        assert!(ledger.avatars().touch(a).unwrap(), "70 s after its last use");
        assert!(
            !ledger.avatars().touch(b).unwrap(),
            "40 s after: counted as the same use"
        );
        let order: Vec<_> = ledger
            .avatars()
            .least_recently_used(10)
            .unwrap()
            .into_iter()
            .map(|e| e.voice_id)
            .collect();
        assert_eq!(order, [b, a]);
        let entry = ledger.avatars().get(a).unwrap().unwrap();
        assert_eq!(
            entry.last_modified.as_deref(),
            Some("Wed, 21 Oct 2015 07:28:00 GMT")
        );
        assert_eq!(entry.still_path.as_deref(), Some(Path::new("/cache/x.still.png")));
        assert!(entry.used_at > entry.fetched_at);
    }
}
