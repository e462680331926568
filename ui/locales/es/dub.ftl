## Créditos

dub-credits =
    { $credits ->
        [one] { $credits } crédito
       *[other] { $credits } créditos
    }

## Indicador de créditos (cabecera de la ventana)

dub-badge-label =
    { $minutes ->
        [one] Créditos: { $credits }, aproximadamente { $minutes } minuto de doblaje
       *[other] Créditos: { $credits }, aproximadamente { $minutes } minutos de doblaje
    }
dub-badge-as-of = Saldo consultado: { $time }
dub-badge-minutes = ≈ { $minutes } min
dub-badge-unknown-label = Créditos: desconocidos
dub-badge-unknown = — créditos

## Panel de doblaje: cabecera y archivos

dub-sheet-title-voice = Doblar con { $voice }
dub-sheet-title-new = Nuevo doblaje
dub-sheet-close = Cerrar
dub-inputs-title = Qué doblar
dub-inputs-hint = Suelta canciones o clips en la ventana, elige archivos o pega un enlace.
dub-inputs-label = Archivos y enlaces
dub-input-meta = { $duration } · { $format }
dub-link-priced-later = El precio se sabrá cuando el servicio lo lea
dub-input-refused = No se dobla
dub-input-remove = Quitar { $file }
dub-link-remove = Quitar { $link }
dub-add-files = Añadir archivos…
dub-link-placeholder = https://… enlace a una canción o clip
dub-link-label = Enlace para doblar
dub-add-link = Añadir enlace
dub-link-invalid = “{ $link }” no es un enlace web. Pega una dirección que empiece por https:// (o http://) y lleve a un audio o vídeo.

## Probar 30 segundos primero (una prueba)

dub-audition-label = Probar 30 segundos primero
dub-audition-reading = Leyendo la forma de onda

## Voz, tono y voces

dub-voice-title = Voz
dub-voice-hint = Elige la voz con la que doblar.
dub-pitch-title = Tono
dub-pitch-none = Sin cambio
dub-pitch-up =
    { $semitones ->
        [one] +{ $semitones } semitono
       *[other] +{ $semitones } semitonos
    }
dub-pitch-down =
    { $semitones ->
        [one] −{ $semitones } semitono
       *[other] −{ $semitones } semitonos
    }
dub-pitch-mark-up = +{ $octaves } oct
dub-pitch-mark-down = −{ $octaves } oct
dub-pitch-octave-down = Una octava abajo (−12)
dub-pitch-octave-up = Una octava arriba (+12)
dub-pitch-slider-label = Cambio de tono en semitonos
dub-pitch-hint = 12 semitonos son una octava: +12 lleva una voz grave a una aguda.
dub-vocals-title = Voces
dub-vocals-separate = Separar primero las voces
dub-vocals-separate-hint = Para canciones con música: se dobla la voz y se conserva la música.
dub-vocals-isolated = Mi audio ya es solo voz, sin música
dub-vocals-isolated-hint = Sin separación: se dobla todo el audio.

## Costo, saldo e inicio

dub-cost-label = Costo
dub-cost-estimated =
    { $files ->
        [1] Costo estimado
       *[other] Costo estimado ({ $files } archivos)
    }
dub-cost-audition =
    { $files ->
        [1] Costo de la prueba
       *[other] Costo de las pruebas ({ $files } archivos)
    }
dub-cost-after-link = Cuando se lea el enlace
dub-cost-with-links =
    { $credits ->
        [one] { $credits } crédito + enlaces
       *[other] { $credits } créditos + enlaces
    }
dub-cost-instead = en lugar de { $credits }
dub-balance-title = Saldo
dub-balance-unknown = Desconocido
dub-after-title = Después
dub-not-enough = Créditos insuficientes: esto necesita { $needed } y la cuenta tiene { $balance }. Compra créditos primero o empieza de todos modos: los doblajes esperarán a tener créditos y no se pierde nada.
dub-approval-hint = El costo exacto se muestra antes de generar; si supera tu límite de aprobación, se te pregunta antes.
dub-cancel = Cancelar
dub-start-dubs =
    { $count ->
        [1] Iniciar doblaje
       *[other] Iniciar { $count } doblajes
    }
dub-start-auditions =
    { $count ->
        [1] Iniciar prueba
       *[other] Iniciar { $count } pruebas
    }

## Selector de voz

dub-picker-label = Voz
dub-picker-search-placeholder = Buscar voces
dub-picker-search-label = Buscar voces para doblar
dub-picker-yours = Tuya
dub-picker-searching = Buscando…
dub-picker-none = Ninguna voz coincide. Prueba con otro nombre.
dub-picker-empty = Busca en el catálogo para elegir una voz.

## Avisos al iniciar doblajes

dub-started =
    { $count ->
        [one] Doblando { $count } archivo con { $voice }.
       *[other] Doblando { $count } archivos con { $voice }.
    }
dub-audition-started =
    { $count ->
        [1] Probando 30 segundos con { $voice }.
       *[other] Probando 30 segundos de { $count } archivos con { $voice }.
    }
dub-started-dropped =
    { $count ->
        [one]
            Doblando { $count } archivo con { $voice }. { $credits ->
                [one] Aproximadamente { $credits } crédito.
               *[other] Aproximadamente { $credits } créditos.
            }
       *[other]
            Doblando { $count } archivos con { $voice }. { $credits ->
                [one] Aproximadamente { $credits } crédito.
               *[other] Aproximadamente { $credits } créditos.
            }
    }
