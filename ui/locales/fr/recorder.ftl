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
rec-device-fell-back = Le micro choisi la dernière fois n’est pas branché : enregistrement depuis { $device }. Branchez-le et cliquez sur Actualiser pour l’utiliser.

## Le texte à lire ou à chanter

rec-prompt-label = Texte
rec-prompt-previous = Texte précédent
rec-prompt-next = Texte suivant

## Enregistrement

rec-stop = Arrêter
rec-record = Enregistrer une prise
rec-again = Réenregistrer
rec-again-label = Réenregistrer { $take }
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
rec-aim-progress = { $recorded } sur { $aim }
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
