//! What a recording is worth for training, from its samples: how much of it is voice (a neural
//! voice detector, earshot), its loudness (EBU R128, ebur128), clipping, the noise floor and the
//! signal-to-noise ratio, long stretches without voice, a tonal bed under the voice (spectral
//! flatness of the moments without voice, rustfft), and pitch (McLeod, pitch-detection) to see whether
//! two voices take turns.
//!
//! The voice detector and the spectra run on 16 kHz mono in frames of 16 ms (256 samples, what
//! earshot takes); loudness and clipping on the recording as it is.

use pitch_detection::detector::PitchDetector;
use pitch_detection::detector::mcleod::McLeodDetector;
use rubato::audioadapter_buffers::direct::InterleavedSlice;
use rubato::{
    Async, FixedAsync, Resampler, SincInterpolationParameters, SincInterpolationType, WindowFunction,
};
use rustfft::FftPlanner;
use rustfft::num_complex::Complex;

use super::decode::Recording;
use super::{Figures, Finding, Verdict};

/// The voice detector's rate and frame.
pub const RATE: u32 = 16_000;
pub const FRAME: usize = 256;
/// One frame, in milliseconds.
pub const FRAME_MS: u64 = 16;

/// A frame is voice from this score of the detector on.
const VOICE_SCORE: f32 = 0.5;
/// Gaps in the voice this short (between words) are counted as voice.
const WORD_GAP_FRAMES: usize = 15;
/// A stretch without voice this long is a finding; shorter ones are pauses.
pub const LONG_GAP_MS: u64 = 3_000;
/// At either end, silence this long is worth trimming.
pub const END_GAP_MS: u64 = 2_000;
/// The quietest share of frames: the noise floor is their mean power.
const FLOOR_SHARE: f64 = 0.10;
/// Power below this (-70 dBFS) is silence, not noise.
const SILENT_POWER: f64 = 1e-7;
/// A noise floor above this (-50 dBFS) is a sound of its own, not the quiet of a room.
const QUIET_FLOOR: f64 = 1e-5;
/// A frame whose spectral flatness is below this is tonal (a note, a chord, a hum).
const TONAL_FLATNESS: f64 = 0.1;

/// Clipping from this share of samples is worth saying; from [`POOR_CLIPPED_PERCENT`], the file is poor.
pub const CLIPPED_PERCENT: f64 = 0.01;
pub const POOR_CLIPPED_PERCENT: f64 = 1.0;
/// Below this signal-to-noise ratio the noise is worth saying; below [`POOR_SNR_DB`] the file is poor.
pub const NOISY_SNR_DB: f64 = 25.0;
pub const POOR_SNR_DB: f64 = 12.0;
/// Quieter than this, the input gain was too low.
pub const QUIET_LUFS: f64 = -35.0;
/// Below this sample rate the voice loses its upper range (a telephone's 8 kHz).
pub const MIN_SAMPLE_RATE: u32 = 16_000;
/// Less voice than this share of the file is worth saying; below [`POOR_VOICE_SHARE`] it is poor.
pub const VOICE_SHARE: f64 = 0.5;
pub const POOR_VOICE_SHARE: f64 = 0.25;
/// Less voice than this in a take teaches a voice little: never "good", whatever else it is.
pub const SHORT_VOICE_MS: u64 = 10_000;
/// Two groups of stretches of voice whose pitches lie this far apart look like two voices.
pub const VOICES_APART_SEMITONES: f64 = 6.0;

