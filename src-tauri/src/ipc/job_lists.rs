//! The Jobs screen's lists: a query (filter, search, group, page), its page of rows and its
//! groups, and the sidebar's counts.

use serde::{Deserialize, Serialize};
use specta::Type;

use dubdeck_core::context::{AppContext, AppError, JobFilter, JobGrouping, JobQuery};

use super::JobRow;

/// How many jobs are where, for the sidebar's badge.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, Type)]
#[serde(rename_all = "camelCase")]
pub struct JobCounts {
    pub active: u32,
    pub waiting: u32,
    pub failed: u32,
    pub total: u32,
}

/// One page of the Jobs screen.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Type)]
#[serde(rename_all = "camelCase")]
pub struct JobsQuery {
    pub filter: JobFilter,
    /// Words of the input's, the voice's or the training's name.
    pub search: Option<String>,
    /// Only the jobs of one group (a key from `job_groups`).
    pub group: Option<JobGroupKey>,
    /// Page size, 1 to 500 (50 when 0).
    pub limit: u32,
    pub offset: u32,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Type)]
#[serde(rename_all = "camelCase")]
pub struct JobGroupKey {
    pub by: JobGrouping,
    pub key: String,
}

/// One group of a grouped Jobs list.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Type)]
#[serde(rename_all = "camelCase")]
pub struct JobGroupRow {
    pub key: String,
    /// The voice's name, or the input's name.
    pub label: String,
    pub count: u32,
    pub latest_at: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Type)]
#[serde(rename_all = "camelCase")]
pub struct JobsPage {
    pub jobs: Vec<JobRow>,
    /// How many jobs match in all.
    pub total: u32,
}

/// The core's query: an empty search is no search.
pub fn core_query(query: JobsQuery) -> JobQuery {
    JobQuery {
        filter: query.filter,
        search: query
            .search
            .map(|s| s.trim().to_owned())
            .filter(|s| !s.is_empty()),
        group: query.group.map(|g| (g.by, g.key)),
        limit: query.limit,
        offset: query.offset,
    }
}

/// How many jobs are active, waiting for the user, failed, and in all.
pub async fn job_counts(ctx: &AppContext) -> Result<JobCounts, AppError> {
    let count = |filter: JobFilter| {
        let ctx = ctx.clone();
        async move {
            let page = ctx
                .jobs(JobQuery {
                    filter,
                    limit: 1,
                    ..JobQuery::default()
                })
                .await?;
            Ok::<u32, AppError>(u32::try_from(page.total).unwrap_or(u32::MAX))
        }
    };
    Ok(JobCounts {
        active: count(JobFilter::Active).await?,
        waiting: count(JobFilter::Waiting).await?,
        failed: count(JobFilter::Failed).await?,
        total: count(JobFilter::All).await?,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_pages_query_maps_to_the_librarys() {
        let q = core_query(JobsQuery {
            filter: JobFilter::Waiting,
            search: Some("  nova ".into()),
            group: Some(JobGroupKey {
                by: JobGrouping::Input,
                key: "input:/a.mp3".into(),
            }),
            limit: 20,
            offset: 40,
        });
        assert_eq!(q.filter, JobFilter::Waiting);
        assert_eq!(q.search.as_deref(), Some("nova"));
        assert_eq!(q.group, Some((JobGrouping::Input, "input:/a.mp3".into())));
        assert_eq!((q.limit, q.offset), (20, 40));
        let blank = core_query(JobsQuery {
            filter: JobFilter::All,
            search: Some("   ".into()),
            group: None,
            limit: 0,
            offset: 0,
        });
        assert_eq!((blank.search, blank.group), (None, None));
    }
}
