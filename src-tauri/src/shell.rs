//! The shell's state: the application context the commands work on (the user's library, or the
//! demo's), the task forwarding its events to the page, and the switch between the two.

use std::path::PathBuf;
use std::sync::Arc;

use tauri::AppHandle;
use tauri::async_runtime::JoinHandle;
use tokio::sync::RwLock;

use dubdeck_core::catalogue::CataloguePage;
use dubdeck_core::config::BaseUrlSource;
use dubdeck_core::context::{AppContext, AppError, AppOptions, KeySource};

use crate::demo::{Demo, DemoKeyStore};
use crate::events::{self, AuthLost, SessionChanged};
use crate::ipc::{BaseUrlOrigin, ErrorCode, IpcError, Session};
use crate::media::MediaServer;
use crate::peaks::PeaksCache;
use crate::warm::Warm;

/// How the app was started.
#[derive(Debug, Clone, Default, clap::Parser)]
#[command(
    name = "dubdeck",
    version,
    about = "Dubdeck: dub songs and clips into other voices"
)]
pub struct Launch {
    /// Start straight in demo mode, on the built-in simulator with a fresh demo account.
    #[arg(long)]
    pub demo: bool,
    /// Songs or clips to dub ("Open with Dubdeck"): the dub sheet opens with them.
    #[arg(value_name = "FILE")]
    pub files: Vec<PathBuf>,
}

impl Launch {
    /// The files to open, made absolute against `cwd` (the folder the start came from).
    pub fn files_from(&self, cwd: &std::path::Path) -> Vec<String> {
        self.files
            .iter()
            .map(|f| cwd.join(f).to_string_lossy().into_owned())
            .collect()
    }
}

/// What the commands work on.
struct Active {
    ctx: AppContext,
    demo: Option<Demo>,
    forwarder: JoinHandle<()>,
    /// Keeps the library's engine running here, or takes it over when another Dubdeck that runs
    /// it stops.
    engine_keeper: JoinHandle<()>,
    /// The first balance check: its late answer must not reach the page from a closed library.
    balance_check: JoinHandle<()>,
    warm: Warm,
}

/// Managed state of the app (one per process).
pub struct Shell {
    app: AppHandle,
    data_dir: Result<PathBuf, IpcError>,
    active: Arc<RwLock<Result<Active, IpcError>>>,
    /// One switch between the demo and the library at a time (a double click must not open the
    /// same library twice, nor wipe a demo library in use).
    switching: tokio::sync::Mutex<()>,
    /// Files the user offered (dropped, picked, opened with Dubdeck): the only ones commands read.
    offered: Arc<crate::offered::Offered>,
    /// Files the app was asked to open, until the page takes them.
    opened: std::sync::Mutex<Vec<String>>,
    /// The A/B player's loopback media server, started when the player first needs it.
    media: tokio::sync::OnceCell<MediaServer>,
    /// The port the media server starts on, reserved as Dubdeck started (the page's content
    /// security policy names it).
    media_port: std::sync::Mutex<Option<std::net::TcpListener>>,
    peaks: PeaksCache,
    /// The release the last check found, and whether it is being installed.
    updates: crate::updates::Updates,
}

impl Shell {
    /// The shell, opening the user's library (or the demo, with `--demo`) in the background: the
    /// window paints meanwhile, and commands wait for the library (the opening holds the lock they
    /// read). A library that cannot be opened is kept as the error every command answers, so the
    /// page can say why.
    pub fn start(app: AppHandle, launch: Launch, media_port: Option<std::net::TcpListener>) -> Arc<Shell> {
        let data_dir = dubdeck_core::config::data_dir().map_err(|e| IpcError::from(AppError::from(e)));
        let active = Arc::new(RwLock::new(Err(IpcError::new(
            ErrorCode::Internal,
            "the library is not open yet",
        ))));
        // Taken now, before any command can read: a fresh lock is always free.
        let held = Arc::clone(&active).try_write_owned().ok();
        let shell = Arc::new(Shell {
            app,
            data_dir,
            active: Arc::clone(&active),
            switching: tokio::sync::Mutex::new(()),
            offered: Arc::default(),
            opened: std::sync::Mutex::new(Vec::new()),
            media: tokio::sync::OnceCell::new(),
            media_port: std::sync::Mutex::new(media_port),
            peaks: PeaksCache::default(),
            updates: crate::updates::Updates::default(),
        });
        let opener = Arc::clone(&shell);
        tauri::async_runtime::spawn(async move {
            let mut slot = match held {
                Some(slot) => slot,
                None => active.write_owned().await,
            };
            *slot = if launch.demo {
                opener.open_demo().await
            } else {
                opener.open_library().await
            };
        });
        shell
    }

