## La barre d’outils

jobs-filters-label = Afficher
jobs-filter-all = Toutes
jobs-filter-active = Actives
jobs-filter-waiting = En attente
jobs-filter-done = Terminées
jobs-filter-failed = En échec
jobs-search-placeholder = Rechercher des tâches
jobs-search-label = Rechercher des tâches
jobs-group-label = Regrouper les tâches
jobs-group-none = Sans regroupement
jobs-group-voice = Par voix
jobs-group-input = Par source

## La liste et ses états vides

jobs-list-label = Tâches
jobs-loading = Chargement des tâches
jobs-load-failed-title = Impossible de lire les tâches
jobs-try-again = Réessayer
jobs-empty-title = Aucune tâche pour l’instant
jobs-empty-text = Déposez une chanson ou un extrait sur une voix pour le doubler. Chaque doublage et chaque entraînement apparaît ici avec sa progression, son coût et son résultat, et continue même si vous fermez l’application.
jobs-empty-pick = Choisir des fichiers à doubler
jobs-empty-browse = Parcourir les voix
jobs-none-match-title = Aucune tâche ne correspond
jobs-none-match-text = Essayez un autre filtre ou une autre recherche.
jobs-show-all = Afficher toutes les tâches
jobs-show-more =
    { $count ->
        [one] Afficher plus ({ $count } restante)
       *[other] Afficher plus ({ $count } restantes)
    }

## « Doubler à nouveau »

jobs-again-title = Doubler à nouveau « { $title } »
jobs-again-text = Même source, même transposition et même séparation, avec une autre voix. Le doublage précédent est conservé.
jobs-again-voices = Autre voix
jobs-cancel = Annuler
jobs-again-confirm = Doubler avec { $voice }
jobs-again-choose = Choisir une voix

## « Retirer »

jobs-remove-title = Retirer « { $title } » de la bibliothèque ?
jobs-remove-text = La tâche disparaît de la liste des tâches. Cette action est irréversible.
jobs-remove-delete-file = Supprimer aussi le fichier du résultat
jobs-remove-confirm = Retirer
jobs-remove-confirm-delete = Retirer et supprimer le fichier

## La ligne d’une tâche

jobs-state-created = En file d’attente
jobs-state-creating = Démarrage
jobs-state-uploading = Envoi
jobs-state-preprocessing = Prétraitement
jobs-state-awaiting-approval = En attente de votre approbation
jobs-state-generating = Génération
jobs-state-downloading = Téléchargement
jobs-state-done = Terminée
jobs-state-failed = Échec
jobs-state-waiting-credits = En attente de crédits
jobs-state-canceled = Abandonnée
jobs-state-training = Entraînement

jobs-progress-transfer = { $state } · { $percent } % de { $total }
jobs-progress-transfer-speed = { $state } · { $percent } % de { $total } · { $speed }/s
jobs-progress-elapsed = { $state } · { $elapsed }
jobs-progress-label = Progression : { $state }
jobs-progress-finishing =
    { $transfer ->
        [upload] Fin de l’envoi…
       *[download] Fin du téléchargement…
    }

jobs-step-upload = Envoi
jobs-step-preprocess = Prétraitement
jobs-step-confirm = Approbation
jobs-step-generate = Génération
jobs-step-train = Entraînement
jobs-step-download = Téléchargement
jobs-steps-label = Étapes

jobs-meta-training = Entraînement de voix
jobs-meta-link = Lien
jobs-meta-credits =
    { $credits ->
        [one] { $credits } crédit
       *[other] { $credits } crédits
    }

jobs-row-label = { $title }
jobs-remove-label = Retirer { $title } de la bibliothèque

jobs-approve-cost =
    { $credits ->
        [one] Générer pour { $credits } crédit
       *[other] Générer pour { $credits } crédits
    }
