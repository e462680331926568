## Piezas comunes

error-detail = {" "}({ $detail })

## Errores de comandos

error-no-api-key = No hay ninguna clave de API configurada. Pega tu clave en Ajustes o prueba la demo.
error-key-not-confirmed-new-host = la nueva dirección del servicio
error-key-not-confirmed-other-host = otra dirección del servicio
error-key-not-confirmed = Dubdeck no envió tu clave de API a { $now }: se comprobó con { $checkedWith }. Elige “Enviar mi clave a { $now }” en la parte superior de la ventana, usa otra clave o vuelve a la dirección anterior en Ajustes.
error-unauthorized = Se rechazó la clave de API. Pega una clave nueva en Ajustes.
error-rate-limited-after = El servicio de voz nos pidió que bajáramos el ritmo. Dubdeck vuelve a intentarlo en { $seconds } s; no se pierde nada.
error-rate-limited-until = El servicio de voz nos pidió que bajáramos el ritmo hasta las { $time }. Dubdeck volverá a intentarlo entonces; no se pierde nada.
error-rate-limited = El servicio de voz nos pidió que bajáramos el ritmo. Dubdeck vuelve a intentarlo en un momento; no se pierde nada.
error-not-enough-credits = No hay créditos suficientes para esto{ $detail }. Añade créditos a tu cuenta de VoiceDub y vuelve a intentarlo.
error-voice-not-found = La voz elegida ya no está disponible en el servicio de voz (puede que se haya eliminado o se haya hecho privada). Elige otra voz.
error-not-found = El servicio de voz ya no reconoce este doblaje o esta voz (puede que haya caducado o se haya eliminado). Vuelve a iniciarlo.
error-invalid-arguments = El servicio de voz rechazó los valores de la solicitud{ $detail }. Cambia lo que se indica y vuelve a intentarlo.
error-service-refused = El servicio de voz rechazó la solicitud: { $message }. Cambia lo que se indica y vuelve a intentarlo.
error-input-changed =
    { $named ->
        [yes] “{ $file }” cambió
       *[no] Un archivo cambió
    } mientras Dubdeck lo enviaba. Espera a que se termine de guardar y vuelve a intentarlo.
