//! What a job's state means to the person whose job it is: moving by itself, waiting for them
//! (a cost to approve, credits to buy), done, failed or discarded. Decided here once for every
//! state of both kinds of job; the library's filters, the rows front ends show and the actions
//! they offer all read it.

use super::dubs::DubState;
use super::library::JobFilter;
use super::trainings::TrainingState;
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
