//! Rate limits: reading the service's `X-RateLimit-*` and `Retry-After` headers, the pause shared
//! by every request of a lane (read or write), and the local write budget that keeps a batch of
//! writes under the service's figures before the service has to say no.

use std::num::NonZeroU32;
use std::sync::{Mutex, PoisonError};
use std::time::Duration;

use governor::{DefaultDirectRateLimiter, Quota, RateLimiter};
use http::{HeaderMap, StatusCode};
use time::OffsetDateTime;
use tokio::time::Instant;

/// A pause is never longer than this, whatever a (possibly skewed or broken) header says:
/// the longest window of the interface is one hour.
const MAX_PAUSE: Duration = Duration::from_secs(3600 + 60);
/// A 429 without `Retry-After` or `X-RateLimit-Reset` still pauses the lane this long.
const DEFAULT_429_PAUSE: Duration = Duration::from_secs(1);
/// `X-RateLimit-Reset` values below this are read as "seconds from now" rather than Unix time
/// (some services send a delta; no real reset time lies before 2001).
const EPOCH_THRESHOLD: i64 = 1_000_000_000;

/// The two budgets of the interface (section 8): GET requests, and POST requests.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Lane {
    Read,
    Write,
}

impl Lane {
    pub(crate) fn of(method: &http::Method) -> Lane {
        match *method {
            http::Method::GET | http::Method::HEAD | http::Method::OPTIONS => Lane::Read,
            _ => Lane::Write,
        }
    }
}

/// The rate-limit headers of one answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RateLimitInfo {
    /// `X-RateLimit-Limit`: the size of the most restrictive window that applies.
    pub limit: Option<u64>,
    /// `X-RateLimit-Remaining`: requests left in that window.
    pub remaining: Option<u64>,
    /// `X-RateLimit-Reset`: when the window resets.
    pub reset: Option<OffsetDateTime>,
    /// `Retry-After` (429 answers).
    pub retry_after: Option<Duration>,
}

impl RateLimitInfo {
    /// Reads the headers; `None` when the answer carries none of them. Malformed values are
    /// ignored one by one rather than failing the answer.
    pub fn from_headers(headers: &HeaderMap) -> Option<RateLimitInfo> {
        Self::from_headers_at(headers, OffsetDateTime::now_utc())
    }

    fn from_headers_at(headers: &HeaderMap, now: OffsetDateTime) -> Option<RateLimitInfo> {
        let text = |name: &str| headers.get(name).and_then(|v| v.to_str().ok()).map(str::trim);
        let number = |name: &str| text(name).and_then(|v| v.parse::<u64>().ok());
        let reset = text("x-ratelimit-reset")
            .and_then(|v| v.parse::<i64>().ok())
            .and_then(|v| {
                if v < EPOCH_THRESHOLD {
                    now.checked_add(time::Duration::seconds(v.max(0)))
                } else {
                    OffsetDateTime::from_unix_timestamp(v).ok()
                }
            });
        let info = RateLimitInfo {
            limit: number("x-ratelimit-limit"),
            remaining: number("x-ratelimit-remaining"),
            reset,
            retry_after: text("retry-after").and_then(parse_retry_after),
        };
        let empty = info.limit.is_none()
            && info.remaining.is_none()
            && info.reset.is_none()
            && info.retry_after.is_none();
        (!empty).then_some(info)
    }

    /// Time left until the window resets, if it lies in the future.
    pub fn until_reset(&self) -> Option<Duration> {
        let left = self.reset? - OffsetDateTime::now_utc();
        Duration::try_from(left).ok().filter(|d| !d.is_zero())
    }

    /// How long to wait before the next request: `Retry-After` if given, else until the reset.
    pub fn wait_hint(&self) -> Option<Duration> {
        self.retry_after.or_else(|| self.until_reset())
    }
}

/// `Retry-After` in seconds (the interface's form); fractional seconds are tolerated.
fn parse_retry_after(value: &str) -> Option<Duration> {
    if let Ok(secs) = value.parse::<u64>() {
        return Some(Duration::from_secs(secs));
    }
    let secs = value.parse::<f64>().ok()?;
    if !secs.is_finite() || secs < 0.0 {
        return None;
    }
    Duration::try_from_secs_f64(secs.min(MAX_PAUSE.as_secs_f64())).ok()
}

/// The state of one lane, shared by every request of the client in that lane.
#[derive(Debug, Default)]
pub(crate) struct LaneState {
    latest: Mutex<Option<RateLimitInfo>>,
    paused_until: Mutex<Option<Instant>>,
}

