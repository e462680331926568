//! Which redirects the client follows. API requests carry the key: they follow a redirect only
//! within the origin they were sent to (same scheme, host and port), so neither the key nor the
//! request leaves for another server or for plain http; any other redirect comes back to the
//! caller as [`crate::Error::Redirected`]. Transfers to presigned storage URLs carry no key: they
//! may follow a storage server elsewhere, but never from https down to http.

use reqwest::redirect::Policy;
use url::Url;

/// At most this many redirects in a row.
const MAX_REDIRECTS: usize = 5;

/// The policy of API requests: judged against the address the request was first sent to.
pub(crate) fn api() -> Policy {
    policy(|chain, to| chain.first().is_some_and(|first| api_may_follow(first, to)))
}

/// The policy of transfers: judged against the address that redirected.
pub(crate) fn transfers() -> Policy {
    policy(|chain, to| chain.last().is_some_and(|from| transfer_may_follow(from, to)))
}

/// Follows a redirect to `to` when `allowed(chain so far, to)`, at most [`MAX_REDIRECTS`] in a row;
/// otherwise the redirect answer itself goes back to the caller, who says why it was not followed.
fn policy(allowed: fn(&[Url], &Url) -> bool) -> Policy {
    Policy::custom(move |attempt| {
        if attempt.previous().len() <= MAX_REDIRECTS && allowed(attempt.previous(), attempt.url()) {
            attempt.follow()
        } else {
            attempt.stop()
        }
    })
}

/// An API request sent to `first` may go on to `to` only at the same origin.
pub(crate) fn api_may_follow(first: &Url, to: &Url) -> bool {
    first.origin() == to.origin()
}

/// A transfer at `from` may go on to `to` unless that leaves https for http.
pub(crate) fn transfer_may_follow(from: &Url, to: &Url) -> bool {
    matches!(to.scheme(), "http" | "https") && !(from.scheme() == "https" && to.scheme() == "http")
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    fn url(text: &str) -> Url {
        Url::parse(text).unwrap()
    }

    #[test]
    fn api_requests_stay_at_their_origin() {
        let first = url("https://api.voicedub.ai/v1/me");
        assert!(api_may_follow(&first, &url("https://api.voicedub.ai/v1/me/")));
        for elsewhere in [
            "http://api.voicedub.ai/v1/me",
            "https://api.voicedub.ai:8443/v1/me",
            "https://evil.example/v1/me",
            "https://voicedub.ai/v1/me",
        ] {
            assert!(!api_may_follow(&first, &url(elsewhere)), "{elsewhere}");
        }
    }

    #[test]
    fn transfers_never_go_down_to_plain_http() {
        let storage = url("https://storage.example/bucket/key?X-Amz-Signature=s");
        assert!(transfer_may_follow(&storage, &url("https://cdn.example/key")));
        assert!(!transfer_may_follow(&storage, &url("http://cdn.example/key")));
        assert!(!transfer_may_follow(&storage, &url("ftp://cdn.example/key")));
        let local = url("http://127.0.0.1:9000/bucket/key");
        assert!(transfer_may_follow(&local, &url("http://127.0.0.1:9001/key")));
    }
}
