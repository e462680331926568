// The words of the Train a voice screen's checks (`locales/<language>/train.ftl`): a check's
// warnings, what the quality check found in each recording, its verdicts and figures, and the
// minutes it proposes. Every function formats its words when it is called, in the language the
// page speaks then: call it where the words are drawn.
import type { FileQuality, Finding, SetQuality, TrainingWarning, Verdict } from '../bindings';
import { unknownValue, wordsFor } from '../errors';
import { formatClockMs, formatDuration, formatNumber } from '../format';
import { t } from '../i18n/index.svelte';
import type { ShownWarning } from '../stores/train.svelte';

/** A training check's warning as a sentence: what, why, what to do. */
export function trainingWarningWords(w: TrainingWarning | ShownWarning): string {
  switch (w.kind) {
    case 'voice_too_short':
      return t('training-warning-voice-too-short', {
        voice: formatDuration(w.voicedMs),
        recommended: formatDuration(w.recommendedMs),
      });
    case 'unreadable_files':
      return t('training-warning-unreadable-files', { count: w.count });
    case 'total_too_short':
      return t('training-warning-total-too-short', {
        total: formatDuration(w.totalMs),
        recommended: formatDuration(w.recommendedMs),
      });
    case 'total_above_chosen':
      return t('training-warning-total-above-chosen', { total: formatDuration(w.totalMs), minutes: w.maxMinutes });
    case 'too_many_files':
      return t('training-warning-too-many-files', { count: w.count, max: w.max, remove: w.count - w.max });
    default:
      return unknownValue(w, t('training-warning-unknown'));
  }
}


/** A finding as the shell sends it. */
export type WireFinding = Finding;

/** A recording's findings. */
export function findingsOf(q: FileQuality): Finding[] {
  return q.findings;
}

/** "4", "0.35": a share of samples in percent (two decimals below one). */
function percentNumber(percent: number): string {
  return percent >= 1 ? formatNumber(Math.round(percent)) : formatNumber(percent, 2);
}

/** A finding as a sentence: what was found in the recording, and what to do about it. */
export function findingWords(f: WireFinding): string {
  switch (f.code) {
    case 'clipped':
      return t('finding-clipped', { percent: percentNumber(f.percent) });
    case 'noisy':
      return t('finding-noisy', { snr: Math.round(f.snrDb), noise: Math.round(f.noiseFloorDbfs) });
    case 'silence':
      return t('finding-silence', { start: formatClockMs(f.startMs), end: formatClockMs(f.endMs) });
    case 'no_voice':
      return t('finding-no-voice', { start: formatClockMs(f.startMs), end: formatClockMs(f.endMs) });
    case 'little_voice':
      return t('finding-little-voice', { voiced: formatClockMs(f.voicedMs), duration: formatClockMs(f.durationMs) });
    case 'too_short':
      return t('finding-too-short', { voiced: formatClockMs(f.voicedMs) });
    case 'too_quiet':
      return t('finding-too-quiet', { loudness: Math.round(f.loudnessLufs) });
    case 'low_sample_rate':
      return t('finding-low-sample-rate', { rate: formatNumber(f.sampleRate / 1000) });
    case 'music_bed':
      return t('finding-music-bed', { percent: Math.round(f.share * 100) });
    case 'several_voices':
      return t('finding-several-voices', { semitones: Math.round(f.semitones) });
    default:
      return unknownValue(f, t('finding-unknown'));
  }
}

/** A verdict's label, and what it means for training (read where they are drawn: they follow the language). */
export const VERDICT_WORDS = {
  good: {
    get label() {
      return t('verdict-good');
    },
    get hint() {
      return t('verdict-good-hint');
    },
  },
  usable: {
    get label() {
      return t('verdict-usable');
    },
    get hint() {
      return t('verdict-usable-hint');
    },
  },
  poor: {
    get label() {
      return t('verdict-poor');
    },
    get hint() {
      return t('verdict-poor-hint');
    },
  },
} as const satisfies Record<Verdict, { readonly label: string; readonly hint: string }>;

/** A recording's key figures, in a compact line: voice time, loudness, signal-to-noise. */
export function figuresWords(q: FileQuality): string {
  const f = q.figures;
  return [
    t('quality-figures-voice', { voiced: formatClockMs(f.voicedMs), duration: formatClockMs(f.durationMs) }),
    f.loudnessLufs === null ? t('quality-figures-no-loudness') : t('quality-figures-loudness', { loudness: Math.round(f.loudnessLufs) }),
    f.snrDb === null ? t('quality-figures-no-snr') : t('quality-figures-snr', { snr: Math.round(f.snrDb) }),
  ].join(' · ');
}

/** While the recordings are checked. */
export function qualityCheckingWords(): string {
  return t('quality-checking');
}

/** The quality check failed: the wizard goes on without it. */
export function qualityFailedWords(caught: unknown): string {
  return t('quality-failed', { reason: wordsFor(caught) });
}

/** A file the quality check could not read (the probe says why). */
export function qualityUnreadWords(): string {
  return t('quality-unread');
}

/**
 * Why the maximum minutes are proposed: the kept recordings' length (the service fails a training
 * whose audio is longer), and what trimming them to their voice would save.
 */
export function proposalWords(set: Pick<SetQuality, 'voicedMs' | 'durationMs' | 'suggestedMaxMinutes' | 'voiceMaxMinutes'>): string {
  if (set.voiceMaxMinutes < set.suggestedMaxMinutes) {
    return t('quality-proposal-trim', {
      duration: formatClockMs(set.durationMs),
      voiced: formatClockMs(set.voicedMs),
      minutes: set.suggestedMaxMinutes,
      voiceMinutes: set.voiceMaxMinutes,
    });
  }
  return t('quality-proposal', { voiced: formatClockMs(set.voicedMs), minutes: set.suggestedMaxMinutes });
}

/** What the review pays for against what the kept recordings hold. */
export function paidAgainstHeldWords(p: { minutes: number; credits: number; voicedMs: number; good: number; usable: number; poorKept: number }): string {
  return t('quality-paid-against-held', {
    minutes: p.minutes,
    credits: p.credits,
    voiced: formatClockMs(p.voicedMs),
    good: p.good,
    usable: p.usable,
    poor: p.poorKept,
  });
}
