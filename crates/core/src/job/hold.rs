//! Why a job that its price alone would have let through waits for a person's approval.

use serde::{Deserialize, Serialize};

/// The reason a job waits for approval beyond its price.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, specta::Type)]
#[serde(tag = "code", rename_all = "snake_case")]
#[non_exhaustive]
pub enum Hold {
    /// Approving it automatically would take `month`'s spend (charged, plus what is approved and
    /// not charged yet) to `would_be` credits, past the monthly `budget`.
    #[serde(rename_all = "camelCase")]
    Budget {
        /// `YYYY-MM`, in local time.
        month: String,
        /// What the month's spend would be with this job.
        would_be: i64,
        budget: u32,
    },
}

impl Hold {
    /// Reads a stored hold; text this version cannot read is no hold.
    pub fn from_stored(text: &str) -> Option<Hold> {
        serde_json::from_str(text).ok()
    }

    pub fn to_stored(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }
}
