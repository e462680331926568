//! A streaming granular pitch shifter: Hann-windowed grains at 50% overlap, each grain read from
//! the input around its own position at `ratio` speed, so the pitch moves by `ratio` while the
//! timeline (and so the duration) stays put. Memory is bounded by a few grains.
//!
//! Grains read at `ratio` speed drift against each other by `hop * (1 - ratio)` input samples per
//! grain; overlapping them as they are would cancel some frequencies. As in WSOLA, each grain's
//! read position is nudged (within about one period of a low voice) to where it best continues
//! the previous grain.

use std::collections::VecDeque;

/// Grain length in seconds: long enough to hold several periods of a voice, short enough that the
/// grain rate stays unobtrusive.
const GRAIN_SECONDS: f64 = 0.046;
/// How far a grain's read position may be nudged: one period of an 80 Hz voice.
const SEARCH_SECONDS: f64 = 0.0125;
/// Points compared per candidate nudge; the search is coarse (every 4th nudge) then fine.
const COMPARE_POINTS: usize = 256;

pub(crate) struct PitchShifter {
    ratio: f64,
    grain: usize,
    hop: usize,
    window: Vec<f32>,
    /// Largest nudge of a grain's read position, in input samples.
    search: i64,
    /// The nudge chosen for the previous grain.
    prev_offset: i64,
    /// Reference samples of the search, kept to avoid allocating per grain.
    reference: Vec<f32>,
    /// Input samples from absolute index `in_start` on.
    input: VecDeque<f32>,
    in_start: i64,
    received: i64,
    finished: bool,
    /// Start of the next grain to render (absolute output index; the first one starts at `-hop`).
    next_grain: i64,
    /// Output accumulator from absolute index `emitted` on.
    acc: VecDeque<f32>,
    emitted: i64,
}

impl PitchShifter {
    pub fn new(sample_rate: u32, semitones: i32) -> Self {
        let ratio = 2f64.powf(f64::from(semitones) / 12.0);
        // An even grain so that two half-overlapping periodic Hann windows sum to exactly one.
        let grain = (((f64::from(sample_rate) * GRAIN_SECONDS) as usize) / 2 * 2).max(64);
        let hop = grain / 2;
        let window = (0..grain)
            .map(|j| {
                let phase = 2.0 * std::f64::consts::PI * j as f64 / grain as f64;
                (0.5 - 0.5 * phase.cos()) as f32
            })
            .collect();
        Self {
            ratio,
            grain,
            hop,
            window,
            search: if semitones == 0 {
                0
            } else {
                (f64::from(sample_rate) * SEARCH_SECONDS) as i64
            },
            prev_offset: 0,
            reference: Vec::with_capacity(COMPARE_POINTS),
            input: VecDeque::new(),
            in_start: 0,
            received: 0,
            finished: false,
            next_grain: -(hop as i64),
            acc: VecDeque::new(),
            emitted: 0,
        }
    }

    /// Feeds input samples; finished output samples go to `out`, in order.
    pub fn push(&mut self, samples: &[f32], out: &mut impl FnMut(f32)) {
        self.input.extend(samples.iter().copied());
        self.received += samples.len() as i64;
        self.render(out);
    }

    /// Ends the input and flushes the rest: in total exactly as many samples come out as went in.
    pub fn finish(&mut self, out: &mut impl FnMut(f32)) {
        self.finished = true;
        self.render(out);
    }

    /// The furthest input index (inclusive) grain `t` reads, interpolation neighbour included.
    fn last_read(&self, t: i64) -> i64 {
        let half = self.grain as f64 / 2.0;
        (t as f64 + half + half * self.ratio).ceil() as i64 + self.search + 2
    }

    fn render(&mut self, out: &mut impl FnMut(f32)) {
        loop {
            let t = self.next_grain;
            if self.finished {
                if t >= self.received {
                    break;
                }
            } else if self.last_read(t) >= self.received {
                break;
            }
            self.render_grain(t);
            self.next_grain += self.hop as i64;

            // Every output sample before the next grain's start is final now.
            let final_end = if self.finished {
                self.next_grain.min(self.received)
            } else {
                self.next_grain
            };
            while self.emitted < final_end {
                out(self.acc.pop_front().unwrap_or(0.0));
                self.emitted += 1;
            }
            self.drop_consumed_input();
        }
        if self.finished {
            while self.emitted < self.received {
                out(self.acc.pop_front().unwrap_or(0.0));
                self.emitted += 1;
            }
        }
    }

    fn render_grain(&mut self, t: i64) {
        let half = self.grain as f64 / 2.0;
        let offset = self.choose_offset(t);
        self.prev_offset = offset;
        let centre = t as f64 + half + offset as f64;
        let needed = (t + self.grain as i64 - self.emitted).max(0) as usize;
        if self.acc.len() < needed {
            self.acc.resize(needed, 0.0);
        }
        for j in 0..self.grain {
            let pos = t + j as i64;
            if pos < self.emitted {
                continue;
            }
            let src = centre + (j as f64 - half) * self.ratio;
            let value = self.window[j] * self.sample_at(src);
            if let Some(slot) = self.acc.get_mut((pos - self.emitted) as usize) {
                *slot += value;
            }
        }
    }

