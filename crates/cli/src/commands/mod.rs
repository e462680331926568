//! One module per group of subcommands; each takes the session and returns the exit code.

pub mod account;
pub mod budget;
pub mod doctor;
pub mod jobs;
pub mod quality;
pub mod record;
pub mod start;
pub mod voices;
pub mod watch;
