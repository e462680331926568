import { describe, expect, it } from 'vitest';
import {
  againAuditionWords,
  auditionCheckingWords,
  auditionHintWords,
  auditionLinkWords,
  auditionNoToolWords,
  auditionsOfWords,
  auditionTitle,
  auditionTooShortWords,
  auditionUnknownWords,
  dubSettingsWords,
  dubWholeWords,
  excerptRangeWords,
  excerptSpan,
  makingVideoBadge,
  makingVideoHint,
  makingVideoWords,
  pitchAdviceWords,
  pitchTick,
  semitoneValueText,
  sentWords,
  videoErrorWords,
  videoInputWords,
} from './dub';
import { expectWorded, inThePseudoLocale, MISSING_TOOLS } from '../../test/worded';
import { refusalWords } from '../errors';
import { setLocale } from '../i18n/index.svelte';

describe('words of videos and auditions', () => {
  it("names an audition's stretch on the input's clock", () => {
    expect(auditionTitle({ startMs: 70_000, durationMs: 30_000 }, 'Summer single.mp3')).toBe('Audition 1:10–1:40 of Summer single.mp3');
    expect(auditionTitle({ startMs: 3_599_500, durationMs: 30_000 }, 'a.mp3')).toBe('Audition 59:59–1:00:29 of a.mp3');
    expect(excerptRangeWords(0, 30_000)).toBe('from 0:00 to 0:30');
  });

  it('says what was sent only when it was less than the file', () => {
    const row = { videoInput: true, excerpt: null, inputBytes: 412_000_000, uploadBytes: 3_100_000 };
    expect(sentWords(row)).toBe('Sent 3.1 MB of sound instead of the 412 MB video');
    expect(sentWords({ ...row, excerpt: { startMs: 0, durationMs: 30_000 }, uploadBytes: 560_000 })).toBe(
      'Sent 560 KB of sound (30 s) instead of the 412 MB video',
    );
    expect(sentWords({ ...row, videoInput: false, excerpt: { startMs: 0, durationMs: 30_000 }, inputBytes: 7_400_000, uploadBytes: 1_200_000 })).toBe(
      'Sent 1.2 MB (30 s) instead of the whole 7.4 MB file',
    );
    // Sent whole (no ffmpeg), not known yet, or an audio file sent as it is: nothing to say.
    expect(sentWords({ ...row, uploadBytes: 412_000_000 })).toBeNull();
    expect(sentWords({ ...row, uploadBytes: null })).toBeNull();
    expect(sentWords({ ...row, videoInput: false })).toBeNull();
  });

  it("says a video copy's failure without calling the dub failed, and what to do", () => {
    // A row of an older version: its reason as text, quoted as it was.
    const old = { step: 'other', io: null, tool: null, detail: 'the output folder is full.' } as const;
    expect(videoErrorWords(old)).toBe(
      'The dub is done, but its video copy could not be made: the output folder is full. Open the audio as it is, or make room in the output folder and dub it again to get the video.',
    );
    expect(videoErrorWords({ ...old, detail: '  ' })).toMatch(/^The dub is done, but its video copy could not be made\. Open the audio/);
    // The step and the system's problem in our words, not the system's text.
    const full = { step: 'place', io: 'storage_full', tool: null, detail: 'No space left on device (os error 28)' } as const;
    expect(videoErrorWords(full)).toBe(
      'The dub is done, but its video copy could not be made: it could not be moved into the output folder (the disk is full). Open the audio as it is, or dub it again to get the video.',
    );
    // ffmpeg's own words, quoted.
    expect(videoErrorWords({ step: 'mux', io: null, tool: null, detail: 'Invalid data found when processing input' })).toContain(
      'ffmpeg could not put the dub into the video (Invalid data found when processing input).',
    );
    expect(videoErrorWords({ step: 'no_tool', io: null, tool: { problem: 'not_found' }, detail: null })).toMatch(
      /^The dub is done, but its video copy could not be made\. ffmpeg is not installed .* Install ffmpeg, then dub it again/,
    );
  });

  it('says on the sheet what happens to a video, by ffmpeg, the setting and the audition', () => {
    expect(videoInputWords('ready', true, false)).toBe('Video: its sound alone is sent; the dub comes back as video too.');
    expect(videoInputWords('ready', false, false)).toBe('Video: its sound alone is sent; the dub comes back as audio only (Dubbed videos is off in Settings).');
    expect(videoInputWords('ready', true, true)).toBe('Video: its sound alone is sent; an audition comes back as audio, the whole dub as video too.');
    expect(videoInputWords('missing', true, false)).toBe('Video: sent whole, since ffmpeg is missing, and the dub comes back as audio.');
  });
});

