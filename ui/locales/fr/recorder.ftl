# $take : nom d’une prise (« Take 2 », donnée non traduite) ; on écrit « la prise { $take } »
# quand l’accord l’exige.

rec-title = Enregistrer
rec-files-hint =
    Une voix s’entraîne à partir de { $maxFiles ->
        [one] { $maxFiles } fichier
       *[other] { $maxFiles } fichiers
    } au maximum : enregistrez quelques prises d’une minute ou plus chacune.

## Le micro

rec-microphone = Micro
rec-devices-looking = Recherche des micros…
rec-devices-none = Aucun micro trouvé
rec-device-default = { $device } (par défaut)
rec-refresh = Actualiser
rec-no-microphone = Aucun micro n’a été trouvé. Pour enregistrer ici, branchez-en un (ou autorisez Dubdeck à l’utiliser dans les réglages de confidentialité du système), puis cliquez sur Actualiser. Vous pouvez ajouter des fichiers sans micro.
rec-device-fell-back = Le micro choisi la dernière fois n’est pas branché : enregistrement depuis { $device }. Branchez-le et cliquez sur Actualiser pour l’utiliser.

## Le texte à lire ou à chanter

rec-prompt-label = Texte
rec-prompt-previous = Texte précédent
rec-prompt-next = Texte suivant

## Enregistrement

rec-stop = Arrêter
rec-record = Enregistrer une prise
rec-again = Réenregistrer
rec-again-label = Réenregistrer ({ $take })
rec-again-title = Enregistrer une nouvelle prise ; la prise { $take } sera remplacée à l’arrêt
rec-status-recording-from = Enregistrement de { $take } depuis { $device }
rec-status-recording = Enregistrement
rec-status-opening = Ouverture du micro…
rec-status-ready = Cliquez sur Enregistrer une prise, puis lisez ou chantez le texte.
rec-elapsed-label = Durée enregistrée
rec-replacing = Nouvel enregistrement : la prise { $take } sera remplacée à l’arrêt.
rec-recording-adopted = Une prise était déjà en cours d’enregistrement à l’ouverture de cette page. Elle continue ici : cliquez sur Arrêter pour la garder, puis enregistrez la suivante.

## Le niveau d’entrée

rec-meter-label = Niveau d’entrée
rec-meter-db = { $db } dB
rec-meter-value = Crête à { $db } dB
rec-meter-value-clipping = Crête à { $db } dB, saturation
rec-meter-none = Aucun signal
rec-silent-device = Aucun son pour l’instant : vérifiez que le micro { $device } n’est pas coupé, ou choisissez-en un autre.
rec-silent = Aucun son pour l’instant : vérifiez que le micro n’est pas coupé, ou choisissez-en un autre.

## L’objectif de durée

rec-aim-label = Minutes enregistrées
rec-aim-voice = { $voiced } de voix sur { $aim }
rec-aim-audio = { $recorded } d’audio sur { $aim } (part de voix non vérifiée)
rec-aim-reached = Objectif atteint.
rec-aim-left = Encore { $left } à enregistrer.
rec-aim-chosen =
    Objectif : { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    }, la durée choisie pour l’entraînement.
rec-aim-fewest =
    Objectif : { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    }, le minimum facturé pour un entraînement.
rec-aim-counts = Chaque fichier de l’entraînement compte, prises comme fichiers ajoutés.
rec-aim-counts-voice = Seule la voix compte, pas les silences ni les pauses : prises comme fichiers ajoutés, une fois vérifiés.

## Notifications et prises enregistrées

rec-notices-label = Notifications d’enregistrement
rec-dismiss = Fermer
rec-sentences = { $first } { $second }
rec-takes-unlisted = Impossible d’afficher les prises enregistrées : { $reason }
rec-saved-title = Prises enregistrées
rec-add = Ajouter
rec-add-label = Ajouter { $take }
rec-player-unreadable = le lecteur n’a pas pu la lire

## Les boutons d’une prise

rec-take-play = Écouter
rec-take-pause = Pause
rec-take-play-label = Écouter { $take }
rec-take-pause-label = Mettre { $take } en pause
rec-take-trim-label = Couper les silences de { $take }
rec-take-trim-title = Couper le silence au début et à la fin
rec-take-delete-label = Supprimer { $take }
rec-take-delete-title = Supprimer cette prise

## Confirmation de suppression

rec-delete-title = Supprimer { $take } ?
rec-delete-text = L’enregistrement ({ $length }) est supprimé de cet ordinateur et retiré des fichiers d’entraînement. Cette action est irréversible.
rec-delete-cancel = Annuler
rec-delete-confirm = Supprimer la prise

## Les prises

take-device-lost = Le micro a été débranché : la prise { $take } s’est arrêtée à { $time }. Ce qui a été enregistré est conservé. Rebranchez-le, ou choisissez-en un autre, puis enregistrez la suite.
take-write-failed = La prise { $take } n’a pas pu être écrite sur le disque{ $detail } : elle s’est arrêtée à { $time }. Ce qui a été enregistré est conservé. Libérez de l’espace disque, puis enregistrez la suite.
take-end-unknown = La prise { $take } s’est arrêtée d’elle-même à { $time }. Ce qui a été enregistré est conservé.
take-limit-reached = La prise { $take } s’est arrêtée à { $time }, la durée maximale d’une prise. Ce qui a été enregistré est conservé. Enregistrez la suite dans une autre prise.
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
