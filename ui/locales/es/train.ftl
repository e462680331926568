## Pasos del asistente

train-steps-label = Pasos del entrenamiento
train-step-files = Archivos
train-step-settings = Ajustes
train-step-review = Revisión
train-step-train = Entrenar
train-step-done = { $step }: paso completado

## Paso 1: las grabaciones

train-files-title = Añade grabaciones de la voz
train-files-lead =
    { $maxFiles ->
        [1] Un archivo de audio
       *[other] De 1 a { $maxFiles } archivos de audio
    } de una sola voz (canto o habla, sin ruido de fondo), con al menos { $duration } en total. Suéltalos en cualquier parte de esta ventana o añádelos.
train-drop-here-dragging = Suelta para añadir estas grabaciones
train-drop-here = Suelta las grabaciones aquí
train-add-files = Añadir archivos
train-files-label = Archivos de entrenamiento
train-file-checking = Comprobando…
train-file-meta = { $duration } · { $format } · { $size }
train-file-refused = { $reason } Queda fuera.
train-findings-label = Observaciones sobre { $file }
train-keep-label = Conservar { $file } de todos modos
train-keep = Conservar de todos modos
train-keep-in = — entra en el entrenamiento.
train-keep-out = — queda fuera del entrenamiento.
train-remove-label = Quitar { $file }
train-remove-take-title = Sacarla de los archivos de entrenamiento (sigue en Tomas guardadas)
train-total =
    Audio total: { $duration } en { $count ->
        [one] { $count } archivo utilizable
       *[other] { $count } archivos utilizables
    }
train-total-voiced =
    Audio total: { $duration } en { $count ->
        [one] { $count } archivo utilizable
       *[other] { $count } archivos utilizables
    }; de ello, { $voiced } es voz
train-warnings-label = Advertencias

## Por qué «Siguiente» está desactivado en el paso 1

train-files-hint-recording = Detén la grabación para continuar.
train-files-hint-checking = Comprobando las grabaciones…
train-files-hint-empty = Añade al menos una grabación para continuar.
train-files-hint-unusable = Ninguno de estos archivos se puede usar: añade una grabación legible.
train-files-hint-all-poor = Todas las grabaciones son malas: conserva una de todos modos, o añade una mejor, para continuar.
train-files-hint-too-many =
    { $count ->
        [one] Quita { $count } archivo para continuar.
       *[other] Quita { $count } archivos para continuar.
    }

## Botones del asistente

train-next = Siguiente
train-back = Atrás

## Paso 2: nombre y ajustes

train-settings-title = Nombre y ajustes
train-settings-lead = Cómo se llama la voz en Mis voces y cómo la entrena el servicio.
train-name = Nombre de la voz
train-name-placeholder = p. ej., Mi voz de estudio
train-name-hint = De 1 a { $max } caracteres; se quitan los espacios de los extremos.
train-name-empty = Ponle un nombre a la voz (de 1 a { $max } caracteres).
train-name-too-long =
    El nombre tiene { $length } caracteres; el servicio admite como máximo { $max }. Quita { $over ->
        [one] { $over } carácter
       *[other] { $over } caracteres
    }.
train-minutes = Minutos máximos
train-minutes-use-proposed = Usar el valor propuesto ({ $minutes })
train-minutes-range = De { $min } a { $max }.
train-minutes-proposed = Valor propuesto según los { $duration } de audio: { $minutes }.
train-minutes-proposed-unknown = Valor propuesto según los { $duration } de audio.
train-minutes-cost =
    El entrenamiento cuesta { $perMinute ->
        [one] { $perMinute } crédito
       *[other] { $perMinute } créditos
    } por minuto: { $cost ->
        [one] { $cost } crédito
       *[other] { $cost } créditos
    }.
train-minutes-empty = Escribe los minutos máximos, de { $min } a { $max }.
train-minutes-not-whole = Escribe un número entero de minutos, de { $min } a { $max }.
train-minutes-out-of-range =
    Elige de { $min } a { $max ->
        [one] { $max } minuto
       *[other] { $max } minutos
    }; { $minutes } está fuera del rango.
train-minutes-below-audio =
    Las grabaciones contienen { $duration } de audio, más de { $minutes ->
        [one] { $minutes } minuto
       *[other] { $minutes } minutos
    }: el servicio cobraría y luego el entrenamiento fallaría. Elige al menos { $need ->
        [one] { $need } minuto
       *[other] { $need } minutos
    } o quita grabaciones.
