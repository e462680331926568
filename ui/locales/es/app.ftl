## Inicio

app-loading-label = Cargando Dubdeck
app-failed-title = Dubdeck no pudo iniciarse
app-remove-stored-key = Eliminar la clave guardada
app-try-again = Reintentar

app-key-lost = Se rechazó la clave de API. Pega una clave nueva.
app-key-missing = No hay ninguna clave de API configurada. Pega tu clave de API para continuar.

## Pantalla de la clave (primer inicio, sin sesión)

welcome-title = Te damos la bienvenida a Dubdeck
welcome-lead = Escucha cualquier canción o clip con otra voz. Conecta tu cuenta de VoiceDub para empezar.
welcome-key-label = Clave de API
welcome-key-hint = Encontrarás tu clave de API en los ajustes de tu cuenta de VoiceDub, en voicedub.ai.
welcome-save-key = Guardar clave
welcome-key-safe = La clave se guarda en el llavero del sistema, nunca en un archivo.
welcome-or = o
welcome-try-demo = Probar la demo
welcome-demo-hint = La demo funciona con un simulador integrado y créditos de demostración. No se cobra nada.
welcome-key-refused = Se rechazó la clave de API y se vació el campo. Vuelve a pegar la clave completa o pega una nueva.
welcome-key-empty = Primero pega tu clave de API.

## Sin llavero del sistema

keychain-screen-title = El llavero no está disponible
keychain-screen-hint = Dubdeck guarda tu clave de API solo en el llavero del sistema, así que no puede guardarla hasta que el llavero funcione.
keychain-screen-try-again = Reintentar
keychain-screen-try-demo = Probar la demo

## Marco: barra lateral y barra superior

frame-nav-label = Principal
frame-route-voices = Voces
frame-route-my-voices = Mis voces
frame-route-jobs = Trabajos
frame-route-train = Entrenar una voz
frame-route-settings = Ajustes
frame-nav-jobs-active = Trabajos, { $count } en curso
frame-nav-jobs-waiting =
    { $waiting ->
        [one] Trabajos, { $waiting } espera tu acción
       *[other] Trabajos, { $waiting } esperan tu acción
    }
frame-nav-jobs-both =
    { $waiting ->
        [one] Trabajos, { $active } en curso, { $waiting } espera tu acción
       *[other] Trabajos, { $active } en curso, { $waiting } esperan tu acción
    }
frame-version = Dubdeck { $version }
frame-dub-files = Doblar archivos
frame-dub-files-title = Doblar archivos (Ctrl+O)
frame-demo-mark = DEMO
frame-demo-label = Modo demo
frame-demo-title = Modo demo: un simulador integrado, sin créditos reales
frame-leave-demo = Salir de la demo
frame-crashed-title = Esta pantalla tuvo un problema
frame-crashed-reload = Recargar esta pantalla

## Archivos arrastrados sobre la ventana

frame-drop-training-busy = Se está entrenando una voz: suelta las siguientes grabaciones cuando esté lista
frame-drop-training = Suelta para añadir grabaciones a los archivos de entrenamiento
frame-drop-on-voice = Suelta para doblar con { $voice }
frame-drop-last-voice = Suelta para doblar: luego eliges la voz (última usada: { $voice }), o suelta sobre la tarjeta de una voz
frame-drop = Suelta para doblar: luego eliges la voz, o suelta sobre la tarjeta de una voz

## Avisos (abajo a la derecha)

frame-notice-view-jobs = Ver en Trabajos
frame-notice-dismiss = Cerrar
frame-notices-label = Avisos
frame-notice-all = Mostrar todos
frame-notice-fewer = Mostrar menos
frame-key-host-confirmed = A partir de ahora, Dubdeck envía tu clave de API a { $host }.

## Clave en espera: la dirección del servicio cambió de servidor

frame-host-change-title = Tu clave de API está en espera
frame-host-change-what = Tu clave de API se comprobó con { $checkedWith }. La dirección del servicio ahora es { $now }, así que Dubdeck no envía tu clave allí. Tus trabajos siguen en la biblioteca y continuarán en cuanto se pueda enviar una clave.
# La pregunta entre comillas es la del diálogo del sistema (key-host-title en shell.ftl).
frame-host-change-asking = Responde en el diálogo que abrió Dubdeck: “¿Enviar tu clave de API a { $host }?”
frame-host-change-declined = No se envió nada a { $host }. Envía la clave cuando tengas la certeza de que esa dirección es correcta, usa otra clave o vuelve a la dirección anterior.
frame-host-change-send = Enviar mi clave a { $host }
frame-host-change-other-key = Usar otra clave
frame-host-change-from-environment = La dirección viene de DUBDECK_BASE_URL: para volver a la anterior, cambia o elimina la variable y luego reinicia Dubdeck.
frame-host-change-change-back = Volver a la dirección anterior
