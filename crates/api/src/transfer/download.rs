//! `download_to`: stream a presigned GET to disk, resumably.
//!
//! Bytes go to `<dest>.part`; the ETag seen with them is kept in `<dest>.part.etag` so that a
//! later attempt (or a later run) asks only for the rest (`Range` + `If-Range`). A 200 instead
//! of a 206 means the object changed or the server ignores ranges: start again from 0. At the
//! end the length is checked, the file is fsynced (once) and renamed to `dest`.
//!
//! Disk writes happen on a blocking thread of their own, in large writes ([`WRITE_SIZE`]), fed
//! through a channel that holds at most [`IN_FLIGHT`] bytes: the network never waits for a small
//! write, the disk never sees one, and memory stays flat whatever the object's size.

use std::io::SeekFrom;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use backon::Retryable;
use bytes::Bytes;
use http::header::{CONTENT_RANGE, ETAG, IF_RANGE, RANGE};
use http::{HeaderMap, HeaderValue, StatusCode};
use tokio::io::{AsyncSeekExt, AsyncWriteExt};
use tokio::sync::{OwnedSemaphorePermit, Semaphore, mpsc};
use url::Url;

use super::s3::S3Error;
use super::upload::stalled;
use super::{Failure, Transfers, error_body};
use crate::error::{Error, Remote};
use crate::execute::transport;

/// Size of the writes to disk: network chunks (often 16 KiB or less) are gathered into these.
const WRITE_SIZE: usize = 2 * 1024 * 1024;
/// Bytes received but not yet handed to the disk writer's buffer, at most.
const IN_FLIGHT: usize = 4 * 1024 * 1024;
/// Bytes written between two background flushes (see [`DiskWriter`]).
const FLUSH_EVERY: u64 = 64 * 1024 * 1024;

/// How [`Transfers::download_with`] treats an existing destination.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct DownloadOptions {
    /// Replace `dest` if it exists (otherwise that is [`Error::DestinationExists`]).
    pub overwrite: bool,
}

type Progress = Arc<dyn Fn(u64, Option<u64>) + Send + Sync>;

struct Paths {
    dest: PathBuf,
    part: PathBuf,
    etag: PathBuf,
}

impl Paths {
    fn new(dest: &Path) -> Paths {
        let with_suffix = |suffix: &str| {
            let mut name = dest.file_name().map(|n| n.to_os_string()).unwrap_or_default();
            name.push(suffix);
            dest.with_file_name(name)
        };
        Paths {
            dest: dest.to_owned(),
            part: with_suffix(".part"),
            etag: with_suffix(".part.etag"),
        }
    }
}

