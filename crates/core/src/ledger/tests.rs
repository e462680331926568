//! Ledger tests that need the raw connection: per-connection pragmas, WAL isolation between two
//! connections, a transaction dropped without commit, a process killed mid-transaction, and rows
//! damaged behind the ledger's back.

use std::path::Path;
use std::process::Command;

use rusqlite::{TransactionBehavior, params};

use super::*;
use crate::job::{Approval, DubId, DubState};
use crate::ledger::dubs::{DubInput, DubSpec};

fn new_dub(name: &str) -> NewDub {
    NewDub {
        spec: DubSpec {
            input: DubInput::File {
                path: format!("/in/{name}").into(),
                size_bytes: 10,
            },
            input_name: name.to_owned(),
            voice_id: uuid::Uuid::from_u128(7),
            voice_name: "V".to_owned(),
            pitch_shift: 0,
            separate: true,
            output_dir: "/out".into(),
            local: crate::ledger::LocalWork::default(),
        },
        media: None,
        mix: Default::default(),
    }
}

fn count_dubs(path: &Path) -> i64 {
    let conn = rusqlite::Connection::open(path).unwrap();
    conn.query_row("SELECT count(*) FROM dubs", [], |r| r.get(0))
        .unwrap()
}

#[test]
fn connection_pragmas_are_durable_settings() {
    let dir = tempfile::tempdir().unwrap();
    let ledger = Ledger::open_in(dir.path()).unwrap();
    ledger.with_conn(|conn| {
        let sync: i64 = conn.query_row("PRAGMA synchronous", [], |r| r.get(0)).unwrap();
        assert_eq!(sync, 2, "synchronous must be FULL");
        let fk: i64 = conn.query_row("PRAGMA foreign_keys", [], |r| r.get(0)).unwrap();
        assert_eq!(fk, 1);
        let mode: String = conn.query_row("PRAGMA journal_mode", [], |r| r.get(0)).unwrap();
        assert_eq!(mode, "wal");
        let timeout: i64 = conn.query_row("PRAGMA busy_timeout", [], |r| r.get(0)).unwrap();
        assert!(timeout >= 1000);
        let cache: i64 = conn.query_row("PRAGMA cache_size", [], |r| r.get(0)).unwrap();
        assert_eq!(
            cache,
            -super::PAGE_CACHE_KIB,
            "the page cache is held to a size in KiB"
        );
    });
}

#[test]
fn foreign_keys_cascade_training_files() {
    let dir = tempfile::tempdir().unwrap();
    let ledger = Ledger::open_in(dir.path()).unwrap();
    let t = ledger
        .trainings()
        .insert(NewTraining {
            spec: TrainingSpec {
                name: "n".into(),
                max_minutes: 5,
                separate: true,
            },
            files: vec![NewTrainingFile {
                path: "/a.wav".into(),
                name: "a.wav".into(),
                size_bytes: 1,
                media: None,
            }],
            approved: false,
        })
        .unwrap();
    ledger.with_conn(|conn| {
        let orphan = conn.execute(
            "INSERT INTO training_files (training_id, position, path, name, size_bytes) VALUES ('nope', 0, 'p', 'n', 1)",
            [],
        );
        assert!(orphan.is_err(), "foreign keys must be enforced");
        conn.execute("DELETE FROM trainings WHERE id = ?1", params![t.id.0.to_string()]).unwrap();
        let files: i64 = conn.query_row("SELECT count(*) FROM training_files", [], |r| r.get(0)).unwrap();
        assert_eq!(files, 0);
    });
}

#[test]
fn a_reader_on_another_connection_never_sees_uncommitted_writes() {
    let dir = tempfile::tempdir().unwrap();
    let writer = Ledger::open_in(dir.path()).unwrap();
    let reader = Ledger::open_in(dir.path()).unwrap();
    writer.dubs().insert(new_dub("committed.wav")).unwrap();
    writer.with_conn(|conn| {
        let tx = conn
            .transaction_with_behavior(TransactionBehavior::Immediate)
            .unwrap();
        let record = DubRecord {
            id: DubId::new_random(),
            created_at: writer.now(),
            updated_at: writer.now(),
            state_since: writer.now(),
            spec: new_dub("uncommitted.wav").spec,
            status: ledger_status_created(),
        };
        dubs::insert_row(&tx, &record).unwrap();
        // WAL: the other connection reads the last committed snapshot while the write is open.
        let seen = reader.dubs().list(&DubQuery::default()).unwrap();
        assert_eq!(seen.len(), 1);
        assert_eq!(seen[0].spec.input_name, "committed.wav");
        drop(tx);
    });
    assert_eq!(reader.dubs().list(&DubQuery::default()).unwrap().len(), 1);
}

