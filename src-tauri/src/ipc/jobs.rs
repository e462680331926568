//! A job as the page shows it: a row built from the library's row (never from the page's
//! memory), and job ids as the page spells them.
//! What a row's state means (its status, its step, the actions that apply) is the core's answer,
//! carried as it is.

use serde::Serialize;
use specta::Type;
use uuid::Uuid;

use dubdeck_core::events::{JobId, JobStage, JobView};
pub use dubdeck_core::ledger::{Approval, JobFailure, JobKind, JobStatus, Notice};
use dubdeck_core::ledger::{DubId, TrainingId};
pub use dubdeck_core::meaning::{JobActions, JobStep, StageMeaning, stage_meanings};
pub use dubdeck_core::media::Excerpt;

use super::{ErrorCode, IpcError, avatar_url, timestamp};

/// One row of the Jobs screen, built from the library's row (never from the page's memory).
#[derive(Debug, Clone, PartialEq, Serialize, Type)]
#[serde(rename_all = "camelCase")]
pub struct JobRow {
    /// `dub:<uuid>` or `training:<uuid>`: what the job commands take.
    pub id: String,
    pub kind: JobKind,
    /// The engine's state: a dub's or a training's.
    pub state: JobStage,
    pub step: JobStep,
    pub status: JobStatus,
    pub actions: JobActions,
    /// The input's name (a file name or a link) for a dub, the voice's name for a training.
    pub title: String,
    /// For a dub: a link rather than a file.
    pub is_link: bool,
    pub voice_id: Option<String>,
    pub voice_name: Option<String>,
    pub voice_avatar: Option<String>,
    pub duration_ms: Option<u64>,
    pub format: Option<String>,
    pub approval: Approval,
    pub required_credits: Option<i64>,
    pub credits_used: Option<i64>,
    pub bytes_done: u64,
    pub bytes_total: Option<u64>,
    /// Why it failed: a code with the parameters its words need.
    pub failure: Option<JobFailure>,
    /// A passing condition that is not a failure (a rate-limit wait, a try that will be repeated).
    pub notice: Option<Notice>,
    /// The result file, once downloaded.
    pub output_path: Option<String>,
    /// A dub's pitch shift in semitones, and whether its vocals were separated first: what tells
    /// two auditions of one input with one voice apart.
    pub pitch_shift: Option<i32>,
    pub separate: Option<bool>,
    /// An audition: the stretch of the input that was dubbed (only that was sent).
    pub excerpt: Option<Excerpt>,
    /// The input is a video: its sound alone is sent.
    pub video_input: bool,
    /// The copy of the input video with the dub as its sound, once made.
    pub video_path: Option<String>,
    /// Why a video copy was asked for and not made (the dub itself is done).
    pub video_error: Option<String>,
    /// The dub is being put into a copy of its video (its audio is downloaded).
    pub making_video: bool,
    /// The input file's size, and what was sent instead when it was made from it (a video's
    /// sound, an audition's excerpt).
    pub input_bytes: Option<u64>,
    pub upload_bytes: Option<u64>,
    /// The input, as `JobsQuery.group` with the `input` grouping takes it: the dubs and auditions
    /// of one file or link share it.
    pub input_key: Option<String>,
    pub created_at: String,
    pub updated_at: String,
    /// Since when the job is in its current state (the elapsed time of service stages).
    pub state_since: String,
}

/// `dub:<uuid>` / `training:<uuid>`.
pub fn job_key(job: JobId) -> String {
    match job {
        JobId::Dub(id) => format!("dub:{}", id.0),
        JobId::Training(id) => format!("training:{}", id.0),
    }
}

/// Reads a job id the page sent (as `job_key` wrote it).
pub fn parse_job_key(text: &str) -> Result<JobId, IpcError> {
    let bad = || IpcError::new(ErrorCode::InvalidValue, format!("{text:?} is not a job id")).about(text);
    let (kind, id) = text.split_once(':').ok_or_else(bad)?;
    let id = Uuid::parse_str(id).map_err(|_| bad())?;
    match kind {
        "dub" => Ok(JobId::Dub(DubId(id))),
        "training" => Ok(JobId::Training(TrainingId(id))),
        _ => Err(bad()),
    }
}

