//! The words of the core's codes and their values, from the catalogue: why a video copy is
//! missing, what the system said of a file, why ffmpeg cannot be used. The core gives codes and
//! values only; every sentence is the command line's own.

use dubdeck_core::codes::{IoProblem, VideoStep};
use dubdeck_core::job::VideoError;
use dubdeck_core::media::ToolMissing;

use crate::words::say;

/// What the system said is wrong with a file or folder, with its own words when the problem has
/// no name of ours.
pub fn io_words(problem: IoProblem, system: Option<&str>) -> String {
    match (problem, system) {
        (IoProblem::Other, Some(words)) if !words.trim().is_empty() => say!("io-other-said", words = words),
        _ => say!("io-problem", problem = problem.as_str()),
    }
}

/// Why ffmpeg cannot be used.
pub fn tool_words(tool: &ToolMissing) -> String {
    match tool {
        ToolMissing::NotFound => say!("tool-not-found"),
        ToolMissing::NotThere { path } => say!("tool-not-there", path = &path.display().to_string()),
        ToolMissing::NoProbe { ffmpeg } => say!("tool-no-probe", path = &ffmpeg.display().to_string()),
        ToolMissing::TooOld { version } => say!(
            "tool-too-old",
            version = version.as_str(),
            needs = i64::from(dubdeck_core::media::MIN_MAJOR_VERSION)
        ),
        ToolMissing::Broken { path, reason } => say!(
            "tool-broken",
            path = &path.display().to_string(),
            reason = reason.as_str()
        ),
    }
}

/// Why a done dub has no video copy.
pub fn video_words(error: &VideoError) -> String {
    let cause = match (&error.tool, error.io) {
        (Some(tool), _) => tool_words(tool),
        (None, Some(io)) => io_words(io, error.detail.as_deref()),
        (None, None) => error.detail.clone().unwrap_or_default(),
    };
    let step = match error.step {
        VideoStep::Other => "other",
        step => step.as_str(),
    };
    if cause.trim().is_empty() {
        say!("video-step", step = step)
    } else {
        say!("video-step-because", step = step, cause = &cause)
    }
}
