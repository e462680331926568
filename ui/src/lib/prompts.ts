// What the recorder of the training wizard asks the user to read or sing, by what the voice will
// do: every word of it here, in one place, so it can be translated as one (issue 28). The spoken
// prompts are Harvard sentences (IEEE Recommended Practice for Speech Quality Measurements, 1969;
// public domain), which cover the sounds of English evenly, and a few lines of our own for
// questions and feeling; the sung ones go over a singer's range and vowels.

/** What the trained voice will do. */
export type Purpose = 'speak' | 'sing';

/** One prompt: a short title and what to read or do. */
export interface Prompt {
  readonly title: string;
  readonly text: string;
}

export const PURPOSE_QUESTION = 'What will this voice do?';

/** The purposes, in the order offered, with their labels. */
export const PURPOSES: readonly { readonly value: Purpose; readonly label: string; readonly hint: string }[] = [
  { value: 'speak', label: 'Speak', hint: 'Talking, reading, voice-overs.' },
  { value: 'sing', label: 'Sing', hint: 'Songs: the range and vowels of your singing.' },
];

/** How to stand and sound while recording, by purpose. */
export const GUIDANCE: Readonly<Record<Purpose, string>> = {
  speak:
    "Read at your normal pace and distance, about a hand's width from the microphone. Read each paragraph as if telling someone; a slip is fine, just go on.",
  sing: "Sing without backing music, about two hands' width from the microphone, and lean back a little for loud high notes. Warm up first.",
};

/** A line on the room, for either purpose. */
export const ROOM_HINT = 'Record in a quiet room with soft furnishings; turn off fans and notifications.';

export const PROMPTS: Readonly<Record<Purpose, readonly Prompt[]>> = {
  speak: [
    {
      title: 'Paragraph 1',
      text: "The birch canoe slid on the smooth planks. Glue the sheet to the dark blue background. It's easy to tell the depth of a well. These days a chicken leg is a rare dish. Rice is often served in round bowls.",
    },
    {
      title: 'Paragraph 2',
      text: 'The boy was there when the sun rose. A rod is used to catch pink salmon. The source of the huge river is the clear spring. Kick the ball straight and follow through. Help the woman get back to her feet.',
    },
    {
      title: 'Paragraph 3',
      text: 'The small pup gnawed a hole in the sock. The fish twisted and turned on the bent hook. Press the pants and sew a button on the vest. The swan dive was far short of perfect. Two blue fish swam in the tank.',
    },
    {
      title: 'Paragraph 4',
      text: 'Hoist the load to your left shoulder. Take the winding path to reach the lake. Note closely the size of the gas tank. Wipe the grease off his dirty face. Mend the coat before you go out.',
    },
    {
      title: 'Paragraph 5',
      text: 'The frosty air passed through the coat. The crooked maze failed to fool the mouse. The wagon moved on well oiled wheels. A cup of sugar makes sweet fudge. Place a rosebush near the porch steps.',
    },
    {
      title: 'Questions and feeling',
      text: "Did you really leave the keys on the bus again? Oh, that's wonderful news! I'm sorry, I didn't quite catch your name. Well, honestly, I thought it would never stop raining. Could you read that part once more, slowly?",
    },
  ],
  sing: [
    {
      title: 'Major scale',
      text: 'Sing a slow major scale up and down on "ah" (do re mi fa so la ti do, and back down), about one second a note, from a comfortable low note.',
    },
    {
      title: 'Held "ah"',
      text: 'Hold "ah" for 5 seconds on a low note, then on a middle note, then on a high note. Breathe between the notes.',
    },
    {
      title: 'Held "ee"',
      text: 'Hold "ee" for 5 seconds on a low note, then on a middle note, then on a high note. Keep it steady and relaxed.',
    },
    {
      title: 'Held "oo"',
      text: 'Hold "oo" for 5 seconds on a low note, then on a middle note, then on a high note.',
    },
    {
      title: 'Range sweep',
      text: 'Glide on "oo" from your lowest comfortable note up to your highest, and back down, slowly, like a siren. Do it twice.',
    },
    {
      title: 'A verse you know',
      text: 'Sing a verse and a chorus of a song you know well, without the music playing, the way you would sing it for someone.',
    },
  ],
};

/** "2 of 6": where a prompt is in its set. */
export function promptPosition(index: number, count: number): string {
  return `${index + 1} of ${count}`;
}
