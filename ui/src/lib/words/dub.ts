// The words of suggested pitches (auto pitch), of auditions (a dub of 30 seconds of a file, to try a voice) and of video inputs and
// their copies (`locales/<language>/dub.ftl`), on the dub sheet and on the Jobs rows. Every function
// formats its words when it is called, in the language the page speaks then.
import type { Excerpt, JobRow, PitchAdvice, ToolMissing, VideoError } from '../bindings';
import { cause, refusalWords, toolWords, unknownValue } from '../errors';
import { formatDuration, formatNumber, formatSemitones, formatSize, formatSpan } from '../format';
import { t } from '../i18n/index.svelte';

/** "No shift", "+2 semitones", "−3 semitones": a pitch or a key, as the sheet shows it. */
export function semitoneWords(n: number): string {
  return n === 0 ? t('dub-pitch-none') : t(n > 0 ? 'dub-pitch-up' : 'dub-pitch-down', { semitones: Math.abs(n) });
}

/**
 * A pitch or a key as a slider's aria-valuetext: in semitones, as its axis reads, with the octave
 * when it is a whole one ("+3 semitones", "−12 semitones (one octave down)", "0 semitones (no shift)").
 */
export function semitoneValueText(n: number): string {
  if (n === 0) return t('dub-pitch-value-none');
  if (n % 12 !== 0) return semitoneWords(n);
  const args = { semitones: Math.abs(n), octaves: Math.abs(n) / 12 };
  return t(n > 0 ? 'dub-pitch-value-octaves-up' : 'dub-pitch-value-octaves-down', args);
}

/** A tick of the pitch slider's axis: its semitones ("−12"), and the octaves there ("−1 octave"). */
export function pitchTick(n: number): { semitones: string; octaves: string } {
  const octaves = Math.abs(n) / 12;
  return {
    semitones: formatSemitones(n),
    octaves: n === 0 ? t('dub-pitch-none') : t(n > 0 ? 'dub-pitch-tick-up' : 'dub-pitch-tick-down', { octaves }),
  };
}

/** "1:10–1:40": a stretch of a file on its own clock. */
export function excerptSpan(e: Excerpt): string {
  return t('audition-span', formatSpan(e.startMs, e.durationMs));
}

/** An audition's row: it is an audition, of which stretch of which file. */
export function auditionTitle(e: Excerpt, title: string): string {
  return t('audition-title', { span: excerptSpan(e), title });
}

/**
 * A dub's settings as its row shows them, when they are not the defaults: what tells two dubs of
 * one input with one voice apart ("+2 semitones", "vocals as they are").
 */
export function dubSettingsWords(pitchShift: number | null, separate: boolean | null): string[] {
  const words: string[] = [];
  if (pitchShift) words.push(t('row-settings-pitch', { signed: formatSemitones(pitchShift), count: Math.abs(pitchShift) }));
  if (separate === false) words.push(t('row-settings-vocals-kept'));
  return words;
}

/** The heading of the auditions of one input, kept together in the Jobs list. */
export function auditionsOfWords(title: string): string {
  return t('audition-group', { title });
}

/** The dub sheet's audition stretch, for the slider's value: "from 1:10 to 1:40". */
export function excerptRangeWords(startMs: number, durationMs: number): string {
  return t('audition-range', formatSpan(startMs, durationMs));
}

/**
 * What was sent instead of the input file, when less was sent (a video's sound, an audition's
 * stretch): null when the row does not know, or the file went up whole.
 */
export function sentWords(row: Pick<JobRow, 'videoInput' | 'excerpt' | 'inputBytes' | 'uploadBytes'>): string | null {
  const { inputBytes, uploadBytes } = row;
  if (inputBytes === null || uploadBytes === null || uploadBytes >= inputBytes) return null;
  const sizes = { sent: formatSize(uploadBytes), whole: formatSize(inputBytes) };
  if (row.videoInput) {
    return row.excerpt
      ? t('video-sent-excerpt', { ...sizes, duration: formatDuration(row.excerpt.durationMs) })
      : t('video-sent', sizes);
  }
  return row.excerpt ? t('audition-sent', { ...sizes, duration: formatDuration(row.excerpt.durationMs) }) : null;
}

/** A done dub's row while the dub is put into a copy of its video (in bold, before `makingVideoHint()`). */
export function makingVideoWords(): string {
  return t('video-making');
}

