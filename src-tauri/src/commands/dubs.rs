//! Starting dubs: the local probe of offered files (before any request), the system's file picker,
//! the dubs themselves, and the voice they use (its remembered preset, the last and recent voices).

use std::path::PathBuf;

use tauri::AppHandle;

use dubdeck_core::engine::{Audition, CoverRequest, DubRequest, DubSource};
use dubdeck_core::ffmpeg::{AUDITION_MS, MediaError, MediaSupport};

use super::ShellState;
use crate::ipc::{
    AuditionChoice, DubSourceInput, ErrorCode, InputWaveform, IpcError, JobRow, MediaStatus, ProbedInput,
    StartDubs, VoiceChoice, VoicePreset, known_choice, output_dir, parse_voice_id, probed, recent_choice,
    row,
};

/// Probes each file locally (nothing is sent): its duration, format and estimated cost, or why it
/// cannot be dubbed (a folder, not media, over 30 minutes...).
#[tauri::command]
#[specta::specta]
pub async fn probe_inputs(shell: ShellState<'_>, paths: Vec<String>) -> Result<Vec<ProbedInput>, IpcError> {
    let paths: Vec<PathBuf> = paths.into_iter().map(PathBuf::from).collect();
    shell.offered().check(paths.iter().map(PathBuf::as_path))?;
    probe_all(&shell, paths).await
}

/// Asks for audio or video files with the system's picker, and probes them; empty when the user
/// cancels.
#[tauri::command]
#[specta::specta]
pub async fn pick_media_files(app: AppHandle, shell: ShellState<'_>) -> Result<Vec<ProbedInput>, IpcError> {
    let words = crate::words::now(&shell.ctx().await?).await;
    let paths = crate::picker::pick_media(&app, words, "picker-media-to-dub").await;
    shell.offered().offer(paths.iter().cloned());
    probe_all(&shell, paths).await
}

/// The files Dubdeck was asked to open ("Open with Dubdeck"), probed; each is given once.
#[tauri::command]
#[specta::specta]
pub async fn take_opened_files(shell: ShellState<'_>) -> Result<Vec<ProbedInput>, IpcError> {
    let paths = shell.take_opened_files();
    probe_all(&shell, paths.into_iter().map(PathBuf::from).collect()).await
}

/// Starts one dub per input with one voice, into the output folder of the settings. Every input
/// is checked first: when one is refused, none starts (the error names it). The voice's pitch and
/// separation are remembered, and it becomes the last voice used. With an instrumental, the one
/// input is a vocal stem dubbed as a cover; with voices to compare, each input is auditioned with
/// each voice, and the auditions of one input are one comparison.
#[tauri::command]
#[specta::specta]
pub async fn start_dubs(shell: ShellState<'_>, request: StartDubs) -> Result<Vec<JobRow>, IpcError> {
    if request.inputs.is_empty() {
        return Err(IpcError::new(ErrorCode::InvalidValue, "nothing to dub"));
    }
    if request.instrumental.is_some() && request.inputs.len() != 1 {
        return Err(IpcError::new(
            ErrorCode::InvalidValue,
            "an instrumental is paired with one vocal",
        ));
    }
    let mut voices = vec![(parse_voice_id(&request.voice_id)?, request.voice_name.clone())];
    for other in &request.compare_with {
        voices.push((parse_voice_id(&other.voice_id)?, other.voice_name.clone()));
    }
    let mut offered: Vec<PathBuf> = request
        .inputs
        .iter()
        .filter_map(|i| match i {
            DubSourceInput::File { path } => Some(PathBuf::from(path)),
            DubSourceInput::Link { .. } => None,
        })
        .collect();
    offered.extend(request.instrumental.iter().map(PathBuf::from));
    shell.offered().check(offered.iter().map(PathBuf::as_path))?;
    let ctx = shell.ctx().await?;
    let output_dir = output_dir(&ctx.settings().await?);
    let compared = voices.len() > 1;
    // Several files (a folder, or a drop of many) are one batch, approved as one plan.
    let batch = (request.inputs.len() > 1 && !compared).then(uuid::Uuid::new_v4);
    let mut requests = Vec::with_capacity(request.inputs.len() * voices.len());
    for input in &request.inputs {
        let source = match input {
            DubSourceInput::File { path } => DubSource::File(PathBuf::from(path)),
            DubSourceInput::Link { url } => DubSource::Link(url.clone()),
        };
        let group = compared.then(uuid::Uuid::new_v4);
        for (voice_id, voice_name) in &voices {
            let mut dub = DubRequest::new(source.clone(), *voice_id, voice_name.clone(), output_dir.clone());
            dub.pitch_shift = request.pitch_shift;
            dub.separate = request.separate;
            dub.audition = request.audition.map(|choice| match choice {
                AuditionChoice::Loudest => Audition::Loudest,
                AuditionChoice::From { start_ms } => Audition::From { start_ms },
            });
            dub.cover = request.instrumental.as_ref().map(|path| CoverRequest {
                instrumental: PathBuf::from(path),
                key: request.key,
            });
            dub.group = group;
            dub.batch = batch;
            dub.approve_up_to = request.approve_up_to;
            requests.push(dub);
        }
    }
    let views = ctx.start_dubs(requests).await.map_err(|e| shell.fail(e))?;
    Ok(views.iter().map(row).collect())
}

