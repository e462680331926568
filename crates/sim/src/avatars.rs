//! Avatars of public voices: real webp and animated gif images, generated deterministically.
