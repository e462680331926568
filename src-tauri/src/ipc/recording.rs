//! The training wizard's recorder as the page sees it: input devices, takes (named by file name
//! inside the library's takes folder; the page never names a path to write), and why a take ended.

use serde::Serialize;
use specta::Type;

pub use dubdeck_core::record::{InputDevice, Level, TakeEnd, Trimmed};

/// A saved take.
#[derive(Debug, Clone, PartialEq, Serialize, Type)]
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
#[derive(Debug, Clone, PartialEq, Serialize, Type)]
#[serde(rename_all = "camelCase")]
pub struct Takes {
    /// Every take, oldest first.
    pub takes: Vec<Take>,
    /// Takes that were being recorded when Dubdeck stopped, kept now (each is in `takes` too).
    pub recovered: Vec<String>,
}

/// A take under way.
#[derive(Debug, Clone, PartialEq, Serialize, Type)]
#[serde(rename_all = "camelCase")]
pub struct TakeStarted {
    /// The name the take will have.
    pub name: String,
    pub device: InputDevice,
}

/// A take that ended: stopped by the user, or by itself (then also sent as `TakeEnded`).
#[derive(Debug, Clone, PartialEq, Serialize, Type)]
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

/// A recorder's failure: its code, the device (`value`), and the cause that is not ours (the
/// audio system's or the disk's own words, the system's problem) to quote.
impl From<dubdeck_core::record::RecordError> for super::IpcError {
    fn from(e: dubdeck_core::record::RecordError) -> super::IpcError {
        use dubdeck_core::record::RecordError;
        let mut error = super::IpcError::new(e.code(), e.to_string());
        match &e {
            RecordError::DeviceGone(device) | RecordError::NotOffered(device) => {
                error = error.about(device.clone())
            }
            RecordError::Open(words) | RecordError::Denied(words) | RecordError::Format(words) => {
                error = error.because(words.clone());
            }
            RecordError::Io(io) => {
                error.details.io = Some(super::IoProblem::of(io));
                error = error.because(io.to_string());
            }
            RecordError::NotATake { path, reason } => {
                error = error.about(path.to_string_lossy()).because(reason.clone())
            }
            RecordError::NoDevice | RecordError::AllSilence => {}
        }
        error
    }
}
