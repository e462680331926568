// The words of the A/B player (`locales/<language>/player.ftl`): its notes, and why a side or the
// video copy could not be played. Every function formats its words when it is called.
import type { MediaSide } from '../bindings';
import { formatClockMs, formatSpan } from '../format';
import { t } from '../i18n/index.svelte';

/** A side's name: on its radio button and its waveform's lane. */
export function sideWords(side: MediaSide): string {
  return side === 'dub' ? t('player-side-dub') : t('player-side-original');
}

/** The A/B player's note when the original was a link (not an error: nothing to fix). */
export function linkOriginalNote(): string {
  return t('media-link-original');
}

/** A side of a done dub whose file is no longer where the library recorded it. */
export function missingMediaWords(side: MediaSide, path: string): string {
  return side === 'dub' ? t('media-missing-dub', { path }) : t('media-missing-original', { path });
}

/** The video copy of a done dub is no longer where the library recorded it: the dub plays as sound. */
export function missingVideoWords(path: string): string {
  return t('media-missing-video', { path });
}

/** The video copy could not be played in the window (MediaError code): the dub plays as sound. */
export function videoPlayWords(code: number): string {
  switch (code) {
    case 2:
      return t('media-video-network');
    case 3:
      return t('media-video-decode');
    case 4:
      return t('media-video-format');
    default:
      return t('media-video-failed');
  }
}

/** An audition's player: the original plays the same stretch as the dub. */
export function auditionPlayerWords(startMs: number, durationMs: number | null): string {
  return durationMs
    ? t('media-audition-range', formatSpan(startMs, durationMs))
    : t('media-audition-from', { start: formatClockMs(startMs) });
}

/** A side that the page's player could not play (MediaError code: 2 network, 3 decode, 4 format). */
export function mediaErrorWords(side: MediaSide, code: number): string {
  const args = { side: side === 'dub' ? 'dub' : 'original' };
  switch (code) {
    case 2:
      return t('media-error-network', args);
    case 3:
      return t('media-error-decode', args);
    case 4:
      return t('media-error-format', args);
    default:
      return t('media-error-failed', args);
  }
}
