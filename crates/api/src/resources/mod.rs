//! Resource groups: one small type per part of the interface, borrowed from the [`crate::Client`]
//! (`client.dubs().get(id)`), each turning typed arguments into a [`crate::execute::Call`].

mod account;
mod custom_voices;
mod dubs;
mod public_voices;

pub use account::Account;
pub use custom_voices::CustomVoices;
pub use dubs::Dubs;
pub use public_voices::PublicVoices;

use bytes::Bytes;
use serde::Serialize;

use crate::error::{Error, ValidationError};

/// Serialises a request body. Our own request types always serialise; the error is kept typed
/// anyway rather than unwrapped.
fn json_body(value: &impl Serialize) -> Result<Bytes, Error> {
    serde_json::to_vec(value)
        .map(Bytes::from)
        .map_err(|e| ValidationError::new("body", format!("cannot be encoded as JSON ({e})")).into())
}
