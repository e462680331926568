//! Looking for a secret in files: every regular file below a folder, read whole (SQLite databases
//! and their journals included), searched for the secret's bytes.

use std::path::{Path, PathBuf};

use anyhow::{Context, Result};

/// Every regular file below `dir` (symbolic links are not followed).
pub fn walk(dir: &Path) -> Result<Vec<PathBuf>> {
    let mut files = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let entries = match std::fs::read_dir(&d) {
            Ok(entries) => entries,
            // A folder removed while walking (a journal, a cache entry) holds nothing to read.
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => continue,
            Err(e) => return Err(e).with_context(|| format!("could not list {}", d.display())),
        };
        for entry in entries {
            let entry = entry?;
            let kind = entry.file_type()?;
            if kind.is_dir() {
                stack.push(entry.path());
            } else if kind.is_file() {
                files.push(entry.path());
            }
        }
    }
    files.sort();
    Ok(files)
}

/// The files below `dir` whose bytes contain `needle`, and how many files were read.
pub fn files_containing(dir: &Path, needle: &[u8]) -> Result<(Vec<PathBuf>, usize)> {
    let files = walk(dir)?;
    let mut hits = Vec::new();
    let mut read = 0;
    for file in files {
        let bytes = match std::fs::read(&file) {
            Ok(bytes) => bytes,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => continue,
            Err(e) => return Err(e).with_context(|| format!("could not read {}", file.display())),
        };
        read += 1;
        if contains(&bytes, needle) {
            hits.push(file);
        }
    }
    Ok((hits, read))
}

pub fn contains(haystack: &[u8], needle: &[u8]) -> bool {
    !needle.is_empty() && haystack.windows(needle.len()).any(|w| w == needle)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_a_secret_in_nested_files_only() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir.path().join("a/b")).unwrap();
        std::fs::write(dir.path().join("a/b/db.sqlite-wal"), b"\0\0xx-secret-42-yy\0").unwrap();
        std::fs::write(dir.path().join("a/clean"), b"secret-4").unwrap();
        let (hits, read) = files_containing(dir.path(), b"secret-42").unwrap();
        assert_eq!(read, 2);
        assert_eq!(hits, vec![dir.path().join("a/b/db.sqlite-wal")]);
        assert!(!contains(b"abc", b""));
    }
}