/// The whole analysis of a decoded recording.
pub fn analyse(recording: &Recording) -> (Figures, Vec<Finding>, Verdict) {
    let rate = recording.rate.max(1);
    let duration_ms = recording.mono.len() as u64 * 1000 / u64::from(rate);
    let signal = to_voice_rate(&recording.mono, rate);
    let frames: Vec<&[f32]> = signal.chunks_exact(FRAME).collect();
    // Power as recorded (the whole band, not the detector's 8 kHz of it), in the same 16 ms frames.
    let power: Vec<f64> = (0..frames.len())
        .map(|i| {
            let at = |k: usize| (k as u64 * u64::from(rate) * FRAME_MS / 1000) as usize;
            mean_power(&recording.mono[at(i).min(recording.mono.len())..at(i + 1).min(recording.mono.len())])
        })
        .collect();
    let mut voiced = voice_frames(&frames);
    // A steady tone (a test beep, a hum, a synthesiser) can pass the detector; no voice holds its
    // pitch and level that still.
    let mut pitch = pitches(&signal, &voiced);
    for (start, end) in phrases(&voiced) {
        if is_steady_tone(&pitch, &power, start, end) {
            voiced[start..end].fill(false);
        }
    }
    // A pitch is taken over four frames of one phrase: those of the phrases unvoiced go with them.
    pitch.retain(|(frame, _)| voiced[*frame]);
    let voiced_frames = voiced.iter().filter(|v| **v).count();
    let voiced_ms = voiced_frames as u64 * FRAME_MS;

    // The noise floor: the quietest tenth of the frames (the pauses, whatever the detector says);
    // the signal: the mean power of the frames of voice, less that floor.
    let floor = quietest_mean(&power, FLOOR_SHARE);
    let voice_power = mean_where(&power, &voiced);
    let noise_floor_dbfs = db(floor.max(1e-10));
    let snr_db = voice_power.map(|p| {
        if floor < SILENT_POWER {
            // No measurable noise: as far as 16-bit audio goes.
            96.0
        } else {
            db((p - floor).max(floor * 1e-3) / floor).min(96.0)
        }
    });

    let clipped_percent = if recording.samples == 0 {
        0.0
    } else {
        recording.clipped as f64 * 100.0 / recording.samples as f64
    };
    let loudness_lufs = loudness(&recording.mono, rate);
    let peak = recording.mono.iter().fold(0f32, |m, s| m.max(s.abs()));
    let gaps = gaps(&voiced, &power, floor);
    let longest_gap_ms = gaps.iter().map(|g| g.end_ms - g.start_ms).max().unwrap_or(0);
    let bed = tonal_bed(&frames, &power, &voiced);
    let pitch_hz = median(pitch.iter().map(|(_, hz)| *hz).collect());
    let voices_apart = two_voices(&pitch, &voiced);

    // Tenths of a decibel, a hertz or a loudness unit, thousandths of a share: what the figures
    // can tell, and the same on every build (the float functions' last digits vary with the
    // features the build unifies).
    let tenth = |x: f64| (x * 10.0).round() / 10.0;
    let thousandth = |x: f64| (x * 1000.0).round() / 1000.0;
    let (clipped_percent, noise_floor_dbfs) = (thousandth(clipped_percent), tenth(noise_floor_dbfs));
    let (snr_db, loudness_lufs) = (snr_db.map(tenth), loudness_lufs.map(tenth));
    let bed = bed.map(thousandth);
    let figures = Figures {
        duration_ms,
        voiced_ms,
        sample_rate: recording.rate,
        channels: recording.channels,
        loudness_lufs,
        peak_dbfs: tenth(db(f64::from(peak) * f64::from(peak)).max(-120.0)),
        clipped_samples: recording.clipped,
        clipped_percent,
        noise_floor_dbfs,
        snr_db,
        longest_gap_ms,
        pitch_hz: pitch_hz.map(tenth),
        tonal_bed_share: bed,
    };

    let mut findings = Vec::new();
    if recording.rate < MIN_SAMPLE_RATE {
        findings.push(Finding::LowSampleRate {
            sample_rate: recording.rate,
        });
    }
    if clipped_percent >= CLIPPED_PERCENT {
        findings.push(Finding::Clipped {
            percent: clipped_percent,
            samples: recording.clipped,
        });
    }
    // Music under a voice: with no voice at all, the missing voice is what is said.
    let music = voiced_ms > 0 && bed.is_some_and(|share| share >= 0.5);
    if let Some(share) = bed.filter(|_| music) {
        findings.push(Finding::MusicBed { share });
    }
    // Under a tonal bed the floor is the music, said above.
    if let Some(snr) = snr_db.filter(|s| *s < NOISY_SNR_DB && !music) {
        findings.push(Finding::Noisy {
            snr_db: snr,
            noise_floor_dbfs,
        });
    }
    if let Some(lufs) = loudness_lufs.filter(|l| *l < QUIET_LUFS) {
        findings.push(Finding::TooQuiet { loudness_lufs: lufs });
    }
    let share = if duration_ms == 0 {
        0.0
    } else {
        voiced_ms as f64 / duration_ms as f64
    };
    if share < VOICE_SHARE {
        findings.push(Finding::LittleVoice {
            voiced_ms,
            duration_ms,
        });
    }
    for gap in &gaps {
        findings.push(if gap.quiet {
            Finding::Silence {
                start_ms: gap.start_ms,
                end_ms: gap.end_ms,
            }
        } else {
            Finding::NoVoice {
                start_ms: gap.start_ms,
                end_ms: gap.end_ms,
            }
        });
    }
    if voiced_ms > 0 && voiced_ms < SHORT_VOICE_MS {
        findings.push(Finding::TooShort {
            voiced_ms,
            duration_ms,
        });
    }
    if let Some(semitones) = voices_apart {
        findings.push(Finding::SeveralVoices {
            semitones: tenth(semitones),
        });
    }

    let poor = recording.rate < MIN_SAMPLE_RATE
        || clipped_percent >= POOR_CLIPPED_PERCENT
        || music
        || snr_db.is_some_and(|s| s < POOR_SNR_DB)
        || share < POOR_VOICE_SHARE;
    let verdict = if poor {
        Verdict::Poor
    } else if findings.is_empty() {
        Verdict::Good
    } else {
        Verdict::Usable
    };
    (figures, findings, verdict)
}

