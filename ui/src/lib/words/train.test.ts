import { describe, expect, it } from 'vitest';
import {
  figuresWords,
  findingWords,
  paidAgainstHeldWords,
  proposalWords,
  qualityCheckingWords,
  qualityFailedWords,
  qualityUnreadWords,
  trainingWarningWords,
  VERDICT_WORDS,
} from './train';
import type { Finding, TrainingWarning, Verdict } from '../bindings';
import type { ShownWarning } from '../stores/train.svelte';
import { expectWorded, inThePseudoLocale } from '../../test/worded';

describe('the check warnings', () => {
  it('words the check warnings with what, why and what to do', () => {
    expect(trainingWarningWords({ kind: 'too_many_files', count: 7, max: 5 })).toBe(
      '7 files added; a voice is trained from at most 5. Remove 2 to continue.',
    );
    expect(trainingWarningWords({ kind: 'unreadable_files', count: 2 })).toMatch(/^2 files can't be used .* remove them/);
    expect(trainingWarningWords({ kind: 'total_too_short', totalMs: 45_000, recommendedMs: 120_000 })).toMatch(
      /^Only 45 s of audio in all\. A voice learns best from at least 2:00/,
    );
    expect(trainingWarningWords({ kind: 'total_above_chosen', totalMs: 3_900_000, maxMinutes: 60 })).toMatch(
      /1:05:00 of audio, more than the 60 minutes.*raise the maximum minutes/,
    );
  });
});

describe("the recordings' findings", () => {
  it('says what was found and what to do for every code, with how reliable the hints are', () => {
    expect(findingWords({ code: 'clipped', percent: 4.2, samples: 900 })).toBe('4 % of samples clipped: lower the input gain and record again.');
    expect(findingWords({ code: 'clipped', percent: 0.354, samples: 90 })).toMatch(/^0\.35 % of samples clipped/);
    expect(findingWords({ code: 'noisy', snrDb: 14.4, noiseFloorDbfs: -41.6 })).toMatch(/only 14 dB above it \(noise at -42 dBFS; 25 dB or more is clean\)\. Record in a quieter room/);
    expect(findingWords({ code: 'silence', startMs: 42_000, endMs: 70_000 })).toBe('0:42–1:10 is silence: trim it.');
    expect(findingWords({ code: 'no_voice', startMs: 0, endMs: 12_500 })).toBe('0:00–0:12 has sound but no voice: cut it out.');
    expect(findingWords({ code: 'little_voice', voicedMs: 20_000, durationMs: 180_000 })).toMatch(/^Only 0:20 of its 3:00 is voice/);
    expect(findingWords({ code: 'too_quiet', loudnessLufs: -38.4 })).toMatch(/^Very quiet \(-38 LUFS\): raise the input gain/);
    expect(findingWords({ code: 'low_sample_rate', sampleRate: 22_050 })).toMatch(/^Recorded at 22\.05 kHz/);
    expect(findingWords({ code: 'music_bed', share: 0.48 })).toMatch(/\(48 % of the pauses are tonal\).*Only a hint: a hum looks the same/);
    expect(findingWords({ code: 'several_voices', semitones: 11.6 })).toMatch(/12 semitones apart\. Keep one speaker per voice\. Only a hint/);
  });
});

describe('the proposed minutes', () => {
  it('covers the voice when the recordings are mostly voice', () => {
    expect(proposalWords({ voicedMs: 192_000, durationMs: 200_000, suggestedMaxMinutes: 5, voiceMaxMinutes: 5 })).toBe(
      'Your recordings hold 3:12 of voice: 5 minutes of training cover it.',
    );
  });

  it('needs the recordings\' length, and says what trimming them to their voice would save', () => {
    expect(proposalWords({ voicedMs: 192_000, durationMs: 460_000, suggestedMaxMinutes: 8, voiceMaxMinutes: 5 })).toBe(
      'Your recordings last 7:40 and hold 3:12 of voice: training them needs 8 minutes. Trim the silences and 5 minutes would do.',
    );
  });
});

describe('in the pseudo-locale', () => {
  inThePseudoLocale();

  describe('training', () => {
    it('words every warning of the check, and one it does not know', () => {
      const warnings: { [K in ShownWarning['kind']]: Extract<ShownWarning, { kind: K }>[] } = {
        unreadable_files: [
          { kind: 'unreadable_files', count: 1 },
          { kind: 'unreadable_files', count: 3 },
        ],
        total_too_short: [{ kind: 'total_too_short', totalMs: 45_000, recommendedMs: 120_000 }],
        voice_too_short: [{ kind: 'voice_too_short', voicedMs: 56_000, recommendedMs: 120_000 }],
        total_above_chosen: [{ kind: 'total_above_chosen', totalMs: 3_900_000, maxMinutes: 60 }],
        too_many_files: [{ kind: 'too_many_files', count: 7, max: 5 }],
      };
      for (const w of Object.values(warnings).flat()) expectWorded(trainingWarningWords(w));
      expectWorded(trainingWarningWords({ kind: 'newer' } as unknown as TrainingWarning));
    });

    it('words every finding of the quality report, and one it does not know', () => {
      const findings: { [C in Finding['code']]: Extract<Finding, { code: C }>[] } = {
        clipped: [
          { code: 'clipped', percent: 4.2, samples: 900 },
          { code: 'clipped', percent: 0.354, samples: 90 },
        ],
        noisy: [{ code: 'noisy', snrDb: 14.4, noiseFloorDbfs: -41.6 }],
        silence: [{ code: 'silence', startMs: 42_000, endMs: 70_000 }],
        no_voice: [{ code: 'no_voice', startMs: 0, endMs: 12_500 }],
        little_voice: [{ code: 'little_voice', voicedMs: 20_000, durationMs: 180_000 }],
        too_short: [{ code: 'too_short', voicedMs: 2_000, durationMs: 2_400 }],
        too_quiet: [{ code: 'too_quiet', loudnessLufs: -38.4 }],
        low_sample_rate: [{ code: 'low_sample_rate', sampleRate: 22_050 }],
        music_bed: [{ code: 'music_bed', share: 0.48 }],
        several_voices: [
          { code: 'several_voices', semitones: 11.6 },
          { code: 'several_voices', semitones: 1 },
        ],
      };
      for (const f of Object.values(findings).flat()) expectWorded(findingWords(f));
      expectWorded(findingWords({ code: 'newer' } as unknown as Finding));
    });

    it('words every verdict, the figures, the proposal and what is paid', () => {
      for (const v of Object.keys(VERDICT_WORDS) as Verdict[]) {
        expectWorded(VERDICT_WORDS[v].label);
        expectWorded(VERDICT_WORDS[v].hint);
      }
      const figures = { durationMs: 180_000, voicedMs: 150_000, loudnessLufs: -20.4, snrDb: 31.2 };
      for (const f of [figures, { ...figures, loudnessLufs: null, snrDb: null }]) {
        expectWorded(figuresWords({ verdict: 'good', findings: [], figures: f } as never));
      }
      expectWorded(proposalWords({ voicedMs: 192_000, durationMs: 200_000, suggestedMaxMinutes: 5, voiceMaxMinutes: 5 }));
      expectWorded(proposalWords({ voicedMs: 192_000, durationMs: 460_000, suggestedMaxMinutes: 8, voiceMaxMinutes: 5 }));
      expectWorded(proposalWords({ voicedMs: 20_000, durationMs: 70_000, suggestedMaxMinutes: 1, voiceMaxMinutes: 1 }));
      expectWorded(paidAgainstHeldWords({ minutes: 8, credits: 80, voicedMs: 300_000, good: 2, usable: 1, poorKept: 0 }));
      expectWorded(paidAgainstHeldWords({ minutes: 1, credits: 1, voicedMs: 30_000, good: 1, usable: 0, poorKept: 1 }));
      expectWorded(qualityCheckingWords());
      expectWorded(qualityUnreadWords());
      expectWorded(qualityFailedWords(new Error('kaput')), ['kaput']);
    });
  });
});
