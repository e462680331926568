//! Helper processes for the third-party decoders: symphonia's demuxers and codecs (the user's
//! media files) and the image crate's (avatars from the service). They read what others made, and a
//! bug in one (a panic, a stack overflow, an abort) must refuse that file, not end the app. Run in a
//! helper, a crash ends only the helper, and the file is refused. Browsers decode media this way.
//! It is also what lets the shipped app abort on a panic (`[profile.dist]`): nothing it relies on
//! to survive bad input is a `catch_unwind` in its own process.
//!
//! A helper is a program started with [`HELPER_ARG`] whose `main` hands the process to
//! [`serve_if_helper`] before anything else, with the jobs it offers: the core's
//! (`dubdeck_core::HELPER_JOBS`). The app's is `dubdeck-helper`, a small program installed beside
//! it that links the decoders, which the app itself then need not: the app calls [`enable`] with
//! it once. Without that (the command line, tests), the same jobs run in-process instead, behind
//! `catch_unwind`, in builds with the `decoders-here` feature.
//!
//! Helpers are kept for a moment after a job, so that a burst of avatars costs one start; one idle
//! for [`IDLE`] is closed, and one still on a job after its time limit is killed. Each job is one
//! exchange over the helper's stdin and stdout: a frame (a 4-byte little-endian length, then that
//! many bytes) naming the job, a frame of JSON arguments and a frame of raw bytes in; a status byte,
//! a frame of JSON and a frame of bytes out. A helper gets the app's environment without the API
//! key, and ends when its stdin closes (as when the app ends).

use std::ffi::OsString;
use std::io::{self, BufReader, BufWriter, Read, Write};
use std::path::PathBuf;
use std::process::{Child, ChildStdin, ChildStdout, Command, ExitCode, Stdio};
use std::sync::{Arc, Condvar, Mutex, OnceLock, PoisonError};
use std::time::{Duration, Instant};

use serde::Serialize;
use serde::de::DeserializeOwned;

/// The first argument that makes the executable a helper.
pub const HELPER_ARG: &str = "--dubdeck-helper";

/// A helper idle this long is closed.
pub const IDLE: Duration = Duration::from_secs(2);

/// Helpers at most, busy or idle: each costs a start of the helper program and, while it lives,
/// memory of its own. More jobs at once wait their turn.
const MAX_HELPERS: usize = 2;

/// How long a job may take by default (a 30-minute file is measured or rendered in far less); one
/// still running then is stopped, as a decoder caught in a loop.
pub const JOB_LIMIT: Duration = Duration::from_secs(10 * 60);

/// The largest frame either side accepts: an avatar is at most a few MiB, an answer far less.
const MAX_FRAME: u32 = 64 * 1024 * 1024;

/// A job a helper runs: JSON arguments and raw bytes in, JSON and raw bytes out, or why it was
/// refused (not a refusal of the file: the file's own verdict is in the JSON).
pub type Job = fn(args: &[u8], body: &[u8]) -> Result<Answer, String>;

/// A job's answer: JSON, and raw bytes.
pub type Answer = (Vec<u8>, Vec<u8>);

/// Why a job did not come back from a helper.
#[derive(Debug, thiserror::Error)]
pub enum HelperError {
    #[error("no helper process could be started: {0}")]
    Start(io::Error),
    #[error("the helper process ended during the job ({0})")]
    Ended(String),
    #[error("the helper's answer could not be read: {0}")]
    Garbled(String),
    #[error("the helper refused the job: {0}")]
    Refused(String),
}

/// The job that says which core a helper was built from: its version (see [`About`]).
pub const ABOUT_JOB: &str = "about";

/// What a helper answers to [`ABOUT_JOB`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize, serde::Deserialize)]
pub struct About {
    /// The version of the core the helper was built from.
    pub version: String,
}

/// The version of this core, which a helper of the same build answers.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");

/// Serves [`ABOUT_JOB`].
pub fn about_job(_args: &[u8], _body: &[u8]) -> Result<Answer, String> {
    let about = About {
        version: VERSION.to_owned(),
    };
    let json = serde_json::to_vec(&about).map_err(|e| e.to_string())?;
    Ok((json, Vec::new()))
}

