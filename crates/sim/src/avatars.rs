//! Avatars of public voices: real webp and animated gif images, generated deterministically.
//!
//! INTERFACE (fixed; bodies are being written).

/// Image format of an avatar.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AvatarFormat {
    Webp,
    Gif,
}

impl AvatarFormat {
    pub fn extension(self) -> &'static str {
        match self {
            Self::Webp => "webp",
            Self::Gif => "gif",
        }
    }
    pub fn content_type(self) -> &'static str {
        match self {
            Self::Webp => "image/webp",
            Self::Gif => "image/gif",
        }
    }
}

#[derive(Debug, thiserror::Error)]
#[error("the avatar could not be encoded: {0}")]
pub struct AvatarError(pub String);

/// Renders the avatar of the voice with this seed: the same seed always gives the same bytes.
/// Gifs are animated (several frames).
pub fn render(seed: u64, format: AvatarFormat) -> Result<Vec<u8>, AvatarError> {
    let _ = (seed, format);
    unimplemented!("avatars::render is being written")
}
