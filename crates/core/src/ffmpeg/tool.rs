//! Finding ffmpeg (and ffprobe beside it) and checking its version, once, when first needed.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

use tokio::sync::{Semaphore, SemaphorePermit};

use super::run::{Output, run};

/// An ffmpeg to use instead of the one found (its ffprobe beside it): tests, portable installs.
pub const TOOL_ENV: &str = "DUBDECK_FFMPEG";

/// The oldest ffmpeg whose options Dubdeck relies on (`apad`, `atrim`, `-itsoffset`, the ipod
/// muxer's `+faststart`): every release since 4 has them.
pub const MIN_MAJOR_VERSION: u32 = 4;

/// How long asking ffmpeg for its version may take.
const VERSION_LIMIT: Duration = Duration::from_secs(20);

/// Why there is no ffmpeg to use. The front ends word it from its kind and fields (the page as
/// `{ "problem": "too_old", "version": "3.4.8" }`); the message is for logs and the command line.
#[derive(
    Debug, Clone, PartialEq, Eq, thiserror::Error, serde::Serialize, serde::Deserialize, specta::Type,
)]
#[serde(tag = "problem", rename_all = "snake_case")]
pub enum ToolMissing {
    #[error("ffmpeg is not installed (Dubdeck looked for it in {TOOL_ENV}, beside Dubdeck and on the PATH)")]
    NotFound,
    #[error("there is no ffmpeg at {}, where {TOOL_ENV} says it is", path.display())]
    NotThere { path: PathBuf },
    #[error("ffprobe is not beside ffmpeg at {}", ffmpeg.display())]
    NoProbe { ffmpeg: PathBuf },
    #[error("ffmpeg {version} is too old: Dubdeck needs ffmpeg {MIN_MAJOR_VERSION} or newer")]
    TooOld { version: String },
    /// ffmpeg did not run; `reason` is its own (or the system's) words, `cause` what it met
    /// when that is not their words (it took too long).
    #[error("ffmpeg at {} does not work: {reason}", path.display())]
    Broken {
        path: PathBuf,
        reason: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        cause: Option<crate::codes::MediaProblem>,
    },
    /// ffmpeg ran but did not say which version it is.
    #[error("ffmpeg at {} did not say which version it is", path.display())]
    NoVersion { path: PathBuf },
}

/// ffmpeg and ffprobe runs at once, for all that use one tool: the engine's jobs, the dub sheet's
/// probes and waveforms, the command line's estimates. Each run keeps a core busy.
const RUNS_AT_ONCE: usize = 3;

/// Of those, runs that write files (a video's sound, an excerpt, a dub put into its video: seconds
/// to minutes each). They never take every place, so a probe or a waveform asked for meanwhile
/// waits for another short run at most, never behind long ones.
const WRITES_AT_ONCE: usize = 2;

/// The places to run ffmpeg in, shared by the clones of one tool.
#[derive(Debug)]
struct WorkLimit {
    runs: Semaphore,
    writes: Semaphore,
}

/// A place to run ffmpeg or ffprobe, held until dropped.
pub(crate) struct Turn<'a> {
    _write: Option<SemaphorePermit<'a>>,
    _run: Option<SemaphorePermit<'a>>,
}

/// ffmpeg and ffprobe, found and checked. Clones share one limit of runs at once.
#[derive(Debug, Clone)]
pub struct MediaTool {
    pub(crate) ffmpeg: PathBuf,
    pub(crate) ffprobe: PathBuf,
    version: String,
    limit: Arc<WorkLimit>,
    /// Whether it has the pitch shifter a key change needs, once asked.
    pitch_shifter: Arc<tokio::sync::OnceCell<bool>>,
}

/// The same programs, whatever runs they have under way.
impl PartialEq for MediaTool {
    fn eq(&self, other: &Self) -> bool {
        (&self.ffmpeg, &self.ffprobe, &self.version) == (&other.ffmpeg, &other.ffprobe, &other.version)
    }
}

impl Eq for MediaTool {}

impl MediaTool {
    /// The ffmpeg of `DUBDECK_FFMPEG`, else the one beside this executable, else the `PATH`'s,
    /// checked by asking it for its version.
    pub async fn find() -> Result<MediaTool, ToolMissing> {
        let ffmpeg = locate().ok_or(ToolMissing::NotFound)?;
        MediaTool::at(&ffmpeg).await
    }

