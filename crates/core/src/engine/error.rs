//! The engine's typed errors: local refusals of an input (before any request), problems with the
//! ledger, and requests that do not fit a job's state. Failures of the jobs themselves are not
//! errors here: they are stored on the job's row (`JobFailure`) and shown there.

use std::path::PathBuf;

use crate::codes::{ContainerKind, IoProblem, JobAction, RefusalReason};
use crate::decode::ProbeError;
use crate::events::JobId;
use crate::ffmpeg::{AUDITION_MS, MediaError, ToolMissing};
use crate::ledger::LedgerError;

/// Why an input was refused before anything was sent.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum Refusal {
    /// The file cannot be dubbed or used for training (folder, empty, unreadable, not media, too long).
    #[error(transparent)]
    Probe(#[from] ProbeError),

    #[error(
        "{link:?} cannot be dubbed: {reason}. Give an http:// or https:// link to an audio or video file."
    )]
    BadLink { link: String, reason: String },

    #[error("A pitch shift of {0} semitones is out of range. Choose -24 to 24 (12 is one octave).")]
    PitchOutOfRange(i32),

    #[error("The voice name must have 1 to 50 characters (it has {0}). Choose another name.")]
    VoiceName(usize),

    #[error("Maximum minutes must be 5 to 60 (got {0}). Choose a value in that range.")]
    MaxMinutes(u32),

    #[error("A voice is trained from 1 to 5 files (got {0}). Choose between one and five recordings.")]
    FileCount(usize),

    #[error(
        "The training files hold {} of audio, more than the {max_minutes} minutes chosen: the \
         service would charge and then fail the training. Choose more minutes or fewer files.",
        crate::decode::format_duration(*total_ms)
    )]
    TrainingTooLong { total_ms: u64, max_minutes: u32 },

    /// The output folder cannot be written to: `problem` says why, `reason` is the system's own
    /// words (empty when it gave none).
    #[error(
        "The output folder {} cannot be used ({problem}: {reason}). Choose a folder Dubdeck may write to.",
        path.display()
    )]
    OutputDir {
        path: PathBuf,
        problem: IoProblem,
        reason: String,
    },

    #[error(
        "{link:?} cannot be auditioned: the service fetches a link whole. Dub the link whole, or \
         download it and audition the file."
    )]
    AuditionOfLink { link: String },

    #[error(
        "{} is only {}, and an audition is {}: dub the whole file, for the same minimum charge.",
        path.display(),
        crate::decode::format_duration(*duration_ms),
        crate::decode::format_duration(AUDITION_MS)
    )]
    AuditionTooShort { path: PathBuf, duration_ms: u64 },

    #[error(
        "An audition from {} would start after the end of {} ({} long). Choose an earlier start.",
        crate::decode::format_duration(*start_ms),
        path.display(),
        crate::decode::format_duration(*duration_ms)
    )]
    AuditionOutOfRange {
        path: PathBuf,
        start_ms: u64,
        duration_ms: u64,
    },

    /// Dubdeck's media work needs ffmpeg, and there is none.
    #[error("An audition is cut on this computer, with ffmpeg: {0}. Install ffmpeg, or dub the whole file.")]
    NeedsMediaTool(ToolMissing),

    /// ffmpeg could not read the file (or stopped), with its reason.
    #[error(transparent)]
    Media(MediaError),

    /// An instrumental given with what is not a vocal file (`value`: a link, a video or an
    /// audition), or an instrumental that is itself a video.
    #[error(
        "{value} cannot be paired with an instrumental: only a vocal file dubbed whole can. Dub it \
         alone, or pair the vocal stem."
    )]
    NotPairable { value: String },

    #[error("A key of {0} semitones is out of range. Choose -12 to 12.")]
    KeyOutOfRange(i32),

    /// A key change asked of an ffmpeg without a pitch shifter (`rubberband`).
    #[error(
        "A key of {0} semitones needs ffmpeg's rubberband filter, which this ffmpeg lacks. Mix in the \
         original key, or use an ffmpeg with rubberband."
    )]
    NoPitchShifter(i32),

    #[error("A level of {0} dB is out of range. Choose -24 to +12 dB.")]
    GainOutOfRange(f64),

    #[error("A loudness of {0} LUFS is out of range. Choose -36 to -6 LUFS, or none.")]
    LoudnessOutOfRange(f64),

    /// A comparison of more voices than one excerpt is auditioned with.
    #[error("Up to {MAX_COMPARED} voices can be compared at once (got {0}). Choose fewer voices.")]
    TooManyVoices(usize),

    /// Voices compared with a whole dub rather than an audition.
    #[error("Voices are compared on a 30-second audition. Turn the audition on, or choose one voice.")]
    ComparisonWithoutAudition,

    /// A name template with a placeholder Dubdeck does not know (`{0}` the template).
    #[error(
        "The name template {0:?} has a placeholder Dubdeck does not know. Use {{input}}, {{voice}}, \
         {{key}}, {{pitch}} and {{date}}."
    )]
    NameTemplate(String),
}

