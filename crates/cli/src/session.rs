//! What every command starts from: the application context of `dubdeck-core`, opened from the
//! command line's options (`--data-dir`, `--base-url` and their environment variables), and the
//! output mode. The key is the context's business: `DUBDECK_API_KEY` first, else the keychain;
//! `login` and `logout` always work on the keychain.

use dubdeck_core::config;
use dubdeck_core::context::{AppContext, AppOptions, KeySource};
use dubdeck_core::secrets::KeychainStore;
use std::sync::{Arc, OnceLock};

use crate::cli::Cli;
use crate::error::CliError;
use crate::words::say;

pub struct Session {
    pub app: AppContext,
    pub json: bool,
}

/// Which key store a command works with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Keys {
    /// `DUBDECK_API_KEY` when set, else the keychain.
    Usual,
    /// The keychain only (`login`, `logout`).
    Keychain,
}

impl Session {
    pub async fn open(cli: &Cli, keys: Keys) -> Result<Session, CliError> {
        let mut options = AppOptions::from_env();
        options.data_dir = cli.data_dir.clone().filter(|d| !d.as_os_str().is_empty());
        if let Some(url) = cli.base_url.as_deref().filter(|u| !u.trim().is_empty()) {
            // The engine keeps the option's name for its message (a `'static` text).
            static OPTION: OnceLock<String> = OnceLock::new();
            let option = OPTION.get_or_init(|| say!("usage-base-url-option"));
            options.base_url = Some(config::parse_base_url(url, option)?);
        }
        if keys == Keys::Keychain {
            options.keys = KeySource::Store(Arc::new(KeychainStore::new()));
        }
        Ok(Session {
            app: AppContext::open(options).await?,
            json: cli.json,
        })
    }
}