#[test]
fn a_transaction_dropped_without_commit_loses_nothing_committed() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("dubdeck.sqlite3");
    let ledger = Ledger::open(&path).unwrap();
    let kept = ledger.dubs().insert(new_dub("kept.wav")).unwrap();
    ledger.with_conn(|conn| {
        let tx = conn
            .transaction_with_behavior(TransactionBehavior::Immediate)
            .unwrap();
        tx.execute("UPDATE dubs SET state = 'done', credits_used = 999", [])
            .unwrap();
        tx.execute("DELETE FROM favorites", []).unwrap();
        // Dropped here without commit, as when a panic unwinds through a write.
    });
    drop(ledger);
    let reopened = Ledger::open(&path).unwrap();
    assert_eq!(reopened.dubs().get(kept.id).unwrap(), kept);
}

/// Environment variable that turns this test binary into the crash victim (see below).
const CRASH_CHILD_ENV: &str = "DUBDECK_LEDGER_CRASH_CHILD";

/// The victim half: opens the ledger, begins a big write, and is killed by `abort()` before the
/// commit. Only runs when the parent test started this binary with `CRASH_CHILD_ENV`.
fn crash_child(path: &Path) -> ! {
    let ledger = Ledger::open(path).unwrap();
    ledger.with_conn(|conn| {
        // A tiny page cache makes SQLite spill the uncommitted pages into the WAL file, the case
        // where recovery matters.
        conn.pragma_update(None, "cache_size", 2).unwrap();
        let tx = conn
            .transaction_with_behavior(TransactionBehavior::Immediate)
            .unwrap();
        tx.execute("UPDATE dubs SET state = 'done', credits_used = 999", [])
            .unwrap();
        for i in 0..2000 {
            let dub = DubRecord {
                id: DubId::new_random(),
                created_at: ledger.now(),
                updated_at: ledger.now(),
                state_since: ledger.now(),
                spec: new_dub(&format!("ghost-{i}-{}.wav", "x".repeat(200))).spec,
                status: ledger_status_created(),
            };
            dubs::insert_row(&tx, &dub).unwrap();
        }
        std::process::abort();
    })
}

fn ledger_status_created() -> dubs::DubStatus {
    dubs::DubStatus {
        state: DubState::Created,
        media: None,
        remote_id: None,
        upload: None,
        remote: None,
        required_credits: None,
        credits_used: None,
        approval: Approval::None,
        schedule: Schedule::default(),
        pending: None,
        failure: None,
        output_path: None,
        bytes_done: 0,
        bytes_total: None,
        upload_bytes: None,
        video_path: None,
        video_error: None,
        mix: Default::default(),
        mix_path: None,
        mix_error: None,
    }
}

#[test]
fn a_process_killed_mid_transaction_loses_nothing_committed() {
    if let Some(path) = std::env::var_os(CRASH_CHILD_ENV) {
        crash_child(Path::new(&path));
    }
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("dubdeck.sqlite3");
    let committed = {
        let ledger = Ledger::open(&path).unwrap();
        let d = ledger.dubs().insert(new_dub("committed.wav")).unwrap();
        ledger
            .dubs()
            .update(d.id, DubState::Created, |s| s.state = DubState::Creating)
            .unwrap()
    };

    let status = Command::new(std::env::current_exe().unwrap())
        .args([
            "--exact",
            "ledger::tests::a_process_killed_mid_transaction_loses_nothing_committed",
            "--nocapture",
        ])
        .env(CRASH_CHILD_ENV, &path)
        .status()
        .unwrap();
    assert!(
        !status.success(),
        "the child must die mid-transaction, it exited with {status}"
    );
    #[cfg(unix)]
    {
        use std::os::unix::process::ExitStatusExt;
        assert_eq!(
            status.signal(),
            Some(6),
            "the child must be killed by SIGABRT, got {status}"
        );
    }
    let wal = path.with_extension("sqlite3-wal");
    assert!(
        wal.exists(),
        "the killed writer should have left a WAL file behind"
    );
    assert!(
        std::fs::metadata(&wal).unwrap().len() > 0,
        "uncommitted pages should have spilled to the WAL"
    );

    let reopened = Ledger::open(&path).unwrap();
    assert_eq!(reopened.dubs().get(committed.id).unwrap(), committed);
    assert_eq!(count_dubs(&path), 1, "uncommitted rows must not appear");
    reopened.with_conn(|conn| {
        let check: String = conn
            .query_row("PRAGMA integrity_check", [], |r| r.get(0))
            .unwrap();
        assert_eq!(check, "ok");
    });
    // And the ledger is writable again at once.
    reopened.dubs().insert(new_dub("after.wav")).unwrap();
    assert_eq!(count_dubs(&path), 2);
}

