//! The dub and voice state machines. Stages are driven by time and evaluated lazily: whenever a
//! record is read it is first "settled" up to now, each move stamped with the instant it was due,
//! so timestamps are exact however rarely anyone looks. Stages that need work (measuring, rendering,
//! checking training files) also wait for that work, which runs in the background (`work`).

mod dub;
mod voice;
pub mod work;

use std::time::{Duration, Instant};

pub use dub::{Dub, DubInput, DubStatus, Measured};
pub use voice::{Voice, VoiceFailure, VoiceStatus};

/// The result of background work and when it became known.
#[derive(Debug, Clone)]
pub struct Outcome<T> {
    pub at: Instant,
    pub result: T,
}

/// When a record's next move is due.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Due {
    At(Instant),
    /// The stage's time may be over, but its work has not finished.
    AwaitingWork,
    /// Only a client call moves it on (or it is final).
    Never,
}

/// The due time of a stage that ends `stage` after `since` and also needs `work` done.
fn due<T>(since: Instant, stage: Duration, work: Option<&Outcome<T>>) -> Due {
    match work {
        None => Due::AwaitingWork,
        Some(o) => Due::At((since + stage).max(o.at)),
    }
}

/// The behaviour both state machines share.
pub trait Staged {
    fn due(&self, stage: Duration) -> Due;
    /// Makes the next move, stamped `at`.
    fn step(&mut self, at: Instant);

    /// Makes every move due by `now`.
    fn settle(&mut self, now: Instant, stage: Duration) {
        // Bounded: a record has at most a handful of stages left.
        for _ in 0..16 {
            match self.due(stage) {
                Due::At(t) if t <= now => self.step(t),
                _ => return,
            }
        }
    }
}
