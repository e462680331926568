//! A microphone for the window tests: a source on the private PulseAudio server that `cargo xtask
//! e2e` runs (`PULSE_SERVER`), which the app lists and records like any microphone. It hears
//! silence, or a voice while the test speaks into it: synthetic speech (ffmpeg's flite), fed through
//! a named pipe at the pace of a real microphone.

use std::io::Write;
use std::process::Command;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use anyhow::{Context, Result, bail, ensure};

const RATE: u32 = 48_000;

/// Writes a WAV of the virtual voice saying its sentences `times` times over (about ten seconds
/// each): a recording with a voice in it, for the training wizard.
pub fn write_speech(path: &std::path::Path, times: usize) -> Result<()> {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir)?;
    }
    let out = flite(&vec![SENTENCES; times].join(" "))
        .args(["-y", "-ar", "44100", "-ac", "1"])
        .arg(path)
        .output()
        .context("ffmpeg did not run")?;
    ensure!(
        out.status.success(),
        "ffmpeg's flite made no speech: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    Ok(())
}

/// A plugged-in virtual microphone; unplugged when dropped.
pub struct VirtualMic {
    module: String,
    speaking: Arc<AtomicBool>,
    stop: Arc<AtomicBool>,
    feeder: Option<JoinHandle<()>>,
    _dir: tempfile::TempDir,
}

impl VirtualMic {
    /// Adds a mono 48 kHz microphone that the system calls `description`.
    pub fn plug(description: &str) -> Result<VirtualMic> {
        ensure!(
            std::env::var("DUBDECK_AUDIO_SESSION").as_deref() == Ok("isolated"),
            "the recording tests need the private PulseAudio server of `cargo xtask e2e`"
        );
        let voice = speech()?;
        let dir = tempfile::tempdir()?;
        let fifo = dir.path().join("mic.fifo");
        let module = pactl(&[
            "load-module",
            "module-pipe-source",
            "source_name=dubdeck_e2e_mic",
            &format!("file={}", fifo.display()),
            "format=s16le",
            &format!("rate={RATE}"),
            "channels=1",
            // PulseAudio's module arguments: the property list quoted whole, the value inside it too.
            &format!("source_properties='device.description=\"{description}\"'"),
        ])?;
        let mut pipe = std::fs::OpenOptions::new()
            .write(true)
            .open(&fifo)
            .context("the microphone's pipe did not open")?;
        let speaking = Arc::new(AtomicBool::new(false));
        let stop = Arc::new(AtomicBool::new(false));
        let feeder = {
            let speaking = Arc::clone(&speaking);
            let stop = Arc::clone(&stop);
            std::thread::spawn(move || {
                let chunk = (RATE / 100) as usize;
                let silence = vec![0u8; chunk * 2];
                let mut start = Instant::now();
                let mut sent = 0u64;
                let mut at = 0usize;
                while !stop.load(Ordering::SeqCst) {
                    let due = start + Duration::from_micros(sent * 1_000_000 / u64::from(RATE));
                    if let Some(wait) = due.checked_duration_since(Instant::now()) {
                        std::thread::sleep(wait);
                    }
                    let bytes: Vec<u8> = if speaking.load(Ordering::SeqCst) {
                        let piece: Vec<u8> = (0..chunk)
                            .flat_map(|i| voice[(at + i) % voice.len()].to_le_bytes())
                            .collect();
                        at = (at + chunk) % voice.len();
                        piece
                    } else {
                        silence.clone()
                    };
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
        Ok(VirtualMic {
            module,
            speaking,
            stop,
            feeder: Some(feeder),
            _dir: dir,
        })
    }

    /// Removes the microphone from the sound server, as unplugging a USB microphone does.
    pub fn unplug(self) {
        drop(self);
    }

    /// Starts or stops speaking into the microphone.
    pub fn speak(&self, on: bool) {
        self.speaking.store(on, Ordering::SeqCst);
    }
}

impl Drop for VirtualMic {
    fn drop(&mut self) {
        let _ = Command::new("pactl")
            .args(["unload-module", &self.module])
            .status();
        self.stop.store(true, Ordering::SeqCst);
        if let Some(feeder) = self.feeder.take() {
            let _ = feeder.join();
        }
    }
}

fn pactl(args: &[&str]) -> Result<String> {
    let out = Command::new("pactl")
        .args(args)
        .output()
        .context("pactl did not run")?;
    if !out.status.success() {
        bail!("pactl {args:?}: {}", String::from_utf8_lossy(&out.stderr));
    }
    Ok(String::from_utf8_lossy(&out.stdout).trim().to_owned())
}

/// What the virtual voice says (four Harvard sentences, about ten seconds).
const SENTENCES: &str = "The birch canoe slid on the smooth planks. Glue the sheet to the dark blue background. \
                         It is easy to tell the depth of a well. These days a chicken leg is a rare dish.";

/// ffmpeg saying `text` in flite's kal16 voice, 6 dB up (a speaking level); the caller adds the
/// output's rate, channels and where it goes.
fn flite(text: &str) -> Command {
    let mut ffmpeg = Command::new("ffmpeg");
    ffmpeg
        .args([
            "-nostdin",
            "-hide_banner",
            "-loglevel",
            "error",
            "-f",
            "lavfi",
            "-i",
        ])
        .arg(format!("flite=text='{text}':voice=kal16"))
        .args(["-af", "volume=6dB"]);
    ffmpeg
}

/// A few sentences of synthetic speech, 48 kHz mono, with short pauses, at a speaking level.
fn speech() -> Result<Vec<i16>> {
    let out = flite(SENTENCES)
        .args(["-ar", "48000", "-ac", "1", "-f", "s16le", "-"])
        .output()
        .context("ffmpeg did not run")?;
    ensure!(
        out.status.success() && out.stdout.len() > 2 * RATE as usize,
        "ffmpeg's flite made no speech: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    Ok(out
        .stdout
        .chunks_exact(2)
        .map(|b| i16::from_le_bytes([b[0], b[1]]))
        .collect())
}
