//! `check-training`: the quality report of training recordings, before anything is paid; `train`
//! prints it too before it asks.

use std::path::{Path, PathBuf};

use dubdeck_core::quality::{FileQuality, Finding, SetQuality, Verdict, check_recording};

use super::start::clock;
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
                let report = check_recording(&path).map_err(|e| {
                    use dubdeck_core::engine::{EngineError, Refusal};
                    CliError::from(EngineError::Refused(Refusal::Probe(e))).to_string()
                });
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

/// A whole number of dB, LUFS or percent, as the catalogue writes it.
fn rounded(value: f64) -> f64 {
    value.round()
}

/// A share of samples in percent: whole from one percent up, to two decimals below.
fn percent(value: f64) -> f64 {
    if value >= 1.0 {
        value.round()
    } else {
        (value * 100.0).round() / 100.0
    }
}

/// What was found and what to do, from the catalogue.
fn finding_words(finding: &Finding) -> String {
    match finding {
        Finding::Clipped { percent: p, .. } => {
            say!("quality-finding-clipped", percent = percent(*p))
        }
        Finding::Noisy {
            snr_db,
            noise_floor_dbfs,
        } => say!(
            "quality-finding-noisy",
            snr = rounded(*snr_db),
            noise = rounded(*noise_floor_dbfs)
        ),
        Finding::Silence { start_ms, end_ms } => say!(
            "quality-finding-silence",
            start = &clock(*start_ms),
            end = &clock(*end_ms)
        ),
        Finding::NoVoice { start_ms, end_ms } => say!(
            "quality-finding-no-voice",
            start = &clock(*start_ms),
            end = &clock(*end_ms)
        ),
        Finding::LittleVoice {
            voiced_ms,
            duration_ms,
        } => say!(
            "quality-finding-little-voice",
            voiced = &clock(*voiced_ms),
            duration = &clock(*duration_ms)
        ),
        Finding::TooShort { voiced_ms, .. } => {
            say!("quality-finding-too-short", voiced = &clock(*voiced_ms))
        }
        Finding::TooQuiet { loudness_lufs } => {
            say!("quality-finding-too-quiet", lufs = rounded(*loudness_lufs))
        }
        Finding::LowSampleRate { sample_rate } => say!(
            "quality-finding-low-sample-rate",
            rate = f64::from(*sample_rate) / 1000.0
        ),
        Finding::MusicBed { share } => {
            say!("quality-finding-music-bed", percent = rounded(share * 100.0))
        }
        Finding::SeveralVoices { semitones } => {
            say!("quality-finding-several-voices", semitones = rounded(*semitones))
        }
    }
}

/// The set's line, from the catalogue.
fn set_words(set: &SetQuality) -> String {
    if set.files == 0 {
        return say!("quality-set-none");
    }
    let counts = [
        (set.good, say!("quality-set-count-good", count = set.good)),
        (set.usable, say!("quality-set-count-usable", count = set.usable)),
        (set.poor, say!("quality-set-count-poor", count = set.poor)),
    ];
    let verdicts = counts
        .into_iter()
        .filter(|(n, _)| *n > 0)
        .map(|(_, words)| words)
        .collect::<Vec<_>>()
        .join(&say!("quality-set-separator"));
    let trim = if set.voice_max_minutes < set.suggested_max_minutes {
        say!("quality-set-trim", minutes = set.voice_max_minutes)
    } else {
        String::new()
    };
    say!(
        "quality-set",
        files = set.files,
        verdicts = &verdicts,
        voiced = &clock(set.voiced_ms),
        duration = &clock(set.duration_ms),
        minutes = set.suggested_max_minutes,
        trim = &trim
    )
}

/// The report's lines for a person: each file's, its findings under it, then the set's; and the
/// set's summary.
fn lines(reports: &[(PathBuf, Result<FileQuality, String>)]) -> (Vec<String>, SetQuality) {
    let mut lines = Vec::new();
    for (path, report) in reports {
        let name = display_name(path);
        match report {
            Ok(r) => {
                let f = &r.figures;
                let loudness = f
                    .loudness_lufs
                    .map(|l| say!("quality-loudness", lufs = rounded(l)))
                    .unwrap_or_default();
                let noise = f
                    .snr_db
                    .map(|s| say!("quality-noise", db = rounded(s)))
                    .unwrap_or_default();
                lines.push(say!(
                    "quality-file",
                    name = &name,
                    verdict = verdict_code(r.verdict),
                    voiced = &clock(f.voiced_ms),
                    duration = &clock(f.duration_ms),
                    rate = f.sample_rate,
                    channels = f.channels,
                    loudness = &loudness,
                    noise = &noise
                ));
                for finding in &r.findings {
                    lines.push(format!("  - {}", finding_words(finding)));
                }
            }
            Err(reason) => lines.push(say!("quality-unreadable", name = &name, error = reason)),
        }
    }
    let set = summary(reports);
    lines.push(set_words(&set));
    (lines, set)
}

/// The report as lines for a person, on stderr when `to_stderr` (so `train`'s output stays clean).
pub fn print(reports: &[(PathBuf, Result<FileQuality, String>)], to_stderr: bool) -> SetQuality {
    let (lines, set) = lines(reports);
    for line in lines {
        if to_stderr {
            eprintln!("{line}");
        } else {
            println!("{line}");
        }
    }
    set
}

