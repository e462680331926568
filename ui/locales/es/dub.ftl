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
dub-badge-checking-label = Créditos: consultando el saldo
dub-badge-checking = Consultando créditos…
dub-badge-failed =
    { $why ->
        [offline] Créditos: sin conexión
        [refused] Créditos: clave rechazada
        [signed_out] Créditos: sin clave
        [unconfirmed] Créditos: clave sin confirmar
       *[other] Créditos no disponibles
    }
dub-badge-failed-label =
    { $why ->
        [offline] Créditos desconocidos: Dubdeck no puede conectar con el servicio. El saldo se vuelve a consultar cuando haya conexión.
        [refused] Créditos desconocidos: el servicio rechazó la clave de API. Pega una clave nueva en Ajustes.
        [signed_out] Créditos desconocidos: no hay ninguna clave de API. Pega tu clave en Ajustes.
        [unconfirmed] Créditos desconocidos: la clave de API espera a que confirmes la nueva dirección del servicio.
       *[other] Créditos desconocidos: el servicio no pudo indicar el saldo. Se vuelve a consultar con el próximo cambio.
    }

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
dub-pitch-tick-up =
    { $octaves ->
        [one] +{ $octaves } octava
       *[other] +{ $octaves } octavas
    }
dub-pitch-tick-down =
    { $octaves ->
        [one] −{ $octaves } octava
       *[other] −{ $octaves } octavas
    }
dub-pitch-value-octaves-up =
    { $octaves ->
        [one] +{ $semitones } semitonos (una octava arriba)
       *[other] +{ $semitones } semitonos ({ $octaves } octavas arriba)
    }
dub-pitch-value-octaves-down =
    { $octaves ->
        [one] −{ $semitones } semitonos (una octava abajo)
       *[other] −{ $semitones } semitonos ({ $octaves } octavas abajo)
    }
dub-pitch-value-none = 0 semitonos (sin cambio)
dub-pitch-octave-down = −12: una octava abajo
dub-pitch-octave-up = +12: una octava arriba
dub-pitch-slider-label = Cambio de tono en semitonos
dub-pitch-hint = 12 semitonos son una octava: +12 lleva una voz grave a una aguda.
dub-pitch-suggest = Sugerir tono
dub-pitch-suggest-step = Sugerir un cambio en
dub-pitch-suggest-octaves = Octavas enteras
dub-pitch-suggest-semitones = Semitonos
dub-pitch-suggest-busy = Midiendo la voz del archivo
dub-pitch-suggest-reason = La voz de este archivo ronda los { $song } Hz, y { $voice }, los { $target } Hz: { $shift }.
dub-pitch-suggest-unknown = No se conoce el registro de { $voice }, así que no se sugiere ningún tono. Abre la voz en Voces y define su registro una vez; el tono se queda como está.
dub-pitch-suggest-no-pitch = Ninguna voz de “{ $file }” se oye con la claridad suficiente para medir su tono, así que no se sugiere ninguno; el tono se queda como está.
dub-pitch-suggest-unreadable = No se pudo medir la voz, así que no se sugiere ningún tono. { $reason }
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
dub-buy-credits = Comprar créditos
dub-buy-credits-title = Abre en tu navegador la página donde se compran créditos
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
dub-blocked-credits =
    { $count ->
        [one] { $files } espera créditos: la cuenta no tiene suficientes para doblarlo. Compra créditos y pulsa “Reintentar” en Trabajos.
       *[other] { $files } esperan créditos: la cuenta no tiene suficientes para doblarlos. Compra créditos y pulsa “Reintentar” en Trabajos.
    }
dub-blocked-approval =
    { $count ->
        [one] { $files } espera en Trabajos a que apruebes su costo.
       *[other] { $files } esperan en Trabajos a que apruebes su costo.
    }
dub-blocked-budget =
    { $count ->
        [one] { $files } espera tu aprobación: aprobarlo automáticamente llevaría el gasto de { $month } por encima de tu presupuesto.
       *[other] { $files } esperan tu aprobación: aprobarlos automáticamente llevaría el gasto de { $month } por encima de tu presupuesto.
    }

## Pruebas (doblaje de 30 segundos de un archivo) y vídeos

audition-span = { $start }–{ $end }
audition-title = Prueba { $span } de { $title }
audition-group = Pruebas de { $title }
audition-range = de { $start } a { $end }
row-settings-pitch =
    { $count ->
        [one] { $signed } semitono
       *[other] { $signed } semitonos
    }
