//! Helpers shared by the ledger integration tests: sample jobs and a stopped clock.
#![allow(dead_code, clippy::unwrap_used, clippy::expect_used)]

use std::path::{Path, PathBuf};
use std::sync::Arc;

use dubdeck_core::clock::ManualClock;
use dubdeck_core::job::MediaSummary;
use dubdeck_core::ledger::{DubInput, DubSpec, Ledger, NewDub};
use time::macros::datetime;
use uuid::Uuid;

pub const VOICE: Uuid = Uuid::from_u128(0x1111_2222_3333_4444_5555_6666_7777_8888);

pub fn clock() -> ManualClock {
    ManualClock::new(datetime!(2025-06-01 12:00:00.000 UTC))
}

pub fn open(dir: &Path, clock: &ManualClock) -> Ledger {
    Ledger::open_with_clock(&dir.join("dubdeck.sqlite3"), Arc::new(clock.clone())).unwrap()
}

pub fn file_dub(name: &str) -> NewDub {
    NewDub {
        spec: DubSpec {
            input: DubInput::File {
                path: PathBuf::from(format!("/music/{name}")),
                size_bytes: 4_000_000,
            },
            input_name: name.to_owned(),
            voice_id: VOICE,
            voice_name: "Nova".to_owned(),
            pitch_shift: -3,
            separate: true,
            output_dir: PathBuf::from("/out"),
            local: dubdeck_core::ledger::LocalWork::default(),
        },
        media: Some(MediaSummary {
            duration_ms: 93_500,
            format: "mp3/mp3".to_owned(),
        }),
        mix: Default::default(),
    }
}

pub fn link_dub(url: &str) -> NewDub {
    NewDub {
        spec: DubSpec {
            input: DubInput::Link {
                url: url.parse().unwrap(),
            },
            input_name: url.to_owned(),
            voice_id: VOICE,
            voice_name: "Nova".to_owned(),
            pitch_shift: 0,
            separate: false,
            output_dir: PathBuf::from("/out"),
            local: dubdeck_core::ledger::LocalWork::default(),
        },
        media: None,
        mix: Default::default(),
    }
}
