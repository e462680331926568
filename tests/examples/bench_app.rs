//! The app benchmark, driven by `cargo xtask bench app` (which builds both windows and runs this
//! under Xvfb in a private D-Bus session): Dubdeck's release build against a bare Tauri 2 window
//! (one page with one heading), both launched through `tauri-driver` the same way.
//!
//! Measured per run, for each window: exec -> first contentful paint (the process's start time
//! from `/proc`, 10 ms ticks, against the page's own `first-contentful-paint` entry), for Dubdeck
//! also exec -> an interactive catalogue (the page's `dubdeck:catalogue-interactive` mark: the
//! first page of cards drawn with their avatars decoded), and idle memory as PSS summed over the
//! window's process and its WebKit processes, 5 s after the page settled. Each launch's navigation
//! start (the page's `timeOrigin`) and first paint are reported too, so that a launch which waited
//! before its page existed is seen beside the medians. Then one soak: Dubdeck
//! cycling through the catalogue (scrolling the grid through every page, changing filters) for
//! `--soak-secs`, and its PSS again. Medians over `--runs`. The environment leaves WebKit's
//! compositing to each window (`WEBKIT_DISABLE_COMPOSITING_MODE` unset): the bare window keeps
//! WebKit's default, Dubdeck draws without compositing where there is no GPU render node (it sets
//! that variable for itself as it starts), as it does for its users; the report states which
//! applied. Likewise for JavaScript: the bare window JIT-compiles it (WebKit's default), Dubdeck
//! interprets it (it sets `JSC_useJIT=false` for itself) unless the environment sets `JSC_useJIT`.
//! The soak's session also times the frames after a scroll step, before it starts cycling.

use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use anyhow::{Context, Result, bail};
use dubdeck_e2e::procs::is_helper;
use serde_json::{Value, json};
use thirtyfour::WebDriver;

struct Args {
    app: PathBuf,
    bare: PathBuf,
    driver: PathBuf,
    runs: usize,
    soak_secs: u64,
    report: PathBuf,
    work: PathBuf,
    /// The service the app's catalogue comes from (a release simulator started by xtask), and its key.
    base_url: String,
    key: String,
}

fn args() -> Result<Args> {
    let mut values = std::collections::HashMap::new();
    let mut it = std::env::args().skip(1);
    while let Some(name) = it.next() {
        let value = it.next().with_context(|| format!("{name} needs a value"))?;
        values.insert(name, value);
    }
    let get = |name: &str| {
        values
            .get(name)
            .cloned()
            .with_context(|| format!("missing {name}"))
    };
    Ok(Args {
        app: get("--app")?.into(),
        bare: get("--bare")?.into(),
        driver: get("--driver")?.into(),
        runs: get("--runs")?.parse().context("--runs")?,
        soak_secs: get("--soak-secs")?.parse().context("--soak-secs")?,
        report: get("--report")?.into(),
        work: get("--work")?.into(),
        base_url: get("--base-url")?,
        key: get("--key")?,
    })
}

#[derive(Debug, Default, Clone)]
struct Run {
    /// Exec -> the page's navigation start (its `timeOrigin`): the part of first paint before the
    /// page exists.
    navigation_ms: f64,
    first_paint_ms: f64,
    interactive_ms: Option<f64>,
    idle_pss_kib: u64,
}

