//! What Dubdeck tells about itself when something goes wrong on someone's machine: its log
//! (rotating files in the data folder, scrubbed of secrets), crash reports, and the doctor's
//! checks of what it needs from the machine.

pub mod crash;
pub mod doctor;
pub mod logs;
pub mod scrub;

pub use crash::{About, crash_dir, install_panic_hook};
pub use logs::{Log, log_dir};
