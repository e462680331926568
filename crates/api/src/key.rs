//! The API key: a redacting wrapper that is exposed only to build the `Authorization` header.

use http::HeaderValue;
use secrecy::{ExposeSecret, SecretString};

use crate::error::ValidationError;

/// An API key of the service. `Debug` prints `ApiKey(***)`; there is deliberately no `Serialize`
/// and no `Display`, so writing the key to a log or a file does not compile.
#[derive(Clone)]
pub struct ApiKey(SecretString);

impl ApiKey {
    /// Wraps a key. Surrounding whitespace (a common paste accident) is removed.
    pub fn new(key: impl Into<String>) -> Self {
        let key: String = key.into();
        let trimmed = key.trim();
        if trimmed.len() == key.len() {
            Self(SecretString::from(key))
        } else {
            Self(SecretString::from(trimmed))
        }
    }

    /// Checks that the key is non-empty and can travel in an HTTP header.
    pub(crate) fn validate(&self) -> Result<(), ValidationError> {
        let secret = self.0.expose_secret();
        if secret.is_empty() {
            return Err(ValidationError::new("api_key", "the API key is empty"));
        }
        if !secret.bytes().all(|b| b.is_ascii_graphic()) {
            return Err(ValidationError::new(
                "api_key",
                "the API key contains spaces or characters that are not printable ASCII",
            ));
        }
        Ok(())
    }

    /// The `Authorization: Api-Key <KEY>` value, marked sensitive so that HTTP tooling that
    /// honours the flag (hyper's HPACK encoder, `Debug` of header maps) does not reveal it.
    pub(crate) fn header_value(&self) -> Result<HeaderValue, ValidationError> {
        self.validate()?;
        let mut value = HeaderValue::try_from(format!("Api-Key {}", self.0.expose_secret()))
            .map_err(|_| ValidationError::new("api_key", "the API key cannot be sent in a header"))?;
        value.set_sensitive(true);
        Ok(value)
    }
}

impl std::fmt::Debug for ApiKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("ApiKey(***)")
    }
}

impl From<String> for ApiKey {
    fn from(key: String) -> Self {
        Self::new(key)
    }
}

impl From<&str> for ApiKey {
    fn from(key: &str) -> Self {
        Self::new(key)
    }
}

impl From<SecretString> for ApiKey {
    fn from(key: SecretString) -> Self {
        Self::new(key.expose_secret())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn debug_is_redacted() {
        let key = ApiKey::new("super-secret-key");
        assert_eq!(format!("{key:?}"), "ApiKey(***)");
        assert!(!format!("{:?}", Some(&key)).contains("super"));
    }

    #[test]
    fn header_value_is_sensitive_and_well_formed() {
        let value = ApiKey::new("  abc-123 \n").header_value().unwrap();
        assert!(value.is_sensitive());
        assert_eq!(value.to_str().unwrap(), "Api-Key abc-123");
        assert!(!format!("{value:?}").contains("abc"));
    }

    #[test]
    fn bad_keys_are_refused_locally() {
        assert_eq!(ApiKey::new("").header_value().unwrap_err().field, "api_key");
        assert_eq!(ApiKey::new("   ").header_value().unwrap_err().field, "api_key");
        assert!(ApiKey::new("ab cd").header_value().is_err());
        assert!(ApiKey::new("ключ").header_value().is_err());
    }
}
