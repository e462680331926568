# $detail : message du service ou du système entre parenthèses (« (disque plein) »), ou rien.
# $named : « yes » si le nom du fichier (lien, adresse) est connu, sinon « no ».

## Élément commun

error-detail = {" "}({ $detail })

## Erreurs des commandes

error-no-api-key = Aucune clé d’API n’est définie. Collez votre clé dans les Réglages, ou essayez la démo.
error-key-not-confirmed-new-host = la nouvelle adresse du service
error-key-not-confirmed-other-host = une autre adresse du service
error-key-not-confirmed = Dubdeck n’a pas envoyé votre clé d’API à { $now } : elle a été vérifiée avec { $checkedWith }. Choisissez « Envoyer ma clé à { $now } » en haut de la fenêtre, utilisez une autre clé ou rétablissez l’adresse précédente dans les Réglages.
error-declined = Rien n’a été modifié ni envoyé : vous avez répondu non dans la boîte de dialogue du système. Réessayez si vous vouliez dire oui.
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
error-invalid-value = Cette valeur ne peut pas être utilisée{ $detail }. Modifiez-la, puis enregistrez à nouveau.
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
error-demo-service-missing = La démo n’a pas pu démarrer : son service ({ $program }) n’est pas installé avec cette copie de Dubdeck. Réinstallez Dubdeck, puis relancez la démo.
error-media-tool-missing = Cette opération nécessite ffmpeg sur cet ordinateur. { $reason } Installez ffmpeg (le paquet de votre système, ou ffmpeg.org), puis redémarrez Dubdeck.
error-media-failed =
    ffmpeg n’a pas pu lire { $named ->
        [yes] « { $file } »
       *[no] ce fichier
    }{ $detail }. Vérifiez qu’il se lit dans un lecteur multimédia, ou exportez-le à nouveau.
error-no-input-device = Aucun micro n’a été trouvé. Branchez-en un (ou autorisez Dubdeck à l’utiliser dans les réglages de confidentialité de votre système), puis cliquez sur Actualiser.
error-input-device-gone = Le micro choisi n’est plus branché. Rebranchez-le, ou choisissez-en un autre, puis enregistrez à nouveau.
error-input-device-failed = Le micro n’a pas pu être ouvert{ $detail }. Fermez les autres applications qui l’utilisent peut-être, ou choisissez un autre micro, puis enregistrez à nouveau.
device-problem =
    { $problem ->
        [timeout] il n’a pas répondu à temps
       *[stopped] l’enregistreur s’est arrêté avant de commencer
    }
error-microphone-denied = Votre système n’autorise pas Dubdeck à utiliser le micro. Autorisez-le dans les réglages de confidentialité du système (sur macOS : Réglages Système > Confidentialité et sécurité > Microphone ; sur Windows : Paramètres > Confidentialité et sécurité > Microphone), puis enregistrez à nouveau.
error-recording-in-progress = Une prise est déjà en cours d’enregistrement. Arrêtez-la d’abord.
error-not-recording = Aucune prise n’est en cours d’enregistrement. Cliquez sur Enregistrer une prise pour en commencer une.
error-take-failed = La prise n’a pas pu être lue ou écrite{ $detail }. Vérifiez qu’il reste de l’espace sur le disque et que le dossier de la bibliothèque de Dubdeck existe toujours, puis réessayez.
error-take-silent = Cette prise ne contient que du silence, du début à la fin : il n’y a rien à garder. Vérifiez que le bon micro est choisi et qu’il n’est pas coupé, puis enregistrez à nouveau.
error-internal = Un problème est survenu dans Dubdeck{ $detail }. Réessayez ; si cela se reproduit, redémarrez Dubdeck.
error-unknown = Un problème est survenu ({ $message }). Réessayez ; si cela se reproduit, redémarrez Dubdeck.
error-service-refused-no-reason = Le service de voix a refusé la requête. Vérifiez ce que vous avez saisi, puis réessayez.
error-wrong-state-action =
    { $action ->
        [approve] Cette tâche ne peut plus être approuvée
        [discard] Cette tâche ne peut plus être abandonnée
        [retry] Cette tâche ne peut pas être relancée pour l’instant
        [remove] Cette tâche ne peut pas être retirée tant qu’elle est en cours : abandonnez-la d’abord
        [dub_again] Seuls les doublages peuvent être refaits avec une autre voix
        [relocate] Les fichiers de cette tâche ne peuvent pas être déplacés vers un autre dossier pour l’instant
       *[other] Cette action n’est plus possible pour cette tâche
    }. La liste indique où elle en est.
