window-title = Dubdeck

picker-media-to-dub = Choisissez des chansons ou des extraits à doubler
picker-media-to-train = Choisissez des enregistrements de la voix à entraîner
picker-output-folder = Où Dubdeck enregistre les résultats
picker-filter-media = Audio et vidéo

key-host-title = Envoyer votre clé d’API à { $now } ?
key-host-question = Votre clé d’API a été vérifiée auprès de { $checked }. L’adresse du service est maintenant { $now }. Dubdeck n’y envoie votre clé que si vous confirmez ; si vous n’avez pas changé l’adresse vous-même, annulez et vérifiez-la dans les Réglages.
key-host-confirm = Envoyer la clé
dialog-cancel = Annuler

## La question posée avant que l’adresse du service n’emmène la clé d’API enregistrée vers un autre
## service, et avant d’envoyer une clé saisie à une adresse qui n’est pas celle du service public.

address-move-title = Changer l’adresse du service pour { $now } ?
address-move-question = Votre clé d’API a été vérifiée avec { $checked }. Avec l’adresse { $now }, Dubdeck y enverra désormais votre clé. Si vous n’avez pas changé l’adresse vous-même, annulez.
address-move-confirm = Changer et envoyer la clé
key-other-service-question = L’adresse du service dans les Réglages est { $now }, et non celle du service VoiceDub ({ $default }). Dubdeck n’y envoie votre clé que si vous confirmez ; si vous n’avez pas saisi cette adresse vous-même, annulez et vérifiez-la dans les Réglages.

notify-voice-unknown = la voix choisie
notify-audition-ready-title = Essai prêt
notify-audition-ready-body = 30 secondes de { $title } sont prêtes avec la voix de { $voice }. Écoutez-les, puis doublez le fichier entier depuis Tâches.
notify-dub-ready-title = Doublage prêt
notify-dub-ready-video-body = { $title } est prêt avec la voix de { $voice }, en audio et en vidéo.
notify-dub-ready-body = { $title } est prêt avec la voix de { $voice }.
notify-dub-failed-title = Échec du doublage
notify-dub-failed-body = { $title } n’a pas pu être doublé. Ouvrez Tâches dans Dubdeck pour savoir pourquoi.
notify-voice-trained-title = Voix entraînée
notify-voice-trained-body = { $title } est prête pour le doublage.
notify-training-failed-title = Échec de l’entraînement
notify-training-failed-body = { $title } n’a pas pu être entraînée. Ouvrez Tâches dans Dubdeck pour savoir pourquoi.

# Batches within a budget: the folder pickers, the spend CSV, the budget notices ($percent is
# 80 or 100; $spent and $budget are credits).
picker-media-folder = Choisissez un dossier de chansons ou d’extraits à doubler
picker-watch-folder = Choisissez un dossier à surveiller
picker-spend-csv = Enregistrer l’historique des dépenses en CSV
spend-csv-name = Dépenses Dubdeck
notify-budget-title = { $percent ->
        [100] Budget mensuel épuisé
       *[other] { $percent } % du budget mensuel dépensé
    }
notify-budget-body = { $percent ->
        [100] { $spent } crédits sur { $budget } ce mois-ci. Ce que Dubdeck approuverait de lui-même attend désormais votre approbation.
       *[other] { $spent } crédits sur { $budget } ce mois-ci.
    }
