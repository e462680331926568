//! `check-training`: the quality report of training recordings, before anything is paid; `train`
//! prints it too before it asks.

use std::path::{Path, PathBuf};

use dubdeck_core::quality::{FileQuality, SetQuality, Verdict, check_recording};

use crate::error::{CliError, code};
use crate::report::json_line;
use crate::words::say;

/// Each file's report (or why it cannot be read), in order.
pub async fn reports(files: &[PathBuf]) -> Result<Vec<(PathBuf, Result<FileQuality, String>)>, CliError> {
    let files = files.to_vec();
    tokio::task::spawn_blocking(move || {
        files
            .into_iter()
            .map(|path| {
                let report = check_recording(&path).map_err(|e| e.to_string());
                (path, report)
            })
            .collect()
    })
    .await
    .map_err(|e| CliError::Failed(e.to_string()))
}

/// The verdict's code (the catalogue words it).
fn verdict_code(verdict: Verdict) -> &'static str {
    match verdict {
        Verdict::Good => "good",
        Verdict::Usable => "usable",
        Verdict::Poor => "poor",
    }
}

/// The report as lines for a person, on stderr when `to_stderr` (so `train`'s output stays clean).
pub fn print(reports: &[(PathBuf, Result<FileQuality, String>)], to_stderr: bool) -> SetQuality {
    let out = |line: String| {
        if to_stderr {
            eprintln!("{line}");
        } else {
            println!("{line}");
        }
    };
    for (path, report) in reports {
        let name = display_name(path);
        match report {
            Ok(r) => {
                let f = &r.figures;
                let loudness = f
                    .loudness_lufs
                    .map(|l| say!("quality-loudness", lufs = &format!("{l:.0}")))
                    .unwrap_or_default();
                let noise = f
                    .snr_db
                    .map(|s| say!("quality-noise", db = &format!("{s:.0}")))
                    .unwrap_or_default();
                out(say!(
                    "quality-file",
                    name = &name,
                    verdict = verdict_code(r.verdict),
                    voiced = &dubdeck_core::quality::clock(f.voiced_ms),
                    duration = &dubdeck_core::quality::clock(f.duration_ms),
                    rate = f.sample_rate,
                    channels = f.channels,
                    loudness = &loudness,
                    noise = &noise
                ));
                for finding in &r.findings {
                    out(format!("  - {}", finding.message()));
                }
            }
            Err(reason) => out(say!("quality-unreadable", name = &name, error = reason)),
        }
    }
    let set = summary(reports);
    out(set.message());
    set
}

/// The set's summary, every readable file kept.
pub fn summary(reports: &[(PathBuf, Result<FileQuality, String>)]) -> SetQuality {
    let readable: Vec<&FileQuality> = reports.iter().filter_map(|(_, r)| r.as_ref().ok()).collect();
    SetQuality::of(&readable, &vec![true; readable.len()])
}

fn display_name(path: &Path) -> String {
    path.file_name().map_or_else(
        || path.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    )
}

/// `dubdeck-cli check-training FILE... [--json]`: exits 2 when a file cannot be read, 0 otherwise
/// (a poor verdict is advice, not an error).
pub async fn check(files: &[PathBuf], json: bool) -> Result<u8, CliError> {
    let reports = reports(files).await?;
    let unreadable = reports.iter().any(|(_, r)| r.is_err());
    if json {
        for (path, report) in &reports {
            match report {
                Ok(r) => json_line(&serde_json::json!({
                    "file": path,
                    "verdict": r.verdict,
                    "figures": r.figures,
                    "findings": r.findings,
                })),
                Err(reason) => json_line(&serde_json::json!({
                    "file": path,
                    "error": reason,
                })),
            }
        }
        json_line(&serde_json::json!({ "set": summary(&reports) }));
    } else {
        print(&reports, false);
    }
    Ok(if unreadable { code::USAGE } else { code::DONE })
}
