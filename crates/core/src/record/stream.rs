//! A running take: the device's stream, the file, the meter and the watch on the device, on one
//! thread of their own.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, SyncSender, TrySendError};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use cpal::traits::{DeviceTrait, StreamTrait};
use cpal::{FromSample, SampleFormat, SizedSample};

use super::devices::{self, InputDevice};
use super::wav::TakeWriter;
use super::{
    LEVELS_PER_SECOND, Level, MAX_TAKE_SECONDS, RecordError, RecordEvent, TakeEnd, TakeSummary, to_db,
};
use crate::codes::{DeviceLoss, DeviceProblem, IoProblem, TakeWriteProblem};
use crate::quality::CLIP_LEVEL;

/// How often the device's presence is checked, where the host can tell cheaply. Samples are
/// written only once the device was seen after them: when it is gone, what came since the last
/// check may come from the source the sound server moved the stream to, and is left out.
const PRESENCE_EVERY: Duration = Duration::from_millis(250);
/// A device that sends nothing this long is taken for gone.
const SILENT_DEVICE: Duration = Duration::from_secs(3);
/// A device that has sent nothing yet this long is taken for gone (some, Bluetooth headsets
/// switching profile among them, take seconds to start).
const FIRST_SOUND: Duration = Duration::from_secs(10);
/// How long a device may take to open.
const OPENING: Duration = Duration::from_secs(15);
/// Buffers of samples waiting for the writer (a few seconds at any device's pace).
const QUEUE: usize = 1024;

enum Msg {
    /// A buffer of the device's, down to one channel (the mean of its channels), and how many of
    /// its samples (of any channel) were at full scale.
    Samples {
        mono: Vec<f32>,
        clipped: u64,
    },
    Error(cpal::Error),
}

/// A take being recorded. Dropping it stops it, as [`Recording::stop`] does.
pub struct Recording {
    stop: Arc<AtomicBool>,
    /// Set before the take's own end is announced, so that whoever hears it sees it ended.
    ended: Arc<AtomicBool>,
    thread: Option<JoinHandle<TakeSummary>>,
    device: InputDevice,
    path: PathBuf,
}

impl Recording {
    /// Starts recording from the input device `device` (an [`InputDevice::id`]; the default input
    /// when `None`) into `path`, a WAV file that must not exist yet. `on_event` gets the levels,
    /// and the summary if the take ends by itself. The take ends by itself at
    /// [`MAX_TAKE_SECONDS`].
    pub fn start(
        device: Option<&str>,
        path: &Path,
        on_event: impl FnMut(RecordEvent) + Send + 'static,
    ) -> Result<Recording, RecordError> {
        Recording::start_for(device, path, MAX_TAKE_SECONDS, on_event)
    }

    /// [`Recording::start`], for a take that ends by itself after `seconds` of sound (at most
    /// [`MAX_TAKE_SECONDS`]), exactly: it then ends with [`TakeEnd::LimitReached`].
    pub fn start_for(
        device: Option<&str>,
        path: &Path,
        seconds: u32,
        on_event: impl FnMut(RecordEvent) + Send + 'static,
    ) -> Result<Recording, RecordError> {
        if path.exists() {
            return Err(RecordError::Io(std::io::Error::new(
                std::io::ErrorKind::AlreadyExists,
                format!("{} exists already", path.display()),
            )));
        }
        let stop = Arc::new(AtomicBool::new(false));
        let ended = Arc::new(AtomicBool::new(false));
        let (started_tx, started_rx) = mpsc::sync_channel(1);
        let job = Take {
            device: device.map(str::to_owned),
            path: path.to_path_buf(),
            seconds: seconds.clamp(1, MAX_TAKE_SECONDS),
            stop: Arc::clone(&stop),
            ended: Arc::clone(&ended),
        };
        let thread = std::thread::Builder::new()
            .name("dubdeck-record".into())
            .spawn(move || job.run(started_tx, on_event))?;
        match started_rx.recv_timeout(OPENING) {
            Ok(Ok(device)) => Ok(Recording {
                stop,
                ended,
                thread: Some(thread),
                device,
                path: path.to_path_buf(),
            }),
            Ok(Err(e)) => {
                let _ = thread.join();
                Err(e)
            }
            Err(mpsc::RecvTimeoutError::Timeout) => {
                // The thread sees nobody waits for it once it opens, and leaves no take behind.
                stop.store(true, Ordering::SeqCst);
                Err(RecordError::Open {
                    problem: DeviceProblem::Timeout,
                    detail: None,
                })
            }
            Err(mpsc::RecvTimeoutError::Disconnected) => {
                let _ = thread.join();
                Err(RecordError::Open {
                    problem: DeviceProblem::Stopped,
                    detail: None,
                })
            }
        }
    }

