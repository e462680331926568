//! The real answers of the page's commands, recorded for the page's unit tests: its test backend
//! answers from these (`ui/src/lib/backend/recorded.json`) instead of re-implementing the probe,
//! the training check and the refusals. `cargo run -p dubdeck --example bindings` writes the file
//! with the bindings; `tests/contract.rs` fails when it is not what the Rust answers now.
//!
//! The files are made here, as real files: WAVs of set durations (8 kHz mono), synthetic speech
//! (ffmpeg's flite: clean, and clipped), a short video (the simulator's fixture, probed with
//! ffmpeg), a folder, a text file, an empty file, a missing file.
//! Each kind is named by its key (`60s`, `clip`, `not_media`...); recorded paths read
//! `/recorded/<file>`, for the test backend to replace with the path it was asked about.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde::Serialize;

use dubdeck_core::context::AppError;
use dubdeck_core::engine::{
    Audition, DubRequest, DubSource, EngineError, Refusal, TrainingRequest, check_dub, check_training,
};
use dubdeck_core::ffmpeg::{MediaSupport, ToolMissing};

use crate::ipc::{
    IpcError, ProbedInput, RecordingsQuality, TrainingCheck, probed, recordings_quality, training_check,
};

/// Where the recorded answers live, from this crate's folder.
pub const RECORDED_PATH: &str = "../ui/src/lib/backend/recorded.json";

/// The kinds of file, by key: a WAV of that many seconds, or a refusal of the probe's.
const FILES: &[(&str, FileKind)] = &[
    ("20s", FileKind::Seconds(20)),
    ("30s", FileKind::Seconds(30)),
    ("45s", FileKind::Seconds(45)),
    ("60s", FileKind::Seconds(60)),
    ("61s", FileKind::Seconds(61)),
    ("64s", FileKind::Seconds(64)),
    ("185s", FileKind::Seconds(185)),
    ("31min", FileKind::Seconds(31 * 60)),
    ("clip", FileKind::Video),
    ("speech", FileKind::Speech { gain_db: 0 }),
    ("speech_clipped", FileKind::Speech { gain_db: 24 }),
    ("folder", FileKind::Folder),
    ("not_media", FileKind::Text),
    ("empty", FileKind::Empty),
    ("missing", FileKind::Missing),
];

/// The training wizard's checks the page's tests ask for: the files (by key, in the order the
/// wizard sends them) and its choice of minutes.
const TRAINING_CHECKS: &[(&[&str], Option<u32>)] = &[
    (&["20s"], None),
    (&["60s"], None),
    (&["60s", "30s"], None),
    (&["60s", "not_media"], None),
    (&["31min", "60s"], None),
    (&["31min", "60s"], Some(40)),
    (&["31min", "60s"], Some(5)),
    (&["31min", "not_media", "60s"], None),
    (&["31min", "not_media", "60s"], Some(40)),
    // The wizard's minutes as the user types them (6, then 61; 20) or takes the proposal (32).
    (&["31min", "not_media", "60s"], Some(6)),
    (&["31min", "not_media", "60s"], Some(20)),
    (&["31min", "not_media", "60s"], Some(32)),
    // Recordings dropped on the wizard: a second drop, and a drop on a later step.
    (&["60s", "not_media", "31min"], None),
    (&["31min", "not_media", "60s", "30s"], None),
    (&["185s", "185s", "185s", "185s", "185s", "185s"], None),
    (&["185s", "185s", "185s", "185s", "185s"], None),
    (&["speech"], None),
    (&["speech", "speech_clipped"], None),
    (&["speech", "not_media"], None),
];

/// The recordings' checks the page's tests ask for: the files (by key) and which are kept.
const RECORDINGS_CHECKS: &[(&[&str], &[bool])] = &[
    (&["speech"], &[true]),
    (&["60s"], &[true]),
    (&["speech", "speech_clipped"], &[true, false]),
    (&["speech", "speech_clipped"], &[true, true]),
    (&["speech", "not_media"], &[true, true]),
    (&["31min", "not_media", "60s"], &[true, true, true]),
    (&["31min", "60s"], &[true, true]),
    (&["60s", "not_media", "31min"], &[true, true, true]),
];

#[derive(Clone, Copy)]
enum FileKind {
    Seconds(u32),
    /// A few sentences of synthetic speech (ffmpeg's flite) at 44.1 kHz, amplified by `gain_db`
    /// (and clipped by it).
    Speech {
        gain_db: u32,
    },
    /// A 1-second MP4 of H.264 and AAC.
    Video,
    Folder,
    Text,
    Empty,
    Missing,
}

