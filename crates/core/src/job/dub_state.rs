//! The dub state machine: the states a dub job goes through, and the moves of its own pipeline
//! (the moves every kind shares are [`StateMachine`]'s; the ledger checks them on every write).

use serde::{Deserialize, Serialize};

use super::status::StateMachine;
use crate::text_enum::text_enum;

/// Where a dub job is. The reconciler performs the one next action for the state it reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, specta::Type)]
#[serde(rename_all = "snake_case")]
pub enum DubState {
    /// In the ledger, nothing sent yet (the local probe may still run).
    Created,
    /// Creating the dub on the service (`POST /v1/me/dubs`).
    Creating,
    /// Streaming the input file to the presigned URL.
    Uploading,
    /// `preprocess` requested or the service is preprocessing; polling.
    Preprocessing,
    /// Preprocessed; the cost is above the auto-approve threshold and the user must decide.
    AwaitingApproval,
    /// Calling `generate` (spends credits).
    Generating,
    /// The service is generating (queued, starting, processing, finalizing); polling.
    Processing,
    /// Streaming the result to the output folder.
    Downloading,
    /// The dub is in the output folder.
    Done,
    /// Stopped with an error; Retry may move it back into the pipeline.
    Failed,
    /// The account lacked credits; the job waits (nothing lost) and is retried when credits return.
    WaitingCredits,
    /// Stopped by the user.
    Canceled,
}

text_enum!(DubState {
    Created => "created",
    Creating => "creating",
    Uploading => "uploading",
    Preprocessing => "preprocessing",
    AwaitingApproval => "awaiting_approval",
    Generating => "generating",
    Processing => "processing",
    Downloading => "downloading",
    Done => "done",
    Failed => "failed",
    WaitingCredits => "waiting_credits",
    Canceled => "canceled",
});

impl StateMachine for DubState {
    const AWAITING_APPROVAL: Self = DubState::AwaitingApproval;
    const WAITING_CREDITS: Self = DubState::WaitingCredits;
    const DONE: Self = DubState::Done;
    const FAILED: Self = DubState::Failed;
    const CANCELED: Self = DubState::Canceled;

    fn pipeline_move(self, next: DubState) -> bool {
        use DubState::*;
        match self {
            Created => next == Creating,
            // A link needs no upload.
            Creating => matches!(next, Uploading | Preprocessing),
            // An expired upload URL means a new dub on the service.
            Uploading => matches!(next, Preprocessing | Creating | Created),
            // Under the threshold, approval is automatic.
            Preprocessing => matches!(next, AwaitingApproval | Generating),
            AwaitingApproval => next == Generating,
            // After an ambiguous generate, the remote state may already be far along.
            Generating => matches!(next, Processing | Downloading | AwaitingApproval),
            Processing => next == Downloading,
            Downloading => next == Done,
            Done | Canceled | Failed | WaitingCredits => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::job::StateMachine;

    #[test]
    fn terminal_states_have_no_exits() {
        for from in [DubState::Done, DubState::Canceled] {
            for to in DubState::ALL {
                assert_eq!(from.can_move_to(*to), from == *to, "{from} -> {to}");
            }
        }
    }

    #[test]
    fn happy_paths_are_allowed() {
        use DubState::*;
        let file = [
            Created,
            Creating,
            Uploading,
            Preprocessing,
            AwaitingApproval,
            Generating,
            Processing,
            Downloading,
            Done,
        ];
        let link = [
            Created,
            Creating,
            Preprocessing,
            Generating,
            Processing,
            Downloading,
            Done,
        ];
        for path in [&file[..], &link[..]] {
            for pair in path.windows(2) {
                assert!(pair[0].can_move_to(pair[1]), "{} -> {}", pair[0], pair[1]);
            }
        }
    }

    #[test]
    fn shortcuts_that_would_skip_paying_or_approval_are_refused() {
        use DubState::*;
        assert!(!Created.can_move_to(Generating));
        assert!(!Preprocessing.can_move_to(Processing));
        assert!(!AwaitingApproval.can_move_to(Processing));
        assert!(!Uploading.can_move_to(Generating));
        assert!(!Processing.can_move_to(Done));
        assert!(!Failed.can_move_to(Done));
        assert!(Failed.can_move_to(Downloading));
        assert!(WaitingCredits.can_move_to(Generating));
        for s in DubState::ALL.iter().filter(|s| s.is_active()) {
            assert!(s.can_move_to(Failed) && s.can_move_to(Canceled), "{s}");
        }
    }
}
