//! The page's rows of jobs: the core's `JobView` as a `JobRow` (ids, dates and words as strings,
//! the step of the timeline and what the row asks of the user), and job ids as the page spells
//! them.

use uuid::Uuid;

use dubdeck_core::events::{JobId, JobStage, JobView};
use dubdeck_core::ledger::{DubId, JobFailure, Notice, TrainingId};

use crate::avatar_scheme::avatar_url;
use crate::ipc::{IpcError, JobFailureView, JobKind, JobNoticeView, JobRow, timestamp};

/// `dub:<uuid>` / `training:<uuid>`.
pub fn job_key(job: JobId) -> String {
    match job {
        JobId::Dub(id) => format!("dub:{}", id.0),
        JobId::Training(id) => format!("training:{}", id.0),
    }
}

/// Reads a job id the page sent (as `job_key` wrote it).
pub fn parse_job_key(text: &str) -> Result<JobId, IpcError> {
    let bad = || {
        let mut e = IpcError::new("invalid_value", format!("{text:?} is not a job id"));
        e.value = Some(text.into());
        e
    };
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
    let (kind, state) = match s.stage {
        JobStage::Dub(state) => (JobKind::Dub, state.as_str()),
        JobStage::Training(state) => (JobKind::Training, state.as_str()),
    };
    JobRow {
        id: job_key(s.id),
        kind,
        state: state.to_owned(),
        step: s.step(),
        status: s.status(),
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
        approval: s.approval.as_str().to_owned(),
        required_credits: s.required_credits,
        credits_used: s.credits_used,
        bytes_done: s.bytes_done,
        bytes_total: s.bytes_total,
        failure: s.failure.as_ref().map(failure_view),
        notice: view.notice.as_ref().map(notice_view),
        output_path: s.output_path.as_ref().map(|p| p.to_string_lossy().into_owned()),
        created_at: timestamp(s.created_at),
        updated_at: timestamp(s.updated_at),
        state_since: timestamp(s.state_since),
    }
}

/// The failure's code and parameters, read by name from the core's `{code, ...params}`.
fn failure_view(failure: &JobFailure) -> JobFailureView {
    let params = serde_json::to_value(failure).unwrap_or_default();
    let text = |name: &str| params.get(name).and_then(|v| v.as_str()).map(str::to_owned);
    let number = |name: &str| params.get(name).and_then(serde_json::Value::as_u64);
    JobFailureView {
        code: failure.code().as_str().to_owned(),
        retryable: failure.code().is_retryable(),
        needed: params.get("needed").and_then(serde_json::Value::as_i64),
        balance: params.get("balance").and_then(serde_json::Value::as_i64),
        path: text("path"),
        reason: text("reason"),
        detail: text("detail"),
        stage: text("stage"),
        format: text("format"),
        duration_ms: number("durationMs"),
        link: text("link"),
        status: number("status").and_then(|s| u16::try_from(s).ok()),
        address: text("address"),
        expected_bytes: number("expectedBytes"),
        found_bytes: number("foundBytes"),
    }
}

fn notice_view(notice: &Notice) -> JobNoticeView {
    let params = serde_json::to_value(notice).unwrap_or_default();
    let text = |name: &str| params.get(name).and_then(|v| v.as_str()).map(str::to_owned);
    let number = |name: &str| {
        params
            .get(name)
            .and_then(serde_json::Value::as_u64)
            .and_then(|n| u32::try_from(n).ok())
    };
    JobNoticeView {
        code: text("code").unwrap_or_default(),
        until: text("until"),
        attempt: number("attempt"),
        of: number("of"),
        reason_code: text("reasonCode"),
        next_at: text("nextAt"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use dubdeck_core::events::JobSnapshot;
    use dubdeck_core::ledger::{Approval, DubState, MediaSummary};
    use time::macros::datetime;

    fn dub(state: DubState) -> JobView {
        JobView {
            snapshot: JobSnapshot {
                id: JobId::Dub(DubId(Uuid::from_u128(7))),
                stage: JobStage::Dub(state),
                title: "song.mp3".into(),
                voice_id: Some(Uuid::from_u128(1)),
                voice_name: Some("Nova".into()),
                media: Some(MediaSummary {
                    duration_ms: 65_000,
                    format: "mp3/mp3".into(),
                }),
                approval: Approval::None,
                required_credits: None,
                credits_used: None,
                bytes_done: 0,
                bytes_total: None,
                failure: None,
                output_path: None,
                remote_status: None,
                created_at: datetime!(2026-11-23 12:00:00 UTC),
                updated_at: datetime!(2026-11-23 12:00:05 UTC),
                state_since: datetime!(2026-11-23 12:00:01 UTC),
            },
            notice: None,
        }
    }

    fn failed(failure: JobFailure) -> JobView {
        let mut view = dub(DubState::Failed);
        view.snapshot.failure = Some(failure);
        view
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
                (e.code.as_str(), e.value.as_deref()),
                ("invalid_value", Some(bad))
            );
        }
    }

    #[test]
    fn rows_carry_ids_dates_money_and_notices_as_the_page_reads_them() {
        let mut view = dub(DubState::AwaitingApproval);
        view.snapshot.required_credits = Some(40);
        view.snapshot.failure = None;
        view.notice = Some(Notice::RateLimited {
            until: datetime!(2026-11-23 12:00:17 UTC),
        });
        let r = row(&view);
        assert_eq!(r.id, "dub:00000000-0000-0000-0000-000000000007");
        assert_eq!(r.required_credits, Some(40));
        assert_eq!(r.approval, "none");
        assert_eq!(
            (r.duration_ms, r.format.as_deref()),
            (Some(65_000), Some("mp3/mp3"))
        );
        assert_eq!(
            r.voice_id.as_deref(),
            Some("00000000-0000-0000-0000-000000000001")
        );
        assert!(
            r.voice_avatar
                .is_some_and(|a| a.contains("00000000-0000-0000-0000-000000000001"))
        );
        assert_eq!(r.state_since, "2026-11-23T12:00:01Z");
        assert!(!r.is_link);
        let n = r.notice.unwrap();
        assert_eq!(
            (n.code.as_str(), n.until.as_deref()),
            ("rate_limited", Some("2026-11-23T12:00:17Z"))
        );
        let credits = failed(JobFailure::NotEnoughCredits {
            needed: 40,
            balance: Some(25),
        });
        let f = row(&credits).failure.unwrap();
        assert_eq!((f.needed, f.balance), (Some(40), Some(25)));

        let mut link = dub(DubState::Preprocessing);
        link.snapshot.media = None;
        link.snapshot.title = "https://example.com/a.mp3".into();
        assert!(row(&link).is_link);
    }
}
