//! The media probe on real files: every container the service takes, the audio of video files, the
//! refusals with their messages, headers that lie, and the 30-minute limit.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod media;

use std::path::PathBuf;

use dubdeck_core::cost::estimate_dub_credits;
use dubdeck_core::decode::{DurationSource, MAX_DUB_DURATION_MS, ProbeError, probe, probe_any_length};
use media::fixture;

#[track_caller]
fn assert_probe(name: &str, container: &str, codec: &str, ms: u64, rate: u32, channels: u16) {
    let p = probe(&fixture(name)).unwrap_or_else(|e| panic!("{name}: {e}"));
    assert_eq!(
        (p.container.as_str(), p.codec.as_str()),
        (container, codec),
        "{name}: {p:?}"
    );
    assert!(
        p.duration_ms.abs_diff(ms) <= 50,
        "{name}: expected {ms} ms, got {p:?}"
    );
    assert_eq!(p.sample_rate, Some(rate), "{name}: {p:?}");
    assert_eq!(p.channels, Some(channels), "{name}: {p:?}");
    assert_eq!(p.size_bytes, std::fs::metadata(fixture(name)).unwrap().len());
}

#[test]
fn audio_files_of_every_supported_kind() {
    assert_probe("sine.wav", "wav", "pcm_s16le", 1_000, 8_000, 1);
    assert_probe("sine.mp3", "mp3", "mp3", 2_000, 22_050, 1);
    assert_probe("sine.flac", "flac", "flac", 1_500, 8_000, 2);
    assert_probe("sine.ogg", "ogg", "vorbis", 2_000, 22_050, 1);
    assert_probe("sine.m4a", "m4a", "aac", 2_000, 22_050, 1);
}

#[test]
fn the_audio_of_video_files_video_tracks_skipped() {
    assert_probe("clip.mp4", "mp4", "aac", 2_000, 22_050, 1);
    assert_probe("clip.mov", "mov", "aac", 2_000, 22_050, 1);
    assert_probe("clip.mkv", "mkv", "vorbis", 2_000, 22_050, 1);
    assert_probe("clip.webm", "webm", "vorbis", 2_000, 22_050, 1);
}

#[test]
fn opus_in_webm_is_accepted_with_its_container_length() {
    // Symphonia has no Opus decoder, but the container and its packets still give the length; the
    // service decodes the audio itself.
    let p = probe(&fixture("clip_opus.webm")).unwrap();
    assert_eq!((p.container.as_str(), p.codec.as_str()), ("webm", "opus"));
    assert!(p.duration_ms.abs_diff(2_000) <= 50, "{p:?}");
}

#[test]
fn a_video_without_sound_is_refused() {
    let err = probe(&fixture("video_only.mp4")).unwrap_err();
    assert!(matches!(err, ProbeError::NoAudioTrack { .. }), "{err:?}");
    assert!(err.to_string().contains("no audio track"), "{err}");
}

#[test]
fn headers_that_claim_more_than_the_file_holds_are_not_trusted() {
    // truncated.wav's header says 1 s; only about 0.5 s of samples follow.
    let p = probe(&fixture("truncated.wav")).unwrap();
    assert!(p.duration_ms.abs_diff(498) <= 10, "{p:?}");
    assert_eq!(p.duration_source, DurationSource::Packets);
    // About the first 0.95 s of a 2 s MP3.
    let p = probe(&fixture("truncated.mp3")).unwrap();
    assert!((800..1_100).contains(&p.duration_ms), "{p:?}");
}

#[test]
fn a_truncated_long_wav_is_measured_from_its_samples() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("cut.wav");
    media::wav(&path, 10_000, 8_000, 1);
    let full = std::fs::read(&path).unwrap();
    std::fs::write(&path, &full[..44 + 80_000]).unwrap(); // 5 s of 16-bit 8 kHz mono
    let p = probe(&path).unwrap();
    assert!(p.duration_ms.abs_diff(5_000) <= 20, "{p:?}");
    assert_eq!(p.duration_source, DurationSource::Packets);
}

#[test]
fn hound_wavs_report_layout_and_use_the_container_length() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("tone.WAV");
    media::wav(&path, 3_500, 22_050, 2);
    let p = probe(&path).unwrap();
    assert_eq!(p.duration_ms, 3_500);
    assert_eq!((p.sample_rate, p.channels), (Some(22_050), Some(2)));
    assert_eq!(p.format_label(), "wav/pcm_s16le");
    assert_eq!(p.duration_source, DurationSource::Container);
    assert_eq!(p.summary().duration_ms, 3_500);
    assert_eq!(estimate_dub_credits(p.duration_ms), 10);

    let short = dir.path().join("blip.wav");
    media::wav(&short, 250, 8_000, 1);
    let p = probe(&short).unwrap();
    assert_eq!(p.duration_ms, 250);
}

