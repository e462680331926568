//! S3-style object storage on the simulator's one listener: presigned PUT uploads (`/uploads/`),
//! presigned GET results (`/results/`), public avatars (`/avatars/`).
//!
//! s3s is the S3 implementation: it parses requests, verifies SigV4 presigned URLs (signature and
//! `X-Amz-Expires`), applies the access policy (`access`) and answers S3 XML errors. This module
//! adds what S3 checks that s3s does not (Content-Length required, chunked bodies refused),
//! conditional GET and HEAD (`conditional`: 304 Not Modified, 412 Precondition Failed), the
//! avatars rendered on first request, and the connection cuts of fault injection (`cut`).
//! Objects, ETags and atomic writes are in `objects`; URL signing is in `presign`.

mod access;
mod conditional;
mod cut;
mod objects;
mod presign;
mod xml_error;

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, RwLock};
use std::time::Duration;

use axum::response::Response;
use http::{Method, StatusCode, header};
use s3s::auth::SimpleAuth;
use s3s::service::{S3Service, S3ServiceBuilder};

use crate::avatars::{self, AvatarFormat};
use conditional::{NotModified, Preconditions};
use cut::CutSwitch;
use objects::{Bucket, ObjectService, Objects};
use presign::Signer;
use xml_error::XmlError;

/// Lifetime of result download URLs: S3's maximum, seven days.
const RESULT_URL_TTL: Duration = Duration::from_secs(presign::MAX_EXPIRES_SECS);

/// A connection cut: the next `count` matching transfers are cut after `after_bytes` body bytes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CutFault {
    pub count: u32,
    pub after_bytes: u64,
}

#[derive(Debug, thiserror::Error)]
pub enum StorageError {
    #[error("storage i/o failed: {0}")]
    Io(#[from] std::io::Error),
    #[error("storage is misconfigured: {0}")]
    Config(String),
}

/// Tells storage which avatars exist: given a voice id (the file stem of `/avatars/<id>.<ext>`),
/// the avatar's format, or `None` when there is no such public voice.
pub type AvatarLookup = Arc<dyn Fn(&str) -> Option<(u64, AvatarFormat)> + Send + Sync>;

/// Cheap to clone; all clones share one store.
#[derive(Clone)]
pub struct Storage {
    inner: Arc<Inner>,
}

struct Inner {
    objects: Arc<Objects>,
    service: S3Service,
    signer: Signer,
    public_base: url::Url,
    /// `host[:port]` as clients send it in `Host`, the one header presigned URLs sign.
    host: String,
    upload_ttl_secs: AtomicU64,
    avatar_lookup: RwLock<Option<AvatarLookup>>,
    cut_uploads: CutSwitch,
    cut_downloads: CutSwitch,
}

impl std::fmt::Debug for Storage {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Storage")
            .field("root", &self.inner.objects)
            .field("public_base", &self.inner.public_base.as_str())
            .finish_non_exhaustive()
    }
}

impl Storage {
    /// `root`: where objects live on disk. `public_base`: the listener's base URL
    /// (`http://127.0.0.1:PORT/`), used to build presigned URLs.
    pub fn new(root: PathBuf, public_base: url::Url, upload_ttl: Duration) -> Result<Self, StorageError> {
        let host = match (public_base.host_str(), public_base.port()) {
            (Some(host), Some(port)) => format!("{host}:{port}"),
            (Some(host), None) => host.to_owned(),
            (None, _) => {
                return Err(StorageError::Config(format!(
                    "the public base URL {public_base} has no host; give the listener's http://HOST:PORT/"
                )));
            }
        };
        let objects = Arc::new(Objects::new(root)?);
        // One internal key pair per store: URLs from an earlier run stop working, like rotated keys.
        let signer = Signer {
            access_key: "DUBDECKSIM".to_owned(),
            secret_key: hex::encode(rand::random::<[u8; 20]>()),
        };
        let mut builder = S3ServiceBuilder::new(ObjectService(objects.clone()));
        builder.set_auth(SimpleAuth::from_single(
            signer.access_key.clone(),
            signer.secret_key.clone(),
        ));
        builder.set_access(access::Policy);
        let inner = Inner {
            objects,
            service: builder.build(),
            signer,
            public_base,
            host,
            upload_ttl_secs: AtomicU64::new(upload_ttl.as_secs().max(1)),
            avatar_lookup: RwLock::new(None),
            cut_uploads: CutSwitch::default(),
            cut_downloads: CutSwitch::default(),
        };
        Ok(Self {
            inner: Arc::new(inner),
        })
    }

    /// A presigned PUT URL for `/uploads/<key>`, valid for the current upload lifetime.
    pub fn presign_upload(&self, key: &str) -> url::Url {
        let ttl = self.inner.upload_ttl_secs.load(Ordering::Relaxed);
        self.presign(Method::PUT, Bucket::Uploads, key, ttl)
    }

