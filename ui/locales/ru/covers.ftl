# Каверы, сравнения и вывод: вокал песни в паре с инструменталом, другие голоса на той же пробе,
# «Настройки» > «Готовые файлы» и дубляжи, уже сделанные голосом.

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
covers-key-down = −1: понизить тональность на полутон
covers-key-up = +1: повысить тональность на полутон
covers-key-hint = Сдвигает всю песню: вокал — через сервис, инструментал — на этом компьютере.
covers-key-fixed = ffmpeg на этом компьютере не умеет сдвигать тональность (в нём нет rubberband), поэтому песня остаётся в своей тональности.
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

## «Настройки» > «Готовые файлы»: как записываются готовые дубляжи и миксы

covers-output-section = Готовые файлы
covers-format = Формат
covers-format-hint = Формат файлов, в котором сохраняются готовые дубляжи и миксы.
covers-format-service = Как присылает сервис
covers-format-wav = WAV, 16 бит
covers-format-wav24 = WAV, 24 бита
covers-format-flac = FLAC
covers-format-mp3 = MP3, 320 кбит/с
covers-format-m4a = M4A (AAC, 256 кбит/с)
covers-format-opus = Opus
covers-format-saved = Формат сохранён.
covers-loudness = Громкость
covers-loudness-hint = Приводит готовые дубляжи и миксы к одной громкости, чтобы они звучали на ровном уровне.
covers-loudness-off = Выключено
covers-loudness-streaming = −14 LUFS (стриминг)
covers-loudness-custom = Своё значение
covers-loudness-field = Громкость в LUFS
covers-loudness-saved = Громкость сохранена.
covers-template = Шаблон имени
covers-template-hint = Как называются готовые дубляжи: {"{"}input{"}"} (файл или песня), {"{"}voice{"}"}, {"{"}key{"}"}, {"{"}pitch{"}"} и {"{"}date{"}"}. Оставьте поле пустым, чтобы имена были обычными.
covers-template-example = Пример: { $name }
covers-template-example-service = Пример: { $name } (с расширением, которое пришлёт сервис)
covers-template-example-input = Песня
covers-template-save = Сохранить шаблон
covers-template-saved = Шаблон имени сохранён.
covers-template-reset = Вернуть обычные имена
covers-template-reset-done = Готовые дубляжи снова называются как обычно.

## Панель голоса: ваши дубляжи и пробы с ним

covers-heard-title = Вы уже слышали
covers-heard-none = Вы ещё ничего не озвучивали этим голосом.
covers-heard-loading = Загружаем ваши дубляжи этим голосом
covers-heard-play = Слушать «{ $title }»
covers-heard-pause = Пауза: «{ $title }»
covers-heard-missing = Файла дубляжа больше нет там, где он был сохранён.