    /// The device recorded from.
    pub fn device(&self) -> &InputDevice {
        &self.device
    }

    /// Where the take is saved when it ends.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Whether the take has ended by itself (see [`RecordEvent::Ended`]).
    pub fn is_finished(&self) -> bool {
        self.ended.load(Ordering::SeqCst) || self.thread.as_ref().is_none_or(JoinHandle::is_finished)
    }

    /// Stops the take (if it is still going) and returns what was saved. Blocks until the file is
    /// complete: call it off an async runtime's threads.
    pub fn stop(mut self) -> TakeSummary {
        self.finish()
    }

    fn finish(&mut self) -> TakeSummary {
        self.stop.store(true, Ordering::SeqCst);
        let lost = |why| {
            TakeSummary::nothing(
                self.path.clone(),
                TakeEnd::WriteFailed {
                    why,
                    io: None,
                    detail: None,
                },
            )
        };
        match self.thread.take() {
            Some(thread) => thread
                .join()
                .unwrap_or_else(|_| lost(TakeWriteProblem::RecorderFailed)),
            None => lost(TakeWriteProblem::AlreadyCollected),
        }
    }
}

impl Drop for Recording {
    fn drop(&mut self) {
        if self.thread.is_some() {
            let _ = self.finish();
        }
    }
}

struct Take {
    device: Option<String>,
    path: PathBuf,
    /// How long the take may be.
    seconds: u32,
    stop: Arc<AtomicBool>,
    ended: Arc<AtomicBool>,
}

/// What the thread has opened once the take is under way.
struct Open {
    host: cpal::Host,
    id: cpal::DeviceId,
    stream: cpal::Stream,
    rx: Receiver<Msg>,
    dropped: Arc<AtomicU64>,
    writer: TakeWriter,
    rate: u32,
}

