//! Fixed-window rate limits: one pool per account (or per key in strict mode), each with a global
//! (per minute, and per hour where configured), a read, and two write counters. Windows are aligned to the Unix epoch; a refused request
//! consumes nothing.

use std::collections::HashMap;
use std::sync::Mutex;

use http::{HeaderMap, HeaderValue, Method};

use crate::RateLimits;
use crate::accounts::AccountId;

/// Which limits a request counts against (besides the global one).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Class {
    Read,
    Write,
    /// Only the global limit (e.g. `OPTIONS`).
    Other,
}

impl Class {
    pub fn of(method: &Method) -> Self {
        match *method {
            Method::GET | Method::HEAD => Self::Read,
            Method::POST | Method::PUT | Method::PATCH | Method::DELETE => Self::Write,
            _ => Self::Other,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum PoolKey {
    Account(AccountId),
    Key(String),
}

/// What the `X-RateLimit-*` headers say.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Snapshot {
    pub limit: u32,
    pub remaining: u32,
    /// Unix seconds when the window ends.
    pub reset: u64,
}

impl Snapshot {
    pub fn apply(&self, headers: &mut HeaderMap) {
        headers.insert("x-ratelimit-limit", HeaderValue::from(self.limit));
        headers.insert("x-ratelimit-remaining", HeaderValue::from(self.remaining));
        headers.insert("x-ratelimit-reset", HeaderValue::from(self.reset));
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Decision {
    Allowed(Snapshot),
    Refused {
        snapshot: Snapshot,
        retry_after_secs: u64,
    },
}

#[derive(Debug, Default, Clone, Copy)]
struct Counter {
    window: u64,
    used: u32,
}

#[derive(Debug, Default)]
struct Pool {
    global: Counter,
    global_hour: Counter,
    read: Counter,
    write_minute: Counter,
    write_hour: Counter,
}

#[derive(Debug)]
pub struct Limiter {
    config: RateLimits,
    pools: Mutex<HashMap<PoolKey, Pool>>,
}

/// One applicable limit during a check.
struct Applied<'a> {
    limit: u32,
    end_ms: u64,
    counter: &'a mut Counter,
}

impl Limiter {
    pub fn new(config: RateLimits) -> Self {
        Self {
            config,
            pools: Mutex::new(HashMap::new()),
        }
    }

    pub fn per_key(&self) -> bool {
        self.config.per_key
    }

    /// The figure a request of this class is limited by first (used for injected 429 storms).
    pub fn headline_limit(&self, class: Class) -> u32 {
        match class {
            Class::Read => self.config.read_per_minute.min(self.config.global_per_minute),
            Class::Write => self.config.write_per_minute.min(self.config.global_per_minute),
            Class::Other => self.config.global_per_minute,
        }
    }

    /// Counts one request at `now_ms` (Unix milliseconds), or refuses it without counting.
    pub fn check(&self, pool: PoolKey, class: Class, now_ms: u64) -> Decision {
        let minute_ms = window_ms(self.config.minute_window);
        let hour_ms = window_ms(self.config.hour_window);
        let mut pools = self
            .pools
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let pool = pools.entry(pool).or_default();
        let mut applied = vec![roll(
            &mut pool.global,
            self.config.global_per_minute,
            minute_ms,
            now_ms,
        )];
        if let Some(limit) = self.config.global_per_hour {
            applied.push(roll(&mut pool.global_hour, limit, hour_ms, now_ms));
        }
        match class {
            Class::Read => applied.push(roll(
                &mut pool.read,
                self.config.read_per_minute,
                minute_ms,
                now_ms,
            )),
            Class::Write => {
                applied.push(roll(
                    &mut pool.write_minute,
                    self.config.write_per_minute,
                    minute_ms,
                    now_ms,
                ));
                applied.push(roll(
                    &mut pool.write_hour,
                    self.config.write_per_hour,
                    hour_ms,
                    now_ms,
                ));
            }
            Class::Other => {}
        }
        // Refused: report the exhausted window that ends last, since waiting for it frees them all.
        if let Some(blocking) = applied
            .iter()
            .filter(|a| a.counter.used >= a.limit)
            .max_by_key(|a| a.end_ms)
        {
            let wait_ms = blocking.end_ms.saturating_sub(now_ms);
            return Decision::Refused {
                snapshot: Snapshot {
                    limit: blocking.limit,
                    remaining: 0,
                    reset: blocking.end_ms.div_ceil(1000),
                },
                retry_after_secs: wait_ms.div_ceil(1000).max(1),
            };
        }
        for a in &mut applied {
            a.counter.used += 1;
        }
        let tightest = applied
            .iter()
            .min_by(|a, b| {
                let (ra, rb) = (a.limit - a.counter.used, b.limit - b.counter.used);
                ra.cmp(&rb).then(b.end_ms.cmp(&a.end_ms))
            })
            .map(|a| Snapshot {
                limit: a.limit,
                remaining: a.limit - a.counter.used,
                reset: a.end_ms.div_ceil(1000),
            });
        match tightest {
            Some(s) => Decision::Allowed(s),
            // `applied` always holds the global limit; this arm is never taken.
            None => Decision::Allowed(Snapshot {
                limit: 0,
                remaining: 0,
                reset: now_ms.div_ceil(1000),
            }),
        }
    }
}

fn window_ms(d: std::time::Duration) -> u64 {
    u64::try_from(d.as_millis()).unwrap_or(u64::MAX).max(1)
}

/// Moves a counter into the window containing `now_ms`, resetting it when a new window began.
fn roll(counter: &mut Counter, limit: u32, len_ms: u64, now_ms: u64) -> Applied<'_> {
    let window = now_ms / len_ms;
    if counter.window != window {
        *counter = Counter { window, used: 0 };
    }
    Applied {
        limit,
        end_ms: window.saturating_add(1).saturating_mul(len_ms),
        counter,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    fn small() -> RateLimits {
        RateLimits {
            per_key: false,
            global_per_minute: 10,
            read_per_minute: 3,
            write_per_minute: 2,
            write_per_hour: 5,
            global_per_hour: None,
            minute_window: Duration::from_secs(2),
            hour_window: Duration::from_secs(10),
        }
    }

    fn allowed(d: Decision) -> Snapshot {
        match d {
            Decision::Allowed(s) => s,
            Decision::Refused { .. } => panic!("refused: {d:?}"),
        }
    }

    #[test]
    fn the_hourly_cap_on_all_requests_refuses_reads_even_with_minute_budget_left() {
        let l = Limiter::new(RateLimits {
            global_per_hour: Some(3),
            ..small()
        });
        let p = PoolKey::Key("k".into());
        // Three minute windows of [100 s, 102 s), [102 s, 104 s), ...: one read each stays under 3/minute.
        for t in [100_000, 102_000, 104_000] {
            let s = allowed(l.check(p.clone(), Class::Read, t));
            assert!(s.limit <= 3, "{s:?}");
        }
        match l.check(p.clone(), Class::Read, 106_000) {
            Decision::Refused {
                snapshot,
                retry_after_secs,
            } => {
                assert_eq!(snapshot.limit, 3);
                assert_eq!(snapshot.reset, 110, "the 10 s hour window ends at 110 s");
                assert_eq!(retry_after_secs, 4);
            }
            d => panic!("expected the hourly cap to refuse: {d:?}"),
        }
        // The next hour window starts afresh.
        allowed(l.check(p, Class::Read, 110_000));
    }

    #[test]
    fn strict_figures_cap_every_request_at_a_thousand_per_hour() {
        let s = RateLimits::strict();
        assert!(s.per_key);
        assert_eq!(s.global_per_hour, Some(1_000));
        assert_eq!(
            (s.global_per_minute, s.read_per_minute, s.write_per_minute),
            (100, 100, 100)
        );
        assert_eq!(RateLimits::spec().global_per_hour, None);
    }

    #[test]
    fn reads_count_down_then_refuse_until_the_window_ends() {
        let l = Limiter::new(small());
        let p = PoolKey::Account(0);
        let t = 100_000; // window [100 s, 102 s)
        assert_eq!(
            allowed(l.check(p.clone(), Class::Read, t)),
            Snapshot {
                limit: 3,
                remaining: 2,
                reset: 102
            }
        );
        allowed(l.check(p.clone(), Class::Read, t + 1));
        assert_eq!(allowed(l.check(p.clone(), Class::Read, t + 2)).remaining, 0);
        let refused = l.check(p.clone(), Class::Read, t + 500);
        assert_eq!(
            refused,
            Decision::Refused {
                snapshot: Snapshot {
                    limit: 3,
                    remaining: 0,
                    reset: 102
                },
                retry_after_secs: 2
            }
        );
        // Refusals consume nothing: the next window starts full.
        assert_eq!(allowed(l.check(p, Class::Read, 102_000)).remaining, 2);
    }

    #[test]
    fn the_hourly_write_limit_outlasts_the_minute() {
        let l = Limiter::new(small());
        let p = PoolKey::Account(0);
        for i in 0..5 {
            // Two writes per 2 s window, five per 10 s window.
            allowed(l.check(p.clone(), Class::Write, 100_000 + i * 1000 - (i % 2) * 500));
        }
        match l.check(p, Class::Write, 106_000) {
            Decision::Refused {
                snapshot,
                retry_after_secs,
            } => {
                assert_eq!(snapshot.limit, 5);
                assert_eq!(snapshot.reset, 110);
                assert_eq!(retry_after_secs, 4);
            }
            d => panic!("expected a refusal, got {d:?}"),
        }
    }

    #[test]
    fn headers_show_the_fewest_remaining() {
        let l = Limiter::new(small());
        let s = allowed(l.check(PoolKey::Account(0), Class::Write, 100_000));
        // write/min 2 -> 1 left, write/h 5 -> 4, global 10 -> 9.
        assert_eq!((s.limit, s.remaining), (2, 1));
    }

    #[test]
    fn pools_are_separate() {
        let l = Limiter::new(small());
        for _ in 0..3 {
            allowed(l.check(PoolKey::Key("a".into()), Class::Read, 100_000));
        }
        assert!(matches!(
            l.check(PoolKey::Key("a".into()), Class::Read, 100_001),
            Decision::Refused { .. }
        ));
        allowed(l.check(PoolKey::Key("b".into()), Class::Read, 100_001));
    }

    #[test]
    fn retry_after_is_at_least_one_second() {
        let mut c = small();
        c.read_per_minute = 1;
        let l = Limiter::new(c);
        allowed(l.check(PoolKey::Account(0), Class::Read, 101_999));
        match l.check(PoolKey::Account(0), Class::Read, 101_999) {
            Decision::Refused { retry_after_secs, .. } => assert_eq!(retry_after_secs, 1),
            d => panic!("{d:?}"),
        }
    }
}