error-service-failed = El servicio de voz tuvo un problema. Vuelve a intentarlo dentro de unos minutos.
error-service-failed-status = El servicio de voz tuvo un problema (error { $status }). Vuelve a intentarlo dentro de unos minutos.
error-service-redirected = El servicio de voz redirigió a Dubdeck a otra dirección, y Dubdeck no envía tu clave de API a ningún sitio que no tenga configurado. Comprueba la dirección del servicio en Ajustes; si es correcta, vuelve a intentarlo más tarde.
error-service-redirected-to = El servicio de voz redirigió a Dubdeck a otra dirección ({ $value }), y Dubdeck no envía tu clave de API a ningún sitio que no tenga configurado. Comprueba la dirección del servicio en Ajustes; si es correcta, vuelve a intentarlo más tarde.
error-service-unreachable = No se puede conectar con el servicio de voz. Comprueba tu conexión; puedes seguir explorando las voces que ya viste.
error-invalid-request = Dubdeck no envió la solicitud porque el servicio de voz la rechazaría{ $detail }. Cambia lo que se indica y vuelve a intentarlo.
error-service-answer-unreadable = El servicio de voz envió una respuesta que Dubdeck no pudo leer. Comprueba la dirección del servicio en Ajustes y vuelve a intentarlo dentro de unos minutos.
error-service-answer-unreadable-status = El servicio de voz envió una respuesta que Dubdeck no pudo leer (HTTP { $status }). Comprueba la dirección del servicio en Ajustes y vuelve a intentarlo dentro de unos minutos.
error-unknown-outcome = La conexión se cortó antes de que respondiera el servicio de voz, así que Dubdeck no sabe si la solicitud llegó. Revisa Trabajos y tus créditos antes de volver a intentarlo.
error-transfer-failed = Se interrumpió una subida o una descarga{ $detail }. Comprueba tu conexión y vuelve a intentarlo.
error-read-only = La clave de API viene de la variable de entorno DUBDECK_API_KEY y no se puede cambiar aquí. Elimina la variable para gestionar la clave en Dubdeck.
error-empty-key = La clave de API estaba vacía, así que no se guardó nada. Primero pega tu clave de API.
error-bad-encoding = No se puede leer la clave guardada (no es texto válido). Elimina la clave guardada y vuelve a pegarla.
error-ambiguous = El llavero del sistema contiene más de una clave de Dubdeck, así que Dubdeck no sabe cuál es la correcta. Elimina la clave guardada y vuelve a pegarla.
error-input-refused = Se rechazó antes de enviar nada{ $detail }. Cambia lo que se indica y vuelve a intentarlo.
error-engine-running-elsewhere = Otro Dubdeck (la app o la línea de comandos) está ejecutando los trabajos de esta biblioteca; continúan allí.
error-no-such-job = Este trabajo ya no está en la biblioteca. Puede que se haya quitado desde otra ventana.
error-wrong-state = Ya no se puede hacer eso con este trabajo{ $detail }. La lista muestra en qué punto está ahora.
error-engine-stopped = El gestor de trabajos de Dubdeck se detuvo, así que el trabajo no puede avanzar ahora. Reinicia Dubdeck; el trabajo continuará donde estaba.
error-engine-failed = El gestor de trabajos de Dubdeck falló{ $detail }. Reinicia Dubdeck; el trabajo continuará donde estaba.
error-invalid-value = No se puede usar ese valor: { $message }. Cámbialo y vuelve a guardar.
error-library-busy = La biblioteca está ocupada por otra ventana o script de Dubdeck. Espera un momento y vuelve a intentarlo.
error-library-failed = Dubdeck no pudo leer ni escribir su biblioteca en este equipo{ $detail }. Comprueba el espacio libre en disco y luego reinicia Dubdeck.
error-no-data-dir = Dubdeck no encontró una carpeta personal donde guardar su biblioteca. Define DUBDECK_DATA_DIR con una carpeta en la que Dubdeck pueda escribir y luego reinicia Dubdeck.
error-invalid-base-url = “{ $value }” no es una dirección de servicio. Escribe una dirección completa que empiece por https:// (http:// sin cifrar solo para un servicio en este equipo), o restablécela para usar el servicio público.
error-insecure-base-url-https =
    { $named ->
        [yes] { $value } usa
       *[no] Esta dirección del servicio usa
    } http sin cifrar hacia otro equipo: tu clave de API y tus archivos cruzarían la red sin cifrar. Usa su dirección https:// ({ $https }); http sin cifrar solo sirve para un servicio en este equipo, como un simulador local.
error-insecure-base-url =
    { $named ->
        [yes] { $value } usa
       *[no] Esta dirección del servicio usa
    } http sin cifrar hacia otro equipo: tu clave de API y tus archivos cruzarían la red sin cifrar. Usa su dirección https://; http sin cifrar solo sirve para un servicio en este equipo, como un simulador local.
error-catalogue-cursor-repeated = El servicio de voz envió la misma página de voces dos veces seguidas, así que Dubdeck dejó de leer ahí. Las voces mostradas son correctas; vuelve a intentarlo más tarde para ver más.
error-catalogue-too-many-pages = La lista tiene más páginas de las que Dubdeck lee de una vez. Acótala con una búsqueda o un filtro.
error-catalogue-failed = No se pudieron leer las voces guardadas en este equipo{ $detail }. Vuelve a intentarlo; si sigue pasando, reinicia Dubdeck.
error-avatar-failed = No se pudo cargar la imagen de una voz{ $detail }. La voz sigue funcionando; su imagen aparecerá la próxima vez.
error-not-offered =
    Dubdeck solo puede usar archivos que sueltes sobre la ventana, elijas con “Doblar archivos” o “Añadir archivos”, o abras con Dubdeck, y { $named ->
        [yes] “{ $file }”
       *[no] este archivo
    } no llegó por ninguna de esas vías. Suéltalo o vuelve a elegirlo.
