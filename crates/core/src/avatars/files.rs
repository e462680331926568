//! Checking a downloaded avatar and making its still frame. Blocking (CPU and disk): run on the
//! blocking pool. Decoding is bounded so a hostile image cannot take the app's memory.

use std::io::Cursor;
use std::path::{Path, PathBuf};

use image::{ImageFormat, ImageReader, Limits};
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::error::AvatarError;
use crate::sandbox;

/// No avatar is wider or taller than this; larger images are refused before they are decoded.
const MAX_SIDE: u32 = 4096;
/// Memory the decoder may use for one avatar.
const MAX_DECODE_BYTES: u64 = 128 * 1024 * 1024;

/// The files of one stored avatar.
pub(crate) struct Stored {
    pub format: &'static str,
    pub path: PathBuf,
    pub still_path: Option<PathBuf>,
    pub size_bytes: u64,
}

/// Checks that `bytes` are an avatar image, writes them to `<dir>/<voice>.<ext>` and, for an
/// animated image, its first frame as `<dir>/<voice>.still.png`, each atomically. A still left by
/// an earlier animated version is removed. The image is decoded by [`CHECK_JOB`], in a helper
/// process when the app runs them (see [`crate::sandbox`]).
pub(crate) fn store(dir: &Path, voice_id: Uuid, bytes: Vec<u8>) -> Result<Stored, AvatarError> {
    let checked = match sandbox::run::<_, Result<Checked, Refusal>>(CHECK_JOB, &(), &bytes, CHECK_LIMIT) {
        Ok((Ok(checked), still)) => (checked, still),
        Ok((Err(refusal), _)) => return Err(refusal.into()),
        Err(e) => {
            return Err(AvatarError::Undecodable {
                reason: format!("the image decoder failed on it ({e})"),
            });
        }
    };
    let (Checked { format, animated }, still_png) = checked;
    let ext = extension(format);
    let path = dir.join(format!("{voice_id}.{ext}"));
    let still = dir.join(format!("{voice_id}.still.png"));
    write_atomic(&path, &bytes)?;
    let mut size_bytes = bytes.len() as u64;
    let still_path = if animated {
        write_atomic(&still, &still_png)?;
        size_bytes += still_png.len() as u64;
        Some(still)
    } else {
        remove_if_present(&still)?;
        None
    };
    Ok(Stored {
        format: ext,
        path,
        still_path,
        size_bytes,
    })
}

/// The helper job that decodes an avatar: the image's bytes in; [`Checked`] (or the [`Refusal`]) as
/// JSON and, for an animation, its first frame as PNG out.
pub const CHECK_JOB: &str = "avatar.check";

/// An avatar (at most 4096 pixels a side) decodes in well under a second.
const CHECK_LIMIT: std::time::Duration = std::time::Duration::from_secs(30);

/// What [`CHECK_JOB`] found.
#[derive(Serialize, Deserialize)]
struct Checked {
    format: AvatarFormat,
    animated: bool,
}

#[derive(Clone, Copy, Serialize, Deserialize)]
enum AvatarFormat {
    Gif,
    Webp,
    Png,
}

fn extension(format: AvatarFormat) -> &'static str {
    match format {
        AvatarFormat::Gif => "gif",
        AvatarFormat::Webp => "webp",
        AvatarFormat::Png => "png",
    }
}

/// Why [`CHECK_JOB`] refused an image.
#[derive(Serialize, Deserialize)]
enum Refusal {
    Undecodable(String),
    UnsupportedFormat(String),
}

impl From<Refusal> for AvatarError {
    fn from(refusal: Refusal) -> Self {
        match refusal {
            Refusal::Undecodable(reason) => AvatarError::Undecodable { reason },
            Refusal::UnsupportedFormat(format) => AvatarError::UnsupportedFormat { format },
        }
    }
}

/// [`CHECK_JOB`].
pub fn check_job(_: &[u8], bytes: &[u8]) -> Result<sandbox::Answer, String> {
    let (verdict, still) = match check(bytes) {
        Ok((checked, still)) => (Ok(checked), still),
        Err(refusal) => (Err(refusal), Vec::new()),
    };
    Ok((serde_json::to_vec(&verdict).map_err(|e| e.to_string())?, still))
}

