// The words of a voice's range on its detail panel (`locales/<language>/voices.ftl`): where the
// voice sits, measured or given, and why a range could not be saved. Every function formats its
// words when it is called, in the language the page speaks then.
import { errorCode, wordsFor } from '../errors';
import { formatNumber } from '../format';
import { t } from '../i18n/index.svelte';
import { RANGE_HZ, VOICE_HZ } from '../pitch';
import { hzWords } from './dub';

/** A named range of the panel's choices. */
export type NamedRange = keyof typeof RANGE_HZ;

/** The user's own voice, measured from its training recordings: "about 98 Hz". */
export function measuredRangeWords(hz: number): string {
  return t('voices-range-measured', { hz: hzWords(hz) });
}

/** A named range's hint: the voices it fits and its pitch ("Bass or baritone, about 131 Hz"). */
export function namedRangeHint(range: NamedRange): string {
  return t(`voices-range-${range}-hint`, { hz: hzWords(RANGE_HZ[range]) });
}

/** What went wrong with the range: nothing typed, or the shell's refusal (`hz`: the pitch sent). */
export type RangeProblem = { kind: 'missing' } | { kind: 'failed'; caught: unknown; hz: number | null };

/** Why the range could not be saved (or read), and what to do. */
export function rangeProblemWords(problem: RangeProblem): string {
  if (problem.kind === 'missing') return t('voices-range-hz-missing');
  if (problem.hz !== null && errorCode(problem.caught) === 'invalid_value') {
    return t('voices-range-hz-refused', { hz: formatNumber(problem.hz), min: formatNumber(VOICE_HZ.min), max: formatNumber(VOICE_HZ.max) });
  }
  return wordsFor(problem.caught);
}
