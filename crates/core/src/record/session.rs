//! The take session of one library: one take at a time into its takes folder, and what can be
//! done with the takes there (list them, keep the ones a stop of the app interrupted, trim, delete).
//! Takes are named by their file names (`Take 3.wav`); a front end never names a path to write or
//! delete. Blocking API: async callers go through the application context.

use std::path::{Path, PathBuf};
use std::sync::{Mutex, MutexGuard, PoisonError};

use serde::Serialize;

use super::{InputDevice, RecordError, RecordEvent, Recording, TakeEnd, TakeSummary, Trimmed, takes};

/// A saved take.
#[derive(Debug, Clone, PartialEq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct Take {
    /// Its file name (`Take 3.wav`): how commands name it.
    pub name: String,
    /// Where it is, for the wizard's list of files (takes join it like dropped files).
    pub path: String,
    /// Its length.
    pub seconds: f64,
}

/// The takes folder when the wizard opens.
#[derive(Debug, Clone, PartialEq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct Takes {
    /// Every take, oldest first.
    pub takes: Vec<Take>,
    /// Takes that were being recorded when Dubdeck stopped, kept now (each is in `takes` too).
    pub recovered: Vec<String>,
}

/// A take under way.
#[derive(Debug, Clone, PartialEq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct TakeStarted {
    /// The name the take will have.
    pub name: String,
    pub device: InputDevice,
}

/// A take that ended: stopped by the user, or by itself (then also announced).
#[derive(Debug, Clone, PartialEq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct TakeDone {
    pub take: Take,
    pub end: TakeEnd,
    /// Samples at full scale.
    #[specta(type = f64)]
    pub clipped_samples: u64,
    /// Samples lost because the computer could not keep up (0 on a healthy machine).
    #[specta(type = f64)]
    pub dropped_samples: u64,
    /// Samples per second, to say how long the lost part was.
    pub sample_rate: u32,
}

impl TakeDone {
    /// The finished take `summary` as front ends show it, read back from its file.
    fn of(summary: &TakeSummary) -> Result<TakeDone, RecordError> {
        Ok(TakeDone {
            take: take_of(&summary.path).ok_or_else(|| RecordError::Unreadable(file_name(&summary.path)))?,
            end: summary.end.clone(),
            clipped_samples: summary.clipped_samples,
            dropped_samples: summary.dropped_samples,
            sample_rate: summary.sample_rate,
        })
    }
}

/// What a take under way reports to the session's listener.
#[derive(Debug, Clone, PartialEq)]
pub enum TakeEvent {
    Level(super::Level),
    /// The take ended by itself (its device went away, writing failed, it reached its longest).
    Ended(TakeDone),
}

/// Idle, opening a device (a take is reserved: no other may start, and the folder is not repaired
/// meanwhile), or with a take that records or ended by itself and was not collected yet.
#[derive(Default)]
enum State {
    #[default]
    Idle,
    Starting,
    Recording(Recording),
}

/// One library's takes and the take being recorded.
pub struct TakeSession {
    dir: PathBuf,
    state: Mutex<State>,
}

impl std::fmt::Debug for TakeSession {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("TakeSession")
            .field("dir", &self.dir)
            .finish_non_exhaustive()
    }
}

impl TakeSession {
    /// The session of the takes folder `dir` (created when the first take starts).
    pub fn new(dir: PathBuf) -> TakeSession {
        TakeSession {
            dir,
            state: Mutex::new(State::Idle),
        }
    }

    /// The takes folder.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    fn state(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Whether a take is being opened or written.
    pub fn is_busy(&self) -> bool {
        match &*self.state() {
            State::Idle => false,
            State::Starting => true,
            State::Recording(r) => !r.is_finished(),
        }
    }

    /// The saved takes, after keeping any that a stop of the app interrupted (unless a take is
    /// being recorded: its file is not one to repair).
    pub fn list(&self) -> Result<Takes, RecordError> {
        let recovered = if self.is_busy() {
            Vec::new()
        } else {
            takes::recover(&self.dir)?
        };
        Ok(Takes {
            takes: takes::list(&self.dir).iter().filter_map(|p| take_of(p)).collect(),
            recovered: recovered.iter().map(|p| file_name(p)).collect(),
        })
    }

