//! `budget` and `spend`: the monthly budget, and where the credits went, from the library alone.

use dubdeck_core::budget::BudgetStatus;
use dubdeck_core::spend::{SpendBy, SpendReport, to_csv};

use crate::cli::{BudgetAction, SpendArgs, SpendGrouping};
use crate::error::{CliError, code};
use crate::report::json_line;
use crate::session::Session;
use crate::words::say;

pub async fn budget(session: &Session, action: &BudgetAction) -> Result<u8, CliError> {
    let status = match action {
        BudgetAction::Set { credits } => session.app.set_budget(Some(*credits)).await?,
        BudgetAction::Clear => session.app.set_budget(None).await?,
        BudgetAction::Show => session.app.budget().await?,
    };
    if session.json {
        json_line(&serde_json::json!({
            "budget": status.budget,
            "spentThisMonth": status.spent_this_month,
            "reserved": status.reserved,
            "left": status.left,
            "month": status.month,
        }));
    } else {
        println!("{}", budget_line(&status));
    }
    Ok(code::DONE)
}

/// "May 2026: 420 credits spent of a budget of 1,000; 580 left."
pub fn budget_line(status: &BudgetStatus) -> String {
    let month = month_words(&status.month);
    match (status.budget, status.left) {
        (Some(budget), Some(left)) => say!(
            "budget-line",
            month = &month,
            spent = status.spent_this_month,
            reserved = status.reserved,
            budget = budget,
            left = left
        ),
        _ => say!("budget-none", month = &month, spent = status.spent_this_month),
    }
}

/// "2026-05" as "May 2026".
pub fn month_words(month: &str) -> String {
    let mut parts = month.splitn(2, '-');
    let year = parts.next().unwrap_or_default();
    let number: i64 = parts.next().and_then(|m| m.parse().ok()).unwrap_or(0);
    say!("month-name", month = number, year = year)
}

pub async fn spend(session: &Session, args: &SpendArgs) -> Result<u8, CliError> {
    let by = match args.by {
        SpendGrouping::Day => SpendBy::Day,
        SpendGrouping::Week => SpendBy::Week,
        SpendGrouping::Month => SpendBy::Month,
        SpendGrouping::Voice => SpendBy::Voice,
        SpendGrouping::Kind => SpendBy::Kind,
    };
    let report = session.app.spend(by, args.since).await?;
    if args.csv {
        let csv = to_csv(&report).map_err(|e| CliError::Failed(e.to_string()))?;
        print!("{csv}");
    } else if session.json {
        json_line(&serde_json::json!({ "spend": report }));
    } else {
        print_table(&report);
    }
    Ok(code::DONE)
}

fn print_table(report: &SpendReport) {
    if report.rows.iter().all(|r| r.jobs == 0) {
        println!("{}", say!("spend-none"));
    } else {
        let first = match report.by {
            SpendBy::Voice => say!("spend-head-voice"),
            SpendBy::Kind => say!("spend-head-kind"),
            _ => say!("spend-head-period"),
        };
        let names: Vec<String> = report
            .rows
            .iter()
            .map(|r| match report.by {
                SpendBy::Voice => r.label.clone(),
                SpendBy::Kind => say!("spend-kind", kind = r.key.as_str()),
                SpendBy::Month => month_words(&r.key[..r.key.len().min(7)]),
                _ => r.key.clone(),
            })
            .collect();
        let width = names
            .iter()
            .map(|n| n.chars().count())
            .chain([first.chars().count()])
            .max()
            .unwrap_or(0);
        println!(
            "{first:<width$}  {:>8}  {:>9}  {:>8}",
            say!("spend-head-dubs"),
            say!("spend-head-trainings"),
            say!("spend-head-total")
        );
        for (row, name) in report.rows.iter().zip(&names) {
            println!(
                "{name:<width$}  {:>8}  {:>9}  {:>8}",
                row.dubs, row.trainings, row.total
            );
        }
        println!(
            "{}",
            say!(
                "spend-total",
                total = report.total,
                dubs = report.dubs,
                trainings = report.trainings
            )
        );
    }
    println!("{}", budget_line(&report.budget));
}
