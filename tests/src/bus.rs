//! A session bus with no Secret Service on it: a private `dbus-daemon` whose configuration lists
//! no service folders, so nothing (gnome-keyring included) can be activated on it. An app started
//! with its address sees "no keychain", as on a desktop without one.

use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Child, Command, Stdio};

use anyhow::{Context, Result, bail};

use crate::procs;

/// A running private bus; stopped (SIGTERM) when dropped.
pub struct BareBus {
    child: Child,
    address: String,
}

impl BareBus {
    /// Starts the bus, its socket and configuration in `dir`.
    pub fn start(dir: &Path) -> Result<BareBus> {
        let config = dir.join("bare-session.conf");
        std::fs::write(&config, config_text(dir))?;
        let mut child = Command::new("dbus-daemon")
            .arg(format!("--config-file={}", config.display()))
            .args(["--nofork", "--print-address=1"])
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .context("could not start dbus-daemon (package dbus)")?;
        let stdout = child
            .stdout
            .take()
            .context("dbus-daemon's output is not readable")?;
        let mut line = String::new();
        let read = BufReader::new(stdout).read_line(&mut line);
        let address = line.trim().to_owned();
        if read.is_err() || address.is_empty() {
            procs::terminate(child.id());
            let _ = child.wait();
            bail!("dbus-daemon printed no address");
        }
        Ok(BareBus { child, address })
    }

    /// The value for `DBUS_SESSION_BUS_ADDRESS`.
    pub fn address(&self) -> &str {
        &self.address
    }
}

impl Drop for BareBus {
    fn drop(&mut self) {
        procs::terminate(self.child.id());
        let _ = self.child.wait();
    }
}

/// A session bus configuration: a socket in `dir`, anyone may talk and own names, and no
/// `<servicedir>` (so no activation, unlike the system's session.conf).
fn config_text(dir: &Path) -> String {
    format!(
        r#"<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>session</type>
  <listen>unix:dir={}</listen>
  <auth>EXTERNAL</auth>
  <policy context="default">
    <allow send_destination="*" eavesdrop="true"/>
    <allow eavesdrop="true"/>
    <allow own="*"/>
  </policy>
</busconfig>
"#,
        dir.display()
    )
}
