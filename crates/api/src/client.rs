//! The [`Client`]: one reused HTTP connection pool, the base URL, the API key, the rate-limit
//! lanes, and the resource groups (`client.dubs().create(..)`). Built with [`ClientBuilder`].

use std::sync::Arc;
use std::time::Duration;

use url::Url;

use crate::error::{Error, ValidationError};
use crate::key::ApiKey;
use crate::rate_limit::{Lane, LaneState, RateLimitInfo, WriteBudget, WriteLimiter};
use crate::resources::{Account, CustomVoices, Dubs, PublicVoices};
use crate::transfer::Transfers;

/// The public service.
pub const DEFAULT_BASE_URL: &str = "https://api.voicedub.ai";
/// `dubdeck/<version>`.
pub const DEFAULT_USER_AGENT: &str = concat!("dubdeck/", env!("CARGO_PKG_VERSION"));

/// How failed requests are tried again. Reads are retried after 429, 5xx and transport errors;
/// writes only when the service certainly did not act (429, or no connection made).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RetryPolicy {
    /// Retries after the first attempt.
    pub max_retries: usize,
    /// First backoff delay (doubled each retry, with jitter).
    pub min_delay: Duration,
    /// Longest backoff delay.
    pub max_delay: Duration,
    /// The longest rate-limit wait the client does itself: a 429's `Retry-After`, or what is
    /// left of a lane's pause (an earlier 429, or a window the service reported as used up). A
    /// longer wait is handed to the caller at once, without waiting: as the 429 itself, or as
    /// [`Error::RateLimited`] when nothing was sent; both carry the wait's end
    /// ([`Error::rate_limited_until`]). Interactive front ends keep it small
    /// ([`RetryPolicy::interactive`]) so that a person sees "until 14:05" instead of a frozen
    /// screen; a job engine that schedules its own waits sets it to zero.
    pub max_retry_after: Duration,
}

impl Default for RetryPolicy {
    fn default() -> Self {
        RetryPolicy {
            max_retries: 4,
            min_delay: Duration::from_millis(250),
            max_delay: Duration::from_secs(10),
            max_retry_after: Duration::from_secs(120),
        }
    }
}

impl RetryPolicy {
    /// No retries at all.
    pub fn none() -> RetryPolicy {
        RetryPolicy {
            max_retries: 0,
            ..RetryPolicy::default()
        }
    }

    /// For reads a person waits for: a few quick retries, and no rate-limit wait longer than
    /// two seconds (a longer one is an error at once, carrying its end time).
    pub fn interactive() -> RetryPolicy {
        RetryPolicy {
            max_retries: 2,
            max_delay: Duration::from_secs(2),
            max_retry_after: Duration::from_secs(2),
            ..RetryPolicy::default()
        }
    }

    pub(crate) fn backoff(&self) -> backon::ExponentialBuilder {
        backon::ExponentialBuilder::default()
            .with_min_delay(self.min_delay)
            .with_max_delay(self.max_delay.max(self.min_delay))
            .with_max_times(self.max_retries)
            .with_jitter()
    }
}

/// Configures a [`Client`].
#[derive(Debug, Clone)]
pub struct ClientBuilder {
    api_key: Option<ApiKey>,
    base_url: String,
    user_agent: String,
    connect_timeout: Duration,
    read_timeout: Duration,
    retry: RetryPolicy,
    transfer_retry: RetryPolicy,
    write_budget: WriteBudget,
}

impl Default for ClientBuilder {
    fn default() -> Self {
        ClientBuilder {
            api_key: None,
            base_url: DEFAULT_BASE_URL.to_owned(),
            user_agent: DEFAULT_USER_AGENT.to_owned(),
            connect_timeout: Duration::from_secs(10),
            read_timeout: Duration::from_secs(30),
            retry: RetryPolicy::default(),
            transfer_retry: RetryPolicy {
                max_retries: 5,
                ..RetryPolicy::default()
            },
            write_budget: WriteBudget::spec(),
        }
    }
}

