//! What every job row holds on its way through the service, dubs and trainings alike: the
//! network call in flight that guards against paying twice, the service's last word, the poll
//! schedule, and the status fields both kinds share.

use rusqlite::{Connection, OptionalExtension, params};
use serde::{Deserialize, Serialize};
use time::OffsetDateTime;
use uuid::Uuid;

use super::Ledger;
use super::codec::text_enum;
use super::error::{LedgerError, LedgerResult};
use crate::job::{Approval, JobFailure, StateMachine};

/// The network call a job is about to make or is making. It is committed BEFORE the call, so after a
/// crash the engine knows a request may have reached the service and reads the remote state before
/// doing anything that could spend credits twice.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PendingKind {
    /// `POST /v1/me/dubs` sent.
    CreateDubSent,
    /// Upload of the input to the presigned URL started.
    UploadStarted,
    /// `POST .../preprocess` sent.
    PreprocessSent,
    /// `POST .../generate` sent (spends credits).
    GenerateSent,
    /// Download of the result started.
    DownloadStarted,
    /// `POST /v1/me/voices` sent.
    CreateVoiceSent,
    /// `POST .../clone` sent (spends credits).
    CloneSent,
}

text_enum!(PendingKind {
    CreateDubSent => "create_dub_sent",
    UploadStarted => "upload_started",
    PreprocessSent => "preprocess_sent",
    GenerateSent => "generate_sent",
    DownloadStarted => "download_started",
    CreateVoiceSent => "create_voice_sent",
    CloneSent => "clone_sent",
});

impl PendingKind {
    /// True for calls that spend credits: never repeat them without reading the remote state first.
    pub fn spends_credits(self) -> bool {
        matches!(self, PendingKind::GenerateSent | PendingKind::CloneSent)
    }
}

/// A pending network call and when it was committed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct PendingAction {
    pub kind: PendingKind,
    #[serde(with = "time::serde::rfc3339")]
    pub since: OffsetDateTime,
}

/// The last thing the service told us about a job.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RemoteObservation {
    /// The raw `status` string; unknown values are kept as they came.
    pub status: String,
    /// The whole object as received.
    pub json: serde_json::Value,
    #[serde(with = "time::serde::rfc3339")]
    pub observed_at: OffsetDateTime,
}

/// Fields every job row has for polling and retries; shared so the engine's scheduler treats dubs
/// and trainings alike.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
pub struct Schedule {
    /// When the engine should look at this job next; `None` = not scheduled (waiting for the user,
    /// or terminal).
    #[serde(with = "time::serde::rfc3339::option")]
    pub next_poll_at: Option<OffsetDateTime>,
    pub poll_count: u32,
    /// Failed tries of the current step (reset when the step succeeds).
    pub attempts: u32,
    /// Failed tries over the job's life.
    pub total_attempts: u32,
}

impl Schedule {
    /// Counts a failed try of the current step.
    pub fn record_failure(&mut self) {
        self.attempts = self.attempts.saturating_add(1);
        self.total_attempts = self.total_attempts.saturating_add(1);
    }

    /// The current step succeeded: its failure count starts again.
    pub fn record_success(&mut self) {
        self.attempts = 0;
    }
}

/// A presigned upload URL. Its query carries a signature, so `Debug` hides it from logs.
#[derive(Clone, PartialEq, Eq)]
pub struct UploadTarget {
    pub url: String,
    /// When the URL stops working, if known.
    pub expires_at: Option<OffsetDateTime>,
}

impl std::fmt::Debug for UploadTarget {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let shown = self.url.split('?').next().unwrap_or_default();
        f.debug_struct("UploadTarget")
            .field("url", &format_args!("{shown}?<redacted>"))
            .field("expires_at", &self.expires_at)
            .finish()
    }
}

