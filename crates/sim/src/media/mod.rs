//! Media: measure the duration of uploaded audio/video by decoding it, and render dub results.
//!
//! Everything here is blocking; call it from `tokio::task::spawn_blocking`. Decoding streams packet
//! by packet (`decode`), the pitch shifter keeps a few grains (`pitch`), and the WAV writer streams
//! to disk, so memory does not grow with the file's length.

mod decode;
mod mp4_edits;
mod pitch;
mod work;

use std::fs::File;
use std::io::BufWriter;
use std::ops::Range;
use std::path::Path;

use symphonia::core::audio::GenericAudioBufferRef;

use decode::decode_file;
use pitch::PitchShifter;
pub use work::{InProcess, MediaWork};

/// What decoding a file found.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct MediaInfo {
    /// Duration measured from the decoded audio frames, in milliseconds.
    pub duration_ms: u64,
    /// Container, e.g. "wav", "mp3", "flac", "ogg", "mp4", "mkv".
    pub container: String,
    /// Audio codec, e.g. "pcm_s16le", "mp3", "flac", "vorbis", "aac".
    pub codec: String,
    pub sample_rate: u32,
    pub channels: u16,
}

#[derive(Debug, thiserror::Error)]
pub enum MediaError {
    #[error("the file could not be read: {0}")]
    Io(#[from] std::io::Error),
    #[error("the file is not decodable audio or video: {0}")]
    Undecodable(String),
    #[error("the file has no audio track")]
    NoAudio,
}

/// What a decoder that failed inside a file (it panicked, or its process ended) says of the file.
pub(crate) fn decoder_gave_up() -> MediaError {
    MediaError::Undecodable(
        "the decoder gave up on malformed data inside the file; re-export it as a standard format (wav, mp3, flac)"
            .to_owned(),
    )
}

/// Decodes the whole file and measures its duration from the decoded frames.
pub fn analyze(path: &Path) -> Result<MediaInfo, MediaError> {
    // Frames are counted by the decoder itself; the samples need no copying.
    let summary = decode_file(path, |_, _| Ok(()))?;
    Ok(MediaInfo {
        duration_ms: summary.duration_ms(),
        container: summary.container.to_owned(),
        codec: summary.codec.to_owned(),
        sample_rate: summary.sample_rate,
        channels: summary.channels,
    })
}

/// Decodes `input`, pitch-shifts it by `pitch_shift` semitones (keeping its duration) and writes the
/// result as a 16-bit PCM WAV file at `output`, streaming (memory does not grow with the input).
/// Returns what `analyze` would say of the output.
pub fn render_dub(input: &Path, output: &Path, pitch_shift: i32) -> Result<MediaInfo, MediaError> {
    let result = render_inner(input, output, pitch_shift);
    if result.is_err() {
        // No half-written result is left behind; a missing file is the expected case here.
        let _ = std::fs::remove_file(output);
    }
    result
}

/// The streaming WAV writer; a write error is kept and reported after the current buffer.
struct WavOut {
    writer: hound::WavWriter<BufWriter<File>>,
    frames: u64,
    error: Option<hound::Error>,
}

impl WavOut {
    fn push(&mut self, sample: f32) {
        if self.error.is_some() {
            return;
        }
        // Symphonia maps 16-bit samples to s/32768, so this scale round-trips them exactly.
        let value = (sample * 32_768.0).round().clamp(-32_768.0, 32_767.0) as i16;
        match self.writer.write_sample(value) {
            Ok(()) => self.frames += 1,
            Err(e) => self.error = Some(e),
        }
    }

    fn check(&mut self) -> Result<(), MediaError> {
        self.error.take().map_or(Ok(()), |e| Err(wav_error(e)))
    }
}

struct Render {
    out: WavOut,
    /// None for zero semitones: the identity skips the shifter so the audio comes back bit-exact.
    shifter: Option<PitchShifter>,
    sample_rate: u32,
}

fn render_inner(input: &Path, output: &Path, pitch_shift: i32) -> Result<MediaInfo, MediaError> {
    let mut render: Option<Render> = None;
    let mut planes: Vec<Vec<f32>> = Vec::new();
    let mut mono: Vec<f32> = Vec::new();
    let sink = |buf: &GenericAudioBufferRef<'_>, range: Range<usize>| -> Result<(), MediaError> {
        let state = match &mut render {
            Some(state) => state,
            None => {
                // The output is created on the first decoded buffer, when the sample rate is known.
                let sample_rate = buf.spec().rate();
                let spec = hound::WavSpec {
                    channels: 1,
                    sample_rate,
                    bits_per_sample: 16,
                    sample_format: hound::SampleFormat::Int,
                };
                let writer = hound::WavWriter::create(output, spec).map_err(wav_error)?;
                let shifter = (pitch_shift != 0).then(|| PitchShifter::new(sample_rate, pitch_shift));
                render.insert(Render {
                    out: WavOut {
                        writer,
                        frames: 0,
                        error: None,
                    },
                    shifter,
                    sample_rate,
                })
            }
        };
        buf.copy_to_vecs_planar::<f32>(&mut planes);
        downmix(&planes, range, &mut mono);
        let Render { out, shifter, .. } = state;
        match shifter {
            Some(shifter) => shifter.push(&mono, &mut |s| out.push(s)),
            None => mono.iter().for_each(|&s| out.push(s)),
        }
        out.check()
    };
    decode_file(input, sink)?;
    let Some(Render {
        mut out,
        shifter,
        sample_rate,
    }) = render
    else {
        return Err(MediaError::Undecodable(
            "no audio could be decoded from it".to_owned(),
        ));
    };
    if let Some(mut shifter) = shifter {
        shifter.finish(&mut |s| out.push(s));
    }
    out.check()?;
    let frames = out.frames;
    out.writer.finalize().map_err(wav_error)?;
    let rate = u128::from(sample_rate);
    let duration_ms = (u128::from(frames) * 1_000 + rate / 2) / rate;
    Ok(MediaInfo {
        duration_ms: u64::try_from(duration_ms).unwrap_or(u64::MAX),
        container: "wav".to_owned(),
        codec: "pcm_s16le".to_owned(),
        sample_rate,
        channels: 1,
    })
}

/// Averages the channels of frames `range` into one.
fn downmix(planes: &[Vec<f32>], range: Range<usize>, mono: &mut Vec<f32>) {
    mono.clear();
    mono.resize(range.len(), 0.0);
    if planes.is_empty() {
        return;
    }
    for plane in planes {
        let part = plane.get(range.clone()).unwrap_or_default();
        for (m, s) in mono.iter_mut().zip(part) {
            *m += *s;
        }
    }
    let scale = 1.0 / planes.len() as f32;
    for m in mono.iter_mut() {
        *m *= scale;
    }
}

fn wav_error(e: hound::Error) -> MediaError {
    match e {
        hound::Error::IoError(io) => MediaError::Io(io),
        other => MediaError::Io(std::io::Error::other(format!(
            "writing the WAV output failed: {other}"
        ))),
    }
}
