//! Recently used voices: the voices of the user's recent dubs, read from the dubs table (no table
//! of its own, so it can never disagree with the library). A removed dub no longer counts.

use std::collections::HashMap;

use rusqlite::params;
use time::OffsetDateTime;
use uuid::Uuid;

use super::Ledger;
use super::codec::{from_millis, uuid_from_text};
use super::error::LedgerResult;

/// A voice the user dubbed with, and when last.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RecentVoice {
    pub voice_id: Uuid,
    /// The name of the voice when its newest dub was created.
    pub voice_name: String,
    /// When the newest dub with this voice was created.
    pub last_used_at: OffsetDateTime,
}

/// Repository of recently used voices. Obtain with [`Ledger::recent`].
pub struct Recent<'l> {
    ledger: &'l Ledger,
}

impl<'l> Recent<'l> {
    pub(crate) fn new(ledger: &'l Ledger) -> Self {
        Self { ledger }
    }

    /// The `limit` most recently used voices, newest first.
    pub fn voices(&self, limit: u32) -> LedgerResult<Vec<RecentVoice>> {
        self.ledger.read(|conn| {
            // SQLite takes the bare column (voice_name) from the row that has the max().
            let mut stmt = conn.prepare(
                "SELECT voice_id, voice_name, max(created_at) AS last FROM dubs GROUP BY voice_id \
                 ORDER BY last DESC, voice_id LIMIT ?1",
            )?;
            let rows = stmt.query_map(params![limit], |row| {
                Ok((
                    row.get::<_, String>(0)?,
                    row.get::<_, String>(1)?,
                    row.get::<_, i64>(2)?,
                ))
            })?;
            rows.map(|row| {
                let (id, name, last) = row?;
                Ok(RecentVoice {
                    voice_id: uuid_from_text(&id, "dubs.voice_id")?,
                    voice_name: name,
                    last_used_at: from_millis(last, "dubs.created_at")?,
                })
            })
            .collect()
        })
    }

    /// When each of `ids` was last used, for those that were (uses the `dubs_by_voice` index).
    pub fn last_used(&self, ids: &[Uuid]) -> LedgerResult<HashMap<Uuid, OffsetDateTime>> {
        self.ledger.read(|conn| {
            let mut stmt = conn.prepare("SELECT max(created_at) FROM dubs WHERE voice_id = ?1")?;
            let mut out = HashMap::new();
            for id in ids {
                let last: Option<i64> = stmt.query_row(params![id.to_string()], |row| row.get(0))?;
                if let Some(last) = last {
                    out.insert(*id, from_millis(last, "dubs.created_at")?);
                }
            }
            Ok(out)
        })
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;
    use crate::clock::ManualClock;
    use crate::ledger::{DubInput, DubSpec, NewDub};

    fn dub(voice: Uuid, name: &str) -> NewDub {
        NewDub {
            spec: DubSpec {
                input: DubInput::File {
                    path: "/in/a.wav".into(),
                    size_bytes: 10,
                },
                input_name: "a.wav".to_owned(),
                voice_id: voice,
                voice_name: name.to_owned(),
                pitch_shift: 0,
                separate: true,
                output_dir: "/out".into(),
                local: crate::ledger::LocalWork::default(),
            },
            media: None,
            mix: Default::default(),
        }
    }

    #[test]
    fn the_newest_use_of_each_voice_counts_and_removed_dubs_do_not() {
        let dir = tempfile::tempdir().unwrap();
        let start = time::macros::datetime!(2025-06-01 12:00:00.000 UTC);
        let clock = ManualClock::new(start);
        let ledger = Ledger::open_with_clock(&dir.path().join("l.sqlite3"), Arc::new(clock.clone())).unwrap();
        let (a, b, never) = (Uuid::from_u128(1), Uuid::from_u128(2), Uuid::from_u128(3));
        ledger.dubs().insert(dub(a, "A old")).unwrap();
        clock.advance(time::Duration::minutes(1));
        let b_dub = ledger.dubs().insert(dub(b, "B")).unwrap();
        clock.advance(time::Duration::minutes(1));
        ledger.dubs().insert(dub(a, "A new")).unwrap();

        let recent = ledger.recent().voices(10).unwrap();
        let seen: Vec<_> = recent
            .iter()
            .map(|r| (r.voice_id, r.voice_name.as_str()))
            .collect();
        assert_eq!(seen, [(a, "A new"), (b, "B")]);
        assert_eq!(recent[0].last_used_at, start + time::Duration::minutes(2));
        assert_eq!(ledger.recent().voices(1).unwrap().len(), 1);
        let used = ledger.recent().last_used(&[a, b, never]).unwrap();
        assert_eq!(used.len(), 2);
        assert_eq!(used[&b], start + time::Duration::minutes(1));

        ledger.dubs().cancel(b_dub.id).unwrap();
        ledger.dubs().delete(b_dub.id).unwrap();
        assert!(!ledger.recent().last_used(&[b]).unwrap().contains_key(&b));
    }
}
