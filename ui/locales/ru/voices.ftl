## Поиск и фильтры

voices-search-placeholder = Поиск голосов
voices-search-label = Поиск голосов
voices-search-shortcut = Ctrl K
voices-favorites = Избранное
voices-clear-filters = Сбросить фильтры
voices-filters-toggle =
    { $count ->
        [0] Фильтры
       *[other] Фильтры ({ $count })
    }
voices-filter-genres = Жанры
voices-filter-languages = Языки
voices-filter-styles = Стили

## Список и его состояния

voices-offline = Нет связи: показаны голоса, сохранённые на этом компьютере
voices-try-again = Повторить
voices-error-title = Не удалось загрузить голоса
voices-empty-title = Подходящих голосов нет.
voices-empty-favorites = В избранном пока пусто: отметьте голос звёздочкой, чтобы он появился здесь.
voices-empty-hint = Уберите часть фильтров или измените запрос.
voices-loading = Загрузка голосов
voices-grid-label = Голоса
voices-load-more = Загрузить ещё голоса

## Карточка голоса и панель подробностей

voices-voice-label = { $voice }
voices-favorite-add = Добавить { $voice } в избранное
voices-favorite-remove = Убрать { $voice } из избранного
voices-card-drop = Отпустите, чтобы озвучить голосом { $voice }
voices-card-tags = Теги
voices-card-more = и ещё { $count }: { $tags }
voices-detail-close = Закрыть
voices-detail-dub-file = Озвучить файл
voices-detail-dub-link = Озвучить по ссылке

voices-range-title = Диапазон голоса
voices-range-hint = Где звучит этот голос — чтобы Dubdeck мог подобрать сдвиг тона. Укажите один раз: Dubdeck запомнит.
voices-range-loading = Чтение диапазона голоса
voices-range-measured = Измерено по вашим записям: около { $hz } Гц
voices-range-low = Низкий
voices-range-low-hint = Бас или баритон, около { $hz } Гц
voices-range-middle = Средний
voices-range-middle-hint = Тенор или альт, около { $hz } Гц
voices-range-high = Высокий
voices-range-high-hint = Сопрано или детский голос, около { $hz } Гц
voices-range-custom = Свой
voices-range-custom-hint = Обычная высота голоса в герцах
voices-range-hz-label = Высота голоса в герцах
voices-range-hz-unit = Гц
voices-range-save = Сохранить
voices-range-none = Не задан
voices-range-none-hint = Для этого голоса тон не подбирается
voices-range-hz-missing = Введите высоту голоса в герцах (число) и нажмите «Сохранить».
voices-range-hz-refused = { $hz } Гц сохранить нельзя: высота голоса должна быть от { $min } до { $max } Гц. Измените значение и снова нажмите «Сохранить».
