## Запуск

app-loading-label = Загрузка Dubdeck
app-failed-title = Не удалось запустить Dubdeck
app-remove-stored-key = Удалить сохранённый ключ
app-try-again = Повторить

app-key-lost = API-ключ отклонён. Вставьте новый ключ.
app-key-missing = API-ключ не задан. Вставьте свой API-ключ, чтобы продолжить.

## Экран ключа

welcome-title = Добро пожаловать в Dubdeck
welcome-lead = Любая песня или клип — другим голосом. Подключите аккаунт VoiceDub, чтобы начать.
welcome-key-label = API-ключ
welcome-key-hint = API-ключ можно найти в настройках аккаунта VoiceDub на voicedub.ai.
welcome-save-key = Сохранить ключ
welcome-key-safe = Ключ сохраняется в системном хранилище ключей, а не в файле.
welcome-or = или
welcome-try-demo = Попробовать демо
welcome-demo-hint = Демо работает на встроенном симуляторе с демо-кредитами. Ничего не списывается.
welcome-key-refused = API-ключ отклонён, поле очищено. Вставьте ключ целиком ещё раз или вставьте новый.
welcome-key-empty = Сначала вставьте API-ключ.

## Хранилище ключей недоступно

keychain-screen-title = Хранилище ключей недоступно
keychain-screen-hint = Dubdeck хранит API-ключ только в системном хранилище ключей, поэтому не сможет сохранить ключ, пока хранилище не заработает.
keychain-screen-try-again = Повторить
keychain-screen-try-demo = Попробовать демо

## Рамка: боковая и верхняя панели

frame-nav-label = Главное меню
frame-route-voices = Голоса
frame-route-my-voices = Мои голоса
frame-route-jobs = Задания
frame-route-train = Обучить голос
frame-route-settings = Настройки
frame-nav-jobs-active = Задания, выполняются: { $count }
frame-nav-jobs-waiting = Задания, ждут вас: { $waiting }
frame-nav-jobs-both = Задания, выполняются: { $active }, ждут вас: { $waiting }
frame-version = Dubdeck { $version }
frame-dub-files = Озвучить файлы
frame-dub-files-title = Озвучить файлы (Ctrl+O)
frame-demo-mark = ДЕМО
frame-demo-label = Демо-режим
frame-demo-title = Демо-режим: встроенный симулятор, без настоящих кредитов
frame-leave-demo = Выйти из демо
frame-crashed-title = На этом экране произошла ошибка
frame-crashed-reload = Перезагрузить экран

## Файлы над окном

frame-drop-training-busy = Сейчас обучается голос: перетащите следующие записи, когда он будет готов
frame-drop-training = Отпустите, чтобы добавить записи в файлы для обучения
frame-drop-on-voice = Отпустите, чтобы озвучить голосом { $voice }
frame-drop-last-voice = Отпустите файлы, чтобы озвучить их, и выберите голос (последний: { $voice }) — или перетащите их на карточку голоса
frame-drop = Отпустите файлы, чтобы озвучить их, и выберите голос — или перетащите их на карточку голоса

## Уведомления

frame-notice-view-jobs = Открыть в «Заданиях»
frame-notice-dismiss = Закрыть
frame-notices-label = Уведомления
frame-notice-all = Показать все
frame-notice-fewer = Свернуть
frame-key-host-confirmed = Теперь Dubdeck отправляет ваш API-ключ на { $host }.

## Ключ ждёт решения пользователя

frame-host-change-title = Отправка API-ключа приостановлена
frame-host-change-what = Ваш API-ключ был проверен на { $checkedWith }. Теперь адрес сервиса — { $now }, поэтому Dubdeck не отправляет туда ваш ключ. Задания остаются в библиотеке и продолжатся, как только ключ можно будет отправить.
# Вопрос в кавычках — тот же, что в диалоге оболочки (key-host-title).
frame-host-change-asking = Ответьте в окне, которое открыл Dubdeck: «Отправить ваш API-ключ на { $host }?»
frame-host-change-declined = На { $host } ничего не отправлено. Отправьте ключ, когда убедитесь, что адрес верный, используйте другой ключ или верните прежний адрес.
frame-host-change-send = Отправить ключ на { $host }
frame-host-change-other-key = Указать другой ключ
frame-host-change-from-environment = Адрес задан в DUBDECK_BASE_URL: чтобы вернуть прежний, измените или удалите эту переменную и перезапустите Dubdeck.
frame-host-change-change-back = Вернуть прежний адрес