error-result-not-deleted = La tâche a été retirée, mais son fichier de résultat n’a pas pu être supprimé{ $detail }. Supprimez-le depuis votre gestionnaire de fichiers si vous n’en voulez plus.
error-library-too-new = La bibliothèque de Dubdeck a été utilisée pour la dernière fois par une version plus récente de Dubdeck ; cette version n’y a donc pas touché. Mettez Dubdeck à jour pour l’ouvrir.
error-library-mismatch = La bibliothèque de Dubdeck a été écrite par une autre compilation de Dubdeck ; cette version n’y a donc pas touché. Ouvrez-la avec cette compilation, ou déplacez le fichier de la bibliothèque ailleurs pour en commencer une nouvelle.
error-demo-folder-taken = La démo n’a pas pu démarrer : { $path } existe déjà et n’est pas une bibliothèque de démo ; Dubdeck l’a donc laissé tel quel. Déplacez-le ailleurs, puis relancez la démo.

error-mix-failed =
    Le mixage n’a pas été créé : { $step ->
        [no_pitch_shifter] ce ffmpeg ne sait pas changer la tonalité du morceau (il n’a pas le filtre rubberband){ $detail }. Remettez la tonalité à 0, ou installez un ffmpeg compilé avec rubberband, puis exportez à nouveau le mixage
        [stem_missing] la voix doublée ou l’instrumental n’est plus dans la bibliothèque de Dubdeck{ $detail }. Doublez à nouveau la voix avec son instrumental
        [out_of_range] un niveau, la tonalité ou le volume cible est hors limites{ $detail }. Ramenez-le dans sa plage, puis exportez à nouveau le mixage
        [name] aucun nom n’était libre dans le dossier de sortie{ $detail }. Faites de la place dans le dossier de sortie ou choisissez-en un autre dans Réglages, puis exportez à nouveau le mixage
        [work_folder] le dossier de travail de Dubdeck n’a pas pu être utilisé{ $detail }. Vérifiez l’espace disque disponible, puis exportez à nouveau le mixage
        [place] il n’a pas pu être déplacé dans le dossier de sortie{ $detail }. Vérifiez que le dossier existe toujours et qu’il est accessible en écriture, ou choisissez-en un autre dans Réglages, puis exportez à nouveau le mixage
       *[render] ffmpeg n’a pas pu le créer{ $detail }. Choisissez un autre format dans Réglages, ou exportez à nouveau le mixage
    }. Rien n’a été envoyé ni dépensé, et le doublage est conservé tel quel.
error-mix-failed-no-tool = Le mixage n’a pas été créé : les mixages sont faits sur cet ordinateur avec ffmpeg. { $reason } Installez ffmpeg, redémarrez Dubdeck, puis exportez à nouveau le mixage ; rien n’a été dépensé, et le doublage est conservé tel quel.
error-export-failed = Impossible d’écrire { $value }{ $detail }. Vérifiez que le dossier existe toujours, que vous pouvez y écrire et que le disque a de la place, puis exportez à nouveau.
error-watch-failed =
    { $problem ->
        [not_a_folder] { $value } n’est pas un dossier. Choisissez un dossier, puis réessayez.
        [output_is_watched] Les doublages seraient enregistrés dans le dossier surveillé { $value } lui-même. Choisissez un autre dossier pour les doublages de ce dossier surveillé.
        [watcher] Le système ne peut pas surveiller { $value }{ $detail }. Vérifiez qu’il s’agit d’un dossier de cet ordinateur que vous pouvez ouvrir, puis réactivez la surveillance.
       *[unreadable] Le dossier { $value } n’a pas pu être lu{ $detail }. Vérifiez qu’il existe toujours et que vous pouvez l’ouvrir, puis réessayez.
    }

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
    } à un fichier { $container }, mais il est endommagé ou incomplet{ $why }. Exportez-le ou téléchargez-le à nouveau, puis réessayez.
refusal-damaged-unknown =
    { $named ->
        [yes] « { $name } » ressemble
       *[no] Ce fichier ressemble
    } à un fichier multimédia, mais il est endommagé ou incomplet{ $why }. Exportez-le ou téléchargez-le à nouveau, puis réessayez.
damage-cause =
    { $cause ->
        [reader_crashed] le lecteur multimédia s’est arrêté sur son contenu
        [bad_timing] son audio n’a pas de durée utilisable
        [unreadable_audio] son audio ne peut pas être lu
        [no_audio_data] il ne contient aucune donnée audio
        [nothing_decoded] rien de son audio n’a pu être décodé
        [no_decoder] son audio ne peut pas être décodé sur cet ordinateur
       *[other] son contenu ne peut pas être lu
    }
