//! The doctor: what Dubdeck needs from this machine, checked one by one, each with a verdict and,
//! when something is wrong, what to do. `dubdeck-cli doctor` prints it (`--json` for scripts); the
//! app's "Copy diagnostics" copies its text. It holds no secret: the key is only said to be there
//! or not, and the settings hold none.

use std::path::{Path, PathBuf};
use std::sync::OnceLock;
use std::time::Duration;

use serde::Serialize;

use crate::config::BaseUrlSource;
use crate::context::{AppContext, AppError};
use crate::i18n::{Arg, Catalogue, Language};
use crate::sandbox::{self, Helpers};

/// How a check came out.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Verdict {
    Good,
    /// Something worth knowing that needs nothing done.
    Note,
    /// Something works less well than it could.
    Warning,
    /// Something Dubdeck needs is missing or broken.
    Problem,
}

/// What was checked.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum CheckName {
    Dubdeck,
    System,
    WebView,
    Player,
    Ffmpeg,
    Decoders,
    Audio,
    Keychain,
    DataFolder,
    Logs,
    Service,
    Settings,
}

impl CheckName {
    fn message(self) -> &'static str {
        match self {
            CheckName::Dubdeck => "check-dubdeck",
            CheckName::System => "check-system",
            CheckName::WebView => "check-web-view",
            CheckName::Player => "check-player",
            CheckName::Ffmpeg => "check-ffmpeg",
            CheckName::Decoders => "check-decoders",
            CheckName::Audio => "check-audio",
            CheckName::Keychain => "check-keychain",
            CheckName::DataFolder => "check-data-folder",
            CheckName::Logs => "check-logs",
            CheckName::Service => "check-service",
            CheckName::Settings => "check-settings",
        }
    }
}

/// One line of the report.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Check {
    pub check: CheckName,
    pub verdict: Verdict,
    /// What was found.
    pub found: String,
    /// What to do, when something is wrong.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub advice: Option<String>,
}

/// The whole report.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Report {
    pub program: String,
    pub checks: Vec<Check>,
}

/// What the front end knows that the core cannot find out, and the thresholds.
#[derive(Debug, Clone)]
pub struct Options {
    /// "Dubdeck", "dubdeck-cli".
    pub program: String,
    pub version: String,
    /// The web view's own version, when the front end has one (the app asks WebKitGTK).
    pub web_view: Option<String>,
    /// Below this much free space in the data folder, downloads and mixes are at risk.
    pub min_free_bytes: u64,
    /// How long the service may take to answer.
    pub service_timeout: Duration,
}

impl Options {
    pub fn new(program: &str, version: &str) -> Options {
        Options {
            program: program.to_owned(),
            version: version.to_owned(),
            web_view: None,
            // A 30-minute dub as WAV is about 300 MB, and a mix writes it again beside it.
            min_free_bytes: 1 << 30,
            service_timeout: Duration::from_secs(15),
        }
    }
}

/// The doctor's English catalogue.
const WORDS: &str = include_str!("doctor.ftl");

fn catalogue() -> &'static Catalogue {
    static CATALOGUE: OnceLock<Catalogue> = OnceLock::new();
    CATALOGUE.get_or_init(|| Catalogue::new_or_empty(Language::En, &[WORDS]))
}

