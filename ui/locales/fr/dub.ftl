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
dub-badge-checking-label = Crédits : vérification du solde
dub-badge-checking = Vérification des crédits…
dub-badge-failed =
    { $why ->
        [offline] Crédits : hors ligne
        [refused] Crédits : clé refusée
        [signed_out] Crédits : aucune clé
        [unconfirmed] Crédits : clé non confirmée
       *[other] Crédits indisponibles
    }
dub-badge-failed-label =
    { $why ->
        [offline] Crédits inconnus : Dubdeck ne parvient pas à joindre le service. Le solde sera redemandé dès son retour.
        [refused] Crédits inconnus : le service a refusé la clé d’API. Collez une nouvelle clé dans Réglages.
        [signed_out] Crédits inconnus : aucune clé d’API n’est définie. Collez votre clé dans Réglages.
        [unconfirmed] Crédits inconnus : la clé d’API attend que vous confirmiez la nouvelle adresse du service.
       *[other] Crédits inconnus : le service n’a pas pu indiquer le solde. Il sera redemandé au prochain changement.
    }

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
dub-pitch-tick-up =
    { $octaves ->
        [one] +{ $octaves } octave
       *[other] +{ $octaves } octaves
    }
dub-pitch-tick-down =
    { $octaves ->
        [one] −{ $octaves } octave
       *[other] −{ $octaves } octaves
    }
dub-pitch-value-octaves-up =
    { $octaves ->
        [one] +{ $semitones } demi-tons (une octave plus haut)
       *[other] +{ $semitones } demi-tons ({ $octaves } octaves plus haut)
    }
dub-pitch-value-octaves-down =
    { $octaves ->
        [one] −{ $semitones } demi-tons (une octave plus bas)
       *[other] −{ $semitones } demi-tons ({ $octaves } octaves plus bas)
    }
dub-pitch-value-none = 0 demi-ton (aucune transposition)
dub-pitch-octave-down = −12 : une octave plus bas
dub-pitch-octave-up = +12 : une octave plus haut
dub-pitch-slider-label = Transposition en demi-tons
dub-pitch-hint = 12 demi-tons font une octave : +12 fait passer une voix grave dans l’aigu.
dub-pitch-suggest = Suggérer une transposition
dub-pitch-suggest-step = Suggérer une transposition en
dub-pitch-suggest-octaves = Octaves entières
dub-pitch-suggest-semitones = Demi-tons
dub-pitch-suggest-busy = Mesure de la voix en cours
dub-pitch-suggest-reason = La voix de ce fichier se situe vers { $song } Hz, { $voice } vers { $target } Hz : { $shift }.
dub-pitch-suggest-unknown = La tessiture de { $voice } n’est pas connue : aucune transposition n’est suggérée. Ouvrez la voix dans Voix et réglez sa tessiture une fois ; la transposition reste inchangée.
dub-pitch-suggest-no-pitch = Aucune voix n’est assez nette dans « { $file } » pour en mesurer la hauteur : aucune transposition n’est suggérée, et la transposition reste inchangée.
dub-pitch-suggest-unreadable = La voix n’a pas pu être mesurée : aucune transposition n’est suggérée. { $reason }
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
dub-buy-credits = Acheter des crédits
dub-buy-credits-title = Ouvre dans votre navigateur la page d’achat de crédits
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
dub-blocked-credits =
    { $count ->
        [one] { $files } attend des crédits : le compte n’en a pas assez pour le doubler. Achetez des crédits, puis cliquez sur Réessayer dans Tâches.
       *[other] { $files } attendent des crédits : le compte n’en a pas assez pour les doubler. Achetez des crédits, puis cliquez sur Réessayer dans Tâches.
    }
dub-blocked-approval =
    { $count ->
        [one] { $files } attend dans Tâches que vous approuviez son coût.
       *[other] { $files } attendent dans Tâches que vous approuviez leur coût.
    }
dub-blocked-budget =
    { $count ->
        [one] { $files } attend votre approbation : l’approuver d’office porterait vos dépenses en { $month } au-delà de votre budget.
       *[other] { $files } attendent votre approbation : les approuver d’office porterait vos dépenses en { $month } au-delà de votre budget.
    }

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
video-error-step =
    Le doublage est terminé, mais sa copie vidéo n’a pas pu être créée : { $step ->
        [no_video] la source ne contient plus de vidéo
        [read_input] ffmpeg n’a pas pu lire la vidéo source
        [name] aucun nom n’était libre dans le dossier de sortie
        [work_folder] le dossier de travail de Dubdeck n’a pas pu être utilisé
        [mux] ffmpeg n’a pas pu placer le doublage dans la vidéo
        [place] elle n’a pas pu être déplacée dans le dossier de sortie
       *[other] un problème est survenu
    }{ $detail }. Ouvrez l’audio tel quel, ou doublez à nouveau pour obtenir la vidéo.
video-error-no-tool = Le doublage est terminé, mais sa copie vidéo n’a pas pu être créée. { $reason } Installez ffmpeg, puis doublez à nouveau pour obtenir la vidéo.
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