error-no-result = Este trabajo aún no tiene archivo de resultado. Espera a que termine.
error-result-missing = El archivo de resultado ya no está donde Dubdeck lo guardó. Puede que se haya movido o eliminado; vuelve a doblarlo para obtener una copia nueva.
error-result-missing-at = El archivo de resultado ya no está donde Dubdeck lo guardó ({ $path }). Puede que se haya movido o eliminado; vuelve a doblarlo para obtener una copia nueva.
error-not-audio =
    Dubdeck solo abre archivos de audio y vídeo, y { $named ->
        [yes] { $file }
       *[no] este resultado
    } no es ninguna de las dos cosas. Muéstralo en su carpeta y revísalo antes de abrirlo.
error-open-failed =
    El sistema no pudo abrir { $named ->
        [yes] { $path }
       *[no] el archivo
    }{ $detail }. Ábrelo desde tu gestor de archivos.
error-demo-failed = No se pudo iniciar la demo: { $reason }. Vuelve a intentarlo o reinicia Dubdeck.
error-demo-failed-unknown = No se pudo iniciar la demo: motivo desconocido. Vuelve a intentarlo o reinicia Dubdeck.
error-media-tool-missing = Esto necesita ffmpeg en este equipo. { $reason } Instala ffmpeg (el paquete de tu sistema o ffmpeg.org) y luego reinicia Dubdeck.
error-media-failed =
    ffmpeg no pudo leer { $named ->
        [yes] “{ $file }”
       *[no] este archivo
    }{ $detail }. Comprueba que se reproduce en un reproductor multimedia, o vuelve a exportarlo.
error-no-input-device = No se encontró ningún micrófono. Conecta uno (o permite que Dubdeck lo use en los ajustes de privacidad del sistema) y luego pulsa Actualizar.
error-input-device-gone = El micrófono elegido ya no está conectado. Vuelve a conectarlo o elige otro, y luego vuelve a grabar.
error-input-device-failed = No se pudo abrir el micrófono{ $detail }. Cierra otras apps que puedan estar usándolo o elige otro micrófono, y luego vuelve a grabar.
error-microphone-denied = Tu sistema no permite que Dubdeck use el micrófono. Permítelo en los ajustes de privacidad del sistema (en macOS: Ajustes del Sistema > Privacidad y seguridad > Micrófono; en Windows: Configuración > Privacidad y seguridad > Micrófono) y luego vuelve a grabar.
error-recording-in-progress = Ya se está grabando una toma. Detenla primero.
error-not-recording = No se está grabando ninguna toma. Pulsa Grabar una toma para empezar.
error-take-failed = No se pudo leer ni escribir la toma{ $detail }. Comprueba que el disco tenga espacio libre y que la carpeta de la biblioteca de Dubdeck siga ahí, y vuelve a intentarlo.
error-take-silent = Esta toma es silencio de principio a fin, así que no hay nada que conservar. Comprueba que el micrófono elegido sea el correcto y que no esté silenciado, y vuelve a grabar.
error-internal = Algo falló dentro de Dubdeck{ $detail }. Vuelve a intentarlo; si sigue pasando, reinicia Dubdeck.
error-unknown = Algo falló ({ $message }). Vuelve a intentarlo; si sigue pasando, reinicia Dubdeck.

## El llavero del sistema

keychain-no-session-bus = No hay ningún bus de sesión de escritorio (D-Bus) en ejecución, así que no se puede acceder al llavero. Inicia una sesión de escritorio y vuelve a intentarlo.
keychain-no-service = No hay ningún servicio de llavero en ejecución (Secret Service). Instala e inicia gnome-keyring o KeePassXC, y vuelve a intentarlo.
keychain-locked = El llavero está bloqueado. Desbloquéalo (inicia sesión en tu escritorio) y vuelve a intentarlo.
keychain-platform = El llavero del sistema se negó a guardar la clave{ $detail }. Revisa el almacén de credenciales del sistema y vuelve a intentarlo.
keychain-unknown = No se pudo usar el llavero{ $detail }. Revisa el almacén de credenciales del sistema y vuelve a intentarlo.
keychain-remove-stored-key = Elimina la clave guardada y vuelve a pegarla.

