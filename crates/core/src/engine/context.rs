//! What the engine is started with: the ledger, the service client (which carries the base URL and
//! the key), the clock, the event sink, and the tunable timings. Everything is injected so tests can
//! run the engine against a simulator, stop it anywhere and start it again on the same database.

use std::sync::Arc;
use std::time::Duration;

use crate::clock::{Clock, SystemClock};
use crate::events::{EventSink, NullSink};
use crate::ffmpeg::{MediaSupport, ToolMissing};
use crate::ledger::Ledger;

/// The interface's polling rule: at most one status request per job every 3 seconds.
pub const MIN_POLL_INTERVAL: Duration = Duration::from_secs(3);

/// How often a job is polled. Intervals never go below [`MIN_POLL_INTERVAL`], measured from the
/// previous poll's send time (persisted, so restarts keep the rule), and grow the longer the
/// service stage takes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PollPolicy {
    /// Wait after a call that starts service work (preprocess, generate, clone) before the first
    /// poll. Still never less than 3 s after the previous poll of the same job.
    pub first_delay: Duration,
    /// `(stage elapsed below, interval)` steps, in order; past the last step, `cap`.
    pub steps: Vec<(Duration, Duration)>,
    /// The longest interval.
    pub cap: Duration,
}

impl Default for PollPolicy {
    /// 3 s for the first 30 s of a stage, then 5 s up to 2 min, 10 s up to 10 min, then 30 s.
    fn default() -> Self {
        PollPolicy {
            first_delay: MIN_POLL_INTERVAL,
            steps: vec![
                (Duration::from_secs(30), Duration::from_secs(3)),
                (Duration::from_secs(120), Duration::from_secs(5)),
                (Duration::from_secs(600), Duration::from_secs(10)),
            ],
            cap: Duration::from_secs(30),
        }
    }
}

impl PollPolicy {
    /// The interval for a stage that has lasted `elapsed`, never below [`MIN_POLL_INTERVAL`].
    pub fn interval(&self, elapsed: Duration) -> Duration {
        let chosen = self
            .steps
            .iter()
            .find(|(below, _)| elapsed < *below)
            .map_or(self.cap, |(_, interval)| *interval);
        chosen.max(MIN_POLL_INTERVAL)
    }
}

/// Timings and limits of the engine.
#[derive(Debug, Clone)]
pub struct EngineConfig {
    pub poll: PollPolicy,
    /// Uploads and downloads running at once (each job has at most one).
    pub transfer_concurrency: usize,
    /// First backoff after a failed try of a step; doubled per failure up to `max_backoff`.
    pub min_backoff: Duration,
    pub max_backoff: Duration,
    /// Failed tries of one step (network, server errors) before the job is marked failed.
    pub max_attempts: u32,
    /// An upload URL that expires within this margin is not used: a new dub or voice is created.
    pub upload_url_margin: Duration,
    /// How often transfer progress is written to the ledger (events go out more often).
    pub progress_commit_interval: Duration,
    /// How often the ledger is scanned for work another process scheduled (an approval from the
    /// command line while the app runs).
    pub rescan_interval: Duration,
    /// How long `shutdown` lets running steps finish before stopping them.
    pub shutdown_grace: Duration,
}

impl Default for EngineConfig {
    fn default() -> Self {
        EngineConfig {
            poll: PollPolicy::default(),
            transfer_concurrency: 3,
            min_backoff: Duration::from_secs(1),
            max_backoff: Duration::from_secs(60),
            max_attempts: 8,
            upload_url_margin: Duration::from_secs(60),
            progress_commit_interval: Duration::from_secs(1),
            rescan_interval: Duration::from_secs(5),
            shutdown_grace: Duration::from_secs(10),
        }
    }
}

/// Everything the engine needs from outside.
#[derive(Clone)]
pub struct EngineContext {
    pub ledger: Ledger,
    /// The service client: base URL, API key, rate-limit lanes. Build it with
    /// `RetryPolicy { max_retry_after: 0, .. }` to let the engine (not the client) wait out 429s,
    /// so that rows can show "waiting for the service".
    pub client: dubdeck_api::Client,
    pub clock: Arc<dyn Clock>,
    pub sink: Arc<dyn EventSink>,
    pub config: EngineConfig,
    /// ffmpeg, for videos and auditions (none by default).
    pub media: MediaSupport,
}

impl EngineContext {
    /// A context with the system clock, no event sink and the default timings.
    pub fn new(ledger: Ledger, client: dubdeck_api::Client) -> Self {
        EngineContext {
            ledger,
            client,
            clock: Arc::new(SystemClock),
            sink: Arc::new(NullSink),
            config: EngineConfig::default(),
            media: MediaSupport::missing(ToolMissing::NotFound),
        }
    }

    pub fn with_media(mut self, media: MediaSupport) -> Self {
        self.media = media;
        self
    }

    pub fn with_sink(mut self, sink: Arc<dyn EventSink>) -> Self {
        self.sink = sink;
        self
    }

    pub fn with_clock(mut self, clock: Arc<dyn Clock>) -> Self {
        self.clock = clock;
        self
    }

    pub fn with_config(mut self, config: EngineConfig) -> Self {
        self.config = config;
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn intervals_grow_and_never_drop_below_three_seconds() {
        let policy = PollPolicy::default();
        assert_eq!(policy.interval(Duration::ZERO), Duration::from_secs(3));
        assert_eq!(policy.interval(Duration::from_secs(29)), Duration::from_secs(3));
        assert_eq!(policy.interval(Duration::from_secs(30)), Duration::from_secs(5));
        assert_eq!(policy.interval(Duration::from_secs(300)), Duration::from_secs(10));
        assert_eq!(
            policy.interval(Duration::from_secs(3600)),
            Duration::from_secs(30)
        );
        let eager = PollPolicy {
            first_delay: Duration::from_millis(100),
            steps: vec![(Duration::from_secs(10), Duration::from_millis(500))],
            cap: Duration::from_secs(1),
        };
        assert_eq!(eager.interval(Duration::ZERO), MIN_POLL_INTERVAL);
        assert_eq!(eager.interval(Duration::from_secs(60)), MIN_POLL_INTERVAL);
    }
}
