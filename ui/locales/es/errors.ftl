## Piezas comunes

error-detail = {" "}({ $detail })

## Errores de comandos

error-no-api-key = No hay ninguna clave de API configurada. Pega tu clave en Ajustes o prueba la demo.
error-key-not-confirmed-new-host = la nueva dirección del servicio
error-key-not-confirmed-other-host = otra dirección del servicio
error-key-not-confirmed = Dubdeck no envió tu clave de API a { $now }: se comprobó con { $checkedWith }. Elige “Enviar mi clave a { $now }” en la parte superior de la ventana, usa otra clave o vuelve a la dirección anterior en Ajustes.
error-declined = No se cambió ni se envió nada: respondiste que no en el cuadro de diálogo del sistema. Vuelve a intentarlo si querías decir que sí.
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
error-invalid-value = No se puede usar ese valor{ $detail }. Cámbialo y vuelve a guardar.
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
error-demo-service-missing = No se pudo iniciar la demo: su servicio ({ $program }) no está instalado con esta copia de Dubdeck. Reinstala Dubdeck y vuelve a probar la demo.
error-media-tool-missing = Esto necesita ffmpeg en este equipo. { $reason } Instala ffmpeg (el paquete de tu sistema o ffmpeg.org) y luego reinicia Dubdeck.
error-media-failed =
    ffmpeg no pudo leer { $named ->
        [yes] “{ $file }”
       *[no] este archivo
    }{ $detail }. Comprueba que se reproduce en un reproductor multimedia, o vuelve a exportarlo.
error-no-input-device = No se encontró ningún micrófono. Conecta uno (o permite que Dubdeck lo use en los ajustes de privacidad del sistema) y luego pulsa Actualizar.
error-input-device-gone = El micrófono elegido ya no está conectado. Vuelve a conectarlo o elige otro, y luego vuelve a grabar.
error-input-device-failed = No se pudo abrir el micrófono{ $detail }. Cierra otras apps que puedan estar usándolo o elige otro micrófono, y luego vuelve a grabar.
device-problem =
    { $problem ->
        [timeout] no respondió a tiempo
       *[stopped] la grabadora se detuvo antes de empezar
    }
error-microphone-denied = Tu sistema no permite que Dubdeck use el micrófono. Permítelo en los ajustes de privacidad del sistema (en macOS: Ajustes del Sistema > Privacidad y seguridad > Micrófono; en Windows: Configuración > Privacidad y seguridad > Micrófono) y luego vuelve a grabar.
error-recording-in-progress = Ya se está grabando una toma. Detenla primero.
error-not-recording = No se está grabando ninguna toma. Pulsa Grabar una toma para empezar.
error-take-failed = No se pudo leer ni escribir la toma{ $detail }. Comprueba que el disco tenga espacio libre y que la carpeta de la biblioteca de Dubdeck siga ahí, y vuelve a intentarlo.
error-take-silent = Esta toma es silencio de principio a fin, así que no hay nada que conservar. Comprueba que el micrófono elegido sea el correcto y que no esté silenciado, y vuelve a grabar.
error-internal = Algo falló dentro de Dubdeck{ $detail }. Vuelve a intentarlo; si sigue pasando, reinicia Dubdeck.
error-unknown = Algo falló ({ $message }). Vuelve a intentarlo; si sigue pasando, reinicia Dubdeck.
error-service-refused-no-reason = El servicio de voz rechazó la solicitud. Revisa lo que escribiste y vuelve a intentarlo.
error-wrong-state-action =
    { $action ->
        [approve] Este trabajo ya no se puede aprobar
        [discard] Este trabajo ya no se puede descartar
        [retry] Este trabajo no se puede reintentar ahora
        [remove] Este trabajo no se puede quitar mientras está en curso: descártalo primero
        [dub_again] Solo los doblajes se pueden volver a doblar
        [relocate] Los archivos de este trabajo no se pueden mover a otra carpeta ahora
       *[other] Ya no se puede hacer eso con este trabajo
    }. La lista muestra en qué punto está ahora.
