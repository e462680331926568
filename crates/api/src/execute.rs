//! Sending one API call: the attempt loop (rebuilding the request each time), rate-limit lanes,
//! the write budget, and the rule that decides what may be retried.
//!
//! The rule: reads are retried after 429, 5xx and transport errors. Writes are retried only
//! when the service certainly did not act: a 429, or no connection made. A write that may have
//! reached the service (timeout or broken connection after sending, 5xx) becomes
//! `UnknownOutcome` and is never sent again: `generate` and `clone` spend credits.

use std::time::Duration;

use backon::Retryable;
use bytes::Bytes;
use http::header::{ACCEPT, AUTHORIZATION, CONTENT_TYPE};
use http::{HeaderValue, Method, StatusCode};
use serde::de::DeserializeOwned;
use url::Url;

use crate::client::Client;
use crate::error::{Error, Remote, TransportKind, ValidationError, raw_text};
use crate::rate_limit::{Lane, Pause, RateLimitInfo};

/// One API call, kept whole so that every attempt builds a fresh request from it.
#[derive(Debug, Clone)]
pub(crate) struct Call {
    pub operation: &'static str,
    pub method: Method,
    /// Relative to the base URL, without a leading '/'.
    pub path: String,
    pub query: Vec<(&'static str, String)>,
    pub body: Option<Bytes>,
}

impl Call {
    pub(crate) fn get(operation: &'static str, path: impl Into<String>) -> Call {
        Call {
            operation,
            method: Method::GET,
            path: path.into(),
            query: Vec::new(),
            body: None,
        }
    }

    /// A POST; `body` is `None` for the operations that send none (preprocess, generate, clone).
    pub(crate) fn post(operation: &'static str, path: impl Into<String>, body: Option<Bytes>) -> Call {
        Call {
            operation,
            method: Method::POST,
            path: path.into(),
            query: Vec::new(),
            body,
        }
    }
}

/// The end of one attempt that did not succeed.
struct Failure {
    error: Error,
    retry: bool,
    /// What the service asked to wait (429).
    wait: Option<Duration>,
}

impl Failure {
    fn stop(error: Error) -> Failure {
        Failure {
            error,
            retry: false,
            wait: None,
        }
    }

    fn again(error: Error) -> Failure {
        Failure {
            error,
            retry: true,
            wait: None,
        }
    }
}

/// A reqwest error as a transport error. `is_connect` means no connection was made, so the
/// request cannot have been sent; everything else may have reached the server.
pub(crate) fn transport(error: reqwest::Error, remote: Remote) -> Error {
    let (kind, maybe_sent) = if error.is_connect() {
        (TransportKind::Connect, false)
    } else if error.is_timeout() {
        (TransportKind::Timeout, true)
    } else {
        (TransportKind::Connection, true)
    };
    // Presigned URLs carry credentials in their query: never keep them in an error.
    let source = if remote == Remote::Storage {
        error.without_url()
    } else {
        error
    };
    Error::Transport {
        kind,
        remote,
        maybe_sent,
        source: Some(source),
    }
}

pub(crate) fn decode<T: DeserializeOwned>(body: &[u8]) -> Result<T, Error> {
    serde_json::from_slice(body).map_err(|source| Error::Decode {
        raw_body: raw_text(body),
        source,
    })
}

impl Client {
    /// Sends `call` and decodes its 2xx body.
    pub(crate) async fn call<T: DeserializeOwned>(&self, call: Call) -> Result<T, Error> {
        let body = self.execute(&call).await?;
        decode(&body)
    }

