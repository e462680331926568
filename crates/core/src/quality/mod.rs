//! The quality report of training recordings: for each file (dropped or recorded) what it holds
//! (voiced minutes, loudness, clipping, noise, silences, sample rate, channels, pitch), specific
//! findings, and a verdict; for the set, what training would be paid for against what the data
//! holds. The report has no words: findings and verdicts are codes with their values, which each
//! front end words in its own catalogue.
//!
//! Decoding and analysis run in a helper process (see [`crate::sandbox`]): third-party decoders
//! fed with user files.

mod analysis;
mod decode;

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::decode::ProbeError;
use crate::ledger::{MAX_TRAINING_MINUTES, MIN_TRAINING_MINUTES};
use crate::sandbox;

pub use analysis::{
    CLIPPED_PERCENT, END_GAP_MS, LONG_GAP_MS, MIN_SAMPLE_RATE, NOISY_SNR_DB, POOR_CLIPPED_PERCENT,
    POOR_SNR_DB, POOR_VOICE_SHARE, QUIET_LUFS, SHORT_VOICE_MS, VOICE_SHARE, VOICES_APART_SEMITONES,
};
pub use decode::{CLIP_LEVEL, Recording, decode};

/// How good a recording is for training.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, specta::Type)]
#[serde(rename_all = "snake_case")]
pub enum Verdict {
    /// Nothing to fix.
    Good,
    /// Worth fixing, but training can use it.
    Usable,
    /// It would teach the voice its faults: fix it, or keep it knowingly.
    Poor,
}

/// What was measured in one recording.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct Figures {
    pub duration_ms: u64,
    /// Time the voice detector heard a voice (pauses between words included).
    pub voiced_ms: u64,
    pub sample_rate: u32,
    pub channels: u16,
    /// Integrated loudness (EBU R128), when there is enough sound to measure it.
    pub loudness_lufs: Option<f64>,
    pub peak_dbfs: f64,
    pub clipped_samples: u64,
    pub clipped_percent: f64,
    /// The mean level of the quietest tenth of the recording.
    pub noise_floor_dbfs: f64,
    /// The voice's power against that floor (96 dB when the floor is silence); none without voice.
    pub snr_db: Option<f64>,
    /// The longest stretch without voice that is a finding (0 when none is).
    pub longest_gap_ms: u64,
    /// The voice's median pitch.
    pub pitch_hz: Option<f64>,
    /// The tonal share of the moments without voice (a music bed or a hum is tonal; room noise is not),
    /// when those moments are sound rather than silence.
    pub tonal_bed_share: Option<f64>,
}

/// Something to fix in one recording, with what is needed to say it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, specta::Type)]
#[serde(tag = "code", rename_all = "snake_case")]
pub enum Finding {
    /// Samples at full scale: the input gain was too high.
    #[serde(rename_all = "camelCase")]
    Clipped { percent: f64, samples: u64 },
    /// Noise close under the voice.
    #[serde(rename_all = "camelCase")]
    Noisy { snr_db: f64, noise_floor_dbfs: f64 },
    /// A long stretch of silence (inside, or at either end).
    #[serde(rename_all = "camelCase")]
    Silence { start_ms: u64, end_ms: u64 },
    /// A long stretch of sound without voice (music alone, noise, another sound).
    #[serde(rename_all = "camelCase")]
    NoVoice { start_ms: u64, end_ms: u64 },
    /// Little of the recording is voice.
    #[serde(rename_all = "camelCase")]
    LittleVoice { voiced_ms: u64, duration_ms: u64 },
    /// Too little voice for the take to count for much (a few seconds).
    #[serde(rename_all = "camelCase")]
    TooShort { voiced_ms: u64, duration_ms: u64 },
    /// Quiet overall: the gain was low.
    #[serde(rename_all = "camelCase")]
    TooQuiet { loudness_lufs: f64 },
    /// Recorded at a low sample rate.
    #[serde(rename_all = "camelCase")]
    LowSampleRate { sample_rate: u32 },
    /// A tonal bed (music, or a steady hum) between the phrases.
    #[serde(rename_all = "camelCase")]
    MusicBed { share: f64 },
    /// The voice's pitch falls in two groups far apart, as when two people take turns.
    #[serde(rename_all = "camelCase")]
    SeveralVoices { semitones: f64 },
}