/// What the file holds; its name is its key with an extension.
fn make(dir: &Path, key: &str, kind: FileKind) -> std::io::Result<PathBuf> {
    let path = match kind {
        FileKind::Folder => dir.join(key),
        FileKind::Text => dir.join(format!("{key}.txt")),
        FileKind::Video => dir.join(format!("{key}.mp4")),
        _ => dir.join(format!("{key}.wav")),
    };
    match kind {
        FileKind::Seconds(seconds) => std::fs::write(&path, silence_wav(seconds))?,
        FileKind::Speech { gain_db } => speech_wav(&path, gain_db)?,
        FileKind::Video => {
            let fixture = Path::new(env!("CARGO_MANIFEST_DIR")).join("../crates/sim/tests/fixtures/clip.mp4");
            std::fs::copy(fixture, &path).map(drop)?;
        }
        FileKind::Folder => std::fs::create_dir_all(&path)?,
        FileKind::Text => std::fs::write(&path, b"lyrics, not audio")?,
        FileKind::Empty => std::fs::write(&path, b"")?,
        FileKind::Missing => {}
    }
    Ok(path)
}

/// Sentences spoken by ffmpeg's flite, a second apart, at 44.1 kHz 16-bit, `gain_db` louder.
fn speech_wav(path: &Path, gain_db: u32) -> std::io::Result<()> {
    let text = "Please speak clearly into the microphone. Keep a steady distance from it. \
                Read each line at your own pace, then pause.";
    let out = std::process::Command::new("ffmpeg")
        .args([
            "-nostdin",
            "-hide_banner",
            "-loglevel",
            "error",
            "-y",
            "-f",
            "lavfi",
            "-i",
        ])
        .arg(format!("flite=text='{text}':voice=kal16"))
        .args([
            "-af",
            &format!("volume={gain_db}dB"),
            "-ar",
            "44100",
            "-c:a",
            "pcm_s16le",
        ])
        .arg(path)
        .output()?;
    if out.status.success() {
        Ok(())
    } else {
        Err(std::io::Error::other(
            String::from_utf8_lossy(&out.stderr).into_owned(),
        ))
    }
}

/// A WAV of silence: 8 kHz, mono, 8-bit.
fn silence_wav(seconds: u32) -> Vec<u8> {
    const RATE: u32 = 8_000;
    let data = RATE * seconds;
    let mut wav = Vec::with_capacity(44 + data as usize);
    wav.extend_from_slice(b"RIFF");
    wav.extend_from_slice(&(36 + data).to_le_bytes());
    wav.extend_from_slice(b"WAVEfmt ");
    wav.extend_from_slice(&16u32.to_le_bytes());
    wav.extend_from_slice(&1u16.to_le_bytes()); // PCM
    wav.extend_from_slice(&1u16.to_le_bytes()); // mono
    wav.extend_from_slice(&RATE.to_le_bytes());
    wav.extend_from_slice(&RATE.to_le_bytes()); // bytes per second
    wav.extend_from_slice(&1u16.to_le_bytes()); // block align
    wav.extend_from_slice(&8u16.to_le_bytes()); // bits per sample
    wav.extend_from_slice(b"data");
    wav.extend_from_slice(&data.to_le_bytes());
    wav.resize(44 + data as usize, 128); // 8-bit PCM is unsigned: 128 is silence
    wav
}

/// One recorded training check.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct RecordedCheck {
    files: Vec<&'static str>,
    max_minutes: Option<u32>,
    check: TrainingCheck,
}

/// One recorded check of the wizard's recordings.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct RecordedQuality {
    files: Vec<&'static str>,
    kept: Vec<bool>,
    check: RecordingsQuality,
}

/// Everything recorded.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Recorded {
    /// `check_recordings`' answers.
    recordings_checks: Vec<RecordedQuality>,
    /// Each kind of file as `probe_inputs` sees it.
    probes: BTreeMap<&'static str, ProbedInput>,
    /// `check_training_files`' answers.
    training_checks: Vec<RecordedCheck>,
    /// Refusals of the commands, by what was refused.
    errors: BTreeMap<&'static str, IpcError>,
}

/// The answers, as JSON text; files are made in a fresh folder below the system's temporary one
/// and removed after. Needs ffmpeg (the video is probed with it, as the app does); blocking: not
/// for async callers.
pub fn record() -> Result<String, String> {
    let dir = std::env::temp_dir().join(format!("dubdeck-recorded-{}", uuid::Uuid::new_v4().simple()));
    std::fs::create_dir_all(&dir).map_err(|e| format!("cannot make {}: {e}", dir.display()))?;
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| format!("cannot start a runtime: {e}"))?;
    let recorded = runtime.block_on(record_in(&dir));
    let _ = std::fs::remove_dir_all(&dir);
    let text = serde_json::to_string_pretty(&recorded?).map_err(|e| e.to_string())?;
    // Paths as the test backend reads them, whatever the temporary folder was.
    let root = serde_json::to_string(&dir.to_string_lossy()).map_err(|e| e.to_string())?;
    Ok(text.replace(root.trim_matches('"'), "/recorded") + "\n")
}

