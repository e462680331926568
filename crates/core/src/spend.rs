//! Where the credits went, from the ledger's charges alone (so it works offline and in demo mode):
//! totals per day, week (from Monday) or month in local time, per voice, or per kind, each split
//! into dubs and trainings, and the same as CSV.

use jiff::civil::Date;
use jiff::tz::TimeZone;
use serde::Serialize;
use time::OffsetDateTime;

use crate::budget::{self, BudgetStatus};
use crate::job::JobKind;
use crate::ledger::{Ledger, LedgerResult, SpendEntry};

/// How charges are grouped.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, serde::Deserialize, specta::Type)]
#[serde(rename_all = "snake_case")]
pub enum SpendBy {
    Day,
    Week,
    Month,
    Voice,
    Kind,
}

impl SpendBy {
    pub fn parse(text: &str) -> Option<SpendBy> {
        Some(match text {
            "day" => SpendBy::Day,
            "week" => SpendBy::Week,
            "month" => SpendBy::Month,
            "voice" => SpendBy::Voice,
            "kind" => SpendBy::Kind,
            _ => return None,
        })
    }

    fn is_time(self) -> bool {
        matches!(self, SpendBy::Day | SpendBy::Week | SpendBy::Month)
    }
}

/// One group's credits.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct SpendRow {
    /// The period's first day (`YYYY-MM-DD`), the voice's id (or its name for a voice the service
    /// never named), or `dub` / `training`.
    pub key: String,
    /// The voice's name (voice rows); empty otherwise (front ends word dates and kinds).
    pub label: String,
    pub dubs: i64,
    pub trainings: i64,
    pub total: i64,
    /// How many charges.
    pub jobs: u32,
}

/// The spend report.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct SpendReport {
    pub by: SpendBy,
    /// The first day counted (`YYYY-MM-DD`, local), when limited.
    pub since: Option<String>,
    /// Oldest first for periods (every period in the span, empty ones too); most credits first
    /// for voices.
    pub rows: Vec<SpendRow>,
    pub dubs: i64,
    pub trainings: i64,
    pub total: i64,
    /// This month against the budget.
    pub budget: BudgetStatus,
}

/// The report of the charges since `since` (a local date), grouped `by` (blocking).
pub fn report(ledger: &Ledger, tz: &TimeZone, by: SpendBy, since: Option<Date>) -> LedgerResult<SpendReport> {
    let from = since.map(|d| budget::start_of(d, tz));
    let entries = ledger.spend().entries(from)?;
    let today = budget::zoned(ledger.now(), tz).date();
    let rows = group(&entries, tz, by, since, today);
    let (dubs, trainings) = split(entries.iter());
    Ok(SpendReport {
        by,
        since: since.map(|d| d.to_string()),
        rows,
        dubs,
        trainings,
        total: dubs + trainings,
        budget: budget::status(ledger, tz)?,
    })
}

fn split<'a>(entries: impl Iterator<Item = &'a SpendEntry>) -> (i64, i64) {
    entries.fold((0, 0), |(d, t), e| match e.kind {
        JobKind::Dub => (d + e.credits, t),
        JobKind::Training => (d, t + e.credits),
    })
}

/// The period holding `date`: its first day.
fn period_start(date: Date, by: SpendBy) -> Date {
    match by {
        SpendBy::Week => {
            let back = i64::from(date.weekday().to_monday_zero_offset());
            date.checked_sub(jiff::Span::new().days(back)).unwrap_or(date)
        }
        SpendBy::Month => date.first_of_month(),
        _ => date,
    }
}

fn next_period(start: Date, by: SpendBy) -> Option<Date> {
    let step = match by {
        SpendBy::Week => jiff::Span::new().weeks(1),
        SpendBy::Month => jiff::Span::new().months(1),
        _ => jiff::Span::new().days(1),
    };
    start.checked_add(step).ok()
}

fn group(
    entries: &[SpendEntry],
    tz: &TimeZone,
    by: SpendBy,
    since: Option<Date>,
    today: Date,
) -> Vec<SpendRow> {
    let mut rows: Vec<SpendRow> = Vec::new();
    let add = |key: String, label: &str, entry: &SpendEntry, rows: &mut Vec<SpendRow>| {
        let row = match rows.iter_mut().position(|r| r.key == key) {
            Some(i) => &mut rows[i],
            None => {
                rows.push(SpendRow {
                    key,
                    label: label.to_owned(),
                    dubs: 0,
                    trainings: 0,
                    total: 0,
                    jobs: 0,
                });
                let last = rows.len() - 1;
                &mut rows[last]
            }
        };
        match entry.kind {
            JobKind::Dub => row.dubs += entry.credits,
            JobKind::Training => row.trainings += entry.credits,
        }
        row.total += entry.credits;
        row.jobs += 1;
    };
    if by.is_time() {
        // Every period from the first (the `since` day, else the first charge) to today's.
        let first = since
            .or_else(|| entries.first().map(|e| local_date(e.charged_at, tz)))
            .map(|d| period_start(d, by));
        if let Some(first) = first {
            let last = period_start(today, by);
            let mut at = first;
            while at <= last && rows.len() < 10_000 {
                rows.push(SpendRow {
                    key: at.to_string(),
                    label: String::new(),
                    dubs: 0,
                    trainings: 0,
                    total: 0,
                    jobs: 0,
                });
                let Some(next) = next_period(at, by) else { break };
                at = next;
            }
        }
        for entry in entries {
            let key = period_start(local_date(entry.charged_at, tz), by).to_string();
            add(key, "", entry, &mut rows);
        }
        rows.sort_by(|a, b| a.key.cmp(&b.key));
    } else {
        for entry in entries {
            match by {
                SpendBy::Voice => {
                    let key = entry
                        .voice_id
                        .map_or_else(|| entry.voice_name.clone(), |v| v.to_string());
                    add(key, &entry.voice_name, entry, &mut rows);
                }
                _ => {
                    let key = entry.kind.as_str().to_owned();
                    add(key, "", entry, &mut rows);
                }
            }
        }
        rows.sort_by(|a, b| b.total.cmp(&a.total).then_with(|| a.label.cmp(&b.label)));
    }
    rows
}

