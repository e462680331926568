//! The account: the API key (checked with the service before it is stored, kept only in the key
//! store and in memory) and the credit balance (kept, refreshed after every spend and on demand).
//! The key never leaves this module except into the clients: front ends can set it, remove it and
//! ask whether one is set, nothing more.

use std::sync::{Arc, PoisonError};

use serde::Serialize;
use time::OffsetDateTime;

use super::events::AppEvent;
use super::{AppContext, AppError};
use crate::secrets::{SecretError, SecretString};

/// Where the key is kept.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum KeyOrigin {
    /// The OS keychain (Keychain, Credential Manager, Secret Service).
    Keychain,
    /// The `DUBDECK_API_KEY` environment variable (read-only).
    Environment,
    /// A store given by the front end.
    Custom,
}

/// Whether a key is set, and where it is kept. Never the key itself.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct KeyStatus {
    pub set: bool,
    pub origin: KeyOrigin,
    /// Whether the key can be replaced or removed from Dubdeck (not when it comes from the
    /// environment).
    pub writable: bool,
}

/// The account's credits as the service last reported them.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Balance {
    pub credits: f64,
    #[serde(with = "time::serde::rfc3339")]
    pub as_of: OffsetDateTime,
}

/// What happened to a key given to [`AppContext::set_api_key`].
#[derive(Debug)]
pub enum SetKeyOutcome {
    /// The service accepted it and it is stored; the balance it reported.
    Stored { balance: Balance },
    /// The service refused it (401): nothing was stored.
    Refused,
    /// The service accepted it but the key store could not keep it: nothing was stored.
    KeychainUnavailable { error: SecretError },
}

impl AppContext {
    /// Whether a key is set (reads the store; the key stays in Rust).
    pub async fn key_status(&self) -> Result<KeyStatus, AppError> {
        let set = self.read_key().await?.is_some();
        Ok(self.key_status_with(set))
    }

    fn key_status_with(&self, set: bool) -> KeyStatus {
        KeyStatus {
            set,
            origin: self.inner.origin,
            writable: self.inner.origin != super::KeyOrigin::Environment,
        }
    }

    /// Checks `key` with `GET /v1/me`, then stores it, installs clients for it and restarts a
    /// running engine on them. A key the service refuses, or one the store cannot keep, changes
    /// nothing. Network failures are errors (nothing was decided about the key).
    pub async fn set_api_key(&self, key: SecretString) -> Result<SetKeyOutcome, AppError> {
        if let Err(error) = crate::secrets::check_key(&key) {
            return Err(AppError::Secret(error));
        }
        if self.inner.origin == super::KeyOrigin::Environment {
            return Err(AppError::Secret(SecretError::ReadOnly {
                variable: crate::secrets::API_KEY_ENV,
            }));
        }
        let client = self.client_for(key.clone()).await?;
        let account = match client.account().get().await {
            Ok(account) => account,
            Err(e) if e.code() == Some(&dubdeck_api::ErrorCode::Unauthorized) => {
                return Ok(SetKeyOutcome::Refused);
            }
            Err(e) => return Err(e.into()),
        };
        let store = Arc::clone(&self.inner.store);
        let stored_key = key.clone();
        let stored = tokio::task::spawn_blocking(move || store.set_api_key(&stored_key))
            .await
            .map_err(AppError::worker)?;
        if let Err(error) = stored {
            return Ok(SetKeyOutcome::KeychainUnavailable { error });
        }
        self.reload().await?;
        self.emit(AppEvent::KeyChanged {
            status: self.key_status_with(true),
        });
        let balance = self.set_balance(account.api_credits);
        Ok(SetKeyOutcome::Stored { balance })
    }

    /// Removes the stored key. The engine stops (nothing more can be sent); jobs stay in the
    /// library and continue when a key is set again.
    pub async fn remove_api_key(&self) -> Result<(), AppError> {
        let store = Arc::clone(&self.inner.store);
        tokio::task::spawn_blocking(move || store.delete_api_key())
            .await
            .map_err(AppError::worker)??;
        self.reload().await?;
        *self.inner.balance.lock().unwrap_or_else(PoisonError::into_inner) = None;
        self.emit(AppEvent::KeyChanged {
            status: self.key_status_with(false),
        });
        Ok(())
    }

    /// The last balance the service reported (after a spend, or a refresh), if any.
    pub fn balance(&self) -> Option<Balance> {
        *self.inner.balance.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Asks the service for the balance now.
    pub async fn refresh_balance(&self) -> Result<Balance, AppError> {
        let account = self.client().await?.account().get().await?;
        Ok(self.set_balance(account.api_credits))
    }

    /// Keeps a balance the service reported and tells the subscribers when it changed.
    pub(crate) fn set_balance(&self, credits: f64) -> Balance {
        let balance = Balance {
            credits,
            as_of: self.now(),
        };
        let previous = self
            .inner
            .balance
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .replace(balance);
        if previous.is_none_or(|p| p.credits != credits) {
            self.emit(AppEvent::CreditsChanged { balance });
        }
        balance
    }
}
