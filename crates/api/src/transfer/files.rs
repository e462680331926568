//! Files written into a folder Dubdeck does not own (the user's output folder, where other
//! programs and people put files too): nothing is opened through a symbolic link there, so a link
//! planted in the folder cannot send a download elsewhere on the disk; and a finished file is moved
//! into place without ever replacing one that appeared meanwhile.

use std::io;
use std::path::Path;

/// The open flags that refuse a symbolic link as the last part of the path (`O_NOFOLLOW`): opening
/// one fails (`ELOOP`) instead of opening what it points to.
#[cfg(unix)]
pub fn no_follow_flags() -> i32 {
    i32::try_from(rustix::fs::OFlags::NOFOLLOW.bits()).unwrap_or(0)
}

/// Creates (or opens) `path` for writing without following a symbolic link at `path`. Blocking.
pub fn create_no_follow(path: &Path) -> io::Result<std::fs::File> {
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create(true).truncate(false);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::custom_flags(&mut options, no_follow_flags());
    options.open(path)
}

/// Moves `from` to `to` unless something (a file, a folder, a link) is at `to` already, which is
/// then an `AlreadyExists` error and stays as it was. Atomic where the platform and the file system
/// can do it (`renameat2` with `RENAME_NOREPLACE` on Linux, `renamex_np` on macOS, a hard link
/// elsewhere); on a file system with neither (FAT), the name is claimed by creating it exclusively
/// first, and the move goes over that claim. Across file systems it is a `CrossesDevices` error,
/// and nothing is left at `to`. Blocking.
pub fn rename_no_replace(from: &Path, to: &Path) -> io::Result<()> {
    #[cfg(any(target_os = "linux", target_os = "android", target_vendor = "apple"))]
    {
        use rustix::fs::{CWD, RenameFlags, renameat_with};
        match renameat_with(CWD, from, CWD, to, RenameFlags::NOREPLACE) {
            Ok(()) => return Ok(()),
            Err(e) if e == rustix::io::Errno::EXIST => return Err(e.into()),
            // Not supported by this kernel or file system: the next way.
            Err(e)
                if [
                    rustix::io::Errno::INVAL,
                    rustix::io::Errno::NOSYS,
                    rustix::io::Errno::NOTSUP,
                ]
                .contains(&e) => {}
            Err(e) => return Err(e.into()),
        }
    }
    match std::fs::hard_link(from, to) {
        Ok(()) => return std::fs::remove_file(from),
        // Another file system: no move can be atomic; the caller copies (`CrossesDevices`).
        Err(e)
            if matches!(
                e.kind(),
                io::ErrorKind::AlreadyExists | io::ErrorKind::CrossesDevices
            ) =>
        {
            return Err(e);
        }
        // No hard links here: claim the name, then move over the claim.
        Err(_) => {}
    }
    let mut claim = std::fs::OpenOptions::new();
    claim.write(true).create_new(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::custom_flags(&mut claim, no_follow_flags());
    drop(claim.open(to)?);
    std::fs::rename(from, to).inspect_err(|_| {
        // The claim is ours and empty: it must not stay as a file of that name.
        let _ = std::fs::remove_file(to);
    })
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    #[test]
    fn a_move_never_replaces_what_is_there() {
        let dir = tempfile::tempdir().unwrap();
        let part = dir.path().join("song.wav.part");
        let dest = dir.path().join("song.wav");
        std::fs::write(&part, b"the dub").unwrap();
        std::fs::write(&dest, b"someone else's file").unwrap();
        let err = rename_no_replace(&part, &dest).unwrap_err();
        assert_eq!(err.kind(), io::ErrorKind::AlreadyExists);
        assert_eq!(std::fs::read(&dest).unwrap(), b"someone else's file");
        assert_eq!(std::fs::read(&part).unwrap(), b"the dub");

        std::fs::remove_file(&dest).unwrap();
        rename_no_replace(&part, &dest).unwrap();
        assert_eq!(std::fs::read(&dest).unwrap(), b"the dub");
        assert!(!part.exists());
    }

    #[cfg(unix)]
    #[test]
    fn links_in_the_folder_are_neither_followed_nor_replaced() {
        let dir = tempfile::tempdir().unwrap();
        let elsewhere = dir.path().join("elsewhere");
        std::fs::create_dir(&elsewhere).unwrap();
        let victim = elsewhere.join(".bashrc");
        std::fs::write(&victim, b"precious").unwrap();
        let out = dir.path().join("out");
        std::fs::create_dir(&out).unwrap();

        // A planted link where the download would be written: refused, the target untouched.
        let part = out.join("song.wav.part");
        std::os::unix::fs::symlink(&victim, &part).unwrap();
        assert!(create_no_follow(&part).is_err());
        assert_eq!(std::fs::read(&victim).unwrap(), b"precious");

        // A planted link (even a dangling one) where the result goes: not replaced.
        let real_part = out.join("take.wav.part");
        std::fs::write(&real_part, b"the dub").unwrap();
        let dest = out.join("take.wav");
        std::os::unix::fs::symlink(elsewhere.join("nothing"), &dest).unwrap();
        let err = rename_no_replace(&real_part, &dest).unwrap_err();
        assert_eq!(err.kind(), io::ErrorKind::AlreadyExists);
        assert!(dest.symlink_metadata().unwrap().file_type().is_symlink());
        assert!(!elsewhere.join("nothing").exists());
    }
}
