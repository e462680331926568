## Recherche et filtres

voices-search-placeholder = Rechercher des voix
voices-search-label = Rechercher des voix
voices-search-shortcut = Ctrl K
voices-favorites = Favoris
voices-clear-filters = Effacer les filtres
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
voices-detail-close = Fermer
voices-detail-dub-file = Doubler un fichier
voices-detail-dub-link = Doubler un lien