    /// The ffmpeg at `ffmpeg` (its ffprobe beside it), checked.
    pub async fn at(ffmpeg: &Path) -> Result<MediaTool, ToolMissing> {
        if !ffmpeg.is_file() {
            return Err(ToolMissing::NotThere {
                path: ffmpeg.to_path_buf(),
            });
        }
        let ffprobe = ffmpeg.with_file_name(format!("ffprobe{}", std::env::consts::EXE_SUFFIX));
        if !ffprobe.is_file() {
            return Err(ToolMissing::NoProbe {
                ffmpeg: ffmpeg.to_path_buf(),
            });
        }
        let ran = run(
            ffmpeg,
            vec!["-hide_banner".into(), "-version".into()],
            ffmpeg,
            VERSION_LIMIT,
            Output::little(),
        )
        .await
        .map_err(|e| ToolMissing::Broken {
            path: ffmpeg.to_path_buf(),
            reason: e.detail().unwrap_or_default(),
            cause: e.problem(),
        })?;
        let version =
            version_of(&String::from_utf8_lossy(&ran.stdout)).ok_or_else(|| ToolMissing::NoVersion {
                path: ffmpeg.to_path_buf(),
            })?;
        // Builds from git say "N-112345-g..."; they are recent.
        let major = version
            .split(['.', '-'])
            .next()
            .and_then(|m| m.parse::<u32>().ok());
        if major.is_some_and(|m| m < MIN_MAJOR_VERSION) {
            return Err(ToolMissing::TooOld { version });
        }
        Ok(MediaTool {
            ffmpeg: ffmpeg.to_path_buf(),
            ffprobe,
            version,
            limit: Arc::new(WorkLimit {
                runs: Semaphore::new(RUNS_AT_ONCE),
                writes: Semaphore::new(WRITES_AT_ONCE),
            }),
            pitch_shifter: Arc::new(tokio::sync::OnceCell::new()),
        })
    }

    /// Whether this ffmpeg can move a song's key (it has the `rubberband` filter); asked once.
    pub async fn can_change_key(&self) -> bool {
        *self
            .pitch_shifter
            .get_or_init(|| self.has_filter("rubberband"))
            .await
    }

    /// "5.1.9-0+deb12u1".
    pub fn version(&self) -> &str {
        &self.version
    }

    /// Waits for a place to run ffmpeg or ffprobe (and, for a run that writes a file, for one of
    /// the places of writes first).
    pub(crate) async fn turn(&self, writes: bool) -> Turn<'_> {
        let write = match writes {
            true => self.limit.writes.acquire().await.ok(),
            false => None,
        };
        Turn {
            _write: write,
            _run: self.limit.runs.acquire().await.ok(),
        }
    }
}

/// ffmpeg for a run of Dubdeck: the tool, or why there is none. Looked for once, when first
/// needed ([`MediaSupport::when_needed`]): asking ffmpeg for its version starts a program of a
/// hundred libraries, which the app's start should not wait for. Clones share the answer.
#[derive(Debug, Clone)]
pub struct MediaSupport(Arc<tokio::sync::OnceCell<Result<Arc<MediaTool>, ToolMissing>>>);

impl MediaSupport {
    /// Looks for ffmpeg ([`MediaTool::find`]) now and keeps the answer.
    pub async fn find() -> MediaSupport {
        let media = MediaSupport::when_needed();
        media.get().await.ok();
        media
    }

    /// Looks for ffmpeg the first time any clone is asked for it.
    pub fn when_needed() -> MediaSupport {
        MediaSupport(Arc::new(tokio::sync::OnceCell::new()))
    }

    /// No ffmpeg, for the reason given.
    pub fn missing(reason: ToolMissing) -> MediaSupport {
        MediaSupport::known(Err(reason))
    }

    pub fn with(tool: MediaTool) -> MediaSupport {
        MediaSupport::known(Ok(Arc::new(tool)))
    }

    fn known(answer: Result<Arc<MediaTool>, ToolMissing>) -> MediaSupport {
        MediaSupport(Arc::new(tokio::sync::OnceCell::from(answer)))
    }

    /// The tool, when there is one.
    pub async fn tool(&self) -> Option<&MediaTool> {
        self.get().await.ok()
    }

    /// The tool, or why there is none (looked for now if no clone looked yet).
    pub async fn get(&self) -> Result<&MediaTool, &ToolMissing> {
        let found = self.0.get_or_init(look_for_tool).await;
        found.as_deref()
    }
}

/// [`MediaTool::find`], said once in the log.
async fn look_for_tool() -> Result<Arc<MediaTool>, ToolMissing> {
    let found = MediaTool::find().await.map(Arc::new);
    match &found {
        Ok(tool) => {
            tracing::info!(ffmpeg = %tool.ffmpeg.display(), version = tool.version(), "ffmpeg found")
        }
        // Front ends say it in words, once.
        Err(missing) => tracing::info!(%missing, "no ffmpeg: videos go up whole and come back as audio"),
    }
    found
}

/// Where ffmpeg is, if anywhere.
fn locate() -> Option<PathBuf> {
    let name = format!("ffmpeg{}", std::env::consts::EXE_SUFFIX);
    if let Some(given) = std::env::var_os(TOOL_ENV).filter(|v| !v.is_empty()) {
        return Some(PathBuf::from(given));
    }
    let beside = std::env::current_exe()
        .ok()
        .and_then(|exe| exe.parent().map(|dir| dir.join(&name)))
        .filter(|p| p.is_file());
    beside.or_else(|| {
        std::env::split_paths(&std::env::var_os("PATH")?)
            .map(|dir| dir.join(&name))
            .find(|p| p.is_file())
    })
}

