# Расходы и бюджет: экран «Расходы» (столбцы кредитов по дням, неделям или месяцам, разделённые на
# дубляжи и обучение; таблица по голосам; этот месяц против месячного бюджета; экспорт в CSV) и в
# настройках — месячный бюджет и папки для наблюдения (то, что в них попадает, Dubdeck озвучивает сам).

## Экран «Расходы»

spend-route = Расходы
spend-by-label = Период
spend-by-day = День
spend-by-week = Неделя
spend-by-month = Месяц
spend-span =
    { $by ->
        [day] Последние 30 дней
        [week] Последние 12 недель
       *[month] Последние 12 месяцев
    }
spend-chart-label =
    { $by ->
        [day] Кредиты по дням
        [week] Кредиты по неделям
       *[month] Кредиты по месяцам
    }
spend-legend-dubs = Дубляжи: { $credits }
spend-legend-trainings = Обучение: { $credits }
spend-total =
    { $credits ->
        [one] Всего { $credits } кредит
        [few] Всего { $credits } кредита
        [many] Всего { $credits } кредитов
       *[other] Всего { $credits } кредита
    }
# $period: день («3 нояб. 2026 г.»), неделя (spend-week-of) или месяц («Ноябрь 2026 г.»).
spend-bar =
    { $total ->
        [0] { $period }: расходов нет
        [one] { $period }: { $total } кредит (дубляжи — { $dubs }, обучение — { $trainings })
        [few] { $period }: { $total } кредита (дубляжи — { $dubs }, обучение — { $trainings })
        [many] { $period }: { $total } кредитов (дубляжи — { $dubs }, обучение — { $trainings })
       *[other] { $period }: { $total } кредита (дубляжи — { $dubs }, обучение — { $trainings })
    }
spend-period-short = { $period }
spend-period = { $period }
spend-week-of = Неделя с { $day }
spend-table-show = Показать в цифрах
spend-col-period =
    { $by ->
        [day] День
        [week] Неделя
       *[month] Месяц
    }
spend-col-voice = Голос
spend-col-dubs = Дубляжи
spend-col-trainings = Обучение
spend-col-total = Итого
spend-row-total = Итого
spend-voices-title = По голосам
spend-voices-none = За это время ничего не потрачено.

## Этот месяц против месячного бюджета (экран «Расходы» и настройки)

spend-month-title = Этот месяц
# $month: название месяца в начале фразы («Ноябрь»).
spend-budget-status =
    { $state ->
        [over]
            { $budget ->
                [one] { $month }: потрачено { $spent } из { $budget } кредита, перерасход — { $over }
               *[other] { $month }: потрачено { $spent } из { $budget } кредитов, перерасход — { $over }
            }
        [none]
            { $spent ->
                [one] { $month }: расход — { $spent } кредит
                [few] { $month }: расход — { $spent } кредита
                [many] { $month }: расход — { $spent } кредитов
               *[other] { $month }: расход — { $spent } кредита
            }
       *[under]
            { $budget ->
                [one] { $month }: потрачено { $spent } из { $budget } кредита, осталось { $left }
               *[other] { $month }: потрачено { $spent } из { $budget } кредитов, осталось { $left }
            }
    }
spend-budget-reserved =
    { $credits ->
        [one] Ещё { $credits } кредит подтверждён, но пока не списан.
        [few] Ещё { $credits } кредита подтверждены, но пока не списаны.
        [many] Ещё { $credits } кредитов подтверждено, но пока не списано.
       *[other] Ещё { $credits } кредита подтверждено, но пока не списано.
    }
spend-budget-meter = Израсходовано из месячного бюджета
spend-budget-none = Месячный бюджет не задан
spend-budget-set = Задать бюджет в настройках

## Экспорт и состояния экрана

spend-export = Экспорт в CSV
spend-exported = История расходов сохранена в { $path }.
spend-empty = Расходов пока нет: здесь появится, сколько стоили ваши дубляжи и обучение.
spend-loading = Читаем историю расходов
spend-try-again = Повторить

## Настройки > Бюджет

spend-budget-section = Бюджет
spend-budget-label = Месячный бюджет (кредиты)
spend-budget-hint = Дубляжи, которые Dubdeck подтвердил бы сам, ждут вашего подтверждения, если с ними расходы за месяц превысили бы бюджет. То, что подтверждаете вы сами, выполняется всегда.
spend-budget-placeholder = Без бюджета
spend-budget-invalid = Введите целое число кредитов больше 0 или оставьте поле пустым, чтобы не задавать месячный бюджет.
spend-budget-saved = Месячный бюджет сохранён.
spend-budget-removed = Месячный бюджет удалён.

## Настройки > Папки для наблюдения

spend-watch-section = Папки для наблюдения
spend-watch-intro = Каждая песня или клип, попавшие в папку для наблюдения, озвучиваются, как только файл скопирован целиком, и никогда дважды; файлы, появившиеся, пока Dubdeck был закрыт, озвучиваются при его запуске.
spend-watch-none = Папок для наблюдения пока нет.
spend-watch-add = Добавить папку для наблюдения…
spend-watch-row-voice = Озвучивается голосом { $voice }
spend-watch-row-output = Сохраняется в { $folder }
spend-watch-row-limit =
    { $credits ->
        [0] Каждый дубляж ждёт вашего подтверждения
        [one] Дубляжи до { $credits } кредита запускаются сами
       *[other] Дубляжи до { $credits } кредитов запускаются сами
    }
spend-watch-toggle = Наблюдать за { $folder }
spend-watch-edit = Изменить
spend-watch-edit-label = Изменить, как озвучивается { $folder }
spend-watch-remove = Удалить
spend-watch-remove-label = Перестать наблюдать за { $folder }
spend-watch-remove-question = Перестать наблюдать за папкой { $folder }? Файлы в ней останутся на месте, а её дубляжи — в разделе «Задания».
spend-watch-remove-confirm = Перестать наблюдать
spend-watch-on = Снова наблюдаем за { $folder }.
spend-watch-off = За папкой { $folder } больше не наблюдаем; её настройки сохранены.
spend-watch-removed = Наблюдение за { $folder } прекращено.
spend-watch-added = Наблюдаем за { $folder }.
spend-watch-changed = Настройки для { $folder } сохранены.

## Настройки > Папки для наблюдения: настройки папки

spend-watch-form-title = Наблюдать за { $folder }
spend-watch-voice-missing = Выберите голос, которым озвучивать файлы из этой папки.
spend-watch-pitch = Сдвиг тона (полутоны)
spend-watch-pitch-invalid = Введите целое число полутонов от { $min } до { $max }.
spend-watch-output = Папка для результатов
spend-watch-output-choose = Выбрать…
spend-watch-output-hint = Куда сохраняются дубляжи из этой папки: любая папка, кроме наблюдаемой.
spend-watch-output-missing = Укажите папку, куда сохранять дубляжи из этой папки.
spend-watch-limit = Порог автоподтверждения (кредиты)
spend-watch-limit-hint =
    { $credits ->
        [0] Каждый дубляж ждёт вашего подтверждения.
        [one] Дубляжи стоимостью до { $credits } кредита запускаются сами в пределах месячного бюджета; более дорогие ждут вашего подтверждения.
       *[other] Дубляжи стоимостью до { $credits } кредитов запускаются сами в пределах месячного бюджета; более дорогие ждут вашего подтверждения.
    }
spend-watch-save = Наблюдать за этой папкой
spend-watch-save-changes = Сохранить изменения