describe('in the pseudo-locale', () => {
  inThePseudoLocale();

  describe('auditions and videos', () => {
    const excerpt = { startMs: 70_000, durationMs: 30_000 };

    it('words auditions and what a dub sends', () => {
      expectWorded(excerptSpan(excerpt));
      expectWorded(auditionTitle(excerpt, 'Summer single.mp3'), ['Summer single.mp3']);
      for (const [pitch, separate] of [
        [2, false],
        [-1, null],
        [-12, true],
      ] as const) {
        const words = dubSettingsWords(pitch, separate);
        expect(words.length).toBeGreaterThan(0);
        for (const w of words) expectWorded(w);
      }
      expectWorded(auditionsOfWords('Summer single.mp3'), ['Summer single.mp3']);
      expectWorded(excerptRangeWords(0, 30_000));
      const row = { videoInput: true, excerpt: null, inputBytes: 412_000_000, uploadBytes: 3_100_000 };
      expectWorded(sentWords(row));
      expectWorded(sentWords({ ...row, excerpt }));
      expectWorded(sentWords({ ...row, videoInput: false, excerpt }));
      expectWorded(makingVideoWords());
      expectWorded(makingVideoBadge());
      expectWorded(makingVideoHint());
      expectWorded(videoErrorWords({ step: 'other', io: null, tool: null, detail: 'the output folder is full.' }), ['the output folder is full']);
      expectWorded(videoErrorWords({ step: 'other', io: null, tool: null, detail: null }));
      for (const step of ['no_video', 'read_input', 'name', 'work_folder', 'mux', 'place'] as const) {
        expectWorded(videoErrorWords({ step, io: 'read_only', tool: null, detail: 'os error 30' }));
        expectWorded(videoErrorWords({ step, io: null, tool: null, detail: 'ffmpeg says no' }), ['ffmpeg says no']);
      }
      for (const [tool, data] of MISSING_TOOLS) expectWorded(videoErrorWords({ step: 'no_tool', io: null, tool, detail: null }), data);
      expectWorded(dubWholeWords('Summer single.mp3', 'Nova'), ['Summer single.mp3', 'Nova']);
      expectWorded(dubWholeWords('Summer single.mp3', null), ['Summer single.mp3']);
      expectWorded(againAuditionWords(excerpt));
      expectWorded(auditionLinkWords());
      for (const others of [true, false]) expectWorded(auditionTooShortWords('20s.wav', 20_000, 10, others), ['20s.wav']);
      expectWorded(auditionUnknownWords());
      expectWorded(auditionCheckingWords());
      for (const files of [1, 3]) {
        expectWorded(auditionHintWords(files, 10, 10 * files, 10 * files));
        expectWorded(auditionHintWords(files, 10, 40 * files, 10 * files));
      }
      for (const media of ['ready', 'missing', 'unknown'] as const) {
        for (const videoOut of [true, false]) for (const audition of [true, false]) expectWorded(videoInputWords(media, videoOut, audition));
      }
    });

    it('words an audition without ffmpeg, with the shell\'s reason or without', () => {
      for (const [tool, data] of MISSING_TOOLS) expectWorded(auditionNoToolWords(tool), data);
    });
  });
});

