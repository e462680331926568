//! The media layer on real media, which this test makes itself with ffmpeg: videos with a moving
//! picture and a tone in MP4, Matroska and WebM, a video whose sound starts late, an audio-only
//! M4A, a long song with one loud stretch, and a broken file. What is checked is what users get:
//! the upload is the audio alone and loses nothing, an audition is the loud part, and a dub goes
//! back into its video with the picture untouched and the two in sync.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::{Path, PathBuf};

use dubdeck_core::ffmpeg::{AUDITION_MS, ContainerKind, MediaError, MediaInfo, MediaTool, ToolMissing};

mod media;
use media::ffmpeg_cli as ffmpeg;
#[cfg(unix)]
use media::{Tripwire, pointers};

fn s(path: &Path) -> &str {
    path.to_str().unwrap()
}

/// Ten seconds of a moving test picture with grain, as a camera's (25 frames a second), and a
/// 440 Hz tone.
fn video(dir: &Path, name: &str, video_codec: &[&str], audio_codec: &[&str]) -> PathBuf {
    let path = dir.join(name);
    let mut args = vec![
        "-f",
        "lavfi",
        "-i",
        "testsrc2=size=640x360:rate=25:duration=10,noise=alls=8:allf=t",
        "-f",
        "lavfi",
        "-i",
        "sine=frequency=440:sample_rate=48000:duration=10",
    ];
    args.extend_from_slice(video_codec);
    args.extend_from_slice(audio_codec);
    args.push(s(&path));
    ffmpeg(&args);
    path
}

const H264: &[&str] = &["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p"];

/// The picture's packets, one checksum each (ffmpeg's framemd5 of a stream copy).
fn video_packets(path: &Path) -> Vec<String> {
    packets(path, "0:v:0")
}

fn packets(path: &Path, stream: &str) -> Vec<String> {
    let text = ffmpeg(&["-i", s(path), "-map", stream, "-c", "copy", "-f", "framemd5", "-"]);
    String::from_utf8(text)
        .unwrap()
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(|l| l.rsplit(',').next().unwrap().trim().to_owned())
        .collect()
}

fn which(program: &str) -> PathBuf {
    std::env::split_paths(&std::env::var_os("PATH").unwrap())
        .map(|dir| dir.join(program))
        .find(|p| p.is_file())
        .unwrap()
}

async fn tool() -> MediaTool {
    MediaTool::find()
        .await
        .expect("ffmpeg is installed (cargo xtask deps)")
}

fn size(path: &Path) -> u64 {
    std::fs::metadata(path).unwrap().len()
}

#[tokio::test]
async fn a_videos_audio_goes_up_alone_and_loses_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let tool = tool().await;
    let cases = [
        // (file, its audio, copied bit for bit, upload's extension)
        (
            video(dir.path(), "clip.mp4", H264, &["-c:a", "aac", "-b:a", "128k"]),
            "aac",
            true,
            "m4a",
        ),
        (
            video(dir.path(), "clip.mkv", H264, &["-c:a", "flac"]),
            "flac",
            true,
            "flac",
        ),
        (
            video(
                dir.path(),
                "clip.webm",
                &["-c:v", "libvpx-vp9", "-deadline", "realtime", "-cpu-used", "8"],
                &["-c:a", "libopus"],
            ),
            "opus",
            false,
            "flac",
        ),
    ];
    for (input, codec, copied, extension) in cases {
        let info = tool.info(&input).await.unwrap();
        assert_eq!(info.audio.as_ref().unwrap().codec, codec, "{input:?}");
        assert!(info.video.is_some(), "{input:?}");
        let stem = dir
            .path()
            .join(format!("up-{}", input.extension().unwrap().to_string_lossy()));
        let up = tool.extract_audio(&input, &info, &stem).await.unwrap();
        assert_eq!(up.copied, copied, "{input:?}");
        assert_eq!(up.path.extension().unwrap(), extension, "{input:?}");
        assert_eq!(up.size_bytes, size(&up.path));
        assert!(
            up.size_bytes * 2 < size(&input),
            "{input:?}: the upload is {} bytes of a {}-byte file",
            up.size_bytes,
            size(&input)
        );
        let got = tool.info(&up.path).await.unwrap();
        assert!(got.video.is_none(), "{input:?}: the upload holds a picture");
        let (was, now) = (info.audio.unwrap(), got.audio.unwrap());
        assert!(
            (was.duration_ms - now.duration_ms).abs() < 50.0,
            "{input:?}: {was:?} -> {now:?}"
        );
        if copied {
            assert_eq!(
                packets(&input, "0:a:0"),
                packets(&up.path, "0:a:0"),
                "{input:?}: not a bit-for-bit copy"
            );
        } else {
            assert_eq!(now.codec, "flac");
        }
    }
}

