// What the recorder of the training wizard asks the user to read or sing, by what the voice will
// do: every word of it in one place (`locales/<language>/prompts.ftl`), so it can be translated as
// one (issue 28). The spoken prompts are Harvard sentences (IEEE Recommended Practice for Speech
// Quality Measurements, 1969; public domain), which cover the sounds of English evenly, and a few
// lines of our own for questions and feeling; the sung ones go over a singer's range and vowels.
// Each language has its own (phonetically balanced sentences of the language, not translations).
// The words are read where they are drawn, so they follow a change of language.
import { t } from '../i18n/index.svelte';

/** What the trained voice will do. */
export type Purpose = 'speak' | 'sing';

/** One prompt: a short title and what to read or do. */
export interface Prompt {
  readonly title: string;
  readonly text: string;
}

/** The question the purposes answer. */
export function purposeQuestion(): string {
  return t('prompt-purpose-question');
}

/** The purposes, in the order offered, with their labels. */
export const PURPOSES: readonly { readonly value: Purpose; readonly label: string; readonly hint: string }[] = [
  {
    value: 'speak',
    get label() {
      return t('prompt-purpose-speak');
    },
    get hint() {
      return t('prompt-purpose-speak-hint');
    },
  },
  {
    value: 'sing',
    get label() {
      return t('prompt-purpose-sing');
    },
    get hint() {
      return t('prompt-purpose-sing-hint');
    },
  },
];

/** How to stand and sound while recording, by purpose. */
export const GUIDANCE: Readonly<Record<Purpose, string>> = {
  get speak() {
    return t('prompt-guidance-speak');
  },
  get sing() {
    return t('prompt-guidance-sing');
  },
};

/** A line on the room, for either purpose. */
export function roomHint(): string {
  return t('prompt-room-hint');
}

/** A prompt whose title and text are the messages `titleId` and `textId`. */
function prompt(titleId: string, textId: string): Prompt {
  return {
    get title() {
      return t(titleId);
    },
    get text() {
      return t(textId);
    },
  };
}

export const PROMPTS: Readonly<Record<Purpose, readonly Prompt[]>> = {
  speak: [
    prompt('prompt-speak-1-title', 'prompt-speak-1-text'),
    prompt('prompt-speak-2-title', 'prompt-speak-2-text'),
    prompt('prompt-speak-3-title', 'prompt-speak-3-text'),
    prompt('prompt-speak-4-title', 'prompt-speak-4-text'),
    prompt('prompt-speak-5-title', 'prompt-speak-5-text'),
    prompt('prompt-speak-6-title', 'prompt-speak-6-text'),
  ],
  sing: [
    prompt('prompt-sing-1-title', 'prompt-sing-1-text'),
    prompt('prompt-sing-2-title', 'prompt-sing-2-text'),
    prompt('prompt-sing-3-title', 'prompt-sing-3-text'),
    prompt('prompt-sing-4-title', 'prompt-sing-4-text'),
    prompt('prompt-sing-5-title', 'prompt-sing-5-text'),
    prompt('prompt-sing-6-title', 'prompt-sing-6-text'),
  ],
};

/** "2 of 6": where a prompt is in its set. */
export function promptPosition(index: number, count: number): string {
  return t('prompt-position', { index: index + 1, count });
}