#[test]
fn longer_than_thirty_minutes_is_refused_with_its_length_without_reading_it_all() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("long.wav");
    media::long_wav(&path, 31 * 60_000 + 5_000);
    let err = probe(&path).unwrap_err();
    match &err {
        ProbeError::TooLong {
            duration_ms,
            limit_ms,
            ..
        } => {
            assert_eq!(*duration_ms, 31 * 60_000 + 5_000);
            assert_eq!(*limit_ms, MAX_DUB_DURATION_MS);
        }
        other => panic!("expected TooLong, got {other:?}"),
    }
    let msg = err.to_string();
    assert!(
        msg.contains("31:05 long") && msg.contains("at most 30:00"),
        "{msg}"
    );
    // The container's length was confirmed by one read near its end: the file was not scanned.
    let p = probe_any_length(&path).unwrap();
    assert_eq!(p.duration_source, DurationSource::Container);

    let edge = dir.path().join("edge.wav");
    media::long_wav(&edge, MAX_DUB_DURATION_MS);
    assert_eq!(probe(&edge).unwrap().duration_ms, MAX_DUB_DURATION_MS);
}

#[test]
fn matroska_made_by_hand_audio_found_beside_video() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("both.webm");
    media::mkv(&path, "webm", Some(1_500));
    let p = probe(&path).unwrap();
    assert_eq!(
        (p.container.as_str(), p.codec.as_str()),
        ("webm", "pcm_s16le"),
        "{p:?}"
    );
    assert!(p.duration_ms.abs_diff(1_500) <= 20, "{p:?}");
    assert_eq!(p.channels, Some(1));

    let silent = dir.path().join("silent.mkv");
    media::mkv(&silent, "matroska", None);
    let err = probe(&silent).unwrap_err();
    assert!(
        matches!(err, ProbeError::NoAudioTrack { ref container, .. } if container == "mkv"),
        "{err:?}"
    );
}

#[test]
fn local_refusals_say_what_why_and_what_to_do() {
    let dir = tempfile::tempdir().unwrap();

    let missing = dir.path().join("gone.mp3");
    let err = probe(&missing).unwrap_err();
    assert!(matches!(err, ProbeError::NotFound { .. }));
    assert!(err.to_string().contains("does not exist") && err.to_string().contains("choose the file again"));

    let err = probe(dir.path()).unwrap_err();
    assert!(matches!(err, ProbeError::IsDirectory { .. }));
    assert!(err.to_string().contains("is a folder"));

    let empty = dir.path().join("empty.wav");
    std::fs::write(&empty, b"").unwrap();
    let err = probe(&empty).unwrap_err();
    assert!(matches!(err, ProbeError::Empty { .. }));
    assert!(err.to_string().contains("0 bytes"));

    let err = probe(&fixture("not_media.txt")).unwrap_err();
    assert!(matches!(err, ProbeError::NotMedia { .. }), "{err:?}");
    assert!(err.to_string().contains("Choose an MP3, WAV"));

    let fake = dir.path().join("photo.mp3");
    std::fs::write(&fake, [0x89, b'P', b'N', b'G', 13, 10, 26, 10].repeat(100)).unwrap();
    assert!(matches!(probe(&fake).unwrap_err(), ProbeError::NotMedia { .. }));

    // A WAV header with no samples after it.
    let hollow = dir.path().join("hollow.wav");
    media::wav(&hollow, 0, 8_000, 1);
    let err = probe(&hollow).unwrap_err();
    assert!(
        matches!(
            &err,
            ProbeError::Damaged {
                cause: dubdeck_core::codes::DamageCause::NoAudioData,
                container: Some(c),
                detail: None,
                ..
            } if c == "wav"
        ),
        "{err:?}"
    );
}

#[cfg(unix)]
#[test]
fn a_pipe_is_refused_without_blocking() {
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("pipe.wav");
    let made = std::process::Command::new("mkfifo").arg(&fifo).status().unwrap();
    assert!(made.success(), "mkfifo failed");
    let err = probe(&fifo).unwrap_err();
    assert!(matches!(err, ProbeError::NotRegularFile { .. }), "{err:?}");
    assert_eq!(err.code(), dubdeck_core::codes::RefusalReason::NotRegularFile);
}

#[test]
fn error_paths_and_codes_are_stable() {
    let err = probe(&PathBuf::from("/nope/x.wav")).unwrap_err();
    assert_eq!(err.code(), dubdeck_core::codes::RefusalReason::NotFound);
    assert_eq!(err.path(), PathBuf::from("/nope/x.wav"));
}
