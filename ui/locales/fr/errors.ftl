# $detail : message du service ou du système entre parenthèses (« (disque plein) »), ou rien.
# $named : « yes » si le nom du fichier (lien, adresse) est connu, sinon « no ».

## Élément commun

error-detail = {" "}({ $detail })

## Erreurs des commandes

error-no-api-key = Aucune clé d’API n’est définie. Collez votre clé dans les Réglages, ou essayez la démo.
error-key-not-confirmed-new-host = la nouvelle adresse du service
error-key-not-confirmed-other-host = une autre adresse du service
error-key-not-confirmed = Dubdeck n’a pas envoyé votre clé d’API à { $now } : elle a été vérifiée avec { $checkedWith }. Choisissez « Envoyer ma clé à { $now } » en haut de la fenêtre, utilisez une autre clé ou rétablissez l’adresse précédente dans les Réglages.
error-unauthorized = La clé d’API a été refusée. Collez une nouvelle clé dans les Réglages.
error-rate-limited-after = Le service de voix nous demande de ralentir. Dubdeck réessaie dans { $seconds } s ; rien n’est perdu.
error-rate-limited-until = Le service de voix nous demande de ralentir jusqu’à { $time }. Dubdeck réessaiera à ce moment-là ; rien n’est perdu.
error-rate-limited = Le service de voix nous demande de ralentir. Dubdeck réessaie dans un instant ; rien n’est perdu.
error-not-enough-credits = Il n’y a pas assez de crédits pour cette opération{ $detail }. Ajoutez des crédits à votre compte VoiceDub, puis réessayez.
error-voice-not-found = La voix choisie n’est plus disponible sur le service de voix (elle a peut-être été supprimée ou rendue privée). Choisissez une autre voix.
error-not-found = Le service de voix ne connaît plus ce doublage ou cette voix (l’élément a peut-être expiré ou été supprimé). Recommencez.
error-invalid-arguments = Le service de voix a refusé les valeurs de la requête{ $detail }. Modifiez ce qui est indiqué, puis réessayez.
error-service-refused = Le service de voix a refusé la requête : { $message }. Modifiez ce qui est indiqué, puis réessayez.
error-input-changed =
    { $named ->
        [yes] « { $file } » a changé
       *[no] Un fichier a changé
    } pendant que Dubdeck l’envoyait. Attendez qu’il soit entièrement enregistré, puis réessayez.
