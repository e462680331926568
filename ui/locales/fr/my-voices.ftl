my-voices-retry = Réessayer
my-voices-loading = Chargement de vos voix
my-voices-empty-title = Vous n’avez pas encore de voix à vous
my-voices-empty-text = Entraînez une voix à partir de quelques minutes de chant ou de parole bien propres, puis doublez avec elle comme avec n’importe quelle autre.
my-voices-train = Entraîner une voix
my-voices-list-label = Mes voix
# $date : jour de création ; la voix est au féminin.
my-voices-created = Créée le { $date }
my-voices-dub-label = Doubler avec { $voice }
my-voices-dub-waiting = Disponible une fois l’entraînement terminé

## État d’une voix personnalisée (badge dans Mes voix)

readiness-new = Nouvelle
readiness-queued = En file d’attente
readiness-training = Entraînement
readiness-done = Prête
readiness-failed = Échec
readiness-service-word = { $word }
