//! Media benchmark: Dubdeck's media layer against ffmpeg's own command line, on the same files in
//! the same run.
//!
//! `bench_media --dir DIR [--size-mib 1024] [--minutes 10] [--rounds 3]` (`cargo xtask bench media`
//! does it). Makes a video of `--minutes` minutes and about `--size-mib` MiB (1080p H.264 with
//! grain, and AAC stereo sound), and a dub of the same length (the service's WAV), then times:
//!
//! - taking the video's sound out for upload (Dubdeck: `MediaTool::info` + `extract_audio`;
//!   ffmpeg: `-map 0:a:0 -c:a copy`), and the bytes the upload saves;
//! - putting the dub back into the video (Dubdeck: `MediaTool::mux`; ffmpeg: the picture copied,
//!   the dub encoded to AAC, `-shortest`);
//! - finding the loudest 30 seconds (Dubdeck: `MediaTool::energy`; ffmpeg: its own loudness curve,
//!   `astats` every 100 ms), which the audition runs before its cut;
//! - mixing a 4-minute cover (a dubbed vocal over an instrumental moved up two semitones, at their
//!   levels, limited, 24-bit WAV: `MediaTool::mix`; ffmpeg: the same filter graph).
//!
//! Each side runs as a child process under GNU time, so the peak memory is the largest of the
//! process and the ffmpeg it started (Dubdeck's side re-runs this program with `op ...`). Dubdeck's
//! side times itself from ffmpeg found (the app finds it once per run) to the work done; ffmpeg's
//! time is its process's. The best time of the rounds is compared; every round is printed.

use std::path::{Path, PathBuf};
use std::process::Command;

use clap::{Parser, Subcommand};
use dubdeck_core::ffmpeg::{AUDITION_MS, AudioFormat, MediaTool, Mix, video_output_extension};

#[derive(Parser)]
struct Args {
    #[command(subcommand)]
    op: Option<Op>,
    #[arg(long, default_value = "target/xtask/media")]
    dir: PathBuf,
    #[arg(long, default_value_t = 1024)]
    size_mib: u64,
    #[arg(long, default_value_t = 10)]
    minutes: u64,
    #[arg(long, default_value_t = 3)]
    rounds: u32,
}

/// One measured operation of Dubdeck's side, in a process of its own.
#[derive(Subcommand)]
enum Op {
    Extract {
        video: PathBuf,
        stem: PathBuf,
    },
    Mux {
        video: PathBuf,
        dub: PathBuf,
        out: PathBuf,
    },
    Energy {
        file: PathBuf,
    },
    Mix {
        vocal: PathBuf,
        instrumental: PathBuf,
        out: PathBuf,
    },
}

/// The cover the mix row makes: two semitones up, the vocal 3 dB down.
fn cover<'a>(vocal: &'a Path, instrumental: &'a Path) -> Mix<'a> {
    Mix {
        vocal,
        instrumental: Some(instrumental),
        key: 2,
        vocal_gain_db: -3.0,
        instrumental_gain_db: 0.0,
        format: AudioFormat::Wav24,
        loudness: None,
        title: Some("Bench cover"),
        artist: Some("Bench voice"),
    }
}

/// How long the mix row's cover lasts.
const COVER_SECONDS: u64 = 4 * 60;

type Result<T> = std::result::Result<T, Box<dyn std::error::Error>>;

/// A side's best of the rounds.
#[derive(Debug, Clone, Copy, Default)]
struct Best {
    seconds: Option<f64>,
    peak_kib: u64,
}

impl Best {
    fn keep(&mut self, run: Ran) {
        self.seconds = Some(self.seconds.map_or(run.seconds, |s| s.min(run.seconds)));
        self.peak_kib = self.peak_kib.max(run.peak_kib);
    }
}

#[derive(Debug, Clone, Copy)]
struct Ran {
    seconds: f64,
    peak_kib: u64,
}

fn main() -> Result<()> {
    let args = Args::parse();
    if let Some(op) = args.op {
        return tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()?
            .block_on(one_op(op));
    }
    bench(&args)
}

async fn one_op(op: Op) -> Result<()> {
    // The app finds ffmpeg once per run: that check is not part of an operation's time.
    let tool = MediaTool::find().await?;
    let started = std::time::Instant::now();
    match op {
        Op::Extract { video, stem } => {
            let info = tool.info(&video).await?;
            let made = tool.extract_audio(&video, &info, &stem).await?;
            println!("{} {}", made.path.display(), made.size_bytes);
        }
        Op::Mux { video, dub, out } => {
            let info = tool.info(&video).await?;
            tool.mux(&video, &info, &dub, &out, video_output_extension(&video))
                .await?;
        }
        Op::Mix {
            vocal,
            instrumental,
            out,
        } => {
            tool.mix(&cover(&vocal, &instrumental), &out).await?;
        }
        Op::Energy { file } => {
            let energy = tool.energy(&file).await?;
            let loudest = energy.loudest(AUDITION_MS);
            println!("{} {}", loudest.start_ms, energy.duration_ms);
        }
    }
    println!("{ELAPSED}{}", started.elapsed().as_secs_f64());
    Ok(())
}

