//! The user's library beside the jobs: custom voices, favorites, settings and the caches.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use std::path::PathBuf;

use dubdeck_core::clock::Clock;
use dubdeck_core::ledger::{
    AutoApproveUpTo, BaseUrl, CreditsPage, LastVoice, LedgerError, NewTraining, NewTrainingFile,
    Notifications, OutputDir, ReduceMotion, Theme, ThemeSetting, TrainingSpec, VoiceSettings, Zoom,
};
use serde_json::json;
use time::Duration;
use uuid::Uuid;

#[test]
fn custom_voices_are_upserted_and_survive_reopen() {
    let dir = tempfile::tempdir().unwrap();
    let clock = common::clock();
    let ledger = common::open(dir.path(), &clock);
    let training = ledger
        .trainings()
        .insert(NewTraining {
            spec: TrainingSpec {
                name: "Mine".into(),
                max_minutes: 5,
                separate: false,
            },
            files: vec![NewTrainingFile {
                path: PathBuf::from("/t.wav"),
                name: "t.wav".into(),
                size_bytes: 1,
                media: None,
            }],
            approved: true,
        })
        .unwrap();
    let id = Uuid::new_v4();
    let created = ledger
        .voices()
        .upsert(id, "Mine", "new", Some(training.id))
        .unwrap();
    clock.advance(Duration::seconds(30));
    let updated = ledger.voices().upsert(id, "Mine", "queued", None).unwrap();
    assert_eq!(updated.created_at, created.created_at);
    assert_eq!(
        updated.training_id,
        Some(training.id),
        "an update without a training keeps the link"
    );
    ledger.voices().set_status(id, "some_future_status").unwrap();

    let reread = common::open(dir.path(), &clock);
    let v = reread.voices().get(id).unwrap().unwrap();
    assert_eq!(v.status, "some_future_status");
    assert_eq!(v.updated_at, clock.now());
    assert_eq!(reread.voices().list().unwrap().len(), 1);
    assert!(matches!(
        reread.voices().set_status(Uuid::nil(), "done"),
        Err(LedgerError::NotFound { .. })
    ));
    assert!(reread.voices().remove(id).unwrap());
    assert!(!reread.voices().remove(id).unwrap());
}

#[test]
fn favorites_are_a_set_in_starring_order() {
    let dir = tempfile::tempdir().unwrap();
    let clock = common::clock();
    let ledger = common::open(dir.path(), &clock);
    let (a, b) = (Uuid::new_v4(), Uuid::new_v4());
    assert!(ledger.favorites().add(b).unwrap());
    clock.advance(Duration::seconds(1));
    assert!(ledger.favorites().add(a).unwrap());
    assert!(!ledger.favorites().add(b).unwrap());
    assert_eq!(
        common::open(dir.path(), &clock).favorites().list().unwrap(),
        vec![b, a]
    );
    assert!(ledger.favorites().contains(a).unwrap());
    assert!(ledger.favorites().remove(a).unwrap());
    assert!(!ledger.favorites().contains(a).unwrap());
}