impl ClientBuilder {
    /// The key sent as `Authorization: Api-Key <KEY>`. Without one, only transfers work.
    pub fn api_key(mut self, key: impl Into<ApiKey>) -> Self {
        self.api_key = Some(key.into());
        self
    }

    /// Where the service is (default [`DEFAULT_BASE_URL`]); a path prefix is kept.
    pub fn base_url(mut self, url: impl AsRef<str>) -> Self {
        self.base_url = url.as_ref().to_owned();
        self
    }

    pub fn user_agent(mut self, user_agent: impl Into<String>) -> Self {
        self.user_agent = user_agent.into();
        self
    }

    pub fn connect_timeout(mut self, timeout: Duration) -> Self {
        self.connect_timeout = timeout;
        self
    }

    /// How long an API call may wait for its whole answer, and how long a transfer may make no
    /// progress before it is abandoned (and retried).
    pub fn read_timeout(mut self, timeout: Duration) -> Self {
        self.read_timeout = timeout;
        self
    }

    /// Retries of API calls.
    pub fn retry_policy(mut self, policy: RetryPolicy) -> Self {
        self.retry = policy;
        self
    }

    /// Retries of uploads and downloads.
    pub fn transfer_retry_policy(mut self, policy: RetryPolicy) -> Self {
        self.transfer_retry = policy;
        self
    }

    /// The local write budget ([`WriteBudget::spec`] by default, [`WriteBudget::strict`] for the
    /// 100-a-minute per-key figures).
    pub fn write_budget(mut self, budget: WriteBudget) -> Self {
        self.write_budget = budget;
        self
    }

    pub fn build(self) -> Result<Client, Error> {
        let mut base_url = Url::parse(self.base_url.trim())
            .map_err(|e| ValidationError::new("base_url", format!("is not a valid address ({e})")))?;
        if !matches!(base_url.scheme(), "http" | "https") || base_url.host_str().is_none() {
            return Err(ValidationError::new(
                "base_url",
                "must be an http:// or https:// address with a host",
            )
            .into());
        }
        // `join` replaces the last path segment unless the path ends with '/'.
        if !base_url.path().ends_with('/') {
            base_url.set_path(&format!("{}/", base_url.path()));
        }
        base_url.set_query(None);
        base_url.set_fragment(None);
        if let Some(key) = &self.api_key {
            key.validate()?;
        }
        let build = |redirects: reqwest::redirect::Policy| {
            crate::tls::http_client()
                .user_agent(&self.user_agent)
                .connect_timeout(self.connect_timeout)
                .redirect(redirects)
                .build()
                .map_err(|e| Error::Transport {
                    kind: crate::error::TransportKind::Connect,
                    remote: crate::error::Remote::Service,
                    maybe_sent: false,
                    source: Some(e),
                })
        };
        let http = build(crate::redirects::api())?;
        let transfer_http = build(crate::redirects::transfers())?;
        Ok(Client {
            inner: Arc::new(Inner {
                http,
                transfer_http,
                base_url,
                api_key: self.api_key,
                read_timeout: self.read_timeout,
                retry: self.retry,
                transfer_retry: self.transfer_retry,
                read_lane: LaneState::default(),
                write_lane: LaneState::default(),
                write_limiter: WriteLimiter::new(self.write_budget),
            }),
        })
    }
}

/// The service client. Cheap to clone: clones share connections, rate-limit state and budget.
#[derive(Clone)]
pub struct Client {
    pub(crate) inner: Arc<Inner>,
}

pub(crate) struct Inner {
    /// API requests (they carry the key).
    pub(crate) http: reqwest::Client,
    /// Transfers to and from presigned storage URLs (they carry none). Both share the process's
    /// TLS configuration; they differ in the redirects they follow (`redirects`).
    pub(crate) transfer_http: reqwest::Client,
    pub(crate) base_url: Url,
    pub(crate) api_key: Option<ApiKey>,
    pub(crate) read_timeout: Duration,
    pub(crate) retry: RetryPolicy,
    pub(crate) transfer_retry: RetryPolicy,
    pub(crate) read_lane: LaneState,
    pub(crate) write_lane: LaneState,
    pub(crate) write_limiter: WriteLimiter,
}

