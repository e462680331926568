## Cuenta

settings-account = Cuenta
settings-demo-account = Cuenta de demostración
settings-demo-account-hint = Dubdeck funciona con su simulador integrado y créditos de demostración; tu propia clave, si tienes una, no se toca.
settings-key-label = Clave de API
settings-key-set =
    { $origin ->
        [environment] Hay una clave de API configurada, tomada de la variable de entorno DUBDECK_API_KEY.
        [custom] Hay una clave de API configurada, guardada en un almacén de claves personalizado.
       *[keychain] Hay una clave de API configurada, guardada en el llavero del sistema.
    }
settings-key-none = No hay ninguna clave de API.
settings-key-waiting = Se comprobó con { $checkedWith }, así que Dubdeck no la envía a { $now } hasta que lo confirmes en la parte superior de la ventana o sustituyas la clave aquí.
settings-key-replace = Cambiar clave
settings-key-remove = Eliminar clave
settings-key-from-environment = La clave viene de la variable de entorno DUBDECK_API_KEY, así que no se puede cambiar aquí. Cambia o elimina la variable y luego reinicia Dubdeck.
settings-new-key-label = Nueva clave de API
settings-new-key-hint = Dubdeck comprueba la nueva clave con { $host } y, a partir de entonces, la envía allí.
settings-key-save = Guardar clave
settings-cancel = Cancelar
settings-key-remove-question = ¿Eliminar la clave de API de este equipo? Tendrás que volver a pegarla para usar tu cuenta.
settings-key-remove-confirm = Sí, eliminar clave
settings-key-empty = Primero pega la nueva clave de API.
settings-key-saved = Nueva clave de API guardada.
settings-key-refused = Se rechazó la clave de API y se vació el campo; se sigue usando la clave anterior. Vuelve a pegar la clave completa.

## Doblaje

settings-dubbing = Doblaje
settings-output-folder = Carpeta de salida
settings-output-default-hint = La carpeta predeterminada. Los doblajes se guardan aquí hasta que elijas otra.
settings-output-use-default = Usar la predeterminada
settings-output-choose = Elegir carpeta…
settings-output-saved = Carpeta de salida guardada.
settings-output-reset = Carpeta de salida restablecida.
settings-auto-approve = Aprobar automáticamente hasta (créditos)
settings-auto-approve-hint = Lo que cueste esta cantidad o menos se genera sin preguntarte. 0 = preguntar siempre.
settings-auto-approve-invalid = Escribe un número entero de créditos, 0 o más (0 = preguntar siempre).
settings-auto-approve-saved = Límite de aprobación automática guardado.
settings-notifications = Notificaciones
settings-notifications-hint = Una notificación de escritorio cuando un doblaje o un entrenamiento termina o falla.
settings-notifications-saved = Notificaciones guardadas.

## Vídeos y pruebas

settings-media = Vídeos y pruebas
settings-video-out = Vídeos doblados
settings-video-out-hint = Guarda también los vídeos doblados como vídeo (una copia con la nueva voz como sonido), junto al audio doblado.
settings-video-out-on = Los vídeos doblados también se devuelven como vídeo.
settings-video-out-off = Los vídeos doblados se devuelven solo como audio.
settings-ffmpeg = ffmpeg
settings-ffmpeg-ready = ffmpeg { $version } está instalado.
settings-ffmpeg-ready-hint = Del vídeo solo se envía el sonido (una subida mucho más pequeña), y el panel de doblaje puede probar 30 segundos primero.
settings-ffmpeg-unknown = Dubdeck no pudo comprobar si ffmpeg está instalado. Instala ffmpeg desde los paquetes de tu sistema (o ffmpeg.org) y luego reinicia Dubdeck. Sin él, los vídeos se envían completos y se devuelven solo como audio, y las pruebas no están disponibles.

## Idioma

settings-language-section = Idioma
settings-language = Idioma
settings-language-hint = El idioma de las pantallas, los diálogos y las notificaciones de Dubdeck.
settings-language-system = Idioma del sistema ({ $language })
settings-language-saved = Idioma guardado.

## Apariencia

settings-appearance = Apariencia
settings-theme = Tema
settings-theme-system = Sistema
settings-theme-light = Claro
settings-theme-dark = Oscuro
settings-theme-saved =
    { $theme ->
        [light] Tema: claro.
        [dark] Tema: oscuro.
       *[system] Tema: el del sistema.
    }