error-result-not-deleted = El trabajo se quitó, pero no se pudo eliminar su archivo de resultado{ $detail }. Elimínalo desde tu explorador de archivos si ya no lo quieres.
error-library-too-new = La biblioteca de Dubdeck la usó por última vez una versión más reciente de Dubdeck, así que esta versión no la modificó. Actualiza Dubdeck para abrirla.
error-library-mismatch = La biblioteca de Dubdeck la escribió otra compilación de Dubdeck, así que esta versión no la modificó. Ábrela con esa compilación o mueve el archivo de la biblioteca a otro lugar para empezar una nueva.
error-demo-folder-taken = No se pudo iniciar la demo: { $path } ya existe y no es una biblioteca de demo, así que Dubdeck lo dejó como estaba. Muévelo a otro lugar y vuelve a probar la demo.

error-mix-failed =
    No se hizo la mezcla: { $step ->
        [no_pitch_shifter] este ffmpeg no puede cambiar la tonalidad de la canción (no tiene el filtro rubberband){ $detail }. Pon la tonalidad en 0, o instala un ffmpeg compilado con rubberband, y vuelve a exportar la mezcla
        [stem_missing] la voz doblada o el instrumental ya no está en la biblioteca de Dubdeck{ $detail }. Vuelve a doblar la voz con su instrumental
        [out_of_range] un nivel, la tonalidad o la sonoridad está fuera de rango{ $detail }. Devuélvelo a su rango y vuelve a exportar la mezcla
        [name] no quedaba ningún nombre libre en la carpeta de salida{ $detail }. Haz sitio en la carpeta de salida o elige otra en Ajustes, y vuelve a exportar la mezcla
        [work_folder] no se pudo usar la carpeta de trabajo de Dubdeck{ $detail }. Comprueba el espacio libre en disco y vuelve a exportar la mezcla
        [place] no se pudo mover a la carpeta de salida{ $detail }. Comprueba que la carpeta sigue ahí y que se puede escribir en ella, o elige otra en Ajustes, y vuelve a exportar la mezcla
       *[render] ffmpeg no pudo crearla{ $detail }. Elige otro formato en Ajustes o vuelve a exportar la mezcla
    }. No se envió ni se gastó nada, y el doblaje se conserva tal cual.
error-mix-failed-no-tool = No se hizo la mezcla: las mezclas se hacen en este equipo con ffmpeg. { $reason } Instala ffmpeg, reinicia Dubdeck y vuelve a exportar la mezcla; no se gastó nada y el doblaje se conserva tal cual.
error-export-failed = No se pudo escribir { $value }{ $detail }. Comprueba que la carpeta sigue ahí, que puedes escribir en ella y que hay espacio en el disco, y vuelve a exportar.
error-watch-failed =
    { $problem ->
        [not_a_folder] { $value } no es una carpeta. Elige una carpeta y vuelve a intentarlo.
        [output_is_watched] Los doblajes se guardarían en la propia carpeta vigilada { $value }. Elige otra carpeta para los doblajes de esta carpeta vigilada.
        [watcher] El sistema no puede vigilar { $value }{ $detail }. Comprueba que es una carpeta de este equipo que puedes abrir y vuelve a activar la vigilancia.
       *[unreadable] No se pudo leer la carpeta { $value }{ $detail }. Comprueba que sigue ahí y que puedes abrirla, y vuelve a intentarlo.
    }

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
    } un { $container }, pero está dañado o incompleto{ $why }. Vuelve a exportarlo o descargarlo e inténtalo de nuevo.
refusal-damaged-unknown =
    { $named ->
        [yes] “{ $name }” parece
       *[no] Este archivo parece
    } un archivo multimedia, pero está dañado o incompleto{ $why }. Vuelve a exportarlo o descargarlo e inténtalo de nuevo.
damage-cause =
    { $cause ->
        [reader_crashed] el lector multimedia se detuvo con su contenido
        [bad_timing] su audio no tiene una duración utilizable
        [unreadable_audio] no se puede leer su audio
        [no_audio_data] no contiene datos de audio
        [nothing_decoded] no se pudo decodificar nada de su audio
        [no_decoder] su audio no se puede decodificar en este equipo
       *[other] no se puede leer su contenido
    }
