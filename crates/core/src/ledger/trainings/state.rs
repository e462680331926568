//! The training state machine: the states a custom voice job goes through and the allowed moves.

use serde::{Deserialize, Serialize};

use crate::ledger::codec::text_enum;

/// Where a training job is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, specta::Type)]
#[serde(rename_all = "snake_case")]
pub enum TrainingState {
    /// In the ledger, nothing sent yet.
    Created,
    /// Creating the voice on the service (`POST /v1/me/voices`).
    Creating,
    /// Uploading the training files to their presigned URLs.
    Uploading,
    /// The service's `requiredCredits` differs from what the user confirmed: ask again.
    AwaitingApproval,
    /// Calling `clone` (spends credits).
    Cloning,
    /// The service is training; polling.
    Training,
    Done,
    Failed,
    WaitingCredits,
    Canceled,
}

text_enum!(TrainingState {
    Created => "created",
    Creating => "creating",
    Uploading => "uploading",
    AwaitingApproval => "awaiting_approval",
    Cloning => "cloning",
    Training => "training",
    Done => "done",
    Failed => "failed",
    WaitingCredits => "waiting_credits",
    Canceled => "canceled",
});

impl TrainingState {
    pub fn is_terminal(self) -> bool {
        matches!(self, TrainingState::Done | TrainingState::Canceled)
    }

    pub fn is_active(self) -> bool {
        !matches!(
            self,
            TrainingState::Done | TrainingState::Failed | TrainingState::Canceled
        )
    }

    fn is_pipeline_step(self) -> bool {
        self.is_active() && self != TrainingState::WaitingCredits
    }

    /// Whether a training may move from `self` to `next` (staying is always allowed).
    pub fn can_move_to(self, next: TrainingState) -> bool {
        use TrainingState::*;
        if self == next {
            return true;
        }
        if self.is_terminal() {
            return false;
        }
        if matches!(next, Failed | Canceled | WaitingCredits) {
            return true;
        }
        match self {
            Failed | WaitingCredits => next.is_pipeline_step(),
            Created => next == Creating,
            Creating => next == Uploading,
            // Expired upload URLs mean a new voice on the service.
            Uploading => matches!(next, Cloning | AwaitingApproval | Creating | Created),
            AwaitingApproval => next == Cloning,
            // After an ambiguous clone the remote voice may already be training or done.
            Cloning => matches!(next, Training | Done | AwaitingApproval),
            Training => next == Done,
            Done | Canceled => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn training_happy_path_and_terminal_states() {
        use TrainingState::*;
        for pair in [Created, Creating, Uploading, Cloning, Training, Done].windows(2) {
            assert!(pair[0].can_move_to(pair[1]), "{} -> {}", pair[0], pair[1]);
        }
        assert!(!Uploading.can_move_to(Training));
        assert!(!Created.can_move_to(Cloning));
        for to in TrainingState::ALL {
            assert_eq!(Done.can_move_to(*to), *to == Done);
            assert_eq!(Canceled.can_move_to(*to), *to == Canceled);
        }
    }
}
