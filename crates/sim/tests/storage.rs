//! The S3-style store over a real loopback connection: presigned uploads, the S3 rules in front
//! of them, result downloads with ranges and ETags, conditional GET and HEAD (304, 412), public
//! avatars, and connection cuts.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod storage_support;

use std::sync::Arc;
use std::time::Duration;

use dubdeck_sim::avatars::AvatarFormat;
use dubdeck_sim::storage::{CutFault, Storage};
use reqwest::StatusCode;
use reqwest::header::{
    ACCEPT_RANGES, CONTENT_LENGTH, CONTENT_RANGE, CONTENT_TYPE, ETAG, HeaderMap, IF_MATCH, IF_MODIFIED_SINCE,
    IF_NONE_MATCH, IF_UNMODIFIED_SINCE, LAST_MODIFIED, RANGE,
};
use storage_support::{TestStore, md5_hex, raw_request, target, xml_field};

const HOUR: Duration = Duration::from_secs(3600);

fn client() -> reqwest::Client {
    reqwest::Client::builder().no_proxy().build().unwrap()
}

fn sample(len: usize) -> Vec<u8> {
    (0..len).map(|i| (i * 31 % 251) as u8).collect()
}

/// Stores `bytes` as the result `key` through a temporary file, returning its URL.
async fn store_result(store: &TestStore, key: &str, bytes: &[u8]) -> url::Url {
    let file = store
        .root
        .path()
        .join(format!("render-{}", key.replace('/', "_")));
    std::fs::write(&file, bytes).unwrap();
    store.storage.store_result(key, &file, "audio/wav").await.unwrap()
}

async fn assert_xml_error(response: reqwest::Response, status: StatusCode, code: &str) -> String {
    assert_eq!(response.status(), status);
    assert_eq!(response.headers()[CONTENT_TYPE], "application/xml");
    let body = response.text().await.unwrap();
    assert_eq!(xml_field(&body, "Code").as_deref(), Some(code), "{body}");
    body
}

#[tokio::test]
async fn a_presigned_put_stores_the_exact_bytes() {
    let store = TestStore::start(HOUR).await;
    let url = store.storage.presign_upload("dub-1");
    assert_eq!(url.path(), "/uploads/dub-1");
    assert!(url.query().unwrap().contains("X-Amz-Signature="));
    let bytes = sample(123_457);
    let response = client().put(url).body(bytes.clone()).send().await.unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(
        response.headers()[ETAG].to_str().unwrap(),
        format!("\"{}\"", md5_hex(&bytes))
    );
    let path = store.storage.upload_path("dub-1").expect("the upload is stored");
    assert_eq!(std::fs::read(path).unwrap(), bytes);
    assert_eq!(store.temp_files(), 0);
}

#[tokio::test]
async fn keys_with_slashes_and_odd_characters_round_trip() {
    let store = TestStore::start(HOUR).await;
    let key = "voices/v 1/take#1+é.wav";
    let url = store.storage.presign_upload(key);
    let response = client().put(url).body(b"abc".to_vec()).send().await.unwrap();
    assert_eq!(
        response.status(),
        StatusCode::OK,
        "{}",
        response.text().await.unwrap()
    );
    assert_eq!(
        std::fs::read(store.storage.upload_path(key).unwrap()).unwrap(),
        b"abc"
    );
}

#[tokio::test]
async fn an_upload_replaces_the_previous_one() {
    let store = TestStore::start(HOUR).await;
    for content in [b"first".to_vec(), b"second, longer".to_vec()] {
        let response = client()
            .put(store.storage.presign_upload("k"))
            .body(content.clone())
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), StatusCode::OK);
        assert_eq!(
            std::fs::read(store.storage.upload_path("k").unwrap()).unwrap(),
            content
        );
    }
}

#[tokio::test]
async fn a_chunked_put_is_not_implemented() {
    let store = TestStore::start(HOUR).await;
    let url = store.storage.presign_upload("chunked");
    let stream = futures::stream::iter([Ok::<_, std::io::Error>(b"abc".to_vec()), Ok(b"def".to_vec())]);
    let response = client()
        .put(url)
        .body(reqwest::Body::wrap_stream(stream))
        .send()
        .await
        .unwrap();
    let body = assert_xml_error(response, StatusCode::NOT_IMPLEMENTED, "NotImplemented").await;
    assert_eq!(xml_field(&body, "Header").as_deref(), Some("Transfer-Encoding"));
    assert_eq!(
        xml_field(&body, "Message").as_deref(),
        Some("A header you provided implies functionality that is not implemented")
    );
    assert!(store.storage.upload_path("chunked").is_none());
}

