//! Rate limits: reading the service's `X-RateLimit-*` and `Retry-After` headers, the pause shared
//! by every request of a lane (read or write), and the local write budget that keeps a batch of
//! writes under the service's figures before the service has to say no.
//!
//! Every wait a header can ask for is capped (a skewed clock or a broken proxy must not stall the
//! client for years, nor overflow a timer): [`MAX_RESET_WAIT`] and [`MAX_RETRY_AFTER`].

use std::num::NonZeroU32;
use std::sync::{Mutex, PoisonError};
use std::time::Duration;

use governor::{DefaultDirectRateLimiter, Quota, RateLimiter};
use http::{HeaderMap, StatusCode};
use time::OffsetDateTime;
use tokio::sync::Notify;
use tokio::time::Instant;

/// The longest wait an `X-RateLimit-Reset` is followed for: one hour, the longest fixed window of
/// the interface (section 8), so no honest reset lies further away. A reset further in the future
/// (a skewed clock, a broken header, a huge number) is read as this far away.
pub const MAX_RESET_WAIT: Duration = Duration::from_secs(3600);
/// The longest `Retry-After` that is followed: one hour as well, since every window of the
/// interface has reset by then. A longer (or unparseably huge) value is read as one hour.
pub const MAX_RETRY_AFTER: Duration = Duration::from_secs(3600);
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
    /// "reads" or "writes", for messages.
    pub fn describe(self) -> &'static str {
        match self {
            Lane::Read => "reads",
            Lane::Write => "writes",
        }
    }

    pub(crate) fn of(method: &http::Method) -> Lane {
        match *method {
            http::Method::GET | http::Method::HEAD | http::Method::OPTIONS => Lane::Read,
            _ => Lane::Write,
        }
    }
}

/// The rate-limit headers of one answer, with every wait already capped.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RateLimitInfo {
    /// `X-RateLimit-Limit`: the size of the most restrictive window that applies.
    pub limit: Option<u64>,
    /// `X-RateLimit-Remaining`: requests left in that window.
    pub remaining: Option<u64>,
    /// `X-RateLimit-Reset`: when the window resets; never more than [`MAX_RESET_WAIT`] after
    /// `received_at`.
    pub reset: Option<OffsetDateTime>,
    /// `Retry-After` (429 answers), at most [`MAX_RETRY_AFTER`]. Seconds, or an HTTP date.
    pub retry_after: Option<Duration>,
    /// When the answer carrying these headers arrived (the origin of `retry_after`).
    pub received_at: OffsetDateTime,
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
        let info = RateLimitInfo {
            limit: number("x-ratelimit-limit"),
            remaining: number("x-ratelimit-remaining"),
            reset: text("x-ratelimit-reset").and_then(|v| parse_reset(v, now)),
            retry_after: text("retry-after").and_then(|v| parse_retry_after(v, now)),
            received_at: now,
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

    /// How long to wait before the next request, counted from `received_at`: `Retry-After` if
    /// given, else until the reset.
    pub fn wait_hint(&self) -> Option<Duration> {
        self.retry_after.or_else(|| self.until_reset())
    }

    /// When the wait of [`Self::wait_hint`] ends, as a wall-clock time ("until 14:05").
    pub fn wait_until(&self) -> Option<OffsetDateTime> {
        match self.retry_after {
            Some(wait) => Some(self.received_at + wait),
            None => self.reset.filter(|reset| *reset > self.received_at),
        }
    }
}

/// `X-RateLimit-Reset`: Unix seconds, or a delta when small. Capped at `now` +
/// [`MAX_RESET_WAIT`]; a digit string too large for any type is "far away", so capped too.
/// Negative or non-numeric values are ignored.
fn parse_reset(value: &str, now: OffsetDateTime) -> Option<OffsetDateTime> {
    let latest = now + MAX_RESET_WAIT;
    let seconds = match value.parse::<i64>() {
        Ok(seconds) if seconds >= 0 => seconds,
        Ok(_) => return None,
        Err(_) if !value.is_empty() && value.bytes().all(|b| b.is_ascii_digit()) => {
            return Some(latest);
        }
        Err(_) => return None,
    };
    let reset = if seconds < EPOCH_THRESHOLD {
        now.checked_add(time::Duration::seconds(seconds))
    } else {
        OffsetDateTime::from_unix_timestamp(seconds).ok()
    };
    // Out of `time`'s range means further away than any cap.
    Some(reset.map_or(latest, |reset| reset.min(latest)))
}

