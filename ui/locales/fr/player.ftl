# Lecteur A/B d’un doublage terminé ; « Doublage » est ici un nom.

player-label = Lecteur de { $title }
player-video-label = Vidéo de { $title }, avec le doublage pour bande-son
player-play = Lecture
player-pause = Pause
player-volume = Volume
player-volume-value = { $percent } %
player-listen-label = Écouter
player-side-dub = Doublage
player-side-original = Original
player-switch-hint = { $key } bascule original / doublage
player-close = Fermer le lecteur
player-position = Position
player-position-value = { $position } sur { $total }
player-refused = Le système n’a pas laissé la lecture démarrer d’elle-même. Cliquez sur Lecture pour écouter.

## Choix du passage d’un essai

audition-picker-label = Passage de { $file } à essayer
audition-picker-loudest = { $range } · le passage le plus fort
audition-picker-keys = Faites glisser la zone en surbrillance, ou utilisez les flèches (Pg.Préc et Pg.Suiv pour 10 s).
audition-picker-back = Revenir au passage le plus fort

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