#[tokio::test]
async fn a_put_without_content_length_is_refused_with_411() {
    let store = TestStore::start(HOUR).await;
    let url = store.storage.presign_upload("no-length");
    let head = format!("PUT {} HTTP/1.1\r\nHost: {}", target(&url), store.addr());
    let answer = raw_request(&store.addr(), &head, b"").await;
    assert!(answer.starts_with("HTTP/1.1 411"), "{answer}");
    assert_eq!(
        xml_field(&answer, "Code").as_deref(),
        Some("MissingContentLength")
    );
    assert!(store.storage.upload_path("no-length").is_none());
}

#[tokio::test]
async fn a_tampered_signature_is_refused() {
    let store = TestStore::start(HOUR).await;
    let url = store.storage.presign_upload("tampered");
    let query = url.query().unwrap();
    let (rest, signature) = query.rsplit_once("X-Amz-Signature=").unwrap();
    let flipped: String = signature.chars().rev().collect();
    let mut bad = url.clone();
    bad.set_query(Some(&format!("{rest}X-Amz-Signature={flipped}")));
    let response = client().put(bad).body(b"x".to_vec()).send().await.unwrap();
    assert_xml_error(response, StatusCode::FORBIDDEN, "SignatureDoesNotMatch").await;

    // Another key under the same signature is just as wrong.
    let mut moved = url.clone();
    moved.set_path("/uploads/other");
    let response = client().put(moved).body(b"x".to_vec()).send().await.unwrap();
    assert_xml_error(response, StatusCode::FORBIDDEN, "SignatureDoesNotMatch").await;
    assert!(store.storage.upload_path("tampered").is_none());
    assert!(store.storage.upload_path("other").is_none());
}

#[tokio::test]
async fn an_expired_url_is_refused() {
    let store = TestStore::start(HOUR).await;
    store.storage.set_upload_ttl(Duration::from_secs(1));
    let url = store.storage.presign_upload("late");
    assert!(url.query().unwrap().contains("X-Amz-Expires=1&"));
    tokio::time::sleep(Duration::from_millis(2_100)).await;
    let response = client().put(url).body(b"x".to_vec()).send().await.unwrap();
    let body = assert_xml_error(response, StatusCode::FORBIDDEN, "AccessDenied").await;
    assert_eq!(
        xml_field(&body, "Message").as_deref(),
        Some("Request has expired")
    );
    assert!(store.storage.upload_path("late").is_none());
}

#[tokio::test]
async fn a_fresh_short_lived_url_works_at_once() {
    let store = TestStore::start(HOUR).await;
    store.storage.set_upload_ttl(Duration::from_secs(1));
    let response = client()
        .put(store.storage.presign_upload("quick"))
        .body(b"x".to_vec())
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::OK);
}

#[tokio::test]
async fn a_url_works_only_for_the_method_it_was_signed_for() {
    let store = TestStore::start(HOUR).await;
    let put_url = store.storage.presign_upload("m");
    let response = client().get(put_url.clone()).send().await.unwrap();
    assert_xml_error(response, StatusCode::FORBIDDEN, "SignatureDoesNotMatch").await;
    let response = client().delete(put_url).send().await.unwrap();
    assert_eq!(response.status(), StatusCode::FORBIDDEN);

    let get_url = store_result(&store, "r", b"result").await;
    let response = client()
        .put(get_url.clone())
        .body(b"overwrite".to_vec())
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::FORBIDDEN);
    let response = client().delete(get_url.clone()).send().await.unwrap();
    assert_eq!(response.status(), StatusCode::FORBIDDEN);
    assert_eq!(
        client()
            .get(get_url)
            .send()
            .await
            .unwrap()
            .bytes()
            .await
            .unwrap()
            .as_ref(),
        b"result"
    );
}

#[tokio::test]
async fn results_download_with_s3_headers() {
    let store = TestStore::start(HOUR).await;
    let bytes = sample(10_000);
    let url = store_result(&store, "dub-9.wav", &bytes).await;
    assert_eq!(url.path(), "/results/dub-9.wav");
    assert!(url.query().unwrap().contains("X-Amz-Expires=604800&"), "7 days");

    let response = client().get(url.clone()).send().await.unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    let headers = response.headers().clone();
    assert_eq!(headers[CONTENT_LENGTH], "10000");
    assert_eq!(headers[CONTENT_TYPE], "audio/wav");
    assert_eq!(
        headers[ETAG].to_str().unwrap(),
        format!("\"{}\"", md5_hex(&bytes))
    );
    assert_eq!(headers[ACCEPT_RANGES], "bytes");
    assert!(headers[LAST_MODIFIED].to_str().unwrap().ends_with(" GMT"));
    assert_eq!(response.bytes().await.unwrap().as_ref(), bytes.as_slice());

    let head = client().head(url).send().await.unwrap();
    assert_eq!(head.status(), StatusCode::OK);
    assert_eq!(head.headers()[CONTENT_LENGTH], "10000");
    assert_eq!(head.headers()[ETAG], headers[ETAG]);
    assert_eq!(head.headers()[CONTENT_TYPE], "audio/wav");
    assert!(head.bytes().await.unwrap().is_empty());
}

