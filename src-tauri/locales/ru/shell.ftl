window-title = Dubdeck

picker-media-to-dub = Выберите песни или клипы для дубляжа
picker-media-to-train = Выберите записи голоса для обучения
picker-output-folder = Куда Dubdeck сохраняет результаты
picker-filter-media = Аудио и видео

key-host-title = Отправить ваш API-ключ на { $now }?
key-host-question = Ваш API-ключ был проверен на { $checked }. Теперь адрес сервиса — { $now }. Dubdeck отправит туда ключ, только если вы подтвердите; если вы не меняли адрес сами, нажмите «Отмена» и проверьте его в настройках.
key-host-confirm = Отправить ключ
dialog-cancel = Отмена

## Вопрос перед тем, как смена адреса сервиса отправит сохранённый API-ключ другому сервису, и перед
## отправкой введённого ключа на адрес, который не принадлежит публичному сервису.

address-move-title = Сменить адрес сервиса на { $now }?
address-move-question = Ваш API-ключ был проверен на { $checked }. После смены адреса на { $now } Dubdeck будет отправлять ваш ключ туда. Если вы не меняли адрес сами, нажмите «Отмена».
address-move-confirm = Сменить и отправить ключ
key-other-service-question = В настройках указан адрес сервиса { $now }, а не адрес VoiceDub ({ $default }). Dubdeck отправит туда ключ, только если вы подтвердите; если вы не задавали этот адрес сами, нажмите «Отмена» и проверьте его в настройках.

notify-voice-unknown = выбранный голос
notify-audition-ready-title = Проба готова
notify-audition-ready-body = 30 секунд из «{ $title }» готовы голосом { $voice }. Послушайте, а затем озвучьте весь файл в разделе «Задания».
notify-dub-ready-title = Дубляж готов
notify-dub-ready-video-body = «{ $title }» готов голосом { $voice }: аудио и видео.
notify-dub-ready-body = «{ $title }» готов голосом { $voice }.
notify-dub-failed-title = Дубляж не удался
notify-dub-failed-body = Не удалось озвучить «{ $title }». Откройте «Задания» в Dubdeck, чтобы узнать причину.
notify-voice-trained-title = Голос обучен
notify-voice-trained-body = Голос «{ $title }» готов к дубляжу.
notify-training-failed-title = Обучение не удалось
notify-training-failed-body = Не удалось обучить голос «{ $title }». Откройте «Задания» в Dubdeck, чтобы узнать причину.

# Batches within a budget: the folder pickers, the spend CSV, the budget notices ($percent is
# 80 or 100; $spent and $budget are credits).
picker-media-folder = Выберите папку с песнями или клипами для дубляжа
picker-watch-folder = Выберите папку для наблюдения
picker-spend-csv = Сохранить историю расходов в CSV
spend-csv-name = Расходы Dubdeck
notify-budget-title = { $percent ->
        [100] Месячный бюджет исчерпан
       *[other] Потрачено { $percent }% месячного бюджета
    }
notify-budget-body = { $percent ->
        [100] В этом месяце потрачено { $spent } из { $budget } кредитов. То, что Dubdeck подтвердил бы сам, теперь ждёт вашего подтверждения.
       *[other] В этом месяце потрачено { $spent } из { $budget } кредитов.
    }
