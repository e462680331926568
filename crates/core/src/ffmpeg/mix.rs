//! A cover's mix: the dubbed vocal over the user's own instrumental, each at its level, the
//! instrumental moved into the song's key without changing its tempo, limited so that it never
//! clips, and written in the format the user publishes in, with its tags. All of it is local work,
//! free and repeatable from the stems kept with the job.
//!
//! The key change is ffmpeg's `rubberband` filter (a pitch shifter that keeps the length); an
//! ffmpeg built without it (the LGPL builds of Windows and macOS) mixes in the original key and
//! refuses a key change in words. The limiter is `alimiter` run at four times the sample rate, so
//! that the peaks between samples (true peaks) stay under [`TRUE_PEAK_CEILING_DB`] too.

use std::ffi::OsString;
use std::ops::RangeInclusive;
use std::path::Path;
use std::time::Duration;

use serde::{Deserialize, Serialize};

use super::input::{file_url, input as input_args, writing};
use super::upload::{output_bound, pcm_bytes};
use super::{MediaError, MediaTool};

/// The levels a stem may be set to, in dB.
pub const GAIN_RANGE_DB: RangeInclusive<f64> = -24.0..=12.0;
/// How far the song's key may move, in semitones.
pub const KEY_RANGE: RangeInclusive<i32> = -12..=12;
/// The mix's true peaks stay at or below this, in dBTP.
pub const TRUE_PEAK_CEILING_DB: f64 = -1.0;
/// The loudness a mix may be normalised to, in LUFS.
pub const LOUDNESS_RANGE: RangeInclusive<f64> = -36.0..=-6.0;
/// The limiter's own ceiling: a little under the true-peak ceiling, for what the return from four
/// times the rate to the output rate can add between samples.
const LIMIT_DB: f64 = -1.2;
/// The rate a mix is made and written at (Opus's own, and any song's transparently).
const MIX_RATE: u32 = 48_000;
/// How long a mix may take (a pitch shift of a long song is the slow part).
const MIX_LIMIT: Duration = Duration::from_secs(20 * 60);

/// The file formats a mix is written in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, specta::Type)]
#[serde(rename_all = "lowercase")]
pub enum AudioFormat {
    /// WAV, 16-bit.
    Wav,
    /// WAV, 24-bit.
    Wav24,
    /// FLAC, 24-bit, lossless.
    Flac,
    /// MP3 at 320 kb/s.
    Mp3,
    /// AAC at 256 kb/s in an M4A file.
    M4a,
    /// Opus at 192 kb/s in an Ogg file.
    Opus,
}

impl AudioFormat {
    pub const ALL: [AudioFormat; 6] = [
        AudioFormat::Wav,
        AudioFormat::Wav24,
        AudioFormat::Flac,
        AudioFormat::Mp3,
        AudioFormat::M4a,
        AudioFormat::Opus,
    ];

    /// The word the ledger and the command line use.
    pub fn as_str(self) -> &'static str {
        match self {
            AudioFormat::Wav => "wav",
            AudioFormat::Wav24 => "wav24",
            AudioFormat::Flac => "flac",
            AudioFormat::Mp3 => "mp3",
            AudioFormat::M4a => "m4a",
            AudioFormat::Opus => "opus",
        }
    }

    /// The format a word names ([`Self::as_str`]).
    pub fn parse(word: &str) -> Option<AudioFormat> {
        AudioFormat::ALL.into_iter().find(|f| f.as_str() == word)
    }

    /// The file name's extension.
    pub fn extension(self) -> &'static str {
        match self {
            AudioFormat::Wav | AudioFormat::Wav24 => "wav",
            AudioFormat::Flac => "flac",
            AudioFormat::Mp3 => "mp3",
            AudioFormat::M4a => "m4a",
            AudioFormat::Opus => "opus",
        }
    }

    /// ffmpeg's muxer and encoding.
    fn encoding(self) -> (&'static str, &'static [&'static str]) {
        match self {
            AudioFormat::Wav => ("wav", &["-c:a", "pcm_s16le"]),
            AudioFormat::Wav24 => ("wav", &["-c:a", "pcm_s24le"]),
            AudioFormat::Flac => (
                "flac",
                &["-c:a", "flac", "-sample_fmt", "s32", "-bits_per_raw_sample", "24"],
            ),
            AudioFormat::Mp3 => (
                "mp3",
                &["-c:a", "libmp3lame", "-b:a", "320k", "-id3v2_version", "3"],
            ),
            AudioFormat::M4a => (
                "ipod",
                &["-c:a", "aac", "-b:a", "256k", "-movflags", "+faststart"],
            ),
            AudioFormat::Opus => ("ogg", &["-c:a", "libopus", "-b:a", "192k"]),
        }
    }
}

