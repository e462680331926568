//! Watch folders at work: each media file that lands in a watched folder (or was there when the
//! watch started, or arrived while Dubdeck was closed) is dubbed once its size has stopped
//! changing for [`SETTLED_FOR`] (a file still being copied is never sent half), and never twice:
//! its content is claimed in the ledger by hash before its dub is added, so a rename or a copy of
//! a file already taken is not paid for again. A folder that vanishes is looked for until it comes
//! back. File system events come from `notify` through its debouncer; a scan at the start and after
//! the folder comes back finds what no event announced.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant, SystemTime};

use futures::StreamExt;
use serde::Serialize;
use sha2::Digest;
use tokio::sync::mpsc;
use tokio_util::sync::CancellationToken;

use super::{AppContext, AppError};
use crate::batch;
use crate::codes::ErrorCode;
use crate::engine::{DubRequest, DubSource, JobSnapshot};
use crate::events::JobId;
use crate::ledger::WatchFolder;

/// How long a file's size and time must stay the same before it is taken.
pub const SETTLED_FOR: Duration = Duration::from_secs(2);
/// How often files on their way in, and a vanished folder, are looked at.
const LOOK_EVERY: Duration = Duration::from_millis(250);
/// How often a vanished folder is looked for.
const MISSING_EVERY: Duration = Duration::from_secs(1);
/// How many settled files are hashed and added at once.
const TAKEN_AT_ONCE: usize = 8;
/// The debouncer's window: events of one file closer than this are one.
const DEBOUNCE: Duration = Duration::from_millis(100);

/// What became of a file (or the folder) a watch saw.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "outcome", rename_all = "snake_case")]
pub enum WatchOutcome {
    /// Its dub was added and started.
    Started { job: Box<JobSnapshot> },
    /// The same content was taken before (from `first`, possibly under another name).
    AlreadyTaken {
        first: PathBuf,
        #[serde(skip_serializing_if = "Option::is_none")]
        job: Option<JobId>,
    },
    /// It cannot be dubbed: `code` says why (not media, too long, unreadable...).
    Refused { code: ErrorCode, message: String },
    /// The watched folder is gone; it is looked for until it comes back.
    FolderMissing,
    /// The watched folder is back; what it holds is looked at again.
    FolderBack,
}

/// A watch's report on one file, or on its folder.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct WatchReport {
    pub watch: uuid::Uuid,
    /// The file, or the folder for folder reports.
    pub path: PathBuf,
    #[serde(flatten)]
    pub outcome: WatchOutcome,
}

/// A file on its way in: its size and time when last looked at, and since when they hold.
struct Arriving {
    size: u64,
    modified: Option<SystemTime>,
    since: Instant,
}

impl AppContext {
    /// Puts to work, in this process, every enabled watch folder of the library, and stops those
    /// removed, turned off or changed since (a changed one starts again with its new settings).
    /// Each one's reports come as [`super::AppEvent::WatchReported`]; a watch that fails is
    /// reported as its folder missing, and looked at again at the next call.
    pub async fn sync_watches(&self) -> Result<(), AppError> {
        let wanted: Vec<WatchFolder> = self.watches().await?.into_iter().filter(|w| w.enabled).collect();
        let mut running = self
            .inner
            .watchers
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        running.retain(|_, (folder, stop)| {
            let keep = wanted.iter().any(|w| w == folder) && !stop.is_cancelled();
            if !keep {
                stop.cancel();
            }
            keep
        });
        for folder in wanted {
            if running.contains_key(&folder.id) {
                continue;
            }
            let stop = tokio_util::sync::CancellationToken::new();
            running.insert(folder.id, (folder.clone(), stop.clone()));
            let app = self.clone();
            tokio::spawn(async move {
                let emitter = app.clone();
                let ended = app
                    .watch_folder(folder.clone(), stop.clone(), move |report| {
                        emitter.emit(super::AppEvent::WatchReported { report });
                    })
                    .await;
                if let Err(e) = ended {
                    tracing::warn!(folder = %folder.path.display(), "a watch folder stopped: {e}");
                    app.emit(super::AppEvent::WatchReported {
                        report: folder_report(&folder, WatchOutcome::FolderMissing),
                    });
                }
                // Ended by itself: the next sync starts it again.
                stop.cancel();
            });
        }
        Ok(())
    }

