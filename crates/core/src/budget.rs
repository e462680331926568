//! The monthly budget: the most credits Dubdeck may spend in one calendar month (local time) on
//! what it approves by itself. A job whose automatic approval would take the month's spend past
//! the budget waits for a person, with the figures; a person's explicit approval is never held.
//! The month's spend counts what was charged in it and what is approved but not charged yet.

use jiff::civil::Date;
use jiff::tz::TimeZone;
use jiff::{Timestamp, ZonedDateTime};
use serde::Serialize;
use time::OffsetDateTime;
use uuid::Uuid;

use crate::job::Hold;
use crate::ledger::{BudgetNoticesGiven, Ledger, LedgerResult, MonthlyBudget};

/// A calendar month in the local time zone.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Month {
    /// `YYYY-MM`.
    pub label: String,
    pub start: OffsetDateTime,
    pub end: OffsetDateTime,
}

/// The system's time zone (UTC when it cannot be read).
pub fn local_zone() -> TimeZone {
    TimeZone::try_system().unwrap_or(TimeZone::UTC)
}

/// `at` in the zone `tz`.
pub fn zoned(at: OffsetDateTime, tz: &TimeZone) -> ZonedDateTime {
    let ts = Timestamp::from_millisecond(millis(at)).unwrap_or(Timestamp::UNIX_EPOCH);
    ts.to_zoned_datetime(tz.clone())
}

/// The local midnight starting `date`, as an instant.
pub fn start_of(date: Date, tz: &TimeZone) -> OffsetDateTime {
    let ms = date
        .to_zoned_datetime(tz.clone())
        .map_or(0, |z| z.timestamp().as_millisecond());
    from_millis(ms)
}

pub(crate) fn millis(at: OffsetDateTime) -> i64 {
    i64::try_from(at.unix_timestamp_nanos() / 1_000_000).unwrap_or(0)
}

pub(crate) fn from_millis(ms: i64) -> OffsetDateTime {
    OffsetDateTime::from_unix_timestamp_nanos(i128::from(ms) * 1_000_000)
        .unwrap_or(OffsetDateTime::UNIX_EPOCH)
}

/// The month holding `at`, in `tz`.
pub fn month_of(at: OffsetDateTime, tz: &TimeZone) -> Month {
    let first = zoned(at, tz).date().first_of_month();
    let next = first.checked_add(jiff::Span::new().months(1)).unwrap_or(first);
    Month {
        label: format!("{:04}-{:02}", first.year(), first.month()),
        start: start_of(first, tz),
        end: start_of(next, tz),
    }
}

/// The budget and this month's spend, as `budget show` and the Settings screen tell it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct BudgetStatus {
    /// Credits per month; `None`: no budget.
    pub budget: Option<u32>,
    /// Charged this month.
    pub spent_this_month: i64,
    /// Approved and not charged yet.
    pub reserved: i64,
    /// What is left of the budget (can be below 0 after explicit approvals).
    pub left: Option<i64>,
    /// `YYYY-MM`, local time.
    pub month: String,
}

/// The budget and this month's spend now (blocking).
pub fn status(ledger: &Ledger, tz: &TimeZone) -> LedgerResult<BudgetStatus> {
    let month = month_of(ledger.now(), tz);
    let budget = ledger.settings().get::<MonthlyBudget>()?;
    let spent = ledger.spend().total_between(month.start, month.end)?;
    let reserved = ledger.spend().reserved(None)?;
    Ok(BudgetStatus {
        budget,
        spent_this_month: spent,
        reserved,
        left: budget.map(|b| i64::from(b) - spent - reserved),
        month: month.label,
    })
}

/// Whether approving `job` automatically for `cost` credits would take this month's spend past
/// the budget: the hold that makes it wait, or `None` when it fits (or there is no budget).
pub fn hold_for(ledger: &Ledger, tz: &TimeZone, job: Uuid, cost: i64) -> LedgerResult<Option<Hold>> {
    let Some(budget) = ledger.settings().get::<MonthlyBudget>()? else {
        return Ok(None);
    };
    let month = month_of(ledger.now(), tz);
    let spent = ledger.spend().total_between(month.start, month.end)?;
    let would_be = spent + ledger.spend().reserved(Some(job))? + cost;
    Ok((would_be > i64::from(budget)).then_some(Hold::Budget {
        month: month.label,
        would_be,
        budget,
    }))
}

/// A share of the monthly budget reached.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct BudgetNotice {
    /// 80 or 100.
    pub percent: u8,
    pub spent: i64,
    pub budget: u32,
    /// `YYYY-MM`, local time.
    pub month: String,
}

/// The notice due now that this month's charges reached 80% or 100% of the budget, once per
/// share per month: recorded as given when returned (blocking).
pub fn notice_due(ledger: &Ledger, tz: &TimeZone) -> LedgerResult<Option<BudgetNotice>> {
    let Some(budget) = ledger.settings().get::<MonthlyBudget>()? else {
        return Ok(None);
    };
    let month = month_of(ledger.now(), tz);
    let spent = ledger.spend().total_between(month.start, month.end)?;
    let percent = match spent.saturating_mul(100) / i64::from(budget).max(1) {
        p if p >= 100 => 100,
        p if p >= 80 => 80,
        _ => return Ok(None),
    };
    let given = ledger.settings().get::<BudgetNoticesGiven>()?;
    if given
        .as_ref()
        .is_some_and(|(m, level)| *m == month.label && *level >= percent)
    {
        return Ok(None);
    }
    ledger
        .settings()
        .set::<BudgetNoticesGiven>(&Some((month.label.clone(), percent)))?;
    Ok(Some(BudgetNotice {
        percent,
        spent,
        budget,
        month: month.label,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use time::macros::datetime;

    #[test]
    fn months_follow_the_local_zone() {
        let tz = TimeZone::get("America/New_York").unwrap();
        // 02:00 UTC on 1 June is still 31 May in New York.
        let m = month_of(datetime!(2026-06-01 02:00 UTC), &tz);
        assert_eq!(m.label, "2026-05");
        assert_eq!(m.start, datetime!(2026-05-01 04:00 UTC));
        assert_eq!(m.end, datetime!(2026-06-01 04:00 UTC));
        let m = month_of(datetime!(2026-12-31 23:00 UTC), &TimeZone::UTC);
        assert_eq!(
            (m.label.as_str(), m.end),
            ("2026-12", datetime!(2027-01-01 00:00 UTC))
        );
    }
}
