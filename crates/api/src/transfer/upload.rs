//! `upload_file`: PUT a file to a presigned URL, streamed from disk in constant memory.
//!
//! Presigned S3 URLs refuse chunked bodies, so every attempt states `Content-Length`. A
//! streaming body cannot be cloned, so each attempt reopens the file.
//!
//! The length is read when the attempt starts; a file that then grows or shrinks (a recording
//! still being written, an editor saving over it) would make the body disagree with it: a broken
//! request, or a server waiting for bytes that never come. The body therefore sends exactly the
//! stated length, checks the file's length again before its last chunk, and stops with
//! [`Error::SourceChanged`] when the file ends early or has grown.

use std::path::Path;
use std::sync::{Arc, OnceLock};

use backon::Retryable;
use bytes::Bytes;
use futures::{Stream, StreamExt};
use http::HeaderValue;
use http::header::{CONTENT_LENGTH, CONTENT_TYPE};
use reqwest::Body;
use tokio::sync::mpsc;
use url::Url;

use super::s3::S3Error;
use super::watchdog::Watchdog;
use super::{Failure, Transfers, content_type_for, error_body};
use crate::error::{Error, Remote, TransportKind};
use crate::execute::transport;

/// Bytes read from disk per chunk: large enough to keep syscalls and task hops rare, small
/// enough that memory stays flat whatever the file size.
const CHUNK: usize = 1024 * 1024;
/// Chunks read ahead of the network, at most.
const READ_AHEAD: usize = 4;

impl Transfers<'_> {
    /// Uploads `path` to a presigned `url` with `PUT`. `progress(sent, total)` is called as the
    /// body goes out (it restarts from 0 when an attempt is retried). Transient failures are
    /// retried; an expired URL is [`Error::UploadUrlExpired`] and is not.
    pub async fn upload_file(
        self,
        url: &Url,
        path: &Path,
        progress: impl Fn(u64, u64) + Send + Sync + 'static,
    ) -> Result<(), Error> {
        let progress: Arc<dyn Fn(u64, u64) + Send + Sync> = Arc::new(progress);
        let attempt = || self.upload_attempt(url, path, progress.clone());
        attempt
            .retry(self.client.inner.transfer_retry.backoff())
            .sleep(tokio::time::sleep)
            .when(|failure: &Failure| failure.retry)
            .notify(|failure: &Failure, delay| {
                tracing::debug!(delay_ms = delay.as_millis() as u64, error = %failure.error, "retrying upload");
            })
            .await
            .map_err(|failure| failure.error)
    }

    async fn upload_attempt(
        self,
        url: &Url,
        path: &Path,
        progress: Arc<dyn Fn(u64, u64) + Send + Sync>,
    ) -> Result<(), Failure> {
        let file = tokio::fs::File::open(path)
            .await
            .map_err(|e| Failure::stop(Error::io(path, e)))?;
        let total = file
            .metadata()
            .await
            .map_err(|e| Failure::stop(Error::io(path, e)))?
            .len();

        let watchdog = Watchdog::new();
        let kicker = watchdog.clone();
        let mut sent = 0u64;
        progress(0, total);
        let changed = Arc::new(OnceLock::new());
        let body = exact_length(file.into_std().await, total, changed.clone()).inspect(move |chunk| {
            if let Ok(chunk) = chunk {
                sent += chunk.len() as u64;
                kicker.kick();
                progress(sent, total);
            }
        });

        let request = self
            .transfer_http()
            .put(url.clone())
            .header(CONTENT_LENGTH, HeaderValue::from(total))
            .header(CONTENT_TYPE, HeaderValue::from_static(content_type_for(path)))
            .body(Body::wrap_stream(body))
            .send();
        let result = tokio::select! {
            result = request => result,
            () = watchdog.stalled(self.stall_timeout()) => {
                return Err(Failure::again(stalled()));
            }
        };
        // Whatever the connection made of a body cut short, the cause is the file.
        if let Some(&now) = changed.get() {
            return Err(Failure::stop(Error::SourceChanged {
                path: path.to_owned(),
                expected: total,
                now,
            }));
        }
        let response = result.map_err(|e| Failure::again(transport(e, Remote::Storage)))?;

        let status = response.status();
        if status.is_success() {
            return Ok(());
        }
        let parsed = S3Error::parse(&error_body(response).await);
        if parsed.is_expired(status) {
            return Err(Failure::stop(Error::UploadUrlExpired));
        }
        Err(Failure::judged(Error::Upload {
            status,
            s3_code: parsed.code,
            message: parsed.message.unwrap_or_default(),
        }))
    }
}

pub(super) fn stalled() -> Error {
    Error::Transport {
        kind: TransportKind::Timeout,
        remote: Remote::Storage,
        maybe_sent: true,
        source: None,
    }
}

/// The body of one attempt: exactly `expected` bytes of `file`, in chunks of [`CHUNK`] read
/// ahead (at most [`READ_AHEAD`] of them) on a blocking thread, straight into the buffers sent.
/// Before the last chunk goes out, the file's length is read again. A file that ends early, or
/// is longer than `expected` at the end, stops the body with an error and leaves the file's
/// length now in `changed` (the connection's error would only say that the body broke).
fn exact_length(
    file: std::fs::File,
    expected: u64,
    changed: Arc<OnceLock<u64>>,
) -> impl Stream<Item = std::io::Result<Bytes>> {
    let (chunks, queue) = mpsc::channel::<std::io::Result<Bytes>>(READ_AHEAD);
    tokio::task::spawn_blocking(move || {
        use std::io::Read;
        let mut file = file;
        let mut sent = 0u64;
        while sent < expected {
            // Bounded by CHUNK, so the cast cannot truncate.
            let want = (expected - sent).min(CHUNK as u64) as usize;
            let mut chunk = Vec::with_capacity(want);
            if let Err(error) = (&mut file).take(want as u64).read_to_end(&mut chunk) {
                let _ = chunks.blocking_send(Err(error));
                return;
            }
            sent += chunk.len() as u64;
            let length_now = || file.metadata().map(|m| m.len()).unwrap_or(sent);
            if chunk.len() < want || (sent == expected && length_now() != expected) {
                let now = length_now();
                let _ = changed.set(now);
                let _ = chunks.blocking_send(Err(std::io::Error::other(format!(
                    "the file changed size during the upload ({expected} bytes, now {now})"
                ))));
                return;
            }
            if chunks.blocking_send(Ok(Bytes::from(chunk))).is_err() {
                // The request ended (answered early, or abandoned): stop reading.
                return;
            }
        }
    });
    futures::stream::unfold(queue, |mut queue| async move {
        queue.recv().await.map(|item| (item, queue))
    })
}
