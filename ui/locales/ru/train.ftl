## Шаги мастера

train-steps-label = Шаги обучения
train-step-files = Файлы
train-step-settings = Параметры
train-step-review = Проверка
train-step-train = Обучение
train-step-done = { $step }: выполнено

## Шаг 1: записи

train-files-title = Добавьте записи голоса
train-files-lead =
    { $maxFiles ->
        [1] Один аудиофайл с записью одного голоса: чистое пение или речь, всего не меньше { $duration }. Перетащите его в любое место окна или нажмите «Добавить файлы».
        [one] От 1 до { $maxFiles } аудиофайла с записью одного голоса: чистое пение или речь, всего не меньше { $duration }. Перетащите их в любое место окна или нажмите «Добавить файлы».
        [few] От 1 до { $maxFiles } аудиофайлов с записью одного голоса: чистое пение или речь, всего не меньше { $duration }. Перетащите их в любое место окна или нажмите «Добавить файлы».
        [many] От 1 до { $maxFiles } аудиофайлов с записью одного голоса: чистое пение или речь, всего не меньше { $duration }. Перетащите их в любое место окна или нажмите «Добавить файлы».
       *[other] От 1 до { $maxFiles } аудиофайла с записью одного голоса: чистое пение или речь, всего не меньше { $duration }. Перетащите их в любое место окна или нажмите «Добавить файлы».
    }
train-drop-here-dragging = Отпустите, чтобы добавить эти записи
train-drop-here = Перетащите записи сюда
train-add-files = Добавить файлы
train-files-label = Файлы для обучения
train-file-checking = Проверка…
train-file-meta = { $duration } · { $format } · { $size }
train-file-refused = { $reason } Файл не будет использован.
train-findings-label = Замечания к файлу «{ $file }»
train-keep-label = Всё равно оставить «{ $file }»
train-keep = Всё равно оставить
train-keep-in = — файл войдёт в обучение.
train-keep-out = — файл не войдёт в обучение.
train-remove-label = Убрать «{ $file }»
train-remove-take-title = Убрать из файлов для обучения (дубль останется в «Сохранённых дублях»)
train-total =
    { $count ->
        [one] Всего аудио: { $duration } в { $count } пригодном файле
        [few] Всего аудио: { $duration } в { $count } пригодных файлах
        [many] Всего аудио: { $duration } в { $count } пригодных файлах
       *[other] Всего аудио: { $duration } в { $count } пригодного файла
    }
train-total-voiced =
    { $count ->
        [one] Всего аудио: { $duration } в { $count } пригодном файле; из них голос — { $voiced }
        [few] Всего аудио: { $duration } в { $count } пригодных файлах; из них голос — { $voiced }
        [many] Всего аудио: { $duration } в { $count } пригодных файлах; из них голос — { $voiced }
       *[other] Всего аудио: { $duration } в { $count } пригодного файла; из них голос — { $voiced }
    }
train-warnings-label = Предупреждения

## Почему кнопка «Далее» недоступна на шаге 1

train-files-hint-recording = Остановите запись, чтобы продолжить.
train-files-hint-checking = Проверяем записи…
train-files-hint-empty = Добавьте хотя бы одну запись, чтобы продолжить.
train-files-hint-unusable = Ни один из этих файлов не подходит: добавьте читаемую запись.
train-files-hint-all-poor = Все записи плохого качества. Чтобы продолжить, всё равно оставьте одну из них или добавьте запись получше.
train-files-hint-too-many =
    { $count ->
        [one] Уберите { $count } файл, чтобы продолжить.
        [few] Уберите { $count } файла, чтобы продолжить.
        [many] Уберите { $count } файлов, чтобы продолжить.
       *[other] Уберите { $count } файла, чтобы продолжить.
    }

## Кнопки мастера

train-next = Далее
train-back = Назад

## Шаг 2: имя и параметры

train-settings-title = Имя и параметры
train-settings-lead = Как голос будет называться в разделе «Мои голоса» и как сервис будет его обучать.
train-name = Имя голоса
train-name-placeholder = например, Мой студийный голос
train-name-hint =
    { $max ->
        [one] От 1 до { $max } символа; пробелы в начале и в конце не учитываются.
        [few] От 1 до { $max } символов; пробелы в начале и в конце не учитываются.
        [many] От 1 до { $max } символов; пробелы в начале и в конце не учитываются.
       *[other] От 1 до { $max } символа; пробелы в начале и в конце не учитываются.
    }
train-name-empty =
    { $max ->
        [one] Дайте голосу имя (от 1 до { $max } символа).
        [few] Дайте голосу имя (от 1 до { $max } символов).
        [many] Дайте голосу имя (от 1 до { $max } символов).
       *[other] Дайте голосу имя (от 1 до { $max } символа).
    }
train-name-too-long =
    { $length ->
        [one] В имени { $length } символ
        [few] В имени { $length } символа
        [many] В имени { $length } символов
       *[other] В имени { $length } символа
    }, а сервис принимает не больше { $max }. Удалите { $over ->
        [one] { $over } символ
        [few] { $over } символа
        [many] { $over } символов
       *[other] { $over } символа
    }.
train-minutes = Максимум минут
train-minutes-use-proposed = Использовать предложенное: { $minutes }
train-minutes-range = От { $min } до { $max }.
train-minutes-proposed = Предложено по длительности аудио ({ $duration }): { $minutes }.
train-minutes-proposed-unknown = Предложено по длительности аудио ({ $duration }).
train-minutes-cost =
    Обучение стоит { $perMinute ->
        [one] { $perMinute } кредит
        [few] { $perMinute } кредита
        [many] { $perMinute } кредитов
       *[other] { $perMinute } кредита
    } за минуту: итого { $cost ->
        [one] { $cost } кредит
        [few] { $cost } кредита
        [many] { $cost } кредитов
       *[other] { $cost } кредита
    }.
