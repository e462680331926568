rec-title = Grabar
rec-files-hint =
    Una voz se entrena con { $maxFiles ->
        [one] { $maxFiles } archivo
       *[other] { $maxFiles } archivos
    } como máximo: graba unas cuantas tomas de un minuto o más cada una.

## El micrófono

rec-microphone = Micrófono
rec-devices-looking = Buscando micrófonos…
rec-devices-none = No hay micrófonos
rec-device-default = { $device } (predeterminado)
rec-refresh = Actualizar
rec-no-microphone = No se encontró ningún micrófono. Para grabar aquí, conecta uno (o permite que Dubdeck lo use en los ajustes de privacidad del sistema) y pulsa Actualizar. Puedes añadir archivos sin micrófono.
rec-device-fell-back = El micrófono que elegiste la última vez no está conectado: se graba desde { $device }. Conéctalo y pulsa Actualizar para usarlo.

## El texto para leer o cantar

rec-prompt-label = Texto
rec-prompt-previous = Texto anterior
rec-prompt-next = Texto siguiente

## Grabación

rec-stop = Detener grabación
rec-record = Grabar una toma
rec-again = Repetir toma
rec-again-label = Repetir toma ({ $take })
rec-again-title = Graba una toma nueva; { $take } se sustituirá cuando la detengas
rec-status-recording-from = Grabando { $take } desde { $device }
rec-status-recording = Grabando
rec-status-opening = Abriendo el micrófono…
rec-status-ready = Pulsa Grabar una toma y luego lee o canta el texto.
rec-elapsed-label = Tiempo grabado
rec-replacing = Grabando de nuevo: { $take } se sustituirá cuando detengas la grabación.
rec-recording-adopted = Ya se estaba grabando una toma cuando se abrió esta página. Continúa aquí: pulsa Detener grabación para conservarla y luego graba la siguiente.

## Medidor de nivel de entrada

rec-meter-label = Nivel de entrada
rec-meter-db = { $db } dB
rec-meter-value = { $db } dB de pico
rec-meter-value-clipping = { $db } dB de pico, con saturación
rec-meter-none = Sin señal
rec-silent-device = Aún no se oye nada: comprueba que { $device } no esté silenciado o elige otro.
rec-silent = Aún no se oye nada: comprueba que el micrófono no esté silenciado o elige otro.

## Audio grabado frente al objetivo

rec-aim-label = Minutos grabados
rec-aim-voice = Voz: { $voiced } de { $aim }
rec-aim-audio = Audio: { $recorded } de { $aim } (sin comprobar cuánto es voz)
rec-aim-reached = Objetivo alcanzado.
rec-aim-left = Faltan { $left }.
rec-aim-chosen =
    Objetivo: { $minutes ->
        [one] el { $minutes } minuto elegido
       *[other] los { $minutes } minutos elegidos
    } para el entrenamiento.
rec-aim-fewest =
    Objetivo: { $minutes ->
        [one] { $minutes } minuto
       *[other] { $minutes } minutos
    }, el mínimo que se cobra por un entrenamiento.
rec-aim-counts = Cuentan todos los archivos que entran en el entrenamiento, tanto las tomas como los archivos añadidos.
rec-aim-counts-voice = Solo cuenta la voz, no los silencios ni las pausas: tanto en las tomas como en los archivos añadidos, una vez comprobados.

## Avisos y tomas guardadas

rec-notices-label = Avisos de grabación
rec-dismiss = Cerrar
rec-sentences = { $first } { $second }
rec-takes-unlisted = No se pudieron mostrar las tomas guardadas: { $reason }
rec-saved-title = Tomas guardadas
rec-add = Añadir
rec-add-label = Añadir { $take }
rec-player-unreadable = el reproductor no pudo leerla

## Botones de una toma

rec-take-play = Reproducir
rec-take-pause = Pausar
rec-take-play-label = Reproducir { $take }
rec-take-pause-label = Pausar { $take }
rec-take-trim-label = Recortar el silencio de { $take }
rec-take-trim-title = Recortar el silencio de ambos extremos
rec-take-delete-label = Eliminar { $take }
rec-take-delete-title = Eliminar esta toma

## Confirmación antes de eliminar una toma

rec-delete-title = ¿Eliminar { $take }?
rec-delete-text = La grabación ({ $length }) se elimina de este equipo y se quita de los archivos de entrenamiento. Esta acción no se puede deshacer.
rec-delete-cancel = Cancelar
rec-delete-confirm = Eliminar la toma

## Tomas grabadas

take-device-lost = Se desconectó el micrófono, así que { $take } se detuvo en { $time }. Se conserva lo grabado. Vuelve a conectarlo o elige otro, y luego graba el resto.
take-write-failed = No se pudo escribir { $take } en el disco{ $detail }, así que la grabación se detuvo en { $time }. Se conserva lo grabado. Libera espacio en disco y luego graba el resto.
take-end-unknown = { $take } se detuvo inesperadamente en { $time }. Se conserva lo grabado.
take-limit-reached = { $take } se detuvo en { $time }, la duración máxima de una toma. Se conserva lo grabado. Graba el resto en otra toma.
take-dropped = { $take } perdió { $seconds } s de sonido porque el equipo no daba abasto. Cierra otras apps que consuman muchos recursos y vuelve a grabarla.
take-dropped-little = { $take } perdió menos de 0,1 s de sonido porque el equipo no daba abasto. Cierra otras apps que consuman muchos recursos y vuelve a grabarla.
take-retake-replaced = { $take } sustituyó a { $old }, que se ha eliminado.
take-retake-kept = { $take } también se conserva, porque la toma nueva no está completa: elimina la que no quieras.
take-retake-not-started = { $take } se conserva tal como estaba.
take-retake-delete-failed = No se pudo eliminar { $take }, así que se conserva junto a { $new }: { $reason }
take-recovered = { $take } se estaba grabando cuando se cerró Dubdeck y se ha conservado ({ $length }). Añádela desde Tomas guardadas para entrenar con ella.
take-trimmed-none = No había silencio que recortar en los extremos.
take-trimmed-start = Se recortaron { $start } s del inicio; ahora dura { $length }.
take-trimmed-end = Se recortaron { $end } s del final; ahora dura { $length }.
take-trimmed-both = Se recortaron { $start } s del inicio y { $end } s del final; ahora dura { $length }.
take-play-failed = No se pudo reproducir { $take }{ $detail }. Comprueba la salida de sonido y vuelve a pulsar Reproducir.
take-clipping = Saturación: baja la ganancia de entrada
take-clipping-hint = en los ajustes de sonido del sistema, o aléjate un poco del micrófono.
