## Les étapes de l’assistant

train-steps-label = Étapes de l’entraînement
train-step-files = Fichiers
train-step-settings = Réglages
train-step-review = Vérification
train-step-train = Entraîner
train-step-done = { $step } : étape terminée

## Étape 1 : les enregistrements

train-files-title = Ajoutez des enregistrements de la voix
train-files-lead =
    { $maxFiles ->
        [1] Un fichier audio
       *[other] De 1 à { $maxFiles } fichiers audio
    } d’une seule voix : chant ou parole bien propres, au moins { $duration } au total. Déposez-les n’importe où dans cette fenêtre, ou ajoutez-les.
train-drop-here-dragging = Déposez pour ajouter ces enregistrements
train-drop-here = Déposez les enregistrements ici
train-add-files = Ajouter des fichiers
train-files-label = Fichiers d’entraînement
train-file-checking = Vérification…
train-file-meta = { $duration } · { $format } · { $size }
train-file-refused = { $reason } Ce fichier est écarté.
train-findings-label = Constats pour { $file }
train-keep-label = Garder { $file } quand même
train-keep = Le garder quand même
train-keep-in = — il fait partie de l’entraînement.
train-keep-out = — il est écarté de l’entraînement.
train-remove-label = Retirer { $file }
train-remove-take-title = Retirer des fichiers d’entraînement (la prise reste dans Prises enregistrées)
train-total =
    Audio au total : { $duration } dans { $count ->
        [one] { $count } fichier utilisable
       *[other] { $count } fichiers utilisables
    }
train-total-voiced =
    Audio au total : { $duration } dans { $count ->
        [one] { $count } fichier utilisable
       *[other] { $count } fichiers utilisables
    }, dont { $voiced } de voix
train-warnings-label = Avertissements

## Pourquoi Suivant est désactivé à l’étape 1

train-files-hint-recording = Arrêtez l’enregistrement pour continuer.
train-files-hint-checking = Vérification des enregistrements…
train-files-hint-empty = Ajoutez au moins un enregistrement pour continuer.
train-files-hint-unusable = Aucun de ces fichiers n’est utilisable : ajoutez un enregistrement lisible.
train-files-hint-all-poor = Tous les enregistrements sont médiocres : gardez-en un quand même, ou ajoutez-en un meilleur, pour continuer.
train-files-hint-too-many =
    { $count ->
        [one] Retirez { $count } fichier pour continuer.
       *[other] Retirez { $count } fichiers pour continuer.
    }

## Les boutons de l’assistant

train-next = Suivant
train-back = Retour

## Étape 2 : nom et réglages

train-settings-title = Nom et réglages
train-settings-lead = Le nom de la voix dans Mes voix, et la façon dont le service l’entraîne.
train-name = Nom de la voix
train-name-placeholder = ex. : Ma voix de studio
train-name-hint = De 1 à { $max } caractères ; les espaces au début et à la fin sont ignorés.
train-name-empty = Donnez un nom à la voix (de 1 à { $max } caractères).
train-name-too-long = Le nom compte { $length } caractères ; le service en accepte { $max } au maximum. Supprimez-en { $over }.
train-minutes = Minutes maximum
train-minutes-use-proposed = Utiliser la valeur proposée ({ $minutes })
train-minutes-range = De { $min } à { $max }.
train-minutes-proposed = Valeur proposée d’après les { $duration } d’audio : { $minutes }.
train-minutes-proposed-unknown = Valeur proposée d’après les { $duration } d’audio.
train-minutes-cost =
    L’entraînement coûte { $perMinute ->
        [one] { $perMinute } crédit
       *[other] { $perMinute } crédits
    } par minute, soit { $cost ->
        [one] { $cost } crédit
       *[other] { $cost } crédits
    }.
train-minutes-empty = Saisissez le nombre maximum de minutes, de { $min } à { $max }.
train-minutes-not-whole = Saisissez un nombre entier de minutes, de { $min } à { $max }.
train-minutes-out-of-range =
    Choisissez de { $min } à { $max ->
        [one] { $max } minute
       *[other] { $max } minutes
    } ; { $minutes } est hors limites.
train-minutes-below-audio =
    Les enregistrements contiennent { $duration } d’audio, plus que { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    } : le service facturerait, puis l’entraînement échouerait. Choisissez au moins { $need ->
        [one] { $need } minute
       *[other] { $need } minutes
    }, ou retirez des enregistrements.