## Archivo, enlace o ajuste rechazado antes de enviar nada

refusal-not-found =
    { $named ->
        [yes] “{ $name }” ya no está
       *[no] Este archivo ya no está
    } ahí. Puede que se haya movido o eliminado; vuelve a elegirlo.
refusal-is-directory =
    { $named ->
        [yes] “{ $name }” es
       *[no] Esto es
    } una carpeta. Dubdeck dobla los archivos de uno en uno: abre la carpeta y suelta las canciones o clips que contiene.
refusal-empty =
    { $named ->
        [yes] “{ $name }” está vacío
       *[no] Este archivo está vacío
    } (0 bytes). Si aún se está descargando, espera a que termine y vuelve a soltarlo.
refusal-unreadable =
    { $named ->
        [yes] No se puede leer “{ $name }”
       *[no] No se puede leer este archivo
    }{ $detail }. Comprueba que tienes permiso para abrirlo, o cópialo a una carpeta a la que tengas acceso.
refusal-not-media =
    { $named ->
        [yes] “{ $name }” no es
       *[no] Este archivo no es
    } un archivo de audio o vídeo que Dubdeck pueda leer. Elige un archivo MP3, WAV, FLAC, OGG, M4A, MP4, MOV, MKV o WebM.
refusal-no-audio-track =
    { $named ->
        [yes] “{ $name }” no tiene
       *[no] Este archivo no tiene
    } sonido: no contiene ninguna pista de audio. Elige un archivo con audio.
refusal-damaged =
    { $named ->
        [yes] “{ $name }” parece
       *[no] Este archivo parece
    } un { $container }, pero está dañado o incompleto. Vuelve a exportarlo o descargarlo e inténtalo de nuevo.
refusal-damaged-unknown =
    { $named ->
        [yes] “{ $name }” parece
       *[no] Este archivo parece
    } un archivo multimedia, pero está dañado o incompleto. Vuelve a exportarlo o descargarlo e inténtalo de nuevo.
refusal-too-long =
    { $named ->
        [yes] “{ $name }” dura
       *[no] Este archivo dura
    } { $duration }; un doblaje puede durar como máximo { $limit }. Recórtalo o divídelo en partes más cortas.
refusal-too-long-unknown =
    { $named ->
        [yes] “{ $name }” es
       *[no] Este archivo es
    } demasiado largo; un doblaje puede durar como máximo { $limit }. Recórtalo o divídelo en partes más cortas.
refusal-bad-link =
    { $named ->
        [yes] “{ $name }” no es
       *[no] Esto no es
    } un enlace web que Dubdeck pueda doblar. Pega una dirección que empiece por https:// (o http://) y lleve a un audio o vídeo.
refusal-pitch-out-of-range-value =
    { $count ->
        [one] Un cambio de tono de { $value } semitono está fuera del rango: debe estar entre { $min } y { $max } semitonos. Vuelve a mover el control deslizante dentro de ese rango.
       *[other] Un cambio de tono de { $value } semitonos está fuera del rango: debe estar entre { $min } y { $max } semitonos. Vuelve a mover el control deslizante dentro de ese rango.
    }
refusal-pitch-out-of-range = El tono debe estar entre { $min } y { $max } semitonos. Vuelve a mover el control deslizante dentro de ese rango.
refusal-output-dir =
    { $named ->
        [yes] No se puede escribir en la carpeta de salida “{ $name }”.
       *[no] No se puede escribir en la carpeta de salida.
    } Elige otra carpeta en Ajustes.
