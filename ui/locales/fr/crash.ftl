# Dubdeck s’est fermé de façon inattendue (un plantage) lors d’une exécution précédente.

## La notification au démarrage

crash-notice = Dubdeck s’est fermé de façon inattendue la dernière fois.
crash-notice-several =
    { $count ->
        [one] Dubdeck s’est fermé de façon inattendue { $count } fois récemment. « Afficher le rapport » ouvre le plus récent ; Réglages › À propos les liste tous.
       *[other] Dubdeck s’est fermé de façon inattendue { $count } fois récemment. « Afficher le rapport » ouvre le plus récent ; Réglages › À propos les liste tous.
    }
crash-show = Afficher le rapport
crash-dismiss = Fermer

## La boîte de dialogue du rapport

crash-dialog-title = Rapport de plantage
crash-dialog-text = Ce que Dubdeck a noté en se fermant de façon inattendue le { $date }. Le joindre à votre signalement aide à corriger le problème. Il ne contient ni clé ni mot de passe, mais il peut contenir les noms de vos fichiers : relisez-le avant de le partager.
crash-text-label = Rapport
crash-reading = Lecture du rapport…
crash-read-failed = Ce rapport n’a pas pu être lu. { $reason }
crash-copy = Copier le rapport et le diagnostic
crash-report = Signaler un problème
crash-close = Fermer
crash-copied =
    { $copied ->
        [report] Le rapport est copié : collez-le dans votre signalement.
       *[all] Copié : collez le rapport et le diagnostic dans votre signalement.
    }
crash-report-opened =
    { $copied ->
        [all] La page de signalement s’ouvre dans votre navigateur : collez-y le rapport et le diagnostic.
        [report] La page de signalement s’ouvre dans votre navigateur : collez-y le rapport.
       *[refused] La page de signalement s’ouvre dans votre navigateur : copiez le texte du cadre ci-dessous et collez-le sur la page.
    }
