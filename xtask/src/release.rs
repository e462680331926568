//! What a release publishes for the app's updater: each installer signed with the project's
//! minisign key (`<installer>.sig` beside it, from Tauri's CLI), and `latest.json`, which names
//! the version, its notes and date, and for each installer kind its download address and its
//! signature. Each kind has its own key (`linux-x86_64-deb`, `linux-x86_64-rpm`,
//! `windows-x86_64-msi`, `windows-x86_64-nsis`, `darwin-aarch64-app`, with `darwin-aarch64` for
//! updaters that ask without a kind): an installed .deb is offered a .deb, never another kind.

use std::path::{Path, PathBuf};
use std::process::Command;

use anyhow::{Context, Result, bail, ensure};

/// The updater's key for an installer, from its file name as Tauri's bundler writes it
/// (`Dubdeck_0.2.0_amd64.deb`, `Dubdeck-0.2.0-1.x86_64.rpm`, `Dubdeck_0.2.0_x64_en-US.msi`,
/// `Dubdeck_0.2.0_x64-setup.exe`, `Dubdeck.app.tar.gz` with its architecture given).
pub fn platform_keys(file_name: &str, mac_arch: &str) -> Vec<String> {
    let arch = |name: &str| -> Option<&'static str> {
        if name.contains("amd64") || name.contains("x86_64") || name.contains("x64") {
            Some("x86_64")
        } else if name.contains("arm64") || name.contains("aarch64") {
            Some("aarch64")
        } else if name.contains("i386") || name.contains("x86") {
            Some("i686")
        } else {
            None
        }
    };
    if file_name.ends_with(".app.tar.gz") {
        return vec![format!("darwin-{mac_arch}-app"), format!("darwin-{mac_arch}")];
    }
    let Some(arch) = arch(file_name) else {
        return Vec::new();
    };
    let kind = if file_name.ends_with(".deb") {
        "linux-{}-deb"
    } else if file_name.ends_with(".rpm") {
        "linux-{}-rpm"
    } else if file_name.ends_with(".msi") {
        "windows-{}-msi"
    } else if file_name.ends_with("-setup.exe") {
        "windows-{}-nsis"
    } else {
        return Vec::new();
    };
    vec![kind.replace("{}", arch)]
}

/// An installer and its signature, as published.
pub struct Signed {
    pub file: PathBuf,
    pub signature: String,
}

/// `latest.json` for `version`: each signed installer under its keys, downloaded from
/// `url_base` + its file name.
pub fn manifest(
    version: &str,
    notes: &str,
    pub_date: &str,
    url_base: &str,
    installers: &[Signed],
    mac_arch: &str,
) -> Result<serde_json::Value> {
    let mut platforms = serde_json::Map::new();
    for installer in installers {
        let name = installer
            .file
            .file_name()
            .and_then(|n| n.to_str())
            .with_context(|| format!("{} has no file name", installer.file.display()))?;
        let keys = platform_keys(name, mac_arch);
        ensure!(!keys.is_empty(), "{name} is no installer the updater knows");
        let url = format!("{}/{}", url_base.trim_end_matches('/'), encode_path(name));
        for key in keys {
            ensure!(!platforms.contains_key(&key), "two installers for {key}");
            platforms.insert(
                key,
                serde_json::json!({ "signature": installer.signature.trim(), "url": url }),
            );
        }
    }
    ensure!(!platforms.is_empty(), "no installer to publish");
    Ok(serde_json::json!({
        "version": version,
        "notes": notes,
        "pub_date": pub_date,
        "platforms": platforms,
    }))
}

/// A file name in a URL's path: spaces and the like percent-encoded.
fn encode_path(name: &str) -> String {
    name.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'.' | b'_' | b'~' => (b as char).to_string(),
            _ => format!("%{b:02X}"),
        })
        .collect()
}

/// Signs `file` with the minisign key in `TAURI_SIGNING_PRIVATE_KEY` (its password, if any, in
/// `TAURI_SIGNING_PRIVATE_KEY_PASSWORD`) through Tauri's CLI; returns the signature.
pub fn sign(root: &Path, file: &Path) -> Result<String> {
    let cli = crate::bundle::tauri_cli(root);
    let password = std::env::var("TAURI_SIGNING_PRIVATE_KEY_PASSWORD").unwrap_or_default();
    let status = Command::new(&cli)
        .args(["signer", "sign", "--password", &password])
        .arg(file)
        .status()
        .with_context(|| format!("could not run the Tauri CLI {}", cli.display()))?;
    if !status.success() {
        bail!(
            "signing {} failed ({status}): is TAURI_SIGNING_PRIVATE_KEY set?",
            file.display()
        );
    }
    let sig = PathBuf::from(format!("{}.sig", file.display()));
    std::fs::read_to_string(&sig).with_context(|| format!("no signature at {}", sig.display()))
}

/// `cargo xtask release sign`: signs each installer in `target/bundle/` (`<installer>.sig`).
pub fn sign_all(root: &Path) -> Result<Vec<PathBuf>> {
    ensure!(
        std::env::var_os("TAURI_SIGNING_PRIVATE_KEY").is_some(),
        "TAURI_SIGNING_PRIVATE_KEY is not set: the release key signs the installers"
    );
    let dir = crate::simulator::target_dir(root).join("bundle");
    archive_apps(&dir)?;
    let mut signed = Vec::new();
    for file in installers_in(&dir)? {
        sign(root, &file)?;
        signed.push(file);
    }
    ensure!(!signed.is_empty(), "no installer to sign in {}", dir.display());
    Ok(signed)
}

