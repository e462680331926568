//! Crash reports: when the program panics, a report (version, system, where and why, the
//! backtrace, the last log lines) is written to the data folder's `crashes`, scrubbed as the log
//! is. At the next start the front end offers the reports not yet seen; once seen, a report is
//! kept (the newest few) until the user removes it.

use std::io::Write;
use std::path::{Path, PathBuf};

use super::logs::{RecentLines, create_private_dir};
use super::scrub::scrub;

/// The folder of crash reports inside a data folder.
pub fn crash_dir(data_dir: &Path) -> PathBuf {
    data_dir.join("crashes")
}

/// The reports kept: the oldest go when there are more.
pub const KEPT: usize = 10;

/// What a report says of the program that crashed.
#[derive(Debug, Clone)]
pub struct About {
    /// "Dubdeck 0.2.0", "dubdeck-cli 0.2.0".
    pub program: String,
    /// Build details: target, profile.
    pub build: String,
}

impl About {
    /// This build of `program` at `version`.
    pub fn new(program: &str, version: &str) -> About {
        About {
            program: format!("{program} {version}"),
            build: build_line(),
        }
    }
}

/// The target and profile this was built for.
pub fn build_line() -> String {
    let profile = if cfg!(debug_assertions) {
        "debug"
    } else {
        "release"
    };
    format!("{}-{} ({profile})", std::env::consts::ARCH, std::env::consts::OS)
}

/// Installs the panic hook: the report is written, then the previous hook runs (which prints the
/// panic to the terminal).
pub fn install_panic_hook(dir: PathBuf, about: About, recent: RecentLines) {
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let location = info
            .location()
            .map(|at| format!("{}:{}:{}", at.file(), at.line(), at.column()))
            .unwrap_or_else(|| "an unknown place".to_owned());
        let message = info
            .payload()
            .downcast_ref::<&str>()
            .map(|s| (*s).to_owned())
            .or_else(|| info.payload().downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "(no message)".to_owned());
        let backtrace = std::backtrace::Backtrace::force_capture();
        let thread = std::thread::current().name().unwrap_or("unnamed").to_owned();
        let report = Report {
            about: &about,
            thread: &thread,
            message: &message,
            location: &location,
            backtrace: &from_the_panic(&backtrace.to_string()),
            recent: &recent.snapshot(),
        };
        match write_report(&dir, &report) {
            Ok(path) => eprintln!("Dubdeck wrote a crash report: {}", path.display()),
            Err(e) => eprintln!(
                "Dubdeck could not write its crash report in {}: {e}",
                dir.display()
            ),
        }
        previous(info);
    }));
}

/// Frames of the panic's own machinery (the hook, std's and core's panicking), which a backtrace
/// taken in the hook starts with.
const MACHINERY: &[&str] = &[
    "dubdeck_core::diagnostics::crash::",
    "std::panicking::",
    "core::panicking::",
    "std::sys::backtrace::__rust_end_short_backtrace",
    "rust_begin_unwind",
    "__rustc::rust_begin_unwind",
    "<alloc::boxed::Box<dyn for<'a, 'b> core::ops::function::Fn<(&'a std::panic::PanicHookInfo",
];

/// What the report says when the build cannot name its frames.
const NO_FRAMES: &str =
    "(none: this build keeps no symbols or unwinding tables, to stay small; the place of the panic is above)";

/// A backtrace taken in the panic hook (std's text: numbered frames, each with its `at` lines),
/// from the frame that panicked: the panic machinery's frames before it are left out and the rest
/// numbered again from 0. A backtrace with no frame named (a stripped build) says so in words.
pub fn from_the_panic(captured: &str) -> String {
    let mut frames: Vec<(String, Vec<&str>)> = Vec::new();
    for line in captured.lines() {
        let trimmed = line.trim_start();
        let numbered = trimmed
            .split_once(": ")
            .filter(|(n, _)| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()));
        match numbered {
            Some((_, name)) => frames.push((name.to_owned(), Vec::new())),
            None => {
                if let Some((_, lines)) = frames.last_mut() {
                    lines.push(line);
                }
            }
        }
    }
    if frames.iter().all(|(name, _)| name.starts_with("<unknown>")) {
        return NO_FRAMES.to_owned();
    }
    let machinery = |name: &str| MACHINERY.iter().any(|m| name.starts_with(m));
    // The machinery's frames come first, together (std's own catch_unwind frames at the bottom
    // stay: they show the thread's start).
    let first = frames.iter().position(|(name, _)| !machinery(name)).unwrap_or(0);
    let width = (frames.len() - first).to_string().len().max(2);
    let mut out = String::new();
    for (i, (name, lines)) in frames[first..].iter().enumerate() {
        out.push_str(&format!("{i:>width$}: {name}\n", width = width + 2));
        for line in lines {
            out.push_str(line);
            out.push('\n');
        }
    }
    out
}

