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
