window-title = Dubdeck

picker-media-to-dub = Elige canciones o clips para doblar
picker-media-to-train = Elige grabaciones de la voz que quieres entrenar
picker-output-folder = Dónde guarda Dubdeck los resultados
picker-filter-media = Audio y vídeo

key-host-title = ¿Enviar tu clave de API a { $now }?
key-host-question = Tu clave de API se comprobó con { $checked }. La dirección del servicio ahora es { $now }. Dubdeck solo envía tu clave allí si lo confirmas; si no cambiaste tú la dirección, cancela y revísala en Ajustes.
key-host-confirm = Enviar la clave
dialog-cancel = Cancelar

## La pregunta antes de que la dirección del servicio lleve la clave de API guardada a otro servicio,
## y antes de enviar una clave escrita a una dirección que no es la del servicio público.

address-move-title = ¿Cambiar la dirección del servicio a { $now }?
address-move-question = Tu clave de API se comprobó con { $checked }. Con la dirección { $now }, Dubdeck enviará tu clave allí a partir de ahora. Si no cambiaste tú la dirección, cancela.
address-move-confirm = Cambiar y enviar la clave
key-other-service-question = La dirección del servicio en Ajustes es { $now }, no la del servicio de VoiceDub ({ $default }). Dubdeck solo envía tu clave allí si lo confirmas; si no configuraste tú esta dirección, cancela y revísala en Ajustes.

notify-voice-unknown = la voz elegida
notify-audition-ready-title = Prueba lista
notify-audition-ready-body = 30 segundos de { $title } ya están listos con la voz de { $voice }. Escúchalos y luego dobla el archivo completo desde Trabajos.
notify-dub-ready-title = Doblaje listo
notify-dub-ready-video-body = { $title } ya está listo con la voz de { $voice }, en audio y en vídeo.
notify-dub-ready-body = { $title } ya está listo con la voz de { $voice }.
notify-dub-failed-title = Error en el doblaje
notify-dub-failed-body = No se pudo doblar { $title }. Abre Trabajos en Dubdeck para ver por qué.
notify-voice-trained-title = Voz entrenada
notify-voice-trained-body = { $title } ya está lista para doblar.
notify-training-failed-title = Error en el entrenamiento
notify-training-failed-body = No se pudo entrenar { $title }. Abre Trabajos en Dubdeck para ver por qué.

# Batches within a budget: the folder pickers, the spend CSV, the budget notices ($percent is
# 80 or 100; $spent and $budget are credits).
picker-media-folder = Elige una carpeta de canciones o clips para doblar
picker-watch-folder = Elige una carpeta para vigilar
picker-spend-csv = Guardar el historial de gasto como CSV
spend-csv-name = Gasto de Dubdeck
notify-budget-title = { $percent ->
        [100] Presupuesto mensual agotado
       *[other] Gastado el { $percent } % del presupuesto mensual
    }
notify-budget-body = { $percent ->
        [100] { $spent } de { $budget } créditos este mes. Lo que Dubdeck aprobaría por sí solo ahora espera tu aprobación.
       *[other] { $spent } de { $budget } créditos este mes.
    }
