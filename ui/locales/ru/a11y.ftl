# Доступность: список сочетаний клавиш, названия клавиш, кнопка озвучивания на карточке голоса и то,
# что приложение сообщает экранным дикторам (на экране не показывается).

## Клавиши

a11y-key-ctrl = Ctrl
a11y-key-shift = Shift
a11y-key-esc = Esc
a11y-key-tab = Tab
a11y-key-enter = Enter
a11y-key-space = Пробел
a11y-key-arrows = Стрелки
a11y-key-page-up = Page Up
a11y-key-page-down = Page Down
a11y-key-home = Home
a11y-key-end = End
a11y-key-or = или

## Список сочетаний клавиш

a11y-shortcuts-open = Сочетания клавиш
a11y-shortcuts-title = Сочетания клавиш
a11y-shortcuts-mac = В macOS нажимайте Cmd там, где указано Ctrl.
a11y-shortcuts-close = Закрыть
a11y-shortcuts-group-app = Везде
a11y-shortcuts-group-voices = Голоса
a11y-shortcuts-group-player = Плеер
a11y-shortcuts-group-audition = Фрагмент пробы
a11y-shortcut-help = Показать сочетания клавиш
a11y-shortcut-search = Поиск голосов
a11y-shortcut-open = Выбрать файлы для озвучивания
a11y-shortcut-paste-link = Озвучить скопированную ссылку (вне текстового поля)
a11y-shortcut-zoom-in = Увеличить
a11y-shortcut-zoom-out = Уменьшить
a11y-shortcut-zoom-reset = Фактический размер
a11y-shortcut-tab = Следующий или предыдущий элемент (диалог не выпускает фокус)
a11y-shortcut-escape = Закрыть диалог, панель озвучивания или сведения о голосе
a11y-shortcut-grid-move = Переход между карточками голосов
a11y-shortcut-grid-page = На экран вверх или вниз
a11y-shortcut-grid-ends = К первому или последнему голосу
a11y-shortcut-grid-open = Открыть сведения о голосе
a11y-shortcut-search-clear = Очистить поиск (в поле поиска)
a11y-shortcut-play = Воспроизвести или приостановить
a11y-shortcut-switch = Переключить оригинал и дубляж
a11y-shortcut-compare = Слушать голос 1–4 из сравнения
a11y-shortcut-seek = На 5 секунд назад или вперёд (на шкале позиции)
a11y-shortcut-seek-far = На 30 секунд назад или вперёд
a11y-shortcut-player-close = Закрыть плеер
a11y-shortcut-audition-move = Сдвинуть фрагмент на 1 секунду
a11y-shortcut-audition-far = Сдвинуть фрагмент на 10 секунд
a11y-shortcut-audition-ends = Сдвинуть фрагмент в начало или в конец

## Карточка голоса

a11y-card-dub = Озвучить голосом { $voice }

## Только для экранных дикторов

a11y-zoom-now = Масштаб { $percent }%
a11y-dub-stage =
    { $named ->
        [yes] Дубляж «{ $title }» голосом { $voice }: { $stage }
       *[no] Дубляж «{ $title }»: { $stage }
    }
a11y-dub-approval =
    { $named ->
        [yes] Дубляж «{ $title }» голосом { $voice } ждёт подтверждения: { $credits ->
            [one] { $credits } кредит
            [few] { $credits } кредита
            [many] { $credits } кредитов
           *[other] { $credits } кредита
        }
       *[no] Дубляж «{ $title }» ждёт подтверждения: { $credits ->
            [one] { $credits } кредит
            [few] { $credits } кредита
            [many] { $credits } кредитов
           *[other] { $credits } кредита
        }
    }
a11y-dub-done =
    { $named ->
        [yes] Дубляж «{ $title }» голосом { $voice } готов
       *[no] Дубляж «{ $title }» готов
    }
a11y-dub-failed =
    { $named ->
        [yes] Дубляж «{ $title }» голосом { $voice } не удался: { $reason }
       *[no] Дубляж «{ $title }» не удался: { $reason }
    }
a11y-training-stage = Обучение голоса { $voice }: { $stage }
a11y-training-approval =
    Обучение голоса { $voice } ждёт подтверждения: { $credits ->
        [one] { $credits } кредит
        [few] { $credits } кредита
        [many] { $credits } кредитов
       *[other] { $credits } кредита
    }
a11y-training-done = Обучение голоса { $voice } завершено
a11y-training-failed = Обучение голоса { $voice } не удалось: { $reason }