#[tokio::test]
async fn a_dub_goes_back_into_its_video_with_the_picture_untouched_and_in_sync() {
    let dir = tempfile::tempdir().unwrap();
    let tool = tool().await;
    // The sound starts 1.5 s after the picture.
    let late = dir.path().join("late.mp4");
    ffmpeg(&[
        "-f",
        "lavfi",
        "-i",
        "testsrc2=size=320x240:rate=25:duration=10",
        "-itsoffset",
        "1.5",
        "-f",
        "lavfi",
        "-i",
        "sine=frequency=440:sample_rate=48000:duration=8.5",
        "-map",
        "0:v",
        "-map",
        "1:a",
        "-c:v",
        "libx264",
        "-preset",
        "ultrafast",
        "-pix_fmt",
        "yuv420p",
        "-c:a",
        "aac",
        s(&late),
    ]);
    let mkv = video(dir.path(), "clip.mkv", H264, &["-c:a", "flac"]);
    let webm = video(
        dir.path(),
        "clip.webm",
        &["-c:v", "libvpx-vp9", "-deadline", "realtime", "-cpu-used", "8"],
        &["-c:a", "libopus"],
    );
    for (input, extension) in [(&late, "mp4"), (&mkv, "mkv"), (&webm, "webm")] {
        let info = tool.info(input).await.unwrap();
        let audio = info.audio.clone().unwrap();
        // The service's dub: the same length as the sound, a lower tone, as WAV.
        let dub = dir.path().join(format!("dub-{extension}.wav"));
        ffmpeg(&[
            "-f",
            "lavfi",
            "-i",
            &format!(
                "sine=frequency=220:sample_rate=44100:duration={:.3}",
                audio.duration_ms / 1000.0
            ),
            s(&dub),
        ]);
        let part = dir.path().join(format!("out.{extension}.part"));
        tool.mux(input, &info, &dub, &part, extension).await.unwrap();
        let out = dir.path().join(format!("out.{extension}"));
        std::fs::rename(&part, &out).unwrap();
        assert_eq!(
            video_packets(input),
            video_packets(&out),
            "{extension}: the picture was re-encoded"
        );
        let got: MediaInfo = tool.info(&out).await.unwrap();
        let (picture, sound) = (got.video.unwrap(), got.audio.unwrap());
        // The dub, in the container's own sound: AAC for MP4, FLAC for Matroska, Opus for WebM.
        let codec = match extension {
            "mp4" => "aac",
            "mkv" => "flac",
            _ => "opus",
        };
        assert_eq!(sound.codec, codec, "{extension}");
        assert_ne!(
            packets(input, "0:a:0"),
            packets(&out, "0:a:0"),
            "{extension}: the original's sound stayed"
        );
        let picture_end = picture.start_ms + picture.duration_ms;
        let sound_end = sound.start_ms + sound.duration_ms;
        assert!(
            (picture_end - sound_end).abs() <= picture.frame_ms,
            "{extension}: the picture ends at {picture_end} ms, the dub at {sound_end} ms"
        );
        // The sound starts where the original's did (AAC's encoder delay aside).
        assert!(
            (sound.start_ms - audio.start_ms).abs() <= 50.0,
            "{extension}: the original's sound started at {} ms, the dub's at {} ms",
            audio.start_ms,
            sound.start_ms
        );
    }
}

