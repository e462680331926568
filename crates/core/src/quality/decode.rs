//! A recording decoded for its quality report: the whole file as one mono signal at its own rate,
//! with what only the original channels can tell (clipped samples, channels).

use std::path::Path;

use crate::codes::DamageCause;
use crate::decode::ProbeError;
use crate::decode::inspect::decode_all;

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

/// Decodes `path` whole (see [`decode_all`]).
pub fn decode(path: &Path) -> Result<Recording, ProbeError> {
    let mut recording = Recording {
        mono: Vec::new(),
        rate: 0,
        channels: 0,
        clipped: 0,
        samples: 0,
    };
    let mut interleaved: Vec<f32> = Vec::new();
    let decoded = decode_all(path, |buffer| {
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
    })?;
    recording.rate = decoded.rate.unwrap_or(0);
    if recording.mono.is_empty() || recording.rate == 0 {
        let cause = if decoded.decoder {
            DamageCause::NothingDecoded
        } else {
            DamageCause::NoDecoder
        };
        return Err(ProbeError::Damaged {
            path: path.to_path_buf(),
            cause,
            container: Some(decoded.container),
            detail: None,
        });
    }
    Ok(recording)
}
