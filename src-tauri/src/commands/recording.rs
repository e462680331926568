//! The training wizard's recorder: the input devices, one take at a time into the library's takes
//! folder (levels and a take's own end arrive as `TakeLevel` and `TakeEnded`), and what can be done
//! with a take: hear it, trim its silent ends, delete it. Takes are named by their file names; the
//! page never names a path to write or delete.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use dubdeck_core::record::{self, RecordError, RecordEvent, Recording, TakeSummary, takes};

use super::ShellState;
use crate::events::{self, TakeEnded, TakeLevel};
use crate::ipc::{ErrorCode, InputDevice, IpcError, Take, TakeDone, TakeStarted, Takes, Trimmed, file_name};
use crate::media::Owner;
use crate::shell::Recorder;

/// The system's input devices, the default first.
#[tauri::command]
#[specta::specta]
pub async fn input_devices() -> Result<Vec<InputDevice>, IpcError> {
    blocking(record::list_inputs).await?.map_err(refused)
}

/// The saved takes, after keeping any that a stop of the app interrupted.
#[tauri::command]
#[specta::specta]
pub async fn takes(shell: ShellState<'_>) -> Result<Takes, IpcError> {
    let dir = takes_dir(&shell).await?;
    let busy = shell.recorder().is_busy();
    let (list, recovered) = blocking(move || -> Result<_, RecordError> {
        // A take being opened or written is not one to repair.
        let recovered = if busy { Vec::new() } else { takes::recover(&dir)? };
        let list: Vec<Take> = takes::list(&dir).iter().filter_map(|p| take_of(p)).collect();
        Ok((list, recovered))
    })
    .await?
    .map_err(refused)?;
    shell.offered().offer(list.iter().map(|t| PathBuf::from(&t.path)));
    Ok(Takes {
        takes: list,
        recovered: recovered.iter().map(|p| file_name(p)).collect(),
    })
}

/// Starts recording a new take from `device` (an input device's id; the default input when none).
#[tauri::command]
#[specta::specta]
pub async fn start_take(shell: ShellState<'_>, device: Option<String>) -> Result<TakeStarted, IpcError> {
    let dir = takes_dir(&shell).await?;
    // A take that ended by itself (and said so with `TakeEnded`) is collected first.
    let ended = {
        let mut recorder = shell.recorder();
        match std::mem::take(&mut *recorder) {
            Recorder::Recording(r) if r.is_finished() => Some(r),
            other => {
                *recorder = other;
                None
            }
        }
    };
    if let Some(ended) = ended {
        let summary = blocking(move || ended.stop()).await?;
        shell.offered().offer([summary.path]);
    }
    {
        let mut recorder = shell.recorder();
        if !matches!(*recorder, Recorder::Idle) {
            return Err(IpcError::new(
                ErrorCode::RecordingInProgress,
                "a take is being recorded already",
            ));
        }
        *recorder = Recorder::Starting;
    }
    let app = shell.app().clone();
    let owner = Arc::clone(shell.inner());
    let opened = blocking(move || -> Result<Recording, RecordError> {
        std::fs::create_dir_all(&dir)?;
        let path = takes::new_take_path(&dir);
        Recording::start(device.as_deref(), &path, move |event| match event {
            RecordEvent::Level(level) => events::emit(&app, TakeLevel { level }),
            RecordEvent::Ended(summary) => {
                // The page adds it to the wizard's files at once: it must be one it may use.
                owner.offered().offer([summary.path.clone()]);
                if let Some(done) = done_of(&summary) {
                    events::emit(&app, TakeEnded { done });
                }
            }
        })
    })
    .await;
    let mut recorder = shell.recorder();
    match opened {
        Ok(Ok(recording)) => {
            let started = TakeStarted {
                name: file_name(recording.path()),
                device: recording.device().clone(),
            };
            *recorder = Recorder::Recording(recording);
            Ok(started)
        }
        Ok(Err(e)) => {
            *recorder = Recorder::Idle;
            Err(refused(e))
        }
        Err(e) => {
            *recorder = Recorder::Idle;
            Err(e)
        }
    }
}

