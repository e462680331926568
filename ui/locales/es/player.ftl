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