#[tokio::test]
async fn results_answer_byte_ranges() {
    let store = TestStore::start(HOUR).await;
    let bytes = sample(1_000);
    let url = store_result(&store, "ranged", &bytes).await;
    for (range, start, end) in [
        ("bytes=10-19", 10, 20),
        ("bytes=990-", 990, 1000),
        ("bytes=-5", 995, 1000),
        ("bytes=900-5000", 900, 1000),
    ] {
        let response = client()
            .get(url.clone())
            .header(RANGE, range)
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), StatusCode::PARTIAL_CONTENT, "{range}");
        assert_eq!(
            response.headers()[CONTENT_RANGE].to_str().unwrap(),
            format!("bytes {start}-{}/1000", end - 1)
        );
        assert_eq!(
            response.headers()[CONTENT_LENGTH].to_str().unwrap(),
            (end - start).to_string()
        );
        assert_eq!(
            response.bytes().await.unwrap().as_ref(),
            &bytes[start..end],
            "{range}"
        );
    }
    let head = client()
        .head(url.clone())
        .header(RANGE, "bytes=0-9")
        .send()
        .await
        .unwrap();
    assert_eq!(head.status(), StatusCode::PARTIAL_CONTENT);
    assert_eq!(head.headers()[CONTENT_RANGE], "bytes 0-9/1000");

    let response = client()
        .get(url)
        .header(RANGE, "bytes=1000-")
        .send()
        .await
        .unwrap();
    assert_xml_error(response, StatusCode::RANGE_NOT_SATISFIABLE, "InvalidRange").await;
}

#[tokio::test]
async fn a_result_needs_its_signature() {
    let store = TestStore::start(HOUR).await;
    let mut url = store_result(&store, "private", b"secret").await;
    url.set_query(None);
    let response = client().get(url.clone()).send().await.unwrap();
    assert_xml_error(response, StatusCode::FORBIDDEN, "AccessDenied").await;
    let missing = store.storage.result_url("never-stored");
    let response = client().get(missing).send().await.unwrap();
    assert_xml_error(response, StatusCode::NOT_FOUND, "NoSuchKey").await;
}

#[tokio::test]
async fn store_result_moves_the_file_instead_of_copying_it() {
    use std::os::unix::fs::MetadataExt;
    let store = TestStore::start(HOUR).await;
    let file = store.root.path().join("render.wav");
    std::fs::write(&file, sample(4_096)).unwrap();
    let inode = std::fs::metadata(&file).unwrap().ino();
    let url = store
        .storage
        .store_result("moved", &file, "audio/wav")
        .await
        .unwrap();
    assert!(!file.exists(), "the source was moved away");
    let stored = store.root.path().join("store/results/moved");
    assert_eq!(
        std::fs::metadata(&stored).unwrap().ino(),
        inode,
        "renamed, not copied"
    );
    assert_eq!(
        client()
            .get(url)
            .send()
            .await
            .unwrap()
            .bytes()
            .await
            .unwrap()
            .len(),
        4_096
    );
}

#[tokio::test]
async fn results_stream_in_and_keep_their_content_type() {
    let store = TestStore::start(HOUR).await;
    let parts = vec![
        Ok::<_, std::io::Error>(bytes::Bytes::from_static(b"RIFF")),
        Ok(bytes::Bytes::from_static(b"....WAVE")),
    ];
    let url = store
        .storage
        .store_result_stream("streamed", futures::stream::iter(parts), "audio/x-wav")
        .await
        .unwrap();
    let response = client().get(url).send().await.unwrap();
    assert_eq!(response.headers()[CONTENT_TYPE], "audio/x-wav");
    assert_eq!(
        response.headers()[ETAG].to_str().unwrap(),
        format!("\"{}\"", md5_hex(b"RIFF....WAVE"))
    );
    assert_eq!(response.bytes().await.unwrap().as_ref(), b"RIFF....WAVE");

    let broken = vec![
        Ok(bytes::Bytes::from_static(b"RIFF")),
        Err(std::io::Error::other("client went away")),
    ];
    assert!(
        store
            .storage
            .store_result_stream("broken", futures::stream::iter(broken), "audio/wav")
            .await
            .is_err()
    );
    let response = client()
        .get(store.storage.result_url("broken"))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::NOT_FOUND);
    assert_eq!(store.temp_files(), 0);
}

