//! S3-style object storage on the simulator's one listener: presigned PUT uploads (`/uploads/`),
//! presigned GET results (`/results/`), public avatars (`/avatars/`).
//!
//! INTERFACE (fixed; bodies are being written).

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

use crate::avatars::AvatarFormat;

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
    _private: Arc<()>,
}

impl Storage {
    /// `root`: where objects live on disk. `public_base`: the listener's base URL
    /// (`http://127.0.0.1:PORT/`), used to build presigned URLs.
    pub fn new(root: PathBuf, public_base: url::Url, upload_ttl: Duration) -> Result<Self, StorageError> {
        let _ = (root, public_base, upload_ttl);
        unimplemented!("Storage::new is being written")
    }

    /// A presigned PUT URL for `/uploads/<key>`, valid for the current upload lifetime.
    pub fn presign_upload(&self, key: &str) -> url::Url {
        let _ = key;
        unimplemented!()
    }

    /// Changes the lifetime of upload URLs signed from now on.
    pub fn set_upload_ttl(&self, ttl: Duration) {
        let _ = ttl;
        unimplemented!()
    }

    /// The stored object of a completed upload to `/uploads/<key>`, if there is one.
    pub fn upload_path(&self, key: &str) -> Option<PathBuf> {
        let _ = key;
        unimplemented!()
    }

    /// Stores `file` as `/results/<key>` (content type from `content_type`) and returns a presigned GET URL.
    pub async fn store_result(&self, key: &str, file: &Path, content_type: &str) -> Result<url::Url, StorageError> {
        let _ = (key, file, content_type);
        unimplemented!()
    }

    /// A fresh presigned GET URL (7 days) for `/results/<key>`.
    pub fn result_url(&self, key: &str) -> url::Url {
        let _ = key;
        unimplemented!()
    }

    /// The public URL of a voice's avatar: `/avatars/<voice_id>.<ext>`.
    pub fn avatar_url(&self, voice_id: &str, format: AvatarFormat) -> url::Url {
        let _ = (voice_id, format);
        unimplemented!()
    }

    /// Which avatars exist and their seeds; avatars are rendered on first request and cached.
    pub fn set_avatar_lookup(&self, lookup: AvatarLookup) {
        let _ = lookup;
        unimplemented!()
    }

    /// Fault injection: cut the next uploads / downloads (None clears).
    pub fn set_cut_uploads(&self, fault: Option<CutFault>) {
        let _ = fault;
        unimplemented!()
    }
    pub fn set_cut_downloads(&self, fault: Option<CutFault>) {
        let _ = fault;
        unimplemented!()
    }

    /// True for paths this store serves (`/uploads/`, `/results/`, `/avatars/`).
    pub fn serves(path: &str) -> bool {
        path.starts_with("/uploads/") || path.starts_with("/results/") || path.starts_with("/avatars/")
    }

    /// Serves one HTTP request to `/uploads/`, `/results/` or `/avatars/` with S3 semantics.
    pub async fn handle(&self, req: axum::extract::Request) -> axum::response::Response {
        let _ = req;
        unimplemented!()
    }
}