/// `mono` at 16 kHz (as it is when it already is).
fn to_voice_rate(mono: &[f32], rate: u32) -> Vec<f32> {
    if rate == RATE || mono.is_empty() {
        return mono.to_vec();
    }
    let resampled = (|| {
        let sinc = SincInterpolationParameters {
            sinc_len: 128,
            f_cutoff: Some(0.925),
            interpolation: SincInterpolationType::Linear,
            oversampling_factor: 128,
            window: WindowFunction::BlackmanHarris2,
        };
        let ratio = f64::from(RATE) / f64::from(rate);
        let mut resampler = Async::<f32>::new_sinc(ratio, 1.0, &sinc, 1024, 1, FixedAsync::Input).ok()?;
        let input = InterleavedSlice::new(mono, 1, mono.len()).ok()?;
        let output = resampler.process_all(&input, mono.len(), None).ok()?;
        Some(output.take_data())
    })();
    // A rate the resampler cannot take (none in practice): the nearest sample.
    resampled.unwrap_or_else(|| {
        let n = mono.len() as u64 * u64::from(RATE) / u64::from(rate);
        (0..n)
            .map(|i| mono[((i * u64::from(rate) / u64::from(RATE)) as usize).min(mono.len() - 1)])
            .collect()
    })
}

fn mean_power(frame: &[f32]) -> f64 {
    if frame.is_empty() {
        return 0.0;
    }
    frame.iter().map(|s| f64::from(*s) * f64::from(*s)).sum::<f64>() / frame.len() as f64
}

fn db(power: f64) -> f64 {
    10.0 * power.max(1e-12).log10()
}

/// Each frame: voice or not (the detector's score, with the short gaps between words filled).
fn voice_frames(frames: &[&[f32]]) -> Vec<bool> {
    let mut detector = earshot::Detector::default_boxed();
    let mut clamped = [0f32; FRAME];
    let mut voiced: Vec<bool> = frames
        .iter()
        .map(|frame| {
            for (to, from) in clamped.iter_mut().zip(frame.iter()) {
                *to = from.clamp(-1.0, 1.0);
            }
            detector.predict_f32(&clamped) >= VOICE_SCORE
        })
        .collect();
    let mut last_voice: Option<usize> = None;
    for i in 0..voiced.len() {
        if !voiced[i] {
            continue;
        }
        if let Some(last) = last_voice
            && i - last > 1
            && i - last - 1 <= WORD_GAP_FRAMES
        {
            voiced[last + 1..i].fill(true);
        }
        last_voice = Some(i);
    }
    voiced
}

/// The mean of the quietest `share` of `power`.
fn quietest_mean(power: &[f64], share: f64) -> f64 {
    if power.is_empty() {
        return 0.0;
    }
    let mut sorted = power.to_vec();
    sorted.sort_by(f64::total_cmp);
    #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
    let n = ((sorted.len() as f64 * share).ceil() as usize).clamp(1, sorted.len());
    sorted[..n].iter().sum::<f64>() / n as f64
}

fn mean_where(power: &[f64], mask: &[bool]) -> Option<f64> {
    let picked: Vec<f64> = power
        .iter()
        .zip(mask)
        .filter_map(|(p, m)| m.then_some(*p))
        .collect();
    (!picked.is_empty()).then(|| picked.iter().sum::<f64>() / picked.len() as f64)
}

/// A long stretch without voice.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Gap {
    pub start_ms: u64,
    pub end_ms: u64,
    /// Silence (at the noise floor), rather than sound that is not voice.
    pub quiet: bool,
}

