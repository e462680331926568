// The mixer of a done cover (a dubbed vocal paired with its instrumental): the Vocal and
// Instrumental faders, in dB, acting live on the A/B player's playback. The player keeps the dub's
// and the instrumental's elements on its one playhead (player.svelte.ts); here each goes through a
// Web Audio GainNode (createMediaElementSource -> GainNode -> destination) set from its fader.
// WebKit starts an AudioContext only in a user gesture: the player wakes the mixer in its Play
// click and its switches.
//
// Web Audio hears a media element only when its media is the page's own or CORS-approved; it is
// silent otherwise (the spec, and WebKit). An element whose media would be silenced is not routed:
// it plays on its own, its fader set as its volume, the louder of the two at full volume (the
// balance, without the boost above 0 dB).
import type { MixSettings } from '../bindings';
import type { MixLevels } from './jobs.svelte';

/** A cover's mixing, as its row gives it to the player: its levels when the player opens, and Export mix. */
export interface CoverMix {
  mix: MixSettings | null;
  /** Export mix runs. */
  mixing: boolean;
  /** The file the last Export mix made (null: none since the list was shown). */
  mixed: string | null;
  onexport: (levels: MixLevels) => void;
}

/** The faders' range and step, in dB (the shell refuses a level outside it). */
export const GAIN_MIN_DB = -24;
export const GAIN_MAX_DB = 12;
export const GAIN_STEP_DB = 0.5;

/** A level in dB as an amplitude factor: 10^(dB/20). */
export function dbToGain(db: number): number {
  return Math.pow(10, db / 20);
}

/** A fader's value, within its range and on its step. */
export function clampDb(db: number): number {
  if (!Number.isFinite(db)) return 0;
  const stepped = Math.round(db / GAIN_STEP_DB) * GAIN_STEP_DB;
  return Math.min(GAIN_MAX_DB, Math.max(GAIN_MIN_DB, stepped)) || 0;
}

/** The part of an AudioContext the mixer uses. */
export type MixContext = Pick<AudioContext, 'state' | 'destination' | 'resume' | 'close' | 'createGain' | 'createMediaElementSource'>;

/** Where the mixer gets its Web Audio: the window's, or a test's. */
export interface MixerAudio {
  /** A new context (null: no Web Audio here). */
  context(): MixContext | null;
  /** Whether Web Audio would hear this element's media (else it is left to play on its own). */
  hears(el: HTMLMediaElement): boolean;
}

/** The page's own origin, or media a CORS request fetched: what Web Audio may hear. */
function heardByWebAudio(el: HTMLMediaElement): boolean {
  const src = el.getAttribute('src');
  if (!src) return false;
  if (el.crossOrigin !== null) return true;
  try {
    return new URL(src, location.href).origin === location.origin;
  } catch {
    return false;
  }
}

const WINDOW_AUDIO: MixerAudio = {
  context: () => (typeof AudioContext === 'function' ? new AudioContext() : null),
  hears: heardByWebAudio,
};
let audio: MixerAudio = WINDOW_AUDIO;

/** Gives the mixers made from now on this Web Audio (tests); null: the window's again. */
export function setMixerAudio(next: MixerAudio | null): void {
  audio = next ?? WINDOW_AUDIO;
}

export class Mixer {
  /** The dubbed vocal's level, in dB. */
  vocalDb = $state(0);
  /** The instrumental's level, in dB. */
  instrumentalDb = $state(0);

  private readonly audio: MixerAudio;
  private context: MixContext | null = null;
  /** No Web Audio here (or it failed): every element plays on its own. */
  private unavailable = false;
  /**
   * The gain of each element routed through Web Audio (an element can have one source node).
   * Not state: apply() runs again after each routing.
   */
  // eslint-disable-next-line svelte/prefer-svelte-reactivity
  private gains = new Map<HTMLMediaElement, GainNode>();

  constructor(initial: MixSettings | null) {
    this.audio = audio;
    this.vocalDb = clampDb(initial?.vocalGainDb ?? 0);
    this.instrumentalDb = clampDb(initial?.instrumentalGainDb ?? 0);
  }

  /** The faders' levels, as Export mix sends them. */
  get levels(): MixLevels {
    return { vocalGainDb: this.vocalDb, instrumentalGainDb: this.instrumentalDb };
  }

  setVocal(db: number): void {
    this.vocalDb = clampDb(db);
  }

  setInstrumental(db: number): void {
    this.instrumentalDb = clampDb(db);
  }

  /** Whether an element plays through its gain (else on its own volume). */
  routed(el: HTMLMediaElement | undefined): boolean {
    return el !== undefined && this.gains.has(el);
  }

  /** In a user gesture (Play, a switch): makes the context, or resumes it. */
  wake(): void {
    if (!this.context && !this.unavailable) {
      try {
        this.context = this.audio.context();
      } catch {
        this.context = null;
      }
      this.unavailable = this.context === null;
    }
    if (this.context?.state === 'suspended') this.context.resume().catch(() => {});
  }

  /** Routes each element with a source that Web Audio hears through a gain of its own, once. */
  route(...elements: (HTMLMediaElement | undefined)[]): void {
    const context = this.context;
    if (!context) return;
    for (const el of elements) {
      if (!el || this.gains.has(el) || !this.audio.hears(el)) continue;
      try {
        const gain = context.createGain();
        context.createMediaElementSource(el).connect(gain);
        gain.connect(context.destination);
        this.gains.set(el, gain);
      } catch {
        // Left to play on its own volume.
      }
    }
  }

  /**
   * The levels on playback: the vocal's and the instrumental's gains (0 while the original is
   * heard), times the player's volume; an element that is not routed gets them as its volume.
   * Reads the faders: run it in an effect (or after a change), so they act at once.
   */
  apply(vocal: HTMLMediaElement | undefined, instrumental: HTMLMediaElement | undefined, heard: boolean, volume: number): void {
    const levels: [HTMLMediaElement | undefined, number][] = [
      [vocal, dbToGain(this.vocalDb)],
      [instrumental, dbToGain(this.instrumentalDb)],
    ];
    const loudest = Math.max(1, ...levels.map(([, g]) => g));
    for (const [el, g] of levels) {
      if (!el) continue;
      const gain = this.gains.get(el);
      if (gain) {
        el.volume = 1;
        gain.gain.value = heard ? g * volume : 0;
      } else {
        el.volume = Math.min(1, (g / loudest) * volume);
      }
    }
  }

  /** Lets go of Web Audio: the player is gone. */
  close(): void {
    this.context?.close().catch(() => {});
    this.context = null;
    this.gains.clear();
  }
}