    /// Stops every watch folder at work in this process.
    pub fn stop_watches(&self) {
        let mut running = self
            .inner
            .watchers
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        for (_, (_, stop)) in running.drain() {
            stop.cancel();
        }
    }

    /// Watches `folder` until `stop`, dubbing what lands in it; `report` hears of every file taken
    /// or refused, and of the folder going and coming back.
    pub async fn watch_folder(
        &self,
        folder: WatchFolder,
        stop: CancellationToken,
        mut report: impl FnMut(WatchReport) + Send,
    ) -> Result<(), AppError> {
        let mut missing = false;
        loop {
            if stop.is_cancelled() {
                return Ok(());
            }
            if !folder.path.is_dir() {
                if !missing {
                    missing = true;
                    report(folder_report(&folder, WatchOutcome::FolderMissing));
                }
                tokio::select! {
                    () = stop.cancelled() => return Ok(()),
                    () = tokio::time::sleep(MISSING_EVERY) => continue,
                }
            }
            if missing {
                missing = false;
                report(folder_report(&folder, WatchOutcome::FolderBack));
            }
            self.watch_present(&folder, &stop, &mut report).await?;
        }
    }

    /// Watches the folder while it is there.
    async fn watch_present(
        &self,
        folder: &WatchFolder,
        stop: &CancellationToken,
        report: &mut (impl FnMut(WatchReport) + Send),
    ) -> Result<(), AppError> {
        let (tx, mut rx) = mpsc::unbounded_channel::<PathBuf>();
        let mut debouncer = notify_debouncer_full::new_debouncer(
            DEBOUNCE,
            None,
            move |result: notify_debouncer_full::DebounceEventResult| {
                if let Ok(events) = result {
                    for event in events {
                        for path in &event.event.paths {
                            let _ = tx.send(path.clone());
                        }
                    }
                }
            },
        )
        .map_err(|e| watch_failed(&folder.path, &e))?;
        if let Err(e) = debouncer.watch(&folder.path, notify::RecursiveMode::Recursive) {
            // Gone between the look and the watch: look for it again.
            if !folder.path.is_dir() {
                return Ok(());
            }
            return Err(watch_failed(&folder.path, &e));
        }
        let skip = vec![folder.settings.output_dir.clone()];
        let mut arriving: HashMap<PathBuf, Arriving> = HashMap::new();
        // What is there already (arrived while Dubdeck was closed, or before the watch).
        let found = {
            let (root, skip) = (folder.path.clone(), skip.clone());
            tokio::task::spawn_blocking(move || batch::expand(&[root], true, &skip))
                .await
                .map_err(AppError::worker)?
        };
        if let Ok(found) = found {
            for path in found.files {
                note(&mut arriving, path);
            }
        }
        let mut tick = tokio::time::interval(LOOK_EVERY);
        loop {
            tokio::select! {
                () = stop.cancelled() => return Ok(()),
                Some(path) = rx.recv() => {
                    if wanted(&path, &folder.path, &skip) {
                        note(&mut arriving, path);
                    }
                }
                _ = tick.tick() => {
                    if !folder.path.is_dir() {
                        return Ok(());
                    }
                    // A few at a time: a folder filled at once is dubbed as fast as one file.
                    let ready = settled(&mut arriving);
                    let mut taking = futures::stream::iter(ready.into_iter().map(|path| async move {
                        let outcome = self.take(folder, &path).await;
                        (path, outcome)
                    }))
                    .buffer_unordered(TAKEN_AT_ONCE);
                    while let Some((path, outcome)) = taking.next().await {
                        if let Some(outcome) = outcome? {
                            report(WatchReport { watch: folder.id, path, outcome });
                        }
                    }
                }
            }
        }
    }

