//! Installers: `cargo xtask bundle` builds what users get (the `dist` profile, the page embedded)
//! and packages it with Tauri's bundler (the npm `@tauri-apps/cli` pinned in `ui/package.json`):
//! a .deb and an .rpm on Linux, .msi and NSIS on Windows, .app and .dmg on macOS, copied to
//! `target/bundle/`. Formats whose bundler downloads tools at build time (AppImage) are not
//! made: these machines cannot download them.
//!
//! `cargo xtask test` also checks the .deb for real on Debian-like machines ([`check_deb`]):
//! installed with dpkg, its desktop entry, icons and binary found, the installed app started in
//! demo mode on a virtual display (a screenshot), upgraded over itself with the library kept,
//! and removed leaving no file of the package behind. That check packages the debug build the
//! end-to-end tests already made: the packaging is the same, and the test stays quick.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

use anyhow::{Context, Result, bail, ensure};

use crate::{app, simulator, ui};

/// The bundles made on this platform.
fn platform_bundles() -> &'static str {
    if cfg!(target_os = "windows") {
        "msi,nsis"
    } else if cfg!(target_os = "macos") {
        "app,dmg"
    } else {
        "deb,rpm"
    }
}

/// The Tauri CLI of `ui/node_modules` (installed by `npm ci`).
pub fn tauri_cli(root: &Path) -> PathBuf {
    let name = if cfg!(windows) { "tauri.cmd" } else { "tauri" };
    root.join("ui").join("node_modules").join(".bin").join(name)
}

/// `cargo xtask bundle`: the installers of this platform, in `target/bundle/`.
pub fn bundle(root: &Path) -> Result<Vec<PathBuf>> {
    ui::build(root)?;
    let started = Instant::now();
    let cli = tauri_cli(root);
    let service = app::build_demo_service(root, app::Profile::Dist)?;
    let carried = carry_demo_service(root, &service)?;
    let args = [
        "build",
        "--ci",
        "--no-sign",
        "--bundles",
        platform_bundles(),
        "--config",
        &carried,
        "--",
        "--profile",
        "dist",
        "--locked",
    ];
    eprintln!("+ {} {}", cli.display(), args.join(" "));
    let status = Command::new(&cli)
        .args(args)
        .current_dir(root.join("src-tauri"))
        .status()
        .with_context(|| {
            format!(
                "could not run the Tauri CLI {} (run `npm --prefix ui ci`)",
                cli.display()
            )
        })?;
    if !status.success() {
        bail!("bundling failed ({status})");
    }
    let made = collect(root, "dist")?;
    eprintln!("bundled in {:.0} s:", started.elapsed().as_secs_f64());
    for file in &made {
        let size = std::fs::metadata(file).map(|m| m.len()).unwrap_or(0);
        eprintln!("  {} ({:.1} MB)", file.display(), size as f64 / 1e6);
    }
    Ok(made)
}

/// Copies the installers the bundler wrote below `target/<profile>/bundle/` to `target/bundle/`.
fn collect(root: &Path, profile_dir: &str) -> Result<Vec<PathBuf>> {
    let target = simulator::target_dir(root);
    let from = target.join(profile_dir).join("bundle");
    let to = target.join("bundle");
    std::fs::create_dir_all(&to).with_context(|| format!("could not create {}", to.display()))?;
    let mut made = Vec::new();
    for kind in std::fs::read_dir(&from).with_context(|| format!("no bundles in {}", from.display()))? {
        let kind = kind?.path();
        if !kind.is_dir() {
            continue;
        }
        for entry in std::fs::read_dir(&kind)? {
            let path = entry?.path();
            let installer = path
                .extension()
                .and_then(|e| e.to_str())
                .is_some_and(|e| ["deb", "rpm", "msi", "exe", "dmg"].contains(&e))
                || path.extension().is_some_and(|e| e == "app");
            if !installer {
                continue;
            }
            let Some(name) = path.file_name() else { continue };
            let dest = to.join(name);
            if path.is_dir() {
                copy_dir(&path, &dest)?;
            } else {
                std::fs::copy(&path, &dest)
                    .with_context(|| format!("could not copy {} to {}", path.display(), dest.display()))?;
            }
            made.push(dest);
        }
    }
    ensure!(
        !made.is_empty(),
        "the bundler made no installer in {}",
        from.display()
    );
    made.sort();
    Ok(made)
}