/// Whether this build can run the decoders' jobs in its own process (the `decoders-here` feature).
pub fn decodes_here() -> bool {
    !jobs_here().is_empty()
}

static HELPERS: OnceLock<Helpers> = OnceLock::new();

/// From now on, this process runs the decoders in helpers: `program` started with [`HELPER_ARG`].
/// Once per process; false when helpers were already enabled.
pub fn enable(program: PathBuf) -> bool {
    let mut fresh = false;
    HELPERS.get_or_init(|| {
        fresh = true;
        Helpers::new(program)
    });
    if fresh {
        let closer = std::thread::Builder::new()
            .name("helper-closer".into())
            .spawn(|| HELPERS.get().map(Helpers::close_idle_forever));
        if let Err(e) = closer {
            tracing::warn!("idle helper processes will stay open: {e}");
        }
    }
    fresh
}

/// The helpers, when [`enable`] was called.
pub fn helpers() -> Option<&'static Helpers> {
    HELPERS.get()
}

/// Runs the job named `name` with typed arguments and answer (JSON): see [`run_job`].
pub(crate) fn run<A: Serialize, R: DeserializeOwned>(
    name: &str,
    args: &A,
    body: &[u8],
    limit: Duration,
) -> Result<(R, Vec<u8>), HelperError> {
    let args = serde_json::to_vec(args).map_err(|e| HelperError::Garbled(e.to_string()))?;
    let (answer, bytes) = run_job(name, &args, body, limit)?;
    let answer = serde_json::from_slice(&answer).map_err(|e| HelperError::Garbled(e.to_string()))?;
    Ok((answer, bytes))
}

/// Runs the job named `name` (of `dubdeck_core::HELPER_JOBS`): in a helper when they are enabled;
/// otherwise, in a build with the `decoders-here` feature, here with a panic caught (here too when
/// no helper could be started). The app is built without that feature: its decoders are linked
/// into its helper program only, and without a helper a job is refused. `Err` is why the job
/// could not run (the helper ended, or the code panicked here); the job's own verdict on its input
/// is inside `Ok`.
pub fn run_job(name: &str, args: &[u8], body: &[u8], limit: Duration) -> Result<Answer, HelperError> {
    match helpers() {
        Some(helpers) => match helpers.call_within(name, args, body, limit) {
            // Without a helper (out of processes?) the job still runs where it can.
            Err(HelperError::Start(e)) => {
                tracing::warn!("no helper process could be started ({e})");
                run_here(name, args, body).unwrap_or(Err(HelperError::Start(e)))
            }
            other => other,
        },
        None => run_here(name, args, body).unwrap_or_else(|| {
            Err(HelperError::Start(io::Error::new(
                io::ErrorKind::NotFound,
                "this process has no helper program and no decoders of its own",
            )))
        }),
    }
}

/// Runs the job in this process, behind `catch_unwind`, when this build has the decoders; `None`
/// when it has not.
fn run_here(name: &str, args: &[u8], body: &[u8]) -> Option<Result<Answer, HelperError>> {
    let job = jobs_here().iter().find(|(n, _)| *n == name)?.1;
    Some(run_caught(job, args, body))
}

/// The jobs this process can run itself.
#[cfg(any(test, feature = "decoders-here"))]
fn jobs_here() -> &'static [(&'static str, Job)] {
    crate::HELPER_JOBS
}

#[cfg(not(any(test, feature = "decoders-here")))]
fn jobs_here() -> &'static [(&'static str, Job)] {
    &[]
}

fn run_caught(job: Job, args: &[u8], body: &[u8]) -> Result<Answer, HelperError> {
    std::panic::catch_unwind(|| job(args, body))
        .map_err(|_| HelperError::Ended("the decoder panicked".to_owned()))?
        .map_err(HelperError::Refused)
}

