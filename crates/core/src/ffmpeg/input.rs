//! Which files ffmpeg reads, and how it is told to read them.
//!
//! ffmpeg reads far more than audio and video files: an HLS or DASH playlist, a concat list
//! (`ffconcat version 1.0`), a numbered series of pictures, a session description. Each of those
//! names other files (by absolute path, or `../`) or network addresses, which ffmpeg then opens
//! and plays as if they were the file given: a "video" dropped on Dubdeck could make it read and
//! send the sound of any file the user can read. So Dubdeck reads only self-contained audio and
//! video files, and says so to ffmpeg itself rather than looking into files on its own:
//!
//! - the probe reads with `-format_whitelist` of the containers below: ffmpeg detects the format
//!   and refuses any other before its demuxer reads a byte (so before it opens anything named
//!   inside); a refused file is probed once more, on the same terms, only to learn ffmpeg's name
//!   for its format, so that the refusal says what kind of file it is;
//! - every later run names that container with `-f` (and only it in `-format_whitelist`), so the
//!   format cannot be detected again, differently, from a file changed meanwhile;
//! - every run reads only through the `file` protocol (`-protocol_whitelist file`, and the input
//!   named `file:<path>`, so that a name such as `concat:a|b` or `https:...` is a file name).

use std::ffi::OsString;
use std::path::Path;

use crate::codes::ContainerKind;

/// ffmpeg's demuxers for the self-contained containers people dub: video from phones, cameras,
/// screen recorders, editors and the web, and audio of every common kind. None of them opens
/// another file (the MP4 demuxer's external references stay off, as they are by default).
pub(crate) const SINGLE_FILE: &[&str] = &[
    // MP4, MOV, M4A, M4V, 3GP; Matroska and WebM; AVI; WMV and WMA; Flash video.
    "mov", "matroska", "avi", "asf", "flv",
    // MPEG transport (camera .mts, .m2ts, broadcast .ts) and program streams (.mpg, .vob); MXF
    // and DV from cameras and editors.
    "mpegts", "mpeg", "mxf", "dv", // Audio.
    "wav", "w64", "aiff", "caf", "au", "mp3", "flac", "ogg", "aac", "ac3", "eac3", "dts", "amr", "wv", "ape",
    "tta",
];

/// The demuxer to name with `-f` for ffprobe's `format_name` (its first name: "mov" for
/// "mov,mp4,m4a,3gp,3g2,mj2"), when it is one of [`SINGLE_FILE`].
pub(crate) fn single_file_demuxer(format_name: &str) -> Option<&'static str> {
    let first = format_name.split(',').next()?.trim();
    SINGLE_FILE.iter().copied().find(|d| *d == first)
}

/// What kind of file a format Dubdeck does not read is, by ffmpeg's name for it.
pub(crate) fn kind_of(format: &str) -> ContainerKind {
    let first = format.split(',').next().unwrap_or_default().trim();
    match first {
        "hls" | "applehttp" | "dash" | "webm_dash_manifest" | "imf" | "sdp" | "rtsp" | "rtp" => {
            ContainerKind::Playlist
        }
        "concat" => ContainerKind::ConcatList,
        // A numbered series (image2), or one picture (`png_pipe`, `jpeg_pipe`...).
        "image2" | "image2pipe" => ContainerKind::ImageSequence,
        pipe if pipe.ends_with("_pipe") => ContainerKind::ImageSequence,
        _ => ContainerKind::Other,
    }
}

/// ffmpeg's name for the format it detected, from its debug output ("Format hls probed with
/// size=2048 and score=100", or "Format concat detected only with low score of 25").
pub(crate) fn detected_format(stderr: &str) -> Option<String> {
    stderr.lines().find_map(|line| {
        let rest = &line[line.find("Format ")? + "Format ".len()..];
        let (name, after) = rest.split_once(' ')?;
        (after.starts_with("probed with") || after.starts_with("detected only")).then(|| name.to_owned())
    })
}

/// Whether ffmpeg's error output says it refused the file's format (`-format_whitelist`).
pub(crate) fn format_refused(stderr: &str) -> bool {
    stderr.contains("not on whitelist")
}

/// `file:<path>`: the file at `path`, never another protocol or a pattern of names.
pub(crate) fn file_url(path: &Path) -> OsString {
    let mut url = OsString::from("file:");
    url.push(path.as_os_str());
    url
}

/// The options every ffmpeg run starts with: no reading from the terminal, no banner, errors only.
pub(crate) fn quiet() -> Vec<OsString> {
    vec![
        "-nostdin".into(),
        "-hide_banner".into(),
        "-loglevel".into(),
        "error".into(),
    ]
}

/// The options every run that writes a file starts with: [`quiet`], and never over a file that
/// is there (`-n`).
pub(crate) fn writing() -> Vec<OsString> {
    let mut args = quiet();
    args.push("-n".into());
    args
}

/// The options that open `path` as the container of `demuxer` and as nothing else, then `-i`.
pub(crate) fn input(demuxer: &str, path: &Path) -> Vec<OsString> {
    vec![
        "-protocol_whitelist".into(),
        "file".into(),
        "-format_whitelist".into(),
        demuxer.into(),
        "-f".into(),
        demuxer.into(),
        "-i".into(),
        file_url(path),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formats_read_as_ffmpeg_names_them() {
        assert_eq!(single_file_demuxer("mov,mp4,m4a,3gp,3g2,mj2"), Some("mov"));
        assert_eq!(single_file_demuxer("matroska,webm"), Some("matroska"));
        assert_eq!(single_file_demuxer("wav"), Some("wav"));
        for refused in ["hls", "concat", "image2", "png_pipe", "dash", "tty", "srt", ""] {
            assert_eq!(single_file_demuxer(refused), None, "{refused}");
        }
        assert_eq!(kind_of("hls"), ContainerKind::Playlist);
        assert_eq!(kind_of("dash"), ContainerKind::Playlist);
        assert_eq!(kind_of("concat"), ContainerKind::ConcatList);
        assert_eq!(kind_of("image2"), ContainerKind::ImageSequence);
        assert_eq!(kind_of("png_pipe"), ContainerKind::ImageSequence);
        assert_eq!(kind_of("tty"), ContainerKind::Other);
        assert_eq!(kind_of(""), ContainerKind::Other);

        let said = "[file @ 0x5] Setting default whitelist 'file'\n\
                    [hls @ 0x55] Format hls probed with size=2048 and score=100\n\
                    [hls @ 0x55] Format not on whitelist 'mov,matroska'\n";
        assert_eq!(detected_format(said).as_deref(), Some("hls"));
        assert!(format_refused(said));
        let low = "[concat @ 0x1] Format concat detected only with low score of 25, misdetection possible!";
        assert_eq!(detected_format(low).as_deref(), Some("concat"));
        assert_eq!(detected_format("Invalid data found when processing input"), None);
        assert_eq!(
            file_url(Path::new("/a/b c.mp4")),
            OsString::from("file:/a/b c.mp4")
        );
    }
}
