# Accessibilité : la fiche des raccourcis clavier, les noms des touches, le bouton de doublage d’une
# carte de voix et ce que l’app dit aux lecteurs d’écran (jamais affiché).

## Touches

a11y-key-ctrl = Ctrl
a11y-key-shift = Maj
a11y-key-esc = Échap
a11y-key-tab = Tab
a11y-key-enter = Entrée
a11y-key-space = Espace
a11y-key-arrows = Flèches
a11y-key-page-up = Page préc.
a11y-key-page-down = Page suiv.
a11y-key-home = Début
a11y-key-end = Fin
a11y-key-or = ou

## La fiche des raccourcis clavier

a11y-shortcuts-open = Raccourcis clavier
a11y-shortcuts-title = Raccourcis clavier
a11y-shortcuts-mac = Sur macOS, appuyez sur Cmd là où Ctrl est indiqué.
a11y-shortcuts-close = Fermer
a11y-shortcuts-group-app = Partout
a11y-shortcuts-group-voices = Voix
a11y-shortcuts-group-player = Lecteur
a11y-shortcuts-group-audition = Passage de l’essai
a11y-shortcut-help = Afficher les raccourcis clavier
a11y-shortcut-search = Rechercher des voix
a11y-shortcut-open = Choisir des fichiers à doubler
a11y-shortcut-paste-link = Doubler un lien copié (hors d’un champ de texte)
a11y-shortcut-zoom-in = Zoom avant
a11y-shortcut-zoom-out = Zoom arrière
a11y-shortcut-zoom-reset = Taille réelle
a11y-shortcut-tab = Contrôle suivant ou précédent (le focus reste dans une boîte de dialogue ouverte)
a11y-shortcut-escape = Fermer une boîte de dialogue, le panneau de doublage ou le détail d’une voix
a11y-shortcut-grid-move = Passer d’une carte de voix à l’autre
a11y-shortcut-grid-page = Monter ou descendre d’un écran
a11y-shortcut-grid-ends = Aller à la première ou à la dernière voix
a11y-shortcut-grid-open = Ouvrir le détail de la voix
a11y-shortcut-search-clear = Effacer la recherche (dans le champ de recherche)
a11y-shortcut-play = Lecture ou pause
a11y-shortcut-switch = Basculer entre l’original et le doublage
a11y-shortcut-compare = Écouter la voix 1 à 4 d’une comparaison
a11y-shortcut-seek = Reculer ou avancer de 5 secondes (sur la barre de position)
a11y-shortcut-seek-far = Reculer ou avancer de 30 secondes
a11y-shortcut-player-close = Fermer le lecteur
a11y-shortcut-audition-move = Déplacer le passage d’une seconde
a11y-shortcut-audition-far = Déplacer le passage de 10 secondes
a11y-shortcut-audition-ends = Amener le passage au début ou à la fin

## Une carte de voix

a11y-card-dub = Doubler avec { $voice }

## Dit par les lecteurs d’écran seulement

a11y-zoom-now = Zoom { $percent } %
a11y-dub-stage =
    { $named ->
        [yes] Doublage de « { $title } » avec { $voice } : { $stage }
       *[no] Doublage de « { $title } » : { $stage }
    }
a11y-dub-approval =
    { $named ->
        [yes] Le doublage de « { $title } » avec { $voice } attend votre approbation : { $credits ->
            [one] { $credits } crédit
           *[other] { $credits } crédits
        }
       *[no] Le doublage de « { $title } » attend votre approbation : { $credits ->
            [one] { $credits } crédit
           *[other] { $credits } crédits
        }
    }
a11y-dub-done =
    { $named ->
        [yes] Le doublage de « { $title } » avec { $voice } est terminé
       *[no] Le doublage de « { $title } » est terminé
    }
a11y-dub-failed =
    { $named ->
        [yes] Le doublage de « { $title } » avec { $voice } a échoué : { $reason }
       *[no] Le doublage de « { $title } » a échoué : { $reason }
    }
a11y-training-stage = Entraînement de { $voice } : { $stage }
a11y-training-approval =
    L’entraînement de { $voice } attend votre approbation : { $credits ->
        [one] { $credits } crédit
       *[other] { $credits } crédits
    }
a11y-training-done = L’entraînement de { $voice } est terminé
a11y-training-failed = L’entraînement de { $voice } a échoué : { $reason }