/// The report as JSON lines: one per file (`{"file", "verdict", "figures", "findings"}`, or
/// `{"file", "error"}`), then `{"set": ...}`.
pub fn print_json(reports: &[(PathBuf, Result<FileQuality, String>)]) {
    for (path, report) in reports {
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
    json_line(&serde_json::json!({ "set": summary(reports) }));
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
        print_json(&reports);
    } else {
        print(&reports, false);
    }
    Ok(if unreadable { code::USAGE } else { code::DONE })
}

#[cfg(test)]
mod tests {
    use dubdeck_core::quality::Figures;

    use super::*;

    fn figures(duration_ms: u64, voiced_ms: u64) -> Figures {
        Figures {
            duration_ms,
            voiced_ms,
            sample_rate: 44_100,
            channels: 1,
            loudness_lufs: Some(-23.4),
            peak_dbfs: -3.0,
            clipped_samples: 0,
            clipped_percent: 0.0,
            noise_floor_dbfs: -70.0,
            snr_db: Some(41.6),
            longest_gap_ms: 0,
            pitch_hz: Some(110.0),
            tonal_bed_share: None,
        }
    }

    #[test]
    fn the_report_of_a_known_set_is_worded_from_the_catalogue() {
        let good = FileQuality {
            verdict: Verdict::Good,
            figures: figures(65_000, 61_000),
            findings: Vec::new(),
        };
        let poor = FileQuality {
            verdict: Verdict::Poor,
            figures: Figures {
                sample_rate: 8_000,
                loudness_lufs: None,
                snr_db: None,
                ..figures(400_000, 20_000)
            },
            findings: vec![
                Finding::Clipped {
                    percent: 0.346,
                    samples: 1_200,
                },
                Finding::Clipped {
                    percent: 4.4,
                    samples: 15_000,
                },
                Finding::Noisy {
                    snr_db: 12.4,
                    noise_floor_dbfs: -40.2,
                },
                Finding::Silence {
                    start_ms: 42_000,
                    end_ms: 70_999,
                },
                Finding::NoVoice {
                    start_ms: 100_000,
                    end_ms: 130_000,
                },
                Finding::LittleVoice {
                    voiced_ms: 20_000,
                    duration_ms: 400_000,
                },
                Finding::TooQuiet { loudness_lufs: -38.2 },
                Finding::LowSampleRate { sample_rate: 11_025 },
                Finding::MusicBed { share: 0.604 },
                Finding::SeveralVoices { semitones: 8.6 },
            ],
        };
        let reports = vec![
            (PathBuf::from("/takes/good.wav"), Ok(good)),
            (PathBuf::from("/takes/poor.wav"), Ok(poor)),
            (PathBuf::from("/takes/notes.txt"), Err("not audio".to_owned())),
        ];
        let (lines, set) = lines(&reports);
        assert_eq!(set.suggested_max_minutes, 8);
        assert_eq!(set.voice_max_minutes, 5);
        let expected = [
            "good.wav: good (1:01 of voice in 1:05; 44,100 Hz, 1 channel, -23 LUFS, signal to noise 42 dB)",
            "poor.wav: poor (0:20 of voice in 6:40; 8,000 Hz, 1 channel)",
            "  - 0.35 % of samples clipped: lower the input gain and record again.",
            "  - 4 % of samples clipped: lower the input gain and record again.",
            "  - Background noise: the voice is only 12 dB above it (noise at -40 dBFS; 25 dB or more \
             is clean). Record in a quieter room, closer to the microphone.",
            "  - 0:42-1:10 is silence: trim it.",
            "  - 1:40-2:10 has sound but no voice: cut it out.",
            "  - Only 0:20 of its 6:40 is voice: trim the rest, or the voice learns little from it.",
            "  - Very quiet (-38 LUFS): raise the input gain, or move closer to the microphone, and \
             record again.",
            "  - Recorded at 11.025 kHz, as a telephone: the voice loses its upper range. Record at \
             44.1 kHz or 48 kHz.",
            "  - Music or a steady tone seems to play under the voice (60 % of the moments between \
             phrases are tonal). Record the voice alone, or leave the vocal separation on (no \
             --no-separate). (A hum can look the same, and music that stops with the voice is not \
             heard.)",
            "  - Two voices may take turns: its voice falls in two pitches 9 semitones apart. Keep \
             one speaker per voice. (Only a hint: one person changing register, or singing, can \
             look the same.)",
            "notes.txt: cannot be read: not audio",
            "2 files (1 good, 1 poor): 1:21 of voice in 7:45. Training on them needs 8 min. \
             Trimmed to their voice, 5 min would do.",
        ];
        assert_eq!(lines, expected);
    }

    #[test]
    fn one_file_and_no_file_are_worded_too() {
        let usable = FileQuality {
            verdict: Verdict::Usable,
            figures: figures(240_000, 230_000),
            findings: Vec::new(),
        };
        let one = vec![(PathBuf::from("take.wav"), Ok(usable))];
        assert_eq!(
            lines(&one).0.last().map(String::as_str),
            Some("1 file (1 usable): 3:50 of voice in 4:00. Training on them needs 5 min.")
        );
        let none = vec![(PathBuf::from("notes.txt"), Err("not audio".to_owned()))];
        assert_eq!(
            lines(&none).0.last().map(String::as_str),
            Some("No file could be read: there is nothing to train on.")
        );
    }
}