error-service-failed = Le service de voix a rencontré un problème. Réessayez dans quelques minutes.
error-service-failed-status = Le service de voix a rencontré un problème (erreur { $status }). Réessayez dans quelques minutes.
error-service-redirected = Le service de voix a redirigé Dubdeck vers une autre adresse, et Dubdeck n’envoie jamais votre clé d’API ailleurs qu’à l’adresse configurée. Vérifiez l’adresse du service dans les Réglages ; si elle est correcte, réessayez plus tard.
error-service-redirected-to = Le service de voix a redirigé Dubdeck vers une autre adresse ({ $value }), et Dubdeck n’envoie jamais votre clé d’API ailleurs qu’à l’adresse configurée. Vérifiez l’adresse du service dans les Réglages ; si elle est correcte, réessayez plus tard.
error-service-unreachable = Impossible de joindre le service de voix. Vérifiez votre connexion ; les voix déjà vues restent consultables.
error-invalid-request = Dubdeck n’a pas envoyé la requête, car le service de voix la refuserait{ $detail }. Modifiez ce qui est indiqué, puis réessayez.
error-service-answer-unreadable = Le service de voix a envoyé une réponse que Dubdeck n’a pas pu lire. Vérifiez l’adresse du service dans les Réglages, puis réessayez dans quelques minutes.
error-service-answer-unreadable-status = Le service de voix a envoyé une réponse que Dubdeck n’a pas pu lire (HTTP { $status }). Vérifiez l’adresse du service dans les Réglages, puis réessayez dans quelques minutes.
error-unknown-outcome = La connexion a été coupée avant la réponse du service de voix : Dubdeck ne sait pas si la requête a abouti. Consultez Tâches et vos crédits avant de réessayer.
error-transfer-failed = Un envoi ou un téléchargement a été interrompu{ $detail }. Vérifiez votre connexion, puis réessayez.
error-read-only = La clé d’API vient de la variable d’environnement DUBDECK_API_KEY et ne peut pas être modifiée ici. Supprimez cette variable pour gérer la clé dans Dubdeck.
error-empty-key = La clé d’API était vide : rien n’a été enregistré. Collez d’abord votre clé d’API.
error-bad-encoding = La clé enregistrée est illisible (ce n’est pas du texte valide). Supprimez la clé enregistrée, puis collez-la à nouveau.
error-ambiguous = Le trousseau contient plusieurs clés Dubdeck, et Dubdeck ne peut pas savoir laquelle est la bonne. Supprimez la clé enregistrée, puis collez-la à nouveau.
error-input-refused = La demande a été refusée avant tout envoi{ $detail }. Modifiez ce qui est indiqué, puis réessayez.
error-engine-running-elsewhere = Une autre instance de Dubdeck (l’application ou la ligne de commande) exécute les tâches de cette bibliothèque ; elles s’y poursuivent.
error-no-such-job = Cette tâche n’est plus dans la bibliothèque. Elle a peut-être été retirée depuis une autre fenêtre.
error-wrong-state = Cette action n’est plus possible pour cette tâche{ $detail }. La liste indique où elle en est.
error-engine-stopped = Le moteur de tâches de Dubdeck s’est arrêté : la tâche ne peut pas avancer pour l’instant. Redémarrez Dubdeck ; la tâche reprendra là où elle en était.
error-engine-failed = Le moteur de tâches de Dubdeck a échoué{ $detail }. Redémarrez Dubdeck ; la tâche reprendra là où elle en était.
error-invalid-value = Cette valeur ne peut pas être utilisée : { $message }. Modifiez-la, puis enregistrez à nouveau.
error-library-busy = La bibliothèque est occupée par une autre fenêtre ou un script Dubdeck. Patientez un instant, puis réessayez.
error-library-failed = Dubdeck n’a pas pu lire ou écrire sa bibliothèque sur cet ordinateur{ $detail }. Vérifiez l’espace disque disponible, puis redémarrez Dubdeck.
error-no-data-dir = Dubdeck n’a pas trouvé de dossier personnel où conserver sa bibliothèque. Définissez DUBDECK_DATA_DIR sur un dossier où Dubdeck peut écrire, puis redémarrez Dubdeck.
error-invalid-base-url = « { $value } » n’est pas une adresse de service. Saisissez une adresse complète commençant par https:// (http:// est réservé à un service sur cet ordinateur), ou rétablissez l’adresse par défaut pour utiliser le service public.
error-insecure-base-url-https =
    { $named ->
        [yes] { $value } pointe
       *[no] Cette adresse de service pointe
    } en http non chiffré vers un autre ordinateur : votre clé d’API et vos fichiers traverseraient le réseau sans chiffrement. Utilisez son adresse https:// ({ $https }) ; le http non chiffré est réservé à un service sur cet ordinateur, comme un simulateur local.
error-insecure-base-url =
    { $named ->
        [yes] { $value } pointe
       *[no] Cette adresse de service pointe
    } en http non chiffré vers un autre ordinateur : votre clé d’API et vos fichiers traverseraient le réseau sans chiffrement. Utilisez son adresse https:// ; le http non chiffré est réservé à un service sur cet ordinateur, comme un simulateur local.
error-catalogue-cursor-repeated = Le service de voix a envoyé deux fois de suite la même page de voix : Dubdeck a donc arrêté la lecture à cet endroit. Les voix affichées sont correctes ; réessayez plus tard pour en voir davantage.
error-catalogue-too-many-pages = La liste compte plus de pages que Dubdeck n’en lit d’un coup. Affinez-la avec une recherche ou un filtre.
error-catalogue-failed = Les voix enregistrées sur cet ordinateur n’ont pas pu être lues{ $detail }. Réessayez ; si cela se reproduit, redémarrez Dubdeck.
error-avatar-failed = L’image d’une voix n’a pas pu être chargée{ $detail }. La voix fonctionne quand même ; son image s’affichera la prochaine fois.
error-not-offered =
    Dubdeck ne peut utiliser que les fichiers que vous déposez sur sa fenêtre, que vous choisissez avec « Doubler des fichiers » ou « Ajouter des fichiers », ou que vous ouvrez avec lui, et { $named ->
        [yes] « { $file } » n’en fait pas partie
       *[no] ce fichier n’en fait pas partie
    }. Déposez-le ou choisissez-le à nouveau.
