//! Decoding with symphonia: open a file, pick its first decodable audio track (video tracks are
//! skipped) and hand every decoded buffer to a sink, one packet at a time, so memory stays
//! constant whatever the file's length.

use std::fs::File;
use std::io::ErrorKind;
use std::ops::Range;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::Path;

use symphonia::core::audio::GenericAudioBufferRef;
use symphonia::core::codecs::CodecParameters;
use symphonia::core::codecs::audio::{AudioCodecId, AudioCodecParameters, AudioDecoderOptions, well_known};
use symphonia::core::errors::Error as SymError;
use symphonia::core::formats::FormatOptions;
use symphonia::core::formats::probe::Hint;
use symphonia::core::io::MediaSourceStream;
use symphonia::core::meta::MetadataOptions;

use super::MediaError;
use super::mp4_edits::{EditSpan, edit_span};

/// What was decoded: names, format of the first buffer, and the measured duration.
#[derive(Debug, Clone)]
pub(crate) struct DecodeSummary {
    pub container: &'static str,
    pub codec: &'static str,
    pub sample_rate: u32,
    pub channels: u16,
    /// Sum over all decoded buffers of `frames / rate`, in nanoseconds.
    pub duration_ns: u128,
}

impl DecodeSummary {
    pub fn duration_ms(&self) -> u64 {
        u64::try_from((self.duration_ns + 500_000) / 1_000_000).unwrap_or(u64::MAX)
    }
}

