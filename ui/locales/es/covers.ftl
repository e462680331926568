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
covers-key-down = Bajar la tonalidad un semitono (−1)
covers-key-up = Subir la tonalidad un semitono (+1)
covers-key-hint = Mueve toda la canción: la voz a través del servicio de voz y el instrumental en este equipo.
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
