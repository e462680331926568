//! Why a done dub has no video copy: which step failed, with the cause as a typed problem (the
//! system's, or why ffmpeg cannot be used) and the tool's own words to quote. Front ends word it;
//! the ledger keeps it as JSON in the dub's `video_error` column.

use serde::{Deserialize, Serialize};

use crate::codes::{IoProblem, VideoStep};
use crate::ffmpeg::ToolMissing;

/// Why a video copy was asked for and not made (the dub itself is done).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct VideoError {
    /// Which step failed.
    pub step: VideoStep,
    /// What the system said is wrong, when a file or folder was the cause.
    pub io: Option<IoProblem>,
    /// Why ffmpeg cannot be used ([`VideoStep::NoTool`]).
    pub tool: Option<ToolMissing>,
    /// Words that are not Dubdeck's, to quote as theirs: ffmpeg's or the system's (or, for a
    /// row of an older version, the reason it recorded as text).
    pub detail: Option<String>,
}

impl VideoError {
    /// A step that failed without a cause of its own.
    pub fn at(step: VideoStep) -> VideoError {
        VideoError {
            step,
            io: None,
            tool: None,
            detail: None,
        }
    }

    /// A step that failed on the system's error.
    pub fn io(step: VideoStep, error: &std::io::Error) -> VideoError {
        VideoError {
            io: Some(IoProblem::of(error)),
            detail: Some(error.to_string()),
            ..VideoError::at(step)
        }
    }

    /// ffmpeg cannot be used.
    pub fn no_tool(missing: ToolMissing) -> VideoError {
        VideoError {
            tool: Some(missing),
            ..VideoError::at(VideoStep::NoTool)
        }
    }

    /// A step ffmpeg failed, with its own words when it gave any.
    pub fn ffmpeg(step: VideoStep, words: Option<String>) -> VideoError {
        VideoError {
            detail: words.filter(|w| !w.trim().is_empty()),
            ..VideoError::at(step)
        }
    }

    /// The column's text (JSON).
    pub fn to_column(&self) -> String {
        serde_json::to_string(self).unwrap_or_else(|_| self.step.as_str().to_owned())
    }

    /// The error a column holds. Versions before this one wrote an English reason as plain
    /// text: such a row reads as [`VideoStep::Other`] with that text as its detail.
    pub fn from_column(text: &str) -> VideoError {
        serde_json::from_str(text).unwrap_or_else(|_| VideoError {
            detail: Some(text.to_owned()),
            ..VideoError::at(VideoStep::Other)
        })
    }
}

impl std::fmt::Display for VideoError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.step.as_str())?;
        if let Some(detail) = &self.detail {
            write!(f, ": {detail}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_reason_of_an_older_version_reads_as_other_with_its_text() {
        let old = VideoError::from_column("the output folder is full");
        assert_eq!(old.step, VideoStep::Other);
        assert_eq!(old.detail.as_deref(), Some("the output folder is full"));
    }

    #[test]
    fn a_typed_error_comes_back_as_it_was_stored() {
        let full = VideoError::io(
            VideoStep::Place,
            &std::io::Error::from(std::io::ErrorKind::StorageFull),
        );
        assert_eq!(VideoError::from_column(&full.to_column()), full);
        assert!(
            full.to_column()
                .starts_with(r#"{"step":"place","io":"storage_full""#)
        );
    }
}
