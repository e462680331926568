//! The training state machine: the states a custom voice job goes through, and the moves of its
//! own pipeline (the moves every kind shares are [`StateMachine`]'s).

use serde::{Deserialize, Serialize};

use super::status::StateMachine;
use crate::text_enum::text_enum;

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

impl StateMachine for TrainingState {
    const AWAITING_APPROVAL: Self = TrainingState::AwaitingApproval;
    const WAITING_CREDITS: Self = TrainingState::WaitingCredits;
    const DONE: Self = TrainingState::Done;
    const FAILED: Self = TrainingState::Failed;
    const CANCELED: Self = TrainingState::Canceled;

    fn pipeline_move(self, next: TrainingState) -> bool {
        use TrainingState::*;
        match self {
            Created => next == Creating,
            Creating => next == Uploading,
            // Expired upload URLs mean a new voice on the service.
            Uploading => matches!(next, Cloning | AwaitingApproval | Creating | Created),
            AwaitingApproval => next == Cloning,
            // After an ambiguous clone the remote voice may already be training or done.
            Cloning => matches!(next, Training | Done | AwaitingApproval),
            Training => next == Done,
            Done | Canceled | Failed | WaitingCredits => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::job::StateMachine;

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
