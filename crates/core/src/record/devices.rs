//! The system's input devices.
//!
//! On Linux the recorder speaks PulseAudio's protocol when a sound server answers it (PulseAudio
//! itself, or PipeWire's pulse server on current desktops): its sources carry the names people
//! know ("Built-in Audio Analog Stereo", "USB microphone"), and a device that goes away is seen
//! going away. ALSA is the fallback when no sound server runs. Elsewhere it is the platform's own
//! host (WASAPI, CoreAudio).

use cpal::traits::{DeviceTrait, HostTrait};
use serde::Serialize;

use super::RecordError;

/// An input device, as the wizard's picker shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct InputDevice {
    /// Stable across restarts (`host:name`), for recording from it and remembering it.
    pub id: String,
    /// What the system calls it.
    pub name: String,
    /// The system's default input.
    pub is_default: bool,
}

/// The host the recorder uses (see the module's documentation).
pub(super) fn host() -> cpal::Host {
    #[cfg(target_os = "linux")]
    if cpal::available_hosts().contains(&cpal::HostId::PulseAudio)
        && ensure_pulse_cookie()
        && let Ok(host) = cpal::host_from_id(cpal::HostId::PulseAudio)
    {
        return host;
    }
    cpal::default_host()
}

/// Makes sure a PulseAudio client cookie exists, as libpulse does on its first connection: the
/// protocol's authentication carries a 256-byte cookie, and the pure-Rust client sends an empty
/// one when the user has none, which the server refuses as a protocol error (seen with
/// `pulseaudio` 0.3 on PulseAudio 16, even for servers that accept anonymous clients). Like
/// libpulse, a missing cookie is created with random bytes, readable by the user alone, in
/// `~/.config/pulse`: the pure-Rust client reads it there (or `$PULSE_COOKIE`, `~/.pulse-cookie`)
/// and not under `$XDG_CONFIG_HOME`, as libpulse would. False when there is no cookie and none
/// could be made.
#[cfg(target_os = "linux")]
fn ensure_pulse_cookie() -> bool {
    if std::env::var_os("PULSE_COOKIE").is_some() {
        return true;
    }
    let Some(home) = std::env::var_os("HOME").map(std::path::PathBuf::from) else {
        return false;
    };
    if home.join(".pulse-cookie").exists() {
        return true;
    }
    // Where the client reads it: `$HOME/.config/pulse`, whatever XDG_CONFIG_HOME says.
    make_cookie(&home.join(".config/pulse"))
}

/// Makes `dir/cookie` (256 random bytes, mode 0600) unless it exists, with `dir` made private to
/// the user (0700) when Dubdeck makes it. The cookie appears whole or not at all: it is written
/// under another name and moved into place, so a failed write leaves no empty cookie behind.
#[cfg(target_os = "linux")]
fn make_cookie(dir: &std::path::Path) -> bool {
    use std::io::Write;
    use std::os::unix::fs::{DirBuilderExt, OpenOptionsExt};

    let cookie = dir.join("cookie");
    if cookie.exists() {
        return true;
    }
    if !dir.is_dir() {
        let made = dir
            .parent()
            .is_some_and(|parent| std::fs::create_dir_all(parent).is_ok())
            && std::fs::DirBuilder::new().mode(0o700).create(dir).is_ok();
        if !made && !dir.is_dir() {
            return false;
        }
    }
    let bytes: Vec<u8> = (0..16).flat_map(|_| *uuid::Uuid::new_v4().as_bytes()).collect();
    let part = dir.join(format!(".cookie-{}", uuid::Uuid::new_v4()));
    let written = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .mode(0o600)
        .open(&part)
        .and_then(|mut f| f.write_all(&bytes).and_then(|()| f.sync_all()));
    // Another process may have made it meanwhile: its cookie stays.
    let placed = written.is_ok() && std::fs::hard_link(&part, &cookie).is_ok();
    let _ = std::fs::remove_file(&part);
    placed || cookie.exists()
}

