//! Where Dubdeck keeps its data and which service address it talks to.
//!
//! Resolution order, documented once here:
//! - data directory: `DUBDECK_DATA_DIR` when set and not empty, else the platform data directory
//!   (`ProjectDirs::from("ai", "voicedub", "Dubdeck")`: `~/.local/share/dubdeck` on Linux,
//!   `~/Library/Application Support/ai.voicedub.Dubdeck` on macOS, `%APPDATA%\voicedub\Dubdeck\data`
//!   on Windows);
//! - base URL: `DUBDECK_BASE_URL` when set and not empty, else the `base_url` setting, else
//!   [`DEFAULT_BASE_URL`].
//!
//! The pure `resolve_*` functions take the environment as a lookup function so tests never mutate the
//! process environment (which is unsound with threads).

use std::ffi::OsString;
use std::path::{Path, PathBuf};

use url::Url;

/// Environment variable that overrides the data directory (tests, portable installs, demo mode).
pub const DATA_DIR_ENV: &str = "DUBDECK_DATA_DIR";
/// Environment variable that overrides the service address.
pub const BASE_URL_ENV: &str = "DUBDECK_BASE_URL";
/// The public service.
pub const DEFAULT_BASE_URL: &str = "https://api.voicedub.ai";
/// File name of the ledger inside the data directory.
pub const LEDGER_FILE_NAME: &str = "dubdeck.sqlite3";

/// A configuration value that cannot be used.
#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    #[error(
        "Dubdeck could not find a home folder to keep its data in. Set {DATA_DIR_ENV} to a folder \
         Dubdeck may write to."
    )]
    NoDataDir,
    #[error(
        "The service address {value:?} from {source_name} is not a usable http(s) address ({reason}). \
         Correct it (for example https://api.voicedub.ai) or remove it to use the public service."
    )]
    InvalidBaseUrl {
        value: String,
        source_name: &'static str,
        reason: String,
    },
    #[error(
        "The service address {value:?} from {source_name} is plain http to another computer: the API \
         key and your files would cross the network unencrypted. Use its https:// address (plain \
         http is for a service on this computer only, such as a local simulator)."
    )]
    InsecureBaseUrl {
        value: String,
        source_name: &'static str,
    },
}

/// Where a resolved base URL came from, so Settings can say "set by DUBDECK_BASE_URL".
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum BaseUrlSource {
    Environment,
    Settings,
    Default,
}

/// The data directory from the real environment.
pub fn data_dir() -> Result<PathBuf, ConfigError> {
    resolve_data_dir(|name| std::env::var_os(name))
}

/// The data directory, with the environment given as a lookup.
pub fn resolve_data_dir(env: impl Fn(&str) -> Option<OsString>) -> Result<PathBuf, ConfigError> {
    if let Some(dir) = env(DATA_DIR_ENV).filter(|v| !v.is_empty()) {
        let dir = PathBuf::from(dir);
        // A relative override is taken relative to the working directory now, so that later
        // changes of directory do not move the library.
        return Ok(std::path::absolute(&dir).unwrap_or(dir));
    }
    directories::ProjectDirs::from("ai", "voicedub", "Dubdeck")
        .map(|dirs| dirs.data_dir().to_path_buf())
        .ok_or(ConfigError::NoDataDir)
}

/// Creates the data directory (its parents as the system makes them), private to the user: on
/// Unix its mode is 0700, as it holds the user's library (what they dubbed, the voices they
/// trained, the service address). A directory that already holds a library is made private too
/// (older versions created it with the user's default mode); one that holds none (a folder the
/// user named in `DUBDECK_DATA_DIR`) is left as it is. Blocking.
pub fn ensure_data_dir(dir: &Path) -> std::io::Result<()> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::{DirBuilderExt, PermissionsExt};
        match std::fs::metadata(dir) {
            Ok(meta) => {
                if meta.permissions().mode() & 0o077 != 0 && ledger_path(dir).exists() {
                    std::fs::set_permissions(dir, std::fs::Permissions::from_mode(0o700))?;
                }
                Ok(())
            }
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                if let Some(parent) = dir.parent().filter(|p| !p.as_os_str().is_empty()) {
                    std::fs::create_dir_all(parent)?;
                }
                match std::fs::DirBuilder::new().mode(0o700).create(dir) {
                    Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => Ok(()),
                    other => other,
                }
            }
            Err(e) => Err(e),
        }
    }
    #[cfg(not(unix))]
    std::fs::create_dir_all(dir)
}

