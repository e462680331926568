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
jobs-progress-finishing =
    { $transfer ->
        [upload] Terminando la subida…
       *[download] Terminando la descarga…
    }

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
jobs-open-mix = Abrir mezcla
jobs-show-mix = Mostrar mezcla en la carpeta
jobs-training-done = La voz está entrenada y lista para doblar con ella.

## Por qué falló un trabajo

failure-input-rejected = Se rechazó el archivo antes de enviarlo. Elige otro archivo.
failure-input-rejected-detail = Se rechazó el archivo antes de enviarlo: { $detail }. Elige otro archivo.
failure-input-changed =
    { $named ->
        [yes] “{ $file }” cambió
       *[no] El archivo de origen cambió
    } desde que se eligió. Pulsa Reintentar para doblarlo tal como está ahora.
failure-input-missing =
    { $named ->
        [yes] “{ $file }” ya no está
       *[no] El archivo de origen ya no está
    } ahí{ $detail }. Vuelve a ponerlo en su sitio y pulsa Reintentar.
failure-unauthorized = Se rechazó la clave de API. Pega una clave nueva en Ajustes y luego pulsa Reintentar.
failure-not-enough-credits-balance =
    { $needed ->
        [one] Esto necesita { $needed } crédito y la cuenta tiene { $balance }. Compra créditos y luego pulsa Reintentar.
       *[other] Esto necesita { $needed } créditos y la cuenta tiene { $balance }. Compra créditos y luego pulsa Reintentar.
    }
failure-not-enough-credits =
    { $needed ->
        [one] Esto necesita { $needed } crédito, más de lo que tiene la cuenta. Compra créditos y luego pulsa Reintentar.
       *[other] Esto necesita { $needed } créditos, más de lo que tiene la cuenta. Compra créditos y luego pulsa Reintentar.
    }
failure-voice-not-found =
    { $named ->
        [yes] La voz { $voice } ya no está disponible.
       *[no] Esta voz ya no está disponible.
    } Vuelve a doblar con otra voz.
failure-remote-not-found = El servicio ya no reconoce este trabajo (puede que haya caducado). Pulsa Reintentar para empezarlo de nuevo.
failure-remote-failed-reason = El servicio no pudo procesar esto: { $reason }. Pulsa Reintentar o prueba con otro archivo.
failure-remote-failed-known =
    { $kind ->
        [training] El servicio no pudo procesar este entrenamiento ({ $known }). Pulsa Reintentar o prueba con otro archivo o formato.
       *[file] El servicio no pudo procesar este archivo ({ $known }). Pulsa Reintentar o prueba con otro archivo o formato.
    }
failure-remote-failed =
    { $kind ->
        [training] El servicio no pudo procesar este entrenamiento. Pulsa Reintentar o prueba con otro archivo o formato.
       *[file] El servicio no pudo procesar este archivo. Pulsa Reintentar o prueba con otro archivo o formato.
    }
failure-invalid-request = El servicio rechazó la solicitud{ $detail }. Cambia los ajustes y vuelve a doblar.
failure-invalid-field = Dubdeck no envió la solicitud: su valor «{ $field }» no es válido. Cambia los ajustes y vuelve a doblar.
failure-upload-failed = Falló la subida{ $detail }. Comprueba tu conexión y luego pulsa Reintentar.
failure-upload-addresses = El servicio de voz no dio una dirección de subida para cada archivo ({ $addresses } para { $files }). Pulsa Reintentar dentro de unos minutos.
failure-http-status = HTTP { $status }
failure-upload-expired = La dirección de subida caducó antes de que terminara la subida. Pulsa Reintentar para volver a subir.
failure-download-failed = Falló la descarga del resultado{ $detail }. Pulsa Reintentar: no se vuelve a cobrar nada.
failure-download-short = La descarga del resultado terminó antes de tiempo ({ $received } de { $expected } bytes). Pulsa Reintentar: no se vuelve a cobrar nada.
failure-media-failed =
    Dubdeck no pudo preparar { $named ->
        [yes] “{ $file }”
       *[no] el archivo
    } para enviarlo{ $detail }. Comprueba que se reproduce (y que ffmpeg está instalado) y luego pulsa Reintentar.
failure-output-failed-path = No se pudo guardar el resultado en { $path }{ $detail }. Libera espacio o elige otra carpeta de salida, y luego pulsa Reintentar.
failure-output-failed = No se pudo guardar el resultado{ $detail }. Libera espacio o elige otra carpeta de salida, y luego pulsa Reintentar.
failure-network = No se puede conectar con el servicio de voz. Comprueba tu conexión y luego pulsa Reintentar.
failure-server-error-status = El servicio de voz tuvo un problema (error { $status }). Pulsa Reintentar dentro de unos minutos.
failure-server-error = El servicio de voz tuvo un problema. Pulsa Reintentar dentro de unos minutos.
failure-redirected = El servicio de voz redirigió la solicitud a { $location }, y Dubdeck no sigue redirecciones. Comprueba la dirección del servicio en Ajustes y luego pulsa Reintentar.
failure-interrupted = La conexión se cortó en un momento en que no se sabe el resultado. Pulsa Reintentar: Dubdeck lo comprueba primero, así que no se cobra nada dos veces.
failure-internal = Algo falló dentro de Dubdeck{ $detail }. Pulsa Reintentar; si sigue pasando, reinicia Dubdeck.
failure-unknown = Algo falló ({ $code }). Pulsa Reintentar; si sigue pasando, reinicia Dubdeck.

## Por qué falló un intento, en pocas palabras ($cause de notice-retrying)

failure-cause-input-rejected = Se rechazó el archivo
failure-cause-input-missing = Falta el archivo de origen o cambió
failure-cause-unauthorized = Se rechazó la clave de API
failure-cause-not-enough-credits = Créditos insuficientes
failure-cause-voice-not-found = La voz no está disponible
failure-cause-remote-not-found = El servicio ya no reconoce este trabajo
failure-cause-remote-failed = El servicio no pudo procesarlo
failure-cause-invalid-request = El servicio rechazó la solicitud
failure-cause-upload-failed = Falló la subida
failure-cause-upload-expired = Caducó la dirección de subida
failure-cause-download-failed = Falló la descarga
failure-cause-media-failed = No se pudo preparar el archivo para enviarlo
failure-cause-output-failed = No se pudo guardar el resultado
failure-cause-network = Sin conexión con el servicio de voz
failure-cause-server-error = El servicio de voz tuvo un problema
failure-cause-interrupted = Se cortó la conexión
failure-cause-internal = Algo falló dentro de Dubdeck
failure-cause-unknown = Falló un intento

## Estado pasajero de un trabajo

notice-rate-limited = Esperando al servicio ({ $seconds } s)
notice-retrying = { $cause }; nuevo intento en { $seconds } s (intento { $attempt } de { $of })