refusal-bad-name = El nombre de la voz debe tener de 1 a { $max } caracteres (se quitan los espacios de los extremos). Cámbialo y vuelve a intentarlo.
refusal-bad-minutes-value = Los minutos máximos deben estar entre { $min } y { $max }, no { $value }. Cámbialos y vuelve a intentarlo.
refusal-bad-minutes = Los minutos máximos deben estar entre { $min } y { $max }. Cámbialos y vuelve a intentarlo.
refusal-bad-file-count-value = Para entrenar una voz hacen falta de 1 a { $max } grabaciones, no { $value }. Añade o quita grabaciones y vuelve a intentarlo.
refusal-bad-file-count = Para entrenar una voz hacen falta de 1 a { $max } grabaciones. Añade o quita grabaciones y vuelve a intentarlo.
refusal-training-too-long = Las grabaciones contienen más audio que los minutos máximos: el servicio cobraría y luego el entrenamiento fallaría. Aumenta los minutos o quita una grabación.
refusal-audition-of-link = Un enlace no se puede probar: el servicio de voz lo descarga completo. Dobla el enlace completo, o descarga el archivo y suéltalo para probar 30 segundos primero.
refusal-audition-too-short =
    { $named ->
        [yes] “{ $name }” no dura
       *[no] Este archivo no dura
    } más que una prueba (30 segundos), y el archivo completo cuesta el mismo mínimo. Dobla el archivo completo.
refusal-audition-out-of-range =
    La prueba empezaría después del final de { $named ->
        [yes] “{ $name }”
       *[no] este archivo
    }. Elige un inicio anterior en la forma de onda.
refusal-needs-media-tool = Las pruebas se recortan en este equipo con ffmpeg. { $reason } Instala ffmpeg y luego reinicia Dubdeck, o dobla el archivo completo.
refusal-unknown =
    { $named ->
        [yes] “{ $name }” no se puede doblar
       *[no] Este archivo no se puede doblar
    }{ $detail }. Elige otro archivo.

## Grabación rechazada para el entrenamiento

refusal-training-is-directory =
    { $named ->
        [yes] “{ $name }” es
       *[no] Esto es
    } una carpeta. Añade las grabaciones que contiene.
refusal-training-not-media =
    { $named ->
        [yes] “{ $name }” no es
       *[no] Este archivo no es
    } un archivo de audio o vídeo que Dubdeck pueda leer. Usa una grabación MP3, WAV, FLAC, OGG, M4A, MP4, MOV, MKV o WebM.
refusal-training-empty =
    { $named ->
        [yes] “{ $name }” está vacío
       *[no] Este archivo está vacío
    } (0 bytes). Si aún se está descargando, espera a que termine y vuelve a añadirlo.
refusal-training-unknown =
    { $named ->
        [yes] “{ $name }” no se puede usar
       *[no] Este archivo no se puede usar
    } para entrenar. Quítalo o elige otra grabación.

## Entrenamiento rechazado al iniciarlo

training-error-bad-name = El nombre de la voz debe tener de 1 a { $max } caracteres. Vuelve a Ajustes y cámbialo.
training-error-bad-minutes = Los minutos máximos deben estar entre { $min } y { $max }. Vuelve a Ajustes y cámbialos.
training-error-bad-file-count = Para entrenar una voz hacen falta de 1 a { $max } grabaciones. Vuelve a Archivos y cámbialas.
training-error-too-long = Las grabaciones contienen más audio que los minutos máximos: el servicio cobraría y luego el entrenamiento fallaría. Vuelve a Ajustes y aumenta los minutos, o quita una grabación.
training-error-refused = El entrenamiento se rechazó antes de enviar nada{ $detail }. Cambia lo que se indica y vuelve a confirmar.

## Comprobaciones de las grabaciones

training-warning-unreadable-files =
    { $count ->
        [one] { $count } archivo no se puede usar (el motivo aparece en la lista). Queda fuera del entrenamiento: quítalo o sustitúyelo por una grabación legible.
       *[other] { $count } archivos no se pueden usar (los motivos aparecen en la lista). Quedan fuera del entrenamiento: quítalos o sustitúyelos por grabaciones legibles.
    }
training-warning-total-too-short = Solo hay { $total } de audio en total. Una voz aprende mejor con al menos { $recommended } de canto o habla sin ruido de fondo: añade grabaciones o entrena de todos modos, aunque la voz saldrá menos fiel.
training-warning-total-above-chosen =
    { $minutes ->
        [one] Las grabaciones contienen { $total } de audio, más que el { $minutes } minuto que usa el entrenamiento; el servicio cobraría y luego el entrenamiento fallaría. Quita algunas grabaciones o aumenta los minutos máximos.
       *[other] Las grabaciones contienen { $total } de audio, más que los { $minutes } minutos que usa el entrenamiento; el servicio cobraría y luego el entrenamiento fallaría. Quita algunas grabaciones o aumenta los minutos máximos.
    }
