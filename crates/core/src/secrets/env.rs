//! The API key from the `DUBDECK_API_KEY` environment variable: read-only, for scripts, CI and
//! machines without a keychain.

use secrecy::SecretString;

use super::{SecretError, SecretStore};

/// The environment variable that provides the API key.
pub const API_KEY_ENV: &str = "DUBDECK_API_KEY";

/// Reads the key from the environment. The value is captured when the store is made, so tests can
/// build one from any lookup without touching the process environment.
#[derive(Default)]
pub struct EnvStore {
    value: Option<SecretString>,
}

impl std::fmt::Debug for EnvStore {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("EnvStore")
            .field("set", &self.value.is_some())
            .finish()
    }
}

impl EnvStore {
    /// From the real process environment.
    pub fn from_env() -> Self {
        Self::from_lookup(|name| std::env::var(name).ok())
    }

    /// From a lookup function (tests). An empty or whitespace-only value counts as unset.
    pub fn from_lookup(lookup: impl Fn(&str) -> Option<String>) -> Self {
        let value = lookup(API_KEY_ENV)
            .map(|v| v.trim().to_owned())
            .filter(|v| !v.is_empty());
        Self {
            value: value.map(SecretString::from),
        }
    }

    /// True when the variable provides a key (then it takes precedence over the keychain).
    pub fn is_set(&self) -> bool {
        self.value.is_some()
    }
}

impl SecretStore for EnvStore {
    fn get_api_key(&self) -> Result<Option<SecretString>, SecretError> {
        Ok(self.value.clone())
    }

    fn set_api_key(&self, _key: &SecretString) -> Result<(), SecretError> {
        Err(SecretError::ReadOnly {
            variable: API_KEY_ENV,
        })
    }

    fn delete_api_key(&self) -> Result<(), SecretError> {
        Err(SecretError::ReadOnly {
            variable: API_KEY_ENV,
        })
    }

    fn describe(&self) -> String {
        format!("the {API_KEY_ENV} environment variable")
    }
}

#[cfg(test)]
mod tests {
    use secrecy::ExposeSecret;

    use super::*;

    #[test]
    fn reads_the_variable_and_refuses_to_write() {
        let store = EnvStore::from_lookup(|n| (n == API_KEY_ENV).then(|| " key-123 \n".to_owned()));
        assert!(store.is_set());
        assert_eq!(store.get_api_key().unwrap().unwrap().expose_secret(), "key-123");
        let err = store.set_api_key(&SecretString::from("x")).unwrap_err();
        assert!(matches!(err, SecretError::ReadOnly { .. }));
        assert!(err.to_string().contains("DUBDECK_API_KEY") && err.to_string().contains("unset"));
        assert!(matches!(
            store.delete_api_key(),
            Err(SecretError::ReadOnly { .. })
        ));
        assert!(!format!("{store:?}").contains("key-123"));
    }

    #[test]
    fn unset_or_blank_means_no_key() {
        assert!(EnvStore::from_lookup(|_| None).get_api_key().unwrap().is_none());
        assert!(!EnvStore::from_lookup(|_| Some("   ".into())).is_set());
    }
}
