//! The TLS every HTTP client of Dubdeck uses: rustls with the *ring* provider, certificates checked
//! by the operating system's trust (`rustls-platform-verifier`, as reqwest does by itself), over
//! HTTP/1.1. The configuration is made once per process and shared by every client: on Linux the
//! verifier reads every root certificate of the system when it is made, and the app makes several
//! clients as it opens its library (calls, the job engine, avatars), on the threads that also
//! serve its window's first page.

use std::sync::{Arc, OnceLock};

use rustls::ClientConfig;
use rustls_platform_verifier::BuilderVerifierExt;

/// Makes rustls's *ring* provider the process's TLS crypto, unless one is installed already: the
/// workspace's reqwest brings no provider of its own.
fn install_tls_provider() {
    // An error means a provider is installed already, which is all that is needed.
    let _ = rustls::crypto::ring::default_provider().install_default();
}

/// A reqwest client builder with the process's shared TLS configuration. Should that configuration
/// be impossible (no provider, no trust store), the builder is reqwest's own, whose `build` then
/// reports why.
pub fn http_client() -> reqwest::ClientBuilder {
    let builder = reqwest::Client::builder();
    match shared_config() {
        Some(config) => builder.tls_backend_preconfigured(ClientConfig::clone(config)),
        None => builder,
    }
}

/// The shared configuration, made on first use; `None` when it cannot be made.
fn shared_config() -> Option<&'static Arc<ClientConfig>> {
    static CONFIG: OnceLock<Option<Arc<ClientConfig>>> = OnceLock::new();
    CONFIG
        .get_or_init(|| match client_config() {
            Ok(config) => Some(Arc::new(config)),
            Err(e) => {
                tracing::warn!("no shared TLS configuration, each client makes its own: {e}");
                None
            }
        })
        .as_ref()
}

fn client_config() -> Result<ClientConfig, rustls::Error> {
    install_tls_provider();
    let mut config = ClientConfig::builder()
        .with_platform_verifier()?
        .with_no_client_auth();
    // What reqwest offers without its "http2" feature: HTTP/1.1 only (see the workspace's manifest).
    config.alpn_protocols = vec![b"http/1.1".to_vec()];
    Ok(config)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    #[test]
    fn one_configuration_serves_every_client() {
        let first = shared_config().unwrap();
        let second = shared_config().unwrap();
        assert!(Arc::ptr_eq(first, second));
        assert_eq!(first.alpn_protocols, vec![b"http/1.1".to_vec()]);
        // A client builds on it (reqwest knows the configuration's type: same rustls).
        http_client().build().unwrap();
    }
}
