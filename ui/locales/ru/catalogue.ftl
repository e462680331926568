## Жанры

genre-pop = Поп
genre-rap = Рэп
genre-rock = Рок
genre-country = Кантри
genre-rnb = R&B
genre-alternative = Альтернатива
genre-jazz = Джаз

## Языки

language-english = Английский
language-spanish = Испанский
language-korean = Корейский
language-japanese = Японский
language-french = Французский
language-russian = Русский
language-thai = Тайский

## Стили

style-singing = Пение
style-rapping = Речитатив
style-speaking = Речь
# Голос персонажа (мультфильм, игра).
style-character = Персонаж
style-other = Другое