#[tokio::test]
async fn invalid_result_keys_are_refused() {
    let store = TestStore::start(HOUR).await;
    let file = store.root.path().join("x");
    std::fs::write(&file, b"x").unwrap();
    for key in ["", "../escape", "a//b"] {
        let err = store
            .storage
            .store_result(key, &file, "audio/wav")
            .await
            .unwrap_err();
        assert!(err.to_string().contains("not a valid object key"), "{err}");
    }
    assert!(file.exists(), "a refused file is left where it was");
}

/// A stored result's URL and the validators of its 200 answer (`ETag`, `Last-Modified`).
async fn result_with_validators(store: &TestStore, key: &str, bytes: &[u8]) -> (url::Url, String, String) {
    let url = store_result(store, key, bytes).await;
    let response = client().get(url.clone()).send().await.unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    let header = |name| response.headers()[name].to_str().unwrap().to_owned();
    let (etag, modified) = (header(ETAG), header(LAST_MODIFIED));
    assert_eq!(etag, format!("\"{}\"", md5_hex(bytes)));
    (url, etag, modified)
}

/// Sends a GET or HEAD with `conditions` and returns its status, headers and body.
async fn conditional(
    method: reqwest::Method,
    url: &url::Url,
    conditions: &[(reqwest::header::HeaderName, &str)],
) -> (StatusCode, HeaderMap, Vec<u8>) {
    let mut request = client().request(method, url.clone());
    for (name, value) in conditions {
        request = request.header(name, *value);
    }
    let response = request.send().await.unwrap();
    let (status, headers) = (response.status(), response.headers().clone());
    (status, headers, response.bytes().await.unwrap().to_vec())
}

/// A 304: the same validators as the 200, no body, and nothing that describes one.
fn assert_not_modified(answer: &(StatusCode, HeaderMap, Vec<u8>), etag: &str, modified: &str) {
    let (status, headers, body) = answer;
    assert_eq!(*status, StatusCode::NOT_MODIFIED, "{headers:?}");
    assert_eq!(headers[ETAG], etag);
    assert_eq!(headers[LAST_MODIFIED], modified);
    assert!(body.is_empty(), "a 304 has no body");
    for absent in [CONTENT_TYPE, CONTENT_RANGE] {
        assert!(!headers.contains_key(&absent), "{absent} on a 304: {headers:?}");
    }
}

/// An HTTP-date `secs` seconds from `date` (negative: earlier).
fn shifted(date: &str, secs: i64) -> String {
    let at = httpdate::parse_http_date(date).unwrap();
    let moved = if secs >= 0 {
        at + Duration::from_secs(secs.unsigned_abs())
    } else {
        at - Duration::from_secs(secs.unsigned_abs())
    };
    httpdate::fmt_http_date(moved)
}

#[tokio::test]
async fn a_matching_if_none_match_answers_304_with_validators_and_no_body() {
    let store = TestStore::start(HOUR).await;
    let bytes = sample(5_000);
    let (url, etag, modified) = result_with_validators(&store, "inm", &bytes).await;
    let weak = format!("W/{etag}");
    let listed = format!("\"0000\", {etag}");
    for value in [etag.as_str(), "*", &weak, &listed] {
        let answer = conditional(reqwest::Method::GET, &url, &[(IF_NONE_MATCH, value)]).await;
        assert_not_modified(&answer, &etag, &modified);
    }
    // With a range too: the condition comes first (even for a range that cannot be served).
    for range in ["bytes=0-9", "bytes=9000-"] {
        let answer = conditional(
            reqwest::Method::GET,
            &url,
            &[(IF_NONE_MATCH, etag.as_str()), (RANGE, range)],
        )
        .await;
        assert_not_modified(&answer, &etag, &modified);
    }

    assert_raw_not_modified(&store, "GET", &url, &etag, &modified).await;
}

