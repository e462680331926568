# What the recorder of the training wizard asks the user to read aloud or sing, by what the
# trained voice will do.
#
# The spoken paragraphs are Harvard sentences (IEEE Recommended Practice for Speech Quality
# Measurements, 1969; public domain): short, plain sentences that together cover the sounds of
# English evenly. Do not translate them word for word. Write (or take from a public-domain
# phonetically balanced set of the language, e.g. the ATR 503 sentences for Japanese) five
# paragraphs of about five such sentences each, easy to read aloud and together covering the
# sounds of the language; the last paragraph has questions and feeling. Keep each paragraph
# about as long to read as the English one.
# The sung exercises can be translated; keep the vowels a singer of the language warms up on
# ("ah", "ee", "oo"), and the solfège as the language sings it.

## The choice of what the voice will do

prompt-purpose-question = What will this voice do?
# The voice will speak (a choice of prompt-purpose-question).
prompt-purpose-speak = Speak
prompt-purpose-speak-hint = Talking, reading, voice-overs.
# The voice will sing (a choice of prompt-purpose-question).
prompt-purpose-sing = Sing
prompt-purpose-sing-hint = Songs: the range and vowels of your singing.

## How to record

prompt-guidance-speak = Read at your normal pace and distance, about a hand's width from the microphone. Read each paragraph as if telling someone; a slip is fine, just go on.
prompt-guidance-sing = Sing without backing music, about two hands' width from the microphone, and lean back a little for loud high notes. Warm up first.
prompt-room-hint = Record in a quiet room with soft furnishings; turn off fans and notifications.
# Where a prompt is in its set ("2 of 6"). $index: its number; $count: how many there are.
prompt-position = { $index } of { $count }

## What to read aloud: a title, and the paragraph

prompt-speak-1-title = Paragraph 1
prompt-speak-1-text = The birch canoe slid on the smooth planks. Glue the sheet to the dark blue background. It's easy to tell the depth of a well. These days a chicken leg is a rare dish. Rice is often served in round bowls.
prompt-speak-2-title = Paragraph 2
prompt-speak-2-text = The boy was there when the sun rose. A rod is used to catch pink salmon. The source of the huge river is the clear spring. Kick the ball straight and follow through. Help the woman get back to her feet.
prompt-speak-3-title = Paragraph 3
prompt-speak-3-text = The small pup gnawed a hole in the sock. The fish twisted and turned on the bent hook. Press the pants and sew a button on the vest. The swan dive was far short of perfect. Two blue fish swam in the tank.
prompt-speak-4-title = Paragraph 4
prompt-speak-4-text = Hoist the load to your left shoulder. Take the winding path to reach the lake. Note closely the size of the gas tank. Wipe the grease off his dirty face. Mend the coat before you go out.
prompt-speak-5-title = Paragraph 5
prompt-speak-5-text = The frosty air passed through the coat. The crooked maze failed to fool the mouse. The wagon moved on well oiled wheels. A cup of sugar makes sweet fudge. Place a rosebush near the porch steps.
prompt-speak-6-title = Questions and feeling
# Lines of our own: questions, surprise, apology, doubt, read with feeling.
prompt-speak-6-text = Did you really leave the keys on the bus again? Oh, that's wonderful news! I'm sorry, I didn't quite catch your name. Well, honestly, I thought it would never stop raining. Could you read that part once more, slowly?

## What to sing: a title, and the exercise

prompt-sing-1-title = Major scale
prompt-sing-1-text = Sing a slow major scale up and down on "ah" (do re mi fa so la ti do, and back down), about one second a note, from a comfortable low note.
prompt-sing-2-title = Held "ah"
prompt-sing-2-text = Hold "ah" for 5 seconds on a low note, then on a middle note, then on a high note. Breathe between the notes.
prompt-sing-3-title = Held "ee"
prompt-sing-3-text = Hold "ee" for 5 seconds on a low note, then on a middle note, then on a high note. Keep it steady and relaxed.
prompt-sing-4-title = Held "oo"
prompt-sing-4-text = Hold "oo" for 5 seconds on a low note, then on a middle note, then on a high note.
# Sliding the voice smoothly from the lowest note to the highest.
prompt-sing-5-title = Range sweep
prompt-sing-5-text = Glide on "oo" from your lowest comfortable note up to your highest, and back down, slowly, like a siren. Do it twice.
prompt-sing-6-title = A verse you know
prompt-sing-6-text = Sing a verse and a chorus of a song you know well, without the music playing, the way you would sing it for someone.