/// Stops the take being recorded (or collects the one that ended by itself) and saves it.
#[tauri::command]
#[specta::specta]
pub async fn stop_take(shell: ShellState<'_>) -> Result<TakeDone, IpcError> {
    let recording = {
        let mut recorder = shell.recorder();
        match std::mem::take(&mut *recorder) {
            Recorder::Recording(r) => r,
            Recorder::Starting => {
                *recorder = Recorder::Starting;
                return Err(IpcError::new(
                    ErrorCode::RecordingInProgress,
                    "the take is still starting: stop it in a moment",
                ));
            }
            Recorder::Idle => {
                return Err(IpcError::new(
                    ErrorCode::NotRecording,
                    "no take is being recorded",
                ));
            }
        }
    };
    let summary = blocking(move || recording.stop()).await?;
    let done = done_of(&summary).ok_or_else(|| {
        IpcError::new(
            ErrorCode::TakeFailed,
            format!(
                "{} could not be read back after recording",
                summary.path.display()
            ),
        )
    })?;
    shell.offered().offer([summary.path.clone()]);
    Ok(done)
}

/// Cuts the silence at both ends of the take `name`.
#[tauri::command]
#[specta::specta]
pub async fn trim_take(shell: ShellState<'_>, name: String) -> Result<Trimmed, IpcError> {
    let path = take_path(&shell, &name).await?;
    blocking(move || record::trim_silence(&path))
        .await?
        .map_err(refused)
}

/// Deletes the take `name` from the library.
#[tauri::command]
#[specta::specta]
pub async fn delete_take(shell: ShellState<'_>, name: String) -> Result<(), IpcError> {
    let path = take_path(&shell, &name).await?;
    if let Some(server) = shell.media_if_started() {
        server.forget_take(&path);
    }
    tokio::fs::remove_file(&path)
        .await
        .map_err(|e| refused(RecordError::Io(e)))
}

/// A loopback URL the page plays the take `name` from.
#[tauri::command]
#[specta::specta]
pub async fn take_media(shell: ShellState<'_>, name: String) -> Result<String, IpcError> {
    let path = take_path(&shell, &name).await?;
    let server = shell.media().await?;
    Ok(server.share(Owner::Takes, &path).to_string())
}

async fn takes_dir(shell: &ShellState<'_>) -> Result<PathBuf, IpcError> {
    Ok(dubdeck_core::config::takes_dir(shell.ctx().await?.data_dir()))
}

/// The take called `name`, which must be a take's file name and exist.
async fn take_path(shell: &ShellState<'_>, name: &str) -> Result<PathBuf, IpcError> {
    if !takes::is_take_name(name) {
        return Err(IpcError::new(
            ErrorCode::InvalidValue,
            format!("\"{name}\" is not a take"),
        ));
    }
    let path = takes_dir(shell).await?.join(name);
    let recording_it =
        matches!(&*shell.recorder(), Recorder::Recording(r) if r.path() == path && !r.is_finished());
    if recording_it {
        return Err(IpcError::new(
            ErrorCode::RecordingInProgress,
            format!("{name} is being recorded"),
        ));
    }
    if !tokio::fs::try_exists(&path).await.unwrap_or(false) {
        return Err(IpcError::new(
            ErrorCode::TakeFailed,
            format!("{name} is not in the takes folder any more"),
        ));
    }
    Ok(path)
}

fn take_of(path: &Path) -> Option<Take> {
    Some(Take {
        name: file_name(path),
        path: path.to_string_lossy().into_owned(),
        seconds: takes::seconds(path)?,
    })
}

fn done_of(summary: &TakeSummary) -> Option<TakeDone> {
    Some(TakeDone {
        take: take_of(&summary.path)?,
        end: summary.end.clone(),
        clipped_samples: summary.clipped_samples,
        dropped_samples: summary.dropped_samples,
        sample_rate: summary.sample_rate,
    })
}

fn refused(e: RecordError) -> IpcError {
    IpcError::from(e)
}

async fn blocking<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> Result<T, IpcError> {
    tokio::task::spawn_blocking(f)
        .await
        .map_err(|e| IpcError::new(ErrorCode::Internal, format!("the recorder stopped: {e}")))
}