impl Take {
    fn run(
        self,
        started: SyncSender<Result<InputDevice, RecordError>>,
        mut on_event: impl FnMut(RecordEvent),
    ) -> TakeSummary {
        let part = part_path(&self.path);
        let mut open = match self.open(&part) {
            Ok((open, device)) => {
                if started.send(Ok(device)).is_err() {
                    // Opening took too long and the caller gave up: no take.
                    drop(open);
                    let _ = std::fs::remove_file(&part);
                    return TakeSummary::nothing(self.path, TakeEnd::Stopped);
                }
                open
            }
            Err(e) => {
                let _ = started.send(Err(e));
                return TakeSummary::nothing(self.path, TakeEnd::Stopped);
            }
        };
        let watch_presence = devices::lists_cheaply(open.id.host());
        let mut meter = Meter::new(open.rate);
        // Samples seen since the device was last seen present (see PRESENCE_EVERY).
        let mut pending: Vec<f32> = Vec::new();
        let mut written = 0u64;
        // Frames the take may still take in (written or waiting in `pending`).
        let mut room = u64::from(self.seconds) * u64::from(open.rate);
        let mut last_check = Instant::now();
        let mut last_data = Instant::now();
        let mut heard = false;
        let mut end = None;
        while end.is_none() {
            match open.rx.recv_timeout(Duration::from_millis(50)) {
                Ok(Msg::Samples {
                    mono: mut samples,
                    clipped,
                }) => {
                    last_data = Instant::now();
                    heard = true;
                    let fits = usize::try_from(room).unwrap_or(usize::MAX);
                    samples.truncate(fits);
                    room -= samples.len() as u64;
                    for level in meter.push(&samples, clipped) {
                        on_event(RecordEvent::Level(level));
                    }
                    if watch_presence {
                        pending.extend_from_slice(&samples);
                    } else if let Err(e) = write(&mut open.writer, &samples, &mut written) {
                        end = Some(write_failed(&e));
                    }
                }
                Ok(Msg::Error(e)) if is_fatal(&e) => {
                    end = Some(lost(DeviceLoss::Failed, Some(e.to_string())));
                }
                Ok(Msg::Error(e)) => tracing::debug!("recording goes on after: {e}"),
                Err(RecvTimeoutError::Timeout) => {}
                Err(RecvTimeoutError::Disconnected) => {
                    end = Some(lost(DeviceLoss::Closed, None));
                }
            }
            if end.is_some() {
                break;
            }
            let full = room == 0;
            if watch_presence
                && (full || last_check.elapsed() >= PRESENCE_EVERY || self.stop.load(Ordering::SeqCst))
            {
                if devices::is_present(&open.host, &open.id) {
                    last_check = Instant::now();
                    if let Err(e) = write(&mut open.writer, &pending, &mut written) {
                        end = Some(write_failed(&e));
                    }
                    pending.clear();
                } else {
                    end = Some(lost(DeviceLoss::Disconnected, None));
                    pending.clear();
                }
            }
            if end.is_none() && full {
                end = Some(TakeEnd::LimitReached {
                    seconds: self.seconds,
                });
            }
            if end.is_none() && self.stop.load(Ordering::SeqCst) {
                end = Some(TakeEnd::Stopped);
            }
            if end.is_none() && last_data.elapsed() >= if heard { SILENT_DEVICE } else { FIRST_SOUND } {
                end = Some(lost(DeviceLoss::Silent, None));
            }
        }
        let mut end = end.unwrap_or(TakeEnd::Stopped);
        let Open {
            stream,
            rx,
            dropped,
            mut writer,
            rate,
            ..
        } = open;
        drop(stream);
        if end == TakeEnd::Stopped {
            // What the device delivered before it was stopped belongs to the take.
            while let Ok(msg) = rx.try_recv() {
                if let Msg::Samples { mono, clipped } = msg
                    && let Err(e) = write(&mut writer, &mono, &mut written).map(|()| meter.clipped += clipped)
                {
                    end = write_failed(&e);
                    break;
                }
            }
        }
        if let Err(e) = writer.finish() {
            end = write_failed(&e);
            // What reached the disk is kept, with a header that counts it.
            let _ = super::wav::repair(&part);
        }
        if let Err(e) = std::fs::rename(&part, &self.path) {
            end = write_failed(&RecordError::Io(e));
        }
        let summary = TakeSummary {
            path: self.path.clone(),
            seconds: written as f64 / f64::from(rate.max(1)),
            sample_rate: rate,
            channels: 1,
            clipped_samples: meter.clipped,
            dropped_samples: dropped.load(Ordering::Relaxed),
            end,
        };
        if summary.end != TakeEnd::Stopped {
            self.ended.store(true, Ordering::SeqCst);
            on_event(RecordEvent::Ended(summary.clone()));
        }
        summary
    }

    fn open(&self, part: &Path) -> Result<(Open, InputDevice), RecordError> {
        let host = devices::host();
        let device = devices::find(&host, self.device.as_deref())?;
        let id = device.id().map_err(|e| opening(&e))?;
        let config = input_config(&device)?;
        let rate = config.sample_rate();
        let (tx, rx) = mpsc::sync_channel(QUEUE);
        let dropped = Arc::new(AtomicU64::new(0));
        let stream = build(&device, &config, tx, Arc::clone(&dropped))?;
        stream.play().map_err(|e| opening(&e))?;
        // Samples wait in the queue meanwhile; nothing is on disk unless the device opened.
        let writer = TakeWriter::create(part, rate, 1)?;
        let shown = devices::shown(&device, &id, devices::default_id(&host).as_ref());
        Ok((
            Open {
                host,
                id,
                stream,
                rx,
                dropped,
                writer,
                rate,
            },
            shown,
        ))
    }
}

/// `take.wav` is written as `take.wav.part` until it ends.
pub(super) fn part_path(path: &Path) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(".part");
    PathBuf::from(name)
}

fn write(writer: &mut TakeWriter, samples: &[f32], written: &mut u64) -> Result<(), RecordError> {
    writer.write(samples)?;
    *written += samples.len() as u64;
    Ok(())
}

/// A take whose device went away.
fn lost(why: DeviceLoss, detail: Option<String>) -> TakeEnd {
    TakeEnd::DeviceLost { why, detail }
}

