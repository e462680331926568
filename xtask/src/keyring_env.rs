//! An isolated, unlocked Secret Service for the test run, so the keychain tests of dubdeck-core talk
//! to a real gnome-keyring and never to the developer's own keyring.
//!
//! The command runs inside `dbus-run-session` (a private session bus that ends with it) with a
//! temporary HOME and XDG_RUNTIME_DIR (so no real keyring file is read or written), the real
//! RUSTUP_HOME and CARGO_HOME exported (moving HOME would otherwise hide the toolchain from rustup's
//! proxies), and gnome-keyring's secrets component started and unlocked with a throw-away password.
//! `DUBDECK_KEYRING_SESSION=isolated` tells the keychain tests they may write.
//!
//! When PulseAudio is installed, the session also runs a private PulseAudio server (no hardware: a
//! null output, and whatever virtual microphones the recording tests add), named by `PULSE_SERVER`
//! and announced by `DUBDECK_AUDIO_SESSION=isolated`.
//!
//! Needs `dbus-run-session` (dbus), `gnome-keyring-daemon` (gnome-keyring) and, for the tests,
//! `secret-tool` (libsecret-tools); `cargo xtask deps` installs them.

use std::path::PathBuf;
use std::process::Command;

/// The variable (and value) the keychain tests require before touching a keyring.
pub const SESSION_MARKER: &str = "DUBDECK_KEYRING_SESSION";
const SESSION_MARKER_VALUE: &str = "isolated";
/// Set (to the same value) when the session also runs a private PulseAudio server, with no device
/// but a null output, for the recording tests to add virtual microphones to (`PULSE_SERVER` names it).
pub const AUDIO_MARKER: &str = "DUBDECK_AUDIO_SESSION";

/// A `bash` command that runs the shell command `cmd` inside an isolated keyring session, e.g.
/// `keyring_session_command("cargo test --workspace").status()`. Its exit status is `cmd`'s.
pub fn keyring_session_command(cmd: &str) -> Command {
    let mut command = Command::new("bash");
    command.arg("-c").arg(wrap_in_keyring_session(cmd));
    command
}

/// The bash script behind [`keyring_session_command`], for callers that build their own process.
pub fn wrap_in_keyring_session(cmd: &str) -> String {
    let (rustup_home, cargo_home) = toolchain_homes();
    format!(
        r#"set -eu
for tool in dbus-run-session gnome-keyring-daemon; do
  command -v "$tool" >/dev/null 2>&1 || {{ echo "dubdeck: $tool is missing; run 'cargo xtask deps' (packages dbus, gnome-keyring, libsecret-tools)" >&2; exit 127; }}
done
export RUSTUP_HOME={rustup} CARGO_HOME={cargo}
tmp="$(mktemp -d "${{TMPDIR:-/tmp}}/dubdeck-keyring.XXXXXX")"
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/home" "$tmp/run"
chmod 700 "$tmp/run"
export HOME="$tmp/home" XDG_RUNTIME_DIR="$tmp/run"
unset DBUS_SESSION_BUS_ADDRESS GNOME_KEYRING_CONTROL SSH_AUTH_SOCK
export DUBDECK_KEYRING_INNER={inner}
status=0
dbus-run-session -- bash -c '
  set -eu
  eval "$(printf dubdeck-test-keyring | gnome-keyring-daemon --unlock --components=secrets | sed "s/^/export /")"
  export {marker}={marker_value}
  inner="$DUBDECK_KEYRING_INNER"
  unset DUBDECK_KEYRING_INNER
  pulse=""
  if command -v pulseaudio >/dev/null 2>&1; then
    mkdir -p "$XDG_RUNTIME_DIR/pulse"
    pulseaudio --daemonize=no -n --exit-idle-time=-1 --use-pid-file=no \
      --log-target=file:"$XDG_RUNTIME_DIR/pulse.log" \
      --load="module-native-protocol-unix auth-anonymous=1 socket=$XDG_RUNTIME_DIR/pulse/native" \
      --load="module-null-sink sink_name=dubdeck_speakers" &
    pulse=$!
    for _ in $(seq 100); do [ -S "$XDG_RUNTIME_DIR/pulse/native" ] && break; sleep 0.1; done
    if [ -S "$XDG_RUNTIME_DIR/pulse/native" ]; then
      export PULSE_SERVER="unix:$XDG_RUNTIME_DIR/pulse/native" {audio_marker}={marker_value}
    else
      echo "dubdeck: the private PulseAudio server did not start; see $XDG_RUNTIME_DIR/pulse.log" >&2
    fi
  fi
  status=0
  bash -c "$inner" || status=$?
  [ -z "$pulse" ] || kill "$pulse" 2>/dev/null || true
  exit $status
' || status=$?
exit $status
"#,
        rustup = shell_quote(&rustup_home.to_string_lossy()),
        cargo = shell_quote(&cargo_home.to_string_lossy()),
        inner = shell_quote(cmd),
        marker = SESSION_MARKER,
        audio_marker = AUDIO_MARKER,
        marker_value = SESSION_MARKER_VALUE,
    )
}

