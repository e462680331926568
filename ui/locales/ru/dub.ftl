## Кредиты

dub-credits =
    { $credits ->
        [one] { $credits } кредит
        [few] { $credits } кредита
        [many] { $credits } кредитов
       *[other] { $credits } кредита
    }

## Значок кредитов в заголовке окна

dub-badge-label =
    { $minutes ->
        [one] Кредиты: { $credits }, примерно { $minutes } минута дубляжа
        [few] Кредиты: { $credits }, примерно { $minutes } минуты дубляжа
        [many] Кредиты: { $credits }, примерно { $minutes } минут дубляжа
       *[other] Кредиты: { $credits }, примерно { $minutes } минуты дубляжа
    }
dub-badge-as-of = Баланс на { $time }
dub-badge-minutes = ≈ { $minutes } мин
dub-badge-unknown-label = Кредиты: неизвестно
dub-badge-unknown = — кредитов

## Окно дубляжа: заголовок и исходники

dub-sheet-title-voice = Озвучить голосом { $voice }
dub-sheet-title-new = Новый дубляж
dub-sheet-close = Закрыть
dub-inputs-title = Что озвучить
dub-inputs-hint = Перетащите песни или клипы в окно, выберите файлы или вставьте ссылку.
dub-inputs-label = Файлы и ссылки
dub-input-meta = { $duration } · { $format }
dub-link-priced-later = Стоимость станет известна, когда сервис прочитает ссылку
dub-input-refused = Не будет озвучен
dub-input-remove = Убрать «{ $file }»
dub-link-remove = Убрать { $link }
dub-add-files = Добавить файлы…
dub-link-placeholder = https://… ссылка на песню или клип
dub-link-label = Ссылка для дубляжа
dub-add-link = Добавить ссылку
dub-link-invalid = «{ $link }» — не веб-ссылка. Вставьте адрес, который начинается с https:// (или http://) и ведёт на аудио или видео.

## Сначала проба 30 секунд

dub-audition-label = Сначала проба 30 секунд
dub-audition-reading = Анализ формы волны

## Голос, тон и вокал

dub-voice-title = Голос
dub-voice-hint = Выберите голос для дубляжа.
dub-pitch-title = Тон
dub-pitch-none = Без сдвига
dub-pitch-up =
    { $semitones ->
        [one] +{ $semitones } полутон
        [few] +{ $semitones } полутона
        [many] +{ $semitones } полутонов
       *[other] +{ $semitones } полутона
    }
dub-pitch-down =
    { $semitones ->
        [one] −{ $semitones } полутон
        [few] −{ $semitones } полутона
        [many] −{ $semitones } полутонов
       *[other] −{ $semitones } полутона
    }
dub-pitch-mark-up = +{ $octaves } окт.
dub-pitch-mark-down = −{ $octaves } окт.
dub-pitch-octave-down = На октаву ниже (−12)
dub-pitch-octave-up = На октаву выше (+12)
dub-pitch-slider-label = Сдвиг тона в полутонах
dub-pitch-hint = 12 полутонов — это одна октава: +12 поднимает низкий голос до высокого.
dub-vocals-title = Вокал
dub-vocals-separate = Сначала отделить вокал
dub-vocals-separate-hint = Для песен с музыкой: озвучивается голос, музыка остаётся.
dub-vocals-isolated = В исходнике уже только вокал
dub-vocals-isolated-hint = Без отделения: озвучивается весь исходник.

## Стоимость, баланс и запуск

dub-cost-label = Стоимость
dub-cost-estimated =
    { $files ->
        [1] Примерная стоимость
        [one] Примерная стоимость ({ $files } файл)
        [few] Примерная стоимость ({ $files } файла)
        [many] Примерная стоимость ({ $files } файлов)
       *[other] Примерная стоимость ({ $files } файла)
    }