/// Whether `device` is one to offer for recording a voice. PulseAudio lists what each output
/// plays as a "monitor" source too, which records the computer's own sound, not a voice. ALSA
/// lists its plugins beside the cards: `null` ("Discard all samples... or generate zero samples")
/// records silence, and the rate converters, channel mixers and digital outputs are not
/// microphones either.
fn is_offered(host: cpal::HostId, id: &str) -> bool {
    #[cfg(target_os = "linux")]
    match host {
        cpal::HostId::PulseAudio => return !id.ends_with(".monitor"),
        cpal::HostId::Alsa => return !is_alsa_plugin(id),
        #[allow(unreachable_patterns)]
        _ => {}
    }
    let _ = (host, id);
    true
}

/// ALSA's PCM names that are no microphone: `null`, the sample rate converters, the up- and
/// down-mixers, the digital and surround outputs, and the bridges to JACK and OSS and the Speex
/// DSP plugin, which ALSA lists whether or not anything is behind them (a card's own `hw:`,
/// `plughw:`, `sysdefault:` and `default` stay, as do `pulse` and `pipewire`).
#[cfg(target_os = "linux")]
fn is_alsa_plugin(id: &str) -> bool {
    const NOT_MICROPHONES: [&str; 12] = [
        "null",
        "jack",
        "oss",
        "speex",
        "lavrate",
        "samplerate",
        "upmix",
        "vdownmix",
        "iec958",
        "hdmi",
        "surround",
        "dmix",
    ];
    let name = id.split([':', '_']).next().unwrap_or(id);
    NOT_MICROPHONES.iter().any(|p| name == *p || name.starts_with(p)) || id.ends_with(".monitor")
}

/// The host's name ("PulseAudio", "ALSA") and its input devices, for the doctor.
pub fn inputs_with_host() -> (String, Result<Vec<InputDevice>, RecordError>) {
    let host = host();
    (host.id().name().to_owned(), list_on(&host))
}

/// The input devices, the default first.
pub fn list_inputs() -> Result<Vec<InputDevice>, RecordError> {
    let host = host();
    list_on(&host)
}

pub(super) fn list_on(host: &cpal::Host) -> Result<Vec<InputDevice>, RecordError> {
    let default_id = default_id(host);
    let devices = host.input_devices().map_err(|e| RecordError::refused(&e))?;
    let mut list: Vec<InputDevice> = devices
        .filter_map(|device| {
            let id = device.id().ok()?;
            is_offered(id.host(), id.id()).then(|| shown(&device, &id, default_id.as_ref()))
        })
        .collect();
    list.sort_by_key(|d| !d.is_default);
    Ok(list)
}

/// The id of `host`'s default input, if it has one.
pub(super) fn default_id(host: &cpal::Host) -> Option<cpal::DeviceId> {
    host.default_input_device().and_then(|d| d.id().ok())
}

/// `device` (whose id is `id`) as the picker shows it: what the system calls it, or its id.
pub(super) fn shown(
    device: &cpal::Device,
    id: &cpal::DeviceId,
    default_id: Option<&cpal::DeviceId>,
) -> InputDevice {
    let name = device
        .description()
        .map(|d| d.name().to_owned())
        .unwrap_or_else(|_| id.id().to_owned());
    InputDevice {
        is_default: default_id == Some(id),
        id: id.to_string(),
        name,
    }
}

/// The device `id` names (as [`InputDevice::id`] gives it), or the default input. A device the
/// recorder does not offer ([`list_inputs`] leaves it out) is refused, even by its exact id.
pub(super) fn find(host: &cpal::Host, id: Option<&str>) -> Result<cpal::Device, RecordError> {
    match id {
        Some(id) => {
            let parsed: cpal::DeviceId = id.parse().map_err(|_| RecordError::DeviceGone(id.to_owned()))?;
            if !is_offered(parsed.host(), parsed.id()) {
                return Err(RecordError::NotOffered(id.to_owned()));
            }
            host.device_by_id(&parsed)
                .filter(DeviceTrait::supports_input)
                .ok_or_else(|| RecordError::DeviceGone(id.to_owned()))
        }
        None => host.default_input_device().ok_or(RecordError::NoDevice),
    }
}