train-minutes-above-max =
    Les enregistrements contiennent { $duration } d’audio, plus que ce qu’un entraînement peut utiliser ({ $max ->
        [one] { $max } minute
       *[other] { $max } minutes
    }). Revenez à l’étape Fichiers et retirez-en.
train-separate = Séparer la voix
train-separate-hint = Retire d’abord la musique et le bruit de fond. Désactivez cette option si les enregistrements sont déjà des voix isolées.
train-settings-hint-name = Nommez la voix pour continuer.
train-settings-hint-fix = Corrigez ce qui est signalé pour continuer.

## Étape 3 : vérification et confirmation

train-review-title = Vérifier et confirmer
train-review-lead = Rien n’est envoyé avant votre confirmation. Le coût est fixé par le nombre maximum de minutes.
train-review-recordings = Enregistrements
train-review-recordings-label = Enregistrements à envoyer
train-review-total = { $duration } au total
train-review-separation = Séparation vocale
train-review-separation-on = Activée
train-review-separation-off = Désactivée (voix déjà isolée)
train-cost = Coût
train-balance = Solde
train-after = Après
train-balance-unknown = Inconnu
train-credits =
    { $credits ->
        [one] { $credits } crédit
       *[other] { $credits } crédits
    }
train-cost-formula =
    { $perMinute ->
        [one] { $perMinute } crédit
       *[other] { $perMinute } crédits
    } × { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    }, débités au début de l’entraînement, après l’envoi.
train-review-unchecked = La qualité des enregistrements n’a pas été vérifiée : on ne sait pas quelle part de voix ils contiennent.
train-short = Crédits insuffisants : l’entraînement en demande { $cost } et le compte en a { $balance }. Achetez des crédits ou choisissez moins de minutes ; vos choix sont conservés ici.
train-start =
    { $credits ->
        [one] Entraîner pour { $credits } crédit
       *[other] Entraîner pour { $credits } crédits
    }

## Étape 4 : l’entraînement en cours

train-progress-title = Entraînement de { $voice }
train-progress-ready-title = { $voice } est prête
train-progress-failed-title = { $voice } n’a pas pu être entraînée
train-progress-ready-lead = La voix est dans Mes voix : vous pouvez dès maintenant doubler n’importe quel morceau ou extrait avec elle.
train-progress-failed-lead = Vos enregistrements et vos choix sont toujours là.
train-progress-lead = Vous pouvez quitter cet écran : l’entraînement continue, et Tâches et Mes voix en suivent l’avancement.
train-status-label = État de l’entraînement
train-elapsed-label = Temps écoulé
train-elapsed = Écoulé : { $time }
train-uploads-label = Envois
train-upload-label = Envoi de { $file }
train-upload-percent = { $percent } %
train-another = Entraîner une autre voix
train-dub = Doubler avec cette voix
train-back-to-review = Revenir à la vérification
train-retry = Réessayer
train-open-jobs = Ouvrir Tâches

## L’état de l’entraînement

train-status-preparing = Préparation de l’envoi
train-status-uploading = Envoi
train-status-training = Entraînement de { $voice }… cela peut prendre un moment
train-status-ready = Prête
train-status-approval =
    Le service demande { $credits ->
        [one] { $credits } crédit
       *[other] { $credits } crédits
    }, plus que ce qu’indiquait la vérification. Approuvez ou abandonnez l’entraînement dans Tâches.
train-status-approval-unknown = Le service demande plus de crédits que ce qu’indiquait la vérification. Approuvez ou abandonnez l’entraînement dans Tâches.
train-status-credits = Le compte n’a pas assez de crédits pour cet entraînement. Achetez des crédits, puis cliquez sur Réessayer dans Tâches.
train-status-canceled = L’entraînement a été abandonné.
train-status-failed = L’entraînement a échoué. Cliquez sur Réessayer, ou relancez un entraînement avec d’autres enregistrements.

## Messages passagers de l’assistant

train-drop-while-training = Dubdeck entraîne actuellement { $voice }. Déposez les enregistrements de la voix suivante quand elle sera prête.
train-drop-while-training-unnamed = Dubdeck entraîne actuellement une voix. Déposez les enregistrements de la voix suivante quand elle sera prête.
train-voice-not-listed = { $voice } n’apparaît pas encore dans Mes voix. Ouvrez Mes voix dans un instant et doublez avec elle depuis là.