/// `Retry-After` in seconds (the interface's form; fractions tolerated) or as an HTTP date,
/// capped at [`MAX_RETRY_AFTER`]. Negative, not-a-number and unreadable values are ignored.
fn parse_retry_after(value: &str, now: OffsetDateTime) -> Option<Duration> {
    if let Ok(secs) = value.parse::<u64>() {
        return Some(Duration::from_secs(secs).min(MAX_RETRY_AFTER));
    }
    if !value.is_empty() && value.bytes().all(|b| b.is_ascii_digit()) {
        return Some(MAX_RETRY_AFTER);
    }
    if let Ok(secs) = value.parse::<f64>() {
        if secs.is_nan() || secs < 0.0 {
            return None;
        }
        return Duration::try_from_secs_f64(secs.min(MAX_RETRY_AFTER.as_secs_f64())).ok();
    }
    let date = OffsetDateTime::parse(value, &time::format_description::well_known::Rfc2822).ok()?;
    let wait = Duration::try_from(date - now).unwrap_or(Duration::ZERO);
    Some(wait.min(MAX_RETRY_AFTER))
}

/// When a lane's pause ends: as an instant for timers, and as a wall-clock time to show.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Pause {
    pub until: Instant,
    pub until_wall: OffsetDateTime,
}

impl Pause {
    fn after(wait: Duration) -> Pause {
        Pause {
            until: Instant::now() + wait,
            until_wall: OffsetDateTime::now_utc() + wait,
        }
    }

    /// What is left of the pause.
    pub(crate) fn left(&self) -> Duration {
        self.until.saturating_duration_since(Instant::now())
    }
}

/// The window the service reported last in a lane: requests left, and when it resets.
#[derive(Debug, Clone, Copy)]
struct Window {
    remaining: u64,
    /// `X-RateLimit-Limit`: the budget of the next window, once this one resets.
    limit: Option<u64>,
    /// `None` for a window presumed from `limit` after a reset, until an answer reports it.
    reset: Option<Pause>,
}

/// What the service's count lets a request of the lane do now.
enum Admission {
    Go,
    /// Every request left in the window is in flight: their answers will tell whether the
    /// service counted fewer (answers are counted conservatively), or the window resets.
    AwaitAnswers(Option<Instant>),
    /// Used up, nothing in flight: wait for the reset.
    Reset(Pause),
}

#[derive(Debug, Default)]
struct Budget {
    window: Option<Window>,
    /// Requests of the lane sent and not answered yet.
    in_flight: u64,
}

impl Budget {
    fn admit(&mut self, now: Instant) -> Admission {
        if let Some(window) = &mut self.window
            && window.reset.is_some_and(|reset| reset.until <= now)
        {
            // A fixed window reset fully: the next one holds `limit` requests.
            match window.limit.filter(|l| *l > 0) {
                Some(limit) => {
                    *window = Window {
                        remaining: limit,
                        limit: Some(limit),
                        reset: None,
                    }
                }
                None => self.window = None,
            }
        }
        let Some(window) = self.window else {
            return Admission::Go;
        };
        if self.in_flight < window.remaining {
            Admission::Go
        } else if self.in_flight > 0 {
            Admission::AwaitAnswers(window.reset.map(|r| r.until))
        } else {
            match window.reset {
                Some(reset) => Admission::Reset(reset),
                None => Admission::Go,
            }
        }
    }

    /// Takes in the window an answer reports. Answers of concurrent requests arrive in any
    /// order: within one window the lowest count wins; a window already over is ignored.
    fn observe(&mut self, info: &RateLimitInfo) {
        let (Some(remaining), Some(reset)) = (info.remaining, info.reset) else {
            return;
        };
        let now = OffsetDateTime::now_utc();
        let Ok(left) = Duration::try_from(reset - now) else {
            return;
        };
        let reset = Pause {
            until: Instant::now() + left,
            until_wall: reset,
        };
        let reported = Window {
            remaining,
            limit: info.limit,
            reset: Some(reset),
        };
        match &mut self.window {
            Some(window) if window.reset.is_some_and(|r| r.until_wall == reset.until_wall) => {
                window.remaining = window.remaining.min(remaining);
                window.limit = info.limit.or(window.limit);
            }
            _ => self.window = Some(reported),
        }
    }
}

