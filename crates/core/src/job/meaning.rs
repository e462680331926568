//! What a job row means, beyond its state's status ([`JobStatus`]): where it is on the timeline
//! every front end draws (Upload, Preprocess, Confirm cost, Generate, Download), and which of the
//! user's actions apply to it now. Decided here once; the engine's job operations refuse what
//! [`JobActions`] does not allow, and front ends offer exactly what it allows.

use serde::{Deserialize, Serialize};

use super::{
    DubState, FailureCode, JobFailure, JobId, JobKind, JobSnapshot, JobStage, JobStatus, TrainingState,
};
use crate::text_enum::word_enum;

word_enum! {
    /// Where a job is on its timeline; a training has no Preprocess nor Download, and its
    /// Generate is the training itself.
    pub enum JobStep {
        Upload => "upload",
        Preprocess => "preprocess",
        /// The cost is known: approval, or credits to buy.
        Confirm => "confirm",
        Generate => "generate",
        Download => "download",
        /// Past the last step: the result is there.
        Finished => "finished",
    }
}

/// The user's actions that apply to a job now.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct JobActions {
    /// Spend the credits it waits for.
    pub approve: bool,
    /// Stop it for good.
    pub discard: bool,
    /// Send it back into its pipeline: it failed for a reason that may pass, or waits for
    /// credits.
    pub retry: bool,
    /// Take it out of the library (it is finished).
    pub remove: bool,
    /// Dub its input again, with another voice or other settings (dubs).
    pub dub_again: bool,
    /// Open its result, show it in its folder, play it (a done dub).
    pub open_result: bool,
    /// Open its video copy, show it in its folder, play it (a done dub of a video).
    pub open_video: bool,
    /// Dub the whole input of an audition, with the same voice and settings.
    pub dub_whole: bool,
}

/// What a state means for a job of that state with nothing else known (no failure; a done dub
/// has its result): for front ends that show or check the meanings of states in advance.
#[derive(Debug, Clone, PartialEq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct StageMeaning {
    pub state: JobStage,
    pub kind: JobKind,
    pub status: JobStatus,
    pub step: JobStep,
    pub actions: JobActions,
}

/// What every state of both kinds of job means.
pub fn stage_meanings() -> Vec<StageMeaning> {
    let dubs = DubState::ALL.iter().map(|s| JobStage::Dub(*s));
    let trainings = TrainingState::ALL.iter().map(|s| JobStage::Training(*s));
    dubs.chain(trainings)
        .map(|state| {
            let id = JobId::of(state.kind(), uuid::Uuid::nil());
            let mut job = JobSnapshot::new(id, state, String::new(), time::OffsetDateTime::UNIX_EPOCH);
            if state == JobStage::Dub(DubState::Done) {
                job.output_path = Some("result".into());
            }
            let job = job.settle();
            StageMeaning {
                state,
                kind: state.kind(),
                status: job.status,
                step: job.step,
                actions: job.actions,
            }
        })
        .collect()
}

impl JobSnapshot {
    /// The step of the timeline the job is at; a failed or discarded job sits at the step where
    /// it stopped (from its failure, else from how far its row got).
    pub(super) fn step_now(&self) -> JobStep {
        match self.state {
            JobStage::Dub(state) => match state {
                DubState::Created | DubState::Creating | DubState::Uploading => JobStep::Upload,
                DubState::Preprocessing => JobStep::Preprocess,
                DubState::AwaitingApproval | DubState::WaitingCredits => JobStep::Confirm,
                DubState::Generating | DubState::Processing => JobStep::Generate,
                DubState::Downloading => JobStep::Download,
                DubState::Done => JobStep::Finished,
                DubState::Failed | DubState::Canceled => self.stopped_step(true),
            },
            JobStage::Training(state) => match state {
                TrainingState::Created | TrainingState::Creating | TrainingState::Uploading => {
                    JobStep::Upload
                }
                TrainingState::AwaitingApproval | TrainingState::WaitingCredits => JobStep::Confirm,
                TrainingState::Cloning | TrainingState::Training => JobStep::Generate,
                TrainingState::Done => JobStep::Finished,
                TrainingState::Failed | TrainingState::Canceled => self.stopped_step(false),
            },
        }
    }