training-warning-too-many-files =
    { $count ->
        [one] Se añadió { $count } archivo; una voz se entrena con { $max } como máximo. Quita { $remove } para continuar.
       *[other] Se añadieron { $count } archivos; una voz se entrena con { $max } como máximo. Quita { $remove } para continuar.
    }
training-warning-unknown = Hay que revisar las grabaciones antes de entrenar.

## Lo que encontró la comprobación de calidad en una grabación

finding-clipped = El { $percent } % de las muestras está saturado: baja la ganancia de entrada y vuelve a grabar.
finding-noisy = Ruido de fondo: la voz solo está { $snr } dB por encima (ruido a { $noise } dBFS; a partir de 25 dB es limpio). Graba en una habitación más silenciosa y más cerca del micrófono.
finding-silence = { $start }–{ $end } es silencio: recórtalo.
finding-no-voice = { $start }–{ $end } tiene sonido pero no voz: elimina ese tramo.
finding-little-voice = Solo { $voiced } de sus { $duration } es voz: recorta el resto, o la voz aprenderá poco de esta grabación.
finding-too-quiet = Volumen muy bajo ({ $loudness } LUFS): sube la ganancia de entrada o acércate al micrófono, y vuelve a grabar.
finding-low-sample-rate = Grabada a { $rate } kHz, como por teléfono: la voz pierde los agudos. Graba a 44,1 o 48 kHz.
finding-music-bed = Parece que suena música o un tono constante bajo la voz (el { $percent } % de las pausas son tonales): graba la voz sola o deja activado “Separar voces”. Es solo un indicio: un zumbido se ve igual, y no se detecta la música que se detiene con la voz.
finding-several-voices =
    { $semitones ->
        [one] Puede que se alternen dos voces: el tono se reparte en dos grupos separados por { $semitones } semitono. Usa un solo hablante por voz. Es solo un indicio: una persona que cambia de registro, o que canta, se ve igual.
       *[other] Puede que se alternen dos voces: el tono se reparte en dos grupos separados por { $semitones } semitonos. Usa un solo hablante por voz. Es solo un indicio: una persona que cambia de registro, o que canta, se ve igual.
    }
finding-unknown = Puede que haya que corregir algo de esta grabación antes de entrenar.

## Valoración de una grabación

verdict-good = Buena
verdict-good-hint = Nada que corregir.
verdict-usable = Aceptable
verdict-usable-hint = El entrenamiento puede usarla; corregirla ayuda.
verdict-poor = Mala
verdict-poor-hint = Le enseñaría sus defectos a la voz: queda fuera, salvo que la conserves.

## Informe de calidad

quality-figures-voice = { $voiced } de voz en { $duration }
quality-figures-loudness = { $loudness } LUFS
quality-figures-no-loudness = sonoridad no medible
quality-figures-snr = relación señal/ruido { $snr } dB
quality-figures-no-snr = sin voz con la que comparar el ruido
quality-checking = Comprobando las grabaciones… tarda unos segundos por archivo.
quality-failed = No se pudo comprobar la calidad de las grabaciones: { $reason } Puedes continuar sin el informe; se conservan todos los archivos legibles.
quality-unread = Sin comprobar: no se pudo leer como audio.
quality-proposal-trim =
    Tus grabaciones duran { $duration } y contienen { $voiced } de voz: entrenarlas requiere { $minutes ->
        [one] { $minutes } minuto
       *[other] { $minutes } minutos
    }. Si recortas los silencios, bastaría con { $voiceMinutes ->
        [one] { $voiceMinutes } minuto
       *[other] { $voiceMinutes } minutos
    }.
quality-proposal =
    { $minutes ->
        [one] Tus grabaciones contienen { $voiced } de voz: { $minutes } minuto de entrenamiento la cubre.
       *[other] Tus grabaciones contienen { $voiced } de voz: { $minutes } minutos de entrenamiento la cubren.
    }