/// Decodes `bytes` (bounded, so a hostile image cannot take the memory); for an animation, its
/// first frame as PNG.
fn check(bytes: &[u8]) -> Result<(Checked, Vec<u8>), Refusal> {
    let undecodable = |e: image::ImageError| Refusal::Undecodable(e.to_string());
    let format = image::guess_format(bytes).map_err(undecodable)?;
    let avatar_format = match format {
        ImageFormat::Gif => AvatarFormat::Gif,
        ImageFormat::WebP => AvatarFormat::Webp,
        ImageFormat::Png => AvatarFormat::Png,
        other => return Err(Refusal::UnsupportedFormat(format!("{other:?}").to_lowercase())),
    };
    let mut reader = ImageReader::with_format(Cursor::new(bytes), format);
    let mut limits = Limits::default();
    limits.max_image_width = Some(MAX_SIDE);
    limits.max_image_height = Some(MAX_SIDE);
    limits.max_alloc = Some(MAX_DECODE_BYTES);
    reader.limits(limits);
    // For an animation, decode() gives the first frame: the check and the still in one pass.
    let first = reader.decode().map_err(undecodable)?;
    let animated = is_animated(format, bytes);
    let mut still = Vec::new();
    if animated {
        first
            .to_rgba8()
            .write_to(&mut Cursor::new(&mut still), ImageFormat::Png)
            .map_err(undecodable)?;
    }
    Ok((
        Checked {
            format: avatar_format,
            animated,
        },
        still,
    ))
}

/// Every gif counts as animated (a one-frame gif's still costs little); a webp when it says so.
fn is_animated(format: ImageFormat, bytes: &[u8]) -> bool {
    match format {
        ImageFormat::Gif => true,
        ImageFormat::WebP => image::codecs::webp::WebPDecoder::new(Cursor::new(bytes))
            .map(|d| d.has_animation())
            .unwrap_or(false),
        _ => false,
    }
}

/// Writes `bytes` beside `path` under a name no other writer uses, then renames it into place, so a
/// reader sees the old file or the new one, never half of one.
pub(crate) fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), AvatarError> {
    let mut name = path.file_name().map(|n| n.to_os_string()).unwrap_or_default();
    name.push(format!(".{}.part", Uuid::new_v4().simple()));
    let part = path.with_file_name(name);
    std::fs::write(&part, bytes).map_err(|e| AvatarError::io(&part, e))?;
    std::fs::rename(&part, path).map_err(|e| {
        let _ = std::fs::remove_file(&part);
        AvatarError::io(path, e)
    })
}

pub(crate) fn remove_if_present(path: &Path) -> Result<(), AvatarError> {
    match std::fs::remove_file(path) {
        Err(e) if e.kind() != std::io::ErrorKind::NotFound => Err(AvatarError::io(path, e)),
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bytes_that_are_no_image_are_a_typed_error_and_leave_no_file() {
        let dir = tempfile::tempdir().unwrap();
        let id = Uuid::new_v4();
        for bytes in [&b"not an image at all"[..], b"GIF89a\x10\x00\x10\x00broken", b""] {
            assert!(matches!(
                store(dir.path(), id, bytes.to_vec()),
                Err(AvatarError::Undecodable { .. })
            ));
        }
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 0);
    }

    #[test]
    fn a_png_is_kept_without_a_still() {
        let dir = tempfile::tempdir().unwrap();
        let mut png = Vec::new();
        image::RgbaImage::new(3, 2)
            .write_to(&mut Cursor::new(&mut png), ImageFormat::Png)
            .unwrap();
        let stored = store(dir.path(), Uuid::nil(), png.clone()).unwrap();
        assert_eq!(stored.format, "png");
        assert!(stored.still_path.is_none());
        assert_eq!(std::fs::read(&stored.path).unwrap(), png);
        assert_eq!(stored.size_bytes, png.len() as u64);
    }
}
