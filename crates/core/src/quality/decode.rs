//! A recording decoded for its quality report: the whole file as one mono signal at its own rate,
//! with what only the original channels can tell (clipped samples, channels).

use std::path::Path;

use symphonia::core::codecs::audio::AudioDecoderOptions;
use symphonia::core::errors::Error as SymError;

use crate::probe::ProbeError;
use crate::probe::inspect::{find_audio_track, is_eof, open_reader};

/// A sample this close to full scale is counted as clipped.
pub const CLIP_LEVEL: f32 = 0.999;

/// The decoded recording.
#[derive(Debug, Clone, PartialEq)]
pub struct Recording {
    /// The channels averaged, at `rate`.
    pub mono: Vec<f32>,
    pub rate: u32,
    pub channels: u16,
    /// Samples (of every channel) at or beyond [`CLIP_LEVEL`].
    pub clipped: u64,
    /// Samples of every channel.
    pub samples: u64,
}

/// Decodes `path` whole. A packet that does not decode is skipped, as a player would; damage after
/// the start ends the recording there.
pub fn decode(path: &Path) -> Result<Recording, ProbeError> {
    let mut reader = open_reader(path)?;
    let container = reader.format_info().short_name.to_owned();
    let track = find_audio_track(reader.as_ref()).ok_or_else(|| ProbeError::NoAudioTrack {
        path: path.to_path_buf(),
        container: container.clone(),
    })?;
    let mut decoder = symphonia::default::get_codecs()
        .make_audio_decoder(&track.params, &AudioDecoderOptions::default())
        .map_err(|e| ProbeError::Damaged {
            path: path.to_path_buf(),
            container: container.clone(),
            detail: format!("its audio has no decoder here: {e}"),
        })?;
    let mut recording = Recording {
        mono: Vec::new(),
        rate: track.params.sample_rate.unwrap_or(0),
        channels: 0,
        clipped: 0,
        samples: 0,
    };
    let mut interleaved: Vec<f32> = Vec::new();
    loop {
        let packet = match reader.next_packet() {
            Ok(Some(p)) => p,
            Ok(None) => break,
            Err(SymError::ResetRequired) => continue,
            Err(e) if is_eof(&e) => break,
            Err(_) if !recording.mono.is_empty() => break,
            Err(e) => {
                return Err(ProbeError::Damaged {
                    path: path.to_path_buf(),
                    container,
                    detail: format!("its audio cannot be read: {e}"),
                });
            }
        };
        if packet.track_id != track.id {
            continue;
        }
        let Ok(buffer) = decoder.decode(&packet) else {
            continue;
        };
        if recording.rate == 0 {
            recording.rate = buffer.spec().rate();
        }
        let channels = buffer.spec().channels().count().max(1);
        recording.channels = recording
            .channels
            .max(u16::try_from(channels).unwrap_or(u16::MAX));
        interleaved.clear();
        buffer.copy_to_vec_interleaved(&mut interleaved);
        recording.samples += interleaved.len() as u64;
        recording.clipped += interleaved.iter().filter(|s| s.abs() >= CLIP_LEVEL).count() as u64;
        #[allow(clippy::cast_precision_loss)]
        let scale = 1.0 / channels as f32;
        recording.mono.extend(
            interleaved
                .chunks(channels)
                .map(|frame| frame.iter().sum::<f32>() * scale),
        );
    }
    if recording.mono.is_empty() || recording.rate == 0 {
        return Err(ProbeError::Damaged {
            path: path.to_path_buf(),
            container,
            detail: "no audio could be decoded from it".to_owned(),
        });
    }
    Ok(recording)
}
