//! Batches within a budget, as the page sees them: a folder's files probed (with what was left
//! out), the budget, the spend report, watch folders and what they report.

use serde::{Deserialize, Serialize};
use specta::Type;

pub use dubdeck_core::budget::{BudgetNotice, BudgetStatus};
use dubdeck_core::context::{WatchOutcome, WatchReport};
pub use dubdeck_core::ledger::{WatchFolder, WatchSettings};
pub use dubdeck_core::spend::{SpendBy, SpendReport};

use super::{ErrorCode, ProbedInput, job_key};

/// Files offered for a dub, folders expanded to their media files (in name order, subfolders
/// too), each probed.
#[derive(Debug, Clone, PartialEq, Serialize, Type)]
#[serde(rename_all = "camelCase")]
pub struct ProbedBatch {
    pub inputs: Vec<ProbedInput>,
    /// How many folders were among what was offered.
    pub folders: u32,
    /// Files inside them that are not audio or video (left out, told once).
    pub not_media: u32,
}

/// A watch folder to add or change.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Type)]
#[serde(rename_all = "camelCase")]
pub struct WatchRequest {
    /// The folder (offered through `pick_watch_folder`).
    pub path: String,
    pub settings: WatchSettings,
}

/// What a watch folder did with a file, or with its folder.
#[derive(Debug, Clone, PartialEq, Serialize, Type)]
#[serde(rename_all = "camelCase")]
pub struct WatchEvent {
    pub watch_id: String,
    /// The file (or the folder, for `folder_missing` and `folder_back`).
    pub path: String,
    pub outcome: WatchEventKind,
    /// The dub started (`started`), or the one made from the same content (`already_taken`).
    pub job_id: Option<String>,
    /// The file of the same content taken before (`already_taken`).
    pub first: Option<String>,
    /// Why it was not dubbed (`refused`).
    pub code: Option<ErrorCode>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Type)]
#[serde(rename_all = "snake_case")]
pub enum WatchEventKind {
    Started,
    AlreadyTaken,
    Refused,
    FolderMissing,
    FolderBack,
}

impl From<&WatchReport> for WatchEvent {
    fn from(report: &WatchReport) -> Self {
        let mut event = WatchEvent {
            watch_id: report.watch.to_string(),
            path: report.path.to_string_lossy().into_owned(),
            outcome: WatchEventKind::FolderMissing,
            job_id: None,
            first: None,
            code: None,
        };
        match &report.outcome {
            WatchOutcome::Started { job } => {
                event.outcome = WatchEventKind::Started;
                event.job_id = Some(job_key(job.id));
            }
            WatchOutcome::AlreadyTaken { first, job } => {
                event.outcome = WatchEventKind::AlreadyTaken;
                event.first = Some(first.to_string_lossy().into_owned());
                event.job_id = job.map(job_key);
            }
            WatchOutcome::Refused { code, .. } => {
                event.outcome = WatchEventKind::Refused;
                event.code = Some(*code);
            }
            WatchOutcome::FolderMissing => {}
            WatchOutcome::FolderBack => event.outcome = WatchEventKind::FolderBack,
        }
        event
    }
}
