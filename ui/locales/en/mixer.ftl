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

## A cover's mixer, in its player

# The faders' group name.
mixer-label = Mix
# The two faders: the dubbed voice's level, and the instrumental's (the song without its vocal).
mixer-vocal = Vocal
mixer-instrumental = Instrumental
# A fader's value. $value: a signed number with one decimal, already written ("−6.0", "+3.5").
mixer-db = { $value } dB
# A button: writes the mix again at the faders' levels, into a new file.
mixer-export = Export mix
# Beside that button: it costs no credits.
mixer-free = Free: made on this computer
# While the mix is being written.
mixer-mixing = Mixing…
# Once it is written. $file: the new file's name.
mixer-mixed = Mixed into { $file }
# On a cover's row, after the voice's name. $file: the instrumental's file name; $key: how many
# semitones the whole song moves, signed ("+2", "−3").
mixer-cover = with { $file }
mixer-cover-key = with { $file }, key { $key }
# Why a done cover has no mix. $step: what failed: no_tool (ffmpeg can't be used), no_pitch_shifter
# (this ffmpeg can't change the key), stem_missing (the library lost the instrumental or the dubbed
# vocal), out_of_range (a level, the key or the loudness is out of range), render (ffmpeg failed),
# name (no free name in the output folder), work_folder (Dubdeck's own work folder), place (the file
# could not be moved into the output folder). $detail: why, in parentheses (error-detail), or nothing.
mixer-error-cover =
    The dub is done, but its mix was not made: { $step ->
        [no_tool] ffmpeg can't be used on this computer
        [no_pitch_shifter] this ffmpeg can't change the song's key (it has no rubberband filter)
        [stem_missing] the instrumental or the dubbed vocal is no longer in the library
        [out_of_range] a level, the key or the loudness is out of its range
        [render] ffmpeg could not make the file
        [name] no name for it was free in the output folder
        [work_folder] Dubdeck's work folder could not be used
        [place] it could not be moved into the output folder
       *[other] something went wrong
    }{ $detail }. { $step ->
        [no_tool] Install ffmpeg, restart Dubdeck, then press Export mix.
        [no_pitch_shifter] Install an ffmpeg built with rubberband, restart Dubdeck, then press Export mix.
        [stem_missing] Dub the song again to mix it.
       *[other] Press Export mix to try again.
    }
# The same for a dub that is not a cover, when its file in the format chosen in Settings was not made.
mixer-error-format =
    The dub is done, but its file in the format you chose was not made: { $step ->
        [no_tool] ffmpeg can't be used on this computer
        [no_pitch_shifter] this ffmpeg can't change the song's key (it has no rubberband filter)
        [stem_missing] the dubbed file is no longer in the library
        [out_of_range] the loudness is out of its range
        [render] ffmpeg could not make the file
        [name] no name for it was free in the output folder
        [work_folder] Dubdeck's work folder could not be used
        [place] it could not be moved into the output folder
       *[other] something went wrong
    }{ $detail }. The dub is kept as the service made it.
# The instrumental can't be heard under the dub. $path: where the file was.
mixer-instrumental-missing = The instrumental is no longer at { $path }, so the dub plays alone. Put it back there to hear the mix.
mixer-instrumental-none = There is no instrumental to play under this dub, so it plays alone.
mixer-instrumental-failed = The instrumental can't be played here, so the dub plays alone. Export mix still makes the mix.
