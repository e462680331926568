//! The quality report on recordings the test makes itself: speech synthesised by ffmpeg's flite
//! (a real voice's spectrum and rhythm, which the voice detector needs), sentences a second apart,
//! then clipped, under white noise at known signal-to-noise ratios, with 30 s of silence inside,
//! at 8 kHz, over a bed of chords, and with two voices taking turns. Each gets the findings it
//! should and no others.

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use dubdeck_core::quality::{Finding, SetQuality, Verdict, check_recording};

const RATE: u32 = 44_100;

const SENTENCES: &[&str] = &[
    "The quick brown fox jumps over the lazy dog near the quiet river bank",
    "She sells sea shells by the sea shore every summer morning before work",
    "A journey of a thousand miles begins with a single careful step forward",
    "The rain in Spain stays mainly in the plain and on the distant hills",
    "Every good musician practises scales slowly before playing any fast pieces",
    "Bright morning light filled the small kitchen as the kettle began to sing",
    "They walked along the old stone wall and talked about the coming winter",
    "Please speak clearly into the microphone and keep a steady distance from it",
    "The library opens at nine and closes late on the first Friday of each month",
    "Fresh bread and warm soup made the long cold evening feel short and pleasant",
    "Our neighbours planted tomatoes beans and sunflowers along the garden fence",
    "When the concert ended the audience stood and applauded for several minutes",
    "A gentle wind moved the tall grass while the children flew their red kites",
    "He wrote a long letter to his grandmother describing the trip to the mountains",
];

/// One sentence spoken by flite's `voice`, mono at `rate`, as samples.
fn say(text: &str, voice: &str, rate: u32, dir: &Path) -> Vec<f32> {
    let path = dir.join(format!("{voice}-{}.wav", text.len()));
    let source = format!("flite=text='{text}':voice={voice}");
    let rate = rate.to_string();
    let out = path.to_str().unwrap();
    crate::media::ffmpeg_cli(&[
        "-f",
        "lavfi",
        "-i",
        &source,
        "-ac",
        "1",
        "-ar",
        &rate,
        "-c:a",
        "pcm_s16le",
        out,
    ]);
    read(&path)
}

fn read(path: &Path) -> Vec<f32> {
    let mut reader = hound::WavReader::open(path).unwrap();
    reader
        .samples::<i16>()
        .map(|s| f32::from(s.unwrap()) / 32768.0)
        .collect()
}

fn write(path: &Path, samples: &[f32], rate: u32) -> PathBuf {
    let spec = hound::WavSpec {
        channels: 1,
        sample_rate: rate,
        bits_per_sample: 16,
        sample_format: hound::SampleFormat::Int,
    };
    let mut w = hound::WavWriter::create(path, spec).unwrap();
    for s in samples {
        #[allow(clippy::cast_possible_truncation)]
        w.write_sample((s.clamp(-1.0, 1.0) * 32767.0).round() as i16)
            .unwrap();
    }
    w.finalize().unwrap();
    path.to_path_buf()
}

/// Sentences by `voices` in turn, a second of silence after each, at `rate`, peaking at 0.5.
/// Also the samples where a sentence is spoken.
fn speech(voices: &[&str], rate: u32) -> (Vec<f32>, Vec<bool>) {
    let dir = tempfile::tempdir().unwrap();
    let mut samples = Vec::new();
    let mut spoken = Vec::new();
    for (i, text) in SENTENCES.iter().enumerate() {
        let said = say(text, voices[i % voices.len()], rate, dir.path());
        spoken.extend(std::iter::repeat_n(true, said.len()));
        samples.extend(said);
        let gap = rate as usize;
        spoken.extend(std::iter::repeat_n(false, gap));
        samples.extend(std::iter::repeat_n(0.0, gap));
    }
    let peak = samples.iter().fold(0f32, |m, s| m.max(s.abs()));
    for s in &mut samples {
        *s *= 0.5 / peak;
    }
    (samples, spoken)
}

/// The clean recording (one voice, 44.1 kHz), made once.
fn clean() -> &'static (Vec<f32>, Vec<bool>) {
    static CLEAN: OnceLock<(Vec<f32>, Vec<bool>)> = OnceLock::new();
    CLEAN.get_or_init(|| speech(&["kal16"], RATE))
}

/// Gaussian white noise, the same every run.
fn noise(n: usize, power: f64) -> Vec<f32> {
    let mut state: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut uniform = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state >> 11) as f64 / (1u64 << 53) as f64
    };
    let sigma = power.sqrt();
    (0..n)
        .map(|_| {
            let (u, v) = (uniform().max(1e-12), uniform());
            #[allow(clippy::cast_possible_truncation)]
            let g = ((-2.0 * u.ln()).sqrt() * (std::f64::consts::TAU * v).cos() * sigma) as f32;
            g
        })
        .collect()
}

