//! Dubdeck's log: what the front end's `tracing` events say, written to the terminal as before and
//! to a few files of a few megabytes in the data folder's `logs`, the newest as `<program>.log`,
//! older ones as `<program>.1.log`, `<program>.2.log`. Every line is scrubbed first (see
//! `scrub`), and the last lines are kept in memory for a crash report.

use std::collections::VecDeque;
use std::fs::{File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, PoisonError};

use tracing_subscriber::Layer as _;
use tracing_subscriber::fmt::MakeWriter;
use tracing_subscriber::layer::SubscriberExt;
use tracing_subscriber::util::SubscriberInitExt;

use super::scrub::scrub;

/// The folder of the log files inside a data folder.
pub fn log_dir(data_dir: &Path) -> PathBuf {
    data_dir.join("logs")
}

/// How large a log file grows before the next line starts a new one, and how many are kept.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    pub file_bytes: u64,
    pub files: usize,
}

impl Default for Limits {
    /// Three files of 4 MiB: days of a normal session's lines, and the hour before a problem
    /// even with `DUBDECK_LOG=debug`.
    fn default() -> Self {
        Limits {
            file_bytes: 4 << 20,
            files: 3,
        }
    }
}

/// The log files of one program, rotated by size.
pub struct RotatingFile {
    dir: PathBuf,
    program: String,
    limits: Limits,
    file: File,
    written: u64,
}

impl RotatingFile {
    /// Opens (appending) or creates `<program>.log` in `dir`, creating `dir` private to the user.
    pub fn open(dir: &Path, program: &str, limits: Limits) -> io::Result<RotatingFile> {
        create_private_dir(dir)?;
        let path = file_path(dir, program, 0);
        let file = open_append(&path)?;
        let written = file.metadata()?.len();
        Ok(RotatingFile {
            dir: dir.to_path_buf(),
            program: program.to_owned(),
            limits: Limits {
                file_bytes: limits.file_bytes.max(1),
                files: limits.files.max(1),
            },
            file,
            written,
        })
    }

    /// The current file becomes `.1`, each older one moves up, the last is dropped.
    fn rotate(&mut self) -> io::Result<()> {
        self.file.flush()?;
        let last = self.limits.files - 1;
        if last == 0 {
            self.file = File::create(file_path(&self.dir, &self.program, 0))?;
        } else {
            let _ = std::fs::remove_file(file_path(&self.dir, &self.program, last));
            for n in (0..last).rev() {
                let from = file_path(&self.dir, &self.program, n);
                if from.exists() {
                    std::fs::rename(&from, file_path(&self.dir, &self.program, n + 1))?;
                }
            }
            self.file = open_append(&file_path(&self.dir, &self.program, 0))?;
        }
        self.written = 0;
        Ok(())
    }
}

impl Write for RotatingFile {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        if self.written > 0 && self.written + buf.len() as u64 > self.limits.file_bytes {
            self.rotate()?;
        }
        self.file.write_all(buf)?;
        self.written += buf.len() as u64;
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        self.file.flush()
    }
}

/// `<program>.log`, or `<program>.<n>.log` for an older one.
pub fn file_path(dir: &Path, program: &str, n: usize) -> PathBuf {
    if n == 0 {
        dir.join(format!("{program}.log"))
    } else {
        dir.join(format!("{program}.{n}.log"))
    }
}

fn open_append(path: &Path) -> io::Result<File> {
    let mut options = OpenOptions::new();
    options.create(true).append(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.mode(0o600);
    }
    options.open(path)
}

/// Creates `dir` (and its parents) readable by the user only, on Unix.
pub(super) fn create_private_dir(dir: &Path) -> io::Result<()> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::DirBuilderExt;
        std::fs::DirBuilder::new().recursive(true).mode(0o700).create(dir)
    }
    #[cfg(not(unix))]
    std::fs::create_dir_all(dir)
}

/// The last lines written, scrubbed, for a crash report.
#[derive(Clone, Default)]
pub struct RecentLines(Arc<Mutex<VecDeque<String>>>);

/// How many lines a crash report quotes.
pub const RECENT_LINES: usize = 200;

impl RecentLines {
    fn push(&self, text: &str) {
        let mut lines = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        for line in text.lines() {
            if lines.len() == RECENT_LINES {
                lines.pop_front();
            }
            lines.push_back(line.to_owned());
        }
    }

    /// The lines kept, oldest first. Never blocks on a writer that panicked while holding them.
    pub fn snapshot(&self) -> Vec<String> {
        match self.0.try_lock() {
            Ok(lines) => lines.iter().cloned().collect(),
            Err(std::sync::TryLockError::Poisoned(lines)) => lines.into_inner().iter().cloned().collect(),
            Err(std::sync::TryLockError::WouldBlock) => Vec::new(),
        }
    }
}

/// A writer that scrubs what it is given, notes it as recent, and hands it on.
pub struct Scrubbing<W> {
    inner: W,
    recent: Option<RecentLines>,
}

impl<W: Write> Write for Scrubbing<W> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        let text = String::from_utf8_lossy(buf);
        let clean = scrub(&text);
        if let Some(recent) = &self.recent {
            recent.push(&clean);
        }
        self.inner.write_all(clean.as_bytes())?;
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        self.inner.flush()
    }
}

/// Makes a [`Scrubbing`] writer over each writer `inner` makes.
#[derive(Clone)]
pub struct ScrubbingMaker<M> {
    inner: M,
    recent: Option<RecentLines>,
}

