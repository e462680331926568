//! Transfers to and from presigned storage URLs: streaming uploads in constant memory with an
//! explicit `Content-Length`, and resumable downloads. They never use the client's API key:
//! presigned URLs carry their own authorisation, and sending the key to the storage server would
//! leak it.

mod content_type;
mod download;
pub mod files;
mod s3;
mod upload;
mod watchdog;

use std::time::Duration;

pub use content_type::content_type_for;
pub use download::DownloadOptions;

use crate::client::Client;
use crate::error::Error;

/// Uploads and downloads, borrowed from a [`Client`] (`client.transfers()`).
#[derive(Clone, Copy)]
pub struct Transfers<'a> {
    client: &'a Client,
}

impl<'a> Transfers<'a> {
    pub(crate) fn new(client: &'a Client) -> Self {
        Transfers { client }
    }

    fn transfer_http(self) -> &'a reqwest::Client {
        &self.client.inner.transfer_http
    }

    /// How long a transfer may make no progress before the attempt is abandoned.
    fn stall_timeout(self) -> Duration {
        self.client.inner.read_timeout
    }
}

/// The end of one transfer attempt that did not succeed.
struct Failure {
    error: Error,
    retry: bool,
}

impl Failure {
    fn stop(error: Error) -> Failure {
        Failure { error, retry: false }
    }

    fn again(error: Error) -> Failure {
        Failure { error, retry: true }
    }

    /// Retry exactly when the error says it is worth it.
    fn judged(error: Error) -> Failure {
        let retry = error.is_retryable();
        Failure { error, retry }
    }
}

/// Storage error bodies are small XML documents; more than this is not worth keeping.
const MAX_ERROR_BODY: usize = 16 * 1024;

/// Reads at most [`MAX_ERROR_BODY`] bytes of an error answer; a broken body reads as empty.
async fn error_body(mut response: reqwest::Response) -> Vec<u8> {
    let mut body = Vec::new();
    while body.len() < MAX_ERROR_BODY {
        match response.chunk().await {
            Ok(Some(chunk)) => body.extend_from_slice(&chunk[..chunk.len().min(MAX_ERROR_BODY - body.len())]),
            Ok(None) | Err(_) => break,
        }
    }
    body
}