error-no-result = Cette tâche n’a pas encore de fichier de résultat. Attendez qu’elle soit terminée.
error-result-missing = Le fichier du résultat n’est plus là où Dubdeck l’a enregistré. Il a peut-être été déplacé ou supprimé ; relancez le doublage pour en obtenir une nouvelle copie.
error-result-missing-at = Le fichier du résultat n’est plus là où Dubdeck l’a enregistré ({ $path }). Il a peut-être été déplacé ou supprimé ; relancez le doublage pour en obtenir une nouvelle copie.
error-not-audio =
    Dubdeck n’ouvre que les fichiers audio et vidéo, et { $named ->
        [yes] { $file } n’en est pas un
       *[no] ce résultat n’en est pas un
    }. Affichez-le plutôt dans son dossier, et vérifiez-le avant de l’ouvrir.
error-open-failed =
    Le système n’a pas pu ouvrir { $named ->
        [yes] { $path }
       *[no] le fichier
    }{ $detail }. Ouvrez-le plutôt depuis votre gestionnaire de fichiers.
error-demo-failed = La démo n’a pas pu démarrer : { $reason }. Réessayez, ou redémarrez Dubdeck.
error-demo-failed-unknown = La démo n’a pas pu démarrer : raison inconnue. Réessayez, ou redémarrez Dubdeck.
error-media-tool-missing = Cette opération nécessite ffmpeg sur cet ordinateur. { $reason } Installez ffmpeg (le paquet de votre système, ou ffmpeg.org), puis redémarrez Dubdeck.
error-media-failed =
    ffmpeg n’a pas pu lire { $named ->
        [yes] « { $file } »
       *[no] ce fichier
    }{ $detail }. Vérifiez qu’il se lit dans un lecteur multimédia, ou exportez-le à nouveau.
error-no-input-device = Aucun micro n’a été trouvé. Branchez-en un (ou autorisez Dubdeck à l’utiliser dans les réglages de confidentialité de votre système), puis cliquez sur Actualiser.
error-input-device-gone = Le micro choisi n’est plus branché. Rebranchez-le, ou choisissez-en un autre, puis enregistrez à nouveau.
error-input-device-failed = Le micro n’a pas pu être ouvert{ $detail }. Fermez les autres applications qui l’utilisent peut-être, ou choisissez un autre micro, puis enregistrez à nouveau.
error-microphone-denied = Votre système n’autorise pas Dubdeck à utiliser le micro. Autorisez-le dans les réglages de confidentialité du système (sur macOS : Réglages Système > Confidentialité et sécurité > Microphone ; sur Windows : Paramètres > Confidentialité et sécurité > Microphone), puis enregistrez à nouveau.
error-recording-in-progress = Une prise est déjà en cours d’enregistrement. Arrêtez-la d’abord.
error-not-recording = Aucune prise n’est en cours d’enregistrement. Cliquez sur Enregistrer une prise pour en commencer une.
error-take-failed = La prise n’a pas pu être lue ou écrite{ $detail }. Vérifiez qu’il reste de l’espace sur le disque et que le dossier de la bibliothèque de Dubdeck existe toujours, puis réessayez.
error-take-silent = Cette prise ne contient que du silence, du début à la fin : il n’y a rien à garder. Vérifiez que le bon micro est choisi et qu’il n’est pas coupé, puis enregistrez à nouveau.
error-internal = Un problème est survenu dans Dubdeck{ $detail }. Réessayez ; si cela se reproduit, redémarrez Dubdeck.
error-unknown = Un problème est survenu ({ $message }). Réessayez ; si cela se reproduit, redémarrez Dubdeck.

## Le trousseau

keychain-no-session-bus = Aucun bus de session de bureau (D-Bus) n’est actif : le trousseau est inaccessible. Ouvrez une session de bureau, puis réessayez.
keychain-no-service = Aucun service de trousseau n’est actif (Secret Service). Installez et lancez gnome-keyring ou KeePassXC, puis réessayez.
keychain-locked = Le trousseau est verrouillé. Déverrouillez-le (en ouvrant votre session de bureau), puis réessayez.
keychain-platform = Le trousseau du système a refusé d’enregistrer la clé{ $detail }. Vérifiez le gestionnaire d’identifiants de votre système, puis réessayez.
keychain-unknown = Le trousseau n’a pas pu être utilisé{ $detail }. Vérifiez le gestionnaire d’identifiants de votre système, puis réessayez.
keychain-remove-stored-key = Supprimez la clé enregistrée, puis collez-la à nouveau.