impl LaneState {
    /// Waits until the lane is not paused. Loops because another request may extend the pause
    /// while this one sleeps.
    pub(crate) async fn ready(&self) {
        loop {
            let until = *self.paused_until.lock().unwrap_or_else(PoisonError::into_inner);
            match until {
                Some(until) if until > Instant::now() => tokio::time::sleep_until(until).await,
                _ => return,
            }
        }
    }

    /// Records an answer's headers: keeps the snapshot, and pauses the lane on a 429 (for
    /// `Retry-After`) or when the window is used up (until it resets).
    pub(crate) fn observe(&self, status: StatusCode, info: Option<&RateLimitInfo>) {
        if let Some(info) = info {
            *self.latest.lock().unwrap_or_else(PoisonError::into_inner) = Some(info.clone());
        }
        if status == StatusCode::TOO_MANY_REQUESTS {
            self.pause_for(
                info.and_then(RateLimitInfo::wait_hint)
                    .unwrap_or(DEFAULT_429_PAUSE),
            );
        } else if let Some(info) = info
            && info.remaining == Some(0)
            && let Some(wait) = info.until_reset()
        {
            self.pause_for(wait);
        }
    }

    fn pause_for(&self, wait: Duration) {
        let until = Instant::now() + wait.min(MAX_PAUSE);
        let mut paused = self.paused_until.lock().unwrap_or_else(PoisonError::into_inner);
        if paused.is_none_or(|current| current < until) {
            tracing::debug!(wait_ms = wait.as_millis() as u64, "rate-limit lane paused");
            *paused = Some(until);
        }
    }

    pub(crate) fn latest(&self) -> Option<RateLimitInfo> {
        self.latest.lock().unwrap_or_else(PoisonError::into_inner).clone()
    }

    /// When the lane's pause ends, if it is paused now.
    pub(crate) fn paused_until(&self) -> Option<Instant> {
        let until = *self.paused_until.lock().unwrap_or_else(PoisonError::into_inner);
        until.filter(|u| *u > Instant::now())
    }
}

/// The local budget for writes (POST): never more than `per_minute` in any minute nor
/// `per_hour` in any hour, with up to `burst` sent at once.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WriteBudget {
    pub per_minute: u32,
    pub per_hour: u32,
    pub burst: u32,
}

impl WriteBudget {
    /// The interface's per-account figures: 500 writes a minute, 20,000 an hour.
    pub const fn spec() -> WriteBudget {
        WriteBudget {
            per_minute: 500,
            per_hour: 20_000,
            burst: 25,
        }
    }

    /// The stricter figures the interface also states: 100 a minute, 1,000 an hour, per key.
    pub const fn strict() -> WriteBudget {
        WriteBudget {
            per_minute: 100,
            per_hour: 1_000,
            burst: 10,
        }
    }
}

impl Default for WriteBudget {
    fn default() -> Self {
        Self::spec()
    }
}

/// Governor limiters for one [`WriteBudget`].
#[derive(Debug)]
pub(crate) struct WriteLimiter {
    minute: DefaultDirectRateLimiter,
    hour: DefaultDirectRateLimiter,
}

impl WriteLimiter {
    pub(crate) fn new(budget: WriteBudget) -> WriteLimiter {
        WriteLimiter {
            minute: RateLimiter::direct(quota(budget.per_minute, budget.burst, Duration::from_secs(60))),
            hour: RateLimiter::direct(quota(budget.per_hour, budget.burst, Duration::from_secs(3600))),
        }
    }

    pub(crate) async fn until_ready(&self) {
        self.minute.until_ready().await;
        self.hour.until_ready().await;
    }
}

/// A GCRA quota that never exceeds `per_window` in any window: the burst is taken out of the
/// steady rate (`burst + rate * window <= per_window`), because the service counts in fixed
/// windows and a full burst at the end of one would otherwise overflow it.
fn quota(per_window: u32, burst: u32, window: Duration) -> Quota {
    // Bounded so that governor's nanosecond arithmetic (period * burst) cannot overflow.
    let per_window = per_window.clamp(1, 10_000_000);
    let burst = burst.clamp(1, per_window.min(100_000));
    let steady = (per_window - burst).max(1);
    let period = window / steady;
    let burst = NonZeroU32::new(burst).unwrap_or(NonZeroU32::MIN);
    Quota::with_period(period.max(Duration::from_nanos(1)))
        .unwrap_or_else(|| Quota::per_hour(NonZeroU32::MIN))
        .allow_burst(burst)
}

#[cfg(test)]
mod tests {
    use super::*;
    use http::HeaderValue;

    fn headers(pairs: &[(&'static str, &'static str)]) -> HeaderMap {
        let mut map = HeaderMap::new();
        for (name, value) in pairs {
            map.insert(*name, HeaderValue::from_static(value));
        }
        map
    }