train-minutes-above-max =
    Las grabaciones contienen { $duration } de audio, más de lo que puede usar un entrenamiento ({ $max ->
        [one] { $max } minuto
       *[other] { $max } minutos
    }). Vuelve a Archivos y quita algunas.
train-separate = Separar voces
train-separate-hint = Quita primero la música y el ruido de fondo. Desactívalo si las grabaciones ya son voces aisladas.
train-settings-hint-name = Ponle nombre a la voz para continuar.
train-settings-hint-fix = Corrige lo marcado para continuar.

## Paso 3: revisar y confirmar

train-review-title = Revisar y confirmar
train-review-lead = No se envía nada hasta que confirmes. El costo lo fijan los minutos máximos.
train-review-recordings = Grabaciones
train-review-recordings-label = Grabaciones que se subirán
train-review-total = { $duration } en total
train-review-separation = Separación de voces
train-review-separation-on = Activada
train-review-separation-off = Desactivada (ya son voces aisladas)
train-cost = Costo
train-balance = Saldo
train-after = Después
train-balance-unknown = Desconocido
train-credits =
    { $credits ->
        [one] { $credits } crédito
       *[other] { $credits } créditos
    }
train-cost-formula =
    { $perMinute ->
        [one] { $perMinute } crédito
       *[other] { $perMinute } créditos
    } × { $minutes ->
        [one] { $minutes } minuto
       *[other] { $minutes } minutos
    }; se gastan cuando empieza el entrenamiento, tras la subida.
train-review-unchecked = No se comprobó la calidad de las grabaciones: no se sabe cuánta voz contienen.
train-short = Créditos insuficientes: el entrenamiento necesita { $cost } y la cuenta tiene { $balance }. Compra créditos o elige menos minutos; tus opciones se mantienen aquí.
train-start =
    { $credits ->
        [one] Entrenar por { $credits } crédito
       *[other] Entrenar por { $credits } créditos
    }

## Paso 4: el entrenamiento en curso

train-progress-title = Entrenando { $voice }
train-progress-ready-title = La voz { $voice } está lista
train-progress-failed-title = No se pudo entrenar { $voice }
train-progress-ready-lead = La voz está en Mis voces: dobla ya cualquier canción o clip con ella.
train-progress-failed-lead = Tus grabaciones y opciones siguen aquí.
train-progress-lead = Puedes salir de esta pantalla: el entrenamiento continúa, y Trabajos y Mis voces muestran su avance.
train-status-label = Estado del entrenamiento
train-elapsed-label = Tiempo transcurrido
train-elapsed = Transcurrido: { $time }
train-uploads-label = Subidas
train-upload-label = Subida de { $file }
train-upload-percent = { $percent } %
train-another = Entrenar otra voz
train-dub = Doblar con esta voz
train-back-to-review = Volver a la revisión
train-retry = Reintentar
train-open-jobs = Ir a Trabajos

## Estado del entrenamiento

train-status-preparing = Preparando la subida
train-status-uploading = Subiendo
train-status-training = Entrenando { $voice }… puede tardar un rato
train-status-ready = Lista
train-status-approval =
    El servicio pide { $credits ->
        [one] { $credits } crédito
       *[other] { $credits } créditos
    }, más de lo que mostraba la revisión. Apruébalo o descártalo en Trabajos.
train-status-approval-unknown = El servicio pide más créditos de los que mostraba la revisión. Apruébalo o descártalo en Trabajos.
train-status-credits = La cuenta no tiene créditos suficientes para este entrenamiento. Compra créditos y luego pulsa Reintentar en Trabajos.
train-status-canceled = Se descartó el entrenamiento.
train-status-failed = El entrenamiento falló. Pulsa Reintentar o vuelve a entrenar con otras grabaciones.

## Avisos del asistente

train-drop-while-training = Dubdeck está entrenando la voz { $voice } ahora. Suelta las grabaciones de la siguiente voz cuando termine.
train-drop-while-training-unnamed = Dubdeck está entrenando una voz ahora. Suelta las grabaciones de la siguiente voz cuando termine.
train-voice-not-listed = La voz { $voice } aún no aparece en Mis voces. Abre Mis voces dentro de un momento y dobla con ella desde allí.