#[test]
fn settings_have_typed_defaults_and_round_trip() {
    let dir = tempfile::tempdir().unwrap();
    let clock = common::clock();
    let ledger = common::open(dir.path(), &clock);
    let s = ledger.settings();
    let defaults = s.snapshot().unwrap();
    assert_eq!(defaults.output_dir, None);
    assert_eq!(defaults.auto_approve_up_to, 0);
    assert!(defaults.notifications);
    assert_eq!(defaults.theme, Theme::System);
    assert!(!defaults.reduce_motion);
    assert_eq!(defaults.base_url, None);

    let voice = Uuid::new_v4();
    s.set::<OutputDir>(&Some(PathBuf::from("/home/u/Dubs"))).unwrap();
    s.set::<AutoApproveUpTo>(&50).unwrap();
    s.set::<Notifications>(&false).unwrap();
    s.set::<ThemeSetting>(&Theme::Dark).unwrap();
    s.set::<ReduceMotion>(&true).unwrap();
    s.set::<BaseUrl>(&Some("http://127.0.0.1:8787/".parse().unwrap()))
        .unwrap();
    s.set::<LastVoice>(&Some(voice)).unwrap();
    s.set_voice_settings(
        voice,
        VoiceSettings {
            pitch_shift: 12,
            separate: false,
        },
    )
    .unwrap();

    let reopened = common::open(dir.path(), &clock);
    let r = reopened.settings();
    let snap = r.snapshot().unwrap();
    assert_eq!(snap.output_dir, Some(PathBuf::from("/home/u/Dubs")));
    assert_eq!(snap.auto_approve_up_to, 50);
    assert!(!snap.notifications);
    assert_eq!(snap.theme, Theme::Dark);
    assert!(snap.reduce_motion);
    assert_eq!(snap.base_url.unwrap().as_str(), "http://127.0.0.1:8787/");
    assert_eq!(snap.last_voice, Some(voice));
    assert_eq!(
        r.voice_settings(voice).unwrap(),
        Some(VoiceSettings {
            pitch_shift: 12,
            separate: false
        })
    );
    assert_eq!(r.voice_settings(Uuid::new_v4()).unwrap(), None);

    r.reset::<ThemeSetting>().unwrap();
    assert_eq!(r.get::<ThemeSetting>().unwrap(), Theme::System);
}

#[test]
fn invalid_setting_values_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    let clock = common::clock();
    let ledger = common::open(dir.path(), &clock);
    let s = ledger.settings();
    let err = s
        .set::<BaseUrl>(&Some("ftp://example.com/".parse().unwrap()))
        .unwrap_err();
    assert!(matches!(err, LedgerError::InvalidInput { .. }), "{err:?}");
    assert!(s.set::<OutputDir>(&Some(PathBuf::from("relative/dir"))).is_err());
    assert!(
        s.set_voice_settings(
            Uuid::new_v4(),
            VoiceSettings {
                pitch_shift: -30,
                separate: true
            }
        )
        .is_err()
    );
    assert_eq!(s.get::<BaseUrl>().unwrap(), None);
    // The credits page opens in the browser: https, or http to this computer only.
    assert!(
        s.set::<CreditsPage>(&Some("http://example.com/buy".parse().unwrap()))
            .is_err()
    );
    s.set::<CreditsPage>(&Some("https://example.com/buy".parse().unwrap()))
        .unwrap();
    assert_eq!(
        s.snapshot().unwrap().credits_page.map(|u| u.to_string()),
        Some("https://example.com/buy".to_owned())
    );
    // The zoom stays within half and three times the drawn size.
    for bad in [0.25, 3.5, f64::NAN] {
        assert!(s.set::<Zoom>(&bad).is_err(), "{bad}");
    }
    assert_eq!(s.snapshot().unwrap().zoom, 1.0);
    s.set::<Zoom>(&2.0).unwrap();
    assert_eq!(s.snapshot().unwrap().zoom, 2.0);
}

#[test]
fn catalogue_cache_keeps_whole_objects_and_prunes_by_age() {
    let dir = tempfile::tempdir().unwrap();
    let clock = common::clock();
    let ledger = common::open(dir.path(), &clock);
    let (a, b, c) = (Uuid::new_v4(), Uuid::new_v4(), Uuid::new_v4());
    ledger
        .catalogue()
        .put_many(&[(a, json!({"id": a, "name": "A", "newField": true}))])
        .unwrap();
    clock.advance(Duration::days(2));
    ledger
        .catalogue()
        .put_many(&[
            (b, json!({"id": b, "name": "B"})),
            (a, json!({"id": a, "name": "A2"})),
        ])
        .unwrap();
    let got = ledger.catalogue().get_many(&[b, c, a]).unwrap();
    assert_eq!(got.iter().map(|e| e.voice_id).collect::<Vec<_>>(), vec![b, a]);
    assert_eq!(got[1].json["name"], "A2");
    assert_eq!(got[1].fetched_at, clock.now());
    assert_eq!(
        ledger
            .catalogue()
            .prune_older_than(clock.now() - Duration::days(1))
            .unwrap(),
        0
    );
    clock.advance(Duration::days(10));
    ledger.catalogue().put_many(&[(c, json!({"id": c}))]).unwrap();
    assert_eq!(
        ledger
            .catalogue()
            .prune_older_than(clock.now() - Duration::days(1))
            .unwrap(),
        2
    );
    assert!(ledger.catalogue().get(a).unwrap().is_none());
    assert!(ledger.catalogue().get(c).unwrap().is_some());
}

