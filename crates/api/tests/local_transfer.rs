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

/// What the slow storage server saw of one upload.
#[derive(Debug)]
struct SlowPut {
    connections: usize,
    announced: u64,
    received: u64,
}

/// A storage server that reads an upload slowly: it reads the head and the first 256 KiB of the
/// body, says so on `started`, then reads nothing until `resume` fires, then reads to the end
/// (answering 200 only to a complete body). Its small receive buffer keeps the client from
/// having sent much more than that meanwhile.
async fn slow_reader(
    started: tokio::sync::oneshot::Sender<()>,
    resume: tokio::sync::oneshot::Receiver<()>,
) -> (String, tokio::task::JoinHandle<SlowPut>) {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let socket = tokio::net::TcpSocket::new_v4().unwrap();
    socket.set_recv_buffer_size(64 * 1024).unwrap();
    socket.bind("127.0.0.1:0".parse().unwrap()).unwrap();
    let listener = socket.listen(8).unwrap();
    let base = format!("http://{}/", listener.local_addr().unwrap());
    let task = tokio::spawn(async move {
        let (mut stream, _) = listener.accept().await.unwrap();
        let mut buffer = vec![0u8; 64 * 1024];
        let mut head = Vec::new();
        let body_start = loop {
            let n = stream.read(&mut buffer).await.unwrap();
            assert!(n > 0, "the request head never ended");
            head.extend_from_slice(&buffer[..n]);
            if let Some(end) = head.windows(4).position(|w| w == b"\r\n\r\n") {
                break end + 4;
            }
        };
        let text = String::from_utf8_lossy(&head[..body_start]).to_ascii_lowercase();
        let announced: u64 = text
            .lines()
            .find_map(|l| l.strip_prefix("content-length:"))
            .map(|v| v.trim().parse().unwrap())
            .unwrap();
        let mut received = (head.len() - body_start) as u64;
        while received < 256 * 1024 {
            match stream.read(&mut buffer).await {
                Ok(0) | Err(_) => break,
                Ok(n) => received += n as u64,
            }
        }
        started.send(()).unwrap();
        resume.await.unwrap();
        while received < announced {
            match stream.read(&mut buffer).await {
                Ok(0) | Err(_) => break,
                Ok(n) => received += n as u64,
            }
        }
        if received == announced {
            let _ = stream
                .write_all(b"HTTP/1.1 200 OK\r\ncontent-length: 0\r\n\r\n")
                .await;
        }
        drop(stream);
        // A retry would open a second connection: count it without serving it.
        let again = tokio::time::timeout(Duration::from_millis(500), listener.accept()).await;
        SlowPut {
            connections: 1 + usize::from(matches!(again, Ok(Ok(_)))),
            announced,
            received,
        }
    });
    (base, task)
}

/// Uploads `len` bytes while `change` alters the file once the server has begun reading.
async fn upload_while_changing(
    len: usize,
    change: impl FnOnce(&std::path::Path),
) -> (Error, SlowPut, std::path::PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("recording.wav");
    std::fs::write(&path, random_bytes(len, 7)).unwrap();
    let (started_tx, started_rx) = tokio::sync::oneshot::channel();
    let (resume_tx, resume_rx) = tokio::sync::oneshot::channel();
    let (base, server) = slow_reader(started_tx, resume_rx).await;
    let url = url::Url::parse(&format!("{base}uploads/x")).unwrap();
    let upload = {
        let path = path.clone();
        tokio::spawn(async move { client().transfers().upload_file(&url, &path, |_, _| {}).await })
    };
    started_rx.await.unwrap();
    change(&path);
    resume_tx.send(()).unwrap();
    let error = upload.await.unwrap().unwrap_err();
    let seen = server.await.unwrap();
    (error, seen, path)
}

const CHANGING: usize = 16 * 1024 * 1024;

#[tokio::test]
async fn a_file_that_grows_during_its_upload_is_caught() {
    let (error, seen, path) = upload_while_changing(CHANGING, |path| {
        use std::io::Write;
        let mut file = std::fs::OpenOptions::new().append(true).open(path).unwrap();
        file.write_all(&[1u8; 4096]).unwrap();
    })
    .await;
    match &error {
        Error::SourceChanged {
            path: p,
            expected,
            now,
        } => {
            assert_eq!(p, &path);
            assert_eq!((*expected, *now), (CHANGING as u64, CHANGING as u64 + 4096));
        }
        other => panic!("{other:?}"),
    }
    assert!(!error.is_retryable());
    assert!(
        error
            .to_string()
            .contains("changed size while it was being uploaded"),
        "{error}"
    );
    // The announced length was the file's at the start, and it was never all sent: not retried.
    assert_eq!(seen.announced, CHANGING as u64);
    assert!(seen.received < seen.announced, "{seen:?}");
    assert_eq!(seen.connections, 1);
}

#[tokio::test]
async fn a_file_that_shrinks_during_its_upload_is_caught() {
    let (error, seen, path) = upload_while_changing(CHANGING, |path| {
        std::fs::OpenOptions::new()
            .write(true)
            .open(path)
            .unwrap()
            .set_len(1024 * 1024)
            .unwrap();
    })
    .await;
    match &error {
        Error::SourceChanged {
            path: p,
            expected,
            now,
        } => {
            assert_eq!(p, &path);
            assert_eq!((*expected, *now), (CHANGING as u64, 1024 * 1024));
        }
        other => panic!("{other:?}"),
    }
    assert!(seen.received < seen.announced, "{seen:?}");
    assert_eq!(seen.connections, 1);
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

/// A link planted in the output folder where the download's `.part` goes cannot send the bytes
/// through it to another file, and a file at the destination is never replaced.
#[cfg(unix)]
#[tokio::test]
async fn downloads_follow_no_planted_link_and_replace_nothing() {
    let content = Arc::new(random_bytes(50_000, 9));
    let server = serve(object_server(content.clone(), "\"v9\"", 0, 0, false)).await;
    let dir = tempfile::tempdir().unwrap();
    let victim = dir.path().join("victim.conf");
    std::fs::write(&victim, b"precious").unwrap();
    let out = dir.path().join("out");
    std::fs::create_dir(&out).unwrap();
    let dest = out.join("dub.wav");
    std::os::unix::fs::symlink(&victim, out.join("dub.wav.part")).unwrap();
    let err = client()
        .transfers()
        .download_to(&server.url("/results/k"), &dest, |_, _| {})
        .await
        .expect_err("the download went through a planted link");
    assert!(matches!(err, Error::Io { .. }), "{err:?}");
    assert_eq!(std::fs::read(&victim).unwrap(), b"precious");
    assert!(!dest.exists());

    // A link (here dangling) at the destination itself is something there: not replaced.
    std::fs::remove_file(out.join("dub.wav.part")).unwrap();
    std::os::unix::fs::symlink(dir.path().join("nowhere"), &dest).unwrap();
    let err = client()
        .transfers()
        .download_to(&server.url("/results/k"), &dest, |_, _| {})
        .await
        .expect_err("a link at the destination was replaced");
    assert!(matches!(err, Error::DestinationExists { .. }), "{err:?}");
    assert!(dest.symlink_metadata().unwrap().file_type().is_symlink());
    assert!(!dir.path().join("nowhere").exists());
}
