## Géneros

genre-pop = Pop
genre-rap = Rap
genre-rock = Rock
genre-country = Country
genre-rnb = R&B
genre-alternative = Alternativa
genre-jazz = Jazz

## Idiomas

language-english = Inglés
language-spanish = Español
language-korean = Coreano
language-japanese = Japonés
language-french = Francés
language-russian = Ruso
language-thai = Tailandés

## Estilos

style-singing = Canto
style-rapping = Rapeo
style-speaking = Habla
style-character = Personaje
style-other = Otros
