//! The command line's grammar (clap): global options, subcommands, and the documented exit codes.

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand};
use dubdeck_api::{Genre, Language, Style};
use dubdeck_core::ffmpeg::AudioFormat;
use dubdeck_core::pitch::VoiceRange;

use crate::words::say;

/// The documented exit codes and environment variables, after the help.
fn exit_codes() -> String {
    say!("help-exit-codes")
}

/// Dubdeck on the command line: dub files and links into a voice, train voices, browse the public
/// voices. Jobs live in the same library as the desktop app and survive crashes: `resume` goes on
/// where a run stopped, and nothing is paid twice.
#[derive(Debug, Parser)]
#[command(name = "dubdeck-cli", version, after_help = exit_codes())]
pub struct Cli {
    /// Print one JSON object per line (events, then a final summary) instead of text.
    #[arg(long, global = true)]
    pub json: bool,

    /// The service address (default: the `base_url` setting, else the public service).
    #[arg(long, global = true, env = "DUBDECK_BASE_URL", value_name = "URL")]
    pub base_url: Option<String>,

    /// Where the library and caches live (default: the platform's data folder).
    #[arg(long, global = true, env = "DUBDECK_DATA_DIR", value_name = "DIR")]
    pub data_dir: Option<PathBuf>,

    #[command(subcommand)]
    pub command: Command,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Store the API key in the system keychain (read from stdin, or asked for without echo) after
    /// checking it with the service; prints the balance.
    Login {
        /// Instead: let the stored key go to the service's address now, a host other than the one
        /// it was checked with (until then it is sent nowhere).
        #[arg(long)]
        confirm_host: bool,
    },
    /// Remove the API key from the system keychain.
    Logout,
    /// Show the account's credit balance.
    Me,
    /// Check what Dubdeck needs from this machine (ffmpeg, the player's plugins, microphones, the
    /// keychain, the data folder, the service) and say what to do about each problem. Exits 1
    /// when a check found a problem. No secret is printed: paste it into a problem report.
    Doctor {
        /// The free space the data folder should have, in megabytes.
        #[arg(long, value_name = "MB", default_value_t = 1000)]
        min_free_mb: u64,
    },
    /// List public voices.
    Voices(VoicesArgs),
    /// Dub files, folders or links into a voice and wait until they are done. A folder is dubbed
    /// as one batch: its media files in name order (with --recursive, its subfolders' too), the
    /// plan (files, length, estimated credits) said before anything is spent.
    Dub(DubArgs),
    /// Watch a folder and dub each media file that lands in it, once it is whole, never twice (a
    /// renamed or copied file is not paid again); files that arrived while nothing watched are
    /// dubbed at the start. Runs until Ctrl-C or SIGTERM; a dub under way is left to resume.
    Watch(WatchArgs),
    /// The monthly budget: what Dubdeck may spend in a calendar month on what it approves by
    /// itself (the approval limit, --approve-up-to, watch folders). Past it, dubs wait for
    /// `dubdeck-cli approve`.
    Budget {
        #[command(subcommand)]
        action: BudgetAction,
    },
    /// Where the credits went, from this library: per day, week, month, voice or kind.
    Spend(SpendArgs),
    /// Train a custom voice from 1 to 5 recordings and wait until it is done.
    Train(TrainArgs),
    /// Check training recordings before paying: for each file its voice, loudness, clipping,
    /// noise, silences and sample rate, what to fix, and a verdict (good, usable, poor); then the
    /// set, with the minutes worth paying for. Nothing is sent.
    CheckTraining {
        /// Audio or video files.
        #[arg(required = true, value_name = "FILE")]
        files: Vec<PathBuf>,
    },
    /// Record a training take from a microphone into the library's takes folder (the takes the
    /// app's training wizard shows), then print its quality report as check-training does.
    /// Stops at Ctrl-C, after --seconds, or at 30 minutes, the longest a take can be.
    Record {
        /// The input device, by its name or id (see --list-devices); the system's default input
        /// when not given.
        #[arg(long, value_name = "NAME")]
        device: Option<String>,
        /// Stop after this many seconds (1 to 1800).
        #[arg(long, value_name = "N")]
        seconds: Option<u32>,
        /// List the input devices Dubdeck records from, and record nothing.
        #[arg(long, conflicts_with_all = ["device", "seconds"])]
        list_devices: bool,
    },
    /// Say where a voice sits, for `dub --pitch auto`: low, middle or high, or its pitch in Hz
    /// (`clear` forgets it). Your own voices are measured from their training recordings.
    VoiceRange {
        /// The voice's id, or the first characters of it.
        voice: String,
        /// low, middle, high, a pitch in Hz (110), or clear.
        #[arg(value_parser = parse_range)]
        range: RangeArg,
    },
    /// List every job in the library.
    Jobs,
    /// Show one job (its id, or the first characters of it).
    Job { id: String },
    /// Approve the cost of a job waiting for approval, then wait until it is done.
    Approve { id: String },
    /// Try a failed job again (or one waiting for credits, after buying some), then wait.
    Retry {
        id: String,
        /// A new folder for the finished dub (when the old one cannot be written).
        #[arg(long, value_name = "DIR")]
        out: Option<PathBuf>,
    },
    /// Discard a job: nothing more is sent or paid for it.
    Discard { id: String },
    /// Continue every unfinished job (after a crash, a closed lid, or a stopped run) and wait.
    Resume,
    /// Remove a finished job (done, failed or discarded) from the library; its file stays.
    Remove {
        id: String,
        /// Delete the finished dub's file too.
        #[arg(long)]
        delete_file: bool,
    },
    /// Mix a done cover again at other levels or in another format (free: nothing is sent), or
    /// pair a done dub with an instrumental and mix it. The earlier mix is kept.
    Mix {
        id: String,
        /// Pair a done dub that has no instrumental with this one.
        #[arg(long, value_name = "FILE")]
        instrumental: Option<PathBuf>,
        #[command(flatten)]
        mix: MixArgs,
    },
    /// Dub the input of an earlier dub again with another voice, then wait.
    DubAgain {
        id: String,
        /// The voice for the new dub (an id, or the first characters of one this library knows);
        /// default: the earlier dub's.
        #[arg(long, value_name = "ID")]
        voice: Option<String>,
        /// Dub the whole input of an audition (otherwise a new audition of the same 30 seconds).
        #[arg(long)]
        whole: bool,
        /// Pitch shift in semitones (default: the earlier dub's).
        #[arg(long, allow_negative_numbers = true)]
        pitch: Option<i32>,
        /// Start generation without asking when it costs at most N credits.
        #[arg(long, value_name = "N")]
        approve_up_to: Option<u32>,
    },
}