#[test]
fn a_damaged_row_is_a_corrupt_error_not_a_panic() {
    let dir = tempfile::tempdir().unwrap();
    let ledger = Ledger::open_in(dir.path()).unwrap();
    let d = ledger.dubs().insert(new_dub("a.wav")).unwrap();
    ledger.with_conn(|conn| {
        conn.execute("UPDATE dubs SET state = 'teleporting'", []).unwrap();
    });
    let err = ledger.dubs().get(d.id).unwrap_err();
    assert!(matches!(err, LedgerError::Corrupt { .. }), "{err:?}");
    assert!(err.to_string().contains("teleporting"), "{err}");
    ledger.with_conn(|conn| {
        conn.execute(
            "UPDATE dubs SET state = 'created', remote_json = '{broken', remote_status = 'x'",
            [],
        )
        .unwrap();
    });
    assert!(matches!(
        ledger.dubs().get(d.id),
        Err(LedgerError::Corrupt { .. })
    ));
}

#[test]
fn a_corrupt_setting_is_reported_by_get_and_defaulted_by_snapshot() {
    let dir = tempfile::tempdir().unwrap();
    let ledger = Ledger::open_in(dir.path()).unwrap();
    ledger.settings().put_raw_for_test("theme", "\"purple\"").unwrap();
    assert!(matches!(
        ledger.settings().get::<ThemeSetting>(),
        Err(LedgerError::Corrupt { .. })
    ));
    assert_eq!(ledger.settings().snapshot().unwrap().theme, Theme::System);
    ledger.settings().set::<ThemeSetting>(&Theme::Light).unwrap();
    assert_eq!(ledger.settings().get::<ThemeSetting>().unwrap(), Theme::Light);
}

#[test]
fn the_language_is_remembered_and_one_this_build_lacks_follows_the_system() {
    use crate::i18n::Language;
    let dir = tempfile::tempdir().unwrap();
    let ledger = Ledger::open_in(dir.path()).unwrap();
    assert_eq!(ledger.settings().snapshot().unwrap().language, None);
    ledger
        .settings()
        .set::<LanguageSetting>(&Some(Language::Ja))
        .unwrap();
    assert_eq!(ledger.settings().snapshot().unwrap().language, Some(Language::Ja));
    // Chosen in a newer Dubdeck that speaks German, then opened in this one.
    ledger.settings().put_raw_for_test("language", "\"de\"").unwrap();
    assert_eq!(ledger.settings().snapshot().unwrap().language, None);
}

#[test]
fn a_video_error_is_stored_typed_and_an_older_versions_text_still_loads() {
    use crate::codes::{IoProblem, VideoStep};
    use crate::job::VideoError;
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("dubdeck.sqlite3");
    let (typed, old) = {
        let ledger = Ledger::open(&path).unwrap();
        let typed = ledger.dubs().insert(new_dub("typed.mkv")).unwrap();
        let full = VideoError::io(
            VideoStep::Place,
            &std::io::Error::from(std::io::ErrorKind::StorageFull),
        );
        ledger
            .dubs()
            .update(typed.id, DubState::Created, |s| s.video_error = Some(full))
            .unwrap();
        (typed.id, ledger.dubs().insert(new_dub("old.mkv")).unwrap().id)
    };
    // As a version before typed reasons wrote it: English text in the column.
    let conn = rusqlite::Connection::open(&path).unwrap();
    conn.execute(
        "UPDATE dubs SET video_error = 'the output folder is full' WHERE id = ?1",
        params![old.0.to_string()],
    )
    .unwrap();
    let stored: String = conn
        .query_row(
            "SELECT video_error FROM dubs WHERE id = ?1",
            params![typed.0.to_string()],
            |r| r.get(0),
        )
        .unwrap();
    assert!(stored.contains(r#""step":"place""#), "{stored}");
    drop(conn);

    let ledger = Ledger::open(&path).unwrap();
    let typed = ledger.dubs().get(typed).unwrap().status.video_error.unwrap();
    assert_eq!(
        (typed.step, typed.io),
        (VideoStep::Place, Some(IoProblem::StorageFull))
    );
    let old = ledger.dubs().get(old).unwrap().status.video_error.unwrap();
    assert_eq!(old.step, VideoStep::Other);
    assert_eq!(old.detail.as_deref(), Some("the output folder is full"));
}
