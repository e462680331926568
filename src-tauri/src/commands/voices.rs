//! The account's own voices, from the library (the service keeps no list of them), and where
//! voices sit, for auto pitch: a range the user gives a public voice once, and the shift proposed
//! for a file the user offered and a voice.

use std::path::PathBuf;

use dubdeck_core::context::PitchAdvice;
use dubdeck_core::ledger::VoicePitch;
use dubdeck_core::pitch::{ShiftStep, VoiceRange};

use super::ShellState;
use crate::ipc::{IpcError, MyVoice, parse_voice_id};

#[tauri::command]
#[specta::specta]
pub async fn my_voices(shell: ShellState<'_>) -> Result<Vec<MyVoice>, IpcError> {
    let voices = shell.ctx().await?.my_voices().await?;
    Ok(voices.into_iter().map(Into::into).collect())
}

/// Where the voice `voice_id` sits, if known (own voices are measured from their recordings).
#[tauri::command]
#[specta::specta]
pub async fn voice_range(shell: ShellState<'_>, voice_id: String) -> Result<Option<VoicePitch>, IpcError> {
    let id = parse_voice_id(&voice_id)?;
    Ok(shell.ctx().await?.voice_pitch(id).await?)
}

/// Says where the voice `voice_id` sits (`None` forgets it).
#[tauri::command]
#[specta::specta]
pub async fn set_voice_range(
    shell: ShellState<'_>,
    voice_id: String,
    range: Option<VoiceRange>,
) -> Result<Option<VoicePitch>, IpcError> {
    let id = parse_voice_id(&voice_id)?;
    let ctx = shell.ctx().await?;
    ctx.set_voice_range(id, range).await?;
    Ok(ctx.voice_pitch(id).await?)
}

/// The pitch shift that brings the vocal of `path` (a file the user offered) into the voice's
/// range, moving by `step`.
#[tauri::command]
#[specta::specta]
pub async fn propose_pitch(
    shell: ShellState<'_>,
    path: String,
    voice_id: String,
    step: ShiftStep,
) -> Result<PitchAdvice, IpcError> {
    let id = parse_voice_id(&voice_id)?;
    let path = PathBuf::from(path);
    shell.offered().check([path.as_path()])?;
    Ok(shell.ctx().await?.propose_pitch(&path, id, step).await?)
}