/// macOS: each `.app` in `dir` as the `.app.tar.gz` the updater installs.
fn archive_apps(dir: &Path) -> Result<()> {
    for entry in std::fs::read_dir(dir).with_context(|| format!("could not read {}", dir.display()))? {
        let path = entry?.path();
        let Some(name) = path.file_name().and_then(|n| n.to_str()).map(str::to_owned) else {
            continue;
        };
        if path.is_dir() && name.ends_with(".app") {
            let status = Command::new("tar")
                .arg("-czf")
                .arg(dir.join(format!("{name}.tar.gz")))
                .arg("-C")
                .arg(dir)
                .arg(&name)
                .status()
                .context("could not run tar")?;
            ensure!(status.success(), "archiving {name} failed ({status})");
        }
    }
    Ok(())
}

/// The installers below `dir` (any depth: artifacts arrive in a folder per platform).
fn installers_in(dir: &Path) -> Result<Vec<PathBuf>> {
    let mut found = Vec::new();
    for entry in std::fs::read_dir(dir).with_context(|| format!("could not read {}", dir.display()))? {
        let path = entry?.path();
        if path.is_dir() {
            found.extend(installers_in(&path)?);
        } else if let Some(name) = path.file_name().and_then(|n| n.to_str())
            && !platform_keys(name, "aarch64").is_empty()
        {
            found.push(path);
        }
    }
    found.sort();
    Ok(found)
}

/// `cargo xtask release manifest`: `latest.json` in `dir` for the signed installers below it.
pub fn write_manifest(
    dir: &Path,
    version: &str,
    notes_file: Option<&Path>,
    url_base: &str,
    mac_arch: &str,
) -> Result<PathBuf> {
    let notes = match notes_file {
        Some(file) => {
            std::fs::read_to_string(file).with_context(|| format!("could not read {}", file.display()))?
        }
        None => String::new(),
    };
    let mut signed = Vec::new();
    for file in installers_in(dir)? {
        let sig = PathBuf::from(format!("{}.sig", file.display()));
        let signature = std::fs::read_to_string(&sig)
            .with_context(|| format!("{} is not signed (no {})", file.display(), sig.display()))?;
        signed.push(Signed { file, signature });
    }
    let now = time::OffsetDateTime::now_utc()
        .format(&time::format_description::well_known::Rfc3339)
        .context("the date")?;
    let manifest = manifest(version, &notes, &now, url_base, &signed, mac_arch)?;
    let out = dir.join("latest.json");
    std::fs::write(&out, serde_json::to_string_pretty(&manifest)?)
        .with_context(|| format!("could not write {}", out.display()))?;
    eprintln!("wrote {} ({} installers)", out.display(), signed.len());
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_installer_kind_has_its_own_key() {
        let cases = [
            ("Dubdeck_0.2.0_amd64.deb", vec!["linux-x86_64-deb"]),
            ("Dubdeck-0.2.0-1.x86_64.rpm", vec!["linux-x86_64-rpm"]),
            ("Dubdeck_0.2.0_arm64.deb", vec!["linux-aarch64-deb"]),
            ("Dubdeck_0.2.0_x64_en-US.msi", vec!["windows-x86_64-msi"]),
            ("Dubdeck_0.2.0_x64-setup.exe", vec!["windows-x86_64-nsis"]),
            ("Dubdeck.app.tar.gz", vec!["darwin-aarch64-app", "darwin-aarch64"]),
        ];
        for (name, keys) in cases {
            assert_eq!(platform_keys(name, "aarch64"), keys, "{name}");
        }
        assert!(platform_keys("Dubdeck_0.2.0_aarch64.dmg", "aarch64").is_empty());
        assert!(platform_keys("latest.json", "aarch64").is_empty());
    }

    #[test]
    fn the_manifest_names_each_installer_with_its_signature_and_address() {
        let installers = [
            Signed {
                file: PathBuf::from("target/bundle/Dubdeck_0.2.0_amd64.deb"),
                signature: "c2lnLWRlYg==\n".into(),
            },
            Signed {
                file: PathBuf::from("target/bundle/Dubdeck-0.2.0-1.x86_64.rpm"),
                signature: "c2lnLXJwbQ==".into(),
            },
        ];
        let manifest = manifest(
            "0.2.0",
            "Faster uploads.",
            "2026-11-29T08:00:00Z",
            "https://github.com/dubdeck/dubdeck/releases/download/v0.2.0/",
            &installers,
            "aarch64",
        )
        .unwrap();
        assert_eq!(manifest["version"], "0.2.0");
        assert_eq!(manifest["notes"], "Faster uploads.");
        assert_eq!(manifest["pub_date"], "2026-11-29T08:00:00Z");
        let deb = &manifest["platforms"]["linux-x86_64-deb"];
        assert_eq!(deb["signature"], "c2lnLWRlYg==");
        assert_eq!(
            deb["url"],
            "https://github.com/dubdeck/dubdeck/releases/download/v0.2.0/Dubdeck_0.2.0_amd64.deb"
        );
        assert_eq!(
            manifest["platforms"]["linux-x86_64-rpm"]["signature"],
            "c2lnLXJwbQ=="
        );
        assert_eq!(manifest["platforms"].as_object().unwrap().len(), 2);
        // Two installers of one kind, or a file the updater cannot install, are refused.
        let twice = [
            Signed {
                file: PathBuf::from("a_amd64.deb"),
                signature: "x".into(),
            },
            Signed {
                file: PathBuf::from("b_amd64.deb"),
                signature: "y".into(),
            },
        ];
        assert!(super::manifest("1.0.0", "", "", "u", &twice, "aarch64").is_err());
        let dmg = [Signed {
            file: PathBuf::from("Dubdeck.dmg"),
            signature: "x".into(),
        }];
        assert!(super::manifest("1.0.0", "", "", "u", &dmg, "aarch64").is_err());
    }
}
