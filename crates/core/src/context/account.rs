//! The account: the API key (checked with the service before it is stored, kept only in the key
//! store and in memory) and the credit balance (kept, refreshed after every spend and on demand).
//! The key never leaves this module except into the clients: front ends can set it, remove it and
//! ask whether one is set, nothing more.
//!
//! A stored key (the keychain's, or a front end's own store's) belongs to the service origin it was
//! checked with (scheme, host and port, recorded in the library): when the service address moves to
//! another origin, the key is sent nowhere until the user confirms it there
//! ([`AppContext::confirm_key_host`]) or stores another key. A key given by the environment goes with the address given with it.

use std::sync::{Arc, PoisonError};

use super::events::AppEvent;
use super::values::{Balance, HostChange, KeyStatus, host_change_between, key_origin_of};
use super::{AppContext, AppError};
use crate::ledger::KeyHost;
use crate::secrets::{SecretError, SecretString};

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
    /// Where the key is kept.
    pub fn key_origin(&self) -> super::KeyOrigin {
        self.inner.origin
    }

    /// What the key store is, as people name it ("the system keyring (Secret Service)").
    pub fn key_store_name(&self) -> String {
        self.inner.store.describe()
    }

    /// Whether a key is set (reads the store; the key stays in Rust).
    pub async fn key_status(&self) -> Result<KeyStatus, AppError> {
        let set = self.read_key().await?.is_some();
        self.key_status_with(set).await
    }

    async fn key_status_with(&self, set: bool) -> Result<KeyStatus, AppError> {
        Ok(KeyStatus {
            set,
            origin: self.inner.origin,
            writable: self.inner.origin != super::KeyOrigin::Environment,
            host_change: if set { self.host_change().await? } else { None },
        })
    }

    /// Whether the stored key waits for the user before it is sent to the service's host now. A
    /// key stored before hosts were recorded is taken as checked with the host it meets first.
    pub(crate) async fn host_change(&self) -> Result<Option<HostChange>, AppError> {
        if self.inner.origin == super::KeyOrigin::Environment {
            return Ok(None);
        }
        let (url, _) = self.base_url().await?;
        let recorded = self.ledger().call(|l| l.settings().get::<KeyHost>()).await?;
        Ok(match recorded {
            Some(recorded) => host_change_between(&recorded, &url),
            None => {
                self.record_key_host(&url).await?;
                None
            }
        })
    }

    /// What storing `setting` as the service address would do to the stored key: the change of
    /// origin it would be sent to, which the user must confirm first; `None` when no stored key
    /// would move (none is stored, it comes from the environment, the environment's address wins,
    /// or the origin stays).
    pub async fn key_move_with_address(
        &self,
        setting: Option<&url::Url>,
    ) -> Result<Option<HostChange>, AppError> {
        if self.inner.origin == super::KeyOrigin::Environment || self.inner.base_override.is_some() {
            return Ok(None);
        }
        if self.read_key().await?.is_none() {
            return Ok(None);
        }
        let (next, _) = crate::config::resolve_base_url(|_| None, setting)?;
        let recorded = match self.ledger().call(|l| l.settings().get::<KeyHost>()).await? {
            Some(recorded) => recorded,
            None => key_origin_of(&self.base_url().await?.0),
        };
        Ok(host_change_between(&recorded, &next))
    }

    /// Where a key entered now would be sent, when the library's setting (which a front end
    /// changes) points at another service than the public one: the user confirms it first.
    /// `None` at the public service, and for an address the user gave in the environment.
    pub async fn key_for_another_service(&self) -> Result<Option<HostChange>, AppError> {
        let (now, source) = self.base_url().await?;
        if source != crate::config::BaseUrlSource::Settings {
            return Ok(None);
        }
        let public = crate::config::parse_base_url(crate::config::DEFAULT_BASE_URL, "the built-in default")?;
        Ok(host_change_between(&key_origin_of(&public), &now))
    }

    /// Records `url`'s origin (scheme, host, port) as the one the stored key belongs to.
    async fn record_key_host(&self, url: &url::Url) -> Result<(), AppError> {
        let host = Some(key_origin_of(url));
        self.ledger()
            .call(move |l| l.settings().set::<KeyHost>(&host))
            .await?;
        Ok(())
    }

    /// The user confirms that the stored key may be sent to the service's host now: it belongs to
    /// that host from here on, and the clients (and a running engine) use it there.
    pub async fn confirm_key_host(&self) -> Result<KeyStatus, AppError> {
        let (url, _) = self.base_url().await?;
        self.record_key_host(&url).await?;
        self.reload().await?;
        let status = self.key_status().await?;
        self.emit(AppEvent::KeyChanged {
            status: status.clone(),
        });
        Ok(status)
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
        let url = self.base_url().await?.0;
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
        // Checked with this host: it belongs to it.
        self.record_key_host(&url).await?;
        self.reload().await?;
        self.emit(AppEvent::KeyChanged {
            status: self.key_status_with(true).await?,
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
        self.ledger().call(|l| l.settings().set::<KeyHost>(&None)).await?;
        self.reload().await?;
        *self.inner.balance.lock().unwrap_or_else(PoisonError::into_inner) = None;
        self.emit(AppEvent::KeyChanged {
            status: self.key_status_with(false).await?,
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
