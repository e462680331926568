//! A job as the page shows it: the core's snapshot (what every front end shows, with what its
//! state means), and the one thing only the page has, the voice's avatar from the app's avatar
//! scheme. Job ids are spelt as the core writes them (`dub:<uuid>`).

use serde::Serialize;
use specta::Type;

use dubdeck_core::events::JobId;
pub use dubdeck_core::job::{JobKind, JobSnapshot, JobStatus, StageMeaning, stage_meanings};

use super::{ErrorCode, IpcError, avatar_url};

/// One row of the Jobs screen: the job's snapshot, and its voice's avatar.
#[derive(Debug, Clone, PartialEq, Serialize, Type)]
#[serde(rename_all = "camelCase")]
pub struct JobRow {
    #[serde(flatten)]
    pub job: JobSnapshot,
    /// The dub's voice's avatar; a training's voice is the account's own and has none.
    pub voice_avatar: Option<String>,
}

/// `dub:<uuid>` / `training:<uuid>`.
pub fn job_key(job: JobId) -> String {
    job.to_string()
}

/// Reads a job id the page sent (as `job_key` wrote it).
pub fn parse_job_key(text: &str) -> Result<JobId, IpcError> {
    text.parse().map_err(|e: dubdeck_core::job::NotAJobId| {
        IpcError::new(ErrorCode::InvalidValue, e.to_string()).about(text)
    })
}

/// The page's row of `job`.
pub fn row(job: &JobSnapshot) -> JobRow {
    JobRow {
        voice_avatar: match (job.kind, job.voice_id) {
            (JobKind::Dub, Some(id)) => Some(avatar_url(id, true)),
            _ => None,
        },
        job: job.clone(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use dubdeck_core::job::{DubId, DubState, JobStage, TrainingId, TrainingState};
    use time::macros::datetime;
    use uuid::Uuid;

    fn dub(state: DubState) -> JobSnapshot {
        let id = JobId::Dub(DubId(Uuid::from_u128(7)));
        let at = datetime!(2026-11-23 12:00:00 UTC);
        let mut job = JobSnapshot::new(id, JobStage::Dub(state), "song.mp3".into(), at);
        job.voice_id = Some(Uuid::from_u128(1));
        job.voice_name = Some("Nova".into());
        job.settle()
    }

    #[test]
    fn job_keys_read_back_and_anything_else_is_refused() {
        for job in [
            JobId::Dub(DubId(Uuid::from_u128(3))),
            JobId::Training(TrainingId(Uuid::from_u128(4))),
        ] {
            assert_eq!(parse_job_key(&job_key(job)), Ok(job));
        }
        for bad in [
            "",
            "dub",
            "dub:nope",
            "voice:00000000-0000-0000-0000-000000000003",
        ] {
            let e = parse_job_key(bad).unwrap_err();
            assert_eq!(
                (e.code, e.details.value.as_deref()),
                (ErrorCode::InvalidValue, Some(bad))
            );
        }
    }

    #[test]
    fn a_row_is_the_snapshot_as_it_is_with_the_dubs_avatar() {
        let job = dub(DubState::AwaitingApproval);
        let r = row(&job);
        assert!(
            r.voice_avatar
                .as_deref()
                .is_some_and(|a| a.contains("00000000-0000-0000-0000-000000000001"))
        );
        let mut json = serde_json::to_value(&r).unwrap();
        let avatar = json.as_object_mut().unwrap().remove("voiceAvatar");
        assert!(avatar.is_some_and(|a| a.is_string()));
        assert_eq!(json, serde_json::to_value(&job).unwrap());

        let mut training = job.clone();
        training.id = JobId::Training(TrainingId(Uuid::from_u128(8)));
        training.state = JobStage::Training(TrainingState::Training);
        assert_eq!(row(&training.settle()).voice_avatar, None);
    }
}
