//! The objects on disk and the S3 operations on them (s3s's `S3` trait): PutObject streams to a
//! temporary file and renames it into place only when the whole body arrived; GetObject answers
//! with length, type, ETag (md5), Last-Modified and byte ranges, and answers conditional
//! requests (`conditional`; HEAD is served as GET, see `Storage::handle`).
//!
//! Layout: `<root>/<bucket>/<key>` for objects, `<root>/.tmp/` for writes in progress (same
//! filesystem, so the final rename is atomic). ETags and content types live in memory, keyed by
//! object and checked against the file's length and mtime; a file the map does not know (left
//! from an earlier run) gets its md5 computed once, on first read.

use std::collections::HashMap;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::SystemTime;

use futures::StreamExt;
use md5::{Digest, Md5};
use s3s::dto::{
    ETag, GetObjectInput, GetObjectOutput, PutObjectInput, PutObjectOutput, Range, StreamingBlob, Timestamp,
};
use s3s::{S3, S3Error, S3ErrorCode, S3Request, S3Response, S3Result, s3_error};
use tokio::io::{AsyncReadExt, AsyncSeekExt, AsyncWriteExt};
use tokio_util::io::ReaderStream;

use super::conditional::{NotModified, Preconditions, Verdict};

/// Read and write in pieces of this size: streaming, whatever the object's size.
const CHUNK: usize = 64 * 1024;

/// The three buckets of the simulator.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum Bucket {
    Uploads,
    Results,
    Avatars,
}

impl Bucket {
    pub fn name(self) -> &'static str {
        match self {
            Self::Uploads => "uploads",
            Self::Results => "results",
            Self::Avatars => "avatars",
        }
    }

    pub fn from_name(name: &str) -> Option<Self> {
        match name {
            "uploads" => Some(Self::Uploads),
            "results" => Some(Self::Results),
            "avatars" => Some(Self::Avatars),
            _ => None,
        }
    }

    pub const ALL: [Bucket; 3] = [Self::Uploads, Self::Results, Self::Avatars];
}

/// What the store remembers of an object besides its bytes.
#[derive(Debug, Clone)]
struct Meta {
    etag: String,
    content_type: String,
    len: u64,
    modified: SystemTime,
}

/// The objects of one store. Shared by the S3 service and the `Storage` handle.
#[derive(Debug)]
pub(crate) struct Objects {
    root: PathBuf,
    tmp: PathBuf,
    meta: Mutex<HashMap<(Bucket, String), Meta>>,
    counter: AtomicU64,
}

impl Objects {
    pub fn new(root: PathBuf) -> std::io::Result<Self> {
        for bucket in Bucket::ALL {
            std::fs::create_dir_all(root.join(bucket.name()))?;
        }
        let tmp = root.join(".tmp");
        std::fs::create_dir_all(&tmp)?;
        // Writes cut short by an earlier run that stopped mid-upload: never objects, only litter.
        for entry in std::fs::read_dir(&tmp)?.flatten() {
            let _ = std::fs::remove_file(entry.path());
        }
        Ok(Self {
            root,
            tmp,
            meta: Mutex::new(HashMap::new()),
            counter: AtomicU64::new(0),
        })
    }

    /// Where the object lives, or None for a key that is not a plain relative path
    /// (empty segments, `.` or `..`, backslashes, NUL), which could escape the bucket.
    pub fn path(&self, bucket: Bucket, key: &str) -> Option<PathBuf> {
        let safe = !key.is_empty()
            && !key.contains(['\\', '\0'])
            && key
                .split('/')
                .all(|seg| !seg.is_empty() && seg != "." && seg != "..");
        safe.then(|| self.root.join(bucket.name()).join(key))
    }

    /// A fresh temporary path on the store's filesystem; removed on drop unless kept.
    pub fn temp_file(&self) -> TempPath {
        let n = self.counter.fetch_add(1, Ordering::Relaxed);
        let name = format!("{}-{n}-{:08x}.part", std::process::id(), rand::random::<u32>());
        TempPath {
            path: self.tmp.join(name),
            keep: false,
        }
    }

    /// Moves a finished temporary file into place and records its ETag and type.
    pub async fn commit(
        &self,
        mut temp: TempPath,
        bucket: Bucket,
        key: &str,
        md5_hex: String,
        content_type: &str,
    ) -> std::io::Result<PathBuf> {
        let dest = self.path(bucket, key).ok_or_else(|| {
            std::io::Error::new(
                std::io::ErrorKind::InvalidInput,
                format!("invalid object key {key:?}"),
            )
        })?;
        if let Some(parent) = dest.parent() {
            tokio::fs::create_dir_all(parent).await?;
        }
        tokio::fs::rename(&temp.path, &dest).await?;
        temp.keep = true;
        self.remember(bucket, key, &dest, md5_hex, content_type).await?;
        Ok(dest)
    }