    /// Changes the lifetime of upload URLs signed from now on.
    pub fn set_upload_ttl(&self, ttl: Duration) {
        self.inner
            .upload_ttl_secs
            .store(ttl.as_secs().max(1), Ordering::Relaxed);
    }

    /// The stored object of a completed upload to `/uploads/<key>`, if there is one.
    pub fn upload_path(&self, key: &str) -> Option<PathBuf> {
        self.inner
            .objects
            .path(Bucket::Uploads, key)
            .filter(|p| p.is_file())
    }

    /// Stores `file` as `/results/<key>` (content type from `content_type`) and returns a presigned GET URL.
    ///
    /// The file is moved: renamed when it is on the store's filesystem (instant, whatever its
    /// size), else copied in and then removed. Its md5 (the ETag) is computed here, once.
    pub async fn store_result(
        &self,
        key: &str,
        file: &Path,
        content_type: &str,
    ) -> Result<url::Url, StorageError> {
        let objects = &self.inner.objects;
        let dest = objects
            .path(Bucket::Results, key)
            .ok_or_else(|| invalid_key(key))?;
        if let Some(parent) = dest.parent() {
            tokio::fs::create_dir_all(parent).await?;
        }
        match tokio::fs::rename(file, &dest).await {
            Ok(()) => {}
            Err(e) if e.kind() == std::io::ErrorKind::CrossesDevices => {
                // Another filesystem: copy next to the store, then move into place atomically.
                let temp = objects.temp_file();
                tokio::fs::copy(file, &temp.path).await?;
                let md5 = objects::md5_file(temp.path.clone()).await?;
                objects
                    .commit(temp, Bucket::Results, key, md5, content_type)
                    .await?;
                tokio::fs::remove_file(file).await?;
                return Ok(self.result_url(key));
            }
            Err(e) => return Err(e.into()),
        }
        let md5 = objects::md5_file(dest.clone()).await?;
        objects
            .remember(Bucket::Results, key, &dest, md5, content_type)
            .await?;
        Ok(self.result_url(key))
    }

    /// Streams `body` into `/results/<key>` (written to a temporary file, moved into place when
    /// complete, md5 computed on the way) and returns a presigned GET URL. For callers that
    /// receive a result over the network and would otherwise write it out and hash it again.
    pub async fn store_result_stream<S, E>(
        &self,
        key: &str,
        body: S,
        content_type: &str,
    ) -> Result<url::Url, StorageError>
    where
        S: futures::Stream<Item = Result<bytes::Bytes, E>> + Send,
        E: std::fmt::Display,
    {
        use futures::StreamExt;
        use md5::Digest;
        use tokio::io::AsyncWriteExt;

        let objects = &self.inner.objects;
        if objects.path(Bucket::Results, key).is_none() {
            return Err(invalid_key(key));
        }
        let temp = objects.temp_file();
        let file = tokio::fs::File::create(&temp.path).await?;
        let mut writer = tokio::io::BufWriter::with_capacity(64 * 1024, file);
        let mut hasher = md5::Md5::new();
        let mut body = std::pin::pin!(body);
        while let Some(chunk) = body.next().await {
            let chunk = chunk.map_err(|e| {
                std::io::Error::new(
                    std::io::ErrorKind::UnexpectedEof,
                    format!("the result body broke off: {e}"),
                )
            })?;
            hasher.update(&chunk);
            writer.write_all(&chunk).await?;
        }
        writer.flush().await?;
        drop(writer);
        let md5 = hex::encode(hasher.finalize());
        objects
            .commit(temp, Bucket::Results, key, md5, content_type)
            .await?;
        Ok(self.result_url(key))
    }

    /// A fresh presigned GET URL (7 days) for `/results/<key>`.
    pub fn result_url(&self, key: &str) -> url::Url {
        self.presign(Method::GET, Bucket::Results, key, RESULT_URL_TTL.as_secs())
    }

    /// The public URL of a voice's avatar: `/avatars/<voice_id>.<ext>`.
    pub fn avatar_url(&self, voice_id: &str, format: AvatarFormat) -> url::Url {
        let mut url = self.inner.public_base.clone();
        url.set_path(&format!(
            "/avatars/{}.{}",
            presign::uri_encode(voice_id, true),
            format.extension()
        ));
        url.set_query(None);
        url
    }

    /// Which avatars exist and their seeds; avatars are rendered on first request and cached.
    pub fn set_avatar_lookup(&self, lookup: AvatarLookup) {
        *self
            .inner
            .avatar_lookup
            .write()
            .unwrap_or_else(std::sync::PoisonError::into_inner) = Some(lookup);
    }

