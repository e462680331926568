//! Uploads and downloads stream: a 200 MB object goes in and comes out without the process's
//! memory growing anywhere near its size. One test in its own binary, so that no other test's
//! allocations blur the measurement.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod storage_support;

use std::time::Duration;

use futures::StreamExt;
use md5::Digest;
use storage_support::TestStore;

const SIZE: u64 = 200 * 1024 * 1024;
const PIECE: usize = 256 * 1024;

/// A line of /proc/self/status in kB (VmRSS: resident now, VmHWM: the peak so far).
fn status_kb(field: &str) -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap();
    let line = status.lines().find(|l| l.starts_with(field)).unwrap();
    line.split_whitespace().nth(1).unwrap().parse().unwrap()
}

/// Piece `i` of the generated object: its bytes depend on the position, so a reordering or a
/// dropped piece shows in the md5.
fn piece(i: u64) -> bytes::Bytes {
    let seed = i.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    bytes::Bytes::from(
        (0..PIECE)
            .map(|j| (seed >> (j % 8 * 8)) as u8 ^ j as u8)
            .collect::<Vec<u8>>(),
    )
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_hundred_megabytes_stream_in_and_out_in_constant_memory() {
    let store = TestStore::start(Duration::from_secs(3600)).await;
    let client = reqwest::Client::builder().no_proxy().build().unwrap();
    let pieces = SIZE / PIECE as u64;

    // Reset the peak to "now" (Linux clear_refs 5) so that only the transfers are measured.
    std::fs::write("/proc/self/clear_refs", "5").unwrap();
    let before = status_kb("VmRSS:");

    let body = futures::stream::iter(0..pieces).map(|i| Ok::<_, std::io::Error>(piece(i)));
    let response = client
        .put(store.storage.presign_upload("huge"))
        .header(reqwest::header::CONTENT_LENGTH, SIZE)
        .body(reqwest::Body::wrap_stream(body))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), reqwest::StatusCode::OK);
    let put_etag = response.headers()[reqwest::header::ETAG]
        .to_str()
        .unwrap()
        .to_owned();
    let uploaded = store.storage.upload_path("huge").unwrap();
    assert_eq!(std::fs::metadata(&uploaded).unwrap().len(), SIZE);

    // Out again as a result (moved, not copied), read as a stream.
    let url = store
        .storage
        .store_result("huge.wav", &uploaded, "audio/wav")
        .await
        .unwrap();
    let response = client.get(url).send().await.unwrap();
    assert_eq!(
        response.headers()[reqwest::header::ETAG].to_str().unwrap(),
        put_etag
    );
    let mut stream = response.bytes_stream();
    let mut got = md5::Md5::new();
    let mut len = 0u64;
    let mut next_piece = 0u64;
    let mut pending = bytes::BytesMut::new();
    while let Some(chunk) = stream.next().await {
        let chunk = chunk.unwrap();
        len += chunk.len() as u64;
        got.update(&chunk);
        // Compare piece by piece with what was sent: the exact bytes, in order.
        pending.extend_from_slice(&chunk);
        while pending.len() >= PIECE {
            let received = pending.split_to(PIECE);
            assert!(received == piece(next_piece), "piece {next_piece} differs");
            next_piece += 1;
        }
    }
    assert_eq!(len, SIZE);
    assert_eq!(
        format!("\"{}\"", hex::encode(got.finalize())),
        put_etag,
        "the ETag is the md5 of the bytes"
    );

    let growth_kb = status_kb("VmHWM:").saturating_sub(before);
    eprintln!(
        "peak RSS growth over a {} MB upload and download: {} kB",
        SIZE >> 20,
        growth_kb
    );
    assert!(growth_kb < 100 * 1024, "peak RSS grew by {growth_kb} kB");
}
