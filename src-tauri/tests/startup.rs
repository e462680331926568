//! What the app sets up as it starts, before any thread exists (`dubdeck_app::prepare_process`),
//! checked in processes of their own: each is started from this one and does what the app does
//! first, then reports.
//! - The API key: `DUBDECK_API_KEY` is read once and taken out of the environment, so that a
//!   program the app starts does not inherit it, while the app still has the key.
//! - The malloc arena limit (`dubdeck_app::malloc`): eight threads allocate at once, and the
//!   process reports how many arenas glibc made and what a process it starts finds in
//!   `MALLOC_ARENA_MAX`.
#![allow(unsafe_code)] // `malloc_info`, to count the arenas

fn main() -> Result<(), Box<dyn std::error::Error>> {
    if std::env::var(key::ROLE).is_ok() {
        return key::report();
    }
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    if std::env::var(linux::ROLE).is_ok() {
        return linux::main();
    }
    key::check()?;
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    linux::main()?;
    Ok(())
}

mod key {
    use std::process::Command;

    use dubdeck_core::secrets::{API_KEY_ENV, EnvStore, ExposeSecret, SecretStore};

    /// Set in the process that starts as the app does.
    pub const ROLE: &str = "DUBDECK_KEY_TEST_ROLE";
    const KEY: &str = "test-key-from-the-environment";

    /// The app's start, then what this process and a program it starts see of the key.
    pub fn report() -> Result<(), Box<dyn std::error::Error>> {
        dubdeck_app::prepare_process();
        // Threads run from here on, as in the app: the environment is only read.
        let worker = std::thread::spawn(|| std::env::var_os(API_KEY_ENV).is_some());
        let seen_by_thread = worker.join().map_err(|_| "the thread panicked")?;
        let child = Command::new("sh")
            .args(["-c", &format!("printf %s \"${{{API_KEY_ENV}-unset}}\"")])
            .output()?;
        let kept = EnvStore::from_env()
            .get_api_key()?
            .is_some_and(|k| k.expose_secret() == KEY);
        println!(
            "environment={} thread={} child={} kept={kept}",
            std::env::var_os(API_KEY_ENV).is_some(),
            seen_by_thread,
            String::from_utf8_lossy(&child.stdout),
        );
        Ok(())
    }

    pub fn check() -> Result<(), Box<dyn std::error::Error>> {
        let output = Command::new(std::env::current_exe()?)
            .env(ROLE, "app")
            .env(API_KEY_ENV, KEY)
            .output()?;
        let stdout = String::from_utf8_lossy(&output.stdout).into_owned();
        if !output.status.success() {
            return Err(format!("{stdout}{}", String::from_utf8_lossy(&output.stderr)).into());
        }
        assert_eq!(
            stdout.trim(),
            "environment=false thread=false child=unset kept=true",
            "the key must leave the environment and stay with the app"
        );
        println!("API key: taken out of the environment at start, kept in the app");
        Ok(())
    }
}

#[cfg(all(target_os = "linux", target_env = "gnu"))]
mod linux {
    use std::process::Command;
    use std::sync::{Arc, Barrier};

    use dubdeck_app::malloc::{ARENA_MAX_VAR, limit_arenas};

    /// Which process this is: unset in the test itself, a role in the processes it starts.
    pub const ROLE: &str = "DUBDECK_ARENA_TEST_ROLE";
    const THREADS: usize = 8;

    pub fn main() -> Result<(), Box<dyn std::error::Error>> {
        match std::env::var(ROLE).ok().as_deref() {
            Some("limited") => report(true),
            Some("unlimited") => report(false),
            _ => check(),
        }
    }