refusal-not-regular-file =
    { $named ->
        [yes] “{ $name }” no es
       *[no] Este archivo no es
    } un archivo normal, sino un dispositivo, una tubería o un socket, así que no se lee. Elige un archivo de audio o vídeo.
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
        [yes] No se puede escribir en la carpeta de salida “{ $name }”
       *[no] No se puede escribir en la carpeta de salida
    }{ $detail }. Elige otra carpeta en Ajustes.
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
refusal-not-single-file =
    { $named ->
        [yes] “{ $name }” es
       *[no] Este archivo es
    } { $kind ->
        [playlist] una lista de reproducción, no un vídeo: solo apunta a otros archivos, que Dubdeck no abre. Abre en su lugar el vídeo al que apunta.
        [concat_list] una lista de otros archivos, no un vídeo: Dubdeck no abre los archivos de la lista. Abre en su lugar el propio archivo de audio o vídeo.
        [image_sequence] una imagen, no un vídeo. Elige un archivo de audio o vídeo.
       *[other] de un formato que Dubdeck no puede leer como audio ni como vídeo. Elige un archivo MP3, WAV, FLAC, OGG, M4A, MP4, MOV, MKV o WebM.
    }
refusal-unknown =
    { $named ->
        [yes] “{ $name }” no se puede doblar
       *[no] Este archivo no se puede doblar
    }{ $detail }. Elige otro archivo.
refusal-not-pairable =
    { $named ->
        [yes] “{ $name }” no se puede
       *[no] Esto no se puede
    } emparejar con un instrumental: solo se empareja un archivo de audio de la voz que se dobla completo (no un enlace, un vídeo ni una prueba). Pulsa “Desemparejar” para doblarlo por separado, o empareja en su lugar el archivo de la voz.
refusal-key-out-of-range-value =
    { $count ->
        [one] Un cambio de tonalidad de { $value } semitono está fuera de rango: la canción puede moverse entre { $min } y { $max } semitonos. Vuelve a poner la tonalidad dentro de ese rango.
       *[other] Un cambio de tonalidad de { $value } semitonos está fuera de rango: la canción puede moverse entre { $min } y { $max } semitonos. Vuelve a poner la tonalidad dentro de ese rango.
    }
refusal-key-out-of-range = La tonalidad debe estar entre { $min } y { $max } semitonos. Vuelve a ponerla dentro de ese rango.
refusal-no-pitch-shifter = Una tonalidad de { $value } necesita el cambiador de tono de ffmpeg (rubberband), y el ffmpeg de este equipo no lo tiene, así que no se ha enviado nada. Pon la tonalidad a 0 o instala un ffmpeg con rubberband.
refusal-gain-out-of-range-value = Un nivel de { $value } dB está fuera de rango: cada parte de la mezcla debe estar entre { $min } y { $max } dB. Vuelve a mover su control dentro de ese rango.
refusal-gain-out-of-range = Cada parte de la mezcla debe estar entre { $min } y { $max } dB. Vuelve a mover su control dentro de ese rango.
refusal-loudness-out-of-range-value = Una sonoridad de { $value } LUFS está fuera de rango: debe estar entre { $min } y { $max } LUFS. Escribe un valor dentro de ese rango o desactiva la normalización de sonoridad.
refusal-loudness-out-of-range = La sonoridad debe estar entre { $min } y { $max } LUFS. Escribe un valor dentro de ese rango o desactiva la normalización de sonoridad.
refusal-too-many-voices-value = Una comparación admite hasta { $limit } voces, y se eligieron { $count }. Quita voces hasta que queden { $limit } o menos y vuelve a empezar.
refusal-too-many-voices = Una comparación admite hasta { $limit } voces. Quita voces hasta que queden { $limit } o menos y vuelve a empezar.
refusal-comparison-without-audition = Las voces se comparan con los mismos 30 segundos, así que para comparar hay que activar “Probar 30 segundos primero”. Actívalo o deja una sola voz.
refusal-name-template-value = La plantilla de nombres “{ $template }” tiene un marcador que Dubdeck no conoce, o una llave sin su pareja. Usa solo {"{"}input{"}"}, {"{"}voice{"}"}, {"{"}key{"}"}, {"{"}pitch{"}"} y {"{"}date{"}"}, o déjala vacía para usar los nombres de siempre.
refusal-name-template = La plantilla de nombres tiene un marcador que Dubdeck no conoce, o una llave sin su pareja. Usa solo {"{"}input{"}"}, {"{"}voice{"}"}, {"{"}key{"}"}, {"{"}pitch{"}"} y {"{"}date{"}"}, o déjala vacía para usar los nombres de siempre.

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

## ffmpeg

