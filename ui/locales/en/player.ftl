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
