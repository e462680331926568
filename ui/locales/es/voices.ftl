## Búsqueda y filtros

voices-search-placeholder = Buscar voces
voices-search-label = Buscar voces
voices-search-shortcut = Ctrl K
voices-favorites = Favoritos
voices-clear-filters = Quitar filtros
voices-filters-toggle =
    { $count ->
        [0] Filtros
       *[other] Filtros ({ $count })
    }
voices-filter-genres = Géneros
voices-filter-languages = Idiomas
voices-filter-styles = Estilos

## La lista y sus estados

voices-offline = Sin conexión: se muestran las voces guardadas en este equipo
voices-try-again = Reintentar
voices-error-title = No se pudieron cargar las voces
voices-empty-title = Ninguna voz coincide.
voices-empty-favorites = Aún no tienes favoritos: marca una voz con la estrella para tenerla aquí.
voices-empty-hint = Prueba con menos filtros u otra búsqueda.
voices-loading = Cargando voces
voices-grid-label = Voces
voices-load-more = Cargar más voces

## Tarjeta y panel de detalles de una voz

voices-voice-label = { $voice }
voices-favorite-add = Añadir { $voice } a favoritos
voices-favorite-remove = Quitar { $voice } de favoritos
voices-card-drop = Suelta para doblar con { $voice }
voices-card-tags = Etiquetas
voices-card-more =
    { $count ->
        [one] y { $count } más: { $tags }
       *[other] y { $count } más: { $tags }
    }
voices-detail-close = Cerrar
voices-detail-dub-file = Doblar un archivo
voices-detail-dub-link = Doblar un enlace

voices-range-title = Registro de la voz
voices-range-hint = Dónde se sitúa esta voz, para que Dubdeck pueda sugerir un tono al doblar con ella. Configúralo una vez: Dubdeck lo recuerda.
voices-range-loading = Leyendo el registro de la voz
voices-range-measured = Medido en tus grabaciones: unos { $hz } Hz
voices-range-low = Grave
voices-range-low-hint = Bajo o barítono, unos { $hz } Hz
voices-range-middle = Medio
voices-range-middle-hint = Tenor o contralto, unos { $hz } Hz
voices-range-high = Agudo
voices-range-high-hint = Soprano o voz infantil, unos { $hz } Hz
voices-range-custom = Personalizado
voices-range-custom-hint = El tono habitual de la voz, en Hz
voices-range-hz-label = Tono de la voz en Hz
voices-range-hz-unit = Hz
voices-range-save = Guardar
voices-range-none = Sin definir
voices-range-none-hint = No se sugerirá ningún tono para esta voz
voices-range-hz-missing = Escribe el tono de la voz en Hz (un número) y pulsa “Guardar”.
voices-range-hz-refused = No se puede guardar { $hz } Hz: el tono de una voz está entre { $min } y { $max } Hz. Cámbialo y vuelve a pulsar “Guardar”.
