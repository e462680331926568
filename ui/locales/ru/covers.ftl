# Каверы, сравнения и вывод: вокал песни в паре с инструменталом, другие голоса на той же пробе,
# «Настройки» > «Вывод» и дубляжи, уже сделанные голосом.

## Окно дубляжа: вокал и инструментал (кавер)

covers-pair-label = Вокал и инструментал
covers-pair-line = Вокал: «{ $vocal }» · Инструментал: «{ $instrumental }»
covers-pair-swap = Поменять местами
covers-pair-unpair = Разъединить
covers-pair-not-sent = Не отправляется
covers-pair-hint = Один дубляж: вокал озвучивается, а затем сводится с инструменталом на этом компьютере.
covers-add-instrumental = Добавить инструментал…
covers-vocal-as-is = Вокал отправляется как есть (это уже отдельная дорожка), поэтому отделение вокала выключено.
covers-audition-paired = Кавер озвучивается целиком. Чтобы сначала попробовать 30 секунд файла, нажмите «Разъединить».
covers-key-title = Тональность
covers-key-slider-label = Тональность всей песни в полутонах
covers-key-down = Понизить тональность на полутон (−1)
covers-key-up = Повысить тональность на полутон (+1)
covers-key-hint = Сдвигает всю песню: вокал — через сервис, инструментал — на этом компьютере.
covers-started = Озвучиваем вокал «{ $song }» голосом { $voice }. Когда результат вернётся, он будет сведён с инструменталом на этом компьютере.

## Окно дубляжа: другие голоса для сравнения на тех же 30 секундах

covers-compare-title = Сравнение голосов
covers-compare-list-label = Голоса для сравнения
covers-compare-remove = Убрать { $voice } из сравнения
covers-compare-add = Сравнить с другим голосом
covers-compare-hint = Каждый голос пробует одни и те же 30 секунд: одна проба на голос.
covers-compare-full = За раз можно сравнить не больше { $max } голосов. Уберите один, чтобы добавить другой.
covers-compare-picker-label = Голос для сравнения
covers-compare-search-label = Найти голос для сравнения
covers-compare-cost-title = Стоимость сравнения
covers-compare-cost =
    { $auditions ->
        [one] { $auditions } проба
        [few] { $auditions } пробы
        [many] { $auditions } проб
       *[other] { $auditions } пробы
    } · { $credits ->
        [one] { $credits } кредит
        [few] { $credits } кредита
        [many] { $credits } кредитов
       *[other] { $credits } кредита
    }
covers-compare-started = Пробуем одни и те же 30 секунд с { $count } голосами.
