// The words of comparing voices (auditions of one stretch with several voices, one row) and of a
// cover's mixer (a dubbed vocal over its instrumental) on the Jobs screen
// (`locales/<language>/mixer.ftl`). Every function formats its words when it is called, in the
// language the page speaks then.
import type { Excerpt, JobRow, MixFailure, MixStep } from '../bindings';
import { baseName, cause } from '../errors';
import { formatNumber, formatSemitones } from '../format';
import { intlLocale, t } from '../i18n/index.svelte';
import { excerptSpan } from './dub';

/** Voices' names as the language lists them ("Nova, Aria, Kai"): data, joined. */
export function voiceList(names: readonly string[]): string {
  return new Intl.ListFormat(intlLocale(), { style: 'narrow', type: 'conjunction' }).format(names);
}

/** A comparison row's name for screen readers: "Comparison of song.mp3: Nova, Aria, Kai". */
export function comparisonLabel(title: string, voices: readonly string[]): string {
  return t('compare-label', { title, voices: voiceList(voices) });
}

/** A comparison row's heading: how many voices, on which stretch of which file. */
export function comparisonTitle(title: string, excerpt: Excerpt | null, count: number): string {
  return excerpt ? t('compare-title', { count, span: excerptSpan(excerpt), title }) : t('compare-title-whole', { count, title });
}

/** How far a comparison is: how many of its auditions are done. */
export function comparisonProgressWords(done: number, count: number): string {
  return t('compare-progress', { done, count });
}

/** A comparison's cost waiting for approval ("Generate 3 auditions for 30 credits"). */
export function comparisonCostWords(count: number, credits: number): string {
  return t('compare-approve-cost', { count, credits });
}

/** "Dub the whole file with Nova": a member's way to its whole dub. */
export function dubWholeWithWords(voice: string): string {
  return t('compare-dub-whole', { voice });
}

/** A member's dub that can't be played: gone from where the library recorded it, or broken here. */
export function memberMissingWords(voice: string, path: string): string {
  return t('compare-dub-missing', { voice, path });
}

export function memberPlayWords(voice: string): string {
  return t('compare-dub-failed', { voice });
}

/** The comparison's original that can't be played: the voices play without it. */
export function comparisonOriginalWords(path: string | null): string {
  return path ? t('compare-original-missing', { path }) : t('compare-original-failed');
}

/** A level in dB, signed, to a tenth: "−6.0 dB", "+3.5 dB", "0.0 dB". */
export function dbWords(db: number): string {
  const n = formatNumber(Math.abs(db), 1);
  return t('mixer-db', { value: db > 0 ? `+${n}` : db < 0 ? `−${n}` : n });
}

/** A cover's row: which instrumental its dub is mixed over, and the song's key when it moved. */
export function coverWords(row: Pick<JobRow, 'stems' | 'key'>): string | null {
  if (!row.stems) return null;
  const file = row.stems.instrumentalName || baseName(row.stems.instrumental ?? '');
  return row.key ? t('mixer-cover-key', { file, key: formatSemitones(row.key) }) : t('mixer-cover', { file });
}

/**
 * The steps of a mix the messages word, each by its own variant: a step added in Rust fails the
 * type check here until it has words (an unknown one reads "something went wrong").
 */
export const MIX_STEPS = {
  no_tool: 'no_tool',
  no_pitch_shifter: 'no_pitch_shifter',
  stem_missing: 'stem_missing',
  out_of_range: 'out_of_range',
  render: 'render',
  name: 'name',
  work_folder: 'work_folder',
  place: 'place',
} as const satisfies { [S in MixStep]: S };

/**
 * Why a done dub's mix (a cover's), or its file in the chosen format (another dub's), was not
 * made: the step that failed, and why (the system's problem or ffmpeg's own words).
 */
export function mixErrorWords(error: MixFailure, cover: boolean): string {
  const detail = cause({ io: error.io ?? null, detail: error.detail ?? null });
  const step = (MIX_STEPS as Record<string, string | undefined>)[error.step] ?? 'other';
  return t(cover ? 'mixer-error-cover' : 'mixer-error-format', { step, detail });
}

/** A cover's instrumental that is not where the library keeps it (or that the shell did not give). */
export function instrumentalMissingWords(path: string | null): string {
  return path ? t('mixer-instrumental-missing', { path }) : t('mixer-instrumental-none');
}

/** A cover's instrumental that the page's player could not play. */
export function instrumentalPlayWords(): string {
  return t('mixer-instrumental-failed');
}
