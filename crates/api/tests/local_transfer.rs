//! Uploads and downloads against scripted loopback servers: `Content-Length` instead of chunked
//! bodies, no API key sent to storage, retries, expired URLs, resumed downloads.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod support;

use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::body::Body;
use axum::response::Response;
use bytes::Bytes;
use dubdeck_api::transfer::DownloadOptions;
use dubdeck_api::{Client, Error, RetryPolicy};
use rand::{RngCore, SeedableRng};
use sha2::{Digest, Sha256};
use support::local::{Recorded, now, serve, text};

fn client() -> Client {
    Client::builder()
        .api_key("never-sent-to-storage")
        .transfer_retry_policy(RetryPolicy {
            max_retries: 4,
            min_delay: Duration::from_millis(10),
            max_delay: Duration::from_millis(50),
            max_retry_after: Duration::from_secs(1),
        })
        .build()
        .unwrap()
}

fn random_bytes(len: usize, seed: u64) -> Vec<u8> {
    let mut bytes = vec![0u8; len];
    rand::rngs::SmallRng::seed_from_u64(seed).fill_bytes(&mut bytes);
    bytes
}

fn sha(bytes: &[u8]) -> String {
    hex::encode(Sha256::digest(bytes))
}

fn header<'a>(request: &'a Recorded, name: &str) -> Option<&'a str> {
    request.headers.get(name).map(|v| v.to_str().unwrap())
}

const EXPIRED: &str = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<Error><Code>AccessDenied</Code><Message>Request has expired</Message></Error>";

#[tokio::test]
async fn uploads_state_their_length_and_never_send_the_key() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("song.mp3");
    let content = random_bytes(3 * 1024 * 1024 + 17, 1);
    std::fs::write(&path, &content).unwrap();
    let server = serve(|_, _| (now(), text(200, ""))).await;

    let seen = Arc::new(Mutex::new(Vec::new()));
    let record = seen.clone();
    let url = server.url("/uploads/key?X-Amz-Signature=abc");
    client()
        .transfers()
        .upload_file(&url, &path, move |sent, total| {
            record.lock().unwrap().push((sent, total))
        })
        .await
        .unwrap();

    let requests = server.requests();
    assert_eq!(requests.len(), 1);
    let put = &requests[0];
    assert_eq!(put.method, "PUT");
    assert_eq!(put.query.as_deref(), Some("X-Amz-Signature=abc"));
    assert_eq!(
        header(put, "content-length"),
        Some(content.len().to_string().as_str())
    );
    assert_eq!(header(put, "transfer-encoding"), None);
    assert_eq!(header(put, "authorization"), None);
    assert_eq!(header(put, "content-type"), Some("audio/mpeg"));
    assert_eq!(put.body_len, content.len() as u64);
    assert_eq!(put.body_sha256, sha(&content));

    let progress = seen.lock().unwrap().clone();
    assert!(progress.windows(2).all(|w| w[0].0 <= w[1].0));
    assert_eq!(
        progress.last(),
        Some(&(content.len() as u64, content.len() as u64))
    );
}

#[tokio::test]
async fn empty_files_and_unknown_extensions_upload_too() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("blob.xyz");
    std::fs::write(&path, b"").unwrap();
    let server = serve(|_, _| (now(), text(200, ""))).await;
    client()
        .transfers()
        .upload_file(&server.url("/uploads/e"), &path, |_, _| {})
        .await
        .unwrap();
    let put = &server.requests()[0];
    assert_eq!(header(put, "content-length"), Some("0"));
    assert_eq!(header(put, "transfer-encoding"), None);
    assert_eq!(header(put, "content-type"), Some("application/octet-stream"));
}

#[tokio::test]
async fn transient_upload_failures_are_retried_with_the_whole_file() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("take.wav");
    let content = random_bytes(1_500_000, 2);
    std::fs::write(&path, &content).unwrap();
    let server = serve(|n, _| match n {
        0 => (
            now(),
            text(
                503,
                "<Error><Code>SlowDown</Code><Message>Reduce your rate</Message></Error>",
            ),
        ),
        1 => (now(), text(500, "")),
        _ => (now(), text(200, "")),
    })
    .await;
    client()
        .transfers()
        .upload_file(&server.url("/uploads/r"), &path, |_, _| {})
        .await
        .unwrap();
    let requests = server.requests();
    assert_eq!(requests.len(), 3);
    assert!(
        requests
            .iter()
            .all(|r| r.body_sha256 == sha(&content) && r.body_len == content.len() as u64)
    );
}

