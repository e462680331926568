//! How WebKitGTK draws the page: composited (layers painted, then put together by OpenGL) where a
//! GPU can do it, drawn directly otherwise.
//!
//! Without a GPU to render with (no DRM render node: virtual machines, remote desktops, CI),
//! WebKit's accelerated compositing runs on llvmpipe, a GPU emulated on the CPU, which keeps every
//! layer's tiles twice (painted, and as textures) for no speed gained, at about twice the web
//! process's memory. There the page is drawn without compositing, as Chrome falls back to software compositing without a GPU; with
//! a GPU, WebKit's own policy stands.
//!
//! The choice is made before any window exists, through `WEBKIT_DISABLE_COMPOSITING_MODE`, which
//! WebKit reads as it makes its first web view and its processes inherit. Made afterwards (it was
//! the web view's hardware acceleration setting, changed once the window was built), it came after
//! the page had started: the new web process set up a compositor on llvmpipe only to drop it, and
//! the page asked for its document later.
//!
//! Drawn directly from the start, the page meets a wait of WebKit's: when the view's state changes
//! after the page exists but before its first paint, WebKit's UI process waits up to 500 ms for
//! that paint, which cannot come while the page's document waits for the same thread. A WebDriver
//! session starting at that moment makes some launches wait so (`cargo xtask bench app` lists
//! each launch); without WebDriver, none does.

/// The variable WebKitGTK reads: set and not "0", the page is never composited.
#[cfg(target_os = "linux")]
const DISABLE_VAR: &str = "WEBKIT_DISABLE_COMPOSITING_MODE";

/// Turns compositing off for this process's web views when there is no GPU render node, unless the
/// user chose by setting the variable themselves. True when it is off by this call.
///
/// Call it first thing in `main`, before any thread is started: it changes the process's
/// environment, which is only sound while no other thread can read it.
#[cfg(target_os = "linux")]
#[allow(unsafe_code)]
pub fn choose() -> bool {
    if has_render_node(std::path::Path::new("/dev/dri")) {
        return false;
    }
    // SAFETY: the one caller (`run`, called first in `main`) runs before any other thread exists,
    // so nothing reads or writes the environment at the same time.
    unsafe { crate::startup_env::set_unless_present(DISABLE_VAR, "1") }
}

/// Elsewhere WebKit (WKWebView, WebView2) composites on the system's own terms.
#[cfg(not(target_os = "linux"))]
pub fn choose() -> bool {
    false
}

/// Whether `dri` (`/dev/dri`) holds a render node (`renderD128`...), which a GPU driver provides.
#[cfg(target_os = "linux")]
fn has_render_node(dri: &std::path::Path) -> bool {
    std::fs::read_dir(dri).is_ok_and(|entries| {
        entries
            .flatten()
            .any(|e| e.file_name().to_string_lossy().starts_with("renderD"))
    })
}

#[cfg(all(test, target_os = "linux"))]
mod tests {
    #![allow(clippy::unwrap_used)]

    #[test]
    fn only_a_render_node_counts_as_a_gpu() {
        let dri = tempfile::tempdir().unwrap();
        assert!(!super::has_render_node(&dri.path().join("absent")));
        assert!(!super::has_render_node(dri.path()));
        std::fs::write(dri.path().join("card0"), b"").unwrap();
        assert!(!super::has_render_node(dri.path()));
        std::fs::write(dri.path().join("renderD128"), b"").unwrap();
        assert!(super::has_render_node(dri.path()));
    }
}
