import { describe, it } from 'vitest';
import { READINESS_WORDS, readinessWords } from './my-voices';
import type { VoiceReadiness } from '../bindings';
import { expectWorded, inThePseudoLocale } from '../../test/worded';

describe('in the pseudo-locale', () => {
  inThePseudoLocale();

    it('words every readiness, and the service\'s own word', () => {
      for (const readiness of Object.keys(READINESS_WORDS) as VoiceReadiness[]) {
        expectWorded(readinessWords({ readiness, statusWord: readiness }));
      }
      expectWorded(readinessWords({ readiness: 'training', statusWord: 'paused_by_service' }), ['Paused by service']);
      expectWorded(readinessWords({ readiness: 'newer' as VoiceReadiness, statusWord: 'odd' }), ['Odd']);
    });
});