    fn stopped_step(&self, dub: bool) -> JobStep {
        let by_failure = self.failure.as_ref().and_then(|f| match f {
            JobFailure::RemoteFailed { stage, .. } => Some(match stage {
                Some(JobStage::Dub(DubState::Preprocessing)) => JobStep::Preprocess,
                _ => JobStep::Generate,
            }),
            _ => match f.code() {
                FailureCode::InputRejected
                | FailureCode::InputMissing
                | FailureCode::MediaFailed
                | FailureCode::UploadFailed
                | FailureCode::UploadExpired => Some(JobStep::Upload),
                FailureCode::NotEnoughCredits => Some(JobStep::Confirm),
                FailureCode::DownloadFailed | FailureCode::OutputFailed if dub => Some(JobStep::Download),
                _ => None,
            },
        });
        by_failure.unwrap_or(if self.credits_used.is_some() {
            JobStep::Generate
        } else if self.required_credits.is_some() {
            JobStep::Confirm
        } else if dub && self.remote_status.is_some() {
            JobStep::Preprocess
        } else {
            JobStep::Upload
        })
    }

    /// The user's actions that apply now.
    pub(super) fn actions_now(&self) -> JobActions {
        let status = self.state.status();
        let dub = matches!(self.state, JobStage::Dub(_));
        JobActions {
            approve: status == JobStatus::Approval,
            discard: !matches!(status, JobStatus::Done | JobStatus::Canceled),
            retry: match status {
                JobStatus::Credits => true,
                JobStatus::Failed => self.failure.as_ref().is_none_or(|f| f.code().is_retryable()),
                _ => false,
            },
            remove: status.is_finished(),
            dub_again: dub,
            open_result: dub && status == JobStatus::Done && self.output_path.is_some(),
            open_video: dub && status == JobStatus::Done && self.video_path.is_some(),
            dub_whole: dub && self.excerpt.is_some(),
        }
    }