fn local_date(at: OffsetDateTime, tz: &TimeZone) -> Date {
    budget::zoned(at, tz).date()
}

/// The report's rows as CSV: a header, then one line per row (`period` or `voice` first).
pub fn to_csv(report: &SpendReport) -> Result<String, csv::Error> {
    let mut out = csv::Writer::from_writer(Vec::new());
    let first = match report.by {
        SpendBy::Day | SpendBy::Week | SpendBy::Month => "period",
        SpendBy::Voice => "voice",
        SpendBy::Kind => "kind",
    };
    if report.by == SpendBy::Voice {
        out.write_record([first, "voice_id", "dubs", "trainings", "total", "jobs"])?;
    } else {
        out.write_record([first, "dubs", "trainings", "total", "jobs"])?;
    }
    for row in &report.rows {
        let numbers = [row.dubs, row.trainings, row.total, i64::from(row.jobs)].map(|n| n.to_string());
        if report.by == SpendBy::Voice {
            let id = if row.key == row.label {
                ""
            } else {
                row.key.as_str()
            };
            out.write_record(
                [row.label.as_str(), id]
                    .into_iter()
                    .chain(numbers.iter().map(String::as_str)),
            )?;
        } else {
            out.write_record(std::iter::once(row.key.as_str()).chain(numbers.iter().map(String::as_str)))?;
        }
    }
    let bytes = out.into_inner().map_err(|e| e.into_error())?;
    Ok(String::from_utf8_lossy(&bytes).into_owned())
}

#[cfg(test)]
mod tests {
    use super::*;
    use time::macros::datetime;
    use uuid::Uuid;

    fn entry(kind: JobKind, at: OffsetDateTime, credits: i64, voice: &str) -> SpendEntry {
        SpendEntry {
            kind,
            job_id: Uuid::new_v4(),
            charged_at: at,
            credits,
            voice_id: None,
            voice_name: voice.to_owned(),
            title: "a.wav".to_owned(),
        }
    }

    #[test]
    fn periods_are_local_continuous_and_split_by_kind() {
        let tz = TimeZone::get("Europe/Paris").unwrap();
        let entries = [
            // 23:30 UTC on 3 May is 4 May in Paris.
            entry(JobKind::Dub, datetime!(2026-05-03 23:30 UTC), 20, "Nova"),
            entry(JobKind::Training, datetime!(2026-05-04 10:00 UTC), 50, "Me"),
            entry(
                JobKind::Dub,
                datetime!(2026-05-06 10:00 UTC),
                10,
                "Nova, the second",
            ),
        ];
        let today = jiff::civil::date(2026, 5, 7);
        let days = group(&entries, &tz, SpendBy::Day, None, today);
        let keys: Vec<_> = days.iter().map(|r| r.key.as_str()).collect();
        assert_eq!(keys, ["2026-05-04", "2026-05-05", "2026-05-06", "2026-05-07"]);
        assert_eq!(
            (days[0].dubs, days[0].trainings, days[0].total, days[0].jobs),
            (20, 50, 70, 2)
        );
        assert_eq!(days[1].total, 0);
        let weeks = group(&entries, &tz, SpendBy::Week, None, today);
        assert_eq!(weeks.len(), 1);
        assert_eq!((weeks[0].key.as_str(), weeks[0].total), ("2026-05-04", 80));
        let voices = group(&entries, &tz, SpendBy::Voice, None, today);
        assert_eq!(voices[0].label, "Me");
        let report = SpendReport {
            by: SpendBy::Voice,
            since: None,
            rows: voices,
            dubs: 30,
            trainings: 50,
            total: 80,
            budget: BudgetStatus {
                budget: None,
                spent_this_month: 80,
                reserved: 0,
                left: None,
                month: "2026-05".into(),
            },
        };
        let csv = to_csv(&report).unwrap();
        assert!(
            csv.starts_with("voice,voice_id,dubs,trainings,total,jobs\n"),
            "{csv}"
        );
        assert!(csv.contains("\"Nova, the second\",,10,0,10,1\n"), "{csv}");
    }
}
