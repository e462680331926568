//! Starting dubs: the local probe of offered files (before any request), the system's file picker,
//! the dubs themselves, and the voice they use (its remembered preset, the last and recent voices).

use std::path::{Path, PathBuf};

use tauri::AppHandle;
use uuid::Uuid;

use dubdeck_core::catalogue::{RecentlyUsed, VoiceLookup};
use dubdeck_core::engine::{DubRequest, DubSource};
use dubdeck_core::probe::{self, ProbeError};

use super::ShellState;
use super::catalog::parse_voice_id;
use crate::avatar_scheme::avatar_url;
use crate::ipc::{
    DubSourceInput, IpcError, JobRow, ProbedInput, StartDubs, VoiceChoice, VoicePreset, timestamp,
};

/// The extensions the picker offers (what the probe reads).
const MEDIA_EXTENSIONS: &[&str] = &[
    "mp3", "wav", "flac", "ogg", "oga", "opus", "m4a", "aac", "mp4", "m4v", "mov", "mkv", "webm",
];

/// Probes each file locally (nothing is sent): its duration, format and estimated cost, or why it
/// cannot be dubbed (a folder, not media, over 30 minutes...).
#[tauri::command]
#[specta::specta]
pub async fn probe_inputs(shell: ShellState<'_>, paths: Vec<String>) -> Result<Vec<ProbedInput>, IpcError> {
    let paths: Vec<PathBuf> = paths.into_iter().map(PathBuf::from).collect();
    shell.offered().check(paths.iter().map(PathBuf::as_path))?;
    probe_all(paths).await
}

/// Asks for audio or video files with the system's picker, and probes them; empty when the user
/// cancels.
#[tauri::command]
#[specta::specta]
pub async fn pick_media_files(app: AppHandle, shell: ShellState<'_>) -> Result<Vec<ProbedInput>, IpcError> {
    let paths = pick_paths(&app, "Choose songs or clips to dub").await;
    shell.offered().offer(paths.iter().cloned());
    probe_all(paths).await
}

/// Audio or video files chosen with the system's picker; empty when the user cancels.
pub(super) async fn pick_paths(app: &AppHandle, title: &str) -> Vec<PathBuf> {
    crate::picker::pick_files(app, title, "Audio and video", MEDIA_EXTENSIONS).await
}

/// The files Dubdeck was asked to open ("Open with Dubdeck"), probed; each is given once.
#[tauri::command]
#[specta::specta]
pub async fn take_opened_files(shell: ShellState<'_>) -> Result<Vec<ProbedInput>, IpcError> {
    let paths = shell.take_opened_files();
    probe_all(paths.into_iter().map(PathBuf::from).collect()).await
}

/// Starts one dub per input with one voice, into the output folder of the settings. Every input
/// is checked first: when one is refused, none starts (the error names it). The voice's pitch and
/// separation are remembered, and it becomes the last voice used.
#[tauri::command]
#[specta::specta]
pub async fn start_dubs(shell: ShellState<'_>, request: StartDubs) -> Result<Vec<JobRow>, IpcError> {
    if request.inputs.is_empty() {
        return Err(IpcError::new("invalid_value", "nothing to dub"));
    }
    let voice_id = parse_voice_id(&request.voice_id)?;
    let files: Vec<PathBuf> = request
        .inputs
        .iter()
        .filter_map(|i| match i {
            DubSourceInput::File { path } => Some(PathBuf::from(path)),
            DubSourceInput::Link { .. } => None,
        })
        .collect();
    shell.offered().check(files.iter().map(PathBuf::as_path))?;
    let ctx = shell.ctx().await?;
    let output_dir = super::settings::output_dir(&ctx.settings().await?);
    let requests = request
        .inputs
        .into_iter()
        .map(|input| DubRequest {
            source: match input {
                DubSourceInput::File { path } => DubSource::File(PathBuf::from(path)),
                DubSourceInput::Link { url } => DubSource::Link(url),
            },
            voice_id,
            voice_name: request.voice_name.clone(),
            pitch_shift: request.pitch_shift,
            separate: request.separate,
            output_dir: output_dir.clone(),
            approve_up_to: None,
        })
        .collect();
    let views = ctx.start_dubs(requests).await.map_err(|e| shell.fail(e))?;
    Ok(views.iter().map(crate::rows::row).collect())
}

