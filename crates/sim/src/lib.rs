//! dubdeck-sim: a strict, independent simulator of the voice dubbing service and of the S3-style
//! object storage behind its presigned URLs. See `README.md` for the command line, the URL layout
//! and the test surface.
//!
//! This file owns the public configuration types and the error of [`start`]; the server itself lives
//! in `server`, the interface in `api`, the job state machines in `jobs`, the public voice catalogue
//! in `catalogue`, and the test surface in `test_surface`.
//!
//! # Not shown in the interface: what the simulator does
//!
//! Every place where `service-interface.md` says "not shown" or leaves a choice open, and the choice
//! the simulator makes. The simulator is deliberately strict: where a real service might be lenient,
//! it refuses, so that a client that passes against it follows the interface to the letter.
//!
//! **Requests and validation**
//! - `invalid_arguments` carries `errors: {params, query, body}`; all three members are always
//!   present, each an array of `{field, message}` (empty when nothing is wrong there). `field` is the
//!   path parameter name (`dubId`, `voiceId`), the query parameter name (`limit`, `genres`, ...), or
//!   the body field (`pitchShift`); `""` for the body as a whole. Every problem of a request is
//!   reported at once, not only the first.
//! - Unknown body fields, unknown query parameters, and any query parameter on a route that takes
//!   none are refused (400 `invalid_arguments`, naming the field).
//! - A non-empty body must be sent with `Content-Type: application/json` (charset allowed) and be a
//!   JSON object of at most 64 KiB. `null` is refused for every field (the interface types none of
//!   them as nullable); integers must be JSON integers (`3.0`, `1.5` and `"3"` are refused).
//! - The POSTs that take no body (preprocess, generate, clone) accept an empty body or `{}`.
//! - Path ids must be UUIDs in the hyphenated 36-character form (any letter case).
//! - `link` must be an absolute `http` or `https` URL with a host; its length is bounded only by
//!   the 64 KiB body limit.
//! - Lengths (`name`, `search`) are counted in Unicode characters (scalar values), not bytes.
//! - Unknown paths under `/v1` answer 404 `not_found`; a known path with another method answers 405
//!   `method_not_allowed` with an `Allow` header. Both are still authenticated and rate limited.
//! - The authorization header must be exactly `Api-Key <KEY>`: scheme spelled as in the interface
//!   (case-sensitive), one space, a non-empty key without spaces, one header.
//! - A 500 answers `{code: "internal_error", message}`; a panic in a handler becomes such a 500.
//!
//! **Dubs**
//! - Moves between stages are driven by time (each stage lasts `stage_ms`, evaluated lazily whenever
//!   a dub is read, so timestamps are exact): preprocessing -> preprocessed (or error), then
//!   queued -> starting -> processing -> finalizing -> done (or error), each after `stage_ms`.
//!   A stage that needs work (measuring the input, rendering the result) also waits for that work.
//! - Preprocessing measures the input by decoding it: the uploaded object, or the `link` downloaded
//!   with a plain GET (2xx required, at most 2 GiB, 10 s to connect, 10 min in all). No upload, a failed download, undecodable media,
//!   media with no audio frames, or more than 30 minutes (30:00.000 is allowed) end the dub in
//!   `error` with `errorCode`/`errorMessage` null (as the interface says, "always null at present"),
//!   `inputDuration` and `requiredCredits` null, and `completedAt` set.
//! - `requiredCredits` = 10 per started minute of input, at least 10 (1.5 s -> 10, 60.001 s -> 20).
//! - `generate` with too few credits answers 403 `not_enough_credits`; the dub stays `preprocessed`
//!   and nothing is charged. `not_enough_credits` is answered by generate and clone only.
//! - A failed render ends the dub in `error` (errorCode/errorMessage null); credits are not refunded.
//! - `dubUrl` is a fresh presigned GET URL (7 days) on every read of a `done` dub. The result is a
//!   16-bit PCM WAV of the input's length, pitch-shifted by `pitchShift`.
//! - A dub may use a public voice or a `done` custom voice of the same account; anything else
//!   (unknown, another account's, or a custom voice not yet `done`) answers 400 `voice_not_found`.
//!
//! **Custom voices**
//! - Status values: `new`, `queued`, `training`, `done`, and the failure state `error`.
//! - `uploadUrls` has exactly `numberOfFiles` entries, presigned PUT URLs (S3 semantics: `PUT`,
//!   `Content-Length` required, chunked bodies refused) valid for `upload_url_ttl`.
//! - `clone` checks, in this order: the voice is `new` (else 400 `voice_is_not_new`); every file was
//!   uploaded (else 400 `invalid_arguments` with a `body` detail naming the missing files; the voice
//!   stays `new`); the balance covers `requiredCredits` (else 403 `not_enough_credits`; the voice stays
//!   `new`). Then the credits are charged once, and the voice is `queued`.
//! - queued -> training -> done, each after `stage_ms`. Training fails (status `error`,
//!   `completedAt` set, credits not refunded) when an uploaded file is not decodable audio
//!   (`errorCode` `training_failed`) or the files together last longer than `maxMinutes`
//!   (`errorCode` `training_audio_too_long`); `errorMessage` says which file and why.
//!
//! **Public voices**
//! - A deterministic catalogue of 2,400 voices (same ids, names and order on every run), ordered
//!   newest `createdAt` first. `nextCursor` is `null` on the last page (also when nothing matches).
//! - Cursors are opaque, tied to the filters they were issued for (a cursor used with other filters
//!   or tampered with answers 400 with a `query` detail on `cursor`); `limit` may change between pages.
//! - `search` matches a case-insensitive substring of the name. Filter values are case-sensitive
//!   (`pop`, not `Pop`); empty values and empty comma-separated items are refused. A scalar parameter
//!   (`search`, `limit`, `cursor`) given twice or with brackets is refused.
//!
//! **Account**
//! - `GET /v1/me` answers `{user: {apiCredits}}` and nothing else.
//! - Credits are charged only by generate and clone, exactly once each, never below zero, and every
//!   charge is recorded (`charges` in the test surface).
//!
//! **Rate limits**
//! - Which figures prevail: [`RateLimits::spec`] (per account, the interface's table) by default;
//!   [`RateLimits::strict`] (per key, 100 per minute for all requests and for each class, and 1,000
//!   per hour for all requests and for writes) on request.
//! - Windows are fixed and aligned to the Unix epoch (a 60 s window starts at a whole minute).
//! - Classes: every authenticated `/v1` request counts against the global limit; `GET`/`HEAD`
//!   (including `openapi.json`) against the read limit; `POST`/`PUT`/`PATCH`/`DELETE` against the
//!   write limits. Unknown paths count by their method as well.
//! - The polling guidance (at most once every 3 s per dub or voice) is not enforced: polls count
//!   against the read limit like any GET, and the request log (`/_sim/requests`) lets tests check
//!   how often a client polled.
//! - Requests that fail authentication are not counted and their 401 carries no rate-limit headers.
//! - The headers describe the applicable limit with the fewest remaining requests (on a tie, the one
//!   that resets last). A refused request consumes nothing; its 429 carries `Retry-After`, whole
//!   seconds (at least 1) until the exhausted window resets.
//!
//! **Storage and faults**
//! - Upload size and format limits: none beyond the 30-minute dub limit checked by decoding.
//! - Injected faults stand in front of the service, like a broken proxy: an injected 5xx carries no
//!   rate-limit headers, and neither it, a 429 storm nor a connection dropped before handling
//!   consumes quota (a drop with `afterHandling` is handled, and counted, first); an injected 429
//!   storm carries `Retry-After` and rate-limit headers with `Remaining: 0`. When several faults match a request,
//!   one fires, in this order: server error, 429 storm, dropped connection.