/// The ledger file inside a data directory.
pub fn ledger_path(data_dir: &Path) -> PathBuf {
    data_dir.join(LEDGER_FILE_NAME)
}

/// The folder for cached avatars inside a data directory.
pub fn avatar_dir(data_dir: &Path) -> PathBuf {
    data_dir.join("avatars")
}

/// The folder of the training wizard's recorded takes inside a data directory.
pub fn takes_dir(data_dir: &Path) -> PathBuf {
    data_dir.join("takes")
}

/// The base URL from the real environment and the stored setting.
pub fn base_url(setting: Option<&Url>) -> Result<(Url, BaseUrlSource), ConfigError> {
    resolve_base_url(|name| std::env::var_os(name), setting)
}

/// The base URL, with the environment given as a lookup. A bad `DUBDECK_BASE_URL` is an error rather
/// than silently ignored: someone set it on purpose, and talking to the public service instead of
/// their simulator would surprise them (and could spend real credits).
pub fn resolve_base_url(
    env: impl Fn(&str) -> Option<OsString>,
    setting: Option<&Url>,
) -> Result<(Url, BaseUrlSource), ConfigError> {
    if let Some(raw) = env(BASE_URL_ENV).filter(|v| !v.is_empty()) {
        let value = raw.to_string_lossy().into_owned();
        let url = parse_base_url(&value, BASE_URL_ENV)?;
        return Ok((url, BaseUrlSource::Environment));
    }
    if let Some(url) = setting {
        let url = parse_base_url(url.as_str(), "the service address setting")?;
        return Ok((url, BaseUrlSource::Settings));
    }
    let url = parse_base_url(DEFAULT_BASE_URL, "the built-in default")?;
    Ok((url, BaseUrlSource::Default))
}

/// Parses and checks a service address: https, or http to this computer only (a loopback
/// address or `localhost`: a local simulator); a host; no query or fragment. Used for the Settings
/// field too, so the user hears about a bad address when typing it.
pub fn parse_base_url(value: &str, source_name: &'static str) -> Result<Url, ConfigError> {
    let invalid = |reason: String| ConfigError::InvalidBaseUrl {
        value: value.to_owned(),
        source_name,
        reason,
    };
    let url = Url::parse(value.trim()).map_err(|e| invalid(e.to_string()))?;
    if !matches!(url.scheme(), "http" | "https") {
        return Err(invalid(format!(
            "the scheme is {:?}, not http or https",
            url.scheme()
        )));
    }
    if url.host_str().is_none_or(str::is_empty) {
        return Err(invalid("it has no host".to_owned()));
    }
    if url.query().is_some() || url.fragment().is_some() {
        return Err(invalid("it has a query or fragment".to_owned()));
    }
    if url.scheme() == "http" && !is_loopback(&url) {
        return Err(ConfigError::InsecureBaseUrl {
            value: value.trim().to_owned(),
            source_name,
        });
    }
    Ok(url)
}

/// Whether `url` names this computer: a loopback IP address, `localhost` (which resolvers keep
/// on this computer, RFC 6761), or a name below it that resolves to loopback addresses only (or
/// to nothing): a hosts file can send `sim.localhost` elsewhere, and then it is not this computer.
pub fn is_loopback(url: &Url) -> bool {
    is_loopback_with(url, |name| {
        use std::net::ToSocketAddrs;
        (name, 0)
            .to_socket_addrs()
            .map(|addrs| addrs.map(|a| a.ip()).collect())
    })
}

