//! Time: one anchor pairs a monotonic `Instant` with the wall clock, so that every timestamp the
//! simulator shows is derived from monotonic time (never goes backwards) and formats the same way.

use std::time::Instant;

use time::OffsetDateTime;
use time::format_description::FormatItem;
use time::macros::format_description;

/// ISO 8601 UTC with exactly three fractional digits, as the interface writes timestamps.
const MILLIS_UTC: &[FormatItem<'static>] =
    format_description!("[year]-[month]-[day]T[hour]:[minute]:[second].[subsecond digits:3]Z");

#[derive(Debug, Clone, Copy)]
pub struct Clock {
    anchor: Instant,
    anchor_wall: OffsetDateTime,
}

impl Clock {
    pub fn new() -> Self {
        Self {
            anchor: Instant::now(),
            anchor_wall: OffsetDateTime::now_utc(),
        }
    }

    /// The wall-clock time of a monotonic instant taken after the anchor.
    pub fn wall(&self, at: Instant) -> OffsetDateTime {
        self.anchor_wall + at.saturating_duration_since(self.anchor)
    }

    /// `at` as `2024-05-01T12:00:00.123Z`.
    pub fn stamp(&self, at: Instant) -> String {
        format_wall(self.wall(at))
    }
}

pub fn format_wall(t: OffsetDateTime) -> String {
    // Formatting a UTC time with a fixed description cannot fail for years 0..=9999.
    t.to_offset(time::UtcOffset::UTC)
        .format(MILLIS_UTC)
        .unwrap_or_else(|_| t.unix_timestamp().to_string())
}

/// Milliseconds since the Unix epoch, from the system clock (rate-limit windows are wall-clock
/// windows: their ends are announced as Unix seconds).
pub fn unix_millis() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| u64::try_from(d.as_millis()).unwrap_or(u64::MAX))
        .unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn stamps_have_milliseconds_and_z() {
        let t = time::macros::datetime!(2024-05-01 12:00:00.1234 UTC);
        assert_eq!(format_wall(t), "2024-05-01T12:00:00.123Z");
        let t = time::macros::datetime!(2024-05-01 12:00:00 UTC);
        assert_eq!(format_wall(t), "2024-05-01T12:00:00.000Z");
    }

    #[test]
    fn wall_follows_the_monotonic_clock() {
        let c = Clock::new();
        let later = c.anchor + Duration::from_millis(1500);
        assert_eq!(c.wall(later) - c.anchor_wall, time::Duration::milliseconds(1500));
    }
}
