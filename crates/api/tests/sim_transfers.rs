//! Transfers against the simulator's S3-style storage: uploads it accepts (it refuses chunked
//! bodies), cut uploads retried, expired upload URLs, cut downloads resumed byte for byte.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod support;

use std::time::Duration;

use dubdeck_api::{CreateDub, Error, VoiceQuery};
use rand::{RngCore, SeedableRng};
use serde_json::json;
use sha2::{Digest, Sha256};
use support::sim::{ALICE, Sim, wav};

fn random_bytes(len: usize, seed: u64) -> Vec<u8> {
    let mut bytes = vec![0u8; len];
    rand::rngs::SmallRng::seed_from_u64(seed).fill_bytes(&mut bytes);
    bytes
}

fn sha(bytes: &[u8]) -> String {
    hex::encode(Sha256::digest(bytes))
}

async fn upload_url(sim: &Sim) -> dubdeck_api::Url {
    let client = sim.client(ALICE);
    let voice = client
        .public_voices()
        .list(&VoiceQuery::new().limit(8))
        .await
        .unwrap()
        .items[0]
        .id;
    client
        .dubs()
        .create(&CreateDub::upload(voice))
        .await
        .unwrap()
        .upload_url
        .unwrap()
}

#[tokio::test]
async fn a_cut_upload_is_sent_again_whole() {
    let sim = Sim::start().await;
    let url = upload_url(&sim).await;
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("input.wav");
    let mut content = wav(1_000);
    content.extend(random_bytes(2_000_000, 7));
    std::fs::write(&path, &content).unwrap();
    sim.clear_requests().await;
    sim.faults(json!({"cutUploads": {"count": 2, "afterBytes": 300_000}}))
        .await;
    sim.client(ALICE)
        .transfers()
        .upload_file(&url, &path, |_, _| {})
        .await
        .unwrap();
    let puts = sim.requests_to("PUT", "/uploads/").await;
    assert_eq!(puts.len(), 3, "{puts:?}");
    assert_eq!(puts.last().unwrap()["status"], 200);
}

#[tokio::test]
async fn an_expired_upload_url_is_reported_and_not_retried() {
    let sim = Sim::start().await;
    sim.config(json!({"uploadUrlTtlSecs": 1})).await;
    let url = upload_url(&sim).await;
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("late.wav");
    std::fs::write(&path, wav(500)).unwrap();
    tokio::time::sleep(Duration::from_millis(2_100)).await;
    sim.clear_requests().await;
    let error = sim
        .client(ALICE)
        .transfers()
        .upload_file(&url, &path, |_, _| {})
        .await
        .unwrap_err();
    assert!(matches!(error, Error::UploadUrlExpired), "{error:?}");
    assert!(error.to_string().contains("expired"));
    let puts = sim.requests_to("PUT", "/uploads/").await;
    assert_eq!(puts.len(), 1);
    assert_eq!(puts[0]["status"], 403);
}

#[tokio::test]
async fn a_cut_download_resumes_to_an_identical_file() {
    let sim = Sim::start().await;
    let content = random_bytes(5 * 1024 * 1024 + 3, 8);
    let url = sim.put_result("bench/cut.bin", content.clone()).await;
    sim.clear_requests().await;
    sim.faults(json!({"cutDownloads": {"count": 2, "afterBytes": 1_000_000}}))
        .await;
    let dir = tempfile::tempdir().unwrap();
    let dest = dir.path().join("result.bin");
    let length = sim
        .client(ALICE)
        .transfers()
        .download_to(&url, &dest, |_, _| {})
        .await
        .unwrap();
    assert_eq!(length, content.len() as u64);
    assert_eq!(sha(&std::fs::read(&dest).unwrap()), sha(&content));
    let gets = sim.requests_to("GET", "/results/").await;
    assert_eq!(gets.len(), 3, "{gets:?}");
    // Resumed, not restarted: later attempts were answered with partial content.
    assert!(gets[1..].iter().all(|r| r["status"] == 206), "{gets:?}");
    assert!(!dir.path().join("result.bin.part").exists());
}

#[tokio::test]
async fn an_existing_file_is_not_overwritten_by_a_download() {
    let sim = Sim::start().await;
    let url = sim.put_result("bench/small.bin", random_bytes(1000, 9)).await;
    let dir = tempfile::tempdir().unwrap();
    let dest = dir.path().join("mine.bin");
    std::fs::write(&dest, b"mine").unwrap();
    sim.clear_requests().await;
    let error = sim
        .client(ALICE)
        .transfers()
        .download_to(&url, &dest, |_, _| {})
        .await
        .unwrap_err();
    assert!(matches!(error, Error::DestinationExists { .. }));
    assert_eq!(std::fs::read(&dest).unwrap(), b"mine");
    assert!(sim.requests().await.is_empty());
}
