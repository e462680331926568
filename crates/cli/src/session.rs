//! What every command starts from: the data folder and its ledger, the service address, and the
//! API key (`DUBDECK_API_KEY` first, else the system keychain). The key stays in a redacting type
//! and is only handed to the client; nothing here prints, logs or stores it.

use std::time::Duration;

use dubdeck_api::{ApiKey, Client, RetryPolicy, Url};
use dubdeck_core::config;
use dubdeck_core::ledger::{BaseUrl, Ledger};
use dubdeck_core::secrets::{EnvStore, KeychainStore, SecretStore, SecretString};

use crate::cli::Cli;
use crate::error::CliError;

pub struct Session {
    pub ledger: Ledger,
    pub base_url: Url,
    pub json: bool,
}

impl Session {
    pub async fn open(cli: &Cli) -> Result<Session, CliError> {
        let data_dir = match &cli.data_dir {
            Some(dir) if !dir.as_os_str().is_empty() => {
                std::path::absolute(dir).unwrap_or_else(|_| dir.clone())
            }
            _ => config::data_dir()?,
        };
        let dir = data_dir.clone();
        let ledger = tokio::task::spawn_blocking(move || Ledger::open_in(&dir))
            .await
            .map_err(|e| CliError::Failed(e.to_string()))??;
        let base_url = match cli.base_url.as_deref().filter(|u| !u.trim().is_empty()) {
            Some(url) => config::parse_base_url(url, "--base-url (or DUBDECK_BASE_URL)")?,
            None => {
                let setting = ledger.call(|l| l.settings().get::<BaseUrl>()).await?;
                config::resolve_base_url(|_| None, setting.as_ref())?.0
            }
        };
        Ok(Session {
            ledger,
            base_url,
            json: cli.json,
        })
    }

    /// The key from `DUBDECK_API_KEY`, else from the keychain.
    pub async fn api_key(&self) -> Result<SecretString, CliError> {
        let env = EnvStore::from_env();
        if let Some(key) = env.get_api_key()? {
            return Ok(key);
        }
        let stored = tokio::task::spawn_blocking(|| KeychainStore::new().get_api_key())
            .await
            .map_err(|e| CliError::Failed(e.to_string()))??;
        stored.ok_or_else(|| {
            CliError::Auth(
                "No API key is set. Run `dubdeck-cli login` to store one in the keychain, or set \
                 DUBDECK_API_KEY."
                    .to_owned(),
            )
        })
    }

    /// A client with the given key. For the engine, rate-limit waits are handed back (the engine
    /// waits them out itself and shows "waiting for the service" on the job).
    pub fn client_with(&self, key: SecretString, for_engine: bool) -> Result<Client, CliError> {
        let retry = if for_engine {
            RetryPolicy {
                max_retry_after: Duration::ZERO,
                ..RetryPolicy::default()
            }
        } else {
            RetryPolicy::default()
        };
        Ok(Client::builder()
            .api_key(ApiKey::from(key))
            .base_url(self.base_url.as_str())
            .retry_policy(retry)
            .build()?)
    }

    pub async fn client(&self, for_engine: bool) -> Result<Client, CliError> {
        let key = self.api_key().await?;
        self.client_with(key, for_engine)
    }
}
