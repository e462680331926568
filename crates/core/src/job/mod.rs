//! The job's vocabulary, for every part of Dubdeck that speaks of jobs: who a job is (its id and
//! kind), where it is (the dub's and the training's states, and the moves between them), what that
//! asks of the user (status, step, actions), why it failed or waits (failure codes, notices), and
//! the snapshot every front end shows. The ledger stores jobs in these words, the engine moves
//! them, the command line and the desktop shell show them; this module imports none of those.

mod cover;
mod dub_state;
mod failure;
mod hold;
mod id;
mod meaning;
mod snapshot;
mod status;
mod training_state;
mod video_error;

use std::path::PathBuf;

pub use cover::{Cover, MixFailure, MixSettings, Stems, song_name};
pub use dub_state::DubState;
pub use failure::{Approval, FailureCode, JobFailure, MediaSummary, Notice};
pub use hold::Hold;
pub use id::{DubId, JobId, JobKind, NotAJobId, TrainingId};
pub use meaning::{JobActions, JobStep, StageMeaning, stage_meanings};
pub use snapshot::JobSnapshot;
pub use status::{JobFilter, JobStage, JobStatus, StateMachine};
pub use training_state::TrainingState;
pub use video_error::VideoError;

/// A path as text for serde, with bytes that are not UTF-8 replaced (a name to show, where a path
/// that is not UTF-8 must not make the whole row unreadable).
pub(crate) fn lossy_path<S: serde::Serializer>(path: &Option<PathBuf>, to: S) -> Result<S::Ok, S::Error> {
    match path {
        Some(path) => to.serialize_some(&path.to_string_lossy()),
        None => to.serialize_none(),
    }
}