/// Running helpers and the program that starts new ones.
pub struct Helpers {
    program: PathBuf,
    state: Mutex<State>,
    /// A helper was put back or ended: a waiting job may go on, the closer looks again.
    changed: Condvar,
}

#[derive(Default)]
struct State {
    idle: Vec<(Helper, Instant)>,
    /// Helpers out on a job, and being started.
    busy: usize,
    /// The helpers on a job, and when they are stopped if still on it.
    deadlines: Vec<(Arc<Mutex<Child>>, Instant)>,
}

struct Helper {
    /// Shared with the closer, which kills a helper that overruns its job's time limit.
    child: Arc<Mutex<Child>>,
    stdin: BufWriter<ChildStdin>,
    stdout: BufReader<ChildStdout>,
}

impl Helpers {
    /// Helpers started from `program` (for [`enable`], and for tests of a helper program).
    pub fn new(program: PathBuf) -> Self {
        Helpers {
            program,
            state: Mutex::new(State::default()),
            changed: Condvar::new(),
        }
    }

    /// The program helpers are started from.
    pub fn program(&self) -> &std::path::Path {
        &self.program
    }

    /// [`Helpers::call_within`] [`JOB_LIMIT`].
    pub fn call(&self, job: &str, args: &[u8], body: &[u8]) -> Result<Answer, HelperError> {
        self.call_within(job, args, body, JOB_LIMIT)
    }

    /// Runs one job in an idle helper, or a new one when fewer than [`MAX_HELPERS`] run; otherwise
    /// waits for one. A helper that fails, or is still on the job after `limit` (a decoder caught in
    /// a loop), is ended and reaped.
    pub fn call_within(
        &self,
        job: &str,
        args: &[u8],
        body: &[u8],
        limit: Duration,
    ) -> Result<Answer, HelperError> {
        let mut helper = match self.take() {
            Some(helper) => helper,
            None => self
                .start()
                .inspect_err(|_| self.release())
                .map_err(HelperError::Start)?,
        };
        let deadline = Instant::now() + limit;
        self.watch(&helper, deadline);
        let exchanged = helper.exchange(job, args, body);
        self.unwatch(&helper);
        match exchanged {
            Ok(answer) if Instant::now() >= deadline => {
                // The closer may be killing it this moment: it takes no other job.
                helper.close();
                self.release();
                answer.map_err(HelperError::Refused)
            }
            Ok(answer) => {
                self.put_back(helper);
                answer.map_err(HelperError::Refused)
            }
            Err(e) => {
                let how = helper.end(&e);
                self.release();
                Err(HelperError::Ended(if Instant::now() >= deadline {
                    format!("it was still on the job after {limit:?}")
                } else {
                    how
                }))
            }
        }
    }

    fn watch(&self, helper: &Helper, deadline: Instant) {
        self.lock().deadlines.push((Arc::clone(&helper.child), deadline));
        self.changed.notify_all();
    }

    fn unwatch(&self, helper: &Helper) {
        self.lock()
            .deadlines
            .retain(|(child, _)| !Arc::ptr_eq(child, &helper.child));
    }

    /// An idle helper, or `None` when one may be started (counted as busy already).
    fn take(&self) -> Option<Helper> {
        let mut state = self.lock();
        loop {
            if let Some((helper, _)) = state.idle.pop() {
                state.busy += 1;
                return Some(helper);
            }
            if state.busy < MAX_HELPERS {
                state.busy += 1;
                return None;
            }
            state = self.changed.wait(state).unwrap_or_else(PoisonError::into_inner);
        }
    }

    /// Starts a helper; `DUBDECK_API_KEY` is not passed on (a helper never talks to the service).
    fn start(&self) -> io::Result<Helper> {
        let mut child = Command::new(&self.program)
            .arg(HELPER_ARG)
            .env_remove("DUBDECK_API_KEY")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()?;
        let (Some(stdin), Some(stdout)) = (child.stdin.take(), child.stdout.take()) else {
            let _ = child.kill();
            let _ = child.wait();
            return Err(io::Error::other("the helper's pipes were not opened"));
        };
        Ok(Helper {
            child: Arc::new(Mutex::new(child)),
            stdin: BufWriter::new(stdin),
            stdout: BufReader::new(stdout),
        })
    }

