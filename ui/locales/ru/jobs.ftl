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
jobs-progress-finishing =
    { $transfer ->
        [upload] Завершаем отправку…
       *[download] Завершаем скачивание…
    }

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
jobs-open-mix = Открыть микс
jobs-show-mix = Показать микс в папке
jobs-training-done = Голос обучен, им можно озвучивать.

## Почему задание не выполнено

failure-input-rejected = Исходник отклонён до отправки. Выберите другой файл.
failure-input-rejected-detail = Исходник отклонён до отправки: { $detail }. Выберите другой файл.
failure-input-changed =
    { $named ->
        [yes] Файл «{ $file }» изменился
       *[no] Исходник изменился
    } после того, как его выбрали. Нажмите «Повторить», чтобы озвучить его в текущем виде.
failure-input-missing =
    { $named ->
        [yes] Файла «{ $file }»
       *[no] Исходника
    } больше нет на месте{ $detail }. Верните его и нажмите «Повторить».
failure-unauthorized = API-ключ отклонён. Вставьте новый ключ в разделе «Настройки» и нажмите «Повторить».
failure-not-enough-credits-balance =
    { $needed ->
        [one] Нужен { $needed } кредит, а на счёте { $balance }. Купите кредиты и нажмите «Повторить».
        [few] Нужно { $needed } кредита, а на счёте { $balance }. Купите кредиты и нажмите «Повторить».
        [many] Нужно { $needed } кредитов, а на счёте { $balance }. Купите кредиты и нажмите «Повторить».
       *[other] Нужно { $needed } кредита, а на счёте { $balance }. Купите кредиты и нажмите «Повторить».
    }
failure-not-enough-credits =
    { $needed ->
        [one] Нужен { $needed } кредит — больше, чем есть на счёте. Купите кредиты и нажмите «Повторить».
        [few] Нужно { $needed } кредита — больше, чем есть на счёте. Купите кредиты и нажмите «Повторить».
        [many] Нужно { $needed } кредитов — больше, чем есть на счёте. Купите кредиты и нажмите «Повторить».
       *[other] Нужно { $needed } кредита — больше, чем есть на счёте. Купите кредиты и нажмите «Повторить».
    }
failure-voice-not-found =
    { $named ->
        [yes] Голос { $voice }
       *[no] Этот голос
    } больше недоступен. Озвучьте заново другим голосом.
failure-remote-not-found = Сервис больше не знает это задание (возможно, истёк срок хранения). Нажмите «Повторить», чтобы запустить его заново.
failure-remote-failed-reason = Сервису не удалось это обработать: { $reason }. Нажмите «Повторить» или попробуйте другой файл.
failure-remote-failed-known =
    { $kind ->
        [training] Сервису не удалось обработать это обучение ({ $known }). Нажмите «Повторить» или попробуйте другой файл или формат.
       *[file] Сервису не удалось обработать этот файл ({ $known }). Нажмите «Повторить» или попробуйте другой файл или формат.
    }
failure-remote-failed =
    { $kind ->
        [training] Сервису не удалось обработать это обучение. Нажмите «Повторить» или попробуйте другой файл или формат.
       *[file] Сервису не удалось обработать этот файл. Нажмите «Повторить» или попробуйте другой файл или формат.
    }
failure-invalid-request = Сервис отклонил запрос{ $detail }. Измените параметры и озвучьте заново.
failure-invalid-field = Dubdeck не отправил запрос: значение «{ $field }» недопустимо. Измените параметры и озвучьте заново.
failure-upload-failed = Отправка не удалась{ $detail }. Проверьте подключение и нажмите «Повторить».
failure-upload-addresses = Сервис не дал адрес для отправки каждого файла ({ $addresses } из { $files }). Нажмите «Повторить» через несколько минут.
failure-http-status = HTTP { $status }
failure-upload-expired = Адрес для отправки истёк до её завершения. Нажмите «Повторить», чтобы отправить заново.
failure-download-failed = Не удалось скачать результат{ $detail }. Нажмите «Повторить» — платить повторно не придётся.
failure-download-short = Скачивание результата оборвалось ({ $received } из { $expected } байт). Нажмите «Повторить» — платить повторно не придётся.
failure-media-failed =
    Dubdeck не удалось подготовить { $named ->
        [yes] «{ $file }»
       *[no] файл
    } к отправке{ $detail }. Проверьте, что он воспроизводится (и что ffmpeg установлен), и нажмите «Повторить».
failure-output-failed-path = Не удалось сохранить результат в { $path }{ $detail }. Освободите место или выберите другую папку для результатов, затем нажмите «Повторить».
failure-output-failed = Не удалось сохранить результат{ $detail }. Освободите место или выберите другую папку для результатов, затем нажмите «Повторить».
failure-network = Нет связи с сервисом. Проверьте подключение и нажмите «Повторить».
failure-server-error-status = В сервисе произошла ошибка (код { $status }). Нажмите «Повторить» через несколько минут.
failure-server-error = В сервисе произошла ошибка. Нажмите «Повторить» через несколько минут.
failure-redirected = Сервис перенаправил запрос на { $location }, а Dubdeck не следует перенаправлениям. Проверьте адрес сервиса в настройках и нажмите «Повторить».
failure-interrupted = Соединение оборвалось в момент, когда результат неизвестен. Нажмите «Повторить»: Dubdeck сначала всё проверит, так что дважды платить не придётся.
failure-internal = Внутренняя ошибка Dubdeck{ $detail }. Нажмите «Повторить»; если ошибка повторится, перезапустите Dubdeck.
failure-unknown = Что-то пошло не так ({ $code }). Нажмите «Повторить»; если ошибка повторится, перезапустите Dubdeck.

## Причина неудачной попытки, коротко ($cause в notice-retrying)

failure-cause-input-rejected = Исходник отклонён
failure-cause-input-missing = Исходный файл пропал или изменился
failure-cause-unauthorized = API-ключ отклонён
failure-cause-not-enough-credits = На счёте не хватает кредитов
failure-cause-voice-not-found = Голос недоступен
failure-cause-remote-not-found = Сервис больше не знает это задание
failure-cause-remote-failed = Сервису не удалось это обработать
failure-cause-invalid-request = Сервис отклонил запрос
failure-cause-upload-failed = Отправка не удалась
failure-cause-upload-expired = Адрес для отправки истёк
failure-cause-download-failed = Скачивание не удалось
failure-cause-media-failed = Не удалось подготовить файл к отправке
failure-cause-output-failed = Не удалось сохранить результат
failure-cause-network = Нет связи с сервисом
failure-cause-server-error = В сервисе произошла ошибка
failure-cause-interrupted = Соединение оборвалось
failure-cause-internal = Внутренняя ошибка Dubdeck
failure-cause-unknown = Попытка не удалась

## Временное состояние задания

notice-rate-limited = Ожидание сервиса ({ $seconds } с)
notice-retrying = { $cause }; повтор через { $seconds } с (попытка { $attempt } из { $of })
