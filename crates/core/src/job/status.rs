//! What a job's state means to the person whose job it is: moving by itself, waiting for them
//! (a cost to approve, credits to buy), done, failed or discarded; and the moves between states
//! that every kind of job shares. Decided here once for every state of both kinds of job; the
//! ledger's checks, the library's filters, the rows front ends show and the actions they offer
//! all read it.

use serde::{Deserialize, Serialize};

use super::{DubState, JobKind, TrainingState};
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

/// A kind of job's states: the five every kind has, and the moves of its own pipeline. The rest
/// of the state machine (what is terminal, what the engine moves, which moves are allowed, what a
/// state asks of the user) is written here once for every kind.
pub trait StateMachine: Copy + Eq + std::fmt::Display + 'static {
    /// The cost is known and waits for the user's approval.
    const AWAITING_APPROVAL: Self;
    /// The account lacked credits: the job waits, and Retry continues it.
    const WAITING_CREDITS: Self;
    const DONE: Self;
    /// Stopped with a failure; Retry may move it back into its pipeline.
    const FAILED: Self;
    /// Discarded by the user.
    const CANCELED: Self;

    /// Whether the kind's own pipeline goes from `self` to `next` (the moves to and from failure,
    /// credit waits and discarding are [`StateMachine::can_move_to`]'s).
    fn pipeline_move(self, next: Self) -> bool;

    /// States with no way out.
    fn is_terminal(self) -> bool {
        self == Self::DONE || self == Self::CANCELED
    }

    /// States the engine resumes on start and keeps scheduling (everything but done, failed and
    /// canceled; a failed job moves only when the user presses Retry).
    fn is_active(self) -> bool {
        !self.is_terminal() && self != Self::FAILED
    }

    /// The steps of the pipeline, where Retry and credit waits may return to.
    fn is_pipeline_step(self) -> bool {
        self.is_active() && self != Self::WAITING_CREDITS
    }

    /// Whether a job may move from `self` to `next`. Staying in the same state (to record a poll or
    /// progress) is always allowed; an unfinished job may always fail, be discarded or wait for
    /// credits; Retry and a credit top-up return to any step of the pipeline.
    fn can_move_to(self, next: Self) -> bool {
        if self == next {
            return true;
        }
        if self.is_terminal() {
            return false;
        }
        if next == Self::FAILED || next == Self::CANCELED || next == Self::WAITING_CREDITS {
            return true;
        }
        if self == Self::FAILED || self == Self::WAITING_CREDITS {
            return next.is_pipeline_step();
        }
        self.pipeline_move(next)
    }

    /// What the state asks of the user.
    fn status(self) -> JobStatus {
        if self == Self::AWAITING_APPROVAL {
            JobStatus::Approval
        } else if self == Self::WAITING_CREDITS {
            JobStatus::Credits
        } else if self == Self::DONE {
            JobStatus::Done
        } else if self == Self::FAILED {
            JobStatus::Failed
        } else if self == Self::CANCELED {
            JobStatus::Canceled
        } else {
            JobStatus::Active
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
pub(super) fn lenient_stage<'de, D: serde::Deserializer<'de>>(from: D) -> Result<Option<JobStage>, D::Error> {
    let word: Option<String> = serde::Deserialize::deserialize(from)?;
    Ok(word.as_deref().and_then(JobStage::from_word))
}

/// Which jobs a list shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, specta::Type)]
#[serde(rename_all = "snake_case")]
pub enum JobFilter {
    #[default]
    All,
    /// Moving through the pipeline (uploading, processing, downloading...).
    Active,
    /// Waiting for the user: approval of a cost, or credits.
    Waiting,
    Done,
    Failed,
    /// Discarded by the user.
    Canceled,
}

crate::text_enum::text_enum!(JobFilter {
    All => "all",
    Active => "active",
    Waiting => "waiting",
    Done => "done",
    Failed => "failed",
    Canceled => "canceled",
});

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