/// What `budget` does.
#[derive(Debug, Subcommand)]
pub enum BudgetAction {
    /// Set the monthly budget, in credits.
    Set {
        #[arg(value_parser = clap::value_parser!(u32).range(1..))]
        credits: u32,
    },
    /// Remove the monthly budget.
    Clear,
    /// Show the budget, this month's spend and what is left.
    Show,
}

/// How `spend` groups the credits.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum SpendGrouping {
    Day,
    Week,
    Month,
    Voice,
    Kind,
}

#[derive(Debug, Args)]
pub struct SpendArgs {
    /// How the credits are grouped.
    #[arg(long, value_enum, default_value_t = SpendGrouping::Month)]
    pub by: SpendGrouping,
    /// Only what was charged from this day on (YYYY-MM-DD, local time).
    #[arg(long, value_name = "YYYY-MM-DD", value_parser = parse_date)]
    pub since: Option<jiff::civil::Date>,
    /// Print CSV instead of a table (or of JSON).
    #[arg(long)]
    pub csv: bool,
}

pub fn parse_date(text: &str) -> Result<jiff::civil::Date, String> {
    text.trim()
        .parse::<jiff::civil::Date>()
        .map_err(|_| say!("usage-not-a-date", quoted = &format!("{text:?}")))
}