/// The state of one lane, shared by every request of the client in that lane.
///
/// The service counts fixed windows and reports what is left of the current one with every
/// answer (`X-RateLimit-Remaining` until `X-RateLimit-Reset`): that budget is spent at once,
/// with no smoothing, counting requests still in flight against it; when it is used up the lane
/// waits for the reset, and the next window is presumed to hold `X-RateLimit-Limit` requests
/// until answers say more. A 429 pauses the lane for its `Retry-After`.
#[derive(Debug, Default)]
pub(crate) struct LaneState {
    latest: Mutex<Option<RateLimitInfo>>,
    paused: Mutex<Option<Pause>>,
    budget: Mutex<Budget>,
    answered: Notify,
}

/// A request admitted by [`LaneState::admit`]: counted in flight until dropped.
pub(crate) struct Ticket<'a> {
    lane: &'a LaneState,
}

impl Drop for Ticket<'_> {
    fn drop(&mut self) {
        let mut budget = self.lane.budget.lock().unwrap_or_else(PoisonError::into_inner);
        budget.in_flight = budget.in_flight.saturating_sub(1);
        drop(budget);
        self.lane.answered.notify_waiters();
    }
}

impl LaneState {
    /// Waits until the lane is not paused, or hands back the pause (without waiting) when more
    /// than `patience` of it is left. Loops because another request may extend the pause while
    /// this one sleeps.
    pub(crate) async fn ready(&self, patience: Duration) -> Result<(), Pause> {
        while let Some(pause) = self.pause() {
            if pause.left() > patience {
                return Err(pause);
            }
            tokio::time::sleep_until(pause.until).await;
        }
        Ok(())
    }

    /// Waits until the service's reported budget lets one more request out (and the lane is not
    /// paused), and counts it in flight. A wait for a window's reset longer than `patience` is
    /// handed back instead.
    pub(crate) async fn admit(&self, patience: Duration) -> Result<Ticket<'_>, Pause> {
        loop {
            self.ready(patience).await?;
            let answered = self.answered.notified();
            tokio::pin!(answered);
            answered.as_mut().enable();
            let admission = {
                let mut budget = self.budget.lock().unwrap_or_else(PoisonError::into_inner);
                let admission = budget.admit(Instant::now());
                if matches!(admission, Admission::Go) {
                    budget.in_flight += 1;
                }
                admission
            };
            match admission {
                Admission::Go => return Ok(Ticket { lane: self }),
                Admission::AwaitAnswers(reset) => {
                    let reset = reset.unwrap_or_else(|| Instant::now() + MAX_RESET_WAIT);
                    tokio::select! {
                        () = answered => {}
                        () = tokio::time::sleep_until(reset) => {}
                    }
                }
                Admission::Reset(pause) => {
                    if pause.left() > patience {
                        return Err(pause);
                    }
                    tokio::time::sleep_until(pause.until).await;
                }
            }
        }
    }

    /// Records an answer's headers: keeps the snapshot and the reported window, and pauses the
    /// lane on a 429 (for `Retry-After`) or when the window is used up (until it resets).
    pub(crate) fn observe(&self, status: StatusCode, info: Option<&RateLimitInfo>) {
        if let Some(info) = info {
            *self.latest.lock().unwrap_or_else(PoisonError::into_inner) = Some(info.clone());
            self.budget
                .lock()
                .unwrap_or_else(PoisonError::into_inner)
                .observe(info);
        }
        if status == StatusCode::TOO_MANY_REQUESTS {
            self.pause_for(
                info.and_then(RateLimitInfo::wait_hint)
                    .unwrap_or(DEFAULT_429_PAUSE),
            );
        } else if let Some(info) = info
            && info.remaining == Some(0)
            && let Some(reset) = info.reset
            && let Some(wait) = info.until_reset()
        {
            self.pause_until(Pause {
                until: Instant::now() + wait,
                until_wall: reset,
            });
        }
        self.answered.notify_waiters();
    }

    fn pause_for(&self, wait: Duration) {
        // Already capped when read; capped again for pauses set by other means.
        self.pause_until(Pause::after(wait.min(MAX_RETRY_AFTER.max(MAX_RESET_WAIT))));
    }

    fn pause_until(&self, pause: Pause) {
        let wait = pause.left();
        let mut paused = self.paused.lock().unwrap_or_else(PoisonError::into_inner);
        if paused.is_none_or(|current| current.until < pause.until) {
            tracing::debug!(wait_ms = wait.as_millis() as u64, "rate-limit lane paused");
            *paused = Some(pause);
        }
    }

    pub(crate) fn latest(&self) -> Option<RateLimitInfo> {
        self.latest.lock().unwrap_or_else(PoisonError::into_inner).clone()
    }

    /// The lane's pause, if it is paused now.
    pub(crate) fn pause(&self) -> Option<Pause> {
        let paused = *self.paused.lock().unwrap_or_else(PoisonError::into_inner);
        paused.filter(|p| p.until > Instant::now())
    }
}