fn copy_dir(from: &Path, to: &Path) -> Result<()> {
    std::fs::create_dir_all(to)?;
    for entry in std::fs::read_dir(from)? {
        let entry = entry?;
        let dest = to.join(entry.file_name());
        if entry.file_type()?.is_dir() {
            copy_dir(&entry.path(), &dest)?;
        } else {
            std::fs::copy(entry.path(), &dest)?;
        }
    }
    Ok(())
}

/// The Debian package's name (what dpkg knows it by).
pub const PACKAGE: &str = "dubdeck";

/// Where the Linux packages install the demo's service: not on PATH, beside nothing of the user's
/// (the app looks for it in `../lib/dubdeck` from its own `bin` folder).
pub const DEMO_SERVICE_INSTALLED: &str = "/usr/lib/dubdeck/dubdeck-sim";

/// The bundler's configuration, as JSON to merge with the app's, that puts the demo's service
/// (the built program `service`) into the installers: a file of the Linux packages, an external
/// binary beside the app elsewhere (copied to `src-tauri/binaries/` under the name with the target
/// triple the bundler expects; the list repeats the platform configuration's ffmpeg, since a
/// merged list replaces the list it merges into).
fn carry_demo_service(root: &Path, service: &Path) -> Result<String> {
    ensure!(service.is_file(), "no demo service at {}", service.display());
    let config = if cfg!(target_os = "linux") {
        let files = serde_json::json!({ DEMO_SERVICE_INSTALLED: service });
        serde_json::json!({ "bundle": { "linux": {
            "deb": { "files": files },
            "rpm": { "files": files }
        } } })
    } else {
        let triple = host_triple()?;
        let binaries = root.join("src-tauri").join("binaries");
        std::fs::create_dir_all(&binaries)?;
        let named = binaries.join(format!(
            "{}-{triple}{}",
            app::DEMO_SERVICE,
            std::env::consts::EXE_SUFFIX
        ));
        std::fs::copy(service, &named)
            .with_context(|| format!("could not copy {} to {}", service.display(), named.display()))?;
        serde_json::json!({ "bundle": { "externalBin": [
            "binaries/ffmpeg",
            "binaries/ffprobe",
            format!("binaries/{}", app::DEMO_SERVICE)
        ] } })
    };
    Ok(config.to_string())
}

/// The host's target triple, as rustc names it.
fn host_triple() -> Result<String> {
    let out = Command::new("rustc")
        .arg("-vV")
        .output()
        .context("could not run rustc -vV")?;
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .find_map(|l| l.strip_prefix("host: ").map(str::to_owned))
        .context("rustc -vV named no host")
}

/// Packages the debug build as a .deb (what `cargo xtask test` checks; see the module's
/// documentation) and returns it. The bundler marks the packaged executable as a .deb's, as in a
/// release: the updater reads that mark to choose its package (`linux-x86_64-deb`).
pub fn debug_deb(root: &Path) -> Result<PathBuf> {
    let binary = app::build(root, app::Profile::Dev)?;
    ensure!(binary.is_file(), "no app at {}", binary.display());
    let cli = tauri_cli(root);
    let carried = carry_demo_service(root, &app::build_demo_service(root, app::Profile::Dev)?)?;
    let args = [
        "bundle",
        "--debug",
        "--ci",
        "--no-sign",
        "--bundles",
        "deb",
        "--config",
        &carried,
    ];
    eprintln!("+ {} {}", cli.display(), args.join(" "));
    let status = Command::new(&cli)
        .args(args)
        .current_dir(root.join("src-tauri"))
        .status()
        .with_context(|| format!("could not run the Tauri CLI {}", cli.display()))?;
    if !status.success() {
        bail!("packaging the debug build failed ({status})");
    }
    newest_debug_deb(root)
}

/// The .deb the bundler made last in the debug build's folder (a package of another version
/// may be left beside it).
fn newest_debug_deb(root: &Path) -> Result<PathBuf> {
    let dir = simulator::target_dir(root)
        .join("debug")
        .join("bundle")
        .join("deb");
    let mut debs: Vec<PathBuf> = std::fs::read_dir(&dir)
        .with_context(|| format!("no .deb in {}", dir.display()))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "deb"))
        .collect();
    debs.sort_by_key(|p| std::fs::metadata(p).and_then(|m| m.modified()).ok());
    debs.pop()
        .with_context(|| format!("no .deb in {}", dir.display()))
}

