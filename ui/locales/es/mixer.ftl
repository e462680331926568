# Comparaciones y versiones (covers) en la pantalla Trabajos: varias voces con la misma prueba en
# una sola fila, y la mezcla de una voz doblada sobre su pista instrumental.

## La fila de una comparación

compare-label = Comparación de { $title }: { $voices }
compare-title =
    { $count ->
        [one] { $count } voz en { $span } de { $title }
       *[other] { $count } voces en { $span } de { $title }
    }
compare-title-whole =
    { $count ->
        [one] { $count } voz en { $title }
       *[other] { $count } voces en { $title }
    }
compare-progress =
    { $count ->
        [one] { $done } de { $count } prueba lista
       *[other] { $done } de { $count } pruebas listas
    }
compare-approve-cost =
    { $count ->
        [one] Generar { $count } prueba
       *[other] Generar { $count } pruebas
    } por { $credits ->
        [one] { $credits } crédito
       *[other] { $credits } créditos
    }
compare-dub-whole = Doblar todo el archivo con { $voice }
compare-play-label = Reproducir la comparación de { $title }
compare-player-label = Reproductor de la comparación de { $title }
compare-dub-missing = El doblaje con { $voice } ya no está en { $path }, así que queda fuera. Vuelve a doblarlo para escucharlo.
compare-dub-failed = El doblaje con { $voice } no se puede reproducir aquí, así que queda fuera.
compare-original-missing = El archivo original ya no está en { $path }, así que solo suenan las voces. Vuelve a ponerlo allí para compararlas con él.
compare-original-failed = El original no se puede reproducir aquí, así que solo suenan las voces.
compare-remove-label = Quitar de la biblioteca la comparación de { $title }
compare-remove-title = ¿Quitar de la biblioteca la comparación de “{ $title }”?
compare-remove-delete-files = Eliminar también los archivos de resultado
compare-remove-confirm-delete = Quitar y eliminar los archivos

## La mezcla de una versión, en su reproductor

mixer-label = Mezcla
mixer-vocal = Voz
mixer-instrumental = Instrumental
mixer-db = { $value } dB
mixer-export = Exportar mezcla
mixer-free = Gratis: se hace en este equipo
mixer-mixing = Mezclando…
mixer-mixed = Mezclado en { $file }
mixer-cover = con { $file }
mixer-cover-key = con { $file }, tonalidad { $key }
mixer-error-cover =
    El doblaje está listo, pero no se pudo hacer su mezcla: { $step ->
        [no_tool] ffmpeg no se puede usar en este equipo
        [no_pitch_shifter] este ffmpeg no puede cambiar la tonalidad de la canción (no tiene el filtro rubberband)
        [stem_missing] la pista instrumental o la voz doblada ya no están en la biblioteca
        [out_of_range] un nivel, la tonalidad o la sonoridad están fuera de su rango
        [render] ffmpeg no pudo crear el archivo
        [name] no había ningún nombre libre en la carpeta de salida
        [work_folder] no se pudo usar la carpeta de trabajo de Dubdeck
        [place] no se pudo mover a la carpeta de salida
       *[other] algo salió mal
    }{ $detail }. { $step ->
        [no_tool] Instala ffmpeg, reinicia Dubdeck y pulsa “Exportar mezcla”.
        [no_pitch_shifter] Instala un ffmpeg compilado con rubberband, reinicia Dubdeck y pulsa “Exportar mezcla”.
        [stem_missing] Vuelve a doblar la canción para mezclarla.
       *[other] Pulsa “Exportar mezcla” para volver a intentarlo.
    }
mixer-error-format =
    El doblaje está listo, pero no se pudo crear su archivo en el formato que elegiste: { $step ->
        [no_tool] ffmpeg no se puede usar en este equipo
        [no_pitch_shifter] este ffmpeg no puede cambiar la tonalidad de la canción (no tiene el filtro rubberband)
        [stem_missing] el archivo doblado ya no está en la biblioteca
        [out_of_range] la sonoridad está fuera de su rango
        [render] ffmpeg no pudo crear el archivo
        [name] no había ningún nombre libre en la carpeta de salida
        [work_folder] no se pudo usar la carpeta de trabajo de Dubdeck
        [place] no se pudo mover a la carpeta de salida
       *[other] algo salió mal
    }{ $detail }. El doblaje se conserva tal como lo hizo el servicio.
mixer-instrumental-missing = La pista instrumental ya no está en { $path }, así que el doblaje suena solo. Vuelve a ponerla allí para oír la mezcla.
mixer-instrumental-none = No hay ninguna pista instrumental que reproducir bajo este doblaje, así que suena solo.
mixer-instrumental-failed = La pista instrumental no se puede reproducir aquí, así que el doblaje suena solo. “Exportar mezcla” sigue creando la mezcla.
