//! A job as every front end shows it: the page's row (its TypeScript is generated from this type),
//! the command line's lines and JSON, the engine's events. Built from the ledger's row (never from
//! a front end's memory) by the ledger, plus the engine's passing notice; what the state means
//! (status, step, actions) is derived here from the facts, by [`JobSnapshot::settle`]. Upload URLs
//! and the service's raw JSON stay out of it.

use std::path::PathBuf;

use serde::Serialize;
use time::OffsetDateTime;
use uuid::Uuid;

use super::{
    Approval, JobActions, JobFailure, JobId, JobKind, JobStage, JobStatus, JobStep, MixFailure, MixSettings,
    Notice, Stems, lossy_path,
};
use crate::ffmpeg::Excerpt;

/// One job, as front ends show it.
#[derive(Debug, Clone, PartialEq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct JobSnapshot {
    /// `dub:<uuid>` or `training:<uuid>`: what the job commands take.
    #[specta(type = String)]
    pub id: JobId,
    pub kind: JobKind,
    /// The engine's state: a dub's or a training's.
    pub state: JobStage,
    /// What the state asks of the user (derived).
    pub status: JobStatus,
    /// Where the job is on its timeline (derived).
    pub step: JobStep,
    /// The user's actions that apply now (derived).
    pub actions: JobActions,
    /// The input's name (a file name or a link) for a dub, the voice's name for a training.
    pub title: String,
    /// For a dub: a link rather than a file.
    pub is_link: bool,
    pub voice_id: Option<Uuid>,
    pub voice_name: Option<String>,
    /// The local probe's duration and format of a dub's input (shown with failures too).
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
    /// Why it waits for approval though its price is within its approval limit (the budget).
    pub hold: Option<super::Hold>,
    /// The time left until it is done, estimated from this library's finished jobs (running jobs
    /// only).
    #[specta(type = Option<f64>)]
    pub eta_ms: Option<u64>,
    /// The files of one folder (or one drop) dubbed with one approval share it.
    #[specta(type = Option<String>)]
    pub batch_id: Option<Uuid>,
    /// The result file, once downloaded.
    #[serde(serialize_with = "lossy_path")]
    #[specta(type = Option<String>)]
    pub output_path: Option<PathBuf>,
    /// A dub's pitch shift in semitones, and whether its vocals were separated first: what tells
    /// two auditions of one input with one voice apart.
    pub pitch_shift: Option<i32>,
    pub separate: Option<bool>,
    /// An audition: the stretch of the input that was dubbed (only that was sent).
    pub excerpt: Option<Excerpt>,
    /// Auditions of one excerpt with several voices share it: they are compared as one.
    #[specta(type = Option<String>)]
    pub group_id: Option<Uuid>,
    /// A cover: the semitones the whole song moves (the vocal by the service, the instrumental
    /// here), and the two files its mix is made of.
    pub key: Option<i32>,
    pub stems: Option<Stems>,
    /// How the finished file is made (a cover's levels, the format, the loudness).
    pub mix: Option<MixSettings>,
    /// The cover's mix, or the dub in the format asked for, once made.
    #[serde(serialize_with = "lossy_path")]
    #[specta(type = Option<String>)]
    pub mix_path: Option<PathBuf>,
    /// Why that file was not made (the dub itself is done).
    pub mix_error: Option<MixFailure>,
    /// The input is a video: its sound alone is sent.
    pub video_input: bool,
    /// The copy of the input video with the dub as its sound: being made while the dub is still
    /// `downloading`, there once it is done.
    #[serde(serialize_with = "lossy_path")]
    #[specta(type = Option<String>)]
    pub video_path: Option<PathBuf>,
    /// Why a video copy was asked for and not made (the dub itself is done).
    pub video_error: Option<super::VideoError>,
    /// The dub is being put into a copy of its video (its audio is downloaded; derived).
    pub making_video: bool,
    /// The input file's size (dubs of local files), and what was sent instead when it was made
    /// from it (a video's sound, an audition's excerpt).
    pub input_bytes: Option<u64>,
    pub upload_bytes: Option<u64>,
    /// The input, as the library's `input` grouping takes it: the dubs and auditions of one file
    /// or link share it.
    pub input_key: Option<String>,
    /// The service's last status word, raw.
    pub remote_status: Option<String>,
    #[serde(with = "time::serde::rfc3339")]
    #[specta(type = String)]
    pub created_at: OffsetDateTime,
    #[serde(with = "time::serde::rfc3339")]
    #[specta(type = String)]
    pub updated_at: OffsetDateTime,
    /// Since when the job is in its current state (the elapsed time of service stages).
    #[serde(with = "time::serde::rfc3339")]
    #[specta(type = String)]
    pub state_since: OffsetDateTime,
}

impl JobSnapshot {
    /// A job `id` in `state`, named `title`, with nothing else known: no voice, no media, no
    /// money, no transfer, no failure, no result; every time `at`. Settled.
    pub fn new(id: JobId, state: JobStage, title: String, at: OffsetDateTime) -> JobSnapshot {
        JobSnapshot {
            id,
            kind: id.kind(),
            state,
            status: state.status(),
            step: JobStep::Upload,
            actions: JobActions::default(),
            title,
            is_link: false,
            voice_id: None,
            voice_name: None,
            duration_ms: None,
            format: None,
            approval: Approval::None,
            required_credits: None,
            credits_used: None,
            bytes_done: 0,
            bytes_total: None,
            failure: None,
            notice: None,
            hold: None,
            eta_ms: None,
            batch_id: None,
            output_path: None,
            pitch_shift: None,
            separate: None,
            excerpt: None,
            group_id: None,
            key: None,
            stems: None,
            mix: None,
            mix_path: None,
            mix_error: None,
            video_input: false,
            video_path: None,
            video_error: None,
            making_video: false,
            input_bytes: None,
            upload_bytes: None,
            input_key: None,
            remote_status: None,
            created_at: at,
            updated_at: at,
            state_since: at,
        }
        .settle()
    }

