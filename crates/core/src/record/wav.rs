//! The take's file: 24-bit PCM WAV, written as the samples come, with the header's sizes brought
//! up to date every second so that a crash loses at most the last second (and [`repair`] recovers
//! even that from the bytes on disk).

use std::fs::File;
use std::io::{BufWriter, Read, Seek, SeekFrom, Write};
use std::path::Path;
use std::time::{Duration, Instant};

use super::RecordError;

/// How often the header is brought up to date.
const FLUSH_EVERY: Duration = Duration::from_secs(1);
const FULL_SCALE: f32 = 8_388_607.0;

pub(super) struct TakeWriter {
    writer: hound::WavWriter<BufWriter<File>>,
    last_flush: Instant,
}

impl TakeWriter {
    pub(super) fn create(path: &Path, rate: u32, channels: u16) -> Result<TakeWriter, RecordError> {
        let spec = hound::WavSpec {
            channels,
            sample_rate: rate,
            bits_per_sample: 24,
            sample_format: hound::SampleFormat::Int,
        };
        let file = File::create_new(path)?;
        let writer = hound::WavWriter::new(BufWriter::new(file), spec).map_err(hound_error)?;
        Ok(TakeWriter {
            writer,
            last_flush: Instant::now(),
        })
    }

    /// Appends interleaved samples in [-1, 1] (beyond is clamped).
    pub(super) fn write(&mut self, samples: &[f32]) -> Result<(), RecordError> {
        for &s in samples {
            let value = (s.clamp(-1.0, 1.0) * FULL_SCALE).round() as i32;
            self.writer.write_sample(value).map_err(hound_error)?;
        }
        if self.last_flush.elapsed() >= FLUSH_EVERY {
            self.writer.flush().map_err(hound_error)?;
            self.last_flush = Instant::now();
        }
        Ok(())
    }

    pub(super) fn finish(self) -> Result<(), RecordError> {
        self.writer.finalize().map_err(hound_error)
    }
}

fn hound_error(e: hound::Error) -> RecordError {
    match e {
        hound::Error::IoError(e) => RecordError::Io(e),
        other => RecordError::Io(std::io::Error::other(other.to_string())),
    }
}

/// Makes the header of the WAV file at `path` tell the truth about its data: after a crash, the
/// header counts the samples of the last update while the file holds more. A partial frame at the
/// end is cut. Returns the data's length in bytes.
pub(super) fn repair(path: &Path) -> Result<u64, RecordError> {
    let not_a_take = |reason: &str| RecordError::NotATake {
        path: path.to_path_buf(),
        reason: reason.to_owned(),
    };
    let mut file = std::fs::OpenOptions::new().read(true).write(true).open(path)?;
    let len = file.metadata()?.len();
    let mut head = [0u8; 12];
    file.read_exact(&mut head)
        .map_err(|_| not_a_take("it is shorter than a WAV header"))?;
    if &head[0..4] != b"RIFF" || &head[8..12] != b"WAVE" {
        return Err(not_a_take("it is not a WAV file"));
    }
    let mut offset = 12u64;
    let mut block_align: Option<u64> = None;
    loop {
        let mut chunk = [0u8; 8];
        file.seek(SeekFrom::Start(offset))?;
        file.read_exact(&mut chunk)
            .map_err(|_| not_a_take("it has no data chunk"))?;
        let size = u64::from(u32::from_le_bytes([chunk[4], chunk[5], chunk[6], chunk[7]]));
        match &chunk[0..4] {
            b"fmt " => {
                let mut fmt = [0u8; 14];
                file.read_exact(&mut fmt)
                    .map_err(|_| not_a_take("its format chunk is cut"))?;
                block_align = Some(u64::from(u16::from_le_bytes([fmt[12], fmt[13]])));
            }
            b"data" => {
                let align = block_align
                    .filter(|a| *a > 0)
                    .ok_or_else(|| not_a_take("it has no format"))?;
                let start = offset + 8;
                let data = len.saturating_sub(start) / align * align;
                let data32 =
                    u32::try_from(data).map_err(|_| not_a_take("it is larger than a WAV file can be"))?;
                let riff = u32::try_from(start + data - 8).map_err(|_| not_a_take("it is too large"))?;
                file.set_len(start + data)?;
                file.seek(SeekFrom::Start(4))?;
                file.write_all(&riff.to_le_bytes())?;
                file.seek(SeekFrom::Start(offset + 4))?;
                file.write_all(&data32.to_le_bytes())?;
                file.sync_all()?;
                return Ok(data);
            }
            _ => {}
        }
        offset += 8 + size + (size & 1);
        if offset >= len {
            return Err(not_a_take("it has no data chunk"));
        }
    }
}
