//! `cargo xtask bench transfer`: builds the simulator and the transfer benchmark in release,
//! starts the simulator with a bench account, runs `crates/api/examples/bench_transfer.rs`
//! (client vs curl, upload and download, peak memory), and stops the simulator.

use std::path::Path;

use anyhow::Result;

use crate::simulator::{Simulator, bench_args, build_release, fresh_dir, run_example};

const BENCH_KEY: &str = "bench-key";
/// Each transfer is measured this many times; the best of each is compared, every round printed.
const ROUNDS: u32 = 3;

pub fn run(root: &Path, size_mib: u64) -> Result<()> {
    let release = build_release(root, &["-p", "dubdeck-api", "--example", "bench_transfer"])?;
    let sim = Simulator::start(
        root,
        &release,
        "transfer",
        &bench_args(&["--account".into(), format!("bench:1000000:{BENCH_KEY}")]),
    )?;
    let dir = fresh_dir(root, "transfer-files")?;
    let result = run_example(
        root,
        &release,
        "bench_transfer",
        &[
            "--base-url".into(),
            sim.base_url.clone(),
            "--api-key".into(),
            BENCH_KEY.into(),
            "--size-mib".into(),
            size_mib.to_string(),
            "--rounds".into(),
            ROUNDS.to_string(),
            "--dir".into(),
            dir.display().to_string(),
        ],
    );
    drop(sim);
    let _ = std::fs::remove_dir_all(&dir);
    result
}
