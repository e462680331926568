## Compte

settings-account = Compte
settings-demo-account = Compte de démo
settings-demo-account-hint = Dubdeck fonctionne sur son simulateur intégré, avec des crédits de démo ; votre propre clé, si vous en avez une, n’est pas touchée.
settings-key-label = Clé d’API
settings-key-set =
    { $origin ->
        [environment] Une clé d’API est définie, fournie par la variable d’environnement DUBDECK_API_KEY.
        [custom] Une clé d’API est définie, conservée dans un magasin de clés personnalisé.
       *[keychain] Une clé d’API est définie, conservée dans le trousseau du système.
    }
settings-key-none = Aucune clé d’API n’est définie.
settings-key-waiting = Elle a été vérifiée avec { $checkedWith } : Dubdeck ne l’envoie donc pas à { $now } tant que vous n’avez pas confirmé en haut de la fenêtre ou remplacé la clé ici.
settings-key-replace = Remplacer la clé
settings-key-remove = Supprimer la clé
settings-key-from-environment = La clé vient de la variable d’environnement DUBDECK_API_KEY : elle ne peut pas être modifiée ici. Modifiez ou supprimez la variable, puis redémarrez Dubdeck.
settings-new-key-label = Nouvelle clé d’API
settings-new-key-hint = Dubdeck vérifie la nouvelle clé avec { $host } et l’y enverra désormais.
settings-key-save = Enregistrer la clé
settings-cancel = Annuler
settings-key-remove-question = Supprimer la clé d’API de cet ordinateur ? Vous devrez la coller à nouveau pour utiliser votre compte.
settings-key-remove-confirm = Oui, supprimer la clé
settings-key-empty = Collez d’abord la nouvelle clé d’API.
settings-key-saved = Nouvelle clé d’API enregistrée.
settings-key-refused = La clé d’API a été refusée et le champ a été vidé ; l’ancienne clé reste utilisée. Collez à nouveau la clé en entier.

## Doublage

settings-dubbing = Doublage
settings-output-folder = Dossier de sortie
settings-output-default-hint = Le dossier par défaut. Les doublages y sont enregistrés tant que vous n’en choisissez pas un autre.
settings-output-use-default = Dossier par défaut
settings-output-choose = Choisir un dossier…
settings-output-saved = Dossier de sortie enregistré.
settings-output-reset = Dossier de sortie réinitialisé.
settings-auto-approve = Approuver d’office jusqu’à (crédits)
settings-auto-approve-hint = Une génération qui coûte ce montant ou moins démarre sans vous demander votre accord. 0 = toujours demander.
settings-auto-approve-invalid = Saisissez un nombre entier de crédits, 0 ou plus (0 = toujours demander).
settings-auto-approve-saved = Seuil d’approbation enregistré.
settings-notifications = Notifications
settings-notifications-hint = Une notification du bureau quand un doublage ou un entraînement se termine ou échoue.
settings-notifications-saved = Notifications enregistrées.

## Vidéos et essais

settings-media = Vidéos et essais
settings-video-out = Vidéos doublées
settings-video-out-hint = Pour les vidéos, enregistrer aussi une copie de la vidéo avec la nouvelle voix en bande-son, à côté de l’audio doublé.
settings-video-out-on = Les vidéos doublées reviennent aussi en vidéo.
settings-video-out-off = Les vidéos doublées reviennent en audio seulement.
settings-ffmpeg = ffmpeg
settings-ffmpeg-ready = ffmpeg { $version } est installé.
settings-ffmpeg-ready-hint = Seul le son d’une vidéo est envoyé (un envoi bien plus léger), et le panneau de doublage peut d’abord essayer 30 secondes.
settings-ffmpeg-unknown = Dubdeck n’a pas pu vérifier la présence de ffmpeg. Installez ffmpeg depuis les paquets de votre système (ou ffmpeg.org), puis redémarrez Dubdeck. Sans lui, les vidéos sont envoyées entières et reviennent en audio seulement, et les essais sont désactivés.

## Langue

settings-language-section = Langue
settings-language = Langue
settings-language-hint = La langue des écrans, boîtes de dialogue et notifications de Dubdeck.
settings-language-system = Langue du système ({ $language })
settings-language-saved = Langue enregistrée.

## Apparence

settings-appearance = Apparence
settings-theme = Thème
settings-theme-system = Système
settings-theme-light = Clair
settings-theme-dark = Sombre
settings-theme-saved =
    { $theme ->
        [light] Thème : clair.
        [dark] Thème : sombre.
       *[system] Thème : système.
    }