/// The page's row of `view`.
pub fn row(view: &JobView) -> JobRow {
    let s = &view.snapshot;
    let kind = s.stage.kind();
    JobRow {
        id: job_key(s.id),
        kind,
        state: s.stage,
        step: s.step(),
        status: s.status(),
        actions: s.actions(),
        title: s.title.clone(),
        // A file name never holds a '/': a title that is a web address is a link.
        is_link: kind == JobKind::Dub
            && s.media.is_none()
            && url::Url::parse(&s.title).is_ok_and(|u| matches!(u.scheme(), "http" | "https")),
        voice_id: s.voice_id.map(|id| id.to_string()),
        voice_name: s.voice_name.clone(),
        // A training's voice is the account's own: it has no catalogue avatar.
        voice_avatar: match (kind, s.voice_id) {
            (JobKind::Dub, Some(id)) => Some(avatar_url(id, true)),
            _ => None,
        },
        duration_ms: s.media.as_ref().map(|m| m.duration_ms),
        format: s.media.as_ref().map(|m| m.format.clone()),
        approval: s.approval,
        required_credits: s.required_credits,
        credits_used: s.credits_used,
        bytes_done: s.bytes_done,
        bytes_total: s.bytes_total,
        failure: s.failure.clone(),
        notice: view.notice.clone(),
        output_path: s.output_path.as_ref().map(|p| p.to_string_lossy().into_owned()),
        pitch_shift: s.pitch_shift,
        separate: s.separate,
        excerpt: s.excerpt,
        video_input: s.video_input,
        video_path: s.video_path.as_ref().map(|p| p.to_string_lossy().into_owned()),
        video_error: s.video_error.clone(),
        making_video: s.making_video(),
        input_bytes: s.input_bytes,
        upload_bytes: s.upload_bytes,
        input_key: s.input_key.clone(),
        created_at: timestamp(s.created_at),
        updated_at: timestamp(s.updated_at),
        state_since: timestamp(s.state_since),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use dubdeck_core::events::JobSnapshot;
    use dubdeck_core::ledger::{DubState, MediaSummary};
    use time::macros::datetime;

    fn dub(state: DubState) -> JobView {
        let id = JobId::Dub(DubId(Uuid::from_u128(7)));
        let at = datetime!(2026-11-23 12:00:00 UTC);
        let mut snapshot = JobSnapshot::new(id, JobStage::Dub(state), "song.mp3".into(), at);
        snapshot.voice_id = Some(Uuid::from_u128(1));
        snapshot.voice_name = Some("Nova".into());
        snapshot.media = Some(MediaSummary {
            duration_ms: 65_000,
            format: "mp3/mp3".into(),
        });
        snapshot.state_since = datetime!(2026-11-23 12:00:01 UTC);
        JobView {
            snapshot,
            notice: None,
        }
    }

    #[test]
    fn job_keys_read_back_and_anything_else_is_refused() {
        for job in [
            JobId::Dub(DubId(Uuid::from_u128(3))),
            JobId::Training(TrainingId(Uuid::from_u128(4))),
        ] {
            assert_eq!(parse_job_key(&job_key(job)), Ok(job));
        }
        assert_eq!(
            job_key(JobId::Dub(DubId(Uuid::from_u128(3)))),
            "dub:00000000-0000-0000-0000-000000000003"
        );
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
    fn rows_carry_ids_dates_money_meanings_and_notices_as_the_page_reads_them() {
        let mut view = dub(DubState::AwaitingApproval);
        view.snapshot.required_credits = Some(40);
        view.notice = Some(Notice::RateLimited {
            until: datetime!(2026-11-23 12:00:17 UTC),
        });
        let r = row(&view);
        assert_eq!(r.id, "dub:00000000-0000-0000-0000-000000000007");
        assert_eq!((r.required_credits, r.approval), (Some(40), Approval::None));
        assert_eq!((r.status, r.step), (JobStatus::Approval, JobStep::Confirm));
        assert!(r.actions.approve && r.actions.discard && !r.actions.retry);
        assert_eq!(
            (r.duration_ms, r.format.as_deref()),
            (Some(65_000), Some("mp3/mp3"))
        );
        assert!(
            r.voice_avatar
                .is_some_and(|a| a.contains("00000000-0000-0000-0000-000000000001"))
        );
        assert_eq!(r.state_since, "2026-11-23T12:00:01Z");
        assert!(!r.is_link);
        let json = serde_json::to_value(row(&view)).unwrap();
        assert_eq!(json["state"], "awaiting_approval");
        assert_eq!(json["notice"]["code"], "rate_limited");
        assert_eq!(json["notice"]["until"], "2026-11-23T12:00:17Z");

        let mut credits = dub(DubState::WaitingCredits);
        credits.snapshot.failure = Some(JobFailure::NotEnoughCredits {
            needed: 40,
            balance: Some(25),
        });
        let json = serde_json::to_value(row(&credits)).unwrap();
        assert_eq!(json["failure"]["code"], "not_enough_credits");
        assert_eq!(
            (
                json["failure"]["needed"].as_i64(),
                json["failure"]["balance"].as_i64()
            ),
            (Some(40), Some(25))
        );

        let mut link = dub(DubState::Preprocessing);
        link.snapshot.media = None;
        link.snapshot.title = "https://example.com/a.mp3".into();
        assert!(row(&link).is_link);
    }

    #[test]
    fn a_failure_crosses_with_its_parameters_in_the_pages_spelling() {
        let mut view = dub(DubState::Failed);
        view.snapshot.failure = Some(JobFailure::InputMissing {
            path: Some("/music/song.mp3".into()),
            expected_bytes: Some(10),
            found_bytes: Some(12),
            reason: None,
        });
        let json = serde_json::to_value(row(&view)).unwrap();
        assert_eq!(json["failure"]["code"], "input_missing");
        assert_eq!(json["failure"]["expectedBytes"], 10);
        assert_eq!(json["failure"]["foundBytes"], 12);
        assert_eq!(json["failure"]["path"], "/music/song.mp3");
        assert_eq!(json["step"], "upload");
        assert_eq!(json["actions"]["retry"], true);
    }
}