    /// Records the ETag and type of an object already in place.
    pub async fn remember(
        &self,
        bucket: Bucket,
        key: &str,
        path: &Path,
        md5_hex: String,
        content_type: &str,
    ) -> std::io::Result<()> {
        let stat = tokio::fs::metadata(path).await?;
        let meta = Meta {
            etag: md5_hex,
            content_type: content_type.to_owned(),
            len: stat.len(),
            modified: stat.modified()?,
        };
        self.lock().insert((bucket, key.to_owned()), meta);
        Ok(())
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<(Bucket, String), Meta>> {
        // The map holds plain data; a panic elsewhere cannot leave it half-updated.
        self.meta
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// The object's file and what is known of it; NoSuchKey when it is not there.
    async fn stat(&self, bucket: Bucket, key: &str) -> S3Result<(PathBuf, Meta)> {
        let path = self
            .path(bucket, key)
            .ok_or_else(|| s3_error!(NoSuchKey, "The specified key does not exist."))?;
        let stat = match tokio::fs::metadata(&path).await {
            Ok(stat) if stat.is_file() => stat,
            Ok(_) => return Err(s3_error!(NoSuchKey, "The specified key does not exist.")),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                return Err(s3_error!(NoSuchKey, "The specified key does not exist."));
            }
            Err(e) => return Err(internal(e)),
        };
        let modified = stat.modified().map_err(internal)?;
        let known = self.lock().get(&(bucket, key.to_owned())).cloned();
        if let Some(meta) = known.filter(|m| m.len == stat.len() && m.modified == modified) {
            return Ok((path, meta));
        }
        // Not written through this store (or changed behind its back): hash it once.
        let etag = md5_file(path.clone()).await.map_err(internal)?;
        let meta = Meta {
            etag,
            content_type: default_content_type(bucket, key).to_owned(),
            len: stat.len(),
            modified,
        };
        self.lock().insert((bucket, key.to_owned()), meta.clone());
        Ok((path, meta))
    }
}

/// Content type of an object the store has no record of.
fn default_content_type(bucket: Bucket, key: &str) -> &'static str {
    match bucket {
        Bucket::Results => "audio/wav",
        Bucket::Avatars if key.ends_with(".gif") => "image/gif",
        Bucket::Avatars => "image/webp",
        Bucket::Uploads => "application/octet-stream",
    }
}

/// The md5 of a file, as lower-case hex, read in chunks off the async threads.
pub(crate) async fn md5_file(path: PathBuf) -> std::io::Result<String> {
    tokio::task::spawn_blocking(move || {
        let mut file = std::fs::File::open(path)?;
        let mut hasher = Md5::new();
        let mut buf = vec![0u8; CHUNK];
        loop {
            let n = file.read(&mut buf)?;
            if n == 0 {
                break;
            }
            hasher.update(&buf[..n]);
        }
        Ok(hex::encode(hasher.finalize()))
    })
    .await
    .map_err(std::io::Error::other)?
}

/// A temporary file that removes itself unless committed.
#[derive(Debug)]
pub(crate) struct TempPath {
    pub path: PathBuf,
    keep: bool,
}

impl Drop for TempPath {
    fn drop(&mut self) {
        if !self.keep {
            // Best effort: the file may never have been created.
            let _ = std::fs::remove_file(&self.path);
        }
    }
}

fn internal(e: impl std::fmt::Display) -> S3Error {
    S3Error::with_message(S3ErrorCode::InternalError, format!("storage failed: {e}"))
}

fn bucket_of(name: &str) -> S3Result<Bucket> {
    Bucket::from_name(name).ok_or_else(|| s3_error!(NoSuchBucket, "The specified bucket does not exist"))
}

fn last_modified(meta: &Meta) -> Timestamp {
    Timestamp::from(meta.modified)
}

fn content_range(range: &std::ops::Range<u64>, len: u64) -> String {
    format!("bytes {}-{}/{len}", range.start, range.end.saturating_sub(1))
}

/// The byte span a Range header asks for, or InvalidRange (416).
fn resolve_range(range: Option<Range>, len: u64) -> S3Result<Option<std::ops::Range<u64>>> {
    match range {
        None => Ok(None),
        Some(r) => match r.check(len) {
            Ok(span) => Ok(Some(span)),
            Err(_) => Err(s3_error!(InvalidRange, "The requested range is not satisfiable")),
        },
    }
}

fn to_i64(n: u64) -> S3Result<i64> {
    i64::try_from(n).map_err(internal)
}

/// The S3 face of the objects, handed to s3s.
pub(crate) struct ObjectService(pub std::sync::Arc<Objects>);

impl std::ops::Deref for ObjectService {
    type Target = Objects;
    fn deref(&self) -> &Objects {
        &self.0
    }
}

