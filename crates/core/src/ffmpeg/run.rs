//! One run of ffmpeg or ffprobe: a child process with no input, its standard output collected (up
//! to a bound) or handed to a reader as it comes, the last of its error output kept as its reason,
//! and a time limit after which it is killed.

use std::ffi::OsString;
use std::path::Path;
use std::process::{ExitStatus, Stdio};
use std::time::Duration;

use tokio::io::{AsyncRead, AsyncReadExt};
use tokio::process::Command;

use super::MediaError;

/// Error output kept: the last lines say why.
const KEEP_STDERR: usize = 8 * 1024;

/// Where a run's standard output goes as it comes.
pub(crate) type Reader<'a> = &'a mut (dyn FnMut(&[u8]) + Send);

/// Where a run's standard output goes: collected, up to `max` bytes (more is refused as
/// [`MediaError::ProbeTooLarge`] and the child stopped), or handed to a reader as it comes.
pub(crate) enum Output<'a> {
    Collect { max: usize },
    Read(Reader<'a>),
}

impl Output<'static> {
    /// For runs whose results are files, not their standard output (which says little or
    /// nothing).
    pub(crate) fn little() -> Output<'static> {
        Output::Collect { max: 64 * 1024 }
    }
}

/// What a finished run left.
pub(crate) struct Ran {
    pub stdout: Vec<u8>,
}

/// A run that ended by itself, well or badly.
pub(crate) struct Ended {
    pub stdout: Vec<u8>,
    /// The last [`KEEP_STDERR`] bytes (about) of its error output.
    pub stderr: Vec<u8>,
    pub status: ExitStatus,
}

/// Runs `program` with `args` about `file` (named in errors), its standard output going to
/// `output`. Killed after `limit`. A run that ends badly is `Failed`, with the last lines of its
/// error output as the reason (callers that know the input was at fault turn it into
/// `Unreadable`).
pub(crate) async fn run(
    program: &Path,
    args: Vec<OsString>,
    file: &Path,
    limit: Duration,
    output: Output<'_>,
) -> Result<Ran, MediaError> {
    let ended = run_to_end(program, args, file, limit, output).await?;
    if !ended.status.success() {
        return Err(MediaError::Failed {
            path: file.to_path_buf(),
            reason: reason(&ended.stderr, file, ended.status),
        });
    }
    Ok(Ran { stdout: ended.stdout })
}

/// As [`run`], but a run that ends badly is given back whole (its error output, its status), for
/// callers that read what ffmpeg said.
pub(crate) async fn run_to_end(
    program: &Path,
    args: Vec<OsString>,
    file: &Path,
    limit: Duration,
    output: Output<'_>,
) -> Result<Ended, MediaError> {
    // On the heap: the child's pipes and buffers would make every caller's future large.
    Box::pin(run_child(program, args, file, limit, output)).await
}

async fn run_child(
    program: &Path,
    args: Vec<OsString>,
    file: &Path,
    limit: Duration,
    output: Output<'_>,
) -> Result<Ended, MediaError> {
    let failed = |reason: String| MediaError::Failed {
        path: file.to_path_buf(),
        reason,
    };
    let mut child = Command::new(program)
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .kill_on_drop(true)
        .spawn()
        .map_err(|e| failed(format!("{} could not start ({e})", program.display())))?;
    let stdout = child.stdout.take();
    let stderr = child.stderr.take();
    let work = async {
        let stopper = &mut child;
        let read = async {
            let out = drain(stdout, output).await;
            if out.is_err() {
                // Said more than it may: stopped now, not read to its end.
                let _ = stopper.start_kill();
            }
            out
        };
        let (out, err) = tokio::join!(read, tail(stderr));
        let status = child.wait().await;
        (out, err, status)
    };
    let (out, err, status) = match tokio::time::timeout(limit, work).await {
        Ok(done) => done,
        Err(_) => {
            // Dropping the child kills it (`kill_on_drop`).
            return Err(MediaError::TimedOut {
                path: file.to_path_buf(),
                limit,
            });
        }
    };
    let stdout = out.map_err(|limit_bytes| MediaError::ProbeTooLarge {
        path: file.to_path_buf(),
        limit_bytes,
    })?;
    let status = status.map_err(|e| failed(format!("{} did not finish ({e})", program.display())))?;
    Ok(Ended {
        stdout,
        stderr: err,
        status,
    })
}

/// Reads the child's standard output to its end; `Err(max)` when more than `max` bytes were to
/// be collected (the pipe is then closed).
async fn drain(stdout: Option<tokio::process::ChildStdout>, mut output: Output<'_>) -> Result<Vec<u8>, u64> {
    let mut kept = Vec::new();
    let Some(mut stdout) = stdout else {
        return Ok(kept);
    };
    let mut buffer = vec![0u8; 64 * 1024];
    loop {
        match stdout.read(&mut buffer).await {
            Ok(0) | Err(_) => return Ok(kept),
            Ok(n) => match &mut output {
                Output::Read(read) => read(&buffer[..n]),
                Output::Collect { max } => {
                    if kept.len() + n > *max {
                        return Err(u64::try_from(*max).unwrap_or(u64::MAX));
                    }
                    kept.extend_from_slice(&buffer[..n]);
                }
            },
        }
    }
}

