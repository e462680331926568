## Recherche et filtres

voices-search-placeholder = Rechercher des voix
voices-search-label = Rechercher des voix
voices-search-shortcut = Ctrl K
voices-favorites = Favoris
voices-clear-filters = Effacer les filtres
voices-filters-toggle =
    { $count ->
        [0] Filtres
       *[other] Filtres ({ $count })
    }
voices-filter-genres = Genres
voices-filter-languages = Langues
voices-filter-styles = Styles

## La liste et ses états

voices-offline = Hors ligne : voix enregistrées sur cet ordinateur
voices-try-again = Réessayer
voices-error-title = Impossible de charger les voix
voices-empty-title = Aucune voix ne correspond.
voices-empty-favorites = Vous n’avez pas encore de favoris : ajoutez une étoile à une voix pour la retrouver ici.
voices-empty-hint = Essayez moins de filtres ou une autre recherche.
voices-loading = Chargement des voix
voices-grid-label = Voix
voices-load-more = Charger plus de voix

## La carte d’une voix et son panneau de détails

voices-voice-label = { $voice }
voices-favorite-add = Ajouter { $voice } aux favoris
voices-favorite-remove = Retirer { $voice } des favoris
voices-card-drop = Déposez pour doubler avec { $voice }
voices-card-tags = Étiquettes
voices-card-more =
    { $count ->
        [one] et { $count } autre : { $tags }
       *[other] et { $count } autres : { $tags }
    }
voices-detail-close = Fermer
voices-detail-dub-file = Doubler un fichier
voices-detail-dub-link = Doubler un lien

voices-range-title = Tessiture de la voix
voices-range-hint = Où se situe cette voix, pour que Dubdeck puisse suggérer une transposition. Réglez-la une fois : Dubdeck s’en souvient.
voices-range-loading = Lecture de la tessiture
voices-range-measured = Mesurée sur vos enregistrements : environ { $hz } Hz
voices-range-low = Grave
voices-range-low-hint = Basse ou baryton, environ { $hz } Hz
voices-range-middle = Médium
voices-range-middle-hint = Ténor ou alto, environ { $hz } Hz
voices-range-high = Aiguë
voices-range-high-hint = Soprano ou voix d’enfant, environ { $hz } Hz
voices-range-custom = Personnalisée
voices-range-custom-hint = La hauteur habituelle de la voix, en Hz
voices-range-hz-label = Hauteur de la voix en Hz
voices-range-hz-unit = Hz
voices-range-save = Enregistrer
voices-range-none = Non définie
voices-range-none-hint = Aucune transposition suggérée pour cette voix
voices-range-hz-missing = Saisissez la hauteur de la voix en Hz (un nombre), puis cliquez sur « Enregistrer ».
voices-range-hz-refused = Impossible d’enregistrer { $hz } Hz : la hauteur d’une voix est comprise entre { $min } et { $max } Hz. Modifiez-la, puis cliquez à nouveau sur « Enregistrer ».
