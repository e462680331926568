// The words of comparing voices (auditions of one stretch with several voices, one row) on the
// Jobs screen (`locales/<language>/mixer.ftl`). Every function formats its words when it is
// called, in the language the page speaks then.
import type { Excerpt } from '../bindings';
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
