import { describe, it } from 'vitest';
import { auditionPlayerWords, mediaErrorWords, missingMediaWords, missingVideoWords, videoPlayWords } from './player';
import { expectWorded, inThePseudoLocale } from '../../test/worded';

describe('in the pseudo-locale', () => {
  inThePseudoLocale();

    it('words the player\'s notes and every media error of both sides', () => {
      for (const side of ['dub', 'original'] as const) {
        expectWorded(missingMediaWords(side, '/out/a.mp3'), ['/out/a.mp3']);
        for (const code of [1, 2, 3, 4]) expectWorded(mediaErrorWords(side, code));
      }
      expectWorded(missingVideoWords('/out/a.mp4'), ['/out/a.mp4']);
      for (const code of [1, 2, 3, 4]) expectWorded(videoPlayWords(code));
      expectWorded(auditionPlayerWords(70_000, 30_000));
      expectWorded(auditionPlayerWords(70_000, null));
    });
});
