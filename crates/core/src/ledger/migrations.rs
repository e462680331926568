//! The ledger's schema history: embedded, ordered, forward-only migrations, each applied in its own
//! transaction and recorded in `schema_migrations(version, name, applied_at)`. A database that
//! records a version this code does not know is refused before anything is written to it.

use std::path::Path;

use rusqlite::{Connection, OptionalExtension, TransactionBehavior};

use super::error::{LedgerError, LedgerResult};

/// One step of the schema history. Versions start at 1 and have no gaps.
pub(crate) struct Migration {
    pub version: i64,
    pub name: &'static str,
    pub sql: &'static str,
}

/// Every migration, in order. Never edit a shipped one: add the next.
pub(crate) const MIGRATIONS: &[Migration] = &[
    Migration {
        version: 1,
        name: "initial",
        sql: include_str!("migrations/0001_initial.sql"),
    },
    Migration {
        version: 2,
        name: "engine_jobs",
        sql: include_str!("migrations/0002_engine_jobs.sql"),
    },
    Migration {
        version: 3,
        name: "failure_params",
        sql: include_str!("migrations/0003_failure_params.sql"),
    },
    Migration {
        version: 4,
        name: "catalogue_pages_avatar_use",
        sql: include_str!("migrations/0004_catalogue_pages_avatar_use.sql"),
    },
    Migration {
        version: 5,
        name: "state_since",
        sql: include_str!("migrations/0005_state_since.sql"),
    },
    Migration {
        version: 6,
        name: "dub_media",
        sql: include_str!("migrations/0006_dub_media.sql"),
    },
    Migration {
        version: 7,
        name: "voice_pitch",
        sql: include_str!("migrations/0007_voice_pitch.sql"),
    },
    Migration {
        version: 8,
        name: "covers",
        sql: include_str!("migrations/0008_covers.sql"),
    },
    Migration {
        version: 9,
        name: "batches",
        sql: include_str!("migrations/0009_batches.sql"),
    },
];

/// The newest schema version this code knows.
pub fn latest_version() -> i64 {
    MIGRATIONS.last().map_or(0, |m| m.version)
}

const CREATE_TRACKING: &str = "CREATE TABLE IF NOT EXISTS schema_migrations (
    version    INTEGER PRIMARY KEY NOT NULL,
    name       TEXT NOT NULL,
    applied_at INTEGER NOT NULL
)";

fn tracking_table_exists(conn: &Connection) -> rusqlite::Result<bool> {
    conn.query_row(
        "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'",
        [],
        |_| Ok(()),
    )
    .optional()
    .map(|found| found.is_some())
}

/// The applied migrations as (version, name), oldest first; empty for a new database.
pub(crate) fn applied(conn: &Connection) -> rusqlite::Result<Vec<(i64, String)>> {
    if !tracking_table_exists(conn)? {
        return Ok(Vec::new());
    }
    let mut stmt = conn.prepare("SELECT version, name FROM schema_migrations ORDER BY version")?;
    let rows = stmt.query_map([], |row| Ok((row.get(0)?, row.get(1)?)))?;
    rows.collect()
}

/// Read-only check, run before the ledger writes anything (even the journal mode): refuses a newer
/// schema and a history that disagrees with ours.
pub(crate) fn check_compatible(conn: &Connection, path: &Path) -> LedgerResult<()> {
    let applied = applied(conn).map_err(|source| LedgerError::Open {
        path: path.to_path_buf(),
        source,
    })?;
    check_history(&applied, path)
}

