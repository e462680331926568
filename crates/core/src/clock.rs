//! The notion of "now", injected into the ledger (and later the engine) so tests can freeze and move
//! time instead of sleeping.

use std::sync::{Arc, Mutex, PoisonError};

use time::OffsetDateTime;

/// A source of the current time.
pub trait Clock: Send + Sync + std::fmt::Debug {
    /// The current time, in UTC.
    fn now(&self) -> OffsetDateTime;
}

/// The real wall clock.
#[derive(Debug, Default, Clone, Copy)]
pub struct SystemClock;

impl Clock for SystemClock {
    fn now(&self) -> OffsetDateTime {
        OffsetDateTime::now_utc()
    }
}

/// A clock that only moves when told to; clones share the same time.
#[derive(Debug, Clone)]
pub struct ManualClock {
    now: Arc<Mutex<OffsetDateTime>>,
}

impl ManualClock {
    /// A clock stopped at `start`.
    pub fn new(start: OffsetDateTime) -> Self {
        Self {
            now: Arc::new(Mutex::new(start)),
        }
    }

    /// Moves the clock to `to` (it may go backwards, which tests of clock skew need).
    pub fn set(&self, to: OffsetDateTime) {
        *self.now.lock().unwrap_or_else(PoisonError::into_inner) = to;
    }

    /// Moves the clock forward by `by`.
    pub fn advance(&self, by: time::Duration) {
        let mut now = self.now.lock().unwrap_or_else(PoisonError::into_inner);
        *now += by;
    }
}

impl Clock for ManualClock {
    fn now(&self) -> OffsetDateTime {
        *self.now.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use time::macros::datetime;

    #[test]
    fn manual_clock_moves_only_when_told_and_clones_share_time() {
        let clock = ManualClock::new(datetime!(2025-01-01 00:00 UTC));
        let other = clock.clone();
        assert_eq!(clock.now(), datetime!(2025-01-01 00:00 UTC));
        clock.advance(time::Duration::seconds(90));
        assert_eq!(other.now(), datetime!(2025-01-01 00:01:30 UTC));
        other.set(datetime!(2024-12-31 23:00 UTC));
        assert_eq!(clock.now(), datetime!(2024-12-31 23:00 UTC));
    }

    #[test]
    fn system_clock_is_utc_and_recent() {
        let now = SystemClock.now();
        assert_eq!(now.offset(), time::UtcOffset::UTC);
        assert!(now.year() >= 2025);
    }
}
