# Lots dans un budget : plusieurs fichiers, ou ceux d’un dossier, doublés avec une seule approbation
# (le plan du panneau de doublage) ; le temps restant dans Tâches ; les tâches que le budget mensuel
# met en attente ; et les notifications du budget et des dossiers surveillés.

## Le plan du panneau de doublage

batch-add-folder = Ajouter un dossier…
batch-plan-label = Plan
batch-plan-summary =
    { $files ->
        [one] { $files } fichier
       *[other] { $files } fichiers
    } · { $length } au total · { $credits ->
        [one] environ { $credits } crédit
       *[other] environ { $credits } crédits
    }
batch-plan-month =
    { $spent ->
        [one] Ce mois-ci : { $spent } crédit dépensé sur votre budget de { $budget }
       *[other] Ce mois-ci : { $spent } crédits dépensés sur votre budget de { $budget }
    }
batch-plan-over = Avec ce plan, vos dépenses en { $month } atteindraient { $total } crédits pour un budget de { $budget } : les doublages au-delà du budget attendront votre approbation.
batch-not-media =
    { $count ->
        [one] { $count } fichier qui n’est ni audio ni vidéo a été laissé de côté.
       *[other] { $count } fichiers qui ne sont ni audio ni vidéo ont été laissés de côté.
    }
batch-start =
    { $credits ->
        [one] Doubler { $count } fichiers pour environ { $credits } crédit
       *[other] Doubler { $count } fichiers pour environ { $credits } crédits
    }
batch-approval-hint =
    { $budget ->
        [set] Le lancement approuve chaque doublage facturé jusqu’à { $credits } crédits ; celui que le service facture plus cher, ou qui dépasserait votre budget mensuel, attend votre approbation.
       *[none] Le lancement approuve chaque doublage facturé jusqu’à { $credits } crédits ; celui que le service facture plus cher attend votre approbation.
    }

## Temps restant d’une tâche en cours

eta-under-minute = moins d’une minute restante
eta-minutes =
    { $minutes ->
        [one] environ { $minutes } min restante
       *[other] environ { $minutes } min restantes
    }
eta-hours = environ { $hours } h { $minutes } min restantes

## Un lot, sur la première de ses tâches

batch-progress =
    { $done ->
        [one] Lot : { $done } sur { $total } terminé
       *[other] Lot : { $done } sur { $total } terminés
    }
batch-failed = { $count } en échec : { $files }
batch-done-by = tout terminé vers { $time }
batch-name = « { $name } »
batch-names-more =
    { $names }, ainsi que { $more ->
        [one] { $more } autre
       *[other] { $more } autres
    }

## Une tâche que le budget mensuel met en attente

jobs-hold-budget = En attente de votre approbation : ce doublage porterait vos dépenses en { $month } à { $total } crédits pour un budget de { $budget }.

## Notifications

budget-reached =
    { $percent ->
        [100] En { $month }, le budget mensuel est épuisé : { $spent } crédits sur { $budget }. Ce que Dubdeck approuverait de lui-même attend désormais votre approbation.
       *[other] En { $month }, { $percent } % du budget mensuel est dépensé : { $spent } crédits sur { $budget }.
    }
watch-started = Dossier surveillé : doublage de « { $file } »
watch-started-files = Dossier surveillé : doublage de { $files }
watch-already-taken = Dossier surveillé : « { $file } » est identique à « { $first } », déjà doublé ; il n’est pas doublé à nouveau.
watch-refused = Dossier surveillé : « { $file } » n’a pas été doublé. { $reason }
watch-folder-missing = Le dossier surveillé { $folder } a disparu. Dubdeck continue de l’attendre et doublera les nouveaux fichiers dès son retour.
watch-folder-back = Le dossier surveillé { $folder } est de retour : Dubdeck reprend le doublage des nouveaux fichiers qui y arrivent.
batch-folder-empty =
    { $count ->
        [0] Le dossier ne contient aucun fichier audio ou vidéo : il n’y a rien à doubler.
        [one] Le dossier ne contient aucun fichier audio ou vidéo, seulement { $count } autre fichier : il n’y a rien à doubler.
       *[other] Le dossier ne contient aucun fichier audio ou vidéo, seulement { $count } autres fichiers : il n’y a rien à doubler.
    }
