//! Recording takes through the real audio stack: a private PulseAudio server (started by
//! `cargo xtask test`, see `xtask/src/keyring_env.rs`) with virtual microphones that this test adds
//! and removes with `pactl`, each fed from a known signal through a named pipe at the pace of a real
//! microphone. The app's recorder opens them like any microphone.
//!
//! Also the takes folder (numbering, keeping a take a crash interrupted) and trimming, on files.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc;
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use dubdeck_core::record::{
    self, RecordError, RecordEvent, Recording, TakeEnd, TakeEvent, TakeSession, takes,
};

const RATE: u32 = 48_000;

fn require_audio_session() {
    assert_eq!(
        std::env::var("DUBDECK_AUDIO_SESSION").as_deref(),
        Ok("isolated"),
        "the recording tests need the private PulseAudio server of `cargo xtask test` \
         (xtask/src/keyring_env.rs starts it and sets PULSE_SERVER); they add and remove \
         microphones and must not touch your own sound server"
    );
}

fn pactl(args: &[&str]) -> String {
    let out = Command::new("pactl").args(args).output().expect("pactl runs");
    assert!(
        out.status.success(),
        "pactl {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).trim().to_owned()
}

/// A microphone on the private sound server, hearing what the test plays into it.
struct VirtualMic {
    module: Option<String>,
    name: String,
    queue: Arc<Mutex<Vec<i16>>>,
    stop: Arc<AtomicBool>,
    /// Samples of what was played that went into the pipe.
    fed: Arc<AtomicU64>,
    fed_at_unplug: u64,
    feeder: Option<JoinHandle<()>>,
    _dir: tempfile::TempDir,
}

impl VirtualMic {
    /// A mono 48 kHz microphone called `name`; until something is played it hears silence.
    fn plug(name: &str) -> VirtualMic {
        require_audio_session();
        let dir = tempfile::tempdir().unwrap();
        // The module makes the pipe itself.
        let fifo = dir.path().join("mic.fifo");
        let module = pactl(&[
            "load-module",
            "module-pipe-source",
            &format!("source_name={name}"),
            &format!("file={}", fifo.display()),
            "format=s16le",
            &format!("rate={RATE}"),
            "channels=1",
            &format!("source_properties=device.description={name}"),
        ]);
        let mut pipe = std::fs::OpenOptions::new().write(true).open(&fifo).unwrap();
        let queue: Arc<Mutex<Vec<i16>>> = Arc::default();
        let stop = Arc::new(AtomicBool::new(false));
        let fed = Arc::new(AtomicU64::new(0));
        let feeder = {
            let fed = Arc::clone(&fed);
            let queue = Arc::clone(&queue);
            let stop = Arc::clone(&stop);
            std::thread::spawn(move || {
                // 10 ms at a time, at the pace of the clock, as a microphone delivers.
                let chunk = (RATE / 100) as usize;
                let mut start = Instant::now();
                let mut sent = 0u64;
                while !stop.load(Ordering::SeqCst) {
                    let due = start + Duration::from_micros(sent * 1_000_000 / u64::from(RATE));
                    if let Some(wait) = due.checked_duration_since(Instant::now()) {
                        std::thread::sleep(wait);
                    }
                    let samples: Vec<i16> = {
                        let mut q = queue.lock().unwrap();
                        let n = q.len().min(chunk);
                        fed.fetch_add(n as u64, Ordering::SeqCst);
                        let mut s: Vec<i16> = q.drain(..n).collect();
                        s.resize(chunk, 0);
                        s
                    };
                    let bytes: Vec<u8> = samples.iter().flat_map(|s| s.to_le_bytes()).collect();
                    if pipe.write_all(&bytes).is_err() {
                        break;
                    }
                    sent += chunk as u64;
                    // A microphone never catches up: after the server stopped reading for a while (no
                    // one recording), the clock starts again from now rather than sending the backlog.
                    if Instant::now() > due + Duration::from_millis(100) {
                        start = Instant::now();
                        sent = 0;
                    }
                }
            })
        };
        VirtualMic {
            module: Some(module),
            name: name.to_owned(),
            queue,
            stop,
            fed,
            fed_at_unplug: 0,
            feeder: Some(feeder),
            _dir: dir,
        }
    }

    /// Plays `samples` into the microphone after what is queued.
    fn play(&self, samples: &[i16]) {
        self.queue.lock().unwrap().extend_from_slice(samples);
    }

    fn queued(&self) -> usize {
        self.queue.lock().unwrap().len()
    }

    /// Removes the microphone from the sound server, as unplugging a USB microphone does.
    fn unplug(&mut self) {
        if let Some(module) = self.module.take() {
            self.fed_at_unplug = self.fed.load(Ordering::SeqCst);
            pactl(&["unload-module", &module]);
        }
        self.stop.store(true, Ordering::SeqCst);
        if let Some(feeder) = self.feeder.take() {
            let _ = feeder.join();
        }
    }

    fn fed_seconds_at_unplug(&self) -> f64 {
        self.fed_at_unplug as f64 / f64::from(RATE)
    }

    fn device_id(&self) -> String {
        let devices = record::list_inputs().unwrap();
        devices
            .iter()
            .find(|d| d.name == self.name)
            .unwrap_or_else(|| panic!("{} is not among the inputs: {devices:?}", self.name))
            .id
            .clone()
    }
}

impl Drop for VirtualMic {
    fn drop(&mut self) {
        if let Some(module) = self.module.take() {
            let _ = Command::new("pactl").args(["unload-module", &module]).status();
        }
        self.stop.store(true, Ordering::SeqCst);
    }
}

/// A signal no stretch of which looks like another: noise from a fixed seed under a slow swell,
/// around -12 dBFS, starting and ending loud.
fn signal(seconds: f64) -> Vec<i16> {
    let n = (seconds * f64::from(RATE)) as usize;
    let mut seed = 0x2545_f491_u32;
    (0..n)
        .map(|i| {
            seed = seed.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
            let noise = f64::from(seed >> 8) / f64::from(1u32 << 24) - 0.5;
            let swell = 0.6 + 0.4 * (i as f64 / f64::from(RATE) * 3.0).cos();
            (noise * swell * 16_000.0) as i16
        })
        .collect()
}

fn read_take(path: &Path) -> (hound::WavSpec, Vec<f64>) {
    let reader = hound::WavReader::open(path).unwrap();
    let spec = reader.spec();
    let scale = f64::from(1u32 << (spec.bits_per_sample - 1));
    let samples = reader
        .into_samples::<i32>()
        .map(|s| f64::from(s.unwrap()) / scale)
        .collect();
    (spec, samples)
}

fn first_loud(samples: &[f64]) -> Option<usize> {
    samples.iter().position(|s| s.abs() > 0.02)
}

fn last_loud(samples: &[f64]) -> Option<usize> {
    samples.iter().rposition(|s| s.abs() > 0.02)
}

fn correlation(a: &[f64], b: &[f64]) -> f64 {
    let n = a.len().min(b.len()) as f64;
    let (ma, mb) = (a.iter().sum::<f64>() / n, b.iter().sum::<f64>() / n);
    let (mut ab, mut aa, mut bb) = (0.0, 0.0, 0.0);
    for (x, y) in a.iter().zip(b) {
        ab += (x - ma) * (y - mb);
        aa += (x - ma).powi(2);
        bb += (y - mb).powi(2);
    }
    ab / (aa * bb).sqrt()
}

fn wait_until(what: &str, limit: Duration, mut done: impl FnMut() -> bool) {
    let start = Instant::now();
    while !done() {
        assert!(start.elapsed() < limit, "waited {limit:?} for {what}");
        std::thread::sleep(Duration::from_millis(20));
    }
}

#[test]
fn a_take_holds_exactly_what_the_microphone_heard() {
    let mic = VirtualMic::plug("dubdeck_test_mic");
    let devices = record::list_inputs().unwrap();
    assert!(
        devices.iter().all(|d| !d.id.ends_with(".monitor")),
        "what the speakers play is not offered as a microphone: {devices:?}"
    );
    let dir = tempfile::tempdir().unwrap();
    let path = takes::new_take_path(dir.path());
    assert_eq!(path.file_name().unwrap(), "Take 1.wav");
    // Nor is a monitor recorded when a page names it.
    let monitor = format!("pulseaudio:{}.monitor", mic.name);
    let refused = Recording::start(Some(&monitor), &path, |_| {});
    assert!(
        matches!(&refused, Err(RecordError::NotOffered(id)) if *id == monitor),
        "{:?}",
        refused.err()
    );
    assert!(!path.exists(), "a refused device left a take");

    let (tx, rx) = mpsc::channel();
    let recording = Recording::start(Some(&mic.device_id()), &path, move |e| {
        let _ = tx.send(e);
    })
    .unwrap();
    assert_eq!(recording.device().name, "dubdeck_test_mic");
    std::thread::sleep(Duration::from_millis(300));
    assert!(
        dir.path().join("Take 1.wav.part").exists(),
        "the take is on disk while it is recorded"
    );
    let source = signal(2.0);
    mic.play(&source);
    wait_until(
        "the microphone to play the signal",
        Duration::from_secs(10),
        || mic.queued() == 0,
    );
    std::thread::sleep(Duration::from_millis(400));
    let summary = recording.stop();

    assert_eq!(summary.end, TakeEnd::Stopped);
    assert_eq!(summary.path, path);
    assert!(!dir.path().join("Take 1.wav.part").exists());
    assert_eq!((summary.sample_rate, summary.channels), (RATE, 1));
    assert_eq!(summary.clipped_samples, 0);
    assert_eq!(summary.dropped_samples, 0);

    let (spec, take) = read_take(&path);
    assert_eq!(
        (spec.sample_rate, spec.channels, spec.bits_per_sample),
        (RATE, 1, 24)
    );
    assert!((take.len() as f64 / f64::from(RATE) - summary.seconds).abs() < 1e-6);
    let heard: Vec<f64> = source.iter().map(|&s| f64::from(s) / 32_768.0).collect();
    let (from, to) = (first_loud(&take).unwrap(), last_loud(&take).unwrap());
    let (src_from, src_to) = (first_loud(&heard).unwrap(), last_loud(&heard).unwrap());
    let length_ms = |a: usize, b: usize| (b - a) as f64 * 1000.0 / f64::from(RATE);
    assert!(
        (length_ms(from, to) - length_ms(src_from, src_to)).abs() <= 1.0,
        "the take holds {} ms of the signal, the microphone heard {} ms",
        length_ms(from, to),
        length_ms(src_from, src_to)
    );
    let start = from - src_from;
    let r = correlation(&take[start..start + heard.len()], &heard);
    assert!(r > 0.999, "the take's correlation with the source is {r}");

    let levels: Vec<_> = rx
        .try_iter()
        .filter_map(|e| match e {
            RecordEvent::Level(l) => Some(l),
            RecordEvent::Ended(_) => None,
        })
        .collect();
    let expected = summary.seconds * f64::from(record::LEVELS_PER_SECOND);
    assert!(
        (levels.len() as f64) > expected * 0.9,
        "{} levels for {:.2} s",
        levels.len(),
        summary.seconds
    );
    let loudest = levels.iter().map(|l| l.peak_db).fold(f32::MIN, f32::max);
    let quietest = levels.iter().map(|l| l.peak_db).fold(f32::MAX, f32::min);
    assert!(
        loudest > -14.0 && quietest < -100.0,
        "the meter moved from {quietest} to {loudest} dBFS"
    );
    assert!(levels.iter().all(|l| !l.clipped));
}

#[test]
fn the_take_session_records_one_take_at_a_time_and_ends_it_at_its_length() {
    let mic = VirtualMic::plug("dubdeck_session_mic");
    let dir = tempfile::tempdir().unwrap();
    let session = TakeSession::new(dir.path().join("takes"));
    assert!(matches!(session.stop(), Err(RecordError::NotRecording)));

    let (tx, rx) = mpsc::channel();
    let (started, collected) = session
        .start(Some(&mic.device_id()), Some(1), move |e| {
            let _ = tx.send(e);
        })
        .unwrap();
    assert_eq!((started.name.as_str(), collected), ("Take 1.wav", None));
    assert!(session.is_busy());
    assert!(matches!(
        session.start(None, None, |_| {}),
        Err(RecordError::Busy)
    ));
    assert!(matches!(session.path_of("Take 1.wav"), Err(RecordError::BeingRecorded(n)) if n == "Take 1.wav"));
    assert!(matches!(
        session.trim("Take 1.wav"),
        Err(RecordError::BeingRecorded(_))
    ));
    for name in ["../Take 1.wav", "Take 1.wav.part", "notes.txt"] {
        assert!(
            matches!(session.path_of(name), Err(RecordError::NotATakeName(n)) if n == name),
            "{name}"
        );
    }

    // One second of sound, exactly, then the take ends by itself and says so.
    let ended = loop {
        match rx
            .recv_timeout(Duration::from_secs(10))
            .expect("the take ends by itself")
        {
            TakeEvent::Ended(done) => break done,
            TakeEvent::Level(_) => {}
        }
    };
    assert_eq!(ended.end, TakeEnd::LimitReached { seconds: 1 });
    assert_eq!(ended.take.name, "Take 1.wav");
    assert_eq!(ended.take.seconds, 1.0);
    assert_eq!(
        read_take(&dir.path().join("takes/Take 1.wav")).1.len(),
        RATE as usize
    );
    assert!(!session.is_busy(), "a take that ended is not recording");

    // Collected by the next stop; the folder lists it, and it can be deleted by name.
    assert_eq!(session.stop().unwrap(), ended);
    assert!(matches!(session.stop(), Err(RecordError::NotRecording)));
    let listed = session.list().unwrap();
    assert_eq!(listed.takes.len(), 1);
    assert_eq!(listed.takes[0], ended.take);
    assert_eq!(
        session.delete("Take 1.wav").unwrap(),
        dir.path().join("takes/Take 1.wav")
    );
    assert!(matches!(session.path_of("Take 1.wav"), Err(RecordError::TakeGone(n)) if n == "Take 1.wav"));
    assert!(session.list().unwrap().takes.is_empty());
}

#[test]
fn a_microphone_unplugged_mid_take_keeps_what_was_recorded_and_says_so() {
    let mut mic = VirtualMic::plug("dubdeck_usb_mic");
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("Take 1.wav");
    mic.play(&signal(30.0));
    let (tx, rx) = mpsc::channel();
    let recording = Recording::start(Some(&mic.device_id()), &path, move |e| {
        let _ = tx.send(e);
    })
    .unwrap();
    let started = Instant::now();
    std::thread::sleep(Duration::from_millis(1500));
    let unplugged = Instant::now();
    let before_unplug = started.elapsed().as_secs_f64();
    mic.unplug();
    let _after_unplug = started.elapsed().as_secs_f64();

    let ended = loop {
        match rx
            .recv_timeout(Duration::from_secs(5))
            .expect("the take ends by itself")
        {
            RecordEvent::Ended(summary) => break summary,
            RecordEvent::Level(_) => {}
        }
    };
    let noticed = unplugged.elapsed();
    assert!(
        noticed < Duration::from_secs(2),
        "the take ended {noticed:?} after the unplug"
    );
    assert!(
        matches!(
            &ended.end,
            TakeEnd::DeviceLost {
                why: dubdeck_core::codes::DeviceLoss::Disconnected,
                ..
            }
        ),
        "{:?}",
        ended.end
    );
    assert!(recording.is_finished());
    assert_eq!(
        recording.stop(),
        ended,
        "stopping after the end returns the same take"
    );

    assert!(path.exists() && !dir.path().join("Take 1.wav.part").exists());
    let (_, take) = read_take(&path);
    let seconds = take.len() as f64 / f64::from(RATE);
    assert!((seconds - ended.seconds).abs() < 1e-6);
    // Samples are written once the device was seen after them (every quarter of a second), so
    // at most that much of the end is left out.
    assert!(
        seconds >= before_unplug - 0.35,
        "{seconds:.3} s kept of a take unplugged at {before_unplug:.3} s"
    );
    // Every sample kept is the microphone's, in order: the take is one stretch of the signal, and
    // nothing of what the server moved the stream to after the unplug (silence, here).
    let source = signal(30.0);
    let as_source = |s: f64| (s * 32_768.0).round() as i16;
    // (The microphone heard silence before the signal was played into it.)
    let lead = take.iter().position(|&s| as_source(s) != 0).unwrap();
    let head: Vec<i16> = take[lead..lead + 64].iter().map(|&s| as_source(s)).collect();
    let at = source
        .windows(head.len())
        .position(|w| w == head.as_slice())
        .expect("the take goes on with a stretch of the signal");
    let heard = &take[lead..];
    let expected = &source[at..at + heard.len()];
    let differing = heard
        .iter()
        .zip(expected)
        .filter(|&(&t, &e)| as_source(t) != e)
        .count();
    assert_eq!(
        differing, 0,
        "the take is the signal from sample {at} on, exactly"
    );
    assert!(
        mic.fed_seconds_at_unplug() * f64::from(RATE) >= (at + heard.len()) as f64,
        "the take holds nothing the microphone had not heard when it was unplugged"
    );

    let again = Recording::start(Some(&ended_device(&mic)), &dir.path().join("Take 2.wav"), |_| {});
    assert!(
        matches!(again, Err(RecordError::DeviceGone(_))),
        "recording from the unplugged microphone is refused with words"
    );
}

fn ended_device(mic: &VirtualMic) -> String {
    format!("pulseaudio:{}", mic.name)
}

/// A 24-bit mono WAV of `parts`: (seconds, amplitude of a 220 Hz tone; 0 for a faint hiss).
fn wav_of(path: &Path, parts: &[(f64, f64)]) {
    let spec = hound::WavSpec {
        channels: 1,
        sample_rate: RATE,
        bits_per_sample: 24,
        sample_format: hound::SampleFormat::Int,
    };
    let mut writer = hound::WavWriter::create(path, spec).unwrap();
    let mut seed = 7u32;
    for &(seconds, amplitude) in parts {
        for i in 0..(seconds * f64::from(RATE)) as usize {
            seed = seed.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
            let hiss = (f64::from(seed >> 8) / f64::from(1u32 << 24) - 0.5) * 0.0004;
            let tone = amplitude * (i as f64 * 220.0 * std::f64::consts::TAU / f64::from(RATE)).sin();
            writer.write_sample(((tone + hiss) * 8_388_607.0) as i32).unwrap();
        }
    }
    writer.finalize().unwrap();
}

#[test]
fn trimming_cuts_the_silence_at_both_ends_and_keeps_a_margin() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("Take 1.wav");
    wav_of(&path, &[(1.0, 0.0), (1.0, 0.3), (2.0, 0.0)]);
    let trimmed = record::trim_silence(&path).unwrap();
    assert!((trimmed.start_seconds - 0.75).abs() < 0.021, "{trimmed:?}");
    assert!((trimmed.end_seconds - 1.75).abs() < 0.021, "{trimmed:?}");
    let (_, take) = read_take(&path);
    assert!((take.len() as f64 / f64::from(RATE) - trimmed.seconds).abs() < 1e-6);
    assert!((trimmed.seconds - 1.5).abs() < 0.041, "{trimmed:?}");
    let again = record::trim_silence(&path).unwrap();
    assert!(
        again.start_seconds < 0.021 && again.end_seconds < 0.021,
        "trimming twice cuts nothing more: {again:?}"
    );

    let held = dir.path().join("Take 3.wav");
    wav_of(&held, &[(0.1, 0.0), (3.0, 0.3), (0.1, 0.0)]);
    let before = std::fs::read(&held).unwrap();
    let nothing = record::trim_silence(&held).unwrap();
    assert_eq!(
        (nothing.start_seconds, nothing.end_seconds),
        (0.0, 0.0),
        "a take that is sound throughout (a held vowel) has nothing to cut"
    );
    assert_eq!(std::fs::read(&held).unwrap(), before);

    let silent = dir.path().join("Take 2.wav");
    wav_of(&silent, &[(2.0, 0.0)]);
    let before = std::fs::read(&silent).unwrap();
    assert!(matches!(
        record::trim_silence(&silent),
        Err(RecordError::AllSilence)
    ));
    assert_eq!(
        std::fs::read(&silent).unwrap(),
        before,
        "a refused trim leaves the take alone"
    );
    assert!(matches!(
        record::trim_silence(&dir.path().join("missing.wav")),
        Err(RecordError::NotATake { .. })
    ));
}

