//! dubdeck-api: the typed client of the voice dubbing service.
//!
//! One reused [`Client`] (connection pool, base URL, API key, rate-limit state) with resource
//! groups: [`Client::account`], [`Client::dubs`], [`Client::custom_voices`],
//! [`Client::public_voices`], [`Client::transfers`]. Every failure is one [`Error`] whose message
//! says what to do. Values are checked locally against the interface's limits before any request.
//!
//! ```no_run
//! # async fn demo() -> Result<(), dubdeck_api::Error> {
//! use dubdeck_api::{Client, CreateDub, VoiceQuery};
//! use futures::TryStreamExt;
//!
//! let client = Client::builder().api_key("my-key").build()?;
//! let credits = client.account().get().await?.api_credits;
//! let voices: Vec<_> = client.public_voices().stream(VoiceQuery::new().search("aria")).try_collect().await?;
//! let created = client.dubs().create(&CreateDub::upload(voices[0].id).pitch_shift(2)).await?;
//! # let _ = (credits, created);
//! # Ok(()) }
//! ```

mod client;
mod error;
mod execute;
mod key;
mod models;
mod open_enum;
mod rate_limit;
mod redirects;
mod resources;
mod tls;
pub mod transfer;
mod validate;

pub use client::{Client, ClientBuilder, DEFAULT_BASE_URL, DEFAULT_USER_AGENT, RetryPolicy};
pub use error::{Error, ErrorCode, FieldError, InvalidArguments, Remote, TransportKind, ValidationError};
pub use key::ApiKey;
pub use models::{
    Account, AvatarFormat, CreateDub, CreateVoice, CreatedDub, CreatedVoice, Dub, DubStatus, Genre,
    InputSource, Language, Page, PublicVoice, Style, Voice, VoiceQuery, VoiceStatus,
};
pub use rate_limit::{Lane, MAX_RESET_WAIT, MAX_RETRY_AFTER, RateLimitInfo, WriteBudget};
pub use resources::{CustomVoices, Dubs, PublicVoices};
pub use tls::http_client;
pub use validate::IntoId;

/// The interface's limits, as checked locally.
pub mod limits {
    pub use crate::validate::{
        MAX_MINUTES, NUMBER_OF_FILES, PAGE_LIMIT, PITCH_SHIFT, SEARCH_CHARS, VOICE_NAME_CHARS,
    };
}

/// Re-exported so callers name the same types the client uses.
pub use url::Url;
pub use uuid::Uuid;