/// ffmpeg's filters for a loudness curve in 100 ms slices (800 samples at 8 kHz).
const LOUDNESS_CURVE: &str = "asetnsamples=n=800,astats=metadata=1:reset=1:measure_overall=RMS_level:\
measure_perchannel=none,ametadata=print:key=lavfi.astats.Overall.RMS_level:file=/dev/null";

/// How an operation's process reports its own time (from the tool found to the work done).
const ELAPSED: &str = "elapsed ";

fn bench(args: &Args) -> Result<()> {
    std::fs::create_dir_all(&args.dir)?;
    let me = std::env::current_exe()?;
    let seconds = args.minutes * 60;
    let video = args.dir.join("bench-video.mp4");
    let dub = args.dir.join("bench-dub.wav");
    make_video(&args.dir, &video, seconds, args.size_mib)?;
    make_dub(&dub, seconds)?;
    let video_bytes = std::fs::metadata(&video)?.len();
    println!(
        "video: {} ({:.0} MiB, {} min, 1080p H.264 + AAC stereo)",
        video.display(),
        mib(video_bytes),
        args.minutes
    );

    let mut rows = Vec::new();
    let stem = args.dir.join("ours-upload");
    let theirs_audio = args.dir.join("theirs-upload.m4a");
    let extract = compare(
        args.rounds,
        || ours(&me, &["extract".as_ref(), video.as_os_str(), stem.as_os_str()]),
        || {
            ffmpeg(&[
                "-i",
                s(&video),
                "-map",
                "0:a:0",
                "-vn",
                "-c:a",
                "copy",
                s(&theirs_audio),
            ])
        },
    )?;
    rows.push(("extract the sound of the video", extract));
    let upload = std::fs::read_dir(&args.dir)?
        .filter_map(|e| e.ok())
        .find(|e| e.file_name().to_string_lossy().starts_with("ours-upload."))
        .ok_or("the extraction wrote no file")?
        .path();
    let upload_bytes = std::fs::metadata(&upload)?.len();

    let ours_out = args.dir.join("ours-dubbed.mp4.part");
    let theirs_out = args.dir.join("theirs-dubbed.mp4");
    let mux = compare(
        args.rounds,
        || {
            ours(
                &me,
                &[
                    "mux".as_ref(),
                    video.as_os_str(),
                    dub.as_os_str(),
                    ours_out.as_os_str(),
                ],
            )
        },
        || {
            ffmpeg(&[
                "-i",
                s(&video),
                "-i",
                s(&dub),
                "-map",
                "0:v:0",
                "-map",
                "1:a:0",
                "-c:v",
                "copy",
                "-c:a",
                "aac",
                "-b:a",
                "256k",
                "-shortest",
                "-movflags",
                "+faststart",
                s(&theirs_out),
            ])
        },
    )?;
    rows.push(("mux a 10-minute dub back", mux));

    let energy = compare(
        args.rounds,
        || ours(&me, &["energy".as_ref(), video.as_os_str()]),
        // ffmpeg's own loudness curve: the RMS level of every 100 ms of the sound at 8 kHz mono,
        // as Dubdeck's meter takes it. (Decoding to /dev/null would skip the reading of the
        // samples, which is half the work.)
        || {
            ffmpeg(&[
                "-i",
                s(&video),
                "-map",
                "0:a:0",
                "-vn",
                "-ac",
                "1",
                "-ar",
                "8000",
                "-af",
                LOUDNESS_CURVE,
                "-f",
                "null",
                "-",
            ])
        },
    )?;
    rows.push(("find the loudest 30 s", energy));

    let (vocal, instrumental) = (
        args.dir.join("bench-vocal.wav"),
        args.dir.join("bench-instrumental.wav"),
    );
    make_stems(&vocal, &instrumental, COVER_SECONDS)?;
    let ours_mix = args.dir.join("ours-mix.wav");
    let theirs_mix = args.dir.join("theirs-mix.wav");
    let graph = cover(&vocal, &instrumental).filter_graph();
    let mix = compare(
        args.rounds,
        || {
            ours(
                &me,
                &[
                    "mix".as_ref(),
                    vocal.as_os_str(),
                    instrumental.as_os_str(),
                    ours_mix.as_os_str(),
                ],
            )
        },
        || {
            ffmpeg(&[
                "-i",
                s(&vocal),
                "-i",
                s(&instrumental),
                "-filter_complex",
                &graph,
                "-map",
                "[mix]",
                "-metadata",
                "title=Bench cover",
                "-metadata",
                "artist=Bench voice",
                "-c:a",
                "pcm_s24le",
                s(&theirs_mix),
            ])
        },
    )?;
    rows.push(("mix a 4-minute cover in a new key", mix));

    println!();
    println!("| work | Dubdeck | ffmpeg CLI | time ratio | Dubdeck peak | ffmpeg peak |");
    println!("|---|---|---|---|---|---|");
    let mut worst: f64 = 0.0;
    let mut missed = Vec::new();
    for (name, (ours, theirs)) in &rows {
        let (a, b) = (ours.seconds.unwrap_or(0.0), theirs.seconds.unwrap_or(0.0));
        let ratio = if b > 0.0 { a / b } else { f64::INFINITY };
        worst = worst.max(ratio);
        if ratio > TARGET_RATIO && a - b > TARGET_EXTRA_S {
            missed.push(format!("{name}: {a:.2} s against {b:.2} s"));
        }
        println!(
            "| {name} | {a:.2} s | {b:.2} s | {ratio:.2} | {:.0} MiB | {:.0} MiB |",
            ours.peak_kib as f64 / 1024.0,
            theirs.peak_kib as f64 / 1024.0
        );
    }
    println!();
    println!(
        "upload: {:.1} MiB of sound instead of the {:.0} MiB video: {:.1} MiB ({:.2} %) saved",
        mib(upload_bytes),
        mib(video_bytes),
        mib(video_bytes - upload_bytes.min(video_bytes)),
        100.0 * (video_bytes - upload_bytes.min(video_bytes)) as f64 / video_bytes as f64
    );
    println!(
        "media: worst time ratio {worst:.2} (target: at most {TARGET_RATIO} times ffmpeg's, or {TARGET_EXTRA_S} s more)"
    );
    for path in [
        &upload,
        &theirs_audio,
        &ours_out,
        &theirs_out,
        &ours_mix,
        &theirs_mix,
    ] {
        let _ = std::fs::remove_file(path);
    }
    if !missed.is_empty() {
        return Err(format!("Dubdeck's media work missed its target: {}", missed.join("; ")).into());
    }
    Ok(())
}

