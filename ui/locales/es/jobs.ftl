## Barra de herramientas

jobs-filters-label = Mostrar
jobs-filter-all = Todos
jobs-filter-active = Activos
jobs-filter-waiting = En espera
jobs-filter-done = Listos
jobs-filter-failed = Fallidos
jobs-search-placeholder = Buscar trabajos
jobs-search-label = Buscar trabajos
jobs-group-label = Agrupar trabajos
jobs-group-none = Sin agrupar
jobs-group-voice = Por voz
jobs-group-input = Por origen

## La lista y sus estados vacíos

jobs-list-label = Trabajos
jobs-loading = Cargando trabajos
jobs-load-failed-title = No se pudieron leer los trabajos
jobs-try-again = Reintentar
jobs-empty-title = Aún no hay trabajos
jobs-empty-text = Suelta una canción o un clip sobre una voz para doblarlo. Cada doblaje y entrenamiento aparece aquí con su progreso, costo y resultado, y sigue en marcha aunque cierres la app.
jobs-empty-pick = Elegir archivos para doblar
jobs-empty-browse = Explorar voces
jobs-none-match-title = Ningún trabajo coincide
jobs-none-match-text = Prueba con otro filtro u otra búsqueda.
jobs-show-all = Ver todos los trabajos
jobs-show-more =
    { $count ->
        [one] Mostrar más (queda { $count })
       *[other] Mostrar más (quedan { $count })
    }

## Diálogo «Volver a doblar»

jobs-again-title = Volver a doblar “{ $title }”
jobs-again-text = Mismo origen, tono y separación, con otra voz. El doblaje anterior se conserva.
jobs-again-voices = Otra voz
jobs-cancel = Cancelar
jobs-again-confirm = Doblar con { $voice }
jobs-again-choose = Elegir una voz

## Diálogo «Quitar»

jobs-remove-title = ¿Quitar “{ $title }” de la biblioteca?
jobs-remove-text = El trabajo desaparecerá de la lista de Trabajos. Esta acción no se puede deshacer.
jobs-remove-delete-file = Eliminar también el archivo de resultado
jobs-remove-confirm = Quitar
jobs-remove-confirm-delete = Quitar y eliminar el archivo

## Fila de un trabajo

jobs-state-created = En cola
jobs-state-creating = Iniciando
jobs-state-uploading = Subiendo
jobs-state-preprocessing = Preprocesando
jobs-state-awaiting-approval = Esperando tu aprobación
jobs-state-generating = Generando
jobs-state-downloading = Descargando
jobs-state-done = Listo
jobs-state-failed = Fallido
jobs-state-waiting-credits = Esperando créditos
jobs-state-canceled = Descartado
jobs-state-training = Entrenando

jobs-progress-transfer = { $state } · { $percent } % de { $total }
jobs-progress-transfer-speed = { $state } · { $percent } % de { $total } · { $speed }/s
jobs-progress-elapsed = { $state } · { $elapsed }
jobs-progress-label = Progreso: { $state }

jobs-step-upload = Subir
jobs-step-preprocess = Preprocesar
jobs-step-confirm = Confirmar costo
jobs-step-generate = Generar
jobs-step-train = Entrenar
jobs-step-download = Descargar
jobs-steps-label = Etapas

jobs-meta-training = Entrenamiento de voz
jobs-meta-link = Enlace
jobs-meta-credits =
    { $credits ->
        [one] { $credits } crédito
       *[other] { $credits } créditos
    }

jobs-row-label = { $title }
jobs-remove-label = Quitar { $title } de la biblioteca

jobs-approve-cost =
    { $credits ->
        [one] Generar por { $credits } crédito
       *[other] Generar por { $credits } créditos
    }
jobs-approve-line = { $cost } — el servicio ya midió el archivo; no se gasta nada hasta que lo apruebes.
jobs-discard = Descartar
jobs-approve = Aprobar
jobs-retry = Reintentar
jobs-credits-needed =
    { $credits ->
        [one] Esto necesita { $credits } crédito, más de lo que tiene la cuenta. Compra créditos y luego pulsa Reintentar.
       *[other] Esto necesita { $credits } créditos, más de lo que tiene la cuenta. Compra créditos y luego pulsa Reintentar.
    }
jobs-credits-waits = El trabajo queda en espera; no se pierde nada.
jobs-failed-retry = Este trabajo falló. Pulsa Reintentar.
jobs-failed = Este trabajo falló.
jobs-dub-whole = Doblar todo el archivo
jobs-dub-again = Volver a doblar con otra voz

jobs-play = Reproducir
jobs-play-label = Reproducir { $title }
jobs-open-video = Abrir vídeo
jobs-show-video = Mostrar vídeo en la carpeta
jobs-open = Abrir
jobs-show = Mostrar en la carpeta
jobs-open-audio = Abrir audio
jobs-show-audio = Mostrar audio en la carpeta
jobs-training-done = La voz está entrenada y lista para doblar con ella.
