//! The training wizard's recorder as a service of the context: the input devices, one take at a
//! time into the library's takes folder (levels and a take's own end arrive on the event stream as
//! [`AppEvent::TakeLevel`] and [`AppEvent::TakeEnded`]), and what can be done with a take: trim
//! its silent ends, delete it. Takes are named by their file names.

use std::path::PathBuf;
use std::sync::Arc;

use super::{AppContext, AppError, AppEvent};
use crate::record::{
    self, InputDevice, TakeDone, TakeEvent, TakeSession, TakeStarted, TakeSummary, Takes, Trimmed,
};

impl AppContext {
    /// The system's input devices that Dubdeck records from, the default first.
    pub async fn input_devices(&self) -> Result<Vec<InputDevice>, AppError> {
        Ok(blocking(record::list_inputs).await??)
    }

    /// The saved takes, after keeping any that a stop of the app interrupted.
    pub async fn takes(&self) -> Result<Takes, AppError> {
        let session = self.take_session();
        Ok(blocking(move || session.list()).await??)
    }

    /// Starts a new take from `device` (an input device's id; the default input when `None`),
    /// ending by itself after `seconds` when given (else at the longest a take can be). A take
    /// that ended by itself and was not collected is collected first, and returned too.
    pub async fn start_take(
        &self,
        device: Option<String>,
        seconds: Option<u32>,
    ) -> Result<(TakeStarted, Option<TakeSummary>), AppError> {
        let session = self.take_session();
        // The sender, not the context: a take that held its context would keep it open.
        let events = self.inner.events.clone();
        Ok(blocking(move || {
            session.start(device.as_deref(), seconds, move |event| {
                // Nobody listening is fine: the take is recorded all the same.
                let _ = events.send(match event {
                    TakeEvent::Level(level) => AppEvent::TakeLevel { level },
                    TakeEvent::Ended(done) => AppEvent::TakeEnded { done: Box::new(done) },
                });
            })
        })
        .await??)
    }

    /// Stops the take being recorded (or collects the one that ended by itself) and saves it.
    pub async fn stop_take(&self) -> Result<TakeDone, AppError> {
        let session = self.take_session();
        Ok(blocking(move || session.stop()).await??)
    }

    /// Ends the take being recorded, if any, and saves it, now (the app is closing). Blocking.
    pub fn stop_take_now(&self) -> Option<TakeSummary> {
        self.inner.takes.stop_now()
    }

    /// Whether a take is being opened or recorded.
    pub fn is_recording(&self) -> bool {
        self.inner.takes.is_busy()
    }

    /// The file of the take `name` (which must exist, and not be being recorded).
    pub async fn take_path(&self, name: &str) -> Result<PathBuf, AppError> {
        let session = self.take_session();
        let name = name.to_owned();
        Ok(blocking(move || session.path_of(&name)).await??)
    }

    /// Cuts the silence at both ends of the take `name`.
    pub async fn trim_take(&self, name: &str) -> Result<Trimmed, AppError> {
        let session = self.take_session();
        let name = name.to_owned();
        Ok(blocking(move || session.trim(&name)).await??)
    }

    /// Deletes the take `name`; returns where it was.
    pub async fn delete_take(&self, name: &str) -> Result<PathBuf, AppError> {
        let session = self.take_session();
        let name = name.to_owned();
        Ok(blocking(move || session.delete(&name)).await??)
    }

    fn take_session(&self) -> Arc<TakeSession> {
        Arc::clone(&self.inner.takes)
    }
}

/// `f`, on a thread that may block (devices open and files are written there).
async fn blocking<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> Result<T, AppError> {
    tokio::task::spawn_blocking(f).await.map_err(AppError::worker)
}
