//! Folders of media: what a dropped or named folder holds to dub (its media files, recursively or
//! not, in name order, without hidden files, what is not media, or Dubdeck's own output), and the
//! plan shown before anything is spent: how many files, their total length, the estimated credits.

use std::cmp::Ordering;
use std::path::{Path, PathBuf};

use serde::Serialize;

use crate::cost::estimate_dub_credits;
use crate::engine::{ProbedDubInput, probe_dub_input};
use crate::ffmpeg::MediaSupport;

/// The endings of the audio and video files Dubdeck dubs (lower case).
pub const MEDIA_EXTENSIONS: &[&str] = &[
    // Audio.
    "wav", "w64", "aif", "aiff", "aifc", "caf", "au", "mp3", "mp2", "flac", "ogg", "oga", "opus", "m4a",
    "m4b", "aac", "ac3", "eac3", "dts", "amr", "wv", "ape", "tta", "wma", "mka", // Video.
    "mp4", "m4v", "mov", "mkv", "webm", "avi", "wmv", "flv", "3gp", "3g2", "mts", "m2ts", "ts", "mpg",
    "mpeg", "vob", "mxf", "dv",
];

/// Whether `path` is named as a media file.
pub fn is_media_name(path: &Path) -> bool {
    path.extension()
        .and_then(|e| e.to_str())
        .is_some_and(|e| MEDIA_EXTENSIONS.contains(&e.to_ascii_lowercase().as_str()))
}

fn is_hidden(path: &Path) -> bool {
    path.file_name()
        .and_then(|n| n.to_str())
        .is_some_and(|n| n.starts_with('.'))
}

/// What the given files and folders hold to dub.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Expansion {
    /// Files given by name, then each folder's media files, in name order.
    pub files: Vec<PathBuf>,
    /// Files inside the folders that are not media (told once, as a count).
    pub not_media: u32,
    /// How many folders were given.
    pub folders: u32,
}

/// A folder that could not be read.
#[derive(Debug, thiserror::Error)]
#[error("the folder {} could not be read: {source}", path.display())]
pub struct ExpandError {
    pub path: PathBuf,
    #[source]
    pub source: std::io::Error,
}

/// Names compared as people sort them: case aside, and numbers by value ("2 x" before "10 x").
pub fn natural_order(a: &str, b: &str) -> Ordering {
    let (mut a, mut b) = (a.chars().peekable(), b.chars().peekable());
    loop {
        match (a.peek().copied(), b.peek().copied()) {
            (None, None) => return Ordering::Equal,
            (None, Some(_)) => return Ordering::Less,
            (Some(_), None) => return Ordering::Greater,
            (Some(x), Some(y)) if x.is_ascii_digit() && y.is_ascii_digit() => {
                let take = |it: &mut std::iter::Peekable<std::str::Chars<'_>>| {
                    let mut digits = String::new();
                    while let Some(c) = it.peek().copied().filter(char::is_ascii_digit) {
                        digits.push(c);
                        it.next();
                    }
                    digits
                };
                let (x, y) = (take(&mut a), take(&mut b));
                let (xt, yt) = (x.trim_start_matches('0'), y.trim_start_matches('0'));
                let order = xt.len().cmp(&yt.len()).then_with(|| xt.cmp(yt));
                if order != Ordering::Equal {
                    return order;
                }
            }
            (Some(x), Some(y)) => {
                let order = x.to_lowercase().cmp(y.to_lowercase());
                if order != Ordering::Equal {
                    return order;
                }
                a.next();
                b.next();
            }
        }
    }
}

/// Expands `inputs`: a file stays as it is (the probe says whether it is media); a folder becomes
/// its media files (its subfolders' too when `recursive`), in name order, leaving out hidden files
/// and folders, and `skip` (the output folders, whose dubs must not be dubbed again).
pub fn expand(inputs: &[PathBuf], recursive: bool, skip: &[PathBuf]) -> Result<Expansion, ExpandError> {
    let mut out = Expansion::default();
    let skipped = |p: &Path| skip.iter().any(|s| same_dir(s, p));
    for input in inputs {
        if !input.is_dir() {
            out.files.push(input.clone());
            continue;
        }
        out.folders += 1;
        let walker = walkdir::WalkDir::new(input)
            .min_depth(1)
            .max_depth(if recursive { usize::MAX } else { 1 })
            // A folder's files before its subfolders, each in name order.
            .sort_by(|a, b| {
                let dirs = a.file_type().is_dir().cmp(&b.file_type().is_dir());
                dirs.then_with(|| {
                    natural_order(&a.file_name().to_string_lossy(), &b.file_name().to_string_lossy())
                })
            })
            .into_iter()
            .filter_entry(|e| !(is_hidden(e.path()) || (e.file_type().is_dir() && skipped(e.path()))));
        let mut files = Vec::new();
        for entry in walker {
            let entry = entry.map_err(|e| ExpandError {
                path: e.path().unwrap_or(input).to_path_buf(),
                source: e
                    .into_io_error()
                    .unwrap_or_else(|| std::io::Error::other("a loop of links")),
            })?;
            if entry.file_type().is_dir() {
                continue;
            }
            if is_media_name(entry.path()) {
                files.push(entry.into_path());
            } else {
                out.not_media += 1;
            }
        }
        out.files.extend(files);
    }
    Ok(out)
}