/// How many voices one comparison auditions.
pub const MAX_COMPARED: usize = 4;

impl Refusal {
    /// Why, as front ends branch on it.
    pub fn reason(&self) -> RefusalReason {
        match self {
            Refusal::Probe(probe) => probe.code(),
            Refusal::BadLink { .. } => RefusalReason::BadLink,
            Refusal::PitchOutOfRange(_) => RefusalReason::PitchOutOfRange,
            Refusal::VoiceName(_) => RefusalReason::BadName,
            Refusal::MaxMinutes(_) => RefusalReason::BadMinutes,
            Refusal::FileCount(_) => RefusalReason::BadFileCount,
            Refusal::TrainingTooLong { .. } => RefusalReason::TrainingTooLong,
            Refusal::OutputDir { .. } => RefusalReason::OutputDir,
            Refusal::AuditionOfLink { .. } => RefusalReason::AuditionOfLink,
            Refusal::AuditionTooShort { .. } => RefusalReason::AuditionTooShort,
            Refusal::AuditionOutOfRange { .. } => RefusalReason::AuditionOutOfRange,
            Refusal::NeedsMediaTool(_) => RefusalReason::NeedsMediaTool,
            Refusal::NotPairable { .. } => RefusalReason::NotPairable,
            Refusal::KeyOutOfRange(_) => RefusalReason::KeyOutOfRange,
            Refusal::NoPitchShifter(_) => RefusalReason::NoPitchShifter,
            Refusal::GainOutOfRange(_) => RefusalReason::GainOutOfRange,
            Refusal::LoudnessOutOfRange(_) => RefusalReason::LoudnessOutOfRange,
            Refusal::TooManyVoices(_) => RefusalReason::TooManyVoices,
            Refusal::ComparisonWithoutAudition => RefusalReason::ComparisonWithoutAudition,
            Refusal::NameTemplate(_) => RefusalReason::NameTemplate,
            Refusal::Media(e) => match e {
                MediaError::Missing(_) => RefusalReason::NeedsMediaTool,
                MediaError::NoAudio { .. } => RefusalReason::NoAudioTrack,
                MediaError::Unreadable { .. }
                | MediaError::NoVideo { .. }
                | MediaError::NoContainer { .. }
                | MediaError::TimedOut { .. }
                | MediaError::ProbeTooLarge { .. }
                | MediaError::OutputTooLarge { .. } => RefusalReason::Damaged,
                MediaError::Failed { .. } => RefusalReason::Unreadable,
                MediaError::NotSingleFile { .. } => RefusalReason::NotSingleFile,
            },
        }
    }

    /// What kind of file the input is, when it was refused as not one self-contained audio or
    /// video file ([`RefusalReason::NotSingleFile`]).
    pub fn container_kind(&self) -> Option<ContainerKind> {
        match self {
            Refusal::Probe(probe) => probe.container_kind(),
            Refusal::Media(e) => e.container_kind(),
            _ => None,
        }
    }

    /// How the file is damaged, when it was refused as damaged ([`RefusalReason::Damaged`]).
    /// The limit the refused value went past, when that is the refusal: the minutes chosen for a
    /// training whose recordings hold more.
    pub fn limit(&self) -> Option<u64> {
        match self {
            Refusal::TrainingTooLong { max_minutes, .. } => Some(u64::from(*max_minutes)),
            Refusal::TooManyVoices(_) => Some(MAX_COMPARED as u64),
            _ => None,
        }
    }

    pub fn damage(&self) -> Option<crate::codes::DamageCause> {
        match self {
            Refusal::Probe(probe) => probe.damage(),
            _ => None,
        }
    }

    /// What the system said is wrong with the file or folder, when that is the refusal.
    pub fn io(&self) -> Option<IoProblem> {
        match self {
            Refusal::OutputDir { problem, .. } => Some(*problem),
            _ => None,
        }
    }

