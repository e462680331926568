//! Demo mode: the simulator runs as a program of its own (`dubdeck-sim`, installed beside the
//! app) on a loopback port, with one demo account, and the app opens a separate, fresh library on
//! it. Nothing of the user's own library or keychain is touched, and leaving the demo goes back to
//! them. The simulator is not linked into the app: the demo is the one thing that needs it.

use std::path::{Path, PathBuf};
use std::process::Stdio;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use tokio::io::{AsyncBufReadExt, BufReader};
use tokio::process::{Child, ChildStdin, Command};

use dubdeck_core::secrets::{ExposeSecret, SecretError, SecretStore, SecretString};

use crate::ipc::{ErrorCode, IoProblem, IpcError};

/// The demo account's key: a simulator key, public on purpose (it opens nothing real).
pub const DEMO_KEY: &str = "dubdeck-demo-key";
/// The demo account's starting credits.
pub const DEMO_CREDITS: i64 = 10_000;
/// How long each of the simulator's stages takes in the demo: long enough to watch.
const DEMO_STAGE_MS: u64 = 1500;
/// The simulator's program, as installed beside the app.
const SERVICE_PROGRAM: &str = "dubdeck-sim";
/// How long the simulator may take to say where it listens.
const START_WITHIN: Duration = Duration::from_secs(30);
/// How long it may take to end once asked to.
const STOP_WITHIN: Duration = Duration::from_secs(10);

/// The running simulator: ended when its standard input closes (see `--until-stdin-closes`),
/// so it ends with the app however the app ends.
struct Service {
    child: Child,
    stdin: Option<ChildStdin>,
    base_url: url::Url,
}

impl Service {
    async fn start(data_dir: &Path) -> Result<Service, IpcError> {
        let failed = |detail: String| IpcError::new(ErrorCode::DemoFailed, detail);
        let app = std::env::current_exe().map_err(|e| failed(format!("where Dubdeck runs from: {e}")))?;
        let Some(program) = crate::companions::find(&app, SERVICE_PROGRAM) else {
            let missing = std::io::Error::new(
                std::io::ErrorKind::NotFound,
                format!("not installed beside {}", app.display()),
            );
            return Err(IpcError::io(
                ErrorCode::DemoFailed,
                Path::new(SERVICE_PROGRAM),
                &missing,
            ));
        };
        let mut command = Command::new(&program);
        command
            .args(["--addr", "127.0.0.1:0", "--until-stdin-closes"])
            .arg("--account")
            .arg(format!("demo:{DEMO_CREDITS}:{DEMO_KEY}"))
            .arg("--stage-ms")
            .arg(DEMO_STAGE_MS.to_string())
            .arg("--data-dir")
            .arg(data_dir)
            .env_remove("RUST_LOG")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .kill_on_drop(true);
        #[cfg(windows)]
        {
            // A console program started by a windowed one opens no console window.
            const CREATE_NO_WINDOW: u32 = 0x0800_0000;
            command.creation_flags(CREATE_NO_WINDOW);
        }
        let mut child = command
            .spawn()
            .map_err(|e| IpcError::io(ErrorCode::DemoFailed, &program, &e))?;
        let stdin = child.stdin.take();
        let stdout = child
            .stdout
            .take()
            .ok_or_else(|| failed("the demo's service gave no output".to_owned()))?;
        let mut lines = BufReader::new(stdout).lines();
        let first = tokio::time::timeout(START_WITHIN, lines.next_line()).await;
        let base_url = match first {
            Ok(Ok(Some(line))) => line
                .strip_prefix("listening on ")
                .and_then(|a| url::Url::parse(a).ok())
                .ok_or_else(|| failed(format!("the demo's service said {line:?}, not where it listens"))),
            Ok(Ok(None)) => Err(failed("the demo's service ended as it started".to_owned())),
            Ok(Err(e)) => Err(failed(format!("the demo's service could not be read: {e}"))),
            Err(_) => Err(failed(format!(
                "the demo's service did not start within {} s",
                START_WITHIN.as_secs()
            ))),
        };
        let base_url = match base_url {
            Ok(url) => url,
            Err(e) => {
                let _ = child.kill().await;
                return Err(e);
            }
        };
        // Whatever else it writes is read (and dropped), so that it never waits on a full pipe.
        tokio::spawn(async move { while let Ok(Some(_)) = lines.next_line().await {} });
        Ok(Service {
            child,
            stdin,
            base_url,
        })
    }

    /// Closes its standard input and waits for it to end; ends it if it does not.
    async fn stop(mut self) {
        drop(self.stdin.take());
        if tokio::time::timeout(STOP_WITHIN, self.child.wait())
            .await
            .is_err()
        {
            tracing::warn!("the demo's service did not end in time: ended");
            let _ = self.child.kill().await;
        }
    }
}

/// The file that marks a folder as a demo library this app made: only such a folder is emptied
/// when the demo starts again.
const MARKER: &str = ".dubdeck-demo-library";

