## Démarrage

app-loading-label = Chargement de Dubdeck
app-failed-title = Dubdeck n’a pas pu démarrer
app-remove-stored-key = Supprimer la clé enregistrée
app-try-again = Réessayer

app-key-lost = La clé d’API a été refusée. Collez une nouvelle clé.
app-key-missing = Aucune clé d’API n’est définie. Collez votre clé d’API pour continuer.

## L’écran de la clé

welcome-title = Bienvenue dans Dubdeck
welcome-lead = Écoutez n’importe quel morceau ou extrait avec une autre voix. Connectez votre compte VoiceDub pour commencer.
welcome-key-label = Clé d’API
welcome-key-hint = Votre clé d’API se trouve dans les paramètres de votre compte VoiceDub, sur voicedub.ai.
welcome-save-key = Enregistrer la clé
welcome-key-safe = La clé est conservée dans le trousseau du système, jamais dans un fichier.
welcome-or = ou
welcome-try-demo = Essayer la démo
welcome-demo-hint = La démo fonctionne sur un simulateur intégré, avec des crédits de démo. Rien n’est facturé.
welcome-key-refused = La clé d’API a été refusée et le champ a été vidé. Collez à nouveau la clé en entier, ou une nouvelle clé.
welcome-key-empty = Collez d’abord votre clé d’API.

## Trousseau indisponible

keychain-screen-title = Le trousseau n’est pas disponible
keychain-screen-hint = Dubdeck conserve votre clé d’API uniquement dans le trousseau du système : il ne peut pas l’enregistrer tant que le trousseau ne fonctionne pas.
keychain-screen-try-again = Réessayer
keychain-screen-try-demo = Essayer la démo

## Barre latérale et barre du haut

frame-nav-label = Navigation principale
frame-route-voices = Voix
frame-route-my-voices = Mes voix
frame-route-jobs = Tâches
frame-route-train = Entraîner une voix
frame-route-settings = Réglages
frame-nav-jobs-active = Tâches, { $count } en cours
frame-nav-jobs-waiting =
    { $waiting ->
        [one] Tâches, { $waiting } vous attend
       *[other] Tâches, { $waiting } vous attendent
    }
frame-nav-jobs-both =
    { $waiting ->
        [one] Tâches, { $active } en cours, { $waiting } vous attend
       *[other] Tâches, { $active } en cours, { $waiting } vous attendent
    }
frame-version = Dubdeck { $version }
frame-dub-files = Doubler des fichiers
frame-dub-files-title = Doubler des fichiers (Ctrl+O)
frame-demo-mark = DÉMO
frame-demo-label = Mode démo
frame-demo-title = Mode démo : un simulateur intégré, sans vrais crédits
frame-leave-demo = Quitter la démo
frame-crashed-title = Cet écran a rencontré un problème
frame-crashed-reload = Recharger l’écran

## Fichiers glissés sur la fenêtre

frame-drop-training-busy = Une voix est en cours d’entraînement : déposez les enregistrements suivants quand elle sera prête
frame-drop-training = Déposez pour ajouter des enregistrements aux fichiers d’entraînement
frame-drop-on-voice = Déposez pour doubler avec { $voice }
frame-drop-last-voice = Déposez pour doubler : vous choisirez ensuite la voix (dernière utilisée : { $voice }), ou déposez sur une carte de voix
frame-drop = Déposez pour doubler : vous choisirez ensuite la voix, ou déposez sur une carte de voix

## Notifications

frame-notice-view-jobs = Voir dans Tâches
frame-notice-dismiss = Fermer
frame-notices-label = Notifications
frame-notice-all = Tout afficher
frame-notice-fewer = Afficher moins
frame-key-host-confirmed = Dubdeck envoie désormais votre clé d’API à { $host }.

## Clé en attente : l’adresse du service a changé d’hôte

frame-host-change-title = Votre clé d’API est en attente
frame-host-change-what = Votre clé d’API a été vérifiée avec { $checkedWith }. L’adresse du service est maintenant { $now } : Dubdeck n’y envoie donc pas votre clé. Vos tâches restent dans la bibliothèque et reprendront dès qu’une clé pourra être envoyée.
# Même question que key-host-title dans le catalogue du shell.
frame-host-change-asking = Répondez dans la boîte de dialogue ouverte par Dubdeck : « Envoyer votre clé d’API à { $host } ? »
frame-host-change-declined = Rien n’a été envoyé à { $host }. Envoyez la clé quand vous aurez vérifié que cette adresse est la bonne, utilisez une autre clé ou rétablissez l’adresse précédente.
frame-host-change-send = Envoyer ma clé à { $host }
frame-host-change-other-key = Utiliser une autre clé
frame-host-change-from-environment = L’adresse vient de DUBDECK_BASE_URL : pour la rétablir, modifiez ou supprimez cette variable, puis redémarrez Dubdeck.
frame-host-change-change-back = Rétablir l’adresse