/// Why a mix was not made.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[non_exhaustive]
pub enum MixError {
    /// This ffmpeg has no pitch shifter (its `rubberband` filter): the key cannot move.
    #[error("this ffmpeg has no rubberband filter to move the song's key with")]
    NoPitchShifter,
    /// A setting out of its range: `setting` is `key` (semitones, [`KEY_RANGE`]), `vocal_gain`
    /// or `instrumental_gain` (dB, [`GAIN_RANGE_DB`]).
    #[error("the mix's {setting} of {value} is out of range")]
    OutOfRange { setting: &'static str, value: f64 },
    #[error(transparent)]
    Media(#[from] MediaError),
}

/// What to mix: a cover (the vocal over its instrumental), or a dub alone, made into the format
/// and loudness the user publishes in.
#[derive(Debug, Clone, PartialEq)]
pub struct Mix<'a> {
    /// The dubbed vocal (already in the song's key: the service shifted it), or the dub.
    pub vocal: &'a Path,
    pub instrumental: Option<&'a Path>,
    /// Semitones the instrumental moves, in [`KEY_RANGE`].
    pub key: i32,
    /// Levels in dB, in [`GAIN_RANGE_DB`].
    pub vocal_gain_db: f64,
    pub instrumental_gain_db: f64,
    pub format: AudioFormat,
    /// The integrated loudness to normalise to, in LUFS (`None`: the levels as they are).
    pub loudness: Option<f64>,
    /// The file's title and artist tags (the song, and the voice).
    pub title: Option<&'a str>,
    pub artist: Option<&'a str>,
}

impl MediaTool {
    /// Writes `mix` to `part` (removed first, never written through; the caller moves it into
    /// place). Both stems are probed first: only self-contained audio files are read. The mix
    /// lasts as long as the longer stem.
    pub async fn mix(&self, mix: &Mix<'_>, part: &Path) -> Result<(), MixError> {
        if !KEY_RANGE.contains(&mix.key) {
            return Err(MixError::OutOfRange {
                setting: "key",
                value: f64::from(mix.key),
            });
        }
        for (setting, value) in [
            ("vocal_gain", mix.vocal_gain_db),
            ("instrumental_gain", mix.instrumental_gain_db),
        ] {
            if !GAIN_RANGE_DB.contains(&value) {
                return Err(MixError::OutOfRange { setting, value });
            }
        }
        if let Some(lufs) = mix.loudness
            && !LOUDNESS_RANGE.contains(&lufs)
        {
            return Err(MixError::OutOfRange {
                setting: "loudness",
                value: lufs,
            });
        }
        if mix.key != 0 && mix.instrumental.is_some() && !self.can_change_key().await {
            return Err(MixError::NoPitchShifter);
        }
        let mut args = writing();
        let mut longest = 0.0f64;
        for path in std::iter::once(mix.vocal).chain(mix.instrumental) {
            let info = self.info(path).await?;
            if info.audio.is_none() {
                return Err(MediaError::NoAudio {
                    path: path.to_path_buf(),
                }
                .into());
            }
            longest = longest.max(info.duration_ms as f64);
            args.extend(input_args(info.demuxer, path));
        }
        args.extend([
            "-filter_complex".into(),
            mix.filter_graph().into(),
            "-map".into(),
            "[mix]".into(),
            "-map_metadata".into(),
            "-1".into(),
        ]);
        for (tag, value) in [("title", mix.title), ("artist", mix.artist)] {
            if let Some(value) = value {
                args.extend(["-metadata".into(), format!("{tag}={value}").into()]);
            }
        }
        let (muxer, encoding) = mix.format.encoding();
        args.extend(encoding.iter().map(OsString::from));
        args.extend(["-f".into(), muxer.into(), file_url(part)]);
        let bound = output_bound(pcm_bytes(longest, Some(MIX_RATE), Some(2)));
        Ok(self.write(mix.vocal, args, part, bound, MIX_LIMIT).await?)
    }