#[tokio::test]
async fn expired_and_refused_uploads_are_not_retried() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("a.wav");
    std::fs::write(&path, b"RIFF").unwrap();
    let server = serve(|_, request| match request.path.as_str() {
        "/uploads/expired" => (now(), text(403, EXPIRED)),
        _ => (
            now(),
            text(
                403,
                "<Error><Code>SignatureDoesNotMatch</Code><Message>bad &amp; wrong</Message></Error>",
            ),
        ),
    })
    .await;
    let transfers = client();
    let error = transfers
        .transfers()
        .upload_file(&server.url("/uploads/expired"), &path, |_, _| {})
        .await
        .unwrap_err();
    assert!(matches!(error, Error::UploadUrlExpired), "{error:?}");
    let error = transfers
        .transfers()
        .upload_file(&server.url("/uploads/bad"), &path, |_, _| {})
        .await
        .unwrap_err();
    match &error {
        Error::Upload {
            status,
            s3_code,
            message,
        } => {
            assert_eq!(status.as_u16(), 403);
            assert_eq!(s3_code.as_deref(), Some("SignatureDoesNotMatch"));
            assert_eq!(message, "bad & wrong");
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(server.requests().len(), 2);
}

#[tokio::test]
async fn a_missing_file_is_an_io_error_naming_it() {
    let server = serve(|_, _| (now(), text(200, ""))).await;
    let missing = std::path::Path::new("/definitely/not/here.mp3");
    let error = client()
        .transfers()
        .upload_file(&server.url("/uploads/x"), missing, |_, _| {})
        .await
        .unwrap_err();
    assert!(matches!(&error, Error::Io { path, .. } if path == missing));
    assert!(error.to_string().contains("/definitely/not/here.mp3"));
    assert!(server.requests().is_empty());
}

/// A storage object server: honours `Range` with `If-Range`, and cuts the first `cuts` answers
/// after `cut_after` bytes.
fn object_server(
    content: Arc<Vec<u8>>,
    etag: &'static str,
    cuts: usize,
    cut_after: usize,
    honour_range: bool,
) -> impl Fn(usize, &Recorded) -> (Duration, Response) + Send + Sync + 'static {
    move |n, request| {
        let range = request
            .headers
            .get("range")
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.strip_prefix("bytes="))
            .and_then(|v| v.strip_suffix('-'))
            .and_then(|v| v.parse::<usize>().ok());
        let if_range_ok = request.headers.get("if-range").is_none_or(|v| v == etag);
        let start = match range {
            Some(start) if honour_range && if_range_ok => start,
            _ => 0,
        };
        let total = content.len();
        let mut builder = Response::builder()
            .header("etag", etag)
            .header("content-length", (total - start).to_string());
        builder = if start > 0 {
            builder
                .status(206)
                .header("content-range", format!("bytes {start}-{}/{total}", total - 1))
        } else {
            builder.status(200)
        };
        let slice = Bytes::copy_from_slice(&content[start..]);
        let body = if n < cuts {
            let first = slice.slice(..cut_after.min(slice.len()));
            Body::from_stream(futures::stream::iter([
                Ok::<Bytes, std::io::Error>(first),
                Err(std::io::Error::other("cut")),
            ]))
        } else {
            Body::from(slice)
        };
        (now(), builder.body(body).unwrap())
    }
}

#[tokio::test]
async fn downloads_resume_with_range_and_if_range() {
    let content = Arc::new(random_bytes(2_000_000, 3));
    let server = serve(object_server(content.clone(), "\"v1\"", 2, 600_000, true)).await;
    let dir = tempfile::tempdir().unwrap();
    let dest = dir.path().join("dub.mp3");
    let length = client()
        .transfers()
        .download_to(&server.url("/results/k?sig=1"), &dest, |_, _| {})
        .await
        .unwrap();
    assert_eq!(length, content.len() as u64);
    assert_eq!(sha(&std::fs::read(&dest).unwrap()), sha(&content));
    assert!(!dir.path().join("dub.mp3.part").exists());
    assert!(!dir.path().join("dub.mp3.part.etag").exists());

    let requests = server.requests();
    assert_eq!(requests.len(), 3);
    assert_eq!(header(&requests[0], "range"), None);
    assert_eq!(header(&requests[1], "range"), Some("bytes=600000-"));
    assert_eq!(header(&requests[1], "if-range"), Some("\"v1\""));
    assert_eq!(header(&requests[2], "range"), Some("bytes=1200000-"));
    assert!(requests.iter().all(|r| header(r, "authorization").is_none()));
}

