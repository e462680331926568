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
//! Drawn directly, WebKit's UI process answers a draw of the view that comes before the page has
//! painted by asking the page for a paint and waiting for it on the main thread, up to 500 ms. The
//! page cannot paint then: its document and scripts come through the `tauri://` scheme, which that
//! same thread serves. So a draw at that moment (the window presented or focused while its page
//! starts: a WebDriver session's start does it, and so may a window manager that maps or focuses
//! the window late) stalls the start by the whole 500 ms. `hold_first_draws` keeps the view from being drawn until its first
//! load has finished, which is before the page's first paint (the page paints after its load
//! event), so nothing the user could see is held back.

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

/// The longest the view's first draws are held if its first load never reports that it finished.
#[cfg(target_os = "linux")]
const FIRST_DRAW_HOLD: std::time::Duration = std::time::Duration::from_secs(3);

/// Whether WebKit draws this process's web views without compositing (the variable set, not "0").
#[cfg(target_os = "linux")]
pub fn drawn_directly() -> bool {
    std::env::var_os(DISABLE_VAR).is_some_and(|v| v != "0")
}

/// Holds `view`'s draws while its first load runs (see the module's notes), then draws it. Only
/// for a view drawn without compositing: a composited view never waits so. Call it on the main
/// thread, before the view's first load has finished.
#[cfg(target_os = "linux")]
pub fn hold_first_draws(view: &webkit2gtk::WebView) {
    use std::cell::Cell;
    use std::rc::Rc;

    use gtk::glib::{self, Propagation};
    use gtk::prelude::{ObjectExt, WidgetExt};
    use webkit2gtk::{LoadEvent, WebViewExt};

    // Its first load already over (it may have run while this call waited for the main thread).
    if !view.is_loading() && view.estimated_load_progress() >= 1.0 {
        return;
    }
    let held = Rc::new(Cell::new(true));
    view.connect_draw({
        let held = Rc::clone(&held);
        move |_, _| {
            if held.get() {
                Propagation::Stop
            } else {
                Propagation::Proceed
            }
        }
    });
    // Drawn once more when released: what a held draw would have shown.
    let release = {
        let view = view.downgrade();
        move || {
            if held.replace(false)
                && let Some(view) = view.upgrade()
            {
                view.queue_draw();
            }
        }
    };
    let on_timeout = release.clone();
    view.connect_load_changed(move |_, event| {
        if event == LoadEvent::Finished {
            release();
        }
    });
    glib::timeout_add_local_once(FIRST_DRAW_HOLD, on_timeout);
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
