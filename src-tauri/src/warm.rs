//! The catalogue's first page, fetched ahead while the window starts (see [`Warm`]).

use std::sync::Arc;

use tauri::async_runtime::JoinHandle;
use tokio::sync::{Mutex, Notify, oneshot};

use dubdeck_core::catalogue::CataloguePage;
use dubdeck_core::context::AppContext;

use crate::ipc::{VoiceQuery, service_query};

/// The catalogue's first page, asked for as soon as the library is open (while the window is
/// still starting), so that the Voices screen's first request finds it on its way; then, once the
/// page asked for it, the avatars of the cards the window shows first. Not before: avatars are
/// decoded in helper processes, whose start (a program and its libraries) would
/// compete with the window's first paint for the processor (the page's script runs only after
/// that paint). Taken once.
pub struct Warm {
    page: Mutex<Option<oneshot::Receiver<CataloguePage>>>,
    /// The page asked for its first page.
    asked: Arc<Notify>,
    task: JoinHandle<()>,
}

/// How many of the first page's avatars are fetched ahead (the cards of a full-screen window).
const WARM_AVATARS: usize = 20;

/// A warm page older than this is not shown: the window asks afresh.
const WARM_PAGE_FRESH_FOR: std::time::Duration = std::time::Duration::from_secs(60);

impl Warm {
    pub fn start(ctx: &AppContext) -> Warm {
        let (sender, receiver) = oneshot::channel();
        let ctx = ctx.clone();
        let asked = Arc::new(Notify::new());
        let page_asked = Arc::clone(&asked);
        let task = tauri::async_runtime::spawn(async move {
            // Without a key there is nothing to ask; a failure is left to the window's own
            // request, which reports it (dropping the sender says "ask yourself").
            if !ctx.key_status().await.is_ok_and(|k| k.set) {
                return;
            }
            let Ok(page) = ctx.voices(&service_query(VoiceQuery::first_page())).await else {
                return;
            };
            let first: Vec<_> = page
                .voices
                .iter()
                .take(WARM_AVATARS)
                .map(|c| c.voice.clone())
                .collect();
            let _ = sender.send(page);
            page_asked.notified().await;
            for failed in ctx
                .fetch_avatars(&first)
                .await
                .into_iter()
                .filter_map(Result::err)
            {
                tracing::debug!("avatar not fetched ahead: {}", failed.code());
            }
        });
        Warm {
            page: Mutex::new(Some(receiver)),
            asked,
            task,
        }
    }

    /// Claims the first page (once): from now on the avatars are fetched.
    pub async fn claim(&self) -> Option<WarmPage> {
        // A permit waits for the warm task if it is not listening yet.
        self.asked.notify_one();
        self.page.lock().await.take().map(WarmPage)
    }

    /// Stops fetching ahead (the library is closing).
    pub fn abort(&self) {
        self.task.abort();
    }
}

/// The first page, claimed: it may still be on its way.
pub struct WarmPage(oneshot::Receiver<CataloguePage>);

impl WarmPage {
    /// The page, if it came and is still fresh.
    pub async fn fresh(self) -> Option<CataloguePage> {
        let page = self.0.await.ok()?;
        (page.age(time::OffsetDateTime::now_utc()) < WARM_PAGE_FRESH_FOR).then_some(page)
    }
}
