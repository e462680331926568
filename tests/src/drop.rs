//! A real native drop of files on the app's window under Xvfb: a small GTK window offering the files
//! (`tests/drag_source.py`, python3-gi) is pressed on and dragged with xdotool, then released over a
//! point of the window. WebDriver cannot drop files of the system; this goes through GTK and Tauri
//! as a person's drop does.

use std::path::{Path, PathBuf};
use std::process::Stdio;
use std::time::Duration;

use anyhow::{Context, Result, bail};
use tokio::io::{AsyncBufReadExt, BufReader};
use tokio::process::{Child, Command};

/// Where the drag source window sits (top left) and its middle: the bottom right corner of the
/// 1280x800 screen, clear of the voice cards a test drops on.
const SOURCE_AT: (i64, i64) = (1100, 660);
const SOURCE_MIDDLE: (i64, i64) = (1180, 720);
/// GTK needs moves past its drag threshold, a little apart, to start a drag.
const STEP: Duration = Duration::from_millis(90);

/// Debian's Python, which python3-gi is for: a `python3` earlier in PATH (pyenv, a virtual
/// environment) lacks GTK.
fn python() -> &'static str {
    if Path::new("/usr/bin/python3").is_file() {
        "/usr/bin/python3"
    } else {
        "python3"
    }
}

fn script() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("drag_source.py")
}

pub(crate) async fn xdotool(args: &[String]) -> Result<()> {
    let status = Command::new("xdotool")
        .args(args)
        .status()
        .await
        .context("could not run xdotool (installed by `cargo xtask e2e`)")?;
    if !status.success() {
        bail!("xdotool {args:?} failed: {status}");
    }
    Ok(())
}

async fn move_to(x: i64, y: i64) -> Result<()> {
    xdotool(&["mousemove".into(), x.to_string(), y.to_string()]).await?;
    tokio::time::sleep(STEP).await;
    Ok(())
}

/// A drag of files in progress, held over a point of the screen.
pub struct Drag {
    source: Child,
    at: (i64, i64),
}

/// Picks up `paths` from a drag source window and moves them over the screen point `to` (not
/// released yet: the page shows where they would land).
pub async fn drag_files(paths: &[PathBuf], to: (i64, i64)) -> Result<Drag> {
    let mut source = Command::new(python())
        .arg(script())
        .arg(SOURCE_AT.0.to_string())
        .arg(SOURCE_AT.1.to_string())
        .args(paths)
        .stdout(Stdio::piped())
        .kill_on_drop(true)
        .spawn()
        .context(
            "could not start the drag source (python3 with python3-gi, installed by `cargo xtask e2e`)",
        )?;
    let stdout = source.stdout.take().context("the drag source has no output")?;
    let mut lines = BufReader::new(stdout).lines();
    match tokio::time::timeout(Duration::from_secs(15), lines.next_line()).await {
        Ok(Ok(Some(line))) if line.trim() == "ready" => {}
        other => bail!("the drag source window did not come up: {other:?}"),
    }
    let (sx, sy) = SOURCE_MIDDLE;
    move_to(sx, sy).await?;
    xdotool(&["mousedown".into(), "1".into()]).await?;
    tokio::time::sleep(STEP).await;
    for (dx, dy) in [(6, 2), (14, 6), (26, 12)] {
        move_to(sx - dx, sy - dy).await?;
    }
    // Then across the screen in a few steps, so the window sees the drag enter and move.
    let (from_x, from_y) = (sx - 26, sy - 12);
    for i in 1..=8 {
        move_to(from_x + (to.0 - from_x) * i / 8, from_y + (to.1 - from_y) * i / 8).await?;
    }
    move_to(to.0 + 1, to.1 + 1).await?;
    move_to(to.0, to.1).await?;
    Ok(Drag { source, at: to })
}

impl Drag {
    /// Releases the files where they are held, and closes the drag source.
    pub async fn release(mut self) -> Result<()> {
        move_to(self.at.0, self.at.1).await?;
        xdotool(&["mouseup".into(), "1".into()]).await?;
        tokio::time::sleep(Duration::from_millis(500)).await;
        let _ = self.source.start_kill();
        let _ = self.source.wait().await;
        Ok(())
    }
}

/// Drops `paths` on the screen point `to`.
pub async fn drop_files(paths: &[PathBuf], to: (i64, i64)) -> Result<()> {
    drag_files(paths, to).await?.release().await
}