    /// The updates' state (see `crate::updates`).
    pub fn updates(&self) -> &crate::updates::Updates {
        &self.updates
    }

    /// The user's data folder (the library's, the logs' and the crash reports').
    pub fn data_dir(&self) -> Result<&std::path::Path, IpcError> {
        self.data_dir.as_deref().map_err(Clone::clone)
    }

    /// The media server the player's URLs point at.
    pub async fn media(&self) -> Result<&MediaServer, IpcError> {
        self.media
            .get_or_try_init(|| {
                let reserved = self
                    .media_port
                    .lock()
                    .unwrap_or_else(std::sync::PoisonError::into_inner)
                    .take();
                crate::media::start_server(reserved)
            })
            .await
    }

    /// Files to open ("Open with Dubdeck", a second start with files): kept until the page takes
    /// them, and announced to a page that is already listening.
    pub fn open_files(&self, paths: Vec<String>) {
        if paths.is_empty() {
            return;
        }
        self.offered.offer(paths.iter().map(PathBuf::from));
        self.opened
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .extend(paths.iter().cloned());
        events::emit(&self.app, events::FilesOpened { paths });
    }

    /// Ends the take being recorded, if any, and saves it: the window is closing.
    pub fn stop_recording_now(&self) {
        let Ok(active) = self.active.try_read() else {
            // The library is being opened or switched: no take can be under way.
            return;
        };
        if let Ok(active) = &*active
            && let Some(summary) = active.ctx.stop_take_now()
        {
            tracing::info!(
                "the take being recorded was saved as the window closed: {}",
                summary.path.display()
            );
        }
    }

    /// The media server, if the player started it.
    pub fn media_if_started(&self) -> Option<&MediaServer> {
        self.media.get()
    }

    /// The files the user offered.
    pub fn offered(&self) -> &crate::offered::Offered {
        &self.offered
    }