settings-reduce-motion = Réduire les animations
settings-reduce-motion-hint = Avatars fixes : les avatars animés restent immobiles, même au survol.
settings-reduce-motion-saved = Réduction des animations enregistrée.

## Avancé

settings-advanced = Avancé
settings-address-demo = En mode démo, Dubdeck communique avec son simulateur intégré ; l’adresse du service s’applique à votre propre compte.
settings-address-change = Modifier l’adresse du service
settings-address-label = Adresse du service
settings-address-from-environment = La variable DUBDECK_BASE_URL est définie et remplace cette adresse tant qu’elle n’est pas supprimée.
settings-address-hint = L’adresse du service VoiceDub. Ne la modifiez que pour utiliser un service de test.
settings-address-key-host = Votre clé d’API a été vérifiée avec { $host } : une adresse sur cet hôte l’utilise sans demander.
settings-address-save = Enregistrer
settings-address-reset = Rétablir l’adresse par défaut
settings-address-saved = Adresse du service enregistrée.
settings-address-reset-done = Adresse du service réinitialisée.
settings-credits-page-change = Modifier la page des crédits
settings-credits-page-label = Page ouverte par « Acheter des crédits »
settings-credits-page-hint-default = La page du service lui-même, où s’achètent les crédits de votre compte.
settings-credits-page-hint-chosen = Une page que vous avez choisie. « Utiliser la page par défaut » revient à la page du service.
settings-credits-page-save = Enregistrer la page
settings-credits-page-default = Utiliser la page par défaut
settings-credits-page-saved = Page des crédits enregistrée.
settings-credits-page-reset-done = « Acheter des crédits » ouvre de nouveau la page du service.
settings-credits-page-invalid =
    { $problem ->
        [empty] Saisissez l’adresse de la page, ou appuyez sur « Utiliser la page par défaut ».
        [not_address] { $page } n’est pas une adresse web : saisissez l’adresse complète, en commençant par https://.
       *[not_https] { $page } n’est pas une adresse sécurisée : la page des crédits doit commencer par https:// (http:// seulement pour une page de cet ordinateur, comme localhost).
    }

## À propos

settings-about = À propos
settings-about-version = Version
settings-about-build = Compilation
settings-about-logs = Fichiers journaux
settings-about-logs-none = Aucun : Dubdeck n’a pas de dossier de données sur cet ordinateur.
settings-about-unknown = Dubdeck n’a pas pu lire sa version. { $reason }
settings-about-diagnostics-hint = Le diagnostic indique comment Dubdeck et cet ordinateur sont configurés, et ce qui fonctionne. Il est en anglais pour les personnes qui corrigent Dubdeck et ne contient ni clé ni mot de passe.
settings-about-copy = Copier le diagnostic
settings-about-report = Signaler un problème
settings-about-gathering = Collecte du diagnostic…
settings-about-opening = Ouverture de la page de signalement dans votre navigateur…
settings-about-copied = Copié : collez-le dans votre signalement.
settings-about-copy-failed = Le presse-papiers a refusé le texte : rien n’a été copié. Sélectionnez le texte dans le cadre ci-dessous et copiez-le vous-même.
settings-about-manual-label = Texte à copier
settings-about-diagnostics-failed = Le diagnostic n’a pas pu être collecté. { $reason }
settings-about-report-opened =
    { $diagnostics ->
        [copied] La page de signalement s’ouvre dans votre navigateur, avec le diagnostic déjà inclus ou copié, prêt à être collé.
        [refused] La page de signalement s’ouvre dans votre navigateur, avec le diagnostic inclus s’il tient ; sinon, copiez-le depuis le cadre ci-dessous.
       *[none] La page de signalement s’ouvre dans votre navigateur, sans diagnostic : décrivez-y ce qui s’est passé.
    }
settings-about-report-open-failed = Votre navigateur web n’a pas pu être ouvert. Rendez-vous vous-même sur { $page } dans votre navigateur pour signaler le problème.
settings-about-report-failed = La page de signalement n’a pas pu être ouverte. { $reason } Vous pouvez aussi vous rendre sur { $page } dans votre navigateur.
settings-about-crashes = Rapports de plantage
settings-about-crashes-hint = Ce que Dubdeck a noté à chaque fermeture inattendue, du plus récent au plus ancien.
settings-about-crash-item = Rapport du { $date }
settings-about-crash-show = Afficher
