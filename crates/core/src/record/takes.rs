//! The takes folder of the library: naming new takes, and keeping the ones a crash interrupted.

use std::path::{Path, PathBuf};

use super::RecordError;
use super::wav;

const PREFIX: &str = "Take ";

/// The path for a new take in `dir`: `Take <n>.wav`, one past the highest number there.
pub fn new_take_path(dir: &Path) -> PathBuf {
    let highest = std::fs::read_dir(dir)
        .map(|entries| {
            entries
                .filter_map(Result::ok)
                .filter_map(|e| take_number(&e.file_name().to_string_lossy()))
                .max()
                .unwrap_or(0)
        })
        .unwrap_or(0);
    dir.join(format!("{PREFIX}{}.wav", highest + 1))
}

/// Whether `name` is the file name of a finished take.
pub fn is_take_name(name: &str) -> bool {
    name.ends_with(".wav") && take_number(name).is_some() && !name.contains(['/', '\\'])
}

fn take_number(name: &str) -> Option<u32> {
    let rest = name.strip_prefix(PREFIX)?;
    let number = rest
        .strip_suffix(".wav")
        .or_else(|| rest.strip_suffix(".wav.part"))?;
    number.parse().ok()
}

/// The takes in `dir` (finished ones, oldest first).
pub fn list(dir: &Path) -> Vec<PathBuf> {
    let mut takes: Vec<(u32, PathBuf)> = std::fs::read_dir(dir)
        .map(|entries| {
            entries
                .filter_map(Result::ok)
                .filter_map(|e| {
                    let name = e.file_name().to_string_lossy().into_owned();
                    let n = take_number(&name).filter(|_| name.ends_with(".wav"))?;
                    Some((n, e.path()))
                })
                .collect()
        })
        .unwrap_or_default();
    takes.sort();
    takes.into_iter().map(|(_, p)| p).collect()
}

/// Keeps the takes that were being recorded when the app stopped (`Take <n>.wav.part`): their
/// headers are made to count everything on disk and they become ordinary takes. Returns them.
/// Call it only while nothing records into `dir`.
pub fn recover(dir: &Path) -> Result<Vec<PathBuf>, RecordError> {
    let mut recovered = Vec::new();
    let entries = match std::fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(recovered),
        Err(e) => return Err(e.into()),
    };
    for entry in entries.filter_map(Result::ok) {
        let part = entry.path();
        let name = entry.file_name().to_string_lossy().into_owned();
        let Some(done) = name
            .strip_suffix(".part")
            .filter(|_| take_number(&name).is_some())
        else {
            continue;
        };
        match wav::repair(&part) {
            Ok(_) => {
                let mut target = dir.join(done);
                if target.exists() {
                    target = new_take_path(dir);
                }
                std::fs::rename(&part, &target)?;
                recovered.push(target);
            }
            Err(e) => tracing::warn!("an interrupted take could not be kept: {e}"),
        }
    }
    recovered.sort();
    Ok(recovered)
}

/// The length of the take at `path`, in seconds; `None` when it cannot be read as one.
pub fn seconds(path: &Path) -> Option<f64> {
    let reader = hound::WavReader::open(path).ok()?;
    Some(f64::from(reader.duration()) / f64::from(reader.spec().sample_rate.max(1)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_finished_take_of_ours_is_named_by_its_file_name() {
        assert!(is_take_name("Take 1.wav"));
        assert!(is_take_name("Take 12.wav"));
        for name in [
            "Take 1.wav.part",
            "../Take 1.wav",
            "Take x.wav",
            "notes.wav",
            "Take 1.mp3",
            "take 1.wav",
        ] {
            assert!(!is_take_name(name), "{name}");
        }
    }
}
