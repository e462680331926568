# The Jobs screen's comparisons and covers. A comparison is the auditions (30-second tries) of one
# stretch of a file with several voices, shown as one row with one player that switches between
# the original and each voice at the same moment. A cover is a song whose vocal was dubbed and
# mixed back over the song's own instrumental: its player has a mixer (two level sliders, "faders")
# and "Export mix", which makes the mixed file again on this computer, at no cost.
# "Dub" is a verb in buttons ("Dub the whole file") and a noun elsewhere ("The dub with Nova").

## A comparison's row

# The row's name for screen readers. $title: the file's name; $voices: the voices' names as a
# list, already joined ("Nova, Aria, Kai").
compare-label = Comparison of { $title }: { $voices }
# The row's heading. $count: how many voices; $span: the stretch ("1:10–1:40"); $title: the file's name.
compare-title =
    { $count ->
        [one] { $count } voice on { $span } of { $title }
       *[other] { $count } voices on { $span } of { $title }
    }
# The same, for a comparison of whole files (rare).
compare-title-whole =
    { $count ->
        [one] { $count } voice on { $title }
       *[other] { $count } voices on { $title }
    }
# Under the heading while the auditions run. $done: how many are done; $count: how many in all.
compare-progress =
    { $count ->
        [one] { $done } of { $count } audition done
       *[other] { $done } of { $count } auditions done
    }
# The comparison's cost waiting for approval, in bold in the line "… — the service measured the
# input; nothing is spent until you approve." $count: the auditions waiting; $credits: their cost together.
compare-approve-cost =
    { $count ->
        [one] Generate { $count } audition
       *[other] Generate { $count } auditions
    } for { $credits ->
        [one] { $credits } credit
       *[other] { $credits } credits
    }
# A button under each voice of a done comparison: dubs the whole file with that voice. $voice: its name.
compare-dub-whole = Dub the whole file with { $voice }
# The Play button's name (it opens the comparison's player). $title: the file's name.
compare-play-label = Play the comparison of { $title }
# The player's name. $title: the file's name.
compare-player-label = Comparison player for { $title }
# A voice's dub that can't be played, left out of the player. $voice: the voice's name; $path: where the file was.
compare-dub-missing = The dub with { $voice } is no longer at { $path }, so it is left out. Dub it again to hear it.
compare-dub-failed = The dub with { $voice } can't be played here, so it is left out.
# The original that can't be played: the voices are still compared with each other. $path: where the file was.
compare-original-missing = The original file is no longer at { $path }, so only the voices play. Put it back there to compare them with it.
compare-original-failed = The original can't be played here, so only the voices play.
# The trash button of a comparison whose auditions are all finished. $title: the file's name.
compare-remove-label = Remove the comparison of { $title } from the library
# The question before removing it; the dialog's text says the jobs leave the list.
compare-remove-title = Remove the comparison of “{ $title }” from the library?
# A check box in that dialog; the files' paths show under it.
compare-remove-delete-files = Also delete the result files
# Its confirm button when they are deleted too.
compare-remove-confirm-delete = Remove and delete the files
