# The public catalogue's filter values: the genres, languages and styles the voice service
# documents. Each is the label of a filter chip on the Voices screen and of a tag on a voice's
# card and detail panel. A value the service adds later, with no message here, is shown as the
# service sends it.

## Genres (of music a voice sings or raps)

genre-pop = Pop
genre-rap = Rap
genre-rock = Rock
genre-country = Country
# Rhythm and blues.
genre-rnb = R&B
genre-alternative = Alternative
genre-jazz = Jazz

## Languages a voice sings or speaks in

language-english = English
language-spanish = Spanish
language-korean = Korean
language-japanese = Japanese
language-french = French
language-russian = Russian
language-thai = Thai

## Styles (how a voice performs)

style-singing = Singing
# Rapping as a way of performing, not the genre Rap above: the two labels must differ.
style-rapping = Rapping
style-speaking = Speaking
# A voice that plays a character (a cartoon, a game figure).
style-character = Character
# Any other style.
style-other = Other