impl Transfers<'_> {
    /// Downloads `url` to `dest`, refusing to replace an existing file. Returns the length.
    /// `progress(received, total)` counts bytes already on disk from an earlier attempt.
    pub async fn download_to(
        self,
        url: &Url,
        dest: &Path,
        progress: impl Fn(u64, Option<u64>) + Send + Sync + 'static,
    ) -> Result<u64, Error> {
        self.download_with(url, dest, DownloadOptions::default(), progress)
            .await
    }

    /// [`Self::download_to`] with options.
    pub async fn download_with(
        self,
        url: &Url,
        dest: &Path,
        options: DownloadOptions,
        progress: impl Fn(u64, Option<u64>) + Send + Sync + 'static,
    ) -> Result<u64, Error> {
        let paths = Paths::new(dest);
        if dest.file_name().is_none() {
            return Err(Error::io(
                dest,
                std::io::Error::new(std::io::ErrorKind::InvalidInput, "not a file path"),
            ));
        }
        if !options.overwrite && exists(dest).await? {
            return Err(Error::DestinationExists {
                path: dest.to_owned(),
            });
        }
        let progress: Progress = Arc::new(progress);
        let attempt = || self.download_attempt(url, &paths, progress.clone());
        let length = attempt
            .retry(self.client.inner.transfer_retry.backoff())
            .sleep(tokio::time::sleep)
            .when(|failure: &Failure| failure.retry)
            .notify(|failure: &Failure, delay| {
                tracing::debug!(delay_ms = delay.as_millis() as u64, error = %failure.error, "resuming download");
            })
            .await
            .map_err(|failure| failure.error)?;
        finish(&paths, options).await?;
        Ok(length)
    }

    /// One GET from wherever the `.part` file ends. Returns the complete length.
    async fn download_attempt(self, url: &Url, paths: &Paths, progress: Progress) -> Result<u64, Failure> {
        let io = |path: &Path| {
            let path = path.to_owned();
            move |e: std::io::Error| Failure::stop(Error::io(path, e))
        };
        let (offset, etag) = resume_point(paths).await.map_err(io(&paths.part))?;

        let mut request = self.transfer_http().get(url.clone());
        if let (Some(etag), true) = (&etag, offset > 0) {
            request = request.header(RANGE, format!("bytes={offset}-"));
            if let Ok(value) = HeaderValue::from_str(etag) {
                request = request.header(IF_RANGE, value);
            }
        }
        let response = tokio::time::timeout(self.stall_timeout(), request.send())
            .await
            .map_err(|_| Failure::again(stalled()))?
            .map_err(|e| Failure::again(transport(e, Remote::Storage)))?;

        let status = response.status();
        let headers = response.headers().clone();
        let (start, total) = match status {
            StatusCode::PARTIAL_CONTENT => match content_range(&headers) {
                Some((start, _, total)) if start == offset => (start, total),
                // A range we did not ask for: trust nothing on disk.
                _ => {
                    discard(paths).await.map_err(io(&paths.part))?;
                    return Err(Failure::again(incomplete(0, None)));
                }
            },
            StatusCode::RANGE_NOT_SATISFIABLE if offset > 0 => {
                // Already complete if the object is exactly as long as what we hold.
                if unsatisfied_length(&headers) == Some(offset) {
                    return Ok(offset);
                }
                discard(paths).await.map_err(io(&paths.part))?;
                return Err(Failure::again(incomplete(offset, unsatisfied_length(&headers))));
            }
            status if status.is_success() => (0, response.content_length()),
            status => {
                let parsed = S3Error::parse(&error_body(response).await);
                if parsed.is_expired(status) {
                    return Err(Failure::stop(Error::DownloadUrlExpired));
                }
                return Err(Failure::judged(Error::Download {
                    status,
                    s3_code: parsed.code,
                    message: parsed.message.unwrap_or_default(),
                }));
            }
        };

        let mut file = no_follow(
            tokio::fs::OpenOptions::new()
                .create(true)
                .write(true)
                .truncate(start == 0),
        )
        .open(&paths.part)
        .await
        .map_err(io(&paths.part))?;
        if start == 0 {
            // A fresh start: remember the validator before any byte lands, so an interruption
            // from here on can resume.
            match headers.get(ETAG).and_then(|v| v.to_str().ok()) {
                Some(tag) => write_note(&paths.etag, tag).await.map_err(io(&paths.etag))?,
                None => remove_if_present(&paths.etag).await.map_err(io(&paths.etag))?,
            }
        } else {
            file.seek(SeekFrom::Start(start)).await.map_err(io(&paths.part))?;
        }

        let file = file.into_std().await;
        let mut writer = DiskWriter::start(file);
        let mut received = start;
        progress(received, total);
        let mut response = response;
        let streamed = loop {
            match tokio::time::timeout(self.stall_timeout(), response.chunk()).await {
                Err(_) => break Err(stalled()),
                Ok(Err(e)) => break Err(transport(e, Remote::Storage)),
                Ok(Ok(None)) => break Ok(()),
                Ok(Ok(Some(chunk))) => {
                    let len = chunk.len() as u64;
                    if !writer.write(chunk).await {
                        // The writer stopped on an error: `finish` reports it.
                        break Ok(());
                    }
                    received += len;
                    progress(received, total);
                }
            }
        };
        // Whatever happened, what was received is kept for the next attempt.
        writer.finish().await.map_err(io(&paths.part))?;
        streamed.map_err(Failure::again)?;

        match total {
            Some(total) if total != received => Err(Failure::again(incomplete(received, Some(total)))),
            _ => Ok(received),
        }
    }
}

/// Writes a download's chunks to its file on a blocking thread, in writes of [`WRITE_SIZE`].
/// At most [`IN_FLIGHT`] bytes wait in the channel: [`DiskWriter::write`] waits for room.
///
/// Every [`FLUSH_EVERY`] bytes, another thread starts the disk on what is written so far
/// (`fdatasync` of a second handle; at most one at a time, errors left to the final fsync),
/// while writing goes on: otherwise the kernel keeps the whole object as dirty pages and the
/// one fsync at the end, which durability needs, would write all of it after the transfer.
struct DiskWriter {
    chunks: Option<mpsc::UnboundedSender<(Bytes, OwnedSemaphorePermit)>>,
    room: Arc<Semaphore>,
    task: tokio::task::JoinHandle<std::io::Result<()>>,
}

