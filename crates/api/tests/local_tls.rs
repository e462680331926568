//! The client's TLS against a loopback HTTPS server: certificates are checked against the system's
//! trust (here only the test CA, through `SSL_CERT_FILE`, which the platform verifier reads on
//! Linux), and the configuration every client shares speaks HTTP/1.1.
#![cfg(target_os = "linux")]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::PathBuf;
use std::sync::Arc;

use dubdeck_api::{Client, Error, RetryPolicy, TransportKind};
use rustls::pki_types::pem::PemObject;
use rustls::pki_types::{CertificateDer, PrivateKeyDer};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpListener;
use tokio_rustls::TlsAcceptor;

fn fixture(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/tls")
        .join(name)
}

/// What the server saw of one connection: the handshake's outcome, and the ALPN protocol agreed.
#[derive(Debug)]
struct Seen {
    handshake: Result<(), String>,
    alpn: Option<Vec<u8>>,
}

/// An HTTPS server on a loopback port presenting `cert`, answering every request with an account.
async fn serve(cert: &str) -> (u16, tokio::sync::mpsc::UnboundedReceiver<Seen>) {
    let certs: Vec<CertificateDer<'static>> = CertificateDer::pem_file_iter(fixture(&format!("{cert}.pem")))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    let key = PrivateKeyDer::from_pem_file(fixture(&format!("{cert}.key"))).unwrap();
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let mut config = rustls::ServerConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .unwrap()
        .with_no_client_auth()
        .with_single_cert(certs, key)
        .unwrap();
    config.alpn_protocols = vec![b"http/1.1".to_vec()];
    let acceptor = TlsAcceptor::from(Arc::new(config));
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let port = listener.local_addr().unwrap().port();
    let (seen, receiver) = tokio::sync::mpsc::unbounded_channel();
    tokio::spawn(async move {
        while let Ok((tcp, _)) = listener.accept().await {
            let (acceptor, seen) = (acceptor.clone(), seen.clone());
            tokio::spawn(async move {
                let mut tls = match acceptor.accept(tcp).await {
                    Ok(tls) => tls,
                    Err(e) => {
                        let _ = seen.send(Seen {
                            handshake: Err(e.to_string()),
                            alpn: None,
                        });
                        return;
                    }
                };
                let alpn = tls.get_ref().1.alpn_protocol().map(<[u8]>::to_vec);
                let _ = seen.send(Seen {
                    handshake: Ok(()),
                    alpn,
                });
                let mut head = Vec::new();
                let mut buf = [0u8; 1024];
                while !head.windows(4).any(|w| w == b"\r\n\r\n") {
                    match tls.read(&mut buf).await {
                        Ok(0) | Err(_) => return,
                        Ok(n) => head.extend_from_slice(&buf[..n]),
                    }
                }
                let body = r#"{"user":{"apiCredits":42}}"#;
                let answer = format!(
                    "HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: {}\r\nconnection: close\r\n\r\n{body}",
                    body.len()
                );
                let _ = tls.write_all(answer.as_bytes()).await;
                let _ = tls.shutdown().await;
            });
        }
    });
    (port, receiver)
}

fn client(port: u16) -> Client {
    Client::builder()
        .api_key("test-key-123")
        .base_url(format!("https://localhost:{port}"))
        // A refused certificate is not tried again here (it would be, with backoff).
        .retry_policy(RetryPolicy {
            max_retries: 0,
            ..RetryPolicy::default()
        })
        .build()
        .unwrap()
}

/// Set in the copy of this test that runs with only the test CA trusted.
const CHILD: &str = "DUBDECK_TLS_TEST_CHILD";

#[test]
fn certificates_are_checked_against_the_system_trust() {
    if std::env::var_os(CHILD).is_some() {
        tokio::runtime::Runtime::new().unwrap().block_on(check_trust());
        return;
    }
    // The trust is the process's environment, read once: the checks run in a copy of this test
    // whose environment trusts only the test CA (no directory of the machine's roots beside it).
    let this = std::env::current_exe().unwrap();
    let out = std::process::Command::new(this)
        .args([
            "--exact",
            "certificates_are_checked_against_the_system_trust",
            "--nocapture",
        ])
        .env(CHILD, "1")
        .env("SSL_CERT_FILE", fixture("ca.pem"))
        .env_remove("SSL_CERT_DIR")
        .output()
        .unwrap();
    let printed = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(out.status.success(), "{printed}");
    assert!(printed.contains("1 passed"), "{printed}");
}

async fn check_trust() {
    // A server whose certificate a trusted CA signed: the call goes through, over HTTP/1.1.
    let (port, mut seen) = serve("localhost").await;
    let account = client(port).account().get().await.unwrap();
    assert_eq!(account.api_credits, 42.0);
    let first = seen.recv().await.unwrap();
    assert_eq!(first.handshake, Ok(()));
    assert_eq!(first.alpn.as_deref(), Some(&b"http/1.1"[..]));

    // The same names, signed by a CA nobody trusts: refused before anything is sent.
    let (port, mut seen) = serve("stranger").await;
    let refused = client(port).account().get().await.unwrap_err();
    assert!(
        matches!(
            refused,
            Error::Transport {
                kind: TransportKind::Connect,
                maybe_sent: false,
                ..
            }
        ),
        "{refused:?}"
    );
    let handshake = seen.recv().await.unwrap().handshake;
    assert!(
        handshake.is_err(),
        "the server saw a finished handshake: {handshake:?}"
    );
}