/// One recording's report.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct FileQuality {
    pub verdict: Verdict,
    pub figures: Figures,
    pub findings: Vec<Finding>,
}

/// The report of `path`, decoded and measured in a helper process.
pub fn check_recording(path: &Path) -> Result<FileQuality, ProbeError> {
    let args = QualityArgs {
        path: path.to_path_buf(),
    };
    match sandbox::run(QUALITY_JOB, &args, &[], sandbox::JOB_LIMIT) {
        Ok((verdict, _)) => verdict,
        Err(e) => Err(crate::decode::reader_failed(path, &e)),
    }
}

/// The report of a recording already decoded.
pub fn measure(recording: &Recording) -> FileQuality {
    let (figures, findings, verdict) = analysis::analyse(recording);
    FileQuality {
        verdict,
        figures,
        findings,
    }
}

/// The helper job that decodes and measures a recording.
pub const QUALITY_JOB: &str = "quality.check";

#[derive(Serialize, Deserialize)]
struct QualityArgs {
    #[serde(with = "crate::sandbox::path_bytes")]
    path: PathBuf,
}

/// [`QUALITY_JOB`]: `Result<FileQuality, ProbeError>` as JSON.
pub fn quality_job(args: &[u8], _: &[u8]) -> Result<sandbox::Answer, String> {
    let args: QualityArgs = serde_json::from_slice(args).map_err(|e| e.to_string())?;
    let verdict = crate::decode::check_file(&args.path)
        .and_then(|_| decode(&args.path))
        .map(|r| measure(&r));
    Ok((
        serde_json::to_vec(&verdict).map_err(|e| e.to_string())?,
        Vec::new(),
    ))
}

/// The set of recordings: what training would use and be paid for against what the data holds.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct SetQuality {
    pub files: usize,
    pub good: usize,
    pub usable: usize,
    pub poor: usize,
    /// Voice in the files that are kept (all but the poor ones, unless kept knowingly).
    pub voiced_ms: u64,
    /// Length of those files.
    pub duration_ms: u64,
    /// The maximum minutes to pay for: the kept files' length, rounded up, within the service's
    /// range (the service fails a training whose audio is longer, after charging for it).
    pub suggested_max_minutes: u32,
    /// What their voice alone would need, once the rest is trimmed: the voiced minutes, rounded
    /// up, within the service's range.
    pub voice_max_minutes: u32,
}

impl SetQuality {
    /// The summary of `reports`, counting the voice of those `kept`.
    pub fn of(reports: &[&FileQuality], kept: &[bool]) -> SetQuality {
        let count = |v: Verdict| reports.iter().filter(|r| r.verdict == v).count();
        let used = reports
            .iter()
            .zip(kept.iter().chain(std::iter::repeat(&true)))
            .filter(|(_, k)| **k);
        let (voiced_ms, duration_ms) = used.fold((0, 0), |(v, d), (r, _)| {
            (v + r.figures.voiced_ms, d + r.figures.duration_ms)
        });
        let minutes = |ms: u64| {
            u32::try_from(ms.div_ceil(60_000))
                .unwrap_or(u32::MAX)
                .clamp(MIN_TRAINING_MINUTES, MAX_TRAINING_MINUTES)
        };
        SetQuality {
            files: reports.len(),
            good: count(Verdict::Good),
            usable: count(Verdict::Usable),
            poor: count(Verdict::Poor),
            voiced_ms,
            duration_ms,
            suggested_max_minutes: minutes(duration_ms),
            voice_max_minutes: minutes(voiced_ms),
        }
    }
}

/// The median pitch of the voice in the recording at `path`; `None` when it holds no voice the
/// tracker is sure of. Blocking (it decodes the file).
pub fn median_pitch(path: &Path) -> Result<Option<f64>, ProbeError> {
    Ok(check_recording(path)?.figures.pitch_hz)
}

