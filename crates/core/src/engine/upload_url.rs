//! When a presigned upload URL stops working, read from its SigV4 query (`X-Amz-Date` +
//! `X-Amz-Expires`). URLs without them have no known expiry.

use time::OffsetDateTime;
use time::macros::format_description;
use url::Url;

/// The expiry of a presigned URL, if its query states one.
pub(crate) fn expiry(url: &Url) -> Option<OffsetDateTime> {
    let mut date = None;
    let mut expires = None;
    for (name, value) in url.query_pairs() {
        if name.eq_ignore_ascii_case("x-amz-date") {
            date = Some(value.into_owned());
        } else if name.eq_ignore_ascii_case("x-amz-expires") {
            expires = value.parse::<i64>().ok();
        }
    }
    let format = format_description!("[year][month][day]T[hour][minute][second]Z");
    let signed = time::PrimitiveDateTime::parse(&date?, format).ok()?.assume_utc();
    signed.checked_add(time::Duration::seconds(expires?))
}

#[cfg(test)]
mod tests {
    use super::*;
    use time::macros::datetime;

    #[test]
    fn reads_sigv4_expiry() {
        let url = Url::parse(
            "http://127.0.0.1:9/uploads/k?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Date=20250102T030405Z&X-Amz-Expires=3600&X-Amz-Signature=abc",
        )
        .unwrap();
        assert_eq!(expiry(&url), Some(datetime!(2025-01-02 04:04:05 UTC)));
        assert_eq!(expiry(&Url::parse("http://h/u?X-Amz-Expires=60").unwrap()), None);
        assert_eq!(
            expiry(&Url::parse("http://h/u?X-Amz-Date=bad&X-Amz-Expires=60").unwrap()),
            None
        );
    }
}