## Fichier, lien ou réglage refusé avant tout envoi

refusal-not-found =
    { $named ->
        [yes] « { $name } » n’est
       *[no] Ce fichier n’est
    } plus à son emplacement. Il a peut-être été déplacé ou supprimé ; choisissez-le à nouveau.
refusal-is-directory =
    { $named ->
        [yes] « { $name } » est
       *[no] Cet élément est
    } un dossier. Dubdeck double les fichiers un par un : ouvrez le dossier et déposez les chansons ou extraits qu’il contient.
refusal-empty =
    { $named ->
        [yes] « { $name } » est
       *[no] Ce fichier est
    } vide (0 octet). S’il est encore en cours de téléchargement, attendez la fin, puis déposez-le à nouveau.
refusal-unreadable =
    { $named ->
        [yes] « { $name } » ne peut
       *[no] Ce fichier ne peut
    } pas être lu{ $detail }. Vérifiez que vous avez le droit de l’ouvrir, ou copiez-le dans un dossier auquel vous avez accès.
refusal-not-media =
    { $named ->
        [yes] « { $name } » n’est
       *[no] Ce fichier n’est
    } pas un fichier audio ou vidéo que Dubdeck sait lire. Choisissez un fichier MP3, WAV, FLAC, OGG, M4A, MP4, MOV, MKV ou WebM.
refusal-no-audio-track =
    { $named ->
        [yes] « { $name } » n’a
       *[no] Ce fichier n’a
    } pas de son : il ne contient aucune piste audio. Choisissez un fichier avec de l’audio.
refusal-damaged =
    { $named ->
        [yes] « { $name } » ressemble
       *[no] Ce fichier ressemble
    } à un fichier { $container }, mais il est endommagé ou incomplet. Exportez-le ou téléchargez-le à nouveau, puis réessayez.
refusal-damaged-unknown =
    { $named ->
        [yes] « { $name } » ressemble
       *[no] Ce fichier ressemble
    } à un fichier multimédia, mais il est endommagé ou incomplet. Exportez-le ou téléchargez-le à nouveau, puis réessayez.
refusal-too-long =
    { $named ->
        [yes] « { $name } » dure
       *[no] Ce fichier dure
    } { $duration } ; un doublage ne peut pas dépasser { $limit }. Raccourcissez-le ou découpez-le en parties plus courtes.
refusal-too-long-unknown =
    { $named ->
        [yes] « { $name } » est
       *[no] Ce fichier est
    } trop long ; un doublage ne peut pas dépasser { $limit }. Raccourcissez-le ou découpez-le en parties plus courtes.
refusal-bad-link =
    { $named ->
        [yes] « { $name } » n’est
       *[no] Ce n’est
    } pas un lien web que Dubdeck peut doubler. Collez une adresse commençant par https:// (ou http://) qui mène à de l’audio ou de la vidéo.
refusal-pitch-out-of-range-value =
    { $count ->
        [one] Une transposition de { $value } demi-ton est hors limites : elle doit être comprise entre { $min } et { $max } demi-tons. Ramenez le curseur dans cette plage.
       *[other] Une transposition de { $value } demi-tons est hors limites : elle doit être comprise entre { $min } et { $max } demi-tons. Ramenez le curseur dans cette plage.
    }
refusal-pitch-out-of-range = La transposition doit être comprise entre { $min } et { $max } demi-tons. Ramenez le curseur dans cette plage.
refusal-output-dir =
    { $named ->
        [yes] Le dossier de sortie « { $name } » n’est
       *[no] Le dossier de sortie n’est
    } pas accessible en écriture. Choisissez un autre dossier dans les Réglages.