impl DiskWriter {
    fn start(file: std::fs::File) -> DiskWriter {
        let (chunks, mut queue) = mpsc::unbounded_channel::<(Bytes, OwnedSemaphorePermit)>();
        let task = tokio::task::spawn_blocking(move || {
            use std::io::Write;
            let flusher = file.try_clone().ok();
            let mut out = std::io::BufWriter::with_capacity(WRITE_SIZE, file);
            let mut since_flush = 0u64;
            let mut flushing: Option<std::thread::JoinHandle<()>> = None;
            while let Some((chunk, room)) = queue.blocking_recv() {
                out.write_all(&chunk)?;
                drop(room);
                since_flush += chunk.len() as u64;
                if since_flush >= FLUSH_EVERY
                    && flushing.as_ref().is_none_or(|f| f.is_finished())
                    && let Some(handle) = flusher.as_ref().and_then(|f| f.try_clone().ok())
                {
                    since_flush = 0;
                    flushing = Some(std::thread::spawn(move || {
                        let _ = handle.sync_data();
                    }));
                }
            }
            out.flush()?;
            if let Some(flushing) = flushing {
                let _ = flushing.join();
            }
            Ok(())
        });
        DiskWriter {
            chunks: Some(chunks),
            room: Arc::new(Semaphore::new(IN_FLIGHT)),
            task,
        }
    }

    /// Hands `chunk` to the writer, once there is room. `false` when the writer has stopped (on
    /// an error that [`Self::finish`] returns).
    async fn write(&mut self, chunk: Bytes) -> bool {
        // A chunk larger than the whole allowance takes all of it.
        let size = u32::try_from(chunk.len().min(IN_FLIGHT)).unwrap_or(u32::MAX);
        let Ok(room) = Arc::clone(&self.room).acquire_many_owned(size).await else {
            return false;
        };
        self.chunks
            .as_ref()
            .is_some_and(|chunks| chunks.send((chunk, room)).is_ok())
    }

    /// Waits until everything handed over is written (not yet fsynced).
    async fn finish(mut self) -> std::io::Result<()> {
        self.chunks = None;
        match self.task.await {
            Ok(result) => result,
            Err(join) => Err(std::io::Error::other(join)),
        }
    }
}

fn incomplete(received: u64, expected: Option<u64>) -> Error {
    Error::DownloadIncomplete {
        expected: expected.unwrap_or(0),
        received,
    }
}

/// Where to resume: the `.part` length if its ETag is known; a `.part` without one cannot be
/// validated against the object, so it is started over.
async fn resume_point(paths: &Paths) -> std::io::Result<(u64, Option<String>)> {
    let length = match tokio::fs::metadata(&paths.part).await {
        Ok(meta) => meta.len(),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => 0,
        Err(e) => return Err(e),
    };
    let etag = match tokio::fs::read_to_string(&paths.etag).await {
        Ok(tag) if !tag.trim().is_empty() => Some(tag.trim().to_owned()),
        Ok(_) => None,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => None,
        Err(e) => return Err(e),
    };
    Ok(if etag.is_some() { (length, etag) } else { (0, None) })
}

async fn discard(paths: &Paths) -> std::io::Result<()> {
    remove_if_present(&paths.part).await?;
    remove_if_present(&paths.etag).await
}

async fn remove_if_present(path: &Path) -> std::io::Result<()> {
    match tokio::fs::remove_file(path).await {
        Err(e) if e.kind() != std::io::ErrorKind::NotFound => Err(e),
        _ => Ok(()),
    }
}

async fn exists(path: &Path) -> Result<bool, Error> {
    tokio::fs::try_exists(path).await.map_err(|e| Error::io(path, e))
}

/// `options` open nothing through a symbolic link (see `files`).
fn no_follow(options: &mut tokio::fs::OpenOptions) -> &mut tokio::fs::OpenOptions {
    #[cfg(unix)]
    options.custom_flags(super::files::no_follow_flags());
    options
}

