//! Media made by the tests themselves: WAVs written with hound and tiny Matroska files assembled by
//! hand (the simulator's committed fixtures cover the encoded formats).
#![allow(dead_code, clippy::unwrap_used, clippy::expect_used)]

use std::path::{Path, PathBuf};

pub mod spectra;

/// The simulator's fixtures (mp3, wav, flac, ogg, m4a, mp4, mov, mkv, webm, broken files).
pub fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../sim/tests/fixtures")
        .join(name)
}

/// A mono or stereo 16-bit WAV of `ms` milliseconds of a quiet tone.
pub fn wav(path: &Path, ms: u64, sample_rate: u32, channels: u16) {
    let spec = hound::WavSpec {
        channels,
        sample_rate,
        bits_per_sample: 16,
        sample_format: hound::SampleFormat::Int,
    };
    let mut w = hound::WavWriter::create(path, spec).unwrap();
    let frames = u64::from(sample_rate) * ms / 1000;
    for i in 0..frames {
        let v = ((i as f64 * 440.0 * std::f64::consts::TAU / f64::from(sample_rate)).sin() * 3000.0) as i16;
        for _ in 0..channels {
            w.write_sample(v).unwrap();
        }
    }
    w.finalize().unwrap();
}

/// A long but small WAV: 8-bit mono at 1 kHz (60 KB per minute).
pub fn long_wav(path: &Path, ms: u64) {
    let spec = hound::WavSpec {
        channels: 1,
        sample_rate: 1000,
        bits_per_sample: 8,
        sample_format: hound::SampleFormat::Int,
    };
    let mut w = hound::WavWriter::create(path, spec).unwrap();
    for i in 0..ms {
        w.write_sample(((i % 50) as i8) - 25).unwrap();
    }
    w.finalize().unwrap();
}

/// One EBML element with an 8-byte size field.
fn el(id: &[u8], payload: &[u8]) -> Vec<u8> {
    let mut out = id.to_vec();
    out.push(0x01);
    out.extend_from_slice(&(payload.len() as u64).to_be_bytes()[1..]);
    out.extend_from_slice(payload);
    out
}

fn uint(id: &[u8], v: u64) -> Vec<u8> {
    el(id, &v.to_be_bytes())
}

fn float(id: &[u8], v: f64) -> Vec<u8> {
    el(id, &v.to_be_bytes())
}

/// A Matroska file with a VP8 video track (no frames needed) and, when `audio_ms` is given, a
/// 16-bit mono PCM audio track of that length at 8 kHz in 100 ms blocks.
pub fn mkv(path: &Path, doc_type: &str, audio_ms: Option<u64>) {
    let header = el(
        &[0x1A, 0x45, 0xDF, 0xA3],
        &[
            uint(&[0x42, 0x86], 1),
            uint(&[0x42, 0xF7], 1),
            uint(&[0x42, 0xF2], 4),
            uint(&[0x42, 0xF3], 8),
            el(&[0x42, 0x82], doc_type.as_bytes()),
            uint(&[0x42, 0x87], 4),
            uint(&[0x42, 0x85], 2),
        ]
        .concat(),
    );
    let duration_ms = audio_ms.unwrap_or(1000);
    let info = el(
        &[0x15, 0x49, 0xA9, 0x66],
        &[
            uint(&[0x2A, 0xD7, 0xB1], 1_000_000),
            el(&[0x4D, 0x80], b"dubdeck-tests"),
            el(&[0x57, 0x41], b"dubdeck-tests"),
            float(&[0x44, 0x89], duration_ms as f64),
        ]
        .concat(),
    );
    let video = el(
        &[0xAE],
        &[
            uint(&[0xD7], 1),
            uint(&[0x73, 0xC5], 1),
            uint(&[0x83], 1),
            el(&[0x86], b"V_VP8"),
            el(&[0xE0], &[uint(&[0xB0], 64), uint(&[0xBA], 48)].concat()),
        ]
        .concat(),
    );
    let mut entries = video;
    if audio_ms.is_some() {
        entries.extend(el(
            &[0xAE],
            &[
                uint(&[0xD7], 2),
                uint(&[0x73, 0xC5], 2),
                uint(&[0x83], 2),
                el(&[0x86], b"A_PCM/INT/LIT"),
                el(
                    &[0xE1],
                    &[float(&[0xB5], 8000.0), uint(&[0x9F], 1), uint(&[0x62, 0x64], 16)].concat(),
                ),
            ]
            .concat(),
        ));
    }
    let tracks = el(&[0x16, 0x54, 0xAE, 0x6B], &entries);
    let mut cluster = uint(&[0xE7], 0);
    if let Some(ms) = audio_ms {
        for block in 0..ms / 100 {
            let mut data = vec![0x82u8]; // track 2
            data.extend_from_slice(&((block * 100) as i16).to_be_bytes());
            data.push(0x80); // keyframe
            for i in 0..800u32 {
                data.extend_from_slice(&(((i % 40) as i16 - 20) * 100).to_le_bytes());
            }
            cluster.extend(el(&[0xA3], &data));
        }
    }
    let cluster = el(&[0x1F, 0x43, 0xB6, 0x75], &cluster);
    let segment = el(&[0x18, 0x53, 0x80, 0x67], &[info, tracks, cluster].concat());
    std::fs::write(path, [header, segment].concat()).unwrap();
}

