//! The symphonia side of probing: find the audio track (video and subtitle tracks are skipped),
//! check that its packets really decode, and establish the duration without reading a long file
//! whole when its container states the length.
//!
//! The container's stated duration is not trusted blindly: a read just before the stated end must
//! succeed (a truncated download keeps its header), otherwise the packets are counted. Counting reads
//! the packets' timestamps; only the last packet is decoded, to measure it.

use std::fs::File;
use std::path::{Path, PathBuf};

use symphonia::core::codecs::CodecParameters;
use symphonia::core::codecs::audio::{AudioCodecParameters, AudioDecoderOptions, well_known};
use symphonia::core::errors::Error as SymError;
use symphonia::core::formats::probe::Hint;
use symphonia::core::formats::{FormatOptions, FormatReader, SeekMode, SeekTo};
use symphonia::core::io::MediaSourceStream;
use symphonia::core::meta::MetadataOptions;
use symphonia::core::packet::Packet;
use symphonia::core::units::{Duration as Ticks, TimeBase, Timestamp};

use serde::{Deserialize, Serialize};

use super::error::{ProbeError, from_io, reader_failed};
use super::{DurationSource, Probe};
use crate::codes::DamageCause;
use crate::sandbox;

/// Packets read from the start to prove the audio decodes (and, for short files, to reach the end).
const HEAD_PACKETS: usize = 64;
/// Successful decodes that are enough proof.
const DECODES_WANTED: usize = 3;
/// A confirming read starts this far before the stated end.
const VERIFY_BACKOFF_MS: u64 = 2_000;

pub(crate) struct AudioTrack {
    pub(crate) id: u32,
    pub(crate) params: AudioCodecParameters,
    time_base: Option<TimeBase>,
    start_ts: Timestamp,
    /// The length the container states for the track (or, failing that, for the whole file).
    stated_ms: Option<u64>,
}

/// The helper job that reads a file's container and audio (see [`crate::sandbox`]).
pub const INSPECT_JOB: &str = "decode.inspect";

/// A probe reads a few packets and seeks once or twice; counting the packets of a long file whose
/// container states no length takes seconds.
const INSPECT_LIMIT: std::time::Duration = std::time::Duration::from_secs(2 * 60);

#[derive(Serialize, Deserialize)]
struct InspectArgs {
    #[serde(with = "crate::sandbox::path_bytes")]
    path: PathBuf,
    size_bytes: u64,
}

pub(crate) fn inspect(path: &Path, size_bytes: u64) -> Result<Probe, ProbeError> {
    // Demuxers are third-party code fed with arbitrary files: a bug in one must become a refusal of
    // that file, not a crash of the app.
    let args = InspectArgs {
        path: path.to_path_buf(),
        size_bytes,
    };
    match sandbox::run(INSPECT_JOB, &args, &[], INSPECT_LIMIT) {
        Ok((verdict, _)) => verdict,
        Err(e) => Err(reader_failed(path, &e)),
    }
}

/// [`INSPECT_JOB`]: `Result<Probe, ProbeError>` as JSON.
pub fn inspect_job(args: &[u8], _: &[u8]) -> Result<sandbox::Answer, String> {
    let args: InspectArgs = serde_json::from_slice(args).map_err(|e| e.to_string())?;
    let verdict = inspect_inner(&args.path, args.size_bytes);
    Ok((
        serde_json::to_vec(&verdict).map_err(|e| e.to_string())?,
        Vec::new(),
    ))
}

fn inspect_inner(path: &Path, size_bytes: u64) -> Result<Probe, ProbeError> {
    let mut reader = open_reader(path)?;
    let container = container_name(reader.format_info().short_name, path);
    let damaged = |(cause, detail): Damage| ProbeError::Damaged {
        path: path.to_path_buf(),
        cause,
        container: Some(container.clone()),
        detail,
    };
    let track = find_audio_track(reader.as_ref()).ok_or_else(|| ProbeError::NoAudioTrack {
        path: path.to_path_buf(),
        container: container.clone(),
    })?;
    let codec = codec_name(&track.params);
    let time_base = track
        .time_base
        .or_else(|| track.params.sample_rate.and_then(TimeBase::try_from_recip))
        .ok_or_else(|| damaged((DamageCause::BadTiming, None)))?;

    let head = read_head(reader.as_mut(), &track).map_err(&damaged)?;
    let (duration_ms, source) = if head.reached_end {
        // A short file was read whole: the packets are the truth, whatever the header says.
        (head.span.ms(&track, time_base), DurationSource::Packets)
    } else {
        match track.stated_ms {
            Some(stated) if confirm_stated_end(reader.as_mut(), &track, time_base, stated) => {
                (Some(stated), DurationSource::Container)
            }
            _ => {
                drop(reader);
                let mut fresh = open_reader(path)?;
                (
                    count_packets(fresh.as_mut(), &track, time_base),
                    DurationSource::Packets,
                )
            }
        }
    };
    let duration_ms = duration_ms.ok_or_else(|| damaged((DamageCause::BadTiming, None)))?;
    Ok(Probe {
        duration_ms,
        container,
        codec,
        sample_rate: track.params.sample_rate,
        channels: track
            .params
            .channels
            .as_ref()
            .and_then(|c| u16::try_from(c.count()).ok()),
        size_bytes,
        duration_source: source,
    })
}

