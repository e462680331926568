//! Watch folders (table `watch_folders`): a folder, the voice and dub settings its new media files
//! are dubbed with, and what it has taken (table `watch_seen`, by content hash, so a renamed or
//! copied file is never paid for twice).

use std::path::{Path, PathBuf};

use rusqlite::{OptionalExtension, params};
use serde::{Deserialize, Serialize};
use time::OffsetDateTime;
use uuid::Uuid;

use super::Ledger;
use super::codec::{self, from_millis, uuid_from_text};
use super::error::{LedgerError, LedgerResult};
use crate::job::MixSettings;

/// How a watch folder's files are dubbed.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct WatchSettings {
    #[specta(type = String)]
    pub voice_id: Uuid,
    pub voice_name: String,
    pub pitch_shift: i32,
    pub separate: bool,
    /// The format and loudness of the finished files.
    pub mix: MixSettings,
    /// A dubbed video also comes back as a video.
    pub video_out: bool,
    /// Where the dubs go (never inside the watched folder's files: it is left out of the watch).
    #[specta(type = String)]
    pub output_dir: PathBuf,
    /// Dubs costing up to this many credits start without asking (within the monthly budget);
    /// dearer ones wait for approval.
    pub approve_up_to: u32,
}

/// A watched folder.
#[derive(Debug, Clone, PartialEq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct WatchFolder {
    #[specta(type = String)]
    pub id: Uuid,
    #[specta(type = String)]
    pub path: PathBuf,
    pub enabled: bool,
    pub settings: WatchSettings,
    #[serde(with = "time::serde::rfc3339")]
    #[specta(type = String)]
    pub created_at: OffsetDateTime,
}

/// A file a watch folder took.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Seen {
    pub path: PathBuf,
    /// The dub it became, once started.
    pub job_id: Option<Uuid>,
    /// `started`, or the refusal's code.
    pub outcome: Option<String>,
    pub seen_at: OffsetDateTime,
}

/// Repository of watch folders. Obtain with [`Ledger::watches`].
pub struct Watches<'l> {
    ledger: &'l Ledger,
}

fn path_text(path: &Path) -> LedgerResult<String> {
    path.to_str()
        .map(str::to_owned)
        .ok_or_else(|| LedgerError::invalid(format!("the folder {} is not valid Unicode", path.display())))
}

impl<'l> Watches<'l> {
    pub(crate) fn new(ledger: &'l Ledger) -> Self {
        Self { ledger }
    }

    /// Every watch folder, oldest first.
    pub fn list(&self) -> LedgerResult<Vec<WatchFolder>> {
        self.ledger.read(|conn| {
            let mut stmt = conn.prepare(
                "SELECT id, path, created_at, enabled, settings FROM watch_folders ORDER BY created_at, id",
            )?;
            let rows = stmt.query_map([], |r| {
                Ok((
                    r.get::<_, String>(0)?,
                    r.get::<_, String>(1)?,
                    r.get::<_, i64>(2)?,
                    r.get::<_, bool>(3)?,
                    r.get::<_, String>(4)?,
                ))
            })?;
            let mut out = Vec::new();
            for row in rows {
                let (id, path, created, enabled, settings) = row?;
                let settings = serde_json::from_str(&settings).map_err(|e| {
                    LedgerError::corrupt(format!("watch folder {path} has settings {settings} ({e})"))
                })?;
                out.push(WatchFolder {
                    id: uuid_from_text(&id, "watch_folders.id")?,
                    path: PathBuf::from(path),
                    enabled,
                    settings,
                    created_at: from_millis(created, "watch_folders.created_at")?,
                });
            }
            Ok(out)
        })
    }

    /// The watch of `path`, if any.
    pub fn find(&self, path: &Path) -> LedgerResult<Option<WatchFolder>> {
        Ok(self.list()?.into_iter().find(|w| w.path == path))
    }

