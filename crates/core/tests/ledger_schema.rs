//! The ledger file itself: migrations from empty, pragmas, reopening, refusing a newer schema, and
//! two connections working on one file.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use std::sync::Arc;
use std::thread;

use dubdeck_core::job::DubState;
use dubdeck_core::ledger::{Ledger, LedgerError, latest_schema_version};

#[test]
fn migrates_an_empty_folder_to_the_latest_schema_with_wal() {
    let dir = tempfile::tempdir().unwrap();
    let nested = dir.path().join("a/b");
    let ledger = Ledger::open_in(&nested).unwrap();
    assert_eq!(ledger.path(), nested.join("dubdeck.sqlite3"));
    assert_eq!(ledger.schema_version().unwrap(), latest_schema_version());
    assert!(latest_schema_version() >= 1);
    drop(ledger);

    let raw = rusqlite::Connection::open(nested.join("dubdeck.sqlite3")).unwrap();
    let mode: String = raw.query_row("PRAGMA journal_mode", [], |r| r.get(0)).unwrap();
    assert_eq!(mode, "wal");
    let history: Vec<(i64, String)> = raw
        .prepare("SELECT version, name FROM schema_migrations ORDER BY version")
        .unwrap()
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    assert_eq!(history.first(), Some(&(1, "initial".to_owned())));
    assert_eq!(history.len() as i64, latest_schema_version());
    for table in [
        "dubs",
        "trainings",
        "training_files",
        "voices",
        "favorites",
        "settings",
        "catalogue_cache",
        "avatar_cache",
    ] {
        let n: i64 = raw
            .query_row(
                "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = ?1",
                [table],
                |r| r.get(0),
            )
            .unwrap();
        assert_eq!(n, 1, "table {table} missing");
    }
}

#[test]
fn reopening_keeps_data_and_applies_nothing_twice() {
    let dir = tempfile::tempdir().unwrap();
    let clock = common::clock();
    let id = {
        let ledger = common::open(dir.path(), &clock);
        ledger.dubs().insert(common::file_dub("song.mp3")).unwrap().id
    };
    let ledger = common::open(dir.path(), &clock);
    let dub = ledger.dubs().get(id).unwrap();
    assert_eq!(dub.spec.input_name, "song.mp3");
    assert_eq!(dub.status.state, DubState::Created);
    assert_eq!(ledger.schema_version().unwrap(), latest_schema_version());
    drop(ledger);
    let raw = rusqlite::Connection::open(dir.path().join("dubdeck.sqlite3")).unwrap();
    let rows: i64 = raw
        .query_row("SELECT count(*) FROM schema_migrations", [], |r| r.get(0))
        .unwrap();
    assert_eq!(rows, latest_schema_version());
}

#[test]
fn a_newer_schema_is_refused_and_left_untouched() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("dubdeck.sqlite3");
    drop(Ledger::open(&path).unwrap());
    {
        let raw = rusqlite::Connection::open(&path).unwrap();
        raw.execute(
            "INSERT INTO schema_migrations (version, name, applied_at) VALUES (?1, 'from_the_future', 0)",
            [latest_schema_version() + 7],
        )
        .unwrap();
        // Leave the file in rollback-journal mode so any later WAL switch would show in its bytes.
        let _: String = raw
            .query_row("PRAGMA journal_mode = DELETE", [], |r| r.get(0))
            .unwrap();
    }
    let before = std::fs::read(&path).unwrap();

    let err = Ledger::open(&path).unwrap_err();
    match &err {
        LedgerError::SchemaTooNew { found, supported, .. } => {
            assert_eq!(*found, latest_schema_version() + 7);
            assert_eq!(*supported, latest_schema_version());
        }
        other => panic!("expected SchemaTooNew, got {other:?}"),
    }
    let msg = err.to_string();
    assert!(
        msg.contains("newer version of Dubdeck") && msg.contains("Update Dubdeck"),
        "{msg}"
    );
    assert_eq!(
        std::fs::read(&path).unwrap(),
        before,
        "the newer database was modified"
    );
}

#[test]
fn a_file_that_is_not_a_database_is_a_typed_error() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("dubdeck.sqlite3");
    std::fs::write(
        &path,
        b"this is not sqlite, just some text that is long enough to matter....",
    )
    .unwrap();
    let err = Ledger::open(&path).unwrap_err();
    assert!(matches!(err, LedgerError::Open { .. }), "{err:?}");
    assert!(err.to_string().contains("could not open its library database"));
}

#[test]
fn two_connections_write_concurrently_without_losing_rows() {
    let dir = tempfile::tempdir().unwrap();
    let clock = common::clock();
    let a = common::open(dir.path(), &clock);
    let b = common::open(dir.path(), &clock);
    let handles: Vec<_> = [a.clone(), b.clone()]
        .into_iter()
        .enumerate()
        .map(|(n, ledger)| {
            thread::spawn(move || {
                for i in 0..25 {
                    let dub = ledger
                        .dubs()
                        .insert(common::file_dub(&format!("c{n}-{i}.wav")))
                        .unwrap();
                    ledger
                        .dubs()
                        .update(dub.id, DubState::Created, |s| s.state = DubState::Creating)
                        .unwrap();
                    ledger.favorites().add(uuid::Uuid::new_v4()).unwrap();
                }
            })
        })
        .collect();
    for h in handles {
        h.join().unwrap();
    }
    for ledger in [&a, &b] {
        let all = ledger.dubs().list(&Default::default()).unwrap();
        assert_eq!(all.len(), 50);
        assert!(all.iter().all(|d| d.status.state == DubState::Creating));
        assert_eq!(ledger.favorites().list().unwrap().len(), 50);
    }
}

#[test]
fn a_stale_decision_from_another_connection_is_a_conflict() {
    let dir = tempfile::tempdir().unwrap();
    let clock = common::clock();
    let app = common::open(dir.path(), &clock);
    let cli = common::open(dir.path(), &clock);
    let id = app.dubs().insert(common::file_dub("x.wav")).unwrap().id;
    cli.dubs().cancel(id).unwrap();
    let err = app
        .dubs()
        .update(id, DubState::Created, |s| s.state = DubState::Creating)
        .unwrap_err();
    assert!(
        matches!(&err, LedgerError::StateConflict { actual, .. } if actual == "canceled"),
        "{err:?}"
    );
    assert_eq!(app.dubs().get(id).unwrap().status.state, DubState::Canceled);
}

#[test]
fn ledger_call_runs_on_the_blocking_pool() {
    let dir = tempfile::tempdir().unwrap();
    let ledger = Arc::new(Ledger::open_in(dir.path()).unwrap());
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    let (count, id) = rt.block_on(async {
        let id = ledger
            .call(|l| Ok(l.dubs().insert(common::file_dub("a.wav"))?.id))
            .await
            .unwrap();
        let count = ledger.call(|l| l.dubs().count_active()).await.unwrap();
        (count, id)
    });
    assert_eq!(count, 1);
    let err = rt
        .block_on(ledger.call(move |l| l.dubs().delete(id)))
        .unwrap_err();
    assert!(
        matches!(err, LedgerError::StateConflict { .. }),
        "an active dub must not be deleted"
    );
}
