## Genres

genre-pop = Pop
genre-rap = Rap
genre-rock = Rock
genre-country = Country
genre-rnb = R&B
genre-alternative = Alternative
genre-jazz = Jazz

## Langues

language-english = Anglais
language-spanish = Espagnol
language-korean = Coréen
language-japanese = Japonais
language-french = Français
language-russian = Russe
language-thai = Thaï

## Styles

style-singing = Chanté
style-rapping = Rappé
style-speaking = Parlé
style-character = Personnage
style-other = Autre
