// What a cover (a vocal stem dubbed and mixed with its instrumental) and a comparison (one excerpt
// auditioned with several voices) may be, as the shell checks them (crates/core/src/ffmpeg/mix.rs,
// engine/error.rs): the page's controls keep to these ranges, and its words name them. The
// generated contract does not carry them, so they are written here once.
import type { AudioFormat } from './bindings';

/** The semitones a cover's whole song may move (the vocal by the service, the instrumental here). */
export const KEY_RANGE = { min: -12, max: 12 } as const;

/** A stem's level in a mix, in dB. */
export const GAIN_RANGE = { min: -24, max: 12 } as const;

/** The integrated loudness finished files may be brought to, in LUFS. */
export const LOUDNESS_RANGE = { min: -36, max: -6 } as const;

/** The loudness streaming services play at: Settings' one-tap choice. */
export const STREAMING_LUFS = -14;

/** The most voices one comparison auditions (the sheet's voice and the others). */
export const COMPARE_MAX = 4;

/** The formats finished files may be written in, with their names' messages (null: as the service returns it). */
export const AUDIO_FORMATS: readonly { value: AudioFormat | null; label: string }[] = [
  { value: null, label: 'covers-format-service' },
  { value: 'wav', label: 'covers-format-wav' },
  { value: 'wav24', label: 'covers-format-wav24' },
  { value: 'flac', label: 'covers-format-flac' },
  { value: 'mp3', label: 'covers-format-mp3' },
  { value: 'm4a', label: 'covers-format-m4a' },
  { value: 'opus', label: 'covers-format-opus' },
];
