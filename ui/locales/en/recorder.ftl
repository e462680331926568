# The Record section of the Train a voice screen: the user records "takes" (recordings made in the
# app) from a microphone, reading or singing the prompts shown. $take is a take's name ("Take 2", or
# its file name "Take 2.wav");
# $device is a microphone's name as the system gives it ("USB Microphone").

# The section's title ("Record" as a verb).
rec-title = Record
# After a line on the room to record in. $maxFiles: the most files a voice is trained from.
rec-files-hint =
    A voice is trained from at most { $maxFiles ->
        [one] { $maxFiles } file
       *[other] { $maxFiles } files
    }: record a few takes of a minute or more each.

## The microphone.

rec-microphone = Microphone
rec-devices-looking = Looking for microphones…
rec-devices-none = No microphone found
# In the list of microphones, the system's default one.
rec-device-default = { $device } (default)
# Asks the system for its microphones again.
rec-refresh = Refresh
# Under the microphone list when the system has none: a quiet note, not an error (adding files works without one).
rec-no-microphone = No microphone was found. To record here, connect one (or allow Dubdeck to use it in the system's privacy settings) and press Refresh. Adding files works without one.
rec-device-fell-back = The microphone chosen last time is not connected: recording from { $device }. Connect it and press Refresh to use it.

## The prompt to read or sing.

# The name of the box that holds the text to read or sing.
rec-prompt-label = Prompt
rec-prompt-previous = Previous prompt
rec-prompt-next = Next prompt

## Recording.

rec-stop = Stop recording
rec-record = Record a take
# Records the last take again: the new one replaces it once stopped.
rec-again = Record again
rec-again-label = Record again ({ $take })
rec-again-title = Record a new take; { $take } is replaced when you stop
rec-status-recording-from = Recording { $take } from { $device }
rec-status-recording = Recording
rec-status-opening = Opening the microphone…
rec-status-ready = Press Record a take, then read or sing the prompt.
# The name of the clock that counts the take's time, for screen readers.
rec-elapsed-label = Time recorded
rec-replacing = Recording again: { $take } is replaced when you stop.
# A take was being recorded already when the page opened (it was reloaded during a take).
rec-recording-adopted = A take was already being recorded when this page opened. It goes on here: press Stop recording to keep it, then record the next one.

## The input level meter.

rec-meter-label = Input level
# The loudest mark of the meter's scale. $db: the level (0).
rec-meter-db = { $db } dB
# The meter's value for screen readers. $db: the peak level in decibels (below zero).
rec-meter-value = { $db } dB peak
rec-meter-value-clipping = { $db } dB peak, clipping
rec-meter-none = No input
rec-silent-device = Nothing is heard yet: check that { $device } is not muted, or pick another one.
rec-silent = Nothing is heard yet: check that the microphone is not muted, or pick another one.

## The audio recorded against the aim (the minutes the training pays for). $recorded, $aim, $left: times ("3:05").

rec-aim-label = Minutes recorded
# $voiced: the voice heard in the files going into the training (silences and pauses do not count).
rec-aim-voice = { $voiced } of voice out of { $aim }
# When the quality check could not run: $recorded is the audio's length, silences included.
rec-aim-audio = { $recorded } of audio out of { $aim } (not checked for voice)
rec-aim-reached = The aim is reached.
rec-aim-left = { $left } to go.
# $minutes: the maximum minutes entered for the training.
rec-aim-chosen =
    Aim: the { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    } chosen for the training.
# $minutes: the fewest minutes a training is paid for.
rec-aim-fewest =
    Aim: { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    }, the fewest a training is paid for.
rec-aim-counts = Every file that goes into the training counts, takes and added files alike.
# Under the bar, after the aim (when the quality check runs).
rec-aim-counts-voice = Only voice counts, not silence or pauses: takes and added files alike, once they are checked.

## Notices and the saved takes.

rec-notices-label = Recording notices
rec-dismiss = Dismiss
# Two sentences of this screen shown one after the other ($first, then $second).
rec-sentences = { $first } { $second }
# $reason: a whole sentence saying why.
rec-takes-unlisted = The saved takes could not be listed: { $reason }
# Takes kept on this computer that are not among the training files.
rec-saved-title = Saved takes
# Puts a saved take back among the training files.
rec-add = Add
rec-add-label = Add { $take }
# Why a take could not be played, when the player gives no reason: goes in brackets after "… could not be played".
rec-player-unreadable = the player could not read it

## A take's buttons.

rec-take-play = Play
rec-take-pause = Pause
rec-take-play-label = Play { $take }
rec-take-pause-label = Pause { $take }
rec-take-trim-label = Trim silence of { $take }
rec-take-trim-title = Trim the silence at both ends
rec-take-delete-label = Delete { $take }
rec-take-delete-title = Delete this take

## Asking before a take is deleted.

rec-delete-title = Delete { $take }?
# $length: the take's length ("0:42").
rec-delete-text = The recording ({ $length }) is deleted from this computer and leaves the training files. This can't be undone.
rec-delete-cancel = Cancel
rec-delete-confirm = Delete the take

## Recorded takes. $take: a take's name ("Take 2"); $time, $length: times on its clock ("1:05").
## $detail: the system's own message in parentheses (error-detail in errors.ftl), or nothing.

take-device-lost = The microphone was disconnected, so { $take } stopped at { $time }. What was recorded is kept. Connect it again, or pick another one, then record the rest.
take-write-failed = { $take } could not be written to disk{ $detail }, so it stopped at { $time }. What was recorded is kept. Free some disk space, then record the rest.
take-end-unknown = { $take } stopped by itself at { $time }. What was recorded is kept.
# $take is the take (Take 2), $time the longest a take can be (30:00).
take-limit-reached = { $take } stopped at { $time }, the longest a take can be. What was recorded is kept. Record the rest as another take.
# $seconds: the length of sound lost, with one decimal ("0.4").
take-dropped = { $take } lost { $seconds } s of sound because the computer could not keep up. Close other busy apps, then record it again.
take-dropped-little = { $take } lost less than 0.1 s of sound because the computer could not keep up. Close other busy apps, then record it again.
# $take: the new take; $old: the one it replaced.
take-retake-replaced = { $take } replaced { $old }, which is deleted.
take-retake-kept = { $take } is kept too, since the new take is not whole: delete the one you do not want.
take-retake-not-started = { $take } is kept as it was.
# $take: the earlier take; $new: the new one; $reason: why (a whole sentence of its own).
take-retake-delete-failed = { $take } could not be deleted, so it is kept beside { $new }: { $reason }
# "Saved takes" is a list of the recorder.
take-recovered = { $take } was being recorded when Dubdeck closed. It was kept ({ $length }). Add it from Saved takes to train with it.
take-trimmed-none = There was no silence to cut at either end.
# $start, $end: seconds cut, with one decimal ("1.2").
take-trimmed-start = Trimmed { $start } s from the start; it is { $length } long now.
take-trimmed-end = Trimmed { $end } s from the end; it is { $length } long now.
take-trimmed-both = Trimmed { $start } s from the start and { $end } s from the end; it is { $length } long now.
take-play-failed = { $take } could not be played{ $detail }. Check the sound output, then press Play again.
# Shown in bold, followed by take-clipping-hint: together they read as one sentence.
take-clipping = Clipping: lower the input gain
# Follows take-clipping (in bold) in the same line.
take-clipping-hint = in the system's sound settings, or move a little further from the microphone.
