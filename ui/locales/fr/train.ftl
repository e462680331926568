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
train-total-voice =
    { $voiced } de voix dans { $count ->
        [one] { $count } fichier
       *[other] { $count } fichiers
    } pour l’entraînement ({ $duration } d’audio, silences et pauses compris)
train-total-audio =
    { $duration } d’audio dans { $count ->
        [one] { $count } fichier
       *[other] { $count } fichiers
    } pour l’entraînement
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
train-review-no-voice =
    Les enregistrements conservés ne contiennent aucune voix : la vérification de la qualité n’en a entendu dans aucun, et l’entraînement dépenserait { $credits ->
        [one] { $credits } crédit
       *[other] { $credits } crédits
    } pour une voix qui n’apprendrait rien. Revenez à l’étape Fichiers et ajoutez des enregistrements de la voix, ou enregistrez des prises.
train-review-to-files = Revenir à l’étape Fichiers
train-review-short-confirm = Entraîner quand même avec moins de { $recommended } de voix
train-review-short-voice = Avec { $voiced } de voix, moins que la durée recommandée ({ $recommended }), la voix vous ressemblera moins et pourra déraper sur des notes et des sons qu’elle n’a pas entendus. Ajoutez ou enregistrez-en davantage pour une voix plus fidèle.
train-review-short-audio = Avec { $duration } d’audio, moins que la durée recommandée ({ $recommended }) et sans vérification de la part de voix, la voix vous ressemblera moins et pourra déraper sur des notes et des sons qu’elle n’a pas entendus. Ajoutez ou enregistrez-en davantage pour une voix plus fidèle.
train-review-hint-confirm = Cochez la case ci-dessus pour entraîner avec moins de voix que recommandé.
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

## Vérifications des enregistrements

training-warning-unreadable-files =
    { $count ->
        [one] { $count } fichier est inutilisable (la raison est indiquée dans la liste). Il est écarté de l’entraînement : retirez-le, ou remplacez-le par un enregistrement lisible.
       *[other] { $count } fichiers sont inutilisables (les raisons sont indiquées dans la liste). Ils sont écartés de l’entraînement : retirez-les, ou remplacez-les par des enregistrements lisibles.
    }
training-warning-total-too-short = Seulement { $total } d’audio au total. L’entraînement donne de meilleurs résultats avec au moins { $recommended } de chant ou de parole bien propres : ajoutez des enregistrements, ou entraînez quand même pour une voix moins fidèle.
training-warning-voice-too-short = Seulement { $voice } de voix au total, silences et pauses non comptés. L’entraînement donne de meilleurs résultats avec au moins { $recommended } de chant ou de parole bien propres : ajoutez des enregistrements, ou entraînez quand même pour une voix moins fidèle.
training-warning-total-above-chosen =
    { $minutes ->
        [one] Les enregistrements contiennent { $total } d’audio, plus que l’entraînement n’en utilise ({ $minutes } minute) ; le service facturerait, puis l’entraînement échouerait. Retirez des enregistrements, ou augmentez le nombre maximum de minutes.
       *[other] Les enregistrements contiennent { $total } d’audio, plus que l’entraînement n’en utilise ({ $minutes } minutes) ; le service facturerait, puis l’entraînement échouerait. Retirez des enregistrements, ou augmentez le nombre maximum de minutes.
    }
training-warning-too-many-files =
    { $count ->
        [one] { $count } fichier ajouté ; une voix s’entraîne sur { $max } fichiers au maximum. Retirez-en { $remove } pour continuer.
       *[other] { $count } fichiers ajoutés ; une voix s’entraîne sur { $max } fichiers au maximum. Retirez-en { $remove } pour continuer.
    }
training-warning-unknown = Les enregistrements demandent votre attention avant l’entraînement.

## Constats du contrôle qualité