train-minutes-empty = Укажите максимум минут: от { $min } до { $max }.
train-minutes-not-whole = Введите целое число минут: от { $min } до { $max }.
train-minutes-out-of-range =
    Выберите от { $min } до { $max ->
        [one] { $max } минуты
        [few] { $max } минут
        [many] { $max } минут
       *[other] { $max } минуты
    }; { $minutes } — вне допустимого диапазона.
train-minutes-below-audio =
    В записях { $duration } аудио — больше, чем { $minutes ->
        [one] { $minutes } минута
        [few] { $minutes } минуты
        [many] { $minutes } минут
       *[other] { $minutes } минуты
    }: сервис спишет кредиты, а обучение завершится ошибкой. Выберите не меньше { $need ->
        [one] { $need } минуты
        [few] { $need } минут
        [many] { $need } минут
       *[other] { $need } минуты
    } или уберите часть записей.
train-minutes-above-max =
    В записях { $duration } аудио — больше, чем может использовать обучение ({ $max ->
        [one] { $max } минута
        [few] { $max } минуты
        [many] { $max } минут
       *[other] { $max } минуты
    }). Вернитесь к шагу «Файлы» и уберите часть записей.
train-separate = Отделить вокал
train-separate-hint = Сначала убирает музыку и фоновый шум. Выключите, если в записях уже только вокал.
train-settings-hint-name = Назовите голос, чтобы продолжить.
train-settings-hint-fix = Исправьте отмеченное, чтобы продолжить.

## Шаг 3: проверка и подтверждение

train-review-title = Проверка и подтверждение
train-review-lead = Ничего не отправляется, пока вы не подтвердите. Стоимость определяется максимумом минут.
train-review-recordings = Записи
train-review-recordings-label = Записи для отправки
train-review-total = Всего { $duration }
train-review-separation = Отделение вокала
train-review-separation-on = Вкл.
train-review-separation-off = Выкл. (уже только вокал)
train-cost = Стоимость
train-balance = Баланс
train-after = Останется
train-balance-unknown = Неизвестно
train-credits =
    { $credits ->
        [one] { $credits } кредит
        [few] { $credits } кредита
        [many] { $credits } кредитов
       *[other] { $credits } кредита
    }
train-cost-formula =
    { $perMinute ->
        [one] { $perMinute } кредит
        [few] { $perMinute } кредита
        [many] { $perMinute } кредитов
       *[other] { $perMinute } кредита
    } × { $minutes ->
        [one] { $minutes } минута
        [few] { $minutes } минуты
        [many] { $minutes } минут
       *[other] { $minutes } минуты
    }; списываются, когда после отправки начинается обучение.
train-review-unchecked = Качество записей не проверено: сколько в них голоса, неизвестно.
train-short = Недостаточно кредитов: обучение стоит { $cost }, а на счёте { $balance }. Купите кредиты или выберите меньше минут — ваши настройки сохранятся.
train-start =
    { $credits ->
        [one] Обучить за { $credits } кредит
        [few] Обучить за { $credits } кредита
        [many] Обучить за { $credits } кредитов
       *[other] Обучить за { $credits } кредита
    }

## Шаг 4: обучение идёт

train-progress-title = Обучение голоса { $voice }
train-progress-ready-title = Голос { $voice } готов
train-progress-failed-title = Голос { $voice } не обучен
train-progress-ready-lead = Голос появился в разделе «Мои голоса»: озвучьте им любую песню или клип.
train-progress-failed-lead = Ваши записи и настройки сохранены здесь.
train-progress-lead = Этот экран можно закрыть: обучение продолжится, а следить за ним можно в разделах «Задания» и «Мои голоса».
train-status-label = Статус обучения
train-elapsed-label = Прошло времени
train-elapsed = Прошло { $time }
train-uploads-label = Отправка файлов
train-upload-label = Отправка «{ $file }»
train-upload-percent = { $percent }%
train-another = Обучить ещё голос
train-dub = Озвучить этим голосом
train-back-to-review = Назад к проверке
train-retry = Повторить
train-open-jobs = Открыть «Задания»

## Статус обучения на шаге 4

train-status-preparing = Подготовка к отправке
train-status-uploading = Отправка
train-status-training = Обучение голоса { $voice }… это может занять время
train-status-ready = Готово
train-status-approval =
    Сервис запрашивает { $credits ->
        [one] { $credits } кредит
        [few] { $credits } кредита
        [many] { $credits } кредитов
       *[other] { $credits } кредита
    } — больше, чем было показано при проверке. Подтвердите или отклоните обучение в разделе «Задания».
train-status-approval-unknown = Сервис запрашивает больше кредитов, чем было показано при проверке. Подтвердите или отклоните обучение в разделе «Задания».
train-status-credits = На счёте не хватает кредитов для этого обучения. Купите кредиты и нажмите «Повторить» в разделе «Задания».
train-status-canceled = Обучение отклонено.
train-status-failed = Обучение не удалось. Нажмите «Повторить» или обучите голос заново на других записях.

## Короткие сообщения мастера

train-drop-while-training = Dubdeck сейчас обучает голос { $voice }. Перетащите записи следующего голоса, когда он будет готов.
train-drop-while-training-unnamed = Dubdeck сейчас обучает голос. Перетащите записи следующего голоса, когда он будет готов.
train-voice-not-listed = Голоса { $voice } пока нет в разделе «Мои голоса». Загляните туда чуть позже и озвучивайте им оттуда.