/// Dubdeck's side may cost what ffmpeg costs plus its probe of the file (ffprobe, to choose the
/// container the sound is copied into) and the reading of ffmpeg's output: a quarter more on long
/// work, a quarter of a second on short.
const TARGET_RATIO: f64 = 1.25;
const TARGET_EXTRA_S: f64 = 0.25;

fn s(path: &Path) -> &str {
    path.to_str().unwrap_or_default()
}

fn mib(bytes: u64) -> f64 {
    bytes as f64 / (1024.0 * 1024.0)
}

/// This program's `op`, in a process of its own.
fn ours(me: &Path, args: &[&std::ffi::OsStr]) -> Command {
    let mut cmd = Command::new(me);
    cmd.args(args);
    cmd
}

fn ffmpeg(args: &[&str]) -> Command {
    let mut cmd = Command::new("ffmpeg");
    cmd.args(["-nostdin", "-hide_banner", "-loglevel", "error", "-y"])
        .args(args);
    cmd
}

/// Runs each side `rounds` times, alternating which goes first; the best of each.
fn compare(rounds: u32, ours: impl Fn() -> Command, theirs: impl Fn() -> Command) -> Result<(Best, Best)> {
    let (mut a, mut b) = (Best::default(), Best::default());
    for round in 0..rounds {
        let order: [bool; 2] = if round % 2 == 0 {
            [true, false]
        } else {
            [false, true]
        };
        for is_ours in order {
            let ran = timed(if is_ours { ours() } else { theirs() })?;
            println!(
                "  round {}: {:<8} {:.2} s, peak {:.0} MiB",
                round + 1,
                if is_ours { "Dubdeck" } else { "ffmpeg" },
                ran.seconds,
                ran.peak_kib as f64 / 1024.0
            );
            if is_ours { a.keep(ran) } else { b.keep(ran) }
        }
    }
    Ok((a, b))
}

/// Runs `cmd` under GNU time: its wall time and the peak resident memory of it and its children.
fn timed(cmd: Command) -> Result<Ran> {
    let report = std::env::temp_dir().join(format!("bench-media-time-{}", std::process::id()));
    let output = Command::new("/usr/bin/time")
        .args(["-f", "%e %M", "-o"])
        .arg(&report)
        .arg(cmd.get_program())
        .args(cmd.get_args())
        .stderr(std::process::Stdio::inherit())
        .output()?;
    if !output.status.success() {
        return Err(format!("{:?} failed ({})", cmd.get_program(), output.status).into());
    }
    let text = std::fs::read_to_string(&report)?;
    let _ = std::fs::remove_file(&report);
    let mut fields = text.split_whitespace();
    let wall: f64 = fields.next().ok_or("no time")?.parse()?;
    let peak_kib: u64 = fields.next().ok_or("no memory")?.parse()?;
    // Dubdeck's side says its own time; ffmpeg's is its process's.
    let own = String::from_utf8_lossy(&output.stdout)
        .lines()
        .find_map(|l| l.strip_prefix(ELAPSED).and_then(|t| t.trim().parse::<f64>().ok()));
    Ok(Ran {
        seconds: own.unwrap_or(wall),
        peak_kib,
    })
}

