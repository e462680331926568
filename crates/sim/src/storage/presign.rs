//! SigV4 query-string presigning (the `X-Amz-*` parameters of a presigned S3 URL).
//!
//! Signing is ours; checking is s3s's (an independent implementation), so a mistake here shows
//! up as a refused URL in the storage tests rather than passing silently.

use hmac::{Hmac, Mac};
use sha2::{Digest, Sha256};
use time::OffsetDateTime;
use time::macros::format_description;

/// The region and service every URL is scoped to.
pub(crate) const REGION: &str = "us-east-1";
const SERVICE: &str = "s3";
/// S3's ceiling for `X-Amz-Expires`: seven days.
pub(crate) const MAX_EXPIRES_SECS: u64 = 604_800;

/// The one internal key pair the store signs with and s3s verifies against.
#[derive(Clone)]
pub(crate) struct Signer {
    pub access_key: String,
    pub secret_key: String,
}

impl std::fmt::Debug for Signer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Signer")
            .field("access_key", &self.access_key)
            .finish_non_exhaustive()
    }
}

impl Signer {
    /// The query string (already encoded, `X-Amz-Signature` last) that presigns `method` on
    /// `path` (as it appears in the URL, percent-encoded) for `host`, valid `expires_secs` from `at`.
    pub fn presign_query(
        &self,
        method: &str,
        host: &str,
        path: &str,
        at: OffsetDateTime,
        expires_secs: u64,
    ) -> String {
        let expires_secs = expires_secs.clamp(1, MAX_EXPIRES_SECS);
        let amz_date = format_amz_date(at);
        let date = &amz_date[..8];
        let scope = format!("{date}/{REGION}/{SERVICE}/aws4_request");
        let credential = format!("{}/{scope}", self.access_key);
        // Already in canonical (byte-wise sorted) order.
        let query = format!(
            "X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential={}&X-Amz-Date={amz_date}&X-Amz-Expires={expires_secs}&X-Amz-SignedHeaders=host",
            uri_encode(&credential, true),
        );
        let canonical_request = format!("{method}\n{path}\n{query}\nhost:{host}\n\nhost\nUNSIGNED-PAYLOAD");
        let string_to_sign = format!(
            "AWS4-HMAC-SHA256\n{amz_date}\n{scope}\n{}",
            hex::encode(Sha256::digest(canonical_request.as_bytes()))
        );
        let mut key = hmac(format!("AWS4{}", self.secret_key).as_bytes(), date.as_bytes());
        for part in [REGION, SERVICE, "aws4_request"] {
            key = hmac(&key, part.as_bytes());
        }
        let signature = hex::encode(hmac(&key, string_to_sign.as_bytes()));
        format!("{query}&X-Amz-Signature={signature}")
    }
}

fn hmac(key: &[u8], data: &[u8]) -> Vec<u8> {
    match Hmac::<Sha256>::new_from_slice(key) {
        Ok(mut mac) => {
            mac.update(data);
            mac.finalize().into_bytes().to_vec()
        }
        // HMAC takes keys of any length, so this never happens; were it to, the empty
        // signature would be refused by the verifier: failing closed.
        Err(_) => Vec::new(),
    }
}

fn format_amz_date(at: OffsetDateTime) -> String {
    let format = format_description!("[year][month][day]T[hour][minute][second]Z");
    at.to_offset(time::UtcOffset::UTC)
        .format(format)
        .unwrap_or_else(|_| "19700101T000000Z".to_owned())
}

/// SigV4's URI encoding: every byte but the unreserved ones as `%XX` (upper case); `/` kept
/// unless `encode_slash`.
pub(crate) fn uri_encode(input: &str, encode_slash: bool) -> String {
    let mut out = String::with_capacity(input.len());
    for byte in input.bytes() {
        match byte {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' => out.push(char::from(byte)),
            b'/' if !encode_slash => out.push('/'),
            _ => out.push_str(&format!("%{byte:02X}")),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The example of AWS's "Authenticating Requests: Using Query Parameters" page.
    #[test]
    fn matches_the_published_example() {
        let signer = Signer {
            access_key: "AKIAIOSFODNN7EXAMPLE".to_owned(),
            secret_key: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY".to_owned(),
        };
        let at = time::macros::datetime!(2013-05-24 00:00:00 UTC);
        let query = signer.presign_query("GET", "examplebucket.s3.amazonaws.com", "/test.txt", at, 86_400);
        assert!(query.starts_with("X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20130524T000000Z&X-Amz-Expires=86400&X-Amz-SignedHeaders=host"), "{query}");
        assert!(
            query.ends_with(
                "&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404"
            ),
            "{query}"
        );
    }

    #[test]
    fn expiry_is_kept_within_what_s3_allows() {
        let signer = Signer {
            access_key: "k".to_owned(),
            secret_key: "s".to_owned(),
        };
        let at = OffsetDateTime::UNIX_EPOCH;
        assert!(
            signer
                .presign_query("GET", "h", "/p", at, 10_000_000)
                .contains("X-Amz-Expires=604800&")
        );
        assert!(
            signer
                .presign_query("GET", "h", "/p", at, 0)
                .contains("X-Amz-Expires=1&")
        );
    }

    #[test]
    fn encodes_like_sigv4() {
        assert_eq!(uri_encode("a b/c~d_e.f-g+h", false), "a%20b/c~d_e.f-g%2Bh");
        assert_eq!(uri_encode("a/b", true), "a%2Fb");
        assert_eq!(uri_encode("é", false), "%C3%A9");
    }
}
