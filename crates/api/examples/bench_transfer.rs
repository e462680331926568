//! Transfer benchmark: the client against curl, both ways, on the same file and server.
//!
//! `bench_transfer --base-url URL --api-key KEY --size-mib N --dir DIR` (a simulator started with
//! `--test-surface`; `cargo xtask bench transfer` does all of it). Prints the throughput of each
//! transfer, the client/curl ratios, and the client's peak memory growth.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use clap::Parser;
use dubdeck_api::{Client, CreateDub, Url, VoiceQuery};
use rand::{RngCore, SeedableRng};

#[derive(Parser)]
struct Args {
    #[arg(long)]
    base_url: Url,
    #[arg(long)]
    api_key: String,
    #[arg(long, default_value_t = 1024)]
    size_mib: u64,
    #[arg(long)]
    dir: PathBuf,
    /// Each transfer is measured this many times, client and curl alternating who goes first;
    /// the best of each is compared (a shared machine's disk and CPU are noisy).
    #[arg(long, default_value_t = 3)]
    rounds: u32,
}

type Result<T> = std::result::Result<T, Box<dyn std::error::Error>>;

/// Best times seen, per tool and direction.
#[derive(Default)]
struct Best {
    client_up: Option<Duration>,
    curl_up: Option<Duration>,
    client_down: Option<Duration>,
    curl_down: Option<Duration>,
    /// curl's download plus an fsync of its file: the same durability the client's download ends with.
    curl_down_durable: Option<Duration>,
}

fn keep_best(slot: &mut Option<Duration>, elapsed: Duration) {
    *slot = Some(slot.map_or(elapsed, |best| best.min(elapsed)));
}

#[tokio::main]
async fn main() -> Result<()> {
    let args = Args::parse();
    std::fs::create_dir_all(&args.dir)?;
    let size = args.size_mib * 1024 * 1024;
    let source = args.dir.join("bench-input.bin");
    print!("writing {} MiB of pseudo-random bytes... ", args.size_mib);
    std::io::stdout().flush()?;
    write_random_file(&source, size)?;
    println!("done");

    let client = Client::builder()
        .api_key(args.api_key.as_str())
        .base_url(args.base_url.as_str())
        .build()?;
    let voice = client
        .public_voices()
        .list(&VoiceQuery::new().limit(8))
        .await?
        .items
        .first()
        .ok_or("no public voice")?
        .id;
    let new_upload_url = || async {
        let created = client.dubs().create(&CreateDub::upload(voice)).await?;
        created
            .upload_url
            .ok_or_else(|| Box::<dyn std::error::Error>::from("no upload URL"))
    };
    let seed = args
        .base_url
        .join(&format!("_sim/results/bench-{}.bin", std::process::id()))?;
    let answer = curl(&["-T", path_str(&source)?, "-X", "PUT", seed.as_str()])?;
    let answer: serde_json::Value = serde_json::from_slice(&answer)?;
    let result: Url = answer["url"]
        .as_str()
        .ok_or("no url in the seeding answer")?
        .parse()?;
    let client_dest = args.dir.join("bench-client-download.bin");
    let curl_dest = args.dir.join("bench-curl-download.bin");

    let rate = |elapsed: Duration| size as f64 / (1024.0 * 1024.0) / elapsed.as_secs_f64();
    let (peak_before, _) = memory()?;
    let mut best = Best::default();
    for round in 0..args.rounds.max(1) {
        let client_first = round % 2 == 0;
        for client_turn in [client_first, !client_first] {
            let url = new_upload_url().await?;
            let started = Instant::now();
            if client_turn {
                client.transfers().upload_file(&url, &source, |_, _| {}).await?;
                keep_best(&mut best.client_up, started.elapsed());
            } else {
                curl(&[
                    "-T",
                    path_str(&source)?,
                    "-X",
                    "PUT",
                    url.as_str(),
                    "-o",
                    "/dev/null",
                ])?;
                keep_best(&mut best.curl_up, started.elapsed());
            }
            println!(
                "round {} upload   {:<10} {:>8.1} MiB/s",
                round + 1,
                tool(client_turn),
                rate(started.elapsed())
            );
        }
        for client_turn in [client_first, !client_first] {
            for stale in [&client_dest, &curl_dest] {
                let _ = std::fs::remove_file(stale);
            }
            let started = Instant::now();
            if client_turn {
                let length = client
                    .transfers()
                    .download_to(&result, &client_dest, |_, _| {})
                    .await?;
                keep_best(&mut best.client_down, started.elapsed());
                if length != size {
                    return Err(format!("downloaded {length} bytes, expected {size}").into());
                }
            } else {
                curl(&["-o", path_str(&curl_dest)?, result.as_str()])?;
                keep_best(&mut best.curl_down, started.elapsed());
                // The client's download is on disk when it returns (fsync, rename); curl's is in
                // the page cache. Syncing it gives the like-for-like figure, and keeps its dirty
                // pages from slowing the next transfer.
                std::fs::File::open(&curl_dest)?.sync_all()?;
                keep_best(&mut best.curl_down_durable, started.elapsed());
            }
            println!(
                "round {} download {:<10} {:>8.1} MiB/s",
                round + 1,
                if client_turn { "client" } else { "curl+fsync" },
                rate(started.elapsed())
            );
        }
    }
    let (peak_after, _) = memory()?;

    let (Some(client_up), Some(curl_up), Some(client_down), Some(curl_down), Some(curl_down_durable)) = (
        best.client_up,
        best.curl_up,
        best.client_down,
        best.curl_down,
        best.curl_down_durable,
    ) else {
        return Err("no transfer was measured".into());
    };
    println!(
        "size: {} MiB, best of {} rounds",
        args.size_mib,
        args.rounds.max(1)
    );
    println!(
        "upload:   client {:>8.1} MiB/s ({:.2} s)   curl {:>8.1} MiB/s ({:.2} s)   client/curl {:.2}",
        rate(client_up),
        client_up.as_secs_f64(),
        rate(curl_up),
        curl_up.as_secs_f64(),
        rate(client_up) / rate(curl_up)
    );
    println!(
        "download: client {:>8.1} MiB/s ({:.2} s)   curl+fsync {:>8.1} MiB/s ({:.2} s)   client/curl {:.2}",
        rate(client_down),
        client_down.as_secs_f64(),
        rate(curl_down_durable),
        curl_down_durable.as_secs_f64(),
        rate(client_down) / rate(curl_down_durable)
    );
    println!(
        "          (curl without fsync {:>8.1} MiB/s ({:.2} s): client/curl-without-fsync {:.2})",
        rate(curl_down),
        curl_down.as_secs_f64(),
        rate(client_down) / rate(curl_down)
    );
    println!(
        "client peak RSS growth: {:.1} MB (VmHWM {:.1} MB -> {:.1} MB)",
        (peak_after.saturating_sub(peak_before)) as f64 / 1e6,
        peak_before as f64 / 1e6,
        peak_after as f64 / 1e6
    );
    for file in [&source, &client_dest, &curl_dest] {
        let _ = std::fs::remove_file(file);
    }
    let up_ratio = rate(client_up) / rate(curl_up);
    let down_ratio = rate(client_down) / rate(curl_down_durable);
    let growth_mb = (peak_after.saturating_sub(peak_before)) as f64 / 1e6;
    let met = up_ratio >= 0.95 && down_ratio >= 0.95 && growth_mb < 32.0;
    println!(
        "target (upload and download at least 0.95 of curl, memory growth under 32 MB): {}",
        if met { "met" } else { "NOT met" }
    );
    if !met {
        std::process::exit(1);
    }
    Ok(())
}