    /// The snapshot with its derived fields (kind, status, step, actions, making_video) made
    /// from its facts again: whoever changes a fact settles the snapshot before it is shown.
    pub fn settle(mut self) -> JobSnapshot {
        self.kind = self.id.kind();
        self.status = self.state.status();
        self.step = self.step_now();
        self.actions = self.actions_now();
        self.making_video = self.making_video_now();
        self
    }

    /// The same job with the engine's passing `notice`.
    pub fn with_notice(mut self, notice: Option<Notice>) -> JobSnapshot {
        self.notice = notice;
        self
    }

    /// Whether `other` shows the same job in the same way, but for the time left (an estimate
    /// that moves with every reading of the clock).
    pub fn same_as(&self, other: &JobSnapshot) -> bool {
        let strip = |s: &JobSnapshot| JobSnapshot {
            eta_ms: None,
            ..s.clone()
        };
        strip(self) == strip(other)
    }

    pub fn with_hold(mut self, hold: Option<super::Hold>) -> JobSnapshot {
        self.hold = hold;
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::job::{DubId, DubState, TrainingId, TrainingState};
    use time::macros::datetime;

    fn dub(state: DubState) -> JobSnapshot {
        let id = JobId::Dub(DubId(Uuid::from_u128(7)));
        let mut s = JobSnapshot::new(
            id,
            JobStage::Dub(state),
            "song.mp3".into(),
            datetime!(2026-11-23 12:00:00 UTC),
        );
        s.voice_id = Some(Uuid::from_u128(1));
        s.duration_ms = Some(65_000);
        s.format = Some("mp3/mp3".into());
        s.state_since = datetime!(2026-11-23 12:00:01 UTC);
        s.settle()
    }

    #[test]
    fn snapshots_carry_ids_dates_money_meanings_and_notices_as_front_ends_read_them() {
        let mut s = dub(DubState::AwaitingApproval);
        s.required_credits = Some(40);
        let s = s.with_notice(Some(Notice::RateLimited {
            until: datetime!(2026-11-23 12:00:17 UTC),
        }));
        let json = serde_json::to_value(&s).unwrap();
        assert_eq!(json["id"], "dub:00000000-0000-0000-0000-000000000007");
        assert_eq!(json["kind"], "dub");
        assert_eq!(json["state"], "awaiting_approval");
        assert_eq!(
            (json["status"].as_str(), json["step"].as_str()),
            (Some("approval"), Some("confirm"))
        );
        assert_eq!(json["actions"]["approve"], true);
        assert_eq!(json["actions"]["retry"], false);
        assert_eq!(json["requiredCredits"], 40);
        assert_eq!(json["approval"], "none");
        assert_eq!(json["durationMs"], 65_000);
        assert_eq!(json["format"], "mp3/mp3");
        assert_eq!(json["voiceId"], "00000000-0000-0000-0000-000000000001");
        assert_eq!(json["stateSince"], "2026-11-23T12:00:01Z");
        assert_eq!(json["createdAt"], "2026-11-23T12:00:00Z");
        assert_eq!(json["notice"]["code"], "rate_limited");
        assert_eq!(json["notice"]["until"], "2026-11-23T12:00:17Z");
        assert_eq!(json["isLink"], false);
        assert_eq!(json["makingVideo"], false);
    }

    #[test]
    fn settling_derives_the_meaning_from_the_facts() {
        let mut s = dub(DubState::Downloading);
        assert!(!s.making_video);
        s.video_path = Some("/out/clip (Nova).mp4".into());
        let mut s = s.settle();
        assert!(s.making_video);
        s.state = JobStage::Dub(DubState::Done);
        s.output_path = Some("/out/clip (Nova).wav".into());
        let s = s.settle();
        assert_eq!((s.status, s.step), (JobStatus::Done, JobStep::Finished));
        assert!(s.actions.open_result && s.actions.open_video && !s.making_video);

        let mut t = s.clone();
        t.id = JobId::Training(TrainingId(Uuid::from_u128(8)));
        t.state = JobStage::Training(TrainingState::WaitingCredits);
        let t = t.settle();
        assert_eq!((t.kind, t.status), (JobKind::Training, JobStatus::Credits));
        assert!(t.actions.retry && !t.actions.dub_again);
    }

    #[test]
    fn a_failure_crosses_with_its_parameters_and_paths_that_are_not_utf8_still_show() {
        let mut s = dub(DubState::Failed);
        s.failure = Some(JobFailure::InputMissing {
            path: Some("/music/song.mp3".into()),
            expected_bytes: Some(10),
            found_bytes: Some(12),
            io: None,
            reason: None,
        });
        #[cfg(unix)]
        {
            use std::os::unix::ffi::OsStrExt;
            s.output_path = Some(PathBuf::from(std::ffi::OsStr::from_bytes(b"/out/caf\xe9.wav")));
        }
        let json = serde_json::to_value(s.settle()).unwrap();
        assert_eq!(json["failure"]["code"], "input_missing");
        assert_eq!(json["failure"]["expectedBytes"], 10);
        assert_eq!(json["failure"]["foundBytes"], 12);
        assert_eq!(json["failure"]["path"], "/music/song.mp3");
        assert_eq!(json["step"], "upload");
        assert_eq!(json["actions"]["retry"], true);
        #[cfg(unix)]
        assert_eq!(json["outputPath"], "/out/caf\u{fffd}.wav");
    }
}