#[tokio::main]
async fn main() -> Result<()> {
    let args = args()?;
    std::fs::create_dir_all(&args.work)?;
    let base_url = args.base_url.clone();

    let mut bare_runs = Vec::new();
    let mut app_runs = Vec::new();
    for i in 0..args.runs {
        // Alternate which goes first, so neither always gets the warmer disk cache.
        let order = if i % 2 == 0 { [false, true] } else { [true, false] };
        for is_app in order {
            let run = if is_app {
                let data = args.work.join(format!("app-data-{i}"));
                let env = app_env(&base_url, &args.key, &data);
                measure_with_retry(&args.driver, &args.app, &env, true).await?
            } else {
                measure_with_retry(&args.driver, &args.bare, &[], false).await?
            };
            eprintln!("run {i} {}: {run:?}", if is_app { "dubdeck" } else { "bare" });
            if is_app {
                app_runs.push(run)
            } else {
                bare_runs.push(run)
            }
        }
    }
    let Soak {
        before: soak_before,
        after: soak_after,
        scroll,
    } = soak(&args, &base_url).await?;
    let total = |parts: &[(String, u64)]| parts.iter().map(|(_, kib)| kib).sum::<u64>();
    let soak = (total(&soak_before), total(&soak_after));

    let bare_paint = median(bare_runs.iter().map(|r| r.first_paint_ms));
    let app_paint = median(app_runs.iter().map(|r| r.first_paint_ms));
    let interactive = median(app_runs.iter().filter_map(|r| r.interactive_ms));
    let bare_pss = median(bare_runs.iter().map(|r| r.idle_pss_kib as f64));
    let app_pss = median(app_runs.iter().map(|r| r.idle_pss_kib as f64));
    let app_size = std::fs::metadata(&args.app)?.len();
    let bare_size = std::fs::metadata(&args.bare)?.len();
    // The decoders' helper program, installed beside the app: not part of the app's binary, shown
    // beside it.
    let helper = args
        .app
        .with_file_name(format!("dubdeck-helper{}", std::env::consts::EXE_SUFFIX));
    let helper_size = std::fs::metadata(&helper)
        .with_context(|| format!("no decoders' helper at {}", helper.display()))?
        .len();
    let growth = (soak.1 as f64 / soak.0 as f64) - 1.0;
    // The targets of a release people keep (issue 37): the interactive catalogue against the
    // bare window's first paint of the same run, memory after browsing, the shipped binary.
    let checks = [
        ("first paint <= 1.2x bare", app_paint <= 1.2 * bare_paint),
        (
            "interactive <= 1.5x bare first paint",
            interactive <= 1.5 * bare_paint,
        ),
        ("idle PSS <= 1.2x bare", app_pss <= 1.2 * bare_pss),
        ("soak growth < 5%", growth < 0.05),
        ("binary <= 10 MB", app_size <= 10 * 1000 * 1000),
    ];
    let report = json!({
        "runs": args.runs,
        "compositing": compositing_setting(),
        "javascript": jit_setting(),
        "firstPaintMs": { "bare": bare_paint, "dubdeck": app_paint, "ratio": app_paint / bare_paint },
        // Every launch, in order: a launch that waited before its page existed shows here.
        "launchesMs": { "bare": launches_json(&bare_runs), "dubdeck": launches_json(&app_runs) },
        "interactiveMs": interactive,
        "idlePssMiB": { "bare": bare_pss / 1024.0, "dubdeck": app_pss / 1024.0, "ratio": app_pss / bare_pss },
        "soak": { "seconds": args.soak_secs, "beforeMiB": soak.0 as f64 / 1024.0, "afterMiB": soak.1 as f64 / 1024.0, "growth": growth,
                  "beforeByProcessMiB": breakdown_json(&soak_before), "afterByProcessMiB": breakdown_json(&soak_after) },
        "scrollFrames": scroll,
        "binaryBytes": { "bare": bare_size, "dubdeck": app_size, "dubdeckHelper": helper_size },
        "checks": checks.iter().map(|(name, ok)| json!({"check": name, "met": ok})).collect::<Vec<_>>(),
    });
    std::fs::write(&args.report, serde_json::to_string_pretty(&report)?)?;
    println!(
        "\nDubdeck vs a bare Tauri 2 window: median of {} runs, {}; {}",
        args.runs, report["compositing"], report["javascript"]
    );
    println!(
        "  exec -> first contentful paint: bare {bare_paint:.0} ms, Dubdeck {app_paint:.0} ms ({:.2}x)",
        app_paint / bare_paint
    );
    for (name, runs) in [("bare", &bare_runs), ("Dubdeck", &app_runs)] {
        let each: Vec<String> = runs
            .iter()
            .map(|r| format!("{:.0}/{:.0}", r.navigation_ms, r.first_paint_ms))
            .collect();
        println!(
            "    {name}, each launch (navigation/first paint, ms): {}",
            each.join(" ")
        );
    }
    println!(
        "  exec -> interactive catalogue (first page, avatars drawn): {interactive:.0} ms ({:.2}x the bare first paint)",
        interactive / bare_paint
    );
    println!(
        "  idle PSS (app + WebKit processes): bare {:.1} MiB, Dubdeck {:.1} MiB ({:.2}x)",
        bare_pss / 1024.0,
        app_pss / 1024.0,
        app_pss / bare_pss
    );
    println!(
        "  soak {} s through the catalogue: {:.1} MiB -> {:.1} MiB ({:+.1}%)",
        args.soak_secs,
        soak.0 as f64 / 1024.0,
        soak.1 as f64 / 1024.0,
        growth * 100.0
    );
    println!(
        "    by process, before: {}; after: {}",
        report["soak"]["beforeByProcessMiB"], report["soak"]["afterByProcessMiB"]
    );
    println!(
        "  Dubdeck, two frames after a 180 px scroll step (60 steps): median {:.0} ms, 90th percentile {:.0} ms",
        scroll["medianMs"].as_f64().unwrap_or(f64::NAN),
        scroll["p90Ms"].as_f64().unwrap_or(f64::NAN)
    );
    println!(
        "  release binary: Dubdeck {:.1} MB (its decoders' helper beside it: {:.1} MB), bare {:.1} MB",
        app_size as f64 / 1e6,
        helper_size as f64 / 1e6,
        bare_size as f64 / 1e6
    );
    for (name, ok) in checks {
        println!("  [{}] {name}", if ok { "met" } else { "MISSED" });
    }
    println!("report: {}", args.report.display());
    if checks.iter().any(|(_, ok)| !ok) {
        bail!("a target was missed");
    }
    Ok(())
}

