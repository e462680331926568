import { describe, expect, it } from 'vitest';
import { GUIDANCE, PROMPTS, PURPOSES, promptPosition, purposeQuestion, roomHint } from './prompts';
import { expectWorded, inThePseudoLocale } from '../../test/worded';

describe('in the pseudo-locale', () => {
  inThePseudoLocale();

    it('words every purpose, its guidance and every prompt', () => {
      expectWorded(purposeQuestion());
      expectWorded(roomHint());
      expectWorded(promptPosition(1, 6));
      for (const p of PURPOSES) {
        expectWorded(p.label);
        expectWorded(p.hint);
        expectWorded(GUIDANCE[p.value]);
        expect(PROMPTS[p.value].length).toBeGreaterThan(0);
        for (const prompt of PROMPTS[p.value]) {
          expectWorded(prompt.title);
          expectWorded(prompt.text);
        }
      }
    });
});