/// One crash, as the hook saw it.
pub struct Report<'a> {
    pub about: &'a About,
    pub thread: &'a str,
    pub message: &'a str,
    pub location: &'a str,
    pub backtrace: &'a str,
    pub recent: &'a [String],
}

impl Report<'_> {
    /// The report's text, scrubbed.
    pub fn text(&self) -> String {
        let when = time::OffsetDateTime::now_utc()
            .format(&time::format_description::well_known::Rfc3339)
            .unwrap_or_default();
        let mut text = format!(
            "{program} crashed\nBuild: {build}\nTime: {when}\nSystem: {system}\nThread: {thread}\nPanic: {message}\nAt: {location}\n\nBacktrace:\n{backtrace}\n\nLast log lines:\n",
            program = self.about.program,
            build = self.about.build,
            system = super::doctor::system_line(),
            thread = self.thread,
            message = self.message,
            location = self.location,
            backtrace = self.backtrace.trim_end(),
        );
        for line in self.recent {
            text.push_str(line);
            text.push('\n');
        }
        scrub(&text)
    }
}

/// Writes `report` as a new file in `dir`, then drops the oldest beyond [`KEPT`].
pub fn write_report(dir: &Path, report: &Report<'_>) -> std::io::Result<PathBuf> {
    create_private_dir(dir)?;
    let stamp = time::OffsetDateTime::now_utc().unix_timestamp_nanos();
    let path = dir.join(format!("crash-{stamp}-{}.txt", std::process::id()));
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.mode(0o600);
    }
    let mut file = options.open(&path)?;
    file.write_all(report.text().as_bytes())?;
    file.sync_all()?;
    let mut all = list(dir);
    while all.len() > KEPT {
        let oldest = all.remove(0);
        let _ = std::fs::remove_file(dir.join(&oldest.name));
        let _ = std::fs::remove_file(dir.join(seen_marker(&oldest.name)));
    }
    Ok(path)
}

/// A crash report on disk.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Stored {
    /// Its file name in the crash folder: what the front end names it by.
    pub name: String,
    /// When it was written (seconds since the epoch, from its name).
    pub written_at: i64,
    /// Whether the user was shown it already.
    pub seen: bool,
}

fn seen_marker(name: &str) -> String {
    format!("{name}.seen")
}

/// The reports in `dir`, oldest first. A folder that is not there holds none.
pub fn list(dir: &Path) -> Vec<Stored> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let names: Vec<String> = entries
        .filter_map(|entry| entry.ok())
        .filter_map(|entry| entry.file_name().to_str().map(str::to_owned))
        .collect();
    let mut reports: Vec<(i128, Stored)> = names
        .iter()
        .filter_map(|name| {
            let stamp: i128 = name
                .strip_prefix("crash-")?
                .strip_suffix(".txt")?
                .split('-')
                .next()?
                .parse()
                .ok()?;
            let seen = names.contains(&seen_marker(name));
            Some((
                stamp,
                Stored {
                    name: name.clone(),
                    written_at: i64::try_from(stamp / 1_000_000_000).unwrap_or(0),
                    seen,
                },
            ))
        })
        .collect();
    reports.sort_by(|a, b| a.0.cmp(&b.0).then_with(|| a.1.name.cmp(&b.1.name)));
    reports.into_iter().map(|(_, stored)| stored).collect()
}