#[tokio::test]
async fn an_audition_is_the_loud_part_cut_at_the_sample() {
    let dir = tempfile::tempdir().unwrap();
    let tool = tool().await;
    // 100 s, quiet but for a loud stretch from 41.5 s to 71.5 s.
    let song = dir.path().join("song.wav");
    ffmpeg(&[
        "-f",
        "lavfi",
        "-i",
        "aevalsrc='if(between(t,41.5,71.5),0.8,0.01)*sin(2*PI*440*t)':s=22050:d=100",
        s(&song),
    ]);
    let energy = tool.energy(&song).await.unwrap();
    assert_eq!(energy.duration_ms, 100_000);
    let audition = energy.audition();
    assert_eq!(audition.duration_ms, AUDITION_MS);
    assert!(
        (41_400..=41_600).contains(&audition.start_ms),
        "the loud part starts at 41.5 s, the audition at {} ms",
        audition.start_ms
    );
    let bars = energy.waveform(100).bars;
    assert!(bars[20] < 0.05 && bars[50] > 0.7, "{:?}", &bars[..60]);

    let cut = tool
        .excerpt(
            &song,
            audition.start_ms,
            audition.duration_ms,
            &dir.path().join("audition"),
        )
        .await
        .unwrap();
    let info = tool.info(&cut.path).await.unwrap();
    let audio = info.audio.unwrap();
    assert_eq!(audio.codec, "flac");
    assert!(
        (audio.duration_ms - 30_000.0).abs() <= 1.0,
        "{}",
        audio.duration_ms
    );
    // It holds the loud part: loud from end to end.
    let heard = tool.energy(&cut.path).await.unwrap();
    assert!(
        heard.peaks[2..298].iter().all(|p| *p > 0.7),
        "{:?}",
        &heard.peaks[..10]
    );

    // An excerpt of a video's sound, from the middle.
    let clip = video(dir.path(), "clip.mp4", H264, &["-c:a", "aac"]);
    let cut = tool
        .excerpt(&clip, 2_000, 5_000, &dir.path().join("clip-excerpt"))
        .await
        .unwrap();
    let info = tool.info(&cut.path).await.unwrap();
    assert!(info.video.is_none());
    assert!((info.audio.unwrap().duration_ms - 5_000.0).abs() <= 1.0);
}

#[tokio::test]
async fn audio_alone_a_broken_file_and_no_ffmpeg_are_each_said_so() {
    let dir = tempfile::tempdir().unwrap();
    let tool = tool().await;
    // Audio-only MP4 (M4A), with a cover picture: no video to speak of.
    let cover = dir.path().join("cover.png");
    ffmpeg(&[
        "-f",
        "lavfi",
        "-i",
        "color=c=red:size=64x64:duration=1",
        "-frames:v",
        "1",
        s(&cover),
    ]);
    let m4a = dir.path().join("song.m4a");
    ffmpeg(&[
        "-f",
        "lavfi",
        "-i",
        "sine=frequency=440:duration=3",
        "-i",
        s(&cover),
        "-map",
        "0:a",
        "-map",
        "1:v",
        "-c:a",
        "aac",
        "-c:v",
        "png",
        "-disposition:v",
        "attached_pic",
        s(&m4a),
    ]);
    let info = tool.info(&m4a).await.unwrap();
    assert!(
        info.video.is_none(),
        "a cover picture was taken for video: {info:?}"
    );
    assert_eq!(info.format_label(&m4a), "m4a/aac");

    // Half a video: refused with ffmpeg's own reason.
    let whole = video(dir.path(), "whole.mp4", H264, &["-c:a", "aac"]);
    let bytes = std::fs::read(&whole).unwrap();
    let broken = dir.path().join("broken.mp4");
    std::fs::write(&broken, &bytes[..bytes.len() / 3]).unwrap();
    let noise = dir.path().join("noise.mp4");
    std::fs::write(&noise, b"this is not a video at all").unwrap();
    for (bad, why) in [(&broken, "moov atom not found"), (&noise, "Invalid data found")] {
        match tool.info(bad).await {
            Err(MediaError::Unreadable { reason, path }) => {
                assert_eq!(&path, bad);
                assert!(reason.contains(why), "{bad:?}: {reason}");
                assert!(!reason.contains(" @ 0x"), "{bad:?}: {reason}");
            }
            other => panic!("{bad:?} was not refused: {other:?}"),
        }
        let energy = tool.energy(bad).await;
        assert!(
            matches!(energy, Err(MediaError::Unreadable { .. })),
            "{bad:?}: {energy:?}"
        );
    }

    // No ffmpeg where it was said to be.
    let missing = MediaTool::at(&dir.path().join("nowhere/ffmpeg")).await;
    assert!(
        matches!(missing, Err(ToolMissing::NotThere { .. })),
        "{missing:?}"
    );
    // An ffmpeg without its ffprobe.
    let lonely = dir.path().join("ffmpeg");
    std::fs::copy(which("ffmpeg"), &lonely).unwrap();
    let missing = MediaTool::at(&lonely).await;
    assert!(matches!(missing, Err(ToolMissing::NoProbe { .. })), "{missing:?}");
}

