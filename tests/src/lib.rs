//! The harness of Dubdeck's end-to-end tests: the real app window, driven through WebDriver
//! (`tauri-driver` in front of WebKitGTK's `WebKitWebDriver`), against the simulator started in the
//! test's own process, with the API key in a real Secret Service.
//!
//! Each test gets a [`Case`]: its own temporary folders (the app's data folder and its XDG folders),
//! its own simulator, its own `tauri-driver` on free ports, and app sessions started and ended on
//! demand (a restart is a new session on the same folders). A [`Ui`] finds elements by role and
//! accessible name as a user would, waits for conditions by polling (timings are never asserted),
//! and writes screenshots in the light and the dark theme.
//!
//! What the run needs comes from `cargo xtask e2e` through the environment: `DUBDECK_E2E_APP` (the
//! app binary, required), `DUBDECK_E2E_DRIVER` (tauri-driver), `DUBDECK_E2E_SCREENSHOTS`, a
//! `DISPLAY` (Xvfb) and an isolated keyring session (`DUBDECK_KEYRING_SESSION=isolated`).

pub mod axe;
pub mod bus;
pub mod case;
pub mod config;
pub mod driver;
pub mod drop;
pub mod files;
pub mod inputs;
pub mod keychain;
pub mod keys;
pub mod mic;
pub mod picker;
pub mod procs;
pub mod ui;
pub mod words;
pub mod xpath;

pub use case::{Case, Launch};
pub use config::Config;
pub use ui::{CardInfo, Ui};
