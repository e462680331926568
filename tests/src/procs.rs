//! Processes on Linux, read from `/proc`: the descendants of a process (the app that
//! WebKitWebDriver started below our tauri-driver), whether one is alive, and a polite SIGTERM.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::Command;

/// Every live process's parent, from `/proc/<pid>/stat`.
fn parents() -> HashMap<u32, u32> {
    let mut map = HashMap::new();
    let Ok(entries) = std::fs::read_dir("/proc") else {
        return map;
    };
    for entry in entries.flatten() {
        let Some(pid) = entry.file_name().to_str().and_then(|s| s.parse::<u32>().ok()) else {
            continue;
        };
        if let Some(ppid) = std::fs::read_to_string(entry.path().join("stat"))
            .ok()
            .and_then(|stat| parse_ppid(&stat))
        {
            map.insert(pid, ppid);
        }
    }
    map
}

/// The parent pid in a `/proc/<pid>/stat` line (the field after the state, after the last `)`:
/// the command name may itself hold spaces and parentheses).
pub fn parse_ppid(stat: &str) -> Option<u32> {
    let rest = &stat[stat.rfind(')')? + 1..];
    rest.split_whitespace().nth(1)?.parse().ok()
}

/// All descendants of `pid` (children, grandchildren...).
pub fn descendants(pid: u32) -> Vec<u32> {
    let parents = parents();
    let mut found = Vec::new();
    let mut frontier = vec![pid];
    while let Some(p) = frontier.pop() {
        for (&child, &parent) in &parents {
            if parent == p && !found.contains(&child) {
                found.push(child);
                frontier.push(child);
            }
        }
    }
    found
}

/// The executable of a live process, if readable.
pub fn exe(pid: u32) -> Option<PathBuf> {
    std::fs::read_link(format!("/proc/{pid}/exe")).ok()
}

/// Descendants of `pid` running `binary`, not as a decoder helper (the app starts copies of
/// itself with `--dubdeck-helper`; they end with it).
pub fn descendants_running(pid: u32, binary: &Path) -> Vec<u32> {
    let wanted = binary.canonicalize().unwrap_or_else(|_| binary.to_path_buf());
    descendants(pid)
        .into_iter()
        .filter(|&p| exe(p).is_some_and(|e| e == wanted) && !is_helper(p))
        .collect()
}

/// Whether `pid` is one of the app's decoder helpers (`--dubdeck-helper` in its arguments).
pub fn is_helper(pid: u32) -> bool {
    std::fs::read(format!("/proc/{pid}/cmdline"))
        .is_ok_and(|cmdline| cmdline.split(|b| *b == 0).any(|arg| arg == b"--dubdeck-helper"))
}

/// The mappings of `pid` that are both writable and executable (a JIT's code), as `/proc/<pid>/maps`
/// lines; an error when the maps cannot be read.
pub fn writable_executable_mappings(pid: u32) -> std::io::Result<Vec<String>> {
    let maps = std::fs::read_to_string(format!("/proc/{pid}/maps"))?;
    Ok(maps
        .lines()
        .filter(|line| {
            line.split_whitespace()
                .nth(1)
                .is_some_and(|perms| perms.starts_with("rwx"))
        })
        .map(str::to_owned)
        .collect())
}

/// The WebKit web processes (`WebKitWebProcess`) among the descendants of `pid`.
pub fn web_processes(pid: u32) -> Vec<u32> {
    descendants(pid)
        .into_iter()
        .filter(|&p| exe(p).is_some_and(|e| e.file_name().is_some_and(|n| n == "WebKitWebProcess")))
        .collect()
}

/// Whether `pid` is alive (and not a zombie).
pub fn alive(pid: u32) -> bool {
    match std::fs::read_to_string(format!("/proc/{pid}/stat")) {
        Ok(stat) => stat
            .rfind(')')
            .and_then(|i| stat[i + 1..].split_whitespace().next())
            .is_some_and(|state| state != "Z" && state != "X"),
        Err(_) => false,
    }
}

/// Kills `pid` at once (SIGKILL): a crash of the app (never for tauri-driver, see [`terminate`]).
pub fn kill(pid: u32) {
    let _ = Command::new("kill")
        .args(["-KILL", &pid.to_string()])
        .stderr(std::process::Stdio::null())
        .status();
}

/// Sends SIGTERM (never SIGKILL: tauri-driver stops WebKitWebDriver only on SIGTERM).
pub fn terminate(pid: u32) {
    let _ = Command::new("kill")
        .args(["-TERM", &pid.to_string()])
        .stderr(std::process::Stdio::null())
        .status();
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_parent_after_odd_command_names() {
        assert_eq!(parse_ppid("42 (dubdeck) S 7 42 42 0 -1"), Some(7));
        assert_eq!(parse_ppid("42 (a b) (c)) R 9 1 1"), Some(9));
        assert_eq!(parse_ppid("garbage"), None);
    }

    #[test]
    fn finds_writable_executable_mappings() {
        // A test process maps its code read-only and executable, its data writable: none is both.
        assert_eq!(
            writable_executable_mappings(std::process::id()).unwrap(),
            Vec::<String>::new()
        );
        assert!(writable_executable_mappings(u32::MAX).is_err());
    }

    #[test]
    fn finds_its_own_children() {
        let mut child = Command::new("sleep").arg("5").spawn().unwrap();
        let me = std::process::id();
        assert!(descendants(me).contains(&child.id()));
        assert!(alive(child.id()));
        terminate(child.id());
        child.wait().unwrap();
        assert!(!alive(child.id()));
    }
}
