//! System packages the project needs on Debian-like machines, installed only when missing.
//! CI and every developer start from a clean machine: nothing may be installed by hand.

use std::process::Command;

use anyhow::{Context, Result, bail};

/// Debian packages and why each is needed.
const PACKAGES: &[(&str, &str)] = &[
    ("curl", "the transfer benchmark compares the client with curl"),
    (
        "python3",
        "the OpenAPI document and the CI workflows are checked by Python validators",
    ),
    (
        "python3-venv",
        "the validator is installed in a project-local virtual environment",
    ),
    ("dbus", "keychain tests run in a private D-Bus session"),
    ("dbus-x11", "dbus-run-session for keychain tests"),
    ("gnome-keyring", "the real Secret Service for keychain tests"),
    ("libsecret-tools", "secret-tool reads what the keychain stored"),
    // The desktop app (Tauri 2 on WebKitGTK) and its build.
    ("build-essential", "the app links against system libraries"),
    ("pkg-config", "the app's build finds WebKitGTK and GTK"),
    (
        "libssl-dev",
        "the app's build links OpenSSL (through WebKitGTK's stack)",
    ),
    ("libwebkit2gtk-4.1-dev", "the app's web view"),
    (
        "libjavascriptcoregtk-4.1-dev",
        "the app's web view (JavaScript engine)",
    ),
    ("libsoup-3.0-dev", "the app's web view (networking)"),
    ("libgtk-3-dev", "the app's window"),
    ("librsvg2-dev", "the app's icons"),
    (
        "fonts-dejavu-core",
        "a font for the window on machines without a desktop",
    ),
    // Dubdeck speaks Korean, Japanese and Thai: their fonts, as a desktop has them (the packages
    // recommend them), and the locales the window tests start the app under.
    ("fonts-noto-cjk", "Korean and Japanese in the window"),
    ("fonts-thai-tlwg", "Thai in the window"),
    (
        "locales-all",
        "the window tests start the app under ja_JP.UTF-8 and ru_RU.UTF-8",
    ),
    // The end-to-end tests of the real window.
    (
        "xvfb",
        "a virtual display for the window in tests and headless demos",
    ),
    ("xauth", "xvfb-run needs it"),
    (
        "webkit2gtk-driver",
        "WebKitWebDriver, which tauri-driver drives the window through",
    ),
    ("imagemagick", "screenshots of the window"),
    ("x11-utils", "xwininfo finds the window for screenshots"),
    // Native drops of files on the window (WebDriver cannot drop files of the system).
    ("xdotool", "drags files onto the window in drop tests"),
    (
        "python3-gi",
        "the GTK drag source of drop tests (tests/drag_source.py)",
    ),
    ("gir1.2-gtk-3.0", "GTK 3 for the drag source of drop tests"),
    // The A/B player plays in the web view through GStreamer: WAV, MP3, FLAC, Vorbis and Opus
    // come with WebKitGTK (plugins base and good); AAC/M4A needs libav's decoders.
    (
        "gstreamer1.0-plugins-good",
        "the player's WAV, MP3 and FLAC in the window",
    ),
    ("gstreamer1.0-libav", "the player's M4A/AAC in the window"),
    (
        "gstreamer1.0-tools",
        "gst-inspect-1.0 builds GStreamer's plugin registry once before the window tests",
    ),
    // Dubdeck's media layer (video in and out, auditions) runs ffmpeg; its tests make their media
    // with it too.
    (
        "ffmpeg",
        "the media layer: audio out of videos, dubs back into them, audition excerpts",
    ),
    (
        "time",
        "GNU time: the peak memory of each side of the media benchmark",
    ),
    // The training wizard records through cpal: ALSA's headers to build it; a private PulseAudio
    // server with a virtual microphone for the recording tests.
    ("libasound2-dev", "the recorder's build (cpal links ALSA)"),
    (
        "pulseaudio",
        "a private sound server with a virtual microphone for the recording tests",
    ),
    (
        "pulseaudio-utils",
        "pactl adds and removes the recording tests' virtual microphones",
    ),
    // The installer check.
    (
        "desktop-file-utils",
        "desktop-file-validate checks the .deb's desktop entry",
    ),
    // The update test: the updater installs a .deb through pkexec, a graphical sudo, or sudo.
    (
        "sudo",
        "the updater installs the next version's .deb with sudo in the update test",
    ),
];

/// Installs every missing package with apt-get (as root, or through sudo).
pub fn ensure_system_packages() -> Result<()> {
    if !is_debian_like() {
        eprintln!("xtask: not a Debian-like system; install these yourself if missing:");
        for (name, why) in PACKAGES {
            eprintln!("  {name}: {why}");
        }
        return Ok(());
    }
    let missing: Vec<&str> = PACKAGES
        .iter()
        .map(|(n, _)| *n)
        .filter(|n| !is_installed(n))
        .collect();
    if missing.is_empty() {
        return Ok(());
    }
    eprintln!("xtask: installing missing system packages: {}", missing.join(" "));
    apt(&["update", "-qq"])?;
    let mut args = vec!["install", "-y", "-qq", "--no-install-recommends"];
    args.extend(missing.iter().copied());
    apt(&args)
}

pub(crate) fn is_debian_like() -> bool {
    std::path::Path::new("/usr/bin/dpkg-query").exists() && std::path::Path::new("/usr/bin/apt-get").exists()
}

fn is_installed(package: &str) -> bool {
    Command::new("dpkg-query")
        .args(["-W", "-f=${Status}", package])
        .output()
        .map(|o| o.status.success() && String::from_utf8_lossy(&o.stdout).contains("install ok installed"))
        .unwrap_or(false)
}

fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).trim() == "0")
        .unwrap_or(false)
}

fn apt(args: &[&str]) -> Result<()> {
    let mut cmd = if is_root() {
        Command::new("apt-get")
    } else {
        let mut c = Command::new("sudo");
        c.arg("apt-get");
        c
    };
    let status = cmd
        .args(args)
        .env("DEBIAN_FRONTEND", "noninteractive")
        .status()
        .context("could not run apt-get (is this a Debian machine with sudo or root?)")?;
    if !status.success() {
        bail!("apt-get {} failed with {status}", args.join(" "));
    }
    Ok(())
}