    fn put_back(&self, helper: Helper) {
        let mut state = self.lock();
        state.busy -= 1;
        state.idle.push((helper, Instant::now()));
        self.changed.notify_all();
    }

    /// A busy helper is gone (it ended, or never started).
    fn release(&self) {
        self.lock().busy -= 1;
        self.changed.notify_all();
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Closes helpers idle for [`IDLE`] and kills those past their job's time limit (their caller
    /// then sees the job end); sleeps while there is neither. Never returns.
    fn close_idle_forever(&self) {
        let mut state = self.lock();
        loop {
            let now = Instant::now();
            let overdue: Vec<_> = state
                .deadlines
                .iter()
                .filter(|(_, at)| *at <= now)
                .map(|(child, _)| Arc::clone(child))
                .collect();
            if !overdue.is_empty() {
                state.deadlines.retain(|(_, at)| *at > now);
                drop(state);
                for child in overdue {
                    if let Err(e) = lock_child(&child).kill() {
                        tracing::warn!("a helper past its time limit could not be killed: {e}");
                    }
                }
                state = self.lock();
                continue;
            }
            let (expired, kept): (Vec<_>, Vec<_>) = std::mem::take(&mut state.idle)
                .into_iter()
                .partition(|(_, since)| now - *since >= IDLE);
            state.idle = kept;
            if !expired.is_empty() {
                drop(state);
                expired.into_iter().for_each(|(helper, _)| helper.close());
                state = self.lock();
                continue;
            }
            let next = (state.idle.iter().map(|(_, since)| *since + IDLE))
                .chain(state.deadlines.iter().map(|(_, at)| *at))
                .min();
            state = match next {
                Some(at) => {
                    let wait = at.saturating_duration_since(Instant::now());
                    self.changed
                        .wait_timeout(state, wait)
                        .unwrap_or_else(PoisonError::into_inner)
                        .0
                }
                None => self.changed.wait(state).unwrap_or_else(PoisonError::into_inner),
            };
        }
    }

    #[cfg(test)]
    fn counts(&self) -> (usize, usize) {
        let state = self.lock();
        (state.idle.len(), state.busy)
    }
}

impl Helper {
    /// Sends one job and reads its answer: `Ok(Err)` is a refusal by the helper, `Err` a broken
    /// exchange (the helper died or wrote nonsense).
    fn exchange(&mut self, job: &str, args: &[u8], body: &[u8]) -> io::Result<Result<Answer, String>> {
        write_frame(&mut self.stdin, job.as_bytes())?;
        write_frame(&mut self.stdin, args)?;
        write_frame(&mut self.stdin, body)?;
        self.stdin.flush()?;
        let mut status = [0u8];
        self.stdout.read_exact(&mut status)?;
        let answer = read_frame(&mut self.stdout)?;
        let bytes = read_frame(&mut self.stdout)?;
        Ok(match status[0] {
            0 => Ok((answer, bytes)),
            _ => Err(String::from_utf8_lossy(&answer).into_owned()),
        })
    }

    /// Ends a helper whose exchange broke; says how it ended. One that died is reaped as it was; one
    /// still running after a moment (it wrote nonsense, or will not stop) is killed.
    fn end(self, broke: &io::Error) -> String {
        drop(self.stdin);
        let mut child = lock_child(&self.child);
        let deadline = Instant::now() + Duration::from_secs(1);
        while Instant::now() < deadline {
            match child.try_wait() {
                Ok(Some(status)) => return status.to_string(),
                Ok(None) => std::thread::sleep(Duration::from_millis(10)),
                Err(_) => break,
            }
        }
        let _ = child.kill();
        match child.wait() {
            Ok(status) => format!("{status}, after {broke}"),
            Err(_) => broke.to_string(),
        }
    }

