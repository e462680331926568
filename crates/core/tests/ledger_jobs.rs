//! Dub and training rows: every state change persisted in one transaction, checked moves, the
//! pending network call recorded before it is made, scheduling queries.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use dubdeck_core::ledger::JobStatusFields;
use std::path::PathBuf;

use dubdeck_core::clock::Clock;
use dubdeck_core::job::{Approval, DubState, FailureCode, JobFailure, MediaSummary, TrainingState};
use dubdeck_core::ledger::{
    DubQuery, LedgerError, NewTraining, NewTrainingFile, PendingKind, RemoteObservation, TrainingSpec,
    UploadTarget,
};
use serde_json::json;
use time::Duration;
use uuid::Uuid;

#[test]
fn a_dub_walks_the_whole_pipeline_and_every_step_survives_a_reopen() {
    let dir = tempfile::tempdir().unwrap();
    let clock = common::clock();
    let remote = Uuid::new_v4();
    let id = common::open(dir.path(), &clock)
        .dubs()
        .insert(common::file_dub("song.mp3"))
        .unwrap()
        .id;

    // Each step is written by one handle and checked through a fresh one, as after a restart.
    let step = |expected: DubState, change: &dyn Fn(&mut dubdeck_core::ledger::DubStatus)| {
        clock.advance(Duration::seconds(3));
        let ledger = common::open(dir.path(), &clock);
        let written = ledger.dubs().update(id, expected, |s| change(s)).unwrap();
        drop(ledger);
        let reread = common::open(dir.path(), &clock).dubs().get(id).unwrap();
        assert_eq!(reread, written, "step from {expected} not persisted as returned");
        assert_eq!(reread.updated_at, clock.now());
        reread
    };

    let at = clock.now();
    let d = step(DubState::Created, &|s| {
        s.state = DubState::Creating;
        s.begin(PendingKind::CreateDubSent, at);
    });
    assert_eq!(d.status.pending.map(|p| p.kind), Some(PendingKind::CreateDubSent));

    let expires = clock.now() + Duration::hours(1);
    let d = step(DubState::Creating, &|s| {
        s.settle();
        s.state = DubState::Uploading;
        s.remote_id = Some(remote);
        s.upload = Some(UploadTarget {
            url: "http://127.0.0.1:1/uploads/k?sig=1".into(),
            expires_at: Some(expires),
        });
        s.bytes_total = Some(4_000_000);
    });
    assert_eq!(d.status.remote_id, Some(remote));
    assert_eq!(d.status.upload.as_ref().unwrap().expires_at, Some(expires));
    assert_eq!(d.status.pending, None);

    let observed = clock.now();
    let d = step(DubState::Uploading, &|s| {
        s.state = DubState::Preprocessing;
        s.bytes_done = 4_000_000;
        s.remote = Some(RemoteObservation {
            status: "preprocessed".into(),
            json: json!({"id": remote, "status": "preprocessed", "requiredCredits": 20, "futureField": [1, 2]}),
            observed_at: observed,
        });
        s.required_credits = Some(20);
        s.schedule.poll_count = 4;
    });
    assert_eq!(
        d.status.remote.as_ref().unwrap().json["futureField"],
        json!([1, 2])
    );

    let d = step(DubState::Preprocessing, &|s| s.state = DubState::AwaitingApproval);
    assert_eq!(d.status.approval, Approval::None);
    let approved = common::open(dir.path(), &clock).dubs().approve(id).unwrap();
    assert_eq!(approved.status.approval, Approval::Approved);
    assert_eq!(approved.status.schedule.next_poll_at, Some(clock.now()));

    // The spend is recorded as pending BEFORE the call: a crash here leaves generate_sent behind.
    let sent_at = clock.now();
    let d = step(DubState::AwaitingApproval, &|s| {
        s.state = DubState::Generating;
        s.begin(PendingKind::GenerateSent, sent_at);
    });
    let pending = d.status.pending.unwrap();
    assert!(pending.kind.spends_credits());
    assert_eq!(pending.since, sent_at);

    let d = step(DubState::Generating, &|s| {
        s.settle();
        s.state = DubState::Processing;
        s.credits_used = Some(20);
    });
    assert_eq!(d.status.credits_used, Some(20));
    let d = step(DubState::Processing, &|s| s.state = DubState::Downloading);
    assert_eq!(d.status.state, DubState::Downloading);
    let d = step(DubState::Downloading, &|s| {
        s.state = DubState::Done;
        s.output_path = Some(PathBuf::from("/out/song (Nova).mp3"));
    });
    assert_eq!(
        d.status.output_path.as_deref(),
        Some(std::path::Path::new("/out/song (Nova).mp3"))
    );
    assert!(
        common::open(dir.path(), &clock)
            .dubs()
            .unfinished()
            .unwrap()
            .is_empty()
    );
}