fn say(id: &str, args: &[(&str, Arg<'_>)]) -> String {
    catalogue().format(id, args)
}

fn check(check: CheckName, verdict: Verdict, found: String, advice: Option<String>) -> Check {
    Check {
        check,
        verdict,
        found,
        advice,
    }
}

/// Runs every check (each a few milliseconds, the service up to its timeout).
pub async fn run(app: &AppContext, options: &Options) -> Report {
    let mut checks = vec![
        check(
            CheckName::Dubdeck,
            Verdict::Good,
            say(
                "found-dubdeck",
                &[
                    ("program", Arg::from(options.program.as_str())),
                    ("version", Arg::from(options.version.as_str())),
                    ("build", Arg::from(super::crash::build_line().as_str())),
                ],
            ),
            None,
        ),
        check(CheckName::System, Verdict::Note, system_line(), None),
        web_view(options.web_view.as_deref()),
        player(),
        ffmpeg(app).await,
    ];
    let helpers = sandbox::helpers();
    checks.push(
        tokio::task::spawn_blocking(move || decoders(helpers, sandbox::decodes_here()))
            .await
            .unwrap_or_else(|e| check(CheckName::Decoders, Verdict::Problem, e.to_string(), None)),
    );
    checks.push(
        tokio::task::spawn_blocking(audio)
            .await
            .unwrap_or_else(|e| check(CheckName::Audio, Verdict::Warning, e.to_string(), None)),
    );
    checks.push(keychain(app).await);
    let data_dir = app.data_dir().to_path_buf();
    let min_free = options.min_free_bytes;
    let folder = {
        let data_dir = data_dir.clone();
        tokio::task::spawn_blocking(move || data_folder(&data_dir, min_free)).await
    };
    checks
        .push(folder.unwrap_or_else(|e| check(CheckName::DataFolder, Verdict::Problem, e.to_string(), None)));
    checks.push(logs(&data_dir));
    checks.push(service(app, options.service_timeout).await);
    checks.push(settings(app).await);
    Report {
        program: options.program.clone(),
        checks,
    }
}

impl Report {
    /// The worst verdict of any check.
    pub fn worst(&self) -> Verdict {
        self.checks
            .iter()
            .map(|c| c.verdict)
            .max()
            .unwrap_or(Verdict::Good)
    }

    /// The report as text, a line per check and its advice under it.
    pub fn text(&self) -> String {
        let mut out = say("doctor-title", &[("program", Arg::from(self.program.as_str()))]);
        out.push('\n');
        let labels: Vec<(String, String)> = self
            .checks
            .iter()
            .map(|c| (verdict_word(c.verdict), say(c.check.message(), &[])))
            .collect();
        let verdict_width = labels.iter().map(|(v, _)| v.chars().count()).max().unwrap_or(0);
        let name_width = labels.iter().map(|(_, n)| n.chars().count()).max().unwrap_or(0);
        for (c, (verdict, name)) in self.checks.iter().zip(&labels) {
            out.push_str(&format!(
                "[{verdict:^verdict_width$}] {name:<name_width$}  {}\n",
                c.found
            ));
            if let Some(advice) = &c.advice {
                out.push_str(&format!(
                    "{:indent$}-> {advice}\n",
                    "",
                    indent = verdict_width + name_width + 5
                ));
            }
        }
        let count = |v: Verdict| self.checks.iter().filter(|c| c.verdict == v).count();
        let (problems, warnings) = (count(Verdict::Problem), count(Verdict::Warning));
        if problems + warnings == 0 {
            out.push_str(&say("doctor-summary-good", &[]));
        } else {
            out.push_str(&say(
                "doctor-summary-some",
                &[
                    ("problems", Arg::from(problems)),
                    ("warnings", Arg::from(warnings)),
                ],
            ));
        }
        out.push('\n');
        out
    }
}

fn verdict_word(verdict: Verdict) -> String {
    say(
        match verdict {
            Verdict::Good => "doctor-verdict-good",
            Verdict::Note => "doctor-verdict-note",
            Verdict::Warning => "doctor-verdict-warning",
            Verdict::Problem => "doctor-verdict-problem",
        },
        &[],
    )
}

/// The system as a person names it: "Debian GNU/Linux 12 (bookworm), Linux 6.1.0-18-amd64".
pub fn system_line() -> String {
    let arch = std::env::consts::ARCH;
    #[cfg(target_os = "linux")]
    {
        let name = std::fs::read_to_string("/etc/os-release")
            .ok()
            .and_then(|text| {
                text.lines()
                    .find_map(|line| line.strip_prefix("PRETTY_NAME="))
                    .map(|v| v.trim_matches('"').to_owned())
            })
            .unwrap_or_else(|| "Linux".to_owned());
        let kernel = std::fs::read_to_string("/proc/sys/kernel/osrelease")
            .map(|k| k.trim().to_owned())
            .unwrap_or_default();
        format!("{name}, Linux {kernel} ({arch})")
    }
    #[cfg(not(target_os = "linux"))]
    {
        format!("{} ({arch})", std::env::consts::OS)
    }
}

/// The library directories a Linux system loads shared libraries and plugins from.
#[cfg(target_os = "linux")]
fn library_dirs() -> Vec<PathBuf> {
    let triple = format!("{}-linux-gnu", std::env::consts::ARCH);
    [
        format!("/usr/lib/{triple}"),
        "/usr/lib64".to_owned(),
        "/usr/lib".to_owned(),
        format!("/lib/{triple}"),
    ]
    .into_iter()
    .map(PathBuf::from)
    .filter(|dir| dir.is_dir())
    .collect()
}

/// The version in a shared library's file name: `libwebkit2gtk-4.1.so.0.13.6` → "0.13.6".
#[cfg(target_os = "linux")]
fn library_version(dirs: &[PathBuf], stem: &str) -> Option<String> {
    let prefix = format!("{stem}.so.");
    dirs.iter().find_map(|dir| {
        let mut versions: Vec<String> = std::fs::read_dir(dir)
            .ok()?
            .filter_map(|e| {
                e.ok()?
                    .file_name()
                    .to_str()?
                    .strip_prefix(&prefix)
                    .map(str::to_owned)
            })
            .collect();
        versions.sort_by_key(|v| v.len());
        versions.pop()
    })
}

/// The installed version of a package, from dpkg (`deb`) or rpm (`rpm`), when either knows it.
#[cfg(target_os = "linux")]
fn package_version(deb: &str, rpm: &str) -> Option<String> {
    let asked = |program: &str, args: &[&str]| {
        let out = std::process::Command::new(program)
            .args(args)
            .stdin(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .output()
            .ok()?;
        let text = String::from_utf8_lossy(&out.stdout).trim().to_owned();
        (out.status.success() && !text.is_empty()).then_some(text)
    };
    asked("dpkg-query", &["-W", "-f", "${Version}", deb])
        .or_else(|| asked("rpm", &["-q", "--qf", "%{VERSION}", rpm]))
}

fn web_view(known: Option<&str>) -> Check {
    if let Some(version) = known {
        return check(
            CheckName::WebView,
            Verdict::Good,
            say("found-web-view", &[("version", Arg::from(version))]),
            None,
        );
    }
    #[cfg(target_os = "linux")]
    {
        match library_version(&library_dirs(), "libwebkit2gtk-4.1") {
            Some(library) => {
                let version = package_version("libwebkit2gtk-4.1-0", "webkit2gtk4.1")
                    .unwrap_or_else(|| format!("4.1 (library {library})"));
                check(
                    CheckName::WebView,
                    Verdict::Good,
                    say("found-web-view", &[("version", Arg::from(version.as_str()))]),
                    None,
                )
            }
            None => check(
                CheckName::WebView,
                Verdict::Problem,
                say("found-web-view-missing", &[]),
                Some(say("advice-web-view-missing", &[])),
            ),
        }
    }
    #[cfg(not(target_os = "linux"))]
    check(
        CheckName::WebView,
        Verdict::Note,
        say("found-web-view-system", &[]),
        None,
    )
}

/// How long the decoders' helper may take to start and answer.
const HELPER_LIMIT: Duration = Duration::from_secs(10);

/// Where media files and avatars are decoded: in the helper program, which must start and answer
/// as a helper of this build (the app: `helpers`), or in this process (`here`: the command line,
/// built with the decoders). Without either, Dubdeck refuses every media file and avatar.
pub fn decoders(helpers: Option<&Helpers>, here: bool) -> Check {
    let reinstall = || Some(say("advice-decoders", &[]));
    let Some(helpers) = helpers else {
        return if here {
            check(
                CheckName::Decoders,
                Verdict::Good,
                say("found-decoders-here", &[]),
                None,
            )
        } else {
            check(
                CheckName::Decoders,
                Verdict::Problem,
                say("found-decoders-none", &[]),
                reinstall(),
            )
        };
    };
    let path = helpers.program().display().to_string();
    let answer = helpers
        .call_within(sandbox::ABOUT_JOB, b"null", b"", HELPER_LIMIT)
        .map_err(|e| e.to_string())
        .and_then(|(json, _)| serde_json::from_slice::<sandbox::About>(&json).map_err(|e| e.to_string()));
    match answer {
        Ok(about) if about.version == sandbox::VERSION => check(
            CheckName::Decoders,
            Verdict::Good,
            say(
                "found-decoders-helper",
                &[
                    ("path", Arg::from(path.as_str())),
                    ("version", Arg::from(about.version.as_str())),
                ],
            ),
            None,
        ),
        Ok(about) => check(
            CheckName::Decoders,
            Verdict::Problem,
            say(
                "found-decoders-helper-other",
                &[
                    ("path", Arg::from(path.as_str())),
                    ("theirs", Arg::from(about.version.as_str())),
                    ("ours", Arg::from(sandbox::VERSION)),
                ],
            ),
            reinstall(),
        ),
        Err(reason) => check(
            CheckName::Decoders,
            Verdict::Problem,
            say(
                "found-decoders-helper-failed",
                &[
                    ("path", Arg::from(path.as_str())),
                    ("reason", Arg::from(reason.as_str())),
                ],
            ),
            reinstall(),
        ),
    }
}

/// The GStreamer plugins WebKitGTK's player needs for what Dubdeck plays (WAV, MP3, FLAC, Ogg,
/// Opus, AAC and M4A, MP4, MKV and WebM), by the package that holds them.
#[cfg(target_os = "linux")]
const PLAYER_PLUGINS: &[&str] = &[
    "playback",
    "wavparse",
    "audioparsers",
    "isomp4",
    "matroska",
    "ogg",
    "opus",
    "vorbis",
    "flac",
    "libav",
];

fn player() -> Check {
    #[cfg(target_os = "linux")]
    {
        let dirs = library_dirs();
        let Some(version) = library_version(&dirs, "libgstreamer-1.0") else {
            return check(
                CheckName::Player,
                Verdict::Problem,
                say("found-player-no-gstreamer", &[]),
                Some(say("advice-player-no-gstreamer", &[])),
            );
        };
        // libgstreamer-1.0.so.0.2204.0 is GStreamer 1.22.4.
        let shown = version
            .split('.')
            .nth(1)
            .and_then(|minor| minor.parse::<u32>().ok())
            .map(|n| format!("1.{}.{}", n / 100, n % 100))
            .unwrap_or(version);
        let plugin_dirs: Vec<PathBuf> = std::env::var_os("GST_PLUGIN_SYSTEM_PATH_1_0")
            .map(|paths| std::env::split_paths(&paths).collect())
            .unwrap_or_else(|| dirs.iter().map(|d| d.join("gstreamer-1.0")).collect());
        let missing: Vec<&str> = PLAYER_PLUGINS
            .iter()
            .copied()
            .filter(|plugin| {
                !plugin_dirs
                    .iter()
                    .any(|d| d.join(format!("libgst{plugin}.so")).is_file())
            })
            .collect();
        if missing.is_empty() {
            check(
                CheckName::Player,
                Verdict::Good,
                say(
                    "found-player",
                    &[
                        ("version", Arg::from(shown.as_str())),
                        ("plugins", Arg::from(PLAYER_PLUGINS.join(", ").as_str())),
                    ],
                ),
                None,
            )
        } else {
            check(
                CheckName::Player,
                Verdict::Warning,
                say(
                    "found-player-missing",
                    &[
                        ("version", Arg::from(shown.as_str())),
                        ("missing", Arg::from(missing.join(", ").as_str())),
                    ],
                ),
                Some(say("advice-player-missing", &[])),
            )
        }
    }
    #[cfg(not(target_os = "linux"))]
    check(
        CheckName::Player,
        Verdict::Note,
        say("found-player-system", &[]),
        None,
    )
}

async fn ffmpeg(app: &AppContext) -> Check {
    match app.media().get().await {
        Ok(tool) => {
            let rubberband = tool.can_change_key().await;
            check(
                CheckName::Ffmpeg,
                if rubberband {
                    Verdict::Good
                } else {
                    Verdict::Warning
                },
                say(
                    "found-ffmpeg",
                    &[
                        ("version", Arg::from(tool.version())),
                        ("path", Arg::from(tool.ffmpeg.display().to_string().as_str())),
                        ("rubberband", Arg::from(if rubberband { "yes" } else { "no" })),
                    ],
                ),
                (!rubberband).then(|| say("advice-ffmpeg-rubberband", &[])),
            )
        }
        Err(missing) => check(
            CheckName::Ffmpeg,
            Verdict::Problem,
            say(
                "found-ffmpeg-missing",
                &[("reason", Arg::from(missing.to_string().as_str()))],
            ),
            Some(say("advice-ffmpeg-missing", &[])),
        ),
    }
}

fn audio() -> Check {
    let (host, inputs) = crate::record::inputs_with_host();
    match inputs {
        Ok(devices) if devices.is_empty() => check(
            CheckName::Audio,
            Verdict::Warning,
            say("found-audio-none", &[("host", Arg::from(host.as_str()))]),
            Some(say("advice-audio-none", &[])),
        ),
        Ok(devices) => {
            let names: Vec<&str> = devices.iter().map(|d| d.name.as_str()).collect();
            check(
                CheckName::Audio,
                Verdict::Good,
                say(
                    "found-audio",
                    &[
                        ("host", Arg::from(host.as_str())),
                        ("count", Arg::from(devices.len())),
                        ("names", Arg::from(names.join(", ").as_str())),
                    ],
                ),
                None,
            )
        }
        Err(e) => check(
            CheckName::Audio,
            Verdict::Warning,
            say(
                "found-audio-failed",
                &[
                    ("host", Arg::from(host.as_str())),
                    ("reason", Arg::from(e.to_string().as_str())),
                ],
            ),
            Some(say("advice-audio-failed", &[])),
        ),
    }
}

async fn keychain(app: &AppContext) -> Check {
    use crate::context::KeyOrigin;
    use crate::secrets::{KeychainState, keychain_state};
    let store = app.key_store_name();
    let store_arg = || ("store", Arg::from(store.as_str()));
    let failed = |e: &crate::secrets::SecretError| {
        let words = e.to_string();
        // The error's own words say what and why, then what to do: split for the report.
        let (found, advice) = split_advice(&words);
        check(
            CheckName::Keychain,
            Verdict::Problem,
            say("found-keychain-failed", &[("reason", Arg::from(found))]),
            advice,
        )
    };
    match app.key_origin() {
        KeyOrigin::Environment => {
            return check(
                CheckName::Keychain,
                Verdict::Note,
                say("found-keychain-environment", &[]),
                None,
            );
        }
        KeyOrigin::Keychain => match tokio::task::spawn_blocking(keychain_state).await {
            Ok(Ok(KeychainState::Locked)) => {
                return check(
                    CheckName::Keychain,
                    Verdict::Problem,
                    say("found-keychain-locked", &[store_arg()]),
                    Some(say("advice-keychain-locked", &[])),
                );
            }
            Ok(Err(e)) => return failed(&e),
            Ok(Ok(KeychainState::Unlocked)) | Err(_) => {}
        },
        KeyOrigin::Custom => {}
    }
    match app.key_status().await {
        Ok(status) if status.set => check(
            CheckName::Keychain,
            Verdict::Good,
            say("found-keychain-key", &[store_arg()]),
            None,
        ),
        Ok(_) => check(
            CheckName::Keychain,
            Verdict::Warning,
            say("found-keychain-no-key", &[store_arg()]),
            Some(say("advice-keychain-no-key", &[])),
        ),
        Err(AppError::Secret(e)) => failed(&e),
        Err(e) => check(CheckName::Keychain, Verdict::Problem, e.to_string(), None),
    }
}

/// "What happened (why). What to do." → ("What happened (why).", Some("What to do.")).
fn split_advice(words: &str) -> (&str, Option<String>) {
    match words.find(". ") {
        Some(at) => (&words[..=at], Some(words[at + 2..].to_owned())),
        None => (words, None),
    }
}

/// Free bytes on the file system that holds `path`.
pub fn free_bytes(path: &Path) -> std::io::Result<u64> {
    #[cfg(unix)]
    {
        let stat = rustix::fs::statvfs(path)?;
        Ok(stat.f_bavail.saturating_mul(stat.f_frsize))
    }
    #[cfg(not(unix))]
    {
        let _ = path;
        Err(std::io::Error::other("free space is not measured on this system"))
    }
}

/// Bytes as a person reads them: "812 MB", "41.3 GB".
fn bytes_text(bytes: u64) -> String {
    const UNITS: &[&str] = &["bytes", "KB", "MB", "GB", "TB"];
    let mut value = bytes as f64;
    let mut unit = 0;
    while value >= 1000.0 && unit + 1 < UNITS.len() {
        value /= 1000.0;
        unit += 1;
    }
    if unit <= 2 {
        format!("{value:.0} {}", UNITS[unit])
    } else {
        format!("{value:.1} {}", UNITS[unit])
    }
}

fn data_folder(dir: &Path, min_free: u64) -> Check {
    let path = dir.display().to_string();
    let path_arg = || ("path", Arg::from(path.as_str()));
    let probe = dir.join(format!(".doctor-{}", std::process::id()));
    if let Err(e) = std::fs::write(&probe, b"").and_then(|()| std::fs::remove_file(&probe)) {
        return check(
            CheckName::DataFolder,
            Verdict::Problem,
            say(
                "found-data-folder-unwritable",
                &[path_arg(), ("reason", Arg::from(e.to_string().as_str()))],
            ),
            Some(say("advice-data-folder-unwritable", &[path_arg()])),
        );
    }
    #[cfg(unix)]
    let mode = {
        use std::os::unix::fs::PermissionsExt;
        std::fs::metadata(dir)
            .map(|m| m.permissions().mode() & 0o777)
            .unwrap_or(0)
    };
    #[cfg(not(unix))]
    let mode = 0o700;
    let mode_text = format!("{mode:o}");
    let free = free_bytes(dir).ok();
    let free_text = free.map(bytes_text).unwrap_or_else(|| "?".to_owned());
    if let Some(free) = free.filter(|free| *free < min_free) {
        return check(
            CheckName::DataFolder,
            Verdict::Problem,
            say(
                "found-data-folder-full",
                &[
                    path_arg(),
                    ("free", Arg::from(bytes_text(free).as_str())),
                    ("needed", Arg::from(bytes_text(min_free).as_str())),
                ],
            ),
            Some(say("advice-data-folder-full", &[path_arg()])),
        );
    }
    let args = [
        path_arg(),
        ("mode", Arg::from(mode_text.as_str())),
        ("free", Arg::from(free_text.as_str())),
    ];
    if mode & 0o077 != 0 {
        check(
            CheckName::DataFolder,
            Verdict::Warning,
            say("found-data-folder-open", &args),
            Some(say("advice-data-folder-open", &[path_arg()])),
        )
    } else {
        check(
            CheckName::DataFolder,
            Verdict::Good,
            say("found-data-folder", &args),
            None,
        )
    }
}

fn logs(data_dir: &Path) -> Check {
    let logs = super::logs::log_dir(data_dir).display().to_string();
    let crash_dir = super::crash::crash_dir(data_dir);
    let crashes = super::crash::list(&crash_dir).len();
    let found = say(
        "found-logs",
        &[
            ("path", Arg::from(logs.as_str())),
            ("crashes", Arg::from(crashes)),
        ],
    );
    if crashes == 0 {
        check(CheckName::Logs, Verdict::Note, found, None)
    } else {
        let crash_path = crash_dir.display().to_string();
        check(
            CheckName::Logs,
            Verdict::Warning,
            found,
            Some(say(
                "advice-logs-crashes",
                &[("path", Arg::from(crash_path.as_str()))],
            )),
        )
    }
}

async fn service(app: &AppContext, timeout: Duration) -> Check {
    let (url, source) = match app.base_url().await {
        Ok(found) => found,
        Err(e) => {
            return check(
                CheckName::Service,
                Verdict::Problem,
                say(
                    "found-service-bad-address",
                    &[("reason", Arg::from(e.to_string().as_str()))],
                ),
                Some(say("advice-service-bad-address", &[])),
            );
        }
    };
    let url_text = url.as_str().trim_end_matches('/').to_owned();
    let source_text = say(
        match source {
            BaseUrlSource::Environment => "source-environment",
            BaseUrlSource::Settings => "source-settings",
            BaseUrlSource::Default => "source-default",
        },
        &[],
    );
    let url_arg = ("url", Arg::from(url_text.as_str()));
    let source_arg = ("source", Arg::from(source_text.as_str()));
    let has_key = matches!(app.key_status().await, Ok(status) if status.set);
    if has_key {
        match tokio::time::timeout(timeout, app.refresh_balance()).await {
            Ok(Ok(balance)) => {
                let credits = crate::cost::credits_text(balance.credits);
                check(
                    CheckName::Service,
                    Verdict::Good,
                    say(
                        "found-service",
                        &[url_arg, source_arg, ("credits", Arg::from(credits.as_str()))],
                    ),
                    None,
                )
            }
            Ok(Err(AppError::Api(e))) if e.code() == Some(&dubdeck_api::ErrorCode::Unauthorized) => check(
                CheckName::Service,
                Verdict::Problem,
                say("found-service-refused", &[url_arg, source_arg]),
                Some(say("advice-service-refused", &[])),
            ),
            Ok(Err(e)) => down(url_arg, source_arg, &e.to_string()),
            Err(_) => down(
                url_arg,
                source_arg,
                &format!("no answer within {} s", timeout.as_secs()),
            ),
        }
    } else {
        // Every call needs the key (the service answers 401 without it): an unsigned call that
        // gets the service's own refusal shows that it answers.
        match tokio::time::timeout(timeout, unsigned_answer(&url)).await {
            Ok(Ok(())) => check(
                CheckName::Service,
                Verdict::Warning,
                say("found-service-no-key", &[url_arg, source_arg]),
                Some(say("advice-keychain-no-key", &[])),
            ),
            Ok(Err(reason)) => down(url_arg, source_arg, &reason),
            Err(_) => down(
                url_arg,
                source_arg,
                &format!("no answer within {} s", timeout.as_secs()),
            ),
        }
    }
}

/// Whether the service at `base` answers a call without a key as the interface says it does
/// (401 with its error body).
async fn unsigned_answer(base: &url::Url) -> Result<(), String> {
    let url = base.join("v1/me").map_err(|e| e.to_string())?;
    let client = dubdeck_api::http_client().build().map_err(|e| e.to_string())?;
    let response = client.get(url).send().await.map_err(|e| chain(&e))?;
    match response.status().as_u16() {
        401 => Ok(()),
        status => Err(format!(
            "it answered HTTP {status}, not the service's refusal of a call without a key"
        )),
    }
}

/// An error with its causes: "error sending request (connection refused)".
fn chain(e: &dyn std::error::Error) -> String {
    let mut text = e.to_string();
    let mut source = e.source();
    while let Some(cause) = source {
        text.push_str(&format!(" ({cause})"));
        source = cause.source();
    }
    text
}

fn down(url: (&'static str, Arg<'_>), source: (&'static str, Arg<'_>), reason: &str) -> Check {
    check(
        CheckName::Service,
        Verdict::Problem,
        say(
            "found-service-down",
            &[url, source, ("reason", Arg::from(reason))],
        ),
        Some(say("advice-service-down", &[])),
    )
}

async fn settings(app: &AppContext) -> Check {
    match app.settings().await {
        Ok(settings) => check(
            CheckName::Settings,
            Verdict::Note,
            serde_json::to_string(&settings).unwrap_or_default(),
            None,
        ),
        Err(e) => check(CheckName::Settings, Verdict::Problem, e.to_string(), None),
    }
}