    /// The nudge for the grain starting at `t` that best continues the previous grain.
    ///
    /// At output position `t` the previous grain reads input at `t + prev_offset`, the new one at
    /// `t + hop * (1 - ratio) + offset`; both then advance at `ratio` speed, so comparing the input
    /// from those two points over the overlap (`hop * ratio` input samples) measures how well the
    /// two grains agree where they are added.
    fn choose_offset(&mut self, t: i64) -> i64 {
        if self.search == 0 || t < 0 {
            return 0;
        }
        let span = self.hop as f64 * self.ratio;
        let stride = ((span / COMPARE_POINTS as f64).ceil() as i64).max(1);
        let points = ((span as i64) / stride).max(1);
        let prev_start = t + self.prev_offset;
        self.reference.clear();
        for i in 0..points {
            let v = self.input_at(prev_start + i * stride);
            self.reference.push(v);
        }
        if self.reference.iter().all(|v| v.abs() < 1e-6) {
            return 0; // silence: nothing to align to
        }
        let base = t + (self.hop as f64 * (1.0 - self.ratio)).round() as i64;
        let score = |offset: i64| -> f64 {
            let (mut dot, mut energy) = (0.0f64, 1e-9f64);
            for (i, a) in self.reference.iter().enumerate() {
                let b = f64::from(self.input_at(base + offset + i as i64 * stride));
                dot += f64::from(*a) * b;
                energy += b * b;
            }
            dot / energy.sqrt()
        };
        let mut best = (0, score(0));
        let mut offset = -self.search;
        while offset <= self.search {
            let s = score(offset);
            if s > best.1 {
                best = (offset, s);
            }
            offset += 4;
        }
        let coarse = best.0;
        for offset in (coarse - 3).max(-self.search)..=(coarse + 3).min(self.search) {
            let s = score(offset);
            if s > best.1 {
                best = (offset, s);
            }
        }
        best.0
    }

    /// Linear interpolation of the input; silence outside it.
    fn sample_at(&self, pos: f64) -> f32 {
        let i = pos.floor();
        let frac = (pos - i) as f32;
        let i = i as i64;
        self.input_at(i) * (1.0 - frac) + self.input_at(i + 1) * frac
    }

    fn input_at(&self, index: i64) -> f32 {
        if index < self.in_start {
            return 0.0;
        }
        self.input
            .get((index - self.in_start) as usize)
            .copied()
            .unwrap_or(0.0)
    }

    /// Forgets input that no future grain (nor its search) reads.
    fn drop_consumed_input(&mut self) {
        let half = self.grain as f64 / 2.0;
        let grain_reads = (self.next_grain as f64 + half - half * self.ratio).floor() as i64;
        let search_reads = self.next_grain + self.prev_offset.min(0);
        let first_needed = grain_reads.min(search_reads) - self.search - 2;
        while self.in_start < first_needed && !self.input.is_empty() {
            self.input.pop_front();
            self.in_start += 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(shifter: &mut PitchShifter, input: &[f32], chunk: usize) -> Vec<f32> {
        let mut out = Vec::new();
        for part in input.chunks(chunk) {
            shifter.push(part, &mut |s| out.push(s));
        }
        shifter.finish(&mut |s| out.push(s));
        out
    }

    #[test]
    fn ratio_one_reconstructs_the_input() {
        let input: Vec<f32> = (0..10_000).map(|i| ((i as f32) * 0.01).sin() * 0.5).collect();
        let mut shifter = PitchShifter::new(8_000, 0);
        let out = run(&mut shifter, &input, 333);
        assert_eq!(out.len(), input.len());
        for (a, b) in input.iter().zip(&out) {
            assert!((a - b).abs() < 1e-5, "{a} vs {b}");
        }
    }

    #[test]
    fn output_length_equals_input_length_for_every_shift() {
        for semitones in [-24, -12, -5, 3, 12, 24] {
            for len in [0usize, 1, 17, 500, 4_321] {
                let input = vec![0.25f32; len];
                let mut shifter = PitchShifter::new(8_000, semitones);
                let out = run(&mut shifter, &input, 100);
                assert_eq!(out.len(), len, "shift {semitones}, len {len}");
            }
        }
    }

    #[test]
    fn buffered_input_stays_bounded() {
        let mut shifter = PitchShifter::new(44_100, 24);
        let block = vec![0.1f32; 4_096];
        let mut produced = 0usize;
        for _ in 0..200 {
            shifter.push(&block, &mut |_| produced += 1);
            assert!(
                shifter.input.len() < 20_000,
                "input buffer grew to {}",
                shifter.input.len()
            );
            assert!(
                shifter.acc.len() < 10_000,
                "output buffer grew to {}",
                shifter.acc.len()
            );
        }
        assert!(produced > 700_000);
    }
}