refusal-bad-name = Le nom de la voix doit compter de 1 à { $max } caractères (les espaces au début et à la fin sont ignorés). Modifiez-le, puis réessayez.
refusal-bad-minutes-value = Le nombre maximum de minutes doit être compris entre { $min } et { $max }, et non { $value }. Modifiez-le, puis réessayez.
refusal-bad-minutes = Le nombre maximum de minutes doit être compris entre { $min } et { $max }. Modifiez-le, puis réessayez.
refusal-bad-file-count-value = Il faut de 1 à { $max } enregistrements pour entraîner une voix, et non { $value }. Ajoutez ou retirez des enregistrements, puis réessayez.
refusal-bad-file-count = Il faut de 1 à { $max } enregistrements pour entraîner une voix. Ajoutez ou retirez des enregistrements, puis réessayez.
refusal-training-too-long = Les enregistrements contiennent plus d’audio que le nombre maximum de minutes : le service facturerait, puis l’entraînement échouerait. Augmentez les minutes, ou retirez un enregistrement.
refusal-audition-of-link = Impossible de faire un essai sur un lien : le service de voix le récupère en entier. Doublez le lien en entier, ou téléchargez le fichier et déposez-le pour essayer d’abord 30 secondes.
refusal-audition-too-short =
    { $named ->
        [yes] « { $name } » ne dure
       *[no] Ce fichier ne dure
    } pas plus qu’un essai (30 secondes), et le fichier entier coûte le même minimum. Doublez plutôt le fichier entier.
refusal-audition-out-of-range =
    L’essai commencerait après la fin de { $named ->
        [yes] « { $name } »
       *[no] ce fichier
    }. Choisissez un début plus tôt sur la forme d’onde.
refusal-needs-media-tool = Les essais sont découpés sur cet ordinateur par ffmpeg. { $reason } Installez ffmpeg, puis redémarrez Dubdeck ; ou doublez le fichier entier.
refusal-unknown =
    { $named ->
        [yes] « { $name } » ne peut
       *[no] Ce fichier ne peut
    } pas être doublé{ $detail }. Choisissez un autre fichier.

## Enregistrement refusé pour l’entraînement

refusal-training-is-directory =
    { $named ->
        [yes] « { $name } » est
       *[no] Cet élément est
    } un dossier. Ajoutez plutôt les enregistrements qu’il contient.
refusal-training-not-media =
    { $named ->
        [yes] « { $name } » n’est
       *[no] Ce fichier n’est
    } pas un fichier audio ou vidéo que Dubdeck sait lire. Utilisez un enregistrement MP3, WAV, FLAC, OGG, M4A, MP4, MOV, MKV ou WebM.
refusal-training-empty =
    { $named ->
        [yes] « { $name } » est
       *[no] Ce fichier est
    } vide (0 octet). S’il est encore en cours de téléchargement, attendez la fin, puis ajoutez-le à nouveau.
refusal-training-unknown =
    { $named ->
        [yes] « { $name } » ne peut
       *[no] Ce fichier ne peut
    } pas servir à l’entraînement. Retirez-le, ou choisissez un autre enregistrement.

## Entraînement refusé au lancement

training-error-bad-name = Le nom de la voix doit compter de 1 à { $max } caractères. Revenez à l’étape Réglages pour le modifier.
training-error-bad-minutes = Le nombre maximum de minutes doit être compris entre { $min } et { $max }. Revenez à l’étape Réglages pour le modifier.
training-error-bad-file-count = Il faut de 1 à { $max } enregistrements pour entraîner une voix. Revenez à l’étape Fichiers pour les modifier.
training-error-too-long = Les enregistrements contiennent plus d’audio que le nombre maximum de minutes : le service facturerait, puis l’entraînement échouerait. Revenez à l’étape Réglages pour augmenter les minutes, ou retirez un enregistrement.
training-error-refused = L’entraînement a été refusé avant tout envoi{ $detail }. Modifiez ce qui est indiqué, puis confirmez à nouveau.

## Vérifications des enregistrements

training-warning-unreadable-files =
    { $count ->
        [one] { $count } fichier est inutilisable (la raison est indiquée dans la liste). Il est écarté de l’entraînement : retirez-le, ou remplacez-le par un enregistrement lisible.
       *[other] { $count } fichiers sont inutilisables (les raisons sont indiquées dans la liste). Ils sont écartés de l’entraînement : retirez-les, ou remplacez-les par des enregistrements lisibles.
    }
training-warning-total-too-short = Seulement { $total } d’audio au total. L’entraînement donne de meilleurs résultats avec au moins { $recommended } de chant ou de parole bien propres : ajoutez des enregistrements, ou entraînez quand même pour une voix moins fidèle.
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

## Les prises