refusal-not-regular-file =
    { $named ->
        [yes] « { $name } » n’est
       *[no] Ce fichier n’est
    } pas un fichier ordinaire mais un périphérique, un tube ou un socket : il n’est donc pas lu. Choisissez un fichier audio ou vidéo.
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
    } pas accessible en écriture{ $detail }. Choisissez un autre dossier dans les Réglages.
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
refusal-not-single-file =
    { $named ->
        [yes] « { $name } » est
       *[no] Ce fichier est
    } { $kind ->
        [playlist] une liste de lecture, pas une vidéo : elle ne fait que désigner d’autres fichiers, que Dubdeck n’ouvre pas. Ouvrez plutôt la vidéo qu’elle désigne.
        [concat_list] une liste d’autres fichiers, pas une vidéo : Dubdeck n’ouvre pas les fichiers qu’elle nomme. Ouvrez plutôt le fichier audio ou vidéo lui-même.
        [image_sequence] une image, pas une vidéo. Choisissez un fichier audio ou vidéo.
       *[other] dans un format que Dubdeck ne lit pas comme de l’audio ou de la vidéo. Choisissez un fichier MP3, WAV, FLAC, OGG, M4A, MP4, MOV, MKV ou WebM.
    }
refusal-unknown =
    { $named ->
        [yes] « { $name } » ne peut
       *[no] Ce fichier ne peut
    } pas être doublé{ $detail }. Choisissez un autre fichier.
refusal-not-pairable =
    { $named ->
        [yes] « { $name } » ne peut
       *[no] Cet élément ne peut
    } pas être associé à un instrumental : seul un fichier audio de la voix, doublé en entier, peut l’être (pas un lien, une vidéo ni un essai). Cliquez sur « Dissocier » pour le doubler seul, ou associez plutôt le fichier de la voix.
refusal-key-out-of-range-value =
    { $count ->
        [one] Un changement de tonalité de { $value } demi-ton est hors limites : le morceau peut être transposé de { $min } à { $max } demi-tons. Ramenez la tonalité dans cette plage.
       *[other] Un changement de tonalité de { $value } demi-tons est hors limites : le morceau peut être transposé de { $min } à { $max } demi-tons. Ramenez la tonalité dans cette plage.
    }
refusal-key-out-of-range = La tonalité doit être comprise entre { $min } et { $max } demi-tons. Ramenez-la dans cette plage.
refusal-no-pitch-shifter = Une tonalité de { $value } demande le transpositeur de ffmpeg (rubberband), absent du ffmpeg de cet ordinateur : rien n’a été envoyé. Remettez la tonalité à 0, ou installez un ffmpeg avec rubberband.
refusal-gain-out-of-range-value = Un niveau de { $value } dB est hors limites : chaque partie du mixage doit être comprise entre { $min } et { $max } dB. Ramenez son curseur dans cette plage.
refusal-gain-out-of-range = Chaque partie du mixage doit être comprise entre { $min } et { $max } dB. Ramenez son curseur dans cette plage.
refusal-loudness-out-of-range-value = Un volume cible de { $value } LUFS est hors limites : il doit être compris entre { $min } et { $max } LUFS. Saisissez une valeur dans cette plage, ou désactivez la normalisation du volume.
refusal-loudness-out-of-range = Le volume cible doit être compris entre { $min } et { $max } LUFS. Saisissez une valeur dans cette plage, ou désactivez la normalisation du volume.
refusal-too-many-voices-value = Une comparaison accepte jusqu’à { $limit } voix, et { $count } ont été choisies. Retirez des voix pour n’en garder que { $limit } au plus, puis relancez.
refusal-too-many-voices = Une comparaison accepte jusqu’à { $limit } voix. Retirez des voix pour n’en garder que { $limit } au plus, puis relancez.
refusal-comparison-without-audition = Les voix sont comparées sur les mêmes 30 secondes : une comparaison demande d’activer « Essayer d’abord 30 secondes ». Activez-le, ou ne gardez qu’une voix.
refusal-name-template-value = Le modèle de nom « { $template } » contient un champ que Dubdeck ne connaît pas, ou une accolade sans sa paire. Utilisez seulement {"{"}input{"}"}, {"{"}voice{"}"}, {"{"}key{"}"}, {"{"}pitch{"}"} et {"{"}date{"}"}, ou laissez-le vide pour garder les noms habituels.
refusal-name-template = Le modèle de nom contient un champ que Dubdeck ne connaît pas, ou une accolade sans sa paire. Utilisez seulement {"{"}input{"}"}, {"{"}voice{"}"}, {"{"}key{"}"}, {"{"}pitch{"}"} et {"{"}date{"}"}, ou laissez-le vide pour garder les noms habituels.

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

