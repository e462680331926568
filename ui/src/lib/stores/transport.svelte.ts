// What the A/B player (player.svelte.ts) and a comparison's player (compare.svelte.ts) share: one
// transport over media elements kept together, a playhead on a Position slider drawn over the
// waveforms (pointer and keys), the keys anywhere in the player (Space, Esc, and each store's own
// switch keys), the smooth playhead, and the volume remembered between players. Each store keeps
// its tracks, its clock and how it switches between them.
import type { Backend } from '../backend/backend';
import type { Words } from './app.svelte';
import { osReducesMotion } from '../theme';

/** Seconds a key press moves the playhead (arrows) and a long one (Page Up/Down). */
export const STEP = 5;
export const PAGE = 30;

export function hasSource(el: HTMLMediaElement | null | undefined): el is HTMLMediaElement {
  return !!el && el.hasAttribute('src');
}

/** Pauses an element and lets WebKit free its media (a src removed, then load()). */
export function quiet(el: HTMLMediaElement): void {
  el.pause();
  el.removeAttribute('src');
  el.load();
}

/** What a player is told by the component that draws it, at the least. */
export interface TransportProps {
  /** Closes the player (Escape). */
  close(): void;
}

export abstract class MediaTransport<P extends TransportProps> {
  /** The waveforms' column: pointer positions map onto it (and its width sets how many bars are asked for). */
  track = $state<HTMLElement>();
  /** The audible element plays (from its play/playing/pause/ended events). */
  playing = $state(false);
  /** The playhead, in seconds on the player's clock. */
  position = $state(0);
  /** Every track plays at this volume (0 to 1); the switch between them stays a mute. */
  volume = $state(playerVolume());
  /** The pointer drags the playhead. */
  dragging = $state(false);
  /** Where the pointer hovers over the waveforms, in seconds (null: not over them, or dragging). */
  hover = $state<number | null>(null);
  /** Why nothing can play (what is to be heard is missing or broken, its media could not be read). */
  fatal = $state<Words | null>(null);
  /** Asked to play, until the audible element plays or stops. */
  wanted = $state(false);
  buffering = $state(false);
  ended = $state(false);
  /** The window refused to play (outside a gesture): Play must be pressed. */
  refused = $state(false);

  protected released = false;
  protected readonly backend: Backend;
  protected readonly props: P;

  /** The length on the player's clock, in seconds. */
  abstract readonly total: number;
  abstract readonly canSeek: boolean;
  /** What the player is doing, as its root's `data-player-state` says it to the tests. */
  abstract readonly playerState: 'playing' | 'paused' | 'loading' | 'error';
  /** How far the playhead is along, from 0 to 1. */
  get fraction(): number {
    return this.total > 0 ? Math.min(1, this.position / this.total) : 0;
  }
  /** The transport shows Pause (it was asked to play, or plays). */
  get showPause(): boolean {
    return this.fatal === null && (this.wanted || this.playing);
  }

  constructor(backend: Backend, props: P) {
    this.backend = backend;
    this.props = props;
  }

  /** Moves the playhead of every track (within the player's length). */
  abstract seek(seconds: number): void;
  /** Play or Pause, from the transport or Space. */
  abstract toggle(): void;
  /** The element heard. */
  protected abstract audible(): HTMLMediaElement | undefined;
  /** The player's clock at `seconds` of the element heard. */
  protected abstract heardAt(seconds: number): number;
  /** The store's own keys anywhere in the player (its switch); what is not one is left alone. */
  protected abstract switchKey(e: KeyboardEvent): void;

  /** Sets the volume of every track, and remembers it for the next player. */
  setVolume(volume: number): void {
    this.volume = volume;
    rememberPlayerVolume(volume);
  }

  // Pointer and keys on the waveforms (the Position slider).