#[test]
fn an_illegal_move_or_stale_expectation_writes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let clock = common::clock();
    let ledger = common::open(dir.path(), &clock);
    let before = ledger.dubs().insert(common::file_dub("a.wav")).unwrap();

    let err = ledger
        .dubs()
        .update(before.id, DubState::Created, |s| {
            s.state = DubState::Generating; // skipping creation, upload and approval
            s.credits_used = Some(99);
        })
        .unwrap_err();
    assert!(matches!(err, LedgerError::IllegalTransition { .. }), "{err:?}");
    assert!(err.to_string().contains("cannot move from created to generating"));

    let err = ledger
        .dubs()
        .update(before.id, DubState::Uploading, |s| {
            s.state = DubState::Preprocessing
        })
        .unwrap_err();
    assert!(matches!(err, LedgerError::StateConflict { .. }), "{err:?}");

    assert_eq!(ledger.dubs().get(before.id).unwrap(), before);
    let missing = ledger
        .dubs()
        .update(dubdeck_core::job::DubId(Uuid::nil()), DubState::Created, |_| {});
    assert!(matches!(missing, Err(LedgerError::NotFound { kind: "dub", .. })));
}

#[test]
fn failure_retry_and_cancel() {
    let dir = tempfile::tempdir().unwrap();
    let clock = common::clock();
    let ledger = common::open(dir.path(), &clock);
    let id = ledger.dubs().insert(common::file_dub("a.wav")).unwrap().id;
    ledger
        .dubs()
        .update(id, DubState::Created, |s| s.state = DubState::Creating)
        .unwrap();
    let failed = ledger
        .dubs()
        .update(id, DubState::Creating, |s| {
            s.schedule.record_failure();
            s.fail(JobFailure::Network {
                address: Some("https://api.example/".into()),
                problem: None,
                detail: None,
            });
        })
        .unwrap();
    assert_eq!(failed.status.state, DubState::Failed);
    assert_eq!(
        failed.status.failure.as_ref().unwrap().code(),
        FailureCode::Network
    );
    assert_eq!(
        ledger.dubs().get(id).unwrap().status.failure,
        failed.status.failure,
        "the failure's parameters are stored"
    );
    assert_eq!(failed.status.schedule.total_attempts, 1);
    assert!(
        ledger.dubs().unfinished().unwrap().is_empty(),
        "failed jobs wait for Retry"
    );

    let retried = ledger
        .dubs()
        .update(id, DubState::Failed, |s| {
            s.state = DubState::Creating;
            s.failure = None;
            s.schedule.next_poll_at = Some(clock.now());
        })
        .unwrap();
    assert_eq!(retried.status.failure, None);
    assert_eq!(ledger.dubs().unfinished().unwrap().len(), 1);

    let canceled = ledger.dubs().cancel(id).unwrap();
    assert_eq!(canceled.status.state, DubState::Canceled);
    assert!(matches!(
        ledger.dubs().cancel(id),
        Err(LedgerError::StateConflict { .. })
    ));
    ledger.dubs().delete(id).unwrap();
    assert!(ledger.dubs().find(id).unwrap().is_none());
}

#[test]
fn waiting_for_credits_returns_to_the_step_that_needed_them() {
    let dir = tempfile::tempdir().unwrap();
    let clock = common::clock();
    let ledger = common::open(dir.path(), &clock);
    let id = ledger
        .dubs()
        .insert(common::link_dub("https://example.com/clip.mp4"))
        .unwrap()
        .id;
    for (from, to) in [
        (DubState::Created, DubState::Creating),
        (DubState::Creating, DubState::Preprocessing),
        (DubState::Preprocessing, DubState::Generating),
        (DubState::Generating, DubState::WaitingCredits),
        (DubState::WaitingCredits, DubState::Generating),
    ] {
        let rec = ledger.dubs().update(id, from, |s| s.state = to).unwrap();
        assert_eq!(rec.status.state, to);
    }
    let rec = ledger.dubs().get(id).unwrap();
    assert!(matches!(
        rec.spec.input,
        dubdeck_core::ledger::DubInput::Link { .. }
    ));
}