fn tool(client: bool) -> &'static str {
    if client { "client" } else { "curl" }
}

fn path_str(path: &Path) -> Result<&str> {
    path.to_str()
        .ok_or_else(|| format!("{} is not UTF-8", path.display()).into())
}

/// Runs curl quietly, failing on HTTP errors; returns what it printed.
fn curl(args: &[&str]) -> Result<Vec<u8>> {
    let output = Command::new("curl")
        .args(["-sS", "-f", "--noproxy", "*"])
        .args(args)
        .output()?;
    if !output.status.success() {
        return Err(format!(
            "curl {args:?} failed: {}",
            String::from_utf8_lossy(&output.stderr)
        )
        .into());
    }
    Ok(output.stdout)
}

fn write_random_file(path: &Path, size: u64) -> Result<()> {
    let mut rng = rand::rngs::SmallRng::seed_from_u64(0x00d0_bdec);
    let mut file = std::io::BufWriter::new(std::fs::File::create(path)?);
    let mut chunk = vec![0u8; 1 << 20];
    let mut left = size;
    while left > 0 {
        let n = left.min(chunk.len() as u64) as usize;
        rng.fill_bytes(&mut chunk[..n]);
        file.write_all(&chunk[..n])?;
        left -= n as u64;
    }
    file.into_inner().map_err(|e| e.into_error())?.sync_all()?;
    Ok(())
}

/// (VmHWM, VmRSS) of this process in bytes.
fn memory() -> Result<(u64, u64)> {
    let status = std::fs::read_to_string("/proc/self/status")?;
    let field = |name: &str| -> Result<u64> {
        let line = status
            .lines()
            .find_map(|l| l.strip_prefix(name))
            .ok_or("no such field")?;
        Ok(line.trim().trim_end_matches("kB").trim().parse::<u64>()? * 1024)
    };
    Ok((field("VmHWM:")?, field("VmRSS:")?))
}
