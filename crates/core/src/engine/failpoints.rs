//! Fail points for crash tests: named places where a test (through the `FAILPOINTS` environment
//! variable of the command line, or `fail::cfg` in-process) can pause, delay or stop the engine.
//! They do nothing unless configured. When one is configured, reaching it prints
//! `dubdeck failpoint: NAME` on stderr first, so a test knows the process is there before it kills it.
//!
//! They exist only in builds with the `failpoints` feature (tests): otherwise [`hit`] is empty, the
//! `fail` macro is compiled out, and [`configure`] ignores what it is given, so `FAILPOINTS` set for
//! a shipped binary does nothing.

/// Whether this build has fail points (the `failpoints` feature).
pub const ENABLED: bool = cfg!(feature = "failpoints");

/// Right after the answer to `POST /v1/me/dubs` arrived, before it is committed.
pub const AFTER_CREATE_DUB: &str = "engine::after_create_dub";
/// Right after the answer to `preprocess` arrived, before it is committed.
pub const AFTER_PREPROCESS: &str = "engine::after_preprocess_sent";
/// Right after the answer to `generate` arrived, before it is committed.
pub const AFTER_GENERATE: &str = "engine::after_generate_sent";
/// Right after the answer to `POST /v1/me/voices` arrived, before it is committed.
pub const AFTER_CREATE_VOICE: &str = "engine::after_create_voice";
/// Right after the answer to `clone` arrived, before it is committed.
pub const AFTER_CLONE: &str = "engine::after_clone_sent";
/// Right after a poll's answer arrived, before it is committed.
pub const AFTER_POLL: &str = "engine::after_poll";
/// Right after a dub's approval within the monthly budget was decided, before it is committed.
pub const AFTER_BUDGET_DECISION: &str = "engine::after_budget_decision";
/// In an upload, once some bytes (not all) went out.
pub const DURING_UPLOAD: &str = "engine::during_upload";
/// In a download, once some bytes arrived.
pub const DURING_DOWNLOAD: &str = "engine::during_download";

/// Every fail point of the engine.
pub const ALL: &[&str] = &[
    AFTER_CREATE_DUB,
    AFTER_PREPROCESS,
    AFTER_GENERATE,
    AFTER_CREATE_VOICE,
    AFTER_CLONE,
    AFTER_POLL,
    AFTER_BUDGET_DECISION,
    DURING_UPLOAD,
    DURING_DOWNLOAD,
];

/// Evaluates the fail point `name`. Blocking actions (`pause`, `sleep`) block the calling thread,
/// which is what a crash test wants: the process stands still at this exact place.
#[cfg(feature = "failpoints")]
pub(crate) fn hit(name: &'static str) {
    if fail::list()
        .iter()
        .any(|(n, actions)| n == name && !actions.is_empty())
    {
        eprintln!("dubdeck failpoint: {name}");
    }
    fail::fail_point!(name);
}

/// Without the `failpoints` feature, reaching a fail point does nothing at all.
#[cfg(not(feature = "failpoints"))]
#[inline(always)]
pub(crate) fn hit(_name: &'static str) {}

/// Configures fail points from a `FAILPOINTS`-style text (`name=actions;name=actions`), refusing
/// malformed text with a message instead of panicking (as `fail::FailScenario::setup` would).
/// Without the `failpoints` feature there is nothing to configure: the text is ignored.
#[cfg(feature = "failpoints")]
pub fn configure(spec: &str) -> Result<(), String> {
    for item in spec.split(';').map(str::trim).filter(|s| !s.is_empty()) {
        let (name, actions) = item
            .split_once('=')
            .ok_or_else(|| format!("FAILPOINTS item {item:?} is not NAME=ACTIONS"))?;
        fail::cfg(name.trim(), actions.trim()).map_err(|e| format!("FAILPOINTS item {item:?}: {e}"))?;
    }
    Ok(())
}

/// Without the `failpoints` feature there is nothing to configure: the text is ignored.
#[cfg(not(feature = "failpoints"))]
pub fn configure(_spec: &str) -> Result<(), String> {
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[cfg(feature = "failpoints")]
    #[test]
    fn unconfigured_points_do_nothing_and_bad_specs_are_refused() {
        for name in ALL {
            hit(name);
        }
        assert!(configure("no-equals-sign").is_err());
        assert!(configure("engine::test_only=notanaction(").is_err());
        assert!(configure("").is_ok());
    }

    #[cfg(feature = "failpoints")]
    #[test]
    fn a_configured_point_acts() {
        const { assert!(ENABLED) };
        configure("engine::test_only_acts=panic").unwrap();
        let hit_it = std::panic::catch_unwind(|| hit("engine::test_only_acts"));
        fail::remove("engine::test_only_acts");
        assert!(hit_it.is_err(), "the configured panic did not happen");
    }

    /// A default build (what users run): `FAILPOINTS` is accepted and changes nothing, even a
    /// point configured to panic.
    #[cfg(not(feature = "failpoints"))]
    #[test]
    fn a_default_build_has_no_fail_points() {
        const { assert!(!ENABLED) };
        configure("engine::after_poll=panic;engine::during_upload=panic").unwrap();
        configure("not even well-formed").unwrap();
        for name in ALL {
            hit(name);
        }
    }
}