#[test]
fn scheduling_queries_follow_next_poll_at() {
    let dir = tempfile::tempdir().unwrap();
    let clock = common::clock();
    let ledger = common::open(dir.path(), &clock);
    let now = clock.now();
    let ids: Vec<_> = (0..4)
        .map(|i| {
            ledger
                .dubs()
                .insert(common::file_dub(&format!("{i}.wav")))
                .unwrap()
                .id
        })
        .collect();
    let offsets = [
        Duration::seconds(10),
        Duration::seconds(-5),
        Duration::seconds(-20),
        Duration::seconds(1),
    ];
    for (id, off) in ids.iter().zip(offsets) {
        ledger
            .dubs()
            .update(*id, DubState::Created, |s| {
                s.schedule.next_poll_at = Some(now + off)
            })
            .unwrap();
    }
    ledger.dubs().cancel(ids[3]).unwrap(); // canceled jobs are never due
    let due: Vec<_> = ledger
        .dubs()
        .due(now, 10)
        .unwrap()
        .into_iter()
        .map(|d| d.id)
        .collect();
    assert_eq!(due, vec![ids[2], ids[1]]);
    assert_eq!(ledger.dubs().due(now, 1).unwrap().len(), 1);
    assert_eq!(
        ledger.dubs().next_due_at().unwrap(),
        Some(now - Duration::seconds(20))
    );
    assert_eq!(ledger.dubs().count_active().unwrap(), 3);
}

#[test]
fn listing_by_state_and_voice_newest_first() {
    let dir = tempfile::tempdir().unwrap();
    let clock = common::clock();
    let ledger = common::open(dir.path(), &clock);
    let mut other = common::file_dub("other.wav");
    other.spec.voice_id = Uuid::new_v4();
    let first = ledger.dubs().insert(common::file_dub("1.wav")).unwrap().id;
    clock.advance(Duration::seconds(1));
    let second = ledger.dubs().insert(common::file_dub("2.wav")).unwrap().id;
    clock.advance(Duration::seconds(1));
    ledger.dubs().insert(other).unwrap();
    ledger.dubs().cancel(first).unwrap();

    let by_voice: Vec<_> = ledger
        .dubs()
        .list(&DubQuery::with_voice(common::VOICE))
        .unwrap()
        .into_iter()
        .map(|d| d.id)
        .collect();
    assert_eq!(by_voice, vec![second, first]);
    assert_eq!(ledger.dubs().list(&DubQuery::active()).unwrap().len(), 2);
    let canceled = ledger
        .dubs()
        .list(&DubQuery::in_states(&[DubState::Canceled]))
        .unwrap();
    assert_eq!(canceled.len(), 1);
    assert_eq!(canceled[0].id, first);
    let limited = DubQuery {
        limit: Some(1),
        ..DubQuery::default()
    };
    assert_eq!(ledger.dubs().list(&limited).unwrap().len(), 1);
}

#[test]
fn progress_is_recorded_without_a_state_change() {
    let dir = tempfile::tempdir().unwrap();
    let clock = common::clock();
    let ledger = common::open(dir.path(), &clock);
    let id = ledger.dubs().insert(common::file_dub("a.wav")).unwrap().id;
    ledger.dubs().set_progress(id, 1234, Some(5000)).unwrap();
    let d = common::open(dir.path(), &clock).dubs().get(id).unwrap();
    assert_eq!(
        (d.status.bytes_done, d.status.bytes_total, d.status.state),
        (1234, Some(5000), DubState::Created)
    );
    assert!(matches!(
        ledger
            .dubs()
            .set_progress(dubdeck_core::job::DubId(Uuid::nil()), 1, None),
        Err(LedgerError::NotFound { .. })
    ));
}

#[test]
fn a_job_keeps_when_its_state_began_across_polls_progress_and_reopens() {
    let dir = tempfile::tempdir().unwrap();
    let clock = common::clock();
    let ledger = common::open(dir.path(), &clock);
    let created = clock.now();
    let id = ledger.dubs().insert(common::file_dub("a.wav")).unwrap().id;
    assert_eq!(ledger.dubs().get(id).unwrap().state_since, created);

    clock.advance(Duration::seconds(5));
    let began = clock.now();
    let d = ledger
        .dubs()
        .update(id, DubState::Created, |s| s.state = DubState::Creating)
        .unwrap();
    assert_eq!(d.state_since, began);

    // Progress, and a write that keeps the state (a poll), move the row, not the state's start.
    clock.advance(Duration::seconds(30));
    ledger.dubs().set_progress(id, 10, Some(100)).unwrap();
    clock.advance(Duration::seconds(30));
    let d = ledger
        .dubs()
        .update(id, DubState::Creating, |s| s.bytes_done = 50)
        .unwrap();
    assert_eq!((d.updated_at, d.state_since), (clock.now(), began));
    let reopened = common::open(dir.path(), &clock).dubs().get(id).unwrap();
    assert_eq!(reopened.state_since, began, "a restart lost when the state began");

    clock.advance(Duration::seconds(5));
    let d = ledger
        .dubs()
        .update(id, DubState::Creating, |s| s.state = DubState::Uploading)
        .unwrap();
    assert_eq!(d.state_since, clock.now());
}