/// The stretches without voice of at least [`LONG_GAP_MS`] inside, or [`END_GAP_MS`] at either end.
fn gaps(voiced: &[bool], power: &[f64], floor: f64) -> Vec<Gap> {
    let mut found = Vec::new();
    let mut i = 0;
    while i < voiced.len() {
        if voiced[i] {
            i += 1;
            continue;
        }
        let start = i;
        while i < voiced.len() && !voiced[i] {
            i += 1;
        }
        let at_end = start == 0 || i == voiced.len();
        let length_ms = (i - start) as u64 * FRAME_MS;
        if length_ms >= if at_end { END_GAP_MS } else { LONG_GAP_MS } {
            // Quiet: silent, or within 6 dB of a floor that is itself quiet (-50 dBFS or below);
            // a floor that loud is a sound, not silence.
            let typical = median(power[start..i].to_vec()).unwrap_or(0.0);
            found.push(Gap {
                start_ms: start as u64 * FRAME_MS,
                end_ms: i as u64 * FRAME_MS,
                quiet: typical < SILENT_POWER || (typical <= floor * 4.0 && floor < QUIET_FLOOR),
            });
        }
    }
    found
}

fn median(mut values: Vec<f64>) -> Option<f64> {
    if values.is_empty() {
        return None;
    }
    values.sort_by(f64::total_cmp);
    Some(values[values.len() / 2])
}

/// The tonal share of the moments without voice, when those are sound (not silence) for the
/// most part: a bed of music (or a hum) goes on between the phrases, where a room has broadband
/// noise or silence. `None` when there are too few such moments (under a third of a second), or
/// they are mostly silent.
fn tonal_bed(frames: &[&[f32]], power: &[f64], voiced: &[bool]) -> Option<f64> {
    let apart: Vec<usize> = (0..frames.len()).filter(|i| !voiced[*i]).collect();
    if apart.len() < 20 {
        return None;
    }
    let sounding: Vec<usize> = apart
        .iter()
        .copied()
        .filter(|i| power[*i] >= SILENT_POWER * 10.0)
        .collect();
    if sounding.len() * 2 < apart.len() {
        return None;
    }
    let mut planner = FftPlanner::<f64>::new();
    let fft = planner.plan_fft_forward(FRAME);
    let window: Vec<f64> = (0..FRAME)
        .map(|n| 0.5 - 0.5 * (std::f64::consts::TAU * n as f64 / FRAME as f64).cos())
        .collect();
    let mut buffer = vec![Complex::new(0.0, 0.0); FRAME];
    let tonal = sounding
        .iter()
        .filter(|i| {
            for ((b, s), w) in buffer.iter_mut().zip(frames[**i].iter()).zip(&window) {
                *b = Complex::new(f64::from(*s) * w, 0.0);
            }
            fft.process(&mut buffer);
            flatness(&buffer[1..FRAME / 2]) < TONAL_FLATNESS
        })
        .count();
    Some(tonal as f64 / sounding.len() as f64)
}

/// Spectral flatness: the geometric mean of the power spectrum over its arithmetic mean (1 for
/// white noise, near 0 for a few pure tones).
fn flatness(bins: &[Complex<f64>]) -> f64 {
    let powers: Vec<f64> = bins.iter().map(|c| c.norm_sqr() + 1e-20).collect();
    let n = powers.len() as f64;
    let log_mean = powers.iter().map(|p| p.ln()).sum::<f64>() / n;
    let mean = powers.iter().sum::<f64>() / n;
    log_mean.exp() / mean
}

/// The pitch of the voice every 64 ms where the detector is fairly sure (a clarity of 0.6: voices
/// with a breathy or buzzy source rarely reach 0.8): (frame, Hz).
fn pitches(signal: &[f32], voiced: &[bool]) -> Vec<(usize, f64)> {
    const WINDOW: usize = FRAME * 4;
    let mut detector = McLeodDetector::<f64>::new(WINDOW, WINDOW / 2);
    let mut window = vec![0f64; WINDOW];
    let mut found = Vec::new();
    let mut frame = 0;
    while (frame + 4) * FRAME <= signal.len() && frame + 4 <= voiced.len() {
        if voiced[frame..frame + 4].iter().all(|v| *v) {
            for (w, s) in window.iter_mut().zip(&signal[frame * FRAME..(frame + 4) * FRAME]) {
                *w = f64::from(*s);
            }
            if let Some(p) = detector.get_pitch(&window, RATE as usize, 1e-3, 0.6)
                && (60.0..=1_100.0).contains(&p.frequency)
            {
                found.push((frame, p.frequency));
            }
        }
        frame += 4;
    }
    found
}

