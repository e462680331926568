//! A multi-hundred-megabyte upload and download through the client against the simulator, with
//! the process's peak memory growth bounded: transfers must stream, never buffer. Alone in its
//! own test binary so that nothing else runs in the process while it measures.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod support;

use std::io::{Read, Write};

use dubdeck_api::{CreateDub, VoiceQuery};
use rand::{RngCore, SeedableRng};
use support::sim::{ALICE, Sim, memory};

const SIZE: u64 = 300 * 1024 * 1024;
const MAX_GROWTH: u64 = 100 * 1024 * 1024;

fn write_random_file(path: &std::path::Path, size: u64) {
    let mut rng = rand::rngs::SmallRng::seed_from_u64(42);
    let mut file = std::io::BufWriter::new(std::fs::File::create(path).unwrap());
    let mut chunk = vec![0u8; 1 << 20];
    let mut left = size;
    while left > 0 {
        let n = left.min(chunk.len() as u64) as usize;
        rng.fill_bytes(&mut chunk[..n]);
        file.write_all(&chunk[..n]).unwrap();
        left -= n as u64;
    }
    file.flush().unwrap();
}

fn same_content(a: &std::path::Path, b: &std::path::Path) -> bool {
    let (mut a, mut b) = (std::fs::File::open(a).unwrap(), std::fs::File::open(b).unwrap());
    let (mut x, mut y) = (vec![0u8; 1 << 20], vec![0u8; 1 << 20]);
    loop {
        let n = a.read(&mut x).unwrap();
        if n == 0 {
            return b.read(&mut y).unwrap() == 0;
        }
        if b.read_exact(&mut y[..n]).is_err() || x[..n] != y[..n] {
            return false;
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn hundreds_of_megabytes_stream_in_constant_memory() {
    let dir = tempfile::tempdir().unwrap();
    let source = dir.path().join("big-input.bin");
    write_random_file(&source, SIZE);

    let sim = Sim::start().await;
    let client = sim.client(ALICE);
    let voice = client
        .public_voices()
        .list(&VoiceQuery::new().limit(8))
        .await
        .unwrap()
        .items[0]
        .id;
    let upload_url = client
        .dubs()
        .create(&CreateDub::upload(voice))
        .await
        .unwrap()
        .upload_url
        .unwrap();
    let download_url = sim.put_result_file("large/result.bin", &source).await;

    let (peak_before, _) = memory();
    client
        .transfers()
        .upload_file(&upload_url, &source, |_, _| {})
        .await
        .unwrap();
    let dest = dir.path().join("big-output.bin");
    let length = client
        .transfers()
        .download_to(&download_url, &dest, |_, _| {})
        .await
        .unwrap();
    let (peak_after, _) = memory();

    assert_eq!(length, SIZE);
    assert!(same_content(&source, &dest), "the downloaded file differs");
    let growth = peak_after.saturating_sub(peak_before);
    eprintln!(
        "peak resident memory grew by {:.1} MB over {} MB up and down",
        growth as f64 / 1e6,
        SIZE / 1_000_000 * 2
    );
    assert!(
        growth < MAX_GROWTH,
        "peak memory grew by {} MB",
        growth / (1024 * 1024)
    );
    let uploads = sim.requests_to("PUT", "/uploads/").await;
    assert_eq!(uploads.len(), 1);
    assert_eq!(uploads[0]["status"], 200);
}