/** Its badge (the state's words while it lasts). */
export function makingVideoBadge(): string {
  return t('video-making-badge');
}

export function makingVideoHint(): string {
  return t('video-making-hint');
}

/**
 * A done dub whose video copy could not be made: which step failed and why (the system's problem,
 * ffmpeg's own words, or why ffmpeg cannot be used). The dub itself is fine. A row of an older
 * version holds its reason as text only (`other`): that text is quoted as it was.
 */
export function videoErrorWords(error: VideoError): string {
  if (error.step === 'no_tool') return t('video-error-no-tool', { reason: toolWords(error.tool) });
  if (error.step === 'other') {
    const why = (error.detail ?? '').trim().replace(/[.\s]+$/, '');
    return why ? t('video-error-reason', { reason: why }) : t('video-error');
  }
  return t('video-error-step', { step: error.step, detail: cause({ io: error.io ?? null, detail: error.detail ?? null }) });
}

/** "Dub the whole file" started, from an audition's row. */
export function dubWholeWords(title: string, voice: string | null): string {
  return voice ? t('audition-dub-whole-voice', { title, voice }) : t('audition-dub-whole', { title });
}

/** The "Dub again" dialog's line for an audition: the new dub auditions the same stretch. */
export function againAuditionWords(e: Excerpt): string {
  return t('audition-again', { span: excerptSpan(e) });
}

/** Why the dub sheet can't try 30 seconds first: a link is in it (the service fetches links whole). */
export function auditionLinkWords(): string {
  return t('audition-link');
}

/** Why the dub sheet can't try 30 seconds first: a file is no longer than an audition. */
export function auditionTooShortWords(name: string, durationMs: number, credits: number, others: boolean): string {
  return t(others ? 'audition-too-short-others' : 'audition-too-short', {
    file: name,
    duration: formatDuration(durationMs),
    credits,
  });
}

/** Why the dub sheet can't try 30 seconds first: ffmpeg, which cuts the stretch, is missing. */
export function auditionNoToolWords(tool: ToolMissing): string {
  return t('audition-no-tool', { reason: toolWords(tool) });
}

/** The shell could not say whether ffmpeg is here. */
export function auditionUnknownWords(): string {
  return t('audition-tool-unknown');
}

/** The shell has not said yet whether ffmpeg is here. */
export function auditionCheckingWords(): string {
  return t('audition-tool-checking');
}

/** What trying 30 seconds first does, and what it costs against the whole. */
export function auditionHintWords(files: number, each: number, whole: number, auditions: number): string {
  // Under a minute, a whole dub is already the minimum charge: say what an audition still saves.
  if (auditions >= whole) return t('audition-hint-minimum', { files, whole });
  return t('audition-hint', { files, each, whole });
}

/** How the dub sheet treats a video input: what is sent, and what comes back. */
export function videoInputWords(media: 'ready' | 'missing' | 'unknown', videoOut: boolean, audition: boolean): string {
  if (media === 'missing') return t('video-input-missing');
  const args = { media: media === 'ready' ? 'ready' : 'unknown' };
  if (!videoOut) return t('video-input-audio-only', args);
  if (audition) return t('video-input-audition', args);
  return t('video-input', args);
}

/** "220": a pitch in whole Hz, as the language writes numbers. */
export function hzWords(hz: number): string {
  return formatNumber(Math.round(hz));
}

/**
 * What the dub sheet says of its pitch suggestion for `file` and `voice` (names): why it set the
 * pitch it did ("This vocal sits near 220 Hz, Nova near 110 Hz: −12."), or why it suggests none.
 */
export function pitchAdviceWords(advice: PitchAdvice, voice: string, file: string): string {
  switch (advice.kind) {
    case 'proposed': {
      const p = advice.proposal;
      return t('dub-pitch-suggest-reason', { song: hzWords(p.songHz), target: hzWords(p.voiceHz), voice, shift: formatSemitones(p.semitones) });
    }
    case 'voice_unknown':
      return t('dub-pitch-suggest-unknown', { voice });
    case 'no_vocal_pitch':
      return t('dub-pitch-suggest-no-pitch', { file });
    case 'vocal_unreadable':
      return t('dub-pitch-suggest-unreadable', { reason: refusalWords(advice.reason, file) });
    default:
      return unknownValue(advice, t('dub-pitch-suggest-no-pitch', { file }));
  }
}
