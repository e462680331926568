// Where voices sit, for auto pitch: the figures of the shell's that the contract does not carry
// (crates/core/src/pitch.rs: the middle of each named range; crates/core/src/ledger/voice_pitch.rs:
// the pitches a voice may be given). The shell measures and proposes; the page only shows them.
import type { VoiceRange } from './bindings';

/** The pitches, in Hz, a voice may be given (the shell refuses any other with `invalid_value`). */
export const VOICE_HZ = { min: 20, max: 2000 } as const;

/** The middle of each named range, in Hz: low near C3, middle A3, high near F4. */
export const RANGE_HZ = { low: 130.81, middle: 220, high: 349.23 } as const;

/** A range's middle, in Hz. */
export function rangeHz(range: VoiceRange): number {
  return range.kind === 'hz' ? range.hz : RANGE_HZ[range.kind];
}