/// Whether `host` lists its devices cheaply enough to be asked several times a second during a
/// take (PulseAudio's protocol does; ALSA opens devices to list them). Elsewhere a device that
/// goes away is seen by the stream's own errors and by its silence.
pub(super) fn lists_cheaply(host: cpal::HostId) -> bool {
    #[cfg(target_os = "linux")]
    if host == cpal::HostId::PulseAudio {
        return true;
    }
    let _ = host;
    false
}

/// Whether the device `id` is still there.
pub(super) fn is_present(host: &cpal::Host, id: &cpal::DeviceId) -> bool {
    match host.input_devices() {
        Ok(mut devices) => devices.any(|d| d.id().ok().as_ref() == Some(id)),
        // A host that cannot list right now says nothing about the device: the stream's own
        // errors and the silence watch still end the take if it is gone.
        Err(_) => true,
    }
}

#[cfg(all(test, target_os = "linux"))]
mod tests {
    use super::*;
    use std::os::unix::fs::PermissionsExt;

    #[test]
    fn alsa_plugins_and_monitors_are_not_offered_and_cards_are() {
        for id in [
            "null",
            "lavrate",
            "samplerate_best",
            "speexrate_medium",
            "upmix",
            "vdownmix",
            "dmix:CARD=PCH,DEV=0",
            "surround51:CARD=PCH,DEV=0",
            "iec958:CARD=PCH,DEV=0",
            "hdmi:CARD=HDMI,DEV=0",
            "jack",
            "oss",
            "speex",
        ] {
            assert!(!is_offered(cpal::HostId::Alsa, id), "{id} is offered");
        }
        for id in [
            "default",
            "pulse",
            "pipewire",
            "sysdefault:CARD=PCH",
            "hw:CARD=PCH,DEV=0",
            "front:CARD=USB,DEV=0",
        ] {
            assert!(is_offered(cpal::HostId::Alsa, id), "{id} is not offered");
        }
        assert!(!is_offered(
            cpal::HostId::PulseAudio,
            "alsa_output.pci.analog-stereo.monitor"
        ));
        assert!(is_offered(
            cpal::HostId::PulseAudio,
            "alsa_input.pci.analog-stereo"
        ));
    }

    #[test]
    fn a_cookie_is_made_whole_in_a_private_folder_and_an_existing_one_is_kept() {
        let home = tempfile::tempdir().unwrap();
        let dir = home.path().join(".config/pulse");
        assert!(make_cookie(&dir));
        let mode = |p: &std::path::Path| std::fs::metadata(p).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode(&dir), 0o700);
        let cookie = dir.join("cookie");
        assert_eq!(mode(&cookie), 0o600);
        let first = std::fs::read(&cookie).unwrap();
        assert_eq!(first.len(), 256);
        // Nothing else is left in the folder, and a second call keeps the cookie.
        assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 1);
        assert!(make_cookie(&dir));
        assert_eq!(std::fs::read(&cookie).unwrap(), first);
    }

    #[test]
    fn a_cookie_that_cannot_be_made_leaves_nothing() {
        let home = tempfile::tempdir().unwrap();
        // The folder's place is taken by a file: no folder, no cookie, no error.
        let blocked = home.path().join("pulse");
        std::fs::write(&blocked, b"").unwrap();
        assert!(!make_cookie(&blocked));
        assert_eq!(std::fs::read(&blocked).unwrap(), b"");
        assert_eq!(std::fs::read_dir(home.path()).unwrap().count(), 1);
    }
}