/// The report of `path`, printed (the figures of each fixture, for whoever reads a failure).
fn checked(path: &Path) -> dubdeck_core::quality::FileQuality {
    let report = check_recording(path).unwrap();
    eprintln!(
        "{}: {:?} {:?} {:?}",
        path.file_name().unwrap().to_string_lossy(),
        report.verdict,
        report.figures,
        codes(&report.findings)
    );
    report
}

fn codes(findings: &[Finding]) -> Vec<&'static str> {
    findings
        .iter()
        .map(|f| match f {
            Finding::Clipped { .. } => "clipped",
            Finding::Noisy { .. } => "noisy",
            Finding::Silence { .. } => "silence",
            Finding::NoVoice { .. } => "no_voice",
            Finding::LittleVoice { .. } => "little_voice",
            Finding::TooShort { .. } => "too_short",
            Finding::TooQuiet { .. } => "too_quiet",
            Finding::LowSampleRate { .. } => "low_sample_rate",
            Finding::MusicBed { .. } => "music_bed",
            Finding::SeveralVoices { .. } => "several_voices",
        })
        .collect()
}

#[test]
fn a_clean_voice_is_good_with_no_findings() {
    let dir = tempfile::tempdir().unwrap();
    let (samples, spoken) = clean();
    let path = write(&dir.path().join("clean.wav"), samples, RATE);
    let report = checked(&path);
    eprintln!("clean: {report:?}");
    assert_eq!(report.findings, vec![], "{report:?}");
    assert_eq!(report.verdict, Verdict::Good);
    let f = &report.figures;
    assert_eq!((f.sample_rate, f.channels, f.clipped_samples), (RATE, 1, 0));
    // The voice is the sentences, less their longer pauses between words.
    let spoken_ms = spoken.iter().filter(|s| **s).count() as u64 * 1000 / u64::from(RATE);
    assert!(
        f.voiced_ms * 100 >= spoken_ms * 85 && f.voiced_ms <= spoken_ms + 500,
        "voiced {} ms of {spoken_ms} ms spoken",
        f.voiced_ms
    );
    let lufs = f.loudness_lufs.unwrap();
    assert!((-30.0..-10.0).contains(&lufs), "{lufs} LUFS");
    assert!(f.snr_db.unwrap() > 60.0, "{f:?}");
    // flite's kal speaks at about 100 Hz.
    let pitch = f.pitch_hz.unwrap();
    assert!((70.0..160.0).contains(&pitch), "{pitch} Hz");
}

#[test]
fn a_take_of_two_seconds_of_voice_is_not_good() {
    let dir = tempfile::tempdir().unwrap();
    let (samples, spoken) = clean();
    // From the first word on, two seconds of the clean voice.
    let start = spoken.iter().position(|s| *s).unwrap();
    let short = &samples[start..start + 2 * RATE as usize];
    let path = write(&dir.path().join("short.wav"), short, RATE);
    let report = checked(&path);
    assert!(codes(&report.findings).contains(&"too_short"), "{report:?}");
    assert_eq!(report.verdict, Verdict::Usable, "{report:?}");
    let Some(Finding::TooShort {
        voiced_ms,
        duration_ms,
    }) = report
        .findings
        .iter()
        .find(|f| matches!(f, Finding::TooShort { .. }))
    else {
        unreachable!()
    };
    assert!(*voiced_ms > 0 && *voiced_ms <= 2_000, "{voiced_ms} ms");
    assert_eq!(*duration_ms, 2_000);
}

#[test]
fn clipping_is_found_and_counted() {
    let dir = tempfile::tempdir().unwrap();
    let loud: Vec<f32> = clean().0.iter().map(|s| (s * 10.0).clamp(-1.0, 1.0)).collect();
    let path = write(&dir.path().join("clipped.wav"), &loud, RATE);
    let report = checked(&path);
    eprintln!("clipped: {:?}", report.figures);
    let expected = loud.iter().filter(|s| s.abs() >= 0.999).count() as u64;
    assert_eq!(codes(&report.findings), vec!["clipped"], "{report:?}");
    assert_eq!(report.figures.clipped_samples, expected);
    let Finding::Clipped { percent, .. } = report.findings[0] else {
        unreachable!()
    };
    assert!(percent >= 1.0, "{percent} %");
    assert_eq!(report.verdict, Verdict::Poor);
}