/// A video of `seconds` and about `size_mib`: a 30-second piece encoded once at the bit rate that
/// makes the size, then repeated with ffmpeg's concat (stream copy). Kept when it is already there.
fn make_video(dir: &Path, video: &Path, seconds: u64, size_mib: u64) -> Result<()> {
    if video.is_file() {
        return Ok(());
    }
    const PIECE: u64 = 30;
    let piece = dir.join("bench-piece.mp4");
    // The sound's 192 kb/s out of the total.
    let total_kbps = size_mib * 1024 * 1024 * 8 / 1000 / seconds;
    let video_kbps = total_kbps.saturating_sub(192).max(500);
    print!("making the video ({size_mib} MiB, {seconds} s)... ");
    std::io::Write::flush(&mut std::io::stdout())?;
    let started = std::time::Instant::now();
    let picture = format!("testsrc2=size=1920x1080:rate=25:duration={PIECE},noise=alls=10:allf=t");
    let sound = format!(
        "aevalsrc='0.3*sin(2*PI*220*t)*(1+0.5*sin(2*PI*0.2*t))|0.3*sin(2*PI*330*t)':s=48000:d={PIECE}"
    );
    let rate = format!("{video_kbps}k");
    run(ffmpeg(&[
        "-f",
        "lavfi",
        "-i",
        &picture,
        "-f",
        "lavfi",
        "-i",
        &sound,
        "-c:v",
        "libx264",
        "-preset",
        "ultrafast",
        "-b:v",
        &rate,
        "-maxrate",
        &rate,
        "-bufsize",
        &rate,
        "-pix_fmt",
        "yuv420p",
        "-c:a",
        "aac",
        "-b:a",
        "192k",
        s(&piece),
    ]))?;
    let list = dir.join("bench-pieces.txt");
    let line = format!("file '{}'\n", piece.canonicalize()?.display());
    std::fs::write(&list, line.repeat(seconds.div_ceil(PIECE) as usize))?;
    run(ffmpeg(&[
        "-f",
        "concat",
        "-safe",
        "0",
        "-i",
        s(&list),
        "-c",
        "copy",
        s(video),
    ]))?;
    let _ = std::fs::remove_file(&piece);
    let _ = std::fs::remove_file(&list);
    println!("{:.0} s", started.elapsed().as_secs_f64());
    Ok(())
}

/// The service's dub: a WAV of the same length (44.1 kHz stereo).
fn make_dub(dub: &Path, seconds: u64) -> Result<()> {
    if dub.is_file() {
        return Ok(());
    }
    let sound = format!("aevalsrc='0.3*sin(2*PI*110*t)|0.3*sin(2*PI*165*t)':s=44100:d={seconds}");
    run(ffmpeg(&[
        "-f",
        "lavfi",
        "-i",
        &sound,
        "-c:a",
        "pcm_s16le",
        s(dub),
    ]))
}

/// A cover's stems of `seconds`: a sung line (a gliding tone, 44.1 kHz mono) and a chord under
/// it (44.1 kHz stereo), as a separator writes them.
fn make_stems(vocal: &Path, instrumental: &Path, seconds: u64) -> Result<()> {
    if !vocal.is_file() {
        let sound = format!("aevalsrc='0.4*sin(2*PI*(220+40*sin(2*PI*0.5*t))*t)':s=44100:d={seconds}");
        run(ffmpeg(&[
            "-f",
            "lavfi",
            "-i",
            &sound,
            "-c:a",
            "pcm_s16le",
            s(vocal),
        ]))?;
    }
    if !instrumental.is_file() {
        let sound = format!(
            "aevalsrc='0.2*sin(2*PI*110*t)+0.2*sin(2*PI*138.6*t)|0.2*sin(2*PI*164.8*t)+0.2*sin(2*PI*220*t)':s=44100:d={seconds}"
        );
        run(ffmpeg(&[
            "-f",
            "lavfi",
            "-i",
            &sound,
            "-c:a",
            "pcm_s16le",
            s(instrumental),
        ]))?;
    }
    Ok(())
}

fn run(mut cmd: Command) -> Result<()> {
    let status = cmd.status()?;
    if !status.success() {
        return Err(format!("{:?} failed ({status})", cmd.get_program()).into());
    }
    Ok(())
}