  /** The player's time under a pointer at `clientX` over the waveforms (null: no length, or no layout). */
  secondsAt(clientX: number): number | null {
    const box = this.track?.getBoundingClientRect();
    if (!box || box.width <= 0 || this.total <= 0) return null;
    return Math.max(0, Math.min(1, (clientX - box.left) / box.width)) * this.total;
  }

  pointerDown(e: PointerEvent): void {
    if (e.button !== 0 || !this.canSeek) return;
    const at = this.secondsAt(e.clientX);
    if (at === null) return;
    (e.currentTarget as HTMLElement).setPointerCapture?.(e.pointerId);
    this.dragging = true;
    this.seek(at);
  }

  pointerMove(e: PointerEvent): void {
    const at = this.secondsAt(e.clientX);
    this.hover = this.dragging ? null : at;
    if (this.dragging && at !== null) this.seek(at);
  }

  pointerUp(e: PointerEvent): void {
    if (!this.dragging) return;
    this.dragging = false;
    (e.currentTarget as HTMLElement).releasePointerCapture?.(e.pointerId);
  }

  /** Arrows, Page Up/Down, Home and End on the Position slider. */
  sliderKey(e: KeyboardEvent): void {
    if (!this.canSeek || e.altKey || e.ctrlKey || e.metaKey) return;
    const moves: Record<string, number> = {
      ArrowRight: this.position + STEP,
      ArrowUp: this.position + STEP,
      ArrowLeft: this.position - STEP,
      ArrowDown: this.position - STEP,
      PageUp: this.position + PAGE,
      PageDown: this.position - PAGE,
      Home: 0,
      End: this.total,
    };
    if (!(e.key in moves)) return;
    e.preventDefault();
    this.seek(moves[e.key]);
  }

  /**
   * Keys anywhere in the player: the store's switch keys (switchKey), Space plays or pauses
   * (where the focused control doesn't use it), Esc closes; none while typing in a field.
   */
  key(e: KeyboardEvent): void {
    if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
    const target = e.target as HTMLElement;
    const typing =
      target.isContentEditable ||
      target instanceof HTMLTextAreaElement ||
      (target instanceof HTMLInputElement && !['radio', 'checkbox', 'range'].includes(target.type));
    if (typing) return;
    if (
      e.key === ' ' &&
      !(target instanceof HTMLButtonElement || target instanceof HTMLInputElement || target instanceof HTMLSelectElement)
    ) {
      e.preventDefault();
      this.toggle();
    } else if (e.key === 'Escape') {
      e.preventDefault();
      this.props.close();
    } else {
      this.switchKey(e);
    }
  }

  /**
   * A smooth playhead between the elements' timeupdates (about four a second) while it plays,
   * unless motion is reduced. Run it in an effect: it returns its stop.
   */
  followPlayhead(): (() => void) | undefined {
    if (!this.playing || osReducesMotion() || document.documentElement.dataset.motion === 'reduce') return;
    if (typeof requestAnimationFrame !== 'function') return;
    const tick = () => {
      const a = this.audible();
      if (a && !this.dragging && !this.released) this.position = Math.min(this.heardAt(a.currentTime), this.total || Infinity);
      frame = requestAnimationFrame(tick);
    };
    let frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }
}

// ---- The volume ------------------------------------------------------------------------------
// The player's volume (0 to 1), the same for every track and remembered between players and starts.
const VOLUME_KEY = 'dubdeck.player.volume';

/** The volume last set, or full volume. */
export function playerVolume(): number {
  try {
    const stored = Number(globalThis.localStorage?.getItem(VOLUME_KEY) ?? NaN);
    return Number.isFinite(stored) ? Math.min(1, Math.max(0, stored)) : 1;
  } catch {
    return 1; // storage refused (private mode): full volume, not an error
  }
}

/** Remembers the volume for the next player. */
export function rememberPlayerVolume(volume: number): void {
  try {
    globalThis.localStorage?.setItem(VOLUME_KEY, String(Math.min(1, Math.max(0, volume))));
  } catch {
    // Not remembered: this player still plays at it.
  }
}