/// The pitch of a voice from its training recordings: the median of their medians, each counted
/// for its voiced length; `None` when none has a pitch. Blocking.
pub fn set_pitch(paths: &[&Path]) -> Result<Option<f64>, ProbeError> {
    let mut weighted = Vec::new();
    for path in paths {
        let figures = check_recording(path)?.figures;
        if let Some(hz) = figures.pitch_hz {
            weighted.push((hz, figures.voiced_ms.max(1)));
        }
    }
    weighted.sort_by(|a, b| a.0.total_cmp(&b.0));
    let total: u64 = weighted.iter().map(|(_, ms)| ms).sum();
    let mut seen = 0;
    for (hz, ms) in &weighted {
        seen += ms;
        if seen * 2 >= total {
            return Ok(Some(*hz));
        }
    }
    Ok(None)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn findings_cross_as_a_code_with_camel_case_fields() {
        let silence = Finding::Silence {
            start_ms: 42_000,
            end_ms: 70_000,
        };
        assert_eq!(
            serde_json::to_value(&silence).unwrap(),
            serde_json::json!({"code": "silence", "startMs": 42_000, "endMs": 70_000})
        );
        let noisy = Finding::Noisy {
            snr_db: 12.0,
            noise_floor_dbfs: -40.0,
        };
        assert_eq!(
            serde_json::to_value(&noisy).unwrap(),
            serde_json::json!({"code": "noisy", "snrDb": 12.0, "noiseFloorDbfs": -40.0})
        );
    }

    /// Every string in `value`, with the key it is under.
    fn strings(value: &serde_json::Value, key: &str, found: &mut Vec<(String, String)>) {
        match value {
            serde_json::Value::String(s) => found.push((key.to_owned(), s.clone())),
            serde_json::Value::Array(items) => {
                for item in items {
                    strings(item, key, found);
                }
            }
            serde_json::Value::Object(fields) => {
                for (k, v) in fields {
                    strings(v, k, found);
                }
            }
            _ => {}
        }
    }

    #[test]
    fn the_report_and_the_set_carry_codes_and_numbers_only() {
        let findings = vec![
            Finding::Clipped {
                percent: 0.5,
                samples: 220,
            },
            Finding::Noisy {
                snr_db: 12.0,
                noise_floor_dbfs: -40.0,
            },
            Finding::Silence {
                start_ms: 0,
                end_ms: 4_000,
            },
            Finding::NoVoice {
                start_ms: 5_000,
                end_ms: 9_000,
            },
            Finding::LittleVoice {
                voiced_ms: 2_000,
                duration_ms: 20_000,
            },
            Finding::TooQuiet { loudness_lufs: -38.0 },
            Finding::LowSampleRate { sample_rate: 8_000 },
            Finding::MusicBed { share: 0.6 },
            Finding::SeveralVoices { semitones: 9.0 },
        ];
        let report = FileQuality {
            verdict: Verdict::Poor,
            figures: Figures {
                duration_ms: 20_000,
                voiced_ms: 2_000,
                sample_rate: 8_000,
                channels: 1,
                loudness_lufs: Some(-38.0),
                peak_dbfs: 0.0,
                clipped_samples: 220,
                clipped_percent: 0.5,
                noise_floor_dbfs: -40.0,
                snr_db: Some(12.0),
                longest_gap_ms: 4_000,
                pitch_hz: Some(110.0),
                tonal_bed_share: Some(0.6),
            },
            findings,
        };
        let mut found = Vec::new();
        strings(&serde_json::to_value(&report).unwrap(), "", &mut found);
        let expected: Vec<(String, String)> = std::iter::once(("verdict", "poor"))
            .chain(
                [
                    "clipped",
                    "noisy",
                    "silence",
                    "no_voice",
                    "little_voice",
                    "too_quiet",
                    "low_sample_rate",
                    "music_bed",
                    "several_voices",
                ]
                .map(|code| ("code", code)),
            )
            .map(|(k, v)| (k.to_owned(), v.to_owned()))
            .collect();
        found.sort();
        let mut expected = expected;
        expected.sort();
        assert_eq!(found, expected, "the only text is the verdict and the codes");

        let set = SetQuality::of(&[&report], &[true]);
        let mut found = Vec::new();
        strings(&serde_json::to_value(&set).unwrap(), "", &mut found);
        assert!(found.is_empty(), "the set is numbers only: {found:?}");
    }
}