settings-reduce-motion = Reducir movimiento
settings-reduce-motion-hint = Avatares estáticos: los avatares animados no se mueven, ni siquiera al pasar el cursor.
settings-reduce-motion-saved = Preferencia de movimiento guardada.

## Avanzado: la dirección del servicio

settings-advanced = Avanzado
settings-address-demo = En la demo, Dubdeck se comunica con su simulador integrado; la dirección del servicio se aplica a tu propia cuenta.
settings-address-change = Cambiar la dirección del servicio
settings-address-label = Dirección del servicio
settings-address-from-environment = DUBDECK_BASE_URL está definida y sustituye a esta dirección mientras no se elimine.
settings-address-hint = La dirección del servicio VoiceDub. Cámbiala solo para usar un entorno de pruebas.
settings-address-key-host = Tu clave de API se comprobó con { $host }: cualquier dirección de ese servidor la usa sin preguntar.
settings-address-save = Guardar
settings-address-reset = Restablecer
settings-address-saved = Dirección del servicio guardada.
settings-address-reset-done = Dirección del servicio restablecida.
settings-credits-page-change = Cambiar la página de créditos
settings-credits-page-label = Página que abre “Comprar créditos”
settings-credits-page-hint-default = La página del propio servicio, donde se compran los créditos de tu cuenta.
settings-credits-page-hint-chosen = Una página que elegiste. “Usar la predeterminada” vuelve a la página del servicio.
settings-credits-page-save = Guardar página
settings-credits-page-default = Usar la predeterminada
settings-credits-page-saved = Página de créditos guardada.
settings-credits-page-reset-done = “Comprar créditos” vuelve a abrir la página del servicio.
settings-credits-page-invalid =
    { $problem ->
        [empty] Escribe la dirección de la página o pulsa “Usar la predeterminada”.
        [not_address] { $page } no es una dirección web: escribe la dirección completa, empezando por https://.
       *[not_https] { $page } no es una dirección segura: la página de créditos debe empezar por https:// (http:// solo para una página de este equipo, como localhost).
    }

## Acerca de

settings-about = Acerca de
settings-about-version = Versión
settings-about-build = Compilación
settings-about-logs = Archivos de registro
settings-about-logs-none = Ninguno: Dubdeck no tiene carpeta de datos en este equipo.
settings-about-unknown = Dubdeck no pudo leer su versión. { $reason }
settings-about-diagnostics-hint = El diagnóstico indica cómo están configurados Dubdeck y este equipo, y qué funciona. Está en inglés para quienes corrigen Dubdeck y no contiene ninguna clave ni contraseña.
settings-about-copy = Copiar diagnóstico
settings-about-report = Informar de un problema
settings-about-gathering = Reuniendo el diagnóstico…
settings-about-opening = Abriendo la página de incidencias en tu navegador…
settings-about-copied = Copiado: pégalo al informar del problema.
settings-about-copy-failed = El portapapeles rechazó el texto, así que no se copió nada. Selecciona el texto del cuadro de abajo y cópialo manualmente.
settings-about-manual-label = Texto para copiar
settings-about-diagnostics-failed = No se pudo reunir el diagnóstico. { $reason }
settings-about-report-opened =
    { $diagnostics ->
        [copied] La página de incidencias se abre en tu navegador, con el diagnóstico ya incluido o copiado, listo para pegar.
        [refused] La página de incidencias se abre en tu navegador, con el diagnóstico incluido si cabe; si no, cópialo del cuadro de abajo.
       *[none] La página de incidencias se abre en tu navegador, sin diagnóstico: describe allí lo que pasó.
    }
settings-about-report-open-failed = No se pudo abrir tu navegador web. Abre { $page } en el navegador para informar del problema.
settings-about-report-failed = No se pudo abrir la página de incidencias. { $reason } También puedes abrir { $page } en tu navegador.
settings-about-crashes = Informes de fallos
settings-about-crashes-hint = Lo que Dubdeck anotó cada vez que se cerró de forma inesperada, del más reciente al más antiguo.
settings-about-crash-item = Informe del { $date }
settings-about-crash-show = Mostrar
