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