/// The version in the first line of `ffmpeg -version`: "ffmpeg version 5.1.9-0+deb12u1 Copyright...".
fn version_of(text: &str) -> Option<String> {
    let first = text.lines().next()?;
    let rest = first.strip_prefix("ffmpeg version ")?;
    rest.split_whitespace().next().map(str::to_owned)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn versions_read_as_ffmpeg_prints_them() {
        assert_eq!(
            version_of(
                "ffmpeg version 5.1.9-0+deb12u1 Copyright (c) 2000-2026 the FFmpeg developers\nbuilt with gcc"
            ),
            Some("5.1.9-0+deb12u1".into())
        );
        assert_eq!(
            version_of("ffmpeg version N-112345-gabcdef Copyright"),
            Some("N-112345-gabcdef".into())
        );
        assert_eq!(version_of("something else"), None);
    }

    #[cfg(unix)]
    #[tokio::test]
    async fn a_missing_probe_an_old_or_a_broken_ffmpeg_is_said_so() {
        let dir = tempfile::tempdir().unwrap();
        let fake = |name: &str, script: &str| super::super::fake_tool(dir.path(), name, script).unwrap();
        let ffmpeg = fake("ffmpeg", "echo 'ffmpeg version 3.4.8 Copyright'");
        assert_eq!(
            MediaTool::at(&ffmpeg).await,
            Err(ToolMissing::NoProbe {
                ffmpeg: ffmpeg.clone()
            })
        );
        fake("ffprobe", "exit 0");
        assert_eq!(
            MediaTool::at(&ffmpeg).await,
            Err(ToolMissing::TooOld {
                version: "3.4.8".into()
            })
        );
        let ffmpeg = fake("ffmpeg", "echo 'Segmentation fault' >&2; exit 139");
        assert!(matches!(
            MediaTool::at(&ffmpeg).await,
            Err(ToolMissing::Broken { .. })
        ));
        let ffmpeg = fake("ffmpeg", "echo 'ffmpeg version 6.0 Copyright'");
        assert_eq!(MediaTool::at(&ffmpeg).await.unwrap().version(), "6.0");
    }

    /// The most runs under way at once in a log of `start`/`end` lines with `tag`.
    #[cfg(unix)]
    fn most_at_once(log: &Path, tag: &str) -> usize {
        let text = std::fs::read_to_string(log).unwrap_or_default();
        let (mut now, mut most) = (0usize, 0usize);
        for line in text.lines() {
            match line.split_once(' ') {
                Some(("start", t)) if t == tag => now += 1,
                Some(("end", t)) if t == tag => now -= 1,
                _ => {}
            }
            most = most.max(now);
        }
        most
    }

    /// Runs wait for a place: probes no more than three at once, writes no more than two, and a
    /// probe asked for while writes are under way does not wait for them.
    #[cfg(unix)]
    #[tokio::test]
    async fn runs_take_turns_and_probes_never_wait_behind_writes() {
        let dir = tempfile::tempdir().unwrap();
        let log = dir.path().join("runs.log");
        let fake = |name: &str, script: &str| super::super::fake_tool(dir.path(), name, script).unwrap();
        let json = r#"{"format":{"format_name":"wav","duration":"1.0"},"streams":[{"index":0,"codec_type":"audio","codec_name":"pcm_s16le"}]}"#;
        fake(
            "ffprobe",
            &format!(
                "echo 'start probe' >> '{log}'; sleep 0.4; echo 'end probe' >> '{log}'; echo '{json}'",
                log = log.display()
            ),
        );
        let ffmpeg = fake(
            "ffmpeg",
            &format!(
                "if [ \"$2\" = -version ]; then echo 'ffmpeg version 6.0'; exit 0; fi\n\
                 for a; do last=$a; done\n\
                 echo 'start write' >> '{log}'; sleep 3; echo 'end write' >> '{log}'\n\
                 echo x > \"${{last#file:}}\"",
                log = log.display()
            ),
        );
        let tool = MediaTool::at(&ffmpeg).await.unwrap();
        let input = dir.path().join("in.wav");
        std::fs::write(&input, b"x").unwrap();

        let probes: Vec<_> = (0..7).map(|_| tool.info(&input)).collect();
        for probed in futures::future::join_all(probes).await {
            probed.unwrap();
        }
        assert_eq!(most_at_once(&log, "probe"), RUNS_AT_ONCE);

        let writes = (0..3).map(|i| {
            let (tool, input) = (&tool, &input);
            let out = dir.path().join(format!("out{i}.flac"));
            async move {
                let args = vec![
                    std::ffi::OsString::from("-n"),
                    super::super::input::file_url(&out),
                ];
                tool.write(input, args, &out, 1_000, Duration::from_secs(20))
                    .await
            }
        });
        let writing = futures::future::join_all(writes);
        let probing = async {
            tokio::time::sleep(Duration::from_millis(500)).await;
            let started = std::time::Instant::now();
            tool.info(&input).await.unwrap();
            started.elapsed()
        };
        let (written, probed_in) = tokio::join!(writing, probing);
        for w in written {
            w.unwrap();
        }
        assert!(
            probed_in < Duration::from_millis(2_500),
            "a probe waited {probed_in:?} behind writes"
        );
        assert_eq!(most_at_once(&log, "write"), WRITES_AT_ONCE);
    }
}
