//! The page's JavaScript runs in JavaScriptCore's interpreter, without its JIT compilers (Linux).
//!
//! Dubdeck's page is its own small interface: the work of a scroll is a few rows' worth of
//! reactivity, and the heavy lifting (pages of the catalogue, pictures, audio) happens in Rust or in
//! WebKit's native code. The JIT compilers earn nothing there and cost memory: compiled code and
//! what it needs stay in the web process for as long as it runs, and more is compiled the longer the
//! catalogue is browsed (`cargo xtask bench app` reports the web process's memory, idle and after a
//! soak, and the frames after a scroll step). Without a JIT the web process also holds no memory
//! that is both writable and executable, the first
//! thing an exploit of the engine looks for: WebKit's own Lockdown Mode turns the JIT off for that
//! reason.
//!
//! JavaScriptCore reads its options from `JSC_` variables as each process starts; set before any
//! thread exists, the web process inherits it. A user who sets `JSC_useJIT` keeps their value.

/// The option's variable: "false" runs JavaScript in the interpreter only.
#[cfg(target_os = "linux")]
const USE_JIT_VAR: &str = "JSC_useJIT";

/// Turns JavaScriptCore's JIT off for the web processes started from now on, unless the user set
/// the variable themselves. True when it is off by this call.
///
/// Call it first thing in `main`, before any thread is started: it changes the process's
/// environment, which is only sound while no other thread can read it.
#[cfg(target_os = "linux")]
#[allow(unsafe_code)]
pub fn choose() -> bool {
    // SAFETY: the one caller (`run`, called first in `main`) runs before any other thread exists,
    // so nothing reads or writes the environment at the same time.
    unsafe { crate::startup_env::set_unless_present(USE_JIT_VAR, "false") }
}

/// Elsewhere the system's web view (WKWebView, WebView2) keeps its own engine settings.
#[cfg(not(target_os = "linux"))]
pub fn choose() -> bool {
    false
}
