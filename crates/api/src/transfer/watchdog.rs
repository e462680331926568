//! A stall detector for transfers: reqwest's timeouts bound a whole request, which would cut a
//! long upload of a large file; a transfer should instead fail only when it stops moving.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use tokio::time::Instant;

/// Records the last moment of progress; clones share it.
#[derive(Clone, Debug)]
pub(crate) struct Watchdog {
    start: Instant,
    last_ms: Arc<AtomicU64>,
}

impl Watchdog {
    pub(crate) fn new() -> Watchdog {
        Watchdog {
            start: Instant::now(),
            last_ms: Arc::new(AtomicU64::new(0)),
        }
    }

    pub(crate) fn kick(&self) {
        let now = self.start.elapsed().as_millis() as u64;
        self.last_ms.fetch_max(now, Ordering::Relaxed);
    }

    /// Resolves once no progress was recorded for `limit`.
    pub(crate) async fn stalled(&self, limit: Duration) {
        loop {
            let last = self.start + Duration::from_millis(self.last_ms.load(Ordering::Relaxed));
            let deadline = last + limit;
            if Instant::now() >= deadline {
                return;
            }
            tokio::time::sleep_until(deadline).await;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn fires_only_after_a_quiet_period() {
        let dog = Watchdog::new();
        let kicker = dog.clone();
        let started = Instant::now();
        let kicks = tokio::spawn(async move {
            for _ in 0..5 {
                tokio::time::sleep(Duration::from_millis(40)).await;
                kicker.kick();
            }
        });
        // Each kick (every 40 ms, five times) pushes the 100 ms limit further out.
        dog.stalled(Duration::from_millis(100)).await;
        assert!(started.elapsed() >= Duration::from_millis(200 + 100));
        kicks.await.unwrap();
    }
}
