//! The job engine's bookkeeping beside each job row (table `engine_jobs`): the per-job approval
//! threshold, the send time of the last poll (the 3-second rule must hold across restarts), when the
//! current service stage began, and a passing notice that is not a failure. A job without a row here
//! simply has none of these yet.

use rusqlite::{OptionalExtension, params};
use time::OffsetDateTime;
use uuid::Uuid;

use super::Ledger;
use super::codec::{self, opt_from_millis};
use super::error::LedgerResult;
use crate::job::{Hold, JobKind, Notice};

/// What the engine keeps for one job.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct EngineJobInfo {
    /// Spending up to this many credits is approved without asking (overrides the setting).
    pub approve_up_to: Option<u32>,
    /// When the last status request (poll) was sent.
    pub last_poll_sent_at: Option<OffsetDateTime>,
    /// When the service stage the engine is polling for began.
    pub phase_started_at: Option<OffsetDateTime>,
    /// A passing condition shown on the row (a rate limit's wait, a retry); never a failure.
    pub notice: Option<Notice>,
    /// Why the job waits for approval though its price is within its approval limit.
    pub hold: Option<Hold>,
}

/// Repository of the engine's per-job bookkeeping. Obtain with [`Ledger::engine_jobs`].
pub struct EngineJobs<'l> {
    ledger: &'l Ledger,
}

impl<'l> EngineJobs<'l> {
    pub(crate) fn new(ledger: &'l Ledger) -> Self {
        Self { ledger }
    }

    /// The job's bookkeeping (all empty when nothing was recorded yet).
    pub fn get(&self, kind: JobKind, id: Uuid) -> LedgerResult<EngineJobInfo> {
        self.ledger.read(|conn| {
            let row = conn
                .query_row(
                    "SELECT approve_up_to, last_poll_sent_at, phase_started_at, notice, hold FROM engine_jobs \
                     WHERE job_kind = ?1 AND job_id = ?2",
                    params![kind.as_str(), id.to_string()],
                    |r| {
                        Ok((
                            r.get::<_, Option<i64>>(0)?,
                            r.get::<_, Option<i64>>(1)?,
                            r.get::<_, Option<i64>>(2)?,
                            r.get::<_, Option<String>>(3)?,
                            r.get::<_, Option<String>>(4)?,
                        ))
                    },
                )
                .optional()?;
            let Some((approve, polled, phase, notice, hold)) = row else {
                return Ok(EngineJobInfo::default());
            };
            Ok(EngineJobInfo {
                // A stored value outside u32 cannot come from this code; read it as "no override".
                approve_up_to: approve.and_then(|v| u32::try_from(v).ok()),
                last_poll_sent_at: opt_from_millis(polled, "engine_jobs.last_poll_sent_at")?,
                phase_started_at: opt_from_millis(phase, "engine_jobs.phase_started_at")?,
                // An older version's plain-text notice is no notice (it passes anyway).
                notice: notice.as_deref().and_then(Notice::from_stored),
                hold: hold.as_deref().and_then(Hold::from_stored),
            })
        })
    }

    /// Changes the job's bookkeeping in one transaction.
    pub fn update(
        &self,
        kind: JobKind,
        id: Uuid,
        change: impl FnOnce(&mut EngineJobInfo),
    ) -> LedgerResult<()> {
        let current = self.get(kind, id)?;
        let mut next = current.clone();
        change(&mut next);
        if next == current {
            return Ok(());
        }
        self.ledger.write(|tx, _| {
            tx.execute(
                "INSERT INTO engine_jobs (job_kind, job_id, approve_up_to, last_poll_sent_at, \
                 phase_started_at, notice, hold) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7) \
                 ON CONFLICT (job_kind, job_id) DO UPDATE SET approve_up_to = excluded.approve_up_to, \
                 last_poll_sent_at = excluded.last_poll_sent_at, \
                 phase_started_at = excluded.phase_started_at, notice = excluded.notice, \
                 hold = excluded.hold",
                params![
                    kind.as_str(),
                    id.to_string(),
                    next.approve_up_to.map(i64::from),
                    next.last_poll_sent_at.map(codec::to_millis),
                    next.phase_started_at.map(codec::to_millis),
                    next.notice.as_ref().map(Notice::to_stored),
                    next.hold.as_ref().map(Hold::to_stored),
                ],
            )?;
            Ok(())
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ledger::{DubInput, DubSpec, NewDub};

    #[test]
    fn bookkeeping_round_trips_and_goes_with_its_dub() {
        let dir = tempfile::tempdir().unwrap();
        let ledger = Ledger::open_in(dir.path()).unwrap();
        let dub = ledger
            .dubs()
            .insert(NewDub {
                spec: DubSpec {
                    input: DubInput::File {
                        path: "/in/a.wav".into(),
                        size_bytes: 1,
                    },
                    input_name: "a.wav".into(),
                    voice_id: Uuid::from_u128(7),
                    voice_name: "V".into(),
                    pitch_shift: 0,
                    separate: true,
                    output_dir: "/out".into(),
                    local: crate::ledger::LocalWork::default(),
                },
                media: None,
                mix: Default::default(),
            })
            .unwrap();
        let jobs = ledger.engine_jobs();
        assert_eq!(
            jobs.get(JobKind::Dub, dub.id.0).unwrap(),
            EngineJobInfo::default()
        );
        let at = ledger.now();
        jobs.update(JobKind::Dub, dub.id.0, |i| {
            i.approve_up_to = Some(40);
            i.last_poll_sent_at = Some(at);
            i.notice = Some(Notice::RateLimited { until: at });
        })
        .unwrap();
        let info = jobs.get(JobKind::Dub, dub.id.0).unwrap();
        assert_eq!(info.approve_up_to, Some(40));
        assert_eq!(info.last_poll_sent_at, Some(at));
        assert_eq!(info.notice, Some(Notice::RateLimited { until: at }));
        // The same id as a training is another job.
        assert_eq!(
            jobs.get(JobKind::Training, dub.id.0).unwrap(),
            EngineJobInfo::default()
        );

        ledger.dubs().cancel(dub.id).unwrap();
        ledger.dubs().delete(dub.id).unwrap();
        assert_eq!(
            jobs.get(JobKind::Dub, dub.id.0).unwrap(),
            EngineJobInfo::default()
        );
    }
}
