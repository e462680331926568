//! The API key from the `DUBDECK_API_KEY` environment variable: read-only, for scripts, CI and
//! machines without a keychain. Front ends take it out of the process environment as they start
//! ([`take_key_from_environment`]): the value stays in this process's memory, and no program the
//! process starts later (the decoders' helpers, the window's web processes, a file opened with the
//! system's handler) inherits it.

use std::sync::OnceLock;

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

/// The key taken out of the environment, once.
static TAKEN: OnceLock<Option<SecretString>> = OnceLock::new();

/// Reads `DUBDECK_API_KEY` once and removes it from the process environment; from then on
/// [`EnvStore::from_env`] answers with the value read here. A second call changes nothing.
///
/// Call it first thing in `main`, before any other thread exists: changing the environment while
/// another thread may read it is undefined behaviour on Unix.
#[allow(unsafe_code)]
pub fn take_key_from_environment() {
    TAKEN.get_or_init(|| {
        let value = std::env::var(API_KEY_ENV).ok();
        if std::env::var_os(API_KEY_ENV).is_some() {
            // SAFETY: this function's contract: no other thread exists yet, so nothing reads or
            // writes the environment at the same time.
            unsafe { std::env::remove_var(API_KEY_ENV) };
        }
        usable(value).map(SecretString::from)
    });
}

/// A value of the variable, trimmed; empty or only whitespace is no key.
fn usable(value: Option<String>) -> Option<String> {
    value.map(|v| v.trim().to_owned()).filter(|v| !v.is_empty())
}

impl EnvStore {
    /// The key the front end took out of the environment as it started; where none was taken (a
    /// test, a library caller), the variable as it is now.
    pub fn from_env() -> Self {
        match TAKEN.get() {
            Some(taken) => Self { value: taken.clone() },
            None => Self::from_lookup(|name| std::env::var(name).ok()),
        }
    }

    /// From a lookup function (tests). An empty or whitespace-only value counts as unset.
    pub fn from_lookup(lookup: impl Fn(&str) -> Option<String>) -> Self {
        Self {
            value: usable(lookup(API_KEY_ENV)).map(SecretString::from),
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
