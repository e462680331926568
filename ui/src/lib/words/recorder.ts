// The words of recorded takes (`locales/<language>/recorder.ftl`): how a take ended, what it lost,
// what recording it again or trimming it did, and the meter's warning. Every function formats its
// words when it is called, in the language the page speaks then.
import { IpcError } from '../backend/backend';
import type { Take, TakeDone, Trimmed } from '../bindings';
import { cause, detail, unknownValue, wordsFor } from '../errors';
import { formatClock, formatNumber } from '../format';
import { t } from '../i18n/index.svelte';

/** A take as the page names it in sentences: "Take 2" (its file name, `Take 2.wav`, without .wav). */
export function takeTitle(name: string): string {
  return name.replace(/\.wav$/i, '');
}

/** A take ended by itself (its microphone went away, the disk filled): what was kept and what to do. */
export function takeEndWords(done: TakeDone): string | null {
  const take = takeTitle(done.take.name);
  const time = formatClock(done.take.seconds);
  switch (done.end.kind) {
    case 'stopped':
      return null;
    case 'device_lost':
      return t('take-device-lost', { take, time });
    case 'write_failed':
      return t('take-write-failed', { take, time, detail: cause(done.end) });
    case 'limit_reached':
      return t('take-limit-reached', { take, time: formatClock(done.end.seconds) });
    default:
      return unknownValue(done.end, t('take-end-unknown', { take, time }));
  }
}

/** A take that lost sound because the computer could not keep up (null: it lost none). */
export function droppedWords(done: TakeDone): string | null {
  if (!(done.droppedSamples > 0) || !(done.sampleRate > 0)) return null;
  const seconds = done.droppedSamples / done.sampleRate;
  const take = takeTitle(done.take.name);
  return seconds < 0.05 ? t('take-dropped-little', { take }) : t('take-dropped', { take, seconds: formatNumber(seconds, 1) });
}

/** A take recorded again replaced the earlier one, which is deleted. */
export function retakeReplacedWords(old: Take, fresh: Take): string {
  return t('take-retake-replaced', { take: takeTitle(fresh.name), old: takeTitle(old.name) });
}

/** A take recorded again ended by itself: the earlier one stays too. */
export function retakeKeptWords(old: Take): string {
  return t('take-retake-kept', { take: takeTitle(old.name) });
}

/** A take recorded again could not start: the earlier one stays. */
export function retakeNotStartedWords(old: Take): string {
  return t('take-retake-not-started', { take: takeTitle(old.name) });
}

/** The earlier take could not be deleted after it was recorded again: both stay. */
export function retakeDeleteFailedWords(old: Take, fresh: Take, caught: unknown): string {
  return t('take-retake-delete-failed', { take: takeTitle(old.name), new: takeTitle(fresh.name), reason: wordsFor(caught) });
}

/** A take that a stop of Dubdeck interrupted, kept when the wizard opened. */
export function recoveredTakeWords(take: Take): string {
  return t('take-recovered', { take: takeTitle(take.name), length: formatClock(take.seconds) });
}

/** What trimming a take's silent ends did. */
export function trimmedWords(trimmed: Trimmed): string {
  const start = trimmed.startSeconds >= 0.05 ? formatNumber(trimmed.startSeconds, 1) : null;
  const end = trimmed.endSeconds >= 0.05 ? formatNumber(trimmed.endSeconds, 1) : null;
  const length = formatClock(trimmed.seconds);
  if (start !== null && end !== null) return t('take-trimmed-both', { start, end, length });
  if (start !== null) return t('take-trimmed-start', { start, length });
  if (end !== null) return t('take-trimmed-end', { end, length });
  return t('take-trimmed-none');
}

/** A take the page could not play. */
export function takePlayWords(name: string, caught: unknown): string {
  if (caught instanceof IpcError) return wordsFor(caught);
  const why = caught instanceof Error ? caught.message : typeof caught === 'string' ? caught : '';
  return t('take-play-failed', { take: name, detail: detail(why) });
}

/** The meter's words while the input reaches full scale (in bold, followed by `clippingHint()`). */
export function clippingWords(): string {
  return t('take-clipping');
}

/** What follows `clippingWords()` on the same line. */
export function clippingHint(): string {
  return t('take-clipping-hint');
}
