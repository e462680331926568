//! `media::analyze` on the committed fixtures (see `fixtures/README.md`): every container and codec
//! the simulator accepts, the refusals, and files whose headers lie.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::PathBuf;

use dubdeck_sim::media::{MediaError, analyze};

fn fixture(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(name)
}

#[track_caller]
fn assert_media(name: &str, container: &str, codec: &str, duration_ms: u64, sample_rate: u32, channels: u16) {
    let info = analyze(&fixture(name)).unwrap_or_else(|e| panic!("{name}: {e}"));
    assert_eq!(info.container, container, "{name}: {info:?}");
    assert_eq!(info.codec, codec, "{name}: {info:?}");
    assert!(
        info.duration_ms.abs_diff(duration_ms) <= 50,
        "{name}: expected {duration_ms} ms +-50, got {info:?}"
    );
    assert_eq!(info.sample_rate, sample_rate, "{name}: {info:?}");
    assert_eq!(info.channels, channels, "{name}: {info:?}");
}

#[test]
fn wav_pcm() {
    assert_media("sine.wav", "wav", "pcm_s16le", 1_000, 8_000, 1);
}

#[test]
fn mp3() {
    assert_media("sine.mp3", "mp3", "mp3", 2_000, 22_050, 1);
}

#[test]
fn flac_stereo() {
    assert_media("sine.flac", "flac", "flac", 1_500, 8_000, 2);
}

#[test]
fn ogg_vorbis() {
    assert_media("sine.ogg", "ogg", "vorbis", 2_000, 22_050, 1);
}

#[test]
fn m4a_aac() {
    assert_media("sine.m4a", "mp4", "aac", 2_000, 22_050, 1);
}

#[test]
fn mp4_with_video_track_decodes_the_audio() {
    assert_media("clip.mp4", "mp4", "aac", 2_000, 22_050, 1);
}

#[test]
fn mov_with_video_track_decodes_the_audio() {
    assert_media("clip.mov", "mp4", "aac", 2_000, 22_050, 1);
}

#[test]
fn mkv_with_video_track_decodes_the_audio() {
    assert_media("clip.mkv", "mkv", "vorbis", 2_000, 22_050, 1);
}

#[test]
fn webm_vp8_vorbis_decodes_the_audio() {
    assert_media("clip.webm", "mkv", "vorbis", 2_000, 22_050, 1);
}

#[test]
fn webm_with_opus_audio_is_undecodable_and_says_why() {
    match analyze(&fixture("clip_opus.webm")) {
        Err(MediaError::Undecodable(why)) => assert!(why.contains("opus"), "{why}"),
        other => panic!("expected Undecodable(opus), got {other:?}"),
    }
}

#[test]
fn video_without_audio_is_no_audio() {
    match analyze(&fixture("video_only.mp4")) {
        Err(MediaError::NoAudio) => {}
        other => panic!("expected NoAudio, got {other:?}"),
    }
}

#[test]
fn text_file_is_undecodable() {
    match analyze(&fixture("not_media.txt")) {
        Err(MediaError::Undecodable(why)) => assert!(!why.is_empty()),
        other => panic!("expected Undecodable, got {other:?}"),
    }
}

#[test]
fn missing_file_is_io() {
    match analyze(&fixture("does-not-exist.wav")) {
        Err(MediaError::Io(e)) => assert_eq!(e.kind(), std::io::ErrorKind::NotFound),
        other => panic!("expected Io(NotFound), got {other:?}"),
    }
}

#[test]
fn wav_whose_header_claims_more_than_it_holds_is_measured_from_its_frames() {
    // The header still says 1 s of audio; only ~0.5 s of samples follow it.
    let info = analyze(&fixture("truncated.wav")).unwrap();
    assert_eq!(info.codec, "pcm_s16le");
    assert!(info.duration_ms.abs_diff(498) <= 5, "{info:?}");
}

#[test]
fn mp3_cut_short_measures_what_is_left() {
    let info = analyze(&fixture("truncated.mp3")).unwrap();
    assert_eq!(info.codec, "mp3");
    // 4,000 of 8,482 bytes at 32 kbit/s: about 0.9 s of the original 2 s.
    assert!((800..1_100).contains(&info.duration_ms), "{info:?}");
}

#[test]
fn empty_file_is_undecodable() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("empty.mp3");
    std::fs::write(&path, b"").unwrap();
    assert!(matches!(analyze(&path), Err(MediaError::Undecodable(_))));
}

#[test]
fn error_messages_say_what_and_what_to_do() {
    let err = analyze(&fixture("clip_opus.webm")).unwrap_err().to_string();
    assert!(
        err.starts_with("the file is not decodable audio or video"),
        "{err}"
    );
    assert!(err.contains("use mp3"), "{err}");
    let err = analyze(&fixture("not_media.txt")).unwrap_err().to_string();
    assert!(err.contains("supported"), "{err}");
}