/// What goes on the wire for a 304: the status line, the validators, no length (a `0` would claim
/// an empty object), no framing, and not one body byte.
async fn assert_raw_not_modified(
    store: &TestStore,
    method: &str,
    url: &url::Url,
    etag: &str,
    modified: &str,
) {
    let head = format!(
        "{method} {} HTTP/1.1\r\nHost: {}\r\nIf-None-Match: {etag}",
        target(url),
        store.addr()
    );
    let answer = raw_request(&store.addr(), &head, b"").await;
    assert!(answer.starts_with("HTTP/1.1 304 Not Modified\r\n"), "{answer}");
    let (head, body) = answer.split_once("\r\n\r\n").unwrap();
    let lines: Vec<String> = head.lines().map(str::to_ascii_lowercase).collect();
    assert!(lines.contains(&format!("etag: {etag}")), "{answer}");
    assert!(
        lines.contains(&format!("last-modified: {}", modified.to_ascii_lowercase())),
        "{answer}"
    );
    assert!(
        !lines
            .iter()
            .any(|l| l.starts_with("content-length:") || l.starts_with("transfer-encoding:")),
        "{answer}"
    );
    assert_eq!(body, "", "no body bytes after the headers");
}

#[tokio::test]
async fn a_non_matching_if_none_match_answers_the_object() {
    let store = TestStore::start(HOUR).await;
    let bytes = sample(5_000);
    let (url, etag, modified) = result_with_validators(&store, "inm-other", &bytes).await;
    for value in ["\"0123\"", "\"0123\", W/\"4567\"", "W/\"\""] {
        let (status, headers, body) =
            conditional(reqwest::Method::GET, &url, &[(IF_NONE_MATCH, value)]).await;
        assert_eq!(status, StatusCode::OK, "{value}");
        assert_eq!(headers[ETAG], etag.as_str());
        assert_eq!(headers[LAST_MODIFIED], modified.as_str());
        assert_eq!(headers[CONTENT_LENGTH], "5000");
        assert_eq!(body, bytes, "{value}");
    }
}

#[tokio::test]
async fn if_modified_since_answers_304_from_last_modified_on_and_200_before() {
    let store = TestStore::start(HOUR).await;
    let bytes = sample(3_000);
    let (url, etag, modified) = result_with_validators(&store, "ims", &bytes).await;
    for since in [
        modified.clone(),
        shifted(&modified, 1),
        shifted(&modified, 86_400),
    ] {
        let answer = conditional(reqwest::Method::GET, &url, &[(IF_MODIFIED_SINCE, &since)]).await;
        assert_not_modified(&answer, &etag, &modified);
    }
    let (status, headers, body) = conditional(
        reqwest::Method::GET,
        &url,
        &[(IF_MODIFIED_SINCE, &shifted(&modified, -1))],
    )
    .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(headers[ETAG], etag.as_str());
    assert_eq!(body, bytes);
    // Not a date: ignored, as HTTP says.
    let (status, _, body) =
        conditional(reqwest::Method::GET, &url, &[(IF_MODIFIED_SINCE, "yesterday")]).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body, bytes);
}

#[tokio::test]
async fn if_none_match_takes_precedence_over_if_modified_since() {
    let store = TestStore::start(HOUR).await;
    let bytes = sample(2_000);
    let (url, etag, modified) = result_with_validators(&store, "precedence", &bytes).await;
    // A matching tag with a date that alone would say "modified": 304.
    let answer = conditional(
        reqwest::Method::GET,
        &url,
        &[
            (IF_NONE_MATCH, etag.as_str()),
            (IF_MODIFIED_SINCE, &shifted(&modified, -3_600)),
        ],
    )
    .await;
    assert_not_modified(&answer, &etag, &modified);
    // Another tag with a date that alone would say "not modified": 200, the date is ignored.
    let (status, _, body) = conditional(
        reqwest::Method::GET,
        &url,
        &[(IF_NONE_MATCH, "\"0123\""), (IF_MODIFIED_SINCE, &modified)],
    )
    .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body, bytes);
}