/// Every way in refuses a playlist or a concat list, whatever its name, before ffmpeg opens what
/// it names: the tripwire it points to (by absolute path, by `../`, as a sibling) is never opened.
#[cfg(unix)]
#[tokio::test]
async fn playlists_and_lists_of_files_are_refused_and_what_they_name_is_never_opened() {
    let dir = tempfile::tempdir().unwrap();
    let tool = tool().await;
    let mut wire = Tripwire::new(&dir.path().join("secret-5c1e9.ts"));
    let cases = pointers(dir.path(), &wire.path);
    // The tripwire works: ffprobe left to itself follows a playlist saved as a video.
    let followed = std::process::Command::new(which("ffprobe"))
        .args(["-v", "quiet"])
        .arg(&cases[0].0)
        .status()
        .unwrap();
    assert!(!followed.success());
    assert!(wire.tripped(), "ffprobe did not open the playlist's segment");

    for (file, kind) in &cases {
        let refused = |what: &str, got: Result<(), MediaError>| match got {
            Err(MediaError::NotSingleFile {
                path,
                kind: found,
                format,
            }) => {
                assert_eq!((&path, found), (file, *kind), "{what} of {file:?}");
                let expected = if *kind == ContainerKind::Playlist {
                    "hls"
                } else {
                    "concat"
                };
                assert_eq!(format, expected, "{what} of {file:?}");
            }
            other => panic!("{what} of {file:?} was not refused as a {kind}: {other:?}"),
        };
        refused("info", tool.info(file).await.map(drop));
        refused("energy", tool.energy(file).await.map(drop));
        let stem = dir.path().join("excerpt");
        refused("excerpt", tool.excerpt(file, 0, 1_000, &stem).await.map(drop));
        assert!(!dir.path().join("excerpt.flac").exists());
        assert!(!wire.tripped(), "{file:?}: ffmpeg opened what it names");
    }
}

/// A file probed as a video and then changed into a playlist is still read as the container it
/// was probed as: never as a playlist, and what the playlist names is never opened. A dub that
/// is a playlist is refused too.
#[cfg(unix)]
#[tokio::test]
async fn a_file_changed_into_a_playlist_after_its_probe_is_not_followed() {
    let dir = tempfile::tempdir().unwrap();
    let tool = tool().await;
    let mut wire = Tripwire::new(&dir.path().join("secret-a40d2.ts"));
    let playlist = std::fs::read(&pointers(dir.path(), &wire.path)[0].0).unwrap();
    let clip = video(dir.path(), "clip.mp4", H264, &["-c:a", "aac"]);
    let info = tool.info(&clip).await.unwrap();
    let kept = dir.path().join("kept.mp4");
    std::fs::copy(&clip, &kept).unwrap();
    std::fs::write(&clip, &playlist).unwrap();

    let stem = dir.path().join("up");
    let got = tool.extract_audio(&clip, &info, &stem).await;
    assert!(matches!(got, Err(MediaError::Unreadable { .. })), "{got:?}");
    assert!(!dir.path().join("up.m4a").exists());
    assert!(!wire.tripped(), "the extraction opened what the playlist names");

    let dub = dir.path().join("dub.wav");
    std::fs::write(&dub, &playlist).unwrap();
    let out = dir.path().join("out.mp4");
    let got = tool.mux(&kept, &info, &dub, &out, "mp4").await;
    assert!(
        matches!(
            got,
            Err(MediaError::NotSingleFile {
                kind: ContainerKind::Playlist,
                ..
            })
        ),
        "{got:?}"
    );
    assert!(!out.exists());
    assert!(!wire.tripped(), "the mux opened what the dub names");
}

/// ffmpeg and ffprobe as Dubdeck runs them, through wrappers that note each run's arguments.
#[cfg(unix)]
async fn recorded_tool(dir: &Path) -> (MediaTool, PathBuf) {
    use std::os::unix::fs::PermissionsExt;
    let bin = dir.join("bin");
    std::fs::create_dir_all(&bin).unwrap();
    let log = dir.join("runs.log");
    for program in ["ffmpeg", "ffprobe"] {
        let wrapper = bin.join(program);
        std::fs::write(
            &wrapper,
            format!(
                "#!/bin/sh\nprintf '=== {program}\\n' >> '{log}'\nprintf '%s\\n' \"$@\" >> '{log}'\nexec '{real}' \"$@\"\n",
                log = log.display(),
                real = which(program).display()
            ),
        )
        .unwrap();
        std::fs::set_permissions(&wrapper, std::fs::Permissions::from_mode(0o755)).unwrap();
    }
    (MediaTool::at(&bin.join("ffmpeg")).await.unwrap(), log)
}

