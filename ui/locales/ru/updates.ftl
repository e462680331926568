# Обновления: «Настройки > Обновления» и уведомление о проверке при запуске.

updates-section = Обновления
updates-current = Установлена версия Dubdeck { $version }.
updates-check = Проверить обновления
updates-checking = Проверка обновлений…
updates-up-to-date = Dubdeck { $version } — новейшая версия.
updates-older = Предложенный выпуск ({ $offered }) старше этой версии ({ $current }): устанавливать нечего.
updates-older-chosen-address = Адрес обновлений выбран вами: проверьте, что по нему доступна новейшая версия, или используйте адрес по умолчанию.
updates-available = Доступна версия Dubdeck { $version }.
updates-notes = Что нового в Dubdeck { $version }
updates-released = Дата выпуска: { $date }
updates-no-notes = К этой версии нет описания изменений.
updates-install = Установить и перезапустить
updates-install-hint = Dubdeck скачает новую версию, проверит её подпись, установит и перезапустится в ней. Текущие задания сначала завершатся, а ваша библиотека останется как есть.

updates-stage-starting = Начинается установка Dubdeck { $version }…
updates-stage-waiting =
    { $jobs ->
        [one] Установка ждёт, пока идёт { $jobs } задание, и начнётся сама, когда оно завершится.
        [few] Установка ждёт, пока идут { $jobs } задания, и начнётся сама, когда они завершатся.
        [many] Установка ждёт, пока идут { $jobs } заданий, и начнётся сама, когда они завершатся.
       *[other] Установка ждёт, пока идут { $jobs } задания, и начнётся сама, когда они завершатся.
    }
updates-stage-downloading = Скачивание Dubdeck { $version }…
updates-stage-installing = Установка Dubdeck { $version }…
updates-stage-restarting = Dubdeck { $version } установлен. Dubdeck перезапускается в новой версии.
updates-downloaded-of = { $received } из { $total }
updates-downloaded = Скачано { $received }
updates-progress = Обновление до Dubdeck { $version }
updates-try-again = Повторить
updates-releases-page = Страница выпусков Dubdeck:

updates-check-at-start = Проверять обновления при запуске Dubdeck
updates-check-at-start-hint = Один раз, вскоре после запуска Dubdeck (в демо-режиме — никогда). Dubdeck сообщит, когда выйдет новая версия, и ничего не установит без вашего согласия.
updates-check-at-start-on = Dubdeck проверяет обновления при запуске.
updates-check-at-start-off = Dubdeck проверяет обновления только по вашему запросу.

updates-address-change = Изменить адрес обновлений
updates-address-label = Адрес обновлений
updates-address-hint-default = Адрес по умолчанию: официальные выпуски Dubdeck. Меняйте его, только чтобы пробовать собственные версии.
updates-address-hint-chosen = Выбранный вами адрес. «Использовать по умолчанию» вернёт официальные выпуски Dubdeck.
updates-address-save = Сохранить адрес
updates-address-default = Использовать по умолчанию
updates-address-saved = Адрес обновлений сохранён.
updates-address-reset-done = Dubdeck снова проверяет обновления в официальных выпусках.
updates-address-invalid =
    { $problem ->
        [empty] Введите адрес обновлений или нажмите «Использовать по умолчанию».
        [not_address] { $address } — не веб-адрес: введите адрес целиком, начиная с https://.
       *[not_https] { $address } — небезопасный адрес: обновления должны приходить с адреса https:// (http:// — только для адреса на этом компьютере, например localhost).
    }

updates-notice = Доступна версия Dubdeck { $version }.
updates-notice-review = Посмотреть
updates-notice-later = Позже
