//! The keychain as a user (or an auditor) sees it: `secret-tool` against the Secret Service of this
//! session bus (the isolated one of `cargo xtask e2e`), for Dubdeck's entry.

use anyhow::{Context, Result, bail};
use tokio::process::Command;

/// Dubdeck's entry: the attributes its keychain code stores the key under.
pub const SERVICE: &str = "ai.voicedub.dubdeck";
pub const USERNAME: &str = "api-key";

/// The stored key, or `None` when there is no entry.
pub async fn lookup() -> Result<Option<String>> {
    let out = Command::new("secret-tool")
        .args(["lookup", "service", SERVICE, "username", USERNAME])
        .output()
        .await
        .context("could not run secret-tool (package libsecret-tools)")?;
    match out.status.code() {
        Some(0) => Ok(Some(String::from_utf8(out.stdout)?)),
        // `lookup` exits 1 with no output when nothing matches.
        Some(1) if out.stdout.is_empty() => Ok(None),
        _ => bail!(
            "secret-tool lookup failed ({}): {}",
            out.status,
            String::from_utf8_lossy(&out.stderr)
        ),
    }
}

/// Removes Dubdeck's entry (every test starts from an empty keychain).
pub async fn clear() -> Result<()> {
    let out = Command::new("secret-tool")
        .args(["clear", "service", SERVICE, "username", USERNAME])
        .output()
        .await
        .context("could not run secret-tool (package libsecret-tools)")?;
    // `clear` exits 1 when there was nothing to remove.
    if !matches!(out.status.code(), Some(0 | 1)) {
        bail!(
            "secret-tool clear failed ({}): {}",
            out.status,
            String::from_utf8_lossy(&out.stderr)
        );
    }
    if lookup().await?.is_some() {
        bail!("secret-tool clear left Dubdeck's entry in the keychain");
    }
    Ok(())
}
