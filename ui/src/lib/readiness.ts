// The words of a custom voice's readiness (My voices' badge). The shell decides the readiness from
// the service's status word; the word itself is shown only where the readiness does not say it.
import type { MyVoice, VoiceReadiness } from './bindings';
import { capitalise } from './format';

export const READINESS_WORDS = {
  new: 'New',
  queued: 'Queued',
  training: 'Training',
  done: 'Ready',
  failed: 'Failed',
} satisfies Record<VoiceReadiness, string>;

/**
 * The badge of a voice: its readiness in words; while it trains, the service's own word when it
 * says more than "training" (a word the interface does not document, e.g. "paused_by_service").
 */
export function readinessWords(voice: Pick<MyVoice, 'readiness' | 'statusWord'>): string {
  const word = voice.statusWord.trim();
  if (voice.readiness === 'training' && word !== '' && word.toLowerCase() !== voice.readiness) {
    return capitalise(word.replace(/_/g, ' '));
  }
  return (READINESS_WORDS as Record<string, string | undefined>)[voice.readiness] ?? capitalise(word.replace(/_/g, ' '));
}
