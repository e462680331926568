//! The training wizard's recorder as the page sees it: input devices, takes (named by file name
//! inside the library's takes folder; the page never names a path to write), and why a take ended.

pub use dubdeck_core::record::{InputDevice, Level, TakeDone, TakeStarted, Takes, Trimmed};