pub(crate) fn open_reader(path: &Path) -> Result<Box<dyn FormatReader>, ProbeError> {
    let file = File::open(path).map_err(|e| from_io(path, &e))?;
    let stream = MediaSourceStream::new(Box::new(file), Default::default());
    let mut hint = Hint::new();
    if let Some(ext) = path.extension().and_then(|e| e.to_str()) {
        hint.with_extension(&ext.to_ascii_lowercase());
    }
    let format_opts = FormatOptions::default();
    symphonia::default::get_probe()
        .probe(&hint, stream, format_opts, MetadataOptions::default())
        .map_err(|e| match e {
            // A failure of the disk itself; anything else the reader says is about the bytes.
            SymError::IoError(io) if io.raw_os_error().is_some() => from_io(path, &io),
            _ => ProbeError::NotMedia {
                path: path.to_path_buf(),
            },
        })
}

/// What [`decode_all`] found: the track's rate (as its buffers state it when the container does
/// not), and whether its codec has a decoder here.
pub(crate) struct Decoded {
    pub(crate) rate: Option<u32>,
    pub(crate) decoder: bool,
    pub(crate) container: String,
}

/// Decodes the first audio track of `path` from start to end, handing each buffer to `buffer`.
/// A packet that does not decode is skipped, as a player would; damage after something was
/// decoded ends the audio there. No decoder for the codec is not an error (`decoder: false`).
pub(crate) fn decode_all(
    path: &Path,
    mut buffer: impl FnMut(&symphonia::core::audio::GenericAudioBufferRef<'_>),
) -> Result<Decoded, ProbeError> {
    let mut reader = open_reader(path)?;
    let container = reader.format_info().short_name.to_owned();
    let track = find_audio_track(reader.as_ref()).ok_or_else(|| ProbeError::NoAudioTrack {
        path: path.to_path_buf(),
        container: container.clone(),
    })?;
    let mut decoded = Decoded {
        rate: track.params.sample_rate,
        decoder: false,
        container,
    };
    let Ok(mut decoder) =
        symphonia::default::get_codecs().make_audio_decoder(&track.params, &AudioDecoderOptions::default())
    else {
        return Ok(decoded);
    };
    decoded.decoder = true;
    let mut any = false;
    loop {
        let packet = match reader.next_packet() {
            Ok(Some(p)) => p,
            Ok(None) => break,
            Err(SymError::ResetRequired) => continue,
            Err(e) if is_eof(&e) => break,
            Err(_) if any => break,
            Err(e) => {
                return Err(ProbeError::Damaged {
                    path: path.to_path_buf(),
                    cause: DamageCause::UnreadableAudio,
                    container: Some(decoded.container),
                    detail: Some(e.to_string()),
                });
            }
        };
        if packet.track_id != track.id {
            continue;
        }
        let Ok(audio) = decoder.decode(&packet) else {
            continue;
        };
        decoded.rate.get_or_insert(audio.spec().rate());
        any = true;
        buffer(&audio);
    }
    Ok(decoded)
}

pub(crate) fn find_audio_track(reader: &dyn FormatReader) -> Option<AudioTrack> {
    let media = reader.media_info();
    let media_ms = match (media.time_base, media.duration) {
        (Some(tb), Some(d)) => ticks_to_ms(tb, d.get()),
        _ => None,
    };
    reader.tracks().iter().find_map(|t| match &t.codec_params {
        Some(CodecParameters::Audio(params)) => {
            let tb = t
                .time_base
                .or_else(|| params.sample_rate.and_then(TimeBase::try_from_recip));
            let track_ms = tb.and_then(|tb| {
                let ticks = t.duration.map(Ticks::get).or(t.num_frames)?;
                ticks_to_ms(tb, ticks)
            });
            Some(AudioTrack {
                id: t.id,
                params: params.clone(),
                time_base: tb,
                start_ts: t.start_ts,
                stated_ms: track_ms.or(media_ms).filter(|ms| *ms > 0),
            })
        }
        _ => None,
    })
}

/// The playable span of a track's packets seen so far, in track ticks.
#[derive(Default)]
struct Span {
    start: Option<i64>,
    end: Option<i64>,
    packets: usize,
    /// The packet that set `end`, for the final-packet correction.
    last: Option<Packet>,
}

impl Span {
    fn add(&mut self, p: &Packet) {
        self.packets += 1;
        let dur = i64::try_from(p.dur.get()).unwrap_or(i64::MAX);
        let trim_start = i64::try_from(p.trim_start.get()).unwrap_or(i64::MAX);
        let trim_end = i64::try_from(p.trim_end.get()).unwrap_or(i64::MAX);
        if dur > 0 && trim_start.saturating_add(trim_end) >= dur {
            return; // encoder delay or padding only: no playable audio
        }
        // Some containers (Matroska) give no per-packet duration: such a packet counts as a point
        // in time until `ms` measures the last one.
        let start = p.pts.get().saturating_add(trim_start);
        let end = p
            .pts
            .get()
            .saturating_add(dur)
            .saturating_sub(trim_end)
            .max(start);
        self.start = Some(self.start.map_or(start, |s| s.min(start)));
        if self.end.is_none_or(|e| end >= e) {
            self.end = Some(end);
            self.last = Some(p.clone());
        }
    }

    /// The span's length in milliseconds. The last packet is measured by decoding it when
    /// possible: a cut file keeps the nominal packet size in a shorter final packet, and some
    /// containers state no packet duration at all.
    fn ms(&self, track: &AudioTrack, tb: TimeBase) -> Option<u64> {
        let (Some(start), Some(mut end)) = (self.start, self.end) else {
            return Some(0);
        };
        if let Some(last) = &self.last
            && let Some(real) = decoded_length_ticks(last, track, tb)
        {
            let trim_end = i64::try_from(last.trim_end.get()).unwrap_or(0);
            let real_end = last
                .pts
                .get()
                .saturating_add(real)
                .saturating_sub(trim_end)
                .max(start);
            let stated = i64::try_from(last.dur.get()).unwrap_or(i64::MAX);
            end = if stated == 0 {
                end.max(real_end)
            } else {
                end.min(real_end.max(end.saturating_sub(stated)))
            };
        }
        ticks_to_ms(tb, u64::try_from(end.saturating_sub(start)).unwrap_or(0))
    }
}

/// The length of one packet's decoded audio in track ticks, if it decodes on its own.
fn decoded_length_ticks(packet: &Packet, track: &AudioTrack, tb: TimeBase) -> Option<i64> {
    let rate = track.params.sample_rate.filter(|r| *r > 0)?;
    let mut decoder = symphonia::default::get_codecs()
        .make_audio_decoder(&track.params, &AudioDecoderOptions::default())
        .ok()?;
    let frames = decoder.decode(packet).ok()?.frames();
    if frames == 0 {
        return None;
    }
    let time = symphonia::core::units::Time::try_from_secs_f64(frames as f64 / f64::from(rate))?;
    let ticks = tb.calc_timestamp(time)?.get();
    // Never let one packet's measurement grow past what its container said it holds.
    let stated = i64::try_from(packet.dur.get()).unwrap_or(i64::MAX);
    Some(if stated > 0 { ticks.min(stated) } else { ticks })
}

struct Head {
    reached_end: bool,
    span: Span,
}

/// How a file is damaged, and the reader's own words about it when it gave any.
type Damage = (DamageCause, Option<String>);

/// Reads the first packets of the track and decodes a few. Errors say how the file is damaged.
fn read_head(reader: &mut dyn FormatReader, track: &AudioTrack) -> Result<Head, Damage> {
    let mut decoder = symphonia::default::get_codecs()
        .make_audio_decoder(&track.params, &AudioDecoderOptions::default())
        .ok(); // No decoder (e.g. Opus): the container's word is all we have, and the service decodes.
    let mut head = Head {
        reached_end: false,
        span: Span::default(),
    };
    let (mut decoded, mut failed) = (0usize, 0usize);
    while head.span.packets < HEAD_PACKETS && (decoded < DECODES_WANTED || decoder.is_none()) {
        let packet = match reader.next_packet() {
            Ok(Some(p)) => p,
            Ok(None) => {
                head.reached_end = true;
                break;
            }
            Err(SymError::ResetRequired) => continue,
            Err(e) if head.span.packets == 0 && !is_eof(&e) => {
                return Err((DamageCause::UnreadableAudio, Some(e.to_string())));
            }
            // The end, or damage past which nothing more can be read.
            Err(_) => {
                head.reached_end = true;
                break;
            }
        };
        if packet.track_id != track.id {
            continue;
        }
        head.span.add(&packet);
        if let Some(dec) = decoder.as_mut() {
            match dec.decode(&packet) {
                Ok(_) => decoded += 1,
                Err(_) => failed += 1,
            }
        }
    }
    if head.span.packets == 0 {
        return Err((DamageCause::NoAudioData, None));
    }
    if decoder.is_some() && decoded == 0 && failed > 0 {
        return Err((DamageCause::NothingDecoded, None));
    }
    Ok(head)
}

pub(crate) fn is_eof(e: &SymError) -> bool {
    matches!(e, SymError::IoError(io) if io.kind() == std::io::ErrorKind::UnexpectedEof)
}

/// True when a packet can be read just before the stated end, i.e. the file really is that long.
fn confirm_stated_end(
    reader: &mut dyn FormatReader,
    track: &AudioTrack,
    tb: TimeBase,
    stated_ms: u64,
) -> bool {
    // Look at the last quarter of a short file, the last two seconds of a long one.
    let target_ms = stated_ms.saturating_sub(VERIFY_BACKOFF_MS.min(stated_ms / 4));
    let Some(target) = ms_to_ticks(tb, target_ms) else {
        return false;
    };
    let Some(target_ts) = i64::try_from(target)
        .ok()
        .map(|t| t.saturating_add(track.start_ts.get()))
    else {
        return false;
    };
    if reader
        .seek(
            SeekMode::Coarse,
            SeekTo::Timestamp {
                ts: Timestamp::new(target_ts),
                track_id: track.id,
            },
        )
        .is_err()
    {
        return false;
    }
    // A coarse seek may land a little early; a few packets are enough to get past it.
    for _ in 0..HEAD_PACKETS {
        match reader.next_packet() {
            Ok(Some(p)) if p.track_id == track.id => {
                // Landing far before the target means the seek was clamped: the end is not there.
                let half = i64::try_from(target / 2).unwrap_or(i64::MAX);
                return p.pts.get().saturating_sub(track.start_ts.get()) >= half;
            }
            Ok(Some(_)) | Err(SymError::ResetRequired) => continue,
            Ok(None) | Err(_) => return false,
        }
    }
    false
}

/// The track's length from its packets' timestamps (the audio is not decoded, except the last
/// packet's frame count).
fn count_packets(reader: &mut dyn FormatReader, track: &AudioTrack, tb: TimeBase) -> Option<u64> {
    let mut span = Span::default();
    loop {
        match reader.next_packet() {
            Ok(Some(p)) if p.track_id == track.id => span.add(&p),
            Ok(Some(_)) | Err(SymError::ResetRequired) => {}
            // The end, or damage past which nothing more can be read: count what was there.
            Ok(None) | Err(_) => break,
        }
    }
    span.ms(track, tb)
}

fn ticks_to_ms(tb: TimeBase, ticks: u64) -> Option<u64> {
    let time = tb.calc_duration(Ticks::new(ticks))?;
    u64::try_from(time.as_millis()).ok()
}

fn ms_to_ticks(tb: TimeBase, ms: u64) -> Option<u64> {
    let time = symphonia::core::units::Time::try_from_secs_f64(ms as f64 / 1000.0)?;
    tb.calc_timestamp(time)
        .and_then(|ts| u64::try_from(ts.get()).ok())
}

/// Friendly container names; the file extension tells the members of one family apart.
fn container_name(short_name: &str, path: &Path) -> String {
    let ext = path
        .extension()
        .and_then(|e| e.to_str())
        .map(str::to_ascii_lowercase)
        .unwrap_or_default();
    match short_name {
        "wave" => "wav".to_owned(),
        "isomp4" => match ext.as_str() {
            "m4a" | "mov" | "m4v" | "3gp" | "m4b" => ext,
            _ => "mp4".to_owned(),
        },
        "matroska" | "mkv" => match ext.as_str() {
            "webm" | "mka" => ext,
            _ => "mkv".to_owned(),
        },
        other => other.to_owned(),
    }
}

fn codec_name(params: &AudioCodecParameters) -> String {
    if let Some(registered) = symphonia::default::get_codecs().get_audio_decoder(params.codec) {
        return registered.codec.info.short_name.to_owned();
    }
    use well_known::*;
    let name = match params.codec {
        CODEC_ID_OPUS => "opus",
        CODEC_ID_AC3 => "ac3",
        CODEC_ID_EAC3 => "eac3",
        CODEC_ID_DCA => "dts",
        CODEC_ID_SPEEX => "speex",
        CODEC_ID_MP2 => "mp2",
        CODEC_ID_MP1 => "mp1",
        _ => "unknown",
    };
    name.to_owned()
}
