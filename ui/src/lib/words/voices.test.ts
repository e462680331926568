import { describe, expect, it } from 'vitest';
import { measuredRangeWords, namedRangeHint, rangeProblemWords } from './voices';
import { IpcError, ipcErrorData } from '../backend/backend';
import { wordsFor } from '../errors';
import { expectWorded, inThePseudoLocale } from '../../test/worded';
import { LANGUAGES, setLocale, t } from '../i18n/index.svelte';

const refused = new IpcError(ipcErrorData('invalid_value', "Dubdeck refused to store this: a voice's pitch of 5000 Hz."));

describe("words of a voice's range", () => {
  it('says where a voice sits, in whole Hz', () => {
    expect(measuredRangeWords(97.6)).toBe('Measured from your recordings: about 98 Hz');
    expect(namedRangeHint('low')).toBe('Bass or baritone, about 131 Hz');
    expect(namedRangeHint('middle')).toBe('Tenor or alto, about 220 Hz');
    expect(namedRangeHint('high')).toBe("Soprano or a child's voice, about 349 Hz");
  });

  it('words a pitch the shell refused with the limits, and any other failure as errors are worded', () => {
    expect(rangeProblemWords({ kind: 'failed', caught: refused, hz: 5000 })).toBe(
      "5,000 Hz can't be saved: a voice's pitch is between 20 and 2,000 Hz. Change it, then press Save again.",
    );
    expect(rangeProblemWords({ kind: 'missing' })).toBe("Type the voice's pitch in Hz (a number), then press Save.");
    const busy = new IpcError(ipcErrorData('library_busy', 'locked'));
    expect(rangeProblemWords({ kind: 'failed', caught: busy, hz: 180 })).toBe(wordsFor(busy));
  });

  describe('in the pseudo-locale', () => {
    inThePseudoLocale();

    it('draws them from messages', () => {
      expectWorded(measuredRangeWords(98));
      for (const range of ['low', 'middle', 'high'] as const) expectWorded(namedRangeHint(range));
      expectWorded(rangeProblemWords({ kind: 'failed', caught: refused, hz: 5000 }));
      expectWorded(rangeProblemWords({ kind: 'missing' }));
    });
  });
});

describe('the catalogue\'s genre "Rap" and style "Rapping"', () => {
  it('read differently in every language', async () => {
    const seen: Record<string, [string, string]> = {};
    for (const language of LANGUAGES) {
      await setLocale(language);
      seen[language] = [t('genre-rap'), t('style-rapping')];
    }
    for (const [language, [genre, style]] of Object.entries(seen)) expect(genre, language).not.toBe(style);
    // Every language was loaded (not English standing in for a missing catalogue).
    expect(seen.ja).toEqual(['ラップ', 'ラップ歌唱']);
    expect(new Set(Object.values(seen).map(([, style]) => style)).size).toBe(LANGUAGES.length);
  });
});
