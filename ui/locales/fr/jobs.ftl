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
jobs-training-done = La voix est entraînée et prête pour le doublage.