fn same_dir(a: &Path, b: &Path) -> bool {
    a == b || matches!((a.canonicalize(), b.canonicalize()), (Ok(x), Ok(y)) if x == y)
}

/// One file of a plan.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PlannedFile {
    pub path: PathBuf,
    pub duration_ms: u64,
    pub estimated_credits: i64,
    pub video: bool,
}

/// A file of a folder the probe refused (unreadable, too long, no sound...).
#[derive(Debug)]
pub struct RefusedFile {
    pub path: PathBuf,
    pub error: crate::decode::ProbeError,
}

/// What dubbing a batch would take.
#[derive(Debug, Default)]
pub struct Plan {
    pub files: Vec<PlannedFile>,
    pub refused: Vec<RefusedFile>,
    pub not_media: u32,
    pub folders: u32,
}

impl Plan {
    pub fn seconds(&self) -> f64 {
        self.files.iter().map(|f| f.duration_ms).sum::<u64>() as f64 / 1000.0
    }

    pub fn estimated_credits(&self) -> i64 {
        self.files.iter().map(|f| f.estimated_credits).sum()
    }
}

/// How many files are probed at once.
const PROBES_AT_ONCE: usize = 4;

/// Probes every file of `expansion` (nothing is sent), four at a time, keeping their order.
pub async fn plan(expansion: Expansion, media: &MediaSupport) -> Plan {
    use futures::StreamExt;
    let probes = futures::stream::iter(expansion.files.into_iter().map(|path| async move {
        let probed = probe_dub_input(&path, media).await;
        (path, probed)
    }))
    .buffered(PROBES_AT_ONCE)
    .collect::<Vec<_>>()
    .await;
    let mut plan = Plan {
        not_media: expansion.not_media,
        folders: expansion.folders,
        ..Plan::default()
    };
    for (path, probed) in probes {
        match probed {
            Ok(ProbedDubInput { summary, video, .. }) => plan.files.push(PlannedFile {
                path,
                duration_ms: summary.duration_ms,
                estimated_credits: estimate_dub_credits(summary.duration_ms),
                video,
            }),
            Err(error) => plan.refused.push(RefusedFile { path, error }),
        }
    }
    plan
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_sort_as_people_read_them() {
        let mut names = vec![
            "10 Outro.wav",
            "2 Verse.wav",
            "track.wav",
            "1 Intro.wav",
            "Track 01.wav",
            "B.wav",
            "a.wav",
        ];
        names.sort_by(|a, b| natural_order(a, b));
        assert_eq!(
            names,
            [
                "1 Intro.wav",
                "2 Verse.wav",
                "10 Outro.wav",
                "a.wav",
                "B.wav",
                "Track 01.wav",
                "track.wav"
            ]
        );
    }

    #[test]
    fn folders_expand_to_their_media_in_order_without_hidden_files_or_the_output() {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path().join("Album");
        let out = root.join("Dubbed");
        for p in [
            &root.join("Disc 2"),
            &root.join("Disc 10"),
            &out,
            &root.join(".cache"),
        ] {
            std::fs::create_dir_all(p).unwrap();
        }
        for f in [
            "10 b.mp3",
            "2 a.WAV",
            "notes.txt",
            ".hidden.wav",
            "Disc 2/1 x.flac",
            "Disc 10/1 y.m4a",
            "Disc 10/cover.jpg",
            "Dubbed/2 a (Nova).wav",
            ".cache/z.wav",
        ] {
            std::fs::write(root.join(f), b"x").unwrap();
        }
        let names = |e: &Expansion| -> Vec<String> {
            e.files
                .iter()
                .map(|p| p.strip_prefix(&root).unwrap().to_string_lossy().into_owned())
                .collect()
        };
        let all = expand(std::slice::from_ref(&root), true, std::slice::from_ref(&out)).unwrap();
        assert_eq!(
            names(&all),
            ["2 a.WAV", "10 b.mp3", "Disc 2/1 x.flac", "Disc 10/1 y.m4a"]
        );
        assert_eq!((all.not_media, all.folders), (2, 1));
        let top = expand(std::slice::from_ref(&root), false, &[]).unwrap();
        assert_eq!(names(&top), ["2 a.WAV", "10 b.mp3"]);
        assert_eq!(top.not_media, 1);
    }
}