## ffmpeg

ffmpeg-help = Installez ffmpeg depuis les paquets de votre système (ou ffmpeg.org), puis redémarrez Dubdeck. Sans lui, les vidéos sont envoyées entières et reviennent en audio seulement, et les essais sont désactivés.
ffmpeg-missing = { $reason } Installez ffmpeg depuis les paquets de votre système (ou ffmpeg.org), puis redémarrez Dubdeck. Sans lui, les vidéos sont envoyées entières et reviennent en audio seulement, et les essais sont désactivés.

## Pourquoi ffmpeg ne peut pas être utilisé

tool-not-found = ffmpeg n’est pas installé (Dubdeck l’a cherché dans DUBDECK_FFMPEG, à côté de Dubdeck et dans le PATH).
tool-not-there = Il n’y a pas de ffmpeg à l’emplacement { $path }, où DUBDECK_FFMPEG indique qu’il se trouve.
tool-no-probe = ffprobe ne se trouve pas à côté du ffmpeg situé à { $path }.
tool-too-old = ffmpeg { $version } est trop ancien : Dubdeck nécessite ffmpeg { $needs } ou une version plus récente.
tool-broken = Le ffmpeg situé à { $path } ne fonctionne pas{ $detail }.
tool-no-version = Le ffmpeg situé à { $path } n’a pas indiqué sa version.
media-problem =
    { $problem ->
        [no_audio] il ne contient aucune piste audio
        [no_video] il ne contient aucune vidéo où placer le doublage
        [no_container] ffprobe n’y a trouvé aucun conteneur audio ou vidéo
        [timed_out] ffmpeg a mis trop de temps et a été arrêté
        [probe_too_large] la description qu’en donne ffprobe dépasse ce que Dubdeck lit
        [output_too_large] ce que ffmpeg en a produit a dépassé la taille possible
       *[not_single_file] ce n’est pas un seul fichier audio ou vidéo
    }
tool-unknown = ffmpeg ne peut pas être utilisé.

## Ce que le système reproche à un fichier ou à un dossier

io-problem =
    { $problem ->
        [not_found] introuvable
        [permission_denied] accès refusé
        [already_exists] un élément du même nom existe déjà
        [storage_full] le disque est plein
        [read_only] le disque ou le dossier est en lecture seule
        [in_use] un autre programme l’utilise
        [too_large] le fichier est trop volumineux pour ce disque
        [wrong_kind] un fichier se trouve à la place d’un dossier, ou l’inverse
       *[other] une erreur système
    }

## Mises à jour (Réglages > Mises à jour)

error-update-unreachable = Dubdeck n’a pas pu obtenir la dernière version depuis l’adresse des mises à jour{ $detail }. Vérifiez votre connexion et l’adresse des mises à jour dans Réglages › Mises à jour, puis réessayez.
error-update-not-offered =
    { $named ->
        [yes] La version proposée n’a pas de paquet pour ce type d’installation ({ $value }) : rien n’a été installé.
       *[no] La version proposée n’a aucun paquet que Dubdeck puisse installer : rien n’a été installé.
    } Recherchez de nouveau les mises à jour plus tard, ou téléchargez le programme d’installation depuis la page des versions de Dubdeck.
error-update-signature-invalid = La mise à jour téléchargée ne porte pas la signature de Dubdeck, elle n’a donc pas été installée : elle a pu être abîmée ou modifiée en chemin. Rien n’a changé sur cet ordinateur. Réessayez plus tard, ou téléchargez le programme d’installation depuis la page des versions de Dubdeck.
error-update-install-failed = La mise à jour n’a pas pu être installée{ $detail } : Dubdeck reste tel qu’il était. Réessayez ; en cas de nouvel échec, téléchargez le programme d’installation depuis la page des versions de Dubdeck et lancez-le vous-même.
error-update-unsupported = Cette copie de Dubdeck ne peut pas se mettre à jour elle-même, car elle n’a pas été installée depuis un paquet qui se met à jour (elle est lancée depuis un dossier, ou en AppImage). Téléchargez le programme d’installation depuis la page des versions de Dubdeck, puis installez la nouvelle version avec lui.
error-update-insecure =
    { $named ->
        [yes] { $value } est une adresse en http non chiffré, et cette compilation de Dubdeck n’accepte les mises à jour qu’en https:// : elle n’y a donc pas cherché.
       *[no] L’adresse des mises à jour est en http non chiffré, et cette compilation de Dubdeck n’accepte les mises à jour qu’en https:// : elle n’y a donc pas cherché.
    } Indiquez une adresse des mises à jour en https:// dans Réglages › Mises à jour, ou utilisez l’adresse par défaut.