async fn record_in(dir: &Path) -> Result<Recorded, String> {
    let mut paths = BTreeMap::new();
    for (key, kind) in FILES {
        let path = make(dir, key, *kind).map_err(|e| format!("cannot make the {key} file: {e}"))?;
        paths.insert(*key, path);
    }
    let media = MediaSupport::find().await;
    if let Err(missing) = media.get().await {
        return Err(format!("recording needs ffmpeg: {missing}"));
    }
    let mut probes = BTreeMap::new();
    for (key, path) in &paths {
        probes.insert(*key, probed(path, &media).await);
    }
    let mut training_checks = Vec::new();
    for (files, max_minutes) in TRAINING_CHECKS {
        let chosen: Vec<PathBuf> = files.iter().filter_map(|key| paths.get(key).cloned()).collect();
        training_checks.push(RecordedCheck {
            files: files.to_vec(),
            max_minutes: *max_minutes,
            check: training_check(&chosen, *max_minutes),
        });
    }
    let mut recordings_checks = Vec::new();
    for (files, kept) in RECORDINGS_CHECKS {
        let chosen: Vec<PathBuf> = files.iter().filter_map(|key| paths.get(key).cloned()).collect();
        let check = tokio::task::spawn_blocking(move || {
            recordings_quality(&chosen, kept, |p| dubdeck_core::quality::check_recording(p).ok())
        })
        .await
        .map_err(|e| e.to_string())?;
        recordings_checks.push(RecordedQuality {
            files: files.to_vec(),
            kept: kept.to_vec(),
            check,
        });
    }
    Ok(Recorded {
        recordings_checks,
        probes,
        training_checks,
        errors: errors(&paths, &media).await,
    })
}

async fn errors(
    paths: &BTreeMap<&'static str, PathBuf>,
    media: &MediaSupport,
) -> BTreeMap<&'static str, IpcError> {
    let refused = |refusal: Refusal| IpcError::from(AppError::Engine(EngineError::Refused(refusal)));
    let request = |source: DubSource, pitch_shift: i32, audition: Option<Audition>| DubRequest {
        source,
        voice_id: uuid::Uuid::nil(),
        voice_name: "Voice".into(),
        pitch_shift,
        separate: true,
        output_dir: std::env::temp_dir(),
        approve_up_to: None,
        audition,
        video_out: None,
        cover: None,
        group: None,
        batch: None,
        mix: None,
        name_template: None,
    };
    let file = |key: &str| DubSource::File(paths.get(key).cloned().unwrap_or_default());
    let no_ffmpeg = MediaSupport::missing(ToolMissing::NotFound);
    let mut dubs = Vec::new();
    for (key, source, pitch, audition, media) in [
        ("pitch_out_of_range", file("60s"), 30, None, media),
        (
            "bad_link",
            DubSource::Link("ftp://example.com/a.mp3".into()),
            0,
            None,
            media,
        ),
        ("too_long", file("31min"), 0, None, media),
        (
            "audition_of_link",
            DubSource::Link("https://example.com/song.mp3".into()),
            0,
            Some(Audition::Loudest),
            media,
        ),
        (
            "audition_too_short",
            file("20s"),
            0,
            Some(Audition::Loudest),
            media,
        ),
        (
            "audition_out_of_range",
            file("60s"),
            0,
            Some(Audition::From { start_ms: 75_000 }),
            media,
        ),
        (
            "needs_media_tool",
            file("60s"),
            0,
            Some(Audition::Loudest),
            &no_ffmpeg,
        ),
    ] {
        let refusal = check_dub(&request(source, pitch, audition), media).await.err();
        dubs.push((key, refusal.map(refused)));
    }
    let train = |name: &str, max_minutes: u32, files: usize| {
        let file = paths.get("60s").cloned().unwrap_or_default();
        check_training(&TrainingRequest {
            name: name.to_owned(),
            max_minutes,
            separate: true,
            files: vec![file; files],
            approve_up_to: None,
        })
        .err()
        .map(refused)
    };
    let address = |text: &str| {
        dubdeck_core::config::parse_base_url(text, "the service address setting")
            .err()
            .map(|e| IpcError::from(AppError::from(e)))
    };
    let not_offered = crate::offered::Offered::default()
        .check([Path::new("/recorded/elsewhere.wav")])
        .err();
    dubs.into_iter()
        .chain([
            ("bad_name", train("", 10, 1)),
            ("bad_minutes", train("My voice", 61, 1)),
            ("bad_file_count", train("My voice", 10, 6)),
            ("insecure_base_url", address("http://dub.example.com")),
            ("invalid_base_url", address("not an address")),
            ("not_offered", not_offered),
            (
                "key_not_confirmed",
                Some(IpcError::from(AppError::KeyNotConfirmed {
                    checked_with: "api.voicedub.ai".into(),
                    now: "staging.example.com".into(),
                })),
            ),
        ])
        .filter_map(|(key, error)| error.map(|e| (key, e)))
        .collect()
}