/// How the windows composite here: the environment leaves it to each (`WEBKIT_DISABLE_COMPOSITING_MODE`
/// unset); the bare window keeps WebKit's default, and Dubdeck draws without compositing where
/// there is no GPU render node. The check is the app's own (`compositing` in `src-tauri`), made
/// again here because this crate drives the app's binary and does not link it.
fn compositing_setting() -> String {
    let gpu = std::fs::read_dir("/dev/dri").is_ok_and(|entries| {
        entries
            .flatten()
            .any(|e| e.file_name().to_string_lossy().starts_with("renderD"))
    });
    let dubdeck = if gpu {
        "a GPU render node is present: Dubdeck composites too"
    } else {
        "no GPU render node: Dubdeck draws its page without compositing"
    };
    format!(
        "WEBKIT_DISABLE_COMPOSITING_MODE unset for both; the bare window: WebKit's default; {dubdeck}; Xvfb 1280x800x24"
    )
}

/// How each window runs its page's JavaScript: JavaScriptCore's JIT for the bare window (WebKit's
/// default), none for Dubdeck (`jit` in `src-tauri`), unless this environment sets `JSC_useJIT`
/// for both.
fn jit_setting() -> String {
    match std::env::var("JSC_useJIT") {
        Ok(value) => format!("JSC_useJIT={value} for both"),
        Err(_) => "JSC_useJIT unset: the bare window JIT-compiles its JavaScript (WebKit's default), Dubdeck interprets it".to_owned(),
    }
}

fn app_env(base_url: &str, key: &str, data: &Path) -> Vec<(String, String)> {
    vec![
        ("DUBDECK_BASE_URL".into(), base_url.into()),
        ("DUBDECK_API_KEY".into(), key.into()),
        ("DUBDECK_DATA_DIR".into(), data.to_string_lossy().into_owned()),
    ]
}