take-device-lost = Le micro a été débranché : la prise { $take } s’est arrêtée à { $time }. Ce qui a été enregistré est conservé. Rebranchez-le, ou choisissez-en un autre, puis enregistrez la suite.
take-write-failed = La prise { $take } n’a pas pu être écrite sur le disque{ $detail } : elle s’est arrêtée à { $time }. Ce qui a été enregistré est conservé. Libérez de l’espace disque, puis enregistrez la suite.
take-end-unknown = La prise { $take } s’est arrêtée d’elle-même à { $time }. Ce qui a été enregistré est conservé.
take-dropped = La prise { $take } a perdu { $seconds } s de son, car l’ordinateur n’a pas suivi. Fermez les autres applications gourmandes, puis enregistrez-la à nouveau.
take-dropped-little = La prise { $take } a perdu moins de 0,1 s de son, car l’ordinateur n’a pas suivi. Fermez les autres applications gourmandes, puis enregistrez-la à nouveau.
take-retake-replaced = La prise { $take } a remplacé { $old }, qui est supprimée.
take-retake-kept = La prise { $take } est conservée elle aussi, car la nouvelle prise n’est pas complète : supprimez celle dont vous ne voulez pas.
take-retake-not-started = La prise { $take } est conservée telle quelle.
take-retake-delete-failed = La prise { $take } n’a pas pu être supprimée ; elle est donc conservée à côté de { $new } : { $reason }
take-recovered = La prise { $take } était en cours d’enregistrement à la fermeture de Dubdeck. Elle a été conservée ({ $length }). Ajoutez-la depuis Prises enregistrées pour l’utiliser dans l’entraînement.
take-trimmed-none = Il n’y avait aucun silence à couper au début ni à la fin.
take-trimmed-start = Début raccourci de { $start } s ; la prise dure maintenant { $length }.
take-trimmed-end = Fin raccourcie de { $end } s ; la prise dure maintenant { $length }.
take-trimmed-both = Début raccourci de { $start } s et fin de { $end } s ; la prise dure maintenant { $length }.
take-play-failed = La prise { $take } n’a pas pu être lue{ $detail }. Vérifiez la sortie audio, puis cliquez à nouveau sur Écouter.
take-clipping = Saturation : baissez le gain d’entrée
take-clipping-hint = dans les réglages audio du système, ou éloignez-vous un peu du micro.

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
failure-upload-failed = L’envoi a échoué{ $detail }. Vérifiez votre connexion, puis cliquez sur Réessayer.
failure-upload-expired = L’adresse d’envoi a expiré avant la fin de l’envoi. Cliquez sur Réessayer pour envoyer à nouveau.
failure-download-failed = Le téléchargement du résultat a échoué{ $detail }. Cliquez sur Réessayer : rien n’est facturé une seconde fois.
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

## ffmpeg

ffmpeg-help = Installez ffmpeg depuis les paquets de votre système (ou ffmpeg.org), puis redémarrez Dubdeck. Sans lui, les vidéos sont envoyées entières et reviennent en audio seulement, et les essais sont désactivés.
ffmpeg-missing = { $reason } Installez ffmpeg depuis les paquets de votre système (ou ffmpeg.org), puis redémarrez Dubdeck. Sans lui, les vidéos sont envoyées entières et reviennent en audio seulement, et les essais sont désactivés.

## Pourquoi ffmpeg ne peut pas être utilisé

tool-not-found = ffmpeg n’est pas installé (Dubdeck l’a cherché dans DUBDECK_FFMPEG, à côté de Dubdeck et dans le PATH).
tool-not-there = Il n’y a pas de ffmpeg à l’emplacement { $path }, où DUBDECK_FFMPEG indique qu’il se trouve.
tool-no-probe = ffprobe ne se trouve pas à côté du ffmpeg situé à { $path }.
tool-too-old = ffmpeg { $version } est trop ancien : Dubdeck nécessite ffmpeg { $needs } ou une version plus récente.
tool-broken = Le ffmpeg situé à { $path } ne fonctionne pas{ $detail }.
tool-unknown = ffmpeg ne peut pas être utilisé.

## Essais et vidéos

audition-span = { $start }–{ $end }
audition-title = Essai { $span } de { $title }
audition-group = Essais de { $title }
audition-range = de { $start } à { $end }
row-settings-pitch =
    { $count ->
        [one] { $signed } demi-ton
       *[other] { $signed } demi-tons
    }