    /// Watches `path` with `settings` (a folder already watched keeps its id and what it has taken,
    /// with the new settings), enabled.
    pub fn put(&self, path: &Path, settings: &WatchSettings) -> LedgerResult<WatchFolder> {
        let text = path_text(path)?;
        let json = serde_json::to_string(settings).map_err(|e| LedgerError::invalid(e.to_string()))?;
        self.ledger.write(|tx, now| {
            tx.execute(
                "INSERT INTO watch_folders (id, path, created_at, enabled, settings) VALUES (?1, ?2, ?3, 1, ?4) \
                 ON CONFLICT (path) DO UPDATE SET settings = excluded.settings, enabled = 1",
                params![Uuid::new_v4().to_string(), text, codec::to_millis(now), json],
            )?;
            Ok(())
        })?;
        self.find(path)?
            .ok_or_else(|| LedgerError::corrupt(format!("the watch of {text} vanished as it was written")))
    }

    /// Turns a watch on or off (what it has taken is kept).
    pub fn set_enabled(&self, id: Uuid, enabled: bool) -> LedgerResult<()> {
        self.ledger.write(|tx, _| {
            tx.execute(
                "UPDATE watch_folders SET enabled = ?2 WHERE id = ?1",
                params![id.to_string(), enabled],
            )?;
            Ok(())
        })
    }

    /// Stops watching a folder and forgets what it took.
    pub fn remove(&self, id: Uuid) -> LedgerResult<()> {
        self.ledger.write(|tx, _| {
            tx.execute(
                "DELETE FROM watch_seen WHERE watch_id = ?1",
                params![id.to_string()],
            )?;
            tx.execute("DELETE FROM watch_folders WHERE id = ?1", params![id.to_string()])?;
            Ok(())
        })
    }

    /// What the watch took with this content, if it did.
    pub fn seen(&self, watch: Uuid, hash: &str) -> LedgerResult<Option<Seen>> {
        self.ledger.read(|conn| {
            let row = conn
                .query_row(
                    "SELECT path, job_id, outcome, seen_at FROM watch_seen WHERE watch_id = ?1 AND content_hash = ?2",
                    params![watch.to_string(), hash],
                    |r| {
                        Ok((
                            r.get::<_, String>(0)?,
                            r.get::<_, Option<String>>(1)?,
                            r.get::<_, Option<String>>(2)?,
                            r.get::<_, i64>(3)?,
                        ))
                    },
                )
                .optional()?;
            row.map(|(path, job, outcome, at)| {
                Ok(Seen {
                    path: PathBuf::from(path),
                    job_id: job.as_deref().map(|j| uuid_from_text(j, "watch_seen.job_id")).transpose()?,
                    outcome,
                    seen_at: from_millis(at, "watch_seen.seen_at")?,
                })
            })
            .transpose()
        })
    }

    /// Claims the content for the watch, before its dub is added: true when it was not taken yet
    /// (a second claim of the same content, from a copy or a rename, is refused).
    pub fn claim(&self, watch: Uuid, hash: &str, path: &Path) -> LedgerResult<bool> {
        let text = path.to_string_lossy().into_owned();
        self.ledger.write(|tx, now| {
            let added = tx.execute(
                "INSERT OR IGNORE INTO watch_seen (watch_id, content_hash, path, seen_at) VALUES (?1, ?2, ?3, ?4)",
                params![watch.to_string(), hash, text, codec::to_millis(now)],
            )?;
            Ok(added == 1)
        })
    }

    /// Records what became of claimed content: its dub, or why it was not dubbed.
    pub fn settle(&self, watch: Uuid, hash: &str, job: Option<Uuid>, outcome: &str) -> LedgerResult<()> {
        self.ledger.write(|tx, _| {
            tx.execute(
                "UPDATE watch_seen SET job_id = ?3, outcome = ?4 WHERE watch_id = ?1 AND content_hash = ?2",
                params![watch.to_string(), hash, job.map(|j| j.to_string()), outcome],
            )?;
            Ok(())
        })
    }

    /// Gives claimed content back (its dub could not be added for a reason that may pass).
    pub fn release(&self, watch: Uuid, hash: &str) -> LedgerResult<()> {
        self.ledger.write(|tx, _| {
            tx.execute(
                "DELETE FROM watch_seen WHERE watch_id = ?1 AND content_hash = ?2 AND job_id IS NULL",
                params![watch.to_string(), hash],
            )?;
            Ok(())
        })
    }
}