    /// Takes a settled file: claims its content, then adds its dub. `None`: nothing to tell (the
    /// file went away, or is one this watch took before under the same name).
    async fn take(&self, folder: &WatchFolder, path: &Path) -> Result<Option<WatchOutcome>, AppError> {
        let hashed = {
            let path = path.to_path_buf();
            tokio::task::spawn_blocking(move || hash_file(&path))
                .await
                .map_err(AppError::worker)?
        };
        let Ok(hash) = hashed else {
            // Gone or unreadable now: a later event brings it back if it returns.
            return Ok(None);
        };
        let (watch, claimed_path) = (folder.id, path.to_path_buf());
        let claim_hash = hash.clone();
        let claimed = self
            .ledger()
            .call(move |l| {
                if l.watches().claim(watch, &claim_hash, &claimed_path)? {
                    return Ok(None);
                }
                l.watches().seen(watch, &claim_hash)
            })
            .await?;
        if let Some(seen) = claimed {
            if seen.path == path {
                return Ok(None);
            }
            return Ok(Some(WatchOutcome::AlreadyTaken {
                first: seen.path,
                job: seen.job_id.map(|id| JobId::Dub(crate::job::DubId(id))),
            }));
        }
        let s = &folder.settings;
        let mut request = DubRequest::new(
            DubSource::File(path.to_path_buf()),
            s.voice_id,
            s.voice_name.clone(),
            s.output_dir.clone(),
        );
        request.pitch_shift = s.pitch_shift;
        request.separate = s.separate;
        request.mix = Some(s.mix);
        request.video_out = Some(s.video_out);
        request.approve_up_to = Some(s.approve_up_to);
        let started = self.add_dub_job(request).await;
        let (job, outcome, told) = match started {
            Ok(view) => (
                Some(view.id.uuid()),
                "started".to_owned(),
                WatchOutcome::Started { job: Box::new(view) },
            ),
            Err(e) => {
                let code = e.code();
                (
                    None,
                    code.as_str().to_owned(),
                    WatchOutcome::Refused {
                        code,
                        message: e.to_string(),
                    },
                )
            }
        };
        self.ledger()
            .call(move |l| l.watches().settle(watch, &hash, job, &outcome))
            .await?;
        Ok(Some(told))
    }
}

fn folder_report(folder: &WatchFolder, outcome: WatchOutcome) -> WatchReport {
    WatchReport {
        watch: folder.id,
        path: folder.path.clone(),
        outcome,
    }
}

fn watch_failed(path: &Path, e: &notify::Error) -> AppError {
    AppError::Watch {
        path: path.to_path_buf(),
        problem: crate::codes::WatchProblem::Watcher,
        io: None,
        detail: Some(e.to_string()),
    }
}

/// A media file inside the folder, not hidden, not in an output folder.
fn wanted(path: &Path, root: &Path, skip: &[PathBuf]) -> bool {
    let Ok(inside) = path.strip_prefix(root) else {
        return false;
    };
    let hidden = inside
        .components()
        .any(|c| c.as_os_str().to_string_lossy().starts_with('.'));
    batch::is_media_name(path) && !hidden && !skip.iter().any(|s| path.starts_with(s))
}

fn note(arriving: &mut HashMap<PathBuf, Arriving>, path: PathBuf) {
    arriving.entry(path).or_insert(Arriving {
        size: u64::MAX,
        modified: None,
        since: Instant::now(),
    });
}

/// The files whose size and time held for [`SETTLED_FOR`] (counted from their last change, as
/// their time says it, and seen unchanged twice at least): taken out of `arriving`. Files that
/// went away are forgotten; a file that changed starts its wait again.
fn settled(arriving: &mut HashMap<PathBuf, Arriving>) -> Vec<PathBuf> {
    let now = Instant::now();
    let mut ready = Vec::new();
    arriving.retain(|path, seen| {
        let Ok(meta) = std::fs::metadata(path) else {
            return false;
        };
        if !meta.is_file() {
            return false;
        }
        let modified = meta.modified().ok();
        if meta.len() != seen.size || modified != seen.modified {
            // Changed (or seen for the first time): its wait starts at its last write, as far as
            // the file's time is to be believed (never in the future, never before the wait).
            let age = modified
                .and_then(|m| SystemTime::now().duration_since(m).ok())
                .unwrap_or_default()
                .min(SETTLED_FOR);
            *seen = Arriving {
                size: meta.len(),
                modified,
                since: now.checked_sub(age).unwrap_or(now),
            };
            return true;
        }
        if now.duration_since(seen.since) >= SETTLED_FOR {
            ready.push(path.clone());
            return false;
        }
        true
    });
    ready.sort_by(|a, b| batch::natural_order(&a.to_string_lossy(), &b.to_string_lossy()));
    ready
}

/// The SHA-256 of a file's bytes, as hex.
fn hash_file(path: &Path) -> std::io::Result<String> {
    let mut file = std::fs::File::open(path)?;
    let mut hasher = sha2::Sha256::new();
    std::io::copy(&mut file, &mut hasher)?;
    Ok(hex::encode(hasher.finalize()))
}
