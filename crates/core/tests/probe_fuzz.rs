//! The probe never panics, whatever the bytes: random data under every extension, real fixtures cut
//! anywhere, and real fixtures with random damage.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod media;

use dubdeck_core::decode::{ProbeError, probe};
use proptest::prelude::*;

const EXTENSIONS: &[&str] = &[
    "wav", "mp3", "flac", "ogg", "m4a", "mp4", "mov", "mkv", "webm", "aac", "txt", "",
];
const FIXTURES: &[&str] = &[
    "sine.wav",
    "sine.mp3",
    "sine.flac",
    "sine.ogg",
    "sine.m4a",
    "clip.mp4",
    "clip.mov",
    "clip.mkv",
    "clip.webm",
    "clip_opus.webm",
];

fn run(bytes: &[u8], ext: &str) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join(if ext.is_empty() {
        "input".to_owned()
    } else {
        format!("input.{ext}")
    });
    std::fs::write(&path, bytes).unwrap();
    match probe(&path) {
        // Damaged data may still hold a little audio; it can never be hours long.
        Ok(p) => assert!(p.duration_ms <= 60 * 60_000, "{p:?}"),
        Err(ProbeError::Unreadable { reason, .. }) => {
            panic!("a readable file was called unreadable: {reason}")
        }
        Err(ProbeError::NotFound { .. } | ProbeError::IsDirectory { .. }) => panic!("impossible refusal"),
        Err(e) => assert!(!e.to_string().is_empty()),
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    #[test]
    fn random_bytes(bytes in proptest::collection::vec(any::<u8>(), 1..8_000), ext in 0..EXTENSIONS.len()) {
        run(&bytes, EXTENSIONS[ext]);
    }

    #[test]
    fn fixtures_cut_anywhere(which in 0..FIXTURES.len(), cut in 1usize..20_000) {
        let bytes = std::fs::read(media::fixture(FIXTURES[which])).unwrap();
        let cut = cut.min(bytes.len());
        let ext = FIXTURES[which].rsplit('.').next().unwrap();
        run(&bytes[..cut], ext);
    }

    #[test]
    fn fixtures_with_damage(which in 0..FIXTURES.len(), hits in proptest::collection::vec((any::<usize>(), any::<u8>()), 1..40)) {
        let mut bytes = std::fs::read(media::fixture(FIXTURES[which])).unwrap();
        let len = bytes.len();
        for (at, value) in hits {
            bytes[at % len] = value;
        }
        let ext = FIXTURES[which].rsplit('.').next().unwrap();
        run(&bytes, ext);
    }
}