row-settings-vocals-kept = voix non séparée
video-sent-excerpt = Envoyé : { $sent } de son ({ $duration }) au lieu des { $whole } de la vidéo
video-sent = Envoyé : { $sent } de son au lieu des { $whole } de la vidéo
audition-sent = Envoyé : { $sent } ({ $duration }) au lieu des { $whole } du fichier entier
video-making = Création de la vidéo…
video-making-badge = Création de la vidéo
video-making-hint = L’audio doublé est enregistré ; Dubdeck l’intègre comme bande-son dans une copie de la vidéo.
video-error-reason = Le doublage est terminé, mais sa copie vidéo n’a pas pu être créée : { $reason }. Ouvrez l’audio tel quel, ou libérez de la place dans le dossier de sortie et doublez à nouveau pour obtenir la vidéo.
video-error = Le doublage est terminé, mais sa copie vidéo n’a pas pu être créée. Ouvrez l’audio tel quel, ou libérez de la place dans le dossier de sortie et doublez à nouveau pour obtenir la vidéo.
audition-dub-whole-voice = Doublage de « { $title } » en entier avec { $voice }, en reprenant la transposition et la séparation de l’essai. Il figure en haut de la liste.
audition-dub-whole = Doublage de « { $title } » en entier, en reprenant la transposition et la séparation de l’essai. Il figure en haut de la liste.
audition-again = Le même passage ({ $span }), la même transposition et la même séparation, avec une autre voix, au tarif minimum. L’essai précédent est conservé.
audition-link = Impossible de faire un essai sur un lien : le service de voix le récupère en entier. Retirez le lien pour essayer d’abord les fichiers, ou téléchargez-le et déposez le fichier pour en essayer 30 secondes.
audition-too-short-others =
    { $credits ->
        [one] « { $file } » ne dure que { $duration }, pas plus qu’un essai : le doubler en entier coûte autant ({ $credits } crédit). Retirez-le pour essayer d’abord les autres fichiers, ou doublez-les en entier.
       *[other] « { $file } » ne dure que { $duration }, pas plus qu’un essai : le doubler en entier coûte autant ({ $credits } crédits). Retirez-le pour essayer d’abord les autres fichiers, ou doublez-les en entier.
    }
audition-too-short =
    { $credits ->
        [one] « { $file } » ne dure que { $duration }, pas plus qu’un essai : le doubler en entier coûte autant ({ $credits } crédit). Doublez plutôt le fichier entier.
       *[other] « { $file } » ne dure que { $duration }, pas plus qu’un essai : le doubler en entier coûte autant ({ $credits } crédits). Doublez plutôt le fichier entier.
    }
audition-no-tool = Les essais sont découpés sur cet ordinateur par ffmpeg. { $reason } Installez ffmpeg (le paquet de votre système, ou ffmpeg.org) et redémarrez Dubdeck pour essayer d’abord 30 secondes ; en attendant, le fichier entier peut être doublé.
audition-tool-unknown = Dubdeck n’a pas pu vérifier la présence de ffmpeg, qui découpe les essais sur cet ordinateur. Redémarrez Dubdeck pour vérifier à nouveau ; en attendant, le fichier entier peut être doublé.
audition-tool-checking = Recherche de ffmpeg, qui découpe les essais sur cet ordinateur…
audition-hint-minimum =
    { $files ->
        [1] Ce fichier dure moins d’une minute : le doubler en entier coûte autant ({ $whole } crédits). Un essai fait gagner du temps, pas des crédits.
       *[other] Ces fichiers durent chacun moins d’une minute : leurs essais coûtent autant que de les doubler en entier ({ $whole } crédits). Les essais font gagner du temps, pas des crédits.
    }
audition-hint =
    { $files ->
        [1] Doublez 30 secondes pour { $each } crédits au lieu de { $whole }. Si le résultat vous plaît, « Doubler le fichier entier » sur sa ligne double le reste avec la même voix et les mêmes réglages.
       *[other] Les 30 secondes les plus fortes de chaque fichier sont doublées, pour { $each } crédits par fichier au lieu de { $whole } au total. Si un essai vous plaît, « Doubler le fichier entier » sur sa ligne double le reste.
    }
video-input-missing = Vidéo : envoyée entière, car ffmpeg est absent, et le doublage revient en audio.
video-input-audio-only =
    { $media ->
        [ready] Vidéo : seule sa piste audio est envoyée ; le doublage revient en audio seulement (l’option Vidéos doublées est désactivée dans les Réglages).
       *[unknown] Vidéo : sa bande-son est doublée ; le doublage revient en audio seulement (l’option Vidéos doublées est désactivée dans les Réglages).
    }