#[derive(Debug, Args)]
pub struct WatchArgs {
    /// The folder to watch (its subfolders too).
    #[arg(value_name = "DIR")]
    pub dir: PathBuf,
    /// The voice's id, or the first characters of the id of a voice this library knows.
    #[arg(long, value_name = "ID")]
    pub voice: String,
    /// Pitch shift in semitones, -24 to 24.
    #[arg(long, default_value = "0", allow_negative_numbers = true, value_parser = clap::value_parser!(i32).range(-24..=24))]
    pub pitch: i32,
    /// The files are already isolated vocals.
    #[arg(long)]
    pub no_separate: bool,
    /// Folder for the finished dubs (default: the `output_dir` setting, else a "Dubbed" folder
    /// inside the watched one, which the watch leaves out).
    #[arg(long, value_name = "DIR")]
    pub out: Option<PathBuf>,
    /// Dubs costing at most N credits start without asking, within the monthly budget (default:
    /// the `auto_approve_up_to` setting); dearer ones wait for `dubdeck-cli approve`.
    #[arg(long, value_name = "N")]
    pub approve_up_to: Option<u32>,
    /// A video also comes back as a video (auto), or as audio only (off).
    #[arg(long, value_enum, default_value_t = VideoMode::Auto)]
    pub video: VideoMode,
    /// The finished files' format.
    #[arg(long, value_name = "FORMAT", value_parser = parse_format)]
    pub format: Option<AudioFormat>,
    /// The finished files' loudness, -36 to -6 LUFS, or `off`.
    #[arg(long, value_name = "LUFS", allow_negative_numbers = true, value_parser = parse_loudness)]
    pub loudness: Option<LoudnessArg>,
}

#[derive(Debug, Args)]
pub struct VoicesArgs {
    /// Only these genres (repeatable; several widen the list).
    #[arg(long, value_parser = parse_genre)]
    pub genre: Vec<Genre>,
    /// Only these languages (repeatable).
    #[arg(long, value_parser = parse_language)]
    pub language: Vec<Language>,
    /// Only these styles (repeatable).
    #[arg(long, value_parser = parse_style)]
    pub style: Vec<Style>,
    /// Names containing this text (1 to 50 characters).
    #[arg(long)]
    pub search: Option<String>,
    /// Voices per page (8 to 50).
    #[arg(long)]
    pub limit: Option<u32>,
    /// Continue from this page cursor (printed after a page).
    #[arg(long)]
    pub cursor: Option<String>,
    /// Every page, not just one.
    #[arg(long)]
    pub all: bool,
    /// The account's own voices, trained with Dubdeck (from this library), instead of public ones.
    #[arg(long, conflicts_with_all = ["genre", "language", "style", "search", "limit", "cursor", "all"])]
    pub mine: bool,
}

