//! Avatars of public voices: real webp and animated gif images, generated deterministically from
//! a seed (the picture itself is in `scene`, the GIF palette in `palette`).

mod palette;
mod scene;

use std::io::Cursor;

use image::codecs::gif::{GifEncoder, Repeat};
use image::codecs::webp::WebPEncoder;
use image::{Delay, ExtendedColorType, Frame, RgbaImage};

use scene::Scene;

/// Side of a webp avatar, in pixels.
pub const WEBP_SIZE: u32 = 256;
/// Side of a gif avatar, in pixels: smaller, as every frame is stored.
pub const GIF_SIZE: u32 = 128;
/// Frames of one loop of a gif avatar.
pub const GIF_FRAMES: u32 = 10;
/// Time each gif frame shows, in milliseconds.
pub const GIF_FRAME_MS: u32 = 90;
/// Colours of the gif palette (shared by all frames): small, so that encoding stays quick.
pub const GIF_COLOURS: usize = 64;

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
    let scene = Scene::from_seed(seed);
    match format {
        AvatarFormat::Webp => render_webp(&scene),
        AvatarFormat::Gif => render_gif(&scene),
    }
}

fn render_webp(scene: &Scene) -> Result<Vec<u8>, AvatarError> {
    let pixels: Vec<u8> = scene
        .paint(WEBP_SIZE, 0.0)
        .into_iter()
        .flat_map(|c| c.to_bytes())
        .collect();
    let mut out = Vec::new();
    // image 0.25 encodes webp losslessly only.
    WebPEncoder::new_lossless(&mut out)
        .encode(&pixels, WEBP_SIZE, WEBP_SIZE, ExtendedColorType::Rgb8)
        .map_err(|e| AvatarError(format!("webp encoding failed: {e}")))?;
    Ok(out)
}

fn render_gif(scene: &Scene) -> Result<Vec<u8>, AvatarError> {
    let frames: Vec<Vec<[u8; 3]>> = (0..GIF_FRAMES)
        .map(|i| {
            let phase = i as f32 / GIF_FRAMES as f32;
            scene
                .paint(GIF_SIZE, phase)
                .into_iter()
                .map(|c| c.to_bytes())
                .collect()
        })
        .collect();
    // One palette for the whole loop, so colours do not flicker from frame to frame.
    let samples: Vec<[u8; 3]> = frames.iter().flat_map(|f| f.iter().step_by(3).copied()).collect();
    let palette = palette::median_cut(&samples, GIF_COLOURS);
    let mut mapper = palette::Mapper::new(&palette);

    let mut out = Vec::new();
    {
        // Speed only matters past 256 colours (NeuQuant); our frames never get there.
        let mut encoder = GifEncoder::new_with_speed(Cursor::new(&mut out), 10);
        encoder
            .set_repeat(Repeat::Infinite)
            .map_err(|e| AvatarError(format!("gif loop setting failed: {e}")))?;
        for pixels in &frames {
            let mut rgba = RgbaImage::new(GIF_SIZE, GIF_SIZE);
            for (i, (pixel, rgb)) in rgba.pixels_mut().zip(pixels).enumerate() {
                let (x, y) = (i as u32 % GIF_SIZE, i as u32 / GIF_SIZE);
                let [r, g, b] = mapper.map(*rgb, x, y);
                *pixel = image::Rgba([r, g, b, 255]);
            }
            let delay = Delay::from_numer_denom_ms(GIF_FRAME_MS, 1);
            encoder
                .encode_frame(Frame::from_parts(rgba, 0, 0, delay))
                .map_err(|e| AvatarError(format!("gif frame encoding failed: {e}")))?;
        }
    }
    Ok(out)
}
