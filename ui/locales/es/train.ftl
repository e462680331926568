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
train-total-voice =
    { $voiced } de voz en { $count ->
        [one] { $count } archivo
       *[other] { $count } archivos
    } para el entrenamiento ({ $duration } de audio, contando silencios y pausas)
train-total-audio =
    { $duration } de audio en { $count ->
        [one] { $count } archivo
       *[other] { $count } archivos
    } para el entrenamiento
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
train-review-no-voice =
    Las grabaciones que conservas no contienen voz: la comprobación de calidad no la detectó en ninguna, así que el entrenamiento gastaría { $credits ->
        [one] { $credits } crédito
       *[other] { $credits } créditos
    } en una voz que no aprendería nada. Vuelve a Archivos y añade grabaciones de la voz, o graba tomas.
train-review-to-files = Volver a Archivos
train-review-short-confirm = Entrenar de todos modos con menos de { $recommended } de voz
train-review-short-voice = Con { $voiced } de voz, menos de los { $recommended } recomendados, la voz se parecerá menos a la tuya y puede fallar en notas y sonidos que no ha oído. Añade o graba más para una voz más fiel.
train-review-short-audio = Con { $duration } de audio, menos de los { $recommended } recomendados (y sin comprobar cuánto es voz), la voz se parecerá menos a la tuya y puede fallar en notas y sonidos que no ha oído. Añade o graba más para una voz más fiel.
train-review-hint-confirm = Marca la casilla de arriba para entrenar con menos voz de la recomendada.
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

## Comprobaciones de las grabaciones

training-warning-unreadable-files =
    { $count ->
        [one] { $count } archivo no se puede usar (el motivo aparece en la lista). Queda fuera del entrenamiento: quítalo o sustitúyelo por una grabación legible.
       *[other] { $count } archivos no se pueden usar (los motivos aparecen en la lista). Quedan fuera del entrenamiento: quítalos o sustitúyelos por grabaciones legibles.
    }
training-warning-total-too-short = Solo hay { $total } de audio en total. Una voz aprende mejor con al menos { $recommended } de canto o habla sin ruido de fondo: añade grabaciones o entrena de todos modos, aunque la voz saldrá menos fiel.
training-warning-voice-too-short = Solo hay { $voice } de voz en total, sin contar silencios ni pausas. Una voz aprende mejor con al menos { $recommended } de canto o habla sin ruido de fondo: añade grabaciones o entrena de todos modos, aunque la voz saldrá menos fiel.
training-warning-total-above-chosen =
    { $minutes ->
        [one] Las grabaciones contienen { $total } de audio, más que el { $minutes } minuto que usa el entrenamiento; el servicio cobraría y luego el entrenamiento fallaría. Quita algunas grabaciones o aumenta los minutos máximos.
       *[other] Las grabaciones contienen { $total } de audio, más que los { $minutes } minutos que usa el entrenamiento; el servicio cobraría y luego el entrenamiento fallaría. Quita algunas grabaciones o aumenta los minutos máximos.
    }
training-warning-too-many-files =
    { $count ->
        [one] Se añadió { $count } archivo; una voz se entrena con { $max } como máximo. Quita { $remove } para continuar.
       *[other] Se añadieron { $count } archivos; una voz se entrena con { $max } como máximo. Quita { $remove } para continuar.
    }
training-warning-unknown = Hay que revisar las grabaciones antes de entrenar.

## Lo que encontró la comprobación de calidad en una grabación

finding-clipped = El { $percent } % de las muestras está saturado: baja la ganancia de entrada y vuelve a grabar.
finding-noisy = Ruido de fondo: la voz solo está { $snr } dB por encima (ruido a { $noise } dBFS; a partir de 25 dB es limpio). Graba en una habitación más silenciosa y más cerca del micrófono.
finding-silence = { $start }–{ $end } es silencio: recórtalo.
finding-no-voice = { $start }–{ $end } tiene sonido pero no voz: elimina ese tramo.
finding-little-voice = Solo { $voiced } de sus { $duration } es voz: recorta el resto, o la voz aprenderá poco de esta grabación.
finding-too-short = Solo { $voiced } de voz: demasiado poco para que la voz aprenda mucho. Graba una toma más larga, de un minuto o más.
finding-too-quiet = Volumen muy bajo ({ $loudness } LUFS): sube la ganancia de entrada o acércate al micrófono, y vuelve a grabar.
finding-low-sample-rate = Grabada a { $rate } kHz, como por teléfono: la voz pierde los agudos. Graba a 44,1 o 48 kHz.
finding-music-bed = Parece que suena música o un tono constante bajo la voz (el { $percent } % de las pausas son tonales): graba la voz sola o deja activado “Separar voces”. Es solo un indicio: un zumbido se ve igual, y no se detecta la música que se detiene con la voz.
finding-several-voices =
    { $semitones ->
        [one] Puede que se alternen dos voces: el tono se reparte en dos grupos separados por { $semitones } semitono. Usa un solo hablante por voz. Es solo un indicio: una persona que cambia de registro, o que canta, se ve igual.
       *[other] Puede que se alternen dos voces: el tono se reparte en dos grupos separados por { $semitones } semitonos. Usa un solo hablante por voz. Es solo un indicio: una persona que cambia de registro, o que canta, se ve igual.
    }
finding-unknown = Puede que haya que corregir algo de esta grabación antes de entrenar.

## Valoración de una grabación

verdict-good = Buena
verdict-good-hint = Nada que corregir.
verdict-usable = Aceptable
verdict-usable-hint = El entrenamiento puede usarla; corregirla ayuda.
verdict-poor = Mala
verdict-poor-hint = Le enseñaría sus defectos a la voz: queda fuera, salvo que la conserves.

## Informe de calidad

quality-figures-voice = { $voiced } de voz en { $duration }
quality-figures-loudness = { $loudness } LUFS
quality-figures-no-loudness = sonoridad no medible
quality-figures-snr = relación señal/ruido { $snr } dB
quality-figures-no-snr = sin voz con la que comparar el ruido
quality-checking = Comprobando las grabaciones… tarda unos segundos por archivo.
quality-failed = No se pudo comprobar la calidad de las grabaciones: { $reason } Puedes continuar sin el informe; se conservan todos los archivos legibles.
quality-unread = Sin comprobar: no se pudo leer como audio.
quality-proposal-trim =
    Tus grabaciones duran { $duration } y contienen { $voiced } de voz: entrenarlas requiere { $minutes ->
        [one] { $minutes } minuto
       *[other] { $minutes } minutos
    }. Si recortas los silencios, bastaría con { $voiceMinutes ->
        [one] { $voiceMinutes } minuto
       *[other] { $voiceMinutes } minutos
    }.
quality-proposal =
    { $minutes ->
        [one] Tus grabaciones contienen { $voiced } de voz: { $minutes } minuto de entrenamiento la cubre.
       *[other] Tus grabaciones contienen { $voiced } de voz: { $minutes } minutos de entrenamiento la cubren.
    }
quality-paid-against-held =
    Pagas por { $minutes ->
        [one] { $minutes } minuto
       *[other] { $minutes } minutos
    } ({ $credits ->
        [one] { $credits } crédito
       *[other] { $credits } créditos
    }); las grabaciones que conservas contienen { $voiced } de voz (buenas: { $good }, aceptables: { $usable }, malas: { $poor }).
