//! Reducing true-colour frames to one small shared palette for GIF: median cut over the pixels of
//! all frames, then ordered (Bayer) dithering so gradients stay smooth without extra colours.

/// 4x4 Bayer matrix: the dithering threshold of each pixel position, 0..16.
const BAYER: [[u8; 4]; 4] = [[0, 8, 2, 10], [12, 4, 14, 6], [3, 11, 1, 9], [15, 7, 13, 5]];
/// How far dithering may move a colour, in 0..255 units.
const DITHER_SPREAD: f32 = 10.0;

/// Median cut: at most `max` colours that together represent `samples` well.
pub(crate) fn median_cut(samples: &[[u8; 3]], max: usize) -> Vec<[u8; 3]> {
    let mut boxes: Vec<Vec<[u8; 3]>> = vec![samples.to_vec()];
    while boxes.len() < max {
        // Split the box whose widest channel is widest.
        let Some((index, channel, _)) = boxes
            .iter()
            .enumerate()
            .filter(|(_, b)| b.len() > 1)
            .map(|(i, b)| {
                let (channel, range) = widest_channel(b);
                (i, channel, range)
            })
            .filter(|(_, _, range)| *range > 0)
            .max_by_key(|(_, _, range)| *range)
        else {
            break;
        };
        let mut chosen = boxes.swap_remove(index);
        chosen.sort_unstable_by_key(|p| p[channel]);
        let upper = chosen.split_off(chosen.len() / 2);
        boxes.push(chosen);
        boxes.push(upper);
    }
    boxes.iter().filter(|b| !b.is_empty()).map(|b| mean(b)).collect()
}

fn widest_channel(pixels: &[[u8; 3]]) -> (usize, u8) {
    let mut best = (0, 0u8);
    for channel in 0..3 {
        let (lo, hi) = pixels.iter().fold((u8::MAX, 0u8), |(lo, hi), p| {
            (lo.min(p[channel]), hi.max(p[channel]))
        });
        let range = hi.saturating_sub(lo);
        if range > best.1 {
            best = (channel, range);
        }
    }
    best
}

fn mean(pixels: &[[u8; 3]]) -> [u8; 3] {
    let mut sum = [0u64; 3];
    for p in pixels {
        for c in 0..3 {
            sum[c] += u64::from(p[c]);
        }
    }
    let n = pixels.len().max(1) as u64;
    [(sum[0] / n) as u8, (sum[1] / n) as u8, (sum[2] / n) as u8]
}

/// Maps colours to their nearest palette entry, memoised on 5 bits per channel.
pub(crate) struct Mapper<'p> {
    palette: &'p [[u8; 3]],
    cache: Vec<u8>,
}

impl<'p> Mapper<'p> {
    pub fn new(palette: &'p [[u8; 3]]) -> Self {
        Self {
            palette,
            cache: vec![u8::MAX; 1 << 15],
        }
    }

    /// The palette colour for the pixel at (x, y), dithered.
    pub fn map(&mut self, rgb: [u8; 3], x: u32, y: u32) -> [u8; 3] {
        let threshold = f32::from(BAYER[(y % 4) as usize][(x % 4) as usize]) / 16.0 - 0.5;
        let nudge = |v: u8| (f32::from(v) + threshold * DITHER_SPREAD).clamp(0.0, 255.0) as u8;
        let key = (usize::from(nudge(rgb[0]) >> 3) << 10)
            | (usize::from(nudge(rgb[1]) >> 3) << 5)
            | usize::from(nudge(rgb[2]) >> 3);
        let mut index = self.cache[key];
        if index == u8::MAX {
            index = self.nearest(key);
            self.cache[key] = index;
        }
        self.palette.get(usize::from(index)).copied().unwrap_or(rgb)
    }

    fn nearest(&self, key: usize) -> u8 {
        // The centre of the 5-bit cell stands for every colour in it.
        let c = [
            ((key >> 10) & 31) as i32 * 8 + 4,
            ((key >> 5) & 31) as i32 * 8 + 4,
            (key & 31) as i32 * 8 + 4,
        ];
        let mut best = (0u8, i32::MAX);
        for (i, p) in self.palette.iter().enumerate() {
            let d: i32 = (0..3).map(|k| (c[k] - i32::from(p[k])).pow(2)).sum();
            if d < best.1 {
                best = (i as u8, d);
            }
        }
        best.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn median_cut_never_exceeds_the_budget_and_keeps_distinct_extremes() {
        let samples: Vec<[u8; 3]> = (0..=255u8).flat_map(|r| [[r, 0, 0], [0, r, 255]]).collect();
        let palette = median_cut(&samples, 16);
        assert!(palette.len() <= 16);
        assert!(palette.iter().any(|p| p[2] > 200), "the blue half is represented");
        assert!(palette.iter().any(|p| p[2] < 50), "the red half is represented");
    }

    #[test]
    fn few_colours_come_back_exactly() {
        let samples = vec![[10, 20, 30]; 50]
            .into_iter()
            .chain(vec![[200, 100, 0]; 50])
            .collect::<Vec<_>>();
        let mut palette = median_cut(&samples, 64);
        palette.sort();
        assert_eq!(palette, vec![[10, 20, 30], [200, 100, 0]]);
    }

    #[test]
    fn mapping_only_yields_palette_colours() {
        let palette = vec![[0, 0, 0], [255, 255, 255], [255, 0, 0]];
        let mut mapper = Mapper::new(&palette);
        for x in 0..8 {
            for y in 0..8 {
                let out = mapper.map([(x * 30) as u8, (y * 30) as u8, 77], x, y);
                assert!(palette.contains(&out));
            }
        }
    }
}