#[derive(Debug, Args)]
pub struct DubArgs {
    /// Audio or video files, folders of them, or one or more http(s) links.
    #[arg(required = true, value_name = "FILE|DIR|URL")]
    pub inputs: Vec<String>,
    /// Dub the media of a folder's subfolders too.
    #[arg(long, short = 'r')]
    pub recursive: bool,
    /// The voice's id (see `voices` and `voices --mine`), or the first characters of the id of a
    /// voice this library knows. Up to four with `--audition`: the same excerpt is auditioned
    /// with each, and the auditions of one file are compared as one.
    #[arg(long, value_name = "ID", required = true)]
    pub voice: Vec<String>,
    /// Pitch shift in semitones, -24 to 24 (12 is one octave), or `auto`: the whole octaves that
    /// bring each file's vocal into the voice's range (printed, with why, before anything is
    /// spent; see `voice-range` for a public voice).
    #[arg(long, default_value = "0", allow_negative_numbers = true, value_parser = parse_pitch)]
    pub pitch: PitchArg,
    /// The input is already isolated vocals: do not separate them from a backing track.
    #[arg(long)]
    pub no_separate: bool,
    /// Folder for the finished dubs (default: the `output_dir` setting, else the current folder).
    #[arg(long, value_name = "DIR")]
    pub out: Option<PathBuf>,
    /// Start generation without asking when it costs at most N credits (default: the
    /// `auto_approve_up_to` setting).
    #[arg(long, value_name = "N")]
    pub approve_up_to: Option<u32>,
    /// Dub 30 seconds of each file first, from its loudest part, at the minimum charge (10
    /// credits); `dub-again JOB --whole` then dubs the whole file. Needs ffmpeg; not for links.
    #[arg(long)]
    pub audition: bool,
    /// Dub 30 seconds first, from this time (MM:SS, H:MM:SS or seconds).
    #[arg(long, value_name = "MM:SS", value_parser = parse_time)]
    pub audition_at: Option<u64>,
    /// A video also comes back as a video, with the dub as its sound (auto), or as audio only
    /// (off). Needs ffmpeg.
    #[arg(long, value_enum, default_value_t = VideoMode::Auto)]
    pub video: VideoMode,
    /// A cover: the one input is a vocal stem, and this its instrumental. The vocal is sent
    /// unseparated; the dub comes back mixed with the instrumental (on this computer, with
    /// ffmpeg), beside the dubbed vocal.
    #[arg(long, value_name = "FILE")]
    pub instrumental: Option<PathBuf>,
    #[command(flatten)]
    pub mix: MixArgs,
}

/// A cover's key, levels, and how finished files are made.
#[derive(Debug, Clone, Args)]
pub struct MixArgs {
    /// Move the whole song by K semitones, -12 to 12: the vocal through the service (added to
    /// --pitch), the instrumental here, keeping its tempo (needs ffmpeg's rubberband filter).
    #[arg(
        long,
        value_name = "K",
        allow_negative_numbers = true,
        requires = "instrumental"
    )]
    pub key: Option<i32>,
    /// The dubbed vocal's level in the mix, -24 to +12 dB.
    #[arg(long, value_name = "DB", allow_negative_numbers = true)]
    pub vocal_gain: Option<f64>,
    /// The instrumental's level in the mix, -24 to +12 dB.
    #[arg(long, value_name = "DB", allow_negative_numbers = true)]
    pub instrumental_gain: Option<f64>,
    /// The finished file's format (default: the `output_format` setting, else as the service
    /// returns it; a mix is then a 16-bit WAV).
    #[arg(long, value_name = "FORMAT", value_parser = parse_format)]
    pub format: Option<AudioFormat>,
    /// Bring the finished file to this integrated loudness, -36 to -6 LUFS (-14 for streaming),
    /// or `off` (default: the `loudness` setting).
    #[arg(long, value_name = "LUFS", allow_negative_numbers = true, value_parser = parse_loudness)]
    pub loudness: Option<LoudnessArg>,
}

/// A loudness to bring a file to, or none.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct LoudnessArg(pub Option<f64>);

pub fn parse_loudness(text: &str) -> Result<LoudnessArg, String> {
    let text = text.trim();
    if text.eq_ignore_ascii_case("off") {
        return Ok(LoudnessArg(None));
    }
    match text.trim_end_matches("LUFS").trim().parse::<f64>() {
        Ok(lufs) if dubdeck_core::ffmpeg::LOUDNESS_RANGE.contains(&lufs) => Ok(LoudnessArg(Some(lufs))),
        _ => Err(say!("usage-not-a-loudness", quoted = &format!("{text:?}"))),
    }
}

/// wav, wav24, flac, mp3, m4a or opus.
pub fn parse_format(text: &str) -> Result<AudioFormat, String> {
    AudioFormat::parse(&text.trim().to_ascii_lowercase())
        .ok_or_else(|| say!("usage-not-a-format", quoted = &format!("{text:?}")))
}

/// A dub's pitch shift: semitones, or proposed from the vocal and the voice.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PitchArg {
    Semitones(i32),
    Auto,
}

