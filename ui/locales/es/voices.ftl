## Búsqueda y filtros

voices-search-placeholder = Buscar voces
voices-search-label = Buscar voces
voices-search-shortcut = Ctrl K
voices-favorites = Favoritos
voices-clear-filters = Quitar filtros
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
voices-detail-close = Cerrar
voices-detail-dub-file = Doblar un archivo
voices-detail-dub-link = Doblar un enlace
