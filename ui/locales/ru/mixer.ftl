# Сравнения и каверы на экране «Задания»: пробы одного фрагмента разными голосами в одной строке
# и микс озвученного вокала с инструменталом песни.

## Строка сравнения

compare-label = Сравнение «{ $title }»: { $voices }
compare-title = Сравнение голосов ({ $count }) на фрагменте { $span } из «{ $title }»
compare-title-whole = Сравнение голосов ({ $count }) на «{ $title }»
compare-progress = Готово проб: { $done } из { $count }
compare-approve-cost =
    { $count ->
        [one] Сгенерировать { $count } пробу
        [few] Сгенерировать { $count } пробы
        [many] Сгенерировать { $count } проб
       *[other] Сгенерировать { $count } пробы
    } за { $credits ->
        [one] { $credits } кредит
        [few] { $credits } кредита
        [many] { $credits } кредитов
       *[other] { $credits } кредита
    }
compare-dub-whole = Озвучить весь файл голосом { $voice }
compare-play-label = Слушать сравнение «{ $title }»
compare-player-label = Плеер сравнения: { $title }
compare-dub-missing = Дубляжа голосом { $voice } больше нет по пути { $path }, поэтому он не участвует в сравнении. Озвучьте заново, чтобы его послушать.
compare-dub-failed = Дубляж голосом { $voice } здесь не воспроизводится, поэтому он не участвует в сравнении.
compare-original-missing = Исходного файла больше нет по пути { $path }, поэтому звучат только голоса. Верните файл на место, чтобы сравнить их с оригиналом.
compare-original-failed = Оригинал здесь не воспроизводится, поэтому звучат только голоса.
compare-remove-label = Удалить сравнение «{ $title }» из библиотеки
compare-remove-title = Удалить сравнение «{ $title }» из библиотеки?
compare-remove-delete-files = Также удалить файлы результатов
compare-remove-confirm-delete = Удалить вместе с файлами
