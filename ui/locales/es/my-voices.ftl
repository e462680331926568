my-voices-retry = Reintentar
my-voices-loading = Cargando tus voces
my-voices-empty-title = Aún no tienes voces propias
my-voices-empty-text = Entrena una voz con unos minutos de canto o habla sin ruido de fondo y luego dobla con ella como con cualquier otra.
my-voices-train = Entrenar una voz
my-voices-list-label = Mis voces
my-voices-created = Creada el { $date }
my-voices-dub-label = Doblar con { $voice }
my-voices-dub-waiting = Disponible cuando termine su entrenamiento

## Estado de una voz propia (insignia en Mis voces)

readiness-new = Nueva
readiness-queued = En cola
readiness-training = Entrenando
readiness-done = Lista
readiness-failed = Fallida
readiness-service-word = { $word }