    /// Fault injection: cut the next uploads / downloads (None clears).
    pub fn set_cut_uploads(&self, fault: Option<CutFault>) {
        self.inner.cut_uploads.set(fault);
    }
    pub fn set_cut_downloads(&self, fault: Option<CutFault>) {
        self.inner.cut_downloads.set(fault);
    }

    /// True for paths this store serves (`/uploads/`, `/results/`, `/avatars/`).
    pub fn serves(path: &str) -> bool {
        path.starts_with("/uploads/") || path.starts_with("/results/") || path.starts_with("/avatars/")
    }

    /// Serves one HTTP request to `/uploads/`, `/results/` or `/avatars/` with S3 semantics.
    pub async fn handle(&self, req: axum::extract::Request) -> axum::response::Response {
        let method = req.method().clone();
        let path = req.uri().path().to_owned();
        let (bucket, key) = split_path(&path);
        let error = |status, code, message, header| XmlError {
            status,
            code,
            message,
            header,
            resource: &path,
        };

        match (bucket, &method) {
            (Some(Bucket::Uploads), &Method::PUT) => {
                let headers = req.headers();
                let chunked = headers.get_all(header::TRANSFER_ENCODING).iter().any(|v| {
                    v.to_str()
                        .is_ok_and(|v| v.to_ascii_lowercase().contains("chunked"))
                });
                if chunked {
                    return error(
                        StatusCode::NOT_IMPLEMENTED,
                        "NotImplemented",
                        "A header you provided implies functionality that is not implemented",
                        Some("Transfer-Encoding"),
                    )
                    .into_response();
                }
                if !headers.contains_key(header::CONTENT_LENGTH) {
                    return error(
                        StatusCode::LENGTH_REQUIRED,
                        "MissingContentLength",
                        "You must provide the Content-Length HTTP header.",
                        None,
                    )
                    .into_response();
                }
                if let Some(after) = self.inner.cut_uploads.take() {
                    return cut_upload(req, after).await;
                }
            }
            (Some(Bucket::Avatars), &Method::GET | &Method::HEAD) => {
                if let Err(response) = self.ensure_avatar(&key, &path).await {
                    return response;
                }
            }
            _ => {}
        }

        let is_download = bucket == Some(Bucket::Results) && method == Method::GET;
        let mut req = req;
        if method == Method::HEAD {
            // HEAD is answered as the GET would be, without the body (hyper leaves it out): the
            // same status (206 for a range, 304 or 412 for conditions), length, type and ETag. A
            // result URL is signed for GET, and HEAD with it works too, as on a CDN, so a client
            // can learn a size first.
            *req.method_mut() = Method::GET;
        }
        if method == Method::GET || method == Method::HEAD {
            // Parsed here, evaluated by `get_object` (see `conditional` for why).
            if let Some(conditions) = Preconditions::take_from(req.headers_mut()) {
                req.extensions_mut().insert(conditions);
            }
        }
        let response = match self
            .inner
            .service
            .call(req.map(s3s::Body::http_body_unsync))
            .await
        {
            Ok(response) => response.map(axum::body::Body::new),
            Err(e) => {
                tracing::error!("the S3 service failed: {e:?}");
                let message = "We encountered an internal error. Please try again.";
                return error(StatusCode::INTERNAL_SERVER_ERROR, "InternalError", message, None)
                    .into_response();
            }
        };
        if response.extensions().get::<NotModified>().is_some() {
            return not_modified(response);
        }
        if is_download
            && response.status().is_success()
            && let Some(after) = self.inner.cut_downloads.take()
        {
            return cut::cut_response_body(response, after);
        }
        response
    }

    fn presign(&self, method: Method, bucket: Bucket, key: &str, ttl_secs: u64) -> url::Url {
        let path = format!("/{}/{}", bucket.name(), presign::uri_encode(key, false));
        // Dated on the next whole second: a URL is valid for at least its lifetime, never a
        // fraction of a second less (X-Amz-Date has whole seconds).
        let now = time::OffsetDateTime::now_utc();
        let at = now.replace_nanosecond(0).unwrap_or(now) + time::Duration::seconds(1);
        let query = self
            .inner
            .signer
            .presign_query(method.as_str(), &self.inner.host, &path, at, ttl_secs);
        let mut url = self.inner.public_base.clone();
        url.set_path(&path);
        url.set_query(Some(&query));
        url
    }