    /// The files waiting to be opened, taken once.
    pub fn take_opened_files(&self) -> Vec<String> {
        std::mem::take(
            &mut *self
                .opened
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner),
        )
    }

    /// Stops serving the files of `job` to the player, if it was.
    pub fn forget_media(&self, job: dubdeck_core::events::JobId) {
        if let Some(server) = self.media.get() {
            server.forget_job(job);
        }
    }

    /// Waveforms computed lately.
    pub fn peaks(&self) -> &PeaksCache {
        &self.peaks
    }

    pub async fn ctx(&self) -> Result<AppContext, IpcError> {
        match &*self.active.read().await {
            Ok(active) => Ok(active.ctx.clone()),
            Err(e) => Err(e.clone()),
        }
    }

    /// A command's failure for the page; a refused or missing key also tells the frame to go
    /// back to the key screen.
    pub fn fail(&self, error: AppError) -> IpcError {
        if error.is_unauthorized() {
            events::emit(&self.app, AuthLost { code: error.code() });
        }
        error.into()
    }

    /// The first page fetched as the library opened, once, if it came and is still fresh.
    pub async fn warm_first_page(&self) -> Option<CataloguePage> {
        let claimed = match &*self.active.read().await {
            Ok(active) => active.warm.claim().await,
            Err(_) => None,
        }?;
        claimed.fresh().await
    }

    /// What the frame shows: demo or not, the service, the key's status and the balance.
    pub async fn session(&self) -> Result<Session, IpcError> {
        let (ctx, demo) = match &*self.active.read().await {
            Ok(active) => (active.ctx.clone(), active.demo.is_some()),
            Err(e) => return Err(e.clone()),
        };
        let (url, source) = ctx.base_url().await?;
        let key = ctx.key_status().await?;
        Ok(Session {
            version: crate::updates::version(&self.app),
            demo,
            base_url: url.to_string(),
            base_url_source: match (demo, source) {
                (true, _) => BaseUrlOrigin::Demo,
                (false, BaseUrlSource::Environment) => BaseUrlOrigin::Environment,
                (false, BaseUrlSource::Settings) => BaseUrlOrigin::Settings,
                (false, BaseUrlSource::Default) => BaseUrlOrigin::Default,
            },
            key,
            balance: ctx.balance(),
        })
    }

    /// Leaves whatever is open for the demo (a fresh demo account and library).
    pub async fn start_demo(&self) -> Result<Session, IpcError> {
        let _switch = self.switching.lock().await;
        if self.in_demo().await {
            return self.session().await;
        }
        let opened = self.open_demo().await?;
        self.replace(opened).await;
        self.announce().await
    }

    /// Leaves the demo for the user's own library.
    pub async fn leave_demo(&self) -> Result<Session, IpcError> {
        let _switch = self.switching.lock().await;
        if !self.in_demo().await {
            return self.session().await;
        }
        let opened = self.open_library().await?;
        self.replace(opened).await;
        self.announce().await
    }

    async fn in_demo(&self) -> bool {
        matches!(&*self.active.read().await, Ok(Active { demo: Some(_), .. }))
    }

    /// Tells the page the session changed, and returns it.
    pub async fn announce(&self) -> Result<Session, IpcError> {
        let session = self.session().await?;
        events::emit(
            &self.app,
            SessionChanged {
                session: session.clone(),
            },
        );
        Ok(session)
    }

    async fn replace(&self, opened: Active) {
        let old = std::mem::replace(&mut *self.active.write().await, Ok(opened));
        if let Ok(old) = old {
            old.close().await;
        }
    }

    async fn open_library(&self) -> Result<Active, IpcError> {
        let dir = self.data_dir.clone()?;
        let ctx = AppContext::open(AppOptions::from_env().with_data_dir(dir))
            .await
            .map_err(IpcError::from)?;
        Ok(self.activate(ctx, None).await)
    }

    async fn open_demo(&self) -> Result<Active, IpcError> {
        let dir = self.data_dir.clone()?;
        let demo = Demo::start(&dir).await?;
        let options = AppOptions::from_env()
            .with_data_dir(demo.library())
            .with_base_url(demo.base_url())
            .with_keys(KeySource::Store(DemoKeyStore::new()));
        match AppContext::open(options).await {
            Ok(ctx) => Ok(self.activate(ctx, Some(demo)).await),
            Err(e) => {
                demo.stop().await;
                Err(e.into())
            }
        }
    }

    /// Starts forwarding the context's events, and its engine when a key is set (without one,
    /// the engine starts when a key is stored: see `commands::account`).
    async fn activate(&self, ctx: AppContext, demo: Option<Demo>) -> Active {
        let forwarder = events::forward(self.app.clone(), ctx.clone(), Arc::clone(&self.offered));
        start_engine(&ctx).await;
        let keeper = ctx.clone();
        let engine_keeper = tauri::async_runtime::spawn(async move { keeper.keep_engine().await });
        // The balance arrives as an event: a slow or absent network must not hold up the window.
        let (background, app) = (ctx.clone(), self.app.clone());
        let balance_check = tauri::async_runtime::spawn(async move {
            if let Err(e) = background.refresh_balance().await {
                tracing::info!("no balance at start: {}", e.code());
                if e.is_unauthorized() && background.key_status().await.is_ok_and(|k| k.set) {
                    events::emit(&app, AuthLost { code: e.code() });
                }
            }
        });
        let warm = Warm::start(&ctx);
        // Watch folders go to work, and files that landed while Dubdeck was closed are dubbed.
        if let Err(e) = ctx.sync_watches().await {
            tracing::warn!("watch folders not started: {}", e.code());
        }
        Active {
            ctx,
            demo,
            forwarder,
            engine_keeper,
            balance_check,
            warm,
        }
    }
}

/// Starts the library's job engine here (or finds it running in another Dubdeck). No key yet, or
/// a keychain that cannot be read, is not a failure: the page asks for a key first.
pub async fn start_engine(ctx: &AppContext) {
    match ctx.start_engine().await {
        Ok(status) => tracing::info!("job engine: {status:?}"),
        Err(e) => tracing::info!("job engine not started: {}", e.code()),
    }
}

impl Active {
    async fn close(self) {
        self.forwarder.abort();
        self.engine_keeper.abort();
        self.balance_check.abort();
        self.warm.abort();
        self.ctx.stop_watches();
        self.ctx.stop_engine().await;
        if let Some(demo) = self.demo {
            demo.stop().await;
        }
    }
}

#[cfg(test)]
mod tests {
    use clap::Parser;

    use super::Launch;

    #[test]
    fn files_to_open_come_after_the_flags_and_are_made_absolute_against_the_start_folder() {
        let launch = Launch::try_parse_from(["dubdeck", "--demo", "song.mp3", "/clips/take 2.wav"]).unwrap();
        assert!(launch.demo);
        let opened = launch.files_from(std::path::Path::new("/home/ana/Music"));
        assert_eq!(opened, ["/home/ana/Music/song.mp3", "/clips/take 2.wav"]);
        let plain = Launch::try_parse_from(["dubdeck"]).unwrap();
        assert!(plain.files.is_empty() && !plain.demo);
    }
}
