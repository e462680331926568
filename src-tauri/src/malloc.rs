//! glibc's malloc held to two arenas, in Dubdeck's process and in the WebKit processes it starts.
//!
//! glibc gives each new thread that allocates an arena of its own, until there are eight per core
//! (the test `startup`: eight threads, nine arenas), and hands little of an arena back to
//! the system once the thread is done. Dubdeck's process runs Tauri's and the engine's worker
//! threads; WebKit's web process runs its decoders, JIT and garbage-collector threads beside the
//! page's. Browsing the catalogue touches most of them, and each arena stays at its peak. With
//! two arenas, the threads share them (taking turns when two allocate at once); the memory grows
//! to two peaks, not to one per thread (`cargo xtask bench app` reports the memory of each process,
//! idle and after a soak through the catalogue).

/// The arenas glibc may make: the main one and one for the threads that meet there.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
const ARENA_MAX: i32 = 2;

/// The environment variable glibc reads its arena limit from when a process starts.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
pub const ARENA_MAX_VAR: &str = "MALLOC_ARENA_MAX";

/// Holds this process and the processes it starts from now on (WebKit's web and network
/// processes) to two malloc arenas, unless the user set `MALLOC_ARENA_MAX` (then glibc already
/// follows their value here, and the processes started from here inherit it).
///
/// Call it first thing in `main`, before any thread is started: it changes the process's
/// environment, which is only sound while no other thread can read it. False when glibc refused
/// the limit (the app runs on, with glibc's own).
#[cfg(all(target_os = "linux", target_env = "gnu"))]
#[allow(unsafe_code)]
pub fn limit_arenas() -> bool {
    // SAFETY: the one caller (`run`, the first call of `main`) runs before any other thread exists,
    // so nothing reads or writes the environment at the same time.
    if !unsafe { crate::startup_env::set_unless_present(ARENA_MAX_VAR, &ARENA_MAX.to_string()) } {
        return true;
    }
    // glibc read the environment when this process started, so it is told directly here.
    // SAFETY: `mallopt` only sets a parameter of the allocator; M_ARENA_MAX takes any positive count.
    unsafe { libc::mallopt(libc::M_ARENA_MAX, ARENA_MAX) == 1 }
}

/// Elsewhere the system allocator is not glibc's: nothing to hold.
#[cfg(not(all(target_os = "linux", target_env = "gnu")))]
pub fn limit_arenas() -> bool {
    true
}
