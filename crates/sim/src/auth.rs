//! Authentication: reading `Authorization: Api-Key <KEY>` exactly as the interface writes it.

use http::HeaderMap;
use http::header::AUTHORIZATION;

use crate::accounts::is_valid_key;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AuthProblem {
    Missing,
    Malformed,
    UnknownKey,
}

impl AuthProblem {
    /// What went wrong, why, and what to do, for the 401 body.
    pub fn message(self) -> &'static str {
        match self {
            Self::Missing => {
                "no API key was sent; send the header `Authorization: Api-Key <API_KEY>` with every request"
            }
            Self::Malformed => {
                "the Authorization header is malformed; it must be exactly `Api-Key <API_KEY>` \
                 (one header, the scheme `Api-Key`, one space, then the key)"
            }
            Self::UnknownKey => {
                "the API key is not valid (unknown or deleted); create a key in the developer dashboard"
            }
        }
    }
}

/// The key a request presents, if its header is well-formed (whether or not the key exists).
pub fn presented_key(headers: &HeaderMap) -> Result<&str, AuthProblem> {
    let mut values = headers.get_all(AUTHORIZATION).iter();
    let Some(value) = values.next() else {
        return Err(AuthProblem::Missing);
    };
    if values.next().is_some() {
        return Err(AuthProblem::Malformed);
    }
    let text = value.to_str().map_err(|_| AuthProblem::Malformed)?;
    let key = text.strip_prefix("Api-Key ").ok_or(AuthProblem::Malformed)?;
    if is_valid_key(key) {
        Ok(key)
    } else {
        Err(AuthProblem::Malformed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use http::HeaderValue;

    fn with(values: &[&str]) -> HeaderMap {
        let mut h = HeaderMap::new();
        for v in values {
            h.append(AUTHORIZATION, HeaderValue::from_str(v).unwrap());
        }
        h
    }

    #[test]
    fn accepts_exactly_the_interface_form() {
        assert_eq!(presented_key(&with(&["Api-Key abc123"])), Ok("abc123"));
    }

    #[test]
    fn refuses_everything_else() {
        assert_eq!(presented_key(&with(&[])), Err(AuthProblem::Missing));
        for bad in [
            "Bearer abc",
            "Api-Key",
            "Api-Key ",
            "Api-Key  abc",
            "api-key abc",
            "Api-Key abc ",
            "abc",
        ] {
            assert_eq!(
                presented_key(&with(&[bad])),
                Err(AuthProblem::Malformed),
                "{bad:?}"
            );
        }
        assert_eq!(
            presented_key(&with(&["Api-Key a", "Api-Key a"])),
            Err(AuthProblem::Malformed)
        );
    }
}