/// `auto`, or a whole number of semitones from -24 to 24.
pub fn parse_pitch(text: &str) -> Result<PitchArg, String> {
    let text = text.trim();
    if text.eq_ignore_ascii_case("auto") {
        return Ok(PitchArg::Auto);
    }
    match text.parse::<i32>() {
        Ok(n) if dubdeck_core::pitch::SHIFT_RANGE.contains(&n) => Ok(PitchArg::Semitones(n)),
        _ => Err(say!("usage-not-a-pitch", quoted = &format!("{text:?}"))),
    }
}

/// Where a voice sits, as `voice-range` takes it (`None`: forget it).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct RangeArg(pub Option<VoiceRange>);

pub fn parse_range(text: &str) -> Result<RangeArg, String> {
    let text = text.trim().to_ascii_lowercase();
    Ok(RangeArg(Some(match text.as_str() {
        "clear" => return Ok(RangeArg(None)),
        "low" => VoiceRange::Low,
        "middle" => VoiceRange::Middle,
        "high" => VoiceRange::High,
        other => match other.trim_end_matches("hz").trim().parse::<f64>() {
            Ok(hz) if (20.0..=2_000.0).contains(&hz) => VoiceRange::Hz { hz },
            _ => return Err(say!("usage-not-a-range", quoted = &format!("{text:?}"))),
        },
    })))
}

/// Whether a dubbed video also comes back as a video.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum VideoMode {
    /// When the input is a video: the dub's audio, and a copy of the video with the dub as its sound.
    Auto,
    /// The dub's audio only.
    Off,
}

/// `1:05` (minutes and seconds), `1:02:03`, or `65` (seconds; fractions allowed), in milliseconds.
pub fn parse_time(text: &str) -> Result<u64, String> {
    let bad = || say!("usage-not-a-time", quoted = &format!("{text:?}"));
    let parts: Vec<&str> = text.trim().split(':').collect();
    if parts.is_empty() || parts.len() > 3 {
        return Err(bad());
    }
    let (seconds, whole) = parts.split_last().ok_or_else(bad)?;
    let seconds: f64 = seconds.parse().map_err(|_| bad())?;
    if !seconds.is_finite() || seconds < 0.0 || (!whole.is_empty() && seconds >= 60.0) {
        return Err(bad());
    }
    let mut total_ms = (seconds * 1000.0).round() as u64;
    for (unit, part) in [60_000u64, 3_600_000].iter().zip(whole.iter().rev()) {
        let value: u64 = part.parse().map_err(|_| bad())?;
        if *unit == 60_000 && whole.len() == 2 && value >= 60 {
            return Err(bad());
        }
        total_ms = value
            .checked_mul(*unit)
            .and_then(|ms| ms.checked_add(total_ms))
            .ok_or_else(bad)?;
    }
    Ok(total_ms)
}

#[derive(Debug, Args)]
pub struct TrainArgs {
    /// The voice's name (1 to 50 characters).
    #[arg(long)]
    pub name: String,
    /// Most minutes of audio used for training, 5 to 60; the price is 10 credits per minute.
    #[arg(long)]
    pub max_minutes: u32,
    /// The recordings are already isolated vocals.
    #[arg(long)]
    pub no_separate: bool,
    /// Start training without asking when it costs at most N credits. Without it, a terminal asks;
    /// a script's training waits for `dubdeck-cli approve` (exit code 3).
    #[arg(long, value_name = "N")]
    pub approve_up_to: Option<u32>,
    /// 1 to 5 recordings.
    #[arg(required = true, value_name = "FILE")]
    pub files: Vec<PathBuf>,
}

fn known<T: std::str::FromStr<Err = std::convert::Infallible>>(
    value: &str,
    is_known: impl Fn(&T) -> bool,
    all: &[&str],
) -> Result<T, String> {
    let parsed: T = match value.parse() {
        Ok(v) => v,
        Err(never) => match never {},
    };
    if is_known(&parsed) {
        Ok(parsed)
    } else {
        Err(say!(
            "usage-unknown-value",
            quoted = &format!("{value:?}"),
            choices = &all.join(", ")
        ))
    }
}

