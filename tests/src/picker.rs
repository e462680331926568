//! The system's file picker (a GTK file chooser under Xvfb) and its question dialogs, answered as a
//! person does: found by its title, its location typed, Enter pressed; or closed with Escape.

use std::path::Path;
use std::time::Duration;

use anyhow::{Context, Result, bail};
use tokio::process::Command;

use crate::drop::xdotool;

/// How long the picker may take to appear.
const APPEAR_WITHIN: Duration = Duration::from_secs(20);

/// The X window of the picker titled `title` if it is shown now.
async fn search(title: &str) -> Result<Option<String>> {
    let out = Command::new("xdotool")
        .args([
            "search",
            "--onlyvisible",
            "--name",
            &format!("^{}$", regex_escape(title)),
        ])
        .output()
        .await
        .context("could not run xdotool (installed by `cargo xtask e2e`)")?;
    Ok(String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(str::trim)
        .find(|id| !id.is_empty())
        .map(str::to_owned))
}

/// The X window of the picker titled `title`, once it is shown.
async fn find(title: &str) -> Result<String> {
    let started = std::time::Instant::now();
    loop {
        if let Some(id) = search(title).await? {
            return Ok(id);
        }
        if started.elapsed() > APPEAR_WITHIN {
            bail!("no picker titled {title:?} appeared within {APPEAR_WITHIN:?}");
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
}

fn regex_escape(text: &str) -> String {
    text.chars()
        .flat_map(|c| {
            let special = "\\.^$|?*+()[]{}".contains(c);
            special.then_some('\\').into_iter().chain(std::iter::once(c))
        })
        .collect()
}

/// Keys pressed in the picker's window.
async fn keys(window: &str, keys: &[&str]) -> Result<()> {
    xdotool(&["windowfocus".into(), "--sync".into(), window.into()]).await?;
    for key in keys {
        xdotool(&["key".into(), "--clearmodifiers".into(), (*key).into()]).await?;
        tokio::time::sleep(Duration::from_millis(150)).await;
    }
    Ok(())
}

/// Whether a picker titled `title` is shown now.
pub async fn is_open(title: &str) -> Result<bool> {
    Ok(search(title).await?.is_some())
}

/// Chooses `path` in the picker titled `title`: its location typed, then Enter (which, in a
/// folder picker, chooses the folder typed).
pub async fn choose(title: &str, path: &Path) -> Result<()> {
    let window = find(title).await?;
    // Let the chooser finish drawing before typing into it.
    tokio::time::sleep(Duration::from_millis(500)).await;
    keys(&window, &["ctrl+l"]).await?;
    xdotool(&[
        "type".into(),
        "--delay".into(),
        "20".into(),
        path.to_string_lossy().into_owned(),
    ])
    .await?;
    tokio::time::sleep(Duration::from_millis(300)).await;
    keys(&window, &["Return"]).await
}

/// Answers the question dialog titled `title` with the button whose mnemonic is `key` (e.g.
/// `alt+s` for "_Send the key").
pub async fn answer(title: &str, key: &str) -> Result<()> {
    let window = find(title).await?;
    tokio::time::sleep(Duration::from_millis(500)).await;
    keys(&window, &[key]).await
}

/// Closes the picker titled `title` without choosing (Escape).
pub async fn cancel(title: &str) -> Result<()> {
    let window = find(title).await?;
    tokio::time::sleep(Duration::from_millis(500)).await;
    keys(&window, &["Escape"]).await
}
