//! `cargo xtask bench media`: builds `crates/cli/examples/bench_media.rs` in release and runs it in
//! `target/xtask/media` (the 1 GiB video it makes is kept there between runs). It compares
//! Dubdeck's media work (taking a video's sound out for upload, putting a 10-minute dub back,
//! finding the loudest 30 seconds, mixing a 4-minute cover in a new key) with ffmpeg's own command
//! line doing the same, in the same run,
//! and prints the time ratio, the peak memory of each side and the upload bytes saved.

use std::path::Path;

use anyhow::{Context, Result};

use crate::simulator::{build_release, run_example};

pub fn run(root: &Path, size_mib: u64) -> Result<()> {
    let release = build_release(root, &["-p", "dubdeck-cli", "--example", "bench_media"])?;
    let dir = root.join("target").join("xtask").join("media");
    std::fs::create_dir_all(&dir).with_context(|| format!("could not create {}", dir.display()))?;
    run_example(
        root,
        &release,
        "bench_media",
        &[
            "--dir".into(),
            dir.display().to_string(),
            "--size-mib".into(),
            size_mib.to_string(),
        ],
    )
}
