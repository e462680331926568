# The A/B player of a done dub, in its Jobs row: one transport over the original (the input as it
# was) and the dub (the same with the chosen voice). "Dub" is a noun here.

# The player's name; $title is the job's name (a file name, or "Audition 1:10–1:40 of song.mp3").
player-label = Player for { $title }
# The video copy of a dubbed video; $title as above.
player-video-label = Video of { $title }, with the dub as its sound
# The round transport button.
player-play = Play
player-pause = Pause
player-volume = Volume
# The volume slider's value; $percent is a whole number from 0 to 100.
player-volume-value = { $percent }%
# The choice of what is heard, and its two sides (also the names of the two waveforms).
player-listen-label = Listen to
player-side-dub = Dub
player-side-original = Original
# A hint beside the choice; $key is the key that does it (the letter A, drawn as a key cap).
player-switch-hint = { $key } switches original / dub
player-close = Close player
# The waveforms' slider (where the playhead is) and its value: "1:23 of 3:05".
player-position = Position
player-position-value = { $position } of { $total }
player-refused = The system did not let playback start by itself. Press Play to listen.

## The audition picker of the dub sheet: which 30 seconds of a file an audition dubs

# The slider's name; $file is the file's name.
audition-picker-label = Stretch of { $file } to try
# Under the waveform while the chosen stretch is the one Dubdeck picked, the loudest 30 seconds
# of the file; $range is the stretch, in bold ("from 1:10 to 1:40").
audition-picker-loudest = { $range } · the loudest part
audition-picker-keys = Drag the highlight, or use the arrow keys (Page Up and Page Down for 10 s).
audition-picker-back = Back to the loudest part

## The player (plays a done dub against its original). Open, Open video and Play are buttons.

media-link-original = The original was a link, so there is no copy of it on this computer to compare with: only the dub plays.
# $path: where the file was.
media-missing-dub = The dub file is no longer at { $path }. It may have been moved or deleted: dub it again, or remove the job.
media-missing-original = The original file is no longer at { $path }, so only the dub plays. Put the file back there to compare the two.
media-missing-video = The video copy is no longer at { $path }, so the dub plays as sound alone. Dub it again to make a new copy.
media-video-network = The video copy stopped loading from Dubdeck's own media server. The dub plays as sound alone; use Open video to watch it in another app.
media-video-decode = The video copy could not be decoded: the file looks damaged or cut short. The dub plays as sound alone; use Open video to watch it in another app.
media-video-format = The video copy is in a format this computer can't show inside Dubdeck (on Linux, H.264 and AAC need the gstreamer1.0-libav package). The dub plays as sound alone; use Open video to watch it in another app.
media-video-failed = The video copy could not be played. The dub plays as sound alone; use Open video to watch it in another app.
# $start, $end: times on the original's clock.
media-audition-range = An audition: the original plays from { $start } to { $end }, the stretch that was dubbed.
media-audition-from = An audition: the original plays from { $start }, the stretch that was dubbed.
# $side: "dub" for the dubbed file, "original" for the file it was made from.
media-error-network =
    { $side ->
        [dub] The dub stopped loading from Dubdeck's own media server. Close the player and press Play again.
       *[original] The original stopped loading from Dubdeck's own media server. Close the player and press Play again. Only the dub plays.
    }
media-error-decode =
    { $side ->
        [dub] The dub could not be decoded: the file looks damaged or cut short. Use Open to try another app, or dub it again.
       *[original] The original could not be decoded: the file looks damaged or cut short. Use Open to try another app. Only the dub plays.
    }
media-error-format =
    { $side ->
        [dub] The dub is in a format this computer can't play inside Dubdeck (on Linux, AAC and M4A need the gstreamer1.0-libav package). Use Open to play it in another app.
       *[original] The original is in a format this computer can't play inside Dubdeck (on Linux, AAC and M4A need the gstreamer1.0-libav package). Use Open to play it in another app. Only the dub plays.
    }
media-error-failed =
    { $side ->
        [dub] The dub could not be played. Close the player and press Play again.
       *[original] The original could not be played. Close the player and press Play again. Only the dub plays.
    }
