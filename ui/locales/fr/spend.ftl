# Dépenses et budget : l’écran Dépenses (barres de crédits par jour, semaine ou mois, réparties
# entre doublages et entraînements ; un tableau par voix ; ce mois-ci face au budget mensuel ;
# l’export CSV) et, dans Réglages, le budget mensuel et les dossiers surveillés (Dubdeck double de
# lui-même ce qui y arrive).

## L’écran Dépenses

spend-route = Dépenses
spend-by-label = Crédits par
spend-by-day = Jour
spend-by-week = Semaine
spend-by-month = Mois
spend-span =
    { $by ->
        [day] 30 derniers jours
        [week] 12 dernières semaines
       *[month] 12 derniers mois
    }
spend-chart-label =
    { $by ->
        [day] Crédits par jour
        [week] Crédits par semaine
       *[month] Crédits par mois
    }
spend-legend-dubs = Doublages : { $credits }
spend-legend-trainings = Entraînements : { $credits }
spend-total =
    { $credits ->
        [one] { $credits } crédit au total
       *[other] { $credits } crédits au total
    }
# $period : le jour (« 3 nov. 2026 »), la semaine (spend-week-of) ou le mois (« Novembre 2026 »).
spend-bar =
    { $total ->
        [0] { $period } : aucune dépense
        [one] { $period } : { $total } crédit ({ $dubs } en doublages, { $trainings } en entraînements)
       *[other] { $period } : { $total } crédits ({ $dubs } en doublages, { $trainings } en entraînements)
    }
spend-period-short = { $period }
spend-period = { $period }
spend-week-of = Semaine du { $day }
spend-table-show = Afficher les chiffres
spend-col-period =
    { $by ->
        [day] Jour
        [week] Semaine
       *[month] Mois
    }
spend-col-voice = Voix
spend-col-dubs = Doublages
spend-col-trainings = Entraînements
spend-col-total = Total
spend-row-total = Total
spend-voices-title = Par voix
spend-voices-none = Rien n’a été dépensé sur cette période.

## Ce mois-ci face au budget mensuel (écran Dépenses et Réglages)

spend-month-title = Ce mois-ci
# $month : le nom du mois en début de phrase (« Novembre »).
spend-budget-status =
    { $state ->
        [over] { $month } : { $spent } crédits dépensés sur { $budget }, { $over } de dépassement
        [none]
            { $spent ->
                [one] { $month } : { $spent } crédit dépensé
               *[other] { $month } : { $spent } crédits dépensés
            }
       *[under]
            { $spent ->
                [one] { $month } : { $spent } crédit dépensé sur { $budget }, il en reste { $left }
               *[other] { $month } : { $spent } crédits dépensés sur { $budget }, il en reste { $left }
            }
    }
spend-budget-reserved =
    { $credits ->
        [one] { $credits } crédit de plus est approuvé mais pas encore débité.
       *[other] { $credits } crédits de plus sont approuvés mais pas encore débités.
    }
spend-budget-meter = Budget mensuel dépensé
spend-budget-none = Aucun budget mensuel
spend-budget-set = Définir un budget dans Réglages

## Export et états de l’écran

spend-export = Exporter en CSV
spend-exported = Historique des dépenses enregistré dans { $path }.
spend-empty = Aucune dépense pour l’instant : le coût de vos doublages et entraînements s’affichera ici.
spend-loading = Lecture de l’historique des dépenses
spend-try-again = Réessayer

## Réglages > Budget

spend-budget-section = Budget
spend-budget-label = Budget mensuel (crédits)
spend-budget-hint = Un doublage que Dubdeck approuverait d’office attend votre approbation si, avec lui, les dépenses de ce mois devaient dépasser le budget. Vos propres approbations passent toujours.
spend-budget-placeholder = Aucun budget
spend-budget-invalid = Saisissez un nombre entier de crédits supérieur à 0, ou laissez le champ vide pour n’avoir aucun budget mensuel.
spend-budget-saved = Budget mensuel enregistré.
spend-budget-removed = Budget mensuel supprimé.

## Réglages > Dossiers surveillés

spend-watch-section = Dossiers surveillés
spend-watch-intro = Chaque chanson ou extrait déposé dans un dossier surveillé est doublé une fois entièrement copié, jamais deux fois ; les fichiers arrivés pendant que Dubdeck était fermé sont doublés à son ouverture.
spend-watch-none = Aucun dossier n’est encore surveillé.
spend-watch-add = Ajouter un dossier surveillé…
spend-watch-row-voice = Doublé avec { $voice }
spend-watch-row-output = Enregistré dans { $folder }
spend-watch-row-limit =
    { $credits ->
        [0] Chaque doublage attend votre approbation
        [one] Les doublages jusqu’à { $credits } crédit démarrent d’eux-mêmes
       *[other] Les doublages jusqu’à { $credits } crédits démarrent d’eux-mêmes
    }
spend-watch-toggle = Surveiller { $folder }
spend-watch-edit = Modifier
spend-watch-edit-label = Modifier le doublage de { $folder }
spend-watch-remove = Retirer
spend-watch-remove-label = Ne plus surveiller { $folder }
spend-watch-remove-question = Ne plus surveiller { $folder } ? Ses fichiers restent où ils sont, et ses doublages restent dans Tâches.
spend-watch-remove-confirm = Ne plus surveiller
spend-watch-on = { $folder } est de nouveau surveillé.
spend-watch-off = { $folder } n’est plus surveillé ; ses réglages sont conservés.
spend-watch-removed = { $folder } n’est plus surveillé.
spend-watch-added = { $folder } est désormais surveillé.
spend-watch-changed = Réglages de { $folder } enregistrés.

## Réglages > Dossiers surveillés : les réglages d’un dossier

spend-watch-form-title = Surveiller { $folder }
spend-watch-voice-missing = Choisissez la voix qui doublera les fichiers de ce dossier.
spend-watch-pitch = Transposition (demi-tons)
spend-watch-pitch-invalid = Saisissez un nombre entier de demi-tons entre { $min } et { $max }.
spend-watch-output = Dossier de sortie
spend-watch-output-choose = Choisir…
spend-watch-output-hint = Où sont enregistrés les doublages de ce dossier : n’importe quel dossier sauf celui qui est surveillé.
spend-watch-output-missing = Saisissez le dossier où enregistrer les doublages de ce dossier.
spend-watch-limit = Approuver d’office jusqu’à (crédits)
spend-watch-limit-hint =
    { $credits ->
        [0] Chaque doublage attend que vous l’approuviez.
        [one] Les doublages jusqu’à { $credits } crédit démarrent d’eux-mêmes, dans la limite du budget mensuel ; les plus chers attendent votre approbation.
       *[other] Les doublages jusqu’à { $credits } crédits démarrent d’eux-mêmes, dans la limite du budget mensuel ; les plus chers attendent votre approbation.
    }
spend-watch-save = Surveiller ce dossier
spend-watch-save-changes = Enregistrer les modifications