fn check_history(applied: &[(i64, String)], path: &Path) -> LedgerResult<()> {
    let supported = latest_version();
    if let Some((found, _)) = applied.iter().max_by_key(|(v, _)| *v)
        && *found > supported
    {
        return Err(LedgerError::SchemaTooNew {
            path: path.to_path_buf(),
            found: *found,
            supported,
        });
    }
    for (version, name) in applied {
        let expected = MIGRATIONS.iter().find(|m| m.version == *version);
        match expected {
            Some(m) if m.name == name => {}
            Some(m) => {
                return Err(LedgerError::SchemaMismatch {
                    path: path.to_path_buf(),
                    version: *version,
                    found: name.clone(),
                    expected: m.name.to_owned(),
                });
            }
            None => {
                return Err(LedgerError::SchemaMismatch {
                    path: path.to_path_buf(),
                    version: *version,
                    found: name.clone(),
                    expected: "(no such migration)".to_owned(),
                });
            }
        }
    }
    Ok(())
}

/// Applies every missing migration. Each runs in an IMMEDIATE transaction that first re-reads the
/// history, so two processes opening a new library at once apply each step exactly once.
pub(crate) fn migrate(conn: &mut Connection, path: &Path, now_ms: i64) -> LedgerResult<()> {
    for migration in MIGRATIONS {
        let fail = |source| LedgerError::Migration {
            version: migration.version,
            name: migration.name,
            source,
        };
        let tx = conn
            .transaction_with_behavior(TransactionBehavior::Immediate)
            .map_err(fail)?;
        tx.execute_batch(CREATE_TRACKING).map_err(fail)?;
        let history = applied(&tx).map_err(fail)?;
        // Another process may have moved the schema on while we waited for the write lock.
        check_history(&history, path)?;
        if history.iter().any(|(v, _)| *v == migration.version) {
            continue;
        }
        tx.execute_batch(migration.sql).map_err(fail)?;
        tx.execute(
            "INSERT INTO schema_migrations (version, name, applied_at) VALUES (?1, ?2, ?3)",
            rusqlite::params![migration.version, migration.name, now_ms],
        )
        .map_err(fail)?;
        tx.commit().map_err(fail)?;
        tracing::info!(
            version = migration.version,
            name = migration.name,
            "ledger migrated"
        );
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn versions_are_ordered_without_gaps_and_names_unique() {
        for (i, m) in MIGRATIONS.iter().enumerate() {
            assert_eq!(m.version, i64::try_from(i).unwrap() + 1, "{}", m.name);
            assert!(!m.sql.trim().is_empty());
        }
        let mut names: Vec<_> = MIGRATIONS.iter().map(|m| m.name).collect();
        names.dedup();
        assert_eq!(names.len(), MIGRATIONS.len());
    }

    #[test]
    fn history_checks() {
        let p = Path::new("/x.sqlite3");
        assert!(check_history(&[], p).is_ok());
        assert!(check_history(&[(1, "initial".into())], p).is_ok());
        assert!(matches!(
            check_history(&[(1, "initial".into()), (latest_version() + 1, "future".into())], p),
            Err(LedgerError::SchemaTooNew { found, .. }) if found == latest_version() + 1
        ));
        assert!(matches!(
            check_history(&[(1, "other".into())], p),
            Err(LedgerError::SchemaMismatch { version: 1, .. })
        ));
    }

    #[test]
    fn a_failing_migration_leaves_nothing_behind() {
        let mut conn = Connection::open_in_memory().unwrap();
        let tx = conn
            .transaction_with_behavior(TransactionBehavior::Immediate)
            .unwrap();
        tx.execute_batch(CREATE_TRACKING).unwrap();
        // A half-valid script: the first statement succeeds, the second fails.
        let err = tx
            .execute_batch("CREATE TABLE a (x); CREATE TABLE a (x);")
            .unwrap_err();
        assert!(err.to_string().contains("already exists"));
        drop(tx); // rolls back, as migrate() does on error
        assert!(applied(&conn).unwrap().is_empty());
        let tables: i64 = conn
            .query_row(
                "SELECT count(*) FROM sqlite_master WHERE name IN ('a', 'schema_migrations')",
                [],
                |r| r.get(0),
            )
            .unwrap();
        assert_eq!(tables, 0);
    }
}