    /// Whether the dub is being put into a copy of its video (its audio is downloaded; the row
    /// stays `downloading` meanwhile).
    pub(super) fn making_video_now(&self) -> bool {
        self.state == JobStage::Dub(DubState::Downloading) && self.video_path.is_some()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::job::{DubId, TrainingId};
    use time::macros::datetime;
    use uuid::Uuid;

    fn dub(state: DubState) -> JobSnapshot {
        let id = JobId::Dub(DubId(Uuid::from_u128(7)));
        let mut job = JobSnapshot::new(
            id,
            JobStage::Dub(state),
            "song.mp3".into(),
            datetime!(2026-11-23 12:00:00 UTC),
        );
        job.voice_id = Some(Uuid::from_u128(1));
        job.voice_name = Some("Nova".into());
        job.duration_ms = Some(65_000);
        job.format = Some("mp3/mp3".into());
        job.settle()
    }

    fn training(state: TrainingState) -> JobSnapshot {
        let mut s = dub(DubState::Created);
        s.id = JobId::Training(TrainingId(Uuid::from_u128(8)));
        s.state = JobStage::Training(state);
        s.duration_ms = None;
        s.format = None;
        s.settle()
    }

    fn failed(failure: JobFailure) -> JobSnapshot {
        let mut s = dub(DubState::Failed);
        s.failure = Some(failure);
        s.settle()
    }

    #[test]
    fn every_dub_state_sits_on_its_step() {
        use DubState::*;
        let expected = [
            (Created, JobStep::Upload),
            (Creating, JobStep::Upload),
            (Uploading, JobStep::Upload),
            (Preprocessing, JobStep::Preprocess),
            (AwaitingApproval, JobStep::Confirm),
            (WaitingCredits, JobStep::Confirm),
            (Generating, JobStep::Generate),
            (Processing, JobStep::Generate),
            (Downloading, JobStep::Download),
            (Done, JobStep::Finished),
        ];
        for (state, step) in expected {
            assert_eq!(dub(state).step, step, "{state}");
        }
    }

    #[test]
    fn every_training_state_sits_on_its_step() {
        use TrainingState::*;
        let expected = [
            (Created, JobStep::Upload),
            (Uploading, JobStep::Upload),
            (AwaitingApproval, JobStep::Confirm),
            (WaitingCredits, JobStep::Confirm),
            (Cloning, JobStep::Generate),
            (Training, JobStep::Generate),
            (Done, JobStep::Finished),
            (Canceled, JobStep::Upload),
        ];
        for (state, step) in expected {
            assert_eq!(training(state).step, step, "{state}");
        }
    }

    #[test]
    fn a_failed_dub_sits_where_it_stopped() {
        assert_eq!(failed(JobFailure::UploadExpired).step, JobStep::Upload);
        let pre = failed(JobFailure::RemoteFailed {
            stage: Some(JobStage::Dub(DubState::Preprocessing)),
            format: None,
            duration_ms: None,
            link: None,
            reason: None,
        });
        assert_eq!(pre.step, JobStep::Preprocess);
        let download = failed(JobFailure::DownloadFailed {
            status: None,
            expected_bytes: None,
            received_bytes: None,
            detail: None,
        });
        assert_eq!(download.step, JobStep::Download);
        // A network failure says nothing of the step: the row's progress does.
        let mut network = failed(JobFailure::Network {
            address: None,
            problem: None,
            detail: None,
        });
        assert_eq!(network.step, JobStep::Upload);
        network.remote_status = Some("preprocessing".into());
        let mut network = network.settle();
        assert_eq!(network.step, JobStep::Preprocess);
        network.required_credits = Some(20);
        let mut network = network.settle();
        assert_eq!(network.step, JobStep::Confirm);
        network.credits_used = Some(20);
        assert_eq!(network.settle().step, JobStep::Generate);
    }

    #[test]
    fn actions_follow_the_status_and_the_failure() {
        let approval = dub(DubState::AwaitingApproval).actions;
        assert!(approval.approve && approval.discard && !approval.retry && !approval.remove);
        let credits = training(TrainingState::WaitingCredits).actions;
        assert!(credits.retry && credits.discard && !credits.approve && !credits.dub_again);
        let moving = dub(DubState::Uploading).actions;
        assert_eq!(
            moving,
            JobActions {
                discard: true,
                dub_again: true,
                ..JobActions::default()
            }
        );
        let network = failed(JobFailure::Network {
            address: None,
            problem: None,
            detail: None,
        })
        .actions;
        assert!(network.retry && network.remove && network.discard);
        // Trying again cannot bring a voice back.
        let gone = failed(JobFailure::VoiceNotFound { voice_id: None }).actions;
        assert!(!gone.retry && gone.remove && gone.dub_again);
        let mut done = dub(DubState::Done);
        assert!(!done.actions.open_result, "no result file recorded");
        done.output_path = Some("/out/song (Nova).mp3".into());
        let done = done.settle().actions;
        assert!(done.open_result && done.remove && !done.discard && !done.retry);
        let trained = training(TrainingState::Done).actions;
        assert!(!trained.open_result && !trained.dub_again && trained.remove);
        let canceled = dub(DubState::Canceled).actions;
        assert!(canceled.remove && !canceled.discard && !canceled.retry);
    }

    #[test]
    fn every_state_of_both_kinds_has_its_meaning() {
        let meanings = stage_meanings();
        assert_eq!(meanings.len(), DubState::ALL.len() + TrainingState::ALL.len());
        let of = |state| meanings.iter().find(|m| m.state == state).unwrap();
        let done = of(JobStage::Dub(DubState::Done));
        assert!(done.actions.open_result && done.status == JobStatus::Done);
        let credits = of(JobStage::Training(TrainingState::WaitingCredits));
        assert_eq!(
            (credits.kind, credits.status),
            (JobKind::Training, JobStatus::Credits)
        );
    }
}
