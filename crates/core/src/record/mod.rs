//! Recording takes for the training wizard: the system's input devices (through cpal), a level
//! meter with a clipping mark, and each take written as it comes to a lossless WAV file in the
//! library, so that a take survives the app closing in the middle of it.
//!
//! A take is written as `<name>.wav.part` and renamed to `<name>.wav` when it ends. Its header is
//! brought up to date every second; a `.part` left by a crash is repaired and kept by
//! [`takes::recover`].
//!
//! The stream lives on a thread of its own (a cpal stream may not move between threads), which
//! also writes the file, measures the levels and watches the device: a device that goes away mid-take
//! ends the take with what was recorded, and says so. A take has one channel: the mean of the
//! device's (a voice is one source; a second channel of a stereo microphone adds size, not voice).

mod devices;
mod session;
mod stream;
pub mod takes;
mod trim;
mod wav;

use std::path::PathBuf;

use serde::Serialize;

use crate::codes::{DeviceLoss, DeviceProblem, IoProblem, TakeWriteProblem};

pub use devices::{InputDevice, inputs_with_host, list_inputs};
pub use session::{Take, TakeDone, TakeEvent, TakeSession, TakeStarted, Takes};
pub use stream::Recording;
pub use trim::{Trimmed, trim_silence};

/// The longest a take can be: the service's own limit for a training file. A take that reaches
/// it ends by itself with [`TakeEnd::LimitReached`], keeping all of it.
pub const MAX_TAKE_SECONDS: u32 = 30 * 60;

/// Level events per second while recording.
pub const LEVELS_PER_SECOND: u32 = 30;

/// The level of the last thirtieth of a second.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct Level {
    /// The loudest sample, in dBFS (0 is full scale; -120 stands for nothing at all).
    pub peak_db: f32,
    /// The RMS level, in dBFS.
    pub rms_db: f32,
    /// A sample reached full scale (see [`crate::quality::CLIP_LEVEL`]).
    pub clipped: bool,
    /// Seconds recorded so far.
    pub seconds: f64,
}

/// Why a take ended.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, specta::Type)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum TakeEnd {
    /// Stopped by the user.
    Stopped,
    /// The device went away (unplugged, or its driver or sound server stopped it): `detail` is the
    /// device's or the system's own words, when it gave any.
    DeviceLost { why: DeviceLoss, detail: Option<String> },
    /// The file could not be written on (disk full, folder removed): what the system said is wrong
    /// (`io`) and its own words (`detail`), when it said anything.
    WriteFailed {
        why: TakeWriteProblem,
        io: Option<IoProblem>,
        detail: Option<String>,
    },
    /// The take reached the longest a take can be ([`MAX_TAKE_SECONDS`]).
    LimitReached { seconds: u32 },
}

/// A finished take.
#[derive(Debug, Clone, PartialEq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct TakeSummary {
    pub path: PathBuf,
    pub seconds: f64,
    pub sample_rate: u32,
    /// Always 1: a take is the mean of the device's channels.
    pub channels: u16,
    /// Samples (of any of the device's channels) at full scale.
    #[specta(type = f64)]
    pub clipped_samples: u64,
    /// Samples the writer could not keep up with and lost (0 on a healthy machine).
    #[specta(type = f64)]
    pub dropped_samples: u64,
    pub end: TakeEnd,
}

impl TakeSummary {
    /// A take of which nothing was recorded (it did not open, or it was already collected).
    pub(crate) fn nothing(path: PathBuf, end: TakeEnd) -> TakeSummary {
        TakeSummary {
            path,
            seconds: 0.0,
            sample_rate: 0,
            channels: 0,
            clipped_samples: 0,
            dropped_samples: 0,
            end,
        }
    }
}

/// What a running take reports.
#[derive(Debug, Clone, PartialEq)]
pub enum RecordEvent {
    Level(Level),
    /// The take ended by itself (the device went away, or writing failed); [`Recording::stop`]
    /// returns the same summary.
    Ended(TakeSummary),
}