#[test]
fn a_take_cut_short_by_a_crash_is_kept_whole() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("Take 1.wav"), b"an older take").unwrap();
    assert_eq!(
        takes::new_take_path(dir.path()).file_name().unwrap(),
        "Take 2.wav"
    );
    // A take the app was writing when it stopped: its header counts the samples of its last
    // update (half a second), the file holds a second and a byte of a frame more.
    let part = dir.path().join("Take 2.wav.part");
    wav_of(&part, &[(1.0, 0.3)]);
    let mut bytes = std::fs::read(&part).unwrap();
    let data_at = bytes.windows(4).position(|w| w == b"data").unwrap();
    let stale = (RATE / 2 * 3).to_le_bytes();
    bytes[data_at + 4..data_at + 8].copy_from_slice(&stale);
    bytes.push(0x7f);
    std::fs::write(&part, &bytes).unwrap();
    std::fs::write(dir.path().join("notes.wav.part"), b"not a take of ours").unwrap();
    assert_eq!(
        takes::new_take_path(dir.path()).file_name().unwrap(),
        "Take 3.wav"
    );

    let recovered = takes::recover(dir.path()).unwrap();
    let kept = dir.path().join("Take 2.wav");
    assert_eq!(recovered, vec![kept.clone()]);
    let (_, take) = read_take(&kept);
    assert_eq!(take.len(), RATE as usize, "the whole second is kept");
    assert_eq!(takes::list(dir.path()), vec![dir.path().join("Take 1.wav"), kept]);
    assert!(
        dir.path().join("notes.wav.part").exists(),
        "files not ours are left alone"
    );
    assert_eq!(takes::recover(dir.path()).unwrap(), Vec::<PathBuf>::new());
}