    /// Closes an idle helper: its stdin closes, so it returns from [`serve`], and it is reaped.
    fn close(self) {
        drop(self.stdin);
        if let Err(e) = lock_child(&self.child).wait() {
            tracing::warn!("a helper process could not be reaped: {e}");
        }
    }
}

fn lock_child(child: &Mutex<Child>) -> std::sync::MutexGuard<'_, Child> {
    child.lock().unwrap_or_else(PoisonError::into_inner)
}

/// When this process was started as a helper (first argument [`HELPER_ARG`]), serves `jobs` until
/// stdin closes and returns the exit code; otherwise `None`, and the program goes on as itself.
/// Call it first thing in `main`.
pub fn serve_if_helper(jobs: &[&[(&str, Job)]]) -> Option<ExitCode> {
    let first = std::env::args_os().nth(1);
    if first.as_deref() != Some(&OsString::from(HELPER_ARG)) {
        return None;
    }
    let served = serve(io::stdin().lock(), io::stdout().lock(), jobs);
    Some(match served {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("dubdeck helper: {e}");
            ExitCode::FAILURE
        }
    })
}

/// Serves jobs from `input` until it ends. A job that panics takes the process with it (in a
/// build that unwinds, the panic ends `serve`); the app sees that as the job's failure.
pub fn serve(input: impl Read, output: impl Write, jobs: &[&[(&str, Job)]]) -> io::Result<()> {
    let mut input = BufReader::new(input);
    let mut output = BufWriter::new(output);
    loop {
        let name = match read_frame(&mut input) {
            Ok(name) => name,
            Err(e) if e.kind() == io::ErrorKind::UnexpectedEof => return Ok(()),
            Err(e) => return Err(e),
        };
        let args = read_frame(&mut input)?;
        let body = read_frame(&mut input)?;
        let name = String::from_utf8_lossy(&name);
        let job = jobs
            .iter()
            .flat_map(|table| table.iter())
            .find(|(n, _)| *n == name);
        let result = match job {
            Some((_, job)) => job(&args, &body),
            None => Err(format!("no job named {name:?} here")),
        };
        match result {
            Ok((answer, bytes)) => {
                output.write_all(&[0])?;
                write_frame(&mut output, &answer)?;
                write_frame(&mut output, &bytes)?;
            }
            Err(why) => {
                output.write_all(&[1])?;
                write_frame(&mut output, why.as_bytes())?;
                write_frame(&mut output, &[])?;
            }
        }
        output.flush()?;
    }
}

/// A path as JSON, whatever its bytes (`#[serde(with = "crate::sandbox::path_bytes")]`): a file
/// name need not be Unicode, and the helper must open the very file the app meant.
pub(crate) mod path_bytes {
    use std::path::{Path, PathBuf};

    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    #[cfg(unix)]
    pub fn serialize<S: Serializer>(path: &Path, to: S) -> Result<S::Ok, S::Error> {
        use std::os::unix::ffi::OsStrExt;
        path.as_os_str().as_bytes().serialize(to)
    }

    #[cfg(unix)]
    pub fn deserialize<'de, D: Deserializer<'de>>(from: D) -> Result<PathBuf, D::Error> {
        use std::os::unix::ffi::OsStringExt;
        Ok(PathBuf::from(std::ffi::OsString::from_vec(
            Vec::<u8>::deserialize(from)?,
        )))
    }

    #[cfg(windows)]
    pub fn serialize<S: Serializer>(path: &Path, to: S) -> Result<S::Ok, S::Error> {
        use std::os::windows::ffi::OsStrExt;
        path.as_os_str().encode_wide().collect::<Vec<u16>>().serialize(to)
    }

    #[cfg(windows)]
    pub fn deserialize<'de, D: Deserializer<'de>>(from: D) -> Result<PathBuf, D::Error> {
        use std::os::windows::ffi::OsStringExt;
        Ok(PathBuf::from(std::ffi::OsString::from_wide(
            &Vec::<u16>::deserialize(from)?,
        )))
    }
}

fn write_frame(to: &mut impl Write, bytes: &[u8]) -> io::Result<()> {
    let len = u32::try_from(bytes.len())
        .ok()
        .filter(|len| *len <= MAX_FRAME)
        .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "a frame is too large"))?;
    to.write_all(&len.to_le_bytes())?;
    to.write_all(bytes)
}