/// One launch, tried again once when the WebDriver side fails (a session that never starts on a
/// loaded machine must not throw away the runs before it); a second failure ends the benchmark.
async fn measure_with_retry(
    driver: &Path,
    binary: &Path,
    env: &[(String, String)],
    is_app: bool,
) -> Result<Run> {
    match measure(driver, binary, env, is_app).await {
        Ok(run) => Ok(run),
        Err(e) => {
            eprintln!("launch failed ({e:#}); trying once more");
            measure(driver, binary, env, is_app).await
        }
    }
}

/// One launch: times and idle memory.
async fn measure(driver: &Path, binary: &Path, env: &[(String, String)], is_app: bool) -> Result<Run> {
    let session = Session::start(driver, binary, env).await?;
    let result = async {
        let pid = window_pid(binary)?;
        let exec_ms = process_start_epoch_ms(pid)?;
        let marks = wait_for_marks(&session.driver, is_app, Duration::from_secs(60)).await?;
        if std::env::var_os("BENCH_APP_TIMELINE").is_some() {
            print_timeline(&session.driver, exec_ms).await?;
        }
        tokio::time::sleep(Duration::from_secs(5)).await;
        let pss = pss_tree_kib(pid)?;
        Ok(Run {
            navigation_ms: marks.2 - exec_ms,
            first_paint_ms: marks.0 - exec_ms,
            interactive_ms: marks.1.map(|m| m - exec_ms),
            idle_pss_kib: pss,
        })
    }
    .await;
    session.stop(binary).await;
    result
}

/// With `BENCH_APP_TIMELINE` set: the page's performance entries (navigation, resources, paints,
/// marks) in ms after exec, to see where start-up time goes.
async fn print_timeline(driver: &WebDriver, exec_ms: f64) -> Result<()> {
    const ENTRIES: &str = r#"
return performance.getEntries().map(e => [e.entryType, e.name.slice(0, 60), performance.timeOrigin + e.startTime, e.duration || 0]);
"#;
    let entries = driver.execute(ENTRIES, Vec::<Value>::new()).await?.json().clone();
    for entry in entries.as_array().into_iter().flatten() {
        let at = entry.get(2).and_then(Value::as_f64).unwrap_or(0.0) - exec_ms;
        let took = entry.get(3).and_then(Value::as_f64).unwrap_or(0.0);
        eprintln!("  {at:7.0} ms +{took:5.0} {} {}", entry[0], entry[1]);
    }
    Ok(())
}

/// The soak's figures: PSS by process before and after, and the frames after a scroll step.
struct Soak {
    before: Vec<(String, u64)>,
    after: Vec<(String, u64)>,
    /// [`SCROLL_FRAMES`]' answer.
    scroll: Value,
}