pub mod avatars;
pub mod media;
pub mod openapi;
pub mod storage;

mod accounts;
mod api;
mod auth;
mod catalogue;
mod clock;
mod faults;
mod jobs;
mod ratelimit;
mod request_log;
mod server;
mod state;
mod test_surface;
mod validation;

use std::net::{Ipv4Addr, SocketAddr};
use std::path::PathBuf;
use std::time::Duration;

pub use server::{RunningSim, start};

/// One account and the API keys that share it (and its rate-limit pool).
#[derive(Debug, Clone)]
pub struct AccountSpec {
    pub name: String,
    pub credits: i64,
    pub keys: Vec<String>,
}

impl AccountSpec {
    pub fn new(name: &str, credits: i64, keys: impl IntoIterator<Item = impl Into<String>>) -> Self {
        Self {
            name: name.to_owned(),
            credits,
            keys: keys.into_iter().map(Into::into).collect(),
        }
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
    /// An hourly cap on every request (the stricter figures' 1,000 per hour); `None` in the
    /// interface's table, which has no such limit.
    pub global_per_hour: Option<u32>,
    pub minute_window: Duration,
    pub hour_window: Duration,
}

impl RateLimits {
    /// The interface's table: per account, 15,000 global, 10,000 reads and 500 writes per minute,
    /// 20,000 writes per hour.
    pub fn spec() -> Self {
        Self {
            per_key: false,
            global_per_minute: 15_000,
            read_per_minute: 10_000,
            write_per_minute: 500,
            write_per_hour: 20_000,
            global_per_hour: None,
            minute_window: Duration::from_secs(60),
            hour_window: Duration::from_secs(3600),
        }
    }

    /// The other figures the interface states: per key, 100 per minute and 1,000 per hour, over
    /// all requests (so also over reads and over writes).
    pub fn strict() -> Self {
        Self {
            per_key: true,
            global_per_minute: 100,
            read_per_minute: 100,
            write_per_minute: 100,
            write_per_hour: 1_000,
            global_per_hour: Some(1_000),
            ..Self::spec()
        }
    }
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
    /// Where decoding and rendering run ([`media::InProcess`] unless an embedding app says).
    pub media: std::sync::Arc<dyn media::MediaWork>,
}

impl Default for SimConfig {
    /// Loopback on a free port, one account `demo` with 10,000 credits and a fresh random key,
    /// 1.5 s stages, the interface's rate limits, 1 h upload URLs, no test surface.
    fn default() -> Self {
        Self {
            addr: SocketAddr::from((Ipv4Addr::LOCALHOST, 0)),
            accounts: vec![AccountSpec::new("demo", 10_000, [accounts::random_key()])],
            stage_ms: 1500,
            rate_limits: RateLimits::spec(),
            upload_url_ttl: Duration::from_secs(3600),
            test_surface: false,
            data_dir: None,
            media: std::sync::Arc::new(media::InProcess),
        }
    }
}

/// Why the simulator could not start.
#[derive(Debug, thiserror::Error)]
pub enum SimError {
    #[error("the simulator's configuration is invalid: {0}")]
    Config(String),
    #[error("could not listen on {addr}: {source}; choose another address, or port 0 for a free one")]
    Bind {
        addr: SocketAddr,
        source: std::io::Error,
    },
    #[error("could not prepare the data directory {path}: {source}; check that it is writable")]
    DataDir { path: PathBuf, source: std::io::Error },
    #[error("could not start the object storage: {0}")]
    Storage(#[from] storage::StorageError),
}