fn parse_genre(value: &str) -> Result<Genre, String> {
    let all: Vec<&str> = Genre::KNOWN.iter().map(Genre::as_str).collect();
    known(value, Genre::is_known, &all)
}

fn parse_language(value: &str) -> Result<Language, String> {
    let all: Vec<&str> = Language::KNOWN.iter().map(Language::as_str).collect();
    known(value, Language::is_known, &all)
}

fn parse_style(value: &str) -> Result<Style, String> {
    let all: Vec<&str> = Style::KNOWN.iter().map(Style::as_str).collect();
    known(value, Style::is_known, &all)
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    #[test]
    fn the_grammar_is_consistent_and_documents_exit_codes() {
        Cli::command().debug_assert();
        let help = Cli::command().render_long_help().to_string();
        for code in [
            "0  all done",
            "3  a job waits",
            "4  API key problem",
            "5  the service could not",
        ] {
            assert!(help.contains(code), "{help}");
        }
    }

    #[test]
    fn audition_times_read_as_people_write_them() {
        assert_eq!(parse_time("1:05"), Ok(65_000));
        assert_eq!(parse_time("0:41.5"), Ok(41_500));
        assert_eq!(parse_time("65"), Ok(65_000));
        assert_eq!(parse_time("1:02:03"), Ok(3_723_000));
        for bad in ["", "1:60", "1:75:00", "-3", "a:05", "1:2:3:4", "NaN"] {
            assert!(parse_time(bad).is_err(), "{bad}");
        }
        let cli = Cli::try_parse_from([
            "dubdeck-cli",
            "dub",
            "a.mp4",
            "--voice",
            "v",
            "--audition-at",
            "2:10",
            "--video",
            "off",
        ])
        .unwrap();
        let Command::Dub(args) = cli.command else { panic!() };
        assert_eq!((args.audition_at, args.video), (Some(130_000), VideoMode::Off));
        let cli = Cli::try_parse_from(["dubdeck-cli", "dub-again", "4f0c", "--whole"]).unwrap();
        assert!(matches!(
            cli.command,
            Command::DubAgain {
                whole: true,
                voice: None,
                ..
            }
        ));
    }

    #[test]
    fn filters_take_only_known_values() {
        let cli = Cli::try_parse_from([
            "dubdeck-cli",
            "voices",
            "--genre",
            "jazz",
            "--genre",
            "pop",
            "--style",
            "singing",
        ])
        .unwrap();
        let Command::Voices(args) = cli.command else {
            panic!()
        };
        assert_eq!(args.genre, vec![Genre::Jazz, Genre::Pop]);
        assert!(Cli::try_parse_from(["dubdeck-cli", "voices", "--genre", "Jazz"]).is_err());
        let cli = Cli::try_parse_from([
            "dubdeck-cli",
            "dub",
            "a.wav",
            "--voice",
            "971fb07e",
            "--pitch",
            "-3",
        ])
        .unwrap();
        let Command::Dub(args) = cli.command else { panic!() };
        assert_eq!(args.pitch, PitchArg::Semitones(-3));
        assert_eq!(parse_pitch("Auto"), Ok(PitchArg::Auto));
        assert!(parse_pitch("25").is_err() && parse_pitch("up").is_err());
        assert_eq!(parse_range("middle"), Ok(RangeArg(Some(VoiceRange::Middle))));
        assert_eq!(
            parse_range("110 Hz"),
            Ok(RangeArg(Some(VoiceRange::Hz { hz: 110.0 })))
        );
        assert_eq!(parse_range("clear"), Ok(RangeArg(None)));
        assert!(parse_range("5").is_err() && parse_range("deep").is_err());
        assert!(Cli::try_parse_from(["dubdeck-cli", "dub", "a.wav"]).is_err());
    }
}