/// The local safety net for writes (POST), at the interface's documented figures: up to `burst`
/// writes at once, no more than `per_minute` a minute on average, and no more than `per_hour`
/// an hour on average (of which the whole hour's figure may go out as fast as the minute allows).
///
/// It does not smooth: the service's windows are fixed, so the budget it reports is spent at once
/// (see the lanes), and the default burst is a whole minute's figure. This limiter only stops a
/// runaway caller, or a service that reports no budget, from sending more than the documented
/// rates; the service's own count keeps each window within its figure.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WriteBudget {
    pub per_minute: u32,
    pub per_hour: u32,
    pub burst: u32,
}

impl WriteBudget {
    /// The interface's per-account figures: 500 writes a minute, 20,000 an hour; a minute's
    /// worth at once.
    pub const fn spec() -> WriteBudget {
        WriteBudget {
            per_minute: 500,
            per_hour: 20_000,
            burst: 500,
        }
    }

    /// The stricter figures the interface also states: 100 a minute, 1,000 an hour, per key; a
    /// minute's worth at once.
    pub const fn strict() -> WriteBudget {
        WriteBudget {
            per_minute: 100,
            per_hour: 1_000,
            burst: 100,
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
            // The hour's figure may go out as fast as the minute's limiter allows: spreading it
            // evenly over the hour (one write every 3.6 s for 1,000 an hour) would be smoothing.
            hour: RateLimiter::direct(quota(budget.per_hour, budget.per_hour, Duration::from_secs(3600))),
        }
    }

    pub(crate) async fn until_ready(&self) {
        self.minute.until_ready().await;
        self.hour.until_ready().await;
    }
}

