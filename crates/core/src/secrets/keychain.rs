//! The API key in the OS keychain: Secret Service on Linux (GNOME Keyring, KWallet), Keychain on
//! macOS, Credential Manager on Windows, through `keyring-core` with one explicit store crate per
//! platform.
//!
//! Dubdeck creates the store itself instead of using keyring's process-wide default store: that one
//! is set up once, and if the Secret Service was unreachable at that moment it stays broken for the
//! life of the process. Here the store is created on first use and dropped after any platform
//! failure, so the next call reconnects (for example after the user unlocked or started the keyring).
//! There is no in-memory fallback: when no keychain is reachable, every call is an error.

use std::sync::{Arc, Mutex, PoisonError};

use keyring_core::{CredentialStore, Entry, Error as KeyringError};
use secrecy::{ExposeSecret, SecretString};

use super::{KEYCHAIN_SERVICE, KEYCHAIN_USER, SecretError, SecretStore, check_key};

/// The API key in the OS keychain. Blocking; see the module docs.
pub struct KeychainStore {
    service: String,
    user: String,
    store: Mutex<Option<Arc<CredentialStore>>>,
}

impl std::fmt::Debug for KeychainStore {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("KeychainStore")
            .field("service", &self.service)
            .field("user", &self.user)
            .finish_non_exhaustive()
    }
}

impl Default for KeychainStore {
    fn default() -> Self {
        Self::new()
    }
}

impl KeychainStore {
    /// Dubdeck's entry: service `ai.voicedub.dubdeck`, user `api-key`. Nothing is contacted until
    /// the first call.
    pub fn new() -> Self {
        Self::for_entry(KEYCHAIN_SERVICE, KEYCHAIN_USER)
    }

    /// Another entry name (the same store, a different item).
    pub fn for_entry(service: &str, user: &str) -> Self {
        Self {
            service: service.to_owned(),
            user: user.to_owned(),
            store: Mutex::new(None),
        }
    }

    fn entry(&self) -> Result<Entry, SecretError> {
        let mut cached = self.store.lock().unwrap_or_else(PoisonError::into_inner);
        let store = match cached.as_ref() {
            Some(store) => Arc::clone(store),
            None => {
                let store = platform_store()?;
                *cached = Some(Arc::clone(&store));
                store
            }
        };
        drop(cached);
        store
            .build(&self.service, &self.user, None)
            .map_err(|e| self.fail(e))
    }

    /// Maps an error, dropping the store when the platform itself failed so the next call starts
    /// with a fresh connection.
    fn fail(&self, err: KeyringError) -> SecretError {
        if matches!(
            err,
            KeyringError::PlatformFailure(_) | KeyringError::NoStorageAccess(_)
        ) {
            *self.store.lock().unwrap_or_else(PoisonError::into_inner) = None;
        }
        map_error(err)
    }
}

impl SecretStore for KeychainStore {
    fn get_api_key(&self) -> Result<Option<SecretString>, SecretError> {
        match self.entry()?.get_password() {
            Ok(key) => Ok(Some(SecretString::from(key))),
            Err(KeyringError::NoEntry) => Ok(None),
            Err(e) => Err(self.fail(e)),
        }
    }

    fn set_api_key(&self, key: &SecretString) -> Result<(), SecretError> {
        check_key(key)?;
        self.entry()?
            .set_password(key.expose_secret().trim())
            .map_err(|e| self.fail(e))
    }

    fn delete_api_key(&self) -> Result<(), SecretError> {
        match self.entry()?.delete_credential() {
            Ok(()) | Err(KeyringError::NoEntry) => Ok(()),
            // Several items match (e.g. one left by another tool): "remove" means remove them all.
            Err(KeyringError::Ambiguous(entries)) => {
                for entry in entries {
                    match entry.delete_credential() {
                        Ok(()) | Err(KeyringError::NoEntry) => {}
                        Err(e) => return Err(self.fail(e)),
                    }
                }
                Ok(())
            }
            Err(e) => Err(self.fail(e)),
        }
    }

    fn describe(&self) -> String {
        let name = if cfg!(target_os = "macos") {
            "the macOS Keychain"
        } else if cfg!(target_os = "windows") {
            "the Windows Credential Manager"
        } else {
            "the system keyring (Secret Service)"
        };
        name.to_owned()
    }
}

fn platform_store() -> Result<Arc<CredentialStore>, SecretError> {
    #[cfg(target_os = "linux")]
    {
        let store: Arc<CredentialStore> =
            zbus_secret_service_keyring_store::Store::new().map_err(map_error)?;
        Ok(store)
    }
    #[cfg(target_os = "macos")]
    {
        let store: Arc<CredentialStore> =
            apple_native_keyring_store::keychain::Store::new().map_err(map_error)?;
        Ok(store)
    }
    #[cfg(target_os = "windows")]
    {
        let store: Arc<CredentialStore> = windows_native_keyring_store::Store::new().map_err(map_error)?;
        Ok(store)
    }
    #[cfg(not(any(target_os = "linux", target_os = "macos", target_os = "windows")))]
    {
        Err(SecretError::Unsupported {
            platform: std::env::consts::OS,
        })
    }
}

fn map_error(err: KeyringError) -> SecretError {
    match err {
        KeyringError::BadEncoding(_) => SecretError::BadEncoding,
        KeyringError::Ambiguous(entries) => SecretError::Ambiguous { count: entries.len() },
        KeyringError::NoStorageAccess(inner) => platform_error(inner.as_ref(), true),
        KeyringError::PlatformFailure(inner) => platform_error(inner.as_ref(), false),
        other => SecretError::Keychain {
            detail: other.to_string(),
        },
    }
}

#[cfg(target_os = "linux")]
fn platform_error(inner: &(dyn std::error::Error + Send + Sync + 'static), no_access: bool) -> SecretError {
    super::linux::classify(inner, no_access)
}

#[cfg(not(target_os = "linux"))]
fn platform_error(inner: &(dyn std::error::Error + Send + Sync + 'static), no_access: bool) -> SecretError {
    if no_access {
        SecretError::Locked {
            detail: inner.to_string(),
        }
    } else {
        SecretError::Keychain {
            detail: inner.to_string(),
        }
    }
}
