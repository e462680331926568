player-label = Плеер: { $title }
player-video-label = Видео «{ $title }» со звуком дубляжа
player-play = Воспроизвести
player-pause = Пауза
player-volume = Громкость
player-volume-value = { $percent }%
player-listen-label = Слушать
player-side-dub = Дубляж
player-side-original = Оригинал
player-switch-hint = { $key } переключает оригинал / дубляж
player-close = Закрыть плеер
player-position = Позиция
player-position-value = { $position } из { $total }
player-refused = Система не разрешила начать воспроизведение автоматически. Нажмите «Воспроизвести», чтобы послушать.

## Выбор фрагмента для пробы

audition-picker-label = Фрагмент «{ $file }» для пробы
audition-picker-loudest = { $range } · самая громкая часть
audition-picker-keys = Перетащите выделение или используйте клавиши со стрелками (Page Up и Page Down — на 10 с).
audition-picker-back = Вернуть самую громкую часть