quality-paid-against-held =
    Pagas por { $minutes ->
        [one] { $minutes } minuto
       *[other] { $minutes } minutos
    } ({ $credits ->
        [one] { $credits } crédito
       *[other] { $credits } créditos
    }); las grabaciones que conservas contienen { $voiced } de voz (buenas: { $good }, aceptables: { $usable }, malas: { $poor }).

## Tomas grabadas

take-device-lost = Se desconectó el micrófono, así que { $take } se detuvo en { $time }. Se conserva lo grabado. Vuelve a conectarlo o elige otro, y luego graba el resto.
take-write-failed = No se pudo escribir { $take } en el disco{ $detail }, así que la grabación se detuvo en { $time }. Se conserva lo grabado. Libera espacio en disco y luego graba el resto.
take-end-unknown = { $take } se detuvo inesperadamente en { $time }. Se conserva lo grabado.
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

## Por qué falló un trabajo

failure-input-rejected = Se rechazó el archivo antes de enviarlo. Elige otro archivo.
failure-input-rejected-detail = Se rechazó el archivo antes de enviarlo: { $detail }. Elige otro archivo.
failure-input-changed =
    { $named ->
        [yes] “{ $file }” cambió
       *[no] El archivo de origen cambió
    } desde que se eligió. Pulsa Reintentar para doblarlo tal como está ahora.
failure-input-missing =
    { $named ->
        [yes] “{ $file }” ya no está
       *[no] El archivo de origen ya no está
    } ahí{ $detail }. Vuelve a ponerlo en su sitio y pulsa Reintentar.
failure-unauthorized = Se rechazó la clave de API. Pega una clave nueva en Ajustes y luego pulsa Reintentar.
failure-not-enough-credits-balance =
    { $needed ->
        [one] Esto necesita { $needed } crédito y la cuenta tiene { $balance }. Compra créditos y luego pulsa Reintentar.
       *[other] Esto necesita { $needed } créditos y la cuenta tiene { $balance }. Compra créditos y luego pulsa Reintentar.
    }
failure-not-enough-credits =
    { $needed ->
        [one] Esto necesita { $needed } crédito, más de lo que tiene la cuenta. Compra créditos y luego pulsa Reintentar.
       *[other] Esto necesita { $needed } créditos, más de lo que tiene la cuenta. Compra créditos y luego pulsa Reintentar.
    }
failure-voice-not-found =
    { $named ->
        [yes] La voz { $voice } ya no está disponible.
       *[no] Esta voz ya no está disponible.
    } Vuelve a doblar con otra voz.
failure-remote-not-found = El servicio ya no reconoce este trabajo (puede que haya caducado). Pulsa Reintentar para empezarlo de nuevo.
failure-remote-failed-reason = El servicio no pudo procesar esto: { $reason }. Pulsa Reintentar o prueba con otro archivo.
failure-remote-failed-known =
    { $kind ->
        [training] El servicio no pudo procesar este entrenamiento ({ $known }). Pulsa Reintentar o prueba con otro archivo o formato.
       *[file] El servicio no pudo procesar este archivo ({ $known }). Pulsa Reintentar o prueba con otro archivo o formato.
    }
failure-remote-failed =
    { $kind ->
        [training] El servicio no pudo procesar este entrenamiento. Pulsa Reintentar o prueba con otro archivo o formato.
       *[file] El servicio no pudo procesar este archivo. Pulsa Reintentar o prueba con otro archivo o formato.
    }
failure-invalid-request = El servicio rechazó la solicitud{ $detail }. Cambia los ajustes y vuelve a doblar.
failure-upload-failed = Falló la subida{ $detail }. Comprueba tu conexión y luego pulsa Reintentar.
failure-upload-expired = La dirección de subida caducó antes de que terminara la subida. Pulsa Reintentar para volver a subir.
failure-download-failed = Falló la descarga del resultado{ $detail }. Pulsa Reintentar: no se vuelve a cobrar nada.
failure-media-failed =
    Dubdeck no pudo preparar { $named ->
        [yes] “{ $file }”
       *[no] el archivo
    } para enviarlo{ $detail }. Comprueba que se reproduce (y que ffmpeg está instalado) y luego pulsa Reintentar.