/// A GCRA quota of `per_window` per `window` on average, with at most `burst` (never more than
/// `per_window`) at once.
fn quota(per_window: u32, burst: u32, window: Duration) -> Quota {
    // Bounded so that governor's nanosecond arithmetic (period * burst) cannot overflow.
    let per_window = per_window.clamp(1, 10_000_000);
    let burst = burst.clamp(1, per_window.min(100_000));
    let period = window / per_window;
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

    /// Resets years away, huge numbers, negative or garbage values: capped or ignored, never a
    /// panic, and every wait ends within an hour.
    #[test]
    fn absurd_resets_are_capped_at_one_hour() {
        let now = OffsetDateTime::now_utc();
        let latest = now + MAX_RESET_WAIT;
        let reset = |value: &'static str| {
            RateLimitInfo::from_headers_at(&headers(&[("x-ratelimit-reset", value)]), now)
                .and_then(|i| i.reset)
        };
        for far in [
            "99999999999",                      // the year 5138
            "9223372036854775807",              // i64::MAX
            "99999999999999999999999999999999", // too large for any integer type
            "999999999",                        // a delta of 31 years
        ] {
            assert_eq!(reset(far), Some(latest), "{far}");
        }
        for ignored in ["-1", "-9223372036854775808", "soon", "1.5e9", "", "0x10"] {
            assert_eq!(reset(ignored), None, "{ignored}");
        }
        // An honest reset is kept as sent.
        let honest = (now.unix_timestamp() + 42).to_string();
        let info = RateLimitInfo::from_headers_at(
            &headers(&[("x-ratelimit-reset", Box::leak(honest.into_boxed_str()))]),
            now,
        )
        .unwrap();
        assert_eq!(info.reset.unwrap().unix_timestamp(), now.unix_timestamp() + 42);
        assert_eq!(info.wait_until(), info.reset);
    }

    #[test]
    fn absurd_retry_afters_are_capped_at_one_hour() {
        let now = OffsetDateTime::now_utc();
        let retry = |value: &'static str| {
            RateLimitInfo::from_headers_at(&headers(&[("retry-after", value)]), now)
                .and_then(|i| i.retry_after)
        };
        for far in [
            "18446744073709551615",
            "99999999999999999999999999999999",
            "1e300",
            "inf",
            "3601",
            "Fri, 31 Dec 9999 23:59:59 GMT",
        ] {
            assert_eq!(retry(far), Some(MAX_RETRY_AFTER), "{far}");
        }
        for ignored in ["-1", "-inf", "NaN", "later", "", "Mon, 99 Foo 2020 25:00:00 GMT"] {
            assert_eq!(retry(ignored), None, "{ignored}");
        }
        assert_eq!(retry("Thu, 01 Jan 1970 00:00:00 GMT"), Some(Duration::ZERO));
        assert_eq!(retry("7"), Some(Duration::from_secs(7)));
        let info = RateLimitInfo::from_headers_at(&headers(&[("retry-after", "7")]), now).unwrap();
        assert_eq!(info.wait_until(), Some(now + Duration::from_secs(7)));
    }

    #[tokio::test]
    async fn an_absurd_429_pauses_for_an_hour_at_most_and_impatient_callers_get_the_end_time() {
        let lane = LaneState::default();
        let info = RateLimitInfo::from_headers(&headers(&[
            ("retry-after", "99999999999999999999"),
            ("x-ratelimit-reset", "99999999999"),
        ]))
        .unwrap();
        let before = OffsetDateTime::now_utc();
        lane.observe(StatusCode::TOO_MANY_REQUESTS, Some(&info));
        let pause = lane.pause().unwrap();
        assert!(pause.left() <= MAX_RETRY_AFTER && pause.left() > MAX_RETRY_AFTER - Duration::from_secs(60));
        assert!(
            pause.until_wall >= before + MAX_RETRY_AFTER
                && pause.until_wall <= OffsetDateTime::now_utc() + MAX_RETRY_AFTER
        );
        // Not waited: handed back at once.
        assert_eq!(lane.ready(Duration::from_secs(5)).await, Err(pause));
    }

    #[tokio::test]
    async fn a_429_pauses_the_lane_for_retry_after() {
        let lane = LaneState::default();
        let info = RateLimitInfo {
            limit: None,
            remaining: Some(0),
            reset: None,
            retry_after: Some(Duration::from_millis(300)),
            received_at: OffsetDateTime::now_utc(),
        };
        let start = Instant::now();
        lane.observe(StatusCode::TOO_MANY_REQUESTS, Some(&info));
        assert_eq!(lane.latest(), Some(info));
        lane.ready(Duration::MAX).await.unwrap();
        assert!(start.elapsed() >= Duration::from_millis(300));
        assert!(lane.pause().map(|p| p.until).is_none());
    }

    #[tokio::test]
    async fn a_shorter_pause_never_shortens_a_longer_one() {
        let lane = LaneState::default();
        lane.pause_for(Duration::from_millis(400));
        lane.pause_for(Duration::from_millis(10));
        let start = Instant::now();
        lane.ready(Duration::MAX).await.unwrap();
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
            received_at: OffsetDateTime::now_utc(),
        };
        lane.observe(StatusCode::OK, Some(&info));
        let left = lane.pause().map(|p| p.until).unwrap() - Instant::now();
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
        assert!(other.pause().is_none());
        other.observe(StatusCode::TOO_MANY_REQUESTS, None);
        assert!(other.pause().is_some());
    }

    #[test]
    fn quotas_allow_a_whole_window_at_once() {
        for budget in [WriteBudget::spec(), WriteBudget::strict()] {
            let limiter = WriteLimiter::new(budget);
            let mut allowed = 0;
            while limiter.minute.check().is_ok() && limiter.hour.check().is_ok() {
                allowed += 1;
                assert!(allowed <= 1000);
            }
            assert_eq!(allowed, budget.per_minute);
            // The hour's limiter does not spread the hour's figure out: it holds all of it.
            let hour = WriteLimiter::new(budget).hour;
            let mut in_hour = 0;
            while hour.check().is_ok() {
                in_hour += 1;
                assert!(in_hour <= 100_000);
            }
            assert_eq!(in_hour, budget.per_hour);
        }
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

    fn window(limit: u64, remaining: u64, reset_in: Duration) -> RateLimitInfo {
        RateLimitInfo {
            limit: Some(limit),
            remaining: Some(remaining),
            reset: Some(OffsetDateTime::now_utc() + reset_in),
            retry_after: None,
            received_at: OffsetDateTime::now_utc(),
        }
    }

    /// The reported budget goes out at once; past it, requests wait for answers in flight, then
    /// for the reset (or, if impatient, get the reset's time back); after the reset the next
    /// window's `limit` goes out at once.
    #[tokio::test]
    async fn the_reported_budget_is_spent_at_once_then_the_reset_is_waited_for() {
        use futures::FutureExt;
        let lane = LaneState::default();
        let info = window(5, 3, Duration::from_millis(400));
        lane.observe(StatusCode::OK, Some(&info));
        let tickets: Vec<_> = (0..3)
            .map(|_| lane.admit(Duration::MAX).now_or_never().unwrap().unwrap())
            .collect();
        // All three in flight: the fourth waits for their answers.
        assert!(lane.admit(Duration::MAX).now_or_never().is_none());
        // They answer: the budget is used up; an impatient caller gets the reset's time.
        lane.observe(
            StatusCode::OK,
            Some(&RateLimitInfo {
                remaining: Some(1),
                ..info.clone()
            }),
        );
        lane.observe(
            StatusCode::OK,
            Some(&RateLimitInfo {
                remaining: Some(2),
                ..info.clone()
            }),
        );
        lane.observe(
            StatusCode::OK,
            Some(&RateLimitInfo {
                remaining: Some(0),
                ..info.clone()
            }),
        );
        drop(tickets);
        match lane.admit(Duration::ZERO).now_or_never() {
            Some(Err(pause)) => assert_eq!(pause.until_wall, info.reset.unwrap()),
            _ => panic!("an impatient caller is refused until the reset"),
        }
        // A patient one waits for the reset; then the next window's five go out at once.
        let first = lane.admit(Duration::MAX).await.unwrap();
        let more: Vec<_> = (0..4)
            .map(|_| lane.admit(Duration::MAX).now_or_never().unwrap().unwrap())
            .collect();
        assert!(lane.admit(Duration::MAX).now_or_never().is_none());
        drop((first, more));
        // An answer of the new window replaces the presumed one.
        lane.observe(StatusCode::OK, Some(&window(5, 4, Duration::from_secs(30))));
        let _again: Vec<_> = (0..4)
            .map(|_| lane.admit(Duration::MAX).now_or_never().unwrap().unwrap())
            .collect();
        assert!(lane.admit(Duration::MAX).now_or_never().is_none());
    }

    #[test]
    fn answers_of_one_window_keep_the_lowest_count_and_stale_windows_are_ignored() {
        let mut budget = Budget::default();
        let info = window(10, 7, Duration::from_secs(30));
        budget.observe(&info);
        budget.observe(&RateLimitInfo {
            remaining: Some(9),
            ..info.clone()
        });
        assert_eq!(budget.window.unwrap().remaining, 7);
        // A window already over says nothing about the current one.
        budget.observe(&RateLimitInfo {
            remaining: Some(0),
            reset: Some(OffsetDateTime::now_utc() - Duration::from_secs(1)),
            ..info.clone()
        });
        assert_eq!(budget.window.unwrap().remaining, 7);
        // Without a count or a reset, nothing is known.
        let mut unknown = Budget::default();
        unknown.observe(&RateLimitInfo { reset: None, ..info });
        assert!(unknown.window.is_none());
        assert!(matches!(unknown.admit(Instant::now()), Admission::Go));
    }
}
