# Reprises, comparaisons et sortie : la voix d’un morceau associée à son instrumental, d’autres voix
# comparées sur le même essai, Réglages > Sortie et les doublages déjà faits avec une voix.

## La feuille de doublage : une voix et son instrumental (une reprise)

covers-pair-label = Piste vocale et instrumental
covers-pair-line = Piste vocale : « { $vocal } » · Instrumental : « { $instrumental } »
covers-pair-swap = Inverser
covers-pair-unpair = Dissocier
covers-pair-not-sent = Non envoyé
covers-pair-hint = Un seul doublage : la voix est doublée, puis mixée avec l’instrumental sur cet ordinateur.
covers-add-instrumental = Ajouter l’instrumental…
covers-vocal-as-is = La voix est envoyée telle quelle (c’est déjà une piste isolée) : la séparation est donc désactivée.
covers-audition-paired = Une reprise est doublée en entier. Cliquez sur « Dissocier » pour essayer d’abord 30 secondes d’un fichier.
covers-key-title = Tonalité
covers-key-slider-label = Tonalité de tout le morceau, en demi-tons
covers-key-down = −1 : baisser la tonalité d’un demi-ton
covers-key-up = +1 : monter la tonalité d’un demi-ton
covers-key-hint = Transpose tout le morceau : la voix par le service de voix, l’instrumental sur cet ordinateur.
covers-key-fixed = Le ffmpeg de cet ordinateur ne peut pas transposer (il n’a pas rubberband) : le morceau reste dans sa tonalité.
covers-started = Doublage de la voix de « { $song } » avec { $voice }. Elle sera mixée avec l’instrumental sur cet ordinateur dès son retour.

## La feuille de doublage : d’autres voix à comparer sur les mêmes 30 secondes

covers-compare-title = Comparer des voix
covers-compare-list-label = Voix à comparer
covers-compare-remove = Retirer { $voice } de la comparaison
covers-compare-add = Comparer avec une autre voix
covers-compare-hint = Chaque voix essaie les mêmes 30 secondes : un essai par voix.
covers-compare-full = Vous pouvez comparer jusqu’à { $max } voix à la fois. Retirez-en une pour en ajouter une autre.
covers-compare-picker-label = Choisir une voix à comparer
covers-compare-search-label = Rechercher une voix à comparer
covers-compare-cost-title = Coût de la comparaison
covers-compare-cost =
    { $auditions ->
        [one] { $auditions } essai
       *[other] { $auditions } essais
    } · { $credits ->
        [one] { $credits } crédit
       *[other] { $credits } crédits
    }
covers-compare-started = Essai des mêmes 30 secondes avec { $count } voix.

## Réglages > Sortie : comment les doublages et mixages terminés sont écrits

covers-output-section = Sortie
covers-format = Format
covers-format-hint = Le format de fichier des doublages et mixages terminés.
covers-format-service = Tel que le service le renvoie
covers-format-wav = WAV 16 bits
covers-format-wav24 = WAV 24 bits
covers-format-flac = FLAC
covers-format-mp3 = MP3 320 kb/s
covers-format-m4a = M4A (AAC 256 kb/s)
covers-format-opus = Opus
covers-format-saved = Format enregistré.
covers-loudness = Normalisation du volume
covers-loudness-hint = Amène les doublages et mixages terminés à un même volume perçu, pour qu’ils sonnent tous au même niveau.
covers-loudness-off = Désactivée
covers-loudness-streaming = −14 LUFS (streaming)
covers-loudness-custom = Personnalisée
covers-loudness-field = Volume cible en LUFS
covers-loudness-saved = Normalisation du volume enregistrée.
covers-template = Modèle de nom
covers-template-hint = Comment les doublages terminés sont nommés : {"{"}input{"}"} (le fichier ou le morceau), {"{"}voice{"}"}, {"{"}key{"}"}, {"{"}pitch{"}"} et {"{"}date{"}"}. Laissez vide pour garder les noms habituels.
covers-template-example = Exemple : { $name }
covers-template-example-service = Exemple : { $name } (avec l’extension que renvoie le service)
covers-template-example-input = Chanson
covers-template-save = Enregistrer le modèle
covers-template-saved = Modèle de nom enregistré.
covers-template-reset = Revenir aux noms habituels
covers-template-reset-done = Les doublages terminés reprennent leurs noms habituels.

## Le panneau d’une voix : vos doublages et essais avec elle

covers-heard-title = Déjà écouté
covers-heard-none = Vous n’avez encore rien doublé avec cette voix.
covers-heard-loading = Chargement de vos doublages avec cette voix
covers-heard-play = Écouter { $title }
covers-heard-pause = Mettre en pause { $title }
covers-heard-missing = Le fichier doublé n’est plus là où il a été enregistré.
