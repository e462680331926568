## Панель инструментов

jobs-filters-label = Показать
jobs-filter-all = Все
jobs-filter-active = Активные
jobs-filter-waiting = Ожидают
jobs-filter-done = Готовые
jobs-filter-failed = С ошибкой
jobs-search-placeholder = Поиск заданий
jobs-search-label = Поиск заданий
jobs-group-label = Группировка заданий
jobs-group-none = Без группировки
jobs-group-voice = По голосу
# «Input» — исходный файл или ссылка.
jobs-group-input = По исходнику

## Список и пустые состояния

jobs-list-label = Задания
jobs-loading = Загрузка заданий
jobs-load-failed-title = Не удалось прочитать задания
jobs-try-again = Повторить
jobs-empty-title = Заданий пока нет
jobs-empty-text = Перетащите песню или клип на голос — и получите дубляж. Здесь отображаются все дубляжи и обучения с ходом выполнения, стоимостью и результатом; они продолжаются, даже если закрыть приложение.
jobs-empty-pick = Выбрать файлы для дубляжа
jobs-empty-browse = Обзор голосов
jobs-none-match-title = Подходящих заданий нет
jobs-none-match-text = Попробуйте другой фильтр или запрос.
jobs-show-all = Показать все задания
jobs-show-more = Показать ещё (осталось { $count })

## Диалог «Озвучить заново»

jobs-again-title = Озвучить «{ $title }» заново
jobs-again-text = Тот же исходник, тон и отделение вокала, но другой голос. Прежний дубляж сохранится.
jobs-again-voices = Другой голос
jobs-cancel = Отмена
jobs-again-confirm = Озвучить голосом { $voice }
jobs-again-choose = Выбрать голос

## Диалог удаления

jobs-remove-title = Удалить «{ $title }» из библиотеки?
jobs-remove-text = Задание исчезнет из списка «Задания». Это действие нельзя отменить.
jobs-remove-delete-file = Также удалить файл результата
jobs-remove-confirm = Удалить
jobs-remove-confirm-delete = Удалить вместе с файлом

## Строка задания

jobs-state-created = В очереди
jobs-state-creating = Запуск
jobs-state-uploading = Отправка
jobs-state-preprocessing = Подготовка
jobs-state-awaiting-approval = Ждёт подтверждения
jobs-state-generating = Генерация
jobs-state-downloading = Скачивание
jobs-state-done = Готово
jobs-state-failed = Ошибка
jobs-state-waiting-credits = Ждёт кредитов
jobs-state-canceled = Отклонено
jobs-state-training = Обучение

jobs-progress-transfer = { $state } · { $percent }% из { $total }
jobs-progress-transfer-speed = { $state } · { $percent }% из { $total } · { $speed }/с
jobs-progress-elapsed = { $state } · { $elapsed }
jobs-progress-label = Ход выполнения: { $state }

jobs-step-upload = Отправка
jobs-step-preprocess = Подготовка
jobs-step-confirm = Подтверждение
jobs-step-generate = Генерация
jobs-step-train = Обучение
jobs-step-download = Скачивание
jobs-steps-label = Этапы

jobs-meta-training = Обучение голоса
jobs-meta-link = Ссылка
jobs-meta-credits =
    { $credits ->
        [one] { $credits } кредит
        [few] { $credits } кредита
        [many] { $credits } кредитов
       *[other] { $credits } кредита
    }

jobs-row-label = { $title }
jobs-remove-label = Удалить «{ $title }» из библиотеки

jobs-approve-cost =
    { $credits ->
        [one] Сгенерировать за { $credits } кредит
        [few] Сгенерировать за { $credits } кредита
        [many] Сгенерировать за { $credits } кредитов
       *[other] Сгенерировать за { $credits } кредита
    }
jobs-approve-line = { $cost } — сервис оценил исходник; ничего не списывается, пока вы не подтвердите.
jobs-discard = Отклонить
jobs-approve = Подтвердить
jobs-retry = Повторить
jobs-credits-needed =
    { $credits ->
        [one] Нужен { $credits } кредит — больше, чем есть на счёте. Купите кредиты и нажмите «Повторить».
        [few] Нужно { $credits } кредита — больше, чем есть на счёте. Купите кредиты и нажмите «Повторить».
        [many] Нужно { $credits } кредитов — больше, чем есть на счёте. Купите кредиты и нажмите «Повторить».
       *[other] Нужно { $credits } кредита — больше, чем есть на счёте. Купите кредиты и нажмите «Повторить».
    }
jobs-credits-waits = Задание ждёт; ничего не потеряно.
jobs-failed-retry = Задание не выполнено. Нажмите «Повторить».
jobs-failed = Задание не выполнено.
jobs-dub-whole = Озвучить весь файл
jobs-dub-again = Озвучить другим голосом

jobs-play = Слушать
jobs-play-label = Слушать «{ $title }»
jobs-open-video = Открыть видео
jobs-show-video = Показать видео в папке
jobs-open = Открыть
jobs-show = Показать в папке
jobs-open-audio = Открыть аудио
jobs-show-audio = Показать аудио в папке
jobs-training-done = Голос обучен, им можно озвучивать.
