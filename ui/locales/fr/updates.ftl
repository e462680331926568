# Mises à jour : Réglages > Mises à jour et l’avis de la recherche au démarrage.

updates-section = Mises à jour
updates-current = Version installée : Dubdeck { $version }.
updates-check = Rechercher des mises à jour
updates-checking = Recherche de mises à jour…
updates-up-to-date = Dubdeck { $version } est la version la plus récente.
updates-older = La version proposée ({ $offered }) est plus ancienne que celle-ci ({ $current }) : rien à installer.
updates-older-chosen-address = L’adresse des mises à jour est une adresse que vous avez choisie : vérifiez qu’elle propose la version la plus récente, ou utilisez l’adresse par défaut.
updates-available = Dubdeck { $version } est disponible.
updates-notes = Nouveautés de Dubdeck { $version }
updates-released = Publiée le { $date }.
updates-no-notes = Cette version n’est accompagnée d’aucune note sur ce qui a changé.
updates-install = Installer et redémarrer
updates-install-hint = Dubdeck télécharge la nouvelle version, vérifie sa signature, l’installe et redémarre avec elle. Les tâches en cours se terminent d’abord, et votre bibliothèque reste telle quelle.

updates-stage-starting = Démarrage de l’installation de Dubdeck { $version }…
updates-stage-waiting =
    { $jobs ->
        [one] En attente de la fin de { $jobs } tâche en cours. L’installation démarrera d’elle-même une fois celle-ci terminée.
       *[other] En attente de la fin de { $jobs } tâches en cours. L’installation démarrera d’elle-même une fois celles-ci terminées.
    }
updates-stage-downloading = Téléchargement de Dubdeck { $version }…
updates-stage-installing = Installation de Dubdeck { $version }…
updates-stage-restarting = Dubdeck { $version } est installé. Dubdeck redémarre maintenant avec cette version.
updates-downloaded-of = { $received } sur { $total }
updates-downloaded = { $received } téléchargés
updates-progress = Mise à jour vers Dubdeck { $version }
updates-try-again = Réessayer
updates-releases-page = Page des versions de Dubdeck :

updates-check-at-start = Rechercher des mises à jour au démarrage de Dubdeck
updates-check-at-start-hint = Une fois, peu après le démarrage de Dubdeck (jamais dans la démo). Dubdeck vous prévient quand une version plus récente est sortie et n’installe jamais rien sans que vous le demandiez.
updates-check-at-start-on = Dubdeck recherche les mises à jour au démarrage.
updates-check-at-start-off = Dubdeck ne recherche les mises à jour que sur demande.

updates-address-change = Modifier l’adresse des mises à jour
updates-address-label = Adresse des mises à jour
updates-address-hint-default = L’adresse par défaut : les versions publiées de Dubdeck. Ne la modifiez que pour essayer vos propres versions.
updates-address-hint-chosen = Une adresse que vous avez choisie. « Utiliser l’adresse par défaut » revient aux versions publiées de Dubdeck.
updates-address-save = Enregistrer l’adresse
updates-address-default = Utiliser l’adresse par défaut
updates-address-saved = Adresse des mises à jour enregistrée.
updates-address-reset-done = Dubdeck recherche de nouveau les mises à jour dans ses versions publiées.
updates-address-invalid =
    { $problem ->
        [empty] Saisissez l’adresse des mises à jour, ou appuyez sur « Utiliser l’adresse par défaut ».
        [not_address] { $address } n’est pas une adresse web : saisissez l’adresse complète, en commençant par https://.
       *[not_https] { $address } n’est pas une adresse sécurisée : les mises à jour doivent venir d’une adresse https:// (http:// seulement pour une adresse de cet ordinateur, comme localhost).
    }

updates-notice = Dubdeck { $version } est disponible.
updates-notice-review = Voir les détails
updates-notice-later = Plus tard