/// An empty demo library at `library` (blocking). A demo library left by an earlier demo (it
/// holds the marker) is emptied first; anything else there is left as it is, and the demo does
/// not start.
fn fresh_library(library: &Path) -> Result<(), IpcError> {
    let failed = |e: std::io::Error| IpcError::io(ErrorCode::DemoFailed, library, &e);
    match std::fs::symlink_metadata(library) {
        Ok(_) if !is_link(library) && (library.join(MARKER).is_file() || unmarked_demo(library)) => {
            std::fs::remove_dir_all(library).map_err(&failed)?;
        }
        Ok(_) => {
            let mut taken = IpcError::new(
                ErrorCode::DemoFailed,
                format!("{} is there already and not a demo library", library.display()),
            )
            .about(library.to_string_lossy());
            taken.details.io = Some(IoProblem::AlreadyExists);
            return Err(taken);
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
        Err(e) => return Err(failed(e)),
    }
    dubdeck_core::config::ensure_data_dir(library).map_err(&failed)?;
    std::fs::write(
        library.join(MARKER),
        b"A demo library of Dubdeck: emptied when the demo starts again.\n",
    )
    .map_err(failed)
}

/// What a demo library of the versions before the marker holds: its ledger, the ledger's
/// companions, the avatar cache and the simulator's data.
const UNMARKED_DEMO: &[&str] = &[
    "dubdeck.sqlite3",
    "dubdeck.sqlite3-wal",
    "dubdeck.sqlite3-shm",
    "dubdeck.sqlite3-journal",
    "dubdeck.sqlite3.engine-lock",
    "avatars",
    "service",
];

/// A demo library of an earlier version: its ledger, and nothing it would not have made.
fn unmarked_demo(library: &Path) -> bool {
    let Ok(entries) = std::fs::read_dir(library) else {
        return false;
    };
    let names: Vec<_> = entries.filter_map(|e| e.ok().map(|e| e.file_name())).collect();
    names.iter().any(|n| n == "dubdeck.sqlite3")
        && names.iter().all(|n| UNMARKED_DEMO.iter().any(|known| n == known))
}

fn is_link(path: &Path) -> bool {
    std::fs::symlink_metadata(path).is_ok_and(|m| m.file_type().is_symlink())
}

/// The running demo service.
pub struct Demo {
    service: Service,
    library: PathBuf,
}

impl Demo {
    /// Prepares an empty library folder below `data_dir` and starts the simulator.
    pub async fn start(data_dir: &Path) -> Result<Demo, IpcError> {
        let library = data_dir.join("demo");
        let fresh = library.clone();
        tokio::task::spawn_blocking(move || fresh_library(&fresh))
            .await
            .map_err(|e| IpcError::new(ErrorCode::DemoFailed, e.to_string()))??;
        let service = Service::start(&library.join("service")).await?;
        Ok(Demo { service, library })
    }

    pub fn base_url(&self) -> url::Url {
        self.service.base_url.clone()
    }

    /// The demo's own library folder.
    pub fn library(&self) -> &Path {
        &self.library
    }

    pub async fn stop(self) {
        self.service.stop().await;
    }
}

/// The demo's key store: the demo key, in memory. Replacing it in the demo stays in the demo.
pub struct DemoKeyStore {
    key: Mutex<Option<SecretString>>,
}

impl DemoKeyStore {
    pub fn new() -> Arc<DemoKeyStore> {
        Arc::new(DemoKeyStore {
            key: Mutex::new(Some(SecretString::from(DEMO_KEY))),
        })
    }
}

impl SecretStore for DemoKeyStore {
    fn get_api_key(&self) -> Result<Option<SecretString>, SecretError> {
        let key = self.key.lock().unwrap_or_else(PoisonError::into_inner);
        Ok(key.as_ref().map(|k| SecretString::from(k.expose_secret())))
    }

    fn set_api_key(&self, key: &SecretString) -> Result<(), SecretError> {
        *self.key.lock().unwrap_or_else(PoisonError::into_inner) = Some(key.clone());
        Ok(())
    }

    fn delete_api_key(&self) -> Result<(), SecretError> {
        *self.key.lock().unwrap_or_else(PoisonError::into_inner) = None;
        Ok(())
    }

    fn describe(&self) -> String {
        "the demo account".to_owned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_demo_library_the_app_made_is_ever_emptied() {
        let data = tempfile::tempdir().unwrap();
        let library = data.path().join("demo");
        // A folder of the user's that happens to be where the demo goes: kept, and said so.
        std::fs::create_dir(&library).unwrap();
        std::fs::write(library.join("thesis.odt"), b"years of work").unwrap();
        let refused = fresh_library(&library).unwrap_err();
        assert_eq!(refused.code, ErrorCode::DemoFailed);
        assert_eq!(refused.details.io, Some(IoProblem::AlreadyExists), "{refused}");
        assert_eq!(
            std::fs::read(library.join("thesis.odt")).unwrap(),
            b"years of work"
        );

        // An earlier version's demo library (no marker, only what a demo makes): emptied.
        std::fs::remove_file(library.join("thesis.odt")).unwrap();
        std::fs::write(library.join("dubdeck.sqlite3"), b"").unwrap();
        std::fs::create_dir(library.join("service")).unwrap();
        fresh_library(&library).unwrap();
        assert!(!library.join("service").exists());

        // The demo's own library: emptied and marked again.
        std::fs::remove_dir_all(&library).unwrap();
        fresh_library(&library).unwrap();
        std::fs::write(library.join("dubdeck.sqlite3"), b"an earlier demo").unwrap();
        fresh_library(&library).unwrap();
        assert!(!library.join("dubdeck.sqlite3").exists());
        assert!(library.join(MARKER).is_file());

        // A link to elsewhere, even to a marked folder, is not followed into.
        #[cfg(unix)]
        {
            let elsewhere = data.path().join("elsewhere");
            std::fs::create_dir(&elsewhere).unwrap();
            std::fs::write(elsewhere.join(MARKER), b"").unwrap();
            std::fs::write(elsewhere.join("keep"), b"x").unwrap();
            std::fs::remove_dir_all(&library).unwrap();
            std::os::unix::fs::symlink(&elsewhere, &library).unwrap();
            assert!(fresh_library(&library).is_err());
            assert!(elsewhere.join("keep").exists());
        }
    }
}
