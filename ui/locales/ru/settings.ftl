## Аккаунт

settings-account = Аккаунт
settings-demo-account = Демо-аккаунт
settings-demo-account-hint = Dubdeck работает на встроенном симуляторе с демо-кредитами; ваш собственный ключ, если он есть, не затрагивается.
settings-key-label = API-ключ
settings-key-set =
    { $origin ->
        [environment] API-ключ задан: он берётся из переменной окружения DUBDECK_API_KEY.
        [custom] API-ключ задан: он хранится в пользовательском хранилище ключей.
       *[keychain] API-ключ задан: он хранится в системном хранилище ключей.
    }
settings-key-none = API-ключ не задан.
settings-key-waiting = Ключ был проверен на { $checkedWith }, поэтому Dubdeck не отправит его на { $now }, пока вы не подтвердите это вверху окна или не замените ключ здесь.
settings-key-replace = Заменить ключ
settings-key-remove = Удалить ключ
settings-key-from-environment = Ключ берётся из переменной окружения DUBDECK_API_KEY, поэтому изменить его здесь нельзя. Измените или удалите эту переменную и перезапустите Dubdeck.
settings-new-key-label = Новый API-ключ
settings-new-key-hint = Dubdeck проверит новый ключ на { $host } и с этого момента будет отправлять его туда.
settings-key-save = Сохранить ключ
settings-cancel = Отмена
settings-key-remove-question = Удалить API-ключ с этого компьютера? Чтобы снова пользоваться аккаунтом, ключ придётся вставить заново.
settings-key-remove-confirm = Да, удалить ключ
settings-key-empty = Сначала вставьте новый API-ключ.
settings-key-saved = Новый API-ключ сохранён.
settings-key-refused = API-ключ отклонён, поле очищено; пока используется прежний ключ. Вставьте ключ целиком ещё раз.

## Дубляж

settings-dubbing = Дубляж
settings-output-folder = Папка для результатов
settings-output-default-hint = Папка по умолчанию. Дубляжи сохраняются сюда, пока вы не выберете другую.
settings-output-use-default = Сбросить папку
settings-output-choose = Выбрать папку…
settings-output-saved = Папка для результатов сохранена.
settings-output-reset = Папка для результатов сброшена.
settings-auto-approve = Порог автоподтверждения (кредиты)
settings-auto-approve-hint = Генерация стоимостью не выше этого значения запускается без подтверждения. 0 — всегда спрашивать.
settings-auto-approve-invalid = Введите целое число кредитов, 0 или больше (0 — всегда спрашивать).
settings-auto-approve-saved = Порог автоподтверждения сохранён.
settings-notifications = Уведомления
settings-notifications-hint = Уведомление на рабочем столе, когда дубляж или обучение завершается или не удаётся.
settings-notifications-saved = Настройка уведомлений сохранена.

## Видео и пробы

settings-media = Видео и пробы
settings-video-out = Озвученные видео
settings-video-out-hint = Кроме озвученного аудио, сохранять рядом и видео — копию ролика, где звук заменён дубляжем.
settings-video-out-on = Озвученные видео возвращаются и в виде видео.
settings-video-out-off = Озвученные видео возвращаются только в виде аудио.
settings-ffmpeg = ffmpeg
settings-ffmpeg-ready = ffmpeg { $version } установлен.
settings-ffmpeg-ready-hint = Из видео отправляется только звук (отправлять приходится гораздо меньше), а в окне дубляжа можно сначала попробовать 30 секунд.
settings-ffmpeg-unknown = Dubdeck не удалось проверить наличие ffmpeg. Установите ffmpeg из пакетов вашей системы (или с ffmpeg.org) и перезапустите Dubdeck. Без него видео отправляются целиком и возвращаются только в виде аудио, а пробы недоступны.

## Язык

settings-language-section = Язык
settings-language = Язык
settings-language-hint = Язык экранов, диалогов и уведомлений Dubdeck.
settings-language-system = Язык системы ({ $language })
settings-language-saved = Язык сохранён.

## Оформление

settings-appearance = Оформление
settings-theme = Тема
settings-theme-system = Системная
settings-theme-light = Светлая
settings-theme-dark = Тёмная
settings-theme-saved =
    { $theme ->
        [light] Тема: светлая.
        [dark] Тема: тёмная.
       *[system] Тема: системная.
    }