/// Why a device could not be listed or recorded from, or a take not kept or trimmed.
#[derive(Debug, thiserror::Error)]
pub enum RecordError {
    #[error("no microphone or other input device was found")]
    NoDevice,
    #[error("the input device \"{0}\" is not connected any more")]
    DeviceGone(String),
    /// Not a device the recorder offers (a monitor of an output records the computer, not a
    /// voice): refused even when named.
    #[error("the input device \"{0}\" is not one Dubdeck records from")]
    NotOffered(String),
    /// `detail` is the device's, the driver's or the system's own words, when it gave any.
    #[error("the input device could not be opened ({problem}): {}", detail.as_deref().unwrap_or("-"))]
    Open {
        problem: DeviceProblem,
        detail: Option<String>,
    },
    #[error("the system does not let Dubdeck use the microphone: {0}")]
    Denied(String),
    #[error("the input device sends samples as {0}, which Dubdeck cannot record")]
    Format(String),
    #[error("the take could not be written: {0}")]
    Io(#[from] std::io::Error),
    #[error("{path} is not a take Dubdeck can read: {reason}")]
    NotATake { path: PathBuf, reason: String },
    #[error("the take is silence from start to end")]
    AllSilence,
    #[error("a take is being recorded already")]
    Busy,
    #[error("the take is still starting")]
    StillStarting,
    #[error("no take is being recorded")]
    NotRecording,
    #[error("\"{0}\" is not the name of a take")]
    NotATakeName(String),
    #[error("{0} is being recorded")]
    BeingRecorded(String),
    #[error("{0} is not in the takes folder any more")]
    TakeGone(String),
    #[error("{0} could not be read back after recording")]
    Unreadable(String),
}

impl RecordError {
    /// A device that refused to be opened or listed, in its own words.
    pub(crate) fn refused(e: &impl std::fmt::Display) -> RecordError {
        RecordError::Open {
            problem: DeviceProblem::Refused,
            detail: Some(e.to_string()),
        }
    }

    /// The code front ends choose their words by.
    pub fn code(&self) -> crate::codes::ErrorCode {
        use crate::codes::ErrorCode;
        match self {
            RecordError::NoDevice => ErrorCode::NoInputDevice,
            // Only a page that names a device it was not offered meets `NotOffered`: to the person,
            // that device is not there to record from.
            RecordError::DeviceGone(_) | RecordError::NotOffered(_) => ErrorCode::InputDeviceGone,
            RecordError::Open { .. } | RecordError::Format(_) => ErrorCode::InputDeviceFailed,
            RecordError::Denied(_) => ErrorCode::MicrophoneDenied,
            RecordError::Io(_) | RecordError::NotATake { .. } => ErrorCode::TakeFailed,
            RecordError::AllSilence => ErrorCode::TakeSilent,
            RecordError::Busy | RecordError::StillStarting | RecordError::BeingRecorded(_) => {
                ErrorCode::RecordingInProgress
            }
            RecordError::NotRecording => ErrorCode::NotRecording,
            RecordError::NotATakeName(_) => ErrorCode::InvalidValue,
            RecordError::TakeGone(_) | RecordError::Unreadable(_) => ErrorCode::TakeFailed,
        }
    }

    /// The take or device the error is about, for the front end's words.
    pub fn value(&self) -> Option<&str> {
        match self {
            RecordError::DeviceGone(name)
            | RecordError::NotOffered(name)
            | RecordError::NotATakeName(name)
            | RecordError::BeingRecorded(name)
            | RecordError::TakeGone(name)
            | RecordError::Unreadable(name) => Some(name),
            _ => None,
        }
    }
}

/// `level` (a linear amplitude) in dBFS, floored at -120.
pub(crate) fn to_db(level: f32) -> f32 {
    if level <= 1e-6 {
        -120.0
    } else {
        (20.0 * level.log10()).max(-120.0)
    }
}
