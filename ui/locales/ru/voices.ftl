## Поиск и фильтры

voices-search-placeholder = Поиск голосов
voices-search-label = Поиск голосов
voices-search-shortcut = Ctrl K
voices-favorites = Избранное
voices-clear-filters = Сбросить фильтры
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
voices-detail-close = Закрыть
voices-detail-dub-file = Озвучить файл
voices-detail-dub-link = Озвучить по ссылке