video-input-audition =
    { $media ->
        [ready] Vidéo : seule sa piste audio est envoyée ; un essai revient en audio, le doublage entier aussi en vidéo.
       *[unknown] Vidéo : sa bande-son est doublée ; un essai revient en audio, le doublage entier aussi en vidéo.
    }
video-input =
    { $media ->
        [ready] Vidéo : seule sa piste audio est envoyée ; le doublage revient aussi en vidéo.
       *[unknown] Vidéo : sa bande-son est doublée ; le doublage revient aussi en vidéo.
    }

## Le lecteur

media-link-original = L’original était un lien : il n’y en a aucune copie sur cet ordinateur pour comparer, seul le doublage est lu.
media-missing-dub = Le fichier du doublage n’est plus à l’emplacement { $path }. Il a peut-être été déplacé ou supprimé : doublez à nouveau, ou retirez la tâche.
media-missing-original = Le fichier original n’est plus à l’emplacement { $path } : seul le doublage est lu. Remettez le fichier à cet endroit pour comparer les deux.
media-missing-video = La copie vidéo n’est plus à l’emplacement { $path } : le doublage est lu sans image. Doublez à nouveau pour créer une nouvelle copie.
media-video-network = Le chargement de la copie vidéo depuis le serveur multimédia de Dubdeck s’est interrompu. Le doublage est lu sans image ; utilisez Ouvrir la vidéo pour la regarder dans une autre application.
media-video-decode = La copie vidéo n’a pas pu être décodée : le fichier semble endommagé ou tronqué. Le doublage est lu sans image ; utilisez Ouvrir la vidéo pour la regarder dans une autre application.
media-video-format = La copie vidéo est dans un format que cet ordinateur ne peut pas afficher dans Dubdeck (sous Linux, H.264 et AAC nécessitent le paquet gstreamer1.0-libav). Le doublage est lu sans image ; utilisez Ouvrir la vidéo pour la regarder dans une autre application.
media-video-failed = La copie vidéo n’a pas pu être lue. Le doublage est lu sans image ; utilisez Ouvrir la vidéo pour la regarder dans une autre application.
media-audition-range = Un essai : l’original est lu de { $start } à { $end }, le passage qui a été doublé.
media-audition-from = Un essai : l’original est lu à partir de { $start }, le passage qui a été doublé.
media-error-network =
    { $side ->
        [dub] Le chargement du doublage depuis le serveur multimédia de Dubdeck s’est interrompu. Fermez le lecteur et cliquez à nouveau sur Écouter.
       *[original] Le chargement de l’original depuis le serveur multimédia de Dubdeck s’est interrompu. Fermez le lecteur et cliquez à nouveau sur Écouter. Seul le doublage est lu.
    }
media-error-decode =
    { $side ->
        [dub] Le doublage n’a pas pu être décodé : le fichier semble endommagé ou tronqué. Utilisez Ouvrir pour essayer une autre application, ou doublez à nouveau.
       *[original] L’original n’a pas pu être décodé : le fichier semble endommagé ou tronqué. Utilisez Ouvrir pour essayer une autre application. Seul le doublage est lu.
    }
media-error-format =
    { $side ->
        [dub] Le doublage est dans un format que cet ordinateur ne peut pas lire dans Dubdeck (sous Linux, AAC et M4A nécessitent le paquet gstreamer1.0-libav). Utilisez Ouvrir pour le lire dans une autre application.
       *[original] L’original est dans un format que cet ordinateur ne peut pas lire dans Dubdeck (sous Linux, AAC et M4A nécessitent le paquet gstreamer1.0-libav). Utilisez Ouvrir pour le lire dans une autre application. Seul le doublage est lu.
    }
media-error-failed =
    { $side ->
        [dub] Le doublage n’a pas pu être lu. Fermez le lecteur et cliquez à nouveau sur Écouter.
       *[original] L’original n’a pas pu être lu. Fermez le lecteur et cliquez à nouveau sur Écouter. Seul le doublage est lu.
    }

## État d’une voix personnalisée (badge dans Mes voix)

readiness-new = Nouvelle
readiness-queued = En file d’attente
readiness-training = Entraînement
readiness-done = Prête
readiness-failed = Échec
readiness-service-word = { $word }