impl<M> ScrubbingMaker<M> {
    pub fn new(inner: M, recent: Option<RecentLines>) -> Self {
        ScrubbingMaker { inner, recent }
    }
}

impl<'a, M: MakeWriter<'a>> MakeWriter<'a> for ScrubbingMaker<M> {
    type Writer = Scrubbing<M::Writer>;

    fn make_writer(&'a self) -> Self::Writer {
        Scrubbing {
            inner: self.inner.make_writer(),
            recent: self.recent.clone(),
        }
    }
}

/// The log, started: keep it for as long as the program runs (dropping it writes what is still
/// queued for the files).
pub struct Log {
    pub recent: RecentLines,
    /// Where the files are, when they could be opened.
    pub dir: Option<PathBuf>,
    _guard: Option<tracing_appender::non_blocking::WorkerGuard>,
}

/// Starts the program's log: `terminal` (a `tracing` directive) to the terminal and, when `dir`
/// can be written, `files` to `program`'s rotating files in it; `DUBDECK_LOG` replaces both. A
/// folder that cannot be written leaves the terminal only, and says so there.
pub fn start(dir: Option<&Path>, program: &str, terminal: &str, files: &str) -> Log {
    use std::io::IsTerminal;
    let recent = RecentLines::default();
    let env_filter = |default: &str| {
        tracing_subscriber::EnvFilter::try_from_env("DUBDECK_LOG")
            .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new(default))
    };
    let terminal = tracing_subscriber::fmt::layer()
        .with_ansi(io::stderr().is_terminal())
        .with_writer(ScrubbingMaker::new(io::stderr, None))
        .with_filter(env_filter(terminal));
    let file_filter = files;
    let opened = dir.map(|dir| (dir, RotatingFile::open(dir, program, Limits::default())));
    let (files, guard, failed) = match opened {
        Some((dir, Ok(file))) => {
            let (writer, guard) = tracing_appender::non_blocking::NonBlockingBuilder::default()
                .lossy(false)
                .thread_name("dubdeck-log")
                .finish(file);
            let layer = tracing_subscriber::fmt::layer()
                .with_ansi(false)
                .with_writer(ScrubbingMaker::new(writer, Some(recent.clone())))
                .with_filter(env_filter(file_filter));
            (Some((layer, dir.to_path_buf())), Some(guard), None)
        }
        Some((dir, Err(e))) => (None, None, Some((dir.to_path_buf(), e))),
        None => (None, None, None),
    };
    let dir = files.as_ref().map(|(_, dir)| dir.clone());
    let result = tracing_subscriber::registry()
        .with(terminal)
        .with(files.map(|(layer, _)| layer))
        .try_init();
    if let Err(e) = result {
        eprintln!("Dubdeck's log was already started: {e}");
    }
    if let Some((dir, e)) = failed {
        tracing::warn!(
            "the log files cannot be written in {}: {e}; logging to the terminal only",
            dir.display()
        );
    }
    Log {
        recent,
        dir,
        _guard: guard,
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    fn names(dir: &Path) -> Vec<String> {
        let mut names: Vec<String> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    }

    #[test]
    fn files_rotate_by_size_and_only_the_newest_few_are_kept() {
        let temp = tempfile::tempdir().unwrap();
        let dir = temp.path().join("logs");
        let limits = Limits {
            file_bytes: 100,
            files: 3,
        };
        let mut file = RotatingFile::open(&dir, "dubdeck", limits).unwrap();
        for n in 0..20 {
            writeln!(file, "line {n:02} {}", "x".repeat(30)).unwrap();
        }
        file.flush().unwrap();
        assert_eq!(names(&dir), ["dubdeck.1.log", "dubdeck.2.log", "dubdeck.log"]);
        for n in 0..3 {
            let len = std::fs::metadata(file_path(&dir, "dubdeck", n)).unwrap().len();
            assert!(len <= 100, "file {n} holds {len} bytes");
        }
        let newest = std::fs::read_to_string(file_path(&dir, "dubdeck", 0)).unwrap();
        assert!(
            newest.ends_with(&format!("line 19 {}\n", "x".repeat(30))),
            "{newest}"
        );
        // Reopened, the newest file is appended to, and still rotates at its size.
        drop(file);
        let mut again = RotatingFile::open(&dir, "dubdeck", limits).unwrap();
        writeln!(again, "after").unwrap();
        assert_eq!(names(&dir).len(), 3);
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = std::fs::metadata(file_path(&dir, "dubdeck", 0))
                .unwrap()
                .permissions()
                .mode();
            assert_eq!(mode & 0o077, 0, "the log is readable by others: {mode:o}");
        }
    }

    #[test]
    fn what_is_written_is_scrubbed_and_kept_as_recent() {
        let recent = RecentLines::default();
        let mut out = Vec::new();
        {
            let mut writer = Scrubbing {
                inner: &mut out,
                recent: Some(recent.clone()),
            };
            writer
                .write_all(b"GET http://h/o?X-Amz-Signature=deadbeef ok\nsecond line\n")
                .unwrap();
        }
        let text = String::from_utf8(out).unwrap();
        assert!(!text.contains("deadbeef"), "{text}");
        let lines = recent.snapshot();
        assert_eq!(lines.len(), 2);
        assert!(lines[0].contains("X-Amz-Signature=[redacted]"));
        for n in 0..RECENT_LINES + 5 {
            recent.push(&format!("{n}\n"));
        }
        let lines = recent.snapshot();
        assert_eq!(lines.len(), RECENT_LINES);
        assert_eq!(lines.last().map(String::as_str), Some("204"));
    }
}
