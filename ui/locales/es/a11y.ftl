# Accesibilidad: la hoja de atajos de teclado, los nombres de las teclas, el botón de doblar de una
# tarjeta de voz y lo que la app dice a los lectores de pantalla (nunca se ve en pantalla).

## Teclas

a11y-key-ctrl = Ctrl
a11y-key-shift = Mayús
a11y-key-esc = Esc
a11y-key-tab = Tab
a11y-key-enter = Intro
a11y-key-space = Espacio
a11y-key-arrows = Flechas
a11y-key-page-up = Re Pág
a11y-key-page-down = Av Pág
a11y-key-home = Inicio
a11y-key-end = Fin
a11y-key-or = o

## La hoja de atajos de teclado

a11y-shortcuts-open = Atajos de teclado
a11y-shortcuts-title = Atajos de teclado
a11y-shortcuts-mac = En macOS, pulsa Cmd donde se muestra Ctrl.
a11y-shortcuts-close = Cerrar
a11y-shortcuts-group-app = En toda la app
a11y-shortcuts-group-voices = Voces
a11y-shortcuts-group-player = Reproductor
a11y-shortcuts-group-audition = Fragmento de la prueba
a11y-shortcut-help = Mostrar los atajos de teclado
a11y-shortcut-search = Buscar voces
a11y-shortcut-open = Elegir archivos para doblar
a11y-shortcut-paste-link = Doblar un enlace copiado (fuera de un campo de texto)
a11y-shortcut-zoom-in = Acercar
a11y-shortcut-zoom-out = Alejar
a11y-shortcut-zoom-reset = Tamaño real
a11y-shortcut-tab = Control siguiente o anterior (un diálogo mantiene el foco dentro)
a11y-shortcut-escape = Cerrar un diálogo, la hoja de doblaje o los detalles de una voz
a11y-shortcut-grid-move = Moverse entre las tarjetas de voz
a11y-shortcut-grid-page = Subir o bajar una pantalla
a11y-shortcut-grid-ends = Ir a la primera o a la última voz
a11y-shortcut-grid-open = Abrir los detalles de la voz
a11y-shortcut-search-clear = Borrar la búsqueda (en el campo de búsqueda)
a11y-shortcut-play = Reproducir o pausar
a11y-shortcut-switch = Cambiar entre el original y el doblaje
a11y-shortcut-compare = Escuchar la voz 1 a 4 de una comparación
a11y-shortcut-seek = Retroceder o avanzar 5 segundos (en la barra de posición)
a11y-shortcut-seek-far = Retroceder o avanzar 30 segundos
a11y-shortcut-player-close = Cerrar el reproductor
a11y-shortcut-audition-move = Mover el fragmento 1 segundo
a11y-shortcut-audition-far = Mover el fragmento 10 segundos
a11y-shortcut-audition-ends = Llevar el fragmento al principio o al final

## Una tarjeta de voz

a11y-card-dub = Doblar con { $voice }

## Solo para lectores de pantalla

a11y-zoom-now = Zoom { $percent } %
a11y-dub-stage =
    { $named ->
        [yes] Doblaje de { $title } con { $voice }: { $stage }
       *[no] Doblaje de { $title }: { $stage }
    }
a11y-dub-approval =
    { $named ->
        [yes] El doblaje de { $title } con { $voice } espera tu aprobación: { $credits ->
            [one] { $credits } crédito
           *[other] { $credits } créditos
        }
       *[no] El doblaje de { $title } espera tu aprobación: { $credits ->
            [one] { $credits } crédito
           *[other] { $credits } créditos
        }
    }
a11y-dub-done =
    { $named ->
        [yes] El doblaje de { $title } con { $voice } está listo
       *[no] El doblaje de { $title } está listo
    }
a11y-dub-failed =
    { $named ->
        [yes] El doblaje de { $title } con { $voice } falló: { $reason }
       *[no] El doblaje de { $title } falló: { $reason }
    }
a11y-training-stage = Entrenamiento de { $voice }: { $stage }
a11y-training-approval =
    El entrenamiento de { $voice } espera tu aprobación: { $credits ->
        [one] { $credits } crédito
       *[other] { $credits } créditos
    }
a11y-training-done = El entrenamiento de { $voice } está listo
a11y-training-failed = El entrenamiento de { $voice } falló: { $reason }