    /// Starts a new take from `device` (an input device's id; the default input when `None`),
    /// ending by itself after `seconds` when given (else at [`super::MAX_TAKE_SECONDS`]). A take
    /// that ended by itself is collected first and returned with the new one.
    pub fn start(
        &self,
        device: Option<&str>,
        seconds: Option<u32>,
        mut on_event: impl FnMut(TakeEvent) + Send + 'static,
    ) -> Result<(TakeStarted, Option<TakeSummary>), RecordError> {
        let ended = {
            let mut state = self.state();
            let ended = match std::mem::take(&mut *state) {
                State::Idle => None,
                State::Recording(r) if r.is_finished() => Some(r),
                busy => {
                    *state = busy;
                    return Err(RecordError::Busy);
                }
            };
            *state = State::Starting;
            ended
        };
        let collected = ended.map(Recording::stop);
        let opened = std::fs::create_dir_all(&self.dir)
            .map_err(RecordError::from)
            .and_then(|()| {
                let path = takes::new_take_path(&self.dir);
                let seconds = seconds.unwrap_or(super::MAX_TAKE_SECONDS);
                Recording::start_for(device, &path, seconds, move |event| match event {
                    RecordEvent::Level(level) => on_event(TakeEvent::Level(level)),
                    RecordEvent::Ended(summary) => match TakeDone::of(&summary) {
                        Ok(done) => on_event(TakeEvent::Ended(done)),
                        Err(e) => tracing::warn!("a take that ended by itself cannot be read back: {e}"),
                    },
                })
            });
        let mut state = self.state();
        match opened {
            Ok(recording) => {
                let started = TakeStarted {
                    name: file_name(recording.path()),
                    device: recording.device().clone(),
                };
                *state = State::Recording(recording);
                Ok((started, collected))
            }
            Err(e) => {
                *state = State::Idle;
                Err(e)
            }
        }
    }

    /// Stops the take being recorded (or collects the one that ended by itself) and saves it.
    /// Blocks until its file is complete.
    pub fn stop(&self) -> Result<TakeDone, RecordError> {
        let recording = {
            let mut state = self.state();
            match std::mem::take(&mut *state) {
                State::Recording(r) => r,
                State::Starting => {
                    *state = State::Starting;
                    return Err(RecordError::StillStarting);
                }
                State::Idle => return Err(RecordError::NotRecording),
            }
        };
        TakeDone::of(&recording.stop())
    }

    /// Ends the take being recorded, if any, and saves it (the app is closing, or the library is
    /// being closed). Blocks until its file is complete.
    pub fn stop_now(&self) -> Option<TakeSummary> {
        match std::mem::take(&mut *self.state()) {
            State::Recording(recording) => Some(recording.stop()),
            _ => None,
        }
    }

    /// The take called `name`: a take's file name, of a take that exists and is not being recorded.
    pub fn path_of(&self, name: &str) -> Result<PathBuf, RecordError> {
        if !takes::is_take_name(name) {
            return Err(RecordError::NotATakeName(name.to_owned()));
        }
        let path = self.dir.join(name);
        let recording_it =
            matches!(&*self.state(), State::Recording(r) if r.path() == path && !r.is_finished());
        if recording_it {
            return Err(RecordError::BeingRecorded(name.to_owned()));
        }
        if !path.is_file() {
            return Err(RecordError::TakeGone(name.to_owned()));
        }
        Ok(path)
    }

    /// Cuts the silence at both ends of the take `name`.
    pub fn trim(&self, name: &str) -> Result<Trimmed, RecordError> {
        super::trim_silence(&self.path_of(name)?)
    }

    /// Deletes the take `name`; returns where it was.
    pub fn delete(&self, name: &str) -> Result<PathBuf, RecordError> {
        let path = self.path_of(name)?;
        std::fs::remove_file(&path)?;
        Ok(path)
    }
}

impl Drop for TakeSession {
    fn drop(&mut self) {
        if let Some(summary) = self.stop_now() {
            tracing::info!(
                "the take being recorded was saved as its library closed: {}",
                summary.path.display()
            );
        }
    }
}

fn take_of(path: &Path) -> Option<Take> {
    Some(Take {
        name: file_name(path),
        path: path.to_string_lossy().into_owned(),
        seconds: takes::seconds(path)?,
    })
}

fn file_name(path: &Path) -> String {
    path.file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default()
}
