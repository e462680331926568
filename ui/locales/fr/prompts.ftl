# Textes à lire à voix haute : phrases courtes et usuelles, écrites pour couvrir les sons du
# français (voyelles orales et nasales, u/ou, é/è, eu, semi-voyelles, ch/j, gn, r, liaisons).

## Ce que fera la voix

prompt-purpose-question = Que fera cette voix ?
prompt-purpose-speak = Parler
prompt-purpose-speak-hint = Conversation, lecture, voix off.
prompt-purpose-sing = Chanter
prompt-purpose-sing-hint = Chansons : la tessiture et les voyelles de votre chant.

## Comment enregistrer

prompt-guidance-speak = Lisez à votre rythme habituel, à une dizaine de centimètres du micro. Lisez chaque paragraphe comme si vous le racontiez à quelqu’un ; si vous butez sur un mot, continuez simplement.
prompt-guidance-sing = Chantez sans accompagnement, à une vingtaine de centimètres du micro, et reculez un peu pour les aigus forts. Échauffez-vous d’abord.
prompt-room-hint = Enregistrez dans une pièce calme, avec des tissus et des meubles qui étouffent l’écho ; coupez ventilateurs et notifications.
prompt-position = { $index } sur { $count }

## À lire à voix haute

prompt-speak-1-title = Paragraphe 1
prompt-speak-1-text = Le chat gris dort sous la vieille chaise de paille. Une brise fraîche souffle sur le jardin humide. Il faut bien choisir son pain chez le boulanger du coin. Les enfants jouent au ballon jusqu’à la nuit tombée. Ma tante range ses bonbons dans un bocal en verre.
prompt-speak-2-title = Paragraphe 2
prompt-speak-2-text = Le train de huit heures part toujours en retard. Un bon feu de bois réchauffe toute la maison. Josette a peint le mur du salon en jaune pâle. Nous avons cueilli des champignons au fond du bois. Le vent d’automne emporte les feuilles rousses.
prompt-speak-3-title = Paragraphe 3
prompt-speak-3-text = Le petit chien a rongé le pied de la table. Pose les tasses sur le plateau, à côté du sucre. Au marché, on trouve des fruits mûrs et des légumes frais. La grenouille a sauté dans l’eau verte de l’étang. Un gros nuage brun cache le sommet de la montagne.
prompt-speak-4-title = Paragraphe 4
prompt-speak-4-text = Range tes chaussures avant le retour de ton frère. Le pêcheur attend patiemment au bord du fleuve. Cette lampe ancienne éclaire mal le long couloir. Il a neigé toute la nuit sur les toits du village. Prends ton parapluie, le ciel devient menaçant.
prompt-speak-5-title = Paragraphe 5
prompt-speak-5-text = L’oiseau bleu chante dès le lever du jour. Le vieux peintre mélange ses couleurs avec soin. Un verre de jus d’orange suffit pour bien commencer. Agnès a gagné le concours de pétanque dimanche. Les vagues viennent se briser contre la digue.
prompt-speak-6-title = Questions et émotions
prompt-speak-6-text = Tu as vraiment encore oublié tes clés dans le bus ? Oh, c’est une merveilleuse nouvelle ! Pardon, je n’ai pas bien saisi votre nom. Franchement, je croyais que la pluie ne s’arrêterait jamais. Pourriez-vous relire ce passage, plus lentement ?

## À chanter

prompt-sing-1-title = Gamme majeure
prompt-sing-1-text = Chantez lentement une gamme majeure, en montant puis en descendant, sur « a » (do ré mi fa sol la si do, puis retour), environ une seconde par note, à partir d’une note grave confortable.
prompt-sing-2-title = « A » tenu
prompt-sing-2-text = Tenez un « a » pendant 5 secondes sur une note grave, puis sur une note médium, puis sur une note aiguë. Respirez entre les notes.
prompt-sing-3-title = « I » tenu
prompt-sing-3-text = Tenez un « i » pendant 5 secondes sur une note grave, puis sur une note médium, puis sur une note aiguë. Gardez un son stable et détendu.
prompt-sing-4-title = « Ou » tenu
prompt-sing-4-text = Tenez un « ou » pendant 5 secondes sur une note grave, puis sur une note médium, puis sur une note aiguë.
prompt-sing-5-title = Sirène sur la tessiture
prompt-sing-5-text = Glissez sur « ou » de votre note la plus grave à votre note la plus aiguë, puis redescendez, lentement, comme une sirène. Faites-le deux fois.
prompt-sing-6-title = Un couplet que vous connaissez
prompt-sing-6-text = Chantez un couplet et un refrain d’une chanson que vous connaissez bien, sans musique, comme vous la chanteriez pour quelqu’un.
