//! `avatars::render`: real webp and animated, looping gif images that decode back, deterministic
//! per seed, different between seeds, and modest in size.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::collections::HashSet;
use std::io::Cursor;

use dubdeck_sim::avatars::{AvatarFormat, GIF_COLOURS, GIF_FRAMES, GIF_SIZE, WEBP_SIZE, render};
use image::codecs::gif::GifDecoder;
use image::metadata::LoopCount;
use image::{AnimationDecoder, ImageFormat, RgbaImage};

fn gif_frames(bytes: &[u8]) -> (LoopCount, Vec<image::Frame>) {
    let decoder = GifDecoder::new(Cursor::new(bytes)).unwrap();
    let loops = decoder.loop_count();
    (loops, decoder.into_frames().collect_frames().unwrap())
}

fn distinct_colours(img: &RgbaImage) -> usize {
    img.pixels().map(|p| p.0).collect::<HashSet<_>>().len()
}

#[test]
fn webp_decodes_to_a_256_square_picture() {
    let bytes = render(7, AvatarFormat::Webp).unwrap();
    assert_eq!(image::guess_format(&bytes).unwrap(), ImageFormat::WebP);
    let img = image::load_from_memory_with_format(&bytes, ImageFormat::WebP)
        .unwrap()
        .to_rgba8();
    assert_eq!(img.dimensions(), (WEBP_SIZE, WEBP_SIZE));
    // A gradient with shapes, not a flat fill.
    assert!(distinct_colours(&img) > 500, "{} colours", distinct_colours(&img));
}

#[test]
fn gif_is_animated_loops_forever_and_uses_a_small_palette() {
    let bytes = render(7, AvatarFormat::Gif).unwrap();
    assert_eq!(image::guess_format(&bytes).unwrap(), ImageFormat::Gif);
    let (loops, frames) = gif_frames(&bytes);
    assert!(matches!(loops, LoopCount::Infinite), "the gif must loop forever");
    // The decoder reads a missing loop extension as "infinite" too, so check the NETSCAPE2.0
    // block itself: sub-block length 3, id 1, loop count 0 (= forever).
    let netscape = b"NETSCAPE2.0\x03\x01\x00\x00";
    assert!(
        bytes.windows(netscape.len()).any(|w| w == netscape),
        "no infinite-loop extension"
    );
    assert_eq!(frames.len(), GIF_FRAMES as usize);
    assert!(frames.len() > 1);
    for frame in &frames {
        assert_eq!(frame.buffer().dimensions(), (GIF_SIZE, GIF_SIZE));
        assert!(
            frame.delay().numer_denom_ms().0 > 0,
            "every frame shows for a while"
        );
        assert!(distinct_colours(frame.buffer()) <= GIF_COLOURS);
    }
    // It moves: consecutive frames differ.
    for pair in frames.windows(2) {
        assert_ne!(pair[0].buffer(), pair[1].buffer());
    }
}

#[test]
fn same_seed_same_bytes() {
    for format in [AvatarFormat::Webp, AvatarFormat::Gif] {
        for seed in [0, 42, u64::MAX] {
            assert_eq!(
                render(seed, format).unwrap(),
                render(seed, format).unwrap(),
                "{format:?} seed {seed}"
            );
        }
    }
}

#[test]
fn different_seeds_look_different() {
    let decode = |seed| {
        let bytes = render(seed, AvatarFormat::Webp).unwrap();
        image::load_from_memory(&bytes).unwrap().to_rgb8()
    };
    let pictures: Vec<_> = (0..8u64).map(decode).collect();
    for (i, a) in pictures.iter().enumerate() {
        for b in &pictures[i + 1..] {
            // Mean absolute difference per channel: visibly different, not a few pixels.
            let diff: u64 = a
                .as_raw()
                .iter()
                .zip(b.as_raw())
                .map(|(x, y)| u64::from(x.abs_diff(*y)))
                .sum::<u64>();
            let mean = diff as f64 / a.as_raw().len() as f64;
            assert!(mean > 10.0, "two seeds differ by only {mean:.1} per channel");
        }
    }
    let gifs: HashSet<Vec<u8>> = (0..4u64).map(|s| render(s, AvatarFormat::Gif).unwrap()).collect();
    assert_eq!(gifs.len(), 4);
}

#[test]
fn files_stay_modest() {
    for seed in 10..14u64 {
        let webp = render(seed, AvatarFormat::Webp).unwrap();
        let gif = render(seed, AvatarFormat::Gif).unwrap();
        assert!(
            webp.len() < 60 * 1024,
            "seed {seed}: webp is {} bytes",
            webp.len()
        );
        assert!(gif.len() < 150 * 1024, "seed {seed}: gif is {} bytes", gif.len());
    }
}

#[test]
fn formats_name_their_extension_and_type() {
    assert_eq!(AvatarFormat::Webp.extension(), "webp");
    assert_eq!(AvatarFormat::Gif.extension(), "gif");
    assert_eq!(AvatarFormat::Webp.content_type(), "image/webp");
    assert_eq!(AvatarFormat::Gif.content_type(), "image/gif");
}
