//! One run of ffmpeg or ffprobe: a child process with no input, its standard output collected (or
//! handed to a reader as it comes), the last of its error output kept as its reason, and a time
//! limit after which it is killed.

use std::ffi::OsString;
use std::path::Path;
use std::process::Stdio;
use std::time::Duration;

use tokio::io::{AsyncRead, AsyncReadExt};
use tokio::process::Command;

use super::MediaError;

/// Error output kept: the last lines say why.
const KEEP_STDERR: usize = 8 * 1024;

/// Where a run's standard output goes as it comes.
pub(crate) type Reader<'a> = &'a mut (dyn FnMut(&[u8]) + Send);

/// What a finished run left.
pub(crate) struct Ran {
    pub stdout: Vec<u8>,
}

/// Runs `program` with `args` about `file` (named in errors); its standard output goes to `read`
/// as it comes (or is collected when `read` is `None`). Killed after `limit`. A run that ends
/// badly is `Failed`, with the last line of its error output as the reason (callers that know the
/// input was at fault turn it into `Unreadable`).
pub(crate) async fn run(
    program: &Path,
    args: Vec<OsString>,
    file: &Path,
    limit: Duration,
    read: Option<Reader<'_>>,
) -> Result<Ran, MediaError> {
    // On the heap: the child's pipes and buffers would make every caller's future large.
    Box::pin(run_child(program, args, file, limit, read)).await
}

async fn run_child(
    program: &Path,
    args: Vec<OsString>,
    file: &Path,
    limit: Duration,
    read: Option<Reader<'_>>,
) -> Result<Ran, MediaError> {
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
        let (out, err) = tokio::join!(drain(stdout, read), tail(stderr));
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
    let status = status.map_err(|e| failed(format!("{} did not finish ({e})", program.display())))?;
    if !status.success() {
        return Err(failed(reason(&err, file, status)));
    }
    Ok(Ran { stdout: out })
}

async fn drain(stdout: Option<tokio::process::ChildStdout>, mut read: Option<Reader<'_>>) -> Vec<u8> {
    let mut kept = Vec::new();
    let Some(mut stdout) = stdout else {
        return kept;
    };
    let mut buffer = vec![0u8; 64 * 1024];
    loop {
        match stdout.read(&mut buffer).await {
            Ok(0) | Err(_) => return kept,
            Ok(n) => match read.as_mut() {
                Some(read) => read(&buffer[..n]),
                None => kept.extend_from_slice(&buffer[..n]),
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

/// The last line of error output that says something, else the exit status.
fn reason(stderr: &[u8], file: &Path, status: std::process::ExitStatus) -> String {
    let text = String::from_utf8_lossy(stderr);
    let named = format!("{}: ", file.display());
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
        format!("it ended with {status}")
    } else {
        said.join("; ")
    }
}

/// Lines of error output in a reason: ffmpeg says what it found, then what that meant.
const REASON_LINES: usize = 2;

/// A line of ffmpeg's error output without its source tag (`[mov,mp4 @ 0x55d0…] `) or the file's
/// name, which the error names already.
fn plain<'a>(line: &'a str, named: &str) -> &'a str {
    let line = match line.strip_prefix('[').and_then(|rest| rest.split_once("] ")) {
        Some((tag, rest)) if tag.contains(" @ 0x") => rest,
        _ => line,
    };
    line.strip_prefix(named).unwrap_or(line).trim()
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
            None,
        );
        let started = std::time::Instant::now();
        assert!(matches!(slow.await, Err(MediaError::TimedOut { .. })));
        assert!(started.elapsed() < Duration::from_secs(10));
        let failing = run(
            Path::new("sh"),
            vec![
                "-c".into(),
                "echo 'first' >&2; echo '[mov,mp4 @ 0x55d0c0] moov atom not found' >&2; \
                 echo '/in/song.mp3: Invalid data found' >&2; exit 1"
                    .into(),
            ],
            file,
            Duration::from_secs(10),
            None,
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
            Some(&mut count),
        )
        .await
        .unwrap();
        assert_eq!(seen, 200_000);
    }
}