#[test]
fn the_signal_to_noise_ratio_is_measured_within_3_db() {
    let dir = tempfile::tempdir().unwrap();
    let (samples, spoken) = clean();
    let speech_power = samples
        .iter()
        .zip(spoken)
        .filter(|(_, s)| **s)
        .map(|(x, _)| f64::from(*x) * f64::from(*x))
        .sum::<f64>()
        / spoken.iter().filter(|s| **s).count() as f64;
    for (snr, findings, verdict) in [
        (35.0, vec![], Verdict::Good),
        (20.0, vec!["noisy"], Verdict::Usable),
        (8.0, vec!["noisy"], Verdict::Poor),
    ] {
        let hiss = noise(samples.len(), speech_power / 10f64.powf(snr / 10.0));
        let noisy: Vec<f32> = samples.iter().zip(&hiss).map(|(s, n)| s + n).collect();
        let path = write(&dir.path().join(format!("noisy-{snr}.wav")), &noisy, RATE);
        let report = checked(&path);
        let got = report.figures.snr_db.unwrap();
        eprintln!("SNR {snr} dB: measured {got:.1} dB; {:?}", report.findings);
        assert!((got - snr).abs() <= 3.0, "SNR {snr} dB measured as {got:.1} dB");
        assert_eq!(codes(&report.findings), findings, "SNR {snr}: {report:?}");
        assert_eq!(report.verdict, verdict, "SNR {snr}");
    }
}

#[test]
fn thirty_seconds_of_silence_inside_is_found_where_it_is() {
    let dir = tempfile::tempdir().unwrap();
    let (samples, spoken) = clean();
    // In the middle of the pause after a sentence halfway through.
    let mut cut = samples.len() / 2;
    while spoken[cut] {
        cut += 1;
    }
    cut += RATE as usize / 2;
    let mut with_gap = samples[..cut].to_vec();
    with_gap.extend(std::iter::repeat_n(0.0, 30 * RATE as usize));
    with_gap.extend_from_slice(&samples[cut..]);
    let path = write(&dir.path().join("gap.wav"), &with_gap, RATE);
    let report = checked(&path);
    eprintln!("gap: {report:?}");
    assert_eq!(codes(&report.findings), vec!["silence"], "{report:?}");
    let Finding::Silence { start_ms, end_ms } = report.findings[0] else {
        unreachable!()
    };
    let at_ms = cut as u64 * 1000 / u64::from(RATE);
    // The gap also holds the half seconds of pause on either side, and a sentence's last sounds.
    assert!(
        start_ms <= at_ms && at_ms - start_ms <= 1_000,
        "{start_ms} vs {at_ms}"
    );
    assert!(
        end_ms >= at_ms + 30_000 && end_ms - (at_ms + 30_000) <= 1_000,
        "{end_ms} vs {}",
        at_ms + 30_000
    );
    assert_eq!(report.verdict, Verdict::Usable);
}

#[test]
fn eight_khz_is_found_as_a_low_sample_rate() {
    let dir = tempfile::tempdir().unwrap();
    let (samples, _) = speech(&["kal16"], 8_000);
    let path = write(&dir.path().join("phone.wav"), &samples, 8_000);
    let report = checked(&path);
    eprintln!("8 kHz: {report:?}");
    assert_eq!(codes(&report.findings), vec!["low_sample_rate"], "{report:?}");
    assert_eq!(report.figures.sample_rate, 8_000);
    assert_eq!(report.verdict, Verdict::Poor);
}

#[test]
fn a_bed_of_chords_under_the_voice_is_found_as_music() {
    let dir = tempfile::tempdir().unwrap();
    let (samples, _) = clean();
    // Chords changing every two seconds, each note with two overtones, 12 dB under the voice's peak.
    let chords: [[f64; 3]; 4] = [
        [220.0, 277.18, 329.63],
        [196.0, 246.94, 293.66],
        [174.61, 220.0, 261.63],
        [164.81, 207.65, 246.94],
    ];
    let bed: Vec<f32> = (0..samples.len())
        .map(|i| {
            let t = i as f64 / f64::from(RATE);
            let chord = chords[(t / 2.0) as usize % chords.len()];
            let v: f64 = chord
                .iter()
                .flat_map(|f| [(f, 1.0), (&(f * 2.0), 0.5), (&(f * 3.0), 0.25)].map(|(f, a)| (*f, a)))
                .map(|(f, a)| a * (std::f64::consts::TAU * f * t).sin())
                .sum();
            #[allow(clippy::cast_possible_truncation)]
            let s = (v * 0.02) as f32;
            s
        })
        .collect();
    let mixed: Vec<f32> = samples.iter().zip(&bed).map(|(s, b)| s + b).collect();
    let path = write(&dir.path().join("bed.wav"), &mixed, RATE);
    let report = checked(&path);
    eprintln!("bed: {report:?}");
    assert_eq!(codes(&report.findings), vec!["music_bed"], "{report:?}");
    assert_eq!(report.verdict, Verdict::Poor);
    // White noise at the same level is not music.
    let power = bed.iter().map(|b| f64::from(*b) * f64::from(*b)).sum::<f64>() / bed.len() as f64;
    let hiss = noise(samples.len(), power);
    let noisy: Vec<f32> = samples.iter().zip(&hiss).map(|(s, n)| s + n).collect();
    let path = write(&dir.path().join("hiss.wav"), &noisy, RATE);
    let report = checked(&path);
    assert!(!codes(&report.findings).contains(&"music_bed"), "{report:?}");
}

