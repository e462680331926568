//! What a job's state means to the person whose job it is: moving by itself, waiting for them
//! (a cost to approve, credits to buy), done, failed or discarded. Decided here once for every
//! state of both kinds of job; the library's filters, the rows front ends show and the actions
//! they offer all read it.

use super::dubs::DubState;
use super::engine_jobs::JobKind;
use super::library::JobFilter;
use super::trainings::TrainingState;
use serde::Serialize;

use crate::text_enum::word_enum;

word_enum! {
    /// What a job's state asks of the user, if anything.
    pub enum JobStatus {
        /// Moving through its pipeline by itself.
        Active => "active",
        /// Its cost waits for the user's approval.
        Approval => "approval",
        /// The account lacks credits: it waits, and Retry continues it once there are enough.
        Credits => "credits",
        Done => "done",
        /// Stopped with a failure; Retry may move it on.
        Failed => "failed",
        /// Discarded by the user.
        Canceled => "canceled",
    }
}

impl JobStatus {
    /// Done, failed or discarded: nothing moves until the user acts.
    pub fn is_finished(self) -> bool {
        matches!(self, JobStatus::Done | JobStatus::Failed | JobStatus::Canceled)
    }
}

impl DubState {
    pub fn status(self) -> JobStatus {
        match self {
            DubState::AwaitingApproval => JobStatus::Approval,
            DubState::WaitingCredits => JobStatus::Credits,
            DubState::Done => JobStatus::Done,
            DubState::Failed => JobStatus::Failed,
            DubState::Canceled => JobStatus::Canceled,
            DubState::Created
            | DubState::Creating
            | DubState::Uploading
            | DubState::Preprocessing
            | DubState::Generating
            | DubState::Processing
            | DubState::Downloading => JobStatus::Active,
        }
    }
}

impl TrainingState {
    pub fn status(self) -> JobStatus {
        match self {
            TrainingState::AwaitingApproval => JobStatus::Approval,
            TrainingState::WaitingCredits => JobStatus::Credits,
            TrainingState::Done => JobStatus::Done,
            TrainingState::Failed => JobStatus::Failed,
            TrainingState::Canceled => JobStatus::Canceled,
            TrainingState::Created
            | TrainingState::Creating
            | TrainingState::Uploading
            | TrainingState::Cloning
            | TrainingState::Training => JobStatus::Active,
        }
    }
}

/// Where a job is, for either kind.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, specta::Type)]
#[serde(untagged)]
pub enum JobStage {
    Dub(DubState),
    Training(TrainingState),
}

impl JobStage {
    pub fn is_active(self) -> bool {
        match self {
            JobStage::Dub(s) => s.is_active(),
            JobStage::Training(s) => s.is_active(),
        }
    }

    pub fn status(self) -> JobStatus {
        match self {
            JobStage::Dub(state) => state.status(),
            JobStage::Training(state) => state.status(),
        }
    }

    pub fn kind(self) -> JobKind {
        match self {
            JobStage::Dub(_) => JobKind::Dub,
            JobStage::Training(_) => JobKind::Training,
        }
    }

    /// The stage a stored word names. A word both kinds have reads as a dub's; the service's
    /// `new` and `preprocessed`, which rows of older versions hold, read as preprocessing; any
    /// other word is no stage.
    pub fn from_word(word: &str) -> Option<JobStage> {
        match word {
            "new" | "preprocessed" => Some(JobStage::Dub(DubState::Preprocessing)),
            _ => DubState::parse(word)
                .map(JobStage::Dub)
                .or_else(|| TrainingState::parse(word).map(JobStage::Training)),
        }
    }
}

/// Reads a stored stage leniently: a word this version does not know is no stage (it must not make
/// the rest of a stored failure unreadable).
pub(crate) fn lenient_stage<'de, D: serde::Deserializer<'de>>(from: D) -> Result<Option<JobStage>, D::Error> {
    let word: Option<String> = serde::Deserialize::deserialize(from)?;
    Ok(word.as_deref().and_then(JobStage::from_word))
}

impl JobFilter {
    /// The statuses of the jobs this filter shows.
    pub fn statuses(self) -> &'static [JobStatus] {
        match self {
            JobFilter::All => JobStatus::ALL,
            JobFilter::Active => &[JobStatus::Active],
            JobFilter::Waiting => &[JobStatus::Approval, JobStatus::Credits],
            JobFilter::Done => &[JobStatus::Done],
            JobFilter::Failed => &[JobStatus::Failed],
            JobFilter::Canceled => &[JobStatus::Canceled],
        }
    }

    pub fn includes(self, status: JobStatus) -> bool {
        self.statuses().contains(&status)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_status_is_in_exactly_one_filter_besides_all() {
        let filters = [
            JobFilter::Active,
            JobFilter::Waiting,
            JobFilter::Done,
            JobFilter::Failed,
            JobFilter::Canceled,
        ];
        for status in JobStatus::ALL {
            assert!(JobFilter::All.includes(*status));
            let homes = filters.iter().filter(|f| f.includes(*status)).count();
            assert_eq!(homes, 1, "{status}");
        }
    }

    #[test]
    fn the_engine_moves_exactly_the_active_states() {
        for state in DubState::ALL {
            assert_eq!(
                state.status() == JobStatus::Active,
                state.is_active()
                    && *state != DubState::AwaitingApproval
                    && *state != DubState::WaitingCredits,
                "{state}"
            );
        }
        for state in TrainingState::ALL {
            assert_eq!(
                state.status() == JobStatus::Active,
                state.is_active()
                    && *state != TrainingState::AwaitingApproval
                    && *state != TrainingState::WaitingCredits,
                "{state}"
            );
        }
    }
}