#[tokio::test]
async fn a_failed_if_match_or_if_unmodified_since_answers_412() {
    let store = TestStore::start(HOUR).await;
    let bytes = sample(2_000);
    let (url, etag, modified) = result_with_validators(&store, "if-match", &bytes).await;
    let earlier = shifted(&modified, -1);
    let weak = format!("W/{etag}");
    let failing: [&[(reqwest::header::HeaderName, &str)]; 4] = [
        &[(IF_MATCH, "\"0123\"")],
        &[(IF_MATCH, &weak)],
        &[(IF_UNMODIFIED_SINCE, &earlier)],
        // A failed If-Match wins over a matching If-None-Match.
        &[(IF_MATCH, "\"0123\""), (IF_NONE_MATCH, etag.as_str())],
    ];
    for conditions in failing {
        let mut request = client().get(url.clone());
        for (name, value) in conditions {
            request = request.header(name, *value);
        }
        let response = request.send().await.unwrap();
        let body = assert_xml_error(response, StatusCode::PRECONDITION_FAILED, "PreconditionFailed").await;
        assert!(!body.contains("RIFF"), "{body}");
    }
    let listed = format!("\"0123\", {etag}");
    let passing: [&[(reqwest::header::HeaderName, &str)]; 4] = [
        &[(IF_MATCH, etag.as_str())],
        &[(IF_MATCH, "*")],
        &[(IF_MATCH, &listed)],
        // If-Unmodified-Since is ignored when If-Match is there, as S3 documents.
        &[(IF_MATCH, etag.as_str()), (IF_UNMODIFIED_SINCE, &earlier)],
    ];
    for conditions in passing {
        let (status, _, body) = conditional(reqwest::Method::GET, &url, conditions).await;
        assert_eq!(status, StatusCode::OK, "{conditions:?}");
        assert_eq!(body, bytes);
    }
    let (status, headers, body) = conditional(
        reqwest::Method::GET,
        &url,
        &[(IF_MATCH, etag.as_str()), (RANGE, "bytes=0-9")],
    )
    .await;
    assert_eq!(status, StatusCode::PARTIAL_CONTENT);
    assert_eq!(headers[CONTENT_RANGE], "bytes 0-9/2000");
    assert_eq!(body, &bytes[..10]);
    let (status, _, _) = conditional(reqwest::Method::GET, &url, &[(IF_UNMODIFIED_SINCE, &modified)]).await;
    assert_eq!(status, StatusCode::OK);
}

#[tokio::test]
async fn head_answers_conditions_as_get_does() {
    let store = TestStore::start(HOUR).await;
    let (url, etag, modified) = result_with_validators(&store, "head", &sample(1_000)).await;
    for conditions in [
        &[(IF_NONE_MATCH, etag.as_str())][..],
        &[(IF_NONE_MATCH, "*")],
        &[(IF_MODIFIED_SINCE, modified.as_str())],
    ] {
        let answer = conditional(reqwest::Method::HEAD, &url, conditions).await;
        assert_not_modified(&answer, &etag, &modified);
    }
    let (status, headers, body) =
        conditional(reqwest::Method::HEAD, &url, &[(IF_NONE_MATCH, "\"0123\"")]).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(headers[CONTENT_LENGTH], "1000");
    assert_eq!(headers[ETAG], etag.as_str());
    assert!(body.is_empty());
    let (status, _, body) = conditional(reqwest::Method::HEAD, &url, &[(IF_MATCH, "\"0123\"")]).await;
    assert_eq!(status, StatusCode::PRECONDITION_FAILED);
    assert!(body.is_empty());

    // On the wire, HEAD's 304 is as bare as GET's.
    assert_raw_not_modified(&store, "HEAD", &url, &etag, &modified).await;
}

#[tokio::test]
async fn conditions_come_after_the_signature_and_the_object() {
    let store = TestStore::start(HOUR).await;
    let (url, etag, _) = result_with_validators(&store, "guarded", b"guarded").await;
    let mut unsigned = url.clone();
    unsigned.set_query(None);
    let response = client()
        .get(unsigned)
        .header(IF_NONE_MATCH, etag.as_str())
        .send()
        .await
        .unwrap();
    assert_xml_error(response, StatusCode::FORBIDDEN, "AccessDenied").await;
    let response = client()
        .get(store.storage.result_url("never-stored"))
        .header(IF_NONE_MATCH, "*")
        .send()
        .await
        .unwrap();
    assert_xml_error(response, StatusCode::NOT_FOUND, "NoSuchKey").await;
}

#[tokio::test]
async fn a_304_uses_up_no_download_cut() {
    let store = TestStore::start(HOUR).await;
    let bytes = sample(50_000);
    let (url, etag, modified) = result_with_validators(&store, "cut-304", &bytes).await;
    store.storage.set_cut_downloads(Some(CutFault {
        count: 1,
        after_bytes: 10,
    }));
    let answer = conditional(reqwest::Method::GET, &url, &[(IF_NONE_MATCH, etag.as_str())]).await;
    assert_not_modified(&answer, &etag, &modified);
    let cut = client().get(url).send().await.unwrap().bytes().await;
    assert!(cut.is_err(), "the cut is still there for the next download");
}

fn avatar_store_lookup(storage: &Storage) {
    storage.set_avatar_lookup(Arc::new(|id: &str| match id {
        "voice-w" => Some((42, AvatarFormat::Webp)),
        "voice-g" => Some((7, AvatarFormat::Gif)),
        _ => None,
    }));
}