/// The dub sheet's starting values for a voice (its last pitch and separation).
#[tauri::command]
#[specta::specta]
pub async fn voice_preset(shell: ShellState<'_>, voice_id: String) -> Result<VoicePreset, IpcError> {
    let id = parse_voice_id(&voice_id)?;
    let preset = shell.ctx().await?.preset(id).await?;
    Ok(preset_view(id, preset))
}

/// The voice of the last dub started, when the library still knows its name.
#[tauri::command]
#[specta::specta]
pub async fn last_voice(shell: ShellState<'_>) -> Result<Option<VoiceChoice>, IpcError> {
    let ctx = shell.ctx().await?;
    let Some(id) = ctx.settings().await?.last_voice else {
        return Ok(None);
    };
    let lookup = ctx.lookup_voice(id).await?;
    if let Some(choice) = known_choice(&lookup, None) {
        return Ok(Some(choice));
    }
    // A voice the catalogue cache no longer holds: its name as the last dub with it recorded.
    let recent = ctx.recent_voices(RECENT_LIMIT).await?;
    Ok(recent
        .iter()
        .find(|r| r.voice.voice_id() == id)
        .map(recent_choice))
}

/// The voices of the most recent dubs, newest first.
#[tauri::command]
#[specta::specta]
pub async fn recent_voices(shell: ShellState<'_>, limit: u32) -> Result<Vec<VoiceChoice>, IpcError> {
    let recent = shell
        .ctx()
        .await?
        .recent_voices(limit.clamp(1, RECENT_LIMIT))
        .await?;
    Ok(recent.iter().map(recent_choice).collect())
}

const RECENT_LIMIT: u32 = 50;

async fn probe_all(paths: Vec<PathBuf>) -> Result<Vec<ProbedInput>, IpcError> {
    tokio::task::spawn_blocking(move || paths.iter().map(|p| probed(p)).collect())
        .await
        .map_err(|e| IpcError::new("internal", format!("the file check stopped: {e}")))
}

pub(super) fn file_name(path: &Path) -> String {
    path.file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| path.display().to_string())
}

/// One file as the probe sees it for a dub (blocking).
pub fn probed(path: &Path) -> ProbedInput {
    probed_by(path, probe::probe(path))
}

/// One file and what the probe said of it.
pub fn probed_by(path: &Path, result: Result<probe::Probe, ProbeError>) -> ProbedInput {
    let name = file_name(path);
    let text = path.to_string_lossy().into_owned();
    match result {
        Ok(found) => ProbedInput::Ready {
            path: text,
            name,
            duration_ms: found.duration_ms,
            format: found.format_label(),
            estimated_credits: u32::try_from(probe::estimate_dub_credits(found.duration_ms))
                .unwrap_or(u32::MAX),
            size_bytes: found.size_bytes,
        },
        Err(error) => refused(text, name, &error),
    }
}

fn refused(path: String, name: String, error: &ProbeError) -> ProbedInput {
    let (mut duration_ms, mut limit_ms, mut container, mut detail) = (None, None, None, None);
    match error {
        ProbeError::TooLong {
            duration_ms: d,
            limit_ms: l,
            ..
        } => (duration_ms, limit_ms) = (Some(*d), Some(*l)),
        ProbeError::Unreadable { reason, .. } => detail = Some(reason.clone()),
        ProbeError::NoAudioTrack { container: c, .. } => container = Some(c.clone()),
        ProbeError::Damaged {
            container: c,
            detail: d,
            ..
        } => (container, detail) = (Some(c.clone()), Some(d.clone())),
        _ => {}
    }
    ProbedInput::Refused {
        path,
        name,
        reason: error.code().as_str().to_owned(),
        duration_ms,
        limit_ms,
        container,
        detail,
    }
}

fn preset_view(voice_id: Uuid, preset: dubdeck_core::context::VoicePreset) -> VoicePreset {
    VoicePreset {
        voice_id: voice_id.to_string(),
        pitch_shift: preset.pitch_shift,
        separate: preset.separate,
        last_used_at: preset.last_used_at.map(timestamp),
    }
}

