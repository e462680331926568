# Versiones (covers), comparaciones y salida: la voz de una canción emparejada con su instrumental,
# otras voces comparadas en la misma prueba, Ajustes > Salida y los doblajes ya hechos con una voz.

## La hoja de doblaje: una voz y su instrumental (una versión)

covers-pair-label = Voz e instrumental
covers-pair-line = Voces: “{ $vocal }” · Instrumental: “{ $instrumental }”
covers-pair-swap = Intercambiar
covers-pair-unpair = Desemparejar
covers-pair-not-sent = No se envía
covers-pair-hint = Un solo doblaje: se dobla la voz y luego se mezcla con el instrumental en este equipo.
covers-add-instrumental = Añadir el instrumental…
covers-vocal-as-is = La voz se envía tal cual (ya es una pista separada), así que la separación está desactivada.
covers-audition-paired = Una versión se dobla completa. Pulsa “Desemparejar” para probar antes 30 segundos de un archivo.
covers-key-title = Tonalidad
covers-key-slider-label = Tonalidad de toda la canción, en semitonos
covers-key-down = −1: bajar la tonalidad un semitono
covers-key-up = +1: subir la tonalidad un semitono
covers-key-hint = Mueve toda la canción: la voz a través del servicio de voz y el instrumental en este equipo.
covers-key-fixed = El ffmpeg de este equipo no puede cambiar la tonalidad (no tiene rubberband), así que la canción se queda en su tonalidad.
covers-started = Doblando la voz de “{ $song }” con { $voice }. Cuando vuelva, se mezclará con el instrumental en este equipo.

## La hoja de doblaje: otras voces para comparar en los mismos 30 segundos

covers-compare-title = Comparar voces
covers-compare-list-label = Voces para comparar
covers-compare-remove = Quitar { $voice } de la comparación
covers-compare-add = Comparar con otra voz
covers-compare-hint = Cada voz prueba los mismos 30 segundos: una prueba por voz.
covers-compare-full = Se pueden comparar hasta { $max } voces a la vez. Quita una para añadir otra.
covers-compare-picker-label = Voz con la que comparar
covers-compare-search-label = Buscar una voz con la que comparar
covers-compare-cost-title = Costo de la comparación
covers-compare-cost =
    { $auditions ->
        [one] { $auditions } prueba
       *[other] { $auditions } pruebas
    } · { $credits ->
        [one] { $credits } crédito
       *[other] { $credits } créditos
    }
covers-compare-started = Probando los mismos 30 segundos con { $count } voces.

## Ajustes > Salida: cómo se escriben los doblajes y las mezclas terminados

covers-output-section = Salida
covers-format = Formato
covers-format-hint = El formato de archivo en que se guardan los doblajes y las mezclas terminados.
covers-format-service = Tal como lo devuelve el servicio
covers-format-wav = WAV de 16 bits
covers-format-wav24 = WAV de 24 bits
covers-format-flac = FLAC
covers-format-mp3 = MP3 a 320 kb/s
covers-format-m4a = M4A (AAC a 256 kb/s)
covers-format-opus = Opus
covers-format-saved = Formato guardado.
covers-loudness = Sonoridad
covers-loudness-hint = Lleva los doblajes y las mezclas terminados a una misma sonoridad, para que suenen a un nivel parejo.
covers-loudness-off = Desactivada
covers-loudness-streaming = −14 LUFS (streaming)
covers-loudness-custom = Personalizada
covers-loudness-field = Sonoridad en LUFS
covers-loudness-saved = Sonoridad guardada.
covers-template = Plantilla de nombres
covers-template-hint = Cómo se nombran los doblajes terminados: {"{"}input{"}"} (el archivo o la canción), {"{"}voice{"}"}, {"{"}key{"}"}, {"{"}pitch{"}"} y {"{"}date{"}"}. Déjala vacía para usar los nombres de siempre.
covers-template-example = Ejemplo: { $name }
covers-template-example-service = Ejemplo: { $name } (con la extensión que devuelva el servicio)
covers-template-example-input = Canción
covers-template-save = Guardar plantilla
covers-template-saved = Plantilla de nombres guardada.
covers-template-reset = Usar los nombres de siempre
covers-template-reset-done = Los doblajes terminados vuelven a nombrarse como siempre.

## El panel de una voz: tus doblajes y pruebas con ella

covers-heard-title = Escuchado antes
covers-heard-none = Aún no has doblado nada con esta voz.
covers-heard-loading = Leyendo tus doblajes con esta voz
covers-heard-play = Reproducir { $title }
covers-heard-pause = Pausar { $title }
covers-heard-missing = El archivo doblado ya no está donde se guardó.
