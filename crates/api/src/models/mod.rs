//! The service's objects (interface section 2) as typed values, and the envelopes they travel in.

mod account;
mod dub;
mod enums;
mod integer;
mod page;
mod public_voice;
mod voice;

pub use account::Account;
pub use dub::{CreateDub, CreatedDub, Dub};
pub use enums::{AvatarFormat, DubStatus, Genre, InputSource, Language, Style, VoiceStatus};
pub use page::Page;
pub use public_voice::{PublicVoice, VoiceQuery};
pub use voice::{CreateVoice, CreatedVoice, Voice};

pub(crate) use account::AccountEnvelope;
pub(crate) use dub::DubEnvelope;
pub(crate) use voice::VoiceEnvelope;

/// `Option<String>` where `null`, absence and `""` all mean "none" (the last page's cursor).
pub(crate) fn empty_as_none<'de, D>(deserializer: D) -> Result<Option<String>, D::Error>
where
    D: serde::Deserializer<'de>,
{
    let value: Option<String> = serde::Deserialize::deserialize(deserializer)?;
    Ok(value.filter(|v| !v.is_empty()))
}
