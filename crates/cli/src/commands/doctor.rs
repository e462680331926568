//! `doctor`: what Dubdeck needs from this machine, checked (see `dubdeck_core::diagnostics::doctor`).

use dubdeck_core::diagnostics::doctor::{self, Options, Verdict};

use crate::error::{CliError, code};
use crate::report::json_line;
use crate::session::Session;

/// Prints the report; exits 1 when a check found a problem.
pub async fn doctor(session: &Session, min_free_mb: Option<u64>) -> Result<u8, CliError> {
    let mut options = Options::new("dubdeck-cli", env!("CARGO_PKG_VERSION"));
    if let Some(mb) = min_free_mb {
        options.min_free_bytes = mb.saturating_mul(1_000_000);
    }
    let report = doctor::run(&session.app, &options).await;
    if session.json {
        json_line(&report);
    } else {
        print!("{}", report.text());
    }
    Ok(match report.worst() {
        Verdict::Problem => code::FAILED,
        _ => code::DONE,
    })
}
