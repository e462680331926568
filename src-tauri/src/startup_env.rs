//! Settings Dubdeck passes through its environment as it starts: to glibc and WebKit in this
//! process, and to the WebKit processes it starts, which inherit it (see `malloc`, `compositing`
//! and `jit`). A value the user set themselves always stands.

/// Sets `var` to `value` unless the user set `var`. True when it was set by this call.
///
/// # Safety
/// It changes the process's environment, which is only sound while no other thread can read or
/// write it: call it from `run` before any thread is started.
#[allow(unsafe_code)]
pub unsafe fn set_unless_present(var: &str, value: &str) -> bool {
    if std::env::var_os(var).is_some() {
        return false;
    }
    // SAFETY: this function's own contract: no other thread exists yet.
    unsafe { std::env::set_var(var, value) };
    true
}