/// A take whose file could not be written on: the system's problem and its own words, never ours.
fn write_failed(e: &RecordError) -> TakeEnd {
    let (io, detail) = match e {
        RecordError::Io(io) => (Some(IoProblem::of(io)), Some(io.to_string())),
        _ => (None, None),
    };
    TakeEnd::WriteFailed {
        why: TakeWriteProblem::Write,
        io,
        detail,
    }
}

/// Whether a stream error ends the take: glitches and reroutes of the default device do not.
fn is_fatal(e: &cpal::Error) -> bool {
    !matches!(
        e.kind(),
        cpal::ErrorKind::Xrun | cpal::ErrorKind::DeviceChanged | cpal::ErrorKind::RealtimeDenied
    )
}

/// The format to record `device` in: its default (or, when it has none, the first it supports at
/// its highest rate). A sound server converts whatever it is asked for, so PulseAudio is asked for
/// one channel of 32-bit float.
fn input_config(device: &cpal::Device) -> Result<cpal::SupportedStreamConfig, RecordError> {
    let config = match device.default_input_config() {
        Ok(config) => config,
        Err(default) => device
            .supported_input_configs()
            .ok()
            .and_then(|mut ranges| ranges.next())
            .map(cpal::SupportedStreamConfigRange::with_max_sample_rate)
            .ok_or_else(|| opening(&default))?,
    };
    let served = device.id().is_ok_and(|id| devices::lists_cheaply(id.host()));
    Ok(if served {
        cpal::SupportedStreamConfig::new(1, config.sample_rate(), *config.buffer_size(), SampleFormat::F32)
    } else {
        config
    })
}

/// Why a device could not be opened: the system's refusal of the microphone has its own words.
fn opening(e: &cpal::Error) -> RecordError {
    if e.kind() == cpal::ErrorKind::PermissionDenied {
        RecordError::Denied(e.to_string())
    } else {
        RecordError::refused(e)
    }
}

/// Builds the input stream in the device's own sample format, handing the samples over as f32.
fn build(
    device: &cpal::Device,
    config: &cpal::SupportedStreamConfig,
    tx: SyncSender<Msg>,
    dropped: Arc<AtomicU64>,
) -> Result<cpal::Stream, RecordError> {
    let stream_config: cpal::StreamConfig = (*config).into();
    let c = &stream_config;
    match config.sample_format() {
        SampleFormat::F32 => build_typed::<f32>(device, c, tx, dropped),
        SampleFormat::F64 => build_typed::<f64>(device, c, tx, dropped),
        SampleFormat::I8 => build_typed::<i8>(device, c, tx, dropped),
        SampleFormat::I16 => build_typed::<i16>(device, c, tx, dropped),
        SampleFormat::I24 => build_typed::<cpal::I24>(device, c, tx, dropped),
        SampleFormat::I32 => build_typed::<i32>(device, c, tx, dropped),
        SampleFormat::U8 => build_typed::<u8>(device, c, tx, dropped),
        SampleFormat::U16 => build_typed::<u16>(device, c, tx, dropped),
        SampleFormat::U24 => build_typed::<cpal::U24>(device, c, tx, dropped),
        SampleFormat::U32 => build_typed::<u32>(device, c, tx, dropped),
        other => Err(RecordError::Format(other.to_string())),
    }
}

fn build_typed<T>(
    device: &cpal::Device,
    config: &cpal::StreamConfig,
    tx: SyncSender<Msg>,
    dropped: Arc<AtomicU64>,
) -> Result<cpal::Stream, RecordError>
where
    T: SizedSample,
    f32: FromSample<T>,
{
    let errors = tx.clone();
    let channels = usize::from(config.channels.max(1));
    device
        .build_input_stream::<T, _, _>(
            *config,
            move |data: &[T], _: &cpal::InputCallbackInfo| {
                let mut clipped = 0u64;
                let mono: Vec<f32> = data
                    .chunks(channels)
                    .map(|frame| {
                        let mut sum = 0.0f32;
                        for s in frame {
                            let s = s.to_sample::<f32>();
                            clipped += u64::from(s.abs() >= CLIP_LEVEL);
                            sum += s;
                        }
                        sum / frame.len() as f32
                    })
                    .collect();
                if let Err(TrySendError::Full(lost)) = tx.try_send(Msg::Samples { mono, clipped })
                    && let Msg::Samples { mono: lost, .. } = lost
                {
                    dropped.fetch_add(lost.len() as u64, Ordering::Relaxed);
                }
            },
            move |e| {
                let _ = errors.try_send(Msg::Error(e));
            },
            None,
        )
        .map_err(|e| opening(&e))
}

