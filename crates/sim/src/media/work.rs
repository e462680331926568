//! Where the simulator's media work runs: behind a trait, so that a program embedding the
//! simulator may run it elsewhere. The simulator decodes in its own process, with a decoder's panic
//! caught ([`InProcess`]); the desktop app's demo runs the simulator as a program of its own, so a
//! decoder that crashes there ends the demo's service, not the app.

use std::path::Path;

use super::{MediaError, MediaInfo};

/// The simulator's two pieces of media work (blocking: called on the blocking pool).
pub trait MediaWork: Send + Sync + std::fmt::Debug {
    /// [`super::analyze`].
    fn analyze(&self, path: &Path) -> Result<MediaInfo, MediaError>;
    /// [`super::render_dub`].
    fn render_dub(&self, input: &Path, output: &Path, pitch_shift: i32) -> Result<MediaInfo, MediaError>;
}

/// In this process.
#[derive(Debug, Default, Clone, Copy)]
pub struct InProcess;

impl MediaWork for InProcess {
    fn analyze(&self, path: &Path) -> Result<MediaInfo, MediaError> {
        super::analyze(path)
    }

    fn render_dub(&self, input: &Path, output: &Path, pitch_shift: i32) -> Result<MediaInfo, MediaError> {
        super::render_dub(input, output, pitch_shift)
    }
}