    /// Why ffmpeg cannot be used, when that is the refusal.
    pub fn tool(&self) -> Option<&ToolMissing> {
        match self {
            Refusal::NeedsMediaTool(missing) | Refusal::Media(MediaError::Missing(missing)) => Some(missing),
            _ => None,
        }
    }

    /// The reason given by the tool that refused, when there is one (ffmpeg's words).
    pub fn detail(&self) -> Option<String> {
        match self {
            // `tool` says why ffmpeg cannot be used; ffmpeg's own words only when it gave them.
            Refusal::NeedsMediaTool(_) | Refusal::Media(MediaError::Missing(_)) => None,
            Refusal::Media(MediaError::Unreadable { reason, .. } | MediaError::Failed { reason, .. }) => {
                Some(reason.clone())
            }
            Refusal::Media(MediaError::NotSingleFile { format, .. }) => Some(format.clone()),
            Refusal::Media(_) => None,
            Refusal::Probe(ProbeError::Damaged { detail, .. }) => detail.clone(),
            Refusal::Probe(ProbeError::NotSingleFile { format, .. }) => Some(format.clone()),
            Refusal::Probe(ProbeError::Unreadable { reason, .. }) => Some(reason.clone()),
            Refusal::OutputDir { reason, .. } => (!reason.is_empty()).then(|| reason.clone()),
            _ => None,
        }
    }

    /// What was refused: the file or link, or the number out of range.
    pub fn value(&self) -> String {
        match self {
            Refusal::Probe(probe) => probe.path().to_string_lossy().into_owned(),
            Refusal::BadLink { link, .. } => link.clone(),
            Refusal::PitchOutOfRange(pitch) => pitch.to_string(),
            Refusal::VoiceName(chars) => chars.to_string(),
            Refusal::MaxMinutes(minutes) => minutes.to_string(),
            Refusal::FileCount(count) => count.to_string(),
            Refusal::TrainingTooLong { total_ms, .. } => total_ms.to_string(),
            Refusal::OutputDir { path, .. } => path.to_string_lossy().into_owned(),
            Refusal::AuditionOfLink { link } => link.clone(),
            Refusal::AuditionTooShort { path, .. } | Refusal::AuditionOutOfRange { path, .. } => {
                path.to_string_lossy().into_owned()
            }
            Refusal::NeedsMediaTool(_) => "ffmpeg".to_owned(),
            Refusal::NotPairable { value } => value.clone(),
            Refusal::KeyOutOfRange(key) | Refusal::NoPitchShifter(key) => key.to_string(),
            Refusal::GainOutOfRange(db) | Refusal::LoudnessOutOfRange(db) => db.to_string(),
            Refusal::TooManyVoices(count) => count.to_string(),
            Refusal::ComparisonWithoutAudition => String::new(),
            Refusal::NameTemplate(template) => template.clone(),
            Refusal::Media(e) => e
                .path()
                .map(|p| p.to_string_lossy().into_owned())
                .unwrap_or_default(),
        }
    }
}

/// Anything the engine's API refuses or fails to do.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum EngineError {
    #[error(transparent)]
    Refused(#[from] Refusal),

    #[error(transparent)]
    Ledger(#[from] LedgerError),

    #[error(
        "Another Dubdeck (the app or a command line) is already running jobs from the library {}. \
         Let it finish, or close it, then try again.",
        path.display()
    )]
    AlreadyRunning { path: PathBuf },

    #[error("Could not lock the library {} for the job engine: {source}. Check that the folder is writable.", path.display())]
    Lock { path: PathBuf, source: std::io::Error },

    #[error("There is no job {0} in the library. It may have been removed; list the jobs again.")]
    NoSuchJob(String),

    #[error("The job {job} is {state}: {action} is not possible now. {hint}")]
    WrongState {
        job: String,
        state: String,
        action: JobAction,
        hint: &'static str,
    },

    #[error("The job was removed, but its result {} could not be deleted: {source}.", path.display())]
    RemoveResult { path: PathBuf, source: std::io::Error },

    #[error("The job engine has stopped. Start Dubdeck again to continue the jobs; nothing was lost.")]
    Stopped,

    #[error("A background task of the job engine failed ({0}). Nothing was lost; try again.")]
    Worker(String),
}

impl EngineError {
    pub(crate) fn no_such_job(job: JobId) -> EngineError {
        EngineError::NoSuchJob(job_text(job))
    }
}

/// `dub 4f0c...` / `training 4f0c...`.
pub(crate) fn job_text(job: JobId) -> String {
    match job {
        JobId::Dub(id) => format!("dub {id}"),
        JobId::Training(id) => format!("training {id}"),
    }
}
