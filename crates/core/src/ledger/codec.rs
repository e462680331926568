//! How Rust values are stored in SQLite columns: timestamps as integer Unix milliseconds (sortable,
//! cheap to compare for `next_poll_at`), paths as UTF-8 text, enums as their snake_case names, JSON
//! as text. Decoding failures become `LedgerError::Corrupt` naming the column, never a panic.

use std::path::{Path, PathBuf};

use time::OffsetDateTime;
use uuid::Uuid;

use super::error::LedgerError;

/// Milliseconds since the Unix epoch; sub-millisecond precision is dropped on purpose so that a value
/// read back equals the value written.
pub(crate) fn to_millis(t: OffsetDateTime) -> i64 {
    i64::try_from(t.unix_timestamp_nanos() / 1_000_000).unwrap_or(i64::MAX)
}

pub(crate) fn from_millis(ms: i64, column: &str) -> Result<OffsetDateTime, LedgerError> {
    OffsetDateTime::from_unix_timestamp_nanos(i128::from(ms) * 1_000_000)
        .map_err(|_| LedgerError::corrupt(format!("{column} holds an impossible time ({ms})")))
}

pub(crate) fn opt_from_millis(ms: Option<i64>, column: &str) -> Result<Option<OffsetDateTime>, LedgerError> {
    ms.map(|ms| from_millis(ms, column)).transpose()
}

/// `t` rounded down to the millisecond, as the ledger will store it.
pub fn truncate_to_millis(t: OffsetDateTime) -> OffsetDateTime {
    let nanos = t.unix_timestamp_nanos();
    OffsetDateTime::from_unix_timestamp_nanos(nanos - nanos.rem_euclid(1_000_000)).unwrap_or(t)
}

pub(crate) fn uuid_from_text(text: &str, column: &str) -> Result<Uuid, LedgerError> {
    Uuid::parse_str(text).map_err(|_| LedgerError::corrupt(format!("{column} holds {text:?}, not a UUID")))
}

pub(crate) fn opt_uuid(text: Option<String>, column: &str) -> Result<Option<Uuid>, LedgerError> {
    text.map(|t| uuid_from_text(&t, column)).transpose()
}

/// Paths are stored as text; a path that is not valid Unicode is refused up front (with a way out)
/// rather than stored lossily and never found again.
pub(crate) fn path_to_text(path: &Path) -> Result<String, LedgerError> {
    path.to_str()
        .map(str::to_owned)
        .ok_or_else(|| LedgerError::InvalidInput {
            what: format!(
                "the path {} contains characters that are not valid Unicode; rename the file or folder \
             and try again",
                path.display()
            ),
        })
}

pub(crate) fn opt_path_to_text(path: Option<&Path>) -> Result<Option<String>, LedgerError> {
    path.map(path_to_text).transpose()
}

pub(crate) fn opt_path(text: Option<String>) -> Option<PathBuf> {
    text.map(PathBuf::from)
}

pub(crate) fn json_to_text(value: &serde_json::Value) -> String {
    value.to_string()
}

pub(crate) fn opt_json(text: Option<String>, column: &str) -> Result<Option<serde_json::Value>, LedgerError> {
    text.map(|t| {
        serde_json::from_str(&t)
            .map_err(|e| LedgerError::corrupt(format!("{column} holds invalid JSON ({e})")))
    })
    .transpose()
}

/// Counters are `u32`/`u64` in Rust and INTEGER (i64) in SQLite.
pub(crate) fn u64_to_sql(v: u64) -> i64 {
    i64::try_from(v).unwrap_or(i64::MAX)
}

pub(crate) fn u64_from_sql(v: i64, column: &str) -> Result<u64, LedgerError> {
    u64::try_from(v).map_err(|_| LedgerError::corrupt(format!("{column} is negative ({v})")))
}

pub(crate) fn u32_from_sql(v: i64, column: &str) -> Result<u32, LedgerError> {
    u32::try_from(v).map_err(|_| LedgerError::corrupt(format!("{column} is out of range ({v})")))
}

pub(crate) use crate::text_enum::text_enum;

#[cfg(test)]
mod tests {
    use super::*;
    use time::macros::datetime;

    #[test]
    fn millis_round_trip_and_truncation() {
        let t = datetime!(2025-03-04 05:06:07.123_456_789 UTC);
        let ms = to_millis(t);
        assert_eq!(from_millis(ms, "t").unwrap(), truncate_to_millis(t));
        assert_eq!(truncate_to_millis(t), datetime!(2025-03-04 05:06:07.123 UTC));
        let before_epoch = datetime!(1969-12-31 23:59:59.9995 UTC);
        assert_eq!(
            from_millis(to_millis(truncate_to_millis(before_epoch)), "t").unwrap(),
            truncate_to_millis(before_epoch)
        );
    }

    #[test]
    fn impossible_values_are_corrupt_not_panics() {
        assert!(matches!(
            from_millis(i64::MAX, "x"),
            Err(LedgerError::Corrupt { .. })
        ));
        assert!(matches!(
            uuid_from_text("nope", "x"),
            Err(LedgerError::Corrupt { .. })
        ));
        assert!(matches!(
            opt_json(Some("{".into()), "x"),
            Err(LedgerError::Corrupt { .. })
        ));
        assert!(matches!(u64_from_sql(-1, "x"), Err(LedgerError::Corrupt { .. })));
    }
}