    #[test]
    fn reads_all_headers() {
        let info = RateLimitInfo::from_headers(&headers(&[
            ("x-ratelimit-limit", "500"),
            ("x-ratelimit-remaining", "499"),
            ("x-ratelimit-reset", "1700000060"),
            ("retry-after", "3"),
        ]))
        .unwrap();
        assert_eq!(info.limit, Some(500));
        assert_eq!(info.remaining, Some(499));
        assert_eq!(info.reset.unwrap().unix_timestamp(), 1_700_000_060);
        assert_eq!(info.retry_after, Some(Duration::from_secs(3)));
    }

    #[test]
    fn tolerates_missing_and_malformed_headers() {
        assert_eq!(RateLimitInfo::from_headers(&HeaderMap::new()), None);
        let info = RateLimitInfo::from_headers(&headers(&[
            ("x-ratelimit-limit", "lots"),
            ("x-ratelimit-remaining", "-1"),
            ("retry-after", "1.5"),
        ]))
        .unwrap();
        assert_eq!((info.limit, info.remaining), (None, None));
        assert_eq!(info.retry_after, Some(Duration::from_millis(1500)));
        assert_eq!(
            RateLimitInfo::from_headers(&headers(&[("retry-after", "NaN")])),
            None
        );
        assert_eq!(
            RateLimitInfo::from_headers(&headers(&[("retry-after", "-2")])),
            None
        );
        let zero = RateLimitInfo::from_headers(&headers(&[("retry-after", "-0.0")])).unwrap();
        assert_eq!(zero.retry_after, Some(Duration::ZERO));
    }

    #[test]
    fn small_reset_values_are_deltas() {
        let now = OffsetDateTime::now_utc();
        let info = RateLimitInfo::from_headers_at(&headers(&[("x-ratelimit-reset", "30")]), now).unwrap();
        assert_eq!(info.reset.unwrap() - now, time::Duration::seconds(30));
    }

    #[tokio::test]
    async fn a_429_pauses_the_lane_for_retry_after() {
        let lane = LaneState::default();
        let info = RateLimitInfo {
            limit: None,
            remaining: Some(0),
            reset: None,
            retry_after: Some(Duration::from_millis(300)),
        };
        let start = Instant::now();
        lane.observe(StatusCode::TOO_MANY_REQUESTS, Some(&info));
        assert_eq!(lane.latest(), Some(info));
        lane.ready().await;
        assert!(start.elapsed() >= Duration::from_millis(300));
        assert!(lane.paused_until().is_none());
    }

    #[tokio::test]
    async fn a_shorter_pause_never_shortens_a_longer_one() {
        let lane = LaneState::default();
        lane.pause_for(Duration::from_millis(400));
        lane.pause_for(Duration::from_millis(10));
        let start = Instant::now();
        lane.ready().await;
        assert!(start.elapsed() >= Duration::from_millis(390));
    }

    #[test]
    fn remaining_zero_pauses_until_reset_and_429_without_headers_pauses_a_little() {
        let lane = LaneState::default();
        let reset = OffsetDateTime::now_utc() + time::Duration::seconds(20);
        let info = RateLimitInfo {
            limit: Some(10),
            remaining: Some(0),
            reset: Some(reset),
            retry_after: None,
        };
        lane.observe(StatusCode::OK, Some(&info));
        let left = lane.paused_until().unwrap() - Instant::now();
        assert!(
            left > Duration::from_secs(15) && left <= Duration::from_secs(20),
            "{left:?}"
        );

        let other = LaneState::default();
        other.observe(
            StatusCode::OK,
            Some(&RateLimitInfo {
                remaining: Some(3),
                ..info.clone()
            }),
        );
        assert!(other.paused_until().is_none());
        other.observe(StatusCode::TOO_MANY_REQUESTS, None);
        assert!(other.paused_until().is_some());
    }

    #[test]
    fn quotas_never_exceed_the_window() {
        let budget = WriteBudget::spec();
        let limiter = WriteLimiter::new(budget);
        let mut allowed = 0;
        while limiter.minute.check().is_ok() && limiter.hour.check().is_ok() {
            allowed += 1;
            assert!(allowed <= 1000);
        }
        assert_eq!(allowed, budget.burst);
        // Degenerate figures do not panic.
        let _ = WriteLimiter::new(WriteBudget {
            per_minute: 0,
            per_hour: 0,
            burst: 0,
        });
        let _ = WriteLimiter::new(WriteBudget {
            per_minute: 1,
            per_hour: u32::MAX,
            burst: u32::MAX,
        });
    }
}