jobs-approve-line = { $cost } — le service a mesuré la source ; rien n’est dépensé tant que vous n’avez pas approuvé.
jobs-discard = Abandonner
jobs-approve = Approuver
jobs-retry = Réessayer
jobs-credits-needed =
    { $credits ->
        [one] Il faut { $credits } crédit, plus que ce que le compte possède. Achetez des crédits, puis cliquez sur Réessayer.
       *[other] Il faut { $credits } crédits, plus que ce que le compte possède. Achetez des crédits, puis cliquez sur Réessayer.
    }
jobs-credits-waits = La tâche attend ; rien n’est perdu.
jobs-failed-retry = Cette tâche a échoué. Cliquez sur Réessayer.
jobs-failed = Cette tâche a échoué.
jobs-dub-whole = Doubler le fichier entier
jobs-dub-again = Doubler avec une autre voix

jobs-play = Écouter
jobs-play-label = Écouter { $title }
jobs-open-video = Ouvrir la vidéo
jobs-show-video = Afficher la vidéo dans le dossier
jobs-open = Ouvrir
jobs-show = Afficher dans le dossier
jobs-open-audio = Ouvrir l’audio
jobs-show-audio = Afficher l’audio dans le dossier
jobs-open-mix = Ouvrir le mixage
jobs-show-mix = Afficher le mixage dans le dossier
jobs-training-done = La voix est entraînée et prête pour le doublage.

## Pourquoi une tâche a échoué

failure-input-rejected = La source a été refusée avant l’envoi. Choisissez un autre fichier.
failure-input-rejected-detail = La source a été refusée avant l’envoi : { $detail }. Choisissez un autre fichier.
failure-input-changed =
    { $named ->
        [yes] « { $file } » a changé depuis que vous l’avez choisi.
       *[no] La source a changé depuis que vous l’avez choisie.
    } Cliquez sur Réessayer pour doubler sa version actuelle.
failure-input-missing =
    { $named ->
        [yes] « { $file } » n’est
       *[no] La source n’est
    } plus à son emplacement{ $detail }. Remettez le fichier en place, puis cliquez sur Réessayer.
failure-unauthorized = La clé d’API a été refusée. Collez une nouvelle clé dans les Réglages, puis cliquez sur Réessayer.
failure-not-enough-credits-balance =
    { $needed ->
        [one] Il faut { $needed } crédit et le compte en a { $balance }. Achetez des crédits, puis cliquez sur Réessayer.
       *[other] Il faut { $needed } crédits et le compte en a { $balance }. Achetez des crédits, puis cliquez sur Réessayer.
    }
failure-not-enough-credits =
    { $needed ->
        [one] Il faut { $needed } crédit, plus que ce que le compte possède. Achetez des crédits, puis cliquez sur Réessayer.
       *[other] Il faut { $needed } crédits, plus que ce que le compte possède. Achetez des crédits, puis cliquez sur Réessayer.
    }
failure-voice-not-found =
    { $named ->
        [yes] { $voice } n’est
       *[no] Cette voix n’est
    } plus disponible. Doublez à nouveau avec une autre voix.
failure-remote-not-found = Le service ne connaît plus cette tâche (elle a peut-être expiré). Cliquez sur Réessayer pour la relancer depuis le début.
failure-remote-failed-reason = Le service n’a pas pu traiter cette tâche : { $reason }. Cliquez sur Réessayer, ou essayez un autre fichier.
failure-remote-failed-known =
    { $kind ->
        [training] Le service n’a pas pu traiter cet entraînement ({ $known }). Cliquez sur Réessayer, ou essayez un autre fichier ou un autre format.
       *[file] Le service n’a pas pu traiter ce fichier ({ $known }). Cliquez sur Réessayer, ou essayez un autre fichier ou un autre format.
    }
failure-remote-failed =
    { $kind ->
        [training] Le service n’a pas pu traiter cet entraînement. Cliquez sur Réessayer, ou essayez un autre fichier ou un autre format.
       *[file] Le service n’a pas pu traiter ce fichier. Cliquez sur Réessayer, ou essayez un autre fichier ou un autre format.
    }
