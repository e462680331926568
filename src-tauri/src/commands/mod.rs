//! The page's commands, grouped by domain. Each is a few lines over the core's application
//! context; what they return is the page's view (`crate::ipc`).

pub mod account;
pub mod batches;
pub mod catalog;
pub mod diagnostics;
pub mod dubs;
pub mod jobs;
pub mod media;
pub mod mixes;
pub mod recording;
pub mod settings;
pub mod training;
pub mod updates;
pub mod voices;

use std::sync::Arc;

/// The shell's state, as commands receive it.
pub type ShellState<'a> = tauri::State<'a, Arc<crate::shell::Shell>>;