/// The soak: PSS after settling, the frames after a scroll step (its first minute of browsing),
/// then PSS after cycling through the catalogue.
async fn soak(args: &Args, base_url: &str) -> Result<Soak> {
    let data = args.work.join("soak-data");
    let session = Session::start(&args.driver, &args.app, &app_env(base_url, &args.key, &data)).await?;
    let result = async {
        let pid = window_pid(&args.app)?;
        wait_for_marks(&session.driver, true, Duration::from_secs(60)).await?;
        tokio::time::sleep(Duration::from_secs(5)).await;
        let before = pss_by_process(pid)?;
        let scroll = session
            .driver
            .execute_async(with_grid(SCROLL_FRAMES), Vec::<Value>::new())
            .await?
            .json()
            .clone();
        let cycle = with_grid(CYCLE);
        let started = Instant::now();
        let mut step = 0u64;
        while started.elapsed() < Duration::from_secs(args.soak_secs) {
            session.driver.execute(&cycle, vec![json!(step)]).await?;
            step += 1;
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        session
            .driver
            .execute(with_grid(CYCLE_RESET), Vec::<Value>::new())
            .await?;
        tokio::time::sleep(Duration::from_secs(10)).await;
        let after = pss_by_process(pid)?;
        Ok(Soak {
            before,
            after,
            scroll,
        })
    }
    .await;
    session.stop(&args.app).await;
    result
}

/// `benchGrid()`, the page's scrolling grid (undefined when there is none), for the scripts below:
/// looked for once and kept while it is in the document. Looking for it at every step of the soak
/// made a JavaScript object of every element of the page ten times a second, in the web process
/// being measured, which no user's browsing does.
const GRID: &str = r#"
const benchGrid = () => {
  if (!window.__benchGrid?.isConnected) {
    window.__benchGrid = [...document.querySelectorAll('*')].find(e => e.scrollHeight > e.clientHeight + 200 && /(auto|scroll)/.test(getComputedStyle(e).overflowY));
  }
  return window.__benchGrid;
};
"#;

/// `script` with [`GRID`] before it.
fn with_grid(script: &str) -> String {
    format!("{GRID}{script}")
}

/// One step of cycling: scroll the grid on; at its end (or every 300 steps) back to the top with
/// the next genre chip toggled, so the whole catalogue and its filters are walked again and again.
const CYCLE: &str = r#"
const step = arguments[0];
const grid = benchGrid();
if (!grid) return false;
const atEnd = grid.scrollTop + grid.clientHeight >= grid.scrollHeight - 10;
if (atEnd || step % 300 === 299) {
  const chips = [...document.querySelectorAll('[role=group] button[aria-pressed]')];
  if (chips.length) chips[Math.floor(step / 300) % chips.length].click();
  grid.scrollTop = 0;
} else {
  grid.scrollTop += grid.clientHeight * 0.8;
}
return true;
"#;

/// How long the page takes to draw after a scroll step: 60 steps of 180 px (a wheel notch or
/// two) down the grid, each timed from the scroll to the second frame after it (the first runs the
/// page's scroll handlers and lays out the new rows, the second paints them); the median and the
/// 90th percentile, in ms. Then back to the top.
const SCROLL_FRAMES: &str = r#"
const done = arguments[arguments.length - 1];
const grid = benchGrid();
if (!grid) { done(null); return; }
const frame = () => new Promise(r => requestAnimationFrame(() => r()));
(async () => {
  const times = [];
  for (let i = 0; i < 60; i++) {
    const start = performance.now();
    grid.scrollTop += 180;
    await frame();
    await frame();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  grid.scrollTop = 0;
  done({ steps: times.length, medianMs: times[Math.floor(times.length / 2)], p90Ms: times[Math.floor(times.length * 0.9)] });
})();
"#;

/// Clears the filters the cycle left on and goes back to the top.
const CYCLE_RESET: &str = r#"
for (const chip of document.querySelectorAll('[role=group] button[aria-pressed=true]')) chip.click();
const grid = benchGrid();
if (grid) grid.scrollTop = 0;
return true;
"#;

/// Epoch ms of first contentful paint, (for Dubdeck) of the interactive catalogue, and of the
/// page's navigation start.
async fn wait_for_marks(
    driver: &WebDriver,
    is_app: bool,
    limit: Duration,
) -> Result<(f64, Option<f64>, f64)> {
    const MARKS: &str = r#"
const at = name => { const e = performance.getEntriesByName(name)[0]; return e ? performance.timeOrigin + e.startTime : null; };
return [at('first-contentful-paint'), at('dubdeck:catalogue-interactive'), performance.timeOrigin];
"#;
    let started = Instant::now();
    loop {
        let ret = driver.execute(MARKS, Vec::<Value>::new()).await?;
        let v = ret.json();
        let paint = v.get(0).and_then(Value::as_f64);
        let interactive = v.get(1).and_then(Value::as_f64);
        let origin = v.get(2).and_then(Value::as_f64).unwrap_or(f64::NAN);
        match (paint, interactive, is_app) {
            (Some(p), Some(i), true) => return Ok((p, Some(i), origin)),
            (Some(p), _, false) => return Ok((p, None, origin)),
            _ if started.elapsed() > limit => bail!("no paint marks after {limit:?}: {v}"),
            _ => tokio::time::sleep(Duration::from_millis(50)).await,
        }
    }
}

/// A tauri-driver and one WebDriver session on a window.
struct Session {
    driver: WebDriver,
    child: Child,
}

impl Session {
    async fn start(driver: &Path, binary: &Path, env: &[(String, String)]) -> Result<Session> {
        let (port, native) = (free_port()?, free_port()?);
        let mut child = Command::new(driver)
            .args(["--port", &port.to_string(), "--native-port", &native.to_string()])
            .envs(env.iter().map(|(k, v)| (k.as_str(), v.as_str())))
            .env("NO_AT_BRIDGE", "1")
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .with_context(|| format!("start {}", driver.display()))?;
        let ready = Instant::now();
        while !status_ready(port) {
            if ready.elapsed() > Duration::from_secs(30) {
                let _ = child.kill();
                bail!("tauri-driver did not become ready");
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        let mut caps = serde_json::Map::new();
        caps.insert("browserName".into(), json!("wry"));
        caps.insert("tauri:options".into(), json!({ "application": binary }));
        let driver = match tokio::time::timeout(
            Duration::from_secs(60),
            WebDriver::new(format!("http://127.0.0.1:{port}"), caps),
        )
        .await
        {
            Ok(Ok(driver)) => driver,
            other => {
                terminate(&mut child);
                bail!("no WebDriver session: {other:?}");
            }
        };
        Ok(Session { driver, child })
    }
}

/// The window's own process (launched by WebKitWebDriver): the one running `binary`.
fn window_pid(binary: &Path) -> Result<u32> {
    let wanted = binary.canonicalize()?;
    for entry in std::fs::read_dir("/proc")?.flatten() {
        let Ok(pid) = entry.file_name().to_string_lossy().parse::<u32>() else {
            continue;
        };
        if std::fs::read_link(entry.path().join("exe")).is_ok_and(|exe| exe == wanted) && !is_helper(pid) {
            return Ok(pid);
        }
    }
    bail!("no process runs {}", binary.display())
}

impl Session {
    async fn stop(mut self, binary: &Path) {
        let _ = tokio::time::timeout(Duration::from_secs(20), self.driver.quit()).await;
        terminate(&mut self.child);
        // The window's process may outlive its driver; the next launch would then only hand its
        // arguments to it (single instance) and never open a window. Wait for it to go, or end it.
        let started = Instant::now();
        while let Ok(pid) = window_pid(binary) {
            if started.elapsed() > Duration::from_secs(10) {
                let _ = Command::new("kill").args(["-KILL", &pid.to_string()]).status();
            } else if started.elapsed() > Duration::from_secs(3) {
                let _ = Command::new("kill").args(["-TERM", &pid.to_string()]).status();
            }
            if started.elapsed() > Duration::from_secs(20) {
                eprintln!("{} (pid {pid}) would not exit", binary.display());
                break;
            }
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
    }
}

/// SIGTERM, so tauri-driver stops its WebKitWebDriver too (SIGKILL would orphan it).
fn terminate(child: &mut Child) {
    let _ = Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status();
    let _ = child.wait();
}

fn free_port() -> Result<u16> {
    Ok(TcpListener::bind("127.0.0.1:0")?.local_addr()?.port())
}

fn status_ready(port: u16) -> bool {
    let Ok(mut stream) = TcpStream::connect(("127.0.0.1", port)) else {
        return false;
    };
    let _ = stream.set_read_timeout(Some(Duration::from_secs(2)));
    if stream
        .write_all(
            format!("GET /status HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n\r\n").as_bytes(),
        )
        .is_err()
    {
        return false;
    }
    let mut body = String::new();
    let _ = stream.read_to_string(&mut body);
    body.replace(' ', "").contains("\"ready\":true")
}

/// When `pid` was started, in epoch milliseconds (10 ms resolution: clock ticks of /proc).
fn process_start_epoch_ms(pid: u32) -> Result<f64> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat"))?;
    // Fields after the command name (which may hold spaces) start after the last ')'.
    let rest = stat.rsplit_once(')').context("odd /proc stat")?.1;
    let ticks: f64 = rest.split_whitespace().nth(19).context("no starttime")?.parse()?;
    let boot = std::fs::read_to_string("/proc/stat")?;
    let btime: f64 = boot
        .lines()
        .find_map(|l| l.strip_prefix("btime "))
        .context("no btime")?
        .trim()
        .parse()?;
    let hz: f64 = String::from_utf8(Command::new("getconf").arg("CLK_TCK").output()?.stdout)?
        .trim()
        .parse()?;
    Ok((btime + ticks / hz) * 1000.0)
}

/// PSS of `pid` and all its descendants (the WebKit web and network processes), in KiB.
fn pss_tree_kib(pid: u32) -> Result<u64> {
    Ok(pss_by_process(pid)?.iter().map(|(_, kib)| kib).sum())
}

/// PSS of `pid` and each of its descendants, by process name, in KiB.
fn pss_by_process(pid: u32) -> Result<Vec<(String, u64)>> {
    let mut out = Vec::new();
    let mut todo = vec![pid];
    while let Some(p) = todo.pop() {
        if let Ok(rollup) = std::fs::read_to_string(format!("/proc/{p}/smaps_rollup")) {
            let kib = rollup
                .lines()
                .find_map(|l| l.strip_prefix("Pss:"))
                .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<u64>().ok())
                .unwrap_or(0);
            let name = std::fs::read_to_string(format!("/proc/{p}/comm")).unwrap_or_default();
            out.push((name.trim().to_owned(), kib));
        }
        todo.extend(children(p));
    }
    if out.iter().all(|(_, kib)| *kib == 0) {
        bail!("no memory figures for {pid}");
    }
    Ok(out)
}

/// Each launch's start-up times: `[{"navigation": ms, "firstPaint": ms}, ...]`.
fn launches_json(runs: &[Run]) -> Value {
    runs.iter()
        .map(|r| json!({ "navigation": r.navigation_ms, "firstPaint": r.first_paint_ms }))
        .collect()
}

/// A breakdown as JSON: `{"<process>": MiB, ...}`.
fn breakdown_json(parts: &[(String, u64)]) -> Value {
    let mut map = serde_json::Map::new();
    for (name, kib) in parts {
        let mib = *kib as f64 / 1024.0;
        let entry = map.entry(name.clone()).or_insert(json!(0.0));
        *entry = json!(entry.as_f64().unwrap_or(0.0) + mib);
    }
    Value::Object(map)
}

fn children(pid: u32) -> Vec<u32> {
    let mut out = Vec::new();
    for entry in std::fs::read_dir("/proc").into_iter().flatten().flatten() {
        let Ok(p) = entry.file_name().to_string_lossy().parse::<u32>() else {
            continue;
        };
        if let Ok(stat) = std::fs::read_to_string(entry.path().join("stat"))
            && let Some(rest) = stat.rsplit_once(')').map(|(_, r)| r)
            && rest
                .split_whitespace()
                .nth(1)
                .and_then(|pp| pp.parse::<u32>().ok())
                == Some(pid)
        {
            out.push(p);
        }
    }
    out
}

fn median(values: impl Iterator<Item = f64>) -> f64 {
    let mut v: Vec<f64> = values.collect();
    if v.is_empty() {
        return f64::NAN;
    }
    v.sort_by(f64::total_cmp);
    let n = v.len();
    if n % 2 == 1 {
        v[n / 2]
    } else {
        (v[n / 2 - 1] + v[n / 2]) / 2.0
    }
}
