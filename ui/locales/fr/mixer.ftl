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
compare-remove-title = Retirer la comparaison de { $title } de la bibliothèque ?
compare-remove-delete-files = Supprimer aussi les fichiers des résultats
compare-remove-confirm-delete = Retirer et supprimer les fichiers