/// Why a report cannot be read or marked.
#[derive(Debug, thiserror::Error)]
pub enum CrashError {
    #[error("there is no crash report named {0:?}")]
    NoSuchReport(String),
    #[error("the crash report could not be read or marked: {0}")]
    Io(#[from] std::io::Error),
}

/// The name, checked to be one of `dir`'s reports (never a path elsewhere).
fn known(dir: &Path, name: &str) -> Result<PathBuf, CrashError> {
    if list(dir).iter().any(|stored| stored.name == name) {
        Ok(dir.join(name))
    } else {
        Err(CrashError::NoSuchReport(name.to_owned()))
    }
}

/// The text of the report `name`.
pub fn read(dir: &Path, name: &str) -> Result<String, CrashError> {
    let path = known(dir, name)?;
    Ok(String::from_utf8_lossy(&std::fs::read(path)?).into_owned())
}

/// Marks the report `name` as shown to the user: it is not offered again.
pub fn mark_seen(dir: &Path, name: &str) -> Result<(), CrashError> {
    known(dir, name)?;
    std::fs::write(dir.join(seen_marker(name)), b"")?;
    Ok(())
}

/// Removes the report `name`.
pub fn remove(dir: &Path, name: &str) -> Result<(), CrashError> {
    let path = known(dir, name)?;
    std::fs::remove_file(path)?;
    let _ = std::fs::remove_file(dir.join(seen_marker(name)));
    Ok(())
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    #[test]
    fn a_backtrace_starts_at_the_frame_that_panicked() {
        let captured = "   0: dubdeck_core::diagnostics::crash::install_panic_hook::{{closure}}
             at ./crates/core/src/diagnostics/crash.rs:64:25
   1: <alloc::boxed::Box<dyn for<'a, 'b> core::ops::function::Fn<(&'a std::panic::PanicHookInfo<'b>,), Output = ()> + core::marker::Sync + core::marker::Send> as core::ops::function::Fn<(&std::panic::PanicHookInfo,)>>::call
   2: std::panicking::panic_with_hook
             at /rustc/x/library/std/src/panicking.rs:833:13
   3: std::sys::backtrace::__rust_end_short_backtrace::<std::panicking::begin_panic<&str>::{closure#0}, !>
   4: std::panicking::begin_panic::<&str>
   5: core::result::unwrap_failed
   6: dubdeck_app::shell::start
             at ./src-tauri/src/shell.rs:10:5
   7: main
";
        assert_eq!(
            from_the_panic(captured),
            "   0: core::result::unwrap_failed
   1: dubdeck_app::shell::start
             at ./src-tauri/src/shell.rs:10:5
   2: main
"
        );
        // std's catch_unwind under main is not the panic's: it stays.
        let runtime = "   0: std::panicking::panic_with_hook\n   1: a::b\n   2: std::panicking::catch_unwind::do_call\n   3: main\n";
        assert_eq!(
            from_the_panic(runtime),
            "   0: a::b\n   1: std::panicking::catch_unwind::do_call\n   2: main\n"
        );
        // Nothing of the machinery: all of it is kept.
        let plain = "   0: a::b\n   1: main\n";
        assert_eq!(from_the_panic(plain), plain);
    }

    #[test]
    fn a_build_without_symbols_says_so() {
        let stripped = "   0: <unknown>\n   1: <unknown>\n   2: <unknown>\n";
        assert!(from_the_panic(stripped).starts_with("(none: this build keeps no symbols"));
        assert!(from_the_panic("").starts_with("(none:"));
    }

    fn report_in(dir: &Path, message: &str) -> PathBuf {
        let about = About::new("Dubdeck", "9.9.9");
        let recent = vec![
            "INFO upload to http://s/o?X-Amz-Signature=feedface".to_owned(),
            "INFO last line".to_owned(),
        ];
        let report = Report {
            about: &about,
            thread: "main",
            message,
            location: "src/x.rs:1:2",
            backtrace: "0: main",
            recent: &recent,
        };
        write_report(dir, &report).unwrap()
    }

    #[test]
    fn a_report_says_what_crashed_where_with_the_last_lines_scrubbed() {
        let temp = tempfile::tempdir().unwrap();
        let dir = temp.path().join("crashes");
        let path = report_in(&dir, "index out of bounds");
        let text = std::fs::read_to_string(path).unwrap();
        for part in [
            "Dubdeck 9.9.9 crashed",
            "Panic: index out of bounds",
            "At: src/x.rs:1:2",
            "Backtrace:\n0: main",
            "INFO last line",
            "System: ",
        ] {
            assert!(text.contains(part), "{part:?} missing from\n{text}");
        }
        assert!(!text.contains("feedface"), "{text}");
    }

    #[test]
    fn reports_are_listed_oldest_first_marked_seen_and_only_the_newest_kept() {
        let temp = tempfile::tempdir().unwrap();
        let dir = temp.path().join("crashes");
        assert!(list(&dir).is_empty());
        for n in 0..KEPT + 2 {
            report_in(&dir, &format!("crash {n}"));
        }
        let all = list(&dir);
        assert_eq!(all.len(), KEPT);
        assert!(read(&dir, &all[0].name).unwrap().contains("Panic: crash 2"));
        assert!(all.iter().all(|stored| !stored.seen));
        mark_seen(&dir, &all[0].name).unwrap();
        assert!(list(&dir)[0].seen);
        remove(&dir, &all[1].name).unwrap();
        assert_eq!(list(&dir).len(), KEPT - 1);
        // A name that is not a report, or a path, is refused.
        assert!(matches!(
            read(&dir, "../../etc/passwd"),
            Err(CrashError::NoSuchReport(_))
        ));
        assert!(matches!(
            mark_seen(&dir, "crash-1.txt"),
            Err(CrashError::NoSuchReport(_))
        ));
    }
}