#[test]
fn two_voices_taking_turns_are_hinted_at() {
    let dir = tempfile::tempdir().unwrap();
    let (samples, _) = speech(&["kal16", "slt"], RATE);
    let path = write(&dir.path().join("two.wav"), &samples, RATE);
    let report = checked(&path);
    eprintln!("two voices: {report:?}");
    assert_eq!(codes(&report.findings), vec!["several_voices"], "{report:?}");
    assert_eq!(report.verdict, Verdict::Usable);
}

#[test]
fn the_set_proposes_minutes_from_the_voice_of_the_files_kept() {
    let dir = tempfile::tempdir().unwrap();
    let (samples, _) = clean();
    let path = write(&dir.path().join("clean.wav"), samples, RATE);
    let good = checked(&path);
    let loud: Vec<f32> = samples.iter().map(|s| (s * 10.0).clamp(-1.0, 1.0)).collect();
    let path = write(&dir.path().join("clipped.wav"), &loud, RATE);
    let poor = checked(&path);
    let set = SetQuality::of(&[&good, &poor], &[true, false]);
    assert_eq!((set.files, set.good, set.usable, set.poor), (2, 1, 0, 1));
    assert_eq!(set.voiced_ms, good.figures.voiced_ms);
    assert_eq!(set.suggested_max_minutes, 5, "within the service's range");
    assert_eq!(set.voice_max_minutes, 5);
    assert_eq!(
        set.duration_ms, good.figures.duration_ms,
        "the poor file is left out"
    );
}

/// `source` moved by `semitones` with its tempo kept (ffmpeg's rubberband), as a singer an
/// interval higher or lower would record it.
fn shifted(source: &Path, semitones: f64, out: &Path) -> PathBuf {
    let filter = format!(
        "rubberband=pitch={:.6}:pitchq=quality",
        2f64.powf(semitones / 12.0)
    );
    crate::media::ffmpeg_cli(&[
        "-i",
        source.to_str().unwrap(),
        "-af",
        &filter,
        out.to_str().unwrap(),
    ]);
    out.to_path_buf()
}