    /// Whether this ffmpeg has the filter `name`.
    pub(super) async fn has_filter(&self, name: &str) -> bool {
        let asked = tokio::process::Command::new(&self.ffmpeg)
            .args(["-hide_banner", "-loglevel", "error", "-h"])
            .arg(format!("filter={name}"))
            .stdin(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .kill_on_drop(true)
            .output();
        match tokio::time::timeout(Duration::from_secs(10), asked).await {
            Ok(Ok(out)) => {
                out.status.success()
                    && String::from_utf8_lossy(&out.stdout).contains(&format!("Filter {name}"))
            }
            _ => false,
        }
    }
}

impl Mix<'_> {
    /// The mix as ffmpeg's `-filter_complex` (the vocal is input 0, the instrumental input 1, the
    /// result `[mix]`): each stem to stereo at the mix's rate and its level (the instrumental
    /// moved into the key first), summed without normalising, brought to the loudness asked for
    /// (ffmpeg's one-pass `loudnorm`), then limited at four times the rate.
    pub fn filter_graph(&self) -> String {
        let stem = format!("aresample={MIX_RATE},aformat=sample_fmts=fltp:channel_layouts=stereo");
        let vocal = format!("[0:a]{stem},volume={:.3}dB", self.vocal_gain_db);
        let sum = match self.instrumental {
            Some(_) => {
                let key = if self.key == 0 {
                    String::new()
                } else {
                    let ratio = 2f64.powf(f64::from(self.key) / 12.0);
                    format!(",rubberband=pitch={ratio:.6}:pitchq=quality")
                };
                format!(
                    "{vocal}[vocal];[1:a]{stem}{key},volume={:.3}dB[instrumental];\
                     [vocal][instrumental]amix=inputs=2:duration=longest:normalize=0,",
                    self.instrumental_gain_db
                )
            }
            None => format!("{vocal},"),
        };
        let loudness = match self.loudness {
            Some(lufs) => {
                format!("loudnorm=I={lufs:.1}:TP={TRUE_PEAK_CEILING_DB:.1}:LRA=11,aresample={MIX_RATE},")
            }
            None => String::new(),
        };
        let limit = 10f64.powf(LIMIT_DB / 20.0);
        let oversampled = MIX_RATE * 4;
        format!(
            "{sum}{loudness}aresample={oversampled},\
             alimiter=limit={limit:.6}:level=0:latency=1:attack=2:release=50,aresample={MIX_RATE}[mix]"
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_graph_moves_only_the_instrumental_and_limits_the_sum() {
        let mix = Mix {
            vocal: Path::new("v.wav"),
            instrumental: Some(Path::new("i.wav")),
            key: 2,
            vocal_gain_db: 0.0,
            instrumental_gain_db: -6.0,
            format: AudioFormat::Flac,
            loudness: None,
            title: None,
            artist: None,
        };
        let g = mix.filter_graph();
        let (vocal, rest) = g.split_once("[vocal];").unwrap();
        assert!(!vocal.contains("rubberband"), "{g}");
        assert!(rest.contains("rubberband=pitch=1.122462"), "{g}");
        assert!(rest.contains("volume=-6.000dB[instrumental]"), "{g}");
        assert!(g.ends_with("aresample=48000[mix]"), "{g}");
        assert!(
            !Mix {
                key: 0,
                ..mix.clone()
            }
            .filter_graph()
            .contains("rubberband")
        );
        let alone = Mix {
            instrumental: None,
            loudness: Some(-14.0),
            ..mix
        }
        .filter_graph();
        assert!(!alone.contains("[1:a]") && !alone.contains("amix"), "{alone}");
        assert!(alone.contains("loudnorm=I=-14.0:TP=-1.0"), "{alone}");
    }

    #[test]
    fn a_format_is_written_as_its_word() {
        for format in AudioFormat::ALL {
            let json = serde_json::to_string(&format).unwrap();
            assert_eq!(json, format!("\"{}\"", format.as_str()));
            assert_eq!(AudioFormat::parse(format.as_str()), Some(format));
        }
    }

    #[test]
    fn every_format_has_its_own_extension_and_encoder() {
        for format in AudioFormat::ALL {
            let (muxer, encoding) = format.encoding();
            assert!(!muxer.is_empty() && encoding.starts_with(&["-c:a"]), "{format:?}");
        }
        assert_eq!(AudioFormat::Opus.extension(), "opus");
        assert_eq!(AudioFormat::Wav24.extension(), "wav");
    }
}