/// [`is_loopback`], with the resolver of names below `localhost` given.
fn is_loopback_with(url: &Url, resolve: impl Fn(&str) -> std::io::Result<Vec<std::net::IpAddr>>) -> bool {
    match url.host() {
        Some(url::Host::Ipv4(ip)) => ip.is_loopback(),
        Some(url::Host::Ipv6(ip)) => ip.is_loopback(),
        Some(url::Host::Domain(name)) => {
            let name = name.trim_end_matches('.').to_ascii_lowercase();
            if name == "localhost" {
                return true;
            }
            // A name that does not resolve cannot be reached elsewhere either.
            name.ends_with(".localhost")
                && resolve(&name).map_or(true, |ips| ips.iter().all(std::net::IpAddr::is_loopback))
        }
        None => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn env(pairs: &[(&str, &str)]) -> impl Fn(&str) -> Option<OsString> {
        let map: HashMap<String, OsString> = pairs
            .iter()
            .map(|(k, v)| ((*k).to_owned(), OsString::from(v)))
            .collect();
        move |name| map.get(name).cloned()
    }

    #[test]
    fn data_dir_prefers_the_environment() {
        let dir = resolve_data_dir(env(&[(DATA_DIR_ENV, "/tmp/dubdeck-test-data")])).unwrap();
        assert_eq!(dir, PathBuf::from("/tmp/dubdeck-test-data"));
        assert_eq!(
            ledger_path(&dir),
            PathBuf::from("/tmp/dubdeck-test-data/dubdeck.sqlite3")
        );
    }

    #[test]
    fn relative_data_dir_is_made_absolute() {
        let dir = resolve_data_dir(env(&[(DATA_DIR_ENV, "rel/data")])).unwrap();
        assert!(dir.is_absolute());
        assert!(dir.ends_with("rel/data"));
    }

    #[test]
    fn empty_data_dir_falls_back_to_the_platform_folder() {
        let dir = resolve_data_dir(env(&[(DATA_DIR_ENV, "")])).unwrap();
        let platform = directories::ProjectDirs::from("ai", "voicedub", "Dubdeck").unwrap();
        assert_eq!(dir, platform.data_dir());
        assert!(dir.to_string_lossy().to_lowercase().contains("dubdeck"));
    }

    #[cfg(unix)]
    #[test]
    fn the_data_directory_is_private_to_the_user() {
        use std::os::unix::fs::PermissionsExt;
        let mode = |p: &Path| std::fs::metadata(p).unwrap().permissions().mode() & 0o777;
        let root = tempfile::tempdir().unwrap();
        let fresh = root.path().join("share").join("dubdeck");
        ensure_data_dir(&fresh).unwrap();
        assert_eq!(mode(&fresh), 0o700);
        // An older library, readable by everyone: made private.
        let older = root.path().join("older");
        std::fs::create_dir(&older).unwrap();
        std::fs::set_permissions(&older, std::fs::Permissions::from_mode(0o755)).unwrap();
        std::fs::write(ledger_path(&older), b"").unwrap();
        ensure_data_dir(&older).unwrap();
        assert_eq!(mode(&older), 0o700);
        // A folder of the user's with no library in it: left as it is.
        let theirs = root.path().join("theirs");
        std::fs::create_dir(&theirs).unwrap();
        std::fs::set_permissions(&theirs, std::fs::Permissions::from_mode(0o755)).unwrap();
        ensure_data_dir(&theirs).unwrap();
        assert_eq!(mode(&theirs), 0o755);
    }

    #[test]
    fn base_url_environment_then_settings_then_default() {
        let setting = Url::parse("http://127.0.0.1:9000/").unwrap();
        let (url, source) =
            resolve_base_url(env(&[(BASE_URL_ENV, "http://127.0.0.1:8787")]), Some(&setting)).unwrap();
        assert_eq!(url.as_str(), "http://127.0.0.1:8787/");
        assert_eq!(source, BaseUrlSource::Environment);

        let (url, source) = resolve_base_url(env(&[]), Some(&setting)).unwrap();
        assert_eq!(url, setting);
        assert_eq!(source, BaseUrlSource::Settings);

        let (url, source) = resolve_base_url(env(&[(BASE_URL_ENV, "")]), None).unwrap();
        assert_eq!(url.as_str(), "https://api.voicedub.ai/");
        assert_eq!(source, BaseUrlSource::Default);
    }

    #[test]
    fn bad_environment_base_url_is_an_error_not_ignored() {
        for bad in [
            "not a url",
            "ftp://example.com",
            "file:///etc/passwd",
            "http://127.0.0.1/?q=1",
        ] {
            let err = resolve_base_url(env(&[(BASE_URL_ENV, bad)]), None).unwrap_err();
            let msg = err.to_string();
            assert!(matches!(err, ConfigError::InvalidBaseUrl { .. }), "{bad}");
            assert!(msg.contains(BASE_URL_ENV), "{msg}");
            assert!(msg.contains("Correct it"), "{msg}");
        }
    }

    #[test]
    fn parse_base_url_accepts_https_and_http_to_this_computer() {
        assert!(parse_base_url("https://api.voicedub.ai", "test").is_ok());
        assert!(parse_base_url("https://10.0.0.5:8443/v", "test").is_ok());
        for local in [
            " http://localhost:8787/prefix/ ",
            "http://127.0.0.1:8787",
            "http://127.8.9.10",
            "http://[::1]:9000/",
            "http://sim.localhost:1234",
            "http://LOCALHOST.:80",
        ] {
            assert!(parse_base_url(local, "test").is_ok(), "{local}");
        }
        assert!(parse_base_url("mailto:a@b.c", "test").is_err());
    }

    #[test]
    fn plain_http_to_another_computer_is_refused_naming_https() {
        for remote in [
            "http://api.voicedub.ai",
            "http://10.0.0.5:8787",
            "http://[2001:db8::1]/",
            "http://localhost.example.com",
            "http://127.0.0.1.nip.io",
        ] {
            let err = parse_base_url(remote, "the service address setting").unwrap_err();
            assert!(
                matches!(err, ConfigError::InsecureBaseUrl { .. }),
                "{remote}: {err:?}"
            );
            assert!(err.to_string().contains("https://"), "{err}");
        }
        let err = resolve_base_url(env(&[(BASE_URL_ENV, "http://example.com")]), None).unwrap_err();
        assert!(err.to_string().contains(BASE_URL_ENV), "{err}");
    }

    #[test]
    fn a_name_below_localhost_is_this_computer_only_where_it_resolves_to_it() {
        let url = |text: &str| Url::parse(text).unwrap();
        let resolves_to = |ips: &'static [&'static str]| {
            move |_: &str| {
                Ok(ips
                    .iter()
                    .map(|ip| ip.parse().unwrap())
                    .collect::<Vec<std::net::IpAddr>>())
            }
        };
        let sim = url("http://sim.localhost:1234/");
        assert!(is_loopback_with(&sim, resolves_to(&["127.0.0.1", "::1"])));
        // A hosts file that sends it elsewhere makes it another computer.
        assert!(!is_loopback_with(&sim, resolves_to(&["93.184.216.34"])));
        assert!(!is_loopback_with(&sim, resolves_to(&["127.0.0.1", "10.0.0.5"])));
        // Not resolved at all: it cannot be reached elsewhere either.
        assert!(is_loopback_with(&sim, |_: &str| Err(std::io::Error::other(
            "no such name"
        ))));
        // localhost itself and loopback addresses are not asked about.
        let never = |_: &str| -> std::io::Result<Vec<std::net::IpAddr>> { panic!("resolved") };
        assert!(is_loopback_with(&url("http://localhost:1/"), never));
        assert!(is_loopback_with(&url("http://127.0.0.1:1/"), never));
    }
}