#[test]
fn auto_pitch_proposes_the_octave_that_brings_a_vocal_to_the_voice() {
    use dubdeck_core::pitch::{self, ShiftStep};
    let dir = tempfile::tempdir().unwrap();
    // flite's kal, about 90 Hz, as recorded and an octave up: a voice's training set, or a vocal.
    let low = write(&dir.path().join("low.wav"), &clean().0, RATE);
    let high = shifted(&low, 12.0, &dir.path().join("high.wav"));
    let pitch_of = |path: &Path| {
        dubdeck_core::quality::median_pitch(path)
            .unwrap()
            .expect("the recording has a pitch")
    };
    for (vocal, training, semitones, proposed) in [
        (&high, &low, 12.0, -12),
        (&low, &high, -12.0, 12),
        (&shifted(&low, 1.5, &dir.path().join("up.wav")), &low, 1.5, 0),
        (&shifted(&low, -2.0, &dir.path().join("down.wav")), &low, -2.0, 0),
    ] {
        let voice = dubdeck_core::quality::set_pitch(&[training.as_path()])
            .unwrap()
            .expect("the training set has a pitch");
        let song = pitch_of(vocal);
        let proposal = pitch::propose(song, voice, ShiftStep::Octaves).unwrap();
        assert_eq!(
            proposal.semitones, proposed,
            "a vocal {semitones} semitones from the voice ({song:.0} Hz against {voice:.0} Hz)"
        );
        let exact = pitch::propose(song, voice, ShiftStep::Semitones)
            .unwrap()
            .semitones;
        assert!(
            (f64::from(exact) + semitones).abs() <= 1.0,
            "{semitones}: proposed {exact} semitones"
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_own_voice_s_pitch_is_measured_from_its_training_once_and_kept() {
    use dubdeck_core::context::{AppContext, AppOptions, KeySource, PitchAdvice};
    use dubdeck_core::ffmpeg::MediaSupport;
    use dubdeck_core::ledger::{NewTraining, NewTrainingFile, PitchSource, TrainingSpec};
    use dubdeck_core::pitch::{ShiftStep, VoiceRange};
    use dubdeck_core::secrets::{SecretError, SecretStore, SecretString};

    /// No key: auto pitch asks nothing of the service.
    struct NoKey;
    impl SecretStore for NoKey {
        fn get_api_key(&self) -> Result<Option<SecretString>, SecretError> {
            Ok(None)
        }
        fn set_api_key(&self, _: &SecretString) -> Result<(), SecretError> {
            Ok(())
        }
        fn delete_api_key(&self) -> Result<(), SecretError> {
            Ok(())
        }
        fn describe(&self) -> String {
            "no key".into()
        }
    }

    let dir = tempfile::tempdir().unwrap();
    let take = write(&dir.path().join("take.wav"), &clean().0, RATE);
    let vocal = shifted(&take, 12.0, &dir.path().join("vocal.wav"));
    let ctx = AppContext::open(
        AppOptions::default()
            .with_data_dir(dir.path().join("data"))
            .with_keys(KeySource::Store(std::sync::Arc::new(NoKey)))
            .with_media(MediaSupport::missing(dubdeck_core::ffmpeg::ToolMissing::NotFound)),
    )
    .await
    .unwrap();
    let (own, public, stranger) = (uuid::Uuid::new_v4(), uuid::Uuid::new_v4(), uuid::Uuid::new_v4());
    let training = ctx
        .ledger()
        .trainings()
        .insert(NewTraining {
            spec: TrainingSpec {
                name: "Me".into(),
                max_minutes: 5,
                separate: false,
            },
            files: vec![NewTrainingFile {
                path: take.clone(),
                name: "take.wav".into(),
                size_bytes: std::fs::metadata(&take).unwrap().len(),
                media: None,
            }],
            approved: true,
        })
        .unwrap();
    ctx.ledger()
        .voices()
        .upsert(own, "Me", "done", Some(training.id))
        .unwrap();

    // The own voice: measured from the recording it was trained on, an octave under the vocal.
    let advice = ctx.propose_pitch(&vocal, own, ShiftStep::Octaves).await.unwrap();
    let PitchAdvice::Proposed { proposal } = advice else {
        panic!("{advice:?}");
    };
    assert_eq!(proposal.semitones, -12, "{proposal:?}");
    // Kept: the recording can go, the voice's pitch stays.
    std::fs::remove_file(&take).unwrap();
    let kept = ctx.voice_pitch(own).await.unwrap().unwrap();
    assert_eq!(kept.source, PitchSource::Training);
    assert!((kept.range.hz() - proposal.voice_hz).abs() < 1e-9);

    // A public voice: nothing proposed until its range is given, then from that range.
    assert_eq!(
        ctx.propose_pitch(&vocal, public, ShiftStep::Octaves)
            .await
            .unwrap(),
        PitchAdvice::VoiceUnknown
    );
    ctx.set_voice_range(public, Some(VoiceRange::Hz { hz: proposal.song_hz }))
        .await
        .unwrap();
    let same = ctx
        .propose_pitch(&vocal, public, ShiftStep::Semitones)
        .await
        .unwrap();
    assert!(
        matches!(same, PitchAdvice::Proposed { proposal } if proposal.semitones == 0),
        "{same:?}"
    );
    assert!(
        ctx.set_voice_range(public, Some(VoiceRange::Hz { hz: 5.0 }))
            .await
            .is_err()
    );
    ctx.set_voice_range(public, None).await.unwrap();
    assert_eq!(ctx.voice_pitch(public).await.unwrap(), None);

    // A vocal that cannot be read says why; silence has no pitch.
    let silent = write(
        &dir.path().join("silent.wav"),
        &vec![0.0; RATE as usize * 3],
        RATE,
    );
    let missing = dir.path().join("missing.wav");
    assert_eq!(
        ctx.propose_pitch(&silent, own, ShiftStep::Octaves).await.unwrap(),
        PitchAdvice::NoVocalPitch
    );
    assert!(matches!(
        ctx.propose_pitch(&missing, own, ShiftStep::Octaves)
            .await
            .unwrap(),
        PitchAdvice::VocalUnreadable { .. }
    ));
    assert_eq!(ctx.voice_pitch(stranger).await.unwrap(), None);
}