/// A name only the media decoders' code carries: symphonia's core crate, in its mangled symbols
/// (the package's debug build keeps its symbol table).
const DECODER_MARK: &str = "symphonia_core";

/// Whether the executable defines a symbol whose name holds `text` (`nm`, of binutils).
fn defines_symbols_of(file: &Path, text: &str) -> Result<bool> {
    let out = Command::new("nm")
        .args(["--defined-only", "--"])
        .arg(file)
        .output()
        .context("could not run nm")?;
    ensure!(
        out.status.success(),
        "nm could not read {}: {}",
        file.display(),
        String::from_utf8_lossy(&out.stderr)
    );
    Ok(String::from_utf8_lossy(&out.stdout)
        .lines()
        .any(|l| l.contains(text)))
}

/// Builds the debug app with the Tauri configuration `config` merged over the app's (its updater's
/// key and switches, its version) and packages it as a .deb, patched as the bundler patches what
/// it ships (the updater reads the installer kind from the binary); returns it, moved to `into`.
pub fn debug_deb_with(root: &Path, config: &Path, into: &Path) -> Result<PathBuf> {
    let cli = tauri_cli(root);
    let config_text = config.to_string_lossy().into_owned();
    let carried = carry_demo_service(root, &app::build_demo_service(root, app::Profile::Dev)?)?;
    let args = [
        "build",
        "--debug",
        "--ci",
        "--no-sign",
        "--bundles",
        "deb",
        "--config",
        &config_text,
        "--config",
        &carried,
    ];
    eprintln!("+ {} {}", cli.display(), args.join(" "));
    let status = Command::new(&cli)
        .args(args)
        .current_dir(root.join("src-tauri"))
        .status()
        .with_context(|| format!("could not run the Tauri CLI {}", cli.display()))?;
    if !status.success() {
        bail!("building the .deb with {} failed ({status})", config.display());
    }
    let deb = newest_debug_deb(root)?;
    let name = deb.file_name().context("the .deb's name")?;
    // Moved out of the bundler's folder: a test build (its key, plain http allowed) must never be
    // taken for the app's own package later.
    let moved = into.join(name);
    std::fs::copy(&deb, &moved)
        .with_context(|| format!("could not copy {} to {}", deb.display(), moved.display()))?;
    std::fs::remove_file(&deb).with_context(|| format!("could not remove {}", deb.display()))?;
    Ok(moved)
}

