//! `cargo xtask bench jobs`: builds the simulator and the job benchmark in release, starts the
//! simulator with fast stage timings, runs `crates/cli/examples/bench_jobs.rs` (100 dubs through the
//! job engine; requests sent against the minimum needed, 429s, wall time against the simulator's
//! stage time), and stops the simulator.

use std::path::Path;

use anyhow::Result;

use crate::simulator::{Simulator, bench_args, build_release, fresh_dir, run_example};

const BENCH_KEY: &str = "bench-jobs-key";
const STAGE_MS: u64 = 200;
const DUBS: usize = 100;

pub fn run(root: &Path) -> Result<()> {
    let release = build_release(root, &["-p", "dubdeck-cli", "--example", "bench_jobs"])?;
    let sim = Simulator::start(
        root,
        &release,
        "jobs",
        &bench_args(&[
            "--stage-ms".into(),
            STAGE_MS.to_string(),
            "--account".into(),
            format!("bench:10000000:{BENCH_KEY}"),
        ]),
    )?;
    let dir = fresh_dir(root, "jobs-files")?;
    let result = run_example(
        root,
        &release,
        "bench_jobs",
        &[
            "--base-url".into(),
            sim.base_url.clone(),
            "--api-key".into(),
            BENCH_KEY.into(),
            "--dubs".into(),
            DUBS.to_string(),
            "--stage-ms".into(),
            STAGE_MS.to_string(),
            "--dir".into(),
            dir.display().to_string(),
        ],
    );
    drop(sim);
    let _ = std::fs::remove_dir_all(&dir);
    result
}