/// Decodes the whole file, calling `sink` with every non-empty decoded buffer in order, and the
/// range of its frames that is real audio (MP4 edit lists cut encoder priming and padding).
///
/// symphonia is not guaranteed panic-free on hostile input, so the whole run is guarded: a panic
/// inside the decoder becomes `Undecodable` instead of taking the simulator down.
pub(crate) fn decode_file<F>(path: &Path, sink: F) -> Result<DecodeSummary, MediaError>
where
    F: FnMut(&GenericAudioBufferRef<'_>, Range<usize>) -> Result<(), MediaError>,
{
    let file = File::open(path)?;
    let hint = hint_for(path);
    match catch_unwind(AssertUnwindSafe(move || decode_inner(path, file, &hint, sink))) {
        Ok(result) => result,
        Err(_) => Err(super::decoder_gave_up()),
    }
}

fn hint_for(path: &Path) -> Hint {
    let mut hint = Hint::new();
    if let Some(ext) = path.extension().and_then(|e| e.to_str()) {
        hint.with_extension(ext);
    }
    hint
}

fn decode_inner<F>(path: &Path, file: File, hint: &Hint, mut sink: F) -> Result<DecodeSummary, MediaError>
where
    F: FnMut(&GenericAudioBufferRef<'_>, Range<usize>) -> Result<(), MediaError>,
{
    let mss = MediaSourceStream::new(Box::new(file), Default::default());
    let mut format = symphonia::default::get_probe()
        .probe(hint, mss, FormatOptions::default(), MetadataOptions::default())
        .map_err(|e| match e {
            SymError::IoError(io) if io.kind() != ErrorKind::UnexpectedEof => MediaError::Io(io),
            other => MediaError::Undecodable(format!(
                "no audio or video container was recognised ({other}); supported: wav, mp3, flac, ogg, \
                 m4a/mp4/mov, mkv/webm, caf, aiff"
            )),
        })?;
    let container = container_name(format.format_info().short_name);

    let registry = symphonia::default::get_codecs();
    let mut unsupported: Option<String> = None;
    let mut chosen: Option<(u32, AudioCodecParameters, &'static str)> = None;
    for track in format.tracks() {
        // Video and subtitle tracks are skipped: only the sound is dubbed.
        let Some(CodecParameters::Audio(params)) = &track.codec_params else {
            continue;
        };
        match registry.get_audio_decoder(params.codec) {
            Some(reg) => {
                chosen = Some((track.id, params.clone(), reg.codec.info.short_name));
                break;
            }
            None => {
                unsupported.get_or_insert_with(|| codec_name(params.codec));
            }
        }
    }
    let Some((track_id, params, codec)) = chosen else {
        return Err(match unsupported {
            Some(name) => MediaError::Undecodable(format!(
                "its audio codec ({name}) is not supported; use mp3, aac, vorbis, flac, alac or pcm audio"
            )),
            None => MediaError::NoAudio,
        });
    };
    let mut decoder = registry
        .make_audio_decoder(&params, &AudioDecoderOptions::default())
        .map_err(|e| MediaError::Undecodable(format!("its {codec} audio track cannot be decoded ({e})")))?;

    let edits = if container == "mp4" {
        edit_span(path, track_id)
    } else {
        None
    };
    let mut trim = Trim {
        edits,
        skip_left: 0,
        keep_left: None,
    };

    let mut summary = DecodeSummary {
        container,
        codec,
        sample_rate: 0,
        channels: 0,
        duration_ns: 0,
    };
    let mut last_error: Option<String> = None;
    loop {
        let packet = match format.next_packet() {
            Ok(Some(packet)) => packet,
            Ok(None) => break,
            // A new chained stream (ogg): the first one is the file's audio.
            Err(SymError::ResetRequired) => break,
            // A file cut short: what was decoded so far is its real length.
            Err(SymError::IoError(io)) if io.kind() == ErrorKind::UnexpectedEof => break,
            Err(SymError::IoError(io)) => return Err(MediaError::Io(io)),
            Err(e) => {
                // Damage after good audio ends the stream there; damage before any is fatal below.
                last_error = Some(e.to_string());
                break;
            }
        };
        if packet.track_id != track_id {
            continue;
        }
        match decoder.decode(&packet) {
            Ok(buf) => {
                let frames = buf.frames();
                let rate = buf.spec().rate();
                if frames == 0 || rate == 0 {
                    continue;
                }
                if summary.sample_rate == 0 {
                    summary.sample_rate = rate;
                    summary.channels = u16::try_from(buf.spec().channels().count()).unwrap_or(u16::MAX);
                    trim.start(rate);
                }
                let range = trim.take(frames);
                if range.is_empty() {
                    continue;
                }
                summary.duration_ns += (range.len() as u128) * 1_000_000_000 / u128::from(rate);
                sink(&buf, range)?;
            }
            // A damaged packet is skipped, as players do; the duration counts only real audio.
            Err(SymError::DecodeError(msg)) => last_error = Some(msg.to_owned()),
            Err(SymError::IoError(io)) => last_error = Some(io.to_string()),
            Err(e) => {
                last_error = Some(e.to_string());
                break;
            }
        }
    }
    if summary.sample_rate == 0 {
        let why = last_error.map(|e| format!(" ({e})")).unwrap_or_default();
        return Err(MediaError::Undecodable(format!(
            "no {codec} audio could be decoded from it{why}; the file may be truncated or corrupt"
        )));
    }
    Ok(summary)
}

/// Applies an edit span to the stream of decoded frames.
struct Trim {
    edits: Option<EditSpan>,
    skip_left: u64,
    keep_left: Option<u64>,
}

impl Trim {
    fn start(&mut self, rate: u32) {
        if let Some(span) = self.edits {
            let rate = f64::from(rate);
            self.skip_left = (span.skip_seconds * rate).round() as u64;
            self.keep_left = span.play_seconds.map(|s| (s * rate).round() as u64);
        }
    }

    /// The part of the next `frames` decoded frames that is real audio.
    fn take(&mut self, frames: usize) -> Range<usize> {
        let skip = self.skip_left.min(frames as u64);
        self.skip_left -= skip;
        let mut keep = frames as u64 - skip;
        if let Some(left) = &mut self.keep_left {
            keep = keep.min(*left);
            *left -= keep;
        }
        let start = skip as usize;
        start..start + keep as usize
    }
}

/// Our container names (the interface's vocabulary), from symphonia's format short names.
fn container_name(short: &'static str) -> &'static str {
    match short {
        "wave" => "wav",
        "isomp4" => "mp4",
        "matroska" => "mkv",
        other => other,
    }
}

/// A readable name for codecs symphonia can identify but not decode, for error messages.
fn codec_name(id: AudioCodecId) -> String {
    use well_known::*;
    let name = match id {
        CODEC_ID_OPUS => "opus",
        CODEC_ID_SPEEX => "speex",
        CODEC_ID_MUSEPACK => "musepack",
        CODEC_ID_AC3 => "ac3",
        CODEC_ID_EAC3 => "eac3",
        CODEC_ID_AC4 => "ac4",
        CODEC_ID_DCA => "dts",
        CODEC_ID_WMA => "wma",
        CODEC_ID_WAVPACK => "wavpack",
        CODEC_ID_MONKEYS_AUDIO => "ape",
        CODEC_ID_TTA => "tta",
        CODEC_ID_ATRAC1 | CODEC_ID_ATRAC3 | CODEC_ID_ATRAC3PLUS | CODEC_ID_ATRAC9 => "atrac",
        other => return format!("codec id {other}"),
    };
    name.to_owned()
}
