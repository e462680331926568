player-label = Reproductor de { $title }
player-video-label = Vídeo de { $title }, con el doblaje como sonido
player-play = Reproducir
player-pause = Pausar
player-volume = Volumen
player-volume-value = { $percent } %
player-listen-label = Escuchar
player-side-dub = Doblaje
player-side-original = Original
player-switch-hint = { $key } cambia entre original y doblaje
player-close = Cerrar reproductor
player-position = Posición
player-position-value = { $position } de { $total }
player-refused = El sistema no dejó que la reproducción empezara sola. Pulsa Reproducir para escuchar.

## Selector del fragmento de una prueba

audition-picker-label = Fragmento de { $file } que se probará
audition-picker-loudest = { $range } · la parte más fuerte
audition-picker-keys = Arrastra la zona resaltada o usa las flechas (Re Pág y Av Pág para moverla 10 s).
audition-picker-back = Volver a la parte más fuerte

## Reproductor

media-link-original = El original era un enlace, así que no hay ninguna copia en este equipo con la que comparar: solo se reproduce el doblaje.
media-missing-dub = El archivo del doblaje ya no está en { $path }. Puede que se haya movido o eliminado: vuelve a doblarlo o quita el trabajo.
media-missing-original = El archivo original ya no está en { $path }, así que solo se reproduce el doblaje. Vuelve a ponerlo ahí para comparar los dos.
media-missing-video = La copia en vídeo ya no está en { $path }, así que el doblaje se reproduce solo como sonido. Vuelve a doblarlo para crear una copia nueva.
media-video-network = La copia en vídeo dejó de cargarse desde el servidor multimedia propio de Dubdeck. El doblaje se reproduce solo como sonido; usa Abrir vídeo para verlo en otra app.
media-video-decode = No se pudo decodificar la copia en vídeo: el archivo parece dañado o cortado. El doblaje se reproduce solo como sonido; usa Abrir vídeo para verlo en otra app.
media-video-format = La copia en vídeo está en un formato que este equipo no puede mostrar dentro de Dubdeck (en Linux, H.264 y AAC necesitan el paquete gstreamer1.0-libav). El doblaje se reproduce solo como sonido; usa Abrir vídeo para verlo en otra app.
media-video-failed = No se pudo reproducir la copia en vídeo. El doblaje se reproduce solo como sonido; usa Abrir vídeo para verlo en otra app.
media-audition-range = Una prueba: el original se reproduce de { $start } a { $end }, el fragmento que se dobló.
media-audition-from = Una prueba: el original se reproduce desde { $start }, el fragmento que se dobló.
media-error-network =
    { $side ->
        [dub] El doblaje dejó de cargarse desde el servidor multimedia propio de Dubdeck. Cierra el reproductor y vuelve a pulsar Reproducir.
       *[original] El original dejó de cargarse desde el servidor multimedia propio de Dubdeck. Cierra el reproductor y vuelve a pulsar Reproducir. Solo se reproduce el doblaje.
    }
media-error-decode =
    { $side ->
        [dub] No se pudo decodificar el doblaje: el archivo parece dañado o cortado. Usa Abrir para probar con otra app, o vuelve a doblarlo.
       *[original] No se pudo decodificar el original: el archivo parece dañado o cortado. Usa Abrir para probar con otra app. Solo se reproduce el doblaje.
    }
media-error-format =
    { $side ->
        [dub] El doblaje está en un formato que este equipo no puede reproducir dentro de Dubdeck (en Linux, AAC y M4A necesitan el paquete gstreamer1.0-libav). Usa Abrir para reproducirlo en otra app.
       *[original] El original está en un formato que este equipo no puede reproducir dentro de Dubdeck (en Linux, AAC y M4A necesitan el paquete gstreamer1.0-libav). Usa Abrir para reproducirlo en otra app. Solo se reproduce el doblaje.
    }
media-error-failed =
    { $side ->
        [dub] No se pudo reproducir el doblaje. Cierra el reproductor y vuelve a pulsar Reproducir.
       *[original] No se pudo reproducir el original. Cierra el reproductor y vuelve a pulsar Reproducir. Solo se reproduce el doblaje.
    }
