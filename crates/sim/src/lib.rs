//! dubdeck-sim: a strict, independent simulator of the voice dubbing service and of the S3-style
//! object storage behind its presigned URLs. See `README.md` for the command line, the URL layout
//! and the test surface.

pub mod avatars;
pub mod media;
pub mod openapi;
pub mod storage;

use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::Duration;

/// One account and the API keys that share it (and its rate-limit pool).
#[derive(Debug, Clone)]
pub struct AccountSpec {
    pub name: String,
    pub credits: i64,
    pub keys: Vec<String>,
}

impl AccountSpec {
    pub fn new(name: &str, credits: i64, keys: impl IntoIterator<Item = impl Into<String>>) -> Self {
        Self { name: name.to_owned(), credits, keys: keys.into_iter().map(Into::into).collect() }
    }
}

/// Fixed-window rate limits. `per_key` switches from per-account pools (the interface's figures)
/// to per-key pools (the stricter 100/min, 1,000/h figures).
#[derive(Debug, Clone)]
pub struct RateLimits {
    pub per_key: bool,
    pub global_per_minute: u32,
    pub read_per_minute: u32,
    pub write_per_minute: u32,
    pub write_per_hour: u32,
    pub minute_window: Duration,
    pub hour_window: Duration,
}

/// Everything the simulator can be started with.
#[derive(Debug, Clone)]
pub struct SimConfig {
    pub addr: SocketAddr,
    pub accounts: Vec<AccountSpec>,
    pub stage_ms: u64,
    pub rate_limits: RateLimits,
    pub upload_url_ttl: Duration,
    pub test_surface: bool,
    pub data_dir: Option<PathBuf>,
}