#[test]
fn bad_dub_input_is_refused_before_storage() {
    let dir = tempfile::tempdir().unwrap();
    let clock = common::clock();
    let ledger = common::open(dir.path(), &clock);
    let mut pitch = common::file_dub("a.wav");
    pitch.spec.pitch_shift = 25;
    let err = ledger.dubs().insert(pitch).unwrap_err();
    assert!(err.to_string().contains("-24 to 24"), "{err}");
    let err = ledger
        .dubs()
        .insert(common::link_dub("ftp://example.com/a.mp3"))
        .unwrap_err();
    assert!(err.to_string().contains("only http and https"), "{err}");
    assert!(ledger.dubs().list(&DubQuery::default()).unwrap().is_empty());
}

fn training(files: usize) -> NewTraining {
    NewTraining {
        spec: TrainingSpec {
            name: "My Voice".into(),
            max_minutes: 10,
            separate: true,
        },
        files: (0..files)
            .map(|i| NewTrainingFile {
                path: PathBuf::from(format!("/train/{i}.wav")),
                name: format!("{i}.wav"),
                size_bytes: 1000 + i as u64,
                media: Some(MediaSummary {
                    duration_ms: 60_000,
                    format: "wav/pcm_s16le".into(),
                }),
            })
            .collect(),
        approved: true,
    }
}

#[test]
fn a_training_and_its_files_persist_each_step() {
    let dir = tempfile::tempdir().unwrap();
    let clock = common::clock();
    let ledger = common::open(dir.path(), &clock);
    let t = ledger.trainings().insert(training(3)).unwrap();
    assert_eq!(t.files.len(), 3);
    assert_eq!(t.status.approval, Approval::Approved);
    let voice = Uuid::new_v4();
    ledger
        .trainings()
        .update(t.id, TrainingState::Created, |s, _| {
            s.state = TrainingState::Creating
        })
        .unwrap();
    let t2 = ledger
        .trainings()
        .update(t.id, TrainingState::Creating, |s, files| {
            s.state = TrainingState::Uploading;
            s.remote_voice_id = Some(voice);
            s.required_credits = Some(100);
            for (i, f) in files.iter_mut().enumerate() {
                f.target = Some(UploadTarget {
                    url: format!("http://127.0.0.1:1/uploads/{i}"),
                    expires_at: None,
                });
            }
            files[0].uploaded = true;
            files[0].bytes_done = 1000;
        })
        .unwrap();
    ledger.trainings().set_file_progress(t.id, 1, 500).unwrap();
    let sent = clock.now();
    ledger
        .trainings()
        .update(t.id, TrainingState::Uploading, |s, _| {
            s.state = TrainingState::Cloning;
            s.begin(PendingKind::CloneSent, sent);
        })
        .unwrap();

    let reread = common::open(dir.path(), &clock).trainings().get(t.id).unwrap();
    assert_eq!(reread.status.state, TrainingState::Cloning);
    assert_eq!(reread.status.pending.unwrap().kind, PendingKind::CloneSent);
    assert_eq!(reread.status.remote_voice_id, Some(voice));
    assert_eq!(reread.files[0].upload, t2.files[0].upload);
    assert!(reread.files[0].upload.uploaded);
    assert_eq!(reread.files[1].upload.bytes_done, 500);
    assert_eq!(
        reread.files[2].upload.target.as_ref().unwrap().url,
        "http://127.0.0.1:1/uploads/2"
    );
    assert_eq!(reread.files[2].spec.media.as_ref().unwrap().duration_ms, 60_000);
    assert_eq!(ledger.trainings().unfinished().unwrap().len(), 1);

    let err = ledger
        .trainings()
        .update(t.id, TrainingState::Cloning, |s, _| {
            s.state = TrainingState::Uploading
        })
        .unwrap_err();
    assert!(matches!(err, LedgerError::IllegalTransition { .. }));
    ledger.trainings().cancel(t.id).unwrap();
    assert!(ledger.trainings().unfinished().unwrap().is_empty());
    assert_eq!(ledger.trainings().list().unwrap().len(), 1);
}

