//! `login`, `logout`, `me`: the API key in the keychain and the account's balance.

use std::io::{BufRead, IsTerminal};

use dubdeck_core::context::SetKeyOutcome;
use dubdeck_core::secrets::{ExposeSecret, SecretString};

use crate::error::{CliError, code};
use crate::report::json_line;
use crate::session::Session;
use crate::words::{credits_arg, say};

pub use dubdeck_core::cost::credits_text;

/// The key from a prompt without echo on a terminal, else the first line of stdin.
fn read_key() -> Result<SecretString, CliError> {
    let text = if std::io::stdin().is_terminal() {
        rpassword::prompt_password(say!("login-prompt"))
            .map_err(|e| CliError::Usage(say!("login-terminal-unreadable", error = &e.to_string())))?
    } else {
        let mut line = String::new();
        std::io::stdin()
            .lock()
            .read_line(&mut line)
            .map_err(|e| CliError::Usage(say!("login-stdin-unreadable", error = &e.to_string())))?;
        line
    };
    let key = SecretString::from(text.trim().to_owned());
    if key.expose_secret().is_empty() {
        return Err(CliError::Usage(say!("login-no-key")));
    }
    Ok(key)
}

pub async fn login(session: &Session) -> Result<u8, CliError> {
    let key = tokio::task::spawn_blocking(read_key)
        .await
        .map_err(|e| CliError::Failed(e.to_string()))??;
    // Checked by the service before it is stored: a refused key never lands in the keychain.
    match session.app.set_api_key(key).await? {
        SetKeyOutcome::Stored { balance } => {
            if session.json {
                json_line(&serde_json::json!({ "loggedIn": true, "credits": balance.credits }));
            } else {
                let credits = credits_text(balance.credits);
                println!(
                    "{}",
                    say!("login-stored", balance = credits_arg(balance.credits, &credits))
                );
            }
            Ok(code::DONE)
        }
        SetKeyOutcome::Refused => Err(CliError::Auth(say!("login-refused"))),
        SetKeyOutcome::KeychainUnavailable { error } => Err(CliError::Auth(say!(
            "login-keychain-failed",
            error = &CliError::from(error).to_string()
        ))),
    }
}

/// The user lets the stored key go to the service's host now.
pub async fn confirm_host(session: &Session) -> Result<u8, CliError> {
    let Some(change) = session.app.key_status().await?.host_change else {
        let (url, _) = session.app.base_url().await?;
        if session.json {
            json_line(&serde_json::json!({ "confirmed": false, "host": url.host_str() }));
        } else {
            println!(
                "{}",
                say!("login-host-unchanged", host = url.host_str().unwrap_or_default())
            );
        }
        return Ok(code::DONE);
    };
    session.app.confirm_key_host().await?;
    if session.json {
        json_line(
            &serde_json::json!({ "confirmed": true, "host": change.now, "before": change.checked_with }),
        );
    } else {
        println!(
            "{}",
            say!(
                "login-host-confirmed",
                now = &change.now,
                checked = &change.checked_with
            )
        );
    }
    Ok(code::DONE)
}

pub async fn logout(session: &Session) -> Result<u8, CliError> {
    session.app.remove_api_key().await?;
    if session.json {
        json_line(&serde_json::json!({ "loggedOut": true }));
    } else {
        println!("{}", say!("logout-done"));
        if dubdeck_core::secrets::EnvStore::from_env().is_set() {
            println!("{}", say!("logout-env-still-set"));
        }
    }
    Ok(code::DONE)
}

pub async fn me(session: &Session) -> Result<u8, CliError> {
    let balance = session.app.refresh_balance().await?;
    if session.json {
        json_line(&serde_json::json!({ "credits": balance.credits }));
    } else {
        let credits = credits_text(balance.credits);
        println!(
            "{}",
            say!("me-balance", balance = credits_arg(balance.credits, &credits))
        );
    }
    Ok(code::DONE)
}