/// Levels of each thirtieth of a second, of the take's one channel; clipping is counted on the
/// device's channels before they are mixed down.
struct Meter {
    window: usize,
    rate: f64,
    seen: usize,
    peak: f32,
    squares: f64,
    clipped_now: bool,
    clipped: u64,
    samples: u64,
}

impl Meter {
    fn new(rate: u32) -> Meter {
        Meter {
            window: (rate / LEVELS_PER_SECOND).max(1) as usize,
            rate: f64::from(rate.max(1)),
            seen: 0,
            peak: 0.0,
            squares: 0.0,
            clipped_now: false,
            clipped: 0,
            samples: 0,
        }
    }

    fn push(&mut self, samples: &[f32], clipped: u64) -> Vec<Level> {
        self.clipped += clipped;
        self.clipped_now |= clipped > 0;
        let mut levels = Vec::new();
        for &s in samples {
            self.peak = self.peak.max(s.abs());
            self.squares += f64::from(s) * f64::from(s);
            self.seen += 1;
            self.samples += 1;
            if self.seen == self.window {
                let rms = (self.squares / self.window as f64).sqrt() as f32;
                levels.push(Level {
                    peak_db: to_db(self.peak),
                    rms_db: to_db(rms),
                    clipped: self.clipped_now,
                    seconds: self.samples as f64 / self.rate,
                });
                self.seen = 0;
                self.peak = 0.0;
                self.squares = 0.0;
                self.clipped_now = false;
            }
        }
        levels
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_meter_reports_thirty_levels_a_second_and_marks_clipping() {
        let mut meter = Meter::new(48_000);
        let quiet = vec![0.1f32; 48_000];
        let levels = meter.push(&quiet, 0);
        assert_eq!(levels.len(), 30);
        let last = levels.last().copied().unwrap_or_else(|| panic!("no level"));
        assert!((last.peak_db - -20.0).abs() < 0.01, "{last:?}");
        assert!((last.rms_db - -20.0).abs() < 0.01, "{last:?}");
        assert!(!last.clipped);
        assert!((last.seconds - 1.0).abs() < 1e-9);
        let levels = meter.push(&[0.5f32; 1600], 1);
        assert_eq!(levels.len(), 1);
        assert!(
            levels[0].clipped,
            "a channel at full scale marks the level, whatever the mix"
        );
        assert_eq!(meter.clipped, 1);
        let levels = meter.push(&[0.5f32; 1600], 0);
        assert!(!levels[0].clipped, "the mark is the level's own");
    }

    #[test]
    fn a_take_end_holds_codes_and_only_words_that_are_not_ours() {
        let full = RecordError::Io(std::io::Error::new(
            std::io::ErrorKind::StorageFull,
            "No space left on device (os error 28)",
        ));
        assert_eq!(
            serde_json::to_value(write_failed(&full)).ok(),
            Some(serde_json::json!({
                "kind": "write_failed",
                "why": "write",
                "io": "storage_full",
                "detail": "No space left on device (os error 28)",
            }))
        );
        assert_eq!(
            serde_json::to_value(lost(DeviceLoss::Silent, None)).ok(),
            Some(serde_json::json!({ "kind": "device_lost", "why": "silent", "detail": null }))
        );
        let collected = Recording {
            stop: Arc::new(AtomicBool::new(false)),
            ended: Arc::new(AtomicBool::new(false)),
            thread: None,
            device: InputDevice {
                id: "test".into(),
                name: "Test".into(),
                is_default: true,
            },
            path: PathBuf::from("/a/Take 1.wav"),
        };
        assert_eq!(
            collected.stop().end,
            TakeEnd::WriteFailed {
                why: TakeWriteProblem::AlreadyCollected,
                io: None,
                detail: None,
            }
        );
    }

    #[test]
    fn a_take_in_progress_is_a_part_file() {
        assert_eq!(
            part_path(Path::new("/a/Take 1.wav")),
            PathBuf::from("/a/Take 1.wav.part")
        );
    }
}