    async fn execute(&self, call: &Call) -> Result<Bytes, Error> {
        let inner = &self.inner;
        let auth = inner
            .api_key
            .as_ref()
            .ok_or_else(|| ValidationError::new("api_key", "no API key is set"))?
            .header_value()?;
        let url = inner
            .base_url
            .join(&call.path)
            .map_err(|e| ValidationError::new("path", format!("cannot be joined to the base URL ({e})")))?;
        let lane = Lane::of(&call.method);
        let max_retry_after = inner.retry.max_retry_after;

        let attempt = || self.attempt(call, lane, &url, &auth);
        attempt
            .retry(inner.retry.backoff())
            .sleep(tokio::time::sleep)
            .when(|failure: &Failure| failure.retry && failure.wait.is_none_or(|w| w <= max_retry_after))
            // The lane's shared pause does the waiting after a 429; sleeping the same time here
            // too only keeps this caller from spinning on the pause.
            .adjust(|failure: &Failure, backoff| backoff.map(|delay| failure.wait.unwrap_or(delay)))
            .notify(|failure: &Failure, delay| {
                tracing::debug!(
                    operation = call.operation,
                    delay_ms = delay.as_millis() as u64,
                    error = %failure.error,
                    "retrying"
                );
            })
            .await
            .map_err(|failure| failure.error)
    }

    async fn attempt(
        &self,
        call: &Call,
        lane: Lane,
        url: &Url,
        auth: &HeaderValue,
    ) -> Result<Bytes, Failure> {
        let inner = &self.inner;
        let state = inner.lane(lane);
        // A pause longer than the caller is willing to wait is handed back at once, with its end.
        let patience = inner.retry.max_retry_after;
        let refused = |pause: Pause| {
            Failure::stop(Error::RateLimited {
                lane,
                until: pause.until_wall,
            })
        };
        state.ready(patience).await.map_err(refused)?;
        if lane == Lane::Write {
            inner.write_limiter.until_ready().await;
        }
        // Counted in flight against the window's budget until the answer is read.
        let _ticket = state.admit(patience).await.map_err(refused)?;

        let mut request = inner
            .http
            .request(call.method.clone(), url.clone())
            .header(AUTHORIZATION, auth.clone())
            .header(ACCEPT, HeaderValue::from_static("application/json"))
            .timeout(inner.read_timeout);
        if !call.query.is_empty() {
            request = request.query(&call.query);
        }
        if let Some(body) = &call.body {
            request = request
                .header(CONTENT_TYPE, HeaderValue::from_static("application/json"))
                .body(body.clone());
        }

        let write = lane == Lane::Write;
        let fail_transport = |error: reqwest::Error| {
            let error = transport(error, Remote::Service);
            let maybe_sent = matches!(error, Error::Transport { maybe_sent: true, .. });
            if write && maybe_sent {
                Failure::stop(Error::UnknownOutcome {
                    operation: call.operation,
                    cause: Box::new(error),
                })
            } else {
                Failure::again(error)
            }
        };

        let response = request.send().await.map_err(fail_transport)?;
        let status = response.status();
        let headers = response.headers().clone();
        let info = RateLimitInfo::from_headers(&headers);
        state.observe(status, info.as_ref());
        tracing::debug!(operation = call.operation, method = %call.method, path = %url.path(), status = status.as_u16(), "answer");
        let body = response.bytes().await.map_err(fail_transport)?;

        if status.is_success() {
            return Ok(body);
        }
        if status.is_redirection() {
            // Left unfollowed by the client's policy (see `redirects`): the service sent the
            // request elsewhere.
            let location = headers
                .get(reqwest::header::LOCATION)
                .map(|l| String::from_utf8_lossy(l.as_bytes()).into_owned())
                .unwrap_or_default();
            return Err(Failure::stop(Error::Redirected { status, location }));
        }
        let error = Error::from_response(status, &headers, &body);
        if status == StatusCode::TOO_MANY_REQUESTS {
            // The service did not act: safe to send again, reads and writes alike.
            let wait = error.retry_after();
            return Err(Failure {
                error,
                retry: true,
                wait,
            });
        }
        if status.is_server_error() {
            return Err(if write {
                Failure::stop(Error::UnknownOutcome {
                    operation: call.operation,
                    cause: Box::new(error),
                })
            } else {
                Failure::again(error)
            });
        }
        Err(Failure::stop(error))
    }
}