#[tokio::test]
async fn avatars_are_public_and_rendered_on_first_request() {
    let store = TestStore::start(HOUR).await;
    avatar_store_lookup(&store.storage);
    let url = store.storage.avatar_url("voice-w", AvatarFormat::Webp);
    assert_eq!(url.path(), "/avatars/voice-w.webp");
    assert!(url.query().is_none(), "a plain public URL");

    let first = client().get(url.clone()).send().await.unwrap();
    assert_eq!(first.status(), StatusCode::OK);
    assert_eq!(first.headers()[CONTENT_TYPE], "image/webp");
    assert_eq!(first.headers()[ACCEPT_RANGES], "bytes");
    let etag = first.headers()[ETAG].clone();
    let bytes = first.bytes().await.unwrap();
    assert_eq!(etag.to_str().unwrap(), format!("\"{}\"", md5_hex(&bytes)));
    assert_eq!(
        bytes.as_ref(),
        dubdeck_sim::avatars::render(42, AvatarFormat::Webp)
            .unwrap()
            .as_slice()
    );
    image::load_from_memory(&bytes).unwrap();

    // Served from the stored file from now on: same ETag, ranges, HEAD.
    let again = client()
        .get(url.clone())
        .header(RANGE, "bytes=0-11")
        .send()
        .await
        .unwrap();
    assert_eq!(again.status(), StatusCode::PARTIAL_CONTENT);
    assert_eq!(again.headers()[ETAG], etag);
    assert_eq!(again.bytes().await.unwrap().as_ref(), &bytes[..12]);
    let head = client().head(url.clone()).send().await.unwrap();
    assert_eq!(head.status(), StatusCode::OK);
    assert_eq!(
        head.headers()[CONTENT_LENGTH].to_str().unwrap(),
        bytes.len().to_string()
    );
    let head = client()
        .head(url.clone())
        .header(RANGE, "bytes=-10")
        .send()
        .await
        .unwrap();
    assert_eq!(head.status(), StatusCode::PARTIAL_CONTENT);
    let len = bytes.len();
    assert_eq!(
        head.headers()[CONTENT_RANGE].to_str().unwrap(),
        format!("bytes {}-{}/{len}", len - 10, len - 1)
    );

    // Public avatars revalidate like results, as a CDN in front of them would.
    let modified = head.headers()[LAST_MODIFIED].to_str().unwrap().to_owned();
    let etag = etag.to_str().unwrap().to_owned();
    for (method, conditions) in [
        (reqwest::Method::GET, &[(IF_NONE_MATCH, etag.as_str())][..]),
        (reqwest::Method::GET, &[(IF_MODIFIED_SINCE, modified.as_str())]),
        (reqwest::Method::HEAD, &[(IF_NONE_MATCH, "*")]),
    ] {
        let answer = conditional(method, &url, conditions).await;
        assert_not_modified(&answer, &etag, &modified);
    }

    let gif = client()
        .get(store.storage.avatar_url("voice-g", AvatarFormat::Gif))
        .send()
        .await
        .unwrap();
    assert_eq!(gif.status(), StatusCode::OK);
    assert_eq!(gif.headers()[CONTENT_TYPE], "image/gif");
    assert!(gif.bytes().await.unwrap().starts_with(b"GIF89a"));
}

#[tokio::test]
async fn unknown_avatars_and_wrong_extensions_are_no_such_key() {
    let store = TestStore::start(HOUR).await;
    let response = client()
        .get(store.storage.avatar_url("voice-w", AvatarFormat::Webp))
        .send()
        .await
        .unwrap();
    assert_xml_error(response, StatusCode::NOT_FOUND, "NoSuchKey").await;
    avatar_store_lookup(&store.storage);
    for url in [
        store.storage.avatar_url("nobody", AvatarFormat::Webp),
        store.storage.avatar_url("voice-w", AvatarFormat::Gif),
        store.base.join("avatars/voice-w").unwrap(),
    ] {
        let response = client().get(url.clone()).send().await.unwrap();
        assert_xml_error(response, StatusCode::NOT_FOUND, "NoSuchKey").await;
    }
    let response = client()
        .head(store.storage.avatar_url("nobody", AvatarFormat::Gif))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::NOT_FOUND);
    // Public for reading only.
    let response = client()
        .put(store.storage.avatar_url("voice-w", AvatarFormat::Webp))
        .body(b"x".to_vec())
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::FORBIDDEN);
}