    /// A process of this test: the limit set (or not), then the threads, then what it found.
    fn report(limit: bool) -> Result<(), Box<dyn std::error::Error>> {
        if limit && !limit_arenas() {
            return Err("glibc refused the arena limit".into());
        }
        let barrier = Arc::new(Barrier::new(THREADS));
        let threads: Vec<_> = (0..THREADS)
            .map(|i| {
                let barrier = Arc::clone(&barrier);
                std::thread::spawn(move || {
                    // Each thread allocates while the others are alive and allocating too.
                    let held: Vec<Vec<u8>> = (0..64).map(|n| vec![i as u8; 512 + n * 64]).collect();
                    barrier.wait();
                    held.len()
                })
            })
            .collect();
        for thread in threads {
            if thread.join().is_err() {
                return Err("an allocating thread panicked".into());
            }
        }
        let child = Command::new("sh")
            .args(["-c", &format!("printf %s \"${ARENA_MAX_VAR}\"")])
            .output()?;
        println!(
            "arenas={} inherited={}",
            arenas()?,
            String::from_utf8_lossy(&child.stdout)
        );
        Ok(())
    }

    /// The arenas glibc has made in this process, from `malloc_info`'s report (one `<heap>` each).
    fn arenas() -> Result<usize, Box<dyn std::error::Error>> {
        let mut buffer: *mut libc::c_char = std::ptr::null_mut();
        let mut length: libc::size_t = 0;
        // SAFETY: the stream writes to `buffer`/`length`, which outlive it; it is closed before
        // they are read, and the buffer (malloc'd by glibc) is freed once, after being copied.
        let text = unsafe {
            let stream = libc::open_memstream(&mut buffer, &mut length);
            if stream.is_null() {
                return Err("open_memstream failed".into());
            }
            let status = libc::malloc_info(0, stream);
            libc::fclose(stream);
            let text = if buffer.is_null() {
                String::new()
            } else {
                String::from_utf8_lossy(std::slice::from_raw_parts(buffer.cast::<u8>(), length)).into_owned()
            };
            libc::free(buffer.cast());
            if status != 0 {
                return Err("malloc_info failed".into());
            }
            text
        };
        Ok(text.matches("<heap nr=").count())
    }

    /// Runs this test's binary in `role`, with `MALLOC_ARENA_MAX` as given, and reads its report.
    fn run(role: &str, user_value: Option<&str>) -> Result<(usize, String), Box<dyn std::error::Error>> {
        let mut command = Command::new(std::env::current_exe()?);
        command.env(ROLE, role).env_remove(ARENA_MAX_VAR);
        if let Some(value) = user_value {
            command.env(ARENA_MAX_VAR, value);
        }
        let output = command.output()?;
        let stdout = String::from_utf8_lossy(&output.stdout).into_owned();
        if !output.status.success() {
            return Err(format!("{role}: {stdout}{}", String::from_utf8_lossy(&output.stderr)).into());
        }
        let field = |name: &str| {
            stdout
                .split_whitespace()
                .find_map(|f| f.strip_prefix(name))
                .map(str::to_owned)
                .ok_or_else(|| format!("{role}: no {name} in {stdout:?}"))
        };
        Ok((field("arenas=")?.parse()?, field("inherited=")?))
    }

    fn check() -> Result<(), Box<dyn std::error::Error>> {
        // Without the limit, eight threads allocating at once get arenas of their own.
        let (unlimited, inherited) = run("unlimited", None)?;
        assert!(
            unlimited > 2,
            "without the limit, {THREADS} threads made only {unlimited} arenas"
        );
        assert_eq!(inherited, "", "nothing set MALLOC_ARENA_MAX without the limit");

        // With it, they share two, and the processes started from there are held to two as well.
        let (limited, inherited) = run("limited", None)?;
        assert!(
            limited <= 2,
            "with the limit, {THREADS} threads made {limited} arenas"
        );
        assert_eq!(inherited, "2", "a started process did not inherit the limit");

        // A limit the user set stands, here and in the processes started from here.
        let (user, inherited) = run("limited", Some("3"))?;
        assert!(
            user <= 3,
            "with the user's limit of 3, {THREADS} threads made {user} arenas"
        );
        assert_eq!(inherited, "3", "the user's MALLOC_ARENA_MAX was replaced");

        println!("malloc arenas: {unlimited} without the limit, {limited} with it, {user} with the user's 3");
        Ok(())
    }
}