settings-reduce-motion = Уменьшение движения
settings-reduce-motion-hint = Статичные аватары: анимированные аватары не двигаются, даже при наведении.
settings-reduce-motion-saved = Настройка «Уменьшение движения» сохранена.

## Дополнительно: адрес сервиса

settings-advanced = Дополнительно
settings-address-demo = В демо-режиме Dubdeck работает со встроенным симулятором; адрес сервиса относится к вашему собственному аккаунту.
settings-address-change = Изменить адрес сервиса
settings-address-label = Адрес сервиса
settings-address-from-environment = Задана переменная DUBDECK_BASE_URL: пока она не удалена, вместо этого адреса используется её значение.
settings-address-hint = Адрес сервиса VoiceDub. Меняйте его, только чтобы подключиться к тестовому сервису.
settings-address-key-host = Ваш API-ключ был проверен на { $host }: на любой адрес на { $host } ключ отправляется без запроса.
settings-address-save = Сохранить
settings-address-reset = Вернуть стандартный
settings-address-saved = Адрес сервиса сохранён.
settings-address-reset-done = Адрес сервиса сброшен.
settings-credits-page-change = Изменить страницу покупки кредитов
settings-credits-page-label = Страница, которую открывает «Купить кредиты»
settings-credits-page-hint-default = Страница самого сервиса, где покупают кредиты для вашей учётной записи.
settings-credits-page-hint-chosen = Выбранная вами страница. «Использовать по умолчанию» вернёт страницу сервиса.
settings-credits-page-save = Сохранить страницу
settings-credits-page-default = Использовать по умолчанию
settings-credits-page-saved = Страница покупки кредитов сохранена.
settings-credits-page-reset-done = «Купить кредиты» снова открывает страницу сервиса.
settings-credits-page-invalid =
    { $problem ->
        [empty] Введите адрес страницы или нажмите «Использовать по умолчанию».
        [not_address] { $page } — не веб-адрес: введите адрес целиком, начиная с https://.
       *[not_https] { $page } — небезопасный адрес: страница покупки кредитов должна начинаться с https:// (http:// — только для страницы на этом компьютере, например localhost).
    }

## О программе

settings-about = О программе
settings-about-version = Версия
settings-about-build = Сборка
settings-about-logs = Файлы журнала
settings-about-logs-none = Нет: у Dubdeck нет папки данных на этом компьютере.
settings-about-unknown = Dubdeck не удалось прочитать свою версию. { $reason }
settings-about-diagnostics-hint = Диагностика показывает, как настроены Dubdeck и этот компьютер и что работает. Она на английском — для тех, кто исправляет Dubdeck, — и не содержит ни ключей, ни паролей.
settings-about-copy = Скопировать диагностику
settings-about-report = Сообщить о проблеме
settings-about-gathering = Собираем диагностику…
settings-about-opening = Открываем в браузере страницу для сообщения о проблеме…
settings-about-copied = Скопировано: вставьте диагностику в сообщение о проблеме.
settings-about-copy-failed = Буфер обмена не принял текст, поэтому ничего не скопировано. Выделите текст в поле ниже и скопируйте его сами.
settings-about-manual-label = Текст для копирования
settings-about-diagnostics-failed = Не удалось собрать диагностику. { $reason }
settings-about-report-opened =
    { $diagnostics ->
        [copied] Страница для сообщения о проблеме открывается в браузере: диагностика уже в ней или скопирована и готова к вставке.
        [refused] Страница для сообщения о проблеме открывается в браузере: диагностика в ней, если поместилась; если нет, скопируйте её из поля ниже.
       *[none] Страница для сообщения о проблеме открывается в браузере без диагностики: опишите там, что произошло.
    }
settings-about-report-open-failed = Не удалось открыть веб-браузер. Откройте { $page } в браузере сами, чтобы сообщить о проблеме.
settings-about-report-failed = Не удалось открыть страницу для сообщения о проблеме. { $reason } Можно также открыть { $page } в браузере.
settings-about-crashes = Отчёты о сбоях
settings-about-crashes-hint = Записи, которые Dubdeck делал каждый раз, когда неожиданно закрывался. Сначала самые новые.
settings-about-crash-item = Отчёт от { $date }
settings-about-crash-show = Показать