#[test]
fn training_limits_from_the_interface_are_enforced() {
    let dir = tempfile::tempdir().unwrap();
    let clock = common::clock();
    let ledger = common::open(dir.path(), &clock);
    assert!(ledger.trainings().insert(training(0)).is_err());
    assert!(ledger.trainings().insert(training(6)).is_err());
    let mut long_name = training(1);
    long_name.spec.name = "x".repeat(51);
    assert!(ledger.trainings().insert(long_name).is_err());
    let mut minutes = training(1);
    minutes.spec.max_minutes = 61;
    let err = ledger.trainings().insert(minutes).unwrap_err();
    assert!(err.to_string().contains("5 to 60"), "{err}");
    let mut ok = training(5);
    ok.spec.name = "é".repeat(50); // 50 characters, 100 bytes
    assert!(ledger.trainings().insert(ok).is_ok());
}

#[test]
fn training_due_queries() {
    let dir = tempfile::tempdir().unwrap();
    let clock = common::clock();
    let ledger = common::open(dir.path(), &clock);
    let t = ledger.trainings().insert(training(1)).unwrap();
    assert!(ledger.trainings().due(clock.now(), 5).unwrap().is_empty());
    let when = clock.now() + Duration::seconds(3);
    ledger
        .trainings()
        .update(t.id, TrainingState::Created, |s, _| {
            s.schedule.next_poll_at = Some(when)
        })
        .unwrap();
    assert_eq!(ledger.trainings().next_due_at().unwrap(), Some(when));
    clock.advance(Duration::seconds(3));
    assert_eq!(ledger.trainings().due(clock.now(), 5).unwrap().len(), 1);
}

#[test]
fn failures_stored_by_an_older_version_still_load_with_their_words_as_theirs() {
    let dir = tempfile::tempdir().unwrap();
    let clock = common::clock();
    let ledger = common::open(dir.path(), &clock);
    let ids: Vec<_> = (0..5)
        .map(|n| {
            ledger
                .dubs()
                .insert(common::file_dub(&format!("old{n}.mp3")))
                .unwrap()
                .id
        })
        .collect();
    drop(ledger);
    // Rows as an older version wrote them: the client's English as `detail` or `reason`, no
    // values beside it.
    let old = [
        (
            "server_error",
            r#"{"code":"server_error","status":502,"address":"https://api.example/","detail":"The service failed with an internal error (HTTP 502)."}"#,
        ),
        (
            "upload_failed",
            r#"{"code":"upload_failed","detail":"the service created the dub without an upload address"}"#,
        ),
        (
            "download_failed",
            r#"{"code":"download_failed","detail":"The download ended early: got 5 of 10 bytes."}"#,
        ),
        (
            "media_failed",
            r#"{"code":"media_failed","path":"/music/old3.mp3","reason":"ffmpeg is not installed"}"#,
        ),
        (
            "network",
            r#"{"code":"network","address":"https://api.example/","detail":"The service could not be reached."}"#,
        ),
    ];
    let raw = rusqlite::Connection::open(dir.path().join("dubdeck.sqlite3")).unwrap();
    for (id, (code, params)) in ids.iter().zip(old) {
        raw.execute(
            "UPDATE dubs SET state = 'failed', error_code = ?2, error_params = ?3 WHERE id = ?1",
            rusqlite::params![id.to_string(), code, params],
        )
        .unwrap();
    }
    drop(raw);
    let ledger = common::open(dir.path(), &clock);
    let failure = |n: usize| ledger.dubs().get(ids[n]).unwrap().status.failure.unwrap();
    assert_eq!(
        failure(0),
        JobFailure::ServerError {
            status: Some(502),
            address: Some("https://api.example/".into()),
            location: None,
            detail: Some("The service failed with an internal error (HTTP 502).".into()),
        }
    );
    assert_eq!(
        failure(1),
        JobFailure::UploadFailed {
            status: None,
            addresses: None,
            files: None,
            detail: Some("the service created the dub without an upload address".into()),
        }
    );
    assert!(matches!(
        failure(2),
        JobFailure::DownloadFailed {
            expected_bytes: None,
            detail: Some(_),
            ..
        }
    ));
    assert!(matches!(
        failure(3),
        JobFailure::MediaFailed {
            tool: None,
            problem: None,
            io: None,
            reason: Some(_),
            ..
        }
    ));
    assert_eq!(
        failure(4),
        JobFailure::Network {
            address: Some("https://api.example/".into()),
            problem: None,
            detail: Some("The service could not be reached.".into()),
        }
    );
}
