//! Covers and comparisons through the context: a new mix of a done cover (local and free, as
//! often as wanted), a done dub paired with an instrumental afterwards, and the auditions of one
//! comparison approved at once.

use std::path::PathBuf;

use uuid::Uuid;

use super::events::AppEvent;
use super::{AppContext, AppError};
use crate::engine::{EngineError, JobSnapshot, jobs as job_ops, pair, remix};
use crate::events::JobId;
use crate::job::{DubState, JobStage, MixSettings};
use crate::ledger::DubQuery;

impl AppContext {
    /// Mixes the done cover `job` again with `mix`; with `instrumental`, a done dub without one is
    /// first paired with that file. Nothing is sent; an earlier mix is kept.
    pub async fn remix(
        &self,
        job: JobId,
        mix: MixSettings,
        instrumental: Option<PathBuf>,
    ) -> Result<JobSnapshot, AppError> {
        let JobId::Dub(id) = job else {
            return Err(AppError::Mix(crate::job::MixFailure::at(
                crate::codes::MixStep::StemMissing,
            )));
        };
        crate::engine::check_mix(&mix).map_err(EngineError::from)?;
        if let Some(path) = instrumental {
            pair(self.ledger(), self.media(), id, &path).await?;
        }
        remix(self.ledger(), self.media(), id, mix)
            .await
            .map_err(AppError::Mix)?;
        let view = job_ops::find(self.ledger(), job).await?;
        self.emit(AppEvent::JobChanged(Box::new(view.clone())));
        Ok(view)
    }

    /// The auditions of the comparison `group`, oldest first.
    pub async fn comparison(&self, group: Uuid) -> Result<Vec<JobSnapshot>, AppError> {
        let records = self
            .ledger()
            .call(move |l| {
                l.dubs().list(&DubQuery {
                    group: Some(group),
                    ..DubQuery::default()
                })
            })
            .await?;
        Ok(records.iter().rev().map(JobSnapshot::from).collect())
    }

    /// Approves every audition of the comparison `group` that waits for approval: one decision
    /// for the total the sheet showed.
    pub async fn approve_comparison(&self, group: Uuid) -> Result<Vec<JobSnapshot>, AppError> {
        let mut views = Vec::new();
        for job in self.comparison(group).await? {
            if job.state == JobStage::Dub(DubState::AwaitingApproval) {
                views.push(self.approve(job.id).await?);
            } else {
                views.push(job);
            }
        }
        Ok(views)
    }
}
