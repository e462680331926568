//! An in-memory key store for tests only (compiled with `cfg(test)` or the `test-support` feature,
//! which is off by default), so no shipped build can fall back to memory.

use std::sync::{Mutex, PoisonError};

use secrecy::SecretString;

use super::{SecretError, SecretStore, check_key};

/// Keeps the key in memory.
#[derive(Debug, Default)]
pub struct MemoryStore {
    key: Mutex<Option<SecretString>>,
}

impl MemoryStore {
    pub fn new() -> Self {
        Self::default()
    }

    /// A store that already holds `key`.
    pub fn with_key(key: &str) -> Self {
        Self {
            key: Mutex::new(Some(SecretString::from(key.to_owned()))),
        }
    }
}

impl SecretStore for MemoryStore {
    fn get_api_key(&self) -> Result<Option<SecretString>, SecretError> {
        Ok(self.key.lock().unwrap_or_else(PoisonError::into_inner).clone())
    }

    fn set_api_key(&self, key: &SecretString) -> Result<(), SecretError> {
        check_key(key)?;
        *self.key.lock().unwrap_or_else(PoisonError::into_inner) = Some(key.clone());
        Ok(())
    }

    fn delete_api_key(&self) -> Result<(), SecretError> {
        *self.key.lock().unwrap_or_else(PoisonError::into_inner) = None;
        Ok(())
    }

    fn describe(&self) -> String {
        "memory (tests only)".to_owned()
    }
}

#[cfg(test)]
mod tests {
    use secrecy::ExposeSecret;

    use super::*;

    #[test]
    fn set_get_delete() {
        let store = MemoryStore::new();
        assert!(store.get_api_key().unwrap().is_none());
        store.set_api_key(&SecretString::from("k1")).unwrap();
        assert_eq!(store.get_api_key().unwrap().unwrap().expose_secret(), "k1");
        assert!(matches!(
            store.set_api_key(&SecretString::from(" ")),
            Err(SecretError::EmptyKey)
        ));
        store.delete_api_key().unwrap();
        store.delete_api_key().unwrap();
        assert!(store.get_api_key().unwrap().is_none());
        assert_eq!(
            MemoryStore::with_key("z")
                .get_api_key()
                .unwrap()
                .unwrap()
                .expose_secret(),
            "z"
        );
    }
}
