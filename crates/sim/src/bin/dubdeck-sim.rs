//! The `dubdeck-sim` command: runs the simulator until Ctrl-C or SIGTERM. Flags: see README.md.

use std::io::Write;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use clap::{Parser, ValueEnum};
use dubdeck_sim::{AccountSpec, RateLimits, SimConfig};

/// A strict simulator of the voice dubbing service and its S3-style object storage.
#[derive(Debug, Parser)]
#[command(name = "dubdeck-sim", version)]
struct Args {
    /// Where to listen; port 0 picks a free port.
    #[arg(long, value_name = "HOST:PORT", default_value = "127.0.0.1:8787")]
    addr: SocketAddr,

    /// An account and its API keys, NAME:CREDITS:KEY[,KEY...] (repeatable). Without it, one demo
    /// account with 10,000 credits and a printed random key.
    #[arg(long, value_name = "NAME:CREDITS:KEY[,KEY...]", value_parser = parse_account)]
    account: Vec<AccountSpec>,

    /// How long each processing stage of a dub or a training lasts, in milliseconds.
    #[arg(long, value_name = "N", default_value_t = 1500)]
    stage_ms: u64,

    /// The interface's per-account figures (spec), or 100/min and 1,000/h per key (strict).
    #[arg(long, value_enum, default_value_t = Limits::Spec)]
    rate_limits: Limits,

    /// Lifetime of presigned upload URLs, in seconds.
    #[arg(long, value_name = "N", default_value_t = 3600, value_parser = clap::value_parser!(u64).range(1..))]
    upload_url_ttl_secs: u64,

    /// Where stored objects live (default: a temporary directory, removed at exit).
    #[arg(long, value_name = "DIR")]
    data_dir: Option<PathBuf>,

    /// Enable the test surface under /_sim.
    #[arg(long)]
    test_surface: bool,

    /// Also stop when standard input closes: a program that starts the simulator for itself (the
    /// app's demo) keeps the pipe open, and the simulator ends with it, even if it was killed.
    #[arg(long)]
    until_stdin_closes: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum Limits {
    Spec,
    Strict,
}

fn parse_account(text: &str) -> Result<AccountSpec, String> {
    let usage = "expected NAME:CREDITS:KEY[,KEY...], e.g. alice:1000:key-a1,key-a2";
    let mut parts = text.splitn(3, ':');
    let (Some(name), Some(credits), Some(keys)) = (parts.next(), parts.next(), parts.next()) else {
        return Err(usage.to_owned());
    };
    if name.is_empty() {
        return Err(format!("the account name is empty; {usage}"));
    }
    let credits: i64 = credits
        .parse()
        .ok()
        .filter(|c| *c >= 0)
        .ok_or_else(|| format!("credits {credits:?} is not a whole number of 0 or more; {usage}"))?;
    let keys: Vec<&str> = keys.split(',').collect();
    if keys.iter().any(|k| k.is_empty()) {
        return Err(format!("an API key is empty; {usage}"));
    }
    Ok(AccountSpec::new(name, credits, keys))
}

#[tokio::main]
async fn main() -> ExitCode {
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env()
                // s3s logs every refused request (an expired URL, a missing object) at error level:
                // those are answers to clients, not faults of the simulator.
                .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("warn,s3s=off")),
        )
        .with_writer(std::io::stderr)
        .init();
    let args = Args::parse();
    let stop = StopSignal::listen(args.until_stdin_closes);
    let demo = args.account.is_empty();
    let mut config = SimConfig {
        addr: args.addr,
        stage_ms: args.stage_ms,
        rate_limits: match args.rate_limits {
            Limits::Spec => RateLimits::spec(),
            Limits::Strict => RateLimits::strict(),
        },
        upload_url_ttl: Duration::from_secs(args.upload_url_ttl_secs),
        test_surface: args.test_surface,
        data_dir: args.data_dir,
        ..SimConfig::default()
    };
    if !demo {
        config.accounts = args.account;
    }
    let demo_key = config.accounts.first().and_then(|a| a.keys.first()).cloned();

    let sim = match dubdeck_sim::start(config).await {
        Ok(sim) => sim,
        Err(e) => {
            eprintln!("dubdeck-sim: {e}");
            return ExitCode::FAILURE;
        }
    };
    let base = sim.base_url();
    let mut out = std::io::stdout().lock();
    // Scripts wait for these lines: write them whole and flush at once.
    let mut lines = format!("listening on {}\n", base.as_str().trim_end_matches('/'));
    if demo && let Some(key) = demo_key {
        lines.push_str(&format!("demo key: {key}\n"));
    }
    if out
        .write_all(lines.as_bytes())
        .and_then(|()| out.flush())
        .is_err()
    {
        eprintln!("dubdeck-sim: could not write to stdout");
    }
    drop(out);

    stop.wait().await;
    sim.shutdown().await;
    ExitCode::SUCCESS
}

/// Ctrl-C or SIGTERM, or (asked for) the end of standard input. Listening starts before the
/// simulator does, so that a signal during startup still ends it cleanly (its temporary directory
/// removed) instead of killing it.
struct StopSignal {
    #[cfg(unix)]
    signals: Option<(tokio::signal::unix::Signal, tokio::signal::unix::Signal)>,
    stdin_closed: Option<tokio::sync::oneshot::Receiver<()>>,
}

impl StopSignal {
    fn listen(until_stdin_closes: bool) -> Self {
        let stdin_closed = until_stdin_closes.then(|| {
            let (closed, receiver) = tokio::sync::oneshot::channel();
            // A thread of its own: reading standard input blocks, and nothing else reads it.
            std::thread::spawn(move || {
                let _ = std::io::copy(&mut std::io::stdin().lock(), &mut std::io::sink());
                let _ = closed.send(());
            });
            receiver
        });
        #[cfg(unix)]
        {
            use tokio::signal::unix::{SignalKind, signal};
            let signals =
                signal(SignalKind::interrupt()).and_then(|i| Ok((i, signal(SignalKind::terminate())?)));
            Self {
                signals: signals.ok(),
                stdin_closed,
            }
        }
        #[cfg(not(unix))]
        {
            Self { stdin_closed }
        }
    }

    async fn wait(self) {
        let stdin_closed = async {
            match self.stdin_closed {
                Some(closed) => {
                    let _ = closed.await;
                }
                None => std::future::pending().await,
            }
        };
        #[cfg(unix)]
        if let Some((mut interrupt, mut terminate)) = self.signals {
            tokio::select! {
                _ = interrupt.recv() => {}
                _ = terminate.recv() => {}
                () = stdin_closed => {}
            }
            return;
        }
        tokio::select! {
            _ = tokio::signal::ctrl_c() => {}
            () = stdin_closed => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accounts_parse() {
        let a = parse_account("alice:1000:key-a1,key-a2").unwrap();
        assert_eq!((a.name.as_str(), a.credits, a.keys.len()), ("alice", 1000, 2));
        for bad in [
            "alice",
            "alice:10",
            ":10:k",
            "alice:-1:k",
            "alice:x:k",
            "alice:10:",
            "alice:10:a,,b",
        ] {
            assert!(parse_account(bad).is_err(), "{bad}");
        }
    }
}