/// Runs `program` with `args` as root (directly, or through sudo), failing with its output.
pub fn as_root(program: &str, args: &[&str]) -> Result<String> {
    let root = Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| String::from_utf8_lossy(&o.stdout).trim() == "0");
    let mut cmd = if root {
        Command::new(program)
    } else {
        let mut sudo = Command::new("sudo");
        sudo.args(["-n", program]);
        sudo
    };
    let out = cmd
        .args(args)
        .env("DEBIAN_FRONTEND", "noninteractive")
        .output()
        .with_context(|| format!("could not run {program}"))?;
    if !out.status.success() {
        bail!(
            "`{program} {}` failed ({}): {}{}",
            args.join(" "),
            out.status,
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
    }
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

pub fn installed() -> bool {
    Command::new("dpkg-query")
        .args(["-W", "-f=${Status}", PACKAGE])
        .output()
        .is_ok_and(|o| String::from_utf8_lossy(&o.stdout).contains("install ok installed"))
}

/// The files (not folders) `dpkg -L` lists for the package.
fn package_files() -> Result<Vec<PathBuf>> {
    let out = Command::new("dpkg")
        .args(["-L", PACKAGE])
        .output()
        .context("could not run dpkg -L")?;
    ensure!(
        out.status.success(),
        "dpkg -L {PACKAGE} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    Ok(String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(PathBuf::from)
        .filter(|p| p.is_file() || p.is_symlink())
        .collect())
}

/// What a folder holds: each file's path (below it) and contents, to compare before and after.
fn snapshot(dir: &Path) -> Result<BTreeMap<PathBuf, Vec<u8>>> {
    let mut found = BTreeMap::new();
    let mut todo = vec![dir.to_path_buf()];
    while let Some(d) = todo.pop() {
        for entry in std::fs::read_dir(&d).with_context(|| format!("could not read {}", d.display()))? {
            let entry = entry?;
            let path = entry.path();
            if entry.file_type()?.is_dir() {
                todo.push(path);
            } else if let Ok(rel) = path.strip_prefix(dir) {
                found.insert(rel.to_path_buf(), std::fs::read(&path)?);
            }
        }
    }
    Ok(found)
}

/// Starts the installed `dubdeck --demo` on a virtual display with `home` as its HOME and
/// `data` as its library, waits for its window, writes a screenshot to `shot`, and stops it.
fn run_installed_demo(home: &Path, data: &Path, shot: &Path) -> Result<()> {
    let q = |p: &Path| crate::shell_quote(&p.to_string_lossy());
    let script = format!(
        r#"set -u
export HOME={home} XDG_CONFIG_HOME={home}/.config XDG_CACHE_HOME={home}/.cache XDG_DATA_HOME={home}/.local/share
export DUBDECK_DATA_DIR={data} NO_AT_BRIDGE=1
app=$(command -v dubdeck) || {{ echo "dubdeck is not on PATH"; exit 3; }}
[ "$app" = /usr/bin/dubdeck ] || {{ echo "dubdeck found at $app, not /usr/bin/dubdeck"; exit 3; }}
dubdeck --demo & pid=$!
for _ in $(seq 1 120); do xwininfo -root -tree 2>/dev/null | grep -q '"Dubdeck"' && break; sleep 0.5; done
xwininfo -root -tree 2>/dev/null | grep -q '"Dubdeck"' || {{ echo "the installed app showed no window"; kill -TERM $pid; exit 4; }}
sleep 6
import -window root {shot}
kill -TERM $pid; wait $pid || true"#,
        home = q(home),
        data = q(data),
        shot = q(shot),
    );
    let status = Command::new("bash")
        .arg("-c")
        .arg(format!(
            "{} dbus-run-session -- bash -c {}",
            app::XVFB_RUN,
            crate::shell_quote(&script)
        ))
        .status()
        .context("could not start the virtual display (xvfb-run)")?;
    ensure!(
        status.success(),
        "the installed app's demo run ended with {status}"
    );
    ensure!(
        shot.is_file(),
        "no screenshot of the installed app at {}",
        shot.display()
    );
    Ok(())
}

/// The .deb checked for real on this machine (see the module's documentation).
pub fn check_deb(root: &Path, deb: &Path) -> Result<()> {
    let started = Instant::now();
    let work = simulator::fresh_dir(root, "deb-check")?;
    let (home, data) = (work.join("home"), work.join("library"));
    std::fs::create_dir_all(&home)?;
    let shots = simulator::target_dir(root).join("e2e").join("screenshots");
    std::fs::create_dir_all(&shots)?;
    if installed() {
        as_root("dpkg", &["-r", PACKAGE])?;
    }
    let deb_text = deb.to_string_lossy().into_owned();

    // Installed with its dependencies (apt resolves what the control file declares).
    as_root(
        "apt-get",
        &["install", "-y", "--no-install-recommends", &deb_text],
    )?;
    ensure!(installed(), "{PACKAGE} is not installed after apt-get install");
    // The media layer's tool comes with the package (apt installed it as a dependency).
    let depends = Command::new("dpkg-query")
        .args(["-W", "-f=${Depends}", PACKAGE])
        .output()
        .context("could not run dpkg-query")?;
    let depends = String::from_utf8_lossy(&depends.stdout).into_owned();
    ensure!(
        depends
            .split(',')
            .any(|d| d.split_whitespace().next() == Some("ffmpeg")),
        "the package does not depend on ffmpeg: {depends}"
    );
    // Korean, Japanese and Thai need fonts a bare system lacks: the package recommends them.
    let recommends = Command::new("dpkg-query")
        .args(["-W", "-f=${Recommends}", PACKAGE])
        .output()
        .context("could not run dpkg-query")?;
    let recommends = String::from_utf8_lossy(&recommends.stdout).into_owned();
    for font in ["fonts-noto-cjk", "fonts-thai-tlwg"] {
        ensure!(
            recommends
                .split(',')
                .any(|d| d.split_whitespace().next() == Some(font)),
            "the package does not recommend {font}: {recommends}"
        );
    }
    let files = package_files()?;
    let has = |p: &str| files.iter().any(|f| f == Path::new(p));
    ensure!(
        has("/usr/bin/dubdeck"),
        "the package has no /usr/bin/dubdeck: {files:?}"
    );
    // The demo's service, off PATH, where the app looks for it (the demo below starts it).
    ensure!(
        has(DEMO_SERVICE_INSTALLED),
        "the package has no {DEMO_SERVICE_INSTALLED}: {files:?}"
    );
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(DEMO_SERVICE_INSTALLED)?.permissions().mode();
        ensure!(
            mode & 0o111 != 0,
            "{DEMO_SERVICE_INSTALLED} is not executable ({mode:o})"
        );
    }
    // The decoders' helper, beside the app, holds the decoders; the app links none of them.
    let helper = format!("/usr/bin/{}", app::HELPER);
    ensure!(has(&helper), "the package has no {helper}: {files:?}");
    ensure!(
        defines_symbols_of(Path::new(&helper), DECODER_MARK)?,
        "{helper} does not link the decoders (no {DECODER_MARK} symbol in it)"
    );
    ensure!(
        !defines_symbols_of(Path::new("/usr/bin/dubdeck"), DECODER_MARK)?,
        "/usr/bin/dubdeck links the decoders ({DECODER_MARK}), which belong in {helper} only"
    );
    let desktop = files
        .iter()
        .find(|f| f.starts_with("/usr/share/applications") && f.extension().is_some_and(|e| e == "desktop"))
        .with_context(|| format!("the package has no desktop entry: {files:?}"))?;
    let entry = std::fs::read_to_string(desktop)?;
    for line in [
        "Exec=dubdeck %F",
        "Categories=AudioVideo;Audio;",
        "Icon=dubdeck",
        "Name=Dubdeck",
    ] {
        ensure!(
            entry.lines().any(|l| l == line),
            "{} lacks `{line}`:\n{entry}",
            desktop.display()
        );
    }
    let mime = entry
        .lines()
        .find_map(|l| l.strip_prefix("MimeType="))
        .with_context(|| format!("{} declares no MIME types", desktop.display()))?;
    for kind in ["audio/mpeg", "audio/wav", "audio/flac", "audio/mp4", "video/mp4"] {
        ensure!(
            mime.split(';').any(|m| m == kind),
            "the desktop entry does not open {kind}: {mime}"
        );
    }
    let out = Command::new("desktop-file-validate")
        .arg(desktop)
        .output()
        .context("could not run desktop-file-validate")?;
    ensure!(
        out.status.success() && out.stdout.is_empty(),
        "desktop-file-validate: {}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    let icons: Vec<&PathBuf> = files
        .iter()
        .filter(|f| {
            f.starts_with("/usr/share/icons/hicolor") && f.file_stem().is_some_and(|s| s == "dubdeck")
        })
        .collect();
    ensure!(
        icons.len() >= 2,
        "the package installs {} icons: {files:?}",
        icons.len()
    );

    // The installed app starts, in demo mode, and its library is written.
    run_installed_demo(&home, &data, &shots.join("installed-demo.png"))?;
    let library = snapshot(&data)?;
    ensure!(
        !library.is_empty(),
        "the installed app wrote no library in {}",
        data.display()
    );

    // Upgraded over itself: the library is untouched.
    as_root("dpkg", &["-i", &deb_text])?;
    ensure!(installed(), "{PACKAGE} is not installed after the upgrade");
    ensure!(
        snapshot(&data)? == library,
        "the upgrade changed the library in {}",
        data.display()
    );
    run_installed_demo(&home, &data, &shots.join("installed-demo-after-upgrade.png"))?;

    // Removed: no file of the package is left; the library is the user's and stays.
    as_root("dpkg", &["-r", PACKAGE])?;
    ensure!(!installed(), "{PACKAGE} is still installed after dpkg -r");
    let left: Vec<&PathBuf> = files.iter().filter(|f| f.exists() || f.is_symlink()).collect();
    ensure!(left.is_empty(), "dpkg -r left files of the package: {left:?}");
    ensure!(
        !snapshot(&data)?.is_empty(),
        "removing the package removed the library"
    );
    eprintln!(
        "the .deb ({}) installed, started, upgraded and removed cleanly in {:.0} s ({} files; screenshot {})",
        deb.display(),
        started.elapsed().as_secs_f64(),
        files.len(),
        shots.join("installed-demo.png").display()
    );
    Ok(())
}
