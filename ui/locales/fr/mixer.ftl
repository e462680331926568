# Comparaisons et reprises dans l’écran Tâches : plusieurs voix sur le même essai en une seule
# ligne, et le mixage d’une voix doublée sur son instrumental.

## La ligne d’une comparaison

compare-label = Comparaison de { $title } avec { $voices }
compare-title =
    { $count ->
        [one] { $count } voix sur { $span } de { $title }
       *[other] { $count } voix sur { $span } de { $title }
    }
compare-title-whole =
    { $count ->
        [one] { $count } voix sur { $title }
       *[other] { $count } voix sur { $title }
    }
compare-progress =
    { $done ->
        [one] { $done } essai terminé sur { $count }
       *[other] { $done } essais terminés sur { $count }
    }
compare-approve-cost =
    { $count ->
        [one] Générer { $count } essai
       *[other] Générer { $count } essais
    } pour { $credits ->
        [one] { $credits } crédit
       *[other] { $credits } crédits
    }
compare-dub-whole = Doubler le fichier entier avec { $voice }
compare-play-label = Écouter la comparaison de { $title }
compare-player-label = Lecteur de la comparaison de { $title }
compare-dub-missing = Le doublage avec { $voice } n’est plus à l’emplacement { $path }, il est donc laissé de côté. Doublez à nouveau pour l’écouter.
compare-dub-failed = Le doublage avec { $voice } ne peut pas être lu ici, il est donc laissé de côté.
compare-original-missing = Le fichier original n’est plus à l’emplacement { $path }, seules les voix sont donc lues. Remettez-le à cet endroit pour les comparer avec lui.
compare-original-failed = L’original ne peut pas être lu ici, seules les voix sont donc lues.
compare-remove-label = Retirer la comparaison de { $title } de la bibliothèque
compare-remove-title = Retirer la comparaison de « { $title } » de la bibliothèque ?
compare-remove-delete-files = Supprimer aussi les fichiers des résultats
compare-remove-confirm-delete = Retirer et supprimer les fichiers

## Le mixage d’une reprise, dans son lecteur

mixer-label = Mixage
mixer-vocal = Voix
mixer-instrumental = Instrumental
mixer-db = { $value } dB
mixer-export = Exporter le mixage
mixer-free = Gratuit, réalisé sur cet ordinateur
mixer-mixing = Mixage en cours…
mixer-mixed = Mixage enregistré dans { $file }
mixer-cover = avec { $file }
mixer-cover-key = avec { $file }, tonalité { $key }
mixer-error-cover =
    Le doublage est terminé, mais son mixage n’a pas pu être créé : { $step ->
        [no_tool] ffmpeg ne peut pas être utilisé sur cet ordinateur
        [no_pitch_shifter] ce ffmpeg ne peut pas changer la tonalité du morceau (il n’a pas le filtre rubberband)
        [stem_missing] l’instrumental ou la voix doublée n’est plus dans la bibliothèque
        [out_of_range] un niveau, la tonalité ou le volume cible est hors de sa plage
        [render] ffmpeg n’a pas pu créer le fichier
        [name] aucun nom n’était libre dans le dossier de sortie
        [work_folder] le dossier de travail de Dubdeck n’a pas pu être utilisé
        [place] il n’a pas pu être déplacé dans le dossier de sortie
       *[other] un problème est survenu
    }{ $detail }. { $step ->
        [no_tool] Installez ffmpeg, redémarrez Dubdeck, puis cliquez sur Exporter le mixage.
        [no_pitch_shifter] Installez un ffmpeg compilé avec rubberband, redémarrez Dubdeck, puis cliquez sur Exporter le mixage.
        [stem_missing] Doublez à nouveau le morceau pour le mixer.
       *[other] Cliquez sur Exporter le mixage pour réessayer.
    }
mixer-error-format =
    Le doublage est terminé, mais son fichier au format choisi n’a pas pu être créé : { $step ->
        [no_tool] ffmpeg ne peut pas être utilisé sur cet ordinateur
        [no_pitch_shifter] ce ffmpeg ne peut pas changer la tonalité du morceau (il n’a pas le filtre rubberband)
        [stem_missing] le fichier doublé n’est plus dans la bibliothèque
        [out_of_range] le volume cible est hors de sa plage
        [render] ffmpeg n’a pas pu créer le fichier
        [name] aucun nom n’était libre dans le dossier de sortie
        [work_folder] le dossier de travail de Dubdeck n’a pas pu être utilisé
        [place] il n’a pas pu être déplacé dans le dossier de sortie
       *[other] un problème est survenu
    }{ $detail }. Le doublage est conservé tel que le service l’a produit.
mixer-instrumental-missing = L’instrumental n’est plus à l’emplacement { $path }, le doublage est donc lu seul. Remettez-le à cet endroit pour entendre le mixage.
mixer-instrumental-none = Il n’y a pas d’instrumental à lire sous ce doublage, il est donc lu seul.
mixer-instrumental-failed = L’instrumental ne peut pas être lu ici, le doublage est donc lu seul. Exporter le mixage crée quand même le mixage.
