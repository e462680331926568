## Crédits

dub-credits =
    { $credits ->
        [one] { $credits } crédit
       *[other] { $credits } crédits
    }

## Le badge des crédits

dub-badge-label =
    { $minutes ->
        [one] Crédits : { $credits }, environ { $minutes } minute de doublage
       *[other] Crédits : { $credits }, environ { $minutes } minutes de doublage
    }
dub-badge-as-of = Solde au { $time }
dub-badge-minutes = ≈ { $minutes } min
dub-badge-unknown-label = Crédits : inconnus
dub-badge-unknown = — crédits

## Le panneau de doublage : en-tête et sources

dub-sheet-title-voice = Doubler avec { $voice }
dub-sheet-title-new = Nouveau doublage
dub-sheet-close = Fermer
dub-inputs-title = À doubler
dub-inputs-hint = Déposez des chansons ou des extraits sur la fenêtre, choisissez des fichiers ou collez un lien.
dub-inputs-label = Fichiers et liens
dub-input-meta = { $duration } · { $format }
dub-link-priced-later = Prix connu une fois le lien lu par le service
dub-input-refused = Non doublé
dub-input-remove = Retirer { $file }
dub-link-remove = Retirer { $link }
dub-add-files = Ajouter des fichiers…
dub-link-placeholder = https://… lien vers une chanson ou un extrait
dub-link-label = Lien à doubler
dub-add-link = Ajouter le lien
dub-link-invalid = « { $link } » n’est pas un lien web. Collez une adresse commençant par https:// (ou http://) qui mène à de l’audio ou de la vidéo.

## Essai de 30 secondes

dub-audition-label = Essayer d’abord 30 secondes
dub-audition-reading = Chargement de la forme d’onde

## Voix, transposition et piste vocale

dub-voice-title = Voix
dub-voice-hint = Choisissez la voix du doublage.
dub-pitch-title = Transposition
dub-pitch-none = Aucune
dub-pitch-up =
    { $semitones ->
        [one] +{ $semitones } demi-ton
       *[other] +{ $semitones } demi-tons
    }
dub-pitch-down =
    { $semitones ->
        [one] −{ $semitones } demi-ton
       *[other] −{ $semitones } demi-tons
    }
dub-pitch-mark-up = +{ $octaves } oct.
dub-pitch-mark-down = −{ $octaves } oct.
dub-pitch-octave-down = Une octave plus bas (−12)
dub-pitch-octave-up = Une octave plus haut (+12)
dub-pitch-slider-label = Transposition en demi-tons
dub-pitch-hint = 12 demi-tons font une octave : +12 fait passer une voix grave dans l’aigu.
dub-vocals-title = Piste vocale
dub-vocals-separate = Séparer d’abord la voix
dub-vocals-separate-hint = Pour les chansons avec musique : la voix est doublée, la musique conservée.
dub-vocals-isolated = Ma source est déjà une voix isolée
dub-vocals-isolated-hint = Pas de séparation : toute la source est doublée.

## Coût, solde et lancement

dub-cost-label = Coût
dub-cost-estimated =
    { $files ->
        [1] Coût estimé
       *[other] Coût estimé ({ $files } fichiers)
    }
dub-cost-audition =
    { $files ->
        [1] Coût de l’essai
       *[other] Coût des essais ({ $files } fichiers)
    }
dub-cost-after-link = Une fois le lien lu
dub-cost-with-links =
    { $credits ->
        [one] { $credits } crédit + liens
       *[other] { $credits } crédits + liens
    }
dub-cost-instead = au lieu de { $credits }
dub-balance-title = Solde
dub-balance-unknown = Inconnu
dub-after-title = Après
dub-not-enough = Crédits insuffisants : il en faut { $needed } et le compte en a { $balance }. Achetez d’abord des crédits, ou lancez quand même : les doublages attendront les crédits et rien ne sera perdu.
dub-approval-hint = Le coût exact s’affiche avant la génération ; au-delà de votre seuil d’approbation, Dubdeck vous demande d’abord votre accord.
dub-cancel = Annuler
dub-start-dubs =
    { $count ->
        [1] Lancer le doublage
       *[other] Lancer { $count } doublages
    }
dub-start-auditions =
    { $count ->
        [1] Lancer l’essai
       *[other] Lancer { $count } essais
    }

## Le choix de la voix

dub-picker-label = Voix
dub-picker-search-placeholder = Rechercher des voix
dub-picker-search-label = Rechercher une voix pour le doublage
dub-picker-yours = À vous
dub-picker-searching = Recherche…
dub-picker-none = Aucune voix ne correspond. Essayez un autre nom.
dub-picker-empty = Cherchez dans le catalogue pour choisir une voix.

## Notifications au lancement

dub-started =
    { $count ->
        [one] Doublage de { $count } fichier avec { $voice } en cours.
       *[other] Doublage de { $count } fichiers avec { $voice } en cours.
    }
dub-audition-started =
    { $count ->
        [1] Essai de 30 secondes avec { $voice }.
       *[other] Essai de 30 secondes sur { $count } fichiers avec { $voice }.
    }
dub-started-dropped =
    { $count ->
        [one]
            Doublage de { $count } fichier avec { $voice } en cours. { $credits ->
                [one] Environ { $credits } crédit.
               *[other] Environ { $credits } crédits.
            }
       *[other]
            Doublage de { $count } fichiers avec { $voice } en cours. { $credits ->
                [one] Environ { $credits } crédit.
               *[other] Environ { $credits } crédits.
            }
    }
