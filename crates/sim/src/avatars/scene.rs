//! The picture of an avatar, as a function of its seed: a two-colour gradient from a seeded
//! palette, a few soft translucent discs and a stylised waveform of rounded bars. `phase` (0..1)
//! animates it: bars pulse and discs drift on closed paths, so frame 1.0 equals frame 0.0 and
//! an animation loops without a jump.

use std::f32::consts::TAU;

/// A linear RGB colour with components in 0..=1.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Rgb(pub f32, pub f32, pub f32);

impl Rgb {
    fn mix(self, other: Rgb, t: f32) -> Rgb {
        Rgb(
            self.0 + (other.0 - self.0) * t,
            self.1 + (other.1 - self.1) * t,
            self.2 + (other.2 - self.2) * t,
        )
    }

    pub fn to_bytes(self) -> [u8; 3] {
        let q = |v: f32| (v.clamp(0.0, 1.0) * 255.0).round() as u8;
        [q(self.0), q(self.1), q(self.2)]
    }
}

/// SplitMix64: tiny, fast, and fixed forever, so a seed gives the same avatar in every build
/// (library RNGs do not promise stable streams across versions).
struct SplitMix64(u64);

impl SplitMix64 {
    fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in `lo..hi`.
    fn range(&mut self, lo: f32, hi: f32) -> f32 {
        let unit = (self.next_u64() >> 40) as f32 / (1u64 << 24) as f32;
        lo + (hi - lo) * unit
    }
}

/// HSL (hue in degrees, saturation and lightness in 0..=1) to RGB.
fn hsl(h: f32, s: f32, l: f32) -> Rgb {
    let h = h.rem_euclid(360.0) / 60.0;
    let c = (1.0 - (2.0 * l - 1.0).abs()) * s;
    let x = c * (1.0 - (h % 2.0 - 1.0).abs());
    let (r, g, b) = match h as u32 {
        0 => (c, x, 0.0),
        1 => (x, c, 0.0),
        2 => (0.0, c, x),
        3 => (0.0, x, c),
        4 => (x, 0.0, c),
        _ => (c, 0.0, x),
    };
    let m = l - c / 2.0;
    Rgb(r + m, g + m, b + m)
}

struct Disc {
    x: f32,
    y: f32,
    radius: f32,
    colour: Rgb,
    alpha: f32,
    /// Radius of the closed path the disc drifts on while animated.
    drift: f32,
    drift_phase: f32,
}

struct Bar {
    x: f32,
    height: f32,
    pulse_phase: f32,
}

/// Everything about an avatar that its seed decides; coordinates are in 0..1 of the image side.
pub(crate) struct Scene {
    from: Rgb,
    to: Rgb,
    /// Gradient direction (unit vector).
    dir: (f32, f32),
    discs: Vec<Disc>,
    bars: Vec<Bar>,
    bar_half_width: f32,
    bar_colour: Rgb,
}

impl Scene {
    pub fn from_seed(seed: u64) -> Scene {
        let mut rng = SplitMix64(seed ^ 0xD1B5_4A32_D192_ED03);
        // Two hues apart by 40..140 degrees: related, never clashing.
        let hue = rng.range(0.0, 360.0);
        let hue2 = hue + rng.range(40.0, 140.0) * if rng.range(0.0, 1.0) < 0.5 { -1.0 } else { 1.0 };
        let from = hsl(hue, rng.range(0.55, 0.8), rng.range(0.38, 0.5));
        let to = hsl(hue2, rng.range(0.55, 0.8), rng.range(0.52, 0.66));
        let angle = rng.range(0.0, TAU);
        let discs = (0..rng.range(3.0, 5.99) as usize)
            .map(|_| Disc {
                x: rng.range(0.1, 0.9),
                y: rng.range(0.1, 0.9),
                radius: rng.range(0.12, 0.32),
                colour: hsl(hue + rng.range(-30.0, 30.0), 0.6, rng.range(0.6, 0.85)),
                alpha: rng.range(0.18, 0.38),
                drift: rng.range(0.01, 0.04),
                drift_phase: rng.range(0.0, TAU),
            })
            .collect();
        let count = rng.range(9.0, 13.99) as usize;
        let span = 0.64;
        let step = span / (count - 1) as f32;
        let bars = (0..count)
            .map(|i| {
                // An envelope that is tallest in the middle, like a spoken word.
                let centre = (i as f32 / (count - 1) as f32 - 0.5).abs() * 2.0;
                Bar {
                    x: 0.5 - span / 2.0 + step * i as f32,
                    height: (0.08 + 0.22 * (1.0 - centre * centre)) * rng.range(0.55, 1.0),
                    pulse_phase: rng.range(0.0, TAU),
                }
            })
            .collect();
        Scene {
            from,
            to,
            dir: (angle.cos(), angle.sin()),
            discs,
            bars,
            bar_half_width: step * 0.28,
            bar_colour: Rgb(0.98, 0.98, 1.0),
        }
    }

    /// Paints the scene at `phase` (0..1 of a loop) into `size` x `size` RGB pixels.
    pub fn paint(&self, size: u32, phase: f32) -> Vec<Rgb> {
        let px = 1.0 / size as f32;
        let mut out = Vec::with_capacity((size * size) as usize);
        let discs: Vec<(f32, f32, &Disc)> = self
            .discs
            .iter()
            .map(|d| {
                let a = TAU * phase + d.drift_phase;
                (d.x + d.drift * a.cos(), d.y + d.drift * a.sin(), d)
            })
            .collect();
        let heights: Vec<f32> = self
            .bars
            .iter()
            .map(|b| b.height * (0.7 + 0.3 * (TAU * phase + b.pulse_phase).sin()))
            .collect();
        for row in 0..size {
            let y = (row as f32 + 0.5) * px;
            for col in 0..size {
                let x = (col as f32 + 0.5) * px;
                // Projection on the gradient direction, mapped from the diagonal's extent to 0..1.
                let t = (((x - 0.5) * self.dir.0 + (y - 0.5) * self.dir.1) / std::f32::consts::SQRT_2 + 0.5)
                    .clamp(0.0, 1.0);
                let mut colour = self.from.mix(self.to, t);
                for (dx, dy, disc) in &discs {
                    let d = ((x - dx).powi(2) + (y - dy).powi(2)).sqrt();
                    // A soft edge over 15% of the radius.
                    let edge = ((disc.radius - d) / (disc.radius * 0.15)).clamp(0.0, 1.0);
                    if edge > 0.0 {
                        colour = colour.mix(disc.colour, disc.alpha * edge);
                    }
                }
                let cover = self.bar_cover(x, y, &heights, px);
                if cover > 0.0 {
                    colour = colour.mix(self.bar_colour, 0.9 * cover);
                }
                out.push(colour);
            }
        }
        out
    }

    /// How much of the pixel at (x, y) the rounded bars cover (0..1, anti-aliased over one pixel).
    fn bar_cover(&self, x: f32, y: f32, heights: &[f32], px: f32) -> f32 {
        let w = self.bar_half_width;
        let mut cover = 0.0f32;
        for (bar, h) in self.bars.iter().zip(heights) {
            if (x - bar.x).abs() > w + px {
                continue;
            }
            // Distance to a vertical capsule centred on y = 0.5.
            let half = (h - w).max(0.0);
            let dy = ((y - 0.5).abs() - half).max(0.0);
            let d = ((x - bar.x).powi(2) + dy * dy).sqrt() - w;
            cover = cover.max((0.5 - d / px).clamp(0.0, 1.0));
        }
        cover
    }
}