/// The phrases of voice, as frame ranges: voice with pauses shorter than a breath (400 ms).
fn phrases(voiced: &[bool]) -> Vec<(usize, usize)> {
    let mut found: Vec<(usize, usize)> = Vec::new();
    let mut i = 0;
    while i < voiced.len() {
        if !voiced[i] {
            i += 1;
            continue;
        }
        let start = i;
        while i < voiced.len() && voiced[i] {
            i += 1;
        }
        match found.last_mut() {
            Some(last) if start - last.1 < PHRASE_GAP_FRAMES => last.1 = i,
            _ => found.push((start, i)),
        }
    }
    found
}

/// A phrase of at least a second whose pitch is found almost everywhere and moves less than 5
/// cents, at a level that moves less than 1 dB: a machine's tone. A held note of a singer has
/// vibrato and shimmer well beyond both.
fn is_steady_tone(pitch: &[(usize, f64)], power: &[f64], start: usize, end: usize) -> bool {
    let frames = end - start;
    if frames * (FRAME_MS as usize) < 1_000 {
        return false;
    }
    let cents: Vec<f64> = pitch
        .iter()
        .filter(|(f, _)| (start..end).contains(f))
        .map(|(_, hz)| 1200.0 * hz.log2())
        .collect();
    if cents.len() * 4 * 10 < frames * 8 {
        return false;
    }
    let levels: Vec<f64> = power[start..end.min(power.len())]
        .iter()
        .map(|p| db(*p))
        .collect();
    spread(&cents) < 5.0 && spread(&levels) < 1.0
}

/// Standard deviation.
fn spread(values: &[f64]) -> f64 {
    if values.len() < 2 {
        return 0.0;
    }
    let mean = values.iter().sum::<f64>() / values.len() as f64;
    (values.iter().map(|v| (v - mean).powi(2)).sum::<f64>() / values.len() as f64).sqrt()
}

/// Voice separated by less than this is one phrase.
const PHRASE_GAP_FRAMES: usize = 25;

/// Two voices taking turns: the stretches of voice (each with its median pitch) fall into two
/// groups at least [`VOICES_APART_SEMITONES`] apart, each with a fifth of the voice or more. The
/// distance in semitones between the groups' pitches, when so.
fn two_voices(pitch: &[(usize, f64)], voiced: &[bool]) -> Option<f64> {
    let stretches = phrases(voiced);
    // Each stretch's median pitch in semitones above 55 Hz, weighted by its length.
    let mut groups: Vec<(f64, usize)> = stretches
        .iter()
        .filter_map(|(start, end)| {
            let hz: Vec<f64> = pitch
                .iter()
                .filter(|(f, _)| (*start..*end).contains(f))
                .map(|(_, hz)| *hz)
                .collect();
            if hz.len() < 3 {
                return None;
            }
            median(hz).map(|m| (12.0 * (m / 55.0).log2(), end - start))
        })
        .collect();
    if groups.len() < 2 {
        return None;
    }
    groups.sort_by(|a, b| a.0.total_cmp(&b.0));
    let total: usize = groups.iter().map(|g| g.1).sum();
    // The widest step between neighbouring pitches splits the stretches in two.
    let (split, step) = groups
        .windows(2)
        .enumerate()
        .map(|(k, w)| (k + 1, w[1].0 - w[0].0))
        .max_by(|a, b| a.1.total_cmp(&b.1))?;
    let low: usize = groups[..split].iter().map(|g| g.1).sum();
    let high = total - low;
    let weighted = |part: &[(f64, usize)]| {
        let n: usize = part.iter().map(|g| g.1).sum();
        part.iter().map(|g| g.0 * g.1 as f64).sum::<f64>() / n.max(1) as f64
    };
    let apart = weighted(&groups[split..]) - weighted(&groups[..split]);
    (step >= VOICES_APART_SEMITONES / 2.0
        && apart >= VOICES_APART_SEMITONES
        && low * 5 >= total
        && high * 5 >= total)
        .then_some(apart)
}

/// Integrated loudness (EBU R128), when the recording is long and loud enough to have one.
fn loudness(mono: &[f32], rate: u32) -> Option<f64> {
    let mut meter = ebur128::EbuR128::new(1, rate, ebur128::Mode::I).ok()?;
    meter.add_frames_f32(mono).ok()?;
    meter.loudness_global().ok().filter(|l| l.is_finite())
}