/// The runs noted by [`recorded_tool`]: (program, arguments).
fn runs(log: &Path) -> Vec<(String, Vec<String>)> {
    let text = std::fs::read_to_string(log).unwrap();
    let mut out: Vec<(String, Vec<String>)> = Vec::new();
    for line in text.lines() {
        match line.strip_prefix("=== ") {
            Some(program) => out.push((program.to_owned(), Vec::new())),
            None => out.last_mut().unwrap().1.push(line.to_owned()),
        }
    }
    out
}

/// The options given before each input (`-i`) of a run, with the input.
fn inputs(args: &[String]) -> Vec<(Vec<String>, String)> {
    let mut out = Vec::new();
    let mut since = Vec::new();
    let mut iter = args.iter();
    while let Some(arg) = iter.next() {
        if arg == "-i" {
            out.push((std::mem::take(&mut since), iter.next().unwrap().clone()));
        } else {
            since.push(arg.clone());
        }
    }
    out
}

fn has_pair(args: &[String], option: &str, value: Option<&str>) -> bool {
    args.windows(2)
        .any(|w| w[0] == option && value.is_none_or(|v| w[1] == v))
}

/// Every run reads through the `file` protocol alone; ffprobe reads only the listed containers,
/// and every ffmpeg input names its probed container, so it is never detected again. Every run
/// that writes a file bounds it (`-fs`, just before the output).
#[cfg(unix)]
#[tokio::test]
async fn every_run_names_its_container_reads_files_only_and_bounds_what_it_writes() {
    let dir = tempfile::tempdir().unwrap();
    let (tool, log) = recorded_tool(dir.path()).await;
    let clip = video(dir.path(), "clip.mp4", H264, &["-c:a", "aac"]);
    let info = tool.info(&clip).await.unwrap();
    tool.extract_audio(&clip, &info, &dir.path().join("up"))
        .await
        .unwrap();
    tool.excerpt(&clip, 1_000, 2_000, &dir.path().join("cut"))
        .await
        .unwrap();
    tool.energy(&clip).await.unwrap();
    let dub = dir.path().join("dub.wav");
    ffmpeg(&["-f", "lavfi", "-i", "sine=duration=10", s(&dub)]);
    tool.mux(&clip, &info, &dub, &dir.path().join("out.mp4"), "mp4")
        .await
        .unwrap();

    let runs = runs(&log);
    let (mut probes, mut writes) = (0, 0);
    for (program, args) in &runs {
        if args.iter().any(|a| a == "-version") {
            continue;
        }
        let inputs = inputs(args);
        assert!(!inputs.is_empty(), "{program} {args:?}");
        for (options, input) in inputs {
            assert!(input.starts_with("file:"), "{program} {args:?}");
            assert!(
                has_pair(&options, "-protocol_whitelist", Some("file")),
                "{program} {args:?}"
            );
            assert!(
                has_pair(&options, "-format_whitelist", None),
                "{program} {args:?}"
            );
            if program == "ffmpeg" {
                let named = options.windows(2).find(|w| w[0] == "-f").map(|w| w[1].clone());
                assert!(
                    named.is_some() && has_pair(&options, "-format_whitelist", named.as_deref()),
                    "{args:?}"
                );
            }
        }
        if program == "ffprobe" {
            probes += 1;
        } else {
            writes += 1;
            let output = &args[args.len() - 1];
            if output.starts_with("file:") {
                let bound = &args[args.len() - 3..args.len() - 1];
                assert_eq!(bound[0], "-fs", "{args:?}");
                assert!(bound[1].parse::<u64>().is_ok_and(|b| b > 0), "{args:?}");
            } else {
                // The loudness: samples read as they come, nothing written.
                assert_eq!(output, "-", "{args:?}");
            }
        }
    }
    // The info asked for, and one more before each cut, each reading of loudness and each mux
    // (of the dub); four ffmpeg runs.
    assert_eq!((probes, writes), (4, 4), "{runs:?}");
}