dub-cost-audition =
    { $files ->
        [1] Стоимость пробы
        [one] Стоимость проб ({ $files } файл)
        [few] Стоимость проб ({ $files } файла)
        [many] Стоимость проб ({ $files } файлов)
       *[other] Стоимость проб ({ $files } файла)
    }
dub-cost-after-link = После обработки ссылки
dub-cost-with-links =
    { $credits ->
        [one] { $credits } кредит + ссылки
        [few] { $credits } кредита + ссылки
        [many] { $credits } кредитов + ссылки
       *[other] { $credits } кредита + ссылки
    }
dub-cost-instead = вместо { $credits }
dub-balance-title = Баланс
dub-balance-unknown = Неизвестно
dub-after-title = Останется
dub-not-enough = Недостаточно кредитов: нужно { $needed }, а на счёте { $balance }. Сначала купите кредиты или всё равно запустите: дубляжи подождут кредитов, ничего не потеряется.
dub-approval-hint = Точная стоимость показывается до генерации; если она выше вашего порога автоподтверждения, Dubdeck сначала спросит.
dub-cancel = Отмена
dub-start-dubs =
    { $count ->
        [1] Запустить дубляж
        [one] Запустить { $count } дубляж
        [few] Запустить { $count } дубляжа
        [many] Запустить { $count } дубляжей
       *[other] Запустить { $count } дубляжа
    }
dub-start-auditions =
    { $count ->
        [1] Запустить пробу
        [one] Запустить { $count } пробу
        [few] Запустить { $count } пробы
        [many] Запустить { $count } проб
       *[other] Запустить { $count } пробы
    }

## Выбор голоса (окно дубляжа, «Озвучить заново»)

dub-picker-label = Голос
dub-picker-search-placeholder = Поиск голосов
dub-picker-search-label = Поиск голоса для дубляжа
dub-picker-yours = Ваш
dub-picker-searching = Поиск…
dub-picker-none = Подходящих голосов нет. Попробуйте другое имя.
dub-picker-empty = Найдите голос в каталоге, чтобы выбрать его.

## Уведомления о запуске

dub-started =
    { $count ->
        [one] Озвучиваем { $count } файл голосом { $voice }.
        [few] Озвучиваем { $count } файла голосом { $voice }.
        [many] Озвучиваем { $count } файлов голосом { $voice }.
       *[other] Озвучиваем { $count } файла голосом { $voice }.
    }
dub-audition-started =
    { $count ->
        [1] Пробуем 30 секунд голосом { $voice }.
        [one] Пробуем по 30 секунд из { $count } файла голосом { $voice }.
        [few] Пробуем по 30 секунд из { $count } файлов голосом { $voice }.
        [many] Пробуем по 30 секунд из { $count } файлов голосом { $voice }.
       *[other] Пробуем по 30 секунд из { $count } файла голосом { $voice }.
    }
dub-started-dropped =
    { $count ->
        [one]
            Озвучиваем { $count } файл голосом { $voice }. { $credits ->
                [one] Примерно { $credits } кредит.
                [few] Примерно { $credits } кредита.
                [many] Примерно { $credits } кредитов.
               *[other] Примерно { $credits } кредита.
            }
        [few]
            Озвучиваем { $count } файла голосом { $voice }. { $credits ->
                [one] Примерно { $credits } кредит.
                [few] Примерно { $credits } кредита.
                [many] Примерно { $credits } кредитов.
               *[other] Примерно { $credits } кредита.
            }
        [many]
            Озвучиваем { $count } файлов голосом { $voice }. { $credits ->
                [one] Примерно { $credits } кредит.
                [few] Примерно { $credits } кредита.
                [many] Примерно { $credits } кредитов.
               *[other] Примерно { $credits } кредита.
            }
       *[other]
            Озвучиваем { $count } файла голосом { $voice }. { $credits ->
                [one] Примерно { $credits } кредит.
                [few] Примерно { $credits } кредита.
                [many] Примерно { $credits } кредитов.
               *[other] Примерно { $credits } кредита.
            }
    }