/// A voice the library knows by name: a public one from the catalogue, or one of the account's.
fn known_choice(lookup: &VoiceLookup, last_used_at: Option<String>) -> Option<VoiceChoice> {
    match lookup {
        VoiceLookup::Public { voice, .. } => Some(VoiceChoice {
            id: voice.id.to_string(),
            name: voice.name.clone(),
            avatar: Some(avatar_url(voice.id, true)),
            custom: false,
            last_used_at,
        }),
        VoiceLookup::Custom { voice } => Some(VoiceChoice {
            id: voice.id.to_string(),
            name: voice.name.clone(),
            avatar: None,
            custom: true,
            last_used_at,
        }),
        _ => None,
    }
}

fn recent_choice(recent: &RecentlyUsed) -> VoiceChoice {
    let used = Some(timestamp(recent.last_used_at));
    known_choice(&recent.voice, used.clone()).unwrap_or_else(|| {
        let id = recent.voice.voice_id();
        VoiceChoice {
            id: id.to_string(),
            name: recent.voice_name.clone(),
            avatar: Some(avatar_url(id, true)),
            custom: false,
            last_used_at: used,
        }
    })
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;

    #[test]
    fn folders_non_media_and_missing_files_are_refused_with_their_reason() {
        let dir = tempfile::tempdir().unwrap();
        let ProbedInput::Refused { reason, name, .. } = probed(dir.path()) else {
            panic!("a folder was accepted");
        };
        assert_eq!(reason, "is_directory");
        assert!(!name.is_empty());
        let text = dir.path().join("notes.mp3");
        std::fs::write(&text, b"these are not the droids").unwrap();
        let ProbedInput::Refused {
            reason, name, path, ..
        } = probed(&text)
        else {
            panic!("text was accepted");
        };
        assert_eq!((reason.as_str(), name.as_str()), ("not_media", "notes.mp3"));
        assert_eq!(path, text.to_string_lossy());
        let ProbedInput::Refused { reason, .. } = probed(&dir.path().join("gone.wav")) else {
            panic!("a missing file was accepted");
        };
        assert_eq!(reason, "not_found");
    }

    #[test]
    fn too_long_says_how_long_and_the_limit() {
        let e = ProbeError::TooLong {
            path: "/a.wav".into(),
            duration_ms: 31 * 60_000,
            limit_ms: 30 * 60_000,
        };
        let ProbedInput::Refused {
            reason,
            duration_ms,
            limit_ms,
            ..
        } = refused("/a.wav".into(), "a.wav".into(), &e)
        else {
            panic!("not refused");
        };
        assert_eq!(
            (reason.as_str(), duration_ms, limit_ms),
            ("too_long", Some(31 * 60_000), Some(30 * 60_000))
        );
    }

    #[test]
    fn a_media_file_is_ready_with_its_duration_format_and_cost() {
        let dir = tempfile::tempdir().unwrap();
        let wav = dir.path().join("take one.wav");
        write_silence(&wav, 61);
        let ProbedInput::Ready {
            name,
            duration_ms,
            format,
            estimated_credits,
            ..
        } = probed(&wav)
        else {
            panic!("a WAV was refused");
        };
        assert_eq!(name, "take one.wav");
        assert!((60_900..=61_100).contains(&duration_ms), "{duration_ms}");
        assert!(format.starts_with("wav/"), "{format}");
        // 61 s is two started minutes.
        assert_eq!(estimated_credits, 20);
    }

    /// A WAV of silence, 8 kHz mono 8-bit (the training commands' tests use it too).
    pub(crate) fn write_silence(path: &Path, seconds: u32) {
        let spec = hound::WavSpec {
            channels: 1,
            sample_rate: 8_000,
            bits_per_sample: 8,
            sample_format: hound::SampleFormat::Int,
        };
        let mut wav = hound::WavWriter::create(path, spec).unwrap();
        for _ in 0..spec.sample_rate * seconds {
            wav.write_sample(0i8).unwrap();
        }
        wav.finalize().unwrap();
    }
}