/// Declares the status of one kind of job: its state and the fields every kind shares (the
/// service's last word, the money, approval, polling, the call in flight, the failure), then the
/// kind's own fields; and implements [`JobStatusFields`] for it.
macro_rules! job_status {
    ($(#[$meta:meta])* pub struct $name:ident<$state:ty> { $($(#[$fmeta:meta])* pub $field:ident: $ty:ty,)* }) => {
        $(#[$meta])*
        #[derive(Debug, Clone, PartialEq)]
        pub struct $name {
            pub state: $state,
            /// The service's last answer about the job.
            pub remote: Option<$crate::ledger::RemoteObservation>,
            pub required_credits: Option<i64>,
            pub credits_used: Option<i64>,
            pub approval: $crate::job::Approval,
            pub schedule: $crate::ledger::Schedule,
            pub pending: Option<$crate::ledger::PendingAction>,
            pub failure: Option<$crate::job::JobFailure>,
            $($(#[$fmeta])* pub $field: $ty,)*
        }

        impl $crate::ledger::JobStatusFields for $name {
            type State = $state;
            fn state(&self) -> $state {
                self.state
            }
            fn state_mut(&mut self) -> &mut $state {
                &mut self.state
            }
            fn pending_mut(&mut self) -> &mut Option<$crate::ledger::PendingAction> {
                &mut self.pending
            }
            fn failure_mut(&mut self) -> &mut Option<$crate::job::JobFailure> {
                &mut self.failure
            }
            fn schedule_mut(&mut self) -> &mut $crate::ledger::Schedule {
                &mut self.schedule
            }
            fn schedule(&self) -> &$crate::ledger::Schedule {
                &self.schedule
            }
            fn pending(&self) -> Option<$crate::ledger::PendingAction> {
                self.pending
            }
            fn shared(&self) -> $crate::ledger::SharedStatus<'_> {
                $crate::ledger::SharedStatus {
                    remote: self.remote.as_ref(),
                    required_credits: self.required_credits,
                    credits_used: self.credits_used,
                    approval: self.approval,
                    failure: self.failure.as_ref(),
                }
            }
        }
    };
}
pub(crate) use job_status;

/// The moves of a job's status that every kind makes alike, over the fields [`job_status!`]
/// declares.
pub trait JobStatusFields {
    type State: StateMachine;
    fn state(&self) -> Self::State;
    fn state_mut(&mut self) -> &mut Self::State;
    fn pending_mut(&mut self) -> &mut Option<PendingAction>;
    fn failure_mut(&mut self) -> &mut Option<JobFailure>;
    fn schedule_mut(&mut self) -> &mut Schedule;
    fn schedule(&self) -> &Schedule;
    fn pending(&self) -> Option<PendingAction>;
    /// The shared fields front ends show.
    fn shared(&self) -> SharedStatus<'_>;

    /// Records that `kind` is about to be sent (commit this before sending).
    fn begin(&mut self, kind: PendingKind, at: OffsetDateTime) {
        *self.pending_mut() = Some(PendingAction { kind, since: at });
    }

    /// The pending call's outcome is known.
    fn settle(&mut self) {
        *self.pending_mut() = None;
    }

    /// Moves to Failed with a reason; nothing is scheduled any more. A pending spend (`generate`,
    /// `clone`) stays marked: it may have reached the service, so Retry reads the state first.
    fn fail(&mut self, failure: JobFailure) {
        *self.state_mut() = Self::State::FAILED;
        *self.failure_mut() = Some(failure);
        let pending = self.pending_mut();
        *pending = pending.filter(|p| p.kind.spends_credits());
        self.schedule_mut().next_poll_at = None;
    }

    /// Parks the job until credits are bought (nothing pending, nothing scheduled), with why.
    fn wait_for_credits(&mut self, failure: JobFailure) {
        *self.state_mut() = Self::State::WAITING_CREDITS;
        *self.pending_mut() = None;
        self.schedule_mut().next_poll_at = None;
        *self.failure_mut() = Some(failure);
    }

    /// Moves to Canceled: nothing is in flight or scheduled any more.
    fn cancel(&mut self) {
        *self.state_mut() = Self::State::CANCELED;
        *self.pending_mut() = None;
        self.schedule_mut().next_poll_at = None;
    }
}

/// How one kind of job is stored: its table, its rows read and written, its status and times;
/// the moves every kind makes alike (a checked change of status, discarding, removal) are written
/// once below, over it.
pub(super) trait JobTable {
    type State: StateMachine + rusqlite::types::FromSql;
    type Status: JobStatusFields<State = Self::State>;
    type Record;
    /// The table, and the kind as errors name it.
    const TABLE: &'static str;
    const KIND: &'static str;

    fn load(conn: &Connection, id: Uuid) -> LedgerResult<Option<Self::Record>>;
    fn write_status(conn: &Connection, record: &Self::Record) -> LedgerResult<()>;
    fn status(record: &Self::Record) -> &Self::Status;
    fn status_mut(record: &mut Self::Record) -> &mut Self::Status;
    /// Records a change at `now`: the row's update time, and its state's when the state moved.
    fn touch(record: &mut Self::Record, now: OffsetDateTime, moved: bool);
    /// Since when the job is in its current state.
    fn state_since(record: &Self::Record) -> OffsetDateTime;
    /// What a stage's length is scaled by: the input's length, the bytes moved.
    fn stage_scale(record: &Self::Record) -> super::stage_times::StageScale;
    /// What the job's charge is filed under.
    fn spend_label(record: &Self::Record) -> super::spend::SpendLabel;
}

fn not_found<T: JobTable>(id: Uuid) -> LedgerError {
    LedgerError::NotFound { kind: T::KIND, id }
}

/// The job `id` of kind `T`, or `NotFound`.
pub(super) fn get<T: JobTable>(ledger: &Ledger, id: Uuid) -> LedgerResult<T::Record> {
    ledger
        .read(|conn| T::load(conn, id))?
        .ok_or_else(|| not_found::<T>(id))
}

/// Changes a job's row in one transaction. `expected` is the state the caller based its decision
/// on: if the row moved meanwhile, nothing is written and `StateConflict` is returned. The move to
/// the new state must be allowed by [`StateMachine::can_move_to`].
pub(super) fn update<T: JobTable>(
    ledger: &Ledger,
    id: Uuid,
    expected: T::State,
    change: impl FnOnce(&mut T::Record),
) -> LedgerResult<T::Record> {
    ledger.write(|tx, now| {
        let mut record = T::load(tx, id)?.ok_or_else(|| not_found::<T>(id))?;
        let actual = T::status(&record).state();
        if actual != expected {
            return Err(LedgerError::StateConflict {
                kind: T::KIND,
                id,
                expected: expected.to_string(),
                actual: actual.to_string(),
            });
        }
        let charged_before = T::status(&record).shared().credits_used.is_some_and(|c| c > 0);
        let since = T::state_since(&record);
        change(&mut record);
        let next = T::status(&record).state();
        if !expected.can_move_to(next) {
            return Err(LedgerError::IllegalTransition {
                kind: T::KIND,
                from: expected.to_string(),
                to: next.to_string(),
            });
        }
        if next != expected {
            let stage = expected.to_string();
            super::stage_times::record(tx, T::KIND, id, &stage, since, now, T::stage_scale(&record))?;
        }
        if let Some(credits) = T::status(&record).shared().credits_used.filter(|c| *c > 0)
            && !charged_before
        {
            super::spend::record(tx, T::KIND, id, now, credits, T::spend_label(&record))?;
        }
        T::touch(&mut record, now, next != expected);
        T::write_status(tx, &record)?;
        Ok(record)
    })
}

/// Refused as a conflict when the job is finished (done or canceled): what only an unfinished job
/// allows (discarding it, moving its output).
pub(super) fn unfinished<T: JobTable>(record: &T::Record, id: Uuid) -> LedgerResult<T::State> {
    let state = T::status(record).state();
    if state.is_terminal() {
        return Err(LedgerError::StateConflict {
            kind: T::KIND,
            id,
            expected: format!("an unfinished {}", T::KIND),
            actual: state.to_string(),
        });
    }
    Ok(state)
}

/// Stops a job whatever its state (refused as a conflict once it is finished).
pub(super) fn cancel<T: JobTable>(ledger: &Ledger, id: Uuid) -> LedgerResult<T::Record> {
    let current = get::<T>(ledger, id)?;
    let state = unfinished::<T>(&current, id)?;
    update::<T>(ledger, id, state, |r| T::status_mut(r).cancel())
}

/// Removes a finished job (done, failed or canceled) from the library; an active one is refused.
pub(super) fn delete<T: JobTable>(ledger: &Ledger, id: Uuid) -> LedgerResult<()> {
    ledger.write(|tx, _| {
        let state: Option<T::State> = tx
            .query_row(
                &format!("SELECT state FROM {} WHERE id = ?1", T::TABLE),
                params![id.to_string()],
                |r| r.get(0),
            )
            .optional()?;
        match state {
            None => Err(not_found::<T>(id)),
            Some(s) if s.is_active() => Err(LedgerError::StateConflict {
                kind: T::KIND,
                id,
                expected: format!("a finished {} (cancel it first)", T::KIND),
                actual: s.to_string(),
            }),
            Some(_) => {
                tx.execute(
                    &format!("DELETE FROM {} WHERE id = ?1", T::TABLE),
                    params![id.to_string()],
                )?;
                Ok(())
            }
        }
    })
}

/// The fields of a job's status that every kind shares and front ends show.
#[derive(Debug, Clone, Copy)]
pub struct SharedStatus<'s> {
    pub remote: Option<&'s RemoteObservation>,
    pub required_credits: Option<i64>,
    pub credits_used: Option<i64>,
    pub approval: Approval,
    pub failure: Option<&'s JobFailure>,
}

/// Fills what a snapshot shows of the fields every kind of job shares, and of its row's times.
pub(super) fn fill_common(job: &mut crate::job::JobSnapshot, times: RowTimes, status: &impl JobStatusFields) {
    let shared = status.shared();
    job.approval = shared.approval;
    job.required_credits = shared.required_credits;
    job.credits_used = shared.credits_used;
    job.failure = shared.failure.cloned();
    job.remote_status = shared.remote.map(|r| r.status.clone());
    job.created_at = times.created_at;
    job.updated_at = times.updated_at;
    job.state_since = times.state_since;
}

/// When a job row was made, last changed, and entered its current state.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RowTimes {
    pub created_at: OffsetDateTime,
    pub updated_at: OffsetDateTime,
    pub state_since: OffsetDateTime,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn upload_target_debug_hides_the_signature() {
        let t = UploadTarget {
            url: "http://127.0.0.1:1/uploads/k?X-Amz-Signature=secret".into(),
            expires_at: None,
        };
        let shown = format!("{t:?}");
        assert!(!shown.contains("secret"), "{shown}");
        assert!(shown.contains("/uploads/k"), "{shown}");
    }

    #[test]
    fn pending_kinds_round_trip() {
        for kind in PendingKind::ALL {
            assert_eq!(PendingKind::parse(kind.as_str()), Some(*kind));
        }
    }

    #[test]
    fn only_generate_and_clone_spend_credits() {
        let spenders: Vec<_> = PendingKind::ALL
            .iter()
            .filter(|k| k.spends_credits())
            .copied()
            .collect();
        assert_eq!(spenders, vec![PendingKind::GenerateSent, PendingKind::CloneSent]);
        assert!(!Approval::None.is_granted());
        assert!(Approval::Auto.is_granted() && Approval::Approved.is_granted());
    }

    #[test]
    fn schedule_counts_failures_per_step_and_in_total() {
        let mut s = Schedule::default();
        s.record_failure();
        s.record_failure();
        s.record_success();
        s.record_failure();
        assert_eq!((s.attempts, s.total_attempts), (1, 3));
    }
}