failure-invalid-request = Le service a refusé la requête{ $detail }. Modifiez les réglages et doublez à nouveau.
failure-invalid-field = Dubdeck n’a pas envoyé la requête : sa valeur « { $field } » n’est pas valide. Modifiez les réglages et doublez à nouveau.
failure-upload-failed = L’envoi a échoué{ $detail }. Vérifiez votre connexion, puis cliquez sur Réessayer.
failure-upload-addresses = Le service de voix n’a pas donné d’adresse d’envoi pour chaque fichier ({ $addresses } pour { $files }). Cliquez sur Réessayer dans quelques minutes.
failure-http-status = HTTP { $status }
failure-upload-expired = L’adresse d’envoi a expiré avant la fin de l’envoi. Cliquez sur Réessayer pour envoyer à nouveau.
failure-download-failed = Le téléchargement du résultat a échoué{ $detail }. Cliquez sur Réessayer : rien n’est facturé une seconde fois.
failure-download-short = Le téléchargement du résultat s’est arrêté trop tôt ({ $received } octets sur { $expected }). Cliquez sur Réessayer : rien n’est facturé une seconde fois.
failure-media-failed =
    Dubdeck n’a pas pu préparer { $named ->
        [yes] « { $file } »
       *[no] le fichier
    } pour l’envoi{ $detail }. Vérifiez qu’il se lit (et que ffmpeg est installé), puis cliquez sur Réessayer.
failure-output-failed-path = Le résultat n’a pas pu être enregistré dans { $path }{ $detail }. Libérez de l’espace ou choisissez un autre dossier de sortie, puis cliquez sur Réessayer.
failure-output-failed = Le résultat n’a pas pu être enregistré{ $detail }. Libérez de l’espace ou choisissez un autre dossier de sortie, puis cliquez sur Réessayer.
failure-network = Impossible de joindre le service de voix. Vérifiez votre connexion, puis cliquez sur Réessayer.
failure-server-error-status = Le service de voix a rencontré un problème (erreur { $status }). Cliquez sur Réessayer dans quelques minutes.
failure-server-error = Le service de voix a rencontré un problème. Cliquez sur Réessayer dans quelques minutes.
failure-redirected = Le service de voix a redirigé la requête vers { $location }, ce que Dubdeck ne suit pas. Vérifiez l’adresse du service dans les Réglages, puis cliquez sur Réessayer.
failure-interrupted = La connexion a été coupée à un moment où l’issue est inconnue. Cliquez sur Réessayer : Dubdeck vérifie d’abord, donc rien n’est facturé deux fois.
failure-internal = Un problème est survenu dans Dubdeck{ $detail }. Cliquez sur Réessayer ; si cela se reproduit, redémarrez Dubdeck.
failure-unknown = Un problème est survenu ({ $code }). Cliquez sur Réessayer ; si cela se reproduit, redémarrez Dubdeck.

## La cause d’un échec, en quelques mots

failure-cause-input-rejected = La source a été refusée
failure-cause-input-missing = Le fichier source est introuvable ou a changé
failure-cause-unauthorized = La clé d’API a été refusée
failure-cause-not-enough-credits = Le compte manque de crédits
failure-cause-voice-not-found = La voix n’est pas disponible
failure-cause-remote-not-found = Le service ne connaît plus cette tâche
failure-cause-remote-failed = Le service n’a pas pu traiter la demande
failure-cause-invalid-request = Le service a refusé la requête
failure-cause-upload-failed = L’envoi a échoué
failure-cause-upload-expired = L’adresse d’envoi a expiré
failure-cause-download-failed = Le téléchargement a échoué
failure-cause-media-failed = Le fichier n’a pas pu être préparé pour l’envoi
failure-cause-output-failed = Le résultat n’a pas pu être enregistré
failure-cause-network = Impossible de joindre le service de voix
failure-cause-server-error = Le service de voix a rencontré un problème
failure-cause-interrupted = La connexion a été coupée
failure-cause-internal = Un problème est survenu dans Dubdeck
failure-cause-unknown = Une tentative a échoué

## L’état passager d’une tâche

notice-rate-limited = En attente du service ({ $seconds } s)
notice-retrying = { $cause } ; nouvelle tentative dans { $seconds } s (tentative { $attempt } sur { $of })