#[tokio::test]
async fn a_cut_upload_breaks_the_connection_and_stores_nothing() {
    let store = TestStore::start(HOUR).await;
    store.storage.set_cut_uploads(Some(CutFault {
        count: 1,
        after_bytes: 10_000,
    }));
    let result = client()
        .put(store.storage.presign_upload("cut"))
        .body(sample(500_000))
        .send()
        .await;
    match result {
        Err(e) => assert!(!e.is_status(), "{e}"),
        Ok(response) => panic!("expected a broken connection, got {}", response.status()),
    }
    assert!(store.storage.upload_path("cut").is_none());
    // The one cut is used up: the retry goes through.
    let response = client()
        .put(store.storage.presign_upload("cut"))
        .body(sample(500_000))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(
        std::fs::read(store.storage.upload_path("cut").unwrap()).unwrap(),
        sample(500_000)
    );
}

#[tokio::test]
async fn a_body_shorter_than_its_content_length_stores_nothing() {
    let store = TestStore::start(HOUR).await;
    let url = store.storage.presign_upload("short");
    let head = format!(
        "PUT {} HTTP/1.1\r\nHost: {}\r\nContent-Length: 100000",
        target(&url),
        store.addr()
    );
    // Half the body, then the client closes its side.
    let mut stream = tokio::net::TcpStream::connect(store.addr()).await.unwrap();
    use tokio::io::AsyncWriteExt;
    stream
        .write_all(format!("{head}\r\n\r\n").as_bytes())
        .await
        .unwrap();
    stream.write_all(&sample(50_000)).await.unwrap();
    drop(stream);
    // The server notices the broken body and cleans up; wait for it (generously).
    for _ in 0..100 {
        if store.temp_files() == 0 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert_eq!(store.temp_files(), 0, "the partial write is removed");
    assert!(store.storage.upload_path("short").is_none());
    let answer = raw_request(
        &store.addr(),
        &format!(
            "PUT {} HTTP/1.1\r\nHost: {}\r\nContent-Length: 3",
            target(&url),
            store.addr()
        ),
        b"abc",
    )
    .await;
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
}

#[tokio::test]
async fn a_cut_download_ends_short() {
    let store = TestStore::start(HOUR).await;
    let bytes = sample(300_000);
    let url = store_result(&store, "big", &bytes).await;
    store.storage.set_cut_downloads(Some(CutFault {
        count: 1,
        after_bytes: 5_000,
    }));
    let mut response = client().get(url.clone()).send().await.unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(
        response.headers()[CONTENT_LENGTH],
        "300000",
        "the headers promise everything"
    );
    let mut received = Vec::new();
    let broke = loop {
        match response.chunk().await {
            Ok(Some(chunk)) => received.extend_from_slice(&chunk),
            Ok(None) => break false,
            Err(_) => break true,
        }
    };
    assert!(broke, "the body must end in an error");
    assert_eq!(received.len(), 5_000);
    assert_eq!(received, bytes[..5_000]);
    // Used up: the next download is whole.
    assert_eq!(
        client()
            .get(url)
            .send()
            .await
            .unwrap()
            .bytes()
            .await
            .unwrap()
            .len(),
        300_000
    );
}

#[tokio::test]
async fn cuts_count_down_and_clear() {
    let store = TestStore::start(HOUR).await;
    let url = store_result(&store, "c", &sample(50_000)).await;
    store.storage.set_cut_downloads(Some(CutFault {
        count: 2,
        after_bytes: 10,
    }));
    for _ in 0..2 {
        assert!(
            client()
                .get(url.clone())
                .send()
                .await
                .unwrap()
                .bytes()
                .await
                .is_err()
        );
    }
    assert_eq!(
        client()
            .get(url.clone())
            .send()
            .await
            .unwrap()
            .bytes()
            .await
            .unwrap()
            .len(),
        50_000
    );
    store.storage.set_cut_downloads(Some(CutFault {
        count: 5,
        after_bytes: 10,
    }));
    store.storage.set_cut_downloads(None);
    assert_eq!(
        client()
            .get(url)
            .send()
            .await
            .unwrap()
            .bytes()
            .await
            .unwrap()
            .len(),
        50_000
    );
}

#[tokio::test]
async fn storage_refuses_a_base_url_without_host() {
    let dir = tempfile::tempdir().unwrap();
    let base = url::Url::parse("unix:/run/sim.sock").unwrap();
    let err = Storage::new(dir.path().to_owned(), base, HOUR).unwrap_err();
    assert!(err.to_string().contains("has no host"), "{err}");
}
