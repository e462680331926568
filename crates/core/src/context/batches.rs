//! Batches within a budget through the context: the plan of a folder (or several files) before
//! anything is spent, the monthly budget, where the credits went, and watch folders' settings.

use std::path::PathBuf;

use jiff::civil::Date;

use super::{AppContext, AppError};
use crate::batch::{self, Expansion, Plan};
use crate::budget::{self, BudgetStatus};
use crate::codes::WatchProblem;
use crate::ledger::{MonthlyBudget, WatchFolder, WatchSettings};
use crate::spend::{self, SpendBy, SpendReport};

impl AppContext {
    /// What dubbing `inputs` would take: folders expanded to their media files (their subfolders'
    /// too when `recursive`), leaving out `skip` (the output folders), each file probed (nothing is
    /// sent).
    pub async fn plan_batch(
        &self,
        inputs: Vec<PathBuf>,
        recursive: bool,
        skip: Vec<PathBuf>,
    ) -> Result<Plan, AppError> {
        let expanded = self.expand_inputs(inputs, recursive, skip).await?;
        Ok(batch::plan(expanded, self.media()).await)
    }

    /// `inputs` with each folder expanded to its media files (see [`batch::expand`]); a folder
    /// that cannot be read is `watch_failed` (`unreadable`).
    pub async fn expand_inputs(
        &self,
        inputs: Vec<PathBuf>,
        recursive: bool,
        skip: Vec<PathBuf>,
    ) -> Result<Expansion, AppError> {
        tokio::task::spawn_blocking(move || batch::expand(&inputs, recursive, &skip))
            .await
            .map_err(AppError::worker)?
            .map_err(|e| AppError::Watch {
                io: Some(crate::codes::IoProblem::of(&e.source)),
                detail: Some(e.source.to_string()),
                path: e.path,
                problem: WatchProblem::Unreadable,
            })
    }

    /// The monthly budget and this month's spend.
    pub async fn budget(&self) -> Result<BudgetStatus, AppError> {
        let zone = budget::local_zone();
        Ok(self.ledger().call(move |l| budget::status(l, &zone)).await?)
    }

    /// Sets (or, with `None`, removes) the monthly budget.
    pub async fn set_budget(&self, credits: Option<u32>) -> Result<BudgetStatus, AppError> {
        self.set_setting::<MonthlyBudget>(credits).await?;
        self.budget().await
    }

    /// The credits charged since `since` (a local date; all without), grouped `by`.
    pub async fn spend(&self, by: SpendBy, since: Option<Date>) -> Result<SpendReport, AppError> {
        let zone = budget::local_zone();
        Ok(self
            .ledger()
            .call(move |l| spend::report(l, &zone, by, since))
            .await?)
    }

    /// Every watch folder.
    pub async fn watches(&self) -> Result<Vec<WatchFolder>, AppError> {
        Ok(self.ledger().call(|l| l.watches().list()).await?)
    }

    /// Watches `path` with `settings` (a folder watched before keeps what it took). The folder
    /// must be a folder, and the output must not be the watched folder itself.
    pub async fn put_watch(&self, path: PathBuf, settings: WatchSettings) -> Result<WatchFolder, AppError> {
        let path = std::path::absolute(&path).unwrap_or(path);
        if !path.is_dir() {
            return Err(AppError::Watch {
                path,
                problem: WatchProblem::NotAFolder,
                io: None,
                detail: None,
            });
        }
        if settings.output_dir == path {
            return Err(AppError::Watch {
                path,
                problem: WatchProblem::OutputIsWatched,
                io: None,
                detail: None,
            });
        }
        Ok(self
            .ledger()
            .call(move |l| l.watches().put(&path, &settings))
            .await?)
    }

    /// Turns a watch folder on or off.
    pub async fn enable_watch(&self, id: uuid::Uuid, enabled: bool) -> Result<(), AppError> {
        Ok(self
            .ledger()
            .call(move |l| l.watches().set_enabled(id, enabled))
            .await?)
    }

    /// Stops watching a folder (its dubs stay in the library).
    pub async fn remove_watch(&self, id: uuid::Uuid) -> Result<(), AppError> {
        Ok(self.ledger().call(move |l| l.watches().remove(id)).await?)
    }
}
