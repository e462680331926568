//! Cost estimates shown before any spend, in credits (interface, section 2.5). The service's `requiredCredits`
//! after preprocessing is the exact figure; these are what the dub sheet and the wizard show first.

/// The service charges 10 credits per minute of audio (dubs) or per `maxMinutes` minute (training).
pub const CREDITS_PER_MINUTE: i64 = 10;

/// A credit amount as people read it (the balance the service reports is a number that may hold
/// a fraction): whole numbers without decimals, anything else with two.
pub fn credits_text(credits: f64) -> String {
    if credits.fract() == 0.0 && credits.abs() < 1e15 {
        #[allow(clippy::cast_possible_truncation)]
        let whole = credits as i64;
        format!("{whole}")
    } else {
        format!("{credits:.2}")
    }
}

/// Estimated cost of dubbing `duration_ms` of audio: 10 credits per STARTED minute, at least 10.
pub fn estimate_dub_credits(duration_ms: u64) -> i64 {
    let started_minutes = duration_ms.div_ceil(60_000).max(1);
    i64::try_from(started_minutes)
        .unwrap_or(i64::MAX / CREDITS_PER_MINUTE)
        .saturating_mul(CREDITS_PER_MINUTE)
}

/// Cost of training a voice with `max_minutes`: 10 credits per minute.
pub fn training_credits(max_minutes: u32) -> i64 {
    i64::from(max_minutes) * CREDITS_PER_MINUTE
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dub_cost_counts_started_minutes_with_a_floor_of_ten() {
        assert_eq!(estimate_dub_credits(0), 10);
        assert_eq!(estimate_dub_credits(1), 10);
        assert_eq!(estimate_dub_credits(59_999), 10);
        assert_eq!(estimate_dub_credits(60_000), 10);
        assert_eq!(estimate_dub_credits(60_001), 20);
        assert_eq!(estimate_dub_credits(4 * 60_000 - 1), 40);
        assert_eq!(estimate_dub_credits(30 * 60_000), 300);
        assert!(estimate_dub_credits(u64::MAX) > 0);
    }

    #[test]
    fn training_cost_is_ten_per_minute() {
        assert_eq!(training_credits(5), 50);
        assert_eq!(training_credits(60), 600);
    }
}
