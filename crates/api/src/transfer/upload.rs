//! `upload_file`: PUT a file to a presigned URL, streamed from disk in constant memory.
//!
//! Presigned S3 URLs refuse chunked bodies, so every attempt states `Content-Length`. A
//! streaming body cannot be cloned, so each attempt reopens the file.

use std::path::Path;
use std::sync::Arc;

use backon::Retryable;
use futures::StreamExt;
use http::HeaderValue;
use http::header::{CONTENT_LENGTH, CONTENT_TYPE};
use reqwest::Body;
use tokio_util::io::ReaderStream;
use url::Url;

use super::s3::S3Error;
use super::watchdog::Watchdog;
use super::{Failure, Transfers, content_type_for, error_body};
use crate::error::{Error, Remote, TransportKind};
use crate::execute::transport;

/// Bytes read from disk per chunk: large enough to keep syscalls and task hops rare, small
/// enough that memory stays flat whatever the file size.
const CHUNK: usize = 1024 * 1024;

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
        let body = ReaderStream::with_capacity(file, CHUNK).inspect(move |chunk| {
            if let Ok(chunk) = chunk {
                sent += chunk.len() as u64;
                kicker.kick();
                progress(sent, total);
            }
        });

        let request = self
            .http()
            .put(url.clone())
            .header(CONTENT_LENGTH, HeaderValue::from(total))
            .header(CONTENT_TYPE, HeaderValue::from_static(content_type_for(path)))
            .body(Body::wrap_stream(body))
            .send();
        let response = tokio::select! {
            result = request => result.map_err(|e| Failure::again(transport(e, Remote::Storage)))?,
            () = watchdog.stalled(self.stall_timeout()) => {
                return Err(Failure::again(stalled()));
            }
        };

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