    /// Renders and stores an avatar on its first request. Unknown ids and wrong extensions are
    /// NoSuchKey, as for any missing object.
    async fn ensure_avatar(&self, key: &str, resource: &str) -> Result<(), Response> {
        let not_found = || {
            XmlError {
                status: StatusCode::NOT_FOUND,
                code: "NoSuchKey",
                message: "The specified key does not exist.",
                header: None,
                resource,
            }
            .into_response()
        };
        let Some((stem, ext)) = key.rsplit_once('.') else {
            return Err(not_found());
        };
        let lookup = self
            .inner
            .avatar_lookup
            .read()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .clone();
        let Some((seed, format)) = lookup.and_then(|lookup| lookup(stem)) else {
            return Err(not_found());
        };
        if format.extension() != ext {
            return Err(not_found());
        }
        let objects = &self.inner.objects;
        let Some(path) = objects.path(Bucket::Avatars, key) else {
            return Err(not_found());
        };
        if path.is_file() {
            return Ok(());
        }
        let failed = |why: String| {
            tracing::error!("rendering the avatar {key} failed: {why}");
            XmlError {
                status: StatusCode::INTERNAL_SERVER_ERROR,
                code: "InternalError",
                message: "We encountered an internal error. Please try again.",
                header: None,
                resource,
            }
            .into_response()
        };
        let bytes = tokio::task::spawn_blocking(move || avatars::render(seed, format))
            .await
            .map_err(|e| failed(e.to_string()))?
            .map_err(|e| failed(e.to_string()))?;
        // Two first requests at once both render; the second rename simply replaces the first.
        let md5 = {
            use md5::Digest;
            hex::encode(md5::Md5::digest(&bytes))
        };
        let temp = objects.temp_file();
        tokio::fs::write(&temp.path, &bytes)
            .await
            .map_err(|e| failed(e.to_string()))?;
        objects
            .commit(temp, Bucket::Avatars, key, md5, format.content_type())
            .await
            .map_err(|e| failed(e.to_string()))?;
        Ok(())
    }
}

/// The 304 of a conditional GET or HEAD: the validators `get_object` answered (`ETag`,
/// `Last-Modified`), no body and no Content-Length.
///
/// The empty body is a stream of unknown length, not `Body::empty()`: axum writes the exact
/// length of a body as `Content-Length`, and hyper drops that `0` from a 304 to a GET but sends
/// it to a HEAD, where it would claim an empty object (RFC 9110 §8.6 allows only the length of
/// the 200). Hyper sends no body (and no chunked framing) with a 304.
fn not_modified(response: Response) -> Response {
    let (mut parts, _) = response.into_parts();
    parts.status = StatusCode::NOT_MODIFIED;
    for name in [
        header::CONTENT_LENGTH,
        header::CONTENT_TYPE,
        header::TRANSFER_ENCODING,
    ] {
        parts.headers.remove(name);
    }
    parts.extensions.remove::<NotModified>();
    let nothing = futures::stream::empty::<Result<bytes::Bytes, std::convert::Infallible>>();
    Response::from_parts(parts, axum::body::Body::from_stream(nothing))
}

/// Cuts an upload: reads `after` body bytes, then closes the connection without an answer.
async fn cut_upload(req: axum::extract::Request, after: u64) -> Response {
    let control = req.extensions().get::<crate::server::ConnControl>().cloned();
    cut::read_prefix(req.into_body(), after).await;
    match control {
        Some(control) => control.drop_connection().await,
        None => cut::broken_response(),
    }
}

/// `/bucket/key` into the bucket (if it is one of ours) and the decoded key.
fn split_path(path: &str) -> (Option<Bucket>, String) {
    let rest = path.strip_prefix('/').unwrap_or(path);
    let (bucket, key) = rest.split_once('/').unwrap_or((rest, ""));
    (Bucket::from_name(bucket), percent_decode(key))
}

fn percent_decode(s: &str) -> String {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = |b: u8| char::from(b).to_digit(16);
        if bytes[i] == b'%'
            && let (Some(&h), Some(&l)) = (bytes.get(i + 1), bytes.get(i + 2))
            && let (Some(h), Some(l)) = (hex(h), hex(l))
        {
            out.push((h * 16 + l) as u8);
            i += 3;
            continue;
        }
        out.push(bytes[i]);
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

fn invalid_key(key: &str) -> StorageError {
    StorageError::Io(std::io::Error::new(
        std::io::ErrorKind::InvalidInput,
        format!("{key:?} is not a valid object key (use non-empty path segments without . or ..)"),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_split_into_bucket_and_decoded_key() {
        assert_eq!(
            split_path("/uploads/a%20b/c"),
            (Some(Bucket::Uploads), "a b/c".to_owned())
        );
        assert_eq!(
            split_path("/avatars/x.webp"),
            (Some(Bucket::Avatars), "x.webp".to_owned())
        );
        assert_eq!(split_path("/other/x"), (None, "x".to_owned()));
        assert_eq!(split_path("/results"), (Some(Bucket::Results), String::new()));
        assert_eq!(percent_decode("%zz%4"), "%zz%4");
    }
}