/// Writes a small note beside the download (its ETag), not through a symbolic link.
async fn write_note(path: &Path, text: &str) -> std::io::Result<()> {
    let mut file = no_follow(
        tokio::fs::OpenOptions::new()
            .create(true)
            .write(true)
            .truncate(true),
    )
    .open(path)
    .await?;
    file.write_all(text.as_bytes()).await?;
    file.flush().await
}

/// fsync the `.part`, move it to `dest` (replacing a file there only with `overwrite`, and
/// otherwise never one that appeared meanwhile), drop the ETag file, fsync the folder.
async fn finish(paths: &Paths, options: DownloadOptions) -> Result<(), Error> {
    let part = no_follow(tokio::fs::OpenOptions::new().create(true).append(true))
        .open(&paths.part)
        .await;
    part.map_err(|e| Error::io(&paths.part, e))?
        .sync_all()
        .await
        .map_err(|e| Error::io(&paths.part, e))?;
    if options.overwrite {
        tokio::fs::rename(&paths.part, &paths.dest)
            .await
            .map_err(|e| Error::io(&paths.dest, e))?;
    } else {
        // The file may have appeared while we downloaded: the move itself refuses to replace it.
        let (part, dest) = (paths.part.clone(), paths.dest.clone());
        let moved = tokio::task::spawn_blocking(move || super::files::rename_no_replace(&part, &dest))
            .await
            .map_err(|e| Error::io(&paths.dest, std::io::Error::other(e)))?;
        match moved {
            Ok(()) => {}
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {
                return Err(Error::DestinationExists {
                    path: paths.dest.clone(),
                });
            }
            Err(e) => return Err(Error::io(&paths.dest, e)),
        }
    }
    remove_if_present(&paths.etag)
        .await
        .map_err(|e| Error::io(&paths.etag, e))?;
    sync_parent(&paths.dest).await;
    Ok(())
}

/// Makes the rename durable where the platform allows opening a folder; best effort.
async fn sync_parent(path: &Path) {
    #[cfg(unix)]
    if let Some(parent) = path.parent() {
        let parent = if parent.as_os_str().is_empty() {
            Path::new(".")
        } else {
            parent
        };
        if let Ok(dir) = tokio::fs::File::open(parent).await {
            let _ = dir.sync_all().await;
        }
    }
    #[cfg(not(unix))]
    let _ = path;
}

/// `Content-Range: bytes START-END/TOTAL` -> (start, end, total if known).
fn content_range(headers: &HeaderMap) -> Option<(u64, u64, Option<u64>)> {
    let value = headers.get(CONTENT_RANGE)?.to_str().ok()?.trim();
    let (range, total) = value.strip_prefix("bytes ")?.split_once('/')?;
    let (start, end) = range.split_once('-')?;
    let total = if total.trim() == "*" {
        None
    } else {
        Some(total.trim().parse().ok()?)
    };
    Some((start.trim().parse().ok()?, end.trim().parse().ok()?, total))
}

/// `Content-Range: bytes */TOTAL` of a 416.
fn unsatisfied_length(headers: &HeaderMap) -> Option<u64> {
    let value = headers.get(CONTENT_RANGE)?.to_str().ok()?.trim();
    value.strip_prefix("bytes */")?.trim().parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(value: &'static str) -> HeaderMap {
        let mut map = HeaderMap::new();
        map.insert(CONTENT_RANGE, HeaderValue::from_static(value));
        map
    }

    #[test]
    fn content_ranges() {
        assert_eq!(
            content_range(&headers("bytes 100-199/200")),
            Some((100, 199, Some(200)))
        );
        assert_eq!(content_range(&headers("bytes 0-9/*")), Some((0, 9, None)));
        assert_eq!(content_range(&headers("bytes x-9/10")), None);
        assert_eq!(content_range(&headers("items 0-9/10")), None);
        assert_eq!(unsatisfied_length(&headers("bytes */1234")), Some(1234));
        assert_eq!(unsatisfied_length(&HeaderMap::new()), None);
    }

    #[test]
    fn part_paths_sit_beside_the_destination() {
        let paths = Paths::new(Path::new("/tmp/out/dub.mp3"));
        assert_eq!(paths.part, Path::new("/tmp/out/dub.mp3.part"));
        assert_eq!(paths.etag, Path::new("/tmp/out/dub.mp3.part.etag"));
    }
}