failure-output-failed-path = No se pudo guardar el resultado en { $path }{ $detail }. Libera espacio o elige otra carpeta de salida, y luego pulsa Reintentar.
failure-output-failed = No se pudo guardar el resultado{ $detail }. Libera espacio o elige otra carpeta de salida, y luego pulsa Reintentar.
failure-network = No se puede conectar con el servicio de voz. Comprueba tu conexión y luego pulsa Reintentar.
failure-server-error-status = El servicio de voz tuvo un problema (error { $status }). Pulsa Reintentar dentro de unos minutos.
failure-server-error = El servicio de voz tuvo un problema. Pulsa Reintentar dentro de unos minutos.
failure-interrupted = La conexión se cortó en un momento en que no se sabe el resultado. Pulsa Reintentar: Dubdeck lo comprueba primero, así que no se cobra nada dos veces.
failure-internal = Algo falló dentro de Dubdeck{ $detail }. Pulsa Reintentar; si sigue pasando, reinicia Dubdeck.
failure-unknown = Algo falló ({ $code }). Pulsa Reintentar; si sigue pasando, reinicia Dubdeck.

## Por qué falló un intento, en pocas palabras ($cause de notice-retrying)

failure-cause-input-rejected = Se rechazó el archivo
failure-cause-input-missing = Falta el archivo de origen o cambió
failure-cause-unauthorized = Se rechazó la clave de API
failure-cause-not-enough-credits = Créditos insuficientes
failure-cause-voice-not-found = La voz no está disponible
failure-cause-remote-not-found = El servicio ya no reconoce este trabajo
failure-cause-remote-failed = El servicio no pudo procesarlo
failure-cause-invalid-request = El servicio rechazó la solicitud
failure-cause-upload-failed = Falló la subida
failure-cause-upload-expired = Caducó la dirección de subida
failure-cause-download-failed = Falló la descarga
failure-cause-media-failed = No se pudo preparar el archivo para enviarlo
failure-cause-output-failed = No se pudo guardar el resultado
failure-cause-network = Sin conexión con el servicio de voz
failure-cause-server-error = El servicio de voz tuvo un problema
failure-cause-interrupted = Se cortó la conexión
failure-cause-internal = Algo falló dentro de Dubdeck
failure-cause-unknown = Falló un intento

## Estado pasajero de un trabajo

notice-rate-limited = Esperando al servicio ({ $seconds } s)
notice-retrying = { $cause }; nuevo intento en { $seconds } s (intento { $attempt } de { $of })

## ffmpeg

ffmpeg-help = Instala ffmpeg desde los paquetes de tu sistema (o ffmpeg.org) y luego reinicia Dubdeck. Sin él, los vídeos se envían completos y se devuelven solo como audio, y las pruebas no están disponibles.
ffmpeg-missing = { $reason } Instala ffmpeg desde los paquetes de tu sistema (o ffmpeg.org) y luego reinicia Dubdeck. Sin él, los vídeos se envían completos y se devuelven solo como audio, y las pruebas no están disponibles.

## Por qué no se puede usar ffmpeg

tool-not-found = ffmpeg no está instalado (Dubdeck lo buscó en DUBDECK_FFMPEG, junto a Dubdeck y en el PATH).
tool-not-there = No hay ningún ffmpeg en { $path }, donde DUBDECK_FFMPEG indica que está.
tool-no-probe = ffprobe no está junto a ffmpeg en { $path }.
tool-too-old = ffmpeg { $version } es demasiado antiguo: Dubdeck necesita ffmpeg { $needs } o posterior.
tool-broken = El ffmpeg de { $path } no funciona{ $detail }.
tool-unknown = No se puede usar ffmpeg.

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

## Estado de una voz propia (insignia en Mis voces)

readiness-new = Nueva
readiness-queued = En cola
readiness-training = Entrenando
readiness-done = Lista
readiness-failed = Fallida
readiness-service-word = { $word }