/// The last [`KEEP_STDERR`] bytes of error output.
async fn tail(stderr: Option<impl AsyncRead + Unpin>) -> Vec<u8> {
    let mut kept = Vec::new();
    let Some(mut stderr) = stderr else {
        return kept;
    };
    let mut buffer = vec![0u8; 4096];
    loop {
        match stderr.read(&mut buffer).await {
            Ok(0) | Err(_) => return kept,
            Ok(n) => {
                kept.extend_from_slice(&buffer[..n]);
                if kept.len() > 2 * KEEP_STDERR {
                    kept.drain(..kept.len() - KEEP_STDERR);
                }
            }
        }
    }
}

/// The last lines of error output that say something, else the exit status.
pub(crate) fn reason(stderr: &[u8], file: &Path, status: ExitStatus) -> String {
    let text = String::from_utf8_lossy(stderr);
    // ffmpeg names the file as it was given: `file:` and the path (see `super::args`).
    let named = [
        format!("file:{}: ", file.display()),
        format!("{}: ", file.display()),
    ];
    let mut said: Vec<&str> = Vec::new();
    for line in text.lines().rev() {
        let line = plain(line.trim(), &named);
        if line.is_empty() || line.starts_with("Conversion failed") || said.contains(&line) {
            continue;
        }
        said.insert(0, line);
        if said.len() == REASON_LINES {
            break;
        }
    }
    if said.is_empty() {
        // The system's words for how it ended ("exit status: 1").
        status.to_string()
    } else {
        said.join("; ")
    }
}

/// Lines of error output in a reason: ffmpeg says what it found, then what that meant.
const REASON_LINES: usize = 2;

/// A line of ffmpeg's error output without its source tag (`[mov,mp4 @ 0x55d0…] `) or the file's
/// name, which the error names already.
fn plain<'a>(line: &'a str, named: &[String]) -> &'a str {
    let line = match line.strip_prefix('[').and_then(|rest| rest.split_once("] ")) {
        Some((tag, rest)) if tag.contains(" @ 0x") => rest,
        _ => line,
    };
    named
        .iter()
        .find_map(|name| line.strip_prefix(name.as_str()))
        .unwrap_or(line)
        .trim()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[cfg(unix)]
    #[tokio::test]
    async fn a_run_past_its_limit_is_stopped_and_a_failure_says_why() {
        let file = Path::new("/in/song.mp3");
        let slow = run(
            Path::new("sh"),
            vec!["-c".into(), "sleep 30".into()],
            file,
            Duration::from_millis(200),
            Output::Collect { max: 1024 },
        );
        let started = std::time::Instant::now();
        assert!(matches!(slow.await, Err(MediaError::TimedOut { .. })));
        assert!(started.elapsed() < Duration::from_secs(10));
        let failing = run(
            Path::new("sh"),
            vec![
                "-c".into(),
                "echo 'first' >&2; echo '[mov,mp4 @ 0x55d0c0] moov atom not found' >&2; \
                 echo 'file:/in/song.mp3: Invalid data found' >&2; exit 1"
                    .into(),
            ],
            file,
            Duration::from_secs(10),
            Output::Collect { max: 1024 },
        )
        .await;
        match failing {
            Err(MediaError::Failed { reason, .. }) => {
                assert_eq!(reason, "moov atom not found; Invalid data found")
            }
            Err(other) => panic!("{other:?}"),
            Ok(_) => panic!("a failing run succeeded"),
        }
        let mut seen = 0usize;
        let mut count = |chunk: &[u8]| seen += chunk.len();
        run(
            Path::new("sh"),
            vec!["-c".into(), "head -c 200000 /dev/zero".into()],
            file,
            Duration::from_secs(10),
            Output::Read(&mut count),
        )
        .await
        .unwrap();
        assert_eq!(seen, 200_000);
    }

    /// What is collected is bounded: a child that says more than it may is stopped and refused,
    /// not read whole into memory.
    #[cfg(unix)]
    #[tokio::test]
    async fn collected_output_is_bounded() {
        let file = Path::new("/in/song.mp3");
        let said = |bytes: usize| {
            run(
                Path::new("sh"),
                vec!["-c".into(), format!("head -c {bytes} /dev/zero").into()],
                file,
                Duration::from_secs(10),
                Output::Collect { max: 100_000 },
            )
        };
        assert_eq!(said(100_000).await.unwrap().stdout.len(), 100_000);
        let started = std::time::Instant::now();
        match said(50_000_000).await {
            Err(MediaError::ProbeTooLarge { limit_bytes, path }) => {
                assert_eq!((limit_bytes, path.as_path()), (100_000, file))
            }
            Err(other) => panic!("{other:?}"),
            Ok(ran) => panic!("{} bytes were collected", ran.stdout.len()),
        }
        assert!(started.elapsed() < Duration::from_secs(10));
    }
}