impl Inner {
    pub(crate) fn lane(&self, lane: Lane) -> &LaneState {
        match lane {
            Lane::Read => &self.read_lane,
            Lane::Write => &self.write_lane,
        }
    }
}

impl std::fmt::Debug for Client {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Client")
            .field("base_url", &self.inner.base_url.as_str())
            .field("api_key", &self.inner.api_key)
            .finish_non_exhaustive()
    }
}

impl Client {
    pub fn builder() -> ClientBuilder {
        ClientBuilder::default()
    }

    /// The base URL requests are made against (always ending in `/`).
    pub fn base_url(&self) -> &Url {
        &self.inner.base_url
    }

    /// The latest rate-limit headers seen in a lane, if any.
    pub fn rate_limit(&self, lane: Lane) -> Option<RateLimitInfo> {
        self.inner.lane(lane).latest()
    }

    /// When the lane's current pause ends (a 429 or a used-up window), if it is paused.
    pub fn lane_paused_until(&self, lane: Lane) -> Option<tokio::time::Instant> {
        self.inner.lane(lane).pause().map(|p| p.until)
    }

    /// [`Self::lane_paused_until`] as a wall-clock time, to show ("until 14:05").
    pub fn lane_paused_until_time(&self, lane: Lane) -> Option<time::OffsetDateTime> {
        self.inner.lane(lane).pause().map(|p| p.until_wall)
    }

    /// `GET /v1/me`.
    pub fn account(&self) -> Account<'_> {
        Account::new(self)
    }

    /// Dubs: create, preprocess, generate, get.
    pub fn dubs(&self) -> Dubs<'_> {
        Dubs::new(self)
    }

    /// Custom voices: create, clone, get.
    pub fn custom_voices(&self) -> CustomVoices<'_> {
        CustomVoices::new(self)
    }

    /// The public voice catalogue.
    pub fn public_voices(&self) -> PublicVoices<'_> {
        PublicVoices::new(self)
    }

    /// Uploads to and downloads from presigned storage URLs (no API key is sent there).
    pub fn transfers(&self) -> Transfers<'_> {
        Transfers::new(self)
    }

    /// `GET /v1/openapi.json`: the machine-readable interface description.
    pub async fn openapi(&self) -> Result<serde_json::Value, Error> {
        self.call(crate::execute::Call::get("openapi", "v1/openapi.json"))
            .await
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base_url_keeps_prefix_and_gets_a_trailing_slash() {
        let client = Client::builder()
            .base_url("http://127.0.0.1:9/prefix")
            .build()
            .unwrap();
        assert_eq!(client.base_url().as_str(), "http://127.0.0.1:9/prefix/");
        assert_eq!(
            client.base_url().join("v1/me").unwrap().as_str(),
            "http://127.0.0.1:9/prefix/v1/me"
        );
        let default = Client::builder().build().unwrap();
        assert_eq!(default.base_url().as_str(), "https://api.voicedub.ai/");
    }

    #[test]
    fn bad_configuration_is_a_validation_error() {
        for bad in ["", "not a url", "ftp://host/", "unix:/tmp/sock"] {
            match Client::builder().base_url(bad).build() {
                Err(Error::Validation(e)) => assert_eq!(e.field, "base_url"),
                other => panic!("{bad}: {other:?}"),
            }
        }
        assert!(
            matches!(Client::builder().api_key("").build(), Err(Error::Validation(e)) if e.field == "api_key")
        );
    }

    #[test]
    fn debug_does_not_show_the_key() {
        let client = Client::builder().api_key("secret-value").build().unwrap();
        let text = format!("{client:?}");
        assert!(text.contains("ApiKey(***)") && !text.contains("secret-value"));
    }

    #[test]
    fn user_agent_names_the_product() {
        assert!(DEFAULT_USER_AGENT.starts_with("dubdeck/0."));
    }
}