#[tokio::test]
async fn a_200_instead_of_206_starts_again_from_zero() {
    let content = Arc::new(random_bytes(700_000, 4));
    let server = serve(object_server(content.clone(), "\"v2\"", 0, 0, false)).await;
    let dir = tempfile::tempdir().unwrap();
    let dest = dir.path().join("out.wav");
    // A leftover of an older object under the same name.
    std::fs::write(dir.path().join("out.wav.part"), random_bytes(300_000, 99)).unwrap();
    std::fs::write(dir.path().join("out.wav.part.etag"), "\"old\"").unwrap();
    let seen = Arc::new(Mutex::new(Vec::new()));
    let record = seen.clone();
    client()
        .transfers()
        .download_to(&server.url("/results/o"), &dest, move |got, total| {
            record.lock().unwrap().push((got, total))
        })
        .await
        .unwrap();
    assert_eq!(sha(&std::fs::read(&dest).unwrap()), sha(&content));
    let requests = server.requests();
    assert_eq!(requests.len(), 1);
    assert_eq!(header(&requests[0], "range"), Some("bytes=300000-"));
    assert_eq!(header(&requests[0], "if-range"), Some("\"old\""));
    assert_eq!(seen.lock().unwrap().last(), Some(&(700_000, Some(700_000))));
}

#[tokio::test]
async fn a_part_file_without_etag_is_not_trusted() {
    let content = Arc::new(random_bytes(100_000, 5));
    let server = serve(object_server(content.clone(), "\"v3\"", 0, 0, true)).await;
    let dir = tempfile::tempdir().unwrap();
    let dest = dir.path().join("x.bin");
    std::fs::write(dir.path().join("x.bin.part"), b"garbage").unwrap();
    client()
        .transfers()
        .download_to(&server.url("/results/x"), &dest, |_, _| {})
        .await
        .unwrap();
    assert_eq!(std::fs::read(&dest).unwrap(), *content);
    assert_eq!(header(&server.requests()[0], "range"), None);
}

#[tokio::test]
async fn existing_destinations_are_never_replaced_silently() {
    let content = Arc::new(random_bytes(10_000, 6));
    let server = serve(object_server(content.clone(), "\"v4\"", 0, 0, true)).await;
    let dir = tempfile::tempdir().unwrap();
    let dest = dir.path().join("keep.mp3");
    std::fs::write(&dest, b"precious").unwrap();
    let error = client()
        .transfers()
        .download_to(&server.url("/results/k"), &dest, |_, _| {})
        .await
        .unwrap_err();
    assert!(matches!(&error, Error::DestinationExists { path } if *path == dest));
    assert_eq!(std::fs::read(&dest).unwrap(), b"precious");
    assert!(server.requests().is_empty());

    client()
        .transfers()
        .download_with(
            &server.url("/results/k"),
            &dest,
            DownloadOptions { overwrite: true },
            |_, _| {},
        )
        .await
        .unwrap();
    assert_eq!(std::fs::read(&dest).unwrap(), *content);
}

#[tokio::test]
async fn download_refusals_are_typed() {
    let server = serve(|_, request| match request.path.as_str() {
        "/results/expired" => (now(), text(403, EXPIRED)),
        "/results/missing" => (
            now(),
            text(
                404,
                "<Error><Code>NoSuchKey</Code><Message>gone</Message></Error>",
            ),
        ),
        _ => (now(), text(200, "ok")),
    })
    .await;
    let dir = tempfile::tempdir().unwrap();
    let transfers = client();
    let error = transfers
        .transfers()
        .download_to(&server.url("/results/expired"), &dir.path().join("a"), |_, _| {})
        .await
        .unwrap_err();
    assert!(matches!(error, Error::DownloadUrlExpired));
    let error = transfers
        .transfers()
        .download_to(&server.url("/results/missing"), &dir.path().join("b"), |_, _| {})
        .await
        .unwrap_err();
    assert!(matches!(&error, Error::Download { s3_code: Some(code), .. } if code == "NoSuchKey"));
    assert!(!error.is_retryable());
    assert_eq!(server.requests().len(), 2);
    assert!(!dir.path().join("a").exists() && !dir.path().join("b").exists());
}