#[test]
fn avatar_cache_index() {
    let dir = tempfile::tempdir().unwrap();
    let clock = common::clock();
    let ledger = common::open(dir.path(), &clock);
    let (a, b) = (Uuid::new_v4(), Uuid::new_v4());
    ledger
        .avatars()
        .put(
            a,
            "webp",
            &dir.path().join("avatars/a.webp"),
            Some("\"e1\""),
            2048,
        )
        .unwrap();
    clock.advance(Duration::seconds(5));
    ledger
        .avatars()
        .put(b, "gif", &dir.path().join("avatars/b.gif"), None, 4096)
        .unwrap();
    assert_eq!(ledger.avatars().total_size().unwrap(), 6144);
    let oldest = ledger.avatars().oldest(1).unwrap();
    assert_eq!(oldest[0].voice_id, a);
    assert_eq!(oldest[0].etag.as_deref(), Some("\"e1\""));
    clock.advance(Duration::seconds(5));
    ledger
        .avatars()
        .put(
            a,
            "webp",
            &dir.path().join("avatars/a.webp"),
            Some("\"e2\""),
            1024,
        )
        .unwrap();
    let reread = common::open(dir.path(), &clock)
        .avatars()
        .get(a)
        .unwrap()
        .unwrap();
    assert_eq!(
        (reread.etag.as_deref(), reread.size_bytes),
        (Some("\"e2\""), 1024)
    );
    assert_eq!(ledger.avatars().oldest(1).unwrap()[0].voice_id, b);
    assert!(ledger.avatars().remove(b).unwrap());
    assert_eq!(ledger.avatars().total_size().unwrap(), 1024);
}

#[test]
fn an_avatar_shown_again_within_a_minute_writes_nothing_and_waits_for_no_writer() {
    let dir = tempfile::tempdir().unwrap();
    let clock = common::clock();
    let ledger = common::open(dir.path(), &clock);
    let id = Uuid::new_v4();
    ledger
        .avatars()
        .put(id, "webp", &dir.path().join("avatars/a.webp"), None, 2048)
        .unwrap();
    let shown = ledger.avatars().get(id).unwrap().unwrap();

    // Another writer (the command line beside the app) holds the write lock meanwhile.
    let other = rusqlite::Connection::open(dir.path().join("dubdeck.sqlite3")).unwrap();
    other.execute_batch("BEGIN IMMEDIATE").unwrap();
    clock.advance(Duration::seconds(30));
    let started = std::time::Instant::now();
    let recorded = ledger.avatars().touch_entry(&shown);
    assert!(
        matches!(recorded, Ok(false)),
        "a use within the minute is not written: {recorded:?}"
    );
    assert!(
        started.elapsed() < std::time::Duration::from_secs(1),
        "it waited for the writer"
    );
    other.execute_batch("COMMIT").unwrap();
    assert_eq!(ledger.avatars().get(id).unwrap().unwrap().used_at, shown.used_at);

    // A minute on, the use is recorded: the avatar moves to the back of the eviction order.
    clock.advance(Duration::seconds(31));
    assert!(ledger.avatars().touch_entry(&shown).unwrap());
    assert_eq!(
        ledger.avatars().get(id).unwrap().unwrap().used_at,
        shown.used_at + Duration::seconds(61)
    );
}
