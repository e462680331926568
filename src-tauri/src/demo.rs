//! Demo mode: the simulator runs in this process on a loopback port, with one demo account, and
//! the app opens a separate, fresh library on it. Nothing of the user's own library or keychain is
//! touched, and leaving the demo goes back to them.

use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, PoisonError};

use dubdeck_core::sandbox;
use dubdeck_core::secrets::{ExposeSecret, SecretError, SecretStore, SecretString};
use dubdeck_sim::media::{InProcess, MediaWork, Remote};
use dubdeck_sim::{AccountSpec, RunningSim, SimConfig};

use crate::ipc::IpcError;

/// The demo account's key: a simulator key, public on purpose (it opens nothing real).
pub const DEMO_KEY: &str = "dubdeck-demo-key";
/// The demo account's starting credits.
pub const DEMO_CREDITS: i64 = 10_000;
/// How long each of the simulator's stages takes in the demo: long enough to watch.
const DEMO_STAGE_MS: u64 = 1500;

/// The simulator decodes the user's files (to measure and to dub them) in the app's decoder helpers,
/// as the core reads them (see `dubdeck_core::sandbox`); without helpers, here.
fn media_work() -> Arc<dyn MediaWork> {
    if sandbox::helpers().is_none() {
        return Arc::new(InProcess);
    }
    Arc::new(Remote::new(Box::new(|name, args| {
        let (name, job) = dubdeck_sim::media::JOBS
            .iter()
            .find(|(known, _)| *known == name)
            .ok_or_else(|| format!("no job named {name:?}"))?;
        sandbox::run_job(name, *job, args, &[], sandbox::JOB_LIMIT)
            .map(|(answer, _)| answer)
            .map_err(|e| e.to_string())
    })))
}

/// The running demo service.
pub struct Demo {
    sim: RunningSim,
    library: PathBuf,
}

impl Demo {
    /// Starts the simulator and prepares an empty library folder below `data_dir`.
    pub async fn start(data_dir: &Path) -> Result<Demo, IpcError> {
        let library = data_dir.join("demo");
        let fresh = library.clone();
        tokio::task::spawn_blocking(move || -> std::io::Result<()> {
            match std::fs::remove_dir_all(&fresh) {
                Err(e) if e.kind() != std::io::ErrorKind::NotFound => return Err(e),
                _ => {}
            }
            std::fs::create_dir_all(&fresh)
        })
        .await
        .map_err(|e| IpcError::new("demo_failed", e.to_string()))?
        .map_err(|e| {
            IpcError::new(
                "demo_failed",
                format!("could not prepare the demo library {}: {e}", library.display()),
            )
        })?;
        let sim = dubdeck_sim::start(SimConfig {
            accounts: vec![AccountSpec::new("demo", DEMO_CREDITS, [DEMO_KEY])],
            stage_ms: DEMO_STAGE_MS,
            data_dir: Some(library.join("service")),
            media: media_work(),
            ..SimConfig::default()
        })
        .await
        .map_err(|e| IpcError::new("demo_failed", e.to_string()))?;
        Ok(Demo { sim, library })
    }

    pub fn base_url(&self) -> url::Url {
        self.sim.base_url()
    }

    /// The demo's own library folder.
    pub fn library(&self) -> &Path {
        &self.library
    }

    pub async fn stop(self) {
        self.sim.shutdown().await;
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
