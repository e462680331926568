// The words of a custom voice's readiness (My voices' badge). The shell decides the readiness from
// the service's status word; the word itself is shown only where the readiness does not say it.
import type { MyVoice, VoiceReadiness } from '../bindings';
import { capitalise } from '../format';
import { t } from '../i18n/index.svelte';

/** The badge's words of each readiness. */
export const READINESS_WORDS = {
  new: () => t('readiness-new'),
  queued: () => t('readiness-queued'),
  training: () => t('readiness-training'),
  done: () => t('readiness-done'),
  failed: () => t('readiness-failed'),
} satisfies Record<VoiceReadiness, () => string>;

/** The service's own status word, as it is ("paused_by_service": "Paused by service"). */
function serviceWord(word: string): string {
  return t('readiness-service-word', { word: capitalise(word.replace(/_/g, ' ')) });
}

/**
 * The badge of a voice: its readiness in words; while it trains, the service's own word when it
 * says more than "training" (a word the interface does not document, e.g. "paused_by_service").
 */
export function readinessWords(voice: Pick<MyVoice, 'readiness' | 'statusWord'>): string {
  const word = voice.statusWord.trim();
  if (voice.readiness === 'training' && word !== '' && word.toLowerCase() !== voice.readiness) {
    return serviceWord(word);
  }
  const words = (READINESS_WORDS as Record<string, (() => string) | undefined>)[voice.readiness];
  return words ? words() : serviceWord(word);
}
