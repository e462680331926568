//! The `Content-Type` of an upload, from the file's extension: the media a dubbing app moves.

use std::path::Path;

/// A media type for `path`'s extension, or `application/octet-stream`.
pub fn content_type_for(path: &Path) -> &'static str {
    let extension = path
        .extension()
        .and_then(|e| e.to_str())
        .map(str::to_ascii_lowercase);
    match extension.as_deref() {
        Some("mp3") => "audio/mpeg",
        Some("wav") => "audio/wav",
        Some("flac") => "audio/flac",
        Some("ogg" | "oga") => "audio/ogg",
        Some("opus") => "audio/opus",
        Some("m4a") => "audio/mp4",
        Some("aac") => "audio/aac",
        Some("aif" | "aiff") => "audio/aiff",
        Some("weba") => "audio/webm",
        Some("mp4" | "m4v") => "video/mp4",
        Some("mov") => "video/quicktime",
        Some("webm") => "video/webm",
        Some("mkv") => "video/x-matroska",
        Some("avi") => "video/x-msvideo",
        Some("json") => "application/json",
        Some("txt") => "text/plain",
        _ => "application/octet-stream",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn guesses_from_extension() {
        assert_eq!(content_type_for(Path::new("a/b/song.MP3")), "audio/mpeg");
        assert_eq!(content_type_for(Path::new("clip.mov")), "video/quicktime");
        assert_eq!(content_type_for(Path::new("noext")), "application/octet-stream");
        assert_eq!(
            content_type_for(Path::new("weird.xyz")),
            "application/octet-stream"
        );
    }
}