finding-clipped = { $percent } % des échantillons saturent : baissez le gain d’entrée et enregistrez à nouveau.
finding-noisy = Bruit de fond : la voix ne le dépasse que de { $snr } dB (bruit à { $noise } dBFS ; à partir de 25 dB, c’est propre). Enregistrez dans une pièce plus calme, plus près du micro.
finding-silence = { $start }–{ $end } est un silence : coupez-le.
finding-no-voice = { $start }–{ $end } contient du son mais pas de voix : coupez ce passage.
finding-little-voice = Seulement { $voiced } de voix sur { $duration } : coupez le reste, sinon la voix n’en apprendra pas grand-chose.
finding-too-short = Seulement { $voiced } de voix : trop court pour que la voix en apprenne beaucoup. Enregistrez une prise plus longue, d’une minute ou plus.
finding-too-quiet = Très faible ({ $loudness } LUFS) : montez le gain d’entrée ou rapprochez-vous du micro, et enregistrez à nouveau.
finding-low-sample-rate = Enregistré à { $rate } kHz, comme au téléphone : la voix perd ses aigus. Enregistrez à 44,1 ou 48 kHz.
finding-music-bed = De la musique ou un son continu semble jouer sous la voix ({ $percent } % des pauses sont tonales) : enregistrez la voix seule, ou laissez « Séparer la voix » activé. Simple indice : un ronflement électrique produit le même effet, et une musique qui s’arrête avec la voix passe inaperçue.
finding-several-voices =
    { $semitones ->
        [one] Deux voix semblent alterner : la hauteur se répartit en deux groupes séparés de { $semitones } demi-ton. Gardez un seul locuteur par voix. Simple indice : une même personne qui change de registre, ou qui chante, produit le même effet.
       *[other] Deux voix semblent alterner : la hauteur se répartit en deux groupes séparés de { $semitones } demi-tons. Gardez un seul locuteur par voix. Simple indice : une même personne qui change de registre, ou qui chante, produit le même effet.
    }
finding-unknown = Un élément de cet enregistrement est peut-être à corriger avant l’entraînement.

## Verdict d’un enregistrement

verdict-good = Bon
verdict-good-hint = Rien à corriger.
verdict-usable = Utilisable
verdict-usable-hint = L’entraînement peut l’utiliser ; le corriger aiderait.
verdict-poor = Médiocre
verdict-poor-hint = Il apprendrait ses défauts à la voix : écarté, sauf si vous le gardez.

## Le rapport de qualité

quality-figures-voice = { $voiced } de voix sur { $duration }
quality-figures-loudness = { $loudness } LUFS
quality-figures-no-loudness = niveau sonore non mesurable
quality-figures-snr = rapport signal/bruit { $snr } dB
quality-figures-no-snr = pas de voix à comparer au bruit
quality-checking = Vérification des enregistrements… cela prend quelques secondes par fichier.
quality-failed = La qualité des enregistrements n’a pas pu être vérifiée : { $reason } Vous pouvez continuer sans le rapport ; tous les fichiers lisibles sont conservés.
quality-unread = Non vérifié : impossible de le lire comme de l’audio.
quality-proposal-trim =
    Vos enregistrements durent { $duration } et contiennent { $voiced } de voix : leur entraînement demande { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    }. Coupez les silences et { $voiceMinutes ->
        [one] { $voiceMinutes } minute suffirait
       *[other] { $voiceMinutes } minutes suffiraient
    }.
quality-proposal =
    { $minutes ->
        [one] Vos enregistrements contiennent { $voiced } de voix : { $minutes } minute d’entraînement la couvre.
       *[other] Vos enregistrements contiennent { $voiced } de voix : { $minutes } minutes d’entraînement la couvrent.
    }
quality-paid-against-held =
    Vous payez { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    } ({ $credits ->
        [one] { $credits } crédit
       *[other] { $credits } crédits
    }) ; les enregistrements gardés contiennent { $voiced } de voix (bons : { $good }, utilisables : { $usable }, médiocres : { $poor }).