/// Where rustup and cargo really live, read before HOME is moved.
fn toolchain_homes() -> (PathBuf, PathBuf) {
    let home = std::env::var_os("HOME")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from("/root"));
    let rustup = std::env::var_os("RUSTUP_HOME")
        .map(PathBuf::from)
        .unwrap_or_else(|| home.join(".rustup"));
    let cargo = std::env::var_os("CARGO_HOME")
        .map(PathBuf::from)
        .unwrap_or_else(|| home.join(".cargo"));
    (rustup, cargo)
}

/// `value` as one single-quoted shell word, whatever it holds.
pub(crate) fn shell_quote(value: &str) -> String {
    format!("'{}'", value.replace('\'', r"'\''"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quoting_survives_quotes_and_dollars() {
        let out = Command::new("bash")
            .arg("-c")
            .arg(format!("printf %s {}", shell_quote(r#"it's "$HOME" `x` \n"#)))
            .output()
            .unwrap();
        assert_eq!(String::from_utf8(out.stdout).unwrap(), r#"it's "$HOME" `x` \n"#);
    }

    #[test]
    fn the_script_exports_the_real_toolchain_homes() {
        let script = wrap_in_keyring_session("true");
        let (rustup, cargo) = toolchain_homes();
        assert!(script.contains(&format!("RUSTUP_HOME={}", shell_quote(&rustup.to_string_lossy()))));
        assert!(script.contains(&format!("CARGO_HOME={}", shell_quote(&cargo.to_string_lossy()))));
    }

    #[test]
    fn a_real_unlocked_keyring_in_a_throw_away_home() {
        let real_home = std::env::var("HOME").unwrap_or_default();
        let out = keyring_session_command(
            r#"printf 's3cret' | secret-tool store --label=xtask service dubdeck-xtask-test username u
               secret-tool lookup service dubdeck-xtask-test username u
               printf '\n%s\n%s\n%s\n' "$HOME" "$DUBDECK_KEYRING_SESSION" "$CARGO_HOME"
               printf '%s\n' "$DUBDECK_AUDIO_SESSION"
               pactl info | grep '^Default Sink:'
               exit 3"#,
        )
        .output()
        .unwrap();
        let stdout = String::from_utf8_lossy(&out.stdout);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(
            out.status.code(),
            Some(3),
            "the inner exit status must come back\n{stdout}\n{stderr}"
        );
        let lines: Vec<&str> = stdout.lines().collect();
        assert_eq!(lines.first(), Some(&"s3cret"), "{stdout}\n{stderr}");
        assert!(
            lines[1].contains("dubdeck-keyring."),
            "HOME must be temporary: {stdout}"
        );
        assert_ne!(lines[1], real_home);
        assert_eq!(lines[2], SESSION_MARKER_VALUE);
        assert_eq!(lines[3], toolchain_homes().1.to_string_lossy());
        assert_eq!(lines[4], SESSION_MARKER_VALUE, "the private sound server runs");
        assert_eq!(
            lines.get(5),
            Some(&"Default Sink: dubdeck_speakers"),
            "PULSE_SERVER names the private sound server, not the machine's: {stdout}\n{stderr}"
        );
        assert!(
            !std::path::Path::new(lines[1]).exists(),
            "the temporary HOME must be removed"
        );
    }
}