/// Runs the ffmpeg command line (to make the tests' media and read results); its output.
pub fn ffmpeg_cli(args: &[&str]) -> Vec<u8> {
    let out = std::process::Command::new("ffmpeg")
        .args(["-nostdin", "-hide_banner", "-loglevel", "error", "-y"])
        .args(args)
        .output()
        .expect("ffmpeg runs (cargo xtask deps installs it)");
    assert!(
        out.status.success(),
        "ffmpeg {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    out.stdout
}

/// A named pipe that tells whether anything opened it: a thread waits to open it for writing,
/// which the system lets happen only once a reader opens it. So a file that points to a tripwire
/// (a playlist's segment, a concat list's entry) shows whether ffmpeg followed it, whatever
/// ffmpeg says, and without tracing it.
#[cfg(unix)]
pub struct Tripwire {
    pub path: PathBuf,
    opened: std::sync::Arc<std::sync::atomic::AtomicBool>,
    waiting: Option<std::thread::JoinHandle<()>>,
}

#[cfg(unix)]
impl Tripwire {
    /// A tripwire at `path` (a name no other test uses), armed.
    pub fn new(path: &Path) -> Tripwire {
        let made = std::process::Command::new("mkfifo").arg(path).status().unwrap();
        assert!(made.success(), "mkfifo {path:?}");
        let mut wire = Tripwire {
            path: path.to_path_buf(),
            opened: Default::default(),
            waiting: None,
        };
        wire.arm();
        wire
    }

    fn arm(&mut self) {
        let (path, opened) = (self.path.clone(), self.opened.clone());
        opened.store(false, std::sync::atomic::Ordering::SeqCst);
        self.waiting = Some(std::thread::spawn(move || {
            // Blocks until a reader opens the pipe; the reader then reads nothing and ends.
            let _writer = std::fs::OpenOptions::new().write(true).open(&path).unwrap();
            opened.store(true, std::sync::atomic::Ordering::SeqCst);
        }));
    }

    /// Whether something opened the pipe since it was armed; it is armed again.
    pub fn tripped(&mut self) -> bool {
        // The waiting thread records the open just after the reader's open returned.
        std::thread::sleep(std::time::Duration::from_millis(200));
        let tripped = self.opened.load(std::sync::atomic::Ordering::SeqCst);
        if !tripped {
            // Release the waiting writer by opening the pipe ourselves.
            drop(std::fs::File::open(&self.path).unwrap());
        }
        if let Some(waiting) = self.waiting.take() {
            waiting.join().unwrap();
        }
        self.arm();
        tripped
    }
}

#[cfg(unix)]
impl Drop for Tripwire {
    fn drop(&mut self) {
        if let Some(waiting) = self.waiting.take() {
            if !self.opened.load(std::sync::atomic::Ordering::SeqCst) {
                drop(std::fs::File::open(&self.path));
            }
            let _ = waiting.join();
        }
    }
}

/// Files that ffmpeg would play as other files, each pointing to `target` (a file in `dir`'s
/// parent for playlists, in `dir` for concat lists): HLS playlists by absolute and by relative
/// path, and a concat list of a sibling, each saved as a video (`.mp4`, `.mov`, `.mkv`). Each
/// comes with the kind it must be refused as.
pub fn pointers(dir: &Path, target: &Path) -> Vec<(PathBuf, dubdeck_core::ffmpeg::ContainerKind)> {
    use dubdeck_core::ffmpeg::ContainerKind;
    let sub = dir.join("sub");
    std::fs::create_dir_all(&sub).unwrap();
    let name = target.file_name().unwrap().to_str().unwrap();
    let absolute = target.to_str().unwrap();
    let hls = |segment: &str| {
        format!(
            "#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:4\n#EXTINF:3.0,\n{segment}\n#EXT-X-ENDLIST\n"
        )
    };
    let mut out = Vec::new();
    for extension in ["mp4", "mov", "mkv"] {
        let by_path = sub.join(format!("playlist-abs.{extension}"));
        std::fs::write(&by_path, hls(absolute)).unwrap();
        out.push((by_path, ContainerKind::Playlist));
        let by_parent = sub.join(format!("playlist-rel.{extension}"));
        std::fs::write(&by_parent, hls(&format!("../{name}"))).unwrap();
        out.push((by_parent, ContainerKind::Playlist));
        let list = target.with_file_name(format!("list.{extension}"));
        std::fs::write(&list, format!("ffconcat version 1.0\nfile '{name}'\n")).unwrap();
        out.push((list, ContainerKind::ConcatList));
    }
    out
}