row-settings-vocals-kept = voces sin separar
video-sent-excerpt = Se enviaron { $sent } de sonido ({ $duration }) en lugar del vídeo de { $whole }
video-sent = Se enviaron { $sent } de sonido en lugar del vídeo de { $whole }
audition-sent = Se enviaron { $sent } ({ $duration }) en lugar del archivo completo de { $whole }
video-making = Creando el vídeo…
video-making-badge = Creando vídeo
video-making-hint = El audio doblado ya está guardado; Dubdeck lo está poniendo como sonido en una copia del vídeo.
video-error-reason = El doblaje está listo, pero no se pudo crear su copia en vídeo: { $reason }. Abre el audio tal como está, o libera espacio en la carpeta de salida y vuelve a doblarlo para obtener el vídeo.
video-error = El doblaje está listo, pero no se pudo crear su copia en vídeo. Abre el audio tal como está, o libera espacio en la carpeta de salida y vuelve a doblarlo para obtener el vídeo.
video-error-step =
    El doblaje está listo, pero no se pudo crear su copia en vídeo: { $step ->
        [no_video] el archivo de origen ya no contiene vídeo
        [read_input] ffmpeg no pudo leer el vídeo de origen
        [name] no había ningún nombre libre en la carpeta de salida
        [work_folder] no se pudo usar la carpeta de trabajo de Dubdeck
        [mux] ffmpeg no pudo poner el doblaje en el vídeo
        [place] no se pudo mover a la carpeta de salida
       *[other] algo salió mal
    }{ $detail }. Abre el audio tal como está, o vuelve a doblarlo para obtener el vídeo.
video-error-no-tool = El doblaje está listo, pero no se pudo crear su copia en vídeo. { $reason } Instala ffmpeg y vuelve a doblarlo para obtener el vídeo.
audition-dub-whole-voice = Doblando “{ $title }” completo con { $voice }, con el tono y la separación de la prueba. Está al principio de la lista.
audition-dub-whole = Doblando “{ $title }” completo, con el tono y la separación de la prueba. Está al principio de la lista.
audition-again = El mismo fragmento ({ $span }), tono y separación, con otra voz, al precio mínimo. La prueba anterior se conserva.
audition-link = Un enlace no se puede probar: el servicio de voz lo descarga completo. Quita el enlace para probar primero los archivos, o descárgalo y suelta el archivo para probar 30 segundos.
audition-too-short-others =
    { $credits ->
        [one] “{ $file }” solo dura { $duration }, no más que una prueba: doblarlo completo cuesta lo mismo, { $credits } crédito. Quítalo para probar primero los otros archivos, o dóblalos completos.
       *[other] “{ $file }” solo dura { $duration }, no más que una prueba: doblarlo completo cuesta lo mismo, { $credits } créditos. Quítalo para probar primero los otros archivos, o dóblalos completos.
    }
audition-too-short =
    { $credits ->
        [one] “{ $file }” solo dura { $duration }, no más que una prueba: doblarlo completo cuesta lo mismo, { $credits } crédito. Dobla el archivo completo.
       *[other] “{ $file }” solo dura { $duration }, no más que una prueba: doblarlo completo cuesta lo mismo, { $credits } créditos. Dobla el archivo completo.
    }
audition-no-tool = Las pruebas se recortan en este equipo con ffmpeg. { $reason } Instala ffmpeg (el paquete de tu sistema o ffmpeg.org) y reinicia Dubdeck para probar 30 segundos primero; mientras tanto, puedes doblar el archivo completo.
audition-tool-unknown = Dubdeck no pudo comprobar si está ffmpeg, que recorta las pruebas en este equipo. Reinicia Dubdeck para volver a comprobarlo; mientras tanto, puedes doblar el archivo completo.
audition-tool-checking = Comprobando ffmpeg, que recorta las pruebas en este equipo…
audition-hint-minimum =
    { $files ->
        [1] Este archivo dura menos de un minuto, así que doblarlo completo cuesta lo mismo, { $whole } créditos: una prueba ahorra tiempo, no créditos.
       *[other] Estos archivos duran menos de un minuto cada uno, así que sus pruebas cuestan lo mismo que doblarlos completos ({ $whole } créditos): las pruebas ahorran tiempo, no créditos.
    }
audition-hint =
    { $files ->
        [1] Dobla 30 segundos por { $each } créditos en lugar de { $whole }. Si te gusta, “Doblar todo el archivo” en su fila dobla el resto con la misma voz y los mismos ajustes.
       *[other] Se doblan los 30 segundos más fuertes de cada archivo, a { $each } créditos cada uno en lugar de { $whole } en total. Si te gusta alguno, “Doblar todo el archivo” en su fila dobla el resto.
    }
video-input-missing = Vídeo: se envía completo porque falta ffmpeg, y el doblaje se devuelve como audio.
video-input-audio-only =
    { $media ->
        [ready] Vídeo: solo se envía su sonido; el doblaje se devuelve solo como audio (Vídeos doblados está desactivado en Ajustes).
       *[unknown] Vídeo: se dobla su sonido; el doblaje se devuelve solo como audio (Vídeos doblados está desactivado en Ajustes).
    }
video-input-audition =
    { $media ->
        [ready] Vídeo: solo se envía su sonido; una prueba se devuelve como audio, y el doblaje completo, también como vídeo.
       *[unknown] Vídeo: se dobla su sonido; una prueba se devuelve como audio, y el doblaje completo, también como vídeo.
    }
video-input =
    { $media ->
        [ready] Vídeo: solo se envía su sonido; el doblaje se devuelve también como vídeo.
       *[unknown] Vídeo: se dobla su sonido; el doblaje se devuelve también como vídeo.
    }