#[async_trait::async_trait]
impl S3 for ObjectService {
    async fn put_object(&self, req: S3Request<PutObjectInput>) -> S3Result<S3Response<PutObjectOutput>> {
        let input = req.input;
        let bucket = bucket_of(&input.bucket)?;
        if self.path(bucket, &input.key).is_none() {
            return Err(s3_error!(InvalidArgument, "The object key is not a valid path"));
        }
        let expected = input.content_length.and_then(|n| u64::try_from(n).ok());
        let mut body = input
            .body
            .ok_or_else(|| s3_error!(IncompleteBody, "The request body is missing"))?;

        let temp = self.temp_file();
        let file = tokio::fs::File::create(&temp.path).await.map_err(internal)?;
        let mut writer = tokio::io::BufWriter::with_capacity(CHUNK, file);
        let mut hasher = Md5::new();
        let mut written: u64 = 0;
        while let Some(chunk) = body.next().await {
            // A broken or cut connection: the temporary file goes, nothing is stored.
            let chunk = chunk.map_err(|e| s3_error!(IncompleteBody, "The request body ended early: {e}"))?;
            hasher.update(&chunk);
            written += chunk.len() as u64;
            writer.write_all(&chunk).await.map_err(internal)?;
        }
        writer.flush().await.map_err(internal)?;
        drop(writer);
        if expected.is_some_and(|n| n != written) {
            return Err(s3_error!(
                IncompleteBody,
                "You did not provide the number of bytes specified by the Content-Length HTTP header"
            ));
        }
        let etag = hex::encode(hasher.finalize());
        let content_type = input
            .content_type
            .as_deref()
            .unwrap_or("application/octet-stream");
        self.commit(temp, bucket, &input.key, etag.clone(), content_type)
            .await
            .map_err(internal)?;
        Ok(S3Response::new(PutObjectOutput {
            e_tag: Some(ETag::Strong(etag)),
            ..Default::default()
        }))
    }

    async fn get_object(&self, req: S3Request<GetObjectInput>) -> S3Result<S3Response<GetObjectOutput>> {
        let input = req.input;
        let bucket = bucket_of(&input.bucket)?;
        let (path, meta) = self.stat(bucket, &input.key).await?;
        // Conditions before the range: a 304 or 412 wins over a 416 (RFC 9110 §13.2.2).
        if let Some(conditions) = req.extensions.get::<Preconditions>() {
            match conditions.evaluate(&meta.etag, meta.modified) {
                Verdict::Proceed => {}
                Verdict::NotModified => {
                    // The validators only; `Storage::handle` makes it a bodiless 304.
                    let mut response = S3Response::new(GetObjectOutput {
                        e_tag: Some(ETag::Strong(meta.etag.clone())),
                        last_modified: Some(last_modified(&meta)),
                        ..Default::default()
                    });
                    response.extensions.insert(NotModified);
                    return Ok(response);
                }
                Verdict::PreconditionFailed => {
                    return Err(s3_error!(
                        PreconditionFailed,
                        "At least one of the pre-conditions you specified did not hold"
                    ));
                }
            }
        }
        let span = resolve_range(input.range, meta.len)?;
        let (start, length) = match &span {
            Some(r) => (r.start, r.end - r.start),
            None => (0, meta.len),
        };
        let mut file = tokio::fs::File::open(&path).await.map_err(internal)?;
        if start > 0 {
            file.seek(std::io::SeekFrom::Start(start))
                .await
                .map_err(internal)?;
        }
        let body = ReaderStream::with_capacity(file.take(length), CHUNK);
        let output = GetObjectOutput {
            body: Some(StreamingBlob::wrap(body)),
            content_length: Some(to_i64(length)?),
            content_range: span.as_ref().map(|r| content_range(r, meta.len)),
            content_type: Some(meta.content_type.clone()),
            e_tag: Some(ETag::Strong(meta.etag.clone())),
            last_modified: Some(last_modified(&meta)),
            accept_ranges: Some("bytes".to_owned()),
            ..Default::default()
        };
        Ok(S3Response::new(output))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_cannot_escape_their_bucket() {
        let dir = tempfile::tempdir().unwrap();
        let objects = Objects::new(dir.path().to_owned()).unwrap();
        assert!(objects.path(Bucket::Uploads, "dub-1").is_some());
        assert!(objects.path(Bucket::Uploads, "voices/v1/0.wav").is_some());
        for bad in [
            "",
            "../x",
            "a/../../x",
            "a//b",
            "./a",
            "a/.",
            "a\\b",
            "a\0b",
            "/abs",
        ] {
            assert!(objects.path(Bucket::Uploads, bad).is_none(), "{bad:?}");
        }
    }

    #[test]
    fn leftovers_of_an_earlier_run_are_cleared() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir.path().join(".tmp")).unwrap();
        std::fs::write(dir.path().join(".tmp/old.part"), b"half").unwrap();
        Objects::new(dir.path().to_owned()).unwrap();
        assert_eq!(std::fs::read_dir(dir.path().join(".tmp")).unwrap().count(), 0);
    }

    #[test]
    fn a_temporary_file_goes_unless_kept() {
        let dir = tempfile::tempdir().unwrap();
        let objects = Objects::new(dir.path().to_owned()).unwrap();
        let temp = objects.temp_file();
        std::fs::write(&temp.path, b"x").unwrap();
        let path = temp.path.clone();
        drop(temp);
        assert!(!path.exists());
    }
}