ffmpeg-help = Instala ffmpeg desde los paquetes de tu sistema (o ffmpeg.org) y luego reinicia Dubdeck. Sin él, los vídeos se envían completos y se devuelven solo como audio, y las pruebas no están disponibles.
ffmpeg-missing = { $reason } Instala ffmpeg desde los paquetes de tu sistema (o ffmpeg.org) y luego reinicia Dubdeck. Sin él, los vídeos se envían completos y se devuelven solo como audio, y las pruebas no están disponibles.

## Por qué no se puede usar ffmpeg

tool-not-found = ffmpeg no está instalado (Dubdeck lo buscó en DUBDECK_FFMPEG, junto a Dubdeck y en el PATH).
tool-not-there = No hay ningún ffmpeg en { $path }, donde DUBDECK_FFMPEG indica que está.
tool-no-probe = ffprobe no está junto a ffmpeg en { $path }.
tool-too-old = ffmpeg { $version } es demasiado antiguo: Dubdeck necesita ffmpeg { $needs } o posterior.
tool-broken = El ffmpeg de { $path } no funciona{ $detail }.
tool-no-version = El ffmpeg de { $path } no indicó qué versión es.
media-problem =
    { $problem ->
        [no_audio] no contiene ninguna pista de audio
        [no_video] no contiene vídeo en el que poner el doblaje
        [no_container] ffprobe no encontró en él ningún contenedor de audio o vídeo
        [timed_out] ffmpeg tardó demasiado con él y se detuvo
        [probe_too_large] la descripción que da ffprobe es más grande de lo que Dubdeck lee
        [output_too_large] lo que ffmpeg produjo a partir de él creció más de lo posible
       *[not_single_file] no es un único archivo de audio o vídeo
    }
tool-unknown = No se puede usar ffmpeg.

## Lo que el sistema indica sobre un archivo o una carpeta

io-problem =
    { $problem ->
        [not_found] no existe
        [permission_denied] permiso denegado
        [already_exists] ya existe algo con ese nombre
        [storage_full] el disco está lleno
        [read_only] el disco o la carpeta son de solo lectura
        [in_use] otro programa lo está usando
        [too_large] el archivo es demasiado grande para este disco
        [wrong_kind] hay un archivo donde debería haber una carpeta, o al revés
       *[other] un error del sistema
    }

## Actualizaciones (Ajustes > Actualizaciones)

error-update-unreachable = Dubdeck no pudo obtener la versión más reciente desde la dirección de actualizaciones{ $detail }. Comprueba tu conexión y la dirección de actualizaciones en Ajustes › Actualizaciones, y vuelve a intentarlo.
error-update-not-offered =
    { $named ->
        [yes] La versión ofrecida no tiene paquete para este tipo de instalación ({ $value }), así que no se instaló nada.
       *[no] La versión ofrecida no tiene ningún paquete que Dubdeck pueda instalar, así que no se instaló nada.
    } Vuelve a buscar actualizaciones más tarde o descarga el instalador desde la página de versiones de Dubdeck.
error-update-signature-invalid = La actualización descargada no lleva la firma de Dubdeck, así que no se instaló: puede haberse dañado o modificado por el camino. No cambió nada en este equipo. Vuelve a intentarlo más tarde o descarga el instalador desde la página de versiones de Dubdeck.
error-update-install-failed = No se pudo instalar la actualización{ $detail }, así que Dubdeck sigue como estaba. Vuelve a intentarlo; si vuelve a fallar, descarga el instalador desde la página de versiones de Dubdeck y ejecútalo por tu cuenta.
error-update-unsupported = Esta copia de Dubdeck no puede actualizarse sola, porque no se instaló desde un paquete que se actualice (se ejecuta desde una carpeta o como AppImage). Descarga el instalador desde la página de versiones de Dubdeck e instala con él la nueva versión.
error-update-insecure =
    { $named ->
        [yes] { $value } es una dirección http sin cifrar, y esta compilación de Dubdeck solo acepta actualizaciones por https://, así que no buscó ahí.
       *[no] La dirección de actualizaciones usa http sin cifrar, y esta compilación de Dubdeck solo acepta actualizaciones por https://, así que no buscó ahí.
    } Escribe una dirección de actualizaciones https:// en Ajustes › Actualizaciones, o usa la predeterminada.