/// ffprobe's description is read up to a bound: a file whose tags alone are megabytes (here five
/// of 1 MB each) is refused, not read whole into memory.
#[tokio::test]
async fn a_probe_that_says_too_much_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let tool = tool().await;
    let meta = dir.path().join("meta.txt");
    let mut text = String::from(";FFMETADATA1\n");
    for i in 0..5 {
        text.push_str(&format!("big{i}={}\n", "x".repeat(1_000_000)));
    }
    std::fs::write(&meta, text).unwrap();
    let tagged = dir.path().join("tagged.mkv");
    ffmpeg(&[
        "-f",
        "lavfi",
        "-i",
        "sine=duration=1",
        "-i",
        s(&meta),
        "-map_metadata",
        "1",
        "-c:a",
        "flac",
        s(&tagged),
    ]);
    match tool.info(&tagged).await {
        Err(MediaError::ProbeTooLarge { path, limit_bytes }) => {
            assert_eq!((path, limit_bytes), (tagged, 4 * 1024 * 1024))
        }
        other => panic!("a 5 MB description was read: {other:?}"),
    }
}

mod mixes {
    use std::path::Path;

    use dubdeck_core::ffmpeg::{AudioFormat, Mix, MixError};

    use super::media::spectra::{
        CHORD, VOCAL_HZ, integrated, peak, probe, samples, spectrum, tone, true_peak,
    };
    use super::tool;

    fn mix<'a>(vocal: &'a Path, instrumental: &'a Path) -> Mix<'a> {
        Mix {
            vocal,
            instrumental: Some(instrumental),
            key: 0,
            vocal_gain_db: 0.0,
            instrumental_gain_db: 0.0,
            format: AudioFormat::Wav24,
            loudness: None,
            title: Some("Song (Leo)"),
            artist: Some("Leo"),
        }
    }

    #[tokio::test]
    async fn a_mix_moves_the_instrumental_into_the_key_keeps_its_length_and_sets_its_level() {
        let tool = tool().await;
        let dir = tempfile::tempdir().unwrap();
        let (vocal, instrumental) = (dir.path().join("vocal.wav"), dir.path().join("inst.wav"));
        tone(&vocal, &[VOCAL_HZ], 0.1, 4.0, "mono");
        tone(&instrumental, &CHORD, 0.1, 4.0, "stereo");

        let keyed = dir.path().join("keyed.wav");
        tool.mix(
            &Mix {
                key: 2,
                ..mix(&vocal, &instrumental)
            },
            &keyed,
        )
        .await
        .unwrap();
        let seconds: f64 = probe(&keyed, "format=duration")
            .trim()
            .trim_start_matches("duration=")
            .parse()
            .unwrap();
        assert!((seconds - 4.0).abs() <= 0.010, "the mix lasts {seconds} s");
        let keyed_spectrum = spectrum(&samples(&keyed));
        let step = 2f64.powf(2.0 / 12.0);
        for f in CHORD {
            let (found, moved) = peak(&keyed_spectrum, f * 1.06, f * 1.18);
            assert!(
                (found / (f * step) - 1.0).abs() < 0.01,
                "{f} Hz moved to {found} Hz, not {}",
                f * step
            );
            let (_, left) = peak(&keyed_spectrum, f * 0.995, f * 1.005);
            assert!(
                left < moved / 10.0,
                "{f} Hz is still there: {left} against {moved}"
            );
        }
        let (vocal_found, _) = peak(&keyed_spectrum, 900.0, 1_100.0);
        assert!(
            (vocal_found - VOCAL_HZ).abs() < 2.0,
            "the vocal was moved too: {vocal_found} Hz"
        );

        // The instrumental 6 dB lower, the vocal as it was.
        let level = |path: &Path| {
            let spectrum = spectrum(&samples(path));
            (peak(&spectrum, 200.0, 240.0).1, peak(&spectrum, 900.0, 1_100.0).1)
        };
        let (plain, lower) = (dir.path().join("plain.wav"), dir.path().join("lower.wav"));
        tool.mix(&mix(&vocal, &instrumental), &plain).await.unwrap();
        tool.mix(
            &Mix {
                instrumental_gain_db: -6.0,
                ..mix(&vocal, &instrumental)
            },
            &lower,
        )
        .await
        .unwrap();
        let ((inst_before, vocal_before), (inst_after, vocal_after)) = (level(&plain), level(&lower));
        let db = |a: f64, b: f64| 20.0 * (a / b).log10();
        assert!(
            (db(inst_after, inst_before) + 6.0).abs() <= 0.5,
            "{} dB",
            db(inst_after, inst_before)
        );
        assert!(
            db(vocal_after, vocal_before).abs() <= 0.1,
            "{} dB",
            db(vocal_after, vocal_before)
        );

        // Out of range: refused, nothing written.
        let refused = dir.path().join("refused.wav");
        for bad in [
            Mix {
                key: 13,
                ..mix(&vocal, &instrumental)
            },
            Mix {
                vocal_gain_db: 12.5,
                ..mix(&vocal, &instrumental)
            },
        ] {
            assert!(matches!(
                tool.mix(&bad, &refused).await,
                Err(MixError::OutOfRange { .. })
            ));
            assert!(!refused.exists());
        }
    }