describe('words of a suggested pitch', () => {
  const proposed = (songHz: number, voiceHz: number, semitones: number) => ({ kind: 'proposed' as const, proposal: { songHz, voiceHz, semitones } });

  it('says why, with whole Hz as the language writes numbers and the shift signed', async () => {
    expect(pitchAdviceWords(proposed(220, 110, -12), 'Nova', 'song.wav')).toBe('This vocal sits near 220 Hz, Nova near 110 Hz: −12.');
    expect(pitchAdviceWords(proposed(1046.5, 261.63, -24), 'Nova', 'song.wav')).toBe('This vocal sits near 1,047 Hz, Nova near 262 Hz: −24.');
    expect(pitchAdviceWords(proposed(110, 130.81, 3), 'Nova', 'song.wav')).toBe('This vocal sits near 110 Hz, Nova near 131 Hz: +3.');
    expect(pitchAdviceWords(proposed(220, 220, 0), 'Nova', 'song.wav')).toBe('This vocal sits near 220 Hz, Nova near 220 Hz: 0.');
    await setLocale('fr');
    expect(pitchAdviceWords(proposed(1046.5, 261.63, -24), 'Nova', 'song.wav')).toMatch(/^La voix de ce fichier se situe vers 1\s047\sHz, Nova vers 262\sHz\s: −24\.$/);
  });

  it('says why none is suggested', () => {
    expect(pitchAdviceWords({ kind: 'voice_unknown' }, 'Nova', 'song.wav')).toMatch(/^The range of Nova is not known, so no pitch is suggested\. Open the voice in Voices/);
    expect(pitchAdviceWords({ kind: 'no_vocal_pitch' }, 'Nova', 'song.wav')).toMatch(/^No voice in "song\.wav" is clear enough to measure its pitch/);
    // Why the file can't be read: the refusal's own words (what, why, what to do).
    expect(pitchAdviceWords({ kind: 'vocal_unreadable', reason: 'not_media' }, 'Nova', 'notes.wav')).toBe(
      `The vocal could not be measured, so no pitch is suggested. ${refusalWords('not_media', 'notes.wav')}`,
    );
  });

  describe('in the pseudo-locale', () => {
    inThePseudoLocale();

    it('words every outcome from messages', () => {
      const data = ['Nova', 'song.wav'];
      expectWorded(pitchAdviceWords(proposed(220, 110, -12), 'Nova', 'song.wav'), data);
      expectWorded(pitchAdviceWords({ kind: 'voice_unknown' }, 'Nova', 'song.wav'), data);
      expectWorded(pitchAdviceWords({ kind: 'no_vocal_pitch' }, 'Nova', 'song.wav'), data);
      expectWorded(pitchAdviceWords({ kind: 'vocal_unreadable', reason: 'damaged' }, 'Nova', 'song.wav'), data);
    });
  });
});

describe('the pitch and key sliders', () => {
  it('say their value in semitones, with the octave when it is a whole one', () => {
    expect(semitoneValueText(3)).toBe('+3 semitones');
    expect(semitoneValueText(-1)).toBe('−1 semitone');
    expect(semitoneValueText(0)).toBe('0 semitones (no shift)');
    expect(semitoneValueText(-12)).toBe('−12 semitones (one octave down)');
    expect(semitoneValueText(12)).toBe('+12 semitones (one octave up)');
    expect(semitoneValueText(24)).toBe('+24 semitones (2 octaves up)');
    expect(semitoneValueText(-24)).toBe('−24 semitones (2 octaves down)');
  });

  it('mark the axis in semitones, each octave under its tick', () => {
    expect([-24, -12, 0, 12, 24].map(pitchTick)).toEqual([
      { semitones: '−24', octaves: '−2 octaves' },
      { semitones: '−12', octaves: '−1 octave' },
      { semitones: '0', octaves: 'No shift' },
      { semitones: '+12', octaves: '+1 octave' },
      { semitones: '+24', octaves: '+2 octaves' },
    ]);
  });

  it('take the plural forms of Russian', async () => {
    await setLocale('ru');
    expect(semitoneValueText(-12)).toBe('−12 полутонов (на октаву ниже)');
    expect(semitoneValueText(24)).toBe('+24 полутона (на 2 октавы выше)');
    expect(pitchTick(-24).octaves).toBe('−2 октавы');
  });
});