fn read_frame(from: &mut impl Read) -> io::Result<Vec<u8>> {
    let mut len = [0u8; 4];
    from.read_exact(&mut len)?;
    let len = u32::from_le_bytes(len);
    if len > MAX_FRAME {
        return Err(io::Error::new(io::ErrorKind::InvalidData, "a frame is too large"));
    }
    let mut bytes = vec![0; len as usize];
    from.read_exact(&mut bytes)?;
    Ok(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn echo(args: &[u8], body: &[u8]) -> Result<Answer, String> {
        Ok((args.to_vec(), body.iter().rev().copied().collect()))
    }

    fn refuse(_: &[u8], _: &[u8]) -> Result<Answer, String> {
        Err("not today".to_owned())
    }

    const TEST_JOBS: &[(&str, Job)] = &[("echo", echo), ("refuse", refuse)];

    fn request(name: &str, args: &[u8], body: &[u8]) -> Vec<u8> {
        let mut out = Vec::new();
        for frame in [name.as_bytes(), args, body] {
            write_frame(&mut out, frame).unwrap();
        }
        out
    }

    #[test]
    fn jobs_are_answered_in_order_until_the_input_ends() {
        let mut input = request("echo", b"{\"a\":1}", b"abc");
        input.extend(request("refuse", b"{}", b""));
        input.extend(request("nothing", b"{}", b""));
        let mut output = Vec::new();
        serve(&input[..], &mut output, &[TEST_JOBS]).unwrap();

        let mut read = &output[..];
        let mut next = || {
            let mut status = [0u8];
            read.read_exact(&mut status).unwrap();
            (
                status[0],
                read_frame(&mut read).unwrap(),
                read_frame(&mut read).unwrap(),
            )
        };
        assert_eq!(next(), (0, b"{\"a\":1}".to_vec(), b"cba".to_vec()));
        assert_eq!(next(), (1, b"not today".to_vec(), Vec::new()));
        let (status, why, _) = next();
        assert_eq!(status, 1);
        assert!(String::from_utf8_lossy(&why).contains("no job named \"nothing\""));
        assert!(read.is_empty());
    }

    #[test]
    fn a_cut_request_is_an_error_and_an_oversized_frame_is_refused_unread() {
        let input = request("echo", b"{}", b"abc");
        let cut = &input[..input.len() - 1];
        assert_eq!(
            serve(cut, Vec::new(), &[TEST_JOBS]).unwrap_err().kind(),
            io::ErrorKind::UnexpectedEof
        );
        let huge = (MAX_FRAME + 1).to_le_bytes();
        assert_eq!(
            serve(&huge[..], Vec::new(), &[TEST_JOBS]).unwrap_err().kind(),
            io::ErrorKind::InvalidData
        );
    }

    #[test]
    fn in_process_a_panicking_job_is_an_ended_job() {
        fn boom(_: &[u8], _: &[u8]) -> Result<Answer, String> {
            panic!("a decoder bug")
        }
        let outcome = run_caught(boom, b"null", &[]);
        assert!(matches!(outcome, Err(HelperError::Ended(_))), "{outcome:?}");
    }

    #[test]
    fn a_program_that_is_no_helper_is_an_ended_job_and_kept_by_no_one() {
        // `true` reads nothing and exits at once: the exchange breaks, the job ends with its status.
        let helpers = Helpers::new(PathBuf::from("true"));
        match helpers.call("echo", b"{}", b"") {
            Err(HelperError::Ended(status)) => assert!(status.contains("exit"), "{status}"),
            other => panic!("expected an ended job, got {other:?}"),
        }
        assert_eq!(helpers.counts(), (0, 0), "no helper is kept or counted");
        let missing = Helpers::new(PathBuf::from("/nonexistent/dubdeck"));
        assert!(matches!(
            missing.call("echo", b"{}", b""),
            Err(HelperError::Start(_))
        ));
    }
}
