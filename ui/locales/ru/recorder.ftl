# Раздел записи на экране «Обучить голос». $take — имя дубля (данные, например «Take 2»),
# $device — название микрофона.

rec-title = Запись
rec-files-hint =
    { $maxFiles ->
        [one] Голос обучается не больше чем на { $maxFiles } файле: запишите несколько дублей по минуте или дольше.
        [few] Голос обучается не больше чем на { $maxFiles } файлах: запишите несколько дублей по минуте или дольше.
        [many] Голос обучается не больше чем на { $maxFiles } файлах: запишите несколько дублей по минуте или дольше.
       *[other] Голос обучается не больше чем на { $maxFiles } файла: запишите несколько дублей по минуте или дольше.
    }

## Микрофон

rec-microphone = Микрофон
rec-devices-looking = Поиск микрофонов…
rec-devices-none = Микрофон не найден
rec-device-default = { $device } (по умолчанию)
rec-refresh = Обновить
rec-device-fell-back = Микрофон, выбранный в прошлый раз, не подключён: запись идёт с устройства «{ $device }». Подключите его и нажмите «Обновить».

## Текст для чтения или пения

rec-prompt-label = Текст
rec-prompt-previous = Предыдущий текст
rec-prompt-next = Следующий текст

## Запись

rec-stop = Остановить запись
rec-record = Записать дубль
rec-again = Перезаписать
rec-again-label = Перезаписать «{ $take }»
rec-again-title = Записать новый дубль; «{ $take }» будет заменён, когда вы остановите запись
rec-status-recording-from = Запись «{ $take }» с устройства «{ $device }»
rec-status-recording = Идёт запись
rec-status-opening = Открываем микрофон…
rec-status-ready = Нажмите «Записать дубль» и прочитайте или спойте текст.
rec-elapsed-label = Время записи
rec-replacing = Перезапись: «{ $take }» будет заменён, когда вы остановите запись.
rec-recording-adopted = Когда эта страница открылась, дубль уже записывался. Запись продолжается здесь: нажмите «Остановить запись», чтобы сохранить его, а затем запишите следующий.

## Индикатор уровня

rec-meter-label = Уровень входа
rec-meter-db = { $db } дБ
rec-meter-value = Пик { $db } дБ
rec-meter-value-clipping = Пик { $db } дБ, перегрузка
rec-meter-none = Нет сигнала
rec-silent-device = Пока ничего не слышно: проверьте, не выключен ли звук у «{ $device }», или выберите другой микрофон.
rec-silent = Пока ничего не слышно: проверьте, не выключен ли микрофон, или выберите другой.

## Записано относительно цели

rec-aim-label = Записано минут
rec-aim-progress = { $recorded } из { $aim }
rec-aim-reached = Цель достигнута.
rec-aim-left = Осталось { $left }.
rec-aim-chosen =
    { $minutes ->
        [one] Цель: { $minutes } минута — столько выбрано для обучения.
        [few] Цель: { $minutes } минуты — столько выбрано для обучения.
        [many] Цель: { $minutes } минут — столько выбрано для обучения.
       *[other] Цель: { $minutes } минуты — столько выбрано для обучения.
    }
rec-aim-fewest =
    { $minutes ->
        [one] Цель: { $minutes } минута — минимум, который оплачивается при обучении.
        [few] Цель: { $minutes } минуты — минимум, который оплачивается при обучении.
        [many] Цель: { $minutes } минут — минимум, который оплачивается при обучении.
       *[other] Цель: { $minutes } минуты — минимум, который оплачивается при обучении.
    }
rec-aim-counts = Учитывается каждый файл, который входит в обучение: и дубли, и добавленные файлы.

## Уведомления и сохранённые дубли

rec-notices-label = Уведомления записи
rec-dismiss = Закрыть
rec-sentences = { $first } { $second }
rec-takes-unlisted = Не удалось получить список сохранённых дублей: { $reason }
rec-saved-title = Сохранённые дубли
rec-add = Добавить
rec-add-label = Добавить «{ $take }»
rec-player-unreadable = плеер не смог его прочитать

## Кнопки дубля

rec-take-play = Слушать
rec-take-pause = Пауза
rec-take-play-label = Слушать «{ $take }»
rec-take-pause-label = Приостановить «{ $take }»
rec-take-trim-label = Обрезать тишину в «{ $take }»
rec-take-trim-title = Обрезать тишину в начале и в конце
rec-take-delete-label = Удалить «{ $take }»
rec-take-delete-title = Удалить этот дубль

## Подтверждение удаления

rec-delete-title = Удалить «{ $take }»?
rec-delete-text = Запись ({ $length }) будет удалена с этого компьютера и из файлов для обучения. Это действие нельзя отменить.
rec-delete-cancel = Отмена
rec-delete-confirm = Удалить дубль
