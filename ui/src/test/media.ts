// Media elements as the A/B player's tests drive them: jsdom plays nothing, so play/pause/load are
// stubbed (recording their calls, with whether the element was muted then), and an element's
// state (currentTime, duration, paused, error) is what the test sets, moved by its events as
// WebKit sends them; and done dubs to play.
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { cleanup, fireEvent } from '@testing-library/svelte';
import { makeJobRow } from '../lib/backend/fake';
import type { JobRow } from '../lib/bindings';

export interface Media {
  currentTime: number;
  duration: number;
  paused: boolean;
  error: { code: number } | null;
}

const media = new WeakMap<HTMLMediaElement, Media>();

/** An element's state, as the test set it and its events moved it. */
export function of(el: HTMLMediaElement): Media {
  let m = media.get(el);
  if (!m) media.set(el, (m = { currentTime: 0, duration: NaN, paused: true, error: null }));
  return m;
}

/** Every play, pause and load since the test began, in order. */
export const calls: { name: 'play' | 'pause' | 'load'; el: HTMLMediaElement; muted: boolean }[] = [];

/** The play() calls of one element. */
export const played = (el: HTMLMediaElement) => calls.filter((c) => c.name === 'play' && c.el === el);

/** Fires a media event as the element would, with the state that goes with it. */
export function fire(el: HTMLMediaElement, type: string, set: Partial<Media> = {}): void {
  const m = of(el);
  Object.assign(m, set);
  if (type === 'play' || type === 'playing') m.paused = false;
  if (type === 'pause' || type === 'ended') m.paused = true;
  void fireEvent(el, new Event(type));
}

const PROPS = ['currentTime', 'duration', 'paused', 'error'] as const;

/** Stubs the media elements for the tests of the calling file (or `describe`). */
export function fakeMedia(): void {
  const saved = new Map<string, PropertyDescriptor | undefined>();
  beforeAll(() => {
    for (const p of PROPS) {
      saved.set(p, Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, p));
      Object.defineProperty(HTMLMediaElement.prototype, p, {
        configurable: true,
        get(this: HTMLMediaElement) {
          return of(this)[p];
        },
        set(this: HTMLMediaElement, v: never) {
          of(this)[p] = v;
        },
      });
    }
  });
  afterAll(() => {
    for (const p of PROPS) {
      const d = saved.get(p);
      if (d) Object.defineProperty(HTMLMediaElement.prototype, p, d);
      else delete (HTMLMediaElement.prototype as unknown as Record<string, unknown>)[p];
    }
  });
  beforeEach(() => {
    calls.length = 0;
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
      calls.push({ name: 'play', el: this, muted: this.muted });
      return Promise.resolve();
    });
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
      calls.push({ name: 'pause', el: this, muted: this.muted });
    });
    vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(function (this: HTMLMediaElement) {
      calls.push({ name: 'load', el: this, muted: this.muted });
    });
  });
  afterEach(() => {
    // Unmounted while the stubs stand: the players let go of their audio through them.
    cleanup();
    vi.restoreAllMocks();
  });
}

// Done dubs to play.

/** Two done dubs, a dub of a link, and a training (which has no player). */
export function playerRows(): JobRow[] {
  const done = { state: 'done', step: 'finished', status: 'done', creditsUsed: 40 } as const;
  return [
    makeJobRow({ id: 'dub:done', title: 'done.mp3', outputPath: '/music/done (Cleo).mp3', ...done }),
    makeJobRow({ id: 'dub:other', title: 'other.wav', outputPath: '/music/other (Cleo).wav', ...done }),
    makeJobRow({ id: 'dub:link', title: 'https://example.com/clip', isLink: true, format: null, outputPath: '/music/clip (Cleo).mp3', ...done }),
    makeJobRow({ id: 'training:t', kind: 'training', title: 'My voice', ...done }),
  ];
}

/** A dub of a video, done with its video copy (and one whose copy could not be made). */
export function videoRows(): JobRow[] {
  const done = { state: 'done', creditsUsed: 10 } as const;
  const video = { format: 'mov/aac', durationMs: 48_000, videoInput: true, inputBytes: 96_000_000, uploadBytes: 780_000 } as const;
  return [
    makeJobRow({ id: 'dub:v', title: 'clip.mov', outputPath: '/music/clip (Leo).wav', videoPath: '/music/clip (Leo).mov', ...video, ...done }),
    makeJobRow({ id: 'dub:nv', title: 'teaser.mkv', outputPath: '/music/teaser (Leo).wav', videoError: { step: 'place', io: 'storage_full', tool: null, detail: 'No space left on device (os error 28)' }, ...video, ...done }),
  ];
}

/** An audition of song.mp3 (3:05): the stretch from 1:10, 30 s. */
export function auditionRows(): JobRow[] {
  const done = { state: 'done', creditsUsed: 10 } as const;
  return [
    makeJobRow({
      id: 'dub:a',
      title: 'song.mp3',
      durationMs: 30_000,
      excerpt: { startMs: 70_000, durationMs: 30_000 },
      inputKey: 'input:/music/song.mp3',
      outputPath: '/music/song (Cleo, audition).mp3',
      ...done,
    }),
  ];
}
