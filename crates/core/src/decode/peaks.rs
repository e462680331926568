//! Waveform peaks for the A/B player: the whole file decoded once with symphonia, the loudest
//! sample of each [`FINE_MS`] slice kept, and those folded into the bars asked for (see
//! [`crate::waveform`], which says what a waveform is). The page draws them; it never decodes audio
//! itself.

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::ProbeError;
use super::error::{check_file, reader_failed};
use super::inspect::decode_all;
use crate::sandbox;
use crate::waveform::{Sliced, Slices, Waveform};

/// The finest slice of time a peak stands for.
pub const FINE_MS: u64 = 10;

/// Decodes `path` and returns its waveform in `bars` bars (at most
/// [`crate::waveform::MAX_BARS`]; fewer when the file is shorter than `bars` slices of
/// [`FINE_MS`]). Blocking: async callers use `spawn_blocking`.
pub fn peaks(path: &Path, bars: usize) -> Result<Waveform, ProbeError> {
    check_file(path)?;
    // Demuxers and decoders are third-party code fed with user files: a bug in one is a damaged
    // file, not a crash of the app.
    let args = PeaksArgs {
        path: path.to_path_buf(),
        bars,
    };
    match sandbox::run(PEAKS_JOB, &args, &[], sandbox::JOB_LIMIT) {
        Ok((verdict, _)) => verdict,
        Err(e) => Err(reader_failed(path, &e)),
    }
}

/// The helper job that decodes a file for its waveform (see [`crate::sandbox`]).
pub const PEAKS_JOB: &str = "decode.peaks";

#[derive(Serialize, Deserialize)]
struct PeaksArgs {
    #[serde(with = "crate::sandbox::path_bytes")]
    path: PathBuf,
    bars: usize,
}

/// [`PEAKS_JOB`]: `Result<Waveform, ProbeError>` as JSON.
pub fn peaks_job(args: &[u8], _: &[u8]) -> Result<sandbox::Answer, String> {
    let args: PeaksArgs = serde_json::from_slice(args).map_err(|e| e.to_string())?;
    let verdict = fine_peaks(&args.path).map(|(fine, rate)| {
        let duration_ms = fine.duration_ms(rate.map_or(0, u64::from));
        Waveform::from_slices(&fine.peaks, duration_ms, args.bars)
    });
    Ok((
        serde_json::to_vec(&verdict).map_err(|e| e.to_string())?,
        Vec::new(),
    ))
}

/// The file's [`FINE_MS`] slices, and its sample rate.
fn fine_peaks(path: &Path) -> Result<(Sliced, Option<u32>), ProbeError> {
    let mut slices: Option<Slices> = None;
    let mut rate: Option<u32> = None;
    let mut samples: Vec<f32> = Vec::new();
    let decoded = decode_all(path, |buffer| {
        let rate_now = *rate.get_or_insert(buffer.spec().rate());
        let channels = buffer.spec().channels().count();
        samples.clear();
        buffer.copy_to_vec_interleaved(&mut samples);
        slices
            .get_or_insert_with(|| Slices::new(u64::from(rate_now) * FINE_MS / 1000))
            .frames(&samples, channels);
    })?;
    let fine = slices.unwrap_or_else(|| Slices::new(1)).finish();
    Ok((fine, decoded.rate.or(rate)))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A 16-bit mono WAV: `seconds` of silence, then `seconds` of a tone at half scale.
    fn silence_then_tone(path: &Path, seconds: u32) {
        let spec = hound::WavSpec {
            channels: 1,
            sample_rate: 8_000,
            bits_per_sample: 16,
            sample_format: hound::SampleFormat::Int,
        };
        let mut wav = hound::WavWriter::create(path, spec).unwrap();
        let n = spec.sample_rate * seconds;
        for _ in 0..n {
            wav.write_sample(0i16).unwrap();
        }
        for i in 0..n {
            let phase = f64::from(i) * 440.0 * std::f64::consts::TAU / f64::from(spec.sample_rate);
            wav.write_sample((phase.sin() * f64::from(i16::MAX) * 0.5) as i16)
                .unwrap();
        }
        wav.finalize().unwrap();
    }

    #[test]
    fn silence_draws_flat_and_a_tone_draws_at_its_level() {
        let dir = tempfile::tempdir().unwrap();
        let wav = dir.path().join("two halves.wav");
        silence_then_tone(&wav, 2);
        let found = peaks(&wav, 100).unwrap();
        assert_eq!(found.duration_ms, 4_000);
        assert_eq!(found.bars.len(), 100);
        assert!(
            found.bars[..49].iter().all(|b| *b == 0.0),
            "{:?}",
            &found.bars[..49]
        );
        for bar in &found.bars[51..] {
            assert!((0.45..=0.55).contains(bar), "a half-scale tone drew {bar}");
        }
    }

    #[test]
    fn more_bars_than_slices_gives_one_per_slice_and_the_cap_holds() {
        let dir = tempfile::tempdir().unwrap();
        let wav = dir.path().join("short.wav");
        silence_then_tone(&wav, 1);
        // 2 s is 200 slices of 10 ms.
        assert_eq!(peaks(&wav, 1_000).unwrap().bars.len(), 200);
        assert_eq!(peaks(&wav, 0).unwrap().bars.len(), 1);
    }

    #[test]
    fn folders_and_non_media_are_refused_like_the_probe() {
        let dir = tempfile::tempdir().unwrap();
        assert_eq!(
            peaks(dir.path(), 10).unwrap_err().code(),
            crate::codes::RefusalReason::IsDirectory
        );
        let text = dir.path().join("notes.wav");
        std::fs::write(&text, b"not audio at all, just words").unwrap();
        assert_eq!(
            peaks(&text, 10).unwrap_err().code(),
            crate::codes::RefusalReason::NotMedia
        );
    }
}
