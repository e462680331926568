my-voices-retry = Повторить
my-voices-loading = Загрузка ваших голосов
my-voices-empty-title = У вас пока нет своих голосов
my-voices-empty-text = Обучите голос на нескольких минутах чистого пения или речи, а затем озвучивайте им, как любым другим.
my-voices-train = Обучить голос
my-voices-list-label = Мои голоса
my-voices-created = Создан { $date }
my-voices-dub-label = Озвучить голосом { $voice }
my-voices-dub-waiting = Голос будет готов после обучения

## Готовность своего голоса (значок в «Моих голосах»)

readiness-new = Новый
readiness-queued = В очереди
readiness-training = Обучается
readiness-done = Готов
readiness-failed = Ошибка
readiness-service-word = { $word }