    #[tokio::test]
    async fn a_loud_mix_stays_under_minus_one_dbtp_in_every_format_with_its_tags() {
        let tool = tool().await;
        let dir = tempfile::tempdir().unwrap();
        let (vocal, instrumental) = (dir.path().join("vocal.wav"), dir.path().join("inst.wav"));
        tone(&vocal, &[VOCAL_HZ, 3_001.0], 0.45, 3.0, "mono");
        tone(&instrumental, &CHORD, 0.3, 3.0, "stereo");
        for format in AudioFormat::ALL {
            let out = dir.path().join(format!("mix-{format:?}.{}", format.extension()));
            let loud = Mix {
                key: -3,
                vocal_gain_db: 12.0,
                instrumental_gain_db: 12.0,
                format,
                ..mix(&vocal, &instrumental)
            };
            tool.mix(&loud, &out).await.unwrap();
            let described = probe(
                &out,
                "format=format_name:format_tags=title,artist:stream=codec_name,sample_rate:stream_tags=title,artist",
            );
            let (container, codec) = match format {
                AudioFormat::Wav => ("wav", "pcm_s16le"),
                AudioFormat::Wav24 => ("wav", "pcm_s24le"),
                AudioFormat::Flac => ("flac", "flac"),
                AudioFormat::Mp3 => ("mp3", "mp3"),
                AudioFormat::M4a => ("mov,mp4,m4a,3gp,3g2,mj2", "aac"),
                AudioFormat::Opus => ("ogg", "opus"),
            };
            for line in [
                format!("format_name={container}"),
                format!("codec_name={codec}"),
                "sample_rate=48000".to_owned(),
            ] {
                assert!(described.contains(&line), "{format:?}: {described}");
            }
            assert!(
                described.to_lowercase().contains("title=song (leo)"),
                "{format:?}: {described}"
            );
            assert!(
                described.to_lowercase().contains("artist=leo"),
                "{format:?}: {described}"
            );
            if matches!(format, AudioFormat::Wav | AudioFormat::Wav24 | AudioFormat::Flac) {
                let peak = true_peak(&out);
                assert!(peak <= -1.0, "{format:?}: a true peak of {peak} dBTP");
                assert!(
                    peak > -3.0,
                    "{format:?}: the limiter took {peak} dBTP, far under the ceiling"
                );
            }
        }
    }

    #[tokio::test]
    async fn a_dub_alone_is_brought_to_the_loudness_asked_for_in_its_format() {
        let tool = tool().await;
        let dir = tempfile::tempdir().unwrap();
        let dub = dir.path().join("dub.wav");
        tone(&dub, &[VOCAL_HZ, 440.0], 0.05, 6.0, "mono");
        for (lufs, format) in [(-14.0, AudioFormat::Flac), (-20.0, AudioFormat::Wav)] {
            let out = dir.path().join(format!("dub {lufs}.{}", format.extension()));
            let alone = Mix {
                instrumental: None,
                loudness: Some(lufs),
                format,
                ..mix(&dub, &dub)
            };
            tool.mix(&alone, &out).await.unwrap();
            let (measured, peak) = (integrated(&out), true_peak(&out));
            assert!(
                (measured - lufs).abs() <= 1.0,
                "{lufs} LUFS asked, {measured} made"
            );
            assert!(peak <= -1.0, "a true peak of {peak} dBTP");
        }
        let refused = dir.path().join("refused.wav");
        let too_loud = Mix {
            instrumental: None,
            loudness: Some(-2.0),
            ..mix(&dub, &dub)
        };
        assert!(matches!(
            tool.mix(&too_loud, &refused).await,
            Err(MixError::OutOfRange {
                setting: "loudness",
                ..
            })
        ));
        assert!(!refused.exists());
    }
}