/// The dub sheet's starting values for a voice (its last pitch and separation).
#[tauri::command]
#[specta::specta]
pub async fn voice_preset(shell: ShellState<'_>, voice_id: String) -> Result<VoicePreset, IpcError> {
    let id = parse_voice_id(&voice_id)?;
    let preset = shell.ctx().await?.preset(id).await?;
    Ok(VoicePreset::of(id, preset))
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

async fn probe_all(shell: &ShellState<'_>, paths: Vec<PathBuf>) -> Result<Vec<ProbedInput>, IpcError> {
    let media = shell.ctx().await?.media().clone();
    let mut probed_all = Vec::with_capacity(paths.len());
    for path in paths {
        probed_all.push(probed(&path, &media).await);
    }
    Ok(probed_all)
}

/// Whether videos and auditions can be worked on here (ffmpeg's version, or why not).
#[tauri::command]
#[specta::specta]
pub async fn media_status(shell: ShellState<'_>) -> Result<MediaStatus, IpcError> {
    Ok(MediaStatus::of(shell.ctx().await?.media()).await)
}

/// An offered file's waveform in `bars` bars (at most 4,096), and its loudest half minute (the
/// audition's default), decoded on this computer by ffmpeg.
#[tauri::command]
#[specta::specta]
pub async fn input_waveform(
    shell: ShellState<'_>,
    path: String,
    bars: u32,
) -> Result<InputWaveform, IpcError> {
    let path = PathBuf::from(path);
    shell.offered().check([path.as_path()])?;
    let media: MediaSupport = shell.ctx().await?.media().clone();
    let tool = media.get().await.map_err(IpcError::tool_missing)?;
    let energy = tool.energy(&path).await.map_err(|e| media_failed(&path, &e))?;
    let wave = energy.waveform(usize::try_from(bars).unwrap_or(usize::MAX));
    Ok(InputWaveform {
        duration_ms: wave.duration_ms,
        bars: wave.levels(),
        loudest: energy.loudest(AUDITION_MS),
        audition_ms: AUDITION_MS,
    })
}

fn media_failed(path: &std::path::Path, error: &MediaError) -> IpcError {
    let failed = IpcError::new(ErrorCode::MediaFailed, error.to_string()).about(path.to_string_lossy());
    match error {
        // ffmpeg's own words; the other failures are ours, and the code words them.
        MediaError::Unreadable { reason, .. } | MediaError::Failed { reason, .. } => {
            failed.because(reason.clone())
        }
        _ => failed,
    }
}
